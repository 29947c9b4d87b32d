"""What a judge needs to check a ruling, worked out from the game as it stands (issue 16): what a
condition read, what each option of a choice does, and an attack in progress with every modification
applied to it and where it came from.

Words come from ``words`` and ``reading``; nothing here changes the game.
"""

from __future__ import annotations

import operator
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from . import words
from .attacks import attack_range, damage, in_range, keywords, modifications, range_check_value
from .fast import FAST
from .model import Attack, Condition, Effect
from .quantities import COMPARE, read_condition
from .reading import Reader

if TYPE_CHECKING:
    from .game import Game


# --- conditions -------------------------------------------------------------------------------------


def condition_check(
    g: Game, me: int, cond: Condition, uid: str | None = None, attack: Attack | None = None
) -> str:
    """What a condition asks and what it read now, with players named A and B: "needs B's concentration
    2 or more; it is 0". Each part of an ``all_of`` / ``any_of`` is read the same way."""
    who = words.players(me)
    value, other = read_condition(g, me, cond, uid, attack)
    one, zero = (COMPARE[cond.compare](v, cond.value) for v in (1, 0))
    if words.is_flag(cond.quantity) and cond.value_of is None and one != zero:
        said = f"needs {words.flag(cond.quantity, one, who)}; {words.flag(cond.quantity, bool(value), who)}"
    else:
        read = words.quantity(cond.quantity, who)
        against = f" ({other})" if cond.value_of is not None else ""
        said = f"needs {read} {words.compared(cond, who)}{against}; it is {value}"
    parts = [said] + [condition_check(g, me, c, uid, attack) for c in cond.all_of]
    text = "; and ".join(parts)
    if cond.any_of:
        text += "; or " + "; or ".join(condition_check(g, me, c, uid, attack) for c in cond.any_of)
    return text


def named(g: Game, uid: str | None) -> str:
    """The card's name for an event, or "the effect" for one without a card (a rule's)."""
    return g.name(uid) if uid is not None and uid in g.state.cards else "the effect"


# --- what the options of a decision do ---------------------------------------------------------------


def effects_said(effects: list[Effect]) -> str:
    """Effects in words, from their holder's point of view ("you draw 1 card")."""
    if not FAST:
        return Reader().effects(effects)
    # A pure function of the effects (the default reader names cards by id): said once per list of
    # effect objects, which are a card definition's and never change (issue 22, fourth round: every
    # "choose one" and "may" decision said its options anew, some 8% of adjudicating the real-card
    # ruling case). Keyed by the objects' identities, which the memo keeps alive so none is reused.
    key = tuple(map(id, effects))
    hit = _SAID.get(key)
    if hit is not None and all(map(operator.is_, hit[0], effects)):
        return hit[1]
    said = Reader().effects(effects)
    if len(_SAID) >= 4096:
        _SAID.clear()
    _SAID[key] = (tuple(effects), said)
    return said


_SAID: dict[tuple[int, ...], tuple[tuple[Effect, ...], str]] = {}


def order_detail(g: Game, due: Mapping[str, object]) -> dict[str, str | int | list[str] | None]:
    """Labels for an "order" decision (C 5-1-1, 5-5): for each option key, the card and what resolves."""
    from .game import Trigger

    out: dict[str, str | int | list[str] | None] = {}
    for key, entry in due.items():
        uid = key.split("#", 1)[0]
        card = g.name(uid) if uid in g.state.cards else None
        if entry is None and card is not None:
            out[key] = f"{card}: destroyed, having no crystals left (C 5-5-2, 9-5)"
        elif isinstance(entry, Trigger):
            text = effects_said([entry.effect]) if entry.effect is not None else "it goes face-down (隙, C 10-6)"
            out[key] = f"{named(g, entry.uid)}: {text}"
        elif isinstance(entry, tuple) and len(entry) == 3 and isinstance(entry[2], Effect):
            source, _holder, eff = entry
            who = named(g, source) if source else ("a reserved effect" if key.startswith("reserved#") else "a rule")
            out[key] = f"{who}: {effects_said(eff.then if key.startswith('reserved#') else [eff])}"
        elif card is not None:
            out[key] = card
    return out


# --- an attack in progress ---------------------------------------------------------------------------


@dataclass
class ModificationReading:
    """One modification applied to an attack: what it does, and where it comes from."""

    text: str
    clauses: list[str]
    holder: int  # the player whose object gives it (C 5-6 i)
    source: str | None = None  # the uid of the card it comes from, if a card gives it
    card: str | None = None  # that card's id
    rule: str | None = None  # or the additional rule that gives it
    applies: bool = True  # False: in force but not applied now (its damage is fixed, the aim does not fit)


@dataclass
class AttackReading:
    """An attack in 〈Attacking〉 (C 6-4, 7-1-15) as the rules read it now (C 9-4)."""

    id: str
    attacker: int
    source: str | None  # the uid of the card it was made from; None: an effect made it (C 6-4-1-1)
    card: str | None  # that card's id
    user: str | None  # the goddess it belongs to (C 6-2-1-4)
    printed_range: list[int]
    printed_damage: list[int | None]  # [aura, life] as made, 「-」 as null
    range: list[int]  # after every range modification (C 5-7, 10-4)
    damage: list[int | None]  # after every damage modification (C 5-6)
    check_value: int | None  # what the range check compares (C 9-4-1): the distance, or the aim (A 23-4)
    in_range: bool
    keywords: list[str]  # in force now (C 10-21 … 10-26, 9-4 iii)
    modifications: list[ModificationReading] = field(default_factory=list)
    reacting: bool = False  # this attack answers another (C 9-4 i)
    answers: str | None = None
    nullified: bool = False


def _modification_said(reader: Reader, e: Effect) -> str:
    """What a modification does to the attack it applies to ("gets +1/+0", "gains overcome …")."""
    if e.op == "modify_attack":
        return reader.modification(e)
    if e.op in ("gain_keyword", "lose_keyword"):
        said = []
        for k in e.keywords:
            text, clause = words.keyword(k)
            reader.cite(clause)
            said.append(text)
        return f"{'gains' if e.op == 'gain_keyword' else 'loses'} {', '.join(said)}"
    return reader.op(e)


def attack_readings(g: Game) -> list[AttackReading]:
    """Every attack in progress, as the rules read it now."""
    return [attack_reading(g, atk) for atk in g.state.attacks]


def attack_reading(g: Game, atk: Attack) -> AttackReading:
    from .attacks import aim_fits

    kw = keywords(g, atk)
    fixed = "fixed_damage" in kw
    mods: list[ModificationReading] = []
    for m in modifications(g, atk):
        reader = Reader()
        text = _modification_said(reader, m.effect)
        applies = not (fixed and m.effect.op == "modify_attack" and m.effect.range_class is None)
        if m.effect.if_aim_fits and not aim_fits(g, atk):
            applies = False
        source = m.source if m.source in g.state.cards else None
        mods.append(
            ModificationReading(
                text=text,
                clauses=reader.clauses,
                holder=m.holder,
                source=source,
                card=g.state.cards[source].card if source is not None else None,
                rule=m.rule,
                applies=applies,
            )
        )
    source = atk.source if atk.source in g.state.cards else None
    return AttackReading(
        id=atk.id,
        attacker=atk.attacker,
        source=source,
        card=g.state.cards[source].card if source is not None else None,
        user=atk.user,
        printed_range=list(atk.range),
        printed_damage=[atk.aura_damage, atk.life_damage],
        range=attack_range(g, atk),
        damage=list(damage(g, atk)),
        check_value=range_check_value(g, atk),
        in_range=in_range(g, atk),
        keywords=sorted(kw),
        modifications=mods,
        reacting=atk.reacting,
        answers=atk.answers,
        nullified=atk.nullified,
    )

"""Standing abilities in play (常備能力, chapter 13) beyond the values ``stats.py`` reads.

- Effects grant and take away standing abilities (``gain`` / ``lose`` effects, kept as modifiers of
  the stat ``standing`` so that they end with the battle or phase like any other, 4.6.9, and leave with
  the unit, 5.1.1.8; ``stats.with_grants`` reads them in the order they applied).
- 耐性: x (MC 13.1.7): damage of a resisted attribute or from a resisted kind of source does not count
  towards the unit's death (``lethal_damage``), and a death effect of that attribute or source does not
  arise at all (13.1.7.1: not a replacement, the death never happens). Damage keeps its marks
  (``Unit.marks``), so a resistance lost later lets that damage kill (13.1.7.5).
- 弱点: y (+n) (MC 13.1.8): a replacement effect on damage of attribute y of 1 or more, which then deals
  n more; several weaknesses to y add up (13.1.8.5).
- Losing item slots (MC 13.1.2.8): equipment those slots held is discarded by rule processing.
"""

from __future__ import annotations

from typing import Literal

from .. import continuous
from ..duel import Duel
from ..model import DamageMark, Effect, Modifier, Standing, Unit
from ..stats import item_slots, resistances, standings

BATTLE_SPELL = "battle_spell"  # MC 13.1.7.2: the kinds of source a resistance may name
SPECIAL_ABILITY = "special_ability"
# MC 13.1.2.6: from the initiative timing to the battle end timing, the slots of equipment that leaves
# stay spent
SPENT_TIMINGS = ("initiative", "first_normal", "second_normal", "simultaneous", "end")


def source_kind(g: Duel, source: str) -> str | None:
    """MC 13.1.7.2: the kind of effect the damage or death comes from — a battle spell's (戦闘スペル) or a
    special ability's of a unit or terrain (特殊能力); an item's is neither."""
    d = g.defn(source)
    if d.type == "battle_spell":
        return BATTLE_SPELL
    if d.type in ("unit", "terrain"):
        return SPECIAL_ABILITY
    return None


def resists(g: Duel, unit: Unit, attribute: str | None, source: str | None) -> bool:
    """MC 13.1.7.1-2, 13.1.7.6: the unit has a 耐性 naming the attribute or the source's kind (naming one
    twice changes nothing)."""
    names = set(resistances(g, unit))  # every source, less what a loss took (stats.resistances)
    return (attribute is not None and attribute in names) or (source is not None and source in names)


def lethal_damage(g: Duel, unit: Unit) -> int:
    """MC 13.1.7.1, 13.1.7.4-5: the unit's damage less the marked damage it resists now."""
    resisted = sum(m.amount for m in unit.marks if resists(g, unit, m.attribute, m.source))
    return unit.damage - min(resisted, unit.damage)


def weakness_bonus(g: Duel, unit: Unit, attribute: str | None) -> int:
    """MC 13.1.8.3, 13.1.8.5: the n of every 弱点 the unit has to the attribute, added up."""
    if attribute is None:
        return 0
    return sum(w.amount for s in standings(g, unit) for w in s.weakness if w.attribute == attribute)


def deal_damage(g: Duel, source: str, unit: Unit, amount: int, attribute: str | None) -> int:
    """Deal effect damage (MC 4.5.1; less than 0 is 0, 4.5.3): a weakness to its attribute replaces 1 or
    more with n more (13.1.8.1, 13.1.8.3); the damage keeps its attribute and source's kind (13.1.7)."""
    amount = max(0, amount)
    extra = weakness_bonus(g, unit, attribute) if amount >= 1 else 0
    if extra:
        g.emit(
            "MC-13-1-8-3",
            f"{g.name(unit.card)} is weak to {attribute}: {amount} damage becomes {amount + extra}",
            card=unit.card,
            attribute=attribute,
            extra=extra,
        )
        amount += extra
    unit.damage += amount
    kind = source_kind(g, source)
    if amount and (attribute is not None or kind is not None):
        unit.marks.append(DamageMark(amount=amount, attribute=attribute, source=kind))
    return amount


def death_prevented(g: Duel, source: str, unit: Unit, attribute: str | None) -> bool:
    """MC 13.1.7.1: a death effect of a resisted attribute or source's kind does not arise."""
    if not resists(g, unit, attribute, source_kind(g, source)):
        return False
    g.emit(
        "MC-13-1-7-1",
        f"{g.name(unit.card)} resists {attribute or source_kind(g, source)}: the death effect does not arise",
        card=unit.card,
    )
    return True


def grant(g: Duel, source: str, effect: Effect, uid: str) -> bool:
    """A ``gain`` or ``lose`` effect on a unit (MC 13.1.2.4, 13.1.3.2, 13.1.5.3-4, 13.1.6.3-4, 13.1.7.4-5,
    13.1.8.3-4), until the end of the battle or the phase (4.6.9)."""
    until: Literal["battle", "phase"] = "battle" if g.state.battle is not None else "phase"
    if effect.kind == "lose":
        kinds = list(effect.lose)
        g.state.modifiers.append(
            Modifier(
                unit=uid, stat="standing", amount=0, until=until, clause="MC-13-1", source=source, lose=kinds,
                seq=continuous.stamp(g),
            )
        )  # fmt: skip
        g.emit(
            "MC-13-1",
            f"{g.name(uid)} loses {kinds} until the end of the {until}",
            card=uid,
            lost=[str(k) for k in kinds],
        )
        return True
    if effect.standing is None:
        return False
    g.state.modifiers.append(
        Modifier(
            unit=uid, stat="standing", amount=0, until=until, clause="MC-13-1", source=source, standing=effect.standing,
            seq=continuous.stamp(g),
        )
    )  # fmt: skip
    g.emit("MC-13-1", f"{g.name(uid)} gains standing abilities until the end of the {until}", card=uid)
    return True


def give_resistance(g: Duel, source: str | None, uid: str, values: list[str]) -> bool:
    """MC 10.14.4: "grant 耐性: x" adds a standing ability (10.14.1), kept as chapter 13's gains are, so that a
    loss takes it like any other (13.1.7.5, 10.15.2.1); granting what the unit has already is not applied.
    Until the end of the battle or phase (10.14.6). Whether it applied."""
    unit = g.unit(uid)
    if all(v in resistances(g, unit) for v in values):
        g.emit("MC-10-14-4", f"{g.name(uid)} has resistance {values} already: the grant is not applied", card=uid)
        return False
    until: Literal["battle", "phase"] = "battle" if g.state.battle is not None else "phase"
    g.state.modifiers.append(
        Modifier(
            unit=uid, stat="standing", amount=0, until=until, clause="MC-10-14-4", source=source,
            standing=Standing(resistance=list(values)), seq=continuous.stamp(g),
        )
    )  # fmt: skip
    g.emit("MC-10-14-4", f"{g.name(uid)} gains resistance {values} until the end of the {until}", card=uid)
    return True


def clear_marks(unit: Unit) -> None:
    """The damage is removed: so are its marks."""
    unit.marks = []


def lost_slots(g: Duel) -> bool:
    """MC 13.1.2.8 (rule processing): a unit whose item slots no longer hold its equipment's costs has
    lost the slots that held it; that equipment is discarded, the last equipped first (an equipment
    holding no slot stays). Whether anything was discarded."""
    changed = False
    for _, u in list(g.units_of(g.state.active)) + list(g.units_of(1 - g.state.active)):
        while u.equipment and sum(eq.slots for eq in u.equipment) > item_slots(g, u):
            eq = next((e for e in reversed(u.equipment) if e.slots > 0), None)
            if eq is None:
                break
            g.emit(
                "MC-13-1-2-8",
                f"{g.name(u.card)} has lost the item slots holding {g.name(eq.card)}",
                card=eq.card,
                unit=u.card,
            )
            g.discard_equipment(u, eq.card, "MC-13-1-2-8")
            c = g.state.battle
            if c is not None and c.timing in SPENT_TIMINGS:  # 13.1.2.6: its slots stay spent until 8.3.8.5
                u.items_spent += eq.slots
            changed = True
    return changed


__all__ = [
    "clear_marks",
    "deal_damage",
    "death_prevented",
    "give_resistance",
    "grant",
    "lethal_damage",
    "lost_slots",
    "resists",
    "source_kind",
    "weakness_bonus",
]

"""Using a card in battle (MC 10.1) and the counter chain (10.2, 10.3): the part of chapter 10 that the
battle's play steps need. A unit in the battle uses a battle spell (paid by its spell slots, 13.1.3) or
a consumable item (paid by an item slot, 13.1.2) from its player's hand, by the card's ◇ ability
(14.6.3.1) whose timing fits the play step.

Chapter 10 grows this: the other kinds of special ability (□ × ◎ ○ ● ▽), triggered abilities, costs
beyond slots, replacement effects. The effect vocabulary is ``model.Effect``.
"""

from __future__ import annotations

import re
from collections.abc import Generator

from ..duel import Duel, Illegal, Proc
from ..model import Ability, Action, Activate, Battle, Decision, Declaration, Pass, Timing, Use
from ..rules import check_step
from ..stats import free_item_slots, free_spell_slots, has_standing, item_slots, pay_spell
from . import special
from .attack import resolve_attack
from .effects import apply_all

DICE = re.compile(r"^(\d+)D(?:([+-]\d+)| (high|low))?$")  # MC 3.4.2-3.4.4

TIMING_CLAUSE = {"normal": "MC-10-9-4", "counter": "MC-10-9-5", "initiative": "MC-10-9-7"}


def usable_card(g: Duel, card: str) -> bool:
    """Battle spells (2.1.3) and consumable items (2.1.2.1.1) are used from the hand."""
    d = g.defn(card)
    return d.type == "battle_spell" or (d.type == "item" and d.classification == "consumable")


def ability_for(g: Duel, card: str, timing: Timing) -> Ability | None:
    return next((a for a in g.defn(card).abilities if a.kind == "hand" and timing in a.timing), None)


def cost(g: Duel, card: str, user: str) -> tuple[int, list[str]] | None:
    """What the user pays for the card — (item slots, spell slots) — or None if it cannot."""
    u = g.unit(user)
    d = g.defn(card)
    if d.type == "battle_spell" and not has_standing(g, u, "spells"):  # 13.1.3.1: no スペル: x, no spells
        return None
    if d.type == "battle_spell":  # 13.1.3.1: one slot for each of the spell's icons
        paid = pay_spell(free_spell_slots(g, u), list(d.attributes))
        return None if paid is None else (0, list(paid))
    # 13.1.2.2: only a unit with アイテム: x uses items; a consumable spends one slot (docs/monster-collection.md)
    return (1, []) if item_slots(g, u) > 0 and free_item_slots(g, u) >= 1 else None


def target_sets(g: Duel, c: Battle, user: str, ability: Ability) -> list[tuple[str, ...]]:
    """MC 10.10, 8.2.4: the choices of targets, all on the terrain of the battle."""
    t = g.terrain(c.area)
    assert t is not None
    p = g.owner(user)
    own, enemy = g.party(t, p), g.party(t, 1 - p)
    kind = ability.target
    if kind == "this_unit":
        return [(user,)]
    if kind == "own_party":
        return [tuple(u.card for u in own)] if own else []  # 10.10.12: no party without a unit
    if kind == "enemy_party":
        return [tuple(u.card for u in enemy)] if enemy else []
    pool = {"unit": t.units, "own_unit": own, "enemy_unit": enemy}[kind]
    return [(u.card,) for u in pool]


def chain_things(g: Duel, chain: list[Declaration]) -> set[str]:
    """MC 10.10.8.1-2: what the chain's declarations involve — the declaring units, the cards used, their
    targets, and the equipment of those units."""
    things: set[str] = set()
    for d in chain:
        things.update(x for x in (d.unit, d.card) if x is not None)
        things.update(d.participants)
        things.update(d.targets)
    for uid in list(things):
        if g.on_field(uid):
            things.update(eq.card for eq in g.unit(uid).equipment)
    return things


def check_use(g: Duel, player: int, action: Use, timing: Timing, chain: list[Declaration]) -> Illegal | None:
    c = g.state.battle
    if c is None:
        return Illegal(["MC-10-9-1"], "battle spells and consumables are used in a battle")
    if c.suspended:
        return Illegal(["MC-8-3-7-2"], "no card can be declared during the simultaneous attack")
    if action.card not in g.state.players[player].hand:
        return Illegal(["MC-8-2-2", "MC-10-1-2", "MC-14-6-1"], f"{action.card} is not in player {player}'s hand")
    if not usable_card(g, action.card):
        return Illegal(["MC-10-1-4"], f"{g.name(action.card)} is not a card used from the hand")
    ability = ability_for(g, action.card, timing)
    if ability is None:
        return Illegal(
            [TIMING_CLAUSE.get(timing, "MC-10-9-1"), "MC-10-1-4"],
            f"{g.name(action.card)} has no ability with the timing [{timing}] this play step allows",
        )
    if not g.on_field(action.unit) or g.owner(action.unit) != player:
        return Illegal(["MC-10-1-9"], f"{action.unit} is not a unit of player {player} on the battlefield")
    if (why := special.barred(g, chain, action.unit)) is not None:  # 14.3.5: its slots pay nothing
        return why
    if g.terrain_of(action.unit).area != c.area:
        return Illegal(["MC-8-2-2"], f"{g.name(action.unit)} is not on the terrain of the battle")
    if cost(g, action.card, action.unit) is None:
        clause = "MC-13-1-3-1" if g.defn(action.card).type == "battle_spell" else "MC-13-1-2-2"
        return Illegal([clause, "MC-10-11-1"], f"{g.name(action.unit)} cannot pay for {g.name(action.card)}")
    if tuple(action.targets) not in target_sets(g, c, action.unit, ability):
        return Illegal(
            ["MC-10-10-3", "MC-8-2-4"], f"{list(action.targets)} are not proper targets of {g.name(action.card)}"
        )
    if timing == "counter":
        involved = chain_things(g, chain)
        if not any(x in involved for x in action.targets):
            return Illegal(["MC-10-10-8-2"], "a counter's target must be among what the counter chain involves")
    return None


def use_options(g: Duel, player: int, timing: Timing, chain: list[Declaration]) -> list[Use]:
    c = g.state.battle
    if c is None or c.suspended:
        return []
    t = g.terrain(c.area)
    assert t is not None
    found: list[Use] = []
    for card in dict.fromkeys(g.state.players[player].hand):
        if not usable_card(g, card):
            continue
        ability = ability_for(g, card, timing)
        if ability is None:
            continue
        for u in g.party(t, player):
            for targets in target_sets(g, c, u.card, ability):
                action = Use(player=player, card=card, unit=u.card, targets=targets)
                if check_use(g, player, action, timing, chain) is None:
                    found.append(action)
    return found


def roll_effects(g: Duel, ability: Ability) -> list[int]:
    """MC 10.1.8, 3.4.6: every die the effects ask for is rolled at the declaration."""
    rolls: list[int] = []
    for e in ability.effects:
        m = DICE.match(e.dice or "")
        if m:
            rolls += g.roll(int(m.group(1)), "MC-10-1-8", f"dice for {e.dice}")
    return rolls


def dice_values(ability: Ability, rolls: list[int]) -> list[int]:
    """Each effect's amount: its number plus its dice result (MC 3.4.3-3.4.5)."""
    values: list[int] = []
    at = 0
    for e in ability.effects:
        m = DICE.match(e.dice or "")
        if not m:
            values.append(e.amount)
            continue
        n = int(m.group(1))
        faces = rolls[at : at + n]
        at += n
        if m.group(3) == "high":
            result = max(faces, default=0)
        elif m.group(3) == "low":
            result = min(faces, default=0)
        else:
            result = sum(faces) + int(m.group(2) or 0)
        values.append(e.amount + result)
    return values


def declare_use(g: Duel, c: Battle, action: Use, timing: Timing) -> Declaration:
    """MC 10.1.4-10.1.9: the use is declared with its targets, its cost declared (the card goes to the
    effect zone, the user's slots are spent and cannot pay another cost, 10.11.5) and its dice rolled."""
    ps = g.state.players[action.player]
    ability = ability_for(g, action.card, timing)
    paid = cost(g, action.card, action.unit)
    assert ability is not None and paid is not None
    g.emit(
        "MC-10-1-5",
        f"{g.name(action.unit)} declares {g.name(action.card)} on {[g.name(x) for x in action.targets]}",
        card=action.card,
        unit=action.unit,
        targets=list(action.targets),
    )
    ps.hand.remove(action.card)
    ps.effect_zone.append(action.card)
    u = g.unit(action.unit)
    items, spells = paid
    u.items_spent += items
    u.spells_spent = [*u.spells_spent, *spells]  # type: ignore[list-item]  # icons from pay_spell
    g.emit("MC-10-1-6", f"cost: {items} item slots, spell slots {spells}; the card is in the effect zone", slots=spells)
    rolls = roll_effects(g, ability)
    return Declaration(
        player=action.player,
        kind="use",
        timing=timing,
        unit=action.unit,
        card=action.card,
        targets=list(action.targets),
        rolls=rolls,
        items_paid=items,
        spells_paid=spells,  # type: ignore[arg-type]
    )


def resolve_use(g: Duel, c: Battle, decl: Declaration) -> Proc:
    """MC 10.1.13-10.1.14."""
    assert decl.card is not None and decl.unit is not None
    owner = g.state.players[g.owner(decl.card)]
    timing_ability = ability_for(g, decl.card, decl.timing)
    if decl.card in owner.effect_zone:  # 10.1.13: the card goes on to the discard pile
        owner.effect_zone.remove(decl.card)
        owner.discard.append(decl.card)
        g.emit("MC-10-1-13", f"{g.name(decl.card)} goes from the effect zone to the discard pile", card=decl.card)
    else:
        g.emit("MC-10-1-14", f"{g.name(decl.card)} has left the effect zone: its effect is not applied")
        return
    if not g.on_field(decl.unit):
        g.emit("MC-10-1-14", f"{g.name(decl.unit)}, whose slots paid the cost, has left: no effect")
        return
    targets = [x for x in decl.targets if g.on_field(x) and g.terrain_of(x).area == c.area]
    if not targets:  # 10.10.5, 10.10.10
        g.emit("MC-10-10-10", "no proper target is left: no effect")
        return
    assert timing_ability is not None
    values = dice_values(timing_ability, decl.rolls)
    yield from apply_all(g, decl.card, timing_ability.effects, values, targets, user=decl.unit)


def resolve(g: Duel, c: Battle, decl: Declaration) -> Proc:
    if decl.kind == "attack":
        yield from resolve_attack(g, c, decl)
    elif decl.ability is not None:  # chapter 14: □ × ◎ ▽
        yield from special.resolve(g, c, decl)
    else:
        yield from resolve_use(g, c, decl)


def play_step(
    g: Duel, c: Battle, player: int, timing: Timing, clause: str
) -> Generator[Decision, Action, Declaration | None]:
    """A battle play step (MC 4.3.3): the player declares one use of the timing, or does nothing. A step
    with nothing to declare passes without a question (4.3.4: doing nothing is the only choice)."""
    yield from check_step(g, "MC-4-3-2")
    options: list[Action] = [*use_options(g, player, timing, []), *special.activation_options(g, player, timing, [])]
    if not options:
        return None
    answer = yield g.ask("play", player, clause, [*options, Pass(player=player)], timing=timing)
    if isinstance(answer, Pass):
        g.emit(clause, f"player {player} passes the play step", player=player)
        return None
    if isinstance(answer, Activate):  # chapter 14: □ × ◎ ▽
        return special.declare(g, c, answer, timing)
    assert isinstance(answer, Use)
    return declare_use(g, c, answer, timing)


def counter_chain(g: Duel, c: Battle, first: Declaration) -> Proc:
    """MC 10.1.10-10.1.12, 10.2, 10.3: after a declaration the players take turns declaring [対抗] uses,
    the declarer's opponent first, until both pass in a row; then the declarations resolve last first,
    each followed by a check step (10.2.3)."""
    c.chain = [first]
    to = 1 - first.player
    passes = 0
    while passes < 2:
        clause = "MC-10-1-10" if to != first.player else "MC-10-1-11"
        yield from check_step(g, "MC-4-3-2")
        options: list[Action] = [
            *use_options(g, to, "counter", c.chain),
            *special.activation_options(g, to, "counter", c.chain),
        ]
        answer: Action = Pass(player=to)
        if options:
            answer = yield g.ask("counter", to, clause, [*options, Pass(player=to)], declarations=len(c.chain))
        if isinstance(answer, Pass):
            passes += 1
            to = 1 - to
            continue
        if isinstance(answer, Activate):  # chapter 14: □ × ◎ ▽
            c.chain.append(special.declare(g, c, answer, "counter"))
        else:
            assert isinstance(answer, Use)
            c.chain.append(declare_use(g, c, answer, "counter"))
        passes = 0
        to = 1 - answer.player
    g.emit("MC-10-3-1", f"both players pass: {len(c.chain)} declarations resolve, the last first", count=len(c.chain))
    while c.chain:
        decl = c.chain.pop()
        yield from resolve(g, c, decl)
        yield from check_step(g, "MC-10-2-3")  # 10.2.3

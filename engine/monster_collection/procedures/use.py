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
from typing import Literal

from .. import keywords
from ..duel import Duel, Illegal, Proc
from ..model import Ability, Action, Battle, Decision, Declaration, Effect, Modifier, Pass, StatName, Timing, Use
from ..rules import check_step, rule_processing
from ..stats import attack, defence, free_item_slots, free_spell_slots, initiative, item_slots, level, pay_spell
from .attack import resolve_attack

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
        things.update(keywords.chain_involves(d))  # 15.2.5.7
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
        return Illegal(["MC-8-2-2", "MC-10-1-2"], f"{action.card} is not in player {player}'s hand")
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
    if g.terrain_of(action.unit).area != c.area:
        return Illegal(["MC-8-2-2"], f"{g.name(action.unit)} is not on the terrain of the battle")
    if cost(g, action.card, action.unit) is None:
        clause = "MC-13-1-3-1" if g.defn(action.card).type == "battle_spell" else "MC-13-1-2-2"
        return Illegal([clause, "MC-10-11-1"], f"{g.name(action.unit)} cannot pay for {g.name(action.card)}")
    secret = keywords.check_secret(g, action.card, action.unit)  # 15.4.5.2
    if secret is not None:
        return secret
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
    extra = keywords.extra_rolls(g, action.player, ability)  # 15.4.9.2: 時の歯車
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
        extra_rolls=extra,
    )


def resolve_use(g: Duel, c: Battle, decl: Declaration, chain_damage: int = 0) -> Proc:
    """MC 10.1.13-10.1.14 (``chain_damage``: what chains add to a chain-origin effect's damage, 15.2.5.5)."""
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
    applied = True
    values = keywords.adjust_values(timing_ability, dice_values(timing_ability, decl.rolls), decl, chain_damage)
    for effect, value in zip(timing_ability.effects, values, strict=True):
        if effect.after and not applied:  # 4.1.11: "then" fires only if what came before applied
            g.emit("MC-4-1-11", f"the effect before it was not applied: the {effect.kind} that follows does not fire")
            continue
        if effect.after and not g.on_field(decl.unit):  # 4.1.11: nor once the user has left the battlefield
            g.emit(
                "MC-4-1-11",
                f"{g.name(decl.unit)} has left the battlefield: the {effect.kind} that follows does not fire",
            )
            applied = False
            continue
        applied = apply_effect(g, decl.card, effect, value, targets)
        yield from rule_processing(g)  # 11.1.2.1: between the effects too


def meets(g: Duel, uid: str, effect: Effect) -> bool:
    """MC 10.12: the effect's conditions, on the target as the effect fires (4.1.14). A condition about
    what a card does not define is false (4.1.13): a face-down terrain shows no type."""
    if effect.if_race and not set(effect.if_race) & set(g.defn(uid).races):
        return False
    if effect.if_terrain_type:
        t = g.terrain_of(uid)
        types = g.defn(t.card).types if t.kind == "card" else []
        if not set(effect.if_terrain_type) & set(types):
            return False
    return True


def apply_effect(g: Duel, source: str, effect: Effect, value: int, targets: list[str]) -> bool:
    """Apply one effect to its targets; whether it applied to any (MC 4.1.10, 4.1.15)."""
    applied = False
    for uid in targets:
        if not g.on_field(uid):
            continue
        if not meets(g, uid, effect):
            g.emit(
                "MC-10-12-2", f"{g.name(uid)} does not meet the condition: the {effect.kind} is not applied", card=uid
            )
            continue
        applied = apply_to(g, source, effect, value, uid) or applied
    return applied


def apply_to(g: Duel, source: str, effect: Effect, value: int, uid: str) -> bool:
    s = g.state
    u = g.unit(uid)
    kind = effect.kind
    if kind == "damage":  # 4.5.1, 4.5.3: less than 0 is 0 damage, still dealt and applied
        amount = max(0, value)
        u.damage += amount
        g.emit(
            "MC-4-5-1",
            f"{g.name(uid)} takes {amount} damage from {g.name(source)}",
            card=uid,
            damage=amount,
            attribute=effect.attribute,
        )
        return True
    if kind == "destroy":  # 11.3.3.1: a death effect, not damage
        g.emit("MC-11-3-3-1", f"a death effect of {g.name(source)} applies to {g.name(uid)}", card=uid)
        g.discard_unit(uid, "MC-11-3-1-3-1", died=True)
        return True
    if kind == "exhaust":  # 10.18.1, 1.3.4: an exhausted unit is not exhausted again
        if u.exhausted:
            g.emit("MC-10-18-1", f"{g.name(uid)} is already exhausted: the effect is not applied", card=uid)
            return False
        u.exhausted = True
        g.emit("MC-10-18-1", f"{g.name(uid)} is exhausted", card=uid)
        return True
    until: Literal["battle", "phase"] = "battle" if s.battle is not None else "phase"  # 4.6.9, 10.14.6
    changes: list[tuple[StatName, int]]
    if kind == "swap":  # 4.6.5: swapping is ±n to each value
        a, d = attack(g, u), defence(g, u)
        changes = [("attack", d - a), ("defence", a - d)]
    else:
        stat: StatName = kind
        now = {"attack": attack, "defence": defence, "level": level, "initiative": initiative}[stat](g, u)
        changes = [(stat, effect.to - now if effect.to is not None else value)]  # 4.6.4: a change is ±n
    if all(n == 0 for _, n in changes):  # 4.6.7: ±0 is not applied
        g.emit("MC-4-6-7", f"±0 to {g.name(uid)}'s {kind} is not applied", card=uid)
        return False
    for stat, n in changes:
        s.modifiers.append(Modifier(unit=uid, stat=stat, amount=n, until=until, clause="MC-10-14-5", source=source))
        g.emit(
            "MC-10-14-5",
            f"{g.name(uid)} gets {stat} {n:+d} until the end of the {until}",
            card=uid,
            stat=stat,
            amount=n,
        )
    return True


def resolve(g: Duel, c: Battle, decl: Declaration) -> Proc:
    if decl.kind == "attack":
        yield from resolve_attack(g, c, decl)
    else:  # 15.2.5, 15.4.5.3: chains and 秘伝 are settled around the use's own resolution
        yield from keywords.resolve_declaration(g, c, decl, resolve_use)


def play_step(
    g: Duel, c: Battle, player: int, timing: Timing, clause: str
) -> Generator[Decision, Action, Declaration | None]:
    """A battle play step (MC 4.3.3): the player declares one use of the timing, or does nothing. A step
    with nothing to declare passes without a question (4.3.4: doing nothing is the only choice)."""
    yield from check_step(g, "MC-4-3-2")
    options = use_options(g, player, timing, [])
    if not options:
        return None
    answer = yield g.ask("play", player, clause, [*options, Pass(player=player)], timing=timing)
    if isinstance(answer, Pass):
        g.emit(clause, f"player {player} passes the play step", player=player)
        return None
    assert isinstance(answer, Use)
    decl = declare_use(g, c, answer, timing)
    yield from keywords.declare_chains(g, c, decl, cost, declare_use)  # 15.2.4-15.2.5
    return decl


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
        options = use_options(g, to, "counter", c.chain)
        if options and keywords.uncounterable(g, c.chain[-1]):  # 15.3.1
            g.emit("MC-15-3-1", "the last declaration is 対抗不可: no [対抗] can be declared against it")
            options = []
        answer: Action = Pass(player=to)
        if options:
            answer = yield g.ask("counter", to, clause, [*options, Pass(player=to)], declarations=len(c.chain))
        if isinstance(answer, Pass):
            passes += 1
            to = 1 - to
            continue
        assert isinstance(answer, Use)
        c.chain.append(declare_use(g, c, answer, "counter"))
        yield from keywords.declare_chains(g, c, c.chain[-1], cost, declare_use)  # 15.2.4-15.2.5
        passes = 0
        to = 1 - answer.player
    g.emit("MC-10-3-1", f"both players pass: {len(c.chain)} declarations resolve, the last first", count=len(c.chain))
    while c.chain:
        decl = c.chain.pop()
        yield from resolve(g, c, decl)
        yield from check_step(g, "MC-10-2-3")  # 10.2.3

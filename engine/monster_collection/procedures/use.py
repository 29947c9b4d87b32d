"""Using a card (MC 10.1) and the counter chain (10.2, 10.3). A unit in the battle uses a battle spell (paid
by its spell slots, 13.1.3) or a consumable item (paid by an item slot, 13.1.2) from its player's hand, by
the card's ◇ ability (14.6.3.1) whose timing fits the play step; a [メイン] one is a main-phase action
(10.9.9, ``main_use``). At the declaration the alternatives are chosen (10.1.7), n chosen and races or
elements named (1.3.2, 4.7.3), the extra costs declared (10.11.6-10.11.13) and the dice rolled (10.1.8).

The effects themselves apply in ``effects.py``; the effect vocabulary is ``model.Effect``.
"""

from __future__ import annotations

import re
from collections.abc import Generator
from dataclasses import replace
from itertools import combinations

from .. import keywords
from ..duel import Duel, Illegal, Proc
from ..model import Ability, Action, Activate, Battle, Decision, Declaration, Effect, Pass, Timing, Use
from ..rules import check_step, rule_processing
from ..stats import attack, free_item_slots, free_spell_slots, has_standing, item_slots, level, pay_spell
from . import actions, special
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
    if kind == "using_unit":  # 10.13.1: an enemy unit that declared a use, or takes part in an attack, in the chain
        using = users(c.chain)
        return [(u.card,) for u in enemy if u.card in using]
    pool = {"unit": t.units, "own_unit": own, "enemy_unit": enemy}[kind]
    return [(u.card,) for u in pool]


def users(chain: list[Declaration]) -> set[str]:
    """MC 10.1.9, 10.13.1-10.13.2: the units using something in the counter chain — the declaring unit of a
    use, the units of an attack — for as long as the chain is processed, whatever became of the card used,
    its cost or its effect."""
    found: set[str] = set()
    for d in chain:
        if d.kind == "use" and d.unit is not None:
            found.add(d.unit)
        found.update(d.participants)
    return found


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
        return Illegal(["MC-8-2-2", "MC-10-1-2", "MC-14-6-1"], f"{action.card} is not in player {player}'s hand")
    if not usable_card(g, action.card):
        return Illegal(["MC-10-1-4"], f"{g.name(action.card)} is not a card used from the hand")
    ability = ability_for(g, action.card, timing)
    if ability is None:
        # MC 10.9.3-10.9.7: the clause of a timing the card does have, which this play step is not
        has = [t for a in g.defn(action.card).abilities if a.kind == "hand" for t in a.timing]
        clause = next((TIMING_CLAUSE[t] for t in has if t in TIMING_CLAUSE), TIMING_CLAUSE.get(timing, "MC-10-9-1"))
        return Illegal(
            [clause, "MC-10-1-4"],
            f"{g.name(action.card)} has no ability with the timing [{timing}] this play step allows",
        )
    if not g.on_field(action.unit) or g.owner(action.unit) != player:
        return Illegal(["MC-10-1-9"], f"{action.unit} is not a unit of player {player} on the battlefield")
    if (why := special.barred(g, chain, action.unit)) is not None:  # 14.3.5: its slots pay nothing
        return why
    if g.terrain_of(action.unit).area != c.area:
        return Illegal(["MC-8-2-2"], f"{g.name(action.unit)} is not on the terrain of the battle")
    if action.unit in declared_as_cost(g):  # 10.11.7: a unit declared as a cost uses nothing more
        return Illegal(["MC-10-11-7"], f"{g.name(action.unit)} is declared as a cost: it cannot use anything")
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
    why = check_choice_and_costs(g, player, action, ability)
    if why is not None:
        return why
    if timing == "counter" and ability.counter_only and not any(limited_by(g, d, ability) for d in chain):
        return Illegal(  # 10.9.6: [対抗：～限定] only in a chain holding such a declaration
            ["MC-10-9-6"], f"{g.name(action.card)} counters only {'/'.join(ability.counter_only)}, not in this chain"
        )
    # 10.10.9: an ability with [イニシアチブ] used in the initiative timing's chain ignores 10.10.8
    free = c.timing == "initiative" and "initiative" in ability.timing
    if timing == "counter" and not free:
        involved = chain_things(g, chain)
        if not any(x in involved for x in action.targets):
            return Illegal(["MC-10-10-8-2"], "a counter's target must be among what the counter chain involves")
    return None


def limited_by(g: Duel, d: Declaration, ability: Ability) -> bool:
    """MC 10.9.6: whether the declaration is one a [対抗：～限定] ability may answer."""
    if d.kind == "attack":
        return "attack" in ability.counter_only
    if d.card is None:
        return False
    kind = "battle_spell" if g.defn(d.card).type == "battle_spell" else "consumable"
    return kind in ability.counter_only


def declared_as_cost(g: Duel) -> set[str]:
    """MC 10.11.7: the units declared as the cost of a use still in the counter chain — and those whose ×
    ability is declared, their discard being its cost (14.3.4)."""
    c = g.state.battle
    if c is None:
        return set()
    return {u for d in c.chain for u in d.sacrificed} | special.declared(g, c.chain, "self_destruct")


def cost_pool(g: Duel, player: int, card: str, ability: Ability, user: str | None = None) -> tuple[list[str], int, str]:
    """MC 10.11.6, 10.11.8, 10.11.10-10.11.13: the cards an extra cost may take, how many it takes and the
    clause that says so (hand cards other than the card used, or the discard pile; of ``cost_types``); MC
    10.11.7: units of the user's party on its terrain, other than the user and those already declared."""
    ps = g.state.players[player]
    if ability.cost_sacrifice:
        if user is None or not g.on_field(user):
            return [], ability.cost_sacrifice, "MC-10-11-7"
        party = g.party(g.terrain_of(user), player)
        taken = declared_as_cost(g)
        return [u.card for u in party if u.card != user and u.card not in taken], ability.cost_sacrifice, "MC-10-11-7"
    if ability.cost_discard or ability.cost_hand_remove:
        pool = [h for h in ps.hand if h != card]
        n = ability.cost_discard or ability.cost_hand_remove
        clause = "MC-10-11-10" if ability.cost_discard else "MC-10-11-13"
    elif ability.cost_remove:
        pool, n, clause = list(ps.discard), ability.cost_remove, "MC-10-11-11"
    else:
        return [], 0, ""
    if ability.cost_types:  # 10.11.12: only cards of the kind the cost names
        pool = [x for x in pool if g.defn(x).type in ability.cost_types]
    return pool, n, clause


def check_choice_and_costs(g: Duel, player: int, action: Use, ability: Ability) -> Illegal | None:
    """MC 10.1.7: a choice among alternatives is made now; MC 10.11.2, 10.11.10-10.11.12: the extra costs
    must be payable, declared in full."""
    if ability.choose != (action.choice is not None) or (
        action.choice is not None and not 0 <= action.choice < len(ability.effects)
    ):
        return Illegal(["MC-10-1-7"], f"{g.name(action.card)}'s alternatives are chosen at the declaration, one of them")
    why = check_number_and_name(g, action, ability)
    if why is not None:
        return why
    if ability.cost_mill and len(g.state.players[player].draw_pile) < ability.cost_mill:
        return Illegal(["MC-10-11-10", "MC-10-11-1"], f"the draw pile has fewer than {ability.cost_mill} cards")
    pool, n, clause = cost_pool(g, player, action.card, ability, action.unit)
    if n == 0:
        return None if not action.costs else Illegal(["MC-10-11-2"], f"{g.name(action.card)} has no such cost")
    if len(pool) < n:
        kind = "cards of that kind" if ability.cost_types else "cards"
        return Illegal([clause, "MC-10-11-1"], f"fewer than {n} {kind} to pay {g.name(action.card)}'s cost")
    if len(set(action.costs)) != n or not set(action.costs) <= set(pool):
        clause = "MC-10-11-12" if ability.cost_types else clause
        return Illegal([clause, "MC-10-11-2"], f"the cost of {g.name(action.card)} is {n} of {sorted(pool)}")
    return None


DAMAGE_ELEMENTS = (
    "flame", "chaos", "quake", "petrify", "mind", "flash", "tornado", "tsunami", "lightning", "blizzard",
    "poison", "purify", "forbidden", "craving", "fire", "divine", "thunder", "ice",
)  # fmt: skip
"""MC 4.5.4: the damage elements the rules list (火炎 混沌 地震 石化 精神 閃光 竜巻 津波 電撃 吹雪 猛毒 浄化 禁呪
渴望 火 神 雷 氷), in that order."""


def up_to(ability: Ability, choice: int | None) -> Effect | None:
    return next((e for e in chosen(ability, choice) if e.up_to), None)


def naming(ability: Ability, choice: int | None) -> Effect | None:
    return next((e for e in chosen(ability, choice) if e.value == ["any"]), None)


def check_number_and_name(g: Duel, action: Use, ability: Ability) -> Illegal | None:
    """MC 1.3.2: a number the player chooses is a whole number of 1 or more (and at most the effect's);
    MC 4.7.3: one element is named for "any" — any race at all (4.7.3.1), but only a damage element that
    exists (4.7.3.2)."""
    most = up_to(ability, action.choice)
    if most is None and action.number is not None:
        return Illegal(["MC-10-1-7"], f"{g.name(action.card)} asks no number")
    if most is not None and (action.number is None or not 1 <= action.number <= most.amount):
        return Illegal(["MC-1-3-2", "MC-10-1-7"], f"the n of {g.name(action.card)} is a whole number from 1 to {most.amount}")
    named = naming(ability, action.choice)
    if named is None:
        return None if action.named is None else Illegal(["MC-4-7-3"], f"{g.name(action.card)} asks nothing named")
    if not action.named:
        return Illegal(["MC-4-7-3"], f"{g.name(action.card)} needs one thing named")
    if named.kind == "grant_resistance" and action.named not in DAMAGE_ELEMENTS:
        return Illegal(["MC-4-7-3-2"], f"{action.named!r} is not a damage element (MC 4.5.4)")
    return None


def number_choices(g: Duel, ability: Ability, choice: int | None) -> list[int | None]:
    most = up_to(ability, choice)
    return [None] if most is None else list(range(1, most.amount + 1))


def name_choices(g: Duel, ability: Ability, choice: int | None) -> list[str] | list[None]:
    """The names offered: for a race, those the position's cards show (4.7.3.1 allows others too: an action
    naming one is legal though not listed); for a damage element, every one of 4.5.4."""
    named = naming(ability, choice)
    if named is None:
        return [None]
    if named.kind == "grant_resistance":
        return list(DAMAGE_ELEMENTS)
    return [*sorted({r for d in g.state.definitions.values() for r in d.races})]


def open_answer(g: Duel, options: list[Action], action: Action) -> bool:
    """MC 4.7.3.1: any race may be named, even one no card shows — more than a list of options can hold. A
    use that differs from an option only in the race it names is legal too (docs/decisions: MC 4.7.3.1)."""
    if not isinstance(action, Use) or action.named is None or action.card not in g.state.cards:
        return False
    abilities = [a for a in g.defn(action.card).abilities if a.kind == "hand"]
    named = next((e for a in abilities if (e := naming(a, action.choice)) is not None), None)
    if named is None or named.kind not in ("grant_race", "change_race") or not action.named.isidentifier():
        return False
    return any(
        isinstance(o, Use) and o.named is not None and replace(o, named=action.named) == action for o in options
    )


def cost_choices(g: Duel, player: int, card: str, ability: Ability, user: str) -> list[tuple[str, ...]]:
    pool, n, _ = cost_pool(g, player, card, ability, user)
    if n == 0:
        return [()]
    return list(combinations(sorted(dict.fromkeys(pool)), n))


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
        choices: list[int | None] = list(range(len(ability.effects))) if ability.choose else [None]
        for u in g.party(t, player):
            for targets in target_sets(g, c, u.card, ability):
                for choice in choices:
                    for costs in cost_choices(g, player, card, ability, u.card):
                        for number in number_choices(g, ability, choice):
                            for named in name_choices(g, ability, choice):
                                action = Use(
                                    player=player, card=card, unit=u.card, targets=targets, choice=choice,
                                    costs=costs, number=number, named=named,
                                )  # fmt: skip
                                if check_use(g, player, action, timing, chain) is None:
                                    found.append(action)
    return found


def chosen(ability: Ability, choice: int | None) -> list[Effect]:
    """MC 10.1.7: the effects that will fire — the chosen alternative, or all of them."""
    return [ability.effects[choice]] if ability.choose and choice is not None else list(ability.effects)


def roll_effects(g: Duel, ability: Ability, choice: int | None = None) -> list[int]:
    """MC 10.1.8, 3.4.6: every die the effects ask for is rolled at the declaration; of alternatives, only
    the dice of the one chosen."""
    rolls: list[int] = []
    for e in chosen(ability, choice):
        m = DICE.match(e.dice or "")
        if m:
            rolls += g.roll(int(m.group(1)), "MC-10-1-8", f"dice for {e.dice}")
    return rolls


def dice_values(ability: Ability, rolls: list[int], choice: int | None = None) -> list[int]:
    """Each effect's amount: its number plus its dice result (MC 3.4.3-3.4.5)."""
    values: list[int] = []
    at = 0
    for e in chosen(ability, choice):
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


def declare_use(g: Duel, c: Battle | None, action: Use, timing: Timing) -> Declaration:
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
    since = actions.designate(g, action.card, action.targets, chosen(ability, action.choice))  # MC 16.2.1: 重複しない
    u = g.unit(action.unit)
    items, spells = paid
    u.items_spent += items
    u.spells_spent = [*u.spells_spent, *spells]  # type: ignore[list-item]  # icons from pay_spell
    g.emit("MC-10-1-6", f"cost: {items} item slots, spell slots {spells}; the card is in the effect zone", slots=spells)
    if action.choice is not None:
        effect = ability.effects[action.choice]
        g.emit("MC-10-1-7", f"the effect chosen is the {effect.kind} (alternative {action.choice + 1})")
    if action.number is not None:
        g.emit("MC-1-3-2", f"n is chosen: {action.number}", number=action.number)
    if action.named is not None:
        g.emit("MC-4-7-3", f"named: {action.named}", named=action.named)
    paid_cards = pay_extra_costs(g, action, ability)
    rolls = roll_effects(g, ability, action.choice)
    extra = keywords.extra_rolls(g, action.player, replace(ability, effects=chosen(ability, action.choice)))  # 15.4.9.2
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
        choice=action.choice,
        cost_cards=paid_cards,
        sacrificed=list(action.costs) if ability.cost_sacrifice else [],
        number=action.number,
        named=action.named,
        extra_rolls=extra,
        designated=since,
    )


def pay_extra_costs(g: Duel, action: Use, ability: Ability) -> list[str]:
    """MC 10.1.6, 10.11.8, 10.11.13: the cards declared as the cost go to the effect zone, revealed (the top
    of the draw pile for a draw-pile cost, 10.11.10); they cannot pay or be taken by anything else there."""
    ps = g.state.players[action.player]
    cards: list[str] = []
    if ability.cost_sacrifice:  # 10.11.7: declared now, moved at 10.1.13
        g.emit("MC-10-11-7", f"cost: {[g.name(x) for x in action.costs]} will be discarded as the use resolves")
        return []
    for x in action.costs:
        (ps.hand if x in ps.hand else ps.discard).remove(x)
        cards.append(x)
    for _ in range(ability.cost_mill):
        cards.append(ps.draw_pile.pop(0))
    if ability.cost_mill:
        g.decks_changed()
    ps.effect_zone += cards
    if cards:
        clause = "MC-10-11-13" if ability.cost_hand_remove or ability.cost_remove else "MC-10-11-8"
        g.emit(clause, f"cost: {[g.name(x) for x in cards]} go to the effect zone, revealed", cards=cards)
    return cards


def carry_out_costs(g: Duel, decl: Declaration, ability: Ability | None) -> tuple[bool, dict[str, int]]:
    """MC 10.1.13, 10.11.8, 10.11.13: the cost cards go from the effect zone to the discard pile, or to the
    removal zone for a cost that removes them from the game; units declared as the cost are discarded now
    (10.11.7), read as they were on the battlefield (10.11.4). Whether the whole cost was paid (10.11.3,
    10.11.9: what can be is paid all the same) and what was read of the units."""
    ps = g.state.players[decl.player]
    seen: dict[str, int] = {}
    paid = True
    for uid in decl.sacrificed:
        if not g.on_field(uid):
            paid = False
            g.emit("MC-10-11-9", f"{g.name(uid)}, declared as the cost, is gone: the cost is not paid in full")
            continue
        u = g.unit(uid)
        seen["attack"] = seen.get("attack", 0) + attack(g, u)  # 10.11.4: as it was where it stood
        seen["level"] = seen.get("level", 0) + level(g, u)
        g.discard_unit(uid, "MC-10-11-7")
    removing = ability is not None and bool(ability.cost_hand_remove or ability.cost_remove)
    for x in decl.cost_cards:
        if x in ps.effect_zone:
            ps.effect_zone.remove(x)
            (ps.removed if removing else ps.discard).append(x)
    if decl.cost_cards:
        where = "removal zone" if removing else "discard pile"
        g.emit("MC-10-11-13" if removing else "MC-10-1-13", f"the cost cards go to the {where}", cards=decl.cost_cards)
    return paid, seen


def resolve_use(g: Duel, c: Battle | None, decl: Declaration, chain_damage: int = 0) -> Proc:
    """MC 10.1.13-10.1.14 (``chain_damage``: what chains add to a chain-origin effect's damage, 15.2.5.5)."""
    assert decl.card is not None and decl.unit is not None
    owner = g.state.players[g.owner(decl.card)]
    timing_ability = ability_for(g, decl.card, decl.timing)
    paid, seen = carry_out_costs(g, decl, timing_ability)
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
    if not paid:  # 10.11.3, 10.11.9
        g.emit("MC-10-11-3", "the cost was not paid in full: no effect")
        return
    # 10.10.5, 10.10.6: still there — on the battle's terrain in a battle (10.10.7: anywhere for [メイン])
    targets = [x for x in decl.targets if g.on_field(x) and (c is None or g.terrain_of(x).area == c.area)]
    if timing_ability is not None and timing_ability.target == "using_unit" and c is not None:
        using = users(c.chain)  # 10.13.2: still "the unit using" while the chain is processed
        for x in targets:
            d = next((d for d in c.chain if d.unit == x and d.card is not None), None)
            if d is not None and d.card is not None and (d.negated or d.card not in g.state.players[d.player].effect_zone):
                g.emit("MC-10-13-2", f"{g.name(x)} is still the unit using {g.name(d.card)} in this counter chain")
        targets = [x for x in targets if x in using]
    if not targets:  # 10.10.5, 10.10.10
        g.emit("MC-10-10-10", "no proper target is left: no effect")
        return
    assert timing_ability is not None
    if decl.negated:  # 10.15.1.1: its effect was made to vanish
        g.emit("MC-10-15-1-1", f"the effect of {g.name(decl.card)} has vanished: it does not fire", card=decl.card)
        return
    effects = chosen(timing_ability, decl.choice)
    values = keywords.adjust_values(  # 15.4.9.2 時の歯車, 15.2.5.5 the chains' damage
        replace(timing_ability, effects=effects), dice_values(timing_ability, decl.rolls, decl.choice), decl,
        chain_damage,
    )  # fmt: skip
    if decl.number is not None:  # 1.3.2: the n chosen stands for an "up to" amount
        values = [decl.number if e.up_to else v for e, v in zip(effects, values, strict=True)]
    if decl.named is not None:  # 4.7.3: the name chosen stands for "any"
        effects = [replace(e, value=[decl.named]) if e.value == ["any"] else e for e in effects]
    yield from apply_all(g, decl.card, effects, values, targets, user=decl.unit, seen=seen, since=decl.designated)


def resolve(g: Duel, c: Battle, decl: Declaration) -> Proc:
    if decl.kind == "attack":
        yield from resolve_attack(g, c, decl)
    elif decl.ability is not None:  # chapter 14: □ × ◎ ▽
        yield from special.resolve(g, c, decl)
    else:  # 15.2.5, 15.4.5.3: chains and 秘伝 are settled around the use's own resolution
        yield from keywords.resolve_declaration(g, c, decl, resolve_use)


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
        options: list[Action] = [
            *use_options(g, to, "counter", c.chain),
            *special.activation_options(g, to, "counter", c.chain),
        ]
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
        if isinstance(answer, Activate):  # chapter 14: □ × ◎ ▽
            c.chain.append(special.declare(g, c, answer, "counter"))
        else:
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
    lost = [m for m in g.state.modifiers if m.until == "chain"]
    if lost:  # 10.15.1.2, 10.15.2.1: what lasted "until the counter chain ends" is lost now
        g.state.modifiers = [m for m in g.state.modifiers if m.until != "chain"]
        g.emit("MC-10-15-1-2", "the counter chain is over: its chain-long effects are lost", modifiers=len(lost))
        yield from rule_processing(g)


# --- [メイン] abilities: a main-phase action (MC 10.9.9, 7.3.3 c) -----------------------------------------


def main_ability(g: Duel, card: str) -> Ability | None:
    """The card's ◇ ability with the timing [メイン], if it has one (MC 10.9.9)."""
    return next((a for a in g.defn(card).abilities if a.kind == "hand" and "main" in a.timing), None)


def main_target_sets(g: Duel, user: str, ability: Ability) -> list[tuple[str, ...]]:
    """MC 10.10.7: a [メイン] ability targets terrains, units on them or equipment, or players — here units,
    wherever they stand; a party is the one on the user's terrain."""
    p = g.owner(user)
    t = g.terrain_of(user)
    kind = ability.target
    if kind == "this_unit":
        return [(user,)]
    if kind in ("own_party", "enemy_party"):
        side = p if kind == "own_party" else 1 - p
        party = tuple(u.card for u in g.party(t, side))
        return [party] if party else []
    units = [u for tt in g.state.battlefield for u in tt.units]
    if kind == "using_unit":  # no counter chain outside a battle
        return []
    pool = {
        "unit": units,
        "own_unit": [u for u in units if g.owner(u.card) == p],
        "enemy_unit": [u for u in units if g.owner(u.card) != p],
    }[kind]
    return [(u.card,) for u in pool]


def check_main_use(g: Duel, player: int, action: Use) -> Illegal | None:
    """MC 10.1.4 for a [メイン] ability in the main phase's normal play step (7.3.3 c, 10.9.9)."""
    if action.card not in g.state.players[player].hand:
        return Illegal(["MC-10-1-2"], f"{action.card} is not in player {player}'s hand")
    ability = main_ability(g, action.card)
    if ability is None or not usable_card(g, action.card):
        return Illegal(["MC-10-9-1", "MC-10-9-9"], f"{g.name(action.card)} has no [main] ability")
    if not g.on_field(action.unit) or g.owner(action.unit) != player:
        return Illegal(["MC-10-1-9"], f"{action.unit} is not a unit of player {player} on the battlefield")
    if cost(g, action.card, action.unit) is None:
        clause = "MC-13-1-3-1" if g.defn(action.card).type == "battle_spell" else "MC-13-1-2-2"
        return Illegal([clause, "MC-10-11-1"], f"{g.name(action.unit)} cannot pay for {g.name(action.card)}")
    secret = keywords.check_secret(g, action.card, action.unit)  # 15.4.5.2, as for a battle use
    if secret is not None:
        return secret
    if tuple(action.targets) not in main_target_sets(g, action.unit, ability):
        return Illegal(["MC-10-10-7", "MC-10-10-3"], f"{list(action.targets)} are not proper targets")
    return check_choice_and_costs(g, player, action, ability)


def main_use_options(g: Duel, player: int) -> list[Use]:
    found: list[Use] = []
    for card in dict.fromkeys(g.state.players[player].hand):
        ability = main_ability(g, card)
        if ability is None or not usable_card(g, card):
            continue
        for _, u in g.units_of(player):
            for targets in main_target_sets(g, u.card, ability):
                action = Use(player=player, card=card, unit=u.card, targets=targets)
                if check_main_use(g, player, action) is None:
                    found.append(action)
    return found


def main_use(g: Duel, action: Use) -> Proc:
    """MC 10.1 in the main phase: declared (10.1.4-10.1.9) and, with no counter chain outside a battle
    (10.9.5), resolved at once (10.1.13-10.1.14); its ±n last to the end of the phase (10.14.6)."""
    ability = main_ability(g, action.card)
    assert ability is not None
    decl = declare_use(g, None, action, "main")
    yield from check_step(g, "MC-10-2-3")
    yield from resolve_use(g, None, decl)
    yield from check_step(g, "MC-10-2-3")

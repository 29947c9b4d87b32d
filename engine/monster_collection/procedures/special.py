"""The special abilities a card on the battlefield uses itself (chapter 14): □ 完了型 (14.2), × 自爆型
(14.3), ◎ 宣言型 (14.4) of a unit and ▽ 反転型 (14.8) of a terrain card. Each follows the use procedure
(10.1) in a battle play step whose timing its ability names — declared with its targets and costs,
countered, resolved in reverse order — as an ``Activate`` answer beside the ``Use`` of hand cards.

Costs: each kind carries one (□ exhausts the ready user, 14.2.3; × discards the user, 14.3.3; ▽ turns
the terrain face down into a proxy terrain, 14.8.3; ◎ has only the costs it lists, 14.4.3) plus the
additional costs of ``Ability.cost`` (an item slot, a spell slot). The kind's cost is declared with the
use (10.1.6) and carried out as it resolves (10.1.13), so a declared cost binds its card: a unit that has
declared its □ cannot declare another □ in the chain (10.11.5), one that has declared its × cannot use
its □ × ◎ nor pay any cost with its slots (14.3.4, 14.3.5). A cost that cannot be carried out at the
resolution — the user exhausted or gone, the terrain already face down — means no effect (10.1.14);
a ◎ needs its user still on the battlefield (14.4.1). Slot costs are spent at the declaration, as the
hand cards' are (``use.declare_use``).

The other kinds are not used: ○ works while its card is on the battlefield (14.5, ``stats``), ◇ is used
from the hand (14.6, ``use``).
"""

from __future__ import annotations

from .. import continuous
from ..duel import Duel, Illegal, Proc
from ..model import AREAS, Ability, Activate, Area, Battle, Declaration, SpellIcon, Timing
from ..rules import check_step, rule_processing
from ..stats import free_item_slots, free_spell_slots, has_standing, pay_spell
from . import actions, use
from .effects import apply_all

ACTIVATED = ("complete", "self_destruct", "declare", "flip")
KIND_CLAUSE = {"complete": "MC-14-2-1", "self_destruct": "MC-14-3-1", "declare": "MC-14-4-1", "flip": "MC-14-8-1"}
COST_CLAUSE = {"complete": "MC-14-2-3", "self_destruct": "MC-14-3-3", "declare": "MC-14-4-3", "flip": "MC-14-8-3"}
NOT_USED = {
    "constant": ("MC-14-5-1", "a ○ ability is not used: it works while its card is on the battlefield"),
    "auto": ("MC-14-7-1", "a ● ability is not used: it triggers by itself"),
    "hand": ("MC-14-6-1", "a ◇ ability is used from the hand"),
}


def ability_of(g: Duel, card: str, index: int) -> Ability | None:
    abilities = g.defn(card).abilities
    return abilities[index] if 0 <= index < len(abilities) else None


def declared(g: Duel, chain: list[Declaration], kind: str) -> set[str]:
    """The cards whose ``kind`` ability is declared in the chain: their kind's cost is bound (10.11.5)."""
    found: set[str] = set()
    for d in chain:
        if d.ability is not None and d.card is not None:
            a = ability_of(g, d.card, d.ability)
            if a is not None and a.kind == kind:
                found.add(d.card)
    return found


def barred(g: Duel, chain: list[Declaration], unit: str) -> Illegal | None:
    """MC 14.3.4-14.3.5: a unit whose × is declared uses no □ × ◎ and pays no cost with its slots."""
    if unit in declared(g, chain, "self_destruct"):
        return Illegal(["MC-14-3-5"], f"{unit} has declared its × ability: it uses nothing more and pays no cost")
    return None


def extra_cost(g: Duel, ability: Ability, user: str | None) -> tuple[int, list[SpellIcon]] | None:
    """The additional costs (MC 14.2.3, 14.3.3, 14.4.3, 14.8.3): item and spell slots of the user, or
    None if it cannot pay them."""
    items = sum(1 for c in ability.cost if c == "item")
    icons = [c.split(":", 1)[1] for c in ability.cost if c.startswith("spell:")]
    if (items or icons) and user is None:
        return None
    if user is None:
        return 0, []
    u = g.unit(user)
    if items and not (has_standing(g, u, "items") and free_item_slots(g, u) >= items):  # 13.1.2.2
        return None
    if not icons:
        return items, []
    if not has_standing(g, u, "spells"):  # 13.1.3.1
        return None
    paid = pay_spell(free_spell_slots(g, u), icons)
    return None if paid is None else (items, paid)


def targets_for(g: Duel, c: Battle, player: int, user: str | None, ability: Ability) -> list[tuple[str, ...]]:
    """MC 10.10, 8.2.4: the choices of targets on the battle's terrain, seen from ``player``."""
    if user is not None:
        return use.target_sets(g, c, user, ability)
    t = g.terrain(c.area)
    assert t is not None
    own, enemy = g.party(t, player), g.party(t, 1 - player)
    kind = ability.target
    if kind == "own_party":
        return [tuple(u.card for u in own)] if own else []
    if kind == "enemy_party":
        return [tuple(u.card for u in enemy)] if enemy else []
    pool = {"unit": t.units, "own_unit": own, "enemy_unit": enemy}.get(kind, [])
    return [(u.card,) for u in pool]


def named_ability(g: Duel, action: Activate) -> Ability | Illegal:
    """The special ability an activation names (MC 14.1), or why it names none that can be used: an
    unknown card or ability number, or a kind that is never declared (``NOT_USED``)."""
    if action.card not in g.state.cards:
        return Illegal(["MC-14-1"], f"there is no card {action.card}")
    ability = ability_of(g, action.card, action.ability)
    if ability is None:
        return Illegal(["MC-14-1"], f"{g.name(action.card)} has no special ability number {action.ability + 1}")
    if ability.kind in NOT_USED:
        clause, reason = NOT_USED[ability.kind]
        return Illegal([clause], reason)
    return ability


def check_activate(g: Duel, player: int, action: Activate, timing: Timing, chain: list[Declaration]) -> Illegal | None:
    c = g.state.battle
    if c is None:
        return Illegal(["MC-10-9-1"], "these special abilities are used in a battle's play steps")
    if c.suspended:
        return Illegal(["MC-8-3-7-2"], "nothing can be declared during the simultaneous attack")
    ability = named_ability(g, action)
    if isinstance(ability, Illegal):
        return ability
    user: str | None = None
    if ability.kind == "flip":
        t = g.terrain(c.area)
        if t is None or t.card != action.card or t.placed_by != player:
            return Illegal(["MC-14-8-1", "MC-8-2-2"], f"{action.card} is not player {player}'s terrain of the battle")
        if t.kind != "card":
            return Illegal(["MC-14-8-1"], f"{g.name(action.card)} is face down already: it cannot be flipped again")
    else:
        if not g.on_field(action.card) or g.owner(action.card) != player:
            return Illegal(["MC-10-1-9"], f"{action.card} is not a unit of player {player} on the battlefield")
        if g.terrain_of(action.card).area != c.area:
            return Illegal(["MC-8-2-2"], f"{g.name(action.card)} is not on the terrain of the battle")
        user = action.card
    if timing not in ability.timing:
        return Illegal(
            [use.TIMING_CLAUSE.get(timing, "MC-10-9-1"), KIND_CLAUSE[ability.kind]],
            f"the ability has no timing [{timing}] this play step allows",
        )
    if user is not None and (bar := barred(g, chain, user)) is not None:
        return bar
    if ability.kind == "complete":
        if g.unit(action.card).exhausted:
            return Illegal(["MC-14-2-4"], f"{g.name(action.card)} is exhausted: a □ ability needs a ready unit")
        if action.card in declared(g, chain, "complete"):
            return Illegal(["MC-10-11-5", "MC-14-2-3"], "its exhaustion is declared already as another □ cost")
    if ability.kind == "self_destruct" and action.card in use.declared_as_cost(g):
        return Illegal(["MC-14-3-4"], f"{g.name(action.card)} is declared already as the cost of another use")
    if ability.kind == "flip" and action.card in declared(g, chain, "flip"):
        return Illegal(["MC-10-11-5", "MC-14-8-3"], "the terrain's flip is declared already as another ▽ cost")
    if extra_cost(g, ability, user) is None:
        return Illegal(["MC-10-11-1", COST_CLAUSE[ability.kind]], "the additional cost cannot be paid")
    if tuple(action.targets) not in targets_for(g, c, player, user, ability):
        return Illegal(["MC-10-10-3", "MC-8-2-4"], f"{list(action.targets)} are not proper targets of the ability")
    if timing == "counter" and not any(x in use.chain_things(g, chain) for x in action.targets):
        return Illegal(["MC-10-10-8-2"], "a counter's target must be among what the counter chain involves")
    return None


def activation_options(g: Duel, player: int, timing: Timing, chain: list[Declaration]) -> list[Activate]:
    """Every □ × ◎ of the player's units in the battle and ▽ of its terrain of the battle usable now."""
    c = g.state.battle
    if c is None or c.suspended:
        return []
    t = g.terrain(c.area)
    assert t is not None
    sources = [(u.card, u.card) for u in g.party(t, player)]
    if t.kind == "card" and t.placed_by == player:
        sources.append((t.card, ""))
    found: list[Activate] = []
    for card, user in sources:
        for k, ability in enumerate(g.defn(card).abilities):
            if ability.kind not in ACTIVATED or timing not in ability.timing:
                continue
            for targets in targets_for(g, c, player, user or None, ability):
                action = Activate(player=player, card=card, ability=k, targets=targets)
                if check_activate(g, player, action, timing, chain) is None:
                    found.append(action)
    return found


def declare(g: Duel, c: Battle | None, action: Activate, timing: Timing) -> Declaration:
    """MC 10.1.4-10.1.9: the use is declared with its targets; slot costs are spent now (10.11.5), the
    kind's cost is declared (10.1.6) to be carried out as it resolves (10.1.13); dice are rolled."""
    ability = ability_of(g, action.card, action.ability)
    assert ability is not None
    user = None if ability.kind == "flip" else action.card
    paid = extra_cost(g, ability, user)
    assert paid is not None
    g.emit(
        KIND_CLAUSE[ability.kind],
        f"{g.name(action.card)} declares its {ability.kind} ability {ability.name or action.ability + 1} "
        f"on {[g.name(x) for x in action.targets]}",
        card=action.card,
        ability=action.ability,
        targets=list(action.targets),
    )
    since = actions.designate(g, action.card, action.targets, ability.effects)  # MC 16.2.1: 重複しない, its own use
    items, spells = paid
    if user is not None and (items or spells):
        u = g.unit(user)
        u.items_spent += items
        u.spells_spent = [*u.spells_spent, *spells]
    g.emit(
        COST_CLAUSE[ability.kind],
        f"cost declared: {ability.kind} of {g.name(action.card)}, {items} item slots, spell slots {list(spells)}",
        card=action.card,
    )
    rolls = use.roll_effects(g, ability)
    return Declaration(
        player=action.player,
        kind="use",
        timing=timing,
        unit=user,
        card=action.card,
        targets=list(action.targets),
        rolls=rolls,
        items_paid=items,
        spells_paid=list(spells),
        ability=action.ability,
        designated=since,
    )


def carry_out_cost(g: Duel, c: Battle | None, decl: Declaration, ability: Ability) -> bool:
    """MC 10.1.13: carry out the kind's cost; whether it was carried out in full (10.1.14)."""
    assert decl.card is not None
    card = decl.card
    if ability.kind == "complete":  # 14.2.3
        if not g.on_field(card) or g.unit(card).exhausted:
            g.emit("MC-10-1-14", f"{g.name(card)} cannot be exhausted as its □ cost: no effect", card=card)
            return False
        g.unit(card).exhausted = True
        g.emit("MC-14-2-3", f"{g.name(card)} is exhausted, the cost of its □ ability", card=card)
        return True
    if ability.kind == "self_destruct":  # 14.3.3
        if not g.on_field(card):
            g.emit("MC-10-1-14", f"{g.name(card)} has left the battlefield: its × cost is not paid, no effect")
            return False
        g.discard_unit(card, "MC-14-3-3")
        return True
    if ability.kind == "flip":  # 14.8.3
        t = next((x for x in g.state.battlefield if x.card == card), None)
        if t is None or t.kind != "card":
            g.emit("MC-10-1-14", f"{g.name(card)} cannot be turned face down: its ▽ cost is not paid, no effect")
            return False
        t.kind = "proxy"
        t.placed = continuous.stamp(g)  # MC 5.1.2.19: no longer in the same state: a different terrain
        g.emit("MC-14-8-3", f"{g.name(card)} is turned face down: a proxy terrain now", card=card, area=t.area)
        return True
    if not g.on_field(card):  # 14.4.1: a ◎ needs its user on the battlefield as it resolves
        g.emit("MC-14-4-1", f"{g.name(card)} has left the battlefield: its ◎ ability has no effect", card=card)
        return False
    return True


def resolve(g: Duel, c: Battle | None, decl: Declaration) -> Proc:
    """MC 10.1.13-10.1.14 for an activated special ability."""
    assert decl.card is not None and decl.ability is not None
    ability = ability_of(g, decl.card, decl.ability)
    assert ability is not None
    if not carry_out_cost(g, c, decl, ability):
        return
    yield from rule_processing(g)  # a flipped terrain has a proxy's limit (11.3.2)
    # in a battle, on its terrain (8.2.4); a [メイン] ability's targets anywhere (10.10.7)
    targets = [x for x in decl.targets if g.on_field(x) and (c is None or g.terrain_of(x).area == c.area)]
    if not targets:  # 10.10.5, 10.10.10
        g.emit("MC-10-10-10", "no proper target is left: no effect")
        return
    values = use.dice_values(ability, decl.rolls)
    yield from apply_all(g, decl.card, ability.effects, values, targets, user=decl.unit, since=decl.designated)


# --- ◇ abilities of unit and terrain cards (14.6.3.2-3, 14.6.4) -------------------------------------


def summon_check(g: Duel, card: str, area: str, *, instant: bool) -> Illegal | None:
    """MC 14.6.3.2, 14.6.4.1: a unit card's ◇ summon ability is the card's summon, by the summon procedure;
    it works only at the time it names (発揮時期: a normal or an instant summon), and its conditions are
    summon conditions (12.2.7.4.3): here the type of the terrain the unit goes onto (a face-down terrain
    shows none, 4.1.13)."""
    kind = "instant_summon" if instant else "normal_summon"
    for ability in g.defn(card).abilities:
        summons = [e for e in ability.effects if e.kind == "summon"]
        if ability.kind != "hand" or not summons:
            continue
        if ability.when and kind not in ability.when:
            return Illegal(
                ["MC-14-6-4-1", "MC-14-6-3-2"],
                f"{g.name(card)} is summoned by its ◇ ability only at {', '.join(ability.when)}, not {kind}",
            )
        t = g.terrain(area)
        types = g.defn(t.card).types if t is not None and t.kind == "card" else []
        for e in summons:
            if e.if_terrain_type and not set(e.if_terrain_type) & set(types):
                return Illegal(
                    ["MC-14-6-3-2", "MC-12-2-7-4-3"],
                    f"the summon condition of {g.name(card)} asks for a terrain of type {e.if_terrain_type}",
                )
    return None


def placement_areas(g: Duel, card: str | None, usual: list[Area]) -> list[Area]:
    """MC 14.6.3.3, 14.6.4.2: a terrain card with a ◇ placement ability (``place``) is placed by the
    terrain placement procedure, as a normal terrain placement, but anywhere free of units — a vacant
    area or an unoccupied terrain, never a headquarters — besides the usual areas (12.1.1.2.5)."""
    if card is None or not any(
        a.kind == "hand" and any(e.kind == "place" for e in a.effects) for a in g.defn(card).abilities
    ):
        return usual
    taken = {t.area: t for t in g.state.battlefield}
    free = [a for a in AREAS if a not in taken or (not taken[a].units and taken[a].kind != "headquarters")]
    return [a for a in AREAS if a in usual or a in free]


# --- [メイン] □ ◎ × ▽ abilities: a main-phase action (7.3.3 c, 10.9.9) -----------------------------------


def main_targets(g: Duel, player: int, card: str, user: str | None, ability: Ability) -> list[tuple[str, ...]]:
    """MC 10.10.7: a [メイン] ability's targets, units wherever they stand; a party is the one on the
    user's terrain (a terrain's own for ▽)."""
    if user is not None:
        return use.main_target_sets(g, user, ability)
    t = next((x for x in g.state.battlefield if x.card == card), None)
    if t is None or ability.target == "this_unit":
        return []
    if ability.target in ("own_party", "enemy_party"):
        party = tuple(u.card for u in g.party(t, player if ability.target == "own_party" else 1 - player))
        return [party] if party else []
    units = [u for x in g.state.battlefield for u in x.units]
    side = {"own_unit": player, "enemy_unit": 1 - player}.get(ability.target)
    return [(u.card,) for u in units if side is None or g.owner(u.card) == side]


def check_main_activate(g: Duel, player: int, action: Activate) -> Illegal | None:
    """MC 10.1.4 for a [メイン] special ability of a card on the battlefield (10.9.9), never in a battle
    (10.9.9.1)."""
    if g.state.battle is not None:
        return Illegal(["MC-10-9-9-1"], "a [main] ability is not used in a battle")
    ability = named_ability(g, action)
    if isinstance(ability, Illegal):
        return ability
    if "main" not in ability.timing:
        return Illegal(["MC-10-9-9", KIND_CLAUSE[ability.kind]], "the ability has no timing [main]")
    user: str | None = None
    if ability.kind == "flip":
        t = next((x for x in g.state.battlefield if x.card == action.card), None)
        if t is None or t.placed_by != player:
            return Illegal(["MC-14-8-1"], f"{action.card} is not a terrain player {player} placed")
        if t.kind != "card":
            return Illegal(["MC-14-8-1"], f"{g.name(action.card)} is face down already: it cannot be flipped again")
    else:
        if not g.on_field(action.card) or g.owner(action.card) != player:
            return Illegal(["MC-10-1-9"], f"{action.card} is not a unit of player {player} on the battlefield")
        user = action.card
        if ability.kind == "complete" and g.unit(action.card).exhausted:
            return Illegal(["MC-14-2-4"], f"{g.name(action.card)} is exhausted: a □ ability needs a ready unit")
    if extra_cost(g, ability, user) is None:
        return Illegal(["MC-10-11-1", COST_CLAUSE[ability.kind]], "the additional cost cannot be paid")
    if tuple(action.targets) not in main_targets(g, player, action.card, user, ability):
        return Illegal(["MC-10-10-7", "MC-10-10-3"], f"{list(action.targets)} are not proper targets of the ability")
    return None


def main_activation_options(g: Duel, player: int) -> list[Activate]:
    """Every [メイン] □ ◎ × of the player's units and ▽ of its face-up terrain cards usable now."""
    if g.state.battle is not None:
        return []
    cards = [(u.card, u.card) for _, u in g.units_of(player)]
    cards += [(t.card, "") for t in g.state.battlefield if t.kind == "card" and t.placed_by == player]
    found: list[Activate] = []
    for card, user in cards:
        for k, ability in enumerate(g.defn(card).abilities):
            if ability.kind not in ACTIVATED or "main" not in ability.timing:
                continue
            for targets in main_targets(g, player, card, user or None, ability):
                action = Activate(player=player, card=card, ability=k, targets=targets)
                if check_main_activate(g, player, action) is None:
                    found.append(action)
    return found


def main_activate(g: Duel, action: Activate) -> Proc:
    """MC 10.1 in the main phase: declared, and with no counter chain outside a battle (10.9.5) resolved
    at once, the kind's cost carried out first (10.1.13); its ±n last to the end of the phase (10.14.6)."""
    decl = declare(g, None, action, "main")
    yield from check_step(g, "MC-10-2-3")
    yield from resolve(g, None, decl)
    yield from check_step(g, "MC-10-2-3")

"""Battle (戦闘, chapter 8): it arises when the active player's units advance into a terrain the defender
controls (8.1.1) and runs the timings of 8.3 in order — the start (8.3.1), the instant summon timing
(8.3.2), the formation timing (8.3.3), the initiative timing (8.3.4), then either the first and second
normal timings (8.3.5, 8.3.6) or the simultaneous attack timing (8.3.7), and the battle end timing
(8.3.8) — followed by what the battle's result brings (8.4).
"""

from __future__ import annotations

from collections.abc import Generator

from .. import continuous, triggers
from ..duel import Duel, Proc
from ..keywords import roll_in_battle
from ..model import (
    Action,
    Area,
    Battle,
    ChooseArea,
    Decision,
    DiscardEquipment,
    Done,
    Equip,
    Front,
    Summon,
    SwapEquipment,
)
from ..rules import check_step, limit_adjustment, rule_processing
from ..stats import initiative
from . import standing
from .attack import can_attack, declare_attack, simultaneous_attack
from .effects import battle_end
from .summon import (
    discard_equipment,
    discard_equipment_options,
    equip,
    equip_options,
    summon_options,
    summon_unit,
    swap,
    swap_options,
)
from .use import counter_chain, play_step


def battle(g: Duel, area: Area, origins: dict[str, Area]) -> Generator[Decision, Action, list[str]]:
    """One battle at ``area``; returns the attacker's units summoned during it (for 12.2.5.2.2)."""
    s = g.state
    c = Battle(area=area, advancing=s.active, origins=dict(origins))
    s.battle = c
    t = g.terrain(area)
    assert t is not None
    g.emit(
        "MC-8-1-1",
        f"player {s.active}'s units advance into a terrain player {1 - s.active} controls: battle at {area}",
        area=area,
    )
    readied = [u.card for u in t.units if u.exhausted]
    for u in t.units:  # 8.1.2
        u.exhausted = False
    if readied:
        g.emit("MC-8-1-2", "every unit in the battle is ready as it starts", units=readied)
    g.emit("MC-8-3-1-1", "the battle starts: [戦闘] constant abilities of the terrain begin")  # 8.3.1
    triggers.phase_start(g, "battle_start")  # MC 14.7.3.5: ● abilities "at the start of the battle"
    yield from instant_summon_timing(g, c)
    yield from formation_timing(g, c)
    yield from initiative_timing(g, c)
    if c.simultaneous:
        yield from simultaneous_timing(g, c)
    else:
        assert c.first_side is not None
        yield from normal_timing(g, c, c.first_side, first=True)
        yield from normal_timing(g, c, 1 - c.first_side, first=False)
    yield from end_timing(g, c)
    yield from after_battle(g, c)
    return [u for u in c.summoned if g.owner(u) == c.advancing]


# --- 8.3.2 ------------------------------------------------------------------------------------------


def instant_summon_timing(g: Duel, c: Battle) -> Proc:
    c.timing = "instant_summon"
    g.emit("MC-8-3-2-2", "the instant summon timing begins")
    yield from check_step(g, "MC-8-3-2-3")  # 8.3.2.3
    for p, clause in ((c.advancing, "MC-8-3-2-4"), (1 - c.advancing, "MC-8-3-2-5")):
        g.emit(clause, f"player {p} runs the instant summon procedure", player=p)
        yield from instant_summon_procedure(g, c, p)
    g.emit("MC-8-3-2-10", "the instant summon timing ends")
    yield from check_step(g, "MC-8-3-2-11")  # 8.3.2.11


def instant_summon_procedure(g: Duel, c: Battle, p: int) -> Proc:
    """MC 8.3.2.6-8.3.2.9: first discard equipment of one's units in the battle, any number (8.3.2.7);
    then instantly summon units and equipment, in any order and number (8.3.2.8-9)."""
    while True:
        discards = discard_equipment_options(g, p, c.area)
        if not discards:
            break
        answer = yield g.ask("instant_summon", p, "MC-8-3-2-7", [*discards, Done(player=p)], step="discard")
        if isinstance(answer, Done):
            break
        assert isinstance(answer, DiscardEquipment)
        yield from discard_equipment(g, answer, "MC-8-3-2-7")
    while True:
        options: list[Action] = [
            *summon_options(g, p, [c.area], instant=True),
            *equip_options(g, p, c.area, instant=True),
        ]
        if not options:
            break
        answer = yield g.ask("instant_summon", p, "MC-8-3-2-8", [*options, Done(player=p)], step="summon")
        if isinstance(answer, Done):
            break
        if isinstance(answer, Summon):
            yield from summon_unit(g, answer, instant=True)
        else:
            assert isinstance(answer, Equip)
            yield from equip(g, answer, instant=True)


# --- 8.3.3 ------------------------------------------------------------------------------------------


def formation_timing(g: Duel, c: Battle) -> Proc:
    c.timing = "formation"
    g.emit("MC-8-3-3-5", "the formation timing begins")
    yield from check_step(g, "MC-8-3-3-6")  # 8.3.3.6
    for p, order_clause, swap_clause in (
        (c.advancing, "MC-8-3-3-7", "MC-8-3-3-8"),
        (1 - c.advancing, "MC-8-3-3-10", "MC-8-3-3-11"),
    ):
        yield from set_formation(g, c, p, order_clause)
        while True:  # 8.3.3.9, 8.3.3.12: any number of swaps
            options = swap_options(g, p, c.area)
            if not options:
                break
            answer = yield g.ask("swap", p, swap_clause, [*options, Done(player=p)])
            if isinstance(answer, Done):
                break
            assert isinstance(answer, SwapEquipment)
            yield from swap(g, answer, swap_clause)
    g.emit("MC-8-3-3-13", "the formation timing ends")
    yield from check_step(g, "MC-8-3-3-14")  # 8.3.3.14
    refresh_slots(g, "MC-8-3-3-15")
    g.emit("MC-8-3-3-16", "on to the initiative timing")


def set_formation(g: Duel, c: Battle, p: int, clause: str) -> Proc:
    """MC 8.3.3.1-3: the player orders its party front to back, one unit at a time; the last one left
    takes the last place (a party of one is both front and back, 8.3.3.3)."""
    t = g.terrain(c.area)
    assert t is not None
    remaining = [u.card for u in g.party(t, p)]
    order: list[str] = []
    while len(remaining) > 1:
        answer = yield g.ask(
            "formation", p, clause, [Front(player=p, unit=u) for u in remaining], place=len(order) + 1, order=order
        )
        assert isinstance(answer, Front)
        order.append(answer.unit)
        remaining.remove(answer.unit)
    order += remaining
    others = [u for u in t.units if g.owner(u.card) != p]
    mine = {u.card: u for u in t.units if g.owner(u.card) == p}
    t.units = others + [mine[u] for u in order]
    if order:
        g.emit(clause, f"player {p}'s formation, front to back: {[g.name(u) for u in order]}", player=p, order=order)


def refresh_slots(g: Duel, clause: str) -> None:
    """MC 8.3.3.15, 8.3.8.5, 13.1.2.5, 13.1.3.3: item and spell slots not held by equipment are unspent."""
    refreshed = []
    for t in g.state.battlefield:
        for u in t.units:
            if u.items_spent or u.spells_spent:
                refreshed.append(u.card)
                u.items_spent = 0
                u.spells_spent = []
    g.emit(clause, "item and spell slots not held by equipment are unspent again", units=refreshed)


# --- 8.3.4 ------------------------------------------------------------------------------------------


def initiative_timing(g: Duel, c: Battle) -> Proc:
    c.timing = "initiative"
    g.emit("MC-8-3-4-3", "the initiative timing begins")
    yield from check_step(g, "MC-8-3-4-4")  # 8.3.4.4
    a, d = c.advancing, 1 - c.advancing
    # 15.4.9.2: 時の歯車 adds dice to a die result asked for in a battle
    rolled = {a: roll_in_battle(g, a, 1, "MC-8-3-4-5", f"player {a}'s initiative die")}
    rolled[d] = roll_in_battle(g, d, 1, "MC-8-3-4-5", f"player {d}'s initiative die")
    c.dice = [rolled[0], rolled[1]]
    # 8.3.4.6: the attacker's play step, then the defender's; [イニシアチブ] only, and one counter chain at
    # most (10.9.7)
    decl = yield from play_step(g, c, a, "initiative", "MC-8-3-4-6")
    if decl is None:
        decl = yield from play_step(g, c, d, "initiative", "MC-8-3-4-6")
    if decl is not None:
        yield from counter_chain(g, c, decl)
    t = g.terrain(c.area)
    assert t is not None
    results = [c.dice[p] + sum(initiative(g, u) for u in g.party(t, p)) for p in (0, 1)]  # 8.3.4.7
    c.initiative = results
    g.emit("MC-8-3-4-7", f"initiative results: {results} (die plus the party's initiative)", results=results)
    if results[0] != results[1]:  # 8.3.4.8
        c.first_side = 0 if results[0] > results[1] else 1
        g.emit(
            "MC-8-3-4-8", f"player {c.first_side} attacks first, player {1 - c.first_side} second", first=c.first_side
        )
    else:  # 8.3.4.9
        c.simultaneous = True
        g.emit("MC-8-3-4-9", "the results are equal: the simultaneous attack timing follows")
    g.emit("MC-8-3-4-10", "the initiative timing ends")
    yield from check_step(g, "MC-8-3-4-11")  # 8.3.4.11
    g.emit("MC-8-3-4-12", "on to the " + ("simultaneous attack timing" if c.simultaneous else "first normal timing"))


# --- 8.3.5 / 8.3.6 ----------------------------------------------------------------------------------


def normal_timing(g: Duel, c: Battle, side: int, *, first: bool) -> Proc:
    """MC 8.3.5 (the first attacker's) and 8.3.6 (the second attacker's), which run alike."""
    n = "MC-8-3-5" if first else "MC-8-3-6"
    c.timing = "first_normal" if first else "second_normal"
    g.emit(f"{n}-2", f"the {'first' if first else 'second'} normal timing begins: player {side}'s", player=side)
    yield from check_step(g, f"{n}-3")  # -3
    while True:  # -4, -5: [普通] uses, each with its counter chain
        decl = yield from play_step(g, c, side, "normal", f"{n}-4")
        if decl is None:
            break
        yield from counter_chain(g, c, decl)
    if can_attack(g, c, side):  # -6: the side's ready units must attack
        g.emit(f"{n}-6", f"player {side}'s ready units declare their attack", player=side)
        decl = declare_attack(g, c, side)
        yield from counter_chain(g, c, decl)
    while True:  # -7, -8
        decl = yield from play_step(g, c, side, "normal", f"{n}-7")
        if decl is None:
            break
        yield from counter_chain(g, c, decl)
    t = g.terrain(c.area)
    assert t is not None
    idle = [u for u in g.party(t, side) if not u.exhausted]  # -9
    for u in idle:
        u.exhausted = True
    if idle:
        g.emit(f"{n}-9", f"player {side}'s units still ready are exhausted", units=[u.card for u in idle])
    g.emit(f"{n}-10", f"the {'first' if first else 'second'} normal timing ends")
    yield from check_step(g, f"{n}-11")  # -11


# --- 8.3.7 ------------------------------------------------------------------------------------------


def simultaneous_timing(g: Duel, c: Battle) -> Proc:
    c.timing = "simultaneous"
    g.emit("MC-8-3-7-2", "no card or ability can be declared until the attack is over")
    c.suspended = True
    g.emit("MC-8-3-7-3", "the units, terrain and players of the battle lose their abilities' effects and bonuses")
    yield from simultaneous_attack(g, c)  # 8.3.7.4
    c.suspended = False
    g.emit("MC-8-3-7-5", "the lost effects and bonuses apply again")
    yield from rule_processing(g)
    t = g.terrain(c.area)
    assert t is not None
    idle = [u for u in t.units if not u.exhausted]  # 8.3.7.6
    for u in idle:
        u.exhausted = True
    g.emit(
        "MC-8-3-7-6", "units still ready are exhausted; declarations are possible again", units=[u.card for u in idle]
    )
    g.emit("MC-8-3-7-7", "on to the battle end timing")


# --- 8.3.8 ------------------------------------------------------------------------------------------


def end_timing(g: Duel, c: Battle) -> Proc:
    c.timing = "end"
    g.emit("MC-8-3-8-2", "the battle end timing begins")
    triggers.phase_start(g, "battle_end")  # MC 14.7.3.5: ● abilities "at the battle's end"
    battle_end(g)  # MC 10.5.4.2: delayed triggers set for the end of the battle wait for this check step
    yield from check_step(g, "MC-8-3-8-3")  # 8.3.8.3
    # 8.3.8.4: charge, defender and every effect of the battle are lost at once — and with them the damage
    # the battle dealt (docs/monster-collection.md: how long damage lasts)
    s = g.state
    lost = [m for m in s.modifiers if m.until == "battle"]
    s.modifiers = [m for m in s.modifiers if m.until != "battle"]
    continuous.lose(g, "battle")  # MC 10.14.6, 10.16.3
    c.timing = "closed"
    t = g.terrain(c.area)
    healed = [u.card for u in t.units if u.damage] if t else []
    if t:
        for u in t.units:
            u.damage = 0
            standing.clear_marks(u)
    g.emit("MC-8-3-8-4", "charge, defender and the battle's effects are lost", modifiers=len(lost), healed=healed)
    yield from rule_processing(g)
    refresh_slots(g, "MC-8-3-8-5")
    s.battle = None
    g.emit("MC-8-3-8-6", f"the battle at {c.area} ends", area=c.area)


# --- 8.4 --------------------------------------------------------------------------------------------


def after_battle(g: Duel, c: Battle) -> Proc:
    t = g.terrain(c.area)
    assert t is not None
    a, d = c.advancing, 1 - c.advancing
    attackers, defenders = g.party(t, a), g.party(t, d)
    if attackers and not defenders:
        g.emit("MC-8-4-2", f"only player {a}'s units remain: the advance succeeded; player {a} controls {c.area}")
    elif defenders and not attackers:
        g.emit("MC-8-4-3", f"only player {d}'s units remain: the advance failed")
    elif not attackers and not defenders:
        g.emit("MC-8-4-8", f"no unit remains: the advance failed and {c.area} is an unoccupied terrain")
    else:
        g.emit("MC-8-4-4", f"both players' units remain: the advance failed; player {a}'s units go back")
        yield from return_units(g, c)


def return_units(g: Duel, c: Battle) -> Proc:
    """MC 8.4.5-8.4.7: the units there since the battle began go back to where their advance started;
    each unit summoned in the battle goes to one of those terrains, as the attacker chooses."""
    t = g.terrain(c.area)
    assert t is not None
    a = c.advancing
    party = g.party(t, a)
    dest: dict[str, Area] = {u.card: c.origins[u.card] for u in party if u.card in c.origins}  # 8.4.5
    g.emit(
        "MC-8-4-5",
        "the units there since the battle began return to their starting terrains",
        returns=[f"{u}>{x}" for u, x in dest.items()],
    )
    # 8.4.6: "the terrains confirmed in 8.4.5"; if no unit from the start is left, every terrain the
    # advance started from (docs/monster-collection.md)
    choices = sorted(set(dest.values())) or sorted(set(c.origins.values()))
    summoned = [u.card for u in party if u.card not in c.origins]
    for uid in summoned:
        if len(choices) == 1:
            dest[uid] = choices[0]
        else:
            answer = yield g.ask(
                "return_area", a, "MC-8-4-6", [ChooseArea(player=a, area=x) for x in choices], unit=uid
            )
            assert isinstance(answer, ChooseArea)
            dest[uid] = answer.area
        g.emit("MC-8-4-6", f"{g.name(uid)} will return to {dest[uid]}", card=uid, area=dest[uid])
    for area in sorted(set(dest.values())):  # 8.4.7, one starting terrain after another
        back = g.terrain(area)
        moving = [u for u in g.party(t, a) if dest.get(u.card) == area]
        if back is None:
            continue
        for u in moving:
            t.units.remove(u)
            back.units.append(u)
        g.emit(
            "MC-8-4-7",
            f"{[g.name(u.card) for u in moving]} return to {area}",
            area=area,
            units=[u.card for u in moving],
        )
        yield from limit_adjustment(g, back, a, prefer=frozenset(summoned))

"""The advance (進軍, MC 12.2.1-12.2.5), the main phase's action b (7.3.3): units of the active player
move to other terrains within their advance range, and an advance into a terrain the defender controls
brings a battle (8.1.1, 12.2.5.1.7)."""

from __future__ import annotations

from .. import keywords
from ..board import advance_range
from ..duel import Duel, Illegal, Proc
from ..model import AdvanceUnit, Area, Done
from ..rules import check_step
from ..stats import level, party_level
from .battle import battle

Move = tuple[str, Area]  # a unit and its destination


def enemy_destination(g: Duel, player: int, chosen: list[Move]) -> str | None:
    """The terrain the opponent controls that the chosen moves go to, if any (MC 12.2.4.1)."""
    for _, to in chosen:
        t = g.terrain(to)
        if t is not None and g.controller(t) == 1 - player:
            return to
    return None


def check_move(g: Duel, player: int, chosen: list[Move], unit: str, to: str) -> Illegal | None:
    """Whether ``unit`` may advance to ``to`` along with the moves already chosen."""
    s = g.state
    if not g.on_field(unit) or g.owner(unit) != player:
        return Illegal(["MC-12-2-1"], f"{unit} is not a unit of player {player} on the battlefield")
    if any(u == unit for u, _ in chosen):
        return Illegal(["MC-12-2-5-1-2"], f"{g.name(unit)} is already advancing")
    u = g.unit(unit)
    if u.exhausted:
        # 12.2.3.1 reads "未行動" (ready) in its first sentence; its second sentence, 12.2.5.2.2 and 8.1.2
        # show it means an exhausted unit (行動完了)
        return Illegal(["MC-12-2-3-1"], f"{g.name(unit)} is exhausted: it cannot advance")
    src = g.terrain_of(unit)
    dest = g.terrain(to)
    if dest is None:
        return Illegal(["MC-12-2-2-2", "MC-5-1-2-7"], f"{to} is an vacant area: no unit advances there")
    if to == src.area:
        return Illegal(["MC-12-2-2-2"], f"{g.name(unit)} already stands at {to}")
    if to not in advance_range(src.area, tuple(g.defn(unit).advance)) and not keywords.special_advance_allows(
        g, unit, dest
    ):  # 15.4.10.2: 特殊進軍 reaches a terrain of its kind anywhere
        return Illegal(
            ["MC-12-2-2-2", "MC-2-1-19-2"],
            f"{to} is outside the advance range of {g.name(unit)} ({'/'.join(g.defn(unit).advance)}) from {src.area}",
        )
    enemy = g.controller(dest) == 1 - player
    target = enemy_destination(g, player, chosen)
    if (target is not None and to != target) or (enemy and chosen and target is None):
        return Illegal(
            ["MC-12-2-3-3"],
            "an advance into a terrain the opponent controls goes to that one terrain only, with no other move",
        )
    if to in s.failed_battle_areas and (enemy or dest.kind == "headquarters"):
        return Illegal(
            ["MC-12-2-4-2", "MC-8-4-8"],
            f"an advance with battle into {to} failed this main phase: it cannot be tried again",
        )
    arriving = sum(level(g, g.unit(c)) for c, a in chosen if a == to)
    total = party_level(g, g.party(dest, player)) + arriving + level(g, u)
    if total > g.limit(dest):
        return Illegal(
            ["MC-12-2-3-2"], f"the party at {to} would total level {total}, over the terrain's limit {g.limit(dest)}"
        )
    return None


def advance_moves(g: Duel, player: int, chosen: list[Move]) -> list[AdvanceUnit]:
    found: list[AdvanceUnit] = []
    for t, u in g.units_of(player):
        reach = [*advance_range(t.area, tuple(g.defn(u.card).advance)), *keywords.special_advance_areas(g, u.card)]
        for to in dict.fromkeys(reach):
            if check_move(g, player, chosen, u.card, to) is None:
                found.append(AdvanceUnit(player=player, unit=u.card, to=to))
    return found


def describe_moves(chosen: list[Move]) -> list[str]:
    return [f"{u}>{a}" for u, a in chosen]


def advance(g: Duel, player: int) -> Proc:
    s = g.state
    g.emit("MC-12-2-5-1-1", f"player {player} declares an advance", player=player)
    yield from check_step(g, "MC-12-2-5-1-1")  # 12.2.5.1.1: the "when an advance is declared" trigger moment
    chosen: list[Move] = []
    while True:  # 12.2.5.1.2-3: the units, each with its destination
        options: list[AdvanceUnit | Done] = list(advance_moves(g, player, chosen))
        if not options:
            break
        if chosen:
            options.append(Done(player=player))
        answer = yield g.ask("advance", player, "MC-12-2-5-1-2", list(options), moves=describe_moves(chosen))
        if isinstance(answer, Done):
            break
        assert isinstance(answer, AdvanceUnit)
        chosen.append((answer.unit, answer.to))
    g.emit("MC-12-2-5-1-3", "the destinations are fixed", moves=describe_moves(chosen))
    yield from check_step(g, "MC-12-2-5-1-4")  # 12.2.5.1.4: the "when destinations are fixed" trigger moment
    origins: dict[str, Area] = {}
    for uid, to in chosen:  # 12.2.5.1.5
        if not g.on_field(uid):
            continue
        src, dest = g.terrain_of(uid), g.terrain(to)
        assert dest is not None
        if g.controller(dest) != player:
            s.turn_changed = True  # 1.2.4.1.2: not an advance into the player's own controlled terrain
        unit = g.unit(uid)
        src.units.remove(unit)
        dest.units.append(unit)
        origins[uid] = src.area
        keywords.note_special_advance(g, uid, src.area, to)  # 15.4.10.2
        g.emit("MC-12-2-5-1-5", f"{g.name(uid)} advances from {src.area} to {to}", card=uid, origin=src.area, area=to)
    yield from check_step(g, "MC-12-2-5-1-6")  # 12.2.5.1.6
    summoned: list[str] = []
    for to in dict.fromkeys(a for _, a in chosen):  # 12.2.5.1.7
        dest = g.terrain(to)
        if dest is not None and g.party(dest, player) and g.party(dest, 1 - player):
            summoned = yield from battle(g, to, {u: origins[u] for u, a in chosen if a == to and u in origins})
            if not (g.party(dest, player) and not g.party(dest, 1 - player)):
                s.failed_battle_areas.append(to)  # 12.2.4.2
    for to in dict.fromkeys(a for _, a in chosen):  # 12.2.5.2.1
        dest = g.terrain(to)
        won = dest is not None and bool(g.party(dest, player)) and not g.party(dest, 1 - player)
        g.emit("MC-12-2-5-2-1", f"the advance to {to} {'succeeds' if won else 'fails'}", area=to, success=won)
    ready = [u for u in [*(u for u, _ in chosen), *summoned] if g.on_field(u) and not g.unit(u).exhausted]
    for uid in ready:  # 12.2.5.2.2: success or failure, and the units instantly summoned in its battle
        g.unit(uid).exhausted = True
    if ready:
        g.emit("MC-12-2-5-2-2", "the advancing units still ready are exhausted", units=ready)
    g.emit("MC-12-2-5-1-8", "the advance ends")
    yield from check_step(g, "MC-12-2-5-1-8")
    g.emit("MC-12-2-5-1-9", "the effects of the advance's steps are lost")  # none of part 1's lasts that long

"""Rule processing (chapter 11), the check step (MC 4.2, 10.20.1) and the end of the game (MC 1.2).

Interrupt-type processing (MC 11.1.2.1: defence shortfall 11.3.1.1, durability damage 11.3.1.2, death
by effects 11.3.1.3, limit adjustment 11.3.2) runs as soon as its condition holds: every procedure that
changes a unit's damage, values or terrain calls ``rule_processing`` straight after. Check-type
processing (MC 11.1.2.4: the defeat judgement of 11.2) runs only in a check step.
"""

from __future__ import annotations

from collections.abc import Generator

from .duel import Duel, GameOver, Proc
from .keywords import discard_illegal_equipment
from .model import Action, ChooseUnit, Decision, EndReason, Result, Terrain
from .procedures.heroes import hero_clash
from .procedures.standing import lethal_damage, lost_slots
from .stats import defence, party_level


def rule_processing(g: Duel) -> Proc:
    """Run interrupt-type rule processing until none is due (MC 11.1.2.1), the active player's first
    (MC 11.1.2.3)."""
    while True:
        changed = False
        for p in (g.state.active, 1 - g.state.active):
            for _, u in list(g.units_of(p)):
                d = defence(g, u)
                if d <= 0:  # 11.3.1.1
                    g.emit("MC-11-3-1-1-1", f"{g.name(u.card)} has defence {d}, 0 or less", card=u.card, defence=d)
                    g.discard_unit(u.card, "MC-11-3-1-1-1")
                    changed = True
                elif lethal_damage(g, u) >= d:  # 11.3.1.2; damage a 耐性 resists does not kill (13.1.7.1)
                    g.emit(
                        "MC-11-3-1-2-1",
                        f"{g.name(u.card)} has taken {u.damage} damage, at least its defence {d}",
                        card=u.card,
                        damage=u.damage,
                        defence=d,
                    )
                    g.discard_unit(u.card, "MC-11-3-1-2-1", died=True)
                    changed = True
        changed = lost_slots(g) or changed  # 13.1.2.8
        if discard_illegal_equipment(g):  # 11.3.4.1
            changed = True
        if (yield from hero_clash(g)):  # 15.1.8 (procedures/heroes.py), run as an interrupt-type process
            changed = True
        for p in (g.state.active, 1 - g.state.active):  # 11.3.2.2: the active player's adjustment first
            for t in list(g.state.battlefield):
                if (yield from limit_adjustment(g, t, p)):
                    changed = True
        if not changed:
            return


def limit_adjustment(
    g: Duel, terrain: Terrain, player: int, prefer: frozenset[str] = frozenset()
) -> Generator[Decision, Action, bool]:
    """MC 11.3.2: while the player's party on the terrain totals more levels than its limit (a negative
    level counting 0, 4.6.2), the player discards one of its units, first those instantly summoned this
    turn (11.3.2.2) — or, for a return after a failed advance, those summoned in the battle (8.4.7)."""
    adjusted = False
    while True:
        party = g.party(terrain, player)
        total, limit = party_level(g, party, for_limit_adjustment=True), g.limit(terrain)
        if total <= limit:
            return adjusted
        candidates = [u for u in party if u.card in prefer] or [u for u in party if u.instant_turn == g.state.turn]
        candidates = candidates or party
        if len(candidates) == 1:
            chosen = candidates[0].card
        else:
            answer = yield g.ask(
                "limit_adjustment",
                player,
                "MC-11-3-2-1",
                [ChooseUnit(player=player, unit=u.card) for u in candidates],
                area=terrain.area,
                level=total,
                limit=limit,
            )
            assert isinstance(answer, ChooseUnit)
            chosen = answer.unit
        g.emit(
            "MC-11-3-2-1",
            f"player {player}'s party at {terrain.area} totals level {total}, over the limit {limit}",
            area=terrain.area,
            player=player,
            level=total,
            limit=limit,
        )
        g.discard_unit(chosen, "MC-11-3-2-2" if candidates != party else "MC-11-3-2-1")
        adjusted = True


def check_step(g: Duel, clause: str) -> Proc:
    """A check step, called for by ``clause`` (MC 4.2.2, 10.20.1.1): all rule processing until none is
    due, then the waiting triggered abilities (MC 10.20.1.1.1-2, ``procedures/effects.py``), then the
    check-type defeat judgement (MC 11.2)."""
    g.emit(clause, "a check step")
    from .procedures.effects import play_waiting  # chapter 10's triggers build on this module

    yield from rule_processing(g)
    played = False
    while (yield from play_waiting(g)):  # 10.20.1.1.1-10.20.1.1.2, then back to 10.20.1.1
        played = True
        yield from rule_processing(g)
    if played:
        g.emit("MC-10-20-1-1-3", "no rule process or triggered ability is left: the check step ends")
    defeat_judgement(g)


def defeat_judgement(g: Duel) -> None:
    """MC 11.2.1.1, 1.2.2.1: a player whose units alone stand on the opponent's headquarters has advanced into it
    successfully; once no battle is fought there, the game ends with that player's win."""
    c = g.state.battle
    for p in (0, 1):
        headquarters = g.headquarters(1 - p)
        if headquarters is None or (c is not None and c.area == headquarters.area):
            continue
        if headquarters.units and g.controller(headquarters) == p:
            g.emit("MC-11-2-1-1", f"player {p} has advanced into player {1 - p}'s headquarters successfully")
            g.emit("MC-11-2-1", f"player {1 - p} meets a defeat condition and loses")
            end_game(
                g,
                "headquarters_fall",
                p,
                "MC-1-2-2-1",
                f"player {p} has taken player {1 - p}'s headquarters at {headquarters.area}",
            )


def victory_judgement(g: Duel, reason: EndReason, clause: str, why: str) -> None:
    """MC 1.2.6: the player with more units in the enemy territory wins; equal numbers draw."""
    counts = [g.units_in_enemy_territory(0), g.units_in_enemy_territory(1)]
    winner = None if counts[0] == counts[1] else (0 if counts[0] > counts[1] else 1)
    g.emit("MC-1-2-6", f"victory judgement: units in the enemy territory {counts}", counts=counts)
    end_game(g, reason, winner, clause, why, counts)


def end_game(
    g: Duel, reason: EndReason, winner: int | None, clause: str, why: str, counts: list[int] | None = None
) -> None:
    s = g.state
    s.result = Result(reason=reason, winner=winner, clause=clause, units_in_enemy_territory=counts)
    s.step = "game_over"
    s.battle = None
    outcome = "a draw" if winner is None else f"player {winner} wins"
    g.emit(clause, f"the game ends ({reason}): {why}; {outcome}", reason=reason, winner=winner)
    raise GameOver

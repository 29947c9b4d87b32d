"""Moving from one phase of the turn to the next (MC 7.1), and what ends with a phase.

Each ``enter_*`` marks the start of a phase (its "at the start of the phase" trigger moment, for which
chapter 10's triggered abilities will wait) and sets the step the position stands at next.
"""

from __future__ import annotations

from .. import continuous, triggers
from ..duel import Duel
from . import standing
from .actions import forget_designations


def zones(g: Duel) -> list[list[str]]:
    """MC 1.2.4.1.2: the contents of both players' hands, draw piles, discard piles and removal zones
    (sorted: the text asks whether their contents changed, not their order)."""
    return [sorted(z) for ps in g.state.players for z in (ps.hand, ps.draw_pile, ps.discard, ps.removed)]


def begin_turn(g: Duel) -> None:
    """MC 7.1.1: a turn runs the five phases a-e; the first player's first turn has neither the first
    hand adjustment phase (7.2.8) nor the main phase (7.3.7)."""
    s = g.state
    s.placed_card_terrain = False
    s.placed_proxy = False
    s.failed_battle_areas = []
    s.turn_start_zones = zones(g)
    s.turn_changed = False
    g.emit("MC-7-1-1", f"turn {s.turn} begins: player {s.active} is the active player", turn=s.turn, player=s.active)
    if s.turn == 1 and s.active == s.first_player:
        g.emit("MC-7-2-8", "the first player's first turn has no first hand adjustment phase")
        g.emit("MC-7-3-7", "the first player's first turn has no main phase")
        enter_summon(g)
    else:
        enter_first_hand_adjustment(g)


def enter_first_hand_adjustment(g: Duel) -> None:
    g.state.step = "first_hand_adjustment"


def enter_main(g: Duel) -> None:
    g.emit("MC-7-3-2", "the main phase begins")
    g.state.failed_battle_areas = []  # MC 12.2.4.2 counts within one main phase
    g.state.step = "main"
    triggers.phase_start(g, "main_start")  # MC 4.7.4, 10.5.2


def enter_summon(g: Duel) -> None:
    g.emit("MC-7-4-2", "the normal summon phase begins")
    g.state.step = "summon_discard"
    triggers.phase_start(g, "summon_start")  # MC 4.7.4, 10.5.2


def enter_second_hand_adjustment(g: Duel) -> None:
    g.state.step = "second_hand_adjustment"


def enter_end_declaration(g: Duel) -> None:
    g.state.step = "end_declaration"


def phase_effects_lost(g: Duel, clause: str) -> None:
    """MC 7.2.7, 7.3.6, 7.4.7, 7.5.7, 7.6.3: what was granted or changed during the phase is lost (4.6.9,
    10.14.6); damage dealt outside a battle goes with it (docs/monster-collection.md, decision on how
    long damage lasts)."""
    s = g.state
    forget_designations(g)  # MC 16.2.3
    lost = [m for m in s.modifiers if m.until == "phase"]
    s.modifiers = [m for m in s.modifiers if m.until != "phase"]
    continuous.lose(g, "phase")  # MC 10.14.6, 10.16.3
    healed = [u.card for t in s.battlefield for u in t.units if u.damage]
    for t in s.battlefield:
        for u in t.units:
            u.damage = 0
            u.marks = []  # MC 13.1.7: the damage's marks go with it
    if lost or healed:
        g.emit(clause, "the effects of the phase are lost", modifiers=len(lost), healed=healed)
    standing.lost_slots(g)  # 13.1.2.8: item slots granted for the phase are gone, and the equipment they held

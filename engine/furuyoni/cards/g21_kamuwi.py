"""Kamuwi (No. 21): her additional rules (A 19), the taboo gauge.

A 19-2-1: a player harboring Kamuwi has a taboo gauge (``PlayerState.taboo``), a whole number that
starts the duel at 0 and is public; other players have none (None).
A 19-4: at her start phase the gauge rises by an amount read from her life as the rule effect
resolves (10 or more: +0, 6 to 9: +1, 5 or less: +2; ``RULES.rule_effects``); and once the gauge is
16 or more she loses, at once, with the state rules (``RULES.state_rules``, C 5-5).

Her cards are not encoded yet: a position holding one is refused (``card-not-implemented``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..model import Effect, PlayerState
from .registry import Behaviour, GoddessRules, scripted

if TYPE_CHECKING:
    from ..game import Game, Proc
    from ..procedures.effects import Context

TABOO_LOSS = 16  # A 19-4: a gauge at this value or more loses the duel


def harbors_kamuwi(ps: PlayerState) -> bool:
    return any(key.split("-")[0] == "kamuwi" for key in ps.goddesses)


def start_player(ps: PlayerState) -> None:
    """A 19-2-1: a player harboring Kamuwi starts the duel with her taboo gauge at 0."""
    if harbors_kamuwi(ps):
        ps.taboo = 0


def raise_taboo(g: Game, me: int, n: int, clause: str) -> None:
    """The taboo gauge of player `me` rises by `n` (a player without a gauge: nothing happens). The loss
    at 16 follows with the state rules (A 19-4)."""
    ps = g.state.players[me]
    if ps.taboo is None or n <= 0:
        return
    ps.taboo += n
    g.emit(clause, f"player {me}'s taboo gauge rises by {n} to {ps.taboo}", player=me, taboo=ps.taboo)


def start_phase_rise(life: int) -> int:
    """A 19-4: the rise of the gauge at the start phase for a life of `life`."""
    if life >= 10:
        return 0
    if life >= 6:
        return 1
    return 2


def _start_phase_rule(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    raise_taboo(g, me, start_phase_rise(g.state.players[me].life), "A 19-4")
    return
    yield


START_PHASE_RULE = scripted("constant", _start_phase_rule, when="start_phase")


def rule_effects(g: Game, when: str) -> list[tuple[str, int, Effect]]:
    """A 19-4: due at the start phase of an active player who has a taboo gauge. With a life of 10 or
    more it would raise the gauge by 0: nothing is put forward then (it would change nothing)."""
    p = g.state.active
    ps = g.state.players[p]
    if when != "start_phase" or ps.taboo is None or start_phase_rise(ps.life) == 0:
        return []
    return [(f"rule:A-19-4#{p}", p, START_PHASE_RULE)]


def taboo_loss(g: Game) -> bool:
    """A 19-4: a player whose taboo gauge is 16 or more loses (read like a life of 0 at C 4-2: an effect
    saying she cannot lose, or that her opponent cannot win, holds it off)."""
    from ..statuses import has_status

    for p in (0, 1):
        taboo = g.state.players[p].taboo
        if taboo is None or taboo < TABOO_LOSS or g.state.step == "game_over":
            continue
        if has_status(g, p, "cannot_lose") or has_status(g, 1 - p, "cannot_win"):
            continue
        g.end_game(1 - p, "A 19-4", f"player {p}'s taboo gauge is {taboo} (16 or more) and she loses")
    return False


CARDS: dict[str, Behaviour] = {}

RULES = GoddessRules(
    at_start=start_player,
    rule_effects=rule_effects,
    state_rules=taboo_loss,
)

"""Thallya's tokens in 〈Distance〉 (A 9-2-1-1, A 9-6) as the primitives see them: the current distance
counts +1 tokens and leaves out covered crystals (floor 0), only uncovered crystals can be taken, and
+1 tokens take places of the ten; and the invariants a position with tokens must keep."""

from __future__ import annotations

import pytest

from engine.furuyoni.cards.g11_thallya import ThallyaState
from engine.furuyoni.game import Game
from engine.furuyoni.model import State
from engine.furuyoni.validate import PositionError, validate_state


def _state(crystals: int, plus: tuple[int, int] = (0, 0), minus: tuple[int, int] = (0, 0)) -> State:
    s = State(distance=crystals)
    for p in (0, 1):
        ThallyaState.on(s.players[p]).distance_plus = plus[p]
        ThallyaState.on(s.players[p]).distance_minus = minus[p]
    return s


def test_current_distance_counts_plus_tokens_and_leaves_out_covered_crystals() -> None:
    g = Game(_state(5, plus=(2, 1), minus=(1, 2)))
    assert g.distance() == 5 + 3 - 3
    assert g.crystals(("distance",)) == 2  # only the uncovered crystals can be chosen
    assert g.room(("distance",)) == 10 - 5 - 3


def test_current_distance_floors_at_zero() -> None:
    assert Game(_state(2, minus=(2, 0))).distance() == 0


def test_covered_crystals_do_not_move() -> None:
    g = Game(_state(3, minus=(2, 0)))
    assert g.move_crystals(("distance",), ("dust",), 3, "C 10-1") == 1
    assert g.state.distance == 2 and g.state.dust == 1


def test_positions_keep_tokens_within_the_distance_zone() -> None:
    with pytest.raises(PositionError) as too_many:
        validate_state(_state(9, plus=(1, 1)))
    assert too_many.value.clause == "A 9-6"
    with pytest.raises(PositionError) as uncovered:
        validate_state(_state(1, minus=(1, 1)))
    assert uncovered.value.clause == "A 9-2-1-1"


def test_a_thallya_player_has_her_five_artificial_crystals() -> None:
    s = _state(10)
    s.players[0].goddesses = ["thallya", "yurina"]
    ThallyaState.on(s.players[0]).machine_crystals = 4
    with pytest.raises(PositionError) as missing:
        validate_state(s)
    assert missing.value.invariant == "artificial-crystals"
    ThallyaState.on(s.players[0]).burned = 1
    validate_state(s)
    s.players[1].goddesses = ["hagane", "saine"]
    ThallyaState.on(s.players[1]).burned = 1
    with pytest.raises(PositionError):
        validate_state(s)

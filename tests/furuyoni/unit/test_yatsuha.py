"""Yatsuha Realized's 〈追憶〉 on views and in position checks (A 14-4: face down, seen only by its own
player; normal cards only; one crystal at a position 1-4; a crystal only after departing, A 14-5)."""

from __future__ import annotations

import pytest

from engine.furuyoni.cards.g16_yatsuha import YatsuhaState
from engine.furuyoni.model import CardInstance, State
from engine.furuyoni.validate import PositionError, validate_state
from engine.furuyoni.view import hidden_uids

CLAW = "NA-16-yatsuha-O-N-1"
RIVER = "NA-16-yatsuha-O-S-3"


def _state() -> State:
    s = State()
    s.players[0].goddesses = ["yatsuha-aa1", "yurina"]
    s.players[1].goddesses = ["saine", "himika"]
    s.cards["A:c"] = CardInstance(card=CLAW, holder=0)
    YatsuhaState.on(s.players[0]).memories = ["A:c"]
    return s


def test_memories_are_hidden_from_the_opponent_only() -> None:
    s = _state()
    validate_state(s)
    assert "A:c" in hidden_uids(s, 1)
    assert "A:c" not in hidden_uids(s, 0)


def _invariant(s: State) -> str:
    with pytest.raises(PositionError) as err:
        validate_state(s)
    return str(err.value.invariant)


def test_memories_belong_to_yatsuha_realized() -> None:
    s = _state()
    s.players[0].goddesses = ["yatsuha-a1", "yurina"]
    assert _invariant(s) == "memories"


def test_memories_hold_normal_cards_only() -> None:
    s = _state()
    s.cards["A:r"] = CardInstance(card=RIVER, holder=0, trump_state="unused")
    YatsuhaState.on(s.players[0]).memories.append("A:r")
    assert _invariant(s) == "memories"


def test_a_memory_crystal_needs_a_departure_and_a_position_from_1_to_4() -> None:
    s = _state()
    YatsuhaState.on(s.players[0]).memory_position = 2
    assert _invariant(s) == "memories"
    YatsuhaState.on(s.players[0]).journey_start = 2
    validate_state(s)
    YatsuhaState.on(s.players[0]).memory_position = 5
    assert _invariant(s) == "memories"


def test_memories_hold_the_cards_of_their_player() -> None:
    s = _state()
    s.cards["B:c"] = CardInstance(card=CLAW, holder=1)
    YatsuhaState.on(s.players[0]).memories.append("B:c")
    assert _invariant(s) == "holder-zone"

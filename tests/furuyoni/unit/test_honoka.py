"""Honoka (A 12): the state her cards add — a lost main phase (validated), the places holding exactly 5
crystals that her cards count — and her extra cards at setup (A 12-1)."""

from __future__ import annotations

import pytest

from engine.furuyoni import carddb
from engine.furuyoni.game import Game
from engine.furuyoni.hooks import component_zone
from engine.furuyoni.model import CardInstance, State
from engine.furuyoni.quantities import zones_with_five
from engine.furuyoni.validate import PositionError, validate_state


def test_a_player_loses_at_most_one_main_phase() -> None:
    s = State()
    s.players[1].lose_main_phases = 1
    validate_state(s)
    s.players[1].lose_main_phases = 2
    with pytest.raises(PositionError) as err:
        validate_state(s)
    assert err.value.invariant == "lost-main-phases"


def test_places_with_five_crystals_count_each_card_on_its_own() -> None:
    s = State()
    s.distance, s.dust = 5, 0
    s.players[0].aura, s.players[0].flare, s.players[0].life = 3, 0, 10
    s.players[1].aura, s.players[1].flare, s.players[1].life = 5, 1, 9
    s.cards["A:a"] = CardInstance(card="NA-14-honoka-O-N-6", holder=0, crystals=2)
    s.cards["A:b"] = CardInstance(card="NA-14-honoka-O-N-7", holder=0, crystals=3)
    s.players[0].enhancements = ["A:a", "A:b"]
    g = Game(s, trace=False)
    assert zones_with_five(g) == 2  # distance and B's aura; the enhancements' 2 + 3 do not add up
    s.cards["A:b"].crystals = 5
    assert zones_with_five(g) == 3


@pytest.mark.parametrize("form, count", [("honoka", 7), ("honoka-a1", 8)])
def test_extra_cards_start_in_extra(form: str, count: int) -> None:
    extra = [c.rules_id for c in carddb.extra_pool(form)]
    assert len(extra) == count
    assert all(component_zone(form, c) == "extra" for c in extra)

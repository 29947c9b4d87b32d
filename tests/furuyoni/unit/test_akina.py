"""Akina's additional rules (A 21): the information a player harboring her starts with."""

from __future__ import annotations

from engine.furuyoni.cards.g23_akina import AkinaState
from engine.furuyoni.hooks import set_up_player
from engine.furuyoni.model import PlayerState


def test_a_player_harboring_akina_starts_with_price_2_and_an_empty_flow() -> None:
    """A 21-2-1: the market price is 2 at the start of the duel; A 21-1: the flow starts empty."""
    ps = PlayerState(goddesses=["akina", "yurina"])
    set_up_player(ps)
    assert ps.goddess["akina"] == AkinaState(flow=0, market_price=2)


def test_a_player_without_akina_has_no_market_price() -> None:
    ps = PlayerState(goddesses=["raira", "yurina"])
    set_up_player(ps)
    assert AkinaState.of(ps) is None

"""Hatsumi's tailwind and headwind at the start of the duel (A 15-1-1)."""

from __future__ import annotations

from engine.furuyoni.cards.g17_hatsumi import start_player
from engine.furuyoni.model import PlayerState


def test_a_player_harboring_hatsumi_starts_tailwind() -> None:
    ps = PlayerState(goddesses=["hatsumi-a1", "yurina"])
    start_player(ps)
    assert ps.headwind is False


def test_a_player_without_hatsumi_has_no_wind() -> None:
    ps = PlayerState(goddesses=["saine", "yurina"])
    start_player(ps)
    assert ps.headwind is None

"""Hatsumi's tailwind and headwind at the start of the duel (A 15-1-1)."""

from __future__ import annotations

from engine.furuyoni.cards.g17_hatsumi import HatsumiState, start_player
from engine.furuyoni.model import PlayerState


def test_a_player_harboring_hatsumi_starts_tailwind() -> None:
    ps = PlayerState(goddesses=["hatsumi-a1", "yurina"])
    start_player(ps)
    assert HatsumiState.on(ps).headwind is False


def test_a_player_without_hatsumi_has_no_wind() -> None:
    ps = PlayerState(goddesses=["saine", "yurina"])
    start_player(ps)
    assert HatsumiState.of(ps) is None


def test_the_direction_of_a_dive_is_seen_by_the_diver_only() -> None:
    """A 15-1-2: that she dives is public; forward or backward only she sees."""
    from engine.furuyoni import api

    mine = {"headwind": False, "diving": "forward"}
    position = {
        "format": "furuyoni-position/2",
        "state": {"players": [{"goddesses": ["hatsumi-a1", "yurina"], "goddess": {"hatsumi": mine}}, {}]},
    }
    assert api.player_view(position, 0)["board"]["players"][0]["goddess"]["hatsumi"]["diving"] == "forward"
    assert api.player_view(position, 1)["board"]["players"][0]["goddess"]["hatsumi"]["diving"] == "hidden"
    legacy = {"state": {"players": [{"goddesses": ["hatsumi-a1", "yurina"], **mine}, {}]}}  # format 1, read
    assert api.player_view(legacy, 1)["board"]["players"][0]["goddess"]["hatsumi"]["diving"] == "hidden"


def test_only_a_player_harboring_hatsumi_dives() -> None:
    import pytest

    from engine.furuyoni import api
    from engine.furuyoni.validate import PositionError

    position = {"state": {"players": [{"goddesses": ["saine", "yurina"], "diving": "forward"}, {}]}}
    with pytest.raises(PositionError, match="dives"):
        api.adjudicate(position, [])

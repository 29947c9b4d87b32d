"""Steps for Hatsumi's additional rules (A 15): a player harboring her, tailwind or headwind (A 15-1-1)."""

from __future__ import annotations

from pytest_bdd import given, parsers, then

from tests.furuyoni.steps.dsl import player
from tests.furuyoni.steps.duel import Duel


@given(parsers.re(r"(?P<who>[AB]) harbors Hatsumi(?:, (?P<wind>tailwind|headwind))?$"))
def _harbors_hatsumi(duel: Duel, who: str, wind: str | None) -> None:
    """A 15-1-1: a player harboring Hatsumi is tailwind (the default) or headwind."""
    ps = duel.player_state(player(who))
    ps["goddesses"] = ["hatsumi", "yurina"]
    duel.goddess_state(player(who), "hatsumi")["headwind"] = wind == "headwind"


@given(parsers.re(r"(?P<who>[AB]) is set (?P<wind>tailwind|headwind)"))
def _set_wind(duel: Duel, who: str, wind: str) -> None:
    duel.goddess_state(player(who), "hatsumi")["headwind"] = wind == "headwind"


@then(parsers.re(r"(?P<who>[AB]) is (?P<wind>tailwind|headwind)"))
def _wind_is(duel: Duel, who: str, wind: str) -> None:
    got = duel.board_goddess(player(who), "hatsumi").get("headwind")
    assert got is not None, f"{who} is neither tailwind nor headwind"
    assert got == (wind == "headwind"), f"{who} is {'headwind' if got else 'tailwind'}"


@given(parsers.re(r"(?P<who>[AB]) is diving (?P<way>forward|backward)"))
def _diving(duel: Duel, who: str, way: str) -> None:
    """A 15-1-2: the player is diving, forward or backward."""
    duel.goddess_state(player(who), "hatsumi")["diving"] = way


@then(parsers.re(r"(?P<who>[AB]) is diving (?P<way>forward|backward)"))
def _diving_is(duel: Duel, who: str, way: str) -> None:
    got = duel.board_goddess(player(who), "hatsumi").get("diving")
    assert got == way, f"{who}'s dive is {got}"


@then(parsers.re(r"(?P<who>[AB]) is not diving"))
def _not_diving(duel: Duel, who: str) -> None:
    got = duel.board_goddess(player(who), "hatsumi").get("diving")
    assert got is None, f"{who} is diving {got}"

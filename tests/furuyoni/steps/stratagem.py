"""Steps for Shinra's stratagem (A 5): a player who has it, preparing one, and what it is now."""

from __future__ import annotations

from pytest_bdd import given, parsers, then, when

from tests.furuyoni.steps.dsl import player
from tests.furuyoni.steps.duel import Duel, _act

STRATAGEM = r"(?P<which>divine|devious)"


@given(parsers.re(rf"(?P<who>[AB]) has Shinra with the {STRATAGEM} stratagem(?P<revealed> revealed)?"))
def _has_shinra(duel: Duel, who: str, which: str, revealed: str | None) -> None:
    """A 5-1: a player who has Shinra has a stratagem; revealed = executed and not yet replaced (A 5-3)."""
    duel.player_state(player(who))["goddesses"] = ["shinra", "yurina"]
    mine = duel.goddess_state(player(who), "shinra")
    mine["stratagem"] = which
    mine["stratagem_revealed"] = bool(revealed)


@when(parsers.re(rf"(?P<who>[AB]) (?P<attempt>tries to )?(prepares|prepare) the {STRATAGEM} stratagem"))
def _prepare(duel: Duel, attempt: str | None, who: str, which: str) -> None:
    _act(duel, attempt=attempt, action={"type": "stratagem", "player": player(who), "stratagem": which})


@then(parsers.re(rf"(?P<who>[AB])'s stratagem is {STRATAGEM}(?P<how>, revealed|, prepared)?"))
def _stratagem_is(duel: Duel, who: str, which: str, how: str | None) -> None:
    ps = duel.board_goddess(player(who), "shinra")
    assert ps.get("stratagem") == which, f"{who}'s stratagem is {ps.get('stratagem')}"
    if how:
        revealed = bool(ps.get("stratagem_revealed"))
        assert revealed == (how == ", revealed"), f"{who}'s stratagem is {'' if revealed else 'not '}revealed"


@then(parsers.re(r"(?P<who>[AB]) has no stratagem"))
def _no_stratagem(duel: Duel, who: str) -> None:
    ps = duel.board_goddess(player(who), "shinra")
    assert ps.get("stratagem") is None, f"{who}'s stratagem is {ps.get('stratagem')}"


@given(parsers.re(r'(?P<who>[AB])\'s goddesses are "(?P<g1>[^"]+)" and "(?P<g2>[^"]+)"'))
def _goddesses(duel: Duel, who: str, g1: str, g2: str) -> None:
    duel.player_state(player(who))["goddesses"] = [g1, g2]


@given(parsers.re(rf"(?P<who>[AB])'s stratagem is set to {STRATAGEM}"))
def _set_stratagem(duel: Duel, who: str, which: str) -> None:
    duel.goddess_state(player(who), "shinra")["stratagem"] = which

"""Steps for the goddesses' scenarios: whom a player harbors (C 2-1, which decides the additional
rules in force, A 2) and the per-turn facts some cards read."""

from __future__ import annotations

from pytest_bdd import given, parsers, then

from tests.steps.dsl import player
from tests.steps.duel import Duel


@given(parsers.re(r'(?P<who>[AB]) harbors "(?P<g1>[^"]+)" and "(?P<g2>[^"]+)"'))
def _harbors(duel: Duel, who: str, g1: str, g2: str) -> None:
    duel.player_state(player(who))["goddesses"] = [g1, g2]


@given(parsers.re(r"(?P<who>[AB]) has taken (?P<n>\d+) aura damage this turn"))
def _aura_damage_taken(duel: Duel, who: str, n: str) -> None:
    duel.player_state(player(who))["aura_damage_taken"] = int(n)


@then(parsers.re(r"(?P<who>[AB]) has taken (?P<n>\d+) aura damage this turn"))
def _aura_damage_taken_is(duel: Duel, who: str, n: str) -> None:
    got = duel.board["players"][player(who)]["aura_damage_taken"]
    assert got == int(n), f"{who} has taken {got} aura damage this turn"

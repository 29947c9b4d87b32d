"""Steps for the goddesses' scenarios: whom a player harbors (C 2-1, which decides the additional
rules in force, A 2), the per-turn facts some cards read, and the information a goddess adds to her
player: Yukihi's umbrella (A 4-1-1: closed or open, public; a player without Yukihi has none)."""

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


@given(parsers.re(r"(?P<who>[AB])'s umbrella is (?P<state>open|closed)"))
def _umbrella(duel: Duel, who: str, state: str) -> None:
    duel.player_state(player(who))["umbrella"] = state


@given(parsers.re(r"(?P<who>[AB]) has no umbrella"))
def _no_umbrella(duel: Duel, who: str) -> None:
    duel.player_state(player(who))["umbrella"] = None


@then(parsers.re(r"(?P<who>[AB])'s umbrella is (?P<state>open|closed)"))
def _umbrella_is(duel: Duel, who: str, state: str) -> None:
    got = duel.board["players"][player(who)].get("umbrella")
    assert got == state, f"{who}'s umbrella is {got}"


@then(parsers.re(r"(?P<who>[AB]) still has no umbrella"))
def _still_none(duel: Duel, who: str) -> None:
    got = duel.board["players"][player(who)].get("umbrella")
    assert got is None, f"{who}'s umbrella is {got}"

"""Steps for Yatsuha Realized's 〈追憶〉 (memories, A 14-4): the cards there (face down, seen by their
player only), the position of its crystal, and the journey's start point (A 14-5)."""

from __future__ import annotations

from pytest_bdd import given, parsers, then

from tests.furuyoni.steps import dsl
from tests.furuyoni.steps.dsl import player, uid
from tests.furuyoni.steps.duel import Duel


@given(parsers.re(r"(?P<who>[AB])'s memories hold (?P<cards>.+)"))
def _memories(duel: Duel, who: str, cards: str) -> None:
    p = player(who)
    duel.zone(p, "memories")
    for c in dsl.names(cards):
        duel.place(p, c, "memories")


@given(
    parsers.re(
        r"(?P<who>[AB]) departed on the journey from position (?P<start>[1-4])(, the start point resolved (?P<n>\d) times?)?"
    )
)
def _departed(duel: Duel, who: str, start: str, n: str | None) -> None:
    ps = duel.goddess_state(player(who), "yatsuha")
    ps["journey_start"] = int(start)
    ps["start_visits"] = int(n or 0)


@given(parsers.re(r"(?P<who>[AB])'s memory crystal is at position (?P<pos>[1-4])"))
def _position(duel: Duel, who: str, pos: str) -> None:
    duel.goddess_state(player(who), "yatsuha")["memory_position"] = int(pos)


@then(parsers.re(r"(?P<who>[AB])'s memory crystal is at position (?P<pos>[1-4])"))
def _position_is(duel: Duel, who: str, pos: str) -> None:
    got = duel.board_goddess(player(who), "yatsuha").get("memory_position")
    assert got == int(pos), f"{who}'s memory crystal is at {got}"


@then(parsers.re(r"(?P<who>[AB]) has no crystal in the memories"))
def _no_crystal(duel: Duel, who: str) -> None:
    got = duel.board_goddess(player(who), "yatsuha").get("memory_position")
    assert got is None, f"{who}'s memory crystal is at {got}"


@then(parsers.re(r"(?P<who>[AB])'s journey started at position (?P<start>[1-4])"))
def _start_is(duel: Duel, who: str, start: str) -> None:
    got = duel.board_goddess(player(who), "yatsuha").get("journey_start")
    assert got == int(start), f"{who}'s journey started at {got}"


@then(parsers.re(r'"(?P<card>[^"]+)" is in (?P<who>[AB])\'s memories'))
def _in_memories(duel: Duel, card: str, who: str) -> None:
    p = player(who)
    u = uid(p, card)
    z = duel.board_zone(p, "memories")
    assert u in z, f"{u} not in {who}'s memories: {z}"


@then(parsers.re(r"(?P<who>[AB]) has (?P<n>\d+) cards? in (the )?memories"))
def _memory_count(duel: Duel, who: str, n: str) -> None:
    z = duel.board_zone(player(who), "memories")
    assert len(z) == int(n), f"{who}'s memories hold {len(z)}: {z}"


@given(parsers.re(r"(?P<who>[AB]) has used (?P<n>\d+) cards? this game"))
def _used_in_game(duel: Duel, who: str, n: str) -> None:
    """C 9-2: how many cards the player has used this game (A World Unknown reads "the first")."""
    duel.records(player(who))["cards_used_in_game"] = int(n)

"""Steps for Mizuki's barracks (A 16-4): the cards in it and which of them are conscripted (A 16-5)."""

from __future__ import annotations

from pytest_bdd import given, parsers, then

from tests.furuyoni.steps import dsl
from tests.furuyoni.steps.dsl import player, uid
from tests.furuyoni.steps.duel import Duel


@given(parsers.re(r"(?P<who>[AB])'s barracks holds (?P<cards>.+?)(?P<conscripted>, conscripted)?$"))
def _barracks(duel: Duel, who: str, cards: str, conscripted: str | None) -> None:
    """Cards in the barracks, unconscripted unless the step ends with ", conscripted"."""
    p = player(who)
    for c in dsl.names(cards):
        u = duel.place(p, c, "barracks")
        if conscripted:
            duel.goddess_state(p, "mizuki").setdefault("conscripted", []).append(u)


@then(parsers.re(r"(?P<who>[AB])'s barracks holds exactly (?P<cards>.+)"))
def _barracks_is(duel: Duel, who: str, cards: str) -> None:
    b = duel.board
    p = player(who)
    got = sorted(b["cards"][u]["card"] for u in duel.board_zone(p, "barracks"))
    want = sorted(uid(p, c).split(":", 1)[1] for c in dsl.names(cards))
    assert got == want, f"{who}'s barracks holds {got}"


@then(parsers.re(r"(?P<who>[AB])'s conscripted cards are exactly (?P<cards>.+)"))
def _conscripted_are(duel: Duel, who: str, cards: str) -> None:
    b = duel.board
    p = player(who)
    got = sorted(b["cards"][u]["card"] for u in duel.board_goddess(p, "mizuki").get("conscripted", []))
    want = [] if cards == "none" else sorted(uid(p, c).split(":", 1)[1] for c in dsl.names(cards))
    assert got == want, f"{who}'s conscripted cards are {got}"


@given(parsers.re(r"(?P<who>[AB]) reacted in the previous turn"))
def _reacted_last_turn(duel: Duel, who: str) -> None:
    duel.records(player(who))["reacted_last_turn"] = True


@then(parsers.re(r"(?P<who>[AB]) (?P<neg>did not react|reacted) in the previous turn"))
def _reacted_last_turn_is(duel: Duel, who: str, neg: str) -> None:
    got = duel.board_records(player(who)).get("reacted_last_turn", False)
    assert got == (neg == "reacted"), f"{who}'s reacted_last_turn is {got}"


@given(parsers.re(r"(?P<who>[AB]) has used (?P<n>\d+) cards? as reactions this turn"))
def _reactions(duel: Duel, who: str, n: str) -> None:
    duel.records(player(who))["reactions"] = int(n)

"""Steps for Akina's additional rules (A 21): a player harboring her, her 〈Flow〉 (A 21-1) and her
market price (A 21-2-1)."""

from __future__ import annotations

from pytest_bdd import given, parsers, then

from tests.furuyoni.steps.dsl import player
from tests.furuyoni.steps.duel import Duel


@given(
    parsers.re(
        r"(?P<who>[AB]) harbors Akina with market price (?P<price>\d+)(?: and (?P<flow>\d+) crystals? in her flow)?"
    )
)
def _harbors_akina(duel: Duel, who: str, price: str, flow: str | None) -> None:
    """A 21-1, A 21-2-1: a player harboring Akina has a market price and a flow."""
    duel.player_state(player(who))["goddesses"] = ["akina", "yurina"]
    mine = duel.goddess_state(player(who), "akina")
    mine["market_price"] = int(price)
    mine["flow"] = int(flow or 0)


@given(parsers.re(r"(?P<who>[AB])'s market price is set to (?P<price>-?\d+)"))
def _set_price(duel: Duel, who: str, price: str) -> None:
    duel.goddess_state(player(who), "akina")["market_price"] = int(price)


@given(parsers.re(r"(?P<who>[AB])'s flow is set to (?P<n>-?\d+) crystals?"))
def _set_flow(duel: Duel, who: str, n: str) -> None:
    duel.goddess_state(player(who), "akina")["flow"] = int(n)


@then(parsers.re(r"(?P<who>[AB])'s market price is (?P<price>\d+|none)"))
def _price_is(duel: Duel, who: str, price: str) -> None:
    got = duel.board_goddess(player(who), "akina").get("market_price")
    want = None if price == "none" else int(price)
    assert got == want, f"{who}'s market price is {got}"


@then(parsers.re(r"(?P<who>[AB])'s flow holds (?P<n>\d+) crystals?"))
def _flow_is(duel: Duel, who: str, n: str) -> None:
    got = duel.board_goddess(player(who), "akina").get("flow", 0)
    assert got == int(n), f"{who}'s flow holds {got}"


@given(parsers.re(r'"(?P<card>[^"]+)" has the market-value cost'))
def _market_cost(duel: Duel, card: str) -> None:
    """A 21-3-1: a test card whose cost is the market value."""
    duel.state["definitions"][card]["market_cost"] = True

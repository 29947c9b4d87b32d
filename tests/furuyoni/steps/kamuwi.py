"""Steps for Kamuwi's additional rules (A 19): a player harboring her with her taboo gauge (``goddess.kamuwi.taboo``
of the player, in the interchange format)."""

from __future__ import annotations

from pytest_bdd import given, parsers, then

from tests.furuyoni.steps.dsl import player, uid
from tests.furuyoni.steps.duel import Duel


@given(parsers.re(r"(?P<who>[AB]) harbors Kamuwi(?: and \"(?P<other>[^\"]+)\")? with taboo (?P<n>-?\d+)"))
def _harbors_kamuwi(duel: Duel, who: str, other: str | None, n: str) -> None:
    """A 19-2-1: a player harboring Kamuwi has a taboo gauge."""
    ps = duel.player_state(player(who))
    ps["goddesses"] = ["kamuwi", other or "yurina"]
    duel.goddess_state(player(who), "kamuwi")["taboo"] = int(n)


@then(parsers.re(r"(?P<who>[AB])'s taboo gauge is (?P<n>\d+)"))
def _taboo_is(duel: Duel, who: str, n: str) -> None:
    got = duel.board_goddess(player(who), "kamuwi").get("taboo")
    assert got == int(n), f"{who}'s taboo gauge is {got}"


@then(parsers.re(r"(?P<who>[AB]) has no taboo gauge"))
def _no_taboo(duel: Duel, who: str) -> None:
    got = duel.board_goddess(player(who), "kamuwi").get("taboo")
    assert got is None, f"{who}'s taboo gauge is {got}"


@given(parsers.re(r"(?P<who>[AB])'s \"(?P<card>[^\"]+)\" has the oath boxes? (?P<boxes>[\d ,and]+) picked"))
def _oaths_picked(duel: Duel, who: str, card: str, boxes: str) -> None:
    """A 19-3: the oath boxes picked at the card's last use."""
    picked = [int(b) for b in boxes.replace("and", ",").replace(" ", "").split(",") if b]
    duel.card_goddess_state(uid(player(who), card), "kamuwi")["oaths"] = picked

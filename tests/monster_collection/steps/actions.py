"""Steps of chapter 12's effects and chapter 16's rules (MC 12.3-12.5, 16.2): the designations a
重複しない effect keeps (``State.targeted``)."""

from __future__ import annotations

from pytest_bdd import parsers, then

from .dsl import uid
from .table import P, Table


@then(parsers.re(r"(?P<who>[AB])'s (?P<unit>[\w#:-]+) counts as a target of (?P<card>[\w-]+) this phase"))
def _designated(game: Table, who: str, unit: str, card: str) -> None:
    marks = game.board.get("targeted", [])
    assert any(m.startswith(f"{card}>{uid(P(who), unit)}>") for m in marks), marks


@then("no card counts as the target of a no-stack effect")
def _none_designated(game: Table) -> None:
    assert game.board.get("targeted", []) == [], game.board.get("targeted")

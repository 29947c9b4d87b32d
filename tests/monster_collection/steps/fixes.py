"""Steps of issue 19's remaining fixes (mc-fix): an answer to the hero decision (MC 15.1.8) legal or not,
and what an illegal answer's reason says."""

from __future__ import annotations

from pytest_bdd import parsers, then, when

from .dsl import uid
from .table import P, Table


@when(parsers.re(r"(?P<who>[AB]) tries to keep (?P<owner>[AB]):(?P<unit>[\w#-]+)"))
def _try_keep(game: Table, who: str, owner: str, unit: str) -> None:
    """MC 15.1.8: the unit that stays, sent as the answer to the pending decision, legal or not."""
    game.begin()
    game.act({"type": "choose_unit", "player": P(who), "unit": uid(P(owner), unit)}, attempt=True)


@when(parsers.re(r"(?P<who>[AB]) tries to answer done"))
def _try_done(game: Table, who: str) -> None:
    """An answer of another kind than the pending decision asks for."""
    game.begin()
    game.act({"type": "done", "player": P(who)}, attempt=True)


@then(parsers.re(r'the reason says "(?P<text>[^"]+)"'))
def _reason(game: Table, text: str) -> None:
    assert game.rulings, f"no ruling (refusal: {game.refusal})"
    reason = str(game.rulings[-1]["reason"])
    assert text in reason, reason

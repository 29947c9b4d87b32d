"""Steps of the mc-judge2 scenarios: a standing ability lost at a stated moment of the position's clock
(MC 10.7.2.2, 10.15.2.1), beside the chapter-10 grants of ``effects.py``."""

from __future__ import annotations

from pytest_bdd import given, parsers

from .dsl import uid
from .table import P, Table


@given(
    parsers.re(
        r"(?P<who>[AB])'s (?P<unit>[\w#:-]+) lost its (?P<kinds>[\w/]+) at moment (?P<n>\d+) "
        r"until the end of the (?P<until>phase|battle)"
    )
)
def _lost(game: Table, who: str, unit: str, kinds: str, n: str, until: str) -> None:
    """A ``lose`` effect in force (MC 10.15.2.1, 13.1), which fired at moment n of the position's clock."""
    u = uid(P(who), unit)
    game.built_unit(u)
    modifier = {
        "unit": u, "stat": "standing", "amount": 0, "until": until, "clause": "MC-13-1", "lose": kinds.split("/"),
        "seq": int(n),
    }  # fmt: skip
    game.state.setdefault("modifiers", []).append(modifier)
    game.at_moment(int(n))

"""Steps of chapter 10's scenarios (abilities and effects): characteristics read with the continuous
effects in force, waiting triggered abilities, and the position's chapter-10 fields."""

from __future__ import annotations

from pytest_bdd import given, parsers, then

from .dsl import uid
from .table import P, Table


@then(parsers.re(r"(?P<who>[AB])'s (?P<unit>[\w#:-]+) has the (?P<what>races|resistances) (?P<values>[\w/]+|none)"))
def _characteristic(game: Table, who: str, unit: str, what: str, values: str) -> None:
    """MC 10.7.2: the unit's races or resistances now, in any order."""
    reading = game.readings["units"][uid(P(who), unit)]
    key = "races" if what == "races" else "resistance"
    want = [] if values == "none" else sorted(values.split("/"))
    assert sorted(reading[key]) == want, f"{key}: {reading[key]}"


@then(parsers.re(r"(?P<n>\d+) triggered abilit(?:y is|ies are) waiting"))
def _waiting(game: Table, n: str) -> None:
    waiting = game.board.get("waiting", [])
    assert len(waiting) == int(n), waiting


@then(parsers.re(r'the ruling cites "(?P<clause>[^"]+)" (?P<n>\d+) times?'))
def _cites_n(game: Table, clause: str, n: str) -> None:
    count = sum(1 for e in game.events if e["clause"] == clause)
    assert count == int(n), f"{clause} is cited {count} times"


@given(parsers.re(r"(?P<who>[AB])'s (?P<unit>[\w#:-]+) was put onto the battlefield at moment (?P<n>\d+)"))
def _entered(game: Table, who: str, unit: str, n: str) -> None:
    """MC 10.7.2.2.1: when the unit entered the battlefield (the position's clock)."""
    game.built_unit(uid(P(who), unit))["entered"] = int(n)
    game.state["clock"] = max(int(game.state.get("clock", 0)), int(n))
    game.changed()


@given(
    parsers.re(
        r"(?P<who>[AB])'s (?P<unit>[\w#:-]+) (?P<how>was granted|was changed to) the (?P<what>races|resistances) "
        r"(?P<values>[\w/]+) at moment (?P<n>\d+) until the end of the (?P<until>phase|battle)"
    )
)
def _granted(game: Table, who: str, unit: str, how: str, what: str, values: str, n: str, until: str) -> None:
    """A continuous effect in force (MC 10.7), which arose at moment n of the position's clock."""
    game.built_unit(uid(P(who), unit))
    grant = {
        "unit": uid(P(who), unit),
        "what": "races" if what == "races" else "resistance",
        "values": values.split("/"),
        "mode": "add" if how == "was granted" else "set",
        "until": until,
        "seq": int(n),
    }
    game.state.setdefault("grants", []).append(grant)
    game.state["clock"] = max(int(game.state.get("clock", 0)), int(n))
    game.changed()

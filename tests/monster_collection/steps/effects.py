"""Steps of chapter 10's scenarios (abilities and effects): characteristics read with the continuous
effects in force, waiting triggered abilities, and the position's chapter-10 fields."""

from __future__ import annotations

from pytest_bdd import given, parsers, then, when

from .dsl import names, uid
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
    game.at_moment(int(n))


@given(
    parsers.re(
        r"(?P<who>[AB])'s (?P<unit>[\w#:-]+) (?P<how>was granted|was changed to) the (?P<what>races|resistances) "
        r"(?P<values>[\w/]+) at moment (?P<n>\d+) until the end of the (?P<until>phase|battle)"
    )
)
def _granted(game: Table, who: str, unit: str, how: str, what: str, values: str, n: str, until: str) -> None:
    """A continuous effect in force (MC 10.7), which arose at moment n of the position's clock."""
    game.built_unit(uid(P(who), unit))
    game.at_moment(int(n))
    if what == "resistances":
        # MC 10.14.1, 13.1.7: a granted resistance is a standing ability given, a modifier like chapter 13's gains
        assert how == "was granted", "a resistance is granted or lost, not changed to (MC 10.14.4, 10.15.2.1)"
        modifier = {
            "unit": uid(P(who), unit), "stat": "standing", "amount": 0, "until": until, "clause": "MC-10-14-4",
            "standing": {"resistance": values.split("/")}, "seq": int(n),
        }  # fmt: skip
        game.state.setdefault("modifiers", []).append(modifier)
        return
    grant = {
        "unit": uid(P(who), unit),
        "what": "races" if what == "races" else "resistance",
        "values": values.split("/"),
        "mode": "add" if how == "was granted" else "set",
        "until": until,
        "seq": int(n),
    }
    game.state.setdefault("grants", []).append(grant)


@when(
    parsers.re(
        r"(?P<who>[AB])'s (?P<unit>[\w#:-]+) (?P<attempt>tries to )?declares? (?P<card>[\w#:-]+) on (?P<targets>[\w#:+-]+)"
        r"(?: choosing (?P<choice>\d+))?(?: paying (?P<costs>[\w#:, -]+?))?(?: with n (?P<n>\d+))?"
        r"(?: naming (?P<named>[\w-]+))?"
    )
)
def _declare(
    game: Table, who: str, unit: str, attempt: str | None, card: str, targets: str, choice: str | None,
    costs: str | None, n: str | None, named: str | None,
) -> None:  # fmt: skip
    """A use with a chosen alternative (MC 10.1.7, counted from 1) and the cards paid as its cost (10.11)."""
    game.begin()
    p = P(who)
    u = uid(p, unit)
    action = {
        "type": "use",
        "player": p,
        "card": uid(p, card),
        "unit": u,
        "targets": [u if t == "itself" else uid(p, t) for t in targets.split("+")],
        "choice": None if choice is None else int(choice) - 1,
        "costs": [uid(p, x) for x in names(costs or "")],
        "number": None if n is None else int(n),
        "named": named,
    }
    game.act(action, attempt=attempt is not None)


@then(parsers.re(r"the board holds no continuous effect on (?P<who>[AB])'s (?P<unit>[\w#:-]+)"))
def _no_grant(game: Table, who: str, unit: str) -> None:
    """MC 10.7.3, 5.1.1.8: no grant or change in force names the card."""
    u = uid(P(who), unit)
    grants = game.board.get("grants", [])
    assert all(x["unit"] != u for x in grants), grants
    assert all(m["unit"] != u for m in game.board.get("modifiers", [])), game.board.get("modifiers")

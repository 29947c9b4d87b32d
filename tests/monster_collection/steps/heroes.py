"""Steps of the summons by effects, name changes and terrain memory (MC 15.1.7, 15.1.8, 10.16.1, 5.1.2.19):
what a unit remembers of its terrain, a name changed by an effect in force, and the units a board shows
with a name."""

from __future__ import annotations

from pytest_bdd import given, parsers, then

from .dsl import uid
from .table import P, Table


@given(parsers.re(r"(?P<who>[AB])'s (?P<unit>[\w#:-]+) was put onto the terrain it stands on"))
def _remembers(game: Table, who: str, unit: str) -> None:
    """MC 5.1.2.19: the unit remembers the terrain it stands on as it stands (its area and placement moment)."""
    u = uid(P(who), unit)
    for t in game.state["battlefield"]:
        if any(x["card"] == u for x in t["units"]):
            game.built_unit(u)["ground"] = {"area": t["area"], "placed": int(t.get("placed", 0))}
            game.changed()
            return
    raise KeyError(f"{u} is not on the battlefield")


@given(parsers.re(r"the terrain at (?P<area>[a-c][1-4]) was placed at moment (?P<n>\d+)"))
def _placed(game: Table, area: str, n: str) -> None:
    """MC 5.1.2.19: the moment the terrain's card was placed there in its present state."""
    game.terrain(area)["placed"] = int(n)
    game.at_moment(int(n))


@given(
    parsers.re(
        r"(?P<who>[AB])'s (?P<unit>[\w#:-]+)'s name was changed to (?P<name>\w+) at moment (?P<n>\d+) "
        r"until the end of the (?P<until>phase|battle)"
    )
)
def _renamed(game: Table, who: str, unit: str, name: str, n: str, until: str) -> None:
    """MC 10.16.1: a name change in force on the unit, which arose at moment n of the position's clock."""
    u = uid(P(who), unit)
    game.built_unit(u)
    grant = {"unit": u, "what": "name", "values": [name], "mode": "set", "until": until, "seq": int(n)}
    game.state.setdefault("grants", []).append(grant)
    game.at_moment(int(n))


@then(parsers.re(r"(?P<who>[AB])'s (?P<unit>[\w#:-]+) remembers the terrain at (?P<area>[a-c][1-4])"))
def _remembered(game: Table, who: str, unit: str, area: str) -> None:
    """MC 5.1.2.19: the unit remembers the terrain standing at ``area`` now (same area, same placement)."""
    ground = game.unit(uid(P(who), unit)).get("ground")
    terrain = next(t for t in game.board["battlefield"] if t["area"] == area)
    assert ground == {"area": area, "placed": terrain.get("placed", 0)}, (ground, terrain.get("placed"))

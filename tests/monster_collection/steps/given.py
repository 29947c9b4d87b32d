"""The Given steps of the Monster Collection scenarios: the position, or a new game's decks."""

from __future__ import annotations

from typing import Any

import pytest
from pytest_bdd import given, parsers

from .dsl import PREFIX, Json, card, card_id, names, uid
from .table import STEPS, P, Table, base_state


@pytest.fixture
def game(impl: Any) -> Table:
    return Table(impl)


# --- Given: the position ---------------------------------------------------------------------------


@given(parsers.re(r"a game in (?P<who>[AB])'s (?P<phase>main phase|normal summon phase|first hand adjustment phase|second hand adjustment phase|end declaration phase)"))
def _game_in(game: Table, who: str, phase: str) -> None:
    p = P(who)
    game.pos["state"] = base_state(STEPS[phase], p, 3 if p == 0 else 4)
    game.state["definitions"].update(game.declared)
    game.changed()


@given(parsers.re(r"a game in the first turn of (?P<who>[AB])"))
def _first_turn(game: Table, who: str) -> None:
    game.pos["state"] = base_state("summon_discard", P(who), 1)
    game.state["definitions"].update(game.declared)
    game.changed()


@given(parsers.re(r"the turn is (?P<n>\d+)"))
def _turn(game: Table, n: str) -> None:
    s = game.state
    s["turn"] = int(n)
    s["first_player"] = s["active"] if int(n) % 2 == 1 else 1 - s["active"]
    game.changed()


@given("the test cards:")
def _cards(game: Table, datatable: list[list[str]]) -> None:
    header, *rows = datatable
    for row in rows:
        game.define(card(dict(zip(header, row, strict=True))))
    game.changed()


def replaced(game: Table, area: str) -> list[Json]:
    """The battlefield without the terrain at ``area``, whose card (a step's doing) leaves the position."""
    keep = []
    for t in game.state["battlefield"]:
        if t["area"] == area:
            game.state["cards"].pop(t["card"], None)
        else:
            keep.append(t)
    return keep


@given(parsers.re(r'(?P<who>[AB]) has "(?P<name>[^"]+)" at (?P<area>[a-c][1-4])'))
def _terrain(game: Table, who: str, name: str, area: str) -> None:
    p = P(who)
    u = game.fresh(p, name)
    battlefield = replaced(game, area)
    battlefield.append({"area": area, "card": u, "placed_by": p, "kind": "card", "units": []})
    game.state["battlefield"] = sorted(battlefield, key=lambda t: t["area"])
    game.changed()


@given(parsers.re(r"(?P<who>[AB]) has a proxy terrain at (?P<area>[a-c][1-4])"))
def _proxy(game: Table, who: str, area: str) -> None:
    p = P(who)
    u = f"{PREFIX[p]}:proxy-{area}"
    game.state["cards"][u] = {"card": "filler", "owner": p}
    battlefield = replaced(game, area)
    battlefield.append({"area": area, "card": u, "placed_by": p, "kind": "proxy", "units": []})
    game.state["battlefield"] = sorted(battlefield, key=lambda t: t["area"])
    game.changed()


@given(parsers.re(r"(?P<who>[AB])'s party at (?P<area>[a-c][1-4]) is (?P<cards>.+)"))
def _party(game: Table, who: str, area: str, cards: str) -> None:
    p = P(who)
    t = game.terrain(area)
    t["units"] = [x for x in t["units"] if game.state["cards"][x["card"]]["owner"] != p]
    t["units"] += [{"card": game.card(p, n)} for n in names(cards)]
    game.changed()


@given(parsers.re(r"(?P<who>[AB])'s (?P<unit>[\w#:-]+) is exhausted"))
def _exhausted(game: Table, who: str, unit: str) -> None:
    game.built_unit(uid(P(who), unit))["exhausted"] = True
    game.changed()


@given(parsers.re(r"(?P<who>[AB])'s (?P<unit>[\w#:-]+) equips (?P<items>.+)"))
def _equips(game: Table, who: str, unit: str, items: str) -> None:
    p = P(who)
    u = game.built_unit(uid(p, unit))
    for name in names(items):
        e = game.card(p, name)
        u.setdefault("equipment", []).append({"card": e, "slots": game.declared[card_id(e)].get("equip_cost", 0)})
    game.changed()


@given(parsers.re(r"(?P<who>[AB])'s (?P<unit>[\w#:-]+) has (?P<n>\d+) damage"))
def _damage(game: Table, who: str, unit: str, n: str) -> None:
    game.built_unit(uid(P(who), unit))["damage"] = int(n)
    game.changed()


@given(parsers.re(r"(?P<who>[AB])'s (?P<unit>[\w#:-]+) has spent (?P<n>\d+) item slots?"))
def _items_spent(game: Table, who: str, unit: str, n: str) -> None:
    game.built_unit(uid(P(who), unit))["items_spent"] = int(n)
    game.changed()


@given(parsers.re(r"(?P<who>[AB])'s (?P<unit>[\w#:-]+) has spent the spell slots (?P<icons>[\w/]+)"))
def _spells_spent(game: Table, who: str, unit: str, icons: str) -> None:
    game.built_unit(uid(P(who), unit))["spells_spent"] = icons.split("/")
    game.changed()


@given(parsers.re(r"(?P<who>[AB])'s (?P<unit>[\w#:-]+) was instantly summoned this turn"))
def _instant(game: Table, who: str, unit: str) -> None:
    game.built_unit(uid(P(who), unit))["instant_turn"] = game.state["turn"]
    game.changed()


@given(parsers.re(r"(?P<who>[AB])'s (?P<unit>[\w#:-]+) has (?P<stat>attack|defence|level|initiative) (?P<n>[+-]\d+) until the end of the phase"))
def _modifier(game: Table, who: str, unit: str, stat: str, n: str) -> None:
    game.state.setdefault("modifiers", []).append(
        {"unit": uid(P(who), unit), "stat": stat, "amount": int(n), "until": "phase", "clause": "MC-10-14-5"}
    )
    game.changed()


@given(parsers.re(r"(?P<who>[AB]) holds (?P<cards>.+) in hand"))
def _hand(game: Table, who: str, cards: str) -> None:
    p = P(who)
    for u in game.state["players"][p]["hand"]:  # the cards it held before leave the position
        game.state["cards"].pop(u, None)
    game.state["players"][p]["hand"] = [game.card(p, n) for n in names(cards)]
    game.changed()


@given(parsers.re(r"(?P<who>[AB])'s draw pile is (?P<cards>.+) from the top"))
def _pile(game: Table, who: str, cards: str) -> None:
    p = P(who)
    old = game.state["players"][p]["draw_pile"]
    for u in old:
        game.state["cards"].pop(u, None)
    game.state["players"][p]["draw_pile"] = [game.card(p, n) for n in names(cards)]
    game.changed()


@given(parsers.re(r"(?P<who>[AB])'s draw pile (?P<what>is empty|has (?P<n>\d+) cards?)"))
def _pile_size(game: Table, who: str, what: str, n: str | None) -> None:
    p = P(who)
    ps = game.state["players"][p]
    for u in ps["draw_pile"]:
        game.state["cards"].pop(u, None)
    ps["draw_pile"] = [f"{PREFIX[p]}:filler-{k}" for k in range(1, int(n or 0) + 1)]
    for u in ps["draw_pile"]:
        game.state["cards"][u] = {"card": "filler", "owner": p}
    if not any(x["draw_pile"] for x in game.state["players"]):
        game.state.setdefault("decks_out_turn", game.state["turn"])
    else:
        game.state.pop("decks_out_turn", None)
    game.changed()


@given(parsers.re(r"both draw piles ran out in turn (?P<n>\d+)"))
def _decks_out(game: Table, n: str) -> None:
    game.state["decks_out_turn"] = int(n)
    game.changed()


@given(parsers.re(r"(?P<who>[AB])'s (?P<zone>discard pile|removal zone) holds (?P<cards>.+)"))
def _zone(game: Table, who: str, zone: str, cards: str) -> None:
    p = P(who)
    key = {"discard pile": "discard", "removal zone": "removed"}[zone]
    game.state["players"][p][key] = [game.card(p, n) for n in names(cards)]
    game.changed()


@given(parsers.re(r"(?P<who>[AB]) has placed (?P<what>a terrain card|a proxy terrain) this turn"))
def _placed(game: Table, who: str, what: str) -> None:
    game.state["placed_card_terrain" if what == "a terrain card" else "placed_proxy"] = True
    game.changed()


@given(parsers.re(r"an advance with battle into (?P<area>[a-c][1-4]) failed this main phase"))
def _failed(game: Table, area: str) -> None:
    game.state.setdefault("failed_battle_areas", []).append(area)
    game.changed()


@given(parsers.re(r"the seed is (?P<n>\d+)"))
def _seed(game: Table, n: str) -> None:
    game.state["rng"] = int(n)
    if game.setup is not None:
        game.setup["seed"] = int(n)
    game.changed()


@given(parsers.re(r"(?P<who>[AB])'s hand limit is (?P<n>\d+)"))
def _hand_limit(game: Table, who: str, n: str) -> None:
    game.state["players"][P(who)]["hand_limit"] = int(n)
    game.changed()


@given(parsers.re(r"(?P<n>\d+) turns? in a row (?:was|were) the same situation"))
def _same(game: Table, n: str) -> None:
    game.state["same_turns"] = int(n)
    game.changed()


@given("nothing has changed in the zones since the turn began")
def _zones_recorded(game: Table) -> None:
    game.state["turn_start_zones"] = zones(game.state)
    game.changed()


def zones(state: Json) -> list[list[str]]:
    """MC 1.2.4.1.2: both players' hand, draw pile, discard pile and removal zone, each sorted."""
    return [sorted(ps[z]) for ps in state["players"] for z in ("hand", "draw_pile", "discard", "removed")]


@given(parsers.re(r"the position's (?P<path>[\w.]+) is (?P<value>.+)"))
def _raw(game: Table, path: str, value: str) -> None:
    """Write any field of the position (for refusals): ``the position's state.turn is 0``."""
    import json

    *keys, last = path.split(".")
    node: Any = game.pos
    for k in keys:
        node = node[int(k)] if k.isdigit() else node[k]
    node[int(last) if last.isdigit() else last] = json.loads(value)
    game.changed()


@given(parsers.re(r"there is no terrain at (?P<area>[a-c][1-4]) in the position"))
def _no_terrain_given(game: Table, area: str) -> None:
    game.state["battlefield"] = replaced(game, area)
    game.changed()


# --- Given: a new game -----------------------------------------------------------------------------


@given("a new game")
def _new_game(game: Table) -> None:
    game.setup = {"definitions": {}, "players": [{"deck": []}, {"deck": []}], "seed": 0}


@given(parsers.re(r"(?P<who>[AB])'s deck holds (?P<spec>.+)"))
def _deck(game: Table, who: str, spec: str) -> None:
    """``3 goblin, 20 other units, 27 other cards``: declared cards by count, or distinct invented ones
    (``other units``: level-1 walking units; ``other cards``: battle spells without abilities)."""
    assert game.setup is not None
    p = P(who)
    deck: list[str] = []
    for part in (x.strip() for x in spec.split(",")):
        count, _, what = part.partition(" ")
        n = int(count)
        if what in ("other units", "other cards"):
            for k in range(n):
                cid = f"{'unit' if what == 'other units' else 'card'}-{PREFIX[p].lower()}{len(deck) + k}"
                c: Json = (
                    {"id": cid, "name": cid, "type": "unit", "level": 1, "attack": 1, "defence": 1, "advance": ["walking"]}
                    if what == "other units"
                    else {"id": cid, "name": cid, "type": "battle_spell"}
                )
                game.setup["definitions"][cid] = c
                deck.append(cid)
        else:
            game.setup["definitions"][what] = game.declared[what]
            deck += [what] * n
    game.setup["players"][p]["deck"] = deck


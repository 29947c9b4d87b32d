"""The Then steps of the Monster Collection scenarios: the answers to the last run of When steps."""

from __future__ import annotations

from typing import Any

from pytest_bdd import parsers, then

from tests.adapters import Unsupported

from .dsl import PREFIX, Json, names, uid
from .table import P, Table

# --- Then: rulings ---------------------------------------------------------------------------------


@then("the action is legal")
def _legal(game: Table) -> None:
    assert game.rulings and game.rulings[-1]["legal"], game.rulings[-1] if game.rulings else game.refusal


@then(parsers.re(r'the action is illegal citing "(?P<clause>[^"]+)"'))
def _illegal(game: Table, clause: str) -> None:
    assert game.rulings, f"no ruling (refusal: {game.refusal})"
    r = game.rulings[-1]
    assert not r["legal"], f"the action was legal: {r['events']}"
    assert clause in r["clauses"], f"cited {r['clauses']}: {r['reason']}"
    assert game.answer is not None and game.before is not None
    assert game.answer["position"] == game.before, "an illegal action changed the position"


@then(parsers.re(r'the ruling cites "(?P<clause>[^"]+)"'))
def _cites(game: Table, clause: str) -> None:
    cited = [e["clause"] for e in game.events]
    assert clause in cited, f"{clause} not among {cited}"


@then(parsers.re(r'the ruling does not cite "(?P<clause>[^"]+)"'))
def _not_cites(game: Table, clause: str) -> None:
    cited = [e["clause"] for e in game.events]
    assert clause not in cited, [e for e in game.events if e["clause"] == clause]


@then(parsers.re(r"the ruling cites in order (?P<clauses>.+)"))
def _cites_in_order(game: Table, clauses: str) -> None:
    wanted = [c.strip().strip('"') for c in clauses.split(",")]
    cited = [e["clause"] for e in game.events]
    at = 0
    for c in wanted:
        assert c in cited[at:], f"{c} not cited after position {at} in {cited}"
        at = cited.index(c, at) + 1


@then(parsers.re(r"the ruling says in order (?P<texts>.+)"))
def _says_in_order(game: Table, texts: str) -> None:
    wanted = [t.strip().strip('"') for t in texts.split('", "')]
    said = [e["what"] for e in game.events]
    at = 0
    for w in wanted:
        hit = next((k for k in range(at, len(said)) if w in said[k]), None)
        assert hit is not None, f"{w!r} not said after position {at} in {said}"
        at = hit + 1


@then(parsers.re(r'the ruling (?P<neg>does not say|says) "(?P<text>[^"]+)"'))
def _says(game: Table, neg: str, text: str) -> None:
    said = any(text in e["what"] for e in game.events)
    assert said == (neg == "says"), [e["what"] for e in game.events]


# --- Then: the decision ----------------------------------------------------------------------------


@then(parsers.re(r'(?P<who>[AB]) must decide "(?P<kind>[\w_]+)"'))
def _must_decide(game: Table, who: str, kind: str) -> None:
    pending = game.pending
    assert pending is not None, "the game is over"
    assert (pending["kind"], pending["player"]) == (kind, P(who)), f"pending: {pending['kind']} of player {pending['player']}"


@then(parsers.re(r'(?P<who>[AB]) is not asked "(?P<kind>[\w_]+)"'))
def _not_asked(game: Table, who: str, kind: str) -> None:
    pending = game.pending
    assert pending is None or (pending["kind"], pending["player"]) != (kind, P(who)), pending


@then(parsers.re(r"the options (?P<how>include|do not include|are exactly) (?P<items>.+)"))
def _options(game: Table, how: str, items: str) -> None:
    wanted = [x.strip() for x in items.split(";")]
    options = game.options()
    if how == "include":
        missing = [w for w in wanted if w not in options]
        assert not missing, f"missing {missing} in {options}"
    elif how == "do not include":
        present = [w for w in wanted if w in options]
        assert not present, f"{present} offered: {options}"
    else:
        assert sorted(options) == sorted(wanted), options


# --- Then: the board -------------------------------------------------------------------------------


def where(board: Json, u: str) -> str:
    for t in board["battlefield"]:
        if any(x["card"] == u for x in t["units"]):
            a: str = t["area"]
            return a
    for p, ps in enumerate(board["players"]):
        for zone in ("draw_pile", "hand", "discard", "removed", "effect_zone"):
            if u in ps[zone]:
                return f"{zone} of {PREFIX[p]}"
        for t in board["battlefield"]:
            for x in t["units"]:
                if any(e["card"] == u for e in x.get("equipment", [])):
                    return f"equipped by {x['card']}"
    for t in board["battlefield"]:
        if t["card"] == u:
            return f"terrain at {t['area']}"
    return "nowhere"


@then(parsers.re(r"(?P<who>[AB])'s (?P<unit>[\w#:-]+) (?:is|stands) at (?P<area>[a-c][1-4])"))
def _unit_at(game: Table, who: str, unit: str, area: str) -> None:
    u = uid(P(who), unit)
    assert where(game.board, u) == area, f"{u} is {where(game.board, u)}"


ZONES = {"discard pile": "discard", "hand": "hand", "draw pile": "draw_pile", "removal zone": "removed", "effect zone": "effect_zone"}


@then(parsers.re(r"(?P<who>[AB])'s (?P<card>[\w#:-]+) is in (?P<owner>[AB])'s (?P<zone>discard pile|hand|draw pile|removal zone|effect zone)"))
def _in_zone(game: Table, who: str, card: str, owner: str, zone: str) -> None:
    u = uid(P(who), card)
    assert where(game.board, u) == f"{ZONES[zone]} of {owner}", f"{u} is {where(game.board, u)}"


@then(parsers.re(r"(?P<who>[AB])'s (?P<card>[\w#:-]+) is equipped by (?P<unit>[\w#:-]+)"))
def _equipped_by(game: Table, who: str, card: str, unit: str) -> None:
    p = P(who)
    assert where(game.board, uid(p, card)) == f"equipped by {uid(p, unit)}", where(game.board, uid(p, card))


@then(parsers.re(r"(?P<who>[AB])'s (?P<unit>[\w#:-]+) is (?P<state>exhausted|ready)"))
def _orientation(game: Table, who: str, unit: str, state: str) -> None:
    u = game.unit(uid(P(who), unit))
    assert u.get("exhausted", False) == (state == "exhausted"), u


@then(parsers.re(r"(?P<who>[AB])'s (?P<unit>[\w#:-]+) has (?P<n>\d+) damage"))
def _has_damage(game: Table, who: str, unit: str, n: str) -> None:
    u = game.unit(uid(P(who), unit))
    assert u.get("damage", 0) == int(n), u


@then(parsers.re(r"(?P<who>[AB])'s (?P<unit>[\w#:-]+) has (?P<stats>(?:(?:level|attack|defence|initiative|item_slots|free_item_slots) -?\d+(?:, )?)+)"))
def _has_values(game: Table, who: str, unit: str, stats: str) -> None:
    reading = game.readings["units"][uid(P(who), unit)]
    for part in stats.split(","):
        key, value = part.split()
        assert reading[key] == int(value), f"{key} is {reading[key]}, not {value}: {reading}"


@then(parsers.re(r"(?P<who>[AB])'s (?P<unit>[\w#:-]+) has the free spell slots (?P<icons>[\w/]+|none)"))
def _spell_slots(game: Table, who: str, unit: str, icons: str) -> None:
    reading = game.readings["units"][uid(P(who), unit)]
    want = [] if icons == "none" else sorted(icons.split("/"))
    assert sorted(reading["free_spell_slots"]) == want, reading


@then(parsers.re(r"(?P<who>[AB])'s party at (?P<area>[a-c][1-4]) is (?P<cards>.+)"))
def _party_is(game: Table, who: str, area: str, cards: str) -> None:
    p = P(who)
    t = next((t for t in game.board["battlefield"] if t["area"] == area), None)
    got = [] if t is None else [x["card"] for x in t["units"] if x["card"].startswith(f"{PREFIX[p]}:")]
    assert got == [uid(p, n) for n in names(cards)], got


@then(parsers.re(r"(?P<who>[AB]) has (?P<n>\d+) cards? in (?P<zone>hand|the draw pile|the discard pile|the removal zone)"))
def _count(game: Table, who: str, n: str, zone: str) -> None:
    key = {"hand": "hand", "the draw pile": "draw_pile", "the discard pile": "discard", "the removal zone": "removed"}[zone]
    got = game.board["players"][P(who)][key]
    assert len(got) == int(n), got


@then(parsers.re(r"(?P<who>[AB])'s hand is (?P<cards>.+)"))
def _hand_is(game: Table, who: str, cards: str) -> None:
    p = P(who)
    assert sorted(game.board["players"][p]["hand"]) == sorted(uid(p, n) for n in names(cards)), game.board["players"][p]["hand"]


@then(parsers.re(r"(?P<who>[AB])'s draw pile is (?P<cards>.+) from the top"))
def _pile_is(game: Table, who: str, cards: str) -> None:
    p = P(who)
    assert game.board["players"][p]["draw_pile"] == [uid(p, n) for n in names(cards)], game.board["players"][p]["draw_pile"]


@then(parsers.re(r'the terrain at (?P<area>[a-c][1-4]) is (?P<what>"[^"]+" of [AB]|a proxy terrain of [AB]|a headquarters of [AB])'))
def _terrain_is(game: Table, area: str, what: str) -> None:
    t = next((t for t in game.board["battlefield"] if t["area"] == area), None)
    assert t is not None, f"no terrain at {area}"
    owner = P(what[-1])
    assert t["placed_by"] == owner, t
    if what.startswith('"'):
        assert t["kind"] == "card" and t["card"] == uid(owner, what.split('"')[1]), t
    else:
        assert t["kind"] == ("proxy" if "proxy" in what else "headquarters"), t


@then(parsers.re(r"there is no terrain at (?P<area>[a-c][1-4])"))
def _no_terrain(game: Table, area: str) -> None:
    assert all(t["area"] != area for t in game.board["battlefield"]), area


@then(parsers.re(r"(?P<area>[a-c][1-4]) is controlled by (?P<who>[AB]|nobody)"))
def _controlled(game: Table, area: str, who: str) -> None:
    got = game.readings["terrains"][area]["controller"]
    assert got == (None if who == "nobody" else P(who)), got


@then(parsers.re(r"the limit of (?P<area>[a-c][1-4]) is (?P<n>\d+)"))
def _limit(game: Table, area: str, n: str) -> None:
    assert game.readings["terrains"][area]["limit"] == int(n), game.readings["terrains"][area]


# --- Then: the battle ------------------------------------------------------------------------------


@then(parsers.re(r'the battle at (?P<area>[a-c][1-4]) is in the "(?P<timing>[\w_]+)" timing'))
def _battle_timing(game: Table, area: str, timing: str) -> None:
    b = game.board.get("battle")
    assert b is not None, "no battle"
    assert (b["area"], b["timing"]) == (area, timing), b


@then("there is no battle")
def _no_battle(game: Table) -> None:
    assert game.board.get("battle") is None, game.board.get("battle")


@then(parsers.re(r"the initiative (?P<what>dice|results) (?:are|were) (?P<a>-?\d+) for A and (?P<b>-?\d+) for B"))
def _initiative(game: Table, what: str, a: str, b: str) -> None:
    key = "rolls" if what == "dice" else "results"
    events = [e for e in game.events if e["clause"] == ("MC-8-3-4-7" if what == "results" else "MC-8-3-4-5")]
    if what == "results":
        assert events and events[-1]["data"]["results"] == [int(a), int(b)], events
    else:
        rolls = [e["data"]["rolls"][0] for e in events]
        assert len(rolls) >= 2, events
        del key


@then(parsers.re(r"(?P<who>[AB]) strikes first"))
def _first(game: Table, who: str) -> None:
    events = [e for e in game.events if e["clause"] == "MC-8-3-4-8"]
    assert events and events[-1]["data"]["first"] == P(who), events


# --- Then: the game --------------------------------------------------------------------------------


@then(parsers.re(r'(?P<who>[AB]) wins(?: by "(?P<reason>[\w_]+)")?'))
def _wins(game: Table, who: str, reason: str | None) -> None:
    result = game.board.get("result")
    assert result is not None, "the game goes on"
    assert result["winner"] == P(who), result
    if reason:
        assert result["reason"] == reason, result


@then(parsers.re(r'the game is a draw(?: by "(?P<reason>[\w_]+)")?'))
def _draw(game: Table, reason: str | None) -> None:
    result = game.board.get("result")
    assert result is not None and result["winner"] is None, result
    if reason:
        assert result["reason"] == reason, result


@then(parsers.re(r"the units in the enemy territory were (?P<a>\d+) for A and (?P<b>\d+) for B"))
def _territory_counts(game: Table, a: str, b: str) -> None:
    result = game.board.get("result")
    assert result is not None and result["units_in_enemy_territory"] == [int(a), int(b)], result


@then("the game goes on")
def _goes_on(game: Table) -> None:
    assert game.board.get("result") is None, game.board.get("result")
    assert game.pending is not None


@then(parsers.re(r'the game is at "(?P<step>[\w_]+)" of turn (?P<n>\d+) with (?P<who>[AB]) active'))
def _at(game: Table, step: str, n: str, who: str) -> None:
    s = game.answer["position"]["state"] if game.answer and "position" in game.answer else game.board
    assert (s["step"], s["turn"], s["active"]) == (step, int(n), P(who)), (s["step"], s["turn"], s["active"])


@then(parsers.re(r"(?P<n>\d+) turns in a row have been the same situation"))
def _same_count(game: Table, n: str) -> None:
    assert game.board.get("same_turns", 0) == int(n), game.board.get("same_turns")


# --- Then: refusals and views ----------------------------------------------------------------------


@then(parsers.re(r'the (?:position|setup) is refused citing "(?P<clause>[^"]+)"'))
def _refused(game: Table, clause: str) -> None:
    if game.refusal is None and game.answer is None:
        game.submit()
    assert game.refusal is not None, "the position was accepted"
    assert game.refusal.get("clause") == clause, game.refusal


@then(parsers.re(r"the (?:position|setup) is accepted"))
def _accepted(game: Table) -> None:
    if game.refusal is None and game.answer is None:
        game.submit()
    assert game.refusal is None, game.refusal


def view(game: Table, viewer: str) -> Json:
    """What ``viewer`` sees of the position: the implementation's per-player view (the game contract's
    ``view``; ``/v1/games/monster-collection/view`` over HTTP, the ``view`` request of JSON lines). An
    implementation without one reports the scenario as unsupported."""
    see = getattr(game.impl, "view", None)
    if see is None:
        raise Unsupported("per-player views")
    v: Json = see(game.pos, P(viewer))["board"]
    return v


@then(parsers.re(r"in (?P<viewer>[AB])'s view, (?P<card>[\w#:-]+) is (?P<how>hidden|shown)"))
def _view_card(game: Table, viewer: str, card: str, how: str) -> None:
    v = view(game, viewer)
    shown = card in v["cards"] and v["cards"][card]["card"] is not None
    assert shown == (how == "shown"), v["cards"].get(card)


@then(parsers.re(r"in (?P<viewer>[AB])'s view, (?P<who>[AB])'s draw pile shows (?P<n>\d+) cards"))
def _view_pile(game: Table, viewer: str, who: str, n: str) -> None:
    v = view(game, viewer)
    assert v["players"][P(who)]["draw_pile"] == int(n), v["players"][P(who)]["draw_pile"]


@then(parsers.re(r"in (?P<viewer>[AB])'s view, (?P<who>[AB])'s hand shows (?P<n>\d+) cards"))
def _view_hand(game: Table, viewer: str, who: str, n: str) -> None:
    v = view(game, viewer)
    assert len(v["players"][P(who)]["hand"]) == int(n), v["players"][P(who)]["hand"]


@then(parsers.re(r"in (?P<viewer>[AB])'s view, a terrain stands at (?P<area>[a-c][1-4])"))
def _view_terrain(game: Table, viewer: str, area: str) -> None:
    v = view(game, viewer)
    assert any(t["area"] == area for t in v["battlefield"]), v["battlefield"]


# --- Then: what the exchange dealt -----------------------------------------------------------------

DAMAGE_CLAUSES = ("MC-9-3", "MC-9-4", "MC-4-5-1")


@then(parsers.re(r"(?P<who>[AB])'s (?P<unit>[\w#:-]+) took (?P<n>\d+) (?P<kind>attack damage|damage)(?P<all> in all)?"))
def _took(game: Table, who: str, unit: str, n: str, kind: str, all: str | None) -> None:
    """``attack damage``: from attacks (MC 9.3, 9.4); ``damage``: from effects (4.5.1); ``in all``: both."""
    u = uid(P(who), unit)
    clauses = DAMAGE_CLAUSES if all else ("MC-9-3", "MC-9-4") if kind == "attack damage" else ("MC-4-5-1",)
    hits = [e["data"]["damage"] for e in game.events if e["clause"] in clauses and e["data"].get("card") == u]
    assert hits and sum(hits) == int(n), f"{u} took {hits}"


@then(parsers.re(r"(?P<who>[AB])'s (?P<unit>[\w#:-]+) took no (?P<which>effect |attack )?damage"))
def _took_none(game: Table, who: str, unit: str, which: str | None) -> None:
    """``no damage``: of any kind; ``no effect damage``: none from effects (MC 4.5.1); ``no attack
    damage``: none from attacks (9.3, 9.4)."""
    u = uid(P(who), unit)
    clauses = {"effect ": ("MC-4-5-1",), "attack ": ("MC-9-3", "MC-9-4")}.get(which or "", DAMAGE_CLAUSES)
    hits = [e["data"]["damage"] for e in game.events if e["clause"] in clauses and e["data"].get("card") == u]
    assert not any(hits), f"{u} took {hits}"


@then(parsers.re(r"(?P<who>[AB])'s (?P<unit>[\w#:-]+) (?P<how>died|was discarded|is still on the battlefield)"))
def _fate(game: Table, who: str, unit: str, how: str) -> None:
    u = uid(P(who), unit)
    gone = [e for e in game.events if e["data"].get("card") == u and e["clause"].startswith("MC-11-3")]
    at = where(game.board, u)
    if how == "is still on the battlefield":
        assert len(at) == 2, f"{u} is {at}"
        return
    assert at == f"discard of {u[0]}", f"{u} is {at}"
    if how == "died":
        assert any("dies" in e["what"] for e in game.events if e["data"].get("card") == u), gone


@then(parsers.re(r'the first player must decide "(?P<kind>[\w_]+)"'))
def _first_player_decides(game: Table, kind: str) -> None:
    pending = game.pending
    assert pending is not None
    first = game.board["first_player"]
    assert (pending["kind"], pending["player"]) == (kind, first), (pending["kind"], pending["player"], first)


@then(parsers.re(r'the last event (?:of the ruling )?cites "(?P<clause>[^"]+)"'))
def _last_event(game: Table, clause: str) -> None:
    assert game.events and game.events[-1]["clause"] == clause, game.events[-1:] if game.events else "no events"


@then(parsers.re(r"no effect in force names (?P<who>[AB])'s (?P<unit>[\w#:-]+)"))
def _no_effect_on(game: Table, who: str, unit: str) -> None:
    u = uid(P(who), unit)
    assert all(m["unit"] != u for m in game.board.get("modifiers", [])), game.board.get("modifiers")


@then(parsers.re(r'the ruling says "(?P<text>[^"]+)" (?P<n>\d+) times'))
def _says_times(game: Table, text: str, n: str) -> None:
    said = [e["what"] for e in game.events if text in e["what"]]
    assert len(said) == int(n), said



def pytest_bdd_before_step(request: Any, feature: Any, scenario: Any, step: Any, step_func: Any) -> None:
    """A run of When steps is one exchange: Then steps look at the answers to all of it. The first When
    after a Then (or after the Given steps) starts a new one. (A hook of the game's step modules: the
    harness puts it in tests/monster_collection/conftest.py, so it applies to these scenarios only.)"""
    if "game" not in request.fixturenames:
        return
    table = request.getfixturevalue("game")
    if not isinstance(table, Table):
        return
    if step.type == "then":
        table.checked = True

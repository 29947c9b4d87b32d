"""Step definitions of the Monster Collection scenarios (docs/monster-collection.md has the vocabulary).

Steps build JSON positions and actions and send them through the adapter fixture ``impl``; they never
call the engine. A When step may send several actions, each with the position the previous one left;
Then steps look at the answers to the last When step."""

from __future__ import annotations

import contextlib
import copy
from typing import Any

import pytest
from pytest_bdd import given, parsers, then, when

from tests.adapters import Refused, Unsupported

from .dsl import PREFIX, Json, card, card_id, describe, names, player, uid

FORMAT = "monster-collection-position/1"
FILLER: Json = {"id": "filler", "name": "Filler", "type": "battle_spell"}  # no ability: never usable
HQ = ("b1", "b4")
STEPS = {
    "main phase": "main",
    "normal summon phase": "summon_discard",
    "first hand adjustment phase": "first_hand_adjustment",
    "second hand adjustment phase": "second_hand_adjustment",
    "end declaration phase": "end_declaration",
}


def base_state(step: str, active: int, turn: int) -> Json:
    first = active if turn % 2 == 1 else 1 - active
    cards: Json = {}
    players = []
    for p in (0, 1):
        pile = [f"{PREFIX[p]}:filler-{k}" for k in range(1, 11)]
        for u in [f"{PREFIX[p]}:hq", *pile]:
            cards[u] = {"card": "filler", "owner": p}
        players.append({"draw_pile": pile, "hand": [], "discard": [], "removed": [], "effect_zone": []})
    return {
        "turn": turn,
        "active": active,
        "first_player": first,
        "step": step,
        "definitions": {"filler": FILLER},
        "cards": cards,
        "players": players,
        "battlefield": [
            {"area": HQ[p], "card": f"{PREFIX[p]}:hq", "placed_by": p, "kind": "headquarters", "units": []} for p in (0, 1)
        ],
    }


class Table:
    """The scenario's game: the position being built or played, and the answers to the last When step."""

    def __init__(self, impl: Any) -> None:
        self.impl = impl
        self.pos: Json = {"format": FORMAT, "state": base_state("main", 0, 3), "answers": []}
        self.declared: dict[str, Json] = {}
        self.rulings: list[Json] = []
        self.events: list[Json] = []
        self.answer: Json | None = None  # the last adjudication or legal-actions answer
        self.refusal: Json | None = None
        self.before: Json | None = None  # the position before the last action
        self.setup: Json | None = None
        self.new_game: Json | None = None
        self.checked = True  # a Then step has looked at the answers since the last When step

    @property
    def state(self) -> Json:
        s: Json = self.pos["state"]
        return s

    # --- building -------------------------------------------------------------------------------
    def define(self, c: Json) -> None:
        self.declared[c["id"]] = c
        self.state["definitions"][c["id"]] = c

    def card(self, p: int, name: str) -> str:
        """The uid of a card named in a step, created (owned by the player it names) if new."""
        u = uid(p, name)
        cid = card_id(u)
        if cid not in self.state["definitions"]:
            raise KeyError(f"card {cid!r} is not declared in the test cards")
        owner = "AB".index(u[0])
        self.state["cards"].setdefault(u, {"card": cid, "owner": owner})
        return u

    def fresh(self, p: int, name: str) -> str:
        """A new copy of a card: the named uid, or its next free ``#n`` if that one exists already."""
        u = uid(p, name)
        if u in self.state["cards"] and "#" not in u:
            k = 2
            while f"{u}#{k}" in self.state["cards"]:
                k += 1
            u = f"{u}#{k}"
        return self.card(p, u)

    def terrain(self, area: str) -> Json:
        for t in self.state["battlefield"]:
            if t["area"] == area:
                t_: Json = t
                return t_
        raise KeyError(f"no terrain at {area}")

    def unit(self, u: str) -> Json:
        for t in self.board["battlefield"]:
            for x in t["units"]:
                if x["card"] == u:
                    found: Json = x
                    return found
        raise KeyError(f"{u} is not on the battlefield")

    def built_unit(self, u: str) -> Json:
        for t in self.state["battlefield"]:
            for x in t["units"]:
                if x["card"] == u:
                    found: Json = x
                    return found
        raise KeyError(f"{u} is not on the battlefield")

    # --- acting ---------------------------------------------------------------------------------
    def begin(self) -> None:
        """The start of a When step: the first after a Then starts a new exchange."""
        if self.checked:
            self.rulings = []
            self.events = []
            self.checked = False
        self.refusal = None

    def act(self, action: Json, *, attempt: bool = False) -> Json:
        self.before = copy.deepcopy(self.pos)
        if attempt:  # "unchanged" is the position as the implementation renders it without the action
            with contextlib.suppress(Refused):  # a refused position is reported by the action itself
                self.before = self.impl.adjudicate(self.pos, [])["position"]
        try:
            answer = self.impl.adjudicate(self.pos, [action])
        except Refused as r:
            self.refusal = r.problem
            if attempt:
                return {}
            raise AssertionError(f"the position was refused: {r.problem}") from None
        self.answer = answer
        (ruling,) = answer["rulings"]
        self.rulings.append(ruling)
        self.events += ruling["events"]
        if ruling["legal"]:
            self.pos = answer["position"]
        elif not attempt:
            raise AssertionError(f"{describe(action)} was ruled illegal: {ruling['clauses']} {ruling['reason']}")
        result: Json = ruling
        return result

    def submit(self) -> None:
        try:
            self.answer = self.impl.legal_actions(self.pos)
            self.refusal = None
        except Refused as r:
            self.refusal = r.problem
            self.answer = None

    @property
    def board(self) -> Json:
        if self.answer is None:
            self.submit()
        assert self.answer is not None, f"the position was refused: {self.refusal}"
        b: Json = self.answer["board"]
        return b

    @property
    def readings(self) -> Json:
        if self.answer is None:
            self.submit()
        assert self.answer is not None
        r: Json = self.answer["readings"]
        return r

    @property
    def pending(self) -> Json | None:
        if self.answer is None:
            self.submit()
        assert self.answer is not None, f"the position was refused: {self.refusal}"
        return self.answer.get("pending")

    def options(self) -> list[str]:
        pending = self.pending
        assert pending is not None, "no decision is pending"
        return [describe(o) for o in pending["options"]]

    def option(self, text: str, who: int | None = None) -> Json:
        """The pending option described by ``text``."""
        pending = self.pending
        assert pending is not None, "no decision is pending"
        for o in pending["options"]:
            if describe(o) == text and (who is None or o["player"] == who):
                found: Json = o
                return found
        raise AssertionError(f"no option {text!r}; the options are {self.options()}")

    def changed(self) -> None:
        """The position was edited by a Given step: answers from an earlier submission are stale."""
        self.answer = None


@pytest.fixture
def game(impl: Any) -> Table:
    return Table(impl)


def P(who: str) -> int:
    return player(who)


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


# --- When ------------------------------------------------------------------------------------------


def attempt_of(text: str | None) -> bool:
    return bool(text)


ATTEMPT = r"(?P<attempt>tries to )?"


@when(parsers.re(rf"(?P<who>[AB]) {ATTEMPT}(?:ends|end) the (?:main |normal summon )?phase"))
def _end_phase(game: Table, who: str, attempt: str | None) -> None:
    game.begin()
    game.act({"type": "end_phase", "player": P(who)}, attempt=attempt_of(attempt))


@when(parsers.re(rf"(?P<who>[AB]) {ATTEMPT}(?:places|place) (?P<what>a proxy terrain|\"[^\"]+\") at (?P<area>[a-c][1-4])"))
def _place(game: Table, who: str, attempt: str | None, what: str, area: str) -> None:
    game.begin()
    p = P(who)
    c = None if what == "a proxy terrain" else uid(p, what.strip('"'))
    ruling = game.act({"type": "place_terrain", "player": p, "card": c}, attempt=attempt_of(attempt))
    if ruling.get("legal"):
        game.act({"type": "area", "player": p, "area": area}, attempt=attempt_of(attempt))


@when(parsers.re(rf"(?P<who>[AB]) {ATTEMPT}(?:declares|declare) (?:the placement of (?P<what>a proxy terrain|\"[^\"]+\"))"))
def _declare_place(game: Table, who: str, attempt: str | None, what: str) -> None:
    game.begin()
    p = P(who)
    c = None if what == "a proxy terrain" else uid(p, what.strip('"'))
    game.act({"type": "place_terrain", "player": p, "card": c}, attempt=attempt_of(attempt))


@when(parsers.re(rf"(?P<who>[AB]) {ATTEMPT}(?:chooses|choose) the area (?P<area>[a-c][1-4])"))
def _area(game: Table, who: str, attempt: str | None, area: str) -> None:
    game.begin()
    game.act({"type": "area", "player": P(who), "area": area}, attempt=attempt_of(attempt))


@when(parsers.re(rf"(?P<who>[AB]) {ATTEMPT}(?:declares|declare) an advance"))
def _declare_advance(game: Table, who: str, attempt: str | None) -> None:
    game.begin()
    game.act({"type": "advance", "player": P(who)}, attempt=attempt_of(attempt))


def moves(text: str) -> list[tuple[str, str]]:
    out = []
    for part in text.split(" and "):
        unit, _, area = part.strip().rpartition(" to ")
        out.append((unit.strip(), area.strip()))
    return out


@when(parsers.re(rf"(?P<who>[AB]) {ATTEMPT}(?:advances|advance) (?P<text>.+ to [a-c][1-4])"))
def _advance(game: Table, who: str, attempt: str | None, text: str) -> None:
    """Declare an advance, move each unit, and close the choice if it is still open."""
    game.begin()
    p = P(who)
    game.act({"type": "advance", "player": p})
    for unit, area in moves(text):
        ruling = game.act({"type": "advance_unit", "player": p, "unit": uid(p, unit), "to": area}, attempt=attempt_of(attempt))
        if not ruling.get("legal"):
            return
    pending = game.pending
    if pending is not None and pending["kind"] == "advance":
        game.act({"type": "done", "player": p})


@when(parsers.re(rf"(?P<who>[AB]) {ATTEMPT}(?:moves|move) (?P<unit>[\w#:-]+) to (?P<area>[a-c][1-4])"))
def _move(game: Table, who: str, attempt: str | None, unit: str, area: str) -> None:
    game.begin()
    p = P(who)
    game.act({"type": "advance_unit", "player": p, "unit": uid(p, unit), "to": area}, attempt=attempt_of(attempt))


@when(parsers.re(rf"(?P<who>[AB]) {ATTEMPT}(?:is|be) done"))
def _done(game: Table, who: str, attempt: str | None) -> None:
    game.begin()
    game.act({"type": "done", "player": P(who)}, attempt=attempt_of(attempt))


@when(parsers.re(rf"(?P<who>[AB]) {ATTEMPT}(?:passes|pass)"))
def _pass(game: Table, who: str, attempt: str | None) -> None:
    game.begin()
    game.act({"type": "pass", "player": P(who)}, attempt=attempt_of(attempt))


@when(parsers.re(rf"(?P<who>[AB]) {ATTEMPT}(?:summons|summon) (?P<unit>[\w#:-]+)(?: at (?P<area>[a-c][1-4]))?"))
def _summon(game: Table, who: str, attempt: str | None, unit: str, area: str | None) -> None:
    """A summon at the named area; without one, at the battle's terrain if a battle is on, else at the
    player's headquarters."""
    game.begin()
    p = P(who)
    if area is None:
        battle = game.board.get("battle")
        area = battle["area"] if battle else HQ[p]
    game.act({"type": "summon", "player": p, "card": uid(p, unit), "area": area}, attempt=attempt_of(attempt))


@when(parsers.re(rf"(?P<who>[AB]) {ATTEMPT}(?:equips|equip) (?P<item>[\w#:-]+) to (?P<unit>[\w#:-]+)"))
def _equip(game: Table, who: str, attempt: str | None, item: str, unit: str) -> None:
    game.begin()
    p = P(who)
    game.act({"type": "equip", "player": p, "card": uid(p, item), "unit": uid(p, unit)}, attempt=attempt_of(attempt))


@when(parsers.re(rf"(?P<who>[AB]) {ATTEMPT}(?:discards|discard) the equipment (?P<item>[\w#:-]+)"))
def _discard_equipment(game: Table, who: str, attempt: str | None, item: str) -> None:
    game.begin()
    p = P(who)
    game.act({"type": "discard_equipment", "player": p, "card": uid(p, item)}, attempt=attempt_of(attempt))


@when(parsers.re(rf"(?P<who>[AB]) {ATTEMPT}(?:swaps|swap) (?P<item>[\w#:-]+) to (?P<unit>[\w#:-]+)"))
def _swap(game: Table, who: str, attempt: str | None, item: str, unit: str) -> None:
    game.begin()
    p = P(who)
    game.act(
        {"type": "swap_equipment", "player": p, "card": uid(p, item), "to": uid(p, unit)}, attempt=attempt_of(attempt)
    )


@when(parsers.re(rf"(?P<who>[AB]) {ATTEMPT}(?:exchanges|exchange) (?P<item>[\w#:-]+) with (?P<other>[\w#:-]+) of (?P<unit>[\w#:-]+)"))
def _exchange(game: Table, who: str, attempt: str | None, item: str, other: str, unit: str) -> None:
    game.begin()
    p = P(who)
    game.act(
        {"type": "swap_equipment", "player": p, "card": uid(p, item), "to": uid(p, unit), "exchange": uid(p, other)},
        attempt=attempt_of(attempt),
    )


@when(parsers.re(rf"(?P<who>[AB]) {ATTEMPT}(?:puts|put) (?P<units>.+) in front"))
def _front(game: Table, who: str, attempt: str | None, units: str) -> None:
    """Formation, front first: ``A puts orc, goblin in front``."""
    game.begin()
    p = P(who)
    for n in names(units):
        game.act({"type": "front", "player": p, "unit": uid(p, n)}, attempt=attempt_of(attempt))


@when(parsers.re(rf"(?P<who>[AB])'s (?P<unit>[\w#:-]+) {ATTEMPT}(?:uses|use) (?P<card>[\w#:-]+) on (?P<targets>.+)"))
def _use(game: Table, who: str, unit: str, attempt: str | None, card: str, targets: str) -> None:
    """``A's mage uses fireball on B:orc``; several targets joined by ``+``; ``itself``."""
    game.begin()
    p = P(who)
    u = uid(p, unit)
    tgt = [u if t.strip() == "itself" else uid(p, t.strip()) for t in targets.split("+")]
    game.act({"type": "use", "player": p, "card": uid(p, card), "unit": u, "targets": tgt}, attempt=attempt_of(attempt))


@when(parsers.re(rf"(?P<who>[AB]) {ATTEMPT}(?:discards|discard) (?P<cards>[\w#:, -]+) from (?:the |their )?hand"))
def _discard(game: Table, who: str, attempt: str | None, cards: str) -> None:
    game.begin()
    p = P(who)
    for n in names(cards):
        game.act({"type": "discard", "player": p, "card": uid(p, n)}, attempt=attempt_of(attempt))


@when(parsers.re(rf"(?P<who>[AB]) {ATTEMPT}(?:chooses|choose) (?P<unit>[\w#:-]+) to discard"))
def _choose_unit(game: Table, who: str, attempt: str | None, unit: str) -> None:
    game.begin()
    p = P(who)
    game.act({"type": "choose_unit", "player": p, "unit": uid(p, unit)}, attempt=attempt_of(attempt))


@when(parsers.re(rf"(?P<who>[AB]) {ATTEMPT}(?:sends|send) it back to (?P<area>[a-c][1-4])"))
def _return(game: Table, who: str, attempt: str | None, area: str) -> None:
    game.begin()
    game.act({"type": "area", "player": P(who), "area": area}, attempt=attempt_of(attempt))


@when(parsers.re(rf"(?P<who>[AB]) {ATTEMPT}(?:concedes|concede)"))
def _concede(game: Table, who: str, attempt: str | None) -> None:
    game.begin()
    game.act({"type": "concede", "player": P(who)}, attempt=attempt_of(attempt))


@when(parsers.re(r"a judge records a time-out (?:won by (?P<who>[AB])|as a draw)"))
def _time_out(game: Table, who: str | None) -> None:
    game.begin()
    pending = game.pending
    assert pending is not None
    winner = None if who is None else P(who)
    game.act({"type": "time_out", "player": pending["player"], "winner": winner})


@when(parsers.re(rf"(?P<who>[AB]) {ATTEMPT}(?P<what>redoes the preparation|keeps the hand)"))
def _redo(game: Table, who: str, attempt: str | None, what: str) -> None:
    game.begin()
    game.act({"type": "redo", "player": P(who), "redo": what.startswith("redo")}, attempt=attempt_of(attempt))


@when(parsers.re(r"(?P<who>[AB]) answers \"(?P<text>[^\"]+)\""))
def _answer(game: Table, who: str, text: str) -> None:
    """Any pending option, by its description (``the options include …``)."""
    game.begin()
    game.act(game.option(text, P(who)))


DEFAULTS = ("pass", "done", "keep")


def default_answer(game: Table) -> Json | None:
    pending = game.pending
    if pending is None:
        return None
    for o in pending["options"]:
        if describe(o) in DEFAULTS:
            found: Json = o
            return found
    if pending["kind"] in ("formation", "limit_adjustment", "return_area"):
        first: Json = pending["options"][0]
        return first
    return None


@when(parsers.re(r"the battle plays out with passes"))
def _play_out(game: Table) -> None:
    """Answer the battle's decisions with the defaults — pass, done, the formation as it stands — until
    the battle is over or a decision has no default."""
    game.begin()
    for _ in range(200):
        if game.board.get("battle") is None:
            return
        answer = default_answer(game)
        if answer is None:
            return
        game.act(answer)
    raise AssertionError("the battle did not end")


@when(parsers.re(r"the players pass until (?P<who>[AB]) must decide \"(?P<kind>[\w_]+)\""))
def _pass_until(game: Table, who: str, kind: str) -> None:
    game.begin()
    for _ in range(200):
        pending = game.pending
        if pending is not None and pending["kind"] == kind and pending["player"] == P(who):
            return
        answer = default_answer(game)
        assert answer is not None, f"no default answer to {pending}"
        game.act(answer)
    raise AssertionError(f"{who} was never asked {kind}")


@when("the position is submitted")
def _submit(game: Table) -> None:
    game.begin()
    game.submit()


@when(parsers.re(r'the game is set up(?: with a card "(?P<odd>[\w-]+)" in (?P<who>[AB])\'s deck)?'))
def _set_up(game: Table, odd: str | None, who: str | None) -> None:
    """``with a card "x" in A's deck``: the deck's first card replaced by one nobody declared."""
    game.begin()
    assert game.setup is not None
    if odd is not None and who is not None:
        game.setup["players"][P(who)]["deck"][0] = odd
    try:
        game.new_game = game.impl.new_duel(game.setup)
    except Refused as r:
        game.refusal = r.problem
        return
    game.pos = game.new_game["position"]
    game.answer = {"pending": game.new_game["pending"], "board": game.new_game["board"], "readings": {}}


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
    """What ``viewer`` sees of the position; an implementation without per-player views (the adapter
    has no ``view``) reports the scenario as unsupported."""
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


@given(parsers.re(r"there is no terrain at (?P<area>[a-c][1-4]) in the position"))
def _no_terrain_given(game: Table, area: str) -> None:
    game.state["battlefield"] = replaced(game, area)
    game.changed()

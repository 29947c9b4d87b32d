"""Step definitions: set up a position, act, observe — all through the Implementation adapter.

Players are "A" (index 0) and "B" (index 1). A card named in a step is the player's own copy
("slash" in "A uses slash" is "A:slash"); "B:slash" names a copy exactly. The vocabulary is
documented in docs/scenarios.md.
"""

from __future__ import annotations

import copy
from collections.abc import Iterator
from typing import Any

import pytest
from pytest_bdd import given, parsers, then, when

from engine.furuyoni import carddb
from referee.portable import Portability, reading_at
from tests.adapters import Implementation, Json, Refused
from tests.furuyoni.steps import dsl
from tests.furuyoni.steps.dsl import player, uid

POSITION_FORMAT = "furuyoni-position/2"  # docs/protocol.md

# The zones of cards a goddess adds to a player that format 2 keeps under her key
# (players[p].goddess.<key>.<zone>).
GODDESS_ZONES = {
    "parts": "oboro",  # A 3-9
    "machine": "thallya",  # A 9-4
    "assembled": "oboro",  # A 3-7, 3-9
    "poison_bag": "chikage",  # A 7-3-1
    "barracks": "mizuki",  # A 16-4
    "anvil": "hagane",  # A 6-3-1
    "memories": "yatsuha",  # A 14-4
    "plan": "kanawe",  # A 18-4-1
    "perjury": "renri",  # A 20-2-2
    "relics": "renri",  # A 20-2-3
    "achieved": "kanawe",  # A 18-4-2
}

ZONE_WORDS = {
    "hand": "hand",
    "deck": "deck",
    "discard pile": "discard",
    "face-down pile": "face_down",
    "enhancement zone": "enhancements",
    "trump zone": "trumps",
    "extra zone": "extra",
    "out-of-game zone": "out_of_game",
    "relics": "relics",  # A 20-2-3
}


class Sending:
    """The implementation as the steps see it: every request goes through here, which records the test
    cards it carries (``Duel.sent_test_cards``). A scenario of real cards only sends none, whatever its
    Background declares (``Duel.position``); ``referee.portable`` reads the same from the feature files,
    and ``check_portable`` holds the two to each other."""

    def __init__(self, impl: Implementation, duel: Duel) -> None:
        self.inner = impl
        self.duel = duel
        self.name = impl.name

    def _note(self, doc: Json) -> None:
        sent = set(doc.get("definitions") or ())
        reading = self.duel.reading
        if sent and reading is not None and reading.real_cards_only:
            raise AssertionError(
                f"{reading.file}:{reading.line} reads as a scenario of real cards only (referee.portable), "
                f"but it sends the test cards {sorted(sent)}: correct the reading or the scenario"
            )
        self.duel.sent_test_cards |= sent

    def adjudicate(self, position: Json, actions: list[Json]) -> Json:
        self._note(position["state"])
        return self.inner.adjudicate(position, actions)

    def legal_actions(self, position: Json) -> Json:
        self._note(position["state"])
        return self.inner.legal_actions(position)

    def new_duel(self, request: Json) -> Json:
        defs = request.get("definitions") or {}
        chosen = {c for choice in request.get("players", []) for c in choice.get("cards", [])}
        if defs and not chosen & set(defs):
            request = {**request, "definitions": {}}  # no player's deck holds a test card (C 3 with real cards)
        self._note(request)
        return self.inner.new_duel(request)

    def close(self) -> None:
        self.inner.close()


class Duel:
    """The scenario's world: the current position, the last answer, and the implementation."""

    def __init__(self, impl: Implementation) -> None:
        self.impl = Sending(impl, self)
        self.sent_test_cards: set[str] = set()
        self.reading: Portability | None = None  # the scenario's static reading, when it is a scenario
        self.state: Json = base_state("main_action", 0)
        self.answers: list[Json] = []
        self.result: Json | None = None
        self.before: Json | None = None
        self.refused: Refused | None = None
        self.setup: Json = {
            "players": [{"goddesses": [], "cards": []}, {"goddesses": [], "cards": []}],
            "definitions": {},
            "seed": 0,
        }

    # position building
    def moment(self, fresh: Json) -> None:
        """Start the position afresh at a moment of the duel, keeping the test cards declared so far
        (a Background may declare them before a scenario picks its moment)."""
        fresh["definitions"] = self.state["definitions"]
        self.state.update(fresh)

    def position(self) -> Json:
        """The position as sent: the test cards declared so far go with it only when one of its cards is
        a test card (a Background declares them for the whole file; a scenario of real cards only, in
        the same file, must not need an implementation to read them)."""
        defs = self.state.get("definitions") or {}
        if defs and not any(inst.get("card") in defs for inst in self.state["cards"].values()):
            return {"state": {**self.state, "definitions": {}}, "answers": self.answers, "format": POSITION_FORMAT}
        return {"state": self.state, "answers": self.answers, "format": POSITION_FORMAT}

    def player_state(self, p: int) -> Json:
        return self.state["players"][p]

    def records(self, p: int) -> Json:
        """Player p's records of the turn (``players[p].records``), to set."""
        records: Json = self.state["players"][p].setdefault("records", {})
        return records

    def goddess_state(self, p: int, key: str) -> Json:
        """What the goddess `key` adds to player p (``players[p].goddess.<key>``), to set."""
        mine: Json = self.state["players"][p].setdefault("goddess", {}).setdefault(key, {})
        return mine

    def card_goddess_state(self, u: str, key: str) -> Json:
        """What the goddess `key` adds to the card `u` (``cards[u].goddess.<key>``), to set."""
        mine: Json = self.state["cards"][u].setdefault("goddess", {}).setdefault(key, {})
        return mine

    def zone(self, p: int, zone: str) -> list[str]:
        """Player p's zone of cards, to set: a core zone, or one a goddess adds (``GODDESS_ZONES``)."""
        key = GODDESS_ZONES.get(zone)
        holder = self.state["players"][p] if key is None else self.goddess_state(p, key)
        cards: list[str] = holder.setdefault(zone, [])
        return cards

    def board_zone(self, p: int, zone: str) -> list[str]:
        """Player p's zone of cards on the board after the last action ([] for a goddess's zone it lacks)."""
        key = GODDESS_ZONES.get(zone)
        holder = self.board["players"][p] if key is None else self.board_goddess(p, key)
        cards: list[str] = holder.get(zone, [])
        return cards

    def board_records(self, p: int) -> Json:
        """Player p's records of the turn on the board after the last action."""
        records: Json = self.board["players"][p].get("records", {})
        return records

    def board_goddess(self, p: int, key: str) -> Json:
        """What the goddess `key` adds to player p on the board after the last action ({} for nothing:
        her defaults)."""
        mine: Json = self.board["players"][p].get("goddess", {}).get(key, {})
        return mine

    def define(self, card: Json) -> None:
        self.state["definitions"][card["id"]] = card

    def is_trump(self, cid: str) -> bool:
        """Whether the card ``cid`` is a trump: a declared test card's category, else the card
        database's facts of the real card (the public /v1/cards data)."""
        if cid in self.state["definitions"]:
            return bool(self.state["definitions"][cid].get("category") == "trump")
        try:
            return carddb.card(cid).is_trump
        except KeyError:
            raise AssertionError(f"declare the test card {cid!r} before placing it") from None

    def place(self, p: int, card: str, zone: str, **extra: Any) -> str:
        u = uid(p, card)
        cid = u.split(":", 1)[1]
        trump = self.is_trump(cid)
        for ps in self.state["players"]:
            for zones in (ps, *ps.get("goddess", {}).values()):  # a goddess's zones too (Mizuki's barracks …)
                for z, cards in zones.items():
                    if isinstance(cards, list) and u in cards and z != "goddesses":
                        cards.remove(u)
        inst = {"card": cid, "holder": int(u[0] == "B")}
        if trump:
            inst["trump_state"] = "unused"
        inst.update(extra)
        self.state["cards"][u] = inst
        self.zone(p, zone).append(u)
        return u

    # acting
    def act(self, action: Json) -> None:
        self.before = copy.deepcopy(self.position())
        self.refused = None
        try:
            self.result = self.impl.adjudicate(self.position(), [action])
        except Refused as exc:
            self.refused = exc
            self.result = None
            return
        pos = self.result["position"]
        declared = self.state.get("definitions") or {}
        self.state, self.answers = pos["state"], pos["answers"]
        if declared and not self.state.get("definitions"):
            self.state["definitions"] = declared  # kept for cards a later step may place

    @property
    def ruling(self) -> Json:
        assert self.result is not None, f"no ruling: the input was refused ({self.refused and self.refused.problem})"
        ruling: Json = self.result["rulings"][-1]
        return ruling

    @property
    def board(self) -> Json:
        if self.result is not None:
            board: Json = self.result["board"]
            return board
        return self.impl.legal_actions(self.position())["board"]

    @property
    def pending(self) -> Json | None:
        if self.result is not None:
            pending: Json | None = self.result["pending"]
            return pending
        return self.impl.legal_actions(self.position())["pending"]

    def options(self) -> list[str]:
        pend = self.pending
        assert pend is not None, "no decision is pending"
        return [dsl.describe(o, pend["player"]) for o in pend["options"]]


def base_state(step: str, active: int, turn: int = 3, kind: str | None = "standard") -> Json:
    return {
        "step": step,
        "turn": turn,
        "active": active,
        "action_kind": kind,
        "distance": 10,
        "dust": 0,
        "players": [
            {
                "life": 10,
                "aura": 3,
                "flare": 0,
                "concentration": 0,
                "deck": [],
                "hand": [],
                "discard": [],
                "face_down": [],
                "enhancements": [],
                "trumps": [],
                "in_use": [],
                "extra": [],
                "out_of_game": [],
            }
            for _ in range(2)
        ],
        "cards": {},
        "definitions": {},
    }


@pytest.fixture
def duel(impl: Implementation, request: pytest.FixtureRequest) -> Iterator[Duel]:
    dsl.ALIASES.clear()
    world = Duel(impl)
    world.reading = scenario_reading(request.node)
    yield world
    check_portable(world, request.node)


def scenario_reading(item: pytest.Item) -> Portability | None:
    """``referee.portable``'s reading of the scenario ``item`` runs (None for other tests)."""
    from tests.conformance_plugin import scenario_info

    info = scenario_info(item)
    if info is None:
        return None
    feature, _name, line = info
    return reading_at("furuyoni", item.config.rootpath / feature, line, item.config.rootpath)


CALL_PASSED = pytest.StashKey[bool]()


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]) -> Iterator[None]:
    report = yield
    if call.when == "call":
        item.stash[CALL_PASSED] = bool(getattr(report, "passed", False))
    return report


def check_portable(world: Duel, item: pytest.Item) -> None:
    """The other half of the run-time check (``Sending._note`` is the first): a scenario read as needing
    test cards, that ran through and sent none, is read wrongly."""
    reading = world.reading
    if reading is None or reading.real_cards_only or world.sent_test_cards or not item.stash.get(CALL_PASSED, False):
        return
    raise AssertionError(
        f"{reading.file}:{reading.line} reads as needing test cards ({reading.test_cards}, referee.portable), "
        "but it sent none: correct the reading or the scenario"
    )


# ---------------------------------------------------------------------------------------------------
# Given: the position
# ---------------------------------------------------------------------------------------------------


@given(parsers.re(r"a duel in (?P<who>[AB])'s main phase with a (?P<kind>standard|full-power) action"))
def _main_phase(duel: Duel, who: str, kind: str) -> None:
    duel.moment(base_state("main_action", player(who), kind=kind.replace("-", "_")))


@given(parsers.re(r"a duel at the start of (?P<who>[AB])'s main phase"))
def _main_start(duel: Duel, who: str) -> None:
    duel.moment(base_state("main_start", player(who), kind=None))


@given(parsers.re(r"a duel at the start of turn (?P<n>\d+) with (?P<who>[AB]) active"))
def _start_phase(duel: Duel, n: str, who: str) -> None:
    duel.moment(base_state("start_phase", player(who), turn=int(n), kind=None))


@given(parsers.re(r"a duel in (?P<who>[AB])'s end phase"))
def _end_phase(duel: Duel, who: str) -> None:
    duel.moment(base_state("end_phase", player(who)))


@given(parsers.re(r"a duel at the end of (?P<who>[AB])'s main phase"))
def _main_end(duel: Duel, who: str) -> None:
    duel.moment(base_state("main_end", player(who)))


@given(parsers.re(r"the submitted state still records a (?P<kind>standard|full-power) action"))
def _stale_kind(duel: Duel, kind: str) -> None:
    """A state whose `action_kind` was left over (an earlier main phase's, or a careless default)."""
    duel.state["action_kind"] = kind.replace("-", "_")


@given(parsers.re(r"the distance is (?P<n>-?\d+)"))
def _distance(duel: Duel, n: str) -> None:
    duel.state["distance"] = int(n)


@given(parsers.re(r"the dust is (?P<n>-?\d+)"))
def _dust(duel: Duel, n: str) -> None:
    duel.state["dust"] = int(n)


@given(parsers.re(r"(?P<who>[AB]) has (?P<text>(life|aura|flare|concentration|flinched|not flinched).*)"))
def _stats(duel: Duel, who: str, text: str) -> None:
    duel.player_state(player(who)).update(dsl.stats(text))


@given("the test cards:")
def _cards(duel: Duel, datatable: list[list[str]]) -> None:
    head = [h.strip() for h in datatable[0]]
    for row in datatable[1:]:
        duel.define(dsl.card_row(dict(zip(head, (c.strip() for c in row), strict=True))))


@given(parsers.re(r'"(?P<card>[^"]+)" has the effect "(?P<text>[^"]+)"'))
def _effect(duel: Duel, card: str, text: str) -> None:
    duel.state["definitions"][card]["effects"].append(dsl.effect(text))


@given(parsers.re(r"(?P<who>[AB]) holds (?P<cards>.+) in hand"))
@given(parsers.re(r'(?P<who>[AB]) has (?P<cards>"[^"]+" \(NA-.+) in hand'))
def _hand(duel: Duel, who: str, cards: str) -> None:
    for c in dsl.names(cards):
        duel.place(player(who), c, "hand")


@given(parsers.re(r"(?P<who>[AB])'s deck is (?P<cards>.+) from the top"))
def _deck(duel: Duel, who: str, cards: str) -> None:
    for c in dsl.names(cards):
        duel.place(player(who), c, "deck")


@given(
    parsers.re(r"(?P<who>[AB])'s (?P<zone>discard pile|face-down pile|extra zone|out-of-game zone|relics) holds? (?P<cards>.+)")
)
def _zone(duel: Duel, who: str, zone: str, cards: str) -> None:
    for c in dsl.names(cards):
        duel.place(player(who), c, ZONE_WORDS[zone])


@given(parsers.re(r'(?P<who>[AB]) has (?P<card>"[^"]+"( \(NA-[^)]+\))?) deployed with (?P<n>\d+) crystals?'))
def _deployed(duel: Duel, who: str, card: str, n: str) -> None:
    duel.place(player(who), dsl.names(card)[0], "enhancements", crystals=int(n))


@given(parsers.re(r'(?P<who>[AB]) has the (?P<state>unused|used) trump (?P<card>"[^"]+"( \(NA-[^)]+\))?)'))
def _trump(duel: Duel, who: str, state: str, card: str) -> None:
    duel.place(player(who), dsl.names(card)[0], "trumps", trump_state=state)


@given(parsers.re(r"(?P<who>[AB]) has already attacked this (?P<span>turn|phase)"))
def _attacked(duel: Duel, who: str, span: str) -> None:
    """C 9-4: an attack performed earlier this turn; "this phase" also in the current phase (A 6-2)."""
    duel.state.setdefault("attacked_this_turn", []).append(player(who))
    if span == "phase":
        duel.state.setdefault("attacked_this_phase", []).append(player(who))


@given(parsers.re(r"(?P<who>[AB]) has used (?P<n>\d+) cards? this turn"))
def _cards_used(duel: Duel, who: str, n: str) -> None:
    duel.records(player(who))["cards_used"] = int(n)


@given(parsers.re(r"the turn-start distance was (?P<n>\d+)"))
def _tsd(duel: Duel, n: str) -> None:
    duel.state["turn_start_distance"] = int(n)


@given(parsers.re(r"the shuffle seed is (?P<n>\d+)"))
def _seed(duel: Duel, n: str) -> None:
    duel.state["rng"] = int(n)


# ---------------------------------------------------------------------------------------------------
# When: actions (each is sent to the implementation with the current position)
# ---------------------------------------------------------------------------------------------------


def _act(duel: Duel, action: Json, attempt: str | None = None) -> None:
    """Send one action. A plain step ("A uses …") requires a legal ruling, so a scenario cannot pass
    on an action that silently did nothing; "A tries to use …" leaves the verdict to a Then step."""
    duel.act(action)
    if not attempt and duel.result is not None:
        r = duel.ruling
        assert r["legal"], (
            f"{dsl.describe(action)} by player {action['player']} was illegal: {r['reason']} {r['clauses']}"
        )


@when(
    parsers.re(
        r'(?P<who>[AB]) (?P<attempt>tries to )?(uses|use|reacts with|react with) "(?P<card>[^"]+)"( as "(?P<other>[^"]+)")?$'
    )
)
def _use(duel: Duel, attempt: str | None, who: str, card: str, other: str | None) -> None:
    """ 'A uses "x" as "y"': x is used (C 10-38) or declared (C 10-39) as the card y."""
    p = player(who)
    action = {"type": "use_card", "player": p, "card": uid(p, card)}
    if other:
        action["as_card"] = other
    _act(duel, attempt=attempt, action=action)


@when(parsers.re(r"(?P<who>[AB]) (?P<attempt>tries to )?(does not react|declines|decline|does not reshuffle)"))
def _decline(duel: Duel, attempt: str | None, who: str) -> None:
    _act(duel, attempt=attempt, action={"type": "decline", "player": player(who)})


@when(parsers.re(r"(?P<who>[AB]) (?P<attempt>tries to )?(accepts|accept|reshuffles|reshuffle)"))
def _accept(duel: Duel, attempt: str | None, who: str) -> None:
    _act(duel, attempt=attempt, action={"type": "accept", "player": player(who)})


@when(parsers.re(r"(?P<who>[AB]) (?P<attempt>tries to )?(takes|take) the damage on (?P<side>aura|life)"))
def _damage(duel: Duel, attempt: str | None, who: str, side: str) -> None:
    _act(duel, attempt=attempt, action={"type": "damage", "player": player(who), "side": side})


@when(parsers.re(r"(?P<who>[AB]) (?P<attempt>tries to )?(chooses|choose) (?P<side>aura|life) damage for the opponent"))
def _damage_for(duel: Duel, attempt: str | None, who: str, side: str) -> None:
    """A card lets the attacker choose which damage the defender receives (C 5-8-3-2)."""
    _act(duel, attempt=attempt, action={"type": "damage", "player": player(who), "side": side})


@when(
    parsers.re(
        r"(?P<who>[AB]) (?P<attempt>tries to )?(performs|perform) (?P<move>advance|retreat|wrap|focus|withdraw) paying concentration"
    )
)
def _basic_conc(duel: Duel, attempt: str | None, who: str, move: str) -> None:
    _act(
        duel,
        attempt=attempt,
        action={"type": "basic_action", "player": player(who), "move": move, "cost": "concentration"},
    )


@when(
    parsers.re(
        r'(?P<who>[AB]) (?P<attempt>tries to )?(performs|perform) (?P<move>advance|retreat|wrap|focus|withdraw) putting "(?P<card>[^"]+)" face-down'
    )
)
def _basic_card(duel: Duel, attempt: str | None, who: str, move: str, card: str) -> None:
    p = player(who)
    _act(
        duel,
        attempt=attempt,
        action={"type": "basic_action", "player": p, "move": move, "cost": "face_down", "face_down": uid(p, card)},
    )


@when(
    parsers.re(
        r"(?P<who>[AB]) (?P<attempt>tries to )?(performs|perform) (?P<move>advance|retreat|wrap|focus|withdraw) by the effect"
    )
)
def _basic_free(duel: Duel, attempt: str | None, who: str, move: str) -> None:
    _act(duel, attempt=attempt, action={"type": "basic_action", "player": player(who), "move": move, "cost": "none"})


@when(parsers.re(r"(?P<who>[AB]) (?P<attempt>tries to )?(ends|end) the main phase"))
def _end(duel: Duel, attempt: str | None, who: str) -> None:
    _act(duel, attempt=attempt, action={"type": "end_phase", "player": player(who)})


@when(parsers.re(r"(?P<who>[AB]) (?P<attempt>tries to )?(chooses|choose) a (?P<kind>standard|full-power) action"))
def _kind(duel: Duel, attempt: str | None, who: str, kind: str) -> None:
    _act(duel, attempt=attempt, action={"type": "action_kind", "player": player(who), "kind": kind.replace("-", "_")})


@when(parsers.re(r"(?P<who>[AB]) (?P<attempt>tries to )?(charges|charge) (?P<k>\d+) from dust"))
def _charge(duel: Duel, attempt: str | None, who: str, k: str) -> None:
    _act(duel, attempt=attempt, action={"type": "charge", "player": player(who), "from_dust": int(k)})


@when(parsers.re(r'(?P<who>[AB]) (?P<attempt>tries to )?(puts|put) "(?P<card>[^"]+)" face-down'))
def _face_down(duel: Duel, attempt: str | None, who: str, card: str) -> None:
    p = player(who)
    _act(duel, attempt=attempt, action={"type": "face_down", "player": p, "card": uid(p, card)})


@when(parsers.re(r'(?P<who>[AB]) (?P<attempt>tries to )?(resolves|resolve) "(?P<option>[^"]+)" first'))
def _first(duel: Duel, attempt: str | None, who: str, option: str) -> None:
    p = player(who)
    pend = duel.pending
    assert pend is not None
    match = [
        o["option"]
        for o in pend["options"]
        if o["type"] == "choose_first"
        and (o["option"].split("#")[0] == uid(p, option.split("#")[0]) or o["option"] == option)
    ]
    _act(duel, attempt=attempt, action={"type": "choose_first", "player": p, "option": match[0] if match else option})


@when(parsers.re(r'(?P<who>[AB]) (?P<attempt>tries to )?(chooses|choose) "(?P<option>[^"]+)"'))
def _choose(duel: Duel, attempt: str | None, who: str, option: str) -> None:
    """Answer a choice an effect offers: a card ("slash" is the chooser's own copy, "B:slash" names
    one exactly) or an arrow's direction ("forward", "backward")."""
    p = player(who)
    pend = duel.pending
    offered = [o["option"] for o in pend["options"] if o["type"] == "choose"] if pend else []
    pick = option if option in offered else uid(p, option)
    _act(duel, attempt=attempt, action={"type": "choose", "player": p, "option": pick})


@when(parsers.re(r"(?P<who>[AB]) (?P<attempt>tries to )?(keeps|keep) the hand"))
def _keep(duel: Duel, attempt: str | None, who: str) -> None:
    _act(duel, attempt=attempt, action={"type": "mulligan", "player": player(who), "cards": []})


@when(parsers.re(r"(?P<who>[AB]) (?P<attempt>tries to )?(mulligans|mulligan) (?P<cards>.+)"))
def _mulligan(duel: Duel, attempt: str | None, who: str, cards: str) -> None:
    p = player(who)
    _act(
        duel, attempt=attempt, action={"type": "mulligan", "player": p, "cards": [uid(p, c) for c in dsl.names(cards)]}
    )


@when(parsers.re(r"the position is submitted"))
def _submit(duel: Duel) -> None:
    """Ask for the pending decision of the position as written (or its refusal)."""
    duel.before = copy.deepcopy(duel.position())
    duel.refused = None
    try:
        duel.result = {**duel.impl.legal_actions(duel.position()), "rulings": [], "position": duel.position()}
    except Refused as exc:
        duel.refused = exc
        duel.result = None


# ---------------------------------------------------------------------------------------------------
# Then: observations
# ---------------------------------------------------------------------------------------------------


@then("the action is legal")
def _legal(duel: Duel) -> None:
    assert duel.ruling["legal"], f"illegal: {duel.ruling['reason']} {duel.ruling['clauses']}"


@then(parsers.re(r'the action is illegal citing "(?P<clause>[^"]+)"'))
def _illegal(duel: Duel, clause: str) -> None:
    r = duel.ruling
    assert not r["legal"], f"the action was legal; events: {[e['what'] for e in r['events']]}"
    assert clause in r["clauses"], f"cited {r['clauses']} ({r['reason']}), not {clause}"
    # Compare like with like: the position as the implementation itself writes it back, with no action.
    assert duel.before is not None
    unchanged = duel.impl.adjudicate(duel.before, [])["position"]
    assert duel.position() == {"state": unchanged["state"], "answers": unchanged["answers"], "format": POSITION_FORMAT}, (
        "an illegal action must leave the position unchanged"
    )


@then(parsers.re(r'the ruling cites "(?P<clause>[^"]+)"'))
def _cites(duel: Duel, clause: str) -> None:
    cited = [e["clause"] for e in duel.ruling["events"]]
    assert clause in cited, f"{clause} not among {cited}"


@then(parsers.re(r'the ruling does not cite "(?P<clause>[^"]+)"'))
def _not_cites(duel: Duel, clause: str) -> None:
    cited = [e["clause"] for e in duel.ruling["events"]]
    assert clause not in cited, (
        f"{clause} unexpectedly cited: {[(e['clause'], e['what']) for e in duel.ruling['events']]}"
    )


@then(parsers.re(r"the ruling cites in order (?P<clauses>.+)"))
def _cites_in_order(duel: Duel, clauses: str) -> None:
    want = dsl.names(clauses)
    cited = iter(e["clause"] for e in duel.ruling["events"])
    for c in want:
        assert any(x == c for x in cited), (
            f"{want} is not a subsequence of {[e['clause'] for e in duel.ruling['events']]}"
        )


@then(parsers.re(r"(?P<who>[AB]) has (?P<text>(life|aura|flare|concentration|flinched|not flinched).*)"))
def _has(duel: Duel, who: str, text: str) -> None:
    ps = duel.board["players"][player(who)]
    for k, v in dsl.stats(text).items():
        assert ps[k] == v, f"{who}'s {k} is {ps[k]}, expected {v}"


@then(parsers.re(r"(?P<who>[AB]) has used (?P<n>\d+) cards? this turn"))
def _cards_used_is(duel: Duel, who: str, n: str) -> None:
    used = duel.board_records(player(who)).get("cards_used", 0)
    assert used == int(n), f"{who} has used {used} cards this turn"


@then(parsers.re(r"(?P<who>[AB]) has used (?P<n>\d+) cards? this game"))
def _cards_used_in_game_is(duel: Duel, who: str, n: str) -> None:
    used = duel.board_records(player(who)).get("cards_used_in_game", 0)
    assert used == int(n), f"{who} has used {used} cards this game"


@then(parsers.re(r"the distance is (?P<n>\d+)"))
def _distance_is(duel: Duel, n: str) -> None:
    assert duel.board["distance"] == int(n), f"distance is {duel.board['distance']}"


@then(parsers.re(r"the dust is (?P<n>\d+)"))
def _dust_is(duel: Duel, n: str) -> None:
    assert duel.board["dust"] == int(n), f"dust is {duel.board['dust']}"


@then(parsers.re(r"(?P<who>[AB]) must decide (?P<kind>[a-z_]+)"))
def _must_decide(duel: Duel, who: str, kind: str) -> None:
    pend = duel.pending
    assert pend is not None, "no decision is pending"
    assert (pend["kind"], pend["player"]) == (kind, player(who)), f"pending: {pend['kind']} for player {pend['player']}"


@then(parsers.re(r"(?P<who>[AB]) is not asked to (?P<kind>react|choose the damage)"))
def _not_asked(duel: Duel, who: str, kind: str) -> None:
    pend = duel.pending
    k = {"react": "reaction", "choose the damage": "damage"}[kind]
    assert pend is None or (pend["kind"], pend["player"]) != (k, player(who)), f"{who} is asked: {pend}"


@then(parsers.re(r"the options include (?P<opts>.+)"))
def _options_include(duel: Duel, opts: str) -> None:
    have = duel.options()
    for o in dsl.names(opts):
        assert o in have, f"{o!r} not among {have}"


@then(parsers.re(r"the options do not include (?P<opts>.+)"))
def _options_exclude(duel: Duel, opts: str) -> None:
    have = duel.options()
    for o in dsl.names(opts):
        assert o not in have, f"{o!r} is among {have}"


@then(parsers.re(r"the options are exactly (?P<opts>.+)"))
def _options_exactly(duel: Duel, opts: str) -> None:
    assert sorted(duel.options()) == sorted(dsl.names(opts)), f"options are {duel.options()}"


@then(
    parsers.re(
        r'"(?P<card>[^"]+)" is in (?P<who>[AB])\'s (?P<zone>hand|deck|discard pile|face-down pile|enhancement zone|trump zone|extra zone|out-of-game zone|relics)'
    )
)
def _in_zone(duel: Duel, card: str, who: str, zone: str) -> None:
    p = player(who)
    u = uid(p, card)
    z = duel.board_zone(p, ZONE_WORDS[zone])
    assert u in z, f"{u} not in {who}'s {zone}: {z}"


@then(parsers.re(r'"(?P<card>[^"]+)" is (?P<pos>on top|at the bottom) of (?P<who>[AB])\'s deck'))
def _deck_pos(duel: Duel, card: str, pos: str, who: str) -> None:
    p = player(who)
    deck = duel.board["players"][p]["deck"]
    assert deck and deck[0 if pos == "on top" else -1] == uid(p, card), f"deck is {deck}"


@then(
    parsers.re(
        r"(?P<who>[AB]) has (?P<n>\d+) cards? in (?P<zone>hand|deck|discard pile|face-down pile|enhancement zone|trump zone|extra zone|out-of-game zone|relics)"
    )
)
def _count(duel: Duel, who: str, n: str, zone: str) -> None:
    z = duel.board_zone(player(who), ZONE_WORDS[zone])
    assert len(z) == int(n), f"{who}'s {zone} has {len(z)}: {z}"


@then(parsers.re(r'"(?P<card>[^"]+)" has (?P<n>\d+) crystals?'))
def _crystals(duel: Duel, card: str, n: str) -> None:
    u = uid(0, card)
    assert duel.board["cards"][u]["crystals"] == int(n), f"{u} has {duel.board['cards'][u]['crystals']}"


@then(parsers.re(r'"(?P<card>[^"]+)" is an? (?P<state>unused|used) trump'))
def _trump_state(duel: Duel, card: str, state: str) -> None:
    u = uid(0, card)
    inst = duel.board["cards"][u]
    holder = inst["holder"]
    assert u in duel.board["players"][holder]["trumps"], f"{u} is not in the trump zone"
    assert inst["trump_state"] == state, f"{u} is {inst['trump_state']}"


@then(parsers.re(r"(?P<who>[AB]) wins"))
def _wins(duel: Duel, who: str) -> None:
    b = duel.board
    assert b["step"] == "game_over" and b["winner"] == player(who), f"step {b['step']}, winner {b['winner']}"


@then(parsers.re(r"the position to resume is the finished duel, won by (?P<who>[AB])"))
def _finished_position(duel: Duel, who: str) -> None:
    """C 4-2: once the duel is over, the position returned is that finished duel (a stable game_over
    state with its winner, no answers), not the step in which it ended."""
    assert duel.result is not None, "no ruling"
    pos = duel.result["position"]
    state = pos["state"]
    assert (state["step"], state["winner"], pos["answers"]) == ("game_over", player(who), []), (
        f"position at {state['step']} (winner {state['winner']}) with {len(pos['answers'])} answers"
    )


@then("the duel is a draw")
def _draw(duel: Duel) -> None:
    b = duel.board
    assert b["step"] == "game_over" and b["draw"] and b["winner"] is None


@then("the duel goes on")
def _goes_on(duel: Duel) -> None:
    assert duel.board["step"] != "game_over", "the duel ended"


@then(parsers.re(r"the duel is at (?P<step>[a-z_]+) of turn (?P<n>\d+) with (?P<who>[AB]) active"))
def _at(duel: Duel, step: str, n: str, who: str) -> None:
    b = duel.board
    assert (b["step"], b["turn"], b["active"]) == (step, int(n), player(who)), (
        f"{b['step']} turn {b['turn']} active {b['active']}"
    )


@then(parsers.re(r'the position is refused citing "(?P<clause>[^"]+)"'))
def _refused(duel: Duel, clause: str) -> None:
    assert duel.refused is not None, "the position was accepted"
    assert duel.refused.problem.get("clause") == clause, f"refused with {duel.refused.problem}"


@then("the position is accepted")
def _accepted(duel: Duel) -> None:
    assert duel.refused is None, f"refused: {duel.refused.problem if duel.refused else None}"

"""Step definitions of the 奏奪 scenarios: set up a position, act, observe, all through the adapter
(``impl``: ``adjudicate``, ``legal_actions``, ``new_duel``; JSON in and out, refusals as ``Refused``).

Players are "A" (index 0) and "B" (index 1). A card named in a step is the player's own copy
("militia" in "A casts "militia"" is ``A:militia``); ``B:militia`` or ``militia#2`` name one exactly.
The vocabulary is documented in docs/soudatsu.md.
"""

from __future__ import annotations

import copy
from typing import Any

import pytest
from pytest_bdd import given, parsers, then, when

from tests.adapters import Json, Refused
from tests.soudatsu.steps import vocabulary as v

FORMAT = "soudatsu-position/1"
ZONE_WORDS = {
    "hand": "hand",
    "deck": "deck",
    "play area": "play",
    "face-down zone": "face_down",
    "recursion zone": "recursion",
    "graveyard": "graveyard",
}


def empty_player() -> Json:
    return {"life": 20, "deck": [], "hand": [], "play": [], "face_down": [], "recursion": [], "graveyard": []}


class Match:
    """The scenario's world: the position being built or played, the last answer, and the adapter."""

    def __init__(self, impl: Any) -> None:
        self.impl = impl
        self.state: Json = {
            "edition": "ja-basic",
            "step": "main",
            "turn": 3,
            "active": 0,
            "first": 0,
            "players": [empty_player(), empty_player()],
            "cards": {},
            "definitions": {},
        }
        self.answers: list[Json] = []
        self.result: Json | None = None  # the last answer: adjudicate, legal_actions or new_duel
        self.before: Json | None = None
        self.refused: Refused | None = None
        self.setup: Json = {"players": [{"deck": []}, {"deck": []}], "definitions": {}, "seed": 0}

    # --- building the position --------------------------------------------------------------------
    def position(self) -> Json:
        return {"format": FORMAT, "state": self.state, "answers": self.answers}

    def moment(self, step: str, turn: int, active: int, first: int) -> None:
        self.state.update(step=step, turn=turn, active=active, first=first)

    def define(self, card: Json) -> None:
        self.state["definitions"][card["id"]] = card
        self.setup["definitions"][card["id"]] = card

    def place(self, p: int, card: str, zone: str, **extra: Any) -> str:
        uid = v.uid(p, card)
        cid = uid.split(":", 1)[1].split("#", 1)[0]
        if cid not in self.state["definitions"]:
            raise AssertionError(f"declare the card {cid!r} before placing it")
        for ps in self.state["players"]:
            for cards in ps.values():
                if isinstance(cards, list) and uid in cards:
                    cards.remove(uid)
        self.state["cards"][uid] = {"card": cid, "owner": p, **extra}
        self.state["players"][p][zone].append(uid)
        return uid

    def inst(self, uid: str) -> Json:
        inst: Json = self.board["cards"][uid]
        return inst

    # --- acting -----------------------------------------------------------------------------------
    def call(self, fn: Any, *args: Any) -> None:
        self.before = copy.deepcopy(self.position())
        self.refused = None
        try:
            self.result = fn(*args)
        except Refused as exc:
            self.refused, self.result = exc, None
            return
        assert self.result is not None
        if "position" in self.result:
            self.state, self.answers = self.result["position"]["state"], self.result["position"]["answers"]

    def act(self, action: Json) -> None:
        self.call(self.impl.adjudicate, self.position(), [action])

    @property
    def ruling(self) -> Json:
        assert self.result is not None, f"no ruling: the input was refused ({self.refused and self.refused.problem})"
        assert self.result.get("rulings"), "no action was ruled on"
        ruling: Json = self.result["rulings"][-1]
        return ruling

    @property
    def board(self) -> Json:
        if self.result is not None:
            board: Json = self.result["board"]
            return board
        return self.legal()["board"]  # type: ignore[no-any-return]

    @property
    def pending(self) -> Json | None:
        if self.result is not None:
            return self.result["pending"]  # type: ignore[no-any-return]
        return self.legal()["pending"]  # type: ignore[no-any-return]

    def legal(self) -> Json:
        try:
            answer: Json = self.impl.legal_actions(self.position())
        except Refused as exc:
            raise AssertionError(f"the position was refused: {exc.problem}") from None
        return answer

    def card_target(self, p: int, card: str) -> str:
        """The uid a "choose" answer names: the one option whose card is `card` (or `card` itself)."""
        if ":" in card:
            return card
        pending = self.pending
        assert pending is not None, "no decision is pending"
        found = [o["target"] for o in pending["options"] if o.get("target", "").split(":", 1)[-1] == card]
        assert len(found) == 1, f"{card!r} matches {found} among the options"
        return str(found[0])


@pytest.fixture
def match(impl: Any) -> Match:
    return Match(impl)


def _check_legal(match: Match) -> None:
    assert match.refused is None, f"the position was refused: {match.refused.problem}"
    ruling = match.ruling
    assert ruling["legal"], f"the action was ruled illegal: {ruling['reason']} {ruling['clauses']}"


def _player_list(text: str) -> list[str]:
    return [c.strip().strip('"') for c in text.split(",") if c.strip()]


# --- Given: cards ------------------------------------------------------------------------------------


@given("the cards:")
def _cards(match: Match, datatable: list[list[str]]) -> None:
    header = [h.strip() for h in datatable[0]]
    for row in datatable[1:]:
        match.define(v.card_row(dict(zip(header, (c.strip() for c in row), strict=True))))


@given(parsers.parse('"{card}" does "{text}"'))
def _does(match: Match, card: str, text: str) -> None:
    match.state["definitions"][card]["effects"] = v.effects(text)


@given(parsers.parse('"{card}" has the lines "{text}"'))
def _lines(match: Match, card: str, text: str) -> None:
    match.state["definitions"][card]["lines"] = v.lines(text)


@given(parsers.parse('"{card}" has the ability "{text}"'))
def _ability(match: Match, card: str, text: str) -> None:
    match.state["definitions"][card].setdefault("abilities", []).append(v.ability(text))


# --- Given: the moment -------------------------------------------------------------------------------


@given(parsers.parse("a game in {p}'s turn {n:d}"))
def _in_turn(match: Match, p: str, n: int) -> None:
    active = v.player(p)
    match.moment("main", n, active, active if n % 2 else 1 - active)


@given(parsers.parse("a game at the start of {p}'s turn {n:d}"))
def _turn_start(match: Match, p: str, n: int) -> None:
    active = v.player(p)
    match.moment("turn_start", n, active, active if n % 2 else 1 - active)


@given(parsers.parse("a game at the setup with {p} first"))
def _at_setup(match: Match, p: str) -> None:
    match.moment("setup", 0, v.player(p), v.player(p))


@given(parsers.parse("the shuffle seed is {n:d}"))
def _seed(match: Match, n: int) -> None:
    match.state["rng"] = n


# --- Given: players and zones ------------------------------------------------------------------------


@given(parsers.parse("{p} has life {n:d}"))
def _life(match: Match, p: str, n: int) -> None:
    match.state["players"][v.player(p)]["life"] = n


@given(parsers.parse("{p} holds {cards} in hand"))
def _hand(match: Match, p: str, cards: str) -> None:
    for card in _player_list(cards):
        match.place(v.player(p), card, "hand")


@given(parsers.parse("{p}'s deck is {cards} from the top"))
def _deck(match: Match, p: str, cards: str) -> None:
    for card in _player_list(cards):
        match.place(v.player(p), card, "deck")


@given(parsers.parse("{p}'s recursion zone holds {cards}"))
def _recursion(match: Match, p: str, cards: str) -> None:
    for card in _player_list(cards):
        match.place(v.player(p), card, "recursion")


@given(parsers.parse("{p}'s graveyard holds {cards}"))
def _graveyard(match: Match, p: str, cards: str) -> None:
    for card in _player_list(cards):
        match.place(v.player(p), card, "graveyard")


@given(parsers.re(r'(?P<p>[AB]) has "(?P<card>[^"]+)" in play(?P<rest>.*)'))
def _in_play(match: Match, p: str, card: str, rest: str) -> None:
    """``in play``, ``... with 2 damage``, ``... with health cap 3 and 1 damage``, ``... with durability
    1``, ``... after 2 line steps``, ``... cast from the recursion zone``."""
    import re

    extra: Json = {"cast_from": "hand"}
    rest = rest.strip()
    for pattern, fields in (
        (r"with (\d+) damage", ("damage",)),
        (r"with health cap (\d+) and (\d+) damage", ("health", "damage")),
        (r"with durability (\d+)", ("durability",)),
        (r"after (\d+) line steps?", ("seasons",)),
    ):
        m = re.fullmatch(pattern, rest)
        if m:
            extra.update({f: int(x) for f, x in zip(fields, m.groups(), strict=True)})
            break
    else:
        if rest == "cast from the recursion zone":
            extra["cast_from"] = "recursion"
        elif rest:
            raise ValueError(f"unknown form of 'in play': {rest!r}")
    definition = match.state["definitions"].get(card.split(":")[-1].split("#")[0], {})
    if definition.get("lines") and "seasons" not in extra:
        extra["seasons"] = 1  # the first line is processed on entering play (SD-detail-building-3)
    match.place(v.player(p), card, "play", **extra)


@given(parsers.parse('{p} has "{card}" set face down since turn {n:d}'))
def _set(match: Match, p: str, card: str, n: int) -> None:
    match.place(v.player(p), card, "face_down", set_turn=n)


@given(parsers.parse('{p}\'s "{card}" has attacked this turn'))
def _attacked(match: Match, p: str, card: str) -> None:
    match.state.setdefault("attacked", []).append(v.uid(v.player(p), card))


@given(parsers.parse('{p}\'s "{card}" has used an ability this turn'))
def _ability_used(match: Match, p: str, card: str) -> None:
    match.state.setdefault("abilities_used", []).append(v.uid(v.player(p), card))


# --- Given: a new game -------------------------------------------------------------------------------


@given(parsers.parse("{p}'s deck for the game is {spec}"))
def _game_deck(match: Match, p: str, spec: str) -> None:
    """``militia x8, knight x7``: card ids with their copies."""
    deck: list[str] = []
    for part in spec.split(","):
        name, _, count = part.strip().partition(" x")
        deck += [name.strip().strip('"')] * int(count or "1")
    match.setup["players"][v.player(p)]["deck"] = deck


@given(parsers.parse("the game's seed is {n:d}"))
def _game_seed(match: Match, n: int) -> None:
    match.setup["seed"] = n


@given(parsers.parse("the game names {p} first"))
def _game_first(match: Match, p: str) -> None:
    match.setup["first"] = v.player(p)


@given(parsers.parse("the game's starting life is {n:d}"))
def _game_life(match: Match, n: int) -> None:
    match.setup["life"] = n


# --- When ----------------------------------------------------------------------------------------------


def _action(match: Match, action: Json, tries: bool) -> None:
    match.act(action)
    if not tries:
        _check_legal(match)


@when("the game is set up")
def _new_game(match: Match) -> None:
    match.call(match.impl.new_duel, match.setup)


@when("the position is submitted")
def _submitted(match: Match) -> None:
    match.call(match.impl.legal_actions, match.position())


@when(parsers.re(r'(?P<p>[AB]) (?P<tries>tries to )?casts? "(?P<card>[^"]+)"'))
def _cast(match: Match, p: str, tries: str | None, card: str) -> None:
    q = v.player(p)
    _action(match, {"type": "cast", "player": q, "card": v.uid(q, card)}, bool(tries))


@when(parsers.re(r'(?P<p>[AB]) (?P<tries>tries to )?sets? "(?P<card>[^"]+)"'))
def _set_face_down(match: Match, p: str, tries: str | None, card: str) -> None:
    q = v.player(p)
    _action(match, {"type": "set", "player": q, "card": v.uid(q, card)}, bool(tries))


@when(parsers.re(r'(?P<p>[AB]) (?P<tries>tries to )?attacks? the opponent with "(?P<attacker>[^"]+)"'))
def _attack_player(match: Match, p: str, tries: str | None, attacker: str) -> None:
    q = v.player(p)
    action = {"type": "attack", "player": q, "attacker": v.uid(q, attacker), "target": "opponent"}
    _action(match, action, bool(tries))


@when(parsers.re(r'(?P<p>[AB]) (?P<tries>tries to )?attacks? "(?P<target>[^"]+)" with "(?P<attacker>[^"]+)"'))
def _attack_card(match: Match, p: str, tries: str | None, target: str, attacker: str) -> None:
    q = v.player(p)
    action = {"type": "attack", "player": q, "attacker": v.uid(q, attacker), "target": v.uid(1 - q, target)}
    _action(match, action, bool(tries))


@when(parsers.re(r'(?P<p>[AB]) (?P<tries>tries to )?uses? the "(?P<cost>[-+]?\d+)" ability of "(?P<card>[^"]+)"'))
def _use_ability(match: Match, p: str, tries: str | None, cost: str, card: str) -> None:
    q = v.player(p)
    uid = v.uid(q, card)
    cid = uid.split(":", 1)[1].split("#", 1)[0]
    abilities = match.state["definitions"][cid].get("abilities", [])
    index = next((k for k, a in enumerate(abilities) if a["cost"] == int(cost)), len(abilities))
    _action(match, {"type": "ability", "player": q, "card": uid, "ability": index}, bool(tries))


@when(parsers.re(r'(?P<p>[AB]) (?P<tries>tries to )?reveals? "(?P<card>[^"]+)"'))
def _reveal(match: Match, p: str, tries: str | None, card: str) -> None:
    q = v.player(p)
    _action(match, {"type": "reveal", "player": q, "card": v.uid(q, card)}, bool(tries))


@when(parsers.re(r'(?P<p>[AB]) (?P<tries>tries to )?chooses? "(?P<card>[^"]+)"'))
def _choose(match: Match, p: str, tries: str | None, card: str) -> None:
    q = v.player(p)
    _action(match, {"type": "choose", "player": q, "target": match.card_target(q, card)}, bool(tries))


SIMPLE = {
    "pass": {"type": "pass"},
    "passes": {"type": "pass"},
    "end the turn": {"type": "end_turn"},
    "ends the turn": {"type": "end_turn"},
    "keep the hand": {"type": "keep_hand"},
    "keeps the hand": {"type": "keep_hand"},
    "redraw": {"type": "redraw"},
    "redraws": {"type": "redraw"},
    "keep the top card": {"type": "foresee", "choice": "keep"},
    "keeps the top card": {"type": "foresee", "choice": "keep"},
    "put the top card at the bottom": {"type": "foresee", "choice": "bottom"},
    "puts the top card at the bottom": {"type": "foresee", "choice": "bottom"},
}


@when(parsers.re(r"(?P<p>[AB]) (?P<tries>tries to )?(?P<what>" + "|".join(SIMPLE) + r")$"))
def _simple(match: Match, p: str, tries: str | None, what: str) -> None:
    _action(match, {**SIMPLE[what], "player": v.player(p)}, bool(tries))


# --- Then ----------------------------------------------------------------------------------------------


@then("the action is legal")
def _legal(match: Match) -> None:
    _check_legal(match)


@then(parsers.parse('the action is illegal citing "{clause}"'))
def _illegal(match: Match, clause: str) -> None:
    assert match.refused is None, f"the position was refused: {match.refused.problem}"
    ruling = match.ruling
    assert not ruling["legal"], f"the action was ruled legal ({ruling['clauses']})"
    assert clause in ruling["clauses"], f"the ruling cites {ruling['clauses']}, not {clause}: {ruling['reason']}"
    unchanged = match.impl.adjudicate(match.before, [])["position"]  # the same position, as the engine writes it
    assert match.position() == unchanged, "an illegal action changed the position"


@then(parsers.parse('the ruling cites "{clause}"'))
def _cites(match: Match, clause: str) -> None:
    assert clause in match.ruling["clauses"], f"the ruling cites {match.ruling['clauses']}"


@then(parsers.parse('the ruling does not cite "{clause}"'))
def _not_cites(match: Match, clause: str) -> None:
    assert clause not in match.ruling["clauses"], f"the ruling cites {match.ruling['clauses']}"


@then(parsers.parse("{p} has life {n:d}"))
def _has_life(match: Match, p: str, n: int) -> None:
    assert match.board["players"][v.player(p)]["life"] == n


WHERE = {
    "in play": ("play", None),
    "in hand": ("hand", None),
    "in the recursion zone": ("recursion", None),
    "in the graveyard": ("graveyard", None),
    "face down": ("face_down", None),
    "in the deck": ("deck", None),
    "on top of the deck": ("deck", 0),
    "at the bottom of the deck": ("deck", -1),
}


@then(parsers.re(r'(?P<p>[AB])\'s "(?P<card>[^"]+)" is (?P<where>' + "|".join(WHERE) + r")$"))
def _is_where(match: Match, p: str, card: str, where: str) -> None:
    q = v.player(p)
    uid = v.uid(q, card)
    zone, index = WHERE[where]
    cards = match.board["players"][q][zone]
    if index is None:
        assert uid in cards, f"{uid} is not in {p}'s {zone}: {cards}"
    else:
        assert cards and cards[index] == uid, f"{uid} is not {where}: {cards}"


@then(parsers.parse('{p}\'s "{card}" has {n:d} damage'))
def _damage(match: Match, p: str, card: str, n: int) -> None:
    assert match.inst(v.uid(v.player(p), card)).get("damage", 0) == n


@then(parsers.parse('{p}\'s "{card}" has health cap {n:d}'))
def _cap(match: Match, p: str, card: str, n: int) -> None:
    assert match.inst(v.uid(v.player(p), card)).get("health") == n


@then(parsers.parse('{p}\'s "{card}" has durability {n:d}'))
def _durability(match: Match, p: str, card: str, n: int) -> None:
    uid = v.uid(v.player(p), card)
    inst = match.inst(uid)
    durability = inst.get("durability")
    if durability is None:
        durability = match.board["definitions"][inst["card"]].get("durability") or 0
    assert durability == n, f"{uid} has durability {durability}"


@then(parsers.parse("{p}'s {zone} holds {n:d} cards"))
@then(parsers.parse("{p}'s {zone} holds {n:d} card"))
def _count(match: Match, p: str, zone: str, n: int) -> None:
    cards = match.board["players"][v.player(p)][ZONE_WORDS[zone]]
    assert len(cards) == n, f"{p}'s {zone} holds {cards}"


@then(parsers.parse('{p}\'s "{card}" stands on its "{label}" line'))
def _on_line(match: Match, p: str, card: str, label: str) -> None:
    inst = match.inst(v.uid(v.player(p), card))
    seasons, lines = inst.get("seasons", 0), match.board["definitions"][inst["card"]]["lines"]
    n = 0
    for line in lines:
        n += line.get("steps", 1)
        if seasons <= n:
            assert line["label"] == label, f"it stands on {line['label']} (step {seasons})"
            return
    raise AssertionError(f"step {seasons} is past its lines")


@then(parsers.parse('{p} must decide "{kind}"'))
def _must_decide(match: Match, p: str, kind: str) -> None:
    pending = match.pending
    assert pending is not None, "no decision is pending"
    assert (pending["kind"], pending["player"]) == (kind, v.player(p)), f"pending: {pending['kind']} of {pending['player']}"


@then(parsers.parse('{p} sees "{card}" on top of the deck'))
def _sees_top(match: Match, p: str, card: str) -> None:
    pending = match.pending
    assert pending is not None and pending["kind"] == "foresee" and pending["player"] == v.player(p)
    assert pending["detail"]["top"] == v.uid(v.player(p), card), pending["detail"]


@then(parsers.parse("the options include {text}"))
def _options_include(match: Match, text: str) -> None:
    pending = match.pending
    assert pending is not None, "no decision is pending"
    described = [v.describe(o) for o in pending["options"]]
    assert text in described, f"{text!r} is not among {described}"


@then(parsers.parse("the options do not include {text}"))
def _options_exclude(match: Match, text: str) -> None:
    pending = match.pending
    assert pending is not None, "no decision is pending"
    described = [v.describe(o) for o in pending["options"]]
    assert text not in described, f"{text!r} is among {described}"


@then(parsers.parse("{p} wins the game"))
def _wins(match: Match, p: str) -> None:
    assert match.pending is None, f"the game goes on: {match.pending}"
    assert match.board["winner"] == v.player(p), f"winner: {match.board['winner']}"


@then("the game goes on")
def _goes_on(match: Match) -> None:
    assert match.pending is not None and match.board.get("winner") is None


@then(parsers.parse("it is {p}'s turn {n:d}"))
def _turn_is(match: Match, p: str, n: int) -> None:
    assert (match.board["active"], match.board["turn"]) == (v.player(p), n), (match.board["active"], match.board["turn"])


@then(parsers.parse('the position is refused naming "{invariant}" and "{clause}"'))
def _refused(match: Match, invariant: str, clause: str) -> None:
    assert match.refused is not None, "the position was accepted"
    problem = match.refused.problem
    assert (problem.get("invariant"), problem.get("clause")) == (invariant, clause), problem

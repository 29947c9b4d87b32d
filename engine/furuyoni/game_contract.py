"""Furuyoni behind the game contract (``engine.contract.Game``): the object the referee and its tools
use, registered as ``furuyoni`` in ``engine.games``. Everything here delegates to the engine's public
API (``api``, ``driver``, ``carddb``) and to its tooling (``tooling``: the API's bodies and extra
operations, the clause pages' examples, the CLI's extra commands, the mutants); nothing of the rules
lives in this module. Besides the contract it offers every optional capability (``Serves``,
``HasRoutes``, ``HasCommands``, ``Documents``, ``WarmsUp``, ``OffersChoices``, ``Portable``)."""

from __future__ import annotations

import itertools
import random
import time
from collections.abc import Mapping
from functools import cached_property
from typing import Any

from pydantic import TypeAdapter

from ..contract import (
    BenchesRealGames,
    ClauseIndex,
    ClauseScheme,
    Documents,
    Edition,
    Game,
    GameDocs,
    HasCommands,
    HasRoutes,
    Json,
    Models,
    Mutant,
    OffersChoices,
    Operation,
    Portable,
    Problem,
    RandomGames,
    RandomSetups,
    Route,
    Serves,
    SessionDocuments,
    TrustedSessions,
    WarmsUp,
)
from . import api
from .driver import Session
from .model import Action, Decision, Position, Ruling
from .procedures.setup import Setup


def _index_2025() -> ClauseIndex:
    from .editions.ko_2025_01_31 import load_clause_index

    return load_clause_index()


def _index_2018() -> ClauseIndex:
    from .editions.ja_2018_01_26 import load_clause_index

    return load_clause_index()  # type: ignore[return-value]  # its Clause has the contract's fields


class Cards:
    """The card database of every season (facts only; ``carddb``)."""

    def seasons(self) -> list[str]:
        from . import carddb

        return list(carddb.seasons())

    def default_season(self) -> str:
        from . import carddb

        return carddb.DEFAULT_SEASON

    def list(self, season: str, **query: str) -> list[Json]:
        from . import carddb

        if season not in carddb.seasons():
            raise KeyError(season)
        goddess = query.get("goddess")
        try:
            found = carddb.deck_pool(goddess, season) if goddess else carddb.season_cards(season)
        except KeyError:
            raise Problem(404, "Unknown goddess", f"no goddess {goddess!r} in {season}") from None
        return [card_facts(c, season) for c in found if not c.placeholder]

    def get(self, card_id: str, season: str, **query: str) -> Json:
        """One card's facts, and its ``reading``: what the engine believes the card does, in words
        generated from its encoding, each sentence with its clauses (names in ``lang``); None for a
        card the engine does not encode in that season."""
        from . import carddb
        from .card_reading import card_reading
        from .tooling.api_models import lines

        facts = carddb.card(card_id, season)
        reading = card_reading(facts.rules_id, season, query.get("lang", "en"))
        return {**card_facts(facts, season), "reading": lines(reading)}


def _all_pairs() -> list[tuple[str, str]]:
    from .tooling.speed_diff import pairs_of

    found = _PAIRS.get("1-25")
    if found is None:
        found = _PAIRS["1-25"] = pairs_of("1-25", "")
    return found


_PAIRS: dict[str, list[tuple[str, str]]] = {}


def _real_request(a: str, b: str, seed: int, season: str) -> Json:
    """The new-duel request of a real-card random game: random decks of the forms `a` (with `b`) and
    `b` (with `a`) from `seed`."""
    from .cards.decks import random_deck

    pa, pb = [a, b], [b, a]
    return {
        "players": [
            {"goddesses": pa, "cards": random_deck(pa, seed, season)},
            {"goddesses": pb, "cards": random_deck(pb, seed + 1, season)},
        ],
        "seed": seed,
        "season": season,
    }


def _real_game(a: str, b: str, seed: int, season: str, roundtrip_every: int, max_decisions: int) -> int:
    """One random legal game between random real-card decks of the forms `a` (with `b`) and `b` (with
    `a`), tracing off; every `roundtrip_every`-th position (0: none) is written to JSON, read back,
    compared, and play goes on from the decoded copy, which must ask the same decision. Returns how
    many decisions it took; raises AssertionError where the engine contradicts itself."""
    request = _real_request(a, b, seed, season)
    position_json: TypeAdapter[Position] = api.POSITION
    rnd = random.Random(seed)
    session = Session(api.load_position(api.new_duel(request)["position"]), trace=False, owned=True)
    n = 0
    while session.pending is not None and n < max_decisions:
        ruling = session.apply(rnd.choice(session.pending.options))
        if not ruling.legal:
            raise AssertionError(f"a legal option was ruled illegal: {ruling.reason}")
        n += 1
        if roundtrip_every and n % roundtrip_every == 0:
            data = position_json.dump_json(session.position(copy=False))
            again = Session(api.read_position(data), trace=False, owned=True)
            if position_json.dump_json(again.position(copy=False)) != data:
                raise AssertionError(f"the position after decision {n} did not round-trip through JSON")
            if again.pending != session.pending:
                raise AssertionError(f"the decoded position after decision {n} asks another decision")
            session = again
    if session.pending is not None:
        raise AssertionError(f"no result after {n} decisions")
    return n


def _real_json_floor(a: str, b: str, seed: int, season: str) -> tuple[int, float]:
    """The interchange format's own share of a stateless round trip: the positions of the random game
    of `a` and `b` from `seed` (as ``_real_game`` plays it) are collected first, untimed; then each is
    read from its JSON as the round trip reads it (``api.read_position``: pydantic's validation of the
    format, no engine invariant, no replay) and written back, timed in this process's CPU time. Returns
    (positions, seconds): no engine change makes a round trip of these positions cheaper (issue 22)."""
    request = _real_request(a, b, seed, season)
    position_json: TypeAdapter[Position] = api.POSITION
    rnd = random.Random(seed)
    session = Session(api.load_position(api.new_duel(request)["position"]), trace=False, owned=True)
    texts: list[bytes] = []
    while session.pending is not None and len(texts) < 5000:
        session.apply(rnd.choice(session.pending.options))
        texts.append(position_json.dump_json(session.position(copy=False)))
    start = time.process_time()
    for text in texts:
        position_json.dump_json(api.read_position(text))  # the read the round trip itself uses
    return len(texts), time.process_time() - start


def card_facts(c: Any, season: str) -> Json:
    """One card's facts as the API shows them (``/v1/cards``)."""
    from .card_reading import card_names
    from .catalogue import UnknownCard, real_card

    try:
        real_card(c.rules_id, season)
        encoded = True
    except UnknownCard:
        encoded = False
    return {
        "id": c.id,
        "rules_id": c.rules_id,
        "goddess": c.goddess,
        "users": list(c.users),
        "names": card_names(c),
        "category": c.category,
        "type": c.type,
        "subtype": c.subtype,
        "range": list(c.range) if c.range is not None else None,
        "damage": c.damage_raw,
        "charge": c.capacity,
        "cost": c.cost,
        "extra": c.extra,
        "encoded": encoded,
    }


class Furuyoni:
    id = "furuyoni"
    title = "桜降る代に決闘を (Furuyoni)"
    engine_version = api.ENGINE_VERSION
    editions = (
        Edition(
            id="ko-2025-01-31",
            title="Comprehensive rules, Korean translation of 2025-01-31 (season 9-2)",
            language="ko",
            source="000_97007997c0f7bada.txt",
            load_index=_index_2025,
        ),
        Edition(
            id="ja-2018-01-26",
            title="総合ルール, Japanese, 2018-01-26 (clause index and its map to 2025 only; not ruled on)",
            language="ja",
            source="001_199b38f5f4cfa078.txt",
            load_index=_index_2018,
        ),
    )
    default_edition = api.EDITION
    clause_scheme = ClauseScheme(
        pattern=r"(?:C|A)-[1-9][0-9]*(?:-[1-9][0-9]*)*|App[12]",
        example_id="C-9-4",
        example_citation="C 9-4",
        description="The document's numbers: C- for the core rules, A- for the additional rules of each "
        "goddess (their numbers collide with the core's), App1/App2 for the appendices.",
        default_prefix="C-",
        parts={"C": "Core rules", "A": "Additional rules", "App": "Appendices"},
    )
    features = "furuyoni"
    step_plugins: tuple[str, ...] = (
        "tests.furuyoni.steps.duel",
        "tests.furuyoni.steps.setup_steps",
        "tests.furuyoni.steps.roles_and_setup",
        "tests.furuyoni.steps.zones",
        "tests.furuyoni.steps.goddess_steps",
        "tests.furuyoni.steps.stratagem",
        "tests.furuyoni.steps.poison",  # A 7 (Chikage)
        "tests.furuyoni.steps.raira",  # Raira's gauges and charged cards (A 10)
        "tests.furuyoni.steps.thallya_steps",  # A 9
        "tests.furuyoni.steps.misora",  # Misora's aim (A 23)
        "tests.furuyoni.steps.shisui",  # Shisui's laceration tokens (A 22)
        "tests.furuyoni.steps.yatsuha",  # Yatsuha Realized's memories and journey (A 14-4 .. 14-7)
        "tests.furuyoni.steps.megumi",  # Megumi's seed crystals and soil (A 17)
        "tests.furuyoni.steps.mizuki",  # Mizuki's barracks (A 16-4, 16-5)
        "tests.furuyoni.steps.kamuwi",  # Kamuwi's taboo gauge (A 19)
        "tests.furuyoni.steps.hatsumi",  # Hatsumi's tailwind and headwind (A 15)
        "tests.furuyoni.steps.akina",  # Akina's flow and market price (A 21)
        "tests.furuyoni.steps.renri",  # Renri's perjuries and disproofs (A 20)
        "tests.furuyoni.steps.kanawe",  # Kanawe's story and plans (A 18)
    )
    cards = Cards()

    @cached_property
    def models(self) -> Models:
        from .tooling.api_models import BODIES

        return Models(
            version=1,
            # furuyoni-position/2 (``formats``); furuyoni-position-1.schema.json stays as the documented
            # legacy input, read and upgraded, never written again
            versions={"position": 2},
            position=Position,
            action=Action,
            decision=Decision,
            ruling=Ruling,
            setup=Setup,
            bodies=BODIES,
        )

    # --- JSON ------------------------------------------------------------------------------------
    def new_duel(self, setup: Json) -> Json:
        return api.new_duel(setup)

    def legal_actions(self, position: Json) -> Json:
        return api.legal_actions(position)

    def adjudicate(self, position: Json, actions: list[Json], *, trace: bool = True) -> Json:
        return api.adjudicate(position, actions, trace=trace)

    def view(self, position: Json, player: int) -> Json:
        return api.player_view(position, player)

    def validate(self, position: Json) -> None:
        from .validate import validate_state

        validate_state(api.load_position(position).state)

    def refusal(self, exc: BaseException) -> Json | None:
        return api.refusal(exc) if isinstance(exc, Exception) else None

    # --- models ----------------------------------------------------------------------------------
    def load_position(self, data: Json) -> Position:
        return api.load_position(data)

    def dump_position(self, position: Any) -> Json:
        out: Json = api.dump(api.POSITION, position)
        return out

    def load_action(self, data: Json) -> Action:
        return api.ACTION.validate_python(data)

    def dump_action(self, action: Any) -> Json:
        out: Json = api.dump(api.ACTION, action)
        return out

    def session(self, position: Any, *, trace: bool = True) -> Session:
        return Session(position, trace=trace)

    def trusted_session(self, position: Any) -> Session:
        """``TrustedSessions``: a position this engine produced, not validated again (perft)."""
        return Session(position, trace=False, validate=False)

    def session_documents(self, session: Any) -> tuple[Json | None, Json]:
        """``SessionDocuments``: the pending decision and the board, as ``adjudicate`` dumps them."""
        pending = None if session.pending is None else api.dump(api.DECISION, session.pending)
        return pending, api.dump(api.STATE, session.state)

    def random_setup(self, seed: int, options: Mapping[str, str]) -> Json:
        """--goddesses App1 numbers to draw forms from (1-25 by default, 1-8, 3); --focus N: player A
        always holds goddess N; --season a card pool; --decks mixed (default: real cards for an even
        seed, the rules test decks for an odd one), real, rules or test; --cards ID,…: one of them dealt
        to player A (``tooling.random_setup``)."""
        from .tooling.random_setup import random_setup

        return random_setup(seed, options)

    def sample_setup(self, seed: int) -> Json:
        """Two random base goddesses each (C 2-1: different numbers) with their standard test decks."""
        from .goddesses import BASE
        from .testdecks import duel_request

        rnd = random.Random(seed)
        return duel_request([rnd.sample(sorted(BASE), 2), rnd.sample(sorted(BASE), 2)], seed)

    # --- tools -----------------------------------------------------------------------------------
    def random_games(
        self, *, seeds: int, roundtrip_every: int = 1, options: Mapping[str, str] | None = None
    ) -> RandomGames:
        """Random legal games between random real-card decks, for every pair of fully encoded forms
        among the App1 numbers of ``goddesses`` ("1-8" by default, "1-25" with a focus); ``focus`` keeps
        the pairs with a form of that App1 number; ``season`` (the card pool), ``max_decisions`` (5000).
        Every ``roundtrip_every``-th position is written to JSON, read back, compared, and play goes on
        from the decoded copy, which must ask the same decision."""
        from . import carddb
        from .cards.decks import encoded_forms
        from .goddesses import GODDESSES

        opts = dict(options or {})
        unknown = set(opts) - {"goddesses", "focus", "season", "max_decisions"}
        if unknown:
            raise ValueError(f"unknown options {sorted(unknown)}: goddesses, focus, season, max_decisions")
        season = opts.get("season", carddb.DEFAULT_SEASON)
        max_decisions = int(opts.get("max_decisions", "5000"))
        focus = int(opts["focus"]) if opts.get("focus") else None
        lo, _, hi = opts.get("goddesses", "1-25" if focus is not None else "1-8").partition("-")
        forms = encoded_forms(range(int(lo), int(hi or lo) + 1), season)
        pairs = [(a, b) for a, b in itertools.combinations(forms, 2) if GODDESSES[a] != GODDESSES[b]]
        if focus is not None:
            pairs = [(a, b) for a, b in pairs if focus in (GODDESSES[a], GODDESSES[b])]
        failures: list[str] = []
        games = decisions = 0
        start = time.process_time()
        for a, b in pairs:
            for seed in range(seeds):
                try:
                    decisions += _real_game(a, b, seed, season, roundtrip_every, max_decisions)
                except Exception as exc:  # every failure is reported with its pair and seed
                    failures.append(f"{a} + {b}, seed {seed}: {type(exc).__name__}: {exc}")
                games += 1
        return RandomGames(
            games=games,
            decisions=decisions,
            cpu_seconds=round(time.process_time() - start, 2),
            failures=failures,
            detail={"forms": forms, "pairs": len(pairs), "season": season},
        )

    def real_game(self, seed: int, roundtrip_every: int) -> int:
        """``BenchesRealGames``: the random game of seed `seed` between random decks of a pair of fully
        encoded forms among all the goddesses (App1 1-25), the pair picked by the seed."""
        from . import carddb

        pairs = _all_pairs()
        a, b = pairs[(seed * 7919) % len(pairs)]
        return _real_game(a, b, seed, carddb.DEFAULT_SEASON, roundtrip_every, 5000)

    def real_json_floor(self, seed: int) -> tuple[int, float]:
        """``BenchesRealGames``: the positions of ``real_game(seed, …)`` read from JSON and written back
        with nothing else done (``_real_json_floor``)."""
        from . import carddb

        pairs = _all_pairs()
        a, b = pairs[(seed * 7919) % len(pairs)]
        return _real_json_floor(a, b, seed, carddb.DEFAULT_SEASON)

    def real_bench_case(self) -> tuple[Json, list[Json]]:
        from .tooling.bench_case import real_ruling_case

        return real_ruling_case()

    def mutants(self) -> Mapping[str, Mutant]:
        from .tooling.mutants import MUTANTS

        return MUTANTS

    def bench_case(self) -> tuple[Json, list[Json]]:
        from .tooling.bench_case import checked_ruling_case

        return checked_ruling_case()

    def index(self, edition: str | None = None) -> ClauseIndex:
        wanted = edition or self.default_edition
        for e in self.editions:
            if e.id == wanted:
                return e.load_index()
        raise KeyError(f"no edition {wanted!r} of {self.id}")


    # --- capabilities ----------------------------------------------------------------------------
    def serve(self, operation: Operation, body: Any) -> Json | bytes:
        """The API's answers from the bodies of ``tooling.api_models``, validated by the referee."""
        if operation == "adjudicate":
            return api.adjudicate_json(body.position, body.actions)  # serialised in one pass (issue 9)
        if operation == "legal-actions":
            return api.legal_actions_model(body.position)
        if operation == "view":
            return api.player_view_model(body.position, body.player)
        return api.new_duel_model(body.to_setup())

    def routes(self) -> tuple[Route, ...]:
        from .tooling.api_models import ROUTES

        return ROUTES

    def new_duel_choices(self) -> Json:
        from .tooling.api_models import new_duel_choices

        return new_duel_choices()

    def add_commands(self, sub: Any) -> None:
        from .tooling.commands import add_commands

        add_commands(sub)

    def docs(self) -> GameDocs:
        from .tooling.examples import FuruyoniDocs

        return FuruyoniDocs()

    def warm_up(self) -> None:
        api.warm_up()

    def test_cards(self, scenario: Any) -> str | None:
        from .tooling.portable import needs_test_cards

        return needs_test_cards(scenario)

    def declares_test_cards(self, document: Json) -> bool:
        from .tooling.portable import declares_test_cards

        return declares_test_cards(document)


_FURUYONI = Furuyoni()
GAME: Game = _FURUYONI  # typed: mypy checks Furuyoni against the contract, and below against each capability
_CAPABILITIES: tuple[
    Serves, HasRoutes, HasCommands, Documents, WarmsUp, OffersChoices, Portable, TrustedSessions, RandomSetups,
    SessionDocuments, BenchesRealGames,
] = (
    _FURUYONI,
    _FURUYONI,
    _FURUYONI,
    _FURUYONI,
    _FURUYONI,
    _FURUYONI,
    _FURUYONI,
    _FURUYONI,
    _FURUYONI,
    _FURUYONI,
    _FURUYONI,
)

"""The contract between the referee and a game (ARCHITECTURE decision 9: one referee, several games).

Each game of the rules documents is a package ``engine/<game>/`` that exposes one object satisfying
``Game`` (conventionally ``GAME`` in ``engine/<game>/game.py``), registered by id in ``engine.games``.
The referee (API, judge's page, CLI), the conformance runner, coverage, the docs, schema generation,
the mutants and the benchmarks speak only this contract; nothing outside a game's own package and
``features/<game>/`` names one of its concepts.

The contract has two levels, as python-chess has ``Board`` beside its FEN/PGN text forms:

- **models**: the game's pydantic models (position, action, decision, ruling, setup) and a
  ``Session`` — a position being played forward, one answer at a time — for tools that play many
  decisions in process (random games, perft, differential runs, benchmarks);
- **JSON**: the documents of the interchange format, for the HTTP API, the JSON-lines protocol and the
  conformance adapters. Untrusted input goes through the JSON functions, which validate it.

Shapes every game's documents share, so the generic tools can read them without knowing the game:

- a *position* is a JSON object with a ``format`` string (``"<game>-position/<version>"``); everything
  else in it is the game's own;
- an *action* is a JSON object with ``type`` (a string) and ``player`` (0 or 1);
- a *decision* has ``kind``, ``player``, ``clause`` and ``options`` (every legal action, complete:
  anything not listed is illegal), and may have ``detail``;
- an *event* has ``clause`` (a clause id of the game's index, or a citation), ``what`` (words for a
  person) and ``data``;
- a *ruling* has ``action``, ``legal`` (bool), ``clauses`` (the clauses that decided it; for an illegal
  action, those that forbid it), ``reason``, ``events`` and ``pending``;
- ``adjudicate`` answers ``{"game", "edition", "engine", "rulings", "pending", "position", "board",
  ...}``: one ruling per action, the pending decision after the last one, the position to resume from
  and the board as it stands; ``legal_actions`` answers ``{"pending", "board"}``; ``new_duel`` answers
  ``{"edition", "engine", "pending", "position", "board"}``; ``view`` answers ``{"board", "pending"}``
  holding nothing the player may not see;
- a refusal is a problem document (RFC 9457 fields ``type``, ``title``, ``status``, ``detail``, and for an
  inconsistent position ``invariant`` and ``clause``): ``Game.refusal`` turns the game's exceptions into
  one, and returns None for anything that is a bug rather than bad input; a game's own code may also
  raise ``Problem``, which carries its document.

Beyond the contract, a game may offer *capabilities* (small runtime-checkable protocols at the end of
this module: a served fast path, more API operations, more CLI commands, documentation of its
examples, a warm-up, a random player, the choices of a new duel, scenarios of real cards only, editions mapped to the
default one). The referee asks ``isinstance(game, Capability)`` and
does without when the answer is no, so a new game needs none of them.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import AbstractContextManager
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Literal, Protocol, runtime_checkable

if TYPE_CHECKING:
    from referee.examples import Counterparts, Example, Tok
    from referee.gherkin import Scenario

Json = dict[str, Any]


class Problem(Exception):
    """A refusal that carries its own problem document (RFC 9457 fields; ``status`` a 4xx): raised by a
    game's extra operations and card catalogue for input they refuse (an unknown goddess, a season of
    no card), where no exception of the rules fits."""

    def __init__(self, status: int, title: str, detail: str, **extra: Any) -> None:
        super().__init__(detail)
        self.document: Json = {"type": extra.pop("type", "about:blank"), "title": title, "status": status,
                               "detail": detail, **extra}


# --- clauses -----------------------------------------------------------------------------------------


class Clause(Protocol):
    """One clause of a rules document, as the clause index of an edition records it."""

    @property
    def id(self) -> str: ...  # as tagged in feature files: "C-9-4", "MC-8-3-5", "SD-turn-2"
    @property
    def number(self) -> str: ...  # as printed in the document (or the project's stable id where it has none)
    @property
    def part(self) -> str: ...
    @property
    def slug(self) -> str: ...
    @property
    def title(self) -> str: ...  # our own short English title
    @property
    def summary(self) -> str: ...  # our own one-sentence English paraphrase
    @property
    def kind(self) -> str: ...  # "T" testable, "D" definition, "H" heading
    @property
    def parent(self) -> str | None: ...
    @property
    def decision(self) -> str | None: ...  # the reading the suite takes where the text is unclear
    @property
    def source_hash(self) -> str: ...  # sha256 prefix of the clause's normalised source text
    @property
    def line(self) -> int: ...
    @property
    def citation(self) -> str: ...  # for a person: "C 9-4", "MC 8.3.5"
    @property
    def testable(self) -> bool: ...


class ClauseIndex(Protocol):
    """The clauses of one edition, in document order, addressable by id."""

    @property
    def edition(self) -> str: ...
    @property
    def source(self) -> str: ...
    @property
    def source_sha256(self) -> str: ...

    def get(self, clause_id: str) -> Clause | None: ...
    def __getitem__(self, clause_id: str) -> Clause: ...
    def __contains__(self, clause_id: object) -> bool: ...
    def __iter__(self) -> Iterator[Clause]: ...
    def __len__(self) -> int: ...
    def testable(self) -> Sequence[Clause]: ...
    def cite(self, clause_id: str) -> str: ...


@dataclass(frozen=True)
class Edition:
    """One edition of a game's rules: the document it follows and its clause index."""

    id: str  # "ko-2025-01-31"
    title: str  # "Korean comprehensive rules, 2025-01-31"
    language: str  # BCP 47 tag of the source text: "ko", "ja"
    source: str  # the rules document it was built from (a file name of the shared rules folder)
    load_index: Callable[[], ClauseIndex]


@dataclass(frozen=True)
class ClauseScheme:
    """How a game's clauses are named, for tags, citations and the API's clause paths."""

    pattern: str  # a regular expression matching every clause id of the game (fullmatch)
    example_id: str  # "C-9-4"
    example_citation: str  # "C 9-4"
    description: str  # one sentence for people: where the ids come from
    # What a selector without its part means (``--clause 9-4`` is ``C-9-4`` with "C-"); "" for none.
    default_prefix: str = ""
    # The parts of the document by the ``part`` of their clauses, for reports: {"C": "Core rules", ...}.
    parts: Mapping[str, str] = field(default_factory=dict)


# --- models ------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Models:
    """The game's pydantic models (pydantic dataclasses or BaseModels), the source of its JSON Schemas
    (``schema/<game>-<name>-<version>.schema.json``) and of its OpenAPI request/response bodies."""

    version: int  # the interchange format's version, in schema file names and ``$id``s
    position: Any
    action: Any  # usually a discriminated union on ``type``
    decision: Any
    ruling: Any
    setup: Any  # the body of new-duel
    extra: Mapping[str, Any] = field(default_factory=dict)  # further documents worth a schema
    # A document whose version has moved on from ``version`` (Furuyoni: position 2), by name; an older
    # version's schema file stays beside it as documented legacy input.
    versions: Mapping[str, int] = field(default_factory=dict)
    # The game's own request and response bodies of the API (pydantic BaseModels) where it has them, by
    # the names of ``BODIES``; the referee builds the others from the models above (a request of
    # ``{"position", "actions"}``, a response with ``board`` as a plain object …).
    bodies: Mapping[str, Any] = field(default_factory=dict)


BODIES = frozenset(
    {
        "adjudicate-request",  # {"position", "actions"}; also the body of saving a ruling
        "adjudicate-response",
        "legal-actions-request",  # {"position"}
        "legal-actions-response",
        "view-request",  # {"position", "player"}
        "view-response",
        "new-duel-request",  # the setup
        "new-duel-response",
        "cards-query",  # the query of GET cards: ``season``, and the game's own (Furuyoni: ``goddess``)
        "card-query",  # the query of GET cards/{id}: ``season``, and the game's own (Furuyoni: ``lang``)
        "card",  # one card's facts (GET cards/{id}; the items of GET cards)
    }
)


class Decision(Protocol):
    @property
    def kind(self) -> str: ...
    @property
    def player(self) -> int: ...
    @property
    def clause(self) -> str: ...

    @property
    def options(self) -> Sequence[Any]: ...


class Ruling(Protocol):
    @property
    def legal(self) -> bool: ...
    @property
    def clauses(self) -> Sequence[str]: ...
    @property
    def reason(self) -> str: ...


class Session(Protocol):
    """A position being played forward (the game's driver): the pending decision with every legal
    answer, ``apply`` one answer (an illegal one changes nothing and is a ruling with legal False),
    and the position to resume from. Deterministic: the same position and answers give the same
    result, whatever ``trace`` is."""

    @property
    def pending(self) -> Decision | None: ...  # None when the game is over

    def apply(self, action: Any) -> Ruling: ...

    def position(self) -> Any: ...  # a model instance of ``Models.position``


@runtime_checkable
class Mutant(Protocol):
    """One deliberate, realistic rule mistake in the game's engine (the proof that the suite bites)."""

    @property
    def name(self) -> str: ...
    @property
    def clause(self) -> str: ...  # the clause id it breaks, as tagged
    @property
    def mistake(self) -> str: ...  # what is wrong, in words

    def applied(self) -> AbstractContextManager[None]: ...  # the engine with the mistake, inside the block

    def bindings(self) -> Any: ...  # resolve the patch now; raises when it no longer applies


@dataclass
class RandomGames:
    """What ``Game.random_games`` reports: complete random legal games with the game's property checks."""

    games: int
    decisions: int
    cpu_seconds: float
    failures: list[str]  # one line each: what failed, with the seed to replay it
    detail: Json = field(default_factory=dict)  # game-specific figures (pairs of goddesses, …)


class CardCatalogue(Protocol):
    """A game's database of real cards (facts only), where it has one."""

    def seasons(self) -> list[str]: ...
    def default_season(self) -> str: ...
    # KeyError (or a ``Problem`` saying which) for an unknown season or query value
    def list(self, season: str, **query: str) -> list[Json]: ...
    # KeyError: unknown card; ``query``: the rest of the game's card query (``Models.bodies["card-query"]``)
    def get(self, card_id: str, season: str, **query: str) -> Json: ...


# --- the game ----------------------------------------------------------------------------------------


class Game(Protocol):
    """Everything the referee and its tools know of a game."""

    @property
    def id(self) -> str: ...  # "furuyoni", "soudatsu", "monster-collection"
    @property
    def title(self) -> str: ...  # for people: "桜降る代に決闘を (Furuyoni)"
    @property
    def engine_version(self) -> str: ...
    @property
    def editions(self) -> Sequence[Edition]: ...
    @property
    def default_edition(self) -> str: ...  # an id of ``editions``
    @property
    def clause_scheme(self) -> ClauseScheme: ...
    @property
    def models(self) -> Models: ...
    @property
    def features(self) -> str: ...  # its feature files, relative to features/: "furuyoni"
    # The modules holding its step definitions; its scenarios run from tests/<id>/test_scenarios.py
    # (``-`` in the id read as ``_``), whose conftest.py loads these (``tests.harness``).
    @property
    def step_plugins(self) -> Sequence[str]: ...
    @property
    def cards(self) -> CardCatalogue | None: ...

    # JSON level: untrusted input in, documents out; refusals are raised (see ``refusal``).
    def new_duel(self, setup: Json) -> Json: ...
    def legal_actions(self, position: Json) -> Json: ...
    def adjudicate(self, position: Json, actions: list[Json], *, trace: bool = True) -> Json: ...
    def view(self, position: Json, player: int) -> Json: ...
    def validate(self, position: Json) -> None: ...  # raises the game's refusal for a bad position
    def refusal(self, exc: BaseException) -> Json | None: ...

    # Model level, for tools that play in process.
    def load_position(self, data: Json) -> Any: ...  # validated model of ``Models.position``
    def dump_position(self, position: Any) -> Json: ...
    def load_action(self, data: Json) -> Any: ...
    def dump_action(self, action: Any) -> Json: ...
    def session(self, position: Any, *, trace: bool = True) -> Session: ...
    def sample_setup(self, seed: int) -> Json: ...  # a new-duel body with test decks, for random games

    # Tools.
    def random_games(self, *, seeds: int, roundtrip_every: int = 1, options: Mapping[str, str] | None = None) -> RandomGames: ...
    def mutants(self) -> Mapping[str, Mutant]: ...
    def bench_case(self) -> tuple[Json, list[Json]]: ...  # a mid-game position and actions to time adjudication on

    def index(self, edition: str | None = None) -> ClauseIndex: ...  # the default edition's when None


# --- optional capabilities ---------------------------------------------------------------------------

Operation = Literal["adjudicate", "legal-actions", "view", "new-duel"]


@runtime_checkable
class Serves(Protocol):
    """Answers the API from request bodies the referee has validated with the game's own body models
    (``Models.bodies`` or those the referee builds): adjudicate and save a ruling ``{position,
    actions}``, legal-actions ``{position}``, view ``{position, player}``, new-duel the setup body. The
    answer is the response document, or its JSON text serialised by the game in one pass (for
    Furuyoni's adjudicate about four times faster than building the dicts and encoding them again,
    issue 9). Without it, the referee dumps the body again and calls the JSON functions."""

    def serve(self, operation: Operation, body: Any) -> Json | bytes: ...


@dataclass(frozen=True)
class Route:
    """One more operation of a game's API: ``GET`` (or ``POST``) ``/v1/games/<game>/<path>``, and
    ``/v1/<path>`` for the default game. The handler gets the validated query (or body) and answers a
    document, or raises ``Problem`` (or an exception of the game's ``refusal``)."""

    path: str  # "test-deck"
    summary: str  # its documentation
    query: Any  # a pydantic BaseModel of its query parameters (GET) or of its body (POST)
    response: Any  # a pydantic model of the 200 answer
    handler: Callable[[Any], Json]
    method: Literal["GET", "POST"] = "GET"


@runtime_checkable
class HasRoutes(Protocol):
    def routes(self) -> Sequence[Route]: ...


@runtime_checkable
class HasCommands(Protocol):
    """More ``python -m referee`` subcommands, for what only this game has (Furuyoni: ``cards``,
    ``source-check``): ``add_commands`` adds them to the argparse subparsers, each with its ``func``."""

    def add_commands(self, sub: Any) -> None: ...


class GameDocs(Protocol):
    """How the rules-by-example pages draw this game's scenarios (``referee/docs_site.py``)."""

    @property
    def template_package(self) -> str | None: ...  # a package whose templates/board.html has macro board(b)
    # (and templates/board.css, if any, the rules it needs)
    @property
    def examples_intro(self) -> str: ...  # said before a clause's examples: how players and cards are named

    def tokens(self, text: str, known: frozenset[str]) -> list[Tok]: ...  # clause citations become links
    def example(self, scenario: Scenario, known: frozenset[str]) -> Example: ...
    def counterparts(self, clause_id: str) -> Counterparts | None: ...  # the clause in other editions


@runtime_checkable
class Documents(Protocol):
    def docs(self) -> GameDocs: ...


@runtime_checkable
class WarmsUp(Protocol):
    """Readies a long-lived process (the served referee, a benchmark) before it answers: loads the
    static tables every ruling reads, which the caller then freezes out of the garbage collector's
    walks (``gc.freeze``)."""

    def warm_up(self) -> None: ...


@runtime_checkable
class PlaysRandomly(Protocol):
    """Picks a random answer as the game's own random player does, for tools that play whole random
    games (the benchmark): a game whose every decision offers a concession would otherwise end its
    random games at the first concession picked."""

    def random_answer(self, session: Session, rnd: random.Random) -> Any: ...  # one of session.pending.options


@runtime_checkable
class BenchesRealGames(Protocol):
    """Real-card figures for the benchmark (issue 22), beside its sample setups' random games: one
    complete random game of real cards from a seed, its position written to JSON and read back after
    every ``roundtrip_every``-th decision (0: never), giving how many decisions it took; the same
    game's positions only read and written (``real_json_floor``); and a ruling case of a real-card
    mid-game position, as ``Game.bench_case``."""

    def real_game(self, seed: int, roundtrip_every: int) -> int: ...

    def real_json_floor(self, seed: int) -> tuple[int, float]:
        """The positions of ``real_game(seed, …)`` read from JSON (the format's validation only) and
        written back, nothing else done: (positions, CPU seconds). The floor of a stateless round trip
        that no engine change lowers."""
        ...

    def real_bench_case(self) -> tuple[Json, list[Json]]: ...


@runtime_checkable
class OffersChoices(Protocol):
    """What a person starting a duel chooses from (Furuyoni: the goddesses, their names, whether random
    decks of real cards exist for them) and the suggested defaults: ``GET /v1/games/<game>/new-duel-choices``
    and the judge's page."""

    def new_duel_choices(self) -> Json: ...


@runtime_checkable
class Portable(Protocol):
    """Which scenarios an implementation knowing only the game's real cards can run (``referee.portable``,
    ``--real-cards-only``, the coverage's real-card counts): ``test_cards`` says why a scenario needs the
    suite's test cards (its inline card language, a test deck), or None when it uses real cards only;
    ``declares_test_cards`` whether a position or a setup declares test cards."""

    def test_cards(self, scenario: Scenario) -> str | None: ...
    def declares_test_cards(self, document: Json) -> bool: ...


@runtime_checkable
class MappedClause(Protocol):
    """A clause of an edition that is not the default one, naming the default edition's clauses that
    hold its rule (Furuyoni's 2018 Japanese edition): ``coverage --edition`` reads the scenarios in
    that edition's numbering."""

    @property
    def to_default(self) -> Sequence[str]: ...  # ids of the default edition's index; empty: removed
    @property
    def relation(self) -> str: ...  # "same", "moved", "changed", "removed"
    @property
    def note(self) -> str | None: ...


# --- capabilities the testing tools use where a game offers them (perft, differential runs) ----------


@runtime_checkable
class TrustedSessions(Protocol):
    """A session of a position this engine produced itself (``Session.position()``), without checking
    it again: perft plays millions of such positions, and Furuyoni's validation is a tenth to a fifth
    of the cost of one. Without it, the tools use ``session(position, trace=False)``."""

    def trusted_session(self, position: Any) -> Session: ...


@runtime_checkable
class RandomSetups(Protocol):
    """New-duel bodies for random games beyond ``sample_setup``'s test decks (Furuyoni: random decks of
    real cards for random goddesses). ``options`` are the game's own (``--goddesses 1-8`` is
    ``{"goddesses": "1-8"}``); an unknown option or value is a ``ValueError`` naming it. The same seed
    and options give the same body. A game with real cards takes ``cards`` (comma-separated ids) and
    deals one of them in each game: the mutant runs pass the cards the scenarios of the mutant's
    clause are tagged with (``@card:ID``)."""

    def random_setup(self, seed: int, options: Mapping[str, str]) -> Json: ...


@runtime_checkable
class SessionDocuments(Protocol):
    """What ``adjudicate`` would answer of a live session, without replaying it: its pending decision
    (None when the game is over) and its board as it stands, as JSON documents. The differential runs
    play our engine in a live session with it (about a third of the cost of one ``adjudicate`` per
    answer) and fall back to the JSON functions without it."""

    def session_documents(self, session: Session) -> tuple[Json | None, Json]: ...

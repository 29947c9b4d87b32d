"""A toy second game behind the contract, for the tests of the referee's generic parts
(tests/unit/test_a_second_game.py): Nim with one pile — the players take 1 to 3 counters in turn, and
who takes the last one wins. Registered only inside those tests. Its models are named as Furuyoni's
are (``Position``, ``State``, ``Action``…) on purpose: two games' schemas must not overwrite each other
in the OpenAPI document. It offers none of the optional capabilities, so every fallback is exercised."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter, ValidationError
from pydantic.dataclasses import dataclass as pydantic_dataclass

from engine.contract import ClauseScheme, Edition, Json, Models, Mutant, RandomGames


@dataclass(frozen=True)
class Clause:
    id: str
    number: str
    title: str
    summary: str
    kind: str
    parent: str | None
    part: str = "N"
    decision: str | None = None
    source_hash: str = "0" * 12
    line: int = 1

    @property
    def slug(self) -> str:
        return self.title.lower().replace(" ", "-")

    @property
    def citation(self) -> str:
        return self.id.replace("-", " ", 1)

    @property
    def testable(self) -> bool:
        return self.kind == "T"


CLAUSES = (
    Clause("N-1", "1", "Playing", "How a game of Nim is played.", "H", None),
    Clause("N-1-1", "1-1", "Taking", "The active player takes one to three counters from the pile.", "T", "N-1"),
    Clause("N-1-2", "1-2", "Turns", "The players take turns, starting with player 0.", "T", "N-1",
           decision="The toy game's only reading: player 0 starts."),
    Clause("N-2", "2", "Winning", "Who takes the last counter wins.", "T", None),
)


class Index:
    edition = "toy-1"
    source = "toy.txt"
    source_sha256 = "0" * 64

    def get(self, clause_id: str) -> Clause | None:
        return next((c for c in CLAUSES if c.id == clause_id), None)

    def __getitem__(self, clause_id: str) -> Clause:
        found = self.get(clause_id)
        if found is None:
            raise KeyError(clause_id)
        return found

    def __contains__(self, clause_id: object) -> bool:
        return any(c.id == clause_id for c in CLAUSES)

    def __iter__(self) -> Iterator[Clause]:
        return iter(CLAUSES)

    def __len__(self) -> int:
        return len(CLAUSES)

    def testable(self) -> list[Clause]:
        return [c for c in CLAUSES if c.testable]

    def cite(self, clause_id: str) -> str:
        return self[clause_id].citation


class Strict(BaseModel):
    model_config = ConfigDict(extra="forbid")


class State(Strict):
    counters: int = Field(ge=0, le=30)
    active: Literal[0, 1] = 0
    winner: Literal[0, 1] | None = None


class Action(Strict):
    type: Literal["take"]
    player: Literal[0, 1]
    count: int = Field(ge=1, le=3)


class Position(Strict):
    format: Literal["toy-position/1"] = "toy-position/1"
    state: State
    answers: list[Action] = Field(default_factory=list, max_length=100)


class Decision(Strict):
    kind: Literal["take"] = "take"
    player: Literal[0, 1]
    clause: str = "N-1-1"
    options: list[Action]


class Event(Strict):
    clause: str
    what: str
    data: dict[str, Any] = Field(default_factory=dict)


class Ruling(Strict):
    action: Action
    legal: bool
    clauses: list[str]
    reason: str
    events: list[Event]
    pending: Decision | None


@pydantic_dataclass
class Setup:  # a pydantic dataclass, not a BaseModel: the referee wraps it for its request body
    counters: int = Field(default=10, ge=1, le=30)


class Refused(Exception):
    def __init__(self, invariant: str, clause: str, message: str) -> None:
        super().__init__(message)
        self.invariant, self.clause, self.message = invariant, clause, message


@dataclass
class Session:
    state: State
    trace: bool = True
    answers: list[Action] = field(default_factory=list)

    @property
    def pending(self) -> Decision | None:
        s = self.state
        if s.winner is not None:
            return None
        options = [Action(type="take", player=s.active, count=n) for n in (1, 2, 3) if n <= s.counters]
        return Decision(player=s.active, options=options)

    def apply(self, action: Any) -> Ruling:
        pending = self.pending
        if pending is None or action not in pending.options:
            return Ruling(action=action, legal=False, clauses=["N-1-1"], reason="not a legal take", events=[],
                          pending=pending)
        s = self.state
        s.counters -= action.count
        self.answers.append(action)
        events = [Event(clause="N-1-1", what=f"player {action.player} takes {action.count}")]
        if s.counters == 0:
            s.winner = action.player
            events.append(Event(clause="N-2", what=f"player {action.player} wins"))
        else:
            s.active = 1 - s.active  # type: ignore[assignment]
        return Ruling(action=action, legal=True, clauses=["N-1-1"], reason="", events=events, pending=self.pending)

    def position(self) -> Position:
        return Position(state=self.state.model_copy())


def _session(position: Position) -> Session:
    session = Session(position.state.model_copy())
    for answer in position.answers:
        if not session.apply(answer).legal:
            raise Refused("answers", "N-1-1", "an answer in the position is not legal")
    return session


class ToyGame:
    id = "toy"
    title = "Nim (a toy game of the tests)"
    engine_version = "0.0.1"
    editions = (Edition("toy-1", "The toy rules", "en", "toy.txt", Index),)
    default_edition = "toy-1"
    clause_scheme = ClauseScheme(r"N-[0-9]+(?:-[0-9]+)*", "N-1-1", "N 1-1", "N- and the rule's number.")
    models = Models(version=1, position=Position, action=Action, decision=Decision, ruling=Ruling, setup=Setup)
    features = "toy"
    step_plugins: tuple[str, ...] = ()
    cards = None

    def _answer(self, session: Session) -> Json:
        return {"pending": None if session.pending is None else session.pending.model_dump(mode="json"),
                "board": session.state.model_dump(mode="json")}

    def new_duel(self, setup: Json) -> Json:
        made = TypeAdapter(Setup).validate_python(setup)
        session = Session(State(counters=made.counters))
        return {"edition": "toy-1", "engine": self.engine_version, "position": session.position().model_dump(mode="json"),
                **self._answer(session)}

    def legal_actions(self, position: Json) -> Json:
        return self._answer(_session(self.load_position(position)))

    def adjudicate(self, position: Json, actions: list[Json], *, trace: bool = True) -> Json:
        session = _session(self.load_position(position))
        rulings = [session.apply(self.load_action(a)).model_dump(mode="json") for a in actions]
        return {"game": self.id, "edition": "toy-1", "engine": self.engine_version, "rulings": rulings,
                "position": session.position().model_dump(mode="json"), **self._answer(session)}

    def view(self, position: Json, player: int) -> Json:
        answer = self._answer(_session(self.load_position(position)))
        pending = answer["pending"]
        if pending is not None and pending["player"] != player:
            pending = {k: v for k, v in pending.items() if k != "options"}
        return {"board": answer["board"], "pending": pending}

    def validate(self, position: Json) -> None:
        _session(self.load_position(position))

    def refusal(self, exc: BaseException) -> Json | None:
        if isinstance(exc, Refused):
            return {"type": f"urn:toy:invariant:{exc.invariant}", "title": "Inconsistent position", "status": 422,
                    "detail": exc.message, "invariant": exc.invariant, "clause": exc.clause}
        if isinstance(exc, ValidationError):
            return {"type": "urn:toy:malformed", "title": "Malformed input", "status": 422,
                    "detail": f"{exc.error_count()} validation error(s)"}
        return None

    def load_position(self, data: Json) -> Position:
        return Position.model_validate(data)

    def dump_position(self, position: Any) -> Json:
        out: Json = position.model_dump(mode="json")
        return out

    def load_action(self, data: Json) -> Action:
        return Action.model_validate(data)

    def dump_action(self, action: Any) -> Json:
        out: Json = action.model_dump(mode="json")
        return out

    def session(self, position: Any, *, trace: bool = True) -> Session:
        return _session(position)

    def sample_setup(self, seed: int) -> Json:
        return {"counters": 7 + seed % 10}

    def random_games(self, *, seeds: int, roundtrip_every: int = 1, options: Mapping[str, str] | None = None) -> RandomGames:
        return RandomGames(games=0, decisions=0, cpu_seconds=0.0, failures=[])

    def mutants(self) -> Mapping[str, Mutant]:
        return {}

    def bench_case(self) -> tuple[Json, list[Json]]:
        return self.new_duel({"counters": 5})["position"], [{"type": "take", "player": 0, "count": 2}]

    def index(self, edition: str | None = None) -> Index:
        return Index()


GAME = ToyGame()

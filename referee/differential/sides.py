"""The two sides of a differential game: an implementation playing one game forward, the new duel
and then one answer at a time. Our engine (or a mutant of it) plays in a live session where the game
offers ``TrustedSessions`` and ``SessionDocuments``; any implementation can play through its adapter,
one ``adjudicate`` of one answer from the position it returned last."""

from __future__ import annotations

from collections.abc import Callable
from contextlib import AbstractContextManager, nullcontext
from dataclasses import dataclass
from typing import Any, Protocol

from engine.contract import Game, SessionDocuments, TrustedSessions

from ..implementations import Implementation, refusal_types

Json = dict[str, Any]


@dataclass
class Answer:
    """One side's answer to the same request, or its failure."""

    doc: Json | None = None
    refused: Json | None = None  # the problem document of a refusal
    error: str | None = None  # a broken exchange or a crash
    unsupported: str | None = None


def ask(call: Callable[..., Json], *args: Any) -> Answer:
    refused, unsupported, broken = refusal_types()
    try:
        return Answer(doc=call(*args))
    except refused as exc:
        return Answer(refused=getattr(exc, "problem", {"detail": str(exc)}))
    except unsupported as exc:
        return Answer(unsupported=getattr(exc, "reason", str(exc)))
    except broken as exc:
        return Answer(error=str(exc))
    except Exception as exc:  # an in-process implementation's crash is a divergence, not our crash
        return Answer(error=f"{type(exc).__name__}: {exc}")


class Side(Protocol):
    """One implementation playing one game forward: the new duel, then one answer at a time."""

    def start(self, setup: Json) -> Answer: ...  # {"pending", "board", "position"}
    def step(self, action: Json) -> Answer: ...  # {"rulings": [one], "pending", "board"}
    def position(self) -> Json: ...  # the position to resume from, for views and cases


class AdapterSide:
    """An implementation behind an adapter: ``new_duel``, then ``adjudicate`` of one answer from the
    position it returned last."""

    def __init__(self, impl: Implementation) -> None:
        self.impl = impl
        self.at: Json | None = None

    def start(self, setup: Json) -> Answer:
        answer = ask(self.impl.new_duel, setup)
        self.at = None if answer.doc is None else answer.doc["position"]
        return answer

    def step(self, action: Json) -> Answer:
        answer = ask(self.impl.adjudicate, self.at, [action])
        if answer.doc is not None:
            self.at = answer.doc["position"]
        return answer

    def position(self) -> Json:
        assert self.at is not None
        return self.at


class SessionSide:
    """Our engine (or a mutant of it: ``around`` applies the mistake) in one live session, for a game
    offering ``TrustedSessions`` and ``SessionDocuments``: the same documents as ``adjudicate`` answers,
    without replaying the step for every answer."""

    def __init__(self, game: Any, around: Callable[[], AbstractContextManager[Any]] = nullcontext) -> None:
        self.game = game
        self.around = around
        self.session: Any = None

    def start(self, setup: Json) -> Answer:
        with self.around():
            answer = ask(self.game.new_duel, setup)
            if answer.doc is not None:
                self.session = self.game.session(self.game.load_position(answer.doc["position"]), trace=False)
        return answer

    def step(self, action: Json) -> Answer:
        with self.around():
            try:
                ruling = self.session.apply(self.game.load_action(action))
                pending, board = self.game.session_documents(self.session)
            except Exception as exc:  # a mutant's crash is a divergence, not ours
                return Answer(error=f"{type(exc).__name__}: {exc}")
        doc = {"legal": ruling.legal, "clauses": list(ruling.clauses), "reason": ruling.reason, "pending": pending}
        return Answer(doc={"rulings": [doc], "pending": pending, "board": board})

    def position(self) -> Json:
        with self.around():
            doc: Json = self.game.dump_position(self.session.position())
        return doc


def positions_of(ours: Answer, theirs: Answer) -> Callable[[], tuple[Json, Json]] | None:
    if ours.doc is None or theirs.doc is None:
        return None
    pair = (ours.doc["position"], theirs.doc["position"])
    return lambda: pair


def fast_sessions(game: Game) -> bool:
    return isinstance(game, SessionDocuments) and isinstance(game, TrustedSessions)

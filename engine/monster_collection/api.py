"""The public API of the engine, JSON in and JSON out: a position, its legal actions, apply answers,
serialise. Everything the game contract (``game.py``) exposes goes through here."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from pydantic import TypeAdapter, ValidationError

from .driver import Session
from .model import FORMAT, Action, Decision, Position, Ruling, State
from .procedures.setup import Setup, SetupError
from .procedures.setup import new_duel as setup_duel
from .readings import readings
from .validate import PositionError

ENGINE_VERSION = "0.1.0"
EDITION = "ja-2014-03-13"  # 総合ルール Version 2.09

POSITION = TypeAdapter(Position)
ACTION: TypeAdapter[Action] = TypeAdapter(Action)
ACTIONS: TypeAdapter[list[Action]] = TypeAdapter(list[Action])
RULING = TypeAdapter(Ruling)
DECISION = TypeAdapter(Decision)
STATE = TypeAdapter(State)
SETUP = TypeAdapter(Setup)

Json = dict[str, Any]


class FormatError(ValueError):
    """A document that is not a Monster Collection position of this format."""


def load_position(data: Any) -> Position:
    """Validate untrusted JSON data into a position (pydantic raises ValidationError on bad shapes)."""
    if isinstance(data, dict) and data.get("format", FORMAT) != FORMAT:
        raise FormatError(f"the position's format is {data.get('format')!r}; this engine reads {FORMAT!r}")
    return POSITION.validate_python(data)


def dump(adapter: TypeAdapter[Any], value: Any) -> Any:
    return adapter.dump_python(value, mode="json")


@dataclass
class Adjudication:
    """The answer to a position and actions (``adjudicate``)."""

    edition: str
    engine: str
    rulings: list[Ruling]
    pending: Decision | None
    position: Position
    board: State  # the board after the last action (mid-step if a decision is pending)
    readings: dict[str, Any]  # what that board reads as: units' values, terrains' limits and controllers


ADJUDICATION = TypeAdapter(Adjudication)


def adjudicate(position: Json, actions: list[Json], *, trace: bool = True) -> Json:
    """Play ``actions`` one by one from ``position``: a ruling per action, the final position and board.

    An illegal action is a normal ruling (legal: false) and leaves the position as it was. Malformed
    data raises ValidationError; an inconsistent position raises PositionError."""
    pos = load_position(position)
    acts = ACTIONS.validate_python(actions)
    session = Session(pos, trace=trace)
    rulings = [session.apply(a) for a in acts]
    result: Json = dump(
        ADJUDICATION,
        Adjudication(
            edition=EDITION,
            engine=ENGINE_VERSION,
            rulings=rulings,
            pending=session.pending,
            position=session.position(),
            board=session.state,
            readings=readings(session.duel),
        ),
    )
    return result


def legal_actions(position: Json) -> Json:
    """The pending decision of a position and every legal answer to it."""
    session = Session(load_position(position))
    return {
        "pending": dump(DECISION, session.pending) if session.pending else None,
        "board": dump(STATE, session.state),
        "readings": readings(session.duel),
    }


def player_view(position: Json, player: int) -> Json:
    """The board of a position as ``player`` may see it: nothing hidden from that player leaks."""
    from .view import revealed_by, view

    session = Session(load_position(position))
    pending = session.pending
    return {
        # a card the procedure in progress has revealed (MC 12.1.1.2.2) is public while that decision waits
        "board": view(dump(STATE, session.state), session.state, player, revealed_by(pending)),
        # whose decision it is, and its kind, are public; the options only to the one deciding
        "pending": None
        if pending is None
        else {
            "kind": pending.kind,
            "player": pending.player,
            "clause": pending.clause,
            **({"options": dump(DECISION, pending)["options"]} if pending.player == player else {}),
        },
    }


def new_duel(request: Json) -> Json:
    """MC 3.3, 6.1: check both decks, prepare the game, and return the position at the first decision."""
    session = Session(Position(state=setup_duel(SETUP.validate_python(request))))
    return {
        "edition": EDITION,
        "engine": ENGINE_VERSION,
        "pending": dump(DECISION, session.pending) if session.pending else None,
        "position": dump(POSITION, session.position()),
        "board": dump(STATE, session.state),
    }


def refusal(exc: BaseException) -> Json | None:
    """The problem document (RFC 9457 fields) for input the engine refuses, or None for a bug."""
    if isinstance(exc, (PositionError, SetupError)):
        title = "Inconsistent position" if isinstance(exc, PositionError) else "Invalid deck"
        return {
            "type": f"urn:monster-collection:invariant:{exc.invariant}",
            "title": title,
            "status": 422,
            "detail": exc.message,
            "invariant": exc.invariant,
            "clause": exc.clause,
        }
    if isinstance(exc, FormatError):
        return {
            "type": "urn:monster-collection:format",
            "title": "Not a Monster Collection position",
            "status": 422,
            "detail": str(exc),
        }
    if isinstance(exc, ValidationError):
        errors = [{"loc": [str(x) for x in e["loc"]], "msg": e["msg"]} for e in exc.errors()[:20]]
        return {
            "type": "urn:monster-collection:malformed",
            "title": "Malformed input",
            "status": 422,
            "detail": f"{exc.error_count()} validation error(s)",
            "errors": errors,
        }
    return None

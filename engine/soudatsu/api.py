"""奏奪's engine, JSON in and JSON out: a position, its legal actions, apply actions, a player's view,
a new game. Everything the contract (``game.py``), an adapter or the referee needs goes through here."""

from __future__ import annotations

from typing import Any

from pydantic import TypeAdapter, ValidationError

from .driver import Session
from .model import EDITION, Action, CardDef, Decision, Position, Ruling, Setup, State
from .procedures.setup import new_duel as setup_game
from .validate import PositionError
from .view import board

ENGINE_VERSION = "0.1.0"

POSITION = TypeAdapter(Position)
ACTION: TypeAdapter[Action] = TypeAdapter(Action)
ACTIONS: TypeAdapter[list[Action]] = TypeAdapter(list[Action])
RULING = TypeAdapter(Ruling)
DECISION = TypeAdapter(Decision)
STATE = TypeAdapter(State)
SETUP = TypeAdapter(Setup)
DEFINITIONS: TypeAdapter[dict[str, CardDef]] = TypeAdapter(dict[str, CardDef])

Json = dict[str, Any]


def dump(adapter: TypeAdapter[Any], value: Any) -> Any:
    return adapter.dump_python(value, mode="json")


def load_position(data: Any) -> Position:
    """Validate untrusted JSON into a position (pydantic raises ValidationError on bad shapes; the
    invariants are checked when a session starts on it)."""
    return POSITION.validate_python(data)


def adjudicate(position: Json, actions: list[Json], *, trace: bool = True) -> Json:
    """Play `actions` one by one from `position`: a ruling per action, the final position and board.
    An illegal action is a normal ruling (legal false) and leaves the position as it was."""
    return adjudicate_models(load_position(position), ACTIONS.validate_python(actions), trace=trace)


def adjudicate_models(pos: Position, acts: list[Action], *, trace: bool = True) -> Json:
    session = Session(pos, trace=trace)
    rulings = [session.apply(a) for a in acts]
    return {
        "game": "soudatsu",
        "edition": EDITION,
        "engine": ENGINE_VERSION,
        "rulings": [dump(RULING, r) for r in rulings],
        "pending": dump(DECISION, session.pending) if session.pending else None,
        "position": dump(POSITION, session.position()),
        "board": dump(STATE, session.state),
    }


def legal_actions(position: Json) -> Json:
    """The pending decision of a position, with every legal answer."""
    session = Session(load_position(position))
    return {
        "pending": dump(DECISION, session.pending) if session.pending else None,
        "board": dump(STATE, session.state),
    }


def player_view(position: Json, player: int) -> Json:
    """The board of a position as `player` may see it, and the pending decision: whose it is and its
    kind are public; its options and detail only the decider sees."""
    if player not in (0, 1):
        raise PositionError("player", "SD-guide", f"there is no player {player!r}; players are 0 and 1")
    session = Session(load_position(position))
    seen = board(session.state, player)
    seen["definitions"] = dump(DEFINITIONS, seen["definitions"])
    pending = session.pending
    shown: Json | None = None
    if pending is not None:
        shown = {"kind": pending.kind, "player": pending.player, "clause": pending.clause}
        if pending.player == player:
            full = dump(DECISION, pending)
            shown.update(options=full["options"], detail=full["detail"])
    return {"board": seen, "pending": shown}


def new_duel(request: Json) -> Json:
    """SD-guide-1 .. 3: check both decks, shuffle, pick the first player; the position waits for the
    first redraw decision (SD-guide-4)."""
    session = Session(Position(state=setup_game(SETUP.validate_python(request))))
    return {
        "game": "soudatsu",
        "edition": EDITION,
        "engine": ENGINE_VERSION,
        "pending": dump(DECISION, session.pending) if session.pending else None,
        "position": dump(POSITION, session.position()),
        "board": dump(STATE, session.state),
    }


def refusal(exc: BaseException) -> Json | None:
    """The problem document (RFC 9457 fields) for input the engine refuses, or None for a bug."""
    if isinstance(exc, PositionError):
        return {
            "type": f"urn:soudatsu:invariant:{exc.invariant}",
            "title": "Inconsistent position",
            "status": 422,
            "detail": exc.message,
            "invariant": exc.invariant,
            "clause": exc.clause,
        }
    if isinstance(exc, ValidationError):
        errors = [{"loc": [str(x) for x in e["loc"]], "msg": e["msg"]} for e in exc.errors()[:20]]
        return {
            "type": "urn:soudatsu:malformed",
            "title": "Malformed input",
            "status": 422,
            "detail": f"{exc.error_count()} validation error(s)",
            "errors": errors,
        }
    return None

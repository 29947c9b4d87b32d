"""The public API of the engine, JSON in and JSON out (python-chess-sized: a position, its legal
actions, apply one, serialise). Everything an adapter or the referee needs goes through here."""

from __future__ import annotations

import copy
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, TypeVar

from pydantic import TypeAdapter, ValidationError
from pydantic_core import CoreSchema, SchemaValidator

from .catalogue import CardNotImplemented, UnknownCard
from .driver import Session, clone
from .explain import AttackReading, attack_readings
from .fast import FAST
from .formats import upgrade
from .game import Game
from .model import Action, Decision, Event, Position, Ruling, State
from .procedures.setup import Setup
from .procedures.setup import new_duel as setup_duel
from .validate import PositionError

GAME = "furuyoni"  # the game's id in the referee's registry (engine.games)
ENGINE_VERSION = "0.1.0"
EDITION = "ko-2025-01-31"

POSITION = TypeAdapter(Position)
ACTION: TypeAdapter[Action] = TypeAdapter(Action)
ACTIONS: TypeAdapter[list[Action]] = TypeAdapter(list[Action])
RULING = TypeAdapter(Ruling)
DECISION = TypeAdapter(Decision)
STATE = TypeAdapter(State)


def load_position(data: Any) -> Position:
    """Validate untrusted JSON data into a position (pydantic raises ValidationError on bad shapes)."""
    return POSITION.validate_python(data)


def read_position(text: str | bytes) -> Position:
    """``load_position`` of a position's JSON text: ``POSITION.validate_json``, the same position or the
    same ValidationError.

    Why not just that (issue 22, fourth round): ``Position``'s schema is wrapped in ``formats.upgrade``,
    a Python function that must see the document as Python data, so pydantic parses all the JSON into
    Python objects before validating them (0.3 ms of a 10 KB position, half of it the parse). A
    document that says it is of the current format (``"format": "furuyoni-position/2"``) is one
    ``upgrade`` leaves as it is (``formats.upgrade``), so the schema under the wrapper reads it straight
    from the JSON (``_CURRENT``: that schema with ``format`` required rather than defaulted). Any other
    document — format 1, no format, not a position — fails there and is read by the whole adapter,
    which gives the same answer or the same errors as before. With the speed-ups off, the whole
    adapter only (``tests/furuyoni/unit/test_read_position.py`` compares both ways)."""
    if FAST:
        try:
            position: Position = _CURRENT.validate_json(text)
            return position
        except ValidationError:
            pass
    return POSITION.validate_json(text)


def _current_format_validator() -> SchemaValidator:
    """The validator of ``_CURRENT`` (``read_position``): ``POSITION``'s schema without its ``upgrade``
    wrapper, its ``format`` field required (a document without it is read as format 1: ARCHITECTURE decision 7)."""
    schema: Any = copy.deepcopy(POSITION.core_schema)
    defined = schema["type"] == "definitions"  # the schema's shared parts, then Position's own
    wrapped = schema["schema"] if defined else schema
    if wrapped["type"] != "function-before" or wrapped["function"]["function"] is not upgrade:
        raise RuntimeError("Position's schema is no longer wrapped in formats.upgrade: revisit read_position")
    target = wrapped["schema"]
    if defined:
        schema["schema"] = target
    else:
        schema = target
    if target["type"] == "definition-ref":
        target = next(d for d in schema["definitions"] if d.get("ref") == target["schema_ref"])
    fields = target["schema"]["fields"]
    (field_,) = [f for f in fields if f["name"] == "format"]
    if field_["schema"]["type"] != "default":
        raise RuntimeError("Position.format has no default any more: revisit read_position")
    field_["schema"] = field_["schema"]["schema"]  # the literal, now required
    core: CoreSchema = schema
    return SchemaValidator(core)


_CURRENT = _current_format_validator()


def dump(adapter: TypeAdapter[Any], value: Any) -> Any:
    return adapter.dump_python(value, mode="json")


def adjudicate(position: dict[str, Any], actions: list[dict[str, Any]], *, trace: bool = True) -> dict[str, Any]:
    """Play `actions` one by one from `position`: a ruling per action, the final position and board.

    An illegal action is a normal ruling (legal: false) and leaves the position as it was.
    Raises pydantic.ValidationError for malformed data, PositionError for an inconsistent position.
    """
    # the position was just read from the data: nothing else holds it, the session may play on it
    result: dict[str, Any] = adjudication_written(
        load_position(position), ACTIONS.validate_python(actions), _to_python, trace=trace, owned=True
    )
    return result


def _to_python(answer: Adjudication) -> dict[str, Any]:
    result: dict[str, Any] = dump(ADJUDICATION, answer)
    return result


def _to_json(answer: Adjudication) -> bytes:
    return ADJUDICATION.dump_json(answer)


@dataclass
class ActReading:
    """A player's current act (A 18-3-1, 18-3-2): read from the mask token's place on the story board for a
    player harboring Kanawe; white and 0 for any other player."""

    colour: str  # white, red, purple, green, yellow or final
    number: int


@dataclass
class Readings:
    """What the board reads as after the last action, beyond its crystals: the figures a judge asks
    for that effects in force derive (C 5-2), or that the board's tables give (A 18-3)."""

    distance: int  # the current distance (C 5-2-1): the crystals of 〈Distance〉 as effects in force change it
    master_distance: int  # C 5-2-2: 2 as effects in force change it
    acts: list[ActReading]  # each player's current act (A 18-3-1, 18-3-2), player A's first
    # Each attack in progress (C 9-4): its card, user, range and damage as modified, every modification
    # with its source, the keywords in force (issue 16); empty between resolutions.
    attacks: list[AttackReading] = field(default_factory=list)


def readings(game: Game) -> Readings:
    """The readings of the game's board (``Readings``)."""
    from .cards.kanawe_story import act_colour, act_number

    acts = [ActReading(colour=act_colour(ps), number=act_number(ps)) for ps in game.state.players]
    return Readings(
        distance=game.distance(),
        master_distance=game.master_distance(),
        acts=acts,
        attacks=attack_readings(game) if game.state.attacks else [],
    )


@dataclass
class Adjudication:
    """The answer to a position and actions (``adjudicate``; the body of ``/v1/adjudicate``)."""

    game: str  # "furuyoni": a saved or forwarded answer says which game it rules on
    edition: str
    season: str
    engine: str
    # What resolved on its own from the submitted state to its first decision, before any action (the
    # start phase, a destruction, a win …), in the events' shape (issue 16).
    prelude: list[Event]
    rulings: list[Ruling]
    pending: Decision | None
    position: Position
    board: State  # the board after the last action (mid-resolution if a decision is pending)
    readings: Readings  # what that board reads as: the current and master distance


ADJUDICATION = TypeAdapter(Adjudication)


def adjudication(pos: Position, acts: list[Action], *, trace: bool = True, owned: bool = False) -> Adjudication:
    """`owned`: the caller hands `pos` over (``Session``); it must not read the position afterwards."""
    session = Session(pos, trace=trace, owned=owned)
    rulings = [session.apply(a) for a in acts]
    return _answer(pos, session, rulings, copy=True)


_W = TypeVar("_W")


def adjudication_written(
    pos: Position, acts: list[Action], write: Callable[[Adjudication], _W], *, trace: bool = True, owned: bool = False
) -> _W:
    """``adjudication``, written by `write` (to JSON, to dicts) while the session still stands, so the
    answer's position and board are the session's own, not copies (issue 22: two copies of every card
    per adjudication, for a document written at once)."""
    session = Session(pos, trace=trace, owned=owned)
    rulings = [session.apply(a) for a in acts]
    return write(_answer(pos, session, rulings, copy=not FAST))


def _answer(pos: Position, session: Session, rulings: list[Ruling], *, copy: bool) -> Adjudication:
    return Adjudication(
        game=GAME,
        edition=pos.state.edition,
        season=pos.state.season,
        engine=ENGINE_VERSION,
        prelude=session.prelude,
        rulings=rulings,
        pending=session.pending,
        position=session.position(copy=copy),
        # A copy: the board as it stands now. The procedure waiting on the pending decision still holds
        # its card instances, and dropping the session closes it, running its cleanup (``playing_as``
        # ends a card's use as another card, C 10-38) on the very board returned (issue 20: found by
        # the differential runs, a live session's board against the adjudicated one). Without the copy
        # only for an answer written before the session is dropped (``adjudication_written``).
        board=clone(session.state) if copy else session.state,
        readings=readings(session.game),
    )


def adjudicate_models(pos: Position, acts: list[Action], *, trace: bool = True) -> dict[str, Any]:
    """``adjudicate`` for already validated models (the referee validates while parsing the request)."""
    result: dict[str, Any] = adjudication_written(pos, acts, _to_python, trace=trace)
    return result


def adjudicate_json(pos: Position, acts: list[Action]) -> bytes:
    """``adjudicate_models`` serialised by pydantic straight to JSON bytes: the same document, about
    four times faster than building the dicts and encoding them again (issue 9's profile of the
    served referee)."""
    return adjudication_written(pos, acts, _to_json)


def player_view(position: dict[str, Any], player: int) -> dict[str, Any]:
    """The board of a position as `player` may see it: nothing hidden from that player leaks."""
    return player_view_model(load_position(position), player)


def player_view_model(pos: Position, player: int) -> dict[str, Any]:
    from .view import view

    session = Session(pos)
    pending = session.pending
    return {
        "board": view(dump(STATE, session.state), session.state, player),
        # Whose decision it is, and its kind, are public; the options are shown only to the decider.
        "pending": None
        if pending is None
        else {
            "kind": pending.kind,
            "player": pending.player,
            "clause": pending.clause,
            **({"options": dump(DECISION, pending)["options"]} if pending.player == player else {}),
        },
    }


def legal_actions(position: dict[str, Any]) -> dict[str, Any]:
    """The pending decision of a position and every legal answer to it."""
    return legal_actions_model(load_position(position))


def legal_actions_model(pos: Position) -> dict[str, Any]:
    session = Session(pos)
    return {
        "pending": dump(DECISION, session.pending) if session.pending else None,
        "board": dump(STATE, session.state),
    }


SETUP = TypeAdapter(Setup)


def new_duel(request: dict[str, Any]) -> dict[str, Any]:
    """C 2, 3, 4-1: check both players' goddesses and decks, set up the board, and return the
    position waiting for the first mulligan (with its pending decision)."""
    return new_duel_model(SETUP.validate_python(request))


def new_duel_model(setup: Setup) -> dict[str, Any]:
    session = Session(Position(state=setup_duel(setup)))
    return {
        "edition": EDITION,
        "engine": ENGINE_VERSION,
        "pending": dump(DECISION, session.pending) if session.pending else None,
        "position": dump(POSITION, session.position()),
        "board": dump(STATE, session.state),
    }


def refusal(exc: Exception) -> dict[str, Any] | None:
    """The problem document (RFC 9457 fields) for input the engine refuses, or None for a bug.

    Shared by the referee (which adds the HTTP status) and the in-process adapter, so both refuse
    identically."""
    if isinstance(exc, PositionError):
        return {
            "type": f"urn:furuyoni:invariant:{exc.invariant}",
            "title": "Inconsistent position",
            "status": 422,
            "detail": exc.message,
            "invariant": exc.invariant,
            "clause": exc.clause,
        }
    if isinstance(exc, ValidationError):
        errors = [{"loc": [str(x) for x in e["loc"]], "msg": e["msg"]} for e in exc.errors()[:20]]
        return {
            "type": "urn:furuyoni:malformed",
            "title": "Malformed input",
            "status": 422,
            "detail": f"{exc.error_count()} validation error(s)",
            "errors": errors,
        }
    if isinstance(exc, CardNotImplemented):
        return {
            "type": "urn:furuyoni:invariant:card-not-implemented",
            "title": "Card not implemented",
            "status": 422,
            "detail": f"the engine does not encode the behaviour of {exc.args[0]!r}, so it cannot rule on it",
            "invariant": "card-not-implemented",
            "clause": "C 1-3",
        }
    if isinstance(exc, UnknownCard):
        return {
            "type": "urn:furuyoni:invariant:unknown-card",
            "title": "Unknown card",
            "status": 422,
            "detail": f"unknown card {exc.args[0]!r}",
            "invariant": "unknown-card",
            "clause": "C 1-3",
        }
    return None


def warm_up() -> None:
    """Ready a long-lived process (the served referee, a benchmark) for many rulings: load the static
    tables every ruling reads (the card database of the default season, every goddess module and its
    behaviours). The caller then moves everything alive to the collector's permanent generation
    (``gc.freeze``, ``referee.server.warm_up``).

    Why: the tables are tens of thousands of objects that never die; without the freeze each full
    collection walks them all, a pause of tens of milliseconds that lands on one ruling in a few
    hundred (the benchmark's p99). Frozen, a full collection walks only what rulings allocated. Done
    before gunicorn forks its workers, it also keeps the tables' pages shared between them."""
    from . import catalogue, hooks
    from .carddb import season_cards

    season_cards()
    hooks.goddess_rules()
    catalogue.implemented_cards()

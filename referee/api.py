"""The referee API (contract for judges' tools and other implementations), under /v1."""

from __future__ import annotations

from typing import Any

from flask import Response, current_app, json
from flask_openapi3.blueprint import APIBlueprint
from flask_openapi3.models.tag import Tag

from engine.furuyoni import api as engine
from engine.furuyoni import carddb
from engine.furuyoni.card_reading import SeasonNamer, card_names, card_reading
from engine.furuyoni.card_reading import definition_reading as reading_of_definition
from engine.furuyoni.cards import decks
from engine.furuyoni.cards.decks import fully_encoded
from engine.furuyoni.catalogue import UnknownCard, real_card
from engine.furuyoni.editions.ko_2025_01_31 import load_clause_index
from engine.furuyoni.goddesses import GODDESSES
from engine.furuyoni.reading import ReadingLine
from engine.furuyoni.testdecks import deck_for, pool_for

from .problems import problem
from .schemas import (
    AdjudicateRequest,
    AdjudicateResponse,
    CardList,
    CardOut,
    CardPath,
    CardQuery,
    CardReadingOut,
    CardReadingRequest,
    CardsQuery,
    ClauseList,
    ClauseOut,
    ClausePath,
    LegalActionsResponse,
    NewDuelRequest,
    NewDuelResponse,
    PositionRequest,
    Problem,
    RandomDeck,
    RandomDeckQuery,
    RulingPath,
    SavedRuling,
    TestDeck,
    TestDeckQuery,
    ViewRequest,
    ViewResponse,
)
from .store import RulingStore, default_url

api = APIBlueprint("api", __name__, url_prefix="/v1", abp_tags=[Tag(name="referee")])
ERRORS: dict[str | int, Any] = {400: Problem, 413: Problem, 415: Problem, 422: Problem}


def _ok(body: dict[str, Any]) -> Response:
    return Response(json.dumps(body), status=200, mimetype="application/json")


def _refused(exc: Exception) -> Response:
    doc = engine.refusal(exc)
    if doc is None:
        raise exc
    status = int(doc.pop("status"))
    return problem(status, doc.pop("title"), doc.pop("detail"), **doc)


@api.post("/adjudicate", responses={200: AdjudicateResponse, **ERRORS})
def adjudicate(body: AdjudicateRequest) -> Response:
    """A position and actions: one ruling per action (illegal actions are rulings, not errors), the
    final position and board, the edition and card season."""
    try:
        # Serialised by pydantic in one pass (issue 9): the same JSON as ``_ok`` of adjudicate_models.
        return Response(engine.adjudicate_json(body.position, body.actions), status=200, mimetype="application/json")
    except Exception as exc:
        return _refused(exc)


@api.post("/legal-actions", responses={200: LegalActionsResponse, **ERRORS})
def legal_actions(body: PositionRequest) -> Response:
    """The pending decision of a position and every legal answer to it."""
    try:
        return _ok(engine.legal_actions_model(body.position))
    except Exception as exc:
        return _refused(exc)


def _store() -> RulingStore:
    store: RulingStore | None = current_app.extensions.get("rulings")
    if store is None:
        url = current_app.config.get("DATABASE_URL") or default_url(current_app.config["DATA_DIR"])
        store = current_app.extensions["rulings"] = RulingStore(url)
    return store


@api.post("/rulings", responses={200: SavedRuling, **ERRORS})
def save_ruling(body: AdjudicateRequest) -> Response:
    """Rule on a case and save it; the id is derived from the case, so saving twice gives one id."""
    try:
        result = engine.adjudicate_models(body.position, body.actions)
    except Exception as exc:
        return _refused(exc)
    position = engine.dump(engine.POSITION, body.position)
    actions = engine.dump(engine.ACTIONS, body.actions)
    cid = _store().save(position, actions, result)
    return _ok({"id": cid, "url": f"/r/{cid}", "engine": result["engine"], "edition": result["edition"],
                "season": result["season"], "position": position, "actions": actions, "result": result})


@api.get("/rulings/<ruling_id>", responses={200: SavedRuling, 404: Problem})
def load_ruling(path: RulingPath) -> Response:
    """A saved case, as it was ruled when saved."""
    case = _store().load(path.ruling_id)
    if case is None:
        return problem(404, "Unknown ruling", f"no saved ruling {path.ruling_id!r}")
    return _ok({**case, "url": f"/r/{path.ruling_id}"})


def _card(c: Any, season: str) -> dict[str, Any]:
    return {"id": c.id, "rules_id": c.rules_id, "goddess": c.goddess, "users": list(c.users),
            "names": card_names(c), "category": c.category, "type": c.type,
            "subtype": c.subtype, "range": list(c.range) if c.range is not None else None, "damage": c.damage_raw,
            "charge": c.capacity, "cost": c.cost, "extra": c.extra, "encoded": _encoded(c.rules_id, season)}


def _lines(lines: list[ReadingLine] | None) -> list[dict[str, Any]] | None:
    return None if lines is None else [{"text": line.text, "clauses": line.clauses} for line in lines]


def _encoded(rules_id: str, season: str) -> bool:
    try:
        real_card(rules_id, season)
    except UnknownCard:
        return False
    return True


@api.get("/cards", responses={200: CardList, 404: Problem})
def cards(query: CardsQuery) -> Response:
    """The card facts of a season (names in ja/ko/en), or one goddess's deck pool (C 3-1)."""
    if query.season not in carddb.seasons():
        return problem(404, "Unknown season", f"no season {query.season!r}; known: {', '.join(carddb.seasons())}")
    try:
        found = carddb.deck_pool(query.goddess, query.season) if query.goddess else carddb.season_cards(query.season)
    except KeyError:
        return problem(404, "Unknown goddess", f"no goddess {query.goddess!r} in {query.season}")
    return _ok({"season": query.season, "cards": [_card(c, query.season) for c in found if not c.placeholder]})


@api.get("/cards/<card_id>", responses={200: CardOut, 404: Problem})
def card(path: CardPath, query: CardQuery) -> Response:
    """One card's facts as of a season (either card-number form), and its `reading`: what the engine
    believes the card does, in words generated from its encoding, each sentence with its clauses (card
    and goddess names in `lang`); null for a card the engine does not encode in that season."""
    if query.season not in carddb.seasons():
        return problem(404, "Unknown season", f"no season {query.season!r}; known: {', '.join(carddb.seasons())}")
    try:
        facts = carddb.card(path.card_id, query.season)
    except KeyError:
        return problem(404, "Unknown card", f"no card {path.card_id!r} in {query.season}")
    reading = card_reading(facts.rules_id, query.season, query.lang)
    return _ok({**_card(facts, query.season), "reading": _lines(reading)})


@api.post("/card-reading", responses={200: CardReadingOut, **ERRORS})
def definition_reading(body: CardReadingRequest) -> Response:
    """The reading of a card definition as a position declares it (an inline test card): what the engine
    will make of it, in words, each sentence with its clauses."""
    namer = SeasonNamer(body.season, body.lang, {body.definition.id: body.definition})
    return _ok({"id": body.definition.id, "reading": _lines(reading_of_definition(body.definition, namer))})


@api.post("/view", responses={200: ViewResponse, **ERRORS})
def player_view(body: ViewRequest) -> Response:
    """A position as one player may see it (C 6-2-1, 7-1): hands, deck order, face-down cards and
    unused trumps hidden from that player do not appear, not even by id."""
    try:
        return _ok(engine.player_view_model(body.position, body.player))
    except Exception as exc:
        return _refused(exc)


@api.post("/new-duel", responses={200: NewDuelResponse, **ERRORS})
def new_duel(body: NewDuelRequest) -> Response:
    """Goddess selection and deck construction checked (C 2, 3), the duel set up (C 4-1)."""
    try:
        return _ok(engine.new_duel_model(body.to_setup()))
    except Exception as exc:
        return _refused(exc)


def _clause(c: Any) -> dict[str, Any]:
    return {
        "id": c.id,
        "citation": c.citation,
        "number": c.number,
        "part": c.part,
        "slug": c.slug,
        "title": c.title,
        "summary": c.summary,
        "kind": c.kind,
        "parent": c.parent,
        "decision": c.decision,
        "source_hash": c.source_hash,
    }


@api.get("/clauses", responses={200: ClauseList})
def clauses() -> Response:
    """The clause index of the default edition: our own titles and summaries, and our decisions."""
    index = load_clause_index()
    return _ok({"edition": index.edition, "clauses": [_clause(c) for c in index]})


@api.get("/clauses/<clause_id>", responses={200: ClauseOut, 404: Problem})
def clause(path: ClausePath) -> Response:
    """One clause by id (`C-9-4`, `A-9-8`, `App1`)."""
    c = load_clause_index().get(path.clause_id)
    if c is None:
        return problem(404, "Unknown clause", f"no clause {path.clause_id!r} in the clause index")
    return _ok(_clause(c))


@api.get("/random-deck", responses={200: RandomDeck, 422: Problem})
def random_deck(query: RandomDeckQuery) -> Response:
    """A random legal deck of real cards for two goddesses or another versions (C 2, C 3-2: 7 normal and 3
    trump cards from their pool), the same for the same seed: a ready new-duel request half. Refused
    while a form has cards whose behaviour the engine does not encode."""
    goddesses = [g.strip() for g in query.goddesses.split(",")]
    if len(goddesses) != 2 or any(g not in GODDESSES for g in goddesses):
        return problem(422, "Unknown goddesses", "name two goddesses of appendix 1, comma-separated", clause="C 2-2")
    if query.season not in carddb.seasons():
        return problem(422, "Unknown season", f"no season {query.season!r}; known: {', '.join(carddb.seasons())}")
    if GODDESSES[goddesses[0]] == GODDESSES[goddesses[1]]:
        return problem(422, "Same goddess twice", "a goddess and her another versions share a number", clause="C 2-1")
    for g in goddesses:
        try:
            ready = fully_encoded(g, query.season)
        except (KeyError, ValueError) as exc:
            return problem(422, "Not in this season", str(exc), clause="C 2-2")
        if not ready:
            return problem(
                422,
                "Goddess not implemented",
                f"{g}: the engine does not encode every card of this form yet (python -m referee cards)",
                clause="C 1-3",
            )
    cards = decks.random_deck(goddesses, query.seed, query.season)
    return _ok({"goddesses": goddesses, "cards": cards, "season": query.season})


@api.get("/test-deck", responses={200: TestDeck, 422: Problem})
def test_deck(query: TestDeckQuery) -> Response:
    """The standard test deck for two goddesses (invented test cards, no real card): a ready
    new-duel request half, for trying the referee before the card database exists."""
    goddesses = [g.strip() for g in query.goddesses.split(",")]
    if len(goddesses) != 2 or any(g not in GODDESSES for g in goddesses):
        return problem(422, "Unknown goddesses", "name two goddesses of appendix 1, comma-separated", clause="C 2-2")
    return _ok(
        {"goddesses": goddesses, "cards": deck_for(goddesses), "definitions": {c["id"]: c for c in pool_for(goddesses)}}
    )

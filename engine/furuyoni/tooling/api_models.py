"""Furuyoni's request and response bodies of the referee's API (``Models.bodies``): pydantic models over
the engine's own dataclasses, so the OpenAPI document and the position's JSON Schema come from one
definition; and the operations only Furuyoni has (``Game.routes``): a standard test deck, a random
deck of real cards, the goddesses to choose from."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from ...contract import Json, Problem, Route
from ..api import Readings
from ..model import Action, CardDef, Decision, Position, Ruling, State
from ..procedures.setup import DeckChoice, Setup


class Strict(BaseModel):
    model_config = ConfigDict(extra="forbid")


class AdjudicateRequest(Strict):
    position: Position
    actions: list[Action] = Field(default_factory=list, max_length=500)


class AdjudicateResponse(Strict):
    game: str
    edition: str
    season: str
    engine: str
    rulings: list[Ruling]
    pending: Decision | None
    position: Position
    board: State = Field(
        description="The board as it stands after the last action (mid-resolution if a decision is pending)."
    )
    readings: Readings = Field(
        description="What that board reads as beyond its crystals: the current distance (C 5-2-1) and the "
        "master distance (C 5-2-2) as the effects in force change them, and each player's current act "
        "(A 18-3-1, 18-3-2: its colour and number)."
    )


class PositionRequest(Strict):
    position: Position


class LegalActionsResponse(Strict):
    pending: Decision | None
    board: State


class NewDuelRequest(Strict):
    """Both players' goddesses and 10 chosen cards (C 2, 3-2), the inline test cards, and the seed
    that picks the first player and shuffles (C 4-1)."""

    players: list[DeckChoice] = Field(min_length=2, max_length=2)
    definitions: dict[str, CardDef] = Field(default_factory=dict)
    seed: int = Field(default=0, ge=0, lt=2**64)
    season: str = Field(default="na-s9-2", max_length=40, description="the card pool real cards come from")

    def to_setup(self) -> Setup:
        return Setup(players=self.players, definitions=self.definitions, seed=self.seed, season=self.season)


class NewDuelResponse(Strict):
    edition: str
    engine: str
    pending: Decision | None
    position: Position
    board: State


class ViewRequest(Strict):
    position: Position
    player: int = Field(ge=0, le=1)


class ViewResponse(BaseModel):
    """The board redacted for one player (hidden cards become `hidden-N` with only category and
    holder; decks are card counts; no shuffle state) and the pending decision's public part."""

    board: dict[str, Any]
    pending: dict[str, Any] | None


class CardsQuery(BaseModel):
    season: str = Field(default="na-s9-2", max_length=40)
    goddess: str | None = Field(default=None, max_length=40, description="only this goddess's deck pool")


class CardOut(BaseModel):
    """The facts of one card (no printed text): names in ja/ko/en, kind, numbers."""

    id: str
    rules_id: str
    goddess: str
    users: list[str]
    names: dict[str, str | None]
    category: str
    type: str | None
    subtype: str | None
    range: list[int] | None
    damage: str | None
    charge: int | None
    cost: int | None
    extra: bool
    encoded: bool = Field(description="the engine encodes this card's behaviour, so positions may hold it")


BODIES: dict[str, Any] = {
    "adjudicate-request": AdjudicateRequest,
    "adjudicate-response": AdjudicateResponse,
    "legal-actions-request": PositionRequest,
    "legal-actions-response": LegalActionsResponse,
    "view-request": ViewRequest,
    "view-response": ViewResponse,
    "new-duel-request": NewDuelRequest,
    "new-duel-response": NewDuelResponse,
    "cards-query": CardsQuery,
    "card": CardOut,
}


# --- the operations only Furuyoni has -------------------------------------------------------------------


class TestDeckQuery(BaseModel):
    goddesses: str = Field(max_length=80, description="two goddess keys, comma-separated")


class RandomDeckQuery(BaseModel):
    goddesses: str = Field(max_length=80, description="two goddess keys (another versions too), comma-separated")
    seed: int = Field(default=0, ge=0, lt=2**64)
    season: str = Field(default="na-s9-2", max_length=40)


class RandomDeck(Strict):
    goddesses: list[str]
    cards: list[str]
    season: str


class TestDeck(Strict):
    goddesses: list[str]
    cards: list[str]
    definitions: dict[str, CardDef]


def _two_goddesses(text: str) -> list[str]:
    from ..goddesses import GODDESSES

    goddesses = [g.strip() for g in text.split(",")]
    if len(goddesses) != 2 or any(g not in GODDESSES for g in goddesses):
        raise Problem(422, "Unknown goddesses", "name two goddesses of appendix 1, comma-separated", clause="C 2-2")
    return goddesses


def random_deck(query: RandomDeckQuery) -> Json:
    """A random legal deck of real cards for two goddesses or another versions (C 2, C 3-2: 7 normal and 3
    trump cards from their pool), the same for the same seed: a ready new-duel request half. Refused
    while a form has cards whose behaviour the engine does not encode."""
    from .. import carddb
    from ..cards import decks
    from ..goddesses import GODDESSES

    goddesses = _two_goddesses(query.goddesses)
    if query.season not in carddb.seasons():
        raise Problem(422, "Unknown season", f"no season {query.season!r}; known: {', '.join(carddb.seasons())}")
    if GODDESSES[goddesses[0]] == GODDESSES[goddesses[1]]:
        raise Problem(422, "Same goddess twice", "a goddess and her another versions share a number", clause="C 2-1")
    for g in goddesses:
        try:
            ready = decks.fully_encoded(g, query.season)
        except (KeyError, ValueError) as exc:
            raise Problem(422, "Not in this season", str(exc), clause="C 2-2") from exc
        if not ready:
            raise Problem(
                422,
                "Goddess not implemented",
                f"{g}: the engine does not encode every card of this form yet (python -m referee cards)",
                clause="C 1-3",
            )
    return {"goddesses": goddesses, "cards": decks.random_deck(goddesses, query.seed, query.season), "season": query.season}


def standard_test_deck(query: TestDeckQuery) -> Json:
    """The standard test deck for two goddesses (invented test cards, no real card): a ready
    new-duel request half, for trying the referee before the card database exists."""
    from ..testdecks import deck_for, pool_for

    goddesses = _two_goddesses(query.goddesses)
    return {"goddesses": goddesses, "cards": deck_for(goddesses), "definitions": {c["id"]: c for c in pool_for(goddesses)}}


ROUTES = (
    Route("test-deck", standard_test_deck.__doc__ or "", TestDeckQuery, TestDeck, standard_test_deck),
    Route("random-deck", random_deck.__doc__ or "", RandomDeckQuery, RandomDeck, random_deck),
)


def new_duel_choices() -> Json:
    """The goddesses of appendix 1 as the judge's page offers them: key, names in ja/ko/en, and whether
    a random deck of real cards can be built for her (every card of her form encoded); and the four
    goddesses a new duel suggests."""
    from .. import carddb
    from ..cards.decks import fully_encoded
    from ..goddesses import GODDESSES

    goddesses = [
        {"key": g.key, "ja": g.name, "ko": g.name_ko or g.name, "en": g.name_en or g.key, "real": fully_encoded(g.key)}
        for g in carddb.goddesses()
        if g.key in GODDESSES
    ]
    return {"goddesses": goddesses, "defaults": ["yurina", "saine", "himika", "tokoyo"]}

"""Furuyoni's request and response bodies of the referee's API (``Models.bodies``): pydantic models over
the engine's own dataclasses, so the OpenAPI document and the position's JSON Schema come from one
definition; and the operations only Furuyoni has (``Game.routes``): a standard test deck, a random
deck of real cards, the goddesses to choose from."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from ...contract import Json, Problem, Route
from ..api import Readings
from ..model import Action, CardDef, Decision, Event, Position, Ruling, State
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
    prelude: list[Event] = Field(
        description="What resolved on its own from the submitted state to its first decision (start-phase "
        "concentration, enhancements ticking, a destruction, a win …), before any action; the position's own "
        "answers are replayed silently."
    )
    rulings: list[Ruling]
    pending: Decision | None
    position: Position
    board: State = Field(
        description="The board as it stands after the last action (mid-resolution if a decision is pending)."
    )
    readings: Readings = Field(
        description="What that board reads as beyond its crystals: the current distance (C 5-2-1) and the "
        "master distance (C 5-2-2) as the effects in force change them, each player's current act "
        "(A 18-3-1, 18-3-2: its colour and number), and each attack in progress (C 9-4: its card, user, range "
        "and damage as modified, every modification with its source, the keywords in force)."
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


Lang = Literal["en", "ja", "ko"]


class CardQuery(BaseModel):
    season: str = Field(default="na-s9-2", max_length=40)
    lang: Lang = Field(default="en", description="the language of the card and goddess names in the reading")


class ReadingLineOut(Strict):
    text: str
    clauses: list[str]


class CardOut(BaseModel):
    """The facts of one card (no printed text): names in ja/ko/en, kind, numbers."""

    id: str
    rules_id: str
    goddess: str
    users: list[str]
    names: dict[str, str | None] = Field(
        description="ja, ko and en; `latin`: the English name, or a romanised one where the card has none"
    )
    category: str
    type: str | None
    subtype: str | None
    range: list[int] | None
    damage: str | None
    charge: int | None
    cost: int | None
    extra: bool
    encoded: bool = Field(description="the engine encodes this card's behaviour, so positions may hold it")
    reading: list[ReadingLineOut] | None = Field(
        default=None,
        description="(one card only) what the engine believes the card does: its encoding in words, generated "
        "from the encoding itself (never a printed text), each sentence with the clauses it rests on; null when "
        "the engine does not encode the card in this season",
    )


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
    "card-query": CardQuery,
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


class CardReadingRequest(Strict):
    definition: CardDef
    season: str = Field(default="na-s9-2", max_length=40)
    lang: Lang = "en"


class CardReadingOut(Strict):
    id: str
    reading: list[ReadingLineOut]


def lines(found: Any) -> list[Json] | None:
    """Reading lines as the API shows them."""
    return None if found is None else [{"text": line.text, "clauses": line.clauses} for line in found]


def definition_reading(body: CardReadingRequest) -> Json:
    """The reading of a card definition as a position declares it (an inline test card): what the engine
    will make of it, in words, each sentence with its clauses."""
    from ..card_reading import SeasonNamer
    from ..card_reading import definition_reading as reading_of_definition
    from ..validate import check_definition

    # the checks a position's definitions get: an inconsistent one is refused (PositionError), not read
    check_definition(body.definition, body.season, {body.definition.id: body.definition})
    namer = SeasonNamer(body.season, body.lang, {body.definition.id: body.definition})
    return {"id": body.definition.id, "reading": lines(reading_of_definition(body.definition, namer))}


ROUTES = (
    Route("test-deck", standard_test_deck.__doc__ or "", TestDeckQuery, TestDeck, standard_test_deck),
    Route("random-deck", random_deck.__doc__ or "", RandomDeckQuery, RandomDeck, random_deck),
    Route("card-reading", definition_reading.__doc__ or "", CardReadingRequest, CardReadingOut, definition_reading,
          method="POST"),
)


def new_duel_choices() -> Json:
    """The goddesses of appendix 1 as the judge's page offers them: key, names in ja/ko/en (a romanised
    name where one is missing), and whether a random deck of real cards can be built for her (every
    card of her form encoded); and the four goddesses a new duel suggests."""
    from .. import carddb
    from ..card_reading import goddess_names, pick
    from ..cards.decks import fully_encoded
    from ..goddesses import GODDESSES

    goddesses = []
    for g in carddb.goddesses():
        if g.key not in GODDESSES:
            continue
        names = goddess_names(g)
        goddesses.append(
            {"key": g.key, "ja": pick(names, "ja", g.key), "ko": pick(names, "ko", g.key),
             "en": pick(names, "en", g.key), "real": fully_encoded(g.key)}
        )
    return {"goddesses": goddesses, "defaults": ["yurina", "saine", "himika", "tokoyo"]}

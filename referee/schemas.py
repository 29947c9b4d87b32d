"""Request and response bodies of the referee API: pydantic models over the engine's own dataclasses,
so the OpenAPI document and the position's JSON Schema come from one definition."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from engine.furuyoni.api import Readings
from engine.furuyoni.model import Action, CardDef, Decision, Event, Position, Ruling, State
from engine.furuyoni.procedures.setup import DeckChoice, Setup


class Strict(BaseModel):
    model_config = ConfigDict(extra="forbid")


class AdjudicateRequest(Strict):
    position: Position
    actions: list[Action] = Field(default_factory=list, max_length=500)


class AdjudicateResponse(Strict):
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


class ClauseOut(Strict):
    id: str
    citation: str
    number: str
    part: Literal["C", "A", "App"]
    slug: str
    title: str
    summary: str
    kind: Literal["T", "D", "H"]
    parent: str | None
    decision: str | None
    source_hash: str


class ClauseList(Strict):
    edition: str
    clauses: list[ClauseOut]


class ClausePath(BaseModel):
    clause_id: str = Field(max_length=40)


class Health(Strict):
    status: Literal["ok"]
    engine: str
    edition: str


class Problem(BaseModel):
    """RFC 9457 problem details; `invariant` and `clause` name what an inconsistent position breaks."""

    model_config = ConfigDict(extra="allow")
    type: str
    title: str
    status: int
    detail: str
    invariant: str | None = None
    clause: str | None = None
    errors: list[dict[str, Any]] | None = None


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


class SavedRuling(BaseModel):
    """A saved case: what was submitted, what the referee ruled, and with which engine and rules."""

    id: str
    url: str | None = None
    created: float | None = None
    engine: str
    edition: str
    season: str
    position: dict[str, Any]
    actions: list[dict[str, Any]]
    result: dict[str, Any]


class RulingPath(BaseModel):
    ruling_id: str = Field(max_length=40, pattern=r"^[0-9a-f]+$")


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


class CardPath(BaseModel):
    card_id: str = Field(max_length=80, description="either form: NA-01-yurina-O-N-1 or 01-yurina-o-n-1")


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


class ReadingLineOut(Strict):
    text: str
    clauses: list[str]


class CardReadingRequest(Strict):
    definition: CardDef
    season: str = Field(default="na-s9-2", max_length=40)
    lang: Lang = "en"


class CardReadingOut(Strict):
    id: str
    reading: list[ReadingLineOut]


class CardList(BaseModel):
    season: str
    cards: list[CardOut]

"""奏奪's position, cards, actions, decisions and rulings, as plain data (format ``soudatsu-position/1``).

Stdlib dataclasses: the engine mutates them directly, and pydantic validates untrusted JSON into the
very same classes and generates the JSON Schemas from them, so the interchange format has one
definition. Players are 0 and 1. A player's zones hold card *uids* (``"A:guard"``, ``"A:guard#2"`` for
a second copy); the instances live in ``State.cards`` and their definitions in ``State.definitions``
(no card list is public: every card is declared inline, in the vocabulary of its kind; the few cards
the rules document quotes are checked against what it quotes, ``quoted.py``).

Clause ids are the project's (``SD-guide-7-2-1``; ``editions/ja_basic``).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Annotated, ClassVar, Literal

from pydantic import ConfigDict, Field

STRICT = ConfigDict(extra="forbid")
"""Unknown keys are refused: a misspelt field in a submitted position must not be silently dropped."""

FORMAT = "soudatsu-position/1"
EDITION = "ja-basic"
STARTING_LIFE = 20  # our reading of SD-loss-1: the document gives no starting life
DECK_SIZE = 15  # SD-guide-1

Player = Annotated[int, Field(ge=0, le=1)]
Count = Annotated[int, Field(ge=0, le=1_000_000)]  # bounded against absurd input, far above any game's figures
Turn = Annotated[int, Field(ge=0, le=1_000_000)]

# The card colours of the detailed rules: soldier (green, SD-detail-soldier-1), action (purple,
# SD-detail-action-1), building (orange, SD-detail-building-1), resonance (light blue,
# SD-detail-resonance-1), loyalist (yellow, SD-detail-loyalist-1).
Kind = Literal["soldier", "action", "building", "resonance", "loyalist"]
Mark = Literal["recycle", "skull"]  # SD-detail-recycle-1, SD-detail-skull-1
Keyword = Literal[
    "rebirth",  # 【回生】: may be cast (or set) from its owner's recursion zone (our reading, SD-guide-7-2-1)
    "graveyard_unless_cast_from_recursion",  # the text the errata inserts into the two dragons (SD-errata-1)
]
Quoted = Literal["redes", "wastei", "shifting-scene", "demowan-bequest"]  # the cards the document quotes

# Where a step of the game stands. A position is *stable* at the start of one of these steps; the
# answers given since then travel with it (ARCHITECTURE decision 1, design (b)).
Step = Literal[
    "setup",  # SD-guide-4 .. SD-guide-6: the opening hands, the redraws, the second player's foresight
    "turn_start",  # SD-detail-recycle-2, SD-loss-2, SD-guide-7-1, SD-detail-building-3
    "main",  # SD-guide-7-2: one action of the active player (or the end of the turn, SD-guide-7-3)
    "game_over",  # SD-guide-8
]

Zone = Literal["deck", "hand", "play", "face_down", "recursion", "graveyard"]
ZONES: tuple[Zone, ...] = ("deck", "hand", "play", "face_down", "recursion", "graveyard")

# --- card definitions: the inline vocabulary of each kind ------------------------------------------

Op = Literal[
    "damage",  # deal `amount` damage to `target`
    "gain_life",  # the card's owner gains `amount` life
    "draw",  # the owner draws `amount` cards (an empty deck gives nothing: SD-loss-2)
    "foresee",  # the owner does 【予知】 `amount` times (SD-guide-5)
    "gain_durability",  # the building this line belongs to gains `amount` durability (SD-detail-building-6)
    "rebirth_skull",  # skull-mark cards in the owner's recursion zone have rebirth, while this line is current (SD-errata-2)
    "put_into_play",  # the owner puts a soldier or loyalist from the hand into play without casting it (SD-errata-1)
    "nothing",  # a line the document does not quote: nothing happens
]
Target = Literal["opponent", "enemy_soldier", "any_soldier", "enemy_building"]


@dataclass(frozen=True)
class Effect:
    """One effect of a card's text, in the test vocabulary (docs/soudatsu.md)."""

    __pydantic_config__: ClassVar[ConfigDict] = STRICT

    op: Op
    amount: Count = 0
    target: Target | None = None  # for "damage" only


@dataclass(frozen=True)
class Line:
    """One line of a seasonal building's tall text (SD-detail-building-3): processed `steps` times in a row
    (a line labelled with two seasons, such as summer-autumn, covers two turn starts: SD-detail-building-4)."""

    __pydantic_config__: ClassVar[ConfigDict] = STRICT

    label: str
    effects: list[Effect] = field(default_factory=list)
    steps: Annotated[int, Field(ge=1, le=4)] = 1


@dataclass(frozen=True)
class Ability:
    """A loyalist's ability (SD-detail-loyalist-2): `cost` is added to its health cap (-4 lowers it by 4)."""

    __pydantic_config__: ClassVar[ConfigDict] = STRICT

    cost: Annotated[int, Field(ge=-1000, le=1000)]
    effects: list[Effect] = field(default_factory=list)


@dataclass
class CardDef:
    """A card, declared inline. Which fields a kind uses is checked by ``validate.py``:
    soldier and loyalist: attack, health (a loyalist also abilities); action and resonance: effects;
    building: durability and/or lines."""

    __pydantic_config__: ClassVar[ConfigDict] = STRICT

    id: str
    kind: Kind
    mark: Mark
    name: str = ""
    attack: Count | None = None
    health: Count | None = None
    durability: Count | None = None
    effects: list[Effect] = field(default_factory=list)
    lines: list[Line] = field(default_factory=list)
    abilities: list[Ability] = field(default_factory=list)
    keywords: list[Keyword] = field(default_factory=list)
    quoted: Quoted | None = None  # this definition is one of the cards the document quotes


# --- the position -------------------------------------------------------------------------------------


@dataclass
class CardInstance:
    """One physical card: its definition, its owner (cards never change sides) and what it carries."""

    __pydantic_config__: ClassVar[ConfigDict] = STRICT

    card: str
    owner: Player
    damage: Count = 0  # soldiers and loyalists: damage held, across turns (SD-detail-soldier-6)
    health: Count | None = None  # a loyalist's health cap once an ability moved it (SD-detail-loyalist-2)
    durability: Count | None = None  # a building's durability once attacks or effects changed it
    seasons: Count = 0  # a seasonal building: how many line processings it has done (SD-detail-building-3)
    cast_from: Literal["hand", "recursion"] | None = None  # in play: where it was cast from (None: put in play)
    set_turn: Turn | None = None  # a set resonance: the turn it was set (SD-detail-resonance-4)


@dataclass
class PlayerState:
    __pydantic_config__: ClassVar[ConfigDict] = STRICT

    life: Annotated[int, Field(ge=-1_000_000, le=1_000_000)] = STARTING_LIFE  # SD-loss-1
    deck: list[str] = field(default_factory=list)  # top first (SD-guide-1)
    hand: list[str] = field(default_factory=list)
    play: list[str] = field(default_factory=list)  # 場: soldiers, loyalists and buildings in play, in order of entry
    face_down: list[str] = field(default_factory=list)  # set resonances (SD-detail-resonance-2), in order of setting
    recursion: list[str] = field(default_factory=list)  # 再帰領域, the recursion zone (SD-detail-recycle-1)
    graveyard: list[str] = field(default_factory=list)  # 墓場 (SD-detail-skull-1)


@dataclass
class State:
    """A stable position: no action in progress (ARCHITECTURE decision 1)."""

    __pydantic_config__: ClassVar[ConfigDict] = STRICT

    edition: str = EDITION
    step: Step = "main"
    turn: Turn = 1
    active: Player = 0
    first: Player = 0  # SD-guide-3
    players: list[PlayerState] = field(default_factory=lambda: [PlayerState(), PlayerState()])
    cards: dict[str, CardInstance] = field(default_factory=dict)
    definitions: dict[str, CardDef] = field(default_factory=dict)
    attacked: list[str] = field(default_factory=list)  # soldiers that attacked this turn (SD-detail-soldier-4)
    abilities_used: list[str] = field(default_factory=list)  # loyalists that used an ability this turn
    resolving: list[str] = field(default_factory=list)  # a cast action or revealed resonance mid-resolution
    rng: int = 0  # the shuffle generator's state (SD-guide-2)
    winner: Player | None = None  # SD-guide-8


# --- actions: every answer to a pending decision -------------------------------------------------------


@dataclass(frozen=True)
class KeepHand:
    """SD-guide-4: keep the two cards drawn."""

    __pydantic_config__: ClassVar[ConfigDict] = STRICT

    player: Player
    type: Literal["keep_hand"] = "keep_hand"


@dataclass(frozen=True)
class Redraw:
    """SD-guide-4: set the two cards aside and draw two more (once)."""

    __pydantic_config__: ClassVar[ConfigDict] = STRICT

    player: Player
    type: Literal["redraw"] = "redraw"


@dataclass(frozen=True)
class Foresee:
    """SD-guide-5: leave the top card of the deck where it is, or put it at the bottom."""

    __pydantic_config__: ClassVar[ConfigDict] = STRICT

    player: Player
    choice: Literal["keep", "bottom"]
    type: Literal["foresee"] = "foresee"


@dataclass(frozen=True)
class Cast:
    """SD-guide-7-2-1: cast a card from the hand or (with rebirth) the recursion zone."""

    __pydantic_config__: ClassVar[ConfigDict] = STRICT

    player: Player
    card: str
    type: Literal["cast"] = "cast"


@dataclass(frozen=True)
class SetResonance:
    """SD-detail-resonance-2: set a resonance face down."""

    __pydantic_config__: ClassVar[ConfigDict] = STRICT

    player: Player
    card: str
    type: Literal["set"] = "set"


@dataclass(frozen=True)
class Attack:
    """SD-guide-7-2-2: a soldier or loyalist attacks `target`: "opponent" or an opposing card's uid."""

    __pydantic_config__: ClassVar[ConfigDict] = STRICT

    player: Player
    attacker: str
    target: str
    type: Literal["attack"] = "attack"


@dataclass(frozen=True)
class UseAbility:
    """SD-detail-loyalist-2: a loyalist uses its ability number `ability` (0-based)."""

    __pydantic_config__: ClassVar[ConfigDict] = STRICT

    player: Player
    card: str
    ability: Annotated[int, Field(ge=0, le=100)]
    type: Literal["ability"] = "ability"


@dataclass(frozen=True)
class Reveal:
    """SD-detail-resonance-4: turn a set resonance face up; its effect resolves."""

    __pydantic_config__: ClassVar[ConfigDict] = STRICT

    player: Player
    card: str
    type: Literal["reveal"] = "reveal"


@dataclass(frozen=True)
class Pass:
    """Let a moment to reveal a resonance go by (SD-detail-resonance-4)."""

    __pydantic_config__: ClassVar[ConfigDict] = STRICT

    player: Player
    type: Literal["pass"] = "pass"


@dataclass(frozen=True)
class Choose:
    """Pick the card an effect asks for (its target, or the card it puts into play)."""

    __pydantic_config__: ClassVar[ConfigDict] = STRICT

    player: Player
    target: str
    type: Literal["choose"] = "choose"


@dataclass(frozen=True)
class EndTurn:
    """SD-guide-7-3: declare the end of the turn."""

    __pydantic_config__: ClassVar[ConfigDict] = STRICT

    player: Player
    type: Literal["end_turn"] = "end_turn"


Action = Annotated[
    KeepHand | Redraw | Foresee | Cast | SetResonance | Attack | UseAbility | Reveal | Pass | Choose | EndTurn,
    Field(discriminator="type"),
]

DecisionKind = Literal[
    "redraw",  # SD-guide-4
    "foresee",  # SD-guide-5
    "main",  # SD-guide-7-2
    "choose",  # an effect's target or card
    "respond",  # a moment to reveal a resonance in the opponent's turn (SD-detail-resonance-4)
]


@dataclass
class Decision:
    """What the engine waits for: who decides, under which clause, and every legal answer."""

    __pydantic_config__: ClassVar[ConfigDict] = STRICT

    kind: DecisionKind
    player: Player
    clause: str
    options: list[Action]
    detail: dict[str, str | int | list[str] | None] = field(default_factory=dict)


@dataclass
class Event:
    """One step of a ruling: what happened and the clause that made it happen."""

    __pydantic_config__: ClassVar[ConfigDict] = STRICT

    clause: str
    what: str
    data: dict[str, str | int | bool | list[str] | None] = field(default_factory=dict)


@dataclass
class Position:
    """A stable state plus the answers given since it (design (b) of ARCHITECTURE decision 1)."""

    __pydantic_config__: ClassVar[ConfigDict] = STRICT

    state: State
    answers: list[Action] = field(default_factory=list)
    format: Literal["soudatsu-position/1"] = "soudatsu-position/1"


@dataclass
class Ruling:
    """The answer to one submitted action."""

    __pydantic_config__: ClassVar[ConfigDict] = STRICT

    action: Action
    legal: bool
    clauses: list[str]
    reason: str = ""
    events: list[Event] = field(default_factory=list)
    pending: Decision | None = None


# --- the setup (the body of new-duel) ------------------------------------------------------------------


@dataclass
class SetupPlayer:
    __pydantic_config__: ClassVar[ConfigDict] = STRICT

    deck: list[str]  # the card ids of the player's 15 cards (SD-guide-1)


@dataclass
class Setup:
    """Two decks of declared cards, a seed for every shuffle, and optionally the first player and the
    starting life (our reading of SD-guide-3 and SD-loss-1)."""

    __pydantic_config__: ClassVar[ConfigDict] = STRICT

    players: Annotated[list[SetupPlayer], Field(min_length=2, max_length=2)]
    definitions: dict[str, CardDef]
    seed: Annotated[int, Field(ge=0, lt=1 << 64)] = 0
    first: Player | None = None
    life: Annotated[int, Field(ge=1, le=1000)] = STARTING_LIFE

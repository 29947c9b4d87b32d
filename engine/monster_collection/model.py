"""The position of a Monster Collection game, its cards, actions, decisions and rulings, as plain data.

Stdlib dataclasses the engine mutates directly; pydantic validates untrusted JSON into the very same
classes and generates their JSON Schemas (``api.py``), so the interchange format has one definition.

Players are 0 and 1. Card instances live in ``State.cards`` by uid; every zone holds uids, so "each
card is in exactly one place" is a checkable invariant (``validate.py``). The battlefield is a list of
terrains, each on one of the twelve areas (MC 5.1.2.4), holding the units that stand on it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Annotated, ClassVar, Literal

from pydantic import ConfigDict, Field

STRICT = ConfigDict(extra="forbid")
"""Unknown keys are refused: a misspelt field in a submitted position must not be silently dropped."""

FORMAT = "monster-collection-position/1"

Player = Annotated[int, Field(ge=0, le=1)]  # MC 1.1.1: two players

# MC 5.1.2.4: three columns (a, b, c, from player 0's left) by four rows (1..4, from player 0's side).
# Rows 1-2 are player 0's territory, rows 3-4 player 1's (5.1.2.16); the headquarters stand at b1 and b4
# (6.1.1.5: the middle of each player's nearest row).
Area = Literal["a1", "b1", "c1", "a2", "b2", "c2", "a3", "b3", "c3", "a4", "b4", "c4"]
AREAS: tuple[Area, ...] = ("a1", "b1", "c1", "a2", "b2", "c2", "a3", "b3", "c3", "a4", "b4", "c4")

CardType = Literal["unit", "item", "battle_spell", "terrain"]  # MC 2.1.6: ユニット, アイテム, 戦闘スペル, 地形
# MC 2.1.13.2: 火 水 土 風 聖 魔 喰 獣 荒 機
Attribute = Literal["fire", "water", "earth", "wind", "holy", "dark", "devour", "beast", "wild", "machine"]
SpellIcon = Literal["fire", "water", "earth", "wind", "holy", "dark", "any"]  # MC 13.1.3.1 ("any" is ＊)
AdvanceType = Literal["walking", "flying", "long_range_flying"]  # MC 2.1.19.1: 歩行, 飛行, 長距離飛行
Classification = Literal["equipment", "consumable", "ritual"]  # MC 2.1.24: 装備品, 消耗品 (items), 儀式 (terrains)
# MC 10.9.3: [普通] [対抗] [イニシアチブ] [戦闘] [メイン] [自軍ターン]
Timing = Literal["normal", "counter", "initiative", "battle", "main", "own_turn"]
# MC 4.1.2 / chapter 14: □ complete, × self-destruct, ◎ declare, ○ constant, ◇ hand, ● auto, ▽ flip
AbilityKind = Literal["complete", "self_destruct", "declare", "constant", "hand", "auto", "flip"]


# --------------------------------------------------------------------------------------------------
# Card information (chapter 2)
# --------------------------------------------------------------------------------------------------


@dataclass
class Weakness:
    """MC 13.1.8: 弱点: y (+n ダメージ)."""

    __pydantic_config__: ClassVar[ConfigDict] = STRICT

    attribute: str  # a damage attribute (MC 4.5.4)
    amount: int


@dataclass
class Standing:
    """Standing abilities (常備能力, MC 2.1.20 and chapter 13) of a unit, or those an equipment adds
    (追加常備能力, MC 2.1.21)."""

    __pydantic_config__: ClassVar[ConfigDict] = STRICT

    items: int = 0  # MC 13.1.2: アイテム: x, the number of item slots (i)
    spells: list[SpellIcon] = field(default_factory=list)  # MC 13.1.3: スペル: x, one icon a slot
    initiative: int = 0  # MC 13.1.1
    charge: int = 0  # MC 13.1.5
    defender: int = 0  # MC 13.1.6
    resistance: list[str] = field(default_factory=list)  # MC 13.1.7: damage attributes or sources
    weakness: list[Weakness] = field(default_factory=list)  # MC 13.1.8


# The effects a part-1 test card can carry (a small vocabulary; chapter 10 grows it).
EffectKind = Literal[
    "damage", "attack", "defence", "level", "initiative", "destroy", "exhaust", "swap",
    # chapter 10 (continuous.py, procedures/effects.py): grant a race or a resistance (10.14.2, 10.14.4);
    # change the races to ``value`` (10.16.1)
    "grant_race", "change_race", "grant_resistance",
    # make the effect of what the target unit is using vanish (10.15.1.1); discard the card it is using (10.15.3)
    "negate", "discard_used",
    # a ○ prohibition: the unit cannot be exhausted by effects (MC 4.1.12: it prevails over an exhaust effect)
    "prevent_exhaust",
    # chapter 13 (procedures/standing.py): grant standing abilities, take them away
    "gain", "lose",
    # MC 14.6.3.2-3, 14.6.4 (procedures/special.py): a ◇ ability of a unit card that summons it (its
    # conditions are summon conditions), of a terrain card that places it in any area free of units
    "summon", "place",
    # chapter 12 (procedures/actions.py): the user's player draws (12.3) or discards hand or draw-pile cards
    # (12.4.2); the target is removed from the game (12.5) or put on top of its owner's draw pile (5.1.1.6)
    "draw", "discard_hand", "discard_deck", "remove", "to_deck",
    # MC 15.1.7 (procedures/heroes.py): a unit card of ``value`` put onto the target's terrain by an effect, from
    # the user's ``zone``; MC 10.16.1: the target's card name changes to ``value`` (a continuous effect)
    "summon_card", "change_name",
]  # fmt: skip
# MC chapter 13: the standing abilities an effect can take away (``lose``), by name
StandingKind = Literal["items", "spells", "initiative", "charge", "defender", "resistance", "weakness"]


@dataclass
class Effect:
    """One effect of an ability: ``damage`` deals damage (MC 4.5); ``attack``/``defence``/``level``/
    ``initiative`` grant ±n, or with ``to`` change the value to n (applied as ±n, MC 4.6.4), until the
    end of the battle or phase (4.6.9, 10.14.5, 10.14.6); ``swap`` swaps attack and defence (4.6.5);
    ``exhaust`` exhausts a ready unit (10.18.1); ``destroy`` applies a death effect (11.3.3)."""

    __pydantic_config__: ClassVar[ConfigDict] = STRICT

    kind: EffectKind
    amount: int = 0
    dice: str | None = None  # MC 3.4.2-3.4.4: "2D", "1D+1", "2D-1", "2D high", "2D low"; added to amount
    attribute: str | None = None  # MC 4.5.4: the damage attribute (【火炎】 …); None is non-attribute damage
    to: int | None = None  # MC 4.6.4: change the value to this
    after: bool = False  # MC 4.1.11: "then": fires only if the effect before it applied, its user still there
    # conditions (MC 10.12): on the target as the effect fires (4.1.14); one of several is enough (4.7.5)
    if_race: list[str] = field(default_factory=list)  # the target has one of these races
    if_terrain_type: list[str] = field(default_factory=list)  # the target's terrain has one of these types
    # MC 13.1: ``gain`` grants these standing abilities, ``lose`` takes away the standing abilities named
    # in ``lose``, until the end of the battle or phase (4.6.9); ``if_standing``: the target has one of
    # these standing abilities (13.1.1.1.2, 13.1.5.6, 13.1.6.6: a sum of 0 is not having it)
    standing: Standing | None = None
    lose: list[StandingKind] = field(default_factory=list)
    if_standing: list[StandingKind] = field(default_factory=list)
    # chapter 10 (procedures/effects.py)
    value: list[str] = field(default_factory=list)  # the races or resistances granted or changed to (10.14, 10.16)
    # the amount is the triggering card's value (MC 10.5.4.1), or per unit of the user's party with one of
    # the races ``value`` (MC 10.17.1: a unit with several of them counts once)
    of: Literal["attack", "level", "party_races"] | None = None
    delay: Literal["battle_end"] | None = None  # a delayed trigger made by the effect (MC 10.5.4.2)
    until_chain: bool = False  # MC 10.15.1.2, 10.15.2.1: the ±n is lost when the counter chain ends
    unless_race: list[str] = field(default_factory=list)  # MC 10.19.2: invalid while the target has one of these races
    # MC 1.3.2, 10.1.7: the amount is the most; the player chooses n (1 or more) at the declaration. Not for a
    # draw: "draw up to n" is ``least`` 0, declared just before drawing, none allowed (12.3.1.1-2 over 1.3.2)
    up_to: bool = False
    if_party_same_race: bool = False  # MC 10.17.2: only if the user's party is all of one and the same races
    # chapter 12 (procedures/actions.py): "draw least to amount" (12.3.1.1; least 0: "up to amount", 12.3.1.2)
    least: int | None = None
    no_stack: bool = False  # MC 16.2: 重複しない: not applied to what was already its target this phase
    # MC 10.1.7 (「～できる」「～してもよい」): an optional effect; its player chooses as it fires whether to apply it
    # (decision ``optional``) — a way out of a perpetual loop (16.1.1.2-3, procedures/effects.py)
    may: bool = False
    zone: Literal["hand", "discard"] | None = None  # ``summon_card``: the user's zone the card comes from
    if_same_terrain: bool = False  # MC 5.1.2.19: only while the target stands on the terrain it was put onto


# MC 10.5: what makes a triggered ability wait — this card is put onto the battlefield ("enters") or
# leaves it ("leaves", 10.5.4), this unit takes damage ("damaged"), a phase begins ("main_start",
# "summon_start", MC 4.7.4), the owner's hand is empty (a state trigger, "hand_empty", 10.5.5).
TriggerKind = Literal[
    "enters", "leaves", "damaged", "main_start", "summon_start", "hand_empty",
    # MC 14.7.3.5-14.7.3.6 (procedures/auto.py): a battle starts (8.3.1), its battle end timing begins
    # (8.3.8), an attack is declared (9.1)
    "battle_start", "battle_end", "attack_declared",
]  # fmt: skip


# Whom an ability targets (MC 10.10): a unit or a party of the battle, or the user itself.
# chapter 10: "using_unit" is an enemy unit using something in the counter chain — a card it declared, or an
# attack it takes part in (MC 10.1.9, 10.13.1)
TargetKind = Literal["unit", "own_unit", "enemy_unit", "this_unit", "own_party", "enemy_party", "using_unit"]


@dataclass
class Ability:
    """A special ability (特殊能力, chapter 14). Part 1 uses the ◇ abilities of battle spells and
    consumable items (MC 14.6.3.1); the other kinds are declared here so that cards can carry them."""

    __pydantic_config__: ClassVar[ConfigDict] = STRICT

    kind: AbilityKind
    timing: list[Timing]
    target: TargetKind
    effects: list[Effect]
    name: str = ""
    # MC 14.2.3, 14.3.3, 14.4.3, 14.8.3: the additional costs of an activated ability, besides the cost its
    # kind carries (□ exhausts the user, × discards it, ▽ flips its terrain): ``item`` spends one item
    # slot of the user, ``spell:<icon>`` one spell slot, ``discard`` one card of the hand
    cost: list[str] = field(default_factory=list)
    # MC 14.6.2 a., 14.7.2: 発揮時期, when a ◇ summon or placement ability works: at a normal summon's, an
    # instant summon's or a terrain placement's declaration (none: whenever its card is summoned or placed)
    when: list[Literal["normal_summon", "instant_summon", "placement"]] = field(default_factory=list)
    # chapter 10 (triggers.py): what makes a ● ability (or a triggered ○ ability) wait (MC 10.5)
    trigger: TriggerKind | None = None
    # chapter 10 (procedures/effects.py): the event a replacement effect replaces ("instead", MC 10.8)
    replaces: Literal["destroy", "damage", "draw"] | None = None
    # MC 10.8.5: a replacement that asks a choice: it discards n hand cards of its owner, or cannot apply
    instead_discard: int = 0
    choose: bool = False  # MC 10.1.7: the effects are alternatives, one chosen at the declaration
    # MC 10.9.6: [対抗：～限定], a counter only in a chain holding a declaration of one of these
    counter_only: list[Literal["attack", "consumable", "battle_spell"]] = field(default_factory=list)
    # MC 10.11.6-10.11.13: extra costs — n hand cards discarded or removed from the game, the top n of the
    # draw pile discarded, n cards of the discard pile removed — of the card types ``cost_types`` if any
    cost_discard: int = 0
    cost_hand_remove: int = 0
    cost_mill: int = 0
    cost_remove: int = 0
    cost_types: list[CardType] = field(default_factory=list)  # MC 10.11.12: "(～)"
    cost_sacrifice: int = 0  # MC 10.11.4, 10.11.7: n other units of the user's party discarded as the cost
    # MC 15.2.2: [(timing)|チェイン]: further abilities of the same name with this mark may be chained to it
    chain: bool = False
    # MC 15.3.1: [(timing)|対抗不可]: no [対抗] can be declared against its use
    uncounterable: bool = False


# The card information a keyword names (「カードの情報：○○」, MC 15.4.3.2, 15.4.5.2): the unit's name, one
# of its races or attributes, its faction, or its level (a value effects can change, MC 15.4.3.3).
InfoField = Literal["name", "race", "attribute", "faction", "level"]


@dataclass
class CardInfo:
    """A unit's card information that must be ○○ (MC 15.4.3.2 専用, 15.4.5.2 秘伝)."""

    __pydantic_config__: ClassVar[ConfigDict] = STRICT

    info: InfoField
    value: str


@dataclass
class Keywords:
    """Chapter 15's additional rules (追加ルール, MC 15.4) and the construction rule 枚数制限解除 (15.5.3)
    a card carries (``keywords.py`` applies them). Terrain kinds ("○○の地形") are terrain types (2.1.23)."""

    __pydantic_config__: ClassVar[ConfigDict] = STRICT

    exclusive: CardInfo | None = None  # MC 15.4.3 専用 (an equipment): only such a unit equips it
    equip_limit: bool = False  # MC 15.4.4 装備制限 (a unit): one equipment at most
    secret: CardInfo | None = None  # MC 15.4.5 秘伝 (a card used from the hand): its user must be such a unit
    forced_placement: bool = False  # MC 15.4.6 強制配置 (a terrain): may replace any terrain but a headquarters
    normal_summon: list[str] = field(default_factory=list)  # MC 15.4.7 普通召喚 icon: terrain types
    instant_summon: list[str] = field(default_factory=list)  # MC 15.4.8 即時召喚 icon: terrain types
    gears: int = 0  # MC 15.4.9 時の歯車: +nD to every die result asked for in a battle (does not stack)
    special_advance: list[str] = field(default_factory=list)  # MC 15.4.10 特殊進軍: terrain types
    no_equipment: bool = False  # MC 15.4.11 装備禁止 (a unit): equips nothing
    unlimited: bool = False  # MC 15.5.3 枚数制限解除: up to 50 of its name in a deck


@dataclass
class CardDef:
    """A card's printed information (MC 2.1). Which fields a card has depends on its type (``validate``)."""

    __pydantic_config__: ClassVar[ConfigDict] = STRICT

    id: str
    name: str  # MC 2.1.5
    type: CardType  # MC 2.1.6
    level: int | None = None  # MC 2.1.12 (units)
    instant: bool = False  # MC 2.1.12.2: the level printed white on black, 即時召喚可能
    attributes: list[Attribute] = field(default_factory=list)  # MC 2.1.13; a spell's icons are its cost (13.1.3.1)
    hero: int | None = None  # MC 2.1.14: the hero icon's number, 英雄点 (units)
    attack: int | None = None  # MC 2.1.15 (units)
    bonus_attack: int | None = None  # MC 2.1.16 (equipment)
    defence: int | None = None  # MC 2.1.17 (units)
    bonus_defence: int | None = None  # MC 2.1.18 (equipment)
    advance: list[AdvanceType] = field(default_factory=list)  # MC 2.1.19 (units)
    standing: Standing | None = None  # MC 2.1.20 (units)
    bonus_standing: Standing | None = None  # MC 2.1.21 (equipment)
    races: list[str] = field(default_factory=list)  # MC 2.1.22 (units)
    types: list[str] = field(default_factory=list)  # MC 2.1.23 (other cards)
    classification: Classification | None = None  # MC 2.1.24
    equip_cost: int | None = None  # MC 2.1.25 (equipment)
    limit: int | None = None  # MC 2.1.26 (terrains)
    faction: str | None = None  # MC 2.1.27
    deck_limit: int | None = None  # MC 3.3.2.3, 15.5: a construction rule "up to n in a deck" (15.5.3: 50)
    abilities: list[Ability] = field(default_factory=list)  # MC 2.1.8: the text box's special abilities
    keywords: Keywords | None = None  # MC 15.4, 15.5.3: additional rules and 枚数制限解除
    # Printed information with no effect on the game (MC 2.1.7, 2.1.8.2, 2.1.9-2.1.11): carried, never read.
    illustration: str | None = None
    flavour: str | None = None
    rarity: str | None = None
    block: str | None = None
    number: str | None = None


@dataclass
class CardInstance:
    """One physical card: which card it is and who owns it (MC 3.2.1.2: whose deck it came from)."""

    __pydantic_config__: ClassVar[ConfigDict] = STRICT

    card: str  # a key of State.definitions
    owner: Player


# --------------------------------------------------------------------------------------------------
# The battlefield (chapter 5)
# --------------------------------------------------------------------------------------------------


@dataclass
class Equipment:
    """An equipment item a unit has equipped (MC 2.1.2.1.2), with the item slots it holds (13.1.2.6)."""

    __pydantic_config__: ClassVar[ConfigDict] = STRICT

    card: str
    slots: int  # the equip cost paid (MC 2.1.25): slots spent as long as it is equipped


@dataclass
class DamageMark:
    """MC 13.1.7.1-2: damage of one attribute (4.5.4) or from one kind of source (``battle_spell``,
    ``special_ability``) a unit has taken."""

    __pydantic_config__: ClassVar[ConfigDict] = STRICT

    amount: int
    attribute: str | None = None
    source: str | None = None


@dataclass
class Ground:
    """MC 5.1.2.19: one terrain as it was at a moment — the area and the moment its card was placed there in
    its present state (``Terrain.placed``). The same terrain is the same card kept in the same area in the
    same state: a new placement there (even of a card of the same name, or a proxy over a proxy) or a flip
    face down makes a new moment, so a new terrain. No card uid is kept: a proxy's card is hidden (5.1.2.20)."""

    __pydantic_config__: ClassVar[ConfigDict] = STRICT

    area: Area
    placed: int


@dataclass
class Unit:
    """A unit card on the battlefield (MC 2.1.1) and its state."""

    __pydantic_config__: ClassVar[ConfigDict] = STRICT

    card: str
    exhausted: bool = False  # MC 3.2.4, 4.10: 行動完了 (card turned sideways); False is 未行動
    damage: int = 0  # MC 4.5: damage received (see docs/monster-collection.md for how long it lasts)
    items_spent: int = 0  # MC 13.1.2: item slots spent other than by equipment
    spells_spent: list[SpellIcon] = field(default_factory=list)  # MC 13.1.3: spell slots spent
    equipment: list[Equipment] = field(default_factory=list)
    instant_turn: int | None = None  # the turn it was instantly summoned in (MC 11.3.2.2)
    # MC 13.1.7: the part of ``damage`` that carries a damage attribute or a source's kind, which a
    # resistance may make harmless (each entry a part of ``damage``, never more than it in all)
    marks: list[DamageMark] = field(default_factory=list)
    entered: int = 0  # MC 10.7.2.2.1: when it was put onto the battlefield (State.clock), the order of its ○ effects
    ground: Ground | None = None  # MC 5.1.2.19: the terrain it was put onto the battlefield on (None: not known)


TerrainKind = Literal["headquarters", "proxy", "card"]  # MC 5.1.2.8 本陣, 5.1.2.20 代理地形, a terrain card


@dataclass
class Terrain:
    """A terrain on one area of the battlefield (MC 5.1.2), with the units on it.

    ``units`` lists both players' units; each player's units in it form that player's party (MC 4.4),
    front to back once a formation is set (MC 8.3.3.1)."""

    __pydantic_config__: ClassVar[ConfigDict] = STRICT

    area: Area
    card: str
    placed_by: Player  # MC 5.1.2.14-15: 自軍配置地形 of this player
    kind: TerrainKind = "card"
    units: list[Unit] = field(default_factory=list)
    placed: int = 0  # MC 5.1.2.19: the moment (State.clock) its card was placed here in its present state


@dataclass
class PlayerState:
    __pydantic_config__: ClassVar[ConfigDict] = STRICT

    draw_pile: list[str] = field(default_factory=list)  # MC 5.1.3, top first
    hand: list[str] = field(default_factory=list)  # MC 5.1.4
    discard: list[str] = field(default_factory=list)  # MC 5.1.5 捨て山
    removed: list[str] = field(default_factory=list)  # MC 5.1.6 除外ゾーン
    effect_zone: list[str] = field(default_factory=list)  # MC 5.1.7
    hand_limit: int = 6  # MC 5.1.4.7
    redone: bool = False  # MC 6.1.1.7: the preparation was redone (only once)


StatName = Literal["attack", "defence", "level", "initiative"]


@dataclass
class Modifier:
    """A ±n in force on a unit (MC 4.6.4, 10.14.5), until the end of the battle if applied in battle,
    else until the end of the phase (MC 4.6.9, 10.14.6)."""

    __pydantic_config__: ClassVar[ConfigDict] = STRICT

    unit: str
    stat: StatName | Literal["standing"]
    amount: int
    until: Literal["battle", "phase", "chain"]  # "chain": to the end of the counter chain (MC 10.15.1.2)
    clause: str
    source: str | None = None  # the card whose ability made it (MC 4.8.2)
    # stat "standing" (MC 13.1): standing abilities granted (``standing``) or taken away (``lose``), in
    # the order the effects applied
    standing: Standing | None = None
    lose: list[StandingKind] = field(default_factory=list)
    # MC 10.7.2.2.2: when a standing-ability grant or loss fired (State.clock), which orders it among the
    # ○ effects in force (10.7.2.2.1) — a loss takes what was given before it, not what is given after
    # (10.15.2.1); 0 for one a position states without a moment (before every ordered one)
    seq: int = 0


@dataclass
class Grant:
    """A continuous effect on a unit's characteristics (MC 10.7): races granted (10.14.2) or changed
    (10.16.1), applied in the order ``seq`` (MC 10.7.2.2), until the end of the battle or phase (10.14.6,
    10.16.3).

    A granted resistance is not recorded here: 耐性 is a standing ability (MC 13.1.7), and granting one adds a
    standing ability (10.14.1, 10.14.4), kept as a ``Modifier`` of the stat ``standing`` like chapter 13's
    gains, so that a loss (10.15.2.1, 13.1.7.5) reads every source the same way. ``what`` "resistance" is
    refused by ``validate`` (it stays in the type so that such a position is refused by name, not as
    malformed); only a ○ ability's grant (``continuous.constant_grants``) is read as one, never stored."""

    __pydantic_config__: ClassVar[ConfigDict] = STRICT

    unit: str
    what: Literal["races", "resistance", "name"]  # "name": MC 10.16.1, a card name changed
    values: list[str]
    mode: Literal["add", "set"]
    until: Literal["battle", "phase"]
    seq: int  # MC 10.7.2.2.2: when the effect fired (State.clock)
    source: str | None = None
    if_race: list[str] = field(default_factory=list)  # a ○ grant only to units of these races (MC 10.7.2.3)


WaitingZone = Literal["battlefield", "discard", "removed", "any"]  # "any": a delayed trigger's (MC 10.5.4.2)


@dataclass
class Waiting:
    """A triggered ability waiting to be played (MC 10.5.2), once per occurrence (10.5.2.1): the ability
    ``ability`` of ``card`` (or a delayed trigger's effects, 10.5.4.2), its owner, and what it read of the
    card that set it off as it triggered (10.5.4.1)."""

    __pydantic_config__: ClassVar[ConfigDict] = STRICT

    card: str
    owner: Player
    ability: int = 0  # index in the card's abilities
    trigger: str = ""  # what set it off
    seen: dict[str, int] = field(default_factory=dict)  # MC 10.5.4.1: the card's values as the rule says
    targets: list[str] = field(default_factory=list)  # a delayed trigger's targets
    effects: list[Effect] = field(default_factory=list)  # a delayed trigger's effects (10.5.4.2)
    constant: bool = False  # MC 10.5.7: its source is a ○ ability
    zone: WaitingZone = "battlefield"  # where its card was as it triggered (MC 10.5.6, 10.5.7)


@dataclass
class Delayed:
    """MC 10.5.4.2: a delayed trigger an effect made: at ``when`` its effects apply to ``targets``, once
    (10.5.4.2.1)."""

    __pydantic_config__: ClassVar[ConfigDict] = STRICT

    when: Literal["battle_end"]
    card: str
    owner: Player
    targets: list[str]
    effects: list[Effect]


# --------------------------------------------------------------------------------------------------
# Battle (chapter 8): transient — it starts and ends inside one main-phase step
# --------------------------------------------------------------------------------------------------

BattleTiming = Literal[
    "start",  # MC 8.3.1
    "instant_summon",  # MC 8.3.2
    "formation",  # MC 8.3.3
    "initiative",  # MC 8.3.4
    "first_normal",  # MC 8.3.5
    "second_normal",  # MC 8.3.6
    "simultaneous",  # MC 8.3.7
    "end",  # MC 8.3.8
    "closed",  # after MC 8.3.8.4: the battle's effects are lost, the battle is ending
]


@dataclass
class Declaration:
    """One declaration of a counter chain (MC 10.2): an attack (9.1) or the use of an ability (10.1)."""

    __pydantic_config__: ClassVar[ConfigDict] = STRICT

    player: Player
    kind: Literal["attack", "use"]
    timing: Timing = "normal"  # the timing it was declared under (MC 10.9)
    unit: str | None = None  # the unit that declared it (MC 10.1.9, 10.13)
    card: str | None = None  # the card used, in the effect zone while it resolves (MC 10.1.6)
    participants: list[str] = field(default_factory=list)  # an attack's units: its cost (MC 9.1)
    targets: list[str] = field(default_factory=list)  # unit uids, or "player:0" / "player:1"
    rolls: list[int] = field(default_factory=list)  # MC 10.1.8: dice rolled at the declaration
    items_paid: int = 0  # MC 13.1.2: item slots paid by the user
    spells_paid: list[SpellIcon] = field(default_factory=list)  # MC 13.1.3: spell slots paid by the user
    # chapter 10 (procedures/use.py, effects.py)
    negated: bool = False  # MC 10.15.1.1: its effect was made to vanish: it does not fire
    choice: int | None = None  # MC 10.1.7: the effect chosen at the declaration
    number: int | None = None  # MC 1.3.2: the n chosen
    named: str | None = None  # MC 4.7.3: the race or damage element named
    cost_cards: list[str] = field(default_factory=list)  # MC 10.11.8, 10.11.13: cards paid, in the effect zone
    sacrificed: list[str] = field(default_factory=list)  # MC 10.11.7: units declared as the cost, moved at 10.1.13
    ability: int | None = None  # chapter 14: the index of the used special ability of ``card`` (□ × ◎ ▽)
    links: list[Declaration] = field(default_factory=list)  # MC 15.2.5: the chains declared onto this one
    extra_rolls: list[int] = field(default_factory=list)  # MC 15.4.9: 時の歯車's extra dice, per dice effect
    designated: int | None = None  # MC 16.2.1: where this use's 重複しない marks begin in State.targeted


@dataclass
class Battle:
    __pydantic_config__: ClassVar[ConfigDict] = STRICT

    area: Area
    advancing: Player  # the active player (進軍側, MC 1.3.7)
    timing: BattleTiming = "start"
    origins: dict[str, Area] = field(default_factory=dict)  # MC 8.4.5: each advancing unit's starting terrain
    summoned: list[str] = field(default_factory=list)  # units summoned during the battle (MC 8.4.6)
    dice: list[int] | None = None  # MC 8.3.4.5: each player's initiative die, by player
    initiative: list[int] | None = None  # MC 8.3.4.7: each player's initiative result
    first_side: Player | None = None  # MC 8.3.4.8: 先攻側; None before it is decided or when simultaneous
    simultaneous: bool = False  # MC 8.3.4.9
    suspended: bool = False  # MC 8.3.7.3-8.3.7.5: abilities and bonuses lost during the simultaneous attack
    chain: list[Declaration] = field(default_factory=list)  # the counter chain being declared (MC 10.2)


# --------------------------------------------------------------------------------------------------
# The position
# --------------------------------------------------------------------------------------------------

# Where the turn stands. A position is *stable* at the start of one of these steps; the decisions
# answered since then travel with it (ARCHITECTURE decision 1, design (b)).
Step = Literal[
    "preparation",  # MC 6.1.1.7-6.1.1.8
    "first_hand_adjustment",  # MC 7.2
    "main",  # MC 7.3.3: the normal play step, one action a step
    "summon_discard",  # MC 7.4.3: discarding equipment, one a step
    "summon",  # MC 7.4.4: summoning, equipping and swapping, one a step
    "second_hand_adjustment",  # MC 7.5
    "end_declaration",  # MC 7.6
    "game_over",  # MC 1.2
]

# "perpetual_loop": MC 16.1.1.1, a loop of triggered abilities no player can stop ends the game in a draw
EndReason = Literal["headquarters_fall", "deck_out", "repetition", "concession", "time_out", "perpetual_loop"]


@dataclass
class Result:
    """How the game ended (MC 1.2): the winner, or None for a draw."""

    __pydantic_config__: ClassVar[ConfigDict] = STRICT

    reason: EndReason
    winner: Player | None
    clause: str
    # MC 1.2.6: each player's units in the enemy territory, when the victory judgement decided it
    units_in_enemy_territory: list[int] | None = None


@dataclass
class State:
    __pydantic_config__: ClassVar[ConfigDict] = STRICT

    turn: int = 1
    active: Player = 0  # 進軍側 (MC 1.3.7)
    first_player: Player = 0  # 先手 (MC 6.1.1.8)
    step: Step = "main"
    definitions: dict[str, CardDef] = field(default_factory=dict)
    cards: dict[str, CardInstance] = field(default_factory=dict)
    players: list[PlayerState] = field(default_factory=lambda: [PlayerState(), PlayerState()])
    battlefield: list[Terrain] = field(default_factory=list)  # MC 5.1.2: 戦場, by area
    modifiers: list[Modifier] = field(default_factory=list)
    rng: int = 0  # the seeded generator's state (MC 3.4, 12.7)
    # MC 12.1.1.2.2.1-2, 5.1.2.20.4: how terrains were placed this turn
    placed_card_terrain: bool = False
    placed_proxy: bool = False
    # MC 12.2.4.2: areas where a battle advance failed this main phase
    failed_battle_areas: list[Area] = field(default_factory=list)
    # MC 16.2.1, 16.2.3: "card id>uid>card used", in the order designated — what each 重複しない effect (by its
    # card's id) has targeted this phase; a use's marks begin at its Declaration.designated
    targeted: list[str] = field(default_factory=list)
    decks_out_turn: int | None = None  # MC 1.2.3.1: the turn in which the last draw pile ran out
    same_turns: int = 0  # MC 1.2.4: how many turns in a row were "the same situation"
    # MC 1.2.4.1.2: both players' hand, draw pile, discard pile and removal zone as the turn began, each
    # sorted (player 0's four, then player 1's); empty when unknown, which makes the turn count as changed
    turn_start_zones: list[list[str]] = field(default_factory=list)
    turn_changed: bool = False  # MC 1.2.4.1.2: the active player did something beyond the listed actions
    result: Result | None = None
    battle: Battle | None = None
    # chapter 10 (continuous.py, triggers.py)
    clock: int = 0  # a counter that orders continuous effects (MC 10.7.2.2)
    grants: list[Grant] = field(default_factory=list)  # continuous effects on characteristics (10.7)
    waiting: list[Waiting] = field(default_factory=list)  # triggered abilities waiting (10.5.2)
    delayed: list[Delayed] = field(default_factory=list)  # delayed triggers (10.5.4.2)
    state_triggers: list[str] = field(default_factory=list)  # MC 10.5.5.1: "card#ability" whose state holds


# --------------------------------------------------------------------------------------------------
# Actions: every answer to a pending decision
# --------------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Redo:
    """MC 6.1.1.7: a player without a unit card in hand reveals it and redoes the preparation, or not."""

    __pydantic_config__: ClassVar[ConfigDict] = STRICT

    player: Player
    redo: bool
    type: Literal["redo"] = "redo"


@dataclass(frozen=True)
class Discard:
    """Discard a hand card: over the hand limit (MC 7.2.3, 7.5.3) or by choice (7.2.4, 7.5.4)."""

    __pydantic_config__: ClassVar[ConfigDict] = STRICT

    player: Player
    card: str
    type: Literal["discard"] = "discard"


@dataclass(frozen=True)
class Done:
    """Stop repeating a step that may be repeated (MC 7.2.4, 8.3.2.8, 8.3.3.9, 12.2.5.1.2)."""

    __pydantic_config__: ClassVar[ConfigDict] = STRICT

    player: Player
    type: Literal["done"] = "done"


@dataclass(frozen=True)
class EndPhase:
    """Pass the normal play step and so end the phase (MC 7.3.5, 7.4.6)."""

    __pydantic_config__: ClassVar[ConfigDict] = STRICT

    player: Player
    type: Literal["end_phase"] = "end_phase"


@dataclass(frozen=True)
class PlaceTerrain:
    """MC 12.1.1.2.2: place a terrain card from hand (``card``), or a proxy terrain (``card`` None)."""

    __pydantic_config__: ClassVar[ConfigDict] = STRICT

    player: Player
    card: str | None = None
    type: Literal["place_terrain"] = "place_terrain"


@dataclass(frozen=True)
class ChooseArea:
    """Name an area: where a terrain goes (MC 12.1.1.2.5), where a unit summoned in battle returns (8.4.6)."""

    __pydantic_config__: ClassVar[ConfigDict] = STRICT

    player: Player
    area: Area
    type: Literal["area"] = "area"


@dataclass(frozen=True)
class Advance:
    """MC 12.2.5.1.1: declare an advance."""

    __pydantic_config__: ClassVar[ConfigDict] = STRICT

    player: Player
    type: Literal["advance"] = "advance"


@dataclass(frozen=True)
class AdvanceUnit:
    """MC 12.2.5.1.2-3: one unit of the advance and its destination."""

    __pydantic_config__: ClassVar[ConfigDict] = STRICT

    player: Player
    unit: str
    to: Area
    type: Literal["advance_unit"] = "advance_unit"


@dataclass(frozen=True)
class Summon:
    """MC 12.2.7.4: summon a unit card from hand onto the terrain at ``area`` (normal or instant)."""

    __pydantic_config__: ClassVar[ConfigDict] = STRICT

    player: Player
    card: str
    area: Area
    type: Literal["summon"] = "summon"


@dataclass(frozen=True)
class Equip:
    """MC 12.2.8: equip an equipment item card from hand to a unit."""

    __pydantic_config__: ClassVar[ConfigDict] = STRICT

    player: Player
    card: str
    unit: str
    type: Literal["equip"] = "equip"


@dataclass(frozen=True)
class DiscardEquipment:
    """MC 7.4.3, 8.3.2.7: discard an equipment a unit of one's own has equipped."""

    __pydantic_config__: ClassVar[ConfigDict] = STRICT

    player: Player
    card: str
    type: Literal["discard_equipment"] = "discard_equipment"


@dataclass(frozen=True)
class SwapEquipment:
    """MC 12.2.6: move ``card`` to unit ``to``; with ``exchange``, that equipment of ``to`` moves back."""

    __pydantic_config__: ClassVar[ConfigDict] = STRICT

    player: Player
    card: str
    to: str
    exchange: str | None = None
    type: Literal["swap_equipment"] = "swap_equipment"


@dataclass(frozen=True)
class Front:
    """MC 8.3.3.7, 8.3.3.10: put this unit next in the formation, front to back."""

    __pydantic_config__: ClassVar[ConfigDict] = STRICT

    player: Player
    unit: str
    type: Literal["front"] = "front"


@dataclass(frozen=True)
class Use:
    """MC 10.1: a unit uses a card from hand (a battle spell or a consumable item) on its targets."""

    __pydantic_config__: ClassVar[ConfigDict] = STRICT

    player: Player
    card: str
    unit: str
    targets: tuple[str, ...] = ()
    choice: int | None = None  # MC 10.1.7: which of the alternatives
    number: int | None = None  # MC 1.3.2, 10.1.7: the n chosen for an "up to" effect
    named: str | None = None  # MC 4.7.3: the race or damage element named for an "any" effect
    costs: tuple[str, ...] = ()  # MC 10.1.6, 10.11.8: the hand or discard-pile cards paid as its extra cost
    type: Literal["use"] = "use"


@dataclass(frozen=True)
class Activate:
    """Chapter 14: use the special ability number ``ability`` (its index on the card) of ``card`` — a
    unit's □ ◎ × ability (14.2-14.4) or a terrain's ▽ ability (14.8) — on ``targets``."""

    __pydantic_config__: ClassVar[ConfigDict] = STRICT

    player: Player
    card: str
    ability: int
    targets: tuple[str, ...] = ()
    type: Literal["activate"] = "activate"


@dataclass(frozen=True)
class Pass:
    """Do nothing in a battle play step (MC 4.3.4)."""

    __pydantic_config__: ClassVar[ConfigDict] = STRICT

    player: Player
    type: Literal["pass"] = "pass"


@dataclass(frozen=True)
class ChooseNumber:
    """MC 12.3.1.1-12.3.1.2: the number of cards to draw, declared before drawing; MC 16.1.1.2-16.1.1.3: how
    many times a perpetual loop is run (decision ``loop_count``)."""

    __pydantic_config__: ClassVar[ConfigDict] = STRICT

    player: Player
    n: int
    type: Literal["choose_number"] = "choose_number"


@dataclass(frozen=True)
class ChooseCard:
    """A card an effect asks its player to pick: one to discard from the hand (MC 12.4.2), or the next
    card to put onto the draw pile when several go there together (5.1.1.6)."""

    __pydantic_config__: ClassVar[ConfigDict] = STRICT

    player: Player
    card: str
    type: Literal["choose_card"] = "choose_card"


@dataclass(frozen=True)
class ChooseUnit:
    """MC 11.3.2.1: the unit to discard in a limit adjustment."""

    __pydantic_config__: ClassVar[ConfigDict] = STRICT

    player: Player
    unit: str
    type: Literal["choose_unit"] = "choose_unit"


@dataclass(frozen=True)
class ChooseEffect:
    """Which of several waiting triggered abilities of the player to play next (MC 10.5.3.1), or which
    replacement effect to apply first (10.8.4): ``card`` has it, ``ability`` is its index there."""

    __pydantic_config__: ClassVar[ConfigDict] = STRICT

    player: Player
    card: str
    ability: int = 0
    type: Literal["choose_effect"] = "choose_effect"


@dataclass(frozen=True)
class ChooseOptional:
    """MC 10.1.7: whether to apply an optional ("may") effect, chosen as it fires."""

    __pydantic_config__: ClassVar[ConfigDict] = STRICT

    player: Player
    apply: bool
    type: Literal["optional"] = "optional"


@dataclass(frozen=True)
class Concede:
    """MC 1.2.5: the player concedes and loses."""

    __pydantic_config__: ClassVar[ConfigDict] = STRICT

    player: Player
    type: Literal["concede"] = "concede"


@dataclass(frozen=True)
class TimeOut:
    """MC 1.2.1: a judge records that time ran out, with the result the event's rules give (``winner``
    None for a draw). Not a player's choice: it answers any pending decision, whoever ``player`` is."""

    __pydantic_config__: ClassVar[ConfigDict] = STRICT

    player: Player
    winner: Player | None = None
    type: Literal["time_out"] = "time_out"


Action = Annotated[
    Redo
    | Discard
    | Done
    | EndPhase
    | PlaceTerrain
    | ChooseArea
    | Advance
    | AdvanceUnit
    | Summon
    | Equip
    | DiscardEquipment
    | SwapEquipment
    | Front
    | Use
    | Activate
    | Pass
    | ChooseUnit
    | ChooseEffect
    | ChooseNumber
    | ChooseCard
    | ChooseOptional
    | Concede
    | TimeOut,
    Field(discriminator="type"),
]

DecisionKind = Literal[
    "redo",  # MC 6.1.1.7
    "hand_discard",  # MC 7.2.3, 7.5.3: over the hand limit
    "hand_adjustment",  # MC 7.2.4, 7.5.4: discard by choice
    "main",  # MC 7.3.3
    "summon_discard",  # MC 7.4.3
    "summon",  # MC 7.4.4
    "terrain_area",  # MC 12.1.1.2.5
    "advance",  # MC 12.2.5.1.2-3
    "instant_summon",  # MC 8.3.2.6-8.3.2.9
    "formation",  # MC 8.3.3.7, 8.3.3.10
    "swap",  # MC 8.3.3.8, 8.3.3.11
    "play",  # a battle play step: MC 8.3.4.6, 8.3.5.4, 8.3.5.7, 8.3.6.4, 8.3.6.7
    "counter",  # a play step of a counter chain: MC 10.1.10-10.1.11
    "limit_adjustment",  # MC 11.3.2
    "return_area",  # MC 8.4.6
    "trigger",  # MC 10.5.3.1: which waiting triggered ability to play first
    "replacement",  # MC 10.8.4: which replacement effect to apply first
    "number",  # MC 12.3.1.1-12.3.1.2: how many cards to draw
    "effect_discard",  # MC 12.4.2: which hand card an effect discards
    "card_order",  # MC 5.1.1.6: the order of cards going onto a draw pile together
    "chain",  # MC 15.2.5.1: chain declarations onto a chain-origin effect
    "optional",  # MC 10.1.7: whether to apply an optional ("may") effect, as it fires
    "loop_count",  # MC 16.1.1.2-16.1.1.3: how many times a perpetual loop a player can stop is run
    "hero_keep",  # MC 15.1.8: the unit a player keeps of its hero and own units of the hero's name
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


EventValue = str | int | bool | list[str] | list[int] | None


@dataclass
class Event:
    """One step of a ruling: what happened and the clause that made it happen."""

    __pydantic_config__: ClassVar[ConfigDict] = STRICT

    clause: str
    what: str
    data: dict[str, EventValue] = field(default_factory=dict)


@dataclass
class Position:
    """A stable state plus the decisions answered since it (design (b) of ARCHITECTURE decision 1)."""

    __pydantic_config__: ClassVar[ConfigDict] = STRICT

    state: State
    answers: list[Action] = field(default_factory=list)
    format: Literal["monster-collection-position/1"] = "monster-collection-position/1"


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

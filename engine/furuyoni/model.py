"""The position, its cards, actions, decisions and rulings, as plain data.

Everything here is a stdlib dataclass: the engine mutates these directly (fast, no framework), and
pydantic builds the public JSON Schema and validates untrusted input from the very same classes
(``engine.furuyoni.schema``), so there is one definition of the interchange format, not two.

Player indices are 0 and 1. A player's zones hold card *uids*; the card instances themselves live in
``State.cards``, so "every card is in exactly one zone" is a checkable invariant (``validate.py``).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Annotated, ClassVar, Literal

from pydantic import ConfigDict, Field, GetCoreSchemaHandler
from pydantic_core import CoreSchema, core_schema

from .formats import FORMAT, upgrade
from .goddess_state import GoddessCardStates, GoddessStates

STRICT = ConfigDict(extra="forbid")
"""Unknown keys are refused: a misspelt field in a submitted position must not be silently dropped."""

Player = Annotated[int, Field(ge=0, le=1)]  # players are 0 and 1
Category = Literal[
    "normal", "trump", "part", "poison", "transform", "soldier", "diving", "plan"
]  # C 6-2-1-1; "part": Oboro's parts (A 3-4-1, 3-5); "poison": A 7-2; "transform": Thallya's TransForm cards (A 9-3-1-1); "soldier": Mizuki's (A 16-2); "diving": Hatsumi's diving cards (A 15-1-2); "plan": Kanawe's plan cards (A 18-2-1-1)
CardType = Literal["attack", "action", "enhancement", "undefined"]  # C 6-2-1-5
Subtype = Literal["reaction", "full_power"]  # C 6-2-1-6 (《未定》 on a typed card = none)
TrumpState = Literal["unused", "in_use", "used"]  # C 6-2-2-3
ActionKind = Literal["standard", "full_power"]  # C 8-2-1
Stratagem = Literal["divine", "devious"]  # A 5-1: Shinra's 計略, 神算 (divine) or 鬼謀 (devious)

# Where a step of the turn sequence stands. A position is *stable* at the start of one of these steps;
# the decisions answered since then travel with it (ARCHITECTURE decision 1, design (b)).
Step = Literal[
    "mulligan",  # C 4-1 5)
    "start_phase",  # C 8-1
    "main_start",  # C 8-2-1
    "main_action",  # C 8-2-2
    "main_end",  # C 8-2-3
    "end_phase",  # C 8-3
    "game_over",  # C 4-2
]

ZoneRef = Literal[
    "distance",
    "dust",
    "self.aura",
    "self.life",
    "self.flare",
    "opponent.aura",
    "opponent.life",
    "opponent.flare",
    "this",  # crystals linked to the card the effect belongs to (C 10-11)
    "out_of_game",  # the endless crystals of 〈Out of game〉 (C 7-1-16)
    "self.anvil_crystals",  # Blacksmith Hagane's 〈Anvil〉 (A 6-3-1)
    "self.machine_crystals",  # Thallya's artificial crystals in her 〈Machine〉 (A 9-2, 9-4)
    "self.burned",  # Thallya's artificial crystals in her 〈Burned〉 (A 9-5)
    "self.flow",  # Akina's 〈Flow〉 (A 21-1)
    # No owner named: the player linked to the zone where the effect's object lies (C 10-12).
    "aura",
    "life",
    "flare",
]

CardZoneRef = Literal[
    "self.hand",
    "self.discard",
    "self.face_down",
    "self.enhancements",
    "self.trumps",
    "opponent.hand",
    "opponent.discard",
    "opponent.face_down",
    "opponent.enhancements",
    "opponent.trumps",
    "self.barracks",  # A 16-4 (Mizuki): "a card used from the barracks"
    # No owner named: the zone of the player linked to the object's zone, or that player's opponent
    # when the effect has the opponent choose (C 10-12).
    "hand",
    "discard",
    "face_down",
    "enhancements",
    "trumps",
]
"""A zone of cards an effect picks a card from (the effect's `player` chooses)."""

Quantity = Literal[
    "self.life",
    "self.aura",
    "self.flare",
    "self.concentration",
    "self.hand",
    "self.deck",
    "self.discard",
    "self.face_down",
    "self.aura_damage_taken",
    "self.assembled",  # assembled parts (A 3-7, 3-9)
    "opponent.life",
    "opponent.aura",
    "opponent.flare",
    "opponent.concentration",
    "opponent.hand",
    "opponent.deck",
    "opponent.discard",
    "opponent.face_down",
    "opponent.aura_damage_taken",
    "self.cards_used",  # cards the player has used this turn, the one resolving included (C 9-2)
    "opponent.cards_used",
    "self.enhancement_crystals",  # crystals on the cards in the player's enhancement zone (C 7-1-9)
    "opponent.enhancement_crystals",
    "self.umbrella_open",  # 1 while the player's umbrella is open, else 0 (A 4-1-1)
    "opponent.umbrella_open",
    "self.active",  # 1 in the player's own turn ("your turn", C 5-1-1), else 0
    "opponent.active",
    "distance",
    "distance.since_turn_start",  # current minus turn-start distance: > 0 farther, < 0 closer (C 5-2-1)
    "distance.change",
    "distance.changed_this_turn",  # 1 once the current distance has changed this turn, even if it came back  # how far the distance is from the turn-start distance, either way (C 5-2-1)
    "dust",
    "this.crystals",
    "this.in_hand",  # 1 while the effect's card is in its holder's hand, else 0 ("reveal this from hand")
    "self.used_centrifugal",  # cards with 遠心 (A 6-2) the player has used this turn (C 9-2)
    "this.used",  # how many times this card has been used this turn (C 9-2)
    "self.anvil",  # cards on the player's 〈Anvil〉 (A 6-3-1)
    "self.anvil_crystals",  # crystals on the player's 〈Anvil〉 (A 6-3-1)
    "attack.aura_damage",
    "attack.life_damage",  # of the attack the effect belongs to or answers
    "self.used_trumps",  # own trumps in own trump zone in the used state (C 10-20)
    "opponent.used_trumps",
    "self.other_trumps_not_used",  # own trumps but this card, outside Extra/Out of game, not used (C 10-20)
    "this.x",  # the X of the effect's card (CardDef.x), as fixed when its cost was paid if it was
    "attack.aura_chosen",  # 1 if the aura damage of that attack was taken (its damage_side, C 5-8-3-2, 10-26)
    "attack.answers_trump",  # 1 if that attack answers, as a reaction, an attack of a trump card (C 9-4 i)
    "this.y",  # the Y of the effect's card (CardDef.y)
    "self.basic_actions",  # basic actions the player has performed this turn (C 9-6), by any means
    "opponent.basic_actions",
    "self.poison_in_hand",  # poison cards (A 7-2) in the player's hand
    "opponent.poison_in_hand",
    # Raira's wind and thunder gauges (A 10-2-1; a player without them reads 0), the lower and the sum
    "self.wind",
    "self.thunder",
    "opponent.wind",
    "opponent.thunder",
    "self.wind_thunder_min",
    "self.wind_thunder_total",
    # Honoka's cards (A 12): how many crystal zones hold exactly 5 sakura crystals, the crystals on
    # each card counting as a zone of their own (quantities.zones_with_five)
    "zones_with_5_crystals",
    "self.machine_crystals",  # artificial crystals in the player's 〈Machine〉 (A 9-4)
    "self.burned",  # artificial crystals in the player's 〈Burned〉 (A 9-5)
    "self.transforms",  # TransForm cards in the player's 〈Machine〉: how often it has TransFormed (A 9-3)
    "self.transforms_this_turn",  # how often the player's 〈Machine〉 has TransFormed this turn (A 9-3)
    "opponent.discard_even",  # 1 while the opponent's discard pile holds a nonzero even number of cards
    "self.freeze",  # freeze tokens in the player's aura: "frozen X times" is >= X (A 13-2)
    "opponent.freeze",
    "self.aura_full",  # 1 while the player's aura has no room: crystals and freeze tokens fill it (A 13-3)
    "opponent.aura_full",
    # A 8-3 (Kururu's gadgets): the player's cards of that type or subtype in the discard pile, the
    # enhancement zone and the used trumps; with Condition.other_goddess only other goddesses' cards.
    "self.gadget_attack",
    "self.gadget_action",
    "self.gadget_enhancement",
    "self.gadget_reaction",
    "self.gadget_full_power",
    "self.attacks_performed",  # attacks the player has performed this turn, the one being performed included
    "opponent.attacks_performed",
    "mirror",  # Yatsuha's 鏡映数 (A 14-2-1): how many of aura, flare, life the two players have equal
    "self.cards_used_in_game",  # cards the player has used this game, the one resolving included (C 9-2)
    "opponent.cards_used_in_game",
    "self.hand_other_goddess",  # cards in the player's hand of another goddess than the effect's card's (C 10-15)
    # Shisui's cards (A 22): the player's aura and flare together
    "self.aura_flare_total",
    "self.damages_taken",  # times the player received damage this turn (PlayerState.damages_taken)
    "self.damages_taken_half_up",  # half of it, rounded up
    # Megumi (A 17): ungerminated and germinated seeds in the player's 〈Soil〉, seeds on her enhancements
    "self.soil",
    "self.soil_germinated",
    "self.enhancement_seeds",
    # Megumi (A 17-2): her seed crystals on her cards of the enhancement type, deployed or in use
    "self.enhancement_card_seeds",
    # cards in the player's enhancement zone ("if you have an enhancement deployed": >= 1)
    "self.enhancements",
    "this.seeds",  # her seed crystals on the effect's card (A 17-5)
    # 1 once her seed crystals on the effect's card have come to number 5 this turn (State.seeds_reached_five)
    "this.seeds_reached_five",
    "main_phase",  # 1 during a main phase (C 8-2), either player's
    "self.reacted_last_turn",  # 1 if the player used a card as a reaction in the previous turn (Mizuki's cards)
    # Kamuwi (A 19-3): 1 if the effect's card's oath box 1 (2) was chosen at its last use, else 0
    "this.oath_1",
    "this.oath_2",
    # Hatsumi's cards (A 15-1-1): 1 while the player is headwind / tailwind
    "self.headwind",
    "self.tailwind",
    # Renri's cards (A 20): the player's normal cards in the discard pile and the enhancement zone
    "self.normal_discard_enhancements",
    # Akina (A 21): a player's capital, the crystals of her aura, flare and flow (A 21-2-2)
    "self.capital",
    # Kamuwi (A 19-2-1): the taboo gauge (a player without one reads 0)
    "self.taboo",
    "opponent.taboo",
    # Renri (A 20-6-3): 1 once the player has failed a disproof this turn
    "self.disproof_failed",
    "opponent.disproof_failed",
    "self.start_phase",  # 1 during the player's own start phase (C 8-1): Renri's Last Gasp
    # The crystals on the player's cards of the condition's `card` id, deployed or in use (Renri's
    # Essence of Sword: "if there are crystals on Resolution")
    "self.crystals_on",
    "opponent.capital",
    # Kanawe (A 18-3): the current act's number, and 1 while its colour is red / purple / green (a
    # player not harboring her reads act 0, white)
    "self.act",
    "self.act_red",
    "self.act_purple",
    "self.act_green",
]
"""A value of the duel an effect may read (C 5-1, 5-2; C 5-11: an undefined value reads as 0)."""


# --------------------------------------------------------------------------------------------------
# Card behaviour as data (test cards). Real cards get their behaviour from per-goddess code later;
# test cards declare it inline with this small vocabulary, so any implementation can be handed them.
# --------------------------------------------------------------------------------------------------

EffectTiming = Literal[
    "on_use",  # 【使用時】 C 9-1-1-3 (action cards)
    "after_attack",  # 【攻撃後】 C 9-1-1-4
    "on_deploy",  # 【展開時】 C 9-1-1-5
    "while_deployed",  # 【展開中】 C 9-1-1-6
    "on_destroy",  # 【破棄時】 C 9-1-1-7
    "constant",  # 【常時】 C 9-1-1-2
    "while_used",  # 【使用済】 C 9-1-1-8
]

EffectOp = Literal[
    "move",  # arrow effect, C 10-1: move `amount` crystals from `source` to `dest`
    "damage",  # deal damage (C 5-8): two-valued when `aura`/`life` given, else single to `dest`
    "gain_concentration",  # C 5-1-2 / 5-1-4
    "lose_concentration",
    "flinch",  # C 5-1-4
    "draw",  # C 7-1-6
    "reshuffle",  # C 9-7 by effect (no life damage)
    "nullify_attack",  # C 9-4 ii (reaction against the attack being reacted to)
    "nullify_damage",  # C 9-4 iv
    "nullify_after_attack",  # C 9-4 vi
    "modify_attack",  # C 10-3 (+X/+Y), 5-6 classes; C 10-4 / 5-7 range changes
    "cannot_attack",  # "cannot perform attacks" this turn (C 9-2, 9-4)
    "cannot_lose",  # C 4-2 1)
    "cannot_win",  # C 4-2
    "lose",  # C 4-2 2)
    "win",  # C 4-2 3)
    "end_phase",  # C 10-13
    "perform_attack",  # C 10-5
    "may",  # optional effect: the generating player chooses, then `then` resolves (C 10-40)
    "if",  # `then` if `condition` holds when it resolves, else `otherwise` (one check for the whole block)
    "choose_one",  # the effect's player picks one of `choices` (each a list of effects), which resolves
    "reserve",  # C 9-1-3-4: `then` resolves at the moment `when`, even if this card has left
    "use_card",  # C 9-2 "by an effect": the player may use a card from hand (nested, C 9-8)
    "basic_action",  # C 9-6 i-A: perform the named basic action `move`, without its cost (9-6 ii)
    "return_to_hand",  # C 7-1-10: this card goes back to its holder's hand
    "face_down_hand",  # every card of the player's hand goes to their face-down pile (C 7-1-8)
    "discard_random",  # `amount` cards picked at random from the player's hand go to their discard pile
    "master_distance",  # continuous: the master distance (C 5-2-2) changes by the signed `amount`
    "put_face_down",  # C 7-1-8: the player puts `amount` cards of their choice from hand face-down
    "block_arrows",  # while in force, arrows of cards move no crystal out of the zone `source` (C 10-1)
    "hand_limit",  # this turn the player's hand limit (C 5-1-3, 8-3-2) is raised by `amount`
    "gain_keyword",  # attacks gain `keywords` (超克 C 10-21, 対応不可 C 10-22, C 10-23, C 10-26, 不可避)
    "lose_keyword",  # attacks lose `keywords`; losing no_reaction removes every kind of it (C 10-22)
    "copy_attack",  # C 10-27: perform a copy of the attack reacted to, its modifications applied
    "modify_charge",  # C 10-35-2: `player`'s enhancements count their charge `amount` higher (or lower)
    "use_as",  # C 10-38: this card may be used as the card `as_card`, with all of its information
    "declare_as",  # C 10-39: this card may be declared as `as_card`; a refuted declaration resolves `then`
    "perjury",  # A 20-6-1: this card may be used by perjury, declared as `as_card` (Renri's rule effect)
    "disproof_fatigue",  # constant: a failed disproof of a perjury with this very card costs `amount` fatigues (A 20-6-3; Beguile)
    "discard",  # C 7-1-7: this card goes to its holder's discard pile
    "replace_use",  # C 10-30: `player`'s use of a card (of `card_type`/`category`) resolves `then` instead
    "exchange",  # C 10-25: this card, named `card_name`, is exchanged with the card named `partner` in Extra
    "instead_of_reaction",  # C 10-34: the defender may resolve `then` instead of picking a reaction card
    "cannot_be_chosen",  # C 10-33: this card cannot be chosen by the effects of `player` (seen from its holder)
    "additional_cost",  # C 10-31: `player`'s cards (of `card_type`/`category`) cost moving `amount` crystals `source` -> `dest`
    # C 10-31, once: the next card of `goddess` that `player` uses (this turn, as a lasting effect) costs in
    # addition discarding another card of that goddess from hand; unpayable, it cannot be used (Carcass)
    "discard_cost",
    # while deployed (its condition holding): the crystals on this card move only by its own effects
    # (Akina's Protection Money; Megumi's Multiflora and Fruit of Finality, whose own effects move none then)
    "lock_crystals",
    # resolved, this turn: `player`'s next basic action, its cost paid, resolves no effect (Megumi's Pommel Thrust)
    "void_basic_action",
    # in force: `player`'s cards (of `category`, `subtype`; with `zone`, used from that zone) lose a
    # printed 終端 (C 9-2; Mizuki's Ōte Gate and Roaring Warcry)
    "lose_terminal",
    # in force: `player`'s normal cards printed 《全力》 lose 《全力》 and gain 終端 (Mizuki's Roaring Warcry)
    "full_power_to_terminal",
    "toggle_umbrella",  # A 4-3: the player's umbrella opens if closed, closes if open (nothing without one)
    "set_concentration",  # "your concentration becomes N": a change, not a gain (C 5-1-2; flinch stays, C 5-1-4)
    "to_deck",  # this card goes to its holder's deck, on top, at the bottom, or either as they choose (C 7-1-6)
    "reduce_cost",  # a trump's cost is lower by `amount` (C 6-2-1-12: never below 0)
    "choose_damage",  # the attacker, not the receiver, chooses the damage of the attack (C 5-8-3-2)
    "redirect_crystals",  # crystals leaving this card for the dust go to `dest` instead (C 6-3)
    "aura_cap",  # the holder's aura cap is `amount` for the arrows of their own cards (C 7-1-3-1, 10-1)
    "aura_shield",  # this card's crystals count as its holder's aura while they receive damage (C 5-8-3)
    "cannot_pay_concentration",  # a status: the player cannot pay concentration (C 9-6 ii, 5-9)
    "replace_damage",  # C 9-4 v: (constant, this attack) instead of dealing its damage, `then` resolves
    "script",  # a real card's coded effect, named by `script` (engine-internal: refused in test cards)
    "reverse_arrows",  # C 10-2: while in force, the arrows of this card run the other way
    "resurgence",  # 再起, C 10-7: in its holder's end phase, if `condition` holds, this trump is unused again
    "immediate_resurgence",  # 即再起, C 10-8: as soon as `condition` holds, this trump is unused again
    "seal",  # C 10-9: a card chosen from `zone` is sealed under this card
    "unseal",  # C 7-1-13: the cards sealed under this card go to their holders' discard piles
    "add_effect",  # C 10-14: `then` is added after the printed text of this card, or of a card chosen from `zone`
    "copy_of",  # C 10-16: this card is a copy of the card `of` names (all but its category)
    "return_to_unused",  # C 10-17: this trump, or a used one chosen from `zone`, goes back unused
    "remove_from_game",  # C 10-18: this card, or one chosen from `zone`, goes face up out of the game
    "two_way_arrows",  # while in force: the arrows of the cards its holder uses from `zone` are two-way
    "cannot_basic_action",  # a status: `player` cannot perform the basic actions `moves` (C 9-6, 1-4)
    "distance_shift",  # while deployed: the current distance (C 5-2-1) is changed by the signed `amount`, floor 0
    "nullify_dash_attacks",  # in force: attacks of `player` with a 「-」 damage are nullified at C 9-4 ii
    "cannot_use_cards",  # a status: `player` cannot use cards of `card_type` (C 9-2, 1-4)
    "cannot_take_damage",  # a status: the player takes no damage at all (Utsuro's желание)
    "modify_distance",  # one-shot, this turn: the current distance reads `amount` more (C 5-2-1; Shadow Wing)
    "lose_after_attack",  # in force: the attacks of `player` resolve no 【攻撃後】 effects (Utsuro's Ложь)
    "lose_on_destroy",  # in force: the enhancements `player` holds resolve no 【破棄時】 effects (Ложь)
    "keep_charge",  # in force: in its holder's start phase, she may leave this enhancement's crystal on it (C 8-1-3 ii)
    "charge_from_supply",  # constant: while its condition holds, this card may take its charge from 〈Out of game〉
    "distance_is_aim",  # while deployed: the current distance is its holder's aim, if any (A 23-1-1, Misora)
    "growth",  # keyword 生育 `amount` (A 17-6, Megumi): read by her enhancement charging (A 17-7-1 4); instances add up
    # in force: the fatigue `player` suffers is a damage `aura`/`life` instead of 1/1 (C 10-10; Renri's Resolution)
    "fatigue_damage",
]

ModClass = Literal["substitute", "swap", "multiply", "divide", "add", "normalize"]  # C 5-6 i-vi
# 対応不可(○○), C 10-22: which cards cannot react — all, a category, or a card type (A 3 custom part A)
NoReaction = Literal["all", "normal", "trump", "attack", "action", "enhancement"]
AttackKeyword = Literal[
    "unavoidable",  # 不可避, C 9-4 iii
    "overcome",  # 超克, C 10-21: no aura damage cap
    "no_reaction",  # 対応不可 (all), C 10-22
    "no_reaction_normal",  # 対応不可(通常札)
    "no_reaction_trump",  # 対応不可(切札)
    "no_reaction_attack",  # 対応不可(《攻撃》)
    "no_reaction_action",  # 対応不可(《行動》)
    "no_reaction_enhancement",  # 対応不可(《付与》)
    "unnullifiable",  # C 10-23: neither the attack, its damage nor its after-attack effects are nullified
    "both_damages",  # C 10-26: both damages are received, at once
    "pursuit",  # 追尾, A 23-4: the range check reads the attacker's aim instead of the distance (Misora)
    "fixed_damage",  # "this attack's damage does not change": no modification of C 5-6 applies to it
    "nullified_if_answered",  # "if this attack is answered, it is nullified" (C 9-4 ii), once the answer resolved
    "no_aura_choice",  # its defender cannot choose the aura damage (C 5-8-3-2): the life damage it is (Renri's Charm)
]
RangeClass = Literal[
    "change",
    "shift",
    "add",
    "remove",
    "expand_near",
    "expand_far",
    "contract_near",
    "contract_far",
    "umbrella_sides",  # the attack's card's closed and open ranges are both added (A 4-2; Soft Heart)
    "ends_only",  # a range of 3 or more values loses all but its least and greatest (Hatsumi's Brumous Ocean)
]


@dataclass
class Condition:
    """`quantity compare value`, e.g. self.life <= 3: when it holds the effect is in force (C 5-5-4..6)."""

    __pydantic_config__: ClassVar[ConfigDict] = STRICT

    quantity: Quantity
    compare: Literal["<", "<=", "==", "!=", ">=", ">", "multiple_of"]  # multiple_of: quantity % value == 0
    value: int = 0
    value_of: Quantity | None = None  # compare with this quantity instead of `value` (self.life < opponent.life)
    # On `*.used_trumps`: count only the trumps of this goddess (user, C 6-2-1-4), or of another
    # goddess than the user of the card with the effect (C 10-15).
    user: str | None = None
    other_goddess: bool = False
    card: str | None = None  # a count of cards used this turn counts only the cards of this id
    all_of: list[Condition] = field(default_factory=list)  # ... and each of these holds
    any_of: list[Condition] = field(default_factory=list)  # ... or any of these holds (after the "and")


@dataclass
class XValue:
    """A card's X, defined by its constant text: ``offset`` plus (or, ``negate``d, minus) a quantity read
    for the card's holder whenever X is needed, unless the card's cost fixed it (``CardDef.cost_x``)."""

    __pydantic_config__: ClassVar[ConfigDict] = STRICT

    quantity: Quantity
    offset: int = 0
    negate: bool = False
    divide: Annotated[int, Field(ge=1, le=10)] = 1  # "half of X, rounded up": divide 2, round_up
    round_up: bool = False
    multiply: Annotated[int, Field(ge=1, le=10)] = 1  # "X is twice …": the quantity times this, before dividing


@dataclass
class Effect:
    """One effect of a test card. Which fields matter depends on ``op`` (see docs/test-cards.md)."""

    __pydantic_config__: ClassVar[ConfigDict] = STRICT

    timing: EffectTiming
    op: EffectOp
    amount: int = 1
    source: ZoneRef | None = None
    dest: ZoneRef | None = None
    # Whom the effect targets (or who picks, for a card choice): its holder, the opponent, or —
    # when the text names no player — the player linked to the zone its card lies in (C 10-12).
    player: Literal["self", "opponent", "unnamed"] = "self"
    aura: int | None = None  # two-valued damage / +X, or a substitution value
    life: int | None = None
    mod_class: ModClass = "add"
    range_class: RangeClass | None = None
    range: list[int] | None = None
    round_up: bool = False  # C 5-6 iv: division rounds as the text says
    # Which attacks a modification applies to: the holder's or the opponent's while in force; the one
    # made from this card (C 9-2-1 i); the holder's next attack this turn (claimed when it is made); the
    # attack a reaction answers (its 【攻撃後】 included: "the attack this card answered"). A cost
    # reduction is for this card or for the holder's trumps.
    applies_to: Literal[
        "own_attacks",
        "this_attack",
        "opponent_attacks",
        "next_attack",
        "answered_attack",
        "this_card",
        "own_cards",
        "other_enhancements",  # redirect_crystals: the start phase's crystals of the holder's other enhancements
    ] = "own_attacks"
    # A phase moment (C 8-1-2, 8-2-1, 8-2-3, 8-3-1), or an event befalling the effect's holder:
    # 1 or more life damage other than by a reshuffle (C 10-6), 1 or more damage of an attack (C 10-19),
    # 1 or more life damage by an attack's own damage, the holder's use of a card as a reaction;
    # or `aura_first_changed`: the first time in a turn the holder's opponent's aura changes by an
    # attack's damage or a basic action, resolved once that attack or basic action has resolved; or,
    # for a modification of attacks, the moment an attack is performed (C 9-4: read once, then kept by
    # the attack); or, for a reserved effect, the end of the attack the card answers (C 9-4 viii); or
    # `enhancement_destroyed`: another enhancement of the zone this card is deployed in has been
    # destroyed (C 9-5); `umbrella_toggle`: the holder opens or closes her umbrella (A 4-3);
    # `card_used`: a card the holder used has resolved (C 9-2).
    when: (
        Literal[
            "start_phase",
            "main_start",
            "main_end",
            "end_phase",
            "life_damage",
            "attack_damage",
            "aura_first_changed",
            "attack_performed",
            "attack_end",
            "attack_life_damage",
            "reacted",
            "enhancement_destroyed",
            "umbrella_toggle",
            "card_used",
            "any_life_damage",  # 1 or more life damage to the holder, a reshuffle's included (C 9-7 i)
            "attack_resolved",  # an attack has resolved, its holder's (own_attacks) or the opponent's (opponent_attacks)
            "left_extra",  # a card of the holder has moved from 〈Extra〉 to another zone (C 7-1-12)
            "reacted_to",  # a constant effect of an attack card: a card answered the attack, once it resolved
            "reshuffled",  # the holder has reshuffled their deck (C 9-7), resolved by the state rules
            "trump_unused",  # a used trump of the holder's has become unused (C 10-17), likewise
            "distance_first_moved",  # the holder's opponent has moved crystals out of 〈Distance〉 the first time this turn
        ]
        | None
    ) = None
    full_power: bool = False  # C 9-1-2: 全力化 — only when the card was used by a full-power action
    unavoidable: bool = False  # for perform_attack
    keywords: list[AttackKeyword] = field(default_factory=list)  # perform_attack, gain_keyword, lose_keyword
    if_done: list[Effect] = field(default_factory=list)  # C 10-40: resolved only if this effect applied in full
    cancels_if_stacked: bool = False  # C 10-28: two or more identical such effects in force cancel out
    either_way: bool = False  # C 10-35 "increase or decrease": the player picks; a decrease negates the values
    category: Category | None = None  # additional_cost, replace_use: only cards of this category; modify_attack: attacks
    goddess: str | None = None  # discard_cost: only cards of this goddess (C 6-2-1-4), and one of hers is discarded
    subtype: Subtype | None = None  # lose_terminal: only cards of this subtype
    card_name: str | None = None  # exchange: the name the effect gives this card (C 10-25)
    partner: str | None = None  # exchange: the name of the card it is exchanged with (C 10-25)
    as_card: str | None = None  # use_as, declare_as: the id of the card it is used as (C 10-38, 10-39)
    then: list[Effect] = field(default_factory=list)
    otherwise: list[Effect] = field(default_factory=list)  # op "if": what resolves when the condition fails
    choices: list[list[Effect]] = field(default_factory=list)  # op "choose_one": the options, "1", "2", …
    after_attack: list[Effect] = field(default_factory=list)  # for perform_attack's own text
    condition: Condition | None = None  # C 5-5-4..6; on a one-shot effect: "if …, do this"
    # With a condition on an effect in force: it resolves when the condition *comes* to hold while the
    # effect is in force ("your life becomes 3 or less"), not when the card comes into force with the
    # condition already holding (as a used trump's 即再起, C 10-8, is written on real cards).
    becomes: bool = False
    # Read `amount` from the duel at resolution (C 5-11); on an `add` modification, the +X/+Y is
    # multiplied by this value, read whenever the attack's damage is (e.g. -1/-1 per card).
    amount_of: Quantity | None = None
    # basic_action: the named one, else one the player picks from `moves` (every basic action if empty)
    move: Literal["advance", "retreat", "wrap", "focus", "withdraw"] | None = None
    moves: list[Literal["advance", "retreat", "wrap", "focus", "withdraw"]] = field(default_factory=list)
    up_to: bool = False  # basic_action: `amount` is a most; the player may stop before it
    aura_damage_defined: bool = False  # next_attack: only an attack whose aura damage is not 「-」
    # next_attack: only the attack made from the card its holder uses `nth_card`-th this turn (C 9-2
    # counts the uses; Renri's Fabricated Weapon: "the third card you use this turn")
    nth_card: int | None = None
    card_type: CardType | None = None  # use_card, and the card choices: only cards of this type
    deck_end: Literal["top", "bottom", "either"] = "top"  # to_deck
    first_in_turn: bool = False  # when attack_performed: only the attacker's first attack of the turn
    script: str | None = None  # op "script": the coded effect of a real card (catalogue.scripted)
    two_way: bool = False  # move: a two-way arrow, the generating player picks the direction (C 10-1)
    zone: CardZoneRef | None = None  # seal, add_effect, return_to_unused, remove_from_game: choose from here
    other_goddess: bool = False  # only attacks / cards of another goddess than this card's user (C 10-15)
    # copy_of: a card id, "sealed:<card id>" for the card sealed under that card, or "anvil" for the card
    # on its holder's 〈Anvil〉 (A 6-3-1)
    of: str | None = None
    keep_own: bool = False  # copy_of: the copy keeps its own name, user and printed text beside T's
    first_not_trump: bool = False  # when attack_performed: only the attacker's first non-trump attack of the turn
    # when attack_performed: only the attacker's first attack of the turn whose aura damage, read as it is
    # performed, is a number of at most this (Megumi's Spreading Palm)
    first_aura_at_most: int | None = None
    # modify_attack, substitute: these damages become 「-」 (C 5-6 i; Utsuro's Full Moon)
    to_dash: list[Literal["aura", "life"]] = field(default_factory=list)
    keep_name: bool = False  # copy_of: the copy keeps its own name only (Dupligear)
    # modify_attack (damage): in force only while the attacker's aim fits the attack (A 23-3, Misora).
    # On a next_attack modification `category` also makes it wait for an attack of a card of that category.
    if_aim_fits: bool = False


@dataclass
class CardSide:
    """The information printed beside one umbrella icon of a card (A 4-2): its range and text beside
    the left icon, its damages beside the right one."""

    __pydantic_config__: ClassVar[ConfigDict] = STRICT

    range: list[int] | None = None
    aura_damage: int | None = None
    life_damage: int | None = None
    effects: list[Effect] = field(default_factory=list)


@dataclass
class CardDef:
    """The facts and behaviour of a card (C 6-2-1). Test cards are declared inline in a position."""

    __pydantic_config__: ClassVar[ConfigDict] = STRICT

    id: str
    name: str
    category: Category = "normal"
    type: CardType = "attack"
    subtype: Subtype | None = None
    range: list[int] | None = None  # C 6-2-1-8
    aura_damage: int | None = None  # None is the rules' 「-」 (C 6-2-1-9)
    life_damage: int | None = None  # C 6-2-1-10
    charge: int | None = None  # 納, C 6-2-1-11
    cost: int | None = None  # flare cost of a trump, C 6-2-1-12
    user: str | None = None  # the goddess, C 6-2-1-4
    unavoidable: bool = False  # 不可避: C 9-4 iii (defined by the cards that carry it)
    terminal: bool = False  # 終端: C 9-2, no further card use or basic action this turn
    overcome: bool = False  # 超克: C 10-21, the attack has no aura damage cap
    no_reaction: list[NoReaction] = field(default_factory=list)  # 対応不可(○○): C 10-22
    unnullifiable: bool = False  # C 10-23: "this attack cannot be nullified"
    both_damages: bool = False  # C 10-26: the attack's aura and life damage are both received
    distance_limit: list[int] | None = None  # 間合制限(X-Y): C 10-37, [X, Y]
    unguarded: bool = False  # 隙: C 10-6, an enhancement that goes face-down when its holder takes life damage
    use_condition: Condition | None = None  # a special condition to use the card (C 9-2, e.g. 遠心)
    only_by_own_effect: bool = False  # "can be used only by its own effect" (C 9-2: any other use is illegal)
    installation: bool = False  # 設置, A 3-2: usable from the face-down pile just before a reshuffle (A 3-3)
    centrifugal: bool = False  # 遠心 (A 6-2): usable only 2+ farther than at turn start, before attacking
    unchoosable_in_hand: bool = False  # the opponent's effects cannot choose this card in hand
    unsealable: bool = False  # this card cannot be sealed (C 10-9)
    # Out of its holder's hand and face-down pile, it goes to the deck or the hand only by a reshuffle.
    returns_only_by_reshuffle: bool = False
    x: XValue | None = None  # what the card's X is (printed damage or cost X)
    x_damage: list[Literal["aura", "life"]] = field(default_factory=list)  # printed damages that are X
    x_range: bool = False  # the printed range is X: the attack's range is the single distance X (Misora)
    y: XValue | None = None  # a second value printed as Y (e.g. "Y is half of X": quantity this.x, divide 2)
    y_damage: list[Literal["aura", "life"]] = field(default_factory=list)  # printed damages that are Y
    cost_x: bool = False  # the cost is X, read as it is paid and fixed for the rest of the use (C 9-3-1)
    reaction_if: Condition | None = None  # while this holds the card may react as if it had 《対応》 (C 9-4 i)
    answers_only: Category | None = None  # usable only as a reaction to an attack of this category (C 9-2)
    face_down_after_use: bool = False  # used, it may go face-down instead of to the discard pile
    digital_installation: bool = False  # デジ設置, A 3-6: a main part that can make the part attack (A 3-3)
    burn: bool = False  # 燃焼, A 9-8: using it costs burning one artificial crystal more (Thallya)
    reaction_only: bool = False  # usable only as a reaction to an attack (C 9-2, 9-4 i; Kururu~n)
    usable_from_face_down: bool = False  # usable from the face-down pile as if from hand (C 9-2; Regainah)
    terminal_if: Condition | None = None  # 終端 only while this holds, read as the use ends (a gadget's, A 8-2)
    effects: list[Effect] = field(default_factory=list)
    # A 4-2: a card with umbrella icons. Its range, damages and effects above are the closed side;
    # this is the open side. Which one the card has depends on its holder's umbrella.
    opened: CardSide | None = None
    # A trump without 《対応》 that may still answer an opponent's attack as if it had it, paying this
    # cost instead of its own (C 9-2, 9-4 i; Korunu's Poru-char To).
    reaction_cost: int | None = None
    # A 21-3-1: the cost is the market value, its holder's market price (A 21-2-1), unchanged by effects.
    market_cost: bool = False


# --------------------------------------------------------------------------------------------------
# The state
# --------------------------------------------------------------------------------------------------


@dataclass
class CardInstance:
    """One physical card in the duel (C 6-2). Its zone is whichever zone list holds its uid."""

    __pydantic_config__: ClassVar[ConfigDict] = STRICT

    card: str  # CardDef id
    holder: Player  # 保有者, C 5-4
    crystals: int = 0  # sakura crystals linked to this card (C 7-1-9, 7-1-11, 7-1-14)
    trump_state: TrumpState | None = None  # trumps only, C 6-2-2-3
    face_up: bool = False  # meaningful out of game (C 7-1-16) and for parts (A 3-4-3); other zones fix it (C 7-1)
    added: list[Effect] = field(default_factory=list)  # effects added by effects, after the printed ones (C 10-14)
    used_as: str | None = None  # while used as another card, that card's id (C 10-38)
    x: int | None = None  # the X its cost fixed when paid (CardDef.cost_x), while the card is in use
    # What the goddesses add to this card, under each one's key, declared by her module (goddess_state)
    goddess: GoddessCardStates = field(default_factory=GoddessCardStates)


@dataclass
class Records:
    """What a player has done that effects read (C 9-2, 9-4, 9-6, 5-8): this turn's counts, cleared as
    the turn ends (C 8), the game's count of cards used, and whether they reacted in the turn before."""

    __pydantic_config__: ClassVar[ConfigDict] = STRICT
    # aura damages received this turn, a damage of 0 included (cards read it, "if … took aura damage")
    aura_damage_taken: int = 0
    cards_used: int = 0  # cards this player has used this turn (C 9-2), read by 連火 (Himika's Inferno)
    # Which cards those were, in order, as far as the position records them ("the first card of
    # another goddess you use each turn", "a card with 遠心", "this card"); a position may give the
    # count alone.
    used_cards: list[str] = field(default_factory=list)
    cards_used_in_game: int = 0  # cards this player has used this game (C 9-2): "the first card you use"
    basic_actions: int = 0  # basic actions (C 9-6) this player has performed this turn, by any means
    attacks_performed: int = 0  # attacks the player has performed this turn (C 9-4; "the second attack")
    # the aura damages of the attacks the player has performed this turn, read as each was performed
    # (before the modifications read then; a 「-」 is not listed): "the first attack whose aura damage is 3
    # or less" (Megumi's Spreading Palm)
    attack_auras: list[int] = field(default_factory=list)
    # How many times this player received damage this turn, a damage of 0 included (C 5-8; FAQ: 0
    # damage is damage); read by Shisui's cards ("the number of times you took damage this turn").
    damages_taken: int = 0
    # Cards this player has used as reactions this turn (C 9-4 i), and whether they used one in the turn
    # just before this one; read by Mizuki's cards ("if you reacted last turn").
    reactions: int = 0
    reacted_last_turn: bool = False


@dataclass
class PlayerState:
    """What a player has in every duel: the information of C 5-1, the zones of C 7, the records effects
    read; and what the goddesses they harbor add (``goddess``), each under her own key."""

    __pydantic_config__: ClassVar[ConfigDict] = STRICT
    life: int = 10  # C 5-1-5: crystals in 〈Life〉
    aura: int = 3  # C 5-1-7
    flare: int = 0  # C 5-1-6
    concentration: int = 0  # C 5-1-2
    flinched: bool = False  # C 5-1-4
    goddesses: list[str] = field(default_factory=list)  # C 2-1
    deck: list[str] = field(default_factory=list)  # top first, C 7-1-6
    hand: list[str] = field(default_factory=list)
    discard: list[str] = field(default_factory=list)
    face_down: list[str] = field(default_factory=list)  # 伏せ札, C 7-1-8
    enhancements: list[str] = field(default_factory=list)  # 付与札, C 7-1-9
    trumps: list[str] = field(default_factory=list)  # 切札, C 7-1-11
    in_use: list[str] = field(default_factory=list)  # C 7-1-14
    extra: list[str] = field(default_factory=list)  # 追加札, C 7-1-12
    out_of_game: list[str] = field(default_factory=list)  # C 7-1-16
    mulliganed: bool = False  # C 4-1 5) done
    records: Records = field(default_factory=Records)  # what the player has done that effects read
    # Main phases the player will lose, their next ones (Honoka's Amidst Empty Trails): the turn goes
    # from the start phase straight to the end phase (C 8).
    lose_main_phases: int = 0
    # At most this many more cards drawn in the player's next start phase, every draw of it counted (the
    # default draw of C 8-1-3 iv and draws by effects alike), set by a card's effect (Form: YAKSHA,
    # A 9-3-1-5); each draw of that start phase lowers it; cleared once that start phase ends.
    start_draw_limit: int | None = None
    # What the goddesses add to this player (A 3 …: their additional rules), under each one's key,
    # declared, validated and shown by her own module (goddess_state, ARCHITECTURE decision 10).
    goddess: GoddessStates = field(default_factory=GoddessStates)


@dataclass
class Lasting:
    """A continuing effect created by a resolved effect (e.g. "this turn, your attacks get +1/+0")."""

    __pydantic_config__: ClassVar[ConfigDict] = STRICT

    op: EffectOp
    player: Player  # the player who generated it; the effect's own `player` says whom it targets
    source: str | None = None  # card uid that created it
    until: Literal["end_of_turn", "game"] = "end_of_turn"
    effect: Effect | None = None
    reserved: bool = False  # C 9-1-3-4: resolves once at `effect.when`, then is gone
    attack: str | None = None  # a reserved effect for the end of this attack (C 9-4 viii)


@dataclass
class Attack:
    """An attack object (C 6-4) in a player's 〈Attacking〉 zone (C 7-1-15)."""

    __pydantic_config__: ClassVar[ConfigDict] = STRICT

    id: str
    attacker: Player
    source: str | None  # card uid; None for an attack created by an effect (C 6-4-1-1)
    category: Category | None
    subtype: Subtype | None
    range: list[int]
    aura_damage: int | None
    life_damage: int | None
    user: str | None
    effects: list[Effect] = field(default_factory=list)  # 【攻撃後】 text copied from the card
    mods: list[Effect] = field(default_factory=list)  # modifications given to this attack only
    unavoidable: bool = False
    keywords: list[AttackKeyword] = field(default_factory=list)  # printed or given at creation (C 10-21..10-26)
    reacting: bool = False  # this attack is itself a reaction (C 9-4 i)
    answers: str | None = None  # the id of the attack this reaction answers (C 9-4 i)
    damage_side: Literal["aura", "life", "both"] | None = None  # the damage its defender took (C 5-8-3-2, 10-26)
    dealt: list[int] = field(default_factory=list)  # [aura, life] damage it dealt (C 9-4 v)
    nullified: bool = False  # C 9-4 ii
    damage_nullified: bool = False  # C 9-4 iv
    after_attack_nullified: bool = False  # C 9-4 vi
    full_power: bool = False  # made from a card used by a full-power action: its 全力化 text applies (C 9-1-2)
    # The attacker's enhancement chosen as the attack's card was used: the crystals its own damage
    # moves go onto that card instead of to the dust or flare, while it is deployed (Honoka's In the
    # Name of This Flag).
    crystals_to: str | None = None
    # Both damages of an attack an effect made are X, this quantity read for the attacker whenever the
    # damage is (its own constant text defines X; Honoka's And So Begins the Rising of a New Curtain).
    x_quantity: Quantity | None = None
    lacerated: bool = False  # A 22-9 (Shisui): its damage is lacerated, given as a laceration (A 22-9-1)
    origin: str | None = None  # the zone its card was used from ("an attack card used from the barracks")


@dataclass
class State:
    """A stable position: no resolution in progress (ARCHITECTURE decision 1)."""

    __pydantic_config__: ClassVar[ConfigDict] = STRICT

    edition: str = "ko-2025-01-31"
    season: str = "na-s9-2"
    step: Step = "main_action"
    turn: int = 3
    active: Player = 0  # C 5-1-1
    action_kind: ActionKind | None = "standard"  # C 8-2-1, for the current main phase
    distance: int = 10  # crystals in 〈Distance〉, C 7-1-1
    dust: int = 0  # C 5-2-3
    turn_start_distance: int | None = None  # C 5-2-1 / 8-1-1
    players: list[PlayerState] = field(default_factory=lambda: [PlayerState(), PlayerState()])
    cards: dict[str, CardInstance] = field(default_factory=dict)
    definitions: dict[str, CardDef] = field(default_factory=dict)  # inline test cards
    sealed: dict[str, list[str]] = field(default_factory=dict)  # C 7-1-13: sealer uid -> sealed uids
    lasting: list[Lasting] = field(default_factory=list)
    attacks: list[Attack] = field(default_factory=list)  # 〈Attacking〉 (empty when stable)
    attacked_this_turn: list[int] = field(default_factory=list)  # players who performed an attack
    # players who performed an attack in the current phase (C 8: start, main or end phase), cleared as
    # the phase ends; 遠心 reads it (A 6-2: "in the current phase")
    attacked_this_phase: list[int] = field(default_factory=list)
    aura_changed: list[int] = field(default_factory=list)  # players whose aura an attack's damage or a basic action changed this turn
    # players who have moved crystals out of 〈Distance〉 this turn, by their basic actions or effects
    # (Megumi's Multiflora: "the first time each turn the opponent moves crystals of the distance")
    distance_movers: list[int] = field(default_factory=list)
    no_more_actions: list[int] = field(default_factory=list)  # 終端 used this turn (C 9-2)
    rng: int = 0  # shuffle state (splitmix64), C 4-1 3) 4), 9-7 ii
    next_id: int = 1  # for attack ids
    fired: list[str] = field(default_factory=list)  # conditional triggers already resolved (C 5-5)
    winner: Player | None = None  # C 4-2
    draw: bool = False  # both at life 0 at once (our decision on C 4-2, see the clause index)
    # players who performed an attack that is not a trump's this turn (C 6-4; Korunu's Rimethorn)
    attacked_not_trump: list[int] = field(default_factory=list)
    # a sakura crystal has moved out of 〈Dust〉 this turn (C 6-3; Renri's Redact asks it)
    dust_left: bool = False
    # the current distance has differed from the turn-start distance at a state-rules check this turn
    # (C 5-5): "the current distance has not changed this turn" (不動, Mizuki's Quash and Front Line)
    distance_changed: bool = False


# --------------------------------------------------------------------------------------------------
# Actions: every answer to a pending decision.
# --------------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Mulligan:
    """C 4-1 5): put the chosen hand cards on the deck bottom in this order, then draw as many."""

    __pydantic_config__: ClassVar[ConfigDict] = STRICT

    player: Player
    cards: tuple[str, ...] = ()
    type: Literal["mulligan"] = "mulligan"


@dataclass(frozen=True)
class ChooseActionKind:
    """C 8-2-1: standard or full-power action for this main phase."""

    __pydantic_config__: ClassVar[ConfigDict] = STRICT

    player: Player
    kind: ActionKind
    type: Literal["action_kind"] = "action_kind"


@dataclass(frozen=True)
class UseCard:
    """Use a card from hand or an unused trump (C 8-2-2, 9-2), or react with it (C 9-4 i)."""

    __pydantic_config__: ClassVar[ConfigDict] = STRICT

    player: Player
    card: str
    as_card: str | None = None  # used as (C 10-38) or declared as (C 10-39) this other card
    type: Literal["use_card"] = "use_card"


# The five basic actions of C 9-6-1..5, or an action a rule lets the player choose as a basic action
# (C 9-6 i-B): the extra basic actions of Thallya's TransForm cards (A 9-3-1-7).
BasicMove = Literal[
    "advance", "retreat", "wrap", "focus", "withdraw", "beta_edge", "gamma_ray", "delta_wing", "sigma_drive"
]


@dataclass(frozen=True)
class BasicAction:
    """C 9-6: a basic action, paid by 1 concentration or by putting `face_down` from hand face-down."""

    __pydantic_config__: ClassVar[ConfigDict] = STRICT

    player: Player
    move: BasicMove
    # "none": the answer to an effect that performs a basic action, which costs nothing (C 9-6 ii)
    cost: Literal["concentration", "face_down", "none"] = "concentration"
    face_down: str | None = None
    type: Literal["basic_action"] = "basic_action"


@dataclass(frozen=True)
class EndPhase:
    """C 8-2-2: end the main phase."""

    __pydantic_config__: ClassVar[ConfigDict] = STRICT

    player: Player
    type: Literal["end_phase"] = "end_phase"


@dataclass(frozen=True)
class Decline:
    """Decline an optional choice: no reaction (C 9-4 i), no reshuffle (C 8-1-3 iii), a "may" (C 10-40)."""

    __pydantic_config__: ClassVar[ConfigDict] = STRICT

    player: Player
    type: Literal["decline"] = "decline"


@dataclass(frozen=True)
class Accept:
    """Accept an optional choice: reshuffle (C 8-1-3 iii), a "may" effect."""

    __pydantic_config__: ClassVar[ConfigDict] = STRICT

    player: Player
    type: Literal["accept"] = "accept"


@dataclass(frozen=True)
class ChooseDamage:
    """C 5-8-3-2: take two-valued damage on aura or on life."""

    __pydantic_config__: ClassVar[ConfigDict] = STRICT

    player: Player
    side: Literal["aura", "life"]
    type: Literal["damage"] = "damage"


@dataclass(frozen=True)
class ChooseCharge:
    """C 9-2-3 iii: take `from_dust` of the charge from 〈Dust〉 and the rest from own 〈Aura〉."""

    __pydantic_config__: ClassVar[ConfigDict] = STRICT

    player: Player
    from_dust: int
    type: Literal["charge"] = "charge"


@dataclass(frozen=True)
class FaceDown:
    """Put this hand card face-down: over the hand limit (C 8-3-2), or chosen for an effect that puts
    a hand card face-down (C 7-1-8)."""

    __pydantic_config__: ClassVar[ConfigDict] = STRICT

    player: Player
    card: str
    type: Literal["face_down"] = "face_down"


@dataclass(frozen=True)
class Choose:
    """Pick one of the options an effect offers: a card (by uid), or an arrow's direction (C 10-1)."""

    __pydantic_config__: ClassVar[ConfigDict] = STRICT

    player: Player
    option: str
    type: Literal["choose"] = "choose"


@dataclass(frozen=True)
class ChooseStratagem:
    """A 5-2: prepare the next stratagem, chosen in secret."""

    __pydantic_config__: ClassVar[ConfigDict] = STRICT

    player: Player
    stratagem: Stratagem
    type: Literal["stratagem"] = "stratagem"


@dataclass(frozen=True)
class ChooseFirst:
    """C 5-1-1 / 5-5 / 9-1: the active player picks which of simultaneous effects resolves next."""

    __pydantic_config__: ClassVar[ConfigDict] = STRICT

    player: Player
    option: str
    type: Literal["choose_first"] = "choose_first"


Action = Annotated[
    Mulligan
    | ChooseActionKind
    | UseCard
    | BasicAction
    | EndPhase
    | Decline
    | Accept
    | ChooseDamage
    | ChooseCharge
    | FaceDown
    | ChooseFirst
    | Choose
    | ChooseStratagem,
    Field(discriminator="type"),
]

DecisionKind = Literal[
    "mulligan",
    "action_kind",
    "main_action",
    "reaction",
    "damage",
    "charge",
    "reshuffle",
    "face_down",
    "may",
    "order",
    "use_card",
    "choose",
    "basic_action",
    "stratagem",
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
    data: dict[str, str | int | bool | list[str] | list[int] | None] = field(default_factory=dict)
    # The cards `what` names, each name as written there -> the uid of the card it names, so a reader
    # can show the name in another language or open the card (issue 16). Players are "player A"/"B".
    names: dict[str, str] = field(default_factory=dict)


@dataclass
class Position:
    """A stable state plus the decisions answered since it (design (b) of ARCHITECTURE decision 1)."""

    __pydantic_config__: ClassVar[ConfigDict] = STRICT

    state: State
    answers: list[Action] = field(default_factory=list)
    format: Literal["furuyoni-position/2"] = FORMAT

    @classmethod
    def __get_pydantic_core_schema__(cls, source: type, handler: GetCoreSchemaHandler) -> CoreSchema:
        """A position of format 1 is still read: ``formats.upgrade`` turns it into format 2 first."""
        return core_schema.no_info_before_validator_function(upgrade, handler(source))


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
    # The cards the refusal's ``reason`` names (name as written -> uid), as an event's ``names`` (issue 16)
    names: dict[str, str] = field(default_factory=dict)

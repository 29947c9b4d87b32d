"""The effect vocabulary's nouns in plain English: zones, the values effects read, conditions and attack
keywords (issue 16). ``reading`` builds a card's reading from these; the engine's events use them to say
what a condition read ("Polite Return: needs B's concentration to be 2 or more; it is 0").

Every phrase is written from an owner's point of view, given as a ``Who``: the card's holder reading
their own card ("your aura", "the opponent's aura"), or a named player of the duel ("A's aura").
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .goddess_state import ZONE_OWNERS
from .model import AttackKeyword, CardZoneRef, Condition, Quantity, ZoneRef
from .quantities import COMPARE


@dataclass(frozen=True)
class Who:
    """How to name the effect's holder (``self``) and their opponent in a phrase."""

    me: str = "you"
    my: str = "your"
    them: str = "the opponent"
    their: str = "the opponent's"

    def owner(self, side: str) -> tuple[str, str]:
        """(subject, possessive) of the side named in a quantity or zone: self, opponent or none."""
        if side == "self":
            return self.me, self.my
        if side == "opponent":
            return self.them, self.their
        return "the player linked to this card's zone", "that player's"  # C 10-12: no owner named


CARD = Who()
"""The card's own point of view: its holder is "you"."""


PLAYER = re.compile(r"\b([Pp]layer) ([01])\b")


def name_players(text: str) -> str:
    """The engine's "player 0" / "player 1" as the rules' tables and the judge's page name them: A and B."""
    return PLAYER.sub(lambda m: f"{m[1]} {'AB'[int(m[2])]}", text) if "layer " in text else text


def players(me: int) -> Who:
    """The duel's point of view: the effect's holder is player A or B (``me``), named so."""
    mine, theirs = "AB"[me], "AB"[1 - me]
    return Who(me=mine, my=f"{mine}'s", them=theirs, their=f"{theirs}'s")


# --- zones ------------------------------------------------------------------------------------------

def _goddess_zone_word(name: str) -> str | None:
    """The name of a zone a goddess adds, in her module's words (``GoddessState.WORDS``)."""
    owner = ZONE_OWNERS.get(name)
    return None if owner is None else owner.WORDS.get(name)


_CRYSTAL_ZONES: dict[str, str] = {
    "aura": "aura",
    "life": "life",
    "flare": "flare",
}


def zone(ref: ZoneRef | str | None, who: Who = CARD) -> str:
    """A crystal zone (C 7-1): "the distance", "your aura", "this card", "out of the game" …"""
    if ref is None:
        return "nowhere"
    if ref == "distance":
        return "the distance"
    if ref == "dust":
        return "the dust"
    if ref == "this":
        return "this card"  # the crystals linked to it (C 10-11)
    if ref == "out_of_game":
        return "the endless supply out of the game"  # C 7-1-16
    side, _, name = ref.partition(".")
    if not name:  # no owner named (C 10-12)
        side, name = "", side
    said = _CRYSTAL_ZONES.get(name) or _goddess_zone_word(name) or name.replace("_", " ")
    return f"{who.owner(side)[1]} {said}"


_CARD_ZONES: dict[str, str] = {
    "hand": "hand",
    "discard": "discard pile",
    "face_down": "face-down pile",
    "enhancements": "enhancement zone",
    "trumps": "trump zone",
}


def card_zone(ref: CardZoneRef | str | None, who: Who = CARD) -> str:
    """A zone of cards an effect picks from: "your discard pile", "the opponent's hand" …"""
    if ref is None:
        return "somewhere"
    side, _, name = ref.partition(".")
    if not name:
        side, name = "", side
    return f"{who.owner(side)[1]} {_CARD_ZONES.get(name, name.replace('_', ' '))}"


# --- the values effects read (C 5-1, 5-2, 5-11) -----------------------------------------------------

# Each stat of a player as a noun phrase, {p} being the owner's possessive ("your", "B's").
_STATS: dict[str, str] = {
    "life": "{p} life",
    "aura": "{p} aura",
    "flare": "{p} flare",
    "concentration": "{p} concentration",
    "hand": "the cards in {p} hand",
    "deck": "the cards in {p} deck",
    "discard": "the cards in {p} discard pile",
    "face_down": "{p} face-down cards",
    "aura_damage_taken": "the aura damage {p} took this turn",
    "assembled": "{p} assembled parts",
    "cards_used": "the cards {p} used this turn",
    "cards_used_in_game": "the cards {p} used this game",
    "enhancement_crystals": "the crystals on {p} deployed enhancements",
    "used_centrifugal": "{p} cards with centrifugal used this turn",
    "anvil": "the cards on {p} Anvil",
    "anvil_crystals": "the crystals on {p} Anvil",
    "used_trumps": "{p} used trumps",
    "other_trumps_not_used": "{p} other trumps not used",
    "basic_actions": "the basic actions {p} performed this turn",
    "poison_in_hand": "the poisons in {p} hand",
    "wind": "{p} wind gauge",
    "thunder": "{p} thunder gauge",
    "wind_thunder_min": "the lower of {p} wind and thunder gauges",
    "wind_thunder_total": "{p} wind and thunder gauges together",
    "machine_crystals": "the artificial crystals in {p} Machine",
    "burned": "the crystals in {p} Burned zone",
    "transforms": "the TransForm cards in {p} Machine",
    "transforms_this_turn": "the TransForms of {p} Machine this turn",
    "freeze": "the freeze tokens in {p} aura",
    "gadget_attack": "{p} attack cards in discard pile, enhancements and used trumps",
    "gadget_action": "{p} action cards in discard pile, enhancements and used trumps",
    "gadget_enhancement": "{p} enhancement cards in discard pile, enhancements and used trumps",
    "gadget_reaction": "{p} reaction cards in discard pile, enhancements and used trumps",
    "gadget_full_power": "{p} full-power cards in discard pile, enhancements and used trumps",
    "attacks_performed": "the attacks {p} performed this turn",
    "hand_other_goddess": "the cards of another goddess in {p} hand",
    "aura_flare_total": "{p} aura and flare together",
    "damages_taken": "the times {p} took damage this turn",
    "damages_taken_half_up": "half the times {p} took damage this turn, rounded up",
    "soil": "the seeds in {p} Soil",
    "soil_germinated": "the germinated seeds in {p} Soil",
    "enhancement_seeds": "the seeds on {p} enhancements",
    "enhancement_card_seeds": "the seeds on {p} enhancement cards",
    "enhancements": "{p} deployed enhancements",
    "normal_discard_enhancements": "{p} normal cards in discard pile and enhancements",
    "capital": "{p} capital (aura, flare and Flow)",
    "taboo": "{p} taboo gauge",
    "crystals_on": "the crystals on {p} cards of that name",
    "act": "{p} act's number",
}

# Values that are 1 or 0: what they say when 1, and when 0; {p} is the owner's possessive, {s} the owner.
_FLAGS: dict[str, tuple[str, str]] = {
    "umbrella_open": ("{p} umbrella is open", "{p} umbrella is not open"),
    "active": ("it is {p} turn", "it is not {p} turn"),
    "reacted_last_turn": ("{s} reacted last turn", "{s} did not react last turn"),
    "headwind": ("{s} is headwind", "{s} is not headwind"),
    "tailwind": ("{s} is tailwind", "{s} is not tailwind"),
    "disproof_failed": ("{s} failed a disproof this turn", "{s} has not failed a disproof this turn"),
    "start_phase": ("it is {p} start phase", "it is not {p} start phase"),
    "act_red": ("{p} act is red", "{p} act is not red"),
    "act_purple": ("{p} act is purple", "{p} act is not purple"),
    "act_green": ("{p} act is green", "{p} act is not green"),
    "aura_full": ("{p} aura is full", "{p} aura is not full"),
    "discard_even": ("{p} discard pile holds a nonzero even number of cards", "{p} discard pile does not hold a nonzero even number of cards"),
}

_SHARED: dict[str, str] = {
    "distance": "the current distance",
    "distance.since_turn_start": "how far the distance moved since the turn began (farther is positive)",
    "distance.change": "how much the distance differs from the turn-start distance",
    "dust": "the crystals in the dust",
    "this.crystals": "the crystals on this card",
    "this.used": "the times this card was used this turn",
    "this.x": "this card's X",
    "this.y": "this card's Y",
    "this.seeds": "the seeds on this card",
    "attack.aura_damage": "the attack's aura damage",
    "attack.life_damage": "the attack's life damage",
    "zones_with_5_crystals": "the crystal zones holding exactly 5 crystals",
    "mirror": "the mirror count (equal aura, flare and life)",
}

_SHARED_FLAGS: dict[str, tuple[str, str]] = {
    "distance.changed_this_turn": ("the distance has changed this turn", "the distance has not changed this turn"),
    "this.in_hand": ("this card is in its holder's hand", "this card is not in its holder's hand"),
    "this.seeds_reached_five": ("the seeds on this card came to 5 this turn", "the seeds on this card have not come to 5 this turn"),
    "attack.aura_chosen": ("the attack's aura damage was taken", "the attack's aura damage was not taken"),
    "attack.answers_trump": ("the attack answers a trump's attack", "the attack does not answer a trump's attack"),
    "this.oath_1": ("the first oath box was chosen", "the first oath box was not chosen"),
    "this.oath_2": ("the second oath box was chosen", "the second oath box was not chosen"),
    "main_phase": ("it is a main phase", "it is not a main phase"),
}


def is_flag(q: Quantity | str) -> bool:
    return q in _SHARED_FLAGS or q.partition(".")[2] in _FLAGS


def quantity(q: Quantity | str, who: Who = CARD) -> str:
    """A value an effect reads, as a noun phrase: "your life", "the current distance"."""
    if q in _SHARED:
        return _SHARED[q]
    if is_flag(q):
        return f"1 if {flag(q, True, who)}, else 0"
    side, _, stat = q.partition(".")
    possessive = who.owner(side)[1]
    template = _STATS.get(stat) or f"{{p}} {stat.replace('_', ' ')}"
    return template.format(p=possessive)


def flag(q: Quantity | str, on: bool, who: Who = CARD) -> str:
    """A 1-or-0 value as a statement ("it is your turn"), or its negation."""
    if q in _SHARED_FLAGS:
        return _SHARED_FLAGS[q][0 if on else 1]
    side, _, stat = q.partition(".")
    subject, possessive = who.owner(side)
    return _FLAGS[stat][0 if on else 1].format(p=possessive, s=subject)


_COMPARE = {
    "<": "less than {v}",
    "<=": "{v} or less",
    "==": "{v}",
    "!=": "other than {v}",
    ">=": "{v} or more",
    ">": "more than {v}",
    "multiple_of": "a multiple of {v}",
}
_COMPARE_OF = {  # compared with another value, not a number
    "<": "less than {v}",
    "<=": "at most {v}",
    "==": "equal to {v}",
    "!=": "not equal to {v}",
    ">=": "at least {v}",
    ">": "more than {v}",
    "multiple_of": "a multiple of {v}",
}


def compared(cond: Condition, who: Who = CARD, value: int | None = None) -> str:
    """The right-hand side of a condition: "3 or less", "less than the opponent's life"."""
    if cond.value_of is not None:
        return _COMPARE_OF[cond.compare].format(v=quantity(cond.value_of, who))
    return _COMPARE[cond.compare].format(v=cond.value if value is None else value)


def _narrowed(cond: Condition, namer: Namer) -> str:
    """What a count counts only: a goddess's trumps, another goddess's cards, cards of one name."""
    if cond.user is not None:
        return f" (of {namer.goddess(cond.user)}'s only)"
    if cond.other_goddess:
        return " (of another goddess's cards only, C 10-15)"
    if cond.card is not None:
        return f" (of {namer.card(cond.card)} only)"
    return ""


class Namer:
    """How a phrase names a card or a goddess by id (the reading's language picks the names)."""

    def card(self, card_id: str) -> str:
        return card_id

    def goddess(self, key: str) -> str:
        return key


def condition(cond: Condition, who: Who = CARD, namer: Namer | None = None) -> str:
    """A condition (C 5-5-4..6) as a clause: "your life is 3 or less and …"."""
    namer = namer or Namer()
    one, zero = (COMPARE[cond.compare](v, cond.value) for v in (1, 0))
    if is_flag(cond.quantity) and cond.value_of is None and one != zero:
        head = flag(cond.quantity, one, who)
    else:
        head = f"{quantity(cond.quantity, who)}{_narrowed(cond, namer)} is {compared(cond, who)}"
    parts = [head] + [condition(c, who, namer) for c in cond.all_of]
    text = " and ".join(parts)
    if cond.any_of:
        text = f"{text}, or " + ", or ".join(condition(c, who, namer) for c in cond.any_of)
    return text


# --- attack keywords (C 9-4 iii, 10-21 … 10-26) ------------------------------------------------------

KEYWORDS: dict[str, tuple[str, str]] = {
    "unavoidable": ("unavoidable (不可避)", "C 9-4 iii"),
    "overcome": ("overcome (超克: no aura damage cap)", "C 10-21"),
    "no_reaction": ("no reaction (対応不可)", "C 10-22"),
    "no_reaction_normal": ("no reaction by normal cards", "C 10-22"),
    "no_reaction_trump": ("no reaction by trumps", "C 10-22"),
    "no_reaction_attack": ("no reaction by attack cards", "C 10-22"),
    "no_reaction_action": ("no reaction by action cards", "C 10-22"),
    "no_reaction_enhancement": ("no reaction by enhancement cards", "C 10-22"),
    "unnullifiable": ("cannot be nullified", "C 10-23"),
    "both_damages": ("both damages are received", "C 10-26"),
    "pursuit": ("pursuit (追尾: the range check reads the aim)", "A 23-4"),
    "fixed_damage": ("its damage does not change", "C 5-6"),
    "nullified_if_answered": ("nullified once a reaction to it has resolved", "C 9-4 ii"),
    "no_aura_choice": ("its defender cannot choose the aura damage", "C 5-8-3-2"),
}


def keyword(k: AttackKeyword | str) -> tuple[str, str]:
    """(words, clause) of an attack keyword."""
    return KEYWORDS.get(k, (k.replace("_", " "), "C 10-21"))

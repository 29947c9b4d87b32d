"""What the engine believes a card does, in plain words (issue 16: every ruling can be checked by a person
holding the rulebook and the cards).

A card's reading is generated from its encoding — the facts and the effects of ``model.CardDef`` in the
vocabulary of ``docs/test-cards.md`` — never written per card: each timing, condition, effect, keyword
and arrow becomes a sentence citing the clause it rests on. A scripted effect (``op: script``, a goddess
module's procedure) reads as its procedure's documented summary: the first paragraph of its docstring,
in the project's own words. The few behaviours a goddess module keeps in tables beside the card's text
(Shinra's stratagems, Oboro's custom parts, Renri's regression, Kanawe's plan conditions) are read from
those tables. Nothing here is a printed card text.

The reading is English; the cards and goddesses it names are named in the reader's language
(``Namer``). This module reads effects; ``card_reading`` reads a whole card.
"""

from __future__ import annotations

import inspect
import re
from dataclasses import dataclass, field

from . import words
from .model import Effect
from .words import CARD, Namer, Who

CITATION = re.compile(r"\b([CA]) (\d+(?:-\d+)*(?: (?:i|ii|iii|iv|v|vi|vii|viii)\b)?)")


@dataclass
class ReadingLine:
    """One sentence of a reading and the clauses it rests on."""

    text: str
    clauses: list[str] = field(default_factory=list)


TIMINGS: dict[str, tuple[str, str]] = {
    "on_use": ("On use", "C 9-1-1-3"),
    "after_attack": ("After the attack", "C 9-1-1-4"),
    "on_deploy": ("When deployed", "C 9-1-1-5"),
    "while_deployed": ("While deployed", "C 9-1-1-6"),
    "on_destroy": ("When destroyed", "C 9-1-1-7"),
    "constant": ("Always", "C 9-1-1-2"),
    "while_used": ("While used", "C 9-1-1-8"),
}
CONTINUOUS = frozenset({"constant", "while_deployed", "while_used"})

# The moment an effect in force waits for (``Effect.when``), from its holder's point of view.
WHEN: dict[str, tuple[str, str]] = {
    "start_phase": ("at the start phase", "C 8-1-2"),
    "main_start": ("at the start of the main phase", "C 8-2-1"),
    "main_end": ("at the end of the main phase", "C 8-2-3"),
    "end_phase": ("at the end phase", "C 8-3-1"),
    "life_damage": ("each time you take 1 or more life damage other than by a reshuffle", "C 5-5"),
    "attack_damage": ("each time an attack's damage deals you 1 or more damage", "C 10-19"),
    "aura_first_changed": (
        "the first time this turn the opponent's aura is changed by an attack's damage or a basic action",
        "C 5-5",
    ),
    "attack_performed": ("as an attack is performed (read once, then kept by the attack)", "C 9-4"),
    "attack_end": ("once the attack this card answers has resolved", "C 9-4 viii"),
    "attack_life_damage": ("each time an attack's damage deals you 1 or more life damage", "C 5-5"),
    "reacted": ("each time you use a card as a reaction", "C 9-4 i"),
    "enhancement_destroyed": ("each time another enhancement of this zone is destroyed", "C 9-5"),
    "umbrella_toggle": ("each time you open or close your umbrella", "A 4-3"),
    "card_used": ("each time a card you used has resolved", "C 9-2"),
    "any_life_damage": ("each time you take 1 or more life damage, a reshuffle's included", "C 9-7 i"),
    "attack_resolved": ("each time an attack has resolved", "C 9-4"),
    "left_extra": ("each time a card of yours moves out of Extra", "C 7-1-12"),
    "reacted_to": ("once a card used as a reaction to this card's attack has resolved", "C 9-4 i"),
    "reshuffled": ("each time you reshuffle", "C 9-7"),
    "trump_unused": ("each time a used trump of yours becomes unused", "C 10-17"),
    "distance_first_moved": ("the first time this turn the opponent moves crystals out of the distance", "C 5-5"),
}

APPLIES_TO: dict[str, str] = {
    "own_attacks": "your attacks",
    "this_attack": "this attack",
    "opponent_attacks": "the opponent's attacks",
    "next_attack": "your next attack this turn",
    "answered_attack": "the attack this card answers",
    "this_card": "this card",
    "own_cards": "your trumps",
    "other_enhancements": "your other enhancements",
}

CARD_TYPES = {"attack": "attack", "action": "action", "enhancement": "enhancement", "undefined": "undefined"}


def agree(subject: str, phrase: str) -> str:
    """``phrase`` is written for a third-person subject ("the opponent draws"); "you" takes the plain verb."""
    if subject != "you":
        return f"{subject} {phrase}"
    verb, _, rest = phrase.partition(" ")
    plain = {"is": "are", "has": "have", "flinches": "flinch", "chooses": "choose", "reshuffles": "reshuffle"}
    verb = plain.get(verb, verb[:-1] if verb.endswith("s") and verb not in ("cannot",) else verb)
    return f"you {verb}{' ' + rest if rest else ''}"


def plural(n: int, noun: str) -> str:
    return f"{n} {noun}" if n == 1 else f"{n} {noun}s"


def span(values: list[int] | None) -> str:
    """A range (C 6-2-1-8) as printed: 3-5, or 1,3 where it has gaps."""
    if not values:
        return "none"
    v = sorted(values)
    if v == list(range(v[0], v[-1] + 1)) and len(v) > 1:
        return f"{v[0]}-{v[-1]}"
    return ",".join(str(x) for x in v)


def damage(aura: int | None, life: int | None) -> str:
    """Two-valued damage as printed: 3/1, with 「-」 for no number."""
    return f"{'-' if aura is None else aura}/{'-' if life is None else life}"


def script_summary(name: str | None) -> str:
    """The documented summary of a scripted effect: its procedure's docstring, first paragraph."""
    from .catalogue import SCRIPTS

    fn = SCRIPTS.get(name or "")
    doc = inspect.getdoc(fn) if fn is not None else None
    if not doc:
        return f"a procedure of the engine ({name}) without a documented summary"
    return summary_of(doc)


def summary_of(doc: str) -> str:
    """A docstring's first paragraph as one sentence, without the code references it may make."""
    text = " ".join(doc.split("\n\n")[0].split())
    text = re.sub(r"\s*\([^()]*``[^()]*\)", "", text)  # "(``Attack.crystals_to``; …)"
    return text.replace("``", "").rstrip(". ")


class Reader:
    """Reads effects into sentences, gathering the clauses each rests on."""

    def __init__(self, namer: Namer | None = None, who: Who = CARD) -> None:
        self.namer = namer or Namer()
        self.who = who
        self.clauses: list[str] = []

    def cite(self, *clauses: str) -> None:
        for c in clauses:
            if c not in self.clauses:
                self.clauses.append(c)

    # --- lines ------------------------------------------------------------------------------------
    def line(self, e: Effect) -> ReadingLine:
        """One printed effect as a sentence: its timing, moment, condition and what it does."""
        self.clauses = []
        timing, clause = TIMINGS[e.timing]
        self.cite(clause)
        head = timing
        if e.full_power:
            head += ", used by a full-power action only"
            self.cite("C 9-1-2")
        if e.when is not None:
            head += f", {self.moment(e)}"
        return ReadingLine(f"{head}: {self.effect(e, continuous=e.timing in CONTINUOUS)}.", self.clauses)

    def moment(self, e: Effect) -> str:
        said, clause = WHEN.get(e.when or "", (str(e.when), "C 5-5"))
        self.cite(clause)
        if e.when == "attack_resolved" and e.applies_to == "opponent_attacks":
            said = "each time an attack of the opponent's has resolved"
        elif e.when == "attack_resolved":
            said = "each time an attack of yours has resolved"
        if e.first_in_turn:
            said += " (your first attack of the turn only)"
        if e.first_not_trump:
            said += " (your first attack of the turn that is not a trump's)"
        if e.first_aura_at_most is not None:
            said += f" (your first attack of the turn with aura damage {e.first_aura_at_most} or less)"
        return said

    def effects(self, effects: list[Effect], *, continuous: bool = False) -> str:
        return "; then ".join(self.effect(e, continuous=continuous) for e in effects) or "nothing"

    def effect(self, e: Effect, *, continuous: bool = False) -> str:
        """What one effect does, its condition, options and dependants included."""
        body = self.op(e)
        if e.condition is not None and e.op not in ("if", "resurgence", "immediate_resurgence"):
            cond = words.condition(e.condition, self.who, self.namer)
            self.cite("C 5-5-4" if continuous else "C 5-5")
            if e.becomes:
                body = f"as soon as {cond} (coming to hold), {body}"
            else:
                body = f"{'while' if continuous and e.when is None else 'if'} {cond}, {body}"
        if e.either_way:
            body += " (increase or decrease: the player picks)"
            self.cite("C 10-35")
        if e.cancels_if_stacked:
            body += " (two or more identical such effects cancel out)"
            self.cite("C 10-28")
        if e.other_goddess and e.op not in ("modify_attack", "gain_keyword", "lose_keyword"):
            body += " (cards of another goddess only)"
            self.cite("C 10-15")
        if e.if_done:
            body += f"; if that was done in full: {self.effects(e.if_done)}"
            self.cite("C 10-40")
        return body

    def amount(self, e: Effect, noun: str | None = None) -> str:
        """`amount`, or the value read when it resolves (C 5-11)."""
        if e.amount_of is not None:
            self.cite("C 5-11")
            read = words.quantity(e.amount_of, self.who)
            said = f"as many as {read}" if e.amount == 1 else f"{e.amount} times {read}"
            return f"{said} {noun}s" if noun else said
        return plural(e.amount, noun) if noun else str(e.amount)

    def player(self, e: Effect) -> tuple[str, str]:
        """(subject, possessive) of the player an effect targets."""
        side = {"self": "self", "opponent": "opponent"}.get(e.player, "")
        return self.who.owner(side)

    # --- the ops ----------------------------------------------------------------------------------
    def op(self, e: Effect) -> str:
        for group in (self.crystals_and_players, self.attacks, self.cards, self.statuses, self.blocks):
            said = group(e)
            if said is not None:
                return said
        self.cite("C 10")
        return e.op.replace("_", " ")

    def crystals_and_players(self, e: Effect) -> str | None:
        who, whose = self.player(e)
        z = self.who
        if e.op == "move":
            self.cite("C 10-1")
            said = f"move {self.amount(e, 'crystal')} from {words.zone(e.source, z)} to {words.zone(e.dest, z)}"
            return said + (" (a two-way arrow: the direction is chosen)" if e.two_way else "")
        if e.op == "damage":
            self.cite("C 5-8")
            if e.aura is not None or e.life is not None:
                return agree(who, f"takes {damage(e.aura, e.life)} damage")
            return agree(who, f"takes {self.amount(e)} damage to {words.zone(e.dest or 'self.life', z)}")
        simple: dict[str, tuple[str, str]] = {
            "gain_concentration": (agree(who, f"gains {self.amount(e)} concentration"), "C 5-1-2"),
            "lose_concentration": (agree(who, f"loses {self.amount(e)} concentration"), "C 5-1-2"),
            "set_concentration": (f"{whose} concentration becomes {self.amount(e)}", "C 5-1-2"),
            "flinch": (agree(who, "flinches"), "C 5-1-4"),
            "draw": (agree(who, f"draws {self.amount(e, 'card')}"), "C 7-1-6"),
            "reshuffle": (agree(who, "reshuffles (no life damage: an effect's reshuffle)"), "C 9-7"),
            "lose": (agree(who, "loses the duel"), "C 4-2"),
            "win": (agree(who, "wins the duel"), "C 4-2"),
            "end_phase": ("the current phase ends", "C 10-13"),
            "face_down_hand": (f"every card of {whose} hand goes face-down", "C 7-1-8"),
            "discard_random": (f"{self.amount(e, 'card')} picked at random from {whose} hand go to the discard pile", "C 7-1-7"),
            "put_face_down": (agree(who, f"puts {self.amount(e, 'card')} of their choice from hand face-down"), "C 7-1-8"),
            "toggle_umbrella": (agree(who, "opens the umbrella if it is closed, closes it if it is open"), "A 4-3"),
            "hand_limit": (f"{whose} hand limit is {self.amount(e)} higher this turn", "C 5-1-3"),
            "master_distance": (f"the master distance is {e.amount:+d}", "C 5-2-2"),
            "distance_shift": (f"the current distance reads {e.amount:+d} (the crystals stay)", "C 5-2-1"),
            "modify_distance": (f"this turn the current distance reads {e.amount:+d} (the crystals stay)", "C 5-2-1"),
            "fatigue_damage": (f"the fatigue {who} suffers is {damage(e.aura, e.life)} damage instead of 1/1", "C 10-10"),
        }
        if e.op in simple:
            said, clause = simple[e.op]
            self.cite(clause)
            return said
        if e.op == "basic_action":
            self.cite("C 9-6")
            if e.move is not None:
                return agree(who, f"performs the basic action {e.move} without paying its cost")
            moves = ", ".join(e.moves) if e.moves else "any"
            times = f"up to {e.amount}" if e.up_to else str(e.amount)
            return agree(who, f"performs {times} basic action(s) of their choice ({moves}) without paying their cost")
        return None

    def attacks(self, e: Effect) -> str | None:
        target = APPLIES_TO.get(e.applies_to, e.applies_to.replace("_", " "))
        if e.op == "modify_attack":
            return f"{target}{self.attack_filter(e)} {_number(target, self.modification(e))}"
        if e.op in ("gain_keyword", "lose_keyword"):
            named: list[str] = []
            for k in e.keywords:
                text, clause = words.keyword(k)
                self.cite(clause)
                named.append(text)
            verb = "gains" if e.op == "gain_keyword" else "loses"
            return f"{target}{self.attack_filter(e)} {_number(target, verb)} {', '.join(named)}"
        if e.op == "perform_attack":
            self.cite("C 10-5")
            said = f"perform an attack: range {span(e.range)}, damage {damage(e.aura, e.life)}"
            extras = []
            if e.unavoidable:
                self.cite("C 9-4 iii")
                extras.append("unavoidable")
            for k in e.keywords:
                text, clause = words.keyword(k)
                self.cite(clause)
                extras.append(text)
            if extras:
                said += f" ({', '.join(extras)})"
            if e.then:
                said += f"; this attack: {self.effects(e.then, continuous=True)}"
            if e.after_attack:
                self.cite("C 9-1-1-4")
                said += f"; after that attack: {self.effects(e.after_attack)}"
            return said
        simple: dict[str, tuple[str, str]] = {
            "nullify_attack": ("the attack this card answers is nullified", "C 9-4 ii"),
            "nullify_damage": ("the damage of the attack this card answers is nullified", "C 9-4 iv"),
            "nullify_after_attack": ("the after-attack effects of the attack this card answers are nullified", "C 9-4 vi"),
            "copy_attack": ("perform a copy of the attack this card answers, its modifications applied", "C 10-27"),
            "choose_damage": (f"the attacker, not the defender, chooses which damage {target} deals", "C 5-8-3-2"),
        }
        if e.op in simple:
            text, clause = simple[e.op]
            self.cite(clause)
            return text
        if e.op == "replace_damage":
            self.cite("C 9-4 v")
            return f"this attack deals no damage; instead: {self.effects(e.then)}"
        if e.op == "cannot_attack":
            self.cite("C 9-2")
            return agree(self.player(e)[0], "cannot perform attacks")
        if e.op == "nullify_dash_attacks":
            self.cite("C 9-4 ii")
            return f"{self.player(e)[1]} attacks with a 「-」 damage are nullified"
        if e.op == "lose_after_attack":
            self.cite("C 9-4 vii")
            return f"{self.player(e)[1]} attacks resolve no after-attack effects"
        return None

    def attack_filter(self, e: Effect) -> str:
        """What narrows the attacks a modification applies to."""
        out = []
        if e.other_goddess:
            self.cite("C 10-15")
            out.append("of another goddess than this card's")
        if e.category is not None:
            out.append(f"of {e.category} cards")
        if e.zone is not None:
            out.append(f"of cards used from {words.card_zone(e.zone, self.who)}")
        if e.aura_damage_defined:
            out.append("whose aura damage is a number")
        if e.nth_card is not None:
            out.append(f"of the card you use {e.nth_card}th this turn")
        if e.if_aim_fits:
            self.cite("A 23-3")
            out.append("while your aim fits it")
        return f" ({'; '.join(out)})" if out else ""

    def modification(self, e: Effect) -> str:
        """A modification of an attack (C 10-3, 10-4, 5-6, 5-7)."""
        if e.range_class is not None:
            ranges: dict[str, tuple[str, str]] = {
                "change": (f"has the range {span(e.range)}", "C 5-7"),
                "shift": (f"has its range moved by {e.amount:+d}", "C 10-35-1"),
                "add": (f"adds {span(e.range)} to its range", "C 5-7"),
                "remove": (f"removes {span(e.range)} from its range", "C 5-7"),
                "expand_near": (f"gets range expansion, near {e.amount}", "C 10-4-1"),
                "expand_far": (f"gets range expansion, far {e.amount}", "C 10-4-2"),
                "contract_near": (f"gets range contraction, near {e.amount}", "C 10-4-3"),
                "contract_far": (f"gets range contraction, far {e.amount}", "C 10-4-4"),
                "umbrella_sides": ("has the ranges of both umbrella sides", "A 4-2"),
                "ends_only": ("keeps only the least and greatest values of its range", "C 5-7"),
            }
            said, clause = ranges[e.range_class]
            self.cite(clause)
            return said
        self.cite("C 10-3", "C 5-6")
        if e.mod_class == "add":
            said = f"gets {_signed(e.aura)}/{_signed(e.life)}"
            if e.amount_of is not None:
                said += f" for each of {words.quantity(e.amount_of, self.who)}"
            return said
        if e.mod_class == "substitute":
            dash = [f"its {side} damage made 「-」" for side in e.to_dash]
            values = [f"its {side} damage set to {v}" for side, v in (("aura", e.aura), ("life", e.life)) if v is not None]
            return "has " + " and ".join(values + dash) if values or dash else "keeps its damage"
        if e.mod_class == "swap":
            return "has its aura and life damage swapped"
        if e.mod_class in ("multiply", "divide"):
            verb = "multiplied" if e.mod_class == "multiply" else "divided"
            rounding = " (rounded up)" if e.round_up and e.mod_class == "divide" else ""
            return f"has its damage {verb} by {damage(e.aura, e.life)}{rounding}"
        return f"has its damage {e.mod_class.replace('_', ' ')}d"

    def cards(self, e: Effect) -> str | None:
        who, whose = self.player(e)
        chosen = f"a card {who} chooses from {words.card_zone(e.zone, self.who)}" if e.zone else None
        name = self.namer.card
        simple: dict[str, tuple[str, str]] = {
            "return_to_hand": ("this card returns to its holder's hand", "C 7-1-10"),
            "discard": ("this card goes to its holder's discard pile", "C 7-1-7"),
            "unseal": ("the cards sealed under this card go to their holders' discard piles", "C 7-1-13"),
            "seal": (f"{chosen or 'a card'} is sealed under this card", "C 10-9"),
            "return_to_unused": (f"{chosen or 'this trump'} becomes unused again", "C 10-17"),
            "remove_from_game": (f"{chosen or 'this card'} goes face up out of the game", "C 10-18"),
            "use_as": (f"this card may be used as {name(e.as_card or '')}, with all of its information", "C 10-38"),
            "perjury": (f"this card may be used by perjury, declared as {name(e.as_card or '')}", "A 20-6-1"),
            "copy_of": (f"this card is a copy of {self.copied(e.of)}", "C 10-16"),
            "exchange": (f"this card is exchanged with {e.partner} from Extra, if it is still named {e.card_name}", "C 10-25"),
            "cannot_be_chosen": (f"this card cannot be chosen by {whose} effects", "C 10-33"),
        }
        if e.op in simple:
            said, clause = simple[e.op]
            self.cite(clause)
            return said
        if e.op == "to_deck":
            self.cite("C 7-1-6")
            end = {"top": "on top of", "bottom": "at the bottom of", "either": "on top of or at the bottom of"}
            return f"this card goes {end[e.deck_end]} its holder's deck"
        if e.op == "use_card":
            self.cite("C 9-2", "C 9-8")
            kind = f"{CARD_TYPES[e.card_type]} " if e.card_type else ""
            return agree(who, f"may use a {kind}card from hand")
        if e.op == "declare_as":
            self.cite("C 10-39")
            return f"this card may be declared as {name(e.as_card or '')}; refuted, {self.effects(e.then)}"
        if e.op == "add_effect":
            self.cite("C 10-14")
            return f"{chosen or 'this card'} gains the text: {self.effects(e.then)}"
        if e.op == "script":
            summary = script_summary(e.script)
            self.cite(*(f"{m[1]} {m[2]}" for m in CITATION.finditer(summary)))
            return summary
        return None

    def copied(self, of: str | None) -> str:
        """What ``copy_of`` names (C 10-16)."""
        if of is None:
            return "nothing"
        if of == "anvil":
            return "the card on its holder's Anvil"
        if of.startswith("sealed:"):
            return f"the card sealed under {self.namer.card(of.removeprefix('sealed:'))}"
        if of.startswith("by_crystals:"):
            _, card, names = of.split(":", 2)
            options = ", ".join(self.namer.card(n) for n in names.split(","))
            return f"a card picked by the crystals on {self.namer.card(card)} (in order: {options})"
        return self.namer.card(of)

    def statuses(self, e: Effect) -> str | None:
        who, whose = self.player(e)
        kind = f"{CARD_TYPES[e.card_type]} " if e.card_type else ""
        simple: dict[str, tuple[str, str]] = {
            "cannot_lose": (agree(who, "cannot lose"), "C 4-2"),
            "cannot_win": (agree(who, "cannot win"), "C 4-2"),
            "block_arrows": (f"arrows of cards move no crystal out of {words.zone(e.source, self.who)}", "C 10-1"),
            "modify_charge": (self.charge_change(e), "C 10-35-2"),
            "additional_cost": (
                f"{whose} {kind}cards cost in addition moving {self.amount(e, 'crystal')} from "
                f"{words.zone(e.source, self.who)} to {words.zone(e.dest, self.who)}",
                "C 10-31",
            ),
            "discard_cost": (
                f"the next card of {self.namer.goddess(e.goddess or '')} that {who} uses costs in addition "
                "discarding another of her cards from hand",
                "C 10-31",
            ),
            "lock_crystals": ("the crystals on this card move only by its own effects", "C 6-3"),
            "void_basic_action": (f"{whose} next basic action this turn resolves no effect", "C 9-6"),
            "lose_terminal": (f"{whose} cards lose 終端 (terminal)", "C 9-2"),
            "full_power_to_terminal": (f"{whose} normal full-power cards lose 《全力》 and gain 終端", "C 9-2"),
            "reduce_cost": (f"the cost of {APPLIES_TO.get(e.applies_to, 'this card')} is {self.amount(e)} lower", "C 6-2-1-12"),
            "redirect_crystals": (self.redirect(e), "C 6-3"),
            "aura_cap": (f"the arrows of your own cards may fill your aura up to {e.amount}", "C 7-1-3-1"),
            "aura_shield": ("the crystals on this card count as your aura while you take damage", "C 5-8-3"),
            "cannot_pay_concentration": (agree(who, "cannot pay concentration"), "C 9-6"),
            "reverse_arrows": ("the arrows of this card run the other way", "C 10-2"),
            "two_way_arrows": (
                f"the arrows of the cards you use{' from ' + words.card_zone(e.zone, self.who) if e.zone else ''} are two-way",
                "C 10-1",
            ),
            "cannot_basic_action": (agree(who, f"cannot perform {', '.join(e.moves) or 'basic actions'}"), "C 9-6"),
            "cannot_use_cards": (agree(who, f"cannot use {kind}cards"), "C 9-2"),
            "cannot_take_damage": (agree(who, "takes no damage"), "C 1-4"),
            "lose_on_destroy": (f"the enhancements {who} holds resolve no on-destroy effects", "C 9-5"),
            "keep_charge": ("at its holder's start phase she may leave this card's crystal on it", "C 8-1-3"),
            "charge_from_supply": ("its charge may be taken from the supply out of the game", "C 9-2-3"),
            "distance_is_aim": ("the current distance is its holder's aim, if she has one", "A 23-1-1"),
            "growth": (f"growth {e.amount} (生育)", "A 17-6"),
            "disproof_fatigue": (f"a failed disproof of this card's perjury costs {plural(e.amount, 'fatigue')}", "A 20-6-3"),
        }
        if e.op in simple:
            said, clause = simple[e.op]
            self.cite(clause)
            return said
        if e.op == "resurgence":
            self.cite("C 10-7")
            cond = words.condition(e.condition, self.who, self.namer) if e.condition else "always"
            return f"resurgence (再起): at its holder's end phase, if {cond}, this trump becomes unused"
        if e.op == "immediate_resurgence":
            self.cite("C 10-8")
            cond = words.condition(e.condition, self.who, self.namer) if e.condition else "always"
            return f"immediate resurgence (即再起): as soon as {cond}{' (coming to hold)' if e.becomes else ''}, this trump becomes unused"
        return None

    def charge_change(self, e: Effect) -> str:
        whose = "this card's" if e.applies_to == "this_card" else f"{self.player(e)[1]} enhancements'"
        if e.amount_of is not None:
            return f"{whose} charge changes by {e.amount:+d} for each of {words.quantity(e.amount_of, self.who)}"
        return f"{whose} charge is {e.amount:+d}"

    def redirect(self, e: Effect) -> str:
        dest = words.zone(e.dest, self.who)
        if e.applies_to == "this_attack":
            return f"the crystals this card's attack moves by its damage go to {dest} instead"
        if e.applies_to == "other_enhancements":
            return f"the start-phase crystal of each of your other enhancements goes to {dest} instead of the dust"
        return f"crystals leaving this card for the dust go to {dest} instead"

    def blocks(self, e: Effect) -> str | None:
        """The ops that hold other effects: may, if, choose one, reserve, replacements."""
        who = self.player(e)[0]
        if e.op == "may":
            self.cite("C 10-40")
            return agree(who, f"may: {self.effects(e.then)}")
        if e.op == "if":
            cond = words.condition(e.condition, self.who, self.namer) if e.condition else "it holds"
            said = f"if {cond}: {self.effects(e.then)}"
            if e.otherwise:
                said += f"; otherwise: {self.effects(e.otherwise)}"
            return said
        if e.op == "choose_one":
            options = "; ".join(f"({k}) {self.effects(c)}" for k, c in enumerate(e.choices, 1))
            return agree(who, f"chooses one: {options}")
        if e.op == "reserve":
            self.cite("C 9-1-3-4")
            return f"{self.moment(e)}: {self.effects(e.then)} (reserved: even if this card has left)"
        if e.op == "replace_use":
            self.cite("C 10-30")
            kind = f"{CARD_TYPES[e.card_type]} " if e.card_type else f"{e.category} " if e.category else ""
            return f"when {who} uses a {kind}card, instead of it: {self.effects(e.then)}"
        if e.op == "instead_of_reaction":
            self.cite("C 10-34")
            return f"instead of reacting with a card, its holder may: {self.effects(e.then)}"
        return None


def _number(subject: str, phrase: str) -> str:
    """A phrase written for one attack, for a plural subject ("your attacks get …")."""
    if not subject.endswith("attacks"):
        return phrase
    verb, _, rest = phrase.partition(" ")
    plural = {"gets": "get", "has": "have", "adds": "add", "removes": "remove", "keeps": "keep", "gains": "gain", "loses": "lose"}
    return f"{plural.get(verb, verb)} {rest}".rstrip()


def _signed(v: int | None) -> str:
    return "+0" if v is None else f"{v:+d}"

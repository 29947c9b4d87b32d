"""A whole card's reading (issue 16): the keywords and special conditions its facts carry, its effects
in printed order (``reading.Reader``), the open side of an umbrella-icon card, and what its goddess
module keeps in tables beside its text; the names of cards and goddesses in the reader's language.
"""

from __future__ import annotations

import inspect
import re
from collections.abc import Mapping

from . import carddb, words
from .model import CardDef, XValue
from .reading import Reader, ReadingLine, damage, plural, span, summary_of
from .romaji import romanised
from .words import CARD, Namer

# --- a card's facts that change how it is used or attacks -------------------------------------------


def _x(x: XValue, namer: Namer) -> str:
    said = words.quantity(x.quantity)
    if x.multiply != 1:
        said = f"{x.multiply} times {said}"
    if x.divide != 1:
        said = f"{said} divided by {x.divide}{', rounded up' if x.round_up else ''}"
    if x.negate:
        said = f"{x.offset} minus {said}"
    elif x.offset:
        said = f"{said} plus {x.offset}"
    return said


def fact_lines(d: CardDef, namer: Namer) -> list[ReadingLine]:
    """The keywords and special conditions of C 6-2-1, 9-2 and 10 a card carries beside its effects."""
    out: list[ReadingLine] = []

    def say(text: str, *clauses: str) -> None:
        out.append(ReadingLine(text, list(clauses)))

    if d.unavoidable:
        say("Unavoidable (不可避): no reaction can be used against its attack.", "C 9-4 iii")
    if d.terminal:
        say("Terminal (終端): after it, its user uses no more cards and performs no basic action this turn.", "C 9-2")
    if d.terminal_if is not None:
        say(f"Terminal (終端) while {words.condition(d.terminal_if, CARD, namer)}, read as its use ends.", "C 9-2", "A 8-2")
    if d.overcome:
        say("Overcome (超克): its attack's aura damage has no cap.", "C 10-21")
    for k in d.no_reaction:
        text, clause = words.keyword("no_reaction" if k == "all" else f"no_reaction_{k}")
        say(f"Its attack has {text}.", clause)
    if d.unnullifiable:
        say("Its attack cannot be nullified.", "C 10-23")
    if d.both_damages:
        say("Both damages of its attack are received.", "C 10-26")
    if d.distance_limit:
        say(f"Distance limit (間合制限) {d.distance_limit[0]}-{d.distance_limit[1]}: usable only at such a distance.", "C 10-37")
    if d.unguarded:
        say("Unguarded (隙): when its holder takes 1 or more life damage (not by a reshuffle), it goes face-down.", "C 10-6")
    if d.use_condition is not None:
        say(f"Usable only if {words.condition(d.use_condition, CARD, namer)}.", "C 9-2")
    if d.only_by_own_effect:
        say("Usable only by its own effect.", "C 9-2")
    if d.installation:
        say("Installation (設置): usable from the face-down pile just before its holder reshuffles.", "A 3-2", "A 3-3")
    if d.digital_installation:
        say("Digital installation (デジ設置): a main part that can make the part attack.", "A 3-6")
    if d.centrifugal:
        say("Centrifugal (遠心): usable only 2 or more farther than at the turn's start, before attacking.", "A 6-2")
    if d.burn:
        say("Burn (燃焼): using it costs burning one more artificial crystal.", "A 9-8")
    if d.unchoosable_in_hand:
        say("The opponent's effects cannot choose it in hand.", "C 10-33")
    if d.unsealable:
        say("It cannot be sealed.", "C 10-9")
    if d.returns_only_by_reshuffle:
        say("Out of hand and face-down pile, it returns to the deck or hand only by a reshuffle.", "C 9-7")
    if d.x is not None:
        said = f"X is {_x(d.x, namer)}"
        if d.x_damage:
            said += f"; its {' and '.join(d.x_damage)} damage is X"
        if d.x_range:
            said += "; its range is the single distance X"
        say(said + ".", "C 5-11")
    if d.y is not None:
        said = f"Y is {_x(d.y, namer)}"
        if d.y_damage:
            said += f"; its {' and '.join(d.y_damage)} damage is Y"
        say(said + ".", "C 5-11")
    if d.cost_x:
        say("Its cost is X, read as it is paid and fixed for the rest of that use.", "C 9-3-1")
    if d.reaction_if is not None:
        say(f"While {words.condition(d.reaction_if, CARD, namer)}, it may react as if it had 《対応》.", "C 9-4 i")
    if d.answers_only is not None:
        say(f"Usable only as a reaction to the attack of a {d.answers_only} card.", "C 9-2")
    if d.reaction_only:
        say("Usable only as a reaction to an attack.", "C 9-2", "C 9-4 i")
    if d.reaction_cost is not None:
        say(f"It may answer an opponent's attack as if it had 《対応》, paying {d.reaction_cost} instead of its cost.", "C 9-4 i")
    if d.face_down_after_use:
        say("Used, it may go face-down instead of to the discard pile.", "C 9-2")
    if d.usable_from_face_down:
        say("Usable from the face-down pile as if from hand.", "C 9-2")
    if d.market_cost:
        say("Its cost is the market value: its holder's market price.", "A 21-3-1")
    return out


# --- a card ----------------------------------------------------------------------------------------


def card_lines(d: CardDef, namer: Namer, extra: list[ReadingLine] | None = None) -> list[ReadingLine]:
    """A card's whole reading: its facts' keywords, its effects in printed order, the open side of an
    umbrella-icon card (A 4-2), and the lines its goddess's tables add."""
    reader = Reader(namer)
    lines = fact_lines(d, namer)
    prefix = "Umbrella closed — " if d.opened is not None else ""
    lines += [_prefixed(prefix, reader.line(e)) for e in d.effects]
    if d.opened is not None:
        lines.append(
            ReadingLine(
                f"Umbrella open: range {span(d.opened.range)}, damage {damage(d.opened.aura_damage, d.opened.life_damage)}.",
                ["A 4-2"],
            )
        )
        lines += [_prefixed("Umbrella open — ", reader.line(e)) for e in d.opened.effects]
    lines += extra or []
    if not lines:
        what = {"attack": "an attack with its range and damage", "enhancement": "an enhancement with its charge"}
        lines.append(
            ReadingLine(f"Its encoding has no effect beyond its facts ({what.get(d.type, 'its type and numbers')}); what its goddess's additional rules do with it is not part of the card.", ["C 6-2-1"])
        )
    return lines


def _prefixed(prefix: str, line: ReadingLine) -> ReadingLine:
    return ReadingLine(prefix + line.text, line.clauses) if prefix else line


# --- names in the reader's language -------------------------------------------------------------------

def card_names(f: carddb.CardFacts) -> dict[str, str | None]:
    """A real card's names: ja, ko, en, and ``latin``, the romanised fallback where it has no English
    name (``romaji``)."""
    return {"ja": f.name, "ko": f.name_ko, "en": f.name_en, "latin": f.name_en or romanised(f.name, f.name_ko)}


def goddess_names(g: carddb.Goddess) -> dict[str, str | None]:
    return {"ja": g.name, "ko": g.name_ko, "en": g.name_en, "latin": g.name_en or romanised(g.name, g.name_ko)}


def pick(names: dict[str, str | None], lang: str, fallback: str) -> str:
    """The name in `lang`; else the English or romanised one; else the Japanese; else `fallback`."""
    return names.get(lang) or names.get("latin") or names.get("ja") or fallback


class SeasonNamer(Namer):
    """Names the real cards of a season and the goddesses in one language; inline test cards by the
    names they were declared with."""

    def __init__(self, season: str = carddb.DEFAULT_SEASON, lang: str = "en", definitions: Mapping[str, CardDef] | None = None) -> None:
        self.season = season
        self.lang = lang
        self.definitions = definitions or {}

    def card(self, card_id: str) -> str:
        if card_id in self.definitions:
            return self.definitions[card_id].name
        try:
            return pick(card_names(carddb.card(card_id, self.season)), self.lang, card_id)
        except (carddb.CardNotFound, KeyError, ValueError):
            return card_id

    def goddess(self, key: str) -> str:
        try:
            return pick(goddess_names(carddb.goddess(key)), self.lang, key)
        except (KeyError, ValueError):
            return key


# --- the lines a goddess module's tables add -----------------------------------------------------------


def table_lines(rules_id: str, namer: Namer) -> list[ReadingLine]:
    """What a card does that its goddess module keeps in a table beside its text: Shinra's two stratagem
    texts (A 5-2), the texts of Oboro's custom parts by the number revealed (A 3-4-2), what Renri's relics
    resolve as they regress (A 20-5), and the achievement condition of Kanawe's plan faces (A 18-2-1-5)."""
    from .cards import g07_shinra, kanawe_story, oboro_parts, renri_historian

    reader = Reader(namer)
    out: list[ReadingLine] = []

    def branch(label: str, clause: str, text: object) -> None:
        if callable(text):
            summary = summary_of(inspect.getdoc(text) or "a procedure of the engine")
            out.append(ReadingLine(f"{label}: {summary}.", [clause]))
            return
        effects = list(text)  # type: ignore[call-overload]
        reader.clauses = [clause]
        out.append(ReadingLine(f"{label}: {reader.effects(effects)}.", reader.clauses))

    plan = g07_shinra.PLANS.get(rules_id)
    if plan is not None:
        branch("Under the divine stratagem (神算)", "A 5-2", plan.divine)
        branch("Under the devious stratagem (鬼謀)", "A 5-2", plan.devious)
    for k, text in enumerate(oboro_parts.CUSTOM_TEXTS.get(rules_id, ()), 1):
        branch(f"With {plural(k, 'custom part')} revealed", "A 3-4-2", text)
    if rules_id in renri_historian.REGRESSION:
        branch("As it regresses (回帰)", "A 20-5", renri_historian.REGRESSION[rules_id])
    condition = kanawe_story.CONDITION_SUMMARIES.get(carddb.card(rules_id).id) if _known(rules_id) else None
    if condition is not None:
        out.append(ReadingLine(f"Achieved at its holder's end phase if this turn {condition}.", ["A 18-2-1-5", "A 18-5"]))
    return out


def _known(card_id: str) -> bool:
    try:
        carddb.card(card_id)
    except (carddb.CardNotFound, KeyError, ValueError):
        return False
    return True


# --- the public entry points ---------------------------------------------------------------------------


def procedure_lines(rules_id: str) -> list[ReadingLine]:
    """What a real card does through its goddess's procedures rather than its effects (``Behaviour.by``:
    each procedure's docstring, with the clauses it names), and a printed text the engine does not
    encode, with why (``Behaviour.unencoded``)."""
    from .catalogue import implemented_cards

    b = implemented_cards().get(rules_id)
    if b is None:
        return []
    out = []
    for fn in b.by:
        summary = summary_of(inspect.getdoc(fn) or "a procedure of the engine")
        clauses = list(dict.fromkeys(CLAUSE_CITED.findall(summary)))  # every such docstring cites one (tested)
        out.append(ReadingLine(f"Through its goddess's rules — {summary}.", clauses))
    if b.unencoded is not None:
        out.append(ReadingLine(f"Not encoded: {b.unencoded}.", ["C 6-2-1"]))
    return out


# A clause cited in a docstring: "C 10-8", "A 15-2", "A 9-5" …
CLAUSE_CITED = re.compile(r"\b[CA] \d+(?:-\d+)*(?: [iv]+\b)?")


def definition_reading(d: CardDef, namer: Namer | None = None) -> list[ReadingLine]:
    """The reading of a card definition: an inline test card, or a real card's definition."""
    namer = namer or Namer()
    return card_lines(d, namer, table_lines(d.id, namer) + procedure_lines(d.id) if _known(d.id) else [])


def card_reading(card_id: str, season: str = carddb.DEFAULT_SEASON, lang: str = "en") -> list[ReadingLine] | None:
    """The reading of a real card of a season, or None when the engine does not encode it (another
    season's errata'd version). A plan card's will side (A 18-2-2-2) reads as that face of its card."""
    from .catalogue import CardNotImplemented, UnknownCard, real_card

    namer = SeasonNamer(season, lang)
    facts = carddb.card(card_id, season)
    if facts.back_of is not None:
        front = carddb.card(facts.back_of, season)
        lines = [ReadingLine(f"The will side of {namer.card(front.rules_id)}: a plan face with no text of its own.", ["A 18-2-2-2"])]
        return lines + table_lines(facts.rules_id, namer)
    try:
        d = real_card(facts.rules_id, season)
    except (CardNotImplemented, UnknownCard):
        return None
    return [_named(line, d, namer) for line in definition_reading(d, namer)]


def _named(line: ReadingLine, d: CardDef, namer: Namer) -> ReadingLine:
    """The card's own English name in a script's summary, given in the reader's language."""
    own = namer.card(d.id)
    if own == d.name or d.name not in line.text:
        return line
    return ReadingLine(line.text.replace(d.name, own), line.clauses)

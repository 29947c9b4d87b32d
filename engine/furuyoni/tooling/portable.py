"""Furuyoni's reading of portable conformance (the ``Portable`` capability, ``referee.portable``): which
scenarios an implementation that knows only the printed cards can run.

A scenario *needs test cards* when a position or setup it sends holds a card that is not a real card
of the default season: an inline test card (docs/test-cards.md) or the standard test deck. Otherwise
it uses real cards only (named by rules id, docs/real-cards.md) and any engine that implements the
printed cards of season ``na-s9-2`` can answer it without our test-card language.

Declaring test cards is not using them: most core feature files declare their test cards once, in the
feature's Background, and the step definitions send a position's ``definitions`` only when one of its
cards is a test card (``tests/furuyoni/steps/duel.py``), so a scenario of real cards in such a file sends none.

The reading here is static (the coverage report, and the selection of ``--real-cards-only``, need it
before anything runs); the steps check it at run time both ways (a scenario read as real-card sends no
test card, and one read as needing test cards sends one), so the two cannot drift apart.

A scenario needs test cards when:

- a player's goddess choice deals the standard test deck (``with the test deck``), and no later
  choice of that player replaces it (``with real cards``, or the goddesses alone before a deck choice);
- a step other than a declaration (``the test cards:`` table, ``"x" has the effect …``) names a test
  card its scenario or Background declares: as a word of the step, of its table or of the Examples;
- a step names, as ``"Name" (ID)`` or by bare rules id, a card that is not a card of the default season.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import cache

from referee.gherkin import Scenario, Step

from .. import carddb

DECLARE = "the test cards:"
EFFECT = re.compile(r'^"[^"]+" has the effect "')
# a player's goddess choice at setup (C 2): with the test deck, or with real cards (a later choice of the
# same player replaces an earlier one)
CHOICE = re.compile(r"^(?P<who>[AB]) chooses (?:only the goddess|the goddesses|three goddesses) ")
TEST_DECK = re.compile(r"\bwith the test deck$")
# a real card named in a step: "Name" (NA-…) (Thallya's TransForm cards: "TransForm Card 01", A 9-1),
# or a bare rules id
REAL_MENTION = re.compile(r'"[^"]*"\s*\(((?:NA-|TransForm Card )[^)]+)\)')
BARE_ID = re.compile(r"\bNA-[\w/-]+")
WORD = re.compile(r"[A-Za-z0-9_][\w-]*")
# phrases of the step vocabulary (docs/scenarios.md) whose words some files also use as test-card ids
# ("top", "card", "plan", "gauge", "flow"): they never name a card
VOCABULARY = re.compile(
    r"\bfrom the top\b|\bon top of\b|\bat the bottom of\b|\b\d+ cards? in\b|\bprepared plan\b|\bplan crystal\b"
    r"|\bno prepared plan\b|\btaboo gauge\b|'s flow\b"
)
# a step that starts the position afresh at a moment of the duel: the cards placed before it are gone
MOMENT = re.compile(r"^a duel (in|at) ")


@cache
def default_season_ids() -> frozenset[str]:
    """The rules ids of the default season's cards (canonical spelling)."""
    return frozenset(c.rules_id for c in carddb.season_cards())


def is_default_season_card(card_id: str) -> bool:
    """Whether ``card_id`` (any spelling ``carddb`` accepts) names a card of the default season."""
    if card_id in default_season_ids():
        return True
    try:
        return carddb.card(card_id).rules_id in default_season_ids()
    except KeyError:
        return False


def declared_test_cards(steps: Iterable[Step]) -> set[str]:
    """The ids of the test cards the ``the test cards:`` tables among ``steps`` declare."""
    out: set[str] = set()
    for step in steps:
        if step.text.strip() == DECLARE and step.table:
            head = step.table[0]
            if "id" in head:
                col = head.index("id")
                out |= {row[col] for row in step.table[1:] if len(row) > col and row[col]}
    return out


def _is_declaration(step: Step) -> bool:
    return step.text.strip() == DECLARE or EFFECT.match(step.text) is not None


def _texts(step: Step) -> list[str]:
    return [step.text, *(cell for row in step.table or [] for cell in row)]


def needs_test_cards(sc: Scenario) -> str | None:
    """Why ``sc`` needs test cards (a short reason naming the card or step), or None: real cards only."""
    steps = [*sc.background, *sc.steps]
    declared = declared_test_cards(steps)
    examples = [cell for ex in sc.examples for row in ex.rows for cell in row]
    used: str | None = None
    test_deck: dict[str, bool] = {}
    for step in steps:
        choice = CHOICE.match(step.text)
        if choice:
            test_deck[choice["who"]] = TEST_DECK.search(step.text) is not None
        for text in _texts(step):
            for card_id in [*REAL_MENTION.findall(text), *BARE_ID.findall(REAL_MENTION.sub("", text))]:
                if not is_default_season_card(card_id.strip()):
                    return f"names {card_id.strip()}, not a card of {carddb.DEFAULT_SEASON}"
        if MOMENT.match(step.text):
            used = None  # a fresh position: what the Background placed is gone (the declarations stay)
        if used or _is_declaration(step) or not declared:
            continue
        for text in _texts(step):
            hit = _first_test_card(text, declared)
            if hit:
                used = f"uses the test card {hit!r}"
                break
    if used:
        return used
    if any(test_deck.values()):
        return "deals the test deck"
    for cell in examples:
        hit = _first_test_card(cell, declared)
        if hit:
            return f"uses the test card {hit!r} (Examples)"
    return None


def _first_test_card(text: str, declared: set[str]) -> str | None:
    plain = VOCABULARY.sub(" ", REAL_MENTION.sub("", text))
    word: str
    for word in WORD.findall(plain):
        if word in declared:
            return word
    return None


def declares_test_cards(document: dict[str, object]) -> bool:
    """Whether a position (its ``state``) or a setup declares test cards: its ``definitions``."""
    state = document.get("state")
    return any(isinstance(doc, dict) and bool(doc.get("definitions")) for doc in (state, document))

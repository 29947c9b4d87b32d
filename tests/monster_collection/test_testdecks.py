"""The test deck that random games play (``engine/monster_collection/testdecks.py``) carries every keyword of
chapter 15 — heroes (15.1), chains (15.2), 対抗不可 (15.3), each additional rule (15.4) and 枚数制限解除 (15.5.3)
— so that ``referee games --game monster-collection`` plays them all; and it is a legal deck (3.3.2)."""

from __future__ import annotations

import dataclasses

from pydantic import TypeAdapter

from engine.monster_collection.model import CardDef, Keywords
from engine.monster_collection.procedures.setup import check_deck
from engine.monster_collection.testdecks import KEYWORD_CARDS, TEST_CARDS, TEST_DECK
from engine.monster_collection.validate import check_definitions


def definitions() -> dict[str, CardDef]:
    """The test cards read as the API reads them (pydantic validation of the JSON)."""
    return TypeAdapter(dict[str, CardDef]).validate_python(TEST_CARDS)


def test_the_test_deck_is_legal() -> None:
    defs = definitions()
    check_definitions(defs)
    check_deck(0, list(TEST_DECK), defs)


def test_every_additional_rule_and_construction_keyword_is_in_the_deck() -> None:
    defs = definitions()
    in_deck = [defs[c].keywords for c in TEST_DECK if defs[c].keywords is not None]
    for f in dataclasses.fields(Keywords):
        default = getattr(Keywords(), f.name)
        assert any(getattr(kw, f.name) != default for kw in in_deck if kw is not None), f"no card has {f.name}"


def test_heroes_chains_and_uncounterable_are_in_the_deck() -> None:
    defs = definitions()
    cards = [defs[c] for c in TEST_DECK]
    assert any(d.hero is not None for d in cards), "no hero (15.1)"
    chained = [a.name for d in cards for a in d.abilities if a.chain]
    assert any(chained.count(n) >= 2 for n in chained), "no two chain abilities of one name (15.2.2)"
    assert any(a.uncounterable for d in cards for a in d.abilities), "no 対抗不可 ability (15.3)"


def test_the_keyword_cards_are_in_the_deck_and_the_copy_limit_is_lifted() -> None:
    defs = definitions()
    assert set(KEYWORD_CARDS) <= set(TEST_DECK)
    assert any(
        TEST_DECK.count(c) > 3 and (defs[c].keywords is not None and defs[c].keywords.unlimited) for c in TEST_DECK
    ), "no card over three copies under 枚数制限解除 (15.5.3.2)"

"""Card readings (issue 16): every card of the default season reads, in words generated from its encoding,
what the engine believes it does, each sentence citing clauses of the index; a scripted effect reads as its
procedure's documented summary, never as "script"."""

from __future__ import annotations

import re

import pytest

from engine.furuyoni import carddb, catalogue
from engine.furuyoni.card_reading import CLAUSE_CITED, card_reading, definition_reading
from engine.furuyoni.editions.ko_2025_01_31 import load_clause_index
from engine.furuyoni.model import CardDef, Condition, Effect
from engine.furuyoni.reading import summary_of
from engine.furuyoni.romaji import romanised

SEASON_CARDS = [c for c in carddb.season_cards() if not c.placeholder]


def test_every_card_of_the_default_season_has_a_reading() -> None:
    index = load_clause_index()
    for c in SEASON_CARDS:
        lines = card_reading(c.rules_id)
        assert lines, c.rules_id
        for line in lines:
            assert line.text.strip(), c.rules_id
            assert not re.search(r"\bscript\b", line.text, re.I), (c.rules_id, line.text)
            assert "without a documented summary" not in line.text, (c.rules_id, line.text)
            assert line.clauses, (c.rules_id, line.text)
            for clause in line.clauses:
                assert index.get("-".join(clause.split(" ")[:2])) is not None, (c.rules_id, clause)


def test_every_script_has_a_documented_summary() -> None:
    catalogue.implemented_cards()
    undocumented = [name for name, fn in catalogue.SCRIPTS.items() if not (fn.__doc__ or "").strip()]
    assert undocumented == []


def test_a_reading_follows_the_encoding() -> None:
    """Brandish: +1/+0 while Yurina's life is 3 or less, read from its condition and modification."""
    [line] = card_reading("NA-01-yurina-O-N-2") or []
    assert line.text == "Always: while your life is 3 or less, this attack gets +1/+0."
    assert line.clauses == ["C 9-1-1-2", "C 10-3", "C 5-6", "C 5-5-4"]


def test_a_scripted_effect_reads_as_its_procedures_summary() -> None:
    """Yurina's Kamukura Legacy returns used trumps by a procedure: its reading is that procedure's summary."""
    card = "NA-01-yurina-A2-S-1"
    scripts = [e.script for e in catalogue.real_card(card).effects if e.op == "script"]
    assert scripts, "the example card has a scripted effect"
    first_words = " ".join((catalogue.SCRIPTS[scripts[0] or ""].__doc__ or "").split()[:5])
    assert any(first_words in line.text for line in card_reading(card) or [])


def test_names_in_the_requested_language() -> None:
    """A card named by another card's id (use_as, C 10-38) names it in the reader's language."""
    card = CardDef(id="t", name="T", type="action", effects=[Effect(timing="constant", op="use_as", as_card="NA-01-yurina-O-N-1")])
    assert "Slash" in definition_reading(card)[0].text or "NA-01-yurina-O-N-1" in definition_reading(card)[0].text
    ja = card_reading("NA-01-yurina-O-N-2", lang="ja")
    assert ja == card_reading("NA-01-yurina-O-N-2")  # no card named: the same words


@pytest.mark.parametrize(
    ("effect", "expected"),
    [
        (Effect(timing="on_use", op="move", source="distance", dest="self.aura", amount=2), "move 2 crystals from the distance to your aura"),
        (Effect(timing="on_use", op="draw", player="opponent"), "the opponent draws 1 card"),
        (Effect(timing="on_use", op="flinch"), "you flinch"),
        (
            Effect(timing="on_use", op="if", condition=Condition(quantity="self.concentration", compare=">=", value=2),
                   then=[Effect(timing="on_use", op="gain_concentration")]),
            "if your concentration is 2 or more: you gain 1 concentration",
        ),
        (
            Effect(timing="on_use", op="choose_one", choices=[[Effect(timing="on_use", op="draw")], [Effect(timing="on_use", op="flinch", player="opponent")]]),
            "you choose one: (1) you draw 1 card; (2) the opponent flinches",
        ),
    ],
)
def test_test_card_effects_read_plainly(effect: Effect, expected: str) -> None:
    [line] = definition_reading(CardDef(id="t", name="T", type="action", effects=[effect]))
    assert expected in line.text


# Cards whose printed text is carried out by their goddess's procedures, not by effects of their own
# (Behaviour.by), and one whose texts the engine leaves unencoded (Behaviour.unencoded).
THROUGH_PROCEDURES = [
    ("NA-11-thallya-O-S-1", "maneuver changes the distance"),  # Alpha-Edge
    ("NA-11-thallya-O-S-3", "the other way"),  # Thallya's Masterpiece
    ("NA-12-raira-storm", "lowers it by 1 to 3"),
    ("NA-17-hatsumi-A1-D-1", "tailwind"),
    ("NA-22-renri-A1-N-2", "declared as any normal card"),  # Fog of Deception
    ("NA-22-renri-A1-N-6", "exchanged with a normal card"),  # Divine Gift
    ("NA-23-akina-O-S-3", "instead of its holder's defeat"),  # Protection Money
    ("NA-10-kururu-A2-S-4", "every number printed in that gear box is doubled"),  # Connecdive
    ("TransForm Card A1-01", "once the opponent of its holder has reshuffled"),  # Form: KINNARI
    ("NA-11-thallya-A1-N-5", "sealed under her deployed Quick Change"),
    ("NA-16-yatsuha-A1-S-4", "just before its holder reshuffles"),  # Naughtbloom of the Eight Mirrors
]


@pytest.mark.parametrize(("card", "words"), THROUGH_PROCEDURES)
def test_a_card_carried_out_by_its_goddesss_rules_reads_them(card: str, words: str) -> None:
    """Issue 16: such a card read "no effect beyond its facts", which a judge would take at its word."""
    lines = card_reading(card) or []
    said = [line for line in lines if line.text.startswith("Through its goddess's rules")]
    assert said and words in said[0].text and said[0].clauses, lines
    assert not any("beyond its facts" in line.text for line in lines)


def test_an_unencoded_text_is_said_not_hidden() -> None:
    lines = card_reading("NA-22-kiriko-O-S-1") or []
    assert [line.text for line in lines if line.text.startswith("Not encoded:")], lines
    assert not any("beyond its facts" in line.text for line in lines)


def test_every_procedure_a_card_names_is_documented_with_its_clauses() -> None:
    """A card's reading gives the procedure's summary and the clauses it cites: no summary without one."""
    uncited = [
        (card, fn.__name__)
        for card, b in catalogue.implemented_cards().items()
        for fn in b.by
        if not CLAUSE_CITED.search(summary_of(fn.__doc__ or ""))
    ]
    assert uncited == []


def test_a_card_without_text_says_so() -> None:
    [line] = definition_reading(CardDef(id="t", name="T", range=[3, 4], aura_damage=2, life_damage=1))
    assert "no effect beyond its facts" in line.text and line.clauses == ["C 6-2-1"]


def test_romanised_fallback_names() -> None:
    assert romanised("ミソラ", "미소라") == "Misora"  # kana: Hepburn
    assert romanised("カスタムパーツA", None) == "Kasutamupaatsu A"
    assert romanised("弓流し", "활 흘리기") == "Hwal Heulligi"  # kanji: the Korean name's letters
    assert romanised(None, None) is None

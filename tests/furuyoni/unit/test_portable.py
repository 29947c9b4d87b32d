"""Which Furuyoni scenarios need test cards (engine/furuyoni/tooling/portable.py, behind referee.portable):
the static reading that the coverage report and ``--real-cards-only`` use. The steps check the same
reading at run time (tests/furuyoni/steps/duel.py)."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.furuyoni.tooling.portable import is_default_season_card, needs_test_cards
from engine.games import get_game
from referee.gherkin import read_feature
from referee.portable import classify

HEAD = """Feature: C 9-9 Something
  Background:
    Given a duel in A's main phase with a standard action
    And the test cards:
      | id    | type   | range | damage |
      | slash | attack | 3-4   | 3/1    |
      | top   | action |       |        |
    And "slash" has the effect "after_attack: draw self 1"

"""


def readings(tmp_path: Path, body: str, head: str = HEAD) -> dict[str, str | None]:
    path = tmp_path / "features" / "x.feature"
    path.parent.mkdir(exist_ok=True)
    path.write_text(head + body, encoding="utf-8")
    return {sc.name: needs_test_cards(sc) for sc in read_feature(path, tmp_path)}


def test_a_background_that_only_declares_test_cards_does_not_make_a_real_card_scenario_need_them(
    tmp_path: Path,
) -> None:
    got = readings(
        tmp_path,
        """
  @clause:C-9-9
  Scenario: real
    Given A holds "Slash" (NA-01-yurina-O-N-1) in hand
    When A uses "Slash"
    Then B has aura 0
""",
    )
    assert got == {"real": None}


def test_the_step_vocabulary_is_not_read_as_test_cards(tmp_path: Path) -> None:
    """Words of the steps' own phrases ("from the top", "1 card in") are no card, even where a file
    declares a test card of that name; the same word placing the card is one."""
    got = readings(
        tmp_path,
        """
  Scenario: real deck
    Given A's deck is "Slash" (NA-01-yurina-O-N-1) from the top
    Then A has 1 card in deck

  Scenario: test deck
    Given A's deck is top from the top
""",
    )
    assert got == {"real deck": None, "test deck": "uses the test card 'top'"}


def test_a_declared_id_used_as_a_plain_word_is_read_as_that_test_card(tmp_path: Path) -> None:
    """Outside the step vocabulary the reading is conservative: a declared id anywhere in a step counts;
    the run-time check reports a scenario so read that sends no test card."""
    got = readings(
        tmp_path,
        """
  Scenario: a word
    Then the options include top
""",
    )
    assert got == {"a word": "uses the test card 'top'"}


def test_placing_a_declared_test_card_needs_test_cards(tmp_path: Path) -> None:
    got = readings(
        tmp_path,
        """
  Scenario: placed
    Given A holds slash in hand
    When A uses "slash"

  Scenario: named exactly
    Given B holds "B:slash" in hand
""",
    )
    assert got == {"placed": "uses the test card 'slash'", "named exactly": "uses the test card 'slash'"}


def test_a_test_card_named_only_in_a_declaration_is_not_used(tmp_path: Path) -> None:
    got = readings(
        tmp_path,
        """
  Scenario: declares more
    Given "slash" has the effect "on_use: draw self 1"
    And A holds "Slash" (NA-01-yurina-O-N-1) in hand
""",
    )
    assert got == {"declares more": None}


def test_a_fresh_moment_forgets_the_cards_the_background_placed(tmp_path: Path) -> None:
    head = HEAD + "    And A holds slash in hand\n\n"
    got = readings(
        tmp_path,
        """
  Scenario: inherits the placed card
    When A uses "slash"

  Scenario: starts afresh
    Given a duel in A's end phase
    And A holds "Slash" (NA-01-yurina-O-N-1) in hand

  Scenario: starts afresh but places one again
    Given a duel in A's end phase
    And A holds slash in hand
""",
        head,
    )
    assert got == {
        "inherits the placed card": "uses the test card 'slash'",
        "starts afresh": None,
        "starts afresh but places one again": "uses the test card 'slash'",
    }


def test_the_test_deck_and_cards_of_other_seasons_need_test_cards(tmp_path: Path) -> None:
    got = readings(
        tmp_path,
        """
  Scenario: test deck
    Given A chooses the goddesses "yurina" and "saine" with the test deck

  Scenario: real deck
    Given A chooses the goddesses "yurina" and "saine" with real cards, deck seed 3

  Scenario: another season
    Given A holds "Old" (NA-02-saine-A1-N-3) in hand

  Scenario: bare id of another season
    Given A holds NA-02-saine-A1-N-3 in hand
""",
        "Feature: C 2 x\n",
    )
    assert got == {
        "test deck": "deals the test deck",
        "real deck": None,
        "another season": "names NA-02-saine-A1-N-3, not a card of na-s9-2",
        "bare id of another season": "names NA-02-saine-A1-N-3, not a card of na-s9-2",
    }


def test_examples_and_step_tables_count(tmp_path: Path) -> None:
    got = readings(
        tmp_path,
        """
  Scenario Outline: outline
    Given A holds <card> in hand

    Examples:
      | card  |
      | slash |

  Scenario: table
    Given A's hand:
      | card  |
      | slash |
""",
    )
    assert got == {"outline": "uses the test card 'slash' (Examples)", "table": "uses the test card 'slash'"}


def test_a_rule_background_counts_for_its_scenarios_only(tmp_path: Path) -> None:
    got = readings(
        tmp_path,
        """
  Rule: with a placed card
    Background:
      Given A holds slash in hand

    Scenario: in the rule
      When A uses "slash"

  Rule: without
    Scenario: real one
      Given A holds "Slash" (NA-01-yurina-O-N-1) in hand
""",
    )
    assert got == {"in the rule": "uses the test card 'slash'", "real one": None}


@pytest.mark.parametrize(
    ("card", "real"),
    [
        ("NA-01-yurina-O-N-1", True),
        ("01-yurina-o-n-1", True),
        ("TransForm Card 01", True),
        ("NA-02-saine-A1-N-3", False),  # a card of seasons up to na-s8-2 only
        ("NA-99-nobody-O-N-1", False),
    ],
)
def test_default_season_cards(card: str, real: bool) -> None:
    assert is_default_season_card(card) is real


def test_classify_keeps_the_clauses(tmp_path: Path) -> None:
    path = tmp_path / "features" / "x.feature"
    path.parent.mkdir()
    path.write_text(HEAD + "  @clause:C-9-9\n  Scenario: s\n    Given A holds slash in hand\n", encoding="utf-8")
    (sc,) = read_feature(path, tmp_path)
    got = classify(get_game("furuyoni"), sc)
    assert (got.file, got.clauses, got.real_cards_only) == ("features/x.feature", ("C-9-9",), False)

"""Furuyoni's coverage targets: every testable clause of the core rules C 1–9 has a scenario or a
written waiver, and every testable clause a scenario of real cards only or a written reason why none
can (the books every game keeps are checked by tests/unit/test_scenario_tags.py)."""

from __future__ import annotations

from pathlib import Path

from engine.games import get_game
from referee.coverage import report, uncovered, without_real_cards

FEATURES = Path(__file__).resolve().parents[3] / "features" / "furuyoni"
GAME = get_game("furuyoni")
CORE = tuple(f"C-{n}" for n in range(1, 10))


def test_every_testable_core_clause_1_to_9_has_a_scenario_or_a_waiver() -> None:
    assert uncovered(report(GAME, FEATURES, CORE)) == []


def test_every_testable_clause_has_a_scenario_of_real_cards_only_or_a_reason_why_none_can() -> None:
    """Issue #24: an implementation that knows only the printed cards can check every clause it can."""
    assert without_real_cards(report(GAME, FEATURES)) == []


def test_the_real_card_count_follows_the_portable_reading(tmp_path: Path) -> None:
    features = tmp_path / "features" / "furuyoni"
    features.mkdir(parents=True)
    (features / "x.feature").write_text(
        """Feature: C 9-2 x
  Background:
    Given a duel in A's main phase with a standard action
    And the test cards:
      | id    | type   | range | damage |
      | slash | attack | 3-4   | 3/1    |

  @clause:C-9-2
  Scenario: test card
    Given A holds slash in hand

  @clause:C-9-2 @clause:C-9-4
  Scenario: real card
    Given A holds "Slash" (NA-01-yurina-O-N-1) in hand
""",
        encoding="utf-8",
    )
    clauses = report(GAME, features)["clauses"]
    assert (clauses["C-9-2"]["scenarios"], clauses["C-9-2"]["real_card_scenarios"]) == (2, 1)
    assert (clauses["C-9-4"]["scenarios"], clauses["C-9-4"]["real_card_scenarios"]) == (1, 1)

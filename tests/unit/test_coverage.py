"""The suite's own bookkeeping: every scenario names its clauses, every tag is a clause of the index,
and every testable clause of the core rules C 1–9 has a scenario or a written waiver."""

from __future__ import annotations

from pathlib import Path

from engine.furuyoni.editions.ko_2025_01_31 import load_clause_index
from referee.coverage import REAL_CARD_WAIVERS, load_waivers, report, scan, uncovered, without_real_cards

FEATURES = Path(__file__).resolve().parents[2] / "features"
CORE = tuple(f"C-{n}" for n in range(1, 10))


def test_every_scenario_is_tagged_with_a_clause() -> None:
    untagged = [f"{s.file}: {s.name}" for s in scan(FEATURES) if not s.clauses]
    assert not untagged, untagged


def test_every_tag_names_a_clause_of_the_index() -> None:
    assert report(FEATURES)["unknown_tags"] == []


def test_every_testable_core_clause_1_to_9_has_a_scenario_or_a_waiver() -> None:
    assert uncovered(report(FEATURES, CORE)) == []


def test_waivers_are_for_testable_uncovered_clauses_and_give_a_reason() -> None:
    index = load_clause_index()
    rep = report(FEATURES)
    for cid, reason in load_waivers(FEATURES / "waivers.toml").items():
        clause = index.get(cid)
        assert clause is not None and clause.kind == "T", cid
        assert len(reason) > 40, f"{cid}: a waiver says why"
        assert rep["clauses"][cid]["scenarios"] == 0, f"{cid} has scenarios now: drop the waiver"


def test_every_testable_clause_has_a_scenario_of_real_cards_only_or_a_reason_why_none_can() -> None:
    """Issue #24: an implementation that knows only the printed cards can check every clause it can."""
    assert without_real_cards(report(FEATURES)) == []


def test_real_card_waivers_are_for_testable_clauses_without_real_card_scenarios_and_give_a_reason() -> None:
    index = load_clause_index()
    rep = report(FEATURES)
    waivers = load_waivers(FEATURES / REAL_CARD_WAIVERS)
    assert waivers, "the file lists the clauses no real card can exercise"
    for cid, reason in waivers.items():
        clause = index.get(cid)
        assert clause is not None and clause.kind == "T", cid
        assert len(reason) > 40, f"{cid}: a waiver says why"
        assert rep["clauses"][cid]["real_card_scenarios"] == 0, f"{cid} has real-card scenarios now: drop the waiver"
        assert rep["clauses"][cid]["scenarios"] > 0, f"{cid}: the test-card scenarios stay"


def test_the_real_card_count_follows_the_portable_reading(tmp_path: Path) -> None:
    features = tmp_path / "features"
    features.mkdir()
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
    clauses = report(features)["clauses"]
    assert (clauses["C-9-2"]["scenarios"], clauses["C-9-2"]["real_card_scenarios"]) == (2, 1)
    assert (clauses["C-9-4"]["scenarios"], clauses["C-9-4"]["real_card_scenarios"]) == (1, 1)

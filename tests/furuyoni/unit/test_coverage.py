"""Furuyoni's coverage target: every testable clause of the core rules C 1–9 has a scenario or a
written waiver (the books every game keeps are checked by tests/unit/test_scenario_tags.py)."""

from __future__ import annotations

from pathlib import Path

from engine.games import get_game
from referee.coverage import report, uncovered

FEATURES = Path(__file__).resolve().parents[3] / "features" / "furuyoni"
GAME = get_game("furuyoni")
CORE = tuple(f"C-{n}" for n in range(1, 10))


def test_every_testable_core_clause_1_to_9_has_a_scenario_or_a_waiver() -> None:
    assert uncovered(report(GAME, FEATURES, CORE)) == []

"""The suite's own bookkeeping: every scenario names its clauses, every tag is a clause of the index,
and every testable clause of the core rules C 1–9 has a scenario or a written waiver."""

from __future__ import annotations

from pathlib import Path

from engine.furuyoni.editions.ko_2025_01_31 import load_clause_index
from engine.games import get_game
from referee.coverage import load_waivers, report, scan, uncovered

FEATURES = Path(__file__).resolve().parents[3] / "features" / "furuyoni"
GAME = get_game("furuyoni")
CORE = tuple(f"C-{n}" for n in range(1, 10))


def test_every_scenario_is_tagged_with_a_clause() -> None:
    untagged = [f"{s.file}: {s.name}" for s in scan(FEATURES) if not s.clauses]
    assert not untagged, untagged


def test_every_tag_names_a_clause_of_the_index() -> None:
    assert report(GAME, FEATURES)["unknown_tags"] == []


def test_every_testable_core_clause_1_to_9_has_a_scenario_or_a_waiver() -> None:
    assert uncovered(report(GAME, FEATURES, CORE)) == []


def test_waivers_are_for_testable_uncovered_clauses_and_give_a_reason() -> None:
    index = load_clause_index()
    rep = report(GAME, FEATURES)
    for cid, reason in load_waivers(FEATURES / "waivers.toml").items():
        clause = index.get(cid)
        assert clause is not None and clause.kind == "T", cid
        assert len(reason) > 40, f"{cid}: a waiver says why"
        assert rep["clauses"][cid]["scenarios"] == 0, f"{cid} has scenarios now: drop the waiver"

"""Every game's suite keeps its own books (coverage, ``referee/coverage.py``): every scenario names its
clauses, every tag is a clause of the game's index, and every waiver is for a testable clause without
a scenario and says why."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.games import game_ids, get_game
from referee.coverage import REAL_CARD_WAIVERS, game_features, load_waivers, report, scan

ROOT = Path(__file__).resolve().parents[2] / "features"


@pytest.mark.parametrize("game_id", game_ids())
def test_every_scenario_is_tagged_with_a_clause(game_id: str) -> None:
    untagged = [f"{s.file}: {s.name}" for s in scan(game_features(get_game(game_id), ROOT)) if not s.clauses]
    assert not untagged, untagged


@pytest.mark.parametrize("game_id", game_ids())
def test_every_tag_names_a_clause_of_the_index(game_id: str) -> None:
    game = get_game(game_id)
    assert report(game, game_features(game, ROOT))["unknown_tags"] == []


@pytest.mark.parametrize("game_id", game_ids())
def test_waivers_are_for_testable_uncovered_clauses_and_give_a_reason(game_id: str) -> None:
    game = get_game(game_id)
    features = game_features(game, ROOT)
    index = game.index()
    rep = report(game, features)
    for cid, reason in load_waivers(features / "waivers.toml").items():
        clause = index.get(cid)
        assert clause is not None and clause.kind == "T", cid
        assert len(reason) > 40, f"{cid}: a waiver says why"
        assert rep["clauses"][cid]["scenarios"] == 0, f"{cid} has scenarios now: drop the waiver"


@pytest.mark.parametrize("game_id", game_ids())
def test_real_card_waivers_are_for_testable_clauses_without_real_card_scenarios_and_give_a_reason(
    game_id: str,
) -> None:
    """``features/<game>/real-card-waivers.toml``: why no scenario of real cards only can exercise a clause
    (issue #24), for clauses that keep their scenarios with test cards."""
    game = get_game(game_id)
    features = game_features(game, ROOT)
    index = game.index()
    rep = report(game, features)
    for cid, reason in load_waivers(features / REAL_CARD_WAIVERS).items():
        clause = index.get(cid)
        assert clause is not None and clause.kind == "T", cid
        assert len(reason) > 40, f"{cid}: a waiver says why"
        assert rep["clauses"][cid]["real_card_scenarios"] == 0, f"{cid} has real-card scenarios now: drop the waiver"
        assert rep["clauses"][cid]["scenarios"] > 0, f"{cid}: the test-card scenarios stay"

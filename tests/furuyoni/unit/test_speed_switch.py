"""Issue 22: the engine's speed-ups (``engine.furuyoni.fast``) change no ruling and no position. The
differential plays random real-card games in two processes, the speed-ups on and off
(``FURUYONI_NO_FAST=1``), and compares every decision's digest; the pre-land run plays 200 games
(``python -m referee speed-differential``), this test a few."""

from __future__ import annotations

import copy

from engine.furuyoni import api
from engine.furuyoni.tooling.bench_case import real_ruling_case
from engine.furuyoni.tooling.speed_diff import compare, main


def test_speed_ups_on_and_off_give_the_same_rulings_and_positions() -> None:
    result = main(games=4, goddesses="1-25", timeout=600)
    assert result["games"] == 4
    assert result["decisions"] > 100  # whole games were played, not empty lists
    assert result["differences"] == []


def test_the_comparison_reports_the_first_differing_decision_and_errors() -> None:
    side = {"fast": True, "games": [{"pair": ["a", "b"], "seed": 0, "decisions": ["x", "y", "z"], "error": None}]}
    other = copy.deepcopy(side)
    assert compare(side, other)["differences"] == []
    other["games"][0]["decisions"][1] = "w"
    assert compare(side, other)["differences"] == ["a + b, seed 0: decision 2 differs (on y, off w)"]
    other = copy.deepcopy(side)
    other["games"][0]["decisions"].pop()  # one side stopped early
    other["games"][0]["error"] = "AssertionError: boom"
    assert len(compare(side, other)["differences"]) == 2


def test_the_real_card_ruling_case_is_fixed_and_rules_legally() -> None:
    position, actions = real_ruling_case()
    again, same = real_ruling_case()
    assert (position, actions) == (again, same)
    assert position["answers"] == []  # a stable position at a main-phase decision
    result = api.adjudicate(position, actions)
    assert [r["legal"] for r in result["rulings"]] == [True, True]

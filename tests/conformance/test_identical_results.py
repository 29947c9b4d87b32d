"""ARCHITECTURE decision 6, for every game: its suite run against our own referee over HTTP, and
against the JSON-lines example adapter, gives exactly the in-process result — clause by clause and
scenario by scenario. The implementations are compared with each other, not with "all pass", so a
scenario someone is still writing does not break this test.

The in-process result of every scenario is what ``tests/<game>/test_scenarios.py`` checks in the same
run (against ``expectations/<game>/inprocess.toml``), so the suite is not played in-process a second
time here: the HTTP and JSON-lines runs are compared with each other — in full, except for a suite of
more than ``SAMPLE_ABOVE`` feature files (Furuyoni's and Monster Collection's), compared over every other file for CI's time —
and with an in-process run of the scenarios that do not pass over them. ``FURUYONI_CONFORMANCE_FULL=1`` plays the whole suite
in-process here too and compares all three in full (the check as it was first written, a third more
work).

The referee is started once on a free loopback port with one worker and stopped at the end; each
game's runs go in parallel, each bounded in time."""

from __future__ import annotations

import os
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import pytest

from engine.games import game_ids, get_game
from referee.conformance.report import build_report, per_clause
from referee.conformance.runner import RunOptions, project_root, run_suite
from referee.conformance.selection import features_variable
from tests.served import served

JSONL = "jsonl:python -m referee.jsonl_example"
FULL = os.environ.get("FURUYONI_CONFORMANCE_FULL", "") not in ("", "0")
# CI's time budget (15 minutes on two cores): a game with more feature files than this is compared over
# every other one of the feature files of each folder (Furuyoni's 200 and Monster Collection's 69: about
# half their scenarios, every section of the rules represented; 奏奪's 13 are compared in full); the
# adapters are game-neutral code, so the half exercises every path of both. FURUYONI_CONFORMANCE_FULL=1,
# or `python -m referee conformance --impl …` per adapter, compares the whole suite.
SAMPLE_ABOVE = 60


def _sampled(game_id: str) -> str | None:
    """The feature files this test compares for a large suite (``<GAME>_FEATURES``), or None for all."""
    game = get_game(game_id)
    root = project_root() / "features"
    files = sorted(p.relative_to(root).as_posix() for p in (root / game.features).rglob("*.feature"))
    if FULL or len(files) <= SAMPLE_ABOVE:
        return None
    # every other file of each folder, its first included: no section of the rules drops out
    by_folder: dict[str, list[str]] = {}
    for f in files:
        by_folder.setdefault(f.rsplit("/", 1)[0], []).append(f)
    return os.pathsep.join(f for group in by_folder.values() for f in group[::2])


@pytest.fixture(scope="module")
def referee_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    with served(tmp_path_factory.mktemp("data"), workers=1) as url:
        yield url


def _outcomes(results: dict[str, Any]) -> dict[str, str]:
    return {s["nodeid"]: s["outcome"] for s in results["scenarios"]}


def _differ(base: dict[str, str], other: dict[str, str], nodeids: set[str]) -> dict[str, tuple[Any, Any]]:
    return {k: (base.get(k), other.get(k)) for k in nodeids if base.get(k) != other.get(k)}


def _in_process(game_id: str, nodeids: list[str], workdir: Path) -> dict[str, Any]:
    """The in-process run of these scenarios (a -k expression of their test names, which may draw in
    a few more: only those asked for are compared)."""
    names = sorted({n.split("::", 1)[1].split("[", 1)[0] for n in nodeids})
    opts = RunOptions(impl="inprocess", game=game_id, expectations="none", timeout=300, select=" or ".join(names))
    return run_suite(opts, workdir)


@pytest.mark.parametrize("game_id", game_ids())
def test_inprocess_http_and_jsonl_give_identical_results(
    game_id: str, referee_url: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    sample = _sampled(game_id)
    if sample is not None and features_variable(game_id) not in os.environ:
        monkeypatch.setenv(features_variable(game_id), sample)
    specs = {"http": referee_url, "jsonl": JSONL} | ({"inprocess": "inprocess"} if FULL else {})
    with ThreadPoolExecutor(max_workers=len(specs)) as pool:
        futures = {
            name: pool.submit(
                run_suite, RunOptions(impl=spec, game=game_id, expectations="none", timeout=300), tmp_path / name
            )
            for name, spec in specs.items()
        }
        results = {name: future.result() for name, future in futures.items()}
    http, jsonl = _outcomes(results["http"]), _outcomes(results["jsonl"])
    assert len(http) > 20, "the HTTP run found almost no scenario"
    assert not (d := _differ(http, jsonl, http.keys() | jsonl.keys())), f"jsonl differs from http (http, jsonl): {d}"
    assert per_clause(build_report(results["jsonl"])) == per_clause(build_report(results["http"]))
    if FULL:
        base = _outcomes(results["inprocess"])
        assert not (d := _differ(base, http, base.keys() | http.keys())), f"http differs from inprocess: {d}"
        assert per_clause(build_report(results["http"])) == per_clause(build_report(results["inprocess"]))
        return
    # The scenarios passing over both protocols pass in-process: tests/<game>/test_scenarios.py asserts it.
    others = sorted(k for k, outcome in http.items() if outcome != "passed")
    if others:
        base = _outcomes(_in_process(game_id, others, tmp_path / "inprocess"))
        assert not (d := _differ(base, http, set(others))), f"http differs from inprocess (inprocess, http): {d}"

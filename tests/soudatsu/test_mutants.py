"""Every mutant of 奏奪's engine is caught: some scenario tagged with the clause it breaks fails against it
(the scenarios pass against the real engine: tests/soudatsu/test_scenarios.py). Each mutant runs the
feature files holding its clause in a pytest subprocess (``SOUDATSU_MUTANT``, tests/soudatsu/conftest.py)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from engine.games import get_game

ROOT = Path(__file__).resolve().parents[2]
FEATURES = ROOT / "features"
MUTANTS = get_game("soudatsu").mutants()


def feature_files(clause: str) -> list[str]:
    tag = f"@clause:{clause}"
    return sorted(
        p.relative_to(FEATURES).as_posix()
        for p in (FEATURES / "soudatsu").rglob("*.feature")
        if any(tag in line.split() for line in p.read_text(encoding="utf-8").splitlines())
    )


@pytest.mark.parametrize("name", sorted(MUTANTS))
def test_mutant_is_caught(name: str, tmp_path: Path) -> None:
    mutant = MUTANTS[name]
    files = feature_files(mutant.clause)
    assert files, f"no feature file holds a scenario of {mutant.clause}"
    results = tmp_path / "results.json"
    env = {**os.environ, "SOUDATSU_MUTANT": name, "SOUDATSU_FEATURES": os.pathsep.join(files)}
    run = subprocess.run(
        [sys.executable, "-m", "pytest", "tests/soudatsu/test_scenarios.py", "-p", "no:xdist", "-q",
         "--conformance-results", str(results)],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert results.exists(), f"the run did not finish:\n{run.stdout[-2000:]}\n{run.stderr[-2000:]}"
    scenarios = json.loads(results.read_text(encoding="utf-8"))["scenarios"]
    caught = [s["scenario"] for s in scenarios if s["outcome"] == "failed" and mutant.clause in s["clauses"]]
    assert caught, f"mutant {name} ({mutant.mistake}) passed every scenario of {mutant.clause}:\n{run.stdout[-2000:]}"

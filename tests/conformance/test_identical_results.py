"""ARCHITECTURE decision 6: the suite run against our own referee over HTTP, and against the
JSON-lines example adapter, gives exactly the in-process result — clause by clause and scenario by
scenario. The implementations are compared with each other, not with "all pass", so a scenario
someone is still writing does not break this test.

The referee is started on a free loopback port with one worker and stopped at the end; the three
runs go in parallel, each bounded in time."""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

from referee.conformance.report import build_report, per_clause
from referee.conformance.runner import RunOptions, run_suite
from tests.served import served

JSONL = "jsonl:python -m referee.jsonl_example"


def _outcomes(results: dict[str, Any]) -> dict[str, str]:
    return {s["nodeid"]: s["outcome"] for s in results["scenarios"]}


def test_inprocess_http_and_jsonl_give_identical_results(tmp_path: Path) -> None:
    with served(tmp_path / "data", workers=1) as url:
        specs = {"inprocess": "inprocess", "http": url, "jsonl": JSONL}
        with ThreadPoolExecutor(max_workers=3) as pool:
            futures = {
                name: pool.submit(run_suite, RunOptions(impl=spec, expectations="none", timeout=300), tmp_path / name)
                for name, spec in specs.items()
            }
            results = {name: future.result() for name, future in futures.items()}
    base = _outcomes(results["inprocess"])
    assert len(base) > 100, "the in-process run found almost no scenario"
    for name in ("http", "jsonl"):
        other = _outcomes(results[name])
        differ = {k: (base.get(k), other.get(k)) for k in base.keys() | other.keys() if base.get(k) != other.get(k)}
        assert not differ, f"{name} differs from inprocess (inprocess, {name}): {differ}"
        assert per_clause(build_report(results[name])) == per_clause(build_report(results["inprocess"]))

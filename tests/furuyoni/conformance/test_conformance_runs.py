"""python -m referee conformance: reports (JSON, JUnit XML, HTML), expectations as strict xfails,
"unsupported" answers, selection, and the adapters' handling of broken exchanges."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from engine.games import get_game
from referee.conformance.expectations import ExpectationsError, load_expectations
from referee.conformance.report import build_report, render_html
from referee.conformance.runner import RunOptions, run_suite
from referee.conformance.selection import feature_subset, in_subtree
from tests.adapters import ImplementationError, Refused, Unsupported, get_implementation

ROOT = Path(__file__).resolve().parents[3]
GAME = get_game("furuyoni")
INDEX = GAME.index()
MUTANT = "mutant:reshuffle-without-damage"  # fails some C-9-7 scenarios, passes others


def _by_outcome(results: dict) -> dict[str, set[str]]:
    out: dict[str, set[str]] = {}
    for s in results["scenarios"]:
        out.setdefault(s["outcome"], set()).add(s["scenario"])
    return out


def test_the_cli_writes_json_junit_and_html(tmp_path: Path) -> None:
    cmd = [sys.executable, "-m", "referee", "conformance", "--clause", "C-9-7", "--json", "-q"]
    done = subprocess.run(
        [*cmd, "--report-dir", str(tmp_path)], cwd=ROOT, capture_output=True, text=True, timeout=120, check=False
    )
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout)
    assert report == json.loads((tmp_path / "report.json").read_text(encoding="utf-8"))
    assert report["ok"] and report["totals"]["passed"] == report["totals"]["scenarios"] > 0
    assert {row["id"] for row in report["clauses"]} >= {"C-9-7"}
    suite = ET.parse(tmp_path / "junit.xml").getroot()
    assert len(suite.findall(".//testcase")) == report["totals"]["scenarios"]
    page = (tmp_path / "report.html").read_text(encoding="utf-8")
    assert "<table>" in page and "C 9-7" in page and "Reshuffle" in page
    # Self-contained: no script, no stylesheet or image from elsewhere.
    assert "<script" not in page and "src=" not in page and 'href="http' not in page


def test_expectations_are_strict_xfails(tmp_path: Path) -> None:
    baseline = run_suite(RunOptions(impl=MUTANT, clauses=["C-9-7"], expectations="none"), tmp_path / "plain")
    outcomes = _by_outcome(baseline)
    failing, passing = sorted(outcomes["failed"])[0], sorted(outcomes["passed"])[0]
    known = tmp_path / "known.toml"
    known.write_text(
        f'[[failure]]\nscenario = "{failing}"\nreason = "not fixed yet"\n\n'
        f'[[failure]]\nscenario = "{passing}"\nreason = "fixed meanwhile"\n\n'
        '[[failure]]\nscenario = "no such scenario"\nreason = "stale"\n',
        encoding="utf-8",
    )
    results = run_suite(RunOptions(impl=MUTANT, clauses=["C-9-7"], expectations=str(known)), tmp_path / "known")
    outcomes = _by_outcome(results)
    assert failing in outcomes["xfailed"]
    assert passing in outcomes["xpassed"]  # XPASS(strict): a failure until the entry goes
    report = build_report(results)
    assert not report["ok"]
    assert report["unused_expectations"] == ["scenario 'no such scenario'"]
    assert report["totals"]["xfailed"] == 1 and report["totals"]["xpassed"] == 1


def test_an_expectations_file_names_known_clauses(tmp_path: Path) -> None:
    bad = tmp_path / "bad.toml"
    bad.write_text('[[failure]]\nclause = "C-99-1"\nreason = "x"\n', encoding="utf-8")
    with pytest.raises(ExpectationsError, match="C-99-1"):
        load_expectations(bad, INDEX)
    bad.write_text('[[failure]]\nscenario = "x"\n', encoding="utf-8")
    with pytest.raises(ExpectationsError, match="reason"):
        load_expectations(bad, INDEX)
    assert load_expectations(ROOT / "expectations" / "furuyoni" / "inprocess.toml", INDEX) == []


def test_unsupported_answers_are_counted_apart(tmp_path: Path) -> None:
    spec = "jsonl:python -m referee.jsonl_example --unsupported new_duel"
    results = run_suite(RunOptions(impl=spec, sections=["2"], expectations="none", timeout=120), tmp_path)
    report = build_report(results)
    totals = report["totals"]
    assert totals["unsupported"] > 0 and totals["failed"] == 0 and report["ok"]
    assert all(s["message"].startswith("new_duel:") for s in report["scenarios"] if s["outcome"] == "unsupported")
    assert "Unsupported (" in render_html(report)


def test_selection_by_section_and_expression(tmp_path: Path) -> None:
    results = run_suite(RunOptions(sections=["9-7"], select="reshuffle and not declining"), tmp_path)
    assert results["scenarios"]
    assert all(any(c == "C-9-7" or c.startswith("C-9-7-") for c in s["clauses"]) for s in results["scenarios"])
    assert not any("declining" in s["scenario"] for s in results["scenarios"])


def test_an_unreachable_server_is_an_error_not_a_refusal() -> None:
    from tests.served import free_port

    impl = get_implementation(f"http://127.0.0.1:{free_port()}")
    with pytest.raises(ImplementationError):
        impl.legal_actions({"state": {}})
    impl.close()


def test_the_jsonl_adapter_refuses_reports_unsupported_and_survives_a_dead_process() -> None:
    impl = get_implementation("jsonl:python -m referee.jsonl_example --unsupported new_duel")
    try:
        with pytest.raises(Refused) as refused:
            impl.legal_actions({"state": {"distance": 11}})
        assert refused.value.problem["clause"] == "C 7-1-1"
        with pytest.raises(Unsupported):
            impl.new_duel({"players": [], "seed": 0})
        impl.proc.kill()  # type: ignore[attr-defined]
        impl.proc.wait()  # type: ignore[attr-defined]
        assert impl.legal_actions({"state": {"distance": 4}})["pending"]["kind"] == "main_action"
    finally:
        impl.close()


def test_a_process_that_does_not_speak_the_protocol_is_an_error() -> None:
    impl = get_implementation("""jsonl:python -c 'print("hello, world")'""")
    try:
        with pytest.raises(ImplementationError, match="not JSON"):
            impl.legal_actions({"state": {}})
    finally:
        impl.close()


def test_a_run_by_clause_parses_every_file_that_can_hold_its_scenarios() -> None:
    """The feature files a run by clause parses (``feature_subset``) hold every scenario tagged with the
    clause or a sub-clause, on the scenario, its rule or its feature, as pytest-bdd reads the tags."""
    from pytest_bdd.feature import get_features
    features = ROOT / "features"
    parsed = get_features([str(features / "furuyoni")])
    for clause in sorted({m.clause for m in GAME.mutants().values()} | {"C-2", "C-9-7", "A-17", "A-4-2"}):
        holding = {
            Path(f.filename).relative_to(features).as_posix()
            for f in parsed
            for sc in f.scenarios.values()
            if any(in_subtree(t.removeprefix("clause:"), clause) for t in sc.tags | f.tags if t.startswith("clause:"))
        }
        subset = set((feature_subset(features, "furuyoni", [clause], "C-") or "").split(os.pathsep))
        assert holding, clause
        assert holding <= subset, (clause, sorted(holding - subset))


def test_real_cards_only_runs_the_scenarios_that_need_no_test_card(tmp_path: Path) -> None:
    """Issue #24: --real-cards-only keeps exactly the scenarios referee.portable reads as real-card ones."""
    from referee.coverage import report

    results = run_suite(RunOptions(clauses=["C-10-26"], real_cards_only=True), tmp_path)
    assert results["scenarios"] and all(s["test_cards"] is None for s in results["scenarios"])
    assert results["real_cards_only"] is True
    expected = report(GAME, ROOT / "features" / "furuyoni")["clauses"]["C-10-26"]["real_card_scenarios"]
    assert sum("C-10-26" in s["clauses"] for s in results["scenarios"]) == expected
    rep = build_report(results)
    assert rep["ok"] and {row["id"]: row["checked"] for row in rep["clauses"]}["C-10-26"] == "real cards"
    assert rep["selection"]["real_cards_only"] is True


def test_an_engine_without_test_cards_shows_per_clause_how_it_was_checked(tmp_path: Path) -> None:
    """An implementation that knows only the printed cards answers "unsupported" to a position that
    declares test cards (the JSON-lines example with --no-test-cards): those scenarios are unsupported,
    the real-card ones pass, and the report tells, per clause, real cards / test cards / not at all."""
    spec = "jsonl:python -m referee.jsonl_example --no-test-cards"
    opts = RunOptions(impl=spec, clauses=["C-10-26", "C-10-38"], expectations="none", timeout=180)
    results = run_suite(opts, tmp_path)
    by_cards = {(s["test_cards"] is None, s["outcome"]) for s in results["scenarios"]}
    assert by_cards == {(True, "passed"), (False, "unsupported")}
    rep = build_report(results)
    checked = {row["id"]: row["checked"] for row in rep["clauses"]}
    assert checked["C-10-26"] == "real cards"  # both damages: real-card scenarios exist and pass
    assert checked["C-10-38"] == "no"  # using as another card: no real card can (features/real-card-waivers.toml)
    assert rep["totals"]["clauses_checked"]["no"] >= 1 and rep["ok"]
    html = render_html(rep)
    assert "Checked with" in html and "with real cards: " in html


def test_checked_with_prefers_a_passing_real_card_scenario() -> None:
    from referee.conformance.report import checked_with

    real_pass = {"outcome": "passed", "test_cards": None}
    test_pass = {"outcome": "passed", "test_cards": "uses the test card 'slash'"}
    real_fail = {"outcome": "failed", "test_cards": None}
    unsupported = {"outcome": "unsupported", "test_cards": "uses the test card 'slash'"}
    assert checked_with([test_pass, real_pass]) == "real cards"
    assert checked_with([test_pass, real_fail]) == "test cards"
    assert checked_with([unsupported, real_fail]) == "no"

"""`python -m referee coverage`: the per-section text report and the JSON shape of `--json`."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from engine.furuyoni.editions.ko_2025_01_31 import load_clause_index
from engine.games import get_game
from referee.cli import main
from referee.coverage import normalise_section, report, scan, section_of, sections
from referee.gherkin import read_features

ROOT = Path(__file__).resolve().parents[3] / "features"
FEATURES = ROOT / "furuyoni"
GAME = get_game("furuyoni")


def run(capsys: pytest.CaptureFixture[str], *args: str) -> str:
    assert main(["coverage", *args]) == 0
    return capsys.readouterr().out


def test_json_shape(capsys: pytest.CaptureFixture[str]) -> None:
    doc = json.loads(run(capsys, "--json"))
    index = load_clause_index()
    assert doc["edition"] == "ko-2025-01-31" and doc["game"] == "furuyoni"
    assert list(doc["clauses"]) == [c.id for c in index]
    entry = doc["clauses"]["C-5-8-3-2"]
    assert set(entry) == {"kind", "scenarios", "waiver", "real_card_scenarios", "real_card_waiver"}
    assert entry["kind"] == "T" and entry["waiver"] is None
    assert isinstance(entry["scenarios"], int) and entry["scenarios"] >= 3
    # the scenarios of real cards only (issue #24) are counted among them
    assert 1 <= entry["real_card_scenarios"] < entry["scenarios"] and entry["real_card_waiver"] is None
    assert doc["clauses"]["C-10-38"]["real_card_scenarios"] == 0 and doc["clauses"]["C-10-38"]["real_card_waiver"]
    assert doc["clauses"]["C-9-1-3-3"]["scenarios"] >= 2 and doc["clauses"]["C-9-1-3-3"]["waiver"] is None
    assert {"C", "A"} <= set(doc["summary"])
    for part in ("C", "A"):
        totals = doc["summary"][part]
        assert isinstance(totals["testable"], int) and isinstance(totals["covered"], int)
        assert 0 <= totals["covered"] <= totals["testable"]
        assert 0 <= totals["real_cards"] + totals["real_cards_waived"] <= totals["testable"]
    assert doc["summary"]["C"]["testable"] == sum(1 for c in index if c.part == "C" and c.kind == "T")
    assert doc["sections"]["C-9"]["testable"] >= doc["sections"]["C-9"]["covered"]


def test_json_matches_the_library_report(capsys: pytest.CaptureFixture[str]) -> None:
    doc = json.loads(run(capsys, "--json", "--features", str(ROOT), "--game", "furuyoni"))
    rep = report(GAME, FEATURES)
    assert doc["clauses"] == rep["clauses"] and doc["summary"] == rep["summary"]


def test_section_filter(capsys: pytest.CaptureFixture[str]) -> None:
    doc = json.loads(run(capsys, "--json", "--section", "C 9"))
    assert doc["clauses"] and all(cid == "C-9" or cid.startswith("C-9-") for cid in doc["clauses"])
    assert set(doc["summary"]) == {"C"}


def test_text_report_lists_sections_and_uncovered_clauses(capsys: pytest.CaptureFixture[str]) -> None:
    out = run(capsys)
    assert "C 5 " in out and "C 9 " in out and "A 4 " in out
    rep = report(GAME, FEATURES)
    uncovered = [c for c, e in rep["clauses"].items() if e["kind"] == "T" and not e["scenarios"] and not e["waiver"]]
    if uncovered:  # listed by their citation: "A-20-5" as "A 20-5"
        assert f"uncovered: {uncovered[-1].replace('-', ' ', 1)}" in out
    assert "Core rules (C):" in out and "Additional rules (A):" in out


def test_a_waived_clause_is_reported_with_its_reason(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    """features/furuyoni/waivers.toml may excuse a testable clause with a written reason: it is counted
    apart from the uncovered ones and listed with the reason."""
    (tmp_path / "furuyoni").mkdir()
    waivers = tmp_path / "furuyoni" / "waivers.toml"
    waivers.write_text('["C-9-1-3-3"]\nreason = "needs a text-changing effect"\n', encoding="utf-8")
    doc = json.loads(run(capsys, "--json", "--features", str(tmp_path)))
    assert doc["clauses"]["C-9-1-3-3"]["waiver"] == "needs a text-changing effect"
    assert doc["summary"]["C"]["waived"] == 1
    out = run(capsys, "--features", str(tmp_path))
    assert "C 9-1-3-3: needs a text-changing effect" in out


def test_sections_group_by_top_level_clause() -> None:
    index = GAME.index()
    assert section_of("C-5-8-3-2", index) == "C-5" and section_of("A-18-2-2-1", index) == "A-18"
    assert section_of("App2", index) == "App2"
    written = ("C 9-4", "9-4", "a-4", "App 1")
    assert [normalise_section(s, index, "C-") for s in written] == ["C-9-4", "C-9-4", "A-4", "App1"]
    rep = report(GAME, FEATURES)
    secs = sections(rep, index)
    assert list(secs)[:2] == ["C-1", "C-2"]
    for sec in secs.values():
        assert sec["covered"] + sec["waived"] + len(sec["uncovered"]) == sec["testable"]


def test_2018_numbering(capsys: pytest.CaptureFixture[str]) -> None:
    doc = json.loads(run(capsys, "--json", "--edition", "ja-2018-01-26"))
    assert doc["edition"] == "ja-2018-01-26" and doc["mapped_from"] == "ko-2025-01-31"
    damage = doc["clauses"]["C-9-4"]  # 2018's damage clause is 2025's C 5-8
    assert damage["to_default"][0] == "C-5-8" and damage["relation"] == "changed"
    assert damage["scenarios"] >= report(GAME, FEATURES, ("C-5-8",))["clauses"]["C-5-8-3-2"]["scenarios"]
    assert doc["clauses"]["C-1-2"]["to_default"] == [] and doc["clauses"]["C-1-2"]["relation"] == "removed"
    assert "ja-2018-01-26 numbering" in run(capsys, "--edition", "ja-2018")


def test_the_documentation_reader_agrees_with_the_coverage_scan() -> None:
    ours = read_features(FEATURES)
    theirs = scan(FEATURES)
    assert [(s.file, s.name, set(s.clauses)) for s in ours] == [(s.file, s.name, s.clauses) for s in theirs]

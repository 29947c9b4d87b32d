"""The source-text check: a clause whose span of the rules text no longer matches its stored hash is
reported with the scenarios behind it. Runs where the shared rules texts are present."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from engine.furuyoni.tooling.source_check import check_sources, default_rules_dir
from referee.cli import main

FEATURES = Path(__file__).resolve().parents[3] / "features"
RULES = default_rules_dir()
TEXT_2025 = RULES / "000_97007997c0f7bada.txt"
TEXT_2018 = RULES / "001_199b38f5f4cfa078.txt"
needs_rules = pytest.mark.skipif(not TEXT_2025.is_file(), reason="shared rules text ../shared/rules/ not present")


@needs_rules
def test_every_clause_still_matches_its_source_text() -> None:
    results = check_sources(None, FEATURES)
    for result in results:
        if result.source == TEXT_2018.name and not TEXT_2018.is_file():
            continue
        assert result.clean, result.as_json()
        assert result.file_unchanged


@needs_rules
def test_an_edited_clause_is_reported_with_its_scenarios(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    shutil.copy(TEXT_2025, tmp_path / TEXT_2025.name)
    path = tmp_path / TEXT_2025.name
    lines = path.read_text(encoding="utf-8").split("\n")
    at = next(i for i, line in enumerate(lines) if line.startswith("5-8-3-2. "))
    lines[at + 1] = lines[at + 1] + " (edited)"  # a change inside the span of C 5-8-3-2
    path.write_text("\n".join(lines), encoding="utf-8")

    result = check_sources(tmp_path, FEATURES)[0]
    assert [c.id for c in result.changed] == ["C-5-8-3-2"]
    changed = result.changed[0]
    assert changed.stored_hash != changed.current_hash
    assert any("5-8-damage.feature" in s for s in changed.scenarios)
    assert not result.file_unchanged and not result.not_in_text and not result.not_in_index
    assert check_sources(tmp_path, FEATURES)[1].missing  # no 2018 text in that folder: reported, not checked

    assert main(["source-check", "--rules", str(tmp_path), "--json"]) == 2  # a text is missing
    doc = json.loads(capsys.readouterr().out)
    assert doc[0]["changed"][0]["id"] == "C-5-8-3-2"
    if TEXT_2018.is_file():
        shutil.copy(TEXT_2018, tmp_path / TEXT_2018.name)
        assert main(["source-check", "--rules", str(tmp_path)]) == 1
        out = capsys.readouterr().out
        assert "C-5-8-3-2" in out and "review: features/furuyoni/core/05-duel-basics/5-8-damage.feature" in out


@needs_rules
def test_a_removed_heading_is_reported(tmp_path: Path) -> None:
    text = TEXT_2025.read_text(encoding="utf-8").replace("\n9-6-5. ", "\n9-6-5 ", 1)
    (tmp_path / TEXT_2025.name).write_text(text, encoding="utf-8")
    result = check_sources(tmp_path, FEATURES)[0]
    assert result.not_in_text == ["C-9-6-5"]
    assert [c.id for c in result.changed] == ["C-9-6-4"]  # its text now runs into 9-6-4's span

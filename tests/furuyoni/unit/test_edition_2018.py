"""The 2018-01-26 Japanese edition: its own clause list, and the mapping to the 2025 clauses both ways."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

from engine.furuyoni.editions import ja_2018_01_26 as ja
from engine.furuyoni.editions.ko_2025_01_31 import load_clause_index as load_2025

REPO_ROOT = Path(__file__).resolve().parents[3]
GENERATOR = REPO_ROOT / "tools" / "build_clause_index_ja2018.py"
SHARED_RULES = REPO_ROOT.parent / "shared" / "rules" / "001_199b38f5f4cfa078.txt"
CJK_RE = re.compile(r"[\u1100-\u11ff\u3040-\u30ff\u3130-\u318f\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af]")


@pytest.fixture(scope="module")
def index() -> ja.ClauseIndex2018:
    return ja.load_clause_index()


def test_index_loads(index: ja.ClauseIndex2018) -> None:
    assert index.edition == ja.EDITION == "ja-2018-01-26"
    assert index.source == "001_199b38f5f4cfa078.txt"
    assert len(index) == 175
    parts = [c.part for c in index]
    assert parts.count("C") == 132 and parts.count("A") == 42 and parts.count("App") == 1
    assert ja.load_clause_index() is index


def test_fields(index: ja.ClauseIndex2018) -> None:
    slugs = [c.slug for c in index]
    assert len(slugs) == len(set(slugs))
    for c in index:
        assert re.fullmatch(r"(?:[CA](?:-(?:0|[1-9][0-9]*))(?:-[1-9][0-9]*)*|App1)", c.id), c.id
        assert re.fullmatch(r"[0-9a-f]{16}", c.source_hash)
        assert not CJK_RE.search(c.title + (c.note or "")), c.id
        if c.parent is not None:
            assert c.parent == c.id.rsplit("-", 1)[0] and index[c.parent].line < c.line
    assert index["C-9-4"].citation == "C 9-4" and index["A-0"].citation == "A 0"
    assert {c.kind for c in index} == {"T", "D", "H"}


def test_every_mapping_names_a_2025_clause(index: ja.ClauseIndex2018) -> None:
    ids_2025 = {c.id for c in load_2025()}
    for c in index:
        assert set(c.to_2025) <= ids_2025, c.id
        assert (c.relation == "removed") == (not c.to_2025), c.id
        if c.relation == "same":
            assert c.to_2025[0] == c.id
        if c.relation == "changed":
            assert c.note, c.id


def test_both_directions(index: ja.ClauseIndex2018) -> None:
    # moved: 2018's damage resolution (9-4) is 2025's 5-8; 2018's attack resolution (9-3) is 2025's 9-4
    assert ja.to_2025("C-9-4")[0] == "C-5-8" and "C-5-8-3-2" in ja.to_2025("C-9-4")
    assert ja.from_2025("C-5-8-3-2") == ("C-9-4",)
    assert ja.to_2025("C-9-3") == ("C-9-4", "C-9-4-1")
    assert ja.from_2025("C-9-4") == ("C-9-3",)
    assert ja.to_2025("C-1-5") == ("C-1-4",) and ja.from_2025("C-1-4") == ("C-1-5",)
    assert ja.to_2025("A-7-7") == ("A-9-8",)  # Thallya's burn
    # removed in 2025, new in 2025
    assert ja.to_2025("C-1-2") == ()
    assert ja.from_2025("C-9-6-5") == ()  # Withdraw
    assert ja.from_2025("A-13") == ()  # Korunu, not in 2018
    with pytest.raises(KeyError):
        ja.to_2025("C-99")
    with pytest.raises(KeyError):
        ja.from_2025("C-99")
    # the two directions agree
    for c in index:
        for target in c.to_2025:
            assert c.id in ja.from_2025(target)
    for c in load_2025():
        for source in ja.from_2025(c.id):
            assert c.id in ja.to_2025(source)


def test_translate_a_report_either_way() -> None:
    assert ja.translate(["C-5-8-3-2", "C-5-8-3-1", "C-9-4"], to="ja-2018-01-26") == ["C-9-4", "C-9-3"]
    assert ja.translate(["C-9-3"], to="ko-2025-01-31") == ["C-9-4", "C-9-4-1"]
    with pytest.raises(ValueError):
        ja.translate(["C-1"], to="en-2030")


def test_rule_changes_are_on_the_record(index: ja.ClauseIndex2018) -> None:
    assert "8 life" in (index["C-4-1"].note or "")
    assert "draw" in (index["C-4-2"].note or "")
    assert "flare" in (index["C-9-4"].note or "")
    assert index["C-10-6"].relation == "changed"


@pytest.mark.skipif(not SHARED_RULES.is_file(), reason="shared rules text ../shared/rules/ not present")
def test_generator_check_reports_no_difference() -> None:
    result = subprocess.run(
        [sys.executable, str(GENERATOR), "--check", "--rules", str(SHARED_RULES)],
        cwd=REPO_ROOT,
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0, result.stdout + result.stderr

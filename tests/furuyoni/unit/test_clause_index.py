"""The clause index of the 2025-01-31 edition: loading, integrity, and agreement with the generator."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

from engine.furuyoni.editions.ko_2025_01_31 import EDITION, Clause, ClauseIndex, load_clause_index

REPO_ROOT = Path(__file__).resolve().parents[3]
GENERATOR = REPO_ROOT / "tools" / "build_clause_index.py"
SHARED_RULES = REPO_ROOT.parent / "shared" / "rules" / "000_97007997c0f7bada.txt"

# Every clause of core sections 1-9 that the clause map marks T (testable), hard-coded.
CORE_TESTABLE_1_TO_9 = (
    "C-1-4", "C-2-1", "C-2-2", "C-3-2", "C-4-1", "C-4-2",
    "C-5-1-1", "C-5-1-2", "C-5-1-3", "C-5-1-4", "C-5-2-1",
    "C-5-5", "C-5-5-1", "C-5-5-2", "C-5-5-3", "C-5-5-4", "C-5-5-5", "C-5-5-6",
    "C-5-6", "C-5-7", "C-5-8-3-1", "C-5-8-3-2", "C-5-9", "C-5-10", "C-5-11",
    "C-6-2-1-5", "C-6-2-1-7", "C-6-2-1-11", "C-6-2-1-12", "C-6-3", "C-6-4-1-4", "C-6-4-1-5",
    "C-7-1-1", "C-7-1-3-1", "C-7-1-6", "C-7-1-7", "C-7-1-9", "C-7-1-12", "C-7-1-13", "C-7-1-16", "C-7-2",
    "C-8", "C-8-1-1", "C-8-1-2", "C-8-1-3", "C-8-2-1", "C-8-2-2", "C-8-2-3", "C-8-3-1", "C-8-3-2",
    "C-9-1", "C-9-1-1-2", "C-9-1-1-6", "C-9-1-1-8", "C-9-1-2",
    "C-9-1-3-1", "C-9-1-3-2", "C-9-1-3-3", "C-9-1-3-4",
    "C-9-2", "C-9-2-1", "C-9-2-2", "C-9-2-3", "C-9-3", "C-9-3-1", "C-9-4", "C-9-4-1", "C-9-5",
    "C-9-6", "C-9-6-1", "C-9-6-2", "C-9-6-3", "C-9-6-4", "C-9-6-5", "C-9-7", "C-9-8",
)  # fmt: skip

# Clauses where the text is damaged, silent or ambiguous: the index must carry the suite's reading.
DECIDED = (
    "C-4-2", "C-5-2-1", "C-5-6", "C-5-7", "C-8-1-1", "C-8-1-3", "C-9-2", "C-9-3", "C-9-4", "C-9-7",
    "C-10-5", "C-10-27", "A-3-1", "A-3-3", "A-8-4", "A-9-2-1-1", "A-12-1", "A-14-1", "A-14-7",
    "A-15-1-1", "A-15-2", "A-16-4", "A-18-1", "A-18-2-2-1", "A-18-2-2-2", "A-18-5", "A-20-5",
    "A-20-6-2", "A-21-6-1", "A-21-6-3", "A-22-10", "A-22-11-1", "App1",
)  # fmt: skip

ID_RE = re.compile(r"^(?:[CA](?:-[1-9][0-9]*)+|App[12])$")
SLUG_RE = re.compile(r"^[a-z0-9]+(?:-[a-z0-9]+)*$")
CJK_RE = re.compile(r"[\u1100-\u11ff\u3040-\u30ff\u3130-\u318f\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af]")


@pytest.fixture(scope="module")
def index() -> ClauseIndex:
    return load_clause_index()


def test_index_loads(index: ClauseIndex) -> None:
    assert index.edition == EDITION == "ko-2025-01-31"
    assert index.source == "000_97007997c0f7bada.txt"
    assert re.fullmatch(r"[0-9a-f]{64}", index.source_sha256)
    assert len(index) == len(list(index)) >= 400
    assert all(isinstance(clause, Clause) for clause in index)
    assert load_clause_index() is index  # cached


def test_ids_unique_and_well_formed(index: ClauseIndex) -> None:
    ids = [clause.id for clause in index]
    assert len(ids) == len(set(ids))
    assert all(ID_RE.match(clause_id) for clause_id in ids), [i for i in ids if not ID_RE.match(i)]


def test_slugs_unique_and_kebab_case(index: ClauseIndex) -> None:
    slugs = [clause.slug for clause in index]
    assert len(slugs) == len(set(slugs))
    assert all(SLUG_RE.match(slug) for slug in slugs)


def test_parts_and_counts(index: ClauseIndex) -> None:
    parts = [clause.part for clause in index]
    assert parts.count("App") == 2
    assert parts.count("C") == 192
    assert parts.count("A") == 206
    # document order: core, then additional rules, then the appendices, with increasing lines
    assert parts == sorted(parts, key=["C", "A", "App"].index)
    lines = [clause.line for clause in index]
    assert lines == sorted(lines) and len(set(lines)) == len(lines)


@pytest.mark.parametrize("clause_id", CORE_TESTABLE_1_TO_9)
def test_core_testable_clauses_present(index: ClauseIndex, clause_id: str) -> None:
    clause = index.get(clause_id)
    assert clause is not None, clause_id
    assert clause.kind == "T"


def test_known_clauses(index: ClauseIndex) -> None:
    for clause_id in ("C-5-8-3-2", "C-9-4", "C-9-6-5", "C-4-2", "C-7-1-3-1", "A-9-8", "App2"):
        clause = index[clause_id]
        assert clause.kind == "T", clause_id
    assert index["C-9-4"].slug == "attack-resolution"
    assert index["C-5-8-2"].slug == "two-valued-damage"
    assert index["C-9-8"].slug != index["A-9-8"].slug  # numbers collide, clauses do not
    assert index["C-9-4"].number == "9-4"
    assert index["A-9-8"].number == "9-8"
    assert index.get("C-11") is None
    assert "C-9-4" in index and "C 9-4" not in index and 42 not in index


def test_kinds_and_headings(index: ClauseIndex) -> None:
    assert {clause.kind for clause in index} == {"T", "D", "H"}
    assert index["C-1"].kind == "H"
    assert index["C-5-8"].kind == "H"
    assert index["C-1-1"].kind == "D"
    testable = index.testable()
    assert testable and all(clause.kind == "T" for clause in testable)
    assert [clause.id for clause in testable] == [clause.id for clause in index if clause.testable]


def test_parents(index: ClauseIndex) -> None:
    for clause in index:
        if clause.part == "App" or clause.id.count("-") == 1:
            assert clause.parent is None, clause.id
        else:
            assert clause.parent == clause.id.rsplit("-", 1)[0], clause.id
            parent = index[clause.parent]
            assert parent.line < clause.line


def test_kanawe_renumbered_children(index: ClauseIndex) -> None:
    # printed a second time as 18-2-1-1 / 18-2-1-2 under 18-2-2 (AMBIGUITIES.md #1)
    first, second = index["A-18-2-2-1"], index["A-18-2-2-2"]
    assert (first.number, second.number) == ("18-2-1-1", "18-2-1-2")
    assert first.parent == second.parent == "A-18-2-2"
    assert index["A-18-2-1-1"].line < index["A-18-2-2"].line < first.line < second.line
    assert index.cite("A-18-2-2-1") == "A 18-2-2-1"


def test_cite(index: ClauseIndex) -> None:
    assert index.cite("C-9-4") == "C 9-4"
    assert index.cite("A-9-8") == "A 9-8"
    assert index.cite("C-10-35-1") == "C 10-35-1"
    assert index.cite("App1") == "App1"
    assert index.cite("App2") == "App2"
    with pytest.raises(KeyError):
        index.cite("C-99")


def test_decisions_recorded(index: ClauseIndex) -> None:
    for clause_id in DECIDED:
        decision = index[clause_id].decision
        assert decision, clause_id
    assert "draw" in (index["C-4-2"].decision or "")
    assert "active player" in (index["C-8-1-3"].decision or "")


def test_text_fields_are_own_english(index: ClauseIndex) -> None:
    for clause in index:
        for text in (clause.title, clause.summary, clause.decision or ""):
            assert not CJK_RE.search(text), clause.id
        assert clause.title and clause.summary
        assert re.fullmatch(r"[0-9a-f]{16}", clause.source_hash)


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

"""The clause index of Monster Collection TCG's comprehensive rules (Version 2.09): loading, integrity,
agreement with the rules text, and the generator's own checks on small made-up texts."""

from __future__ import annotations

import importlib.util
import re
import subprocess
import sys
from pathlib import Path
from types import ModuleType

import pytest

from engine.monster_collection.editions.ja_2014_03_13 import EDITION, Clause, ClauseIndex, load_clause_index

REPO_ROOT = Path(__file__).resolve().parents[2]
GENERATOR = REPO_ROOT / "tools" / "build_clause_index_mc.py"
SHARED_RULES = REPO_ROOT.parent / "shared" / "rules" / "002_6cefc896bf1395ec.txt"
needs_rules = pytest.mark.skipif(not SHARED_RULES.is_file(), reason="shared rules text ../shared/rules/ not present")

ID_RE = re.compile(r"^MC(?:-[1-9][0-9]*)+$")
SLUG_RE = re.compile(r"^[a-z0-9]+(?:-[a-z0-9]+)*$")
CJK_RE = re.compile(r"[\u1100-\u11ff\u3040-\u30ff\u3130-\u318f\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af]")

# Where the text is damaged, silent or contradictory, the index must carry the suite's reading.
DECIDED = (
    "MC-1-2-1", "MC-1-2-2-2", "MC-1-2-4-1-2", "MC-2-1", "MC-2-1-19-2", "MC-4-1-6-1", "MC-4-3-6",
    "MC-5-1-1-8", "MC-7-4-3", "MC-7-4-4", "MC-7-4-5", "MC-8-3-4-8", "MC-8-3-5-6", "MC-10-8-4-2",
    "MC-10-10-9", "MC-10-20-1-1-1", "MC-11", "MC-11-1-2", "MC-11-1-2-3", "MC-11-2-1", "MC-11-2-1-3",
    "MC-11-3", "MC-12-1-1-2", "MC-12-1-1-2-2-1", "MC-12-2-3-1", "MC-12-2-5-1", "MC-13-1-4",
    "MC-13-1-5-1", "MC-13-1-6-1", "MC-13-1-8-1", "MC-14-8-2", "MC-15-2", "MC-15-2-5-5", "MC-15-4-8-2",
    "MC-15-4-9-2", "MC-17-1",
)  # fmt: skip


def _generator() -> ModuleType:
    """``tools/build_clause_index_mc.py`` as a module (tools/ is not an installed package)."""
    tools = str(GENERATOR.parent)
    if tools not in sys.path:
        sys.path.insert(0, tools)  # it imports the Furuyoni generator by name
    spec = importlib.util.spec_from_file_location("build_clause_index_mc", GENERATOR)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclasses look their module up by name
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def index() -> ClauseIndex:
    return load_clause_index()


@pytest.fixture(scope="module")
def generator() -> ModuleType:
    return _generator()


def _numbers(clause: Clause) -> tuple[int, ...]:
    return tuple(int(part) for part in clause.number.split("."))


# ---------------------------------------------------------------- the packaged index


def test_index_loads(index: ClauseIndex) -> None:
    assert index.edition == EDITION == "ja-2014-03-13"
    assert index.source == "002_6cefc896bf1395ec.txt"
    assert re.fullmatch(r"[0-9a-f]{64}", index.source_sha256)
    assert len(index) == len(list(index)) == 916
    assert all(isinstance(clause, Clause) for clause in index)
    assert load_clause_index() is index  # cached


def test_ids_follow_the_scheme(index: ClauseIndex) -> None:
    ids = [clause.id for clause in index]
    assert len(ids) == len(set(ids))
    for clause in index:
        assert ID_RE.match(clause.id), clause.id
        assert clause.id == "MC-" + clause.number.replace(".", "-"), clause.id
        assert clause.part == "MC"
        assert clause.citation == f"MC {clause.number}"


def test_slugs_unique_and_kebab_case(index: ClauseIndex) -> None:
    slugs = [clause.slug for clause in index]
    assert len(slugs) == len(set(slugs))
    assert all(SLUG_RE.match(slug) for slug in slugs)


def test_reading_order_is_numbered_order(index: ClauseIndex) -> None:
    numbers = [_numbers(clause) for clause in index]
    assert numbers == sorted(numbers) and len(set(numbers)) == len(numbers)
    chapters = [clause for clause in index if clause.parent is None]
    assert [clause.id for clause in chapters] == [f"MC-{n}" for n in range(1, 18)]
    assert all(clause.kind == "H" for clause in chapters)


def test_parents_exist_and_enclose(index: ClauseIndex) -> None:
    for clause in index:
        if clause.parent is None:
            assert "-" not in clause.id[3:], clause.id
            continue
        parent = index[clause.parent]
        assert clause.id.startswith(parent.id + "-"), clause.id
        if clause.parent != clause.id.rsplit("-", 1)[0]:
            # the one level the document never prints (11.3.1): its children hang from 11.3
            assert clause.id.startswith("MC-11-3-1-") and clause.id.count("-") == 4, clause.id
            assert clause.parent == "MC-11-3"


def test_unprinted_and_misnumbered_clauses(index: ClauseIndex) -> None:
    assert index.get("MC-11-3-1") is None
    assert [c.id for c in index if c.parent == "MC-11-3"] == [
        "MC-11-3-1-1",
        "MC-11-3-1-2",
        "MC-11-3-1-3",
        "MC-11-3-2",
        "MC-11-3-3",
        "MC-11-3-4",
    ]
    spell = index["MC-13-1-4"]  # printed 13.1.4 though it belongs with the spell slots of 13.1.3
    assert spell.parent == "MC-13-1" and spell.number == "13.1.4" and spell.decision
    assert "13.1.3" in spell.decision
    assert index["MC-10-2-3"].parent == "MC-10-2"  # its text starts with a digit ("1つの…")


def test_displaced_pages_keep_their_physical_lines(index: ClauseIndex) -> None:
    # 11.1.2.1 to the start of 11.2.1.3 are printed before chapter 11's heading (a page out of place)
    assert index["MC-11-1-2-1"].line < index["MC-11"].line < index["MC-11-1-2"].line
    assert index["MC-10-20-1-2-4"].line < index["MC-11-1-2-1"].line
    lines = [clause.line for clause in index]
    assert len(set(lines)) == len(lines)


def test_kinds(index: ClauseIndex) -> None:
    assert {clause.kind for clause in index} == {"T", "D", "H"}
    testable = index.testable()
    assert [clause.id for clause in testable] == [clause.id for clause in index if clause.testable]
    for clause_id in ("MC-3-3-2-1", "MC-5-1-2-9", "MC-8-3-4-7", "MC-9-3", "MC-11-3-2-2", "MC-12-2-3-2", "MC-15-1-3"):
        assert index[clause_id].kind == "T", clause_id
    for clause_id in ("MC-2-1-7-2", "MC-4-4-1", "MC-5-1-2-7", "MC-12-6-1"):
        assert index[clause_id].kind == "D", clause_id
    for clause_id in ("MC-8", "MC-8-3", "MC-8-3-2-1", "MC-10-20-1"):
        assert index[clause_id].kind == "H", clause_id
    # an H clause either holds clauses or only announces the steps printed after it
    parents = {clause.parent for clause in index}
    leaves = [clause for clause in index if clause.kind == "H" and clause.id not in parents]
    assert leaves and all(re.search(r"steps|outcomes|following|decides", c.summary) for c in leaves), leaves


def test_known_clauses(index: ClauseIndex) -> None:
    assert index["MC-8-3-5"].slug == "first-side-normal-timing"
    assert index["MC-9-3"].slug == "attack-damage-distribution"
    assert index["MC-5-1-2-20-2"].title == "Proxy terrain limit"
    assert "8" in index["MC-5-1-2-20-2"].summary
    assert "50" in index["MC-3-3-2-1"].summary
    assert "MC-8-3-5" in index and "MC 8.3.5" not in index and 42 not in index


def test_cite(index: ClauseIndex) -> None:
    assert index.cite("MC-8-3-5") == "MC 8.3.5"
    assert index.cite("MC-8") == "MC 8"
    assert index.cite("MC-12-1-1-2-10") == "MC 12.1.1.2.10"
    with pytest.raises(KeyError):
        index.cite("MC-99")


def test_decisions_recorded(index: ClauseIndex) -> None:
    for clause_id in DECIDED:
        assert index[clause_id].decision, clause_id
    assert "publisher" in (index["MC-2-1-19-2"].decision or "")
    assert "ready" in (index["MC-12-2-3-1"].decision or "")
    assert "10.10.8" in (index["MC-10-10-9"].decision or "")


def test_text_fields_are_own_english(index: ClauseIndex) -> None:
    for clause in index:
        for text in (clause.title, clause.summary, clause.decision or ""):
            assert not CJK_RE.search(text), clause.id
        assert clause.title and clause.summary
        assert re.fullmatch(r"[0-9a-f]{16}", clause.source_hash)


# ---------------------------------------------------------------- against the rules text


@needs_rules
def test_every_numbered_line_of_the_text_is_in_the_index(index: ClauseIndex) -> None:
    """An independent, looser reading of the text: every line of the body that starts (after markdown or
    list marks) with a dotted number and a full stop names a clause of the index, and every clause but
    the chapters is named by such a line; chapters are the markdown headings 第N章."""
    text = SHARED_RULES.read_text(encoding="utf-8").split("\n")
    body = text[text.index("## 総合ルール本文") + 1 : text.index("## 更新履歴")]
    numbered = {m.group(1) for line in body if (m := re.match(r"^[#\s-]*([0-9]+(?:\.[0-9]+)+)\.", line))}
    chapters = {m.group(1) for line in body if (m := re.match(r"^#+ *第 *([0-9]+) *章", line))}
    indexed = {clause.number for clause in index}
    assert numbered | chapters == indexed


@needs_rules
def test_generator_check_reports_no_difference() -> None:
    result = subprocess.run(
        [sys.executable, str(GENERATOR), "--check", "--rules", str(SHARED_RULES)],
        cwd=REPO_ROOT,
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0, result.stdout + result.stderr


@needs_rules
def test_every_damaged_clause_carries_a_decision(index: ClauseIndex, generator: ModuleType) -> None:
    lines = SHARED_RULES.read_text(encoding="utf-8").split("\n")
    damaged = {heading.id for heading in generator.scan_headings(lines) if generator.damage(lines, heading)}
    assert "MC-1-2-2-2" in damaged and "MC-11-2-1-3" in damaged and "MC-12-2-7-2" in damaged
    assert all(index[clause_id].decision for clause_id in damaged)


# ---------------------------------------------------------------- the generator on made-up texts

SAMPLE = """目次\tページ
第1章. 一.....\t1
第2章. 二.....\t2

## 総合ルール本文

### 第1章. 一

#### 1.1. 見出し

1.1.1. 文です。

- 1.1.2.切れた

文です。

1.1.3.1つ目の文です。

1.1.2.10 に進みます。

## 第2章 二

2.1. 文です。

## 更新履歴

2014年3月13日 Version2.09 更新
"""

SAMPLE_META = """
["MC-1"]
slug = "one"
title = "One"
summary = "Chapter one."
kind = "H"

["MC-1-1"]
slug = "heading"
title = "Heading"
summary = "A heading."
kind = "H"

["MC-1-1-1"]
slug = "first"
title = "First"
summary = "A sentence."
kind = "T"

["MC-1-1-2"]
slug = "second"
title = "Second"
summary = "A sentence cut by a page break."
kind = "D"
decision = "Read as one sentence."

["MC-1-1-3"]
slug = "third"
title = "Third"
summary = "A sentence starting with a digit."
kind = "D"

["MC-2"]
slug = "two"
title = "Two"
summary = "Chapter two."
kind = "H"

["MC-2-1"]
slug = "two-one"
title = "Two one"
summary = "A sentence."
kind = "T"
"""


@pytest.fixture
def sample(tmp_path: Path, generator: ModuleType, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A folder with SAMPLE as rules text and SAMPLE_META as metadata; the generator moves no block."""
    monkeypatch.setattr(generator, "DISPLACED", ())
    (tmp_path / "rules.txt").write_text(SAMPLE, encoding="utf-8")
    (tmp_path / "meta.toml").write_text(SAMPLE_META, encoding="utf-8")
    return tmp_path


def _main(generator: ModuleType, folder: Path, *extra: str) -> int:
    args = ["--rules", str(folder / "rules.txt"), "--meta", str(folder / "meta.toml")]
    code: int = generator.main([*args, "--out", str(folder / "clauses.json"), *extra])
    return code


def test_generator_builds_a_sample(sample: Path, generator: ModuleType) -> None:
    assert _main(generator, sample) == 0
    lines = SAMPLE.split("\n")
    headings = generator.scan_headings(lines)
    assert [h.id for h in headings] == ["MC-1", "MC-1-1", "MC-1-1-1", "MC-1-1-2", "MC-1-1-3", "MC-2", "MC-2-1"]
    assert [h.number for h in headings][-2:] == ["2", "2.1"]
    assert [h.parent for h in headings][-2:] == [None, "MC-2"]
    # the cross-reference line "1.1.2.10 に進みます。" is not a clause: it stays in 1.1.3's span
    assert "に進みます" in generator.span_text(lines, headings[4])
    assert '"MC-2-1"' in (sample / "clauses.json").read_text(encoding="utf-8")


def test_generator_hashes_normalised_spans(sample: Path, generator: ModuleType) -> None:
    lines = SAMPLE.split("\n")
    spaced = [line.replace("文です。", "文です。   ") for line in lines]
    first = [generator.span_hash(lines, h) for h in generator.scan_headings(lines)]
    assert first == [generator.span_hash(spaced, h) for h in generator.scan_headings(spaced)]
    edited = [line.replace("1.1.1. 文です。", "1.1.1. 文でした。") for line in lines]
    second = [generator.span_hash(edited, h) for h in generator.scan_headings(edited)]
    assert [a == b for a, b in zip(first, second, strict=True)] == [True, True, False, True, True, True, True]


def test_generator_moves_displaced_blocks_back(generator: ModuleType) -> None:
    lines = ["a", "x1", "x2", "b", "c"]
    assert generator.reading_order(lines, [("x1", "x2", "b")]) == [0, 3, 1, 2, 4]
    with pytest.raises(generator.BuildError, match="found 0 times"):
        generator.reading_order(lines, [("y", "x2", "b")])


def test_generator_requires_a_decision_on_a_page_break(
    sample: Path, generator: ModuleType, capsys: pytest.CaptureFixture[str]
) -> None:
    meta = sample / "meta.toml"
    meta.write_text(SAMPLE_META.replace('decision = "Read as one sentence."\n', ""), encoding="utf-8")
    assert _main(generator, sample) == 2
    err = capsys.readouterr().err
    assert "need a decision" in err and "MC-1-1-2" in err


def test_generator_refuses_metadata_that_disagrees(
    sample: Path, generator: ModuleType, capsys: pytest.CaptureFixture[str]
) -> None:
    (sample / "meta.toml").write_text(SAMPLE_META.replace('["MC-2-1"]', '["MC-2-2"]'), encoding="utf-8")
    assert _main(generator, sample) == 2
    err = capsys.readouterr().err
    assert "in the text but not in the metadata (1): ['MC-2-1']" in err
    assert "in the metadata but not in the text (1): ['MC-2-2']" in err


def test_generator_refuses_a_number_out_of_sequence(
    sample: Path, generator: ModuleType, capsys: pytest.CaptureFixture[str]
) -> None:
    (sample / "rules.txt").write_text(SAMPLE.replace("1.1.3.1つ目", "1.1.5.1つ目"), encoding="utf-8")
    assert _main(generator, sample) == 2
    assert "clause 1.1.5 out of sequence" in capsys.readouterr().err


def test_generator_refuses_a_chapter_missing_from_the_contents(
    sample: Path, generator: ModuleType, capsys: pytest.CaptureFixture[str]
) -> None:
    (sample / "rules.txt").write_text(SAMPLE.replace("第2章. 二.....\t2\n", ""), encoding="utf-8")
    assert _main(generator, sample) == 2
    assert "table of contents" in capsys.readouterr().err


def test_generator_check_mode(sample: Path, generator: ModuleType) -> None:
    assert _main(generator, sample, "--check") == 1  # nothing written yet
    assert _main(generator, sample) == 0
    assert _main(generator, sample, "--check") == 0
    out = sample / "clauses.json"
    out.write_text(out.read_text(encoding="utf-8").replace("Chapter two.", "Chapter 2."), encoding="utf-8")
    assert _main(generator, sample, "--check") == 1


# ---------------------------------------------------------------- as the game contract sees it


def test_edition_and_clause_scheme_for_the_contract(index: ClauseIndex) -> None:
    from engine.monster_collection.editions import CLAUSE_SCHEME, DEFAULT_EDITION, EDITIONS

    assert [edition.id for edition in EDITIONS] == [DEFAULT_EDITION] == [EDITION]
    assert EDITIONS[0].load_index() is index
    assert EDITIONS[0].source == index.source
    assert all(re.fullmatch(CLAUSE_SCHEME.pattern, clause.id) for clause in index)
    assert not re.fullmatch(CLAUSE_SCHEME.pattern, "C-9-4") and not re.fullmatch(CLAUSE_SCHEME.pattern, "MC 8.3.5")
    assert index.cite(CLAUSE_SCHEME.example_id) == CLAUSE_SCHEME.example_citation

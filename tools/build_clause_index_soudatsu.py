#!/usr/bin/env python3
"""Build the clause index of 奏奪 (soudatsu), from its basic rules.

Reads the rules text (``004_b9ae4b7b96e33a4b.txt`` of the shared rules folder) and the hand-written
metadata ``engine/soudatsu/editions/ja_basic/clause_meta.toml`` and writes
``engine/soudatsu/editions/ja_basic/clauses.json``.

The document has no clause numbers, so the ids mirror its own structure (ARCHITECTURE decision 9):

- ``SD-errata``, ``SD-errata-N``: the text-errata notice and its N-th bullet;
- ``SD-guide``, ``SD-guide-7-2-1``: the quick guide and its numbered steps, nested as printed;
- ``SD-loss``, ``SD-loss-N``: the win/loss conditions (the heading with its lead sentence) and the
  N-th condition;
- ``SD-detail``, ``SD-detail-<topic>``, ``SD-detail-<topic>-N``: the detailed rules, one bullet per
  topic (named after the mark or colour the bullet opens with: recycle, skull, soldier, action,
  building, resonance, loyalist) and its N-th sentence.

Sentences are split at "。" outside brackets (「」『』《》【】 and parentheses), so a quotation or a
parenthetical stays with its sentence. The source span of a clause is its own text: a heading line,
a bullet, a numbered step's line or one sentence; ``source_hash`` is the first 16 hex digits of the
sha256 of that span with whitespace runs collapsed to one space and the ends stripped. The rules end
at the first line after the detailed-rules bullets that is not a bullet: what follows on the page is
its author's profile and the comment form, not rules. The build fails loudly when the document's
structure or the metadata is not what it expects.

Usage (from the repository root)::

    python3 tools/build_clause_index_soudatsu.py [--rules PATH] [--check]

With ``--check`` nothing is written; the exit status is 1 when the output file is missing or would
change. Only the standard library is used.
"""

from __future__ import annotations

import hashlib
import re
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

# The metadata rules, the shared checks and the command line are Furuyoni's builder's (one for every game).
import build_clause_index as base
from generated import REPO_ROOT

EDITION = "ja-basic"
EDITION_DIR = REPO_ROOT / "engine" / "soudatsu" / "editions" / "ja_basic"
DEFAULT_RULES = REPO_ROOT.parent / "shared" / "rules" / "004_b9ae4b7b96e33a4b.txt"
DEFAULT_META = EDITION_DIR / "clause_meta.toml"
DEFAULT_OUT = EDITION_DIR / "clauses.json"

TITLE = "奏奪-基本ルール-"
# Section heading lines, in document order, and the part each opens.
SECTIONS = (
    ("テキスト修正のお知らせ", "errata"),  # text-errata notice
    ("クイックガイド", "guide"),  # quick guide
    ("勝敗", "loss"),  # win and loss
    ("詳細ルール", "detail"),  # detailed rules
)
# A detailed-rules bullet is named after the words it opens with (its mark or its card colour).
DETAIL_TOPICS = (
    ("リサイクルマーク", "recycle"),
    ("ドクロマーク", "skull"),
    ("緑色", "soldier"),
    ("紫色", "action"),
    ("橙色", "building"),
    ("水色", "resonance"),
    ("黄色", "loyalist"),
)

BULLET_RE = re.compile(r"^ *• (?P<text>\S.*)$")
CONDITION_RE = re.compile(r"^・(?P<text>\S.*)$")
STEP_RE = re.compile(r"^(?P<indent>(?:  )+)(?P<number>[1-9][0-9]*)\. (?P<text>\S.*)$")
OPENING = "「『《【(（"
CLOSING = "」』》】)）"



class BuildError(base.BuildError):
    """The text or the metadata is not what the build expects."""


@dataclass(frozen=True)
class Span:
    """One clause located in the text: its id, where it sits and its own source text."""

    id: str
    part: str
    parent: str | None
    line: int  # 1-based line where its text is
    text: str


def sentences(text: str) -> list[str]:
    """The sentences of a paragraph: split after each "。" that is outside every bracket."""
    out: list[str] = []
    depth = 0
    start = 0
    for i, ch in enumerate(text):
        if ch in OPENING:
            depth += 1
        elif ch in CLOSING:
            depth = max(0, depth - 1)
        elif ch == "。" and depth == 0:
            out.append(text[start : i + 1].strip())
            start = i + 1
    rest = text[start:].strip()
    if rest:
        raise BuildError(f"text after the last sentence: {rest[:30]!r}")
    return out


def _section_lines(lines: Sequence[str]) -> list[int]:
    """0-based indexes of the section headings, checked to appear once each and in order."""
    found: list[int] = []
    for heading, _ in SECTIONS:
        hits = [i for i, line in enumerate(lines) if line.strip() == heading]
        if len(hits) != 1:
            raise BuildError(f"section heading {heading!r} found {len(hits)} times, expected once")
        found.append(hits[0])
    if found != sorted(found):
        raise BuildError("the section headings are out of order")
    return found


def _body(lines: Sequence[str], begin: int, end: int) -> list[tuple[int, str]]:
    """The non-blank lines of a section body, with their 0-based indexes."""
    return [(i, lines[i]) for i in range(begin, end) if lines[i].strip()]


def _errata(lines: Sequence[str], head: int, end: int) -> list[Span]:
    spans = [Span("SD-errata", "errata", None, head + 1, lines[head].strip())]
    for n, (i, line) in enumerate(_body(lines, head + 1, end), start=1):
        match = BULLET_RE.match(line)
        if match is None:
            raise BuildError(f"line {i + 1}: the errata notice holds a line that is not a bullet")
        spans.append(Span(f"SD-errata-{n}", "errata", "SD-errata", i + 1, match.group("text")))
    return spans


def _guide(lines: Sequence[str], head: int, end: int) -> list[Span]:
    spans = [Span("SD-guide", "guide", None, head + 1, lines[head].strip())]
    chain: list[int] = []  # the printed numbers of the open steps, outermost first
    for i, line in _body(lines, head + 1, end):
        match = STEP_RE.match(line)
        if match is None:
            raise BuildError(f"line {i + 1}: the quick guide holds a line that is not a numbered step")
        depth = len(match.group("indent")) // 2
        number = int(match.group("number"))
        if depth > len(chain) + 1:
            raise BuildError(f"line {i + 1}: step nested two levels at once")
        expected = 1 if depth == len(chain) + 1 else chain[depth - 1] + 1
        if number != expected:
            raise BuildError(f"line {i + 1}: step {number} out of sequence (expected {expected})")
        chain = [*chain[: depth - 1], number]
        sid = "SD-guide-" + "-".join(str(n) for n in chain)
        parent = "SD-guide-" + "-".join(str(n) for n in chain[:-1]) if len(chain) > 1 else "SD-guide"
        spans.append(Span(sid, "guide", parent, i + 1, match.group("text")))
    return spans


def _loss(lines: Sequence[str], head: int, end: int) -> list[Span]:
    body = _body(lines, head + 1, end)
    lead = [line.strip() for _, line in body if CONDITION_RE.match(line) is None]
    if not lead or any(CONDITION_RE.match(line) for _, line in body[: len(lead)]):
        raise BuildError("the win/loss section must open with its lead sentence, then its conditions")
    spans = [Span("SD-loss", "loss", None, head + 1, " ".join([lines[head].strip(), *lead]))]
    conditions = [(i, line) for i, line in body if CONDITION_RE.match(line)]
    if len(lead) + len(conditions) != len(body):
        raise BuildError("the win/loss section holds a line after its conditions that is not one")
    for n, (i, line) in enumerate(conditions, start=1):
        match = CONDITION_RE.match(line)
        assert match is not None
        spans.append(Span(f"SD-loss-{n}", "loss", "SD-loss", i + 1, match.group("text")))
    return spans


def _detail(lines: Sequence[str], head: int) -> list[Span]:
    spans = [Span("SD-detail", "detail", None, head + 1, lines[head].strip())]
    seen: set[str] = set()
    for i in range(head + 1, len(lines)):
        line = lines[i]
        if not line.strip():
            continue
        match = BULLET_RE.match(line)
        if match is None:
            break  # the end of the rules: the page's trailer follows
        text = match.group("text")
        topic = next((name for opening, name in DETAIL_TOPICS if text.startswith(opening)), None)
        if topic is None or topic in seen:
            raise BuildError(f"line {i + 1}: a detailed-rules bullet of no known topic, or twice the same")
        seen.add(topic)
        tid = f"SD-detail-{topic}"
        spans.append(Span(tid, "detail", "SD-detail", i + 1, text))
        for n, sentence in enumerate(sentences(text), start=1):
            spans.append(Span(f"{tid}-{n}", "detail", tid, i + 1, sentence))
    missing = [name for _, name in DETAIL_TOPICS if name not in seen]
    if missing:
        raise BuildError(f"detailed-rules bullets not found: {missing}")
    return spans


def scan(lines: Sequence[str]) -> list[Span]:
    """Every clause of the document, in document order."""
    if not lines or lines[0].strip() != TITLE:
        raise BuildError(f"the document does not open with its title {TITLE!r}")
    errata, guide, loss, detail = _section_lines(lines)
    return [
        *_errata(lines, errata, guide),
        *_guide(lines, guide, loss),
        *_loss(lines, loss, detail),
        *_detail(lines, detail),
    ]


def text_hash(text: str) -> str:
    return hashlib.sha256(" ".join(text.split()).encode("utf-8")).hexdigest()[:16]


def build(rules_path: Path, meta_path: Path) -> str:
    """The JSON text of the clause index."""
    raw, lines = base.read_rules(rules_path)
    spans = scan(lines)
    meta = base.load_meta(meta_path)
    base.check_agreement([span.id for span in spans], meta)
    clauses = [
        {
            "id": span.id,
            "number": span.id.removeprefix("SD-"),
            "part": span.part,
            "slug": meta[span.id]["slug"],
            "title": meta[span.id]["title"],
            "summary": meta[span.id]["summary"],
            "kind": meta[span.id]["kind"],
            "parent": span.parent,
            "decision": meta[span.id]["decision"],
            "source_hash": text_hash(span.text),
            "line": span.line,
        }
        for span in spans
    ]
    return base.index_json(EDITION, rules_path, raw, clauses)


def _list(lines: list[str]) -> list[str]:
    return [f"{span.id}\t{span.line}\t{span.text[:60]}" for span in scan(lines)]


def main(argv: Sequence[str] | None = None) -> int:
    return base.cli(
        "build_clause_index_soudatsu", __doc__, build, (DEFAULT_RULES, DEFAULT_META, DEFAULT_OUT), argv, lister=_list
    )


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python3
"""Build the clause index of Monster Collection TCG's comprehensive rules (総合ルール), Version 2.09.

Reads the rules text (``002_6cefc896bf1395ec.txt`` in the shared rules folder) and the hand-written
metadata ``engine/monster_collection/editions/ja_2014_03_13/clause_meta.toml`` and writes
``clauses.json`` next to it.

The document numbers its clauses with dots (``8.3.5.``) and prints the numbers in several shapes: as
markdown headings (``#### 1.2.3. …``), as list items (``- 1.3.1.…``, indented ``  - 15.2.4.1.…``) or
as plain paragraphs (``1.2.2.1. …``). A clause number is the line's leading dotted number followed by
a full stop that is not the start of a further number (so the cross-reference line ``12.1.1.2.10 に
進みます。`` is not a clause). Chapters are the markdown headings ``第N章`` (``MC-N``); the table of
contents before ``## 総合ルール本文`` and the revision history from ``## 更新履歴`` are not clauses.

Ids are ``MC-`` and the printed number with dashes (``MC-8-3-5``); the citation is ``MC 8.3.5``.

Reading order. The extraction put two blocks of text out of place (page damage); ``DISPLACED``
lists them by the exact text of their first and last lines and the line they belong after, and the
build moves them back before it scans. Each clause's source span runs, in that reading order, from
its number line up to (not including) the next clause or chapter line; ``source_hash`` is the first
16 hex digits of the sha256 of that span with whitespace runs collapsed to one space and the ends
stripped (as ``build_clause_index.py`` hashes Furuyoni's clauses). ``line`` is the physical 1-based
line of the clause's number in the file.

Numbering. Every number must follow the one before it (a child, or the next sibling at some level),
with the exceptions in ``PRINTED_GAPS``: a level the document never prints, whose children hang from
the nearest printed ancestor.

Damage. A sentence cut across a blank line (prose before the blank does not end with a full stop,
and the text after it does not start a new item) is a page break; a span that is not one run of
lines had text moved into or out of it. Every clause with damaged text must carry a ``decision`` in
the metadata, so a judge sees how the suite reads the repaired text.

The build fails loudly when the text and the metadata disagree. Usage (from the repository root)::

    python3 tools/build_clause_index_mc.py [--rules PATH] [--check]

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

import build_clause_index as base
from generated import REPO_ROOT

EDITION = "ja-2014-03-13"
EDITION_DIR = REPO_ROOT / "engine" / "monster_collection" / "editions" / "ja_2014_03_13"
DEFAULT_RULES = REPO_ROOT.parent / "shared" / "rules" / "002_6cefc896bf1395ec.txt"
DEFAULT_META = EDITION_DIR / "clause_meta.toml"
DEFAULT_OUT = EDITION_DIR / "clauses.json"

PART = "MC"
BODY_MARKER = "## 総合ルール本文"  # "body of the comprehensive rules": the clauses start after it
END_MARKER = "## 更新履歴"  # "revision history": the clauses end before it
TOC_RE = re.compile(r"^第(?P<number>[1-9][0-9]*)章\. ?\S")  # a table-of-contents line
CHAPTER_RE = re.compile(r"^#{1,6} *第 *(?P<number>[1-9][0-9]*) *章")
CLAUSE_RE = re.compile(
    r"^(?:#{1,6} +|\s*- +)?(?P<number>[1-9][0-9]*(?:\.[1-9][0-9]*)+)\.(?![0-9]+(?![\u3040-\u30ff\u4e00-\u9fff]))"
)

# (first line, last line, the line the block belongs after): blocks printed out of reading order.
DISPLACED: tuple[tuple[str, str, str], ...] = (
    # Items 9-19 of the card-face legend of 2.1, printed before chapter 2's heading, follow item 8.
    ("- ⑨レベル(ユニット)(2.1.12)", "- ⑲勢力(2.1.27)", "- ⑧整理番号(2.1.11)"),
    # The end of 11.1.2 through the start of 11.2.1.3, printed before chapter 11's heading, follows
    # the start of 11.1.2; the end of 11.2.1.3 then follows its start.
    (
        "チェック型ルール処理に分かれます。",
        "11.2.1.3.«同じ局面»が6ターン続けて起き",
        "11.1.2.ルール処理は、割り込み型ルール処理と、",
    ),
)

# Numbers the document never prints although it prints their children.
PRINTED_GAPS: frozenset[tuple[int, ...]] = frozenset({(11, 3, 1)})

# A page break shows as a blank line inside a sentence: the prose line before the blank does not end
# with a full stop, and the line after it does not start an item (a list item, an example, a card
# template line or a figure label).
ITEM_RE = re.compile(r"^(?:- (?:[a-z]\.|[\u2460-\u2473])|[a-z]\.|[【\[〈<“#□×◎○◇●▽])")


class BuildError(base.BuildError):
    """The text or the metadata is not what the build expects."""


@dataclass(frozen=True)
class Heading:
    """A clause (or chapter) located in the text."""

    id: str
    number: str  # as printed: "8.3.5"; a chapter's number "8"
    parent: str | None
    line: int  # physical 1-based line of the number
    span: tuple[int, ...]  # physical 1-based lines of the source span, in reading order


def _find(lines: Sequence[str], order: Sequence[int], text: str) -> int:
    """Position in ``order`` of the one line whose stripped text is ``text``."""
    hits = [position for position, index in enumerate(order) if lines[index].strip() == text]
    if len(hits) != 1:
        raise BuildError(f"displaced-block anchor {text!r} found {len(hits)} times (expected once)")
    return hits[0]


Displaced = Sequence[tuple[str, str, str]]


def reading_order(lines: Sequence[str], displaced: Displaced | None = None) -> list[int]:
    """The 0-based line indexes of the text in reading order (the ``displaced`` blocks moved back)."""
    order = list(range(len(lines)))
    for first_text, last_text, after_text in DISPLACED if displaced is None else displaced:
        first, last = _find(lines, order, first_text), _find(lines, order, last_text)
        if last < first:
            raise BuildError(f"displaced block {first_text!r}..{last_text!r} is inverted")
        block = order[first : last + 1]
        del order[first : last + 1]
        after = _find(lines, order, after_text)
        order[after + 1 : after + 1] = block
    return order


def _components(number: str) -> tuple[int, ...]:
    return tuple(int(part) for part in number.split("."))


def _id(number: tuple[int, ...]) -> str:
    return PART + "-" + "-".join(str(part) for part in number)


def _check_toc(lines: Sequence[str], body: int) -> list[int]:
    chapters = [int(match.group("number")) for line in lines[:body] if (match := TOC_RE.match(line.strip()))]
    if chapters != list(range(1, len(chapters) + 1)) or not chapters:
        raise BuildError(f"table of contents lists chapters {chapters}, expected 1..N")
    return chapters


def scan_headings(lines: Sequence[str], displaced: Displaced | None = None) -> list[Heading]:
    """Every chapter and numbered clause of the text, in reading order (``displaced``: the blocks to move
    back, ``DISPLACED`` by default)."""
    marks = [index for index, line in enumerate(lines) if line.strip() in (BODY_MARKER, END_MARKER)]
    if [lines[index].strip() for index in marks] != [BODY_MARKER, END_MARKER]:
        raise BuildError(f"expected one {BODY_MARKER!r} line followed by one {END_MARKER!r} line")
    body, end = marks
    toc = _check_toc(lines, body)
    order = [index for index in reading_order(lines, displaced) if body < index < end]

    found: list[tuple[tuple[int, ...], int]] = []  # (number, position in order)
    stack: list[tuple[int, ...]] = []
    seen: set[tuple[int, ...]] = set()
    for position, index in enumerate(order):
        line = lines[index]
        chapter = CHAPTER_RE.match(line)
        clause = None if chapter else CLAUSE_RE.match(line)
        if chapter is None and clause is None:
            if not found and line.strip():
                raise BuildError(f"line {index + 1}: text before the first chapter: {line[:40]!r}")
            continue
        number = (int(chapter.group("number")),) if chapter else _components(clause.group("number") if clause else "")
        expected = base._expected_next(stack)
        if number not in expected and number[:-1] in PRINTED_GAPS and number[:-1] in expected:
            stack = [*(n for n in stack if len(n) < len(number) - 1), number[:-1]]
            expected = base._expected_next(stack)
        if number not in expected or number in seen:
            printed = ".".join(map(str, number))
            raise BuildError(
                f"line {index + 1}: clause {printed} out of sequence "
                f"(expected one of {sorted('.'.join(map(str, n)) for n in expected)})"
            )
        if (chapter is None) != (len(number) > 1):
            raise BuildError(f"line {index + 1}: a chapter must be a '第N章' heading, a clause a dotted number")
        seen.add(number)
        stack = [*(n for n in stack if len(n) < len(number)), number]
        found.append((number, position))
    if [n[0] for n, _ in found if len(n) == 1] != toc:
        raise BuildError("the chapters found differ from the table of contents")

    headings: list[Heading] = []
    for rank, (number, position) in enumerate(found):
        stop = found[rank + 1][1] if rank + 1 < len(found) else len(order)
        parent_number = number[:-1]
        while parent_number and parent_number not in seen:
            parent_number = parent_number[:-1]  # a level never printed (PRINTED_GAPS)
        span = tuple(index + 1 for index in order[position:stop])
        headings.append(
            Heading(
                id=_id(number),
                number=".".join(map(str, number)),
                parent=_id(parent_number) if parent_number else None,
                line=order[position] + 1,
                span=span,
            )
        )
    return headings


def span_text(lines: Sequence[str], heading: Heading) -> str:
    return "\n".join(lines[line - 1] for line in heading.span)


def span_hash(lines: Sequence[str], heading: Heading) -> str:
    normalised = " ".join(span_text(lines, heading).split())
    return hashlib.sha256(normalised.encode("utf-8")).hexdigest()[:16]


def damage(lines: Sequence[str], heading: Heading) -> list[str]:
    """Why the clause's source span is damaged (empty when it is not): page breaks inside a sentence,
    and spans that are not one run of lines because ``DISPLACED`` moved text into or out of them."""
    reasons: list[str] = []
    previous: str | None = None
    blank = False
    for line in heading.span:
        text = lines[line - 1].strip()
        if not text:
            blank = True
            continue
        cut = previous is not None and blank and not previous.endswith("。")
        if cut and not ITEM_RE.match(previous or "") and not ITEM_RE.match(text):
            reasons.append(f"a page break cuts the sentence continued on line {line}")
        previous, blank = text, False
    printed = [line for line in heading.span if lines[line - 1].strip()]
    run = [line for line in range(heading.line, printed[-1] + 1) if lines[line - 1].strip()]
    if printed != run:
        reasons.append("text of the span is printed elsewhere (moved back by DISPLACED)")
    return reasons


def build(rules_path: Path, meta_path: Path, displaced: Displaced | None = None) -> str:
    """The JSON text of the clause index."""
    raw, lines = base.read_rules(rules_path)
    headings = scan_headings(lines, displaced)
    meta = base.load_meta(meta_path)
    base.check_agreement([heading.id for heading in headings], meta)
    undecided = [h.id for h in headings if damage(lines, h) and meta[h.id]["decision"] is None]
    if undecided:
        raise BuildError(f"clauses whose text is damaged (page break, displaced text) need a decision: {undecided}")

    clauses = []
    for heading in headings:
        entry = meta[heading.id]
        if (heading.parent is None) != (entry["kind"] == "H" and len(heading.number.split(".")) == 1):
            raise BuildError(f"{heading.id}: a chapter (and only a chapter) has no parent and is of kind H")
        clauses.append(
            {
                "id": heading.id,
                "number": heading.number,
                "part": PART,
                "slug": entry["slug"],
                "title": entry["title"],
                "summary": entry["summary"],
                "kind": entry["kind"],
                "parent": heading.parent,
                "decision": entry["decision"],
                "source_hash": span_hash(lines, heading),
                "line": heading.line,
            }
        )
    return base.index_json(EDITION, rules_path, raw, clauses)


def main(argv: Sequence[str] | None = None) -> int:
    return base.cli("build_clause_index_mc", __doc__, build, (DEFAULT_RULES, DEFAULT_META, DEFAULT_OUT), argv)


if __name__ == "__main__":
    sys.exit(main())

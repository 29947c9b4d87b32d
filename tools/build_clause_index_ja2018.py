#!/usr/bin/env python3
"""Build the clause index of the 2018-01-26 Japanese edition of the Furuyoni rules.

Reads the rules text (``001_199b38f5f4cfa078.txt`` in the shared rules folder) and the hand-written
metadata ``engine/furuyoni/editions/ja_2018_01_26/clause_meta.toml`` and writes ``clauses.json`` next to
it: per clause its number, part, parent, our slug, English title and kind, the 2025 clauses it maps to
(with the kind of change), and the hash of its source span.

The 2018 text prints sections as ``§ 9 title`` (the section is clause ``C-9``) and clauses as
``9-4 title`` (no full stop, unlike 2025). The additional rules start at ``§0`` (``A-0``); the one
appendix is ``附則 1`` (``App1``). Spans and hashes are computed exactly as for the 2025 edition, by
``span_hash`` of ``build_clause_index.py``. The build fails when the text and the metadata disagree, or
when a mapping names a clause that the 2025 index does not have.

Usage (from the repository root)::

    python3 tools/build_clause_index_ja2018.py [--rules PATH] [--check]
"""

from __future__ import annotations

import json
import re
import sys
import tomllib
from collections.abc import Sequence
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

import build_clause_index as base

REPO_ROOT = base.REPO_ROOT
EDITION = "ja-2018-01-26"
EDITION_DIR = REPO_ROOT / "engine" / "furuyoni" / "editions" / "ja_2018_01_26"
DEFAULT_RULES = REPO_ROOT.parent / "shared" / "rules" / "001_199b38f5f4cfa078.txt"
DEFAULT_META = EDITION_DIR / "clause_meta.toml"
DEFAULT_OUT = EDITION_DIR / "clauses.json"
INDEX_2025 = base.DEFAULT_OUT

CORE_MARKER = "コアルール"  # "core rules", on the title line of the core part
ADDITIONAL_MARKER = "追加ルール"  # "additional rules", on the title line of the additional part
APPENDIX_RE = re.compile(r"^附則 ?(?P<number>[1-9]) \S")  # "appendix 1 ..."
SECTION_RE = re.compile(r"^§ ?(?P<number>[0-9]+) (?P<title>\S.*)$")
CLAUSE_RE = re.compile(r"^(?P<number>[1-9][0-9]*(?:-[1-9][0-9]*)+) (?P<title>\S.*)$")

RELATIONS = frozenset({"same", "moved", "changed", "removed"})
META_KEYS = frozenset({"slug", "title", "kind", "to_2025", "relation", "note"})
REQUIRED_META_KEYS = frozenset({"slug", "title", "kind", "to_2025", "relation"})


class BuildError(base.BuildError):
    """The text or the metadata is not what the build expects."""


def _title_line(lines: Sequence[str], marker: str, start: int) -> int:
    for index in range(start, len(lines)):
        line = lines[index].strip()
        if line.startswith("『") and line.endswith(marker):
            return index
    raise BuildError(f"title line ending in {marker!r} not found")


def _scan_part(lines: Sequence[str], part: str, begin: int, end: int) -> list[base.Heading]:
    """Headings of one part between two 0-based line indexes, checked to follow in sequence."""
    found: list[tuple[tuple[int, ...], int]] = []
    stack: list[tuple[int, ...]] = []
    for index in range(begin, end):
        line = lines[index]
        match = SECTION_RE.match(line) or CLAUSE_RE.match(line)
        if match is None:
            continue
        number = tuple(int(n) for n in match.group("number").split("-"))
        expected = base._expected_next(stack)
        if not stack and part == "A":
            expected.add((0,))  # the additional rules open with "§0 introduction"
        if number not in expected:
            raise BuildError(
                f"line {index + 1}: heading {part} {match.group('number')} out of sequence "
                f"(expected one of {sorted('-'.join(map(str, n)) for n in expected)})"
            )
        stack = [n for n in stack if len(n) < len(number)]
        stack.append(number)
        found.append((number, index))
    if not found:
        raise BuildError(f"no headings found in part {part}")
    headings: list[base.Heading] = []
    for position, (number, index) in enumerate(found):
        stop = found[position + 1][1] if position + 1 < len(found) else end
        printed = "-".join(str(n) for n in number)
        parent = f"{part}-{'-'.join(str(n) for n in number[:-1])}" if len(number) > 1 else None
        headings.append(base.Heading(f"{part}-{printed}", printed, part, parent, index + 1, stop + 1))
    return headings


def scan_headings(lines: Sequence[str]) -> list[base.Heading]:
    """All clause headings of the 2018 text, in document order."""
    core = _title_line(lines, CORE_MARKER, 0)
    additional = _title_line(lines, ADDITIONAL_MARKER, core + 1)
    appendix = next((i for i in range(additional + 1, len(lines)) if APPENDIX_RE.match(lines[i])), None)
    if appendix is None:
        raise BuildError("appendix line '附則 1' not found")
    headings = _scan_part(lines, "C", core + 1, additional)
    headings += _scan_part(lines, "A", additional + 1, appendix)
    headings.append(base.Heading("App1", "1", "App", None, appendix + 1, len(lines) + 1))
    return headings


def load_meta(path: Path, ids_2025: set[str]) -> dict[str, dict[str, Any]]:
    with path.open("rb") as handle:
        data = tomllib.load(handle)
    meta: dict[str, dict[str, Any]] = {}
    slugs: dict[str, str] = {}
    for clause_id, table in data.items():
        if not isinstance(table, dict):
            raise BuildError(f"{clause_id}: expected a table")
        unknown = set(table) - META_KEYS
        missing = REQUIRED_META_KEYS - set(table)
        if unknown or missing:
            raise BuildError(f"{clause_id}: unknown keys {sorted(unknown)}, missing keys {sorted(missing)}")
        slug = base._text_field(clause_id, table, "slug")
        if not base.SLUG_RE.match(slug):
            raise BuildError(f"{clause_id}: slug {slug!r} is not kebab-case")
        if slug in slugs:
            raise BuildError(f"{clause_id}: slug {slug!r} already used by {slugs[slug]}")
        slugs[slug] = clause_id
        if table["kind"] not in base.KINDS:
            raise BuildError(f"{clause_id}: kind {table['kind']!r} is not one of {sorted(base.KINDS)}")
        targets = table["to_2025"]
        if not isinstance(targets, list) or not all(isinstance(t, str) for t in targets):
            raise BuildError(f"{clause_id}: to_2025 must be a list of 2025 clause ids")
        if bad := [t for t in targets if t not in ids_2025]:
            raise BuildError(f"{clause_id}: to_2025 names clauses the 2025 index does not have: {bad}")
        relation = table["relation"]
        if relation not in RELATIONS:
            raise BuildError(f"{clause_id}: relation {relation!r} is not one of {sorted(RELATIONS)}")
        if (relation == "removed") != (not targets):
            raise BuildError(f"{clause_id}: a clause maps to no 2025 clause exactly when it was removed")
        if relation == "same" and targets[:1] != [clause_id]:
            raise BuildError(f"{clause_id}: relation 'same' needs the same number first in to_2025")
        note = base._text_field(clause_id, table, "note") if "note" in table else None
        if relation == "changed" and note is None:
            raise BuildError(f"{clause_id}: a changed rule needs a note saying what changed")
        meta[clause_id] = {
            "slug": slug,
            "title": base._text_field(clause_id, table, "title"),
            "kind": table["kind"],
            "to_2025": targets,
            "relation": relation,
            "note": note,
        }
    return meta


def build(rules_path: Path, meta_path: Path, index_2025: Path = INDEX_2025) -> str:
    """The JSON text of the 2018 clause index."""
    raw, lines = base.read_rules(rules_path)
    headings = scan_headings(lines)
    ids_2025 = {c["id"] for c in json.loads(index_2025.read_text(encoding="utf-8"))["clauses"]}
    meta = load_meta(meta_path, ids_2025)
    base.check_agreement([heading.id for heading in headings], meta)
    clauses = []
    for heading in headings:
        entry = meta[heading.id]
        clauses.append(
            {
                "id": heading.id,
                "number": heading.number,
                "part": heading.part,
                "slug": entry["slug"],
                "title": entry["title"],
                "kind": entry["kind"],
                "parent": heading.parent,
                "to_2025": entry["to_2025"],
                "relation": entry["relation"],
                "note": entry["note"],
                "source_hash": base.span_hash(lines, heading),
                "line": heading.line,
            }
        )
    return base.index_json(EDITION, rules_path, raw, clauses)


def _list(lines: list[str]) -> list[str]:
    return [f"{heading.id} {heading.line}" for heading in scan_headings(lines)]


def main(argv: Sequence[str] | None = None) -> int:
    return base.cli(
        "build_clause_index_ja2018", __doc__, build, (DEFAULT_RULES, DEFAULT_META, DEFAULT_OUT), argv, lister=_list
    )


if __name__ == "__main__":
    sys.exit(main())

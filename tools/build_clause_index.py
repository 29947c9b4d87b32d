#!/usr/bin/env python3
"""Build the clause index of the 2025-01-31 Korean edition of the Furuyoni rules.

Reads the rules text (the edition's source file) and the hand-written metadata
``engine/furuyoni/editions/ko_2025_01_31/clause_meta.toml`` and writes
``engine/furuyoni/editions/ko_2025_01_31/clauses.json``.

Every numbered clause heading of the core rules (ids ``C-...``), of the
additional rules (ids ``A-...``) and the two appendices (``App1``, ``App2``) is
located in the text.  For each clause the source span runs from its heading line
up to (not including) the next heading or section line; ``source_hash`` is the
first 16 hex digits of the sha256 of that span with whitespace runs collapsed to
one space and the ends stripped.  The build fails loudly when the clauses found
in the text and the clauses described by the metadata differ.

Usage (from the repository root)::

    python3 tools/build_clause_index.py [--rules PATH] [--check]

With ``--check`` nothing is written; the exit status is 1 when the output file
is missing or would change.  Only the standard library is used.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import re
import sys
import tomllib
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from generated import REPO_ROOT, write_or_check

EDITION = "ko-2025-01-31"
EDITION_DIR = REPO_ROOT / "engine" / "furuyoni" / "editions" / "ko_2025_01_31"
DEFAULT_RULES = REPO_ROOT.parent / "shared" / "rules" / "000_97007997c0f7bada.txt"
DEFAULT_META = EDITION_DIR / "clause_meta.toml"
DEFAULT_OUT = EDITION_DIR / "clauses.json"

# Section lines of the source text (they delimit spans but are not clauses).
CORE_MARKER = "핵심 규칙"  # "core rules"
ADDITIONAL_MARKER = "추가 규칙"  # "additional rules"
APPENDIX_MARKER = "부칙"  # "appendix"; printed as "부칙 1 ...", "부칙 2 ..."

# A clause heading: "9-4. title".  List items ("1) ...", "5-1) ..."), table rows
# ("1 | ...") and sentences that start with a number ("9-4-1에 ...") do not match.
HEADING_RE = re.compile(r"^(?P<number>[1-9][0-9]*(?:-[1-9][0-9]*)*)\. (?P<title>\S.*)$")
APPENDIX_RE = re.compile(rf"^{APPENDIX_MARKER} (?P<number>[12]) \S")

SLUG_RE = re.compile(r"^[a-z0-9]+(?:-[a-z0-9]+)*$")
# Hangul, kana and CJK ideographs: the metadata is written in English only.
CJK_RE = re.compile(r"[\u1100-\u11ff\u3040-\u30ff\u3130-\u318f\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af]")
KINDS = frozenset({"T", "D", "H"})
META_KEYS = frozenset({"slug", "title", "summary", "kind", "decision"})
REQUIRED_META_KEYS = frozenset({"slug", "title", "summary", "kind"})


class BuildError(Exception):
    """The text or the metadata is not what the build expects."""


@dataclass(frozen=True)
class Heading:
    """A clause heading located in the text."""

    id: str
    number: str  # as printed
    part: str  # "C", "A" or "App"
    parent: str | None
    line: int  # 1-based
    end: int  # 1-based line after the span (exclusive)


def _components(number: str) -> tuple[int, ...]:
    return tuple(int(part) for part in number.split("-"))


def _number(components: Sequence[int]) -> str:
    return "-".join(str(part) for part in components)


def _expected_next(stack: Sequence[tuple[int, ...]]) -> set[tuple[int, ...]]:
    """Numbers that may follow the open chain of headings ``stack``."""
    if not stack:
        return {(1,)}
    current = stack[-1]
    candidates = {(*current, 1)}
    for depth in range(1, len(current) + 1):
        prefix = current[:depth]
        candidates.add((*prefix[:-1], prefix[-1] + 1))
    return candidates


def _is_heading(number: str) -> Callable[[str], bool]:
    return lambda line: (match := HEADING_RE.match(line)) is not None and match.group("number") == number


def _find_line(lines: Sequence[str], predicate: Callable[[str], bool], start: int, what: str) -> int:
    for index in range(start, len(lines)):
        if predicate(lines[index]):
            return index
    raise BuildError(f"section line not found: {what}")


def _scan_part(lines: Sequence[str], part: str, begin: int, end: int) -> list[Heading]:
    """Headings of one numbered part; ``begin``/``end`` are 0-based line indexes."""
    found: list[tuple[str, str, int]] = []  # (effective number, printed number, index)
    stack: list[tuple[int, ...]] = []
    seen: set[tuple[int, ...]] = set()
    for index in range(begin, end):
        match = HEADING_RE.match(lines[index])
        if match is None:
            continue
        printed = match.group("number")
        number = _components(printed)
        expected = _expected_next(stack)
        if number not in expected:
            if number not in seen:
                raise BuildError(
                    f"line {index + 1}: heading {part} {printed} out of sequence "
                    f"(expected one of {sorted(_number(n) for n in expected)})"
                )
            # A number printed a second time (Kanawe's 18-2-1-1/18-2-1-2 under
            # 18-2-2): re-parent it under the heading that is open at its depth.
            depth = len(number)
            if len(stack) < depth - 1 or depth < 2:
                raise BuildError(f"line {index + 1}: duplicate heading {part} {printed}")
            renamed = (*stack[depth - 2], number[-1])
            if renamed not in expected or renamed in seen:
                raise BuildError(f"line {index + 1}: duplicate heading {part} {printed} cannot be renumbered")
            number = renamed
        seen.add(number)
        stack = [n for n in stack if len(n) < len(number)]
        stack.append(number)
        found.append((_number(number), printed, index))
    if not found:
        raise BuildError(f"no headings found in part {part}")
    headings: list[Heading] = []
    for position, (effective, printed, index) in enumerate(found):
        stop = found[position + 1][2] if position + 1 < len(found) else end
        parent = f"{part}-{effective.rsplit('-', 1)[0]}" if "-" in effective else None
        headings.append(Heading(f"{part}-{effective}", printed, part, parent, index + 1, stop + 1))
    return headings


def scan_headings(lines: Sequence[str]) -> list[Heading]:
    """All clause headings of the text, in document order."""
    first_heading = _find_line(lines, _is_heading("1"), 0, "first heading '1.'")
    core = max(
        (i for i in range(first_heading) if lines[i].strip() == CORE_MARKER),
        default=-1,
    )
    if core < 0:
        raise BuildError(f"section line {CORE_MARKER!r} not found before the first heading")
    additional = _find_line(lines, lambda s: s.strip() == ADDITIONAL_MARKER, core + 1, ADDITIONAL_MARKER)

    def appendix(number: str) -> Callable[[str], bool]:
        return lambda line: (match := APPENDIX_RE.match(line)) is not None and match.group("number") == number

    app1 = _find_line(lines, appendix("1"), additional + 1, f"{APPENDIX_MARKER} 1")
    app2 = _find_line(lines, appendix("2"), app1 + 1, f"{APPENDIX_MARKER} 2")

    headings = _scan_part(lines, "C", core + 1, additional)
    headings += _scan_part(lines, "A", additional + 1, app1)
    for line in lines[app1 + 1 :]:
        if HEADING_RE.match(line):
            raise BuildError(f"numbered heading inside the appendices: {line[:40]!r}")
    headings.append(Heading("App1", "1", "App", None, app1 + 1, app2 + 1))
    headings.append(Heading("App2", "2", "App", None, app2 + 1, len(lines) + 1))
    return headings


def span_hash(lines: Sequence[str], heading: Heading) -> str:
    span = "\n".join(lines[heading.line - 1 : heading.end - 1])
    normalised = " ".join(span.split())
    return hashlib.sha256(normalised.encode("utf-8")).hexdigest()[:16]


def _text_field(clause_id: str, table: dict[str, Any], key: str) -> str:
    value = table.get(key)
    if not isinstance(value, str) or not value.strip():
        raise BuildError(f"{clause_id}: {key!r} must be a non-empty string")
    if value != value.strip() or "\n" in value:
        raise BuildError(f"{clause_id}: {key!r} must be a single line without outer blanks")
    if CJK_RE.search(value):
        raise BuildError(f"{clause_id}: {key!r} must be written in English")
    return value


def load_meta(path: Path) -> dict[str, dict[str, Any]]:
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
        slug = _text_field(clause_id, table, "slug")
        if not SLUG_RE.match(slug):
            raise BuildError(f"{clause_id}: slug {slug!r} is not kebab-case")
        if slug in slugs:
            raise BuildError(f"{clause_id}: slug {slug!r} already used by {slugs[slug]}")
        slugs[slug] = clause_id
        kind = table["kind"]
        if kind not in KINDS:
            raise BuildError(f"{clause_id}: kind {kind!r} is not one of {sorted(KINDS)}")
        entry: dict[str, Any] = {
            "slug": slug,
            "title": _text_field(clause_id, table, "title"),
            "summary": _text_field(clause_id, table, "summary"),
            "kind": kind,
            "decision": _text_field(clause_id, table, "decision") if "decision" in table else None,
        }
        meta[clause_id] = entry
    return meta


def read_rules(path: Path) -> tuple[bytes, list[str]]:
    """The rules text's bytes (hashed whole into ``source_sha256``) and its lines without line ends."""
    raw = path.read_bytes()
    return raw, [line.removesuffix("\r") for line in raw.decode("utf-8").split("\n")]


def check_agreement(ids: Sequence[str], meta: dict[str, dict[str, Any]]) -> None:
    """Every clause found in the text is described by the metadata and nothing else is."""
    if len(set(ids)) != len(ids):
        raise BuildError("duplicate clause ids in the text")
    not_in_meta = [clause_id for clause_id in ids if clause_id not in meta]
    not_in_text = sorted(set(meta) - set(ids))
    if not_in_meta or not_in_text:
        raise BuildError(
            "metadata and text disagree:\n"
            f"  in the text but not in the metadata ({len(not_in_meta)}): {not_in_meta}\n"
            f"  in the metadata but not in the text ({len(not_in_text)}): {not_in_text}"
        )


def index_json(edition: str, rules_path: Path, raw: bytes, clauses: list[dict[str, Any]]) -> str:
    """The generated ``clauses.json`` text: the edition, its source file and hash, the clauses."""
    document = {
        "edition": edition,
        "source": rules_path.name,
        "source_sha256": hashlib.sha256(raw).hexdigest(),
        "clauses": clauses,
    }
    return json.dumps(document, indent=1, ensure_ascii=False) + "\n"


def build(rules_path: Path, meta_path: Path) -> str:
    """The JSON text of the clause index."""
    raw, lines = read_rules(rules_path)
    headings = scan_headings(lines)
    meta = load_meta(meta_path)
    check_agreement([heading.id for heading in headings], meta)

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
                "summary": entry["summary"],
                "kind": entry["kind"],
                "parent": heading.parent,
                "decision": entry["decision"],
                "source_hash": span_hash(lines, heading),
                "line": heading.line,
            }
        )
    return index_json(EDITION, rules_path, raw, clauses)


def cli(
    name: str,
    doc: str | None,
    build: Callable[[Path, Path], str],
    defaults: tuple[Path, Path, Path],
    argv: Sequence[str] | None = None,
    lister: Callable[[list[str]], Iterable[str]] | None = None,
) -> int:
    """The command line every clause-index builder shares: ``--rules``, ``--meta``, ``--out``,
    ``--check`` (write nothing; exit 1 if the output would change), and ``--list`` where the builder
    can print what it found in the text (``lister``: one line a clause)."""
    rules, meta, out = defaults
    parser = argparse.ArgumentParser(description=doc.split("\n\n")[0] if doc else None)
    parser.add_argument("--rules", type=Path, default=rules, help="rules text (default: ../shared/rules/...)")
    parser.add_argument("--meta", type=Path, default=meta, help="hand-written clause metadata (TOML)")
    parser.add_argument("--out", type=Path, default=out, help="generated clause index (JSON)")
    parser.add_argument("--check", action="store_true", help="write nothing; exit 1 if the output would change")
    if lister is not None:
        parser.add_argument("--list", action="store_true", help="print the clauses found in the text and stop")
    args = parser.parse_args(argv)

    try:
        if lister is not None and args.list:
            for line in lister(read_rules(args.rules)[1]):
                print(line)
            return 0
        text = build(args.rules, args.meta)
    except (BuildError, OSError, UnicodeDecodeError, tomllib.TOMLDecodeError) as error:
        print(f"{name}: error: {error}", file=sys.stderr)
        return 2

    count = text.count('"source_hash"')
    return write_or_check(name, args.out, text, check=args.check, what=f"{count} clauses")


def main(argv: Sequence[str] | None = None) -> int:
    return cli("build_clause_index", __doc__, build, (DEFAULT_RULES, DEFAULT_META, DEFAULT_OUT), argv)


if __name__ == "__main__":
    sys.exit(main())

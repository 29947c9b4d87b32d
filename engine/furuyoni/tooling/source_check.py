"""Furuyoni's source-text check (``python -m referee source-check``): a clause whose span of the rules
text no longer hashes to the ``source_hash``
stored in its clause index is reported with the scenarios tagged with it, so they get reviewed.

Spans and hashes come from the generators themselves (``tools/build_clause_index.py`` for the 2025
edition, ``tools/build_clause_index_ja2018.py`` for the 2018 one), loaded from the checkout: the check
needs the repository and the rules folder (``../shared/rules`` beside it, or ``--rules``)."""

from __future__ import annotations

import hashlib
import importlib.util
import sys
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from types import ModuleType
from typing import Any

from referee.coverage import scan

from ..editions.ja_2018_01_26 import load_clause_index as load_2018_index
from ..editions.ko_2025_01_31 import load_clause_index as load_2025_index

REPO_ROOT = Path(__file__).resolve().parents[3]
TOOLS = REPO_ROOT / "tools"
FEATURES = "furuyoni"  # the game's folder of features/


def default_rules_dir() -> Path:
    return REPO_ROOT.parent / "shared" / "rules"


@cache
def _tool(name: str) -> ModuleType:
    """A generator script of ``tools/`` as a module (it is not part of the installed package)."""
    path = TOOLS / f"{name}.py"
    if not path.is_file():
        raise FileNotFoundError(f"{path.name} not found: the source check needs the repository checkout")
    if str(TOOLS) not in sys.path:
        sys.path.insert(0, str(TOOLS))  # the 2018 generator imports the 2025 one by name
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault(name, module)
    spec.loader.exec_module(module)
    return sys.modules[name]


@dataclass
class ChangedClause:
    id: str
    title: str
    stored_hash: str
    current_hash: str
    scenarios: list[str]  # "file: scenario name" of the scenarios to review
    via: list[str] = field(default_factory=list)  # for the 2018 edition: the 2025 clauses it maps to


@dataclass
class SourceResult:
    edition: str
    source: str  # the rules file's name
    missing: bool = False  # the rules text is not there: nothing was checked
    file_unchanged: bool = False  # the whole file still has the sha256 recorded in the index
    error: str | None = None  # the headings could not be read any more
    changed: list[ChangedClause] = field(default_factory=list)
    not_in_text: list[str] = field(default_factory=list)  # clauses of the index whose heading is gone
    not_in_index: list[str] = field(default_factory=list)  # headings of the text the index lacks

    def as_json(self) -> dict[str, Any]:
        return {
            "edition": self.edition,
            "source": self.source,
            "missing": self.missing,
            "file_unchanged": self.file_unchanged,
            "error": self.error,
            "changed": [c.__dict__ for c in self.changed],
            "not_in_text": self.not_in_text,
            "not_in_index": self.not_in_index,
        }

    @property
    def clean(self) -> bool:
        return not (self.missing or self.error or self.changed or self.not_in_text or self.not_in_index)


def _scenarios_by_clause(features: Path) -> dict[str, list[str]]:
    out: dict[str, list[str]] = {}
    for sc in scan(features / FEATURES):
        for cid in sorted(sc.clauses):
            out.setdefault(cid, []).append(f"{sc.file}: {sc.name}")
    return out


def _lines(raw: bytes) -> list[str]:
    return [line.removesuffix("\r") for line in raw.decode("utf-8").split("\n")]


def _check(index: Any, tool_name: str, rules_file: Path, features: Path, *, to_2025: bool) -> SourceResult:
    """Compare every clause of `index` with its heading's span in `rules_file`. With `to_2025`, the
    clauses are 2018 ones and the scenarios behind them are those of their 2025 counterparts."""
    result = SourceResult(index.edition, index.source)
    if not rules_file.is_file():
        result.missing = True
        return result
    raw = rules_file.read_bytes()
    result.file_unchanged = hashlib.sha256(raw).hexdigest() == index.source_sha256
    tool = _tool(tool_name)
    base = _tool("build_clause_index")  # the hashing and the error type are the 2025 builder's
    lines = _lines(raw)
    try:
        headings = tool.scan_headings(lines)
    except base.BuildError as exc:
        result.error = str(exc)
        return result
    behind = _scenarios_by_clause(features)
    found = {h.id: h for h in headings}
    for clause in index:
        heading = found.get(clause.id)
        if heading is None:
            result.not_in_text.append(clause.id)
            continue
        current = base.span_hash(lines, heading)
        if current == clause.source_hash:
            continue
        if to_2025:
            scenarios = sorted({s for target in clause.to_2025 for s in behind.get(target, [])})
            result.changed.append(
                ChangedClause(clause.id, clause.title, clause.source_hash, current, scenarios, list(clause.to_2025))
            )
        else:
            result.changed.append(
                ChangedClause(clause.id, clause.title, clause.source_hash, current, behind.get(clause.id, []))
            )
    result.not_in_index = [h.id for h in headings if h.id not in index]
    return result


def check_2025(rules_file: Path, features: Path) -> SourceResult:
    return _check(load_2025_index(), "build_clause_index", rules_file, features, to_2025=False)


def check_2018(rules_file: Path, features: Path) -> SourceResult:
    return _check(load_2018_index(), "build_clause_index_ja2018", rules_file, features, to_2025=True)


def check_sources(rules_dir: Path | None, features: Path) -> list[SourceResult]:
    """Both editions against the rules texts in ``rules_dir`` (default ``../shared/rules``)."""
    folder = rules_dir or default_rules_dir()
    return [
        check_2025(folder / load_2025_index().source, features),
        check_2018(folder / load_2018_index().source, features),
    ]


def format_text(results: list[SourceResult]) -> str:
    lines: list[str] = []
    for r in results:
        head = f"{r.edition} ({r.source})"
        if r.missing:
            lines.append(f"{head}: rules text not found, nothing checked")
            continue
        if r.error:
            lines.append(f"{head}: the clause headings cannot be read any more: {r.error}")
            continue
        if r.clean:
            same = "file unchanged" if r.file_unchanged else "file changed outside every clause span"
            lines.append(f"{head}: every clause matches its stored hash ({same})")
            continue
        lines.append(f"{head}: {len(r.changed)} clause(s) changed since the index was built")
        for c in r.changed:
            via = f" (2025: {', '.join(c.via)})" if c.via else ""
            lines.append(f"  {c.id} {c.title}: {c.stored_hash} -> {c.current_hash}{via}")
            if c.scenarios:
                lines.extend(f"      review: {s}" for s in c.scenarios)
            else:
                lines.append("      no scenario is tagged with it")
        if r.not_in_text:
            lines.append(f"  headings gone from the text: {', '.join(r.not_in_text)}")
        if r.not_in_index:
            lines.append(f"  headings missing from the index: {', '.join(r.not_in_index)}")
        lines.append("  Review the clause metadata and these scenarios, then rebuild the index (tools/).")
    return "\n".join(lines) + "\n"

"""Clause index of 奏奪's basic rules (Japanese, with the text-errata notice): the default edition.

The document has no numbers; the ids mirror its structure (``SD-guide-7-2-1``, ``SD-loss-2``,
``SD-detail-soldier-5``, ``SD-errata-1``; see ``tools/build_clause_index_soudatsu.py``). A clause is
cited by its id.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache
from importlib.resources import files
from typing import Any, Literal, cast

__all__ = ["EDITION", "Clause", "ClauseIndex", "load_clause_index"]

EDITION = "ja-basic"

Part = Literal["errata", "guide", "loss", "detail"]
Kind = Literal["T", "D", "H"]
_PARTS: frozenset[str] = frozenset({"errata", "guide", "loss", "detail"})
_KINDS: frozenset[str] = frozenset({"T", "D", "H"})


@dataclass(frozen=True, slots=True)
class Clause:
    """One rule of the document, under the project's stable id."""

    id: str  # "SD-guide-7-2-1"
    number: str  # the id without its prefix: "guide-7-2-1"
    part: Part
    slug: str
    title: str
    summary: str
    kind: Kind  # T testable, D definition, H heading
    parent: str | None
    decision: str | None  # the suite's reading where the text is silent or ambiguous
    source_hash: str  # sha256 prefix of the rule's whitespace-normalised text
    line: int  # 1-based line of the rule in the source text

    @property
    def citation(self) -> str:
        """The id is the citation: the document has no numbers of its own."""
        return self.id

    @property
    def testable(self) -> bool:
        return self.kind == "T"


class ClauseIndex:
    """The clauses of the edition in document order, addressable by id."""

    __slots__ = ("_by_id", "_clauses", "edition", "source", "source_sha256")

    def __init__(self, edition: str, source: str, source_sha256: str, clauses: tuple[Clause, ...]) -> None:
        self.edition = edition
        self.source = source
        self.source_sha256 = source_sha256
        self._clauses = clauses
        self._by_id = {clause.id: clause for clause in clauses}
        if len(self._by_id) != len(clauses):
            raise ValueError(f"duplicate clause ids in the {edition} clause index")

    def get(self, clause_id: str) -> Clause | None:
        return self._by_id.get(clause_id)

    def __getitem__(self, clause_id: str) -> Clause:
        return self._by_id[clause_id]

    def __contains__(self, clause_id: object) -> bool:
        return clause_id in self._by_id

    def __iter__(self) -> Iterator[Clause]:
        return iter(self._clauses)

    def __len__(self) -> int:
        return len(self._clauses)

    def testable(self) -> list[Clause]:
        return [clause for clause in self._clauses if clause.kind == "T"]

    def cite(self, clause_id: str) -> str:
        return self._by_id[clause_id].citation


def _str(entry: dict[str, Any], key: str) -> str:
    value = entry[key]
    if not isinstance(value, str):
        raise ValueError(f"clause {entry.get('id')!r}: {key} must be a string")
    return value


def _clause(entry: dict[str, Any]) -> Clause:
    part, kind, line = _str(entry, "part"), _str(entry, "kind"), entry["line"]
    if part not in _PARTS or kind not in _KINDS or not isinstance(line, int):
        raise ValueError(f"clause {entry.get('id')!r}: bad part, kind or line")
    return Clause(
        id=_str(entry, "id"),
        number=_str(entry, "number"),
        part=cast(Part, part),
        slug=_str(entry, "slug"),
        title=_str(entry, "title"),
        summary=_str(entry, "summary"),
        kind=cast(Kind, kind),
        parent=None if entry["parent"] is None else _str(entry, "parent"),
        decision=None if entry["decision"] is None else _str(entry, "decision"),
        source_hash=_str(entry, "source_hash"),
        line=line,
    )


@cache
def load_clause_index() -> ClauseIndex:
    """Read the packaged ``clauses.json`` (cached; the index is immutable)."""
    data = json.loads(files(__name__).joinpath("clauses.json").read_text(encoding="utf-8"))
    return ClauseIndex(
        edition=_str(data, "edition"),
        source=_str(data, "source"),
        source_sha256=_str(data, "source_sha256"),
        clauses=tuple(_clause(entry) for entry in data["clauses"]),
    )

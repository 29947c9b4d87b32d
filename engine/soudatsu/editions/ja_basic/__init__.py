"""Clause index of 奏奪's basic rules (Japanese, with the text-errata notice): the default edition.

The document has no numbers; the ids mirror its structure (``SD-guide-7-2-1``, ``SD-loss-2``,
``SD-detail-soldier-5``, ``SD-errata-1``; see ``tools/build_clause_index_soudatsu.py``). A clause is
cited by its id.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Any, Literal, cast

from engine.clause_index import Index, optional_string_field, read_index, string_field

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


class ClauseIndex(Index[Clause]):
    """The clauses of the edition in document order, addressable by id (the shared index of every game)."""

    __slots__ = ()


def _clause(entry: dict[str, Any]) -> Clause:
    part, kind, line = string_field(entry, "part"), string_field(entry, "kind"), entry["line"]
    if part not in _PARTS or kind not in _KINDS or not isinstance(line, int):
        raise ValueError(f"clause {entry.get('id')!r}: bad part, kind or line")
    return Clause(
        id=string_field(entry, "id"),
        number=string_field(entry, "number"),
        part=cast(Part, part),
        slug=string_field(entry, "slug"),
        title=string_field(entry, "title"),
        summary=string_field(entry, "summary"),
        kind=cast(Kind, kind),
        parent=optional_string_field(entry, "parent"),
        decision=optional_string_field(entry, "decision"),
        source_hash=string_field(entry, "source_hash"),
        line=line,
    )


@cache
def load_clause_index() -> ClauseIndex:
    """Read the packaged ``clauses.json`` (cached; the index is immutable)."""
    return read_index(__name__, ClauseIndex, _clause)

"""A clause index, game-neutral: the clauses of one edition of a game's rules in document order,
addressable by id (``engine.contract.ClauseIndex``). Each game's editions generate their index from the
rules text (``tools/build_clause_index*.py`` -> ``clauses.json``) and load it into an ``Index`` of their
own clause type.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from importlib.resources import files
from typing import Any, Generic, Protocol, TypeVar


class _Clause(Protocol):
    @property
    def id(self) -> str: ...
    @property
    def kind(self) -> str: ...
    @property
    def citation(self) -> str: ...


C = TypeVar("C", bound=_Clause)


class Index(Generic[C]):
    """The clauses of one edition in document order, addressable by id (each edition's index is one)."""

    __slots__ = ("_by_id", "_clauses", "edition", "source", "source_sha256")

    def __init__(self, edition: str, source: str, source_sha256: str, clauses: tuple[C, ...]) -> None:
        self.edition = edition
        self.source = source
        self.source_sha256 = source_sha256
        self._clauses = clauses
        self._by_id = {clause.id: clause for clause in clauses}
        if len(self._by_id) != len(clauses):
            raise ValueError(f"duplicate clause ids in the {edition} clause index")

    def get(self, clause_id: str) -> C | None:
        return self._by_id.get(clause_id)

    def __getitem__(self, clause_id: str) -> C:
        return self._by_id[clause_id]

    def __contains__(self, clause_id: object) -> bool:
        return clause_id in self._by_id

    def __iter__(self) -> Iterator[C]:
        return iter(self._clauses)

    def __len__(self) -> int:
        return len(self._clauses)

    def testable(self) -> list[C]:
        """The clauses of kind T, in document order."""
        return [clause for clause in self._clauses if clause.kind == "T"]

    def cite(self, clause_id: str) -> str:
        """Human citation of a clause id (``C 9-4``, ``A 9-8``, ``App1``); KeyError if unknown."""
        return self._by_id[clause_id].citation


def string_field(entry: dict[str, Any], key: str) -> str:
    """A string field of a generated clauses.json entry (the loaders refuse anything else)."""
    value = entry[key]
    if not isinstance(value, str):
        raise ValueError(f"clause {entry.get('id')!r}: {key} must be a string")
    return value


def optional_string_field(entry: dict[str, Any], key: str) -> str | None:
    """A string-or-null field of a generated clauses.json entry."""
    return None if entry[key] is None else string_field(entry, key)


IndexT = TypeVar("IndexT", bound="Index[Any]")


def read_index(package: str, index_type: type[IndexT], clause: Callable[[dict[str, Any]], Any]) -> IndexT:
    """Read an edition package's generated ``clauses.json`` into its index type, each entry through the
    edition's own ``clause`` reader (which refuses a malformed entry with ValueError)."""
    data = json.loads(files(package).joinpath("clauses.json").read_text(encoding="utf-8"))
    return index_type(
        edition=string_field(data, "edition"),
        source=string_field(data, "source"),
        source_sha256=string_field(data, "source_sha256"),
        clauses=tuple(clause(entry) for entry in data["clauses"]),
    )

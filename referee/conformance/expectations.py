"""``expectations/<game>/<impl>.toml``: an implementation's known failures of a game's scenarios, run as
strict xfails (for the default game, ``expectations/<impl>.toml`` is read too, where a file was kept
from before there were several games).

```toml
[[failure]]
scenario = "an attack out of range fails its check"   # the scenario's name in its feature file
reason = "range is checked at declaration only (our issue #12)"

[[failure]]
clause = "C-5-7"                                      # every scenario tagged with this clause
reason = "range modifications are not implemented yet"
```

An entry names a ``scenario`` (optionally narrowed by ``feature``, the end of the feature file's
path) or a ``clause`` (the exact id of a ``@clause:`` tag), and always a ``reason``. Strict means a
listed scenario that passes is reported as XPASS(strict), a failure, until the entry is removed —
so list a clause only when all its scenarios fail.
"""

from __future__ import annotations

import tomllib
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from engine.contract import ClauseIndex
from engine.games import DEFAULT_GAME


class ExpectationsError(ValueError):
    """An expectations file that cannot be used (bad TOML, unknown key or clause, no reason)."""


@dataclass(frozen=True)
class Expectation:
    reason: str
    scenario: str | None = None
    clause: str | None = None
    feature: str | None = None

    @property
    def label(self) -> str:
        if self.scenario is not None:
            return f"scenario {self.scenario!r}" + (f" of {self.feature}" if self.feature else "")
        return f"clause {self.clause}"

    def matches(self, scenario: str, feature: str, clauses: Iterable[str]) -> bool:
        if self.feature is not None and not feature.endswith(self.feature):
            return False
        if self.scenario is not None:
            return scenario == self.scenario
        return self.clause in set(clauses)


KEYS = frozenset({"scenario", "clause", "feature", "reason"})


def load_expectations(path: Path, index: ClauseIndex) -> list[Expectation]:
    """The entries of an expectations file, whose clauses must be clauses of ``index`` (the game's)."""
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except (OSError, tomllib.TOMLDecodeError) as exc:
        raise ExpectationsError(f"{path}: {exc}") from exc
    unknown_tables = set(data) - {"failure"}
    if unknown_tables:
        raise ExpectationsError(f"{path}: unknown top-level keys {sorted(unknown_tables)}; use [[failure]] entries")
    entries = data.get("failure", [])
    if not isinstance(entries, list):
        raise ExpectationsError(f"{path}: 'failure' must be an array of tables ([[failure]])")
    out: list[Expectation] = []
    for n, entry in enumerate(entries, 1):
        where = f"{path}: failure #{n}"
        if not isinstance(entry, dict):
            raise ExpectationsError(f"{where} is not a table")
        extra = set(entry) - KEYS
        if extra:
            raise ExpectationsError(f"{where}: unknown keys {sorted(extra)} (allowed: {sorted(KEYS)})")
        if not all(isinstance(v, str) for v in entry.values()):
            raise ExpectationsError(f"{where}: every value must be a string")
        if ("scenario" in entry) == ("clause" in entry):
            raise ExpectationsError(f"{where}: name exactly one of 'scenario' or 'clause'")
        if not entry.get("reason", "").strip():
            raise ExpectationsError(f"{where}: give a 'reason'")
        clause = entry.get("clause")
        if clause is not None and clause not in index:
            raise ExpectationsError(f"{where}: {clause!r} names no clause of the {index.edition} clause index")
        out.append(
            Expectation(
                reason=entry["reason"].strip(),
                scenario=entry.get("scenario"),
                clause=clause,
                feature=entry.get("feature"),
            )
        )
    return out


def expectations_path(root: Path, game: str, impl_name: str) -> Path:
    """``expectations/<game>/<name>.toml``; for the default game, ``expectations/<name>.toml`` where only
    that one exists."""
    path = root / "expectations" / game / f"{impl_name}.toml"
    legacy = root / "expectations" / f"{impl_name}.toml"
    return legacy if game == DEFAULT_GAME and not path.exists() and legacy.exists() else path

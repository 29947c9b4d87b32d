"""Deliberate, realistic rule mistakes in the engine (``engine.contract.Mutant``): the proof that the
scenarios bite. Each patches one function or constant where the engine reads it."""

from __future__ import annotations

import importlib
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any
from unittest import mock


@dataclass(frozen=True)
class Patch:
    name: str
    clause: str
    mistake: str
    module: str
    attribute: str
    replacement: Any

    def bindings(self) -> Any:
        """The patched binding as it stands now; AttributeError when the engine no longer has it."""
        return getattr(importlib.import_module(self.module), self.attribute)

    @contextmanager
    def applied(self) -> Iterator[None]:
        self.bindings()
        with mock.patch.object(importlib.import_module(self.module), self.attribute, self.replacement):
            yield


def _no_formation(total: int, defences: list[int]) -> list[int]:
    return [total for _ in defences]


def _no_initiative(g: Any, unit: Any) -> int:
    return 0


def _never_suspended(g: Any, unit: Any) -> bool:
    return False


PKG = "engine.monster_collection"

MUTANTS: dict[str, Patch] = {
    p.name: p
    for p in [
        Patch(
            "attack-damage-ignores-formation",
            "MC-9-3",
            "every unit of the attacked party takes the whole attack damage, whatever stands in front of it",
            f"{PKG}.procedures.attack",
            "allot",
            _no_formation,
        ),
        Patch(
            "initiative-is-the-die-alone",
            "MC-8-3-4-7",
            "the initiative result is the die alone, without the party's initiative",
            f"{PKG}.procedures.battle",
            "initiative",
            _no_initiative,
        ),
        Patch(
            "simultaneous-attack-keeps-bonuses",
            "MC-8-3-7-3",
            "in the simultaneous attack the units keep their equipment bonuses and abilities' effects",
            f"{PKG}.stats",
            "suspended",
            _never_suspended,
        ),
        Patch(
            "headquarters-limit-8",
            "MC-5-1-2-9",
            "a headquarters has the proxy terrain's limit 8 instead of 10",
            f"{PKG}.duel",
            "HQ_LIMIT",
            8,
        ),
    ]
}

"""``mutant:NAME``: our engine with one deliberate rule mistake (``referee/conformance/mutants.py``),
applied around each call and undone after it, so nothing else in the process sees it."""

from __future__ import annotations

from typing import Any

from referee.conformance.mutants import MUTANTS

from . import Json
from .inprocess import InProcess


class MutantImplementation(InProcess):
    def __init__(self, mutant: str) -> None:
        if mutant not in MUTANTS:
            raise ValueError(f"unknown mutant {mutant!r} (known: {', '.join(MUTANTS)})")
        self.mutant = MUTANTS[mutant]
        self.mutant.bindings()  # fail at once, not per scenario, if the mutant no longer applies
        self.name = f"mutant-{mutant}"

    def _call(self, fn: Any, *args: Any) -> Json:
        with self.mutant.applied():
            return super()._call(fn, *args)

"""``mutant:NAME``: our engine of a game with one deliberate rule mistake (``Game.mutants()``), applied
around each call and undone after it, so nothing else in the process sees it."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.games import DEFAULT_GAME

from . import Json
from .inprocess import InProcess


class MutantImplementation(InProcess):
    def __init__(self, mutant: str, game: str = DEFAULT_GAME) -> None:
        super().__init__(game)
        mutants = self._game.mutants()
        if mutant not in mutants:
            raise ValueError(f"unknown mutant {mutant!r} of {game} (known: {', '.join(mutants)})")
        self.mutant = mutants[mutant]
        self.mutant.bindings()  # fail at once, not per scenario, if the mutant no longer applies
        self.name = f"mutant-{mutant}"

    def _call(self, fn: Callable[..., Json], *args: Any) -> Json:
        with self.mutant.applied():
            return super()._call(fn, *args)

"""The 奏奪 scenarios' harness: the ``impl`` adapter for this game, its steps, and its clause tags.

``impl`` answers JSON through the game contract (``engine.games.get_game("soudatsu")``) in this process,
refusals as ``tests.adapters.Refused``. ``SOUDATSU_MUTANT=<name>`` runs the engine with one of the
game's mutants applied around each call (``engine/soudatsu/mutants.py``), the proof that the
scenarios bite (tests/soudatsu/test_mutants.py)."""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from contextlib import AbstractContextManager, nullcontext
from typing import Any

import pytest

from engine.games import get_game
from tests.adapters import Json, Refused
from tests.soudatsu.steps.play import *  # noqa: F403  (the step definitions are fixtures of this directory)

GAME = get_game("soudatsu")
CLAUSES = GAME.index()


class InProcess:
    """The game's JSON functions in this process, optionally with a mutant applied around each call."""

    def __init__(self, mutant: str | None = None) -> None:
        self.name = f"soudatsu-mutant-{mutant}" if mutant else "soudatsu-inprocess"
        self.mutant = GAME.mutants()[mutant] if mutant else None

    def _call(self, fn: Callable[..., Json], *args: Any) -> Json:
        applied: AbstractContextManager[None] = self.mutant.applied() if self.mutant else nullcontext()
        with applied:
            try:
                return fn(*args)
            except Exception as exc:
                problem = GAME.refusal(exc)
                if problem is None:
                    raise
                raise Refused(problem) from exc

    def adjudicate(self, position: Json, actions: list[Json]) -> Json:
        return self._call(GAME.adjudicate, position, actions)

    def legal_actions(self, position: Json) -> Json:
        return self._call(GAME.legal_actions, position)

    def new_duel(self, request: Json) -> Json:
        return self._call(GAME.new_duel, request)

    def close(self) -> None:
        pass


@pytest.fixture(scope="session")
def impl() -> Iterator[InProcess]:
    yield InProcess(os.environ.get("SOUDATSU_MUTANT") or None)


@pytest.hookimpl(tryfirst=True)
def pytest_bdd_apply_tag(tag: str, function: Any) -> bool | None:
    """``@clause:SD-guide-7-1`` becomes ``pytest.mark.clause("SD-guide-7-1")``; an ``SD-`` tag naming no
    clause of the index fails the run (a typo must not drop a scenario out of the coverage)."""
    if not tag.startswith("clause:SD-"):
        return None
    cid = tag.split(":", 1)[1]
    if cid not in CLAUSES:
        raise pytest.UsageError(f"scenario tag @{tag} names no clause of the {CLAUSES.edition} clause index of 奏奪")
    pytest.mark.clause(cid)(function)
    return True

"""The Monster Collection scenarios' harness: the adapter fixture ``impl`` and the step definitions.

``impl`` is the game-aware in-process adapter: JSON in, JSON out, refusals as ``tests.adapters.Refused``,
through the game contract (``engine.games.get_game("monster-collection")``). The steps are imported here
(not registered as a plugin) so that they override any step of another game with the same words for
the scenarios under this folder only."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from engine.monster_collection.game import GAME
from tests.adapters import Refused

from .steps_given import *  # noqa: F403  (the step definitions are fixtures: conftest must hold them)
from .steps_then import *  # noqa: F403
from .steps_when import *  # noqa: F403
from .table import Table

Json = dict[str, Any]


class MonsterCollectionInProcess:
    """Our engine in this process, through the game contract's JSON functions."""

    name = "inprocess"

    def __init__(self) -> None:
        self.game = GAME

    def _call(self, fn: Callable[..., Json], *args: Any) -> Json:
        try:
            return fn(*args)
        except Exception as exc:
            problem = self.game.refusal(exc)
            if problem is None:
                raise
            raise Refused(problem) from exc

    def adjudicate(self, position: Json, actions: list[Json]) -> Json:
        return self._call(self.game.adjudicate, position, actions)

    def legal_actions(self, position: Json) -> Json:
        return self._call(self.game.legal_actions, position)

    def new_duel(self, request: Json) -> Json:
        return self._call(self.game.new_duel, request)

    def view(self, position: Json, player: int) -> Json:
        return self._call(self.game.view, position, player)

    def close(self) -> None:
        pass


@pytest.fixture(scope="session")
def impl() -> MonsterCollectionInProcess:
    return MonsterCollectionInProcess()


@pytest.hookimpl(tryfirst=True)
def pytest_bdd_apply_tag(tag: str, function: Any) -> bool | None:
    """``@clause:MC-8-3-5`` becomes ``pytest.mark.clause("MC-8-3-5")``; a tag naming no clause of the
    Monster Collection index fails the run (a typo must not drop a scenario out of the coverage)."""
    if not tag.startswith("clause:MC-"):
        return None
    cid = tag.split(":", 1)[1]
    index = GAME.index()
    if cid not in index:
        raise pytest.UsageError(f"scenario tag @{tag} names no clause of the {index.edition} clause index")
    pytest.mark.clause(cid)(function)
    return True


def pytest_bdd_before_step(request: pytest.FixtureRequest, feature: Any, scenario: Any, step: Any, step_func: Any) -> None:
    """A run of When steps is one exchange: Then steps look at the answers to all of it. The first When
    after a Then (or after the Given steps) starts a new one."""
    if "game" not in request.fixturenames:
        return
    table = request.getfixturevalue("game")
    if not isinstance(table, Table):
        return
    if step.type == "then":
        table.checked = True

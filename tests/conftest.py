"""The harness, game-neutral: which implementation scenarios run against (--impl), clause tags as
markers checked against the clause index of the scenario's game, and the scheduling of tests on
several workers. Each game's scenarios and step definitions live in ``tests/<game>/`` (``tests.harness``)."""

from __future__ import annotations

from functools import cache
from typing import Any

import pytest

from engine.games import all_games, get_game

pytest_plugins = ["tests.conformance_plugin"]


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption("--impl", default="inprocess", help="implementation to run the scenarios against")


# Under pytest-xdist (`-n auto`), the tests of a module go to one worker together, so that its
# module-scoped fixtures (a served referee, a browser, the mutant run) are built once; the modules of
# many small independent cases are dealt out test by test. (xdist's own `--dist loadgroup` marks no
# longer take effect with pytest 9.2, so the grouping is this scheduler's.)
SPREAD_MODULES = frozenset({"test_scenarios.py", "test_real_card_games.py", "test_fuzz.py"})
STORE_TESTS = "tests/store/"


@pytest.hookimpl(optionalhook=True)
def pytest_xdist_make_scheduler(config: pytest.Config, log: Any) -> Any:
    from xdist.scheduler import LoadScopeScheduling

    class ModuleOrTest(LoadScopeScheduling):  # type: ignore[misc]
        def _split_scope(self, nodeid: str) -> str:
            module = nodeid.split("::", 1)[0]
            if module.startswith(STORE_TESTS):
                return STORE_TESTS  # one worker: one throw-away PostgreSQL cluster for all of them
            return nodeid if module.rsplit("/", 1)[-1] in SPREAD_MODULES else module

    return ModuleOrTest(config, log)


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "clause(id): the rules clause a scenario exemplifies")


@cache
def _clause_ids(game_id: str | None) -> tuple[frozenset[str], str]:
    """The clause ids a tag may name, and the index they come from: the game's whose scenarios are being
    collected (``tests.harness.playing``), else every game's."""
    if game_id is not None:
        index = get_game(game_id).index()
        return frozenset(c.id for c in index), f"{game_id} {index.edition}"
    ids = frozenset(c.id for game in all_games() for c in game.index())
    return ids, "any game's"


def pytest_bdd_apply_tag(tag: str, function: Any) -> bool | None:
    """`@clause:C-9-4` becomes `pytest.mark.clause("C-9-4")`; a tag naming no clause of the index
    fails the run (a typo must not silently drop a scenario out of the coverage)."""
    if not tag.startswith("clause:"):
        return None
    from tests import harness

    cid = tag.split(":", 1)[1]
    known, which = _clause_ids(harness.CURRENT_GAME)
    if cid not in known:
        raise pytest.UsageError(f"scenario tag @{tag} names no clause of the {which} clause index")
    pytest.mark.clause(cid)(function)
    return True

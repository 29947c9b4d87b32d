"""What a game's test folder is made of, game-neutral (ARCHITECTURE decision 9). A game's scenarios
run from ``tests/<game>/test_scenarios.py`` with the step definitions its ``conftest.py`` loads, so two
games' steps never meet (pytest scopes a conftest's fixtures — step definitions are fixtures — to its
folder):

``tests/<game>/conftest.py``::

    from tests.harness import game_fixtures
    globals().update(game_fixtures("<game>"))  # the impl fixture and the game's step definitions

``tests/<game>/test_scenarios.py``::

    from pytest_bdd import scenarios
    from tests.harness import feature_paths, playing

    with playing("<game>"):
        scenarios(*feature_paths("<game>"))

``Game.step_plugins`` names the step modules; ``Game.features`` the feature folder under features/,
narrowed by the environment variable ``<GAME>_FEATURES`` (several paths relative to features/,
joined by ``os.pathsep``: what a conformance run by clause sets, or a writer of scenarios).
"""

from __future__ import annotations

import importlib
import os
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest
from _pytest.fixtures import FixtureFunctionDefinition

from engine.games import get_game
from referee.conformance.selection import features_variable
from tests.adapters import Implementation, get_implementation

CURRENT_GAME: str | None = None  # the game whose scenarios are being collected (``playing``)


@contextmanager
def playing(game_id: str) -> Iterator[None]:
    """Around ``scenarios(...)``: the tag hooks (tests/conftest.py) check each ``@clause:`` tag
    against this game's clause index."""
    global CURRENT_GAME
    CURRENT_GAME = game_id
    try:
        yield
    finally:
        CURRENT_GAME = None


def feature_paths(game_id: str) -> list[str]:
    """The game's feature folder (relative to features/), or the files ``<GAME>_FEATURES`` names."""
    narrowed = os.environ.get(features_variable(game_id))
    return narrowed.split(os.pathsep) if narrowed else [get_game(game_id).features]


def implementation_fixture(game_id: str) -> Any:
    """The session's implementation of the game (``--impl``), shared by its scenarios; a JSON-lines
    subprocess is stopped at the end of the session."""

    @pytest.fixture(scope="session")
    def impl(request: pytest.FixtureRequest) -> Iterator[Implementation]:
        implementation = get_implementation(str(request.config.getoption("--impl")), game_id)
        yield implementation
        implementation.close()

    return impl


def game_fixtures(game_id: str) -> dict[str, Any]:
    """What a game's conftest holds: ``impl``, and every fixture and hook (``pytest_…``) of its step
    modules (``Game.step_plugins``, in order: a later module's step of the same text wins, as with
    plugins). Hooks of a conftest apply to the tests of its folder only."""
    out: dict[str, Any] = {}
    for module in get_game(game_id).step_plugins:
        for name, value in vars(importlib.import_module(module)).items():
            if isinstance(value, FixtureFunctionDefinition) or (name.startswith("pytest_") and callable(value)):
                out[name] = value
    out["impl"] = implementation_fixture(game_id)
    return out

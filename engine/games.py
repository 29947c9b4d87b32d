"""The games of the referee, by id (``engine.contract.Game``).

A game registers here by one line: its id and the module holding its ``GAME`` object. Modules are
imported on first use, so a tool that needs one game does not load the others.
"""

from __future__ import annotations

import gc
import importlib
from functools import cache

from .contract import Game, WarmsUp

DEFAULT_GAME = "furuyoni"

# id -> module exposing GAME; the order is the order games are listed in.
REGISTRY: dict[str, str] = {
    "furuyoni": "engine.furuyoni.game_contract",
    "soudatsu": "engine.soudatsu.game",
    "monster-collection": "engine.monster_collection.game",
}


class UnknownGame(KeyError):
    """No game of that id is registered."""


def game_ids() -> list[str]:
    return list(REGISTRY)


@cache
def get_game(game_id: str = DEFAULT_GAME) -> Game:
    """The game registered under ``game_id``; ``UnknownGame`` otherwise."""
    module = REGISTRY.get(game_id)
    if module is None:
        raise UnknownGame(f"no game {game_id!r}; known: {', '.join(REGISTRY)}")
    game: Game = importlib.import_module(module).GAME
    return game


def all_games() -> list[Game]:
    return [get_game(g) for g in REGISTRY]


def warm_up(games: list[Game] | None = None) -> None:
    """Ready a long-lived process (the served referee, a benchmark) for many rulings: each game loads
    its static tables (``WarmsUp``), then everything alive moves to the collector's permanent
    generation. The tables never die; without the freeze each full collection walks them all, a pause
    that lands on one ruling in a few hundred (the benchmark's p99). Done before gunicorn forks its
    workers, it also keeps the tables' pages shared between them."""
    for game in all_games() if games is None else games:
        if isinstance(game, WarmsUp):
            game.warm_up()
    gc.collect()
    gc.freeze()

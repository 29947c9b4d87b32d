"""``inprocess``: our engine of a game, called in this process through the game contract's JSON
functions (``engine.contract.Game``; the default)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.contract import Game
from engine.games import DEFAULT_GAME, get_game

from . import Json, Refused


class InProcess:
    name = "inprocess"

    def __init__(self, game: str = DEFAULT_GAME) -> None:
        self.game = game
        self._game: Game = get_game(game)

    def _call(self, fn: Callable[..., Json], *args: Any) -> Json:
        try:
            result: Json = fn(*args)
        except Exception as exc:
            problem = self._game.refusal(exc)
            if problem is None:
                raise
            raise Refused(problem) from exc
        return result

    def adjudicate(self, position: Json, actions: list[Json]) -> Json:
        return self._call(self._game.adjudicate, position, actions)

    def legal_actions(self, position: Json) -> Json:
        return self._call(self._game.legal_actions, position)

    def new_duel(self, request: Json) -> Json:
        return self._call(self._game.new_duel, request)

    def view(self, position: Json, player: int) -> Json:
        return self._call(self._game.view, position, player)

    def close(self) -> None:
        pass

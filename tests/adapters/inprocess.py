"""``inprocess``: our engine, called in this process through its public JSON API (the default)."""

from __future__ import annotations

from typing import Any

from . import Json, Refused


class InProcess:
    name = "inprocess"

    def _call(self, fn: Any, *args: Any) -> Json:
        from engine.furuyoni import api

        try:
            result: Json = fn(*args)
        except Exception as exc:
            problem = api.refusal(exc)
            if problem is None:
                raise
            raise Refused(problem) from exc
        return result

    def adjudicate(self, position: Json, actions: list[Json]) -> Json:
        from engine.furuyoni import api

        return self._call(api.adjudicate, position, actions)

    def legal_actions(self, position: Json) -> Json:
        from engine.furuyoni import api

        return self._call(api.legal_actions, position)

    def new_duel(self, request: Json) -> Json:
        from engine.furuyoni import api

        return self._call(api.new_duel, request)

    def close(self) -> None:
        pass

"""The one interface every step definition talks to (ARCHITECTURE decision 6).

An implementation receives JSON positions and actions and answers JSON, so every scenario is data a
foreign engine can answer. ``Refused`` carries the problem document of input the implementation
rejects (an inconsistent position, a setup that breaks C 2/3).
"""

from __future__ import annotations

from typing import Any, Protocol

Json = dict[str, Any]


class Refused(Exception):
    def __init__(self, problem: Json) -> None:
        super().__init__(problem.get("detail", "refused"))
        self.problem = problem


class Implementation(Protocol):
    name: str

    def adjudicate(self, position: Json, actions: list[Json]) -> Json: ...

    def legal_actions(self, position: Json) -> Json: ...

    def new_duel(self, request: Json) -> Json: ...


class InProcess:
    """Our engine, called in this process through its public JSON API."""

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


def get_implementation(spec: str) -> Implementation:
    if spec == "inprocess":
        return InProcess()
    raise ValueError(f"unknown implementation {spec!r} (known: inprocess)")

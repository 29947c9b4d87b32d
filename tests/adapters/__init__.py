"""The one interface every step definition talks to (ARCHITECTURE decision 6).

An implementation receives JSON positions and actions and answers JSON, so every scenario is data a
foreign engine can answer. Three outcomes besides an answer:

- ``Refused`` carries the problem document of input the implementation rejects (an inconsistent
  position, a setup that breaks C 2/3) — a normal answer that scenarios check;
- ``Unsupported`` says the implementation does not support what was asked (a goddess, an edition, an
  operation): the scenario is reported as *unsupported*, not failed;
- ``ImplementationError`` is a broken exchange (connection refused, a garbled answer, a crash): the
  scenario errors.

Implementations, chosen by ``get_implementation(spec, game)`` (``--impl`` of pytest and of
``python -m referee conformance``; the game is the one whose scenarios run), one module each:

- ``inprocess`` — our engine of the game in this process, through the game contract (``inprocess.py``,
  the default);
- ``http://host:port`` — any server speaking the referee's API, ``/v1/games/<game>/…``
  (``http_client.py``);
- ``jsonl:"command args"`` — a subprocess speaking JSON lines on stdin/stdout, each request naming the
  game (``jsonl.py``, docs/jsonl-protocol.md);
- ``mutant:NAME`` — our engine of the game with one deliberate rule mistake (``mutant.py``).
"""

from __future__ import annotations

from typing import Any, Protocol

from engine.games import DEFAULT_GAME
from referee.conformance.specs import implementation_name, jsonl_command

Json = dict[str, Any]


class Refused(Exception):
    def __init__(self, problem: Json) -> None:
        super().__init__(problem.get("detail", "refused"))
        self.problem = problem


class Unsupported(Exception):
    """The implementation does not support this request; the scenario is reported as unsupported."""

    def __init__(self, reason: str, status: int | None = None) -> None:
        super().__init__(reason)
        self.reason = reason
        self.status = status  # the HTTP status that said so, over HTTP


class ImplementationError(Exception):
    """The exchange with the implementation broke (not a rules answer): the scenario errors."""


class Implementation(Protocol):
    name: str
    game: str  # the id of the game it answers for

    def adjudicate(self, position: Json, actions: list[Json]) -> Json: ...

    def legal_actions(self, position: Json) -> Json: ...

    def new_duel(self, request: Json) -> Json: ...

    # What one player may see of the position (``{"board", "pending"}``, the contract's ``view``);
    # ``Unsupported`` from an implementation without per-player views.
    def view(self, position: Json, player: int) -> Json: ...

    def close(self) -> None: ...


def get_implementation(spec: str, game: str = DEFAULT_GAME) -> Implementation:
    name = implementation_name(spec)
    if name == "inprocess":
        return InProcess(game)
    if name == "http":
        from .http_client import HttpImplementation

        return HttpImplementation(spec, game)
    if name == "jsonl":
        from .jsonl import JsonLinesImplementation

        return JsonLinesImplementation(jsonl_command(spec), game)
    from .mutant import MutantImplementation

    return MutantImplementation(spec.partition(":")[2], game)


from .inprocess import InProcess  # noqa: E402  (defined after Refused, which it uses)

__all__ = [
    "Implementation",
    "ImplementationError",
    "InProcess",
    "Json",
    "Refused",
    "Unsupported",
    "get_implementation",
    "implementation_name",
]

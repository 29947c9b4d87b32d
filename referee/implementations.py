"""The implementations perft and the differential runs talk to: the conformance adapters
(``tests/adapters``: ``inprocess``, ``http://host:port``, ``jsonl:"command args"``, ``mutant:NAME``),
opened for one game.

The adapters live with the suite, in the checkout's ``tests/`` (as for ``python -m referee
conformance``), so a command that names ``--impl`` runs from a checkout; this module puts the
checkout on ``sys.path`` when it is not there already (``python -m referee`` started elsewhere).

Besides the adapters' ``adjudicate``, ``legal_actions`` and ``new_duel``, the differential runs
compare what each player may see: ``view_function`` gives an adapter's ``view`` where it has one, and
otherwise asks the implementation the way its adapter asks everything else (the in-process and mutant
adapters call the game's ``view``, the HTTP adapter posts to the API's ``view``). An implementation
without a view (the JSON-lines protocol has no such operation) is compared on its full board.
"""

from __future__ import annotations

import inspect
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any, Protocol

from engine.games import DEFAULT_GAME

Json = dict[str, Any]


class Implementation(Protocol):
    """What the tools use of an adapter (``tests.adapters.Implementation``)."""

    name: str

    def adjudicate(self, position: Json, actions: list[Json]) -> Json: ...

    def legal_actions(self, position: Json) -> Json: ...

    def new_duel(self, request: Json) -> Json: ...

    def close(self) -> None: ...


def checkout() -> Path:
    """The checkout holding ``tests/adapters`` (this file's grandparent, or the working directory)."""
    here = Path(__file__).resolve().parents[1]
    for candidate in (here, Path.cwd()):
        if (candidate / "tests" / "adapters" / "__init__.py").is_file():
            return candidate
    raise RuntimeError("--impl needs a checkout of the project: the adapters are in tests/adapters")


def adapters() -> Any:
    """The ``tests.adapters`` package (``Refused``, ``Unsupported``, ``ImplementationError``, …)."""
    try:
        import tests.adapters as module
    except ModuleNotFoundError:
        sys.path.insert(0, str(checkout()))
        import tests.adapters as module
    return module


def open_implementation(spec: str, game: str = DEFAULT_GAME) -> Implementation:
    """The adapter of ``spec`` for ``game``. ValueError for an unknown spec or mutant."""
    get = adapters().get_implementation
    if "game" in inspect.signature(get).parameters:
        impl: Implementation = get(spec, game)
        return impl
    if game != DEFAULT_GAME:  # adapters of one game only (before the referee spoke several games)
        raise ValueError(f"these adapters speak {DEFAULT_GAME} only, not {game}")
    impl = get(spec)
    return impl


def view_function(impl: Implementation, game: str) -> Callable[[Json, int], Json] | None:
    """``view(position, player)`` of an implementation, or None when it has none."""
    own: Any = getattr(impl, "view", None)
    if callable(own):
        return own  # type: ignore[no-any-return]
    module = adapters()
    if isinstance(impl, module.InProcess):  # our engine, or a mutant of it (its mistake applied around the call)
        from engine.games import get_game

        view = get_game(game).view
        call: Any = impl._call
        return lambda position, player: call(view, position, player)
    from tests.adapters.http_client import HttpImplementation

    if isinstance(impl, HttpImplementation):
        post: Any = impl._post
        return lambda position, player: post("view", {"position": position, "player": player})
    return None


def spec_name(spec: str) -> str:
    """``inprocess``, ``http``, ``jsonl`` or ``mutant-NAME`` (ValueError for an unknown spec)."""
    from .conformance.specs import implementation_name

    return implementation_name(spec)


def refusal_types() -> tuple[type[BaseException], type[BaseException], type[BaseException]]:
    """(Refused, Unsupported, ImplementationError) of the adapters."""
    module = adapters()
    return module.Refused, module.Unsupported, module.ImplementationError

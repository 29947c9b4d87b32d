"""The referee of the card games (engine.games): a Flask service (API + judge's page) and command-line entry points."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .app import create_app

__all__ = ["create_app"]


def __getattr__(name: str) -> Any:
    """``create_app`` is imported when first asked for: Flask and the API are not loaded by the modules
    that need neither (the conformance runner's pytest runs, one per mutant, import ``referee.conformance``
    only; loading the app was a quarter of each run's start)."""
    if name == "create_app":
        from .app import create_app

        return create_app
    raise AttributeError(f"module 'referee' has no attribute {name!r}")

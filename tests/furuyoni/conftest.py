"""Furuyoni's scenarios: its step definitions (``Game.step_plugins``) and the implementation they run
against (``tests.harness``), and its tags of real cards (``@card:RULES-ID``) and goddesses
(``@goddess:KEY``), checked against the card database."""

from __future__ import annotations

import warnings
from functools import cache
from typing import Any

import pytest

from engine.furuyoni import carddb
from tests.harness import game_fixtures

globals().update(game_fixtures("furuyoni"))


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "goddess: @goddess:KEY, a scenario of that goddess's cards")
    config.addinivalue_line("markers", "card: @card:RULES-ID, a scenario exercising that real card")


@cache
def _known() -> tuple[frozenset[str], frozenset[str]]:
    return frozenset(c.rules_id for c in carddb.season_cards()), frozenset(g.base_key for g in carddb.goddesses())


def pytest_bdd_apply_tag(tag: str, function: Any) -> bool | None:
    """Real-card scenarios: the mark keeps the tag's own name, so --scenario-tag selects by it."""
    from tests import harness

    if not tag.startswith(("card:", "goddess:")) or harness.CURRENT_GAME not in (None, "furuyoni"):
        return None
    cards, goddesses = _known()
    name = tag.split(":", 1)[1]
    if tag.startswith("card:") and name not in cards:
        raise pytest.UsageError(f"scenario tag @{tag} names no card of season {carddb.DEFAULT_SEASON}")
    if tag.startswith("goddess:") and name not in goddesses:
        raise pytest.UsageError(f"scenario tag @{tag} names no goddess")
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", pytest.PytestUnknownMarkWarning)
        getattr(pytest.mark, tag)(function)
    return True

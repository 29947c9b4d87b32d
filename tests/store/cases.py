"""Distinct valid cases of the default game (Furuyoni): a slash used at a distance, with some dust."""

from __future__ import annotations

from typing import Any

from tests.furuyoni.api.test_api import position

CASES = 720


def case(n: int) -> dict[str, Any]:
    """The n-th of CASES distinct cases (distance 2-9, dust 0-89), each a valid position."""
    assert 0 <= n < CASES
    return {"position": position(distance=2 + n // 90, dust=n % 90),
            "actions": [{"type": "use_card", "player": 0, "card": "A:slash"}]}

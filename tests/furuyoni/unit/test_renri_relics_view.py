"""A 20-2-3: 『歴史家』 Renri's relics lie face down in her 〈Relics〉; only she sees them (C 7-1), and
each lies there only (C 7-1: a card is in one zone at a time)."""

from __future__ import annotations

from typing import Any

import pytest

from engine.furuyoni import api
from engine.furuyoni.validate import PositionError

WEAPON = "NA-22-renri-A1-N-6-Ex1"
BELL = "NA-22-renri-A1-N-6-Ex3"


def position() -> dict[str, Any]:
    return {
        "format": "furuyoni-position/2",
        "state": {
            "step": "main_action",
            "cards": {
                "A:weapon": {"card": WEAPON, "holder": 0},
                "A:bell": {"card": BELL, "holder": 0},
            },
            "players": [
                {"goddesses": ["renri-a1", "yurina"], "goddess": {"renri": {"relics": ["A:weapon", "A:bell"]}}},
                {"goddesses": ["hagane", "saine"]},
            ],
        },
        "answers": [],
    }


def test_the_relics_are_seen_by_her_only() -> None:
    mine = api.player_view(position(), 0)["board"]
    assert mine["players"][0]["goddess"]["renri"]["relics"] == ["A:weapon", "A:bell"]
    assert mine["cards"]["A:bell"]["card"] == BELL
    theirs = api.player_view(position(), 1)["board"]
    relics = theirs["players"][0]["goddess"]["renri"]["relics"]
    assert len(relics) == 2 and all(u.startswith("hidden-") for u in relics)
    assert all(theirs["cards"][u] == {"card": None, "holder": 0, "category": "normal"} for u in relics)
    assert WEAPON not in str(theirs) and BELL not in str(theirs)


def test_a_relic_lies_in_one_zone_only() -> None:
    """C 7-1: a card in her 〈Relics〉 and in her hand at once is refused."""
    pos = position()
    pos["state"]["players"][0]["hand"] = ["A:bell"]
    with pytest.raises(PositionError) as refused:
        api.player_view(pos, 0)
    assert refused.value.invariant == "card-zone"

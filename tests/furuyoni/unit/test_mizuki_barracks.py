"""A 16-4: the cards of a barracks are face down; only the player it is linked to sees their faces.
Which of them are conscripted is public (they lie on the barracks board)."""

from __future__ import annotations

from typing import Any

from engine.furuyoni import api


def position() -> dict[str, Any]:
    return {
        "format": "furuyoni-position/2",
        "state": {
            "step": "main_action",
            "definitions": {
                "spear": {"id": "spear", "name": "spear", "category": "soldier", "type": "action"},
                "shield": {"id": "shield", "name": "shield", "category": "soldier", "type": "action"},
            },
            "cards": {
                "A:spear": {"card": "spear", "holder": 0},
                "A:shield": {"card": "shield", "holder": 0},
            },
            "players": [
                {
                    "goddesses": ["mizuki", "yurina"],
                    "goddess": {"mizuki": {"barracks": ["A:spear", "A:shield"], "conscripted": ["A:shield"]}},
                },
                {"goddesses": ["hagane", "saine"]},
            ],
        },
        "answers": [],
    }


def test_the_barracks_is_seen_by_its_player_only() -> None:
    mine = api.player_view(position(), 0)["board"]
    assert mine["players"][0]["goddess"]["mizuki"] == {"barracks": ["A:spear", "A:shield"], "conscripted": ["A:shield"]}
    assert mine["cards"]["A:spear"]["card"] == "spear"
    theirs = api.player_view(position(), 1)["board"]
    barracks = theirs["players"][0]["goddess"]["mizuki"]["barracks"]
    assert len(barracks) == 2 and all(u.startswith("hidden-") for u in barracks)
    assert all(theirs["cards"][u] == {"card": None, "holder": 0, "category": "soldier"} for u in barracks)
    # the conscripted one is known to be conscripted, not what it is
    assert theirs["players"][0]["goddess"]["mizuki"]["conscripted"] == [barracks[1]]
    assert "spear" not in str(theirs) and "shield" not in str(theirs)

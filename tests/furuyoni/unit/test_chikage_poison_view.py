"""A 7-3-1: the poisons in a poison bag are face down; only the player the bag is linked to sees them.
A poison that went to the opponent's hand is hidden from its first owner like any hand card (C 7-1-10)."""

from __future__ import annotations

from typing import Any

from engine.furuyoni import api

NUMBING = "NA-09-chikage-O-P-1"
TOXIN = "NA-09-chikage-O-P-4"


def position() -> dict[str, Any]:
    return {
        "state": {
            "step": "main_action",
            "cards": {
                "A:numbing": {"card": NUMBING, "holder": 0},
                "A:toxin": {"card": TOXIN, "holder": 0},
                "A:toxin2": {"card": TOXIN, "holder": 1},
            },
            "players": [
                {"goddesses": ["chikage", "yurina"], "goddess": {"chikage": {"poison_bag": ["A:numbing", "A:toxin"]}}},
                {"goddesses": ["hagane", "saine"], "hand": ["A:toxin2"]},
            ],
        },
        "answers": [],
        "format": "furuyoni-position/2",
    }


def test_the_bag_is_seen_by_its_player_only() -> None:
    mine = api.player_view(position(), 0)["board"]
    assert mine["players"][0]["goddess"]["chikage"]["poison_bag"] == ["A:numbing", "A:toxin"]
    assert mine["cards"]["A:numbing"]["card"] == NUMBING
    theirs = api.player_view(position(), 1)["board"]
    bag = theirs["players"][0]["goddess"]["chikage"]["poison_bag"]
    assert len(bag) == 2 and all(u.startswith("hidden-") for u in bag)
    assert all(theirs["cards"][u] == {"card": None, "holder": 0, "category": "poison"} for u in bag)
    assert NUMBING not in str(theirs)


def test_a_poison_in_the_opponents_hand_is_hidden_from_chikages_player() -> None:
    mine = api.player_view(position(), 0)["board"]
    hand = mine["players"][1]["hand"]
    assert len(hand) == 1 and hand[0].startswith("hidden-")
    theirs = api.player_view(position(), 1)["board"]
    assert theirs["players"][1]["hand"] == ["A:toxin2"]

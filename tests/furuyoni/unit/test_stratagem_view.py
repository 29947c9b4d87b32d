"""A 5-1: Shinra's prepared stratagem is seen by its owner only; a revealed one by both players. The
next stratagem's decision shows its options to the decider only."""

from __future__ import annotations

from typing import Any

from engine.furuyoni import api

AGITATE = "NA-07-shinra-O-N-5"


def position(stratagem: str, revealed: bool, answers: list[dict[str, Any]] | None = None) -> dict[str, Any]:
    return {
        "state": {
            "step": "main_action",
            "cards": {"A:agitate": {"card": AGITATE, "holder": 0}},
            "players": [
                {
                    "goddesses": ["shinra", "yurina"],
                    "hand": ["A:agitate"],
                    "goddess": {"shinra": {"stratagem": stratagem, "stratagem_revealed": revealed}},
                },
                {},
            ],
        },
        "answers": answers or [],
        "format": "furuyoni-position/2",
    }


def test_the_opponent_sees_a_prepared_stratagem_as_hidden() -> None:
    pos = position("devious", False)
    assert api.player_view(pos, 1)["board"]["players"][0]["goddess"]["shinra"]["stratagem"] == "hidden"
    assert api.player_view(pos, 0)["board"]["players"][0]["goddess"]["shinra"]["stratagem"] == "devious"


def test_a_revealed_stratagem_is_seen_by_both() -> None:
    pos = position("devious", True)
    assert api.player_view(pos, 1)["board"]["players"][0]["goddess"]["shinra"]["stratagem"] == "devious"


def test_the_choice_of_the_next_stratagem_is_hidden_from_the_opponent() -> None:
    use = {"type": "use_card", "player": 0, "card": "A:agitate"}
    pending = position("divine", False, [use])
    theirs = api.player_view(pending, 1)
    assert theirs["pending"]["kind"] == "stratagem" and "options" not in theirs["pending"]
    assert api.player_view(pending, 0)["pending"]["options"]
    chosen = position("divine", False, [use, {"type": "stratagem", "player": 0, "stratagem": "devious"}])
    assert "devious" not in str(api.player_view(chosen, 1)["board"])
    assert api.player_view(chosen, 0)["board"]["players"][0]["goddess"]["shinra"]["stratagem"] == "devious"

"""Utsuro's and Korunu's additions to the vocabulary and the state: a definition lacking what its op
needs is refused (never guessed), and the freeze tokens in an aura are public (A 13-2)."""

from __future__ import annotations

from typing import Any

import pytest

from engine.furuyoni import api


def position(effect: dict[str, Any], **players: Any) -> dict[str, Any]:
    return {
        "state": {
            "step": "main_action",
            "definitions": {"x": {"id": "x", "name": "x", "type": "enhancement", "charge": 1, "effects": [effect]}},
            "cards": {"A:x": {"card": "x", "holder": 0}},
            "players": [{"hand": ["A:x"]}, players],
        }
    }


def refused(pos: dict[str, Any]) -> dict[str, Any]:
    with pytest.raises(Exception) as err:
        api.legal_actions(pos)
    problem = api.refusal(err.value)
    assert problem is not None
    return problem


def test_a_ban_on_a_basic_action_must_name_it() -> None:
    problem = refused(position({"timing": "while_deployed", "op": "cannot_basic_action", "player": "opponent"}))
    assert problem["invariant"] == "card-definition"


def test_only_a_substitution_makes_a_damage_a_dash() -> None:
    eff = {"timing": "constant", "op": "modify_attack", "applies_to": "this_attack", "aura": 1, "to_dash": ["aura"]}
    assert refused(position(eff))["invariant"] == "card-definition"


def test_freeze_tokens_beyond_the_aura_cap_are_refused() -> None:
    eff = {"timing": "on_deploy", "op": "draw"}
    problem = refused(position(eff, aura=4, freeze=2))
    assert (problem["invariant"], problem["clause"]) == ("aura-capacity", "A 13-3")


def test_freeze_tokens_are_seen_by_both_players() -> None:
    pos = position({"timing": "on_deploy", "op": "draw"}, aura=2, freeze=3)
    for viewer in (0, 1):
        assert api.player_view(pos, viewer)["board"]["players"][1]["goddess"]["korunu"]["freeze"] == 3

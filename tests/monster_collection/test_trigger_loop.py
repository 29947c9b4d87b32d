"""A state trigger whose effect never ends its state waits again after each resolution (MC 10.5.5.1): a
perpetual loop. The engine must stop it and answer (docs/decisions.md, MC 10.5.5.1), never hang."""

from __future__ import annotations

from typing import Any

from engine.monster_collection import api

UNIT: dict[str, Any] = {"type": "unit", "level": 1, "attack": 1, "defence": 3, "advance": ["walking"]}


def position() -> dict[str, Any]:
    cards: dict[str, Any] = {}
    players = []
    for p, prefix in enumerate("AB"):
        pile = [f"{prefix}:filler-{k}" for k in range(1, 6)]
        for u in [f"{prefix}:hq", *pile]:
            cards[u] = {"card": "filler", "owner": p}
        players.append({"draw_pile": pile, "hand": [], "discard": [], "removed": [], "effect_zone": []})
    cards["A:brooder"] = {"card": "brooder", "owner": 0}
    ability = {"kind": "auto", "timing": [], "target": "this_unit", "trigger": "hand_empty",
               "effects": [{"kind": "attack", "amount": 1}]}  # fmt: skip
    return {
        "format": "monster-collection-position/1",
        "answers": [],
        "state": {
            "turn": 3, "active": 0, "first_player": 0, "step": "main",
            "definitions": {
                "filler": {"id": "filler", "name": "Filler", "type": "battle_spell"},
                "brooder": {"id": "brooder", "name": "Brooder", **UNIT, "abilities": [ability]},
            },
            "cards": cards,
            "players": players,
            "battlefield": [
                {"area": "b1", "card": "A:hq", "placed_by": 0, "kind": "headquarters",
                 "units": [{"card": "A:brooder"}]},
                {"area": "b4", "card": "B:hq", "placed_by": 1, "kind": "headquarters", "units": []},
            ],
        },
    }  # fmt: skip


def test_an_endless_state_trigger_is_stopped_and_the_main_phase_asks_its_question() -> None:
    answer = api.legal_actions(position())
    assert answer["pending"]["kind"] == "main"
    assert answer["readings"]["units"]["A:brooder"]["attack"] > 1

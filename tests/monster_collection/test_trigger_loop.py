"""A state trigger whose effect never ends its state waits again after each resolution (MC 10.5.5.1): a
perpetual loop (MC 16.1.1). The brooders' +1 attack makes a loop whose state never repeats: the engine's
safety net catches it after ``LOOP_LIMIT`` plays in one check step (docs/decisions.md, MC 16.1.1 and
16.1.1.1), never hangs. Choosing the order of compulsory triggered abilities (10.5.3.1) is no way out of a
loop: with no other choice in it, nobody can stop it, and the game ends in a draw."""

from __future__ import annotations

from typing import Any

from engine.monster_collection import api
from engine.monster_collection.procedures.effects import LOOP_LIMIT

UNIT: dict[str, Any] = {"type": "unit", "level": 1, "attack": 1, "defence": 3, "advance": ["walking"]}


def position(brooders: int = 1, answers: list[dict[str, Any]] | None = None) -> dict[str, Any]:
    cards: dict[str, Any] = {}
    players = []
    for p, prefix in enumerate("AB"):
        pile = [f"{prefix}:filler-{k}" for k in range(1, 6)]
        for u in [f"{prefix}:hq", *pile]:
            cards[u] = {"card": "filler", "owner": p}
        players.append({"draw_pile": pile, "hand": [], "discard": [], "removed": [], "effect_zone": []})
    names = [f"A:brooder-{k}" for k in range(1, brooders + 1)]
    for name in names:
        cards[name] = {"card": "brooder", "owner": 0}
    ability = {"kind": "auto", "timing": [], "target": "this_unit", "trigger": "hand_empty",
               "effects": [{"kind": "attack", "amount": 1}]}  # fmt: skip
    return {
        "format": "monster-collection-position/1",
        "answers": answers or [],
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
                 "units": [{"card": name} for name in names]},
                {"area": "b4", "card": "B:hq", "placed_by": 1, "kind": "headquarters", "units": []},
            ],
        },
    }  # fmt: skip


def test_a_loop_with_no_choice_for_anyone_ends_the_game_in_a_draw() -> None:
    answer = api.legal_actions(position())
    assert answer["pending"] is None
    assert answer["board"]["result"] == {
        "reason": "perpetual_loop", "winner": None, "clause": "MC-16-1-1-1", "units_in_enemy_territory": None,
    }  # fmt: skip


def test_a_loop_in_which_the_only_choice_is_the_order_of_compulsory_abilities_is_a_draw() -> None:
    # two brooders wait together each round: their owner chooses which plays first (10.5.3.1), no way out
    choose = {"type": "choose_effect", "player": 0, "card": "A:brooder-1", "ability": 0}
    answer = api.legal_actions(position(2, [choose] * (LOOP_LIMIT // 2)))  # one choice a round of two plays
    assert answer["pending"] is None
    assert answer["board"]["result"]["reason"] == "perpetual_loop"
    assert answer["board"]["result"]["clause"] == "MC-16-1-1-1"

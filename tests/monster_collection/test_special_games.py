"""Random games whose decks carry the abilities of chapters 13 and 14 — □ × ◎ ▽ ● ◇, standing abilities
gained and lost, resistance and weakness — played to their end: every random answer is legal, every
position round-trips through JSON and passes the invariants, and the abilities are actually used.

(The shared test decks, ``testdecks.py``, are share D's; this deck is the test's own.)"""

from __future__ import annotations

import random
from typing import Any

from engine.monster_collection import api
from engine.monster_collection.driver import Session
from engine.monster_collection.game import play_random
from engine.monster_collection.model import Activate
from engine.monster_collection.testdecks import TEST_CARDS, TEST_DECK, unit
from engine.monster_collection.validate import validate_state

Json = dict[str, Any]


def _unit(id: str, level: int, attack: int, defence: int, *abilities: Json, **extra: Any) -> Json:
    """A walking unit of the test decks' shape (``testdecks.unit``) carrying these special abilities."""
    return unit(id, level, attack, defence, ["walking"], abilities=list(abilities), **extra)


def _ability(kind: str, timing: list[str], target: str, *effects: Json, **extra: Any) -> Json:
    return {"kind": kind, "timing": timing, "target": target, "effects": list(effects), **extra}


def _spell(id: str, target: str, *effects: Json) -> Json:
    return {
        "id": id,
        "name": id.capitalize(),
        "type": "battle_spell",
        "attributes": [],
        "abilities": [_ability("hand", ["normal"], target, *effects)],
    }


SPECIAL_CARDS: dict[str, Json] = {
    c["id"]: c
    for c in [
        _unit(
            "berserker",
            2,
            3,
            3,
            _ability("complete", ["normal", "main"], "enemy_unit", {"kind": "damage", "amount": 2}),
        ),
        _unit(
            "bomber",
            1,
            1,
            2,
            _ability("self_destruct", ["normal"], "enemy_party", {"kind": "damage", "amount": 2, "attribute": "flame"}),
            instant=True,
        ),
        _unit(
            "sage",
            2,
            1,
            3,
            _ability(
                "declare", ["normal", "counter"], "enemy_unit", {"kind": "damage", "amount": 1}, cost=["spell:fire"]
            ),
            standing={"spells": ["fire", "fire", "any"]},
        ),
        _unit(
            "drummer",
            1,
            1,
            3,
            _ability("auto", ["battle"], "this_unit", {"kind": "attack", "amount": 2}, trigger="battle_start"),
            _ability(
                "auto", ["battle"], "enemy_party", {"kind": "damage", "amount": 0, "dice": "1D"}, trigger="battle_end"
            ),
        ),
        _unit(
            "herald",
            1,
            1,
            3,
            _ability(
                "auto",
                ["own_turn"],
                "this_unit",
                {"kind": "gain", "standing": {"charge": 1, "items": 1}},
                trigger="main_start",
            ),
        ),
        _unit(
            "salamander",
            2,
            2,
            3,
            standing={
                "resistance": ["flame"],
                "weakness": [{"attribute": "frost", "amount": 2}],
                "items": 1,
                "spells": ["any"],
            },
        ),
        _unit(
            "treefolk",
            1,
            1,
            4,
            _ability(
                "hand", [], "this_unit", {"kind": "summon", "if_terrain_type": ["forest"]}, when=["instant_summon"]
            ),
            instant=True,
        ),
        {
            "id": "ruins",
            "name": "Ruins",
            "type": "terrain",
            "limit": 8,
            "abilities": [
                _ability("flip", ["normal", "counter", "main"], "enemy_unit", {"kind": "damage", "amount": 2})
            ],
        },
        {
            "id": "portal",
            "name": "Portal",
            "type": "terrain",
            "limit": 6,
            "abilities": [_ability("hand", [], "this_unit", {"kind": "place"}, when=["placement"])],
        },
        _spell("unarm", "enemy_unit", {"kind": "lose", "lose": ["items", "spells", "charge"]}),
        _spell("rally", "own_unit", {"kind": "gain", "standing": {"charge": 2, "resistance": ["flame"]}}),
        _spell("chill", "enemy_unit", {"kind": "damage", "amount": 1, "attribute": "frost"}),
    ]
}

REPLACED = {
    "troll": "berserker",
    "golem": "sage",
    "sprite": "drummer",
    "harpy": "bomber",
    "orc": "salamander",
    "mountain": "ruins",
    "shrine": "portal",
    "frost": "unarm",
    "haste": "rally",
    "quake": "chill",
    "wolf": "treefolk",
    "goblin": "herald",
}
DECK = [REPLACED.get(c, c) for c in TEST_DECK]
CARDS = {**TEST_CARDS, **SPECIAL_CARDS}


def game(seed: int) -> tuple[int, int, str]:
    request = {"definitions": CARDS, "players": [{"deck": list(DECK)}, {"deck": list(DECK)}], "seed": seed}
    session = Session(api.load_position(api.new_duel(request)["position"]), trace=False)
    rnd = random.Random(seed)
    n = activations = 0
    while session.pending is not None and n < 20000:
        answer_options = session.pending.options
        ruling = play_random(session, rnd)
        assert ruling.legal, ruling.reason
        activations += isinstance(ruling.action, Activate)
        assert answer_options  # the decision had its options
        n += 1
        data = api.POSITION.dump_json(session.position())
        decoded = api.POSITION.validate_json(data)
        validate_state(decoded.state)
        again = Session(decoded, trace=False)
        assert again.pending == session.pending, f"decision {n}: the decoded position asks another decision"
        session = again
    assert session.state.result is not None, f"no result after {n} decisions"
    return n, activations, session.state.result.reason


def test_random_games_with_special_abilities_run_to_the_end() -> None:
    used = 0
    for seed in range(4):
        _, activations, _ = game(seed)
        used += activations
    assert used > 0, "no □ × ◎ ▽ ability was used in four games"

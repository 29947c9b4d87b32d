"""Test decks for random games and examples: invented cards of every kind (no card list of 奏奪 is
public), in the inline vocabulary of docs/soudatsu.md. Nothing here is a real card."""

from __future__ import annotations

import random
from typing import Any

from .model import DECK_SIZE

Json = dict[str, Any]


def _e(op: str, amount: int = 0, target: str | None = None) -> Json:
    out: Json = {"op": op}
    if amount:
        out["amount"] = amount
    if target:
        out["target"] = target
    return out


POOL: dict[str, Json] = {
    "militia": {"id": "militia", "kind": "soldier", "mark": "recycle", "attack": 1, "health": 2},
    "pikeman": {"id": "pikeman", "kind": "soldier", "mark": "recycle", "attack": 2, "health": 2},
    "knight": {"id": "knight", "kind": "soldier", "mark": "skull", "attack": 3, "health": 3},
    "wyrmling": {
        "id": "wyrmling",
        "kind": "soldier",
        "mark": "recycle",
        "attack": 2,
        "health": 3,
        "keywords": ["graveyard_unless_cast_from_recursion", "rebirth"],
    },
    "phoenix": {"id": "phoenix", "kind": "soldier", "mark": "recycle", "attack": 1, "health": 1, "keywords": ["rebirth"]},
    "captain": {
        "id": "captain",
        "kind": "loyalist",
        "mark": "skull",
        "attack": 2,
        "health": 4,
        "abilities": [
            {"cost": 1, "effects": [_e("gain_life", 1)]},
            {"cost": -2, "effects": [_e("damage", 2, "enemy_soldier")]},
            {"cost": -4, "effects": [_e("damage", 4, "opponent")]},
        ],
    },
    "volley": {"id": "volley", "kind": "action", "mark": "recycle", "effects": [_e("damage", 2, "any_soldier")]},
    "fireball": {"id": "fireball", "kind": "action", "mark": "skull", "effects": [_e("damage", 3, "opponent")]},
    "scout": {"id": "scout", "kind": "action", "mark": "recycle", "effects": [_e("foresee", 1), _e("draw", 1)]},
    "muster": {"id": "muster", "kind": "action", "mark": "skull", "effects": [_e("put_into_play")]},
    "siege": {"id": "siege", "kind": "action", "mark": "recycle", "effects": [_e("damage", 2, "enemy_building")]},
    "wall": {"id": "wall", "kind": "building", "mark": "recycle", "durability": 3},
    "harvest": {
        "id": "harvest",
        "kind": "building",
        "mark": "recycle",
        "lines": [
            {"label": "spring", "effects": [_e("gain_life", 1)]},
            {"label": "summer-autumn", "steps": 2, "effects": [_e("draw", 1)]},
            {"label": "winter", "effects": [_e("damage", 1, "opponent")]},
        ],
    },
    "shifting-scene": {
        "id": "shifting-scene",
        "kind": "building",
        "mark": "skull",
        "quoted": "shifting-scene",
        "name": "Shifting Scene",
        "lines": [
            {"label": "spring", "effects": [_e("nothing")]},
            {"label": "summer-autumn", "steps": 2, "effects": [_e("rebirth_skull")]},
            {"label": "winter", "effects": [_e("nothing")]},
        ],
    },
    "bequest": {
        "id": "bequest",
        "kind": "building",
        "mark": "skull",
        "quoted": "demowan-bequest",
        "name": "Demowan's Bequest",
        "lines": [{"label": "hasty", "effects": [_e("gain_durability", 2)]}],
    },
    "ambush": {"id": "ambush", "kind": "resonance", "mark": "recycle", "effects": [_e("damage", 2, "enemy_soldier")]},
    "ward": {"id": "ward", "kind": "resonance", "mark": "skull", "effects": [_e("gain_life", 3)]},
}


def deck(rnd: random.Random) -> list[str]:
    """Fifteen cards of the pool, at least four soldiers so that games end by attacks."""
    soldiers = [k for k, c in POOL.items() if c["kind"] in ("soldier", "loyalist")]
    cards = rnd.choices(soldiers, k=4) + rnd.choices(sorted(POOL), k=DECK_SIZE - 4)
    return sorted(cards)


def setup(seed: int) -> Json:
    """A new-game body: two random test decks, the seed, the first player left to the seed."""
    rnd = random.Random(seed)
    return {
        "players": [{"deck": deck(rnd)}, {"deck": deck(rnd)}],
        "definitions": POOL,
        "seed": seed,
    }

"""Invented test cards and a 50-card test deck (no card list of the game is public): units, items
(equipment and consumables), battle spells and terrains with every field chapter 2 names, for
``sample_setup``, random games and the benchmark. Names and numbers are our own."""

from __future__ import annotations

from typing import Any

Json = dict[str, Any]


def _unit(id: str, level: int, attack: int, defence: int, advance: list[str], **extra: Any) -> Json:
    return {
        "id": id,
        "name": id.capitalize(),
        "type": "unit",
        "level": level,
        "attack": attack,
        "defence": defence,
        "advance": advance,
        **extra,
    }


def _hand(timing: list[str], target: str, *effects: Json) -> Json:
    return {"kind": "hand", "timing": timing, "target": target, "effects": list(effects)}


TEST_CARDS: dict[str, Json] = {
    c["id"]: c
    for c in [
        _unit(
            "goblin", 1, 2, 2, ["walking"], instant=True, standing={"items": 1}, races=["goblin"], attributes=["earth"]
        ),
        _unit("orc", 2, 3, 3, ["walking"], standing={"items": 1}, races=["orc"], attributes=["earth"]),
        _unit(
            "wolf",
            1,
            2,
            1,
            ["walking"],
            instant=True,
            standing={"initiative": 1},
            races=["beast"],
            attributes=["beast"],
        ),
        _unit(
            "knight", 3, 3, 4, ["walking"], standing={"items": 2, "defender": 1}, races=["human"], attributes=["holy"]
        ),
        _unit("harpy", 2, 2, 2, ["flying"], races=["harpy"], attributes=["wind"]),
        _unit(
            "dragon",
            4,
            5,
            5,
            ["long_range_flying"],
            hero=2,
            standing={"spells": ["fire", "fire"], "charge": 2},
            races=["dragon"],
            attributes=["fire"],
        ),
        _unit(
            "mage",
            2,
            1,
            2,
            ["walking"],
            standing={"spells": ["fire", "water", "any"], "items": 1},
            races=["human"],
            attributes=["water", "dark"],
        ),
        _unit(
            "golem",
            3,
            2,
            6,
            ["walking"],
            instant=True,
            standing={"initiative": -1},
            races=["golem"],
            attributes=["earth"],
        ),
        _unit(
            "sprite",
            1,
            1,
            1,
            ["flying"],
            instant=True,
            standing={"spells": ["wind"]},
            races=["fairy"],
            attributes=["wind"],
        ),
        _unit("troll", 3, 4, 4, ["walking"], races=["troll"], attributes=["earth"], faction="hill folk"),
        {
            "id": "sword",
            "name": "Sword",
            "type": "item",
            "classification": "equipment",
            "equip_cost": 1,
            "bonus_attack": 2,
        },
        {
            "id": "shield",
            "name": "Shield",
            "type": "item",
            "classification": "equipment",
            "equip_cost": 1,
            "bonus_defence": 2,
        },
        {
            "id": "banner",
            "name": "Banner",
            "type": "item",
            "classification": "equipment",
            "equip_cost": 2,
            "bonus_attack": 1,
            "bonus_standing": {"initiative": 1},
        },
        {
            "id": "potion",
            "name": "Potion",
            "type": "item",
            "classification": "consumable",
            "abilities": [_hand(["counter"], "own_unit", {"kind": "defence", "amount": 2})],
        },
        {
            "id": "bomb",
            "name": "Bomb",
            "type": "item",
            "classification": "consumable",
            "abilities": [_hand(["normal"], "enemy_unit", {"kind": "damage", "amount": 0, "dice": "1D+1"})],
        },
        {
            "id": "fireball",
            "name": "Fireball",
            "type": "battle_spell",
            "attributes": ["fire"],
            "abilities": [_hand(["normal"], "enemy_unit", {"kind": "damage", "amount": 3, "attribute": "flame"})],
        },
        {
            "id": "frost",
            "name": "Frost",
            "type": "battle_spell",
            "attributes": ["water"],
            "abilities": [_hand(["counter"], "enemy_unit", {"kind": "attack", "amount": -2})],
        },
        {
            "id": "haste",
            "name": "Haste",
            "type": "battle_spell",
            "attributes": ["wind"],
            "abilities": [_hand(["initiative"], "own_unit", {"kind": "initiative", "amount": 2})],
        },
        {
            "id": "quake",
            "name": "Quake",
            "type": "battle_spell",
            "attributes": ["earth", "earth"],
            "abilities": [_hand(["normal"], "enemy_party", {"kind": "damage", "amount": 0, "dice": "2D high"})],
        },
        {"id": "plains", "name": "Plains", "type": "terrain", "limit": 8, "types": ["field"]},
        {"id": "forest", "name": "Forest", "type": "terrain", "limit": 6, "types": ["forest"]},
        {"id": "mountain", "name": "Mountain", "type": "terrain", "limit": 10, "types": ["mountain"]},
        {"id": "shrine", "name": "Shrine", "type": "terrain", "limit": 5, "classification": "ritual"},
    ]
}

TEST_DECK: list[str] = (
    ["goblin"] * 3 + ["orc"] * 3 + ["wolf"] * 3 + ["knight"] * 3 + ["harpy"] * 3 + ["dragon"] * 2 + ["mage"] * 3
    + ["golem"] * 3 + ["sprite"] * 3 + ["troll"] * 3
    + ["sword"] * 2 + ["shield"] * 2 + ["banner"]
    + ["potion"] * 2 + ["bomb"] * 2
    + ["fireball"] * 2 + ["frost", "haste", "quake"]
    + ["plains"] * 3 + ["forest"] * 2 + ["mountain", "shrine"]
)  # fmt: skip


def duel_request(seed: int) -> Json:
    """A new-duel body: both players with the test deck (MC 3.3.2: 50 cards, at most 3 of a name)."""
    return {"definitions": TEST_CARDS, "players": [{"deck": list(TEST_DECK)}, {"deck": list(TEST_DECK)}], "seed": seed}

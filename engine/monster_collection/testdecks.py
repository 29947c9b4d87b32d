"""Invented test cards and a 50-card test deck (no card list of the game is public): units, items
(equipment and consumables), battle spells and terrains with every field chapter 2 names and every
keyword of chapter 15 (a hero, chains, 対抗不可, each additional rule and 枚数制限解除: ``KEYWORD_CARDS``)
and the abilities of chapters 10, 12-14 and 16 (``ABILITY_CARDS``; ``tests/monster_collection/test_testdecks.py``
checks that the deck carries them all), for ``sample_setup``, random games and the benchmark. Names and
numbers are our own."""

from __future__ import annotations

from typing import Any

Json = dict[str, Any]


def unit(id: str, level: int, attack: int, defence: int, advance: list[str], **extra: Any) -> Json:
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


_CHAIN: Json = {"chain": True, "name": "bolt"}  # MC 15.2.2: chained by effect name

TEST_CARDS: dict[str, Json] = {
    c["id"]: c
    for c in [
        unit(
            "goblin", 1, 2, 2, ["walking"], instant=True, standing={"items": 1}, races=["goblin"], attributes=["earth"]
        ),
        unit("orc", 2, 3, 3, ["walking"], standing={"items": 1}, races=["orc"], attributes=["earth"]),
        unit(
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
        unit(
            "knight", 3, 3, 4, ["walking"], standing={"items": 2, "defender": 1}, races=["human"], attributes=["holy"]
        ),
        unit("harpy", 2, 2, 2, ["flying"], races=["harpy"], attributes=["wind"]),
        unit(
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
        unit(
            "mage",
            2,
            1,
            2,
            ["walking"],
            standing={"spells": ["fire", "water", "any"], "items": 1},
            races=["human"],
            attributes=["water", "dark"],
        ),
        unit(
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
        unit(
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
        unit("troll", 3, 4, 4, ["walking"], races=["troll"], attributes=["earth"], faction="hill folk"),
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
        # chapter 15: a card for each keyword (KEYWORD_CARDS)
        unit("monk", 2, 2, 3, ["walking"], standing={"items": 2}, races=["human"], keywords={"equip_limit": True}),
        unit("brute", 2, 4, 3, ["walking"], standing={"items": 1}, races=["troll"], keywords={"no_equipment": True}),
        unit("ranger", 1, 2, 2, ["walking"], races=["elf"], keywords={"normal_summon": ["forest"]}),
        unit("dryad", 1, 1, 2, ["walking"], races=["fairy"], keywords={"instant_summon": ["forest"]}),
        unit("stalker", 2, 3, 2, ["walking"], races=["beast"], keywords={"special_advance": ["forest"]}),
        unit("slime", 1, 1, 1, ["walking"], races=["slime"], keywords={"unlimited": True}),
        {
            "id": "crown",
            "name": "Crown",
            "type": "item",
            "classification": "equipment",
            "equip_cost": 1,
            "bonus_attack": 2,
            "keywords": {"exclusive": {"info": "level", "value": "3"}},
        },
        {
            "id": "shrink",
            "name": "Shrink",
            "type": "battle_spell",
            "attributes": ["water"],
            "abilities": [_hand(["counter"], "enemy_unit", {"kind": "level", "amount": -1})],
        },
        {
            "id": "rune",
            "name": "Rune",
            "type": "battle_spell",
            "attributes": ["fire"],
            "abilities": [_hand(["normal"], "enemy_unit", {"kind": "damage", "amount": 3})],
            "keywords": {"secret": {"info": "race", "value": "human"}},
        },
        {
            "id": "bolt",
            "name": "Bolt",
            "type": "battle_spell",
            "attributes": ["fire"],
            "abilities": [_hand(["normal"], "enemy_unit", {"kind": "damage", "amount": 2}) | _CHAIN],
        },
        {
            "id": "spark",
            "name": "Spark",
            "type": "battle_spell",
            "attributes": ["fire"],
            "abilities": [_hand(["normal"], "enemy_unit", {"kind": "damage", "amount": 1}) | _CHAIN],
        },
        {
            "id": "smite",
            "name": "Smite",
            "type": "battle_spell",
            "attributes": ["holy"],
            "abilities": [_hand(["normal"], "enemy_unit", {"kind": "damage", "amount": 2}) | {"uncounterable": True}],
        },
        {
            "id": "tower",
            "name": "Tower",
            "type": "terrain",
            "limit": 7,
            "types": ["fort"],
            "keywords": {"forced_placement": True},
        },
        {"id": "clock", "name": "Clock", "type": "terrain", "limit": 8, "types": ["tower"], "keywords": {"gears": 1}},
        {"id": "plains", "name": "Plains", "type": "terrain", "limit": 8, "types": ["field"]},
        {"id": "forest", "name": "Forest", "type": "terrain", "limit": 6, "types": ["forest"]},
        {"id": "mountain", "name": "Mountain", "type": "terrain", "limit": 10, "types": ["mountain"]},
        {"id": "shrine", "name": "Shrine", "type": "terrain", "limit": 5, "classification": "ritual"},
    ]
}


def _ability(kind: str, timing: list[str], target: str, *effects: Json, **extra: Any) -> Json:
    return {"kind": kind, "timing": timing, "target": target, "effects": list(effects), **extra}


# Chapters 10, 12-14 and 16 (issue 19's four shares, merged): the abilities the random player can use,
# given to the units, spells and terrains above (their numbers unchanged) and to a few cards of their own.
# ``ABILITY_CARDS`` names them; ``tests/monster_collection/test_testdecks.py`` checks that the deck
# carries every ability kind, trigger, replacement and effect kind of those chapters and that random
# games use them.
_ABILITIES: dict[str, list[Json]] = {
    # ● triggered on entering the battlefield (10.5.4), on damage to the party (with a draw, 12.3)
    "goblin": [_ability("auto", [], "this_unit", {"kind": "attack", "amount": 1}, trigger="enters")],
    "wolf": [_ability("auto", [], "own_party", {"kind": "draw", "amount": 1}, trigger="damaged")],
    # ○ replacement of damage by 1 damage, paid with a hand card (10.8, 10.8.5)
    "orc": [_ability("constant", [], "this_unit", {"kind": "damage", "amount": 1}, replaces="damage",
                     instead_discard=1)],
    # ○ continuous (10.7, 14.5)
    "knight": [_ability("constant", [], "own_party", {"kind": "defence", "amount": 1})],
    # × (14.3), ◎ with a slot cost (14.4), □ also in the main phase (14.2, 10.9.9), ● [戦闘] (14.7)
    "harpy": [_ability("self_destruct", ["normal"], "enemy_party", {"kind": "damage", "amount": 2,
                                                                     "attribute": "flame"})],
    "mage": [_ability("declare", ["normal", "counter"], "enemy_unit", {"kind": "damage", "amount": 1},
                      cost=["spell:fire"])],
    "golem": [_ability("complete", ["normal", "main"], "enemy_unit", {"kind": "damage", "amount": 2})],
    "sprite": [_ability("auto", ["battle"], "this_unit", {"kind": "attack", "amount": 2}, trigger="battle_start")],
    # ▽ of a terrain card (14.8), ◇ placement of a terrain card (14.6.3.3)
    "mountain": [_ability("flip", ["normal", "counter"], "enemy_unit", {"kind": "damage", "amount": 2})],
    "shrine": [_ability("hand", [], "this_unit", {"kind": "place"}, when=["placement"])],
    # 重複しない (16.2); n chosen at the declaration (1.3.2); a delayed trigger (10.5.4.2); [メイン] (10.9.9)
    "frost": [_ability("hand", ["counter"], "enemy_unit", {"kind": "attack", "amount": -2, "no_stack": True})],
    "fireball": [_ability("hand", ["normal"], "enemy_unit", {"kind": "damage", "amount": 3, "up_to": True,
                                                             "attribute": "flame"})],
    "bomb": [_ability("hand", ["normal"], "enemy_unit", {"kind": "damage", "amount": 0, "dice": "1D+1",
                                                         "delay": "battle_end"})],
    "haste": [_ability("hand", ["initiative", "main"], "own_unit", {"kind": "initiative", "amount": 2})],
}  # fmt: skip
for _id, _abilities in _ABILITIES.items():
    TEST_CARDS[_id] = {**TEST_CARDS[_id], "abilities": _abilities}
# MC 10.1.7 (mc-loop): an optional effect, chosen as it fires: the slime may draw a card as it enters
TEST_CARDS["slime"] = {
    **TEST_CARDS["slime"],
    "abilities": [_ability("auto", [], "own_party", {"kind": "draw", "amount": 1, "may": True}, trigger="enters")],
}
TEST_CARDS["troll"] = {  # 耐性 and 弱点 (13.1.7, 13.1.8)
    **TEST_CARDS["troll"], "standing": {"resistance": ["flame"], "weakness": [{"attribute": "frost", "amount": 2}]},
}  # fmt: skip
for _card in [
    # ◇ summon of a unit card at an instant summon, with its summon condition (14.6.3.2)
    unit("treefolk", 1, 1, 4, ["walking"], instant=True, races=["plant"], attributes=["earth"],
          abilities=[_ability("hand", [], "this_unit", {"kind": "summon", "if_terrain_type": ["forest"]},
                              when=["instant_summon"])]),
    # ● in its owner's turn, granting standing abilities (13.1, 14.7.3)
    unit("herald", 1, 1, 3, ["walking"], races=["human"], attributes=["holy"],
          abilities=[_ability("auto", ["own_turn"], "this_unit", {"kind": "gain", "standing": {"charge": 1}},
                              trigger="main_start")]),
    # discard a hand card, then draw up to 2, the number declared as it draws (12.4.2, 12.3.1.2, 4.1.11)
    {"id": "insight", "name": "Insight", "type": "battle_spell", "attributes": ["water"],
     "abilities": [_ability("hand", ["normal"], "this_unit", {"kind": "discard_hand", "amount": 1},
                            {"kind": "draw", "amount": 2, "least": 0, "after": True})]},
    # one of two effects chosen at the declaration, with a hand card as extra cost (10.1.7, 10.11): removed
    # from the game (12.5) or put on top of its owner's draw pile (5.1.1.6)
    {"id": "recall", "name": "Recall", "type": "battle_spell", "attributes": ["dark"],
     "abilities": [_ability("hand", ["normal"], "enemy_unit", {"kind": "remove"}, {"kind": "to_deck"},
                            choose=True, cost_discard=1)]},
    # a counter only against a battle spell, against the unit using it: its effect vanishes (10.9.6, 10.15)
    {"id": "dispel", "name": "Dispel", "type": "battle_spell", "attributes": ["holy"],
     "abilities": [_ability("hand", ["counter"], "using_unit", {"kind": "negate"},
                            {"kind": "lose", "lose": ["charge"], "after": True}, counter_only=["battle_spell"])]},
    # the top card of the draw pile discarded, then 1 to 2 drawn (12.4.2, 12.3.1.1)
    {"id": "omen", "name": "Omen", "type": "item", "classification": "consumable",
     "abilities": [_ability("hand", ["normal"], "this_unit", {"kind": "discard_deck", "amount": 1},
                            {"kind": "draw", "amount": 2, "least": 1, "after": True})]},
    # MC 15.1.7: a summon by an effect — the hero dragon from the hand, discarded instead beside another dragon
    unit("summoner", 1, 1, 2, ["walking"], races=["human"], attributes=["dark"],
          abilities=[_ability("auto", [], "this_unit", {"kind": "summon_card", "value": ["dragon"], "zone": "hand"},
                              trigger="enters")]),
    # MC 10.16.1, 15.1.8: a [メイン] □ that renames a unit Dragon: beside an own dragon, its owner keeps one
    unit("mimic", 1, 2, 2, ["walking"], races=["slime"], attributes=["water"],
          abilities=[_ability("complete", ["main"], "own_unit", {"kind": "change_name", "value": ["Dragon"]})]),
    # mc-judge2: so that random games play what the deck carried but hardly ever used — a caster whose ＊
    # slots pay any spell (13.1.3.1), instantly summoned into battles (8.3.2), for Recall's removal and
    # return to the deck and Dispel's negation; a ◎ 重複しない whose cost two fire slots pay twice in a
    # battle (14.4.1: as often as its cost is paid), the second time on a target it had (16.2.1)
    unit("acolyte", 1, 1, 2, ["walking"], instant=True, standing={"spells": ["any", "any"]}, races=["human"],
         attributes=["holy"]),
    # mc-fix, MC 15.1.7: a hero of the slimes' name whose ● summons a slime from the hand — beside the hero of its
    # name the slime is discarded instead, so random games reach that discard (the summoner's dragon rarely can)
    {**unit("queen", 2, 2, 3, ["walking"], hero=1, races=["slime"], attributes=["water"],
            abilities=[_ability("auto", [], "this_unit", {"kind": "summon_card", "value": ["slime"], "zone": "hand"},
                                trigger="enters")]),
     "name": "Slime"},
    unit("hexer", 1, 1, 3, ["walking"], instant=True, standing={"spells": ["fire", "fire"]}, races=["goblin"],
         attributes=["dark"],
         abilities=[_ability("declare", ["normal", "counter"], "enemy_unit",
                             {"kind": "attack", "amount": -1, "no_stack": True}, cost=["spell:fire"])]),
]:  # fmt: skip
    TEST_CARDS[_card["id"]] = _card

TEST_DECK: list[str] = (
    ["goblin", "treefolk"] + ["orc", "herald"] + ["wolf"] + ["knight", "insight"] + ["harpy"] + ["dragon"]
    + ["mage", "recall"] + ["golem"] + ["sprite", "dispel"] + ["troll"]
    + ["monk", "brute"] + ["ranger"] + ["dryad"] + ["stalker"] + ["slime"] * 4
    + ["sword", "shield", "banner", "crown"]
    + ["omen"] + ["bomb"]
    + ["fireball", "frost", "haste", "rune", "bolt", "spark", "smite"]
    + ["plains", "mountain", "shrine", "tower", "clock"] + ["forest"]
    # mc-judge2 (in place of a second wolf, dragon and dryad, of Shrink and Quake): casters and their spells
    + ["acolyte"] * 2 + ["hexer"] * 2
    # mc-summon (in place of the second forest and mc-judge2's second Recall): a summon by an effect (15.1.7), a name
    # change (15.1.8)
    + ["summoner", "mimic"]
    # mc-fix (in place of the potion): a summon by an effect discarded beside the hero of its name (15.1.7)
    + ["queen"]
)  # fmt: skip

# chapters 10, 12-14 and 16: the cards of the test deck that carry their abilities
ABILITY_CARDS = (*_ABILITIES, "troll", "treefolk", "herald", "insight", "recall", "dispel", "omen", "summoner", "mimic",
                 "acolyte", "hexer", "slime", "queen")  # fmt: skip

# MC 15.1, 15.2, 15.3, 15.4, 15.5: the cards of the test deck that carry chapter 15's keywords
KEYWORD_CARDS = ("dragon", "bolt", "spark", "smite", "crown", "monk", "rune", "tower", "ranger", "dryad", "clock",
                 "stalker", "brute", "slime")  # fmt: skip


def duel_request(seed: int) -> Json:
    """A new-duel body: both players with the test deck (MC 3.3.2: 50 cards, at most 3 of a name)."""
    return {"definitions": TEST_CARDS, "players": [{"deck": list(TEST_DECK)}, {"deck": list(TEST_DECK)}], "seed": seed}

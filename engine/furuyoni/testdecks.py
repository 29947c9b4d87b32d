"""A standard kit of test decks: for any goddess, five normal and two trump test cards (invented facts,
no real card), so deck construction, whole games and the judge page work before real cards exist.
They are plain interchange data, so any implementation can be handed them."""

from __future__ import annotations

from typing import Any

Json = dict[str, Any]


def pool_for(goddesses: list[str]) -> list[Json]:
    cards: list[Json] = []
    for g in goddesses:
        cards += [
            {
                "id": f"{g}-n1",
                "name": f"{g} cut",
                "user": g,
                "type": "attack",
                "range": [3, 4],
                "aura_damage": 2,
                "life_damage": 1,
            },
            {
                "id": f"{g}-n2",
                "name": f"{g} thrust",
                "user": g,
                "type": "attack",
                "range": [1, 2, 3],
                "aura_damage": 1,
                "life_damage": 1,
                "effects": [{"timing": "after_attack", "op": "move", "source": "distance", "dest": "self.aura"}],
            },
            {
                "id": f"{g}-n3",
                "name": f"{g} parry",
                "user": g,
                "type": "attack",
                "subtype": "reaction",
                "range": [1, 2, 3, 4, 5],
                "aura_damage": 1,
                "life_damage": None,
            },
            {
                "id": f"{g}-n4",
                "name": f"{g} step",
                "user": g,
                "type": "action",
                "effects": [{"timing": "on_use", "op": "move", "source": "dust", "dest": "self.aura", "amount": 2}],
            },
            {
                "id": f"{g}-n5",
                "name": f"{g} ward",
                "user": g,
                "type": "enhancement",
                "charge": 2,
                "effects": [
                    {
                        "timing": "while_deployed",
                        "op": "modify_attack",
                        "applies_to": "own_attacks",
                        "mod_class": "add",
                        "aura": 1,
                        "life": 0,
                    }
                ],
            },
            {
                "id": f"{g}-t1",
                "name": f"{g} finisher",
                "user": g,
                "category": "trump",
                "type": "attack",
                "range": [2, 3, 4, 5],
                "aura_damage": 4,
                "life_damage": 3,
                "cost": 3,
            },
            {
                "id": f"{g}-t2",
                "name": f"{g} rally",
                "user": g,
                "category": "trump",
                "type": "action",
                "subtype": "full_power",
                "cost": 1,
                "effects": [
                    {"timing": "on_use", "op": "damage", "player": "opponent", "dest": "self.life", "amount": 2}
                ],
            },
        ]
    for c in cards:
        c.setdefault("effects", [])
        c.setdefault("category", "normal")
    return cards


def deck_for(goddesses: list[str]) -> list[str]:
    """7 normals and 3 trumps: four normals of the first goddess, three of the second; trumps t1, t2
    of the first and t1 of the second. The rest of the pool stays unchosen (out of game)."""
    g1, g2 = goddesses
    return (
        [f"{g1}-n{i}" for i in (1, 2, 3, 5)] + [f"{g2}-n{i}" for i in (1, 2, 4)] + [f"{g1}-t1", f"{g1}-t2", f"{g2}-t1"]
    )


def duel_request(goddesses: list[list[str]], seed: int) -> Json:
    """A new-duel request (C 2, 3, 4-1; the body of ``/v1/new-duel``): each player's two goddesses
    with their standard test deck, every card of the pool declared inline, and the seed."""
    definitions = {c["id"]: c for gs in goddesses for c in pool_for(gs)}
    return {
        "players": [{"goddesses": gs, "cards": deck_for(gs)} for gs in goddesses],
        "definitions": definitions,
        "seed": seed,
    }


def rules_pool_for(goddesses: list[str]) -> list[Json]:
    """The standard test cards of the goddesses plus, for each, seven normal and one trump test cards
    of rules that real cards seldom bring together in one game, for random games that exercise them
    (the differential runs): a range expansion and a contraction on one attack (C 5-7, 10-4), an
    addition and a multiplication of one damage, past the aura damage cap (C 5-6, 6-4-1-4), a
    reaction that moves the distance before the attack's range is checked (C 9-4 iii), an effect
    added to a card that has its own of the same timing (C 10-14), a normal card copying a trump
    (C 10-16), and an unavoidable attack made by an effect (C 10-5)."""
    cards = pool_for(goddesses)
    for g in goddesses:
        own = [
            # two values at the distances random games mostly play at (7 to 9)
            {"id": f"{g}-r1", "name": f"{g} lunge", "type": "attack", "range": [7, 8], "aura_damage": 3, "life_damage": 1},
            _modifier(  # both on every attack of its holder's: [7, 8] is [8], but [] when contracted first
                g,
                "r2",
                "warp",
                [
                    {"applies_to": "own_attacks", "range_class": "expand_near", "amount": 1},
                    {"applies_to": "own_attacks", "range_class": "contract_near", "amount": 2},
                ],
            ),
            {"id": f"{g}-r3", "name": f"{g} swing", "type": "attack", "range": [3, 4, 5, 6, 7, 8, 9], "aura_damage": 2, "life_damage": 1},
            _modifier(  # both on every attack of its holder's: twice each damage, then +1/+1 (3/1 is 7/3, 5/3 capped)
                g,
                "r4",
                "temper",
                [
                    {"applies_to": "own_attacks", "mod_class": "add", "aura": 1, "life": 1},
                    {"applies_to": "own_attacks", "mod_class": "multiply", "aura": 2, "life": 2},
                ],
            ),
            {
                "id": f"{g}-r5",
                "name": f"{g} sidestep",
                "type": "action",
                "subtype": "reaction",
                "effects": [{"timing": "on_use", "op": "move", "source": "dust", "dest": "distance", "amount": 2}],
            },
            {
                "id": f"{g}-r6",
                "name": f"{g} bless",
                "type": "enhancement",
                "charge": 1,
                "effects": [
                    {"timing": "on_destroy", "op": "move", "source": "dust", "dest": "self.aura", "amount": 1},
                    {
                        "timing": "on_deploy",
                        "op": "add_effect",
                        "then": [{"timing": "on_destroy", "op": "move", "source": "self.aura", "dest": "self.flare", "amount": 1}],
                    },
                    {"timing": "on_deploy", "op": "move", "source": "this", "dest": "dust", "amount": 1},
                ],
            },
            {
                "id": f"{g}-r7",
                "name": f"{g} echo",
                "type": "undefined",
                "effects": [{"timing": "constant", "op": "copy_of", "of": f"{g}-t1"}],
            },
            {
                "id": f"{g}-rt",
                "name": f"{g} volley",
                "category": "trump",
                "type": "action",
                "cost": 1,
                "effects": [
                    {"timing": "on_use", "op": "perform_attack", "range": [1, 2], "aura": 1, "life": 1, "unavoidable": True}
                ],
            },
        ]
        for c in own:
            c.setdefault("category", "normal")
            c.setdefault("effects", [])
            c["user"] = g
        cards += own
    return cards


def _modifier(g: str, n: str, name: str, mods: list[Json]) -> Json:
    """An enhancement of charge 4 (it stays for some turns, for an attack to come) whose effects, while
    deployed, modify attacks."""
    return {
        "id": f"{g}-{n}",
        "name": f"{g} {name}",
        "type": "enhancement",
        "charge": 4,
        "effects": [{"timing": "while_deployed", "op": "modify_attack", **mod} for mod in mods],
    }


def rules_deck_for(goddesses: list[str]) -> list[str]:
    """7 normals and 3 trumps: the seven rules cards (r1-r4 of the first goddess, r5-r7 of the second),
    the first's finisher and volley, and the second's finisher, the card her echo copies."""
    g1, g2 = goddesses
    return [f"{g1}-r{i}" for i in (1, 2, 3, 4)] + [f"{g2}-r{i}" for i in (5, 6, 7)] + [f"{g1}-t1", f"{g1}-rt", f"{g2}-t1"]


def rules_duel_request(goddesses: list[list[str]], seed: int) -> Json:
    """A new-duel request with the rules test decks (``rules_deck_for``)."""
    definitions = {c["id"]: c for gs in goddesses for c in rules_pool_for(gs)}
    return {
        "players": [{"goddesses": gs, "cards": rules_deck_for(gs)} for gs in goddesses],
        "definitions": definitions,
        "seed": seed,
    }

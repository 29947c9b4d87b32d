"""A position carrying chapter 10-16's state for the judge's page and the per-player views (mc-judge2):
A's turn 3, the main phase's first check step. A's two sentries' ● abilities wait (A chooses which
first, MC 10.5.3.1) and so does the ● of a B card that has gone back into B's draw pile (hidden from
both); two delayed triggers wait for a battle's end (10.5.4.2), one of that hidden card; A's troll
(printed 耐性: flame, 弱点: frost +2) was given 耐性: flame by A's totem's ○ (it entered at moment 1), lost
every resistance to B's Unward at moment 3 and was granted 耐性: shock by A's Ward at moment 4 — so it
resists shock only; a sentry was granted the race reptile and +2 attack; B's Frost (重複しない) has
designated A's troll and the hidden card this phase (16.2.1)."""

from __future__ import annotations

from typing import Any

Json = dict[str, Any]


def unit(cid: str, name: str, level: int, attack: int, defence: int, **more: Any) -> Json:
    return {"id": cid, "name": name, "type": "unit", "level": level, "attack": attack, "defence": defence,
            "advance": ["walking"], **more}  # fmt: skip


def spell(cid: str, name: str, *effects: Json, timing: str = "normal", target: str = "unit") -> Json:
    ability = {"kind": "hand", "timing": [timing], "target": target, "effects": list(effects)}
    return {"id": cid, "name": name, "type": "battle_spell", "abilities": [ability]}


def effects_position() -> Json:
    auto = {"kind": "auto", "timing": [], "target": "this_unit", "trigger": "main_start",
            "effects": [{"kind": "attack", "amount": 1}]}  # fmt: skip
    # fmt: off
    defs: Json = {
        "filler": {"id": "filler", "name": "Filler", "type": "battle_spell"},
        "plains": {"id": "plains", "name": "Plains", "type": "terrain", "limit": 8},
        "sentry": unit("sentry", "Sentry", 1, 1, 3, races=["human"], abilities=[auto]),
        "totem": unit("totem", "Totem", 1, 0, 3, abilities=[
            {"kind": "constant", "timing": [], "target": "own_party", "effects": [{"kind": "defence", "amount": 1}]},
            {"kind": "constant", "timing": [], "target": "own_party",
             "effects": [{"kind": "grant_resistance", "value": ["flame"]}]},
        ]),
        "troll": unit("troll", "Troll", 3, 4, 4,
                      standing={"resistance": ["flame"], "weakness": [{"attribute": "frost", "amount": 2}]}),
        "wall": unit("wall", "Wall", 1, 0, 9),
        "phoenix": unit("phoenix", "Phoenix", 2, 2, 2, abilities=[
            {"kind": "auto", "timing": [], "target": "this_unit", "trigger": "leaves",
             "effects": [{"kind": "draw", "amount": 1}]}]),
        "ward": spell("ward", "Ward", {"kind": "grant_resistance", "value": ["shock"]}),
        "unward": spell("unward", "Unward", {"kind": "lose", "lose": ["resistance"]}),
        "frost": spell("frost", "Frost", {"kind": "attack", "amount": -2, "no_stack": True}, timing="counter",
                       target="enemy_unit"),
    }
    # fmt: on
    cards: Json = {}
    players: list[Json] = []
    for p, who in ((0, "A"), (1, "B")):
        pile = [f"{who}:filler-{k}" for k in range(1, 6)]
        for u in [f"{who}:hq", f"{who}:hand", *pile]:
            cards[u] = {"card": "filler", "owner": p}
        players.append({"draw_pile": pile, "hand": [f"{who}:hand"], "discard": [], "removed": [], "effect_zone": []})
    for u, c, o in (
        ("A:plains", "plains", 0), ("B:plains", "plains", 1), ("A:sentry", "sentry", 0), ("A:sentry#2", "sentry", 0),
        ("A:totem", "totem", 0), ("A:troll", "troll", 0), ("B:wall", "wall", 1), ("B:phoenix", "phoenix", 1),
        ("A:ward", "ward", 0), ("B:unward", "unward", 1), ("B:frost", "frost", 1),
    ):  # fmt: skip
        cards[u] = {"card": c, "owner": o}
    players[1]["draw_pile"].insert(2, "B:phoenix")  # MC 5.1.1.6: put back among B's cards, hidden (5.1.3.6)
    players[0]["discard"] = ["A:ward"]
    players[1]["discard"] = ["B:unward", "B:frost"]
    state: Json = {
        "turn": 3, "active": 0, "first_player": 0, "step": "main", "definitions": defs, "cards": cards,
        "players": players, "clock": 4,
        "battlefield": [
            {"area": "b1", "card": "A:hq", "placed_by": 0, "kind": "headquarters", "units": []},
            {"area": "b2", "card": "A:plains", "placed_by": 0, "kind": "card", "units": [
                {"card": "A:sentry"}, {"card": "A:sentry#2"}, {"card": "A:totem", "entered": 1}, {"card": "A:troll"}]},
            {"area": "b3", "card": "B:plains", "placed_by": 1, "kind": "card", "units": [{"card": "B:wall"}]},
            {"area": "b4", "card": "B:hq", "placed_by": 1, "kind": "headquarters", "units": []},
        ],
        "waiting": [
            {"card": "A:sentry", "owner": 0, "ability": 0, "trigger": "main_start"},
            {"card": "A:sentry#2", "owner": 0, "ability": 0, "trigger": "main_start"},
            {"card": "B:phoenix", "owner": 1, "ability": 0, "trigger": "leaves", "zone": "any",
             "seen": {"attack": 2}},
        ],
        "delayed": [
            {"when": "battle_end", "card": "B:frost", "owner": 1, "targets": ["A:troll"],
             "effects": [{"kind": "attack", "amount": -1}]},
            {"when": "battle_end", "card": "B:phoenix", "owner": 1, "targets": ["A:troll"],
             "effects": [{"kind": "damage", "amount": 1}]},
        ],
        "modifiers": [
            {"unit": "A:troll", "stat": "standing", "amount": 0, "until": "phase", "clause": "MC-13-1",
             "source": "B:unward", "lose": ["resistance"], "seq": 3},
            {"unit": "A:troll", "stat": "standing", "amount": 0, "until": "phase", "clause": "MC-10-14-4",
             "source": "A:ward", "standing": {"resistance": ["shock"]}, "seq": 4},
            {"unit": "A:sentry", "stat": "attack", "amount": 2, "until": "phase", "clause": "MC-10-14-5",
             "source": "A:ward"},
        ],
        "grants": [{"unit": "A:sentry", "what": "races", "values": ["reptile"], "mode": "add", "until": "phase",
                    "seq": 2, "source": "A:ward"}],
        "targeted": ["frost>A:troll>B:frost", "frost>B:phoenix>B:frost"],
    }  # fmt: skip
    return {"format": "monster-collection-position/1", "state": state, "answers": []}

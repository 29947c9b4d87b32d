"""What the board reads as: the values effects in force give its units and terrains (MC 3.2.2: a value
is the printed one plus the effects now applied), which a board's raw JSON does not spell out."""

from __future__ import annotations

from typing import Any

from .continuous import characteristic
from .duel import Duel
from .stats import attack, defence, free_item_slots, free_spell_slots, initiative, item_slots, level

Json = dict[str, Any]


def readings(g: Duel) -> Json:
    units: Json = {}
    terrains: Json = {}
    for t in g.state.battlefield:
        terrains[t.area] = {"limit": g.limit(t), "controller": g.controller(t), "kind": t.kind}
        for u in t.units:
            units[u.card] = {
                "owner": g.owner(u.card),
                "area": t.area,
                "level": level(g, u),
                "attack": attack(g, u),
                "defence": defence(g, u),
                "initiative": initiative(g, u),
                "item_slots": item_slots(g, u),
                "free_item_slots": free_item_slots(g, u),
                "free_spell_slots": list(free_spell_slots(g, u)),
                "races": characteristic(g, u.card, "races"),  # MC 10.7.2
                "resistance": characteristic(g, u.card, "resistance"),
            }
    return {"units": units, "terrains": terrains}

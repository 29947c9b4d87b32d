"""What the board reads as: the values effects in force give its units and terrains (MC 3.2.2: a value
is the printed one plus the effects now applied), which a board's raw JSON does not spell out; and, for
the judge's page, every effect in force with its source card and clause (``in_force``), the standing
abilities each unit has now, and each player's 時の歯車 (15.4.9)."""

from __future__ import annotations

from dataclasses import asdict
from typing import Any, get_args

from . import keywords
from .continuous import characteristic, constant_grants
from .duel import Duel
from .model import Ability, StandingKind, Unit
from .procedures.standing import lethal_damage
from .stats import (
    attack,
    constant_sources,
    defence,
    free_item_slots,
    free_spell_slots,
    has_standing,
    initiative,
    item_slots,
    level,
    standings,
    suspended,
)

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
                # MC 13.1.8: each 弱点 the unit has now; MC 13.1: the standing abilities it has now (a sum of 0
                # is not having it, a lost one is gone); MC 13.1.7.1: the damage that counts towards its death
                "weakness": [asdict(w) for st in standings(g, u) for w in st.weakness],
                "standing": [k for k in get_args(StandingKind) if has_standing(g, u, k)],
                "lethal_damage": lethal_damage(g, u),
            }
    # MC 15.4.9.2: the extra dice each player rolls for a die result asked in a battle
    players = [{"gears": keywords.gears(g, p)} for p in (0, 1)]
    return {"units": units, "terrains": terrains, "players": players, "in_force": in_force(g)}


def in_force(g: Duel) -> list[Json]:
    """Every continuous effect in force on a unit (MC 10.7), with the card it comes from and the clause that
    makes it apply, in the order they arose where that order counts (10.7.2.2): the ±n and the standing
    abilities given or lost (4.6.4, 10.14, 13.1; ``State.modifiers``), the races granted or changed (10.14.2,
    10.16.1; ``State.grants``), and the ○ abilities in force — their ±n (14.5), their grants (10.7.2.2.1),
    their replacements (10.8) and prohibitions (4.1.12). ``until`` is None for a ○ ability's: it lasts while
    its card stays where it works."""
    out: list[Json] = []
    for m in g.state.modifiers:
        entry: Json = {"unit": m.unit, "source": m.source, "clause": m.clause, "until": m.until, "moment": m.seq}
        if m.stat == "standing":
            entry["what"] = "lose" if m.lose else "gain"
            entry["lose"] = [str(k) for k in m.lose]
            entry["standing"] = asdict(m.standing) if m.standing is not None else None
        else:
            entry.update(what=m.stat, amount=m.amount)
        out.append(entry)
    for x in g.state.grants:
        # races granted (10.14.2) or changed (10.16.1); a card name changed (10.16.1, the summon helper's
        # change_name, which 15.1.3-15.1.8 read)
        what = "change_name" if x.what == "name" else ("change_race" if x.mode == "set" else "grant_race")
        out.append(
            {
                "unit": x.unit, "source": x.source, "clause": "MC-10-14-2" if what == "grant_race" else "MC-10-16-1",
                "until": x.until, "moment": x.seq, "what": what, "values": list(x.values),
            }
        )  # fmt: skip
    for t in g.state.battlefield:
        for u in t.units:
            for x in constant_grants(g, u.card, "races") + constant_grants(g, u.card, "resistance"):
                what = (
                    "grant_resistance"
                    if x.what == "resistance"
                    else ("change_race" if x.mode == "set" else "grant_race")
                )
                out.append(
                    {
                        "unit": u.card, "source": x.source, "clause": "MC-10-7-2-2-1", "until": None, "moment": x.seq,
                        "what": what, "values": list(x.values), "if_race": list(x.if_race), "constant": True,
                    }
                )  # fmt: skip
            for card, ability, effect in [] if suspended(g, u) else constant_sources(g, u):
                out.append(
                    {
                        "unit": u.card, "source": card, "clause": "MC-14-5-4-1" if "battle" in ability.timing else "MC-14-5-4-2",
                        "until": None, "what": effect.kind, "amount": effect.amount, "constant": True,
                    }
                )  # fmt: skip
            for card, ability in standing_rules(g, u):
                kinds = [e.kind for e in ability.effects]
                out.append(
                    {
                        "unit": u.card, "source": card, "until": None, "constant": True,
                        "clause": "MC-10-8" if ability.replaces else "MC-4-1-12",
                        "what": f"replaces_{ability.replaces}" if ability.replaces else "prevent_exhaust",
                        "effects": kinds,
                    }
                )  # fmt: skip
    return out


def standing_rules(g: Duel, unit: Unit) -> list[tuple[str, Ability]]:
    """The ○ replacements (MC 10.8) and prohibitions (4.1.12) the unit and its equipment carry."""
    cards = [unit.card, *(eq.card for eq in unit.equipment)]
    return [
        (card, a)
        for card in cards
        for a in g.defn(card).abilities
        if a.kind == "constant" and (a.replaces is not None or any(e.kind == "prevent_exhaust" for e in a.effects))
    ]

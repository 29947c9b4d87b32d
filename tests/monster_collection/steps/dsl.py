"""Gherkin-side sugar for Monster Collection: the short text forms scenarios use for test cards, and the
short descriptions of actions that options are compared with. Everything here turns text into the JSON
interchange format (docs/monster-collection.md); it reads no engine internals."""

from __future__ import annotations

import re
from typing import Any

Json = dict[str, Any]

PLAYERS = {"A": 0, "B": 1}
PREFIX = "AB"


def player(name: str) -> int:
    try:
        return PLAYERS[name]
    except KeyError:
        raise ValueError(f"players are A and B, not {name!r}") from None


def uid(p: int, name: str) -> str:
    """A card named in a step: "goblin" is the player's own (``A:goblin``), "B:orc" names it exactly;
    "goblin#2" is the player's second goblin."""
    return name if ":" in name else f"{PREFIX[p]}:{name}"


def card_id(u: str) -> str:
    """The card id of a uid: ``A:goblin#2`` -> ``goblin``."""
    return u.split(":", 1)[-1].split("#", 1)[0]


def names(text: str) -> list[str]:
    """A comma-separated list of cards (``nothing`` is none)."""
    text = text.strip()
    if text in ("nothing", ""):
        return []
    return [x.strip().strip('"') for x in re.split(r",|\band\b", text) if x.strip()]


# --- test cards ------------------------------------------------------------------------------------

TYPES = {"unit": "unit", "item": "item", "battle spell": "battle_spell", "terrain": "terrain"}
COLUMNS = {
    "id", "name", "type", "level", "instant", "hero", "attack", "defence", "advance", "standing", "races", "types",
    "attributes", "class", "cost", "bonus", "limit", "ability", "faction", "rarity", "illustration", "flavour",
    "block", "number", "deck limit", "keywords",
}  # fmt: skip
EFFECT = re.compile(
    r"(?P<kind>damage|attack|defence|level|initiative|destroy|exhaust|swap)"
    r"(?: to (?P<to>-?\d+))?"
    r"(?: (?P<amount>[+-]?\d+(?!D))?(?P<dice>\d+D(?:[+-]\d+| high| low)?)?)?(?: (?P<attribute>[a-z]+))?"
)
CONDITIONS = {"race": "if_race", "terrain": "if_terrain_type", "has": "if_standing"}


def standing(text: str) -> Json:
    """``items 1, spells fire/any, initiative +1, charge +2, defender +1, resistance flame, weakness flame+2``."""
    out: Json = {}
    for part in (p.strip() for p in text.split(",") if p.strip()):
        key, _, value = part.partition(" ")
        if key == "spells":
            out["spells"] = value.split("/")
        elif key == "resistance":
            out["resistance"] = value.split("/")
        elif key == "weakness":
            attribute, _, amount = value.partition("+")
            out.setdefault("weakness", []).append({"attribute": attribute, "amount": int(amount)})
        elif key in ("items", "initiative", "charge", "defender"):
            out[key] = int(value)
        else:
            raise ValueError(f"unknown standing ability {part!r}")
    return out


def effect(text: str) -> Json:
    """``damage 3 flame``, ``attack +2``, ``attack to 5``, ``swap``, ``exhaust``, ``destroy``, dice as
    ``damage 2D+1``; ``then …`` fires only if the effect before it applied; ``… if race dragon/reptile``
    and ``… if terrain forest`` are conditions on the target."""
    text = text.strip()
    optional = re.match(r"(then )?may ", text)  # MC 10.1.7: ``may damage 1``, ``then may draw 1`` (mc-loop)
    if optional:
        return effect(text.replace("may ", "", 1)) | {"may": True}
    if " if same terrain" in text:  # MC 5.1.2.19: only while the target stands on the terrain it was put onto
        return effect(text.replace(" if same terrain", "")) | {"if_same_terrain": True}
    heroes = heroes_effect(text)  # MC 15.1.7, 10.16.1: ``summon squire from hand``, ``change name arthur``
    if heroes is not None:
        return heroes
    after = text.startswith("then ")
    text = text.removeprefix("then ")
    text, same, _ = text.partition(" if party same race")  # chapter 10: MC 10.17.2
    text, _, condition = text.partition(" if ")
    text, no_stack, _ = text.partition(" no stack")  # MC 16.2 重複しない
    twelve = chapter_12_effect(text.strip())  # chapter 12's draws take their number as they draw (12.3.1.1-2)
    if twelve is not None:
        return twelve | ({"after": True} if after else {}) | ({"no_stack": True} if no_stack else {})
    out: Json
    if text.startswith(("gain ", "lose ")) or text.strip() in ("summon", "place"):
        # chapter 13: ``gain charge +2``, ``lose items/charge``; MC 14.6: ``summon``, ``place``
        kind, _, what = text.strip().partition(" ")
        if kind in ("summon", "place"):
            out = {"kind": kind}
        elif kind == "gain":
            out = {"kind": kind, "standing": standing(what)}
        else:
            out = {"kind": kind, "lose": what.split("/")}
        if after:
            out["after"] = True
        if condition:
            key, _, values = condition.strip().partition(" ")
            out[CONDITIONS[key]] = values.split("/")
        return out
    text, delayed, _ = text.partition(" at battle end")  # chapter 10: a delayed trigger (MC 10.5.4.2)
    text, chain_long, _ = text.partition(" until chain end")  # MC 10.15.1.2
    text, _, unless = text.partition(" unless race ")  # MC 10.19.2
    most = " up to " in f" {text}"  # MC 1.3.2: "damage up to 3" (a draw's "up to" is chapter 12's, above)
    text = text.replace(" up to ", " ")
    m = EFFECT.fullmatch(text.strip())
    extra = chapter_10_effect(text.strip())
    if extra is not None:
        out, m = extra, None
    elif not m:
        raise ValueError(f"not an effect: {text!r}")
    else:
        out = {"kind": m["kind"], "amount": int(m["amount"] or 0)}
    if no_stack:
        out["no_stack"] = True
    if delayed:
        out["delay"] = "battle_end"
    if chain_long:
        out["until_chain"] = True
    if unless:
        out["unless_race"] = unless.strip().split("/")
    if most:
        out["up_to"] = True
    if same:
        out["if_party_same_race"] = True
    if m is None:
        if after:
            out["after"] = True
        if condition:
            what, _, values = condition.strip().partition(" ")
            out[CONDITIONS[what]] = values.split("/")
        return out
    if m["to"] is not None:
        out["to"] = int(m["to"])
    if m["dice"]:
        out["dice"] = m["dice"]
    if m["attribute"]:
        out["attribute"] = m["attribute"]
    if after:
        out["after"] = True
    if condition:
        what, _, values = condition.strip().partition(" ")
        out[CONDITIONS[what]] = values.split("/")
    return out


HEROES_EFFECT = re.compile(
    r"(?P<then>then )?(?:summon (?P<card>[a-z0-9_/]+) from (?P<zone>hand|discard)|change name (?P<name>[A-Za-z0-9_]+))"
)


def heroes_effect(text: str) -> Json | None:
    """``summon squire from hand`` (or ``from discard``): a summon by an effect of a unit card of that id
    onto the target's terrain (MC 15.1.7); ``change name arthur``: the target's name becomes arthur (10.16.1)."""
    m = HEROES_EFFECT.fullmatch(text)
    if m is None:
        return None
    out: Json = (
        {"kind": "summon_card", "value": m["card"].split("/"), "zone": m["zone"]}
        if m["card"]
        else {"kind": "change_name", "value": [m["name"]]}
    )
    if m["then"]:
        out["after"] = True
    return out


CHAPTER_10_EFFECT = re.compile(
    r"(?:(?P<grant>grant|change) (?P<what>race|resistance) (?P<values>[a-z_/]+)"
    r"|(?P<kind>damage|attack|defence|draw) of (?P<of>attack|level)(?: (?P<plus>[+-]\d+))?"
    r"|(?P<pkind>damage|attack|defence|draw) per party (?P<races>[a-z_/]+)"
    r"|(?P<vanish>negate|discard_used|prevent_exhaust))"
)


def chapter_10_effect(text: str) -> Json | None:
    """Chapter 10's effects (``draw n`` is chapter 12's): ``grant race reptile``, ``change race insect``,
    ``grant resistance flame`` (10.14, 10.16); ``damage of attack`` (the triggering card's attack, 10.5.4.1)."""
    m = CHAPTER_10_EFFECT.fullmatch(text)
    if not m:
        return None
    if m["vanish"]:
        return {"kind": m["vanish"]}
    if m["pkind"]:
        return {"kind": m["pkind"], "of": "party_races", "value": m["races"].split("/")}
    if m["grant"]:
        kind = {("grant", "race"): "grant_race", ("change", "race"): "change_race"}.get((m["grant"], m["what"]))
        if m["what"] == "resistance" and m["grant"] == "grant":
            kind = "grant_resistance"
        if kind is None:
            raise ValueError(f"not an effect: {text!r}")
        return {"kind": kind, "value": m["values"].split("/")}
    return {"kind": m["kind"], "of": m["of"], "amount": int(m["plus"] or 0)}


CHAPTER_12_EFFECT = re.compile(
    r"draw (?:(?P<least>\d+) to |(?P<up_to>up to ))?(?P<n>\d+)|discard (?P<zone>hand|deck) (?P<k>\d+)|(?P<move>remove|to deck)"
)


def chapter_12_effect(text: str) -> Json | None:
    """MC 12.3-12.5: ``draw 2``, ``draw 1 to 3``, ``draw up to 2`` (the user's player draws), ``discard hand
    2``, ``discard deck 3`` (the user's player discards), ``remove`` (the target leaves the game), ``to
    deck`` (the target goes on top of its owner's draw pile); None for any other effect."""
    m = CHAPTER_12_EFFECT.fullmatch(text)
    if m is None:
        return None
    if m["n"] is not None:
        out: Json = {"kind": "draw", "amount": int(m["n"])}
        if m["least"] is not None or m["up_to"]:
            out["least"] = int(m["least"] or 0)
        return out
    if m["zone"] is not None:
        return {"kind": f"discard_{m['zone']}", "amount": int(m["k"])}
    return {"kind": "remove" if m["move"] == "remove" else "to_deck"}


def ability(text: str) -> Json:
    """``normal enemy_unit: damage 3 flame`` — the timings (``normal/counter``), the target, the effects
    (``;``-separated): a ◇ ability (of a battle spell or consumable). ``constant battle own_party: attack
    +1`` is a ○ ability with the timing [戦闘]; ``constant own_party: …`` one without timing."""
    head, _, body = text.partition(": ")
    words = head.split()
    kind = words.pop(0) if words[0] in KINDS else "hand"
    extra: Json = {}
    # chapter 10: ``on enters`` (a trigger, MC 10.5), ``replaces destroy`` (10.8), ``discard 1`` (10.8.5),
    # ``choose`` (alternatives, 10.1.7), ``only attack/consumable`` (10.9.6), ``cost_discard 1``,
    # ``cost_hand_remove 1``, ``cost_mill 2``, ``cost_remove 1``, ``cost_types unit/item`` (10.11)
    keys = {
        "on": "trigger", "replaces": "replaces", "discard": "instead_discard", "only": "counter_only",
        "cost_discard": "cost_discard", "cost_hand_remove": "cost_hand_remove", "cost_mill": "cost_mill",
        "cost_remove": "cost_remove", "cost_types": "cost_types", "cost_sacrifice": "cost_sacrifice",
    }  # fmt: skip
    while len(words) > 1 and (words[0] in keys or words[0] == "choose"):
        key = words.pop(0)
        if key == "choose":
            extra["choose"] = True
            continue
        value = words.pop(0)
        if key in ("only", "cost_types"):
            extra[keys[key]] = value.split("/")
        else:
            extra[keys[key]] = int(value) if value.isdigit() else value
    if len(words) > 1 and words[0] == "at":  # MC 14.6.2: ``hand at instant_summon this_unit: summon``
        words.pop(0)
        extra["when"] = words.pop(0).split("/")
    cost: list[str] = []
    if "cost" in words:  # chapter 14: ``complete normal enemy_unit cost item/spell:fire: …``
        at = words.index("cost")
        cost = words[at + 1].split("/")
        del words[at:]
    target = words.pop()
    out: Json = {
        "kind": kind,
        "timing": words[0].split("/") if words else [],
        "target": target,
        "effects": [effect(e) for e in body.split(";") if e.strip()],
        **extra,
    }
    if cost:
        out["cost"] = cost
    return out


# MC 14: ◇ hand, ○ constant, □ complete, × self_destruct, ◎ declare, ● auto, ▽ flip
KINDS = ("hand", "constant", "complete", "self_destruct", "declare", "auto", "flip")


def keywords(text: str, out: Json) -> None:
    """The ``keywords`` column (chapter 15), comma-separated: ``exclusive race:dragon`` (専用), ``equip limit``
    (装備制限), ``secret level:3`` (秘伝), ``forced placement`` (強制配置), ``normal summon forest/swamp`` and
    ``instant summon forest`` (the summon icons), ``gears +1D`` (時の歯車), ``special advance forest``
    (特殊進軍), ``no equipment`` (装備禁止), ``unlimited`` (枚数制限解除); and marks of the card's abilities:
    ``chain bolt`` (chain, effect name bolt) and ``uncounterable`` (対抗不可)."""
    kw: Json = {}
    for part in (p.strip() for p in text.split(",") if p.strip()):
        for key, field in (
            ("exclusive ", "exclusive"),
            ("secret ", "secret"),
            ("normal summon ", "normal_summon"),
            ("instant summon ", "instant_summon"),
            ("special advance ", "special_advance"),
            ("gears ", "gears"),
            ("chain ", "chain"),
        ):
            if part.startswith(key):
                value = part.removeprefix(key).strip()
                if field in ("exclusive", "secret"):
                    info, _, wanted = value.partition(":")
                    kw[field] = {"info": info, "value": wanted}
                elif field == "gears":
                    kw["gears"] = int(value.removeprefix("+").removesuffix("D"))
                elif field == "chain":
                    for a in out.get("abilities", []):
                        a["chain"] = True
                        a["name"] = value
                else:
                    kw[field] = value.split("/")
                break
        else:
            flag = {
                "equip limit": "equip_limit",
                "forced placement": "forced_placement",
                "no equipment": "no_equipment",
                "unlimited": "unlimited",
            }.get(part)
            if part == "uncounterable":
                for a in out.get("abilities", []):
                    a["uncounterable"] = True
            elif flag is not None:
                kw[flag] = True
            else:
                raise ValueError(f"unknown keyword {part!r}")
    if kw:
        out["keywords"] = kw


def card(row: dict[str, str]) -> Json:
    unknown = set(row) - COLUMNS
    if unknown:
        raise ValueError(f"unknown test-card columns {sorted(unknown)}")
    v = {k: x.strip() for k, x in row.items() if x.strip()}
    out: Json = {"id": v["id"], "name": v.get("name", v["id"]), "type": TYPES[v["type"]]}
    for key in ("level", "hero", "attack", "defence", "limit"):
        if key in v:
            out[key] = int(v[key])
    if "deck limit" in v:
        out["deck_limit"] = int(v["deck limit"])
    if v.get("instant") == "yes":
        out["instant"] = True
    for key in ("advance", "races", "types", "attributes"):
        if key in v:
            out[key] = [x.strip() for x in v[key].split("/")]
    if "standing" in v:
        out["standing"] = standing(v["standing"])
    if "class" in v:
        out["classification"] = v["class"]
    if "cost" in v:
        out["equip_cost"] = int(v["cost"])
    if "bonus" in v:
        extra = standing(
            ", ".join(p for p in v["bonus"].split(",") if not p.strip().startswith(("attack", "defence")))
        )
        for part in (p.strip() for p in v["bonus"].split(",")):
            if part.startswith("attack "):
                out["bonus_attack"] = int(part.split()[1])
            elif part.startswith("defence "):
                out["bonus_defence"] = int(part.split()[1])
        if extra:
            out["bonus_standing"] = extra
    if "ability" in v:
        out["abilities"] = [ability(a) for a in v["ability"].split("|")]
    for key in ("faction", "rarity", "illustration", "flavour", "block", "number"):
        if key in v:
            out[key] = v[key]
    if "keywords" in v:
        keywords(v["keywords"], out)
    return out


# --- actions, described ----------------------------------------------------------------------------


def short(u: str, p: int) -> str:
    """A card as a description names it: the player's own by its name, another's by its uid."""
    return u.split(":", 1)[1] if u.startswith(f"{PREFIX[p]}:") else u


def describe(a: Json) -> str:
    p = a["player"]
    t = a["type"]

    def s(x: str) -> str:
        return short(x, p)

    if t == "redo":
        return "redo" if a["redo"] else "keep"
    if t == "discard":
        return f"discard {s(a['card'])}"
    if t in ("done", "pass", "advance", "concede"):
        return t
    if t == "end_phase":
        return "end phase"
    if t == "place_terrain":
        return "place proxy" if a.get("card") is None else f"place {s(a['card'])}"
    if t == "area":
        return f"area {a['area']}"
    if t == "advance_unit":
        return f"move {s(a['unit'])} to {a['to']}"
    if t == "summon":
        return f"summon {s(a['card'])} at {a['area']}"
    if t == "equip":
        return f"equip {s(a['card'])} to {s(a['unit'])}"
    if t == "discard_equipment":
        return f"discard equipment {s(a['card'])}"
    if t == "swap_equipment":
        if a.get("exchange"):
            return f"exchange {s(a['card'])} with {s(a['exchange'])}"
        return f"swap {s(a['card'])} to {s(a['to'])}"
    if t == "front":
        return f"front {s(a['unit'])}"
    if t == "use":
        text = f"use {s(a['card'])} by {s(a['unit'])} on {'+'.join(s(x) for x in a['targets'])}"
        if a.get("choice") is not None:  # chapter 10: MC 10.1.7
            text += f" choosing {a['choice'] + 1}"
        if a.get("costs"):  # MC 10.11
            text += f" paying {', '.join(s(x) for x in a['costs'])}"
        if a.get("number") is not None:  # MC 1.3.2
            text += f" with n {a['number']}"
        if a.get("named") is not None:  # MC 4.7.3
            text += f" naming {a['named']}"
        return text
    if t == "activate":  # chapter 14: □ × ◎ ▽
        on = "+".join(s(x) for x in a["targets"])
        return f"activate {s(a['card'])} {a['ability'] + 1}" + (f" on {on}" if on else "")
    if t == "choose_unit":
        return f"choose {s(a['unit'])}"
    if t == "choose_number":  # MC 12.3.1.1-2
        return f"number {a['n']}"
    if t == "choose_card":  # MC 12.4.2, 5.1.1.6
        return f"pick {s(a['card'])}"
    if t == "time_out":
        return "time out"
    if t == "optional":  # MC 10.1.7: an optional effect applied or not
        return "apply" if a["apply"] else "decline"
    if t == "choose_effect":  # chapter 10: which triggered ability or replacement first (MC 10.5.3.1, 10.8.4)
        return f"effect of {s(a['card'])}" + (f" #{a['ability']}" if a.get("ability") else "")
    return t

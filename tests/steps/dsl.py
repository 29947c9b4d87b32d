"""Gherkin-side sugar: the short text forms scenarios use for test cards, effects, stats and actions.

Everything here turns text into the JSON interchange format (docs/protocol.md); it reads only the
format's own vocabulary (model.Quantity), never the engine's workings. Grammar: docs/test-cards.md.
"""

from __future__ import annotations

import re
from typing import Any, get_args

from engine.furuyoni.model import Quantity

Json = dict[str, Any]

PLAYERS = {"A": 0, "B": 1}
TIMINGS = {"on_use", "after_attack", "on_deploy", "while_deployed", "on_destroy", "constant", "while_used"}
WHENS = {"start_phase", "main_start", "main_end", "end_phase"}


def player(name: str) -> int:
    try:
        return PLAYERS[name]
    except KeyError:
        raise ValueError(f"players are A and B, not {name!r}") from None


ALIASES: dict[str, str] = {}
"""Real cards met in this scenario: English name -> rules id (reset for each scenario by the fixture)."""

REAL_CARD = re.compile(r'"(?P<name>[^"]+)"\s*\((?P<id>NA-[^)]+)\)')


def real_card(name: str, card_id: str) -> str:
    """Note that a scenario calls the real card ``card_id`` by ``name`` from now on."""
    ALIASES[name] = card_id
    return card_id


def uid(p: int, card: str) -> str:
    """A card named in a step: "slash" means the player's own copy, "B:slash" names it exactly; a
    real card may be named by the English name it was introduced with."""
    if ":" in card:
        who, name = card.split(":", 1)
        return f"{who}:{ALIASES.get(name, name)}"
    return f"{'AB'[p]}:{ALIASES.get(card, card)}"


def names(text: str) -> list[str]:
    """A comma-separated list of cards; ``"Slash" (NA-01-yurina-O-N-1)`` introduces a real card."""
    out = []
    for x in (x.strip() for x in text.split(",")):
        if not x:
            continue
        m = REAL_CARD.fullmatch(x)
        out.append(real_card(m["name"], m["id"]) if m else x.strip('"'))
    return out


def value(v: str) -> int | None:
    """A damage value: an integer, or 「-」 written as '-'."""
    return None if v.strip() == "-" else int(v)


def pair(text: str) -> tuple[int | None, int | None]:
    a, b = text.split("/")
    return value(a), value(b)


def parse_range(text: str) -> list[int]:
    """C 6-2-1-8 notation: "3", "3-4", "2,4"."""
    out: list[int] = []
    for part in text.split(","):
        part = part.strip()
        if re.fullmatch(r"\d+-\d+", part):
            lo, hi = map(int, part.split("-"))
            out += list(range(lo, hi + 1))
        elif part:
            out.append(int(part))
    return sorted(set(out))


def card_row(row: dict[str, str]) -> Json:
    """One row of a test-card table -> a CardDef JSON object."""
    cid = row["id"]
    d: Json = {
        "id": cid,
        "name": row.get("name") or cid,
        "type": row.get("type") or "attack",
        "category": row.get("category") or "normal",
        "effects": [],
    }
    if row.get("subtype"):
        d["subtype"] = row["subtype"].replace("-", "_")
    if row.get("range"):
        d["range"] = parse_range(row["range"])
    if row.get("damage"):
        d["aura_damage"], d["life_damage"] = pair(row["damage"])
    for key in ("charge", "cost"):
        if row.get(key):
            d[key] = int(row[key])
    if row.get("user"):
        d["user"] = row["user"]
    for kw in names(row.get("keywords", "")):
        keyword(d, kw)
    if row.get("use if"):
        d["use_condition"] = condition(row["use if"])
    return d


def keyword(d: Json, kw: str) -> None:
    """A keyword of the card table: a flag (unavoidable, terminal, overcome, unnullifiable,
    both_damages), no_reaction or no_reaction(normal|trump) (C 10-22), distance_limit(X-Y) (C 10-37)."""
    m = re.fullmatch(r"(no_reaction|distance_limit)(?:\((.+)\))?", kw)
    if m is None:
        d[kw] = True
    elif m[1] == "no_reaction":
        d.setdefault("no_reaction", []).append(m[2] or "all")
    else:
        lo, hi = m[2].split("-")
        d["distance_limit"] = [int(lo), int(hi)]


def effect(text: str) -> Json:
    """Parse "<timing>[@<when>][ full-power]: <op> <args>" (docs/test-cards.md)."""
    head, _, body = text.partition(":")
    head_parts = head.split()
    timing, _, when = head_parts[0].partition("@")
    if timing not in TIMINGS:
        raise ValueError(f"unknown timing {timing!r} in {text!r}")
    eff = op(body.strip())
    _set_timing(eff, timing)
    if when:
        if when not in WHENS:
            raise ValueError(f"unknown moment {when!r} in {text!r}")
        eff["when"] = when
    if "full-power" in head_parts[1:]:
        eff["full_power"] = True
    return eff


QUANTITIES = set(get_args(Quantity))  # the values the interchange format lets an effect read


def amount(word: str) -> Json:
    """An amount: a number, or a quantity read when the effect resolves (C 5-11)."""
    if word in QUANTITIES:
        return {"amount": 1, "amount_of": word}
    return {"amount": int(word)}


def condition(text: str) -> Json:
    """ "self.life <= 3" -> a Condition."""
    q, cmp, v = text.split()
    if q not in QUANTITIES:
        raise ValueError(f"unknown quantity {q!r}")
    return {"quantity": q, "compare": cmp, "value": int(v)}


def _set_timing(eff: Json, timing: str) -> None:
    eff["timing"] = timing
    for sub in [*eff.get("then", []), *eff.get("if_done", [])]:
        _set_timing(sub, timing)


def op(body: str) -> Json:
    """One effect; ", if done: <op>" adds what resolves only if it applied in full (C 10-40), a
    trailing "if <quantity> <compare> <value>" makes it conditional, and an amount written as a
    quantity name is read from the duel when the effect resolves."""
    if ", if done: " in body:
        body, _, rest = body.partition(", if done: ")
        eff = op(body.strip())
        eff["if_done"] = [op(rest.strip())]
        return eff
    if " if " in f" {body} ":
        body, _, cond = body.partition(" if ")
        eff = op(body.strip())
        eff["condition"] = condition(cond.strip())
        return eff
    words = body.split()
    name, args = words[0], words[1:]
    if name == "reserve":  # reserve <moment> <op…>
        return {"op": "reserve", "when": args[0], "then": [op(" ".join(args[1:]))]}
    if name == "use_card":  # use_card [attack|action|enhancement]
        return {"op": "use_card", **({"card_type": args[0]} if args else {})}
    if name == "basic_action":  # basic_action <move>
        return {"op": "basic_action", "move": args[0]}
    if name == "return_to_hand":
        return {"op": "return_to_hand"}
    if name == "may":
        return {"op": "may", "then": [op(" ".join(args))]}
    if name == "move":  # move <zone> -> <zone> [n | quantity]
        return {"op": "move", "source": args[0], "dest": args[2], **amount(args[3] if len(args) > 3 else "1")}
    if name == "damage":  # damage opponent 2/1 | damage opponent.life 1 | damage opponent.life <quantity>
        if args[1] in QUANTITIES:
            who, _, zone = args[0].partition(".")
            return {"op": "damage", "player": who, "dest": f"self.{zone}", "amount": 1, "amount_of": args[1]}
        if "/" in args[1]:
            a, b = pair(args[1])
            return {"op": "damage", "player": args[0], "aura": a, "life": b}
        who, _, zone = args[0].partition(".")
        return {"op": "damage", "player": who, "dest": f"self.{zone}", "amount": int(args[1])}
    if name in (
        "gain_concentration",
        "lose_concentration",
        "draw",
        "flinch",
        "reshuffle",
        "cannot_attack",
        "cannot_lose",
        "cannot_win",
        "lose",
        "win",
    ):
        e: Json = {"op": name, "player": args[0] if args else "self"}
        if len(args) > 1:
            e.update(amount(args[1]))
        return e
    if name in ("nullify_attack", "nullify_damage", "nullify_after_attack", "end_phase"):
        return {"op": name}
    if name == "perform_attack":  # perform_attack <range> <a/b> [keyword…]
        a, b = pair(args[1])
        return {
            "op": "perform_attack",
            "range": parse_range(args[0]),
            "aura": a,
            "life": b,
            "unavoidable": "unavoidable" in args[2:],
            "keywords": [k for k in args[2:] if k != "unavoidable"],
        }
    if name in ("gain_keyword", "lose_keyword"):  # gain_keyword <applies_to> <keyword…>
        return {"op": name, "applies_to": args[0], "keywords": args[1:]}
    if name == "modify":  # modify <applies_to> <class> <values…>
        return modify(args)
    raise ValueError(f"unknown effect {body!r}")


def modify(args: list[str]) -> Json:
    e: Json = {"op": "modify_attack", "applies_to": args[0]}
    kind = args[1]
    if kind == "range":  # range <class> <n | range>
        cls = args[2]
        e["range_class"] = cls
        if cls in ("change", "add", "remove"):
            e["range"] = parse_range(args[3])
        else:
            e["amount"] = int(args[3])
        return e
    e["mod_class"] = kind
    if kind != "swap":
        e["aura"], e["life"] = pair(args[2])
        e["round_up"] = "up" in args[3:]
    return e


STAT_KEYS = ("life", "aura", "flare", "concentration")


def stats(text: str) -> Json:
    """ "life 9, aura 2, concentration 1, flinched" -> {"life": 9, …, "flinched": True}"""
    out: Json = {}
    for part in (x.strip() for x in text.split(",")):
        if part == "flinched":
            out["flinched"] = True
        elif part == "not flinched":
            out["flinched"] = False
        else:
            k, v = part.split()
            if k not in STAT_KEYS:
                raise ValueError(f"unknown player stat {k!r}")
            out[k] = int(v)
    return out


def describe(action: Json, me: int | None = None) -> str:
    """The canonical short text of an action, as scenarios name legal options."""

    named = {v: k for k, v in ALIASES.items()}

    def short(u: str) -> str:
        who, _, cid = u.partition(":")
        cid = named.get(cid, cid)
        return cid if me is not None and who == "AB"[me] else f"{who}:{cid}"

    t = action["type"]
    if t == "use_card":
        return f"use {short(action['card'])}"
    if t == "basic_action":
        if action["cost"] == "concentration":
            return f"{action['move']} by concentration"
        return f"{action['move']} by face-down {short(action['face_down'])}"
    if t == "end_phase":
        return "end phase"
    if t in ("decline", "accept"):
        return t
    if t == "damage":
        return f"{action['side']} damage"
    if t == "charge":
        return f"charge {action['from_dust']} from dust"
    if t == "face_down":
        return f"face-down {short(action['card'])}"
    if t == "choose_first":
        return f"first {short(action['option'].split('#')[0])}"
    if t == "action_kind":
        return f"{action['kind'].replace('_', '-')} action"
    if t == "stratagem":
        return f"stratagem {action['stratagem']}"
    if t == "mulligan":
        return "keep" if not action["cards"] else "mulligan " + ", ".join(short(c) for c in action["cards"])
    return t

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
WHENS = {
    "start_phase",
    "main_start",
    "main_end",
    "end_phase",
    "life_damage",
    "attack_damage",
    "attack_performed",
    "attack_end",
    "attack_life_damage",
    "reacted",
    "enhancement_destroyed",
    "umbrella_toggle",
    "card_used",
    "any_life_damage",  # A 7 (Chikage's Grim Path): a reshuffle's life damage too
    "reacted_to",
}


def player(name: str) -> int:
    try:
        return PLAYERS[name]
    except KeyError:
        raise ValueError(f"players are A and B, not {name!r}") from None


ALIASES: dict[str, str] = {}
"""Real cards met in this scenario: English name -> rules id (reset for each scenario by the fixture)."""

# Thallya's TransForm cards are numbered "TransForm Card 01" … (A 9-1)
REAL_CARD = re.compile(r'"(?P<name>[^"]+)"\s*\((?P<id>(?:NA-|TransForm Card )[^)]+)\)')


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
    if row.get("react if"):
        d["reaction_if"] = condition(row["react if"])
    return d


def keyword(d: Json, kw: str) -> None:
    """A keyword of the card table: a flag (unavoidable, terminal, overcome, unnullifiable,
    both_damages), no_reaction or no_reaction(normal|trump) (C 10-22), distance_limit(X-Y) (C 10-37)."""
    m = re.fullmatch(r"(no_reaction|distance_limit|answers_only)(?:\((.+)\))?", kw)
    if m is None:
        d[kw] = True
    elif m[1] == "answers_only":
        d["answers_only"] = m[2]
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
    if "first-in-turn" in head_parts[1:]:
        eff["first_in_turn"] = True
    if "first-not-trump" in head_parts[1:]:
        eff["first_not_trump"] = True
    return eff


QUANTITIES = set(get_args(Quantity))  # the values the interchange format lets an effect read


def amount(word: str) -> Json:
    """An amount: a number, or a quantity read when the effect resolves (C 5-11)."""
    if word in QUANTITIES:
        return {"amount": 1, "amount_of": word}
    return {"amount": int(word)}


def condition(text: str) -> Json:
    """ "self.life <= 3" -> a Condition; "self.life < opponent.life" compares two quantities; "a and b"
    / "a or b" join two or more (one level); "self.cards_used[<card id>] >= 1" counts the uses of one
    card."""
    for word, key in ((" or ", "any_of"), (" and ", "all_of")):
        if word in text:
            first, *rest = text.split(word)
            return {**condition(first), key: [condition(r) for r in rest]}
    q, cmp, v = text.split()
    card = None
    if "[" in q:
        q, _, card = q.rstrip("]").partition("[")
    if q not in QUANTITIES:
        raise ValueError(f"unknown quantity {q!r}")
    out: Json = {"quantity": q, "compare": cmp}
    if v in QUANTITIES:
        out["value_of"] = v
    else:
        out["value"] = int(v)
    if card:
        out["card"] = card
    return out


def _set_timing(eff: Json, timing: str) -> None:
    eff["timing"] = timing
    if eff["op"] == "add_effect":
        return  # the added effects carry their own timings
    chosen = [e for choice in eff.get("choices", []) for e in choice]
    for sub in [*eff.get("then", []), *eff.get("otherwise", []), *chosen, *eff.get("if_done", [])]:
        _set_timing(sub, timing)


def op(body: str) -> Json:
    """One effect; ", if done: <op>" adds what resolves only if it applied in full (C 10-40), a
    trailing "if <quantity> <compare> <value>" makes it conditional, and an amount written as a
    quantity name is read from the duel when the effect resolves."""
    if body.startswith("instead_of_reaction:"):  # instead_of_reaction: <op> (C 10-34)
        return {"op": "instead_of_reaction", "then": [op(body.partition(":")[2].strip())]}
    for flag in ("cancels_if_stacked", "either_way"):  # trailing flags (C 10-28, C 10-35)
        if body.endswith(f" {flag}"):
            eff = op(body.removesuffix(f" {flag}"))
            eff[flag] = True
            return eff
    if body.startswith("if ") and " then " in body:  # if <condition> then <op>[; <op>…] [else <op>[; <op>…]]
        cond, _, rest = body[3:].partition(" then ")
        then, _, otherwise = rest.partition(" else ")
        return {
            "op": "if",
            "condition": condition(cond.strip()),
            "then": [op(x.strip()) for x in then.split(";")],
            "otherwise": [op(x.strip()) for x in otherwise.split(";") if x.strip()],
        }
    if body.startswith("choose_one "):  # choose_one <op>[; <op>…] | <op>[; <op>…] …
        options = body.removeprefix("choose_one ").split("|")
        return {"op": "choose_one", "choices": [[op(x.strip()) for x in o.split(";")] for o in options]}
    if ", if done: " in body:
        body, _, rest = body.partition(", if done: ")
        eff = op(body.strip())
        eff["if_done"] = [op(rest.strip())]
        return eff
    if body.startswith("add_effect "):  # add_effect [<zone>] <timing>: <op…> [; <timing>: <op…>]
        return added(body.removeprefix("add_effect "))
    if body.startswith("reserve "):  # reserve <moment> <op…>: an "if" belongs to the reserved op
        _, moment, rest = body.split(" ", 2)
        return {"op": "reserve", "when": moment, "then": [op(rest)]}
    if " if " in f" {body} ":
        body, _, cond = body.partition(" if ")
        eff = op(body.strip())
        eff["condition"] = condition(cond.strip())
        return eff
    if " becomes " in f" {body} ":  # the condition must come to hold while the effect is in force
        body, _, cond = body.partition(" becomes ")
        eff = op(body.strip())
        eff.update({"condition": condition(cond.strip()), "becomes": True})
        return eff
    words = body.split()
    name, args = words[0], words[1:]
    if name == "use_card":  # use_card [attack|action|enhancement]
        return {"op": "use_card", **({"card_type": args[0]} if args else {})}
    if name == "basic_action":  # basic_action <move> | basic_action [up to] <n> [of <move>,<move>]
        if args[0] in ("advance", "retreat", "wrap", "focus", "withdraw"):
            return {"op": "basic_action", "move": args[0]}
        up_to = args[:2] == ["up", "to"]
        rest = args[2:] if up_to else args
        e = {"op": "basic_action", "amount": int(rest[0]), "up_to": up_to}
        if len(rest) > 2 and rest[1] == "of":
            e["moves"] = rest[2].split(",")
        return e
    if name == "return_to_hand":
        return {"op": "return_to_hand"}
    if name in ("master_distance", "aura_cap", "modify_distance"):  # master_distance <n>
        return {"op": name, "amount": int(args[0])}
    if name == "redirect_crystals":  # redirect_crystals <zone>
        return {"op": name, "dest": args[0]}
    if name == "aura_shield":
        return {"op": name}
    if name == "growth":  # growth <n>: 生育 n (A 17-6, Megumi)
        return {"op": name, "amount": int(args[0])}
    if name == "to_deck":  # to_deck [top|bottom|either]
        return {"op": "to_deck", "deck_end": args[0] if args else "top"}
    if name == "reduce_cost":  # reduce_cost this_card|own_cards <n | quantity>
        return {"op": "reduce_cost", "applies_to": args[0], **amount(args[1])}
    if name == "choose_damage":  # choose_damage this_attack|own_attacks|opponent_attacks
        return {"op": "choose_damage", "applies_to": args[0] if args else "this_attack"}
    if name == "may":
        return {"op": "may", "then": [op(" ".join(args))]}
    if name == "replace_damage":  # replace_damage <op…>: instead of this attack's damage
        return {"op": "replace_damage", "then": [op(" ".join(args))]}
    if name == "move":  # move <zone> -> <zone> [n | quantity]; "<->" is a two-way arrow
        e = {"op": "move", "source": args[0], "dest": args[2], **amount(args[3] if len(args) > 3 else "1")}
        if args[1] == "<->":
            e["two_way"] = True
        return e
    if name in CARD_OPS:  # <op> [<zone>] [attack|action|enhancement] [other_goddess] [by opponent]
        return card_op(name, args)
    if name == "two_way_arrows":  # two_way_arrows [<zone the cards are used from>]
        return {"op": "two_way_arrows", **({"zone": args[0]} if args else {})}
    if name == "copy_of":  # copy_of <card id> | copy_of sealed:<card id>
        return {"op": "copy_of", "of": args[0]}
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
        "set_concentration",
        "draw",
        "flinch",
        "reshuffle",
        "cannot_attack",
        "cannot_lose",
        "cannot_win",
        "lose",
        "win",
        "face_down_hand",
        "discard_random",
        "put_face_down",
        "cannot_pay_concentration",
        "hand_limit",
        "toggle_umbrella",
        "cannot_take_damage",
        "lose_after_attack",
        "lose_on_destroy",
        "void_basic_action",
    ):
        e: Json = {"op": name, "player": args[0] if args else "self"}
        if len(args) > 1:
            e.update(amount(args[1]))
        return e
    if name == "cannot_basic_action":  # cannot_basic_action <player> <move> [<move> …]
        return {"op": name, "player": args[0], "moves": args[1:]}
    if name == "block_arrows":  # block_arrows <zone>
        return {"op": "block_arrows", "source": args[0]}
    if name in (
        "nullify_attack",
        "nullify_damage",
        "nullify_after_attack",
        "end_phase",
        "reverse_arrows",
        "resurgence",
        "immediate_resurgence",
        "unseal",
    ):
        return {"op": name}
    if name == "perform_attack":  # perform_attack <range> <a/b> [keyword…] [after: <op…>]
        a, b = pair(args[1])
        flags, _, after = " ".join(args[2:]).partition("after:")
        e = {
            "op": "perform_attack",
            "range": parse_range(args[0]),
            "aura": a,
            "life": b,
            "unavoidable": "unavoidable" in flags.split(),
            "keywords": [k for k in flags.split() if k != "unavoidable"],
        }
        if after.strip():
            e["after_attack"] = [{**op(after.strip()), "timing": "after_attack"}]
        return e
    if name == "use_as":  # use_as <card id>
        return {"op": "use_as", "as_card": args[0]}
    if name == "declare_as":  # declare_as <card id>[: <op> — the rest of the effect if refused]
        head, _, rest = " ".join(args).partition(":")
        return {"op": "declare_as", "as_card": head.strip(), "then": [op(rest.strip())] if rest.strip() else []}
    if name == "cannot_be_chosen":  # cannot_be_chosen <player whose effects cannot choose this card>
        return {"op": "cannot_be_chosen", "player": args[0]}
    if name == "discard":
        return {"op": "discard"}
    if name == "exchange":  # exchange <this card's name> <partner's name>
        return {"op": "exchange", "card_name": args[0], "partner": args[1]}
    if name == "replace_use":  # replace_use <player> [type | category | this_attack…]: <op>
        head, _, rest = " ".join(args).partition(":")
        who, *filters = head.split()
        e = {"op": "replace_use", "player": who, "then": [op(rest.strip())]}
        for word in filters:
            if word == "this_attack":
                e["applies_to"] = word
            else:
                e["category" if word in ("normal", "trump") else "card_type"] = word
        return e
    if name == "copy_attack":
        return {"op": "copy_attack"}
    if name == "modify_charge":  # modify_charge <player> <±n>
        return {"op": "modify_charge", "player": args[0], "amount": int(args[1])}
    if name == "additional_cost":  # additional_cost <player> <zone> -> <zone> <n> [card type | category]
        e = {"op": "additional_cost", "player": args[0], "source": args[1], "dest": args[3], "amount": int(args[4])}
        for word in args[5:]:
            e["category" if word in ("normal", "trump") else "card_type"] = word
        return e
    if name == "master_distance":  # master_distance <signed change>
        return {"op": name, "amount": int(args[0])}
    if name in ("gain_keyword", "lose_keyword"):  # gain_keyword <applies_to> <keyword…>
        return {"op": name, "applies_to": args[0], "keywords": args[1:]}
    if name == "modify":  # modify <applies_to> <class> <values…>
        return modify(args)
    raise ValueError(f"unknown effect {body!r}")


CARD_OPS = ("seal", "return_to_unused", "remove_from_game")
CARD_TYPES = ("attack", "action", "enhancement")


def card_op(name: str, args: list[str]) -> Json:
    """An op on a card: this card, or one the effect's player picks from a zone."""
    e: Json = {"op": name}
    words = list(args)
    if words[-2:] == ["by", "opponent"]:
        e["player"] = "opponent"
        words = words[:-2]
    for w in words:
        if w in CARD_TYPES:
            e["card_type"] = w
        elif w == "other_goddess":
            e["other_goddess"] = True
        else:
            e["zone"] = w
    return e


def added(text: str) -> Json:
    """ "[<zone> ]<timing>: <op…>[ ; <timing>: <op…>]" -> an add_effect op (C 10-14)."""
    e: Json = {"op": "add_effect", "then": []}
    first, _, _ = text.partition(":")
    head = first.split()
    if len(head) > 1:  # a zone to choose the card from, before the first added effect's timing
        e.update({k: v for k, v in card_op("add_effect", head[:-1]).items() if k != "op"})
        text = text.split(None, len(head) - 1)[-1]
    e["then"] = [effect(part.strip()) for part in text.split(" ; ")]
    return e


def modify(args: list[str]) -> Json:
    e: Json = {"op": "modify_attack", "applies_to": args[0]}
    if "other_goddess" in args:
        e["other_goddess"] = True
        args = [a for a in args if a != "other_goddess"]
    kind = args[1]
    if kind == "range":  # range <class> <n | range>
        cls = args[2]
        e["range_class"] = cls
        if cls in ("change", "add", "remove"):
            e["range"] = parse_range(args[3])
        elif cls != "umbrella_sides":
            e["amount"] = int(args[3])
        return e
    e["mod_class"] = kind
    if kind != "swap":
        e["aura"], e["life"] = pair(args[2])
        e["round_up"] = "up" in args[3:]
        e["aura_damage_defined"] = "numeric_aura" in args[3:]
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
        as_card = action.get("as_card")
        return f"use {short(action['card'])}" + (f" as {as_card}" if as_card else "")
    if t == "basic_action":
        if action["cost"] == "none":
            return action["move"]
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
    if t == "choose":  # a card's uid, or a word such as an arrow's direction
        option = action["option"]
        return f"choose {short(option) if ':' in option else option}"
    if t == "choose_first":
        return f"first {short(action['option'].split('#')[0])}"
    if t == "action_kind":
        return f"{action['kind'].replace('_', '-')} action"
    if t == "stratagem":
        return f"stratagem {action['stratagem']}"
    if t == "mulligan":
        return "keep" if not action["cards"] else "mulligan " + ", ".join(short(c) for c in action["cards"])
    return t

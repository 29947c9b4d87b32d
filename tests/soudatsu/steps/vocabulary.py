"""The short text forms 奏奪 scenarios use for cards, effects, lines, abilities and actions, turned into
the interchange format's JSON (docs/soudatsu.md). It reads only the format's vocabulary, never the
engine's workings."""

from __future__ import annotations

import re
from typing import Any

Json = dict[str, Any]

PLAYERS = {"A": 0, "B": 1}
NAMES = ("A", "B")

TARGETS = {
    "the opponent": "opponent",
    "an enemy soldier": "enemy_soldier",
    "any soldier": "any_soldier",
    "an enemy building": "enemy_building",
}
EFFECTS: list[tuple[re.Pattern[str], Any]] = [
    (re.compile(r"damage (\d+) to (.+)"), lambda m: {"op": "damage", "amount": int(m[1]), "target": TARGETS[m[2]]}),
    (re.compile(r"gain (\d+) life"), lambda m: {"op": "gain_life", "amount": int(m[1])}),
    (re.compile(r"draw (\d+)"), lambda m: {"op": "draw", "amount": int(m[1])}),
    (re.compile(r"foresee (\d+)"), lambda m: {"op": "foresee", "amount": int(m[1])}),
    (re.compile(r"gain (\d+) durability"), lambda m: {"op": "gain_durability", "amount": int(m[1])}),
    (re.compile(r"rebirth for skull cards in the recursion zone"), lambda m: {"op": "rebirth_skull"}),
    (re.compile(r"put a soldier from the hand into play"), lambda m: {"op": "put_into_play"}),
    (re.compile(r"nothing"), lambda m: {"op": "nothing"}),
]


def player(name: str) -> int:
    try:
        return PLAYERS[name]
    except KeyError:
        raise ValueError(f"players are A and B, not {name!r}") from None


def effect(text: str) -> Json:
    for pattern, build in EFFECTS:
        m = pattern.fullmatch(text.strip())
        if m:
            out: Json = build(m)
            return out
    raise ValueError(f"unknown effect {text!r} (docs/soudatsu.md lists the vocabulary)")


def effects(text: str) -> list[Json]:
    """Effects separated by ";", resolved in that order."""
    return [effect(part) for part in text.split(";")]


def lines(text: str) -> list[Json]:
    """``spring: gain 1 life | summer-autumn: draw 1 | winter: nothing``; a label of several seasons
    joined by "-" covers as many line steps (SD-detail-building-4)."""
    out = []
    for part in text.split("|"):
        label, _, body = part.partition(":")
        label = label.strip()
        line: Json = {"label": label, "effects": effects(body)}
        if label.count("-"):
            line["steps"] = label.count("-") + 1
        out.append(line)
    return out


def ability(text: str) -> Json:
    """``-2: damage 2 to an enemy soldier``: the cost moves the health cap (SD-detail-loyalist-2)."""
    cost, _, body = text.partition(":")
    return {"cost": int(cost.strip()), "effects": effects(body)}


def card_row(row: dict[str, str]) -> Json:
    """One row of a ``the cards:`` table (columns: id, kind, mark, attack, health, durability, keywords,
    quoted, name; blank cells are left out)."""
    out: Json = {"id": row["id"], "kind": row["kind"], "mark": row["mark"]}
    for key in ("attack", "health", "durability"):
        if row.get(key, "").strip():
            out[key] = int(row[key])
    if row.get("keywords", "").strip():
        out["keywords"] = [k.strip() for k in row["keywords"].split(",")]
    for key in ("quoted", "name"):
        if row.get(key, "").strip():
            out[key] = row[key].strip()
    return out


def uid(p: int, card: str) -> str:
    """``militia`` names the player's own copy (``A:militia``); ``B:militia`` or ``militia#2`` name one exactly."""
    if ":" in card:
        return card
    return f"{NAMES[p]}:{card}"


def describe(option: Json) -> str:
    """An option in words, as ``the options include ...`` steps write it."""
    kind = option["type"]
    short = {"keep_hand": "keep the hand", "redraw": "redraw", "end_turn": "end the turn", "pass": "pass"}
    if kind in short:
        return short[kind]
    if kind == "foresee":
        return "keep the top card" if option["choice"] == "keep" else "put the top card at the bottom"
    if kind == "attack":
        return f"attack {option['target']} with {option['attacker']}"
    if kind == "ability":
        return f"ability {option['ability']} of {option['card']}"
    if kind == "choose":
        return f"choose {option['target']}"
    return f"{kind} {option['card']}"

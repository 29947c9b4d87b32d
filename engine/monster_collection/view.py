"""A position as one player may see it (ARCHITECTURE decision 7; MC 4.11, 5.1).

Hidden from a player: the contents and order of both decks (5.1.3.6), the opponent's hand (5.1.4.3),
and the headquarters and proxy terrains of both players, whose faces no player sees (5.1.2.10, 5.1.2.20.5) —
only where they stand. The number of cards in every zone stays visible (5.1.1.3); discard piles, removed
zones and effect zones are public (5.1.5.6, 5.1.6.5, 5.1.7.4), and so is everything else on the
battlefield (5.1.2.3). Hidden cards get fresh ids, and the generator's state (which would predict the
decks and dice) is withheld.
"""

from __future__ import annotations

from typing import Any

from .model import Decision, State

Json = dict[str, Any]


def hidden_uids(s: State, viewer: int, revealed: frozenset[str] = frozenset()) -> set[str]:
    """``revealed``: hand cards a procedure in progress has revealed (MC 12.1.1.2.2: a terrain card from
    the hand being placed), public until it ends."""
    hidden: set[str] = set()
    for p, ps in enumerate(s.players):
        hidden.update(ps.draw_pile)
        if p != viewer:
            hidden.update(ps.hand)
    hidden.update(t.card for t in s.battlefield if t.kind in ("headquarters", "proxy"))
    return hidden - revealed


def revealed_by(pending: Decision | None) -> frozenset[str]:
    """The hand cards the pending decision's procedure has revealed (MC 12.1.1.2.2), public while it waits."""
    shown = pending.detail.get("revealed") if pending is not None else None
    return frozenset(shown) if isinstance(shown, list) else frozenset()


def _aliased(value: Any, alias: dict[str, str]) -> Any:
    if isinstance(value, str):
        return alias.get(value, value)
    if isinstance(value, list):
        return [_aliased(v, alias) for v in value]
    if isinstance(value, dict):
        return {alias.get(k, k): _aliased(v, alias) for k, v in value.items()}
    return value


def view(board: Json, s: State, viewer: int, revealed: frozenset[str] = frozenset()) -> Json:
    """Redact ``board`` (the JSON of state ``s``) for ``viewer``."""
    hidden = hidden_uids(s, viewer, revealed)
    alias: dict[str, str] = {}
    cards: Json = {}
    for uid, inst in board["cards"].items():
        if uid in hidden:
            alias[uid] = f"hidden-{len(alias) + 1}"
            cards[alias[uid]] = {"card": None, "owner": inst["owner"]}
        else:
            cards[uid] = inst
    out: Json = {k: _aliased(v, alias) for k, v in board.items() if k not in ("cards", "definitions", "rng", "players")}
    redact_chapter_10(out, board, alias)
    out["players"] = []
    for ps in board["players"]:
        shown = {k: _aliased(v, alias) for k, v in ps.items()}
        shown["draw_pile"] = len(ps["draw_pile"])  # 5.1.3.6: only the number of cards
        out["players"].append(shown)
    visible = {inst["card"] for inst in cards.values() if inst["card"] is not None}
    out["definitions"] = {k: v for k, v in board["definitions"].items() if k in visible}
    out["cards"] = cards
    out["viewer"] = viewer
    return out


def redact_chapter_10(out: Json, board: Json, alias: dict[str, str]) -> None:
    """What chapters 10 and 16 keep of a hidden card in ``out`` (already aliased): nothing but that it is
    there and whose it is. A waiting triggered ability (10.5.2) or a delayed trigger (10.5.4.2) of a card
    the viewer may not see keeps its owner and what set it off, not which ability of the card it is, its
    effects or the values it read (10.5.4.1), which would tell the card; a designation (16.2.1, "card
    id>target>card used") or a state trigger (10.5.5.1, "card#ability") naming a hidden card shows its alias
    only — their uids sit inside a string, where the aliasing of whole values does not reach."""

    def hidden(x: Json) -> bool:
        return str(x.get("card", "")).startswith("hidden-")

    out["waiting"] = [
        {"card": w["card"], "owner": w["owner"], "trigger": w.get("trigger", ""), "zone": w.get("zone"), "hidden": True}
        if hidden(w)
        else w
        for w in out.get("waiting", [])
    ]
    out["delayed"] = [
        {"when": d["when"], "card": d["card"], "owner": d["owner"], "targets": d.get("targets", []), "hidden": True}
        if hidden(d)
        else d
        for d in out.get("delayed", [])
    ]
    marks: list[str] = []
    for mark in board.get("targeted", []):
        key, _, rest = str(mark).partition(">")
        target, _, used = rest.partition(">")
        shown_target, shown_used = alias.get(target, target), alias.get(used, used)
        marks.append(f"{'?' if used in alias else key}>{shown_target}>{shown_used}")
    out["targeted"] = marks
    triggers: list[str] = []
    for entry in board.get("state_triggers", []):
        card, _, _ = str(entry).rpartition("#")
        triggers.append(f"{alias[card]}#?" if card in alias else str(entry))
    out["state_triggers"] = triggers

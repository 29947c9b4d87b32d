"""What one player may see of the board (ARCHITECTURE decision 7).

Hidden from a player: the order and contents of both decks (counts only), the opponent's hand (a count),
and the opponent's face-down resonances (SD-detail-resonance-2; only that one lies there and since which
turn). A hidden card appears by no uid and no definition, since a uid names its card."""

from __future__ import annotations

from typing import Any

from .model import State
from .table import Table


def card_view(t: Table, uid: str) -> dict[str, Any]:
    i = t.inst(uid)
    d = t.card(uid)
    out: dict[str, Any] = {"uid": uid, "card": d.id, "kind": d.kind, "mark": d.mark, "owner": i.owner}
    if d.name:
        out["name"] = d.name
    if uid in t.state.players[i.owner].play:
        if d.kind == "building":
            out["durability"] = t.durability(uid)
            if d.lines:
                line = t.current_line(uid)
                out["seasons"] = i.seasons
                out["line"] = line.label if line else None
        else:
            out["attack"] = t.attack_of(uid)
            out["health"] = t.health(uid)
            out["damage"] = i.damage
        out["cast_from"] = i.cast_from
    if i.set_turn is not None:
        out["set_turn"] = i.set_turn
    return out


def board(state: State, player: int) -> dict[str, Any]:
    """The board as `player` sees it."""
    t = Table(state)
    visible: set[str] = set(state.resolving)
    players = []
    for p, ps in enumerate(state.players):
        own = p == player
        shown = [*ps.play, *ps.recursion, *ps.graveyard, *(ps.hand if own else []), *(ps.face_down if own else [])]
        visible.update(shown)
        players.append(
            {
                "life": ps.life,
                "deck": len(ps.deck),
                "hand": [card_view(t, u) for u in ps.hand] if own else len(ps.hand),
                "play": [card_view(t, u) for u in ps.play],
                "face_down": [card_view(t, u) for u in ps.face_down]
                if own
                else [{"face_down": True, "set_turn": t.inst(u).set_turn} for u in ps.face_down],
                "recursion": [card_view(t, u) for u in ps.recursion],
                "graveyard": [card_view(t, u) for u in ps.graveyard],
            }
        )
    used = {state.cards[u].card for u in visible}
    return {
        "viewer": player,
        "step": state.step,
        "turn": state.turn,
        "active": state.active,
        "first": state.first,
        "winner": state.winner,
        "players": players,
        "resolving": [card_view(t, u) for u in state.resolving],
        "attacked": list(state.attacked),
        "abilities_used": list(state.abilities_used),
        "definitions": {k: d for k, d in state.definitions.items() if k in used},
    }

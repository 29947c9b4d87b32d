"""A position as one player may see it (ARCHITECTURE decision 7; C 6-2-1, 7-1).

Hidden from a player: the order and faces of both decks (C 7-1-6), the opponent's hand (C 7-1-10),
the opponent's face-down pile (C 7-1-8), the opponent's unused trumps (C 7-1-11), the opponent's
face-down cards out of game (C 7-1-16), the opponent's face-down parts (A 3-9), the opponent's poison bag (A 7-3-1), the opponent's
prepared stratagem (A 5-1: it shows as "hidden"), the opponent's memories (A 14-4), the opponent's 〈Relics〉 (A 20-2-3), and the shuffle state (which would predict the
decks). A hidden card keeps only what is public even face-down: its category (C 6-2-1-1) and its holder.
Hidden cards get fresh ids, so not even a uid gives a card away. What a goddess adds to a player's
public information (Yukihi's umbrella, A 4-1-1; Raira's wind and thunder gauges, A 10-2-1; the freeze
tokens in an aura, A 13-2; Misora's aim, A 23-1-1) is seen by both, and so is a card's charged state
(A 10-3-1-1: it holds only in public zones), and so are the laceration tokens on each player's aura,
life and flare (A 22-1: tokens on public zones), Kamuwi's taboo gauge (A 19-2-1), Akina's 〈Flow〉
and market price (A 21-1, A 21-2-1), and Kanawe's story, 〈Plan〉 and 〈Achieved〉 (A 18-3, 18-4: a plan
card's two faces are printed information, so a face-down prepared plan is public too).
"""

from __future__ import annotations

from typing import Any

from .catalogue import definition
from .hooks import hidden as goddess_hidden
from .hooks import redact
from .model import State

Json = dict[str, Any]


def hidden_uids(s: State, viewer: int) -> set[str]:
    hidden: set[str] = set()
    for p, ps in enumerate(s.players):
        hidden.update(ps.deck)
        if p != viewer:
            hidden.update(ps.hand)
            hidden.update(ps.face_down)
            hidden.update(u for u in ps.trumps if s.cards[u].trump_state == "unused")
            hidden.update(u for u in ps.out_of_game if not s.cards[u].face_up)
        hidden |= goddess_hidden(s, viewer, p)  # what a goddess's own rules hide (A 7-3-1: the poison bag)
    return hidden


def _aliased(value: Any, alias: dict[str, str]) -> Any:
    if isinstance(value, str):
        return alias.get(value, value)
    if isinstance(value, list):
        return [_aliased(v, alias) for v in value]
    if isinstance(value, dict):
        return {alias.get(k, k): _aliased(v, alias) for k, v in value.items()}
    return value


def view(board: Json, s: State, viewer: int) -> Json:
    """Redact `board` (the JSON of state `s`) for `viewer`."""
    hidden = hidden_uids(s, viewer)
    alias: dict[str, str] = {}
    cards: Json = {}
    for uid, inst in board["cards"].items():
        if uid in hidden:
            alias[uid] = f"hidden-{len(alias) + 1}"
            category = definition(s, inst["card"]).category  # a test card's or a real card's (C 6-2-1-1)
            cards[alias[uid]] = {"card": None, "holder": inst["holder"], "category": category}
        else:
            cards[uid] = inst
    # Any other mention of a hidden card (the attack a face-down perjury card made, a lasting effect's
    # source …) names its alias too.
    out: Json = {k: _aliased(v, alias) for k, v in board.items() if k not in ("cards", "definitions", "rng", "players")}
    out["players"] = [_aliased(ps, alias) for ps in board["players"]]
    for p, ps in enumerate(out["players"]):
        ps["deck"] = len(ps["deck"])  # nobody sees the deck's order or faces (C 7-1-6)
        # What a goddess adds that is secret, her own module hides (A 5-1: a prepared stratagem).
        redact(ps.get("goddess", {}), p, viewer)
    visible_defs = {inst["card"] for inst in cards.values() if inst["card"] is not None}
    out["definitions"] = {k: v for k, v in board["definitions"].items() if k in visible_defs}
    out["cards"] = cards
    out["viewer"] = viewer
    return out

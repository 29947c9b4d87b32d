"""Which card effects are in force right now (C 9-1-1-2, 9-1-1-6, 9-1-1-8, 7-1-12, 7-1-13, 7-1-16)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

from .model import Effect

if TYPE_CHECKING:
    from .game import Game

# C 9-1-1-2: a constant effect is referenced in any zone where at least one player may see the card.
# The deck is face-down to both (C 7-1-6); 〈Extra〉, 〈Sealed〉 and 〈Out of game〉 disable effects
# (C 7-1-12, 7-1-13, 7-1-16).
CONSTANT_ZONES = ("hand", "discard", "face_down", "enhancements", "trumps", "in_use")


def effects_in_force(g: Game) -> Iterator[tuple[str, int, Effect]]:
    """(card uid, holder, effect) for every continuous effect currently in force."""
    s = g.state
    for ps in s.players:
        for zname in CONSTANT_ZONES:
            for uid in getattr(ps, zname):
                inst = s.cards[uid]
                for eff in g.defn(uid).effects:
                    if (
                        eff.timing == "constant"
                        # C 9-1-1-6, and C 9-5: lost while the card is being destroyed
                        or (eff.timing == "while_deployed" and zname == "enhancements" and uid not in g.destroying)
                        # C 9-1-1-8
                        or (eff.timing == "while_used" and zname == "trumps" and inst.trump_state == "used")
                    ):
                        yield uid, inst.holder, eff
    for lasting in s.lasting:
        if lasting.effect is not None:
            yield lasting.source or "", lasting.player, lasting.effect


def has_status(g: Game, p: int, op: str) -> bool:
    """Is player p under a status effect such as cannot_lose, cannot_win or cannot_attack?"""
    for _uid, holder, eff in effects_in_force(g):
        if eff.op != op:
            continue
        target = holder if eff.player == "self" else 1 - holder
        if target == p:
            return True
    return False

"""Values of the duel that effects read (C 5-1, 5-2) and conditions on them (C 5-5-4..6). A value
that is not defined — no attack to read, or a 「-」 damage — reads as 0 (C 5-11)."""

from __future__ import annotations

import operator
from collections.abc import Callable
from typing import TYPE_CHECKING

from .model import Attack, Condition

if TYPE_CHECKING:
    from .game import Game

COMPARE: dict[str, Callable[[int, int], bool]] = {
    "<": operator.lt,
    "<=": operator.le,
    "==": operator.eq,
    "!=": operator.ne,
    ">=": operator.ge,
    ">": operator.gt,
}


def quantity(g: Game, me: int, name: str, uid: str | None = None, attack: Attack | None = None) -> int:
    s = g.state
    if name == "distance":
        return g.distance()
    if name == "dust":
        return s.dust
    if name == "this.crystals":
        return s.cards[uid].crystals if uid in s.cards else 0
    if name.startswith("attack."):
        if attack is None:
            return 0  # C 5-11: no attack to read
        from .attacks import damage

        aura, life = damage(g, attack)  # non-modifying readers see the final value (C 9-1-3-2)
        value = aura if name == "attack.aura_damage" else life
        return 0 if value is None else value  # C 5-11: 「-」 is not a number
    who, _, stat = name.partition(".")
    ps = s.players[me if who == "self" else 1 - me]
    if stat in ("hand", "deck", "discard", "face_down"):
        return len(getattr(ps, stat))
    if stat == "enhancement_crystals":
        return sum(s.cards[u].crystals for u in ps.enhancements)
    if stat == "umbrella_open":
        return int(ps.umbrella == "open")  # A 4-1-1; a player without an umbrella has none open
    return int(getattr(ps, stat))


def holds(g: Game, me: int, cond: Condition | None, uid: str | None = None, attack: Attack | None = None) -> bool:
    if cond is None:
        return True
    return COMPARE[cond.compare](quantity(g, me, cond.quantity, uid, attack), cond.value)

"""Akina (No. 23): her additional rules (A 21). Her cards are not encoded yet (the engine refuses them).

A 21-1: a player harboring Akina has a 〈Flow〉 (``PlayerState.flow``), holding only sakura crystals,
five at most.
A 21-2-1: she has a market price (``PlayerState.market_price``), 1 to 4, 2 at the start, public; it
names a zone (4 life, 3 flare, 2 aura, 1 dust). A player without one reads it as 1.
A 21-5: collection; A 21-6-2: once at the start of her main phase she may collect.
A 21-6-3: just after a life damage (not a reshuffle's) resolves, the damaged player's price falls by
1 and the opponent's rises by 1. The text says "0 or more"; our reading (AMBIGUITIES 13, clause_meta)
is 1 or more: a damage of 0 shifts nothing.
"""

from __future__ import annotations

from ..game import CrystalZone, Game, Proc
from ..model import PlayerState
from ..procedures.common import ask_yes_no
from ..procedures.effects import Context
from .registry import Behaviour, GoddessRules, RuleEffect, scripted

FLOW_CAP = 5  # A 21-1
PRICE_MIN, PRICE_MAX, PRICE_START = 1, 4, 2  # A 21-2-1
PRICE_ZONES = {4: "life", 3: "flare", 2: "aura", 1: "dust"}  # A 21-2-1


def harbors_akina(ps: PlayerState) -> bool:
    return any(key.split("-")[0] == "akina" for key in ps.goddesses)


def start_player(ps: PlayerState) -> None:
    """A 21-2-1: a player harboring Akina starts the duel with a market price of 2 and an empty flow."""
    if harbors_akina(ps):
        ps.market_price = PRICE_START
        ps.flow = 0


def price(g: Game, p: int) -> int:
    """A 21-2-1: the player's market price; a player without one reads it as 1."""
    mp = g.state.players[p].market_price
    return PRICE_MIN if mp is None else mp


def shift_price(g: Game, p: int, n: int, clause: str) -> None:
    """Raise (n > 0) or lower the player's market price, within 1 and 4 (A 21-2-1); a player without
    a price has none to change."""
    ps = g.state.players[p]
    old = ps.market_price
    if old is None:
        g.emit("A 21-2-1", f"player {p} has no market price: nothing changes", player=p)
        return
    new = max(PRICE_MIN, min(PRICE_MAX, old + n))
    ps.market_price = new
    g.emit(clause, f"player {p}'s market price: {old} -> {new}", player=p, count=new)


def price_zone(g: Game, me: int, owner: int) -> CrystalZone:
    """The zone the current market price of player me names (A 21-2-1); a player's zone is that of
    `owner` (the opponent's for a collection, her own for an investment)."""
    kind = PRICE_ZONES[price(g, me)]
    return ("dust",) if kind == "dust" else (kind, owner)


# --- A 21-5 and A 21-6-2: collection ----------------------------------------------------------------------


def collect(g: Game, me: int, clause: str) -> None:
    """A 21-5: one crystal of her flow goes to the dust (none: the rest is skipped); one crystal of
    the zone her price names (the opponent's, for a player's zone) moves to her aura, or to the dust
    if her aura has no room (none can move: the rest is skipped); her price falls by 2.

    Our reading (clause_meta, A 21-5): at price 1 with a full aura the crystal would go from the dust
    to the dust, which is no move (C 6-3): the price then does not fall."""
    if g.move_crystals(("flow", me), ("dust",), 1, clause) == 0:
        g.emit(clause, f"player {me} has no crystal in her flow: the collection stops", player=me)
        return
    src = price_zone(g, me, 1 - me)
    dst: CrystalZone = ("aura", me) if g.room(("aura", me)) > 0 else ("dust",)
    if dst == ("dust",):
        g.emit(clause, f"player {me}'s aura has no room: the crystal goes to the dust", player=me)
    if g.move_crystals(src, dst, 1, clause) == 0:
        g.emit(clause, "no crystal can move from the zone of the market price: the collection stops", player=me)
        return
    shift_price(g, me, -2, clause)


def _main_start_rule(g: Game, uid: str | None, me: int, ctx: Context) -> Proc:
    """A 21-6-2: at the start of her main phase she may collect once."""
    if (yield from ask_yes_no(g, me, "may", "A 21-6-2", {"what": "perform a collection"})):
        collect(g, me, "A 21-5")
    else:
        g.emit("A 21-6-2", f"player {me} does not collect", player=me)


MAIN_START_RULE = scripted("constant", _main_start_rule, when="main_start")


def rule_effects(g: Game, when: str) -> list[RuleEffect]:
    """A 21-6-2 is due at the start of the main phase of an active player harboring Akina. Our reading:
    it is offered only while her flow holds a crystal, since otherwise a collection does nothing
    (A 21-5: its first step fails and the rest is skipped). The investment of A 21-6-1 that precedes
    it is not offered yet: no card with an investment right is encoded."""
    a = g.state.active
    ps = g.state.players[a]
    if when != "main_start" or not harbors_akina(ps) or ps.flow == 0:
        return []
    return [(f"akina#collect#{a}", a, MAIN_START_RULE)]


# --- A 21-6-3: the price shift after life damage ----------------------------------------------------------


def after_life_damage(g: Game, p: int) -> None:
    """A 21-6-3: the damaged player's market price falls by 1, the opponent's rises by 1 (each only
    for a player who has a price)."""
    for who, n in ((p, -1), (1 - p, 1)):
        if g.state.players[who].market_price is not None:
            shift_price(g, who, n, "A 21-6-3")


CARDS: dict[str, Behaviour] = {}

RULES = GoddessRules(
    at_start=start_player,
    rule_effects=rule_effects,
    after_life_damage=after_life_damage,
)

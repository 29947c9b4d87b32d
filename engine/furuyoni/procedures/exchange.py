"""C 10-25: exchanging a card S with a card T.

S (the card before the exchange) goes to 〈Extra〉 and T (the card after it) takes S's place; a T that
lands in 〈In-use〉 — it is not being used — leaves at once for its holder's discard pile, or, a trump,
for its holder's trump zone. Nothing is exchanged when the holders differ, when S no longer bears the
name the effect gives it, when T is not in 〈Extra〉, or when either card cannot go where the other was.
"""

from __future__ import annotations

from ..game import Game
from ..model import TrumpState

EXTRA = "extra"


def exchange(g: Game, uid: str | None, me: int, card_name: str | None, partner: str | None) -> bool:
    """Exchange the card `uid` (S) with the card named `partner` (T); True if the exchange happened."""
    s = g.state
    if uid is None or uid not in s.cards:
        return _none(g, uid, "the effect belongs to no card")
    if g.defn(uid).name != card_name:
        return _none(g, uid, f"{g.name(uid)} is not named {card_name!r} as the effect says")
    zone, owner = g.zone_of(uid)
    # 〈Extra〉 names no owner: it is that of the player linked to the zone S lies in (C 10-12).
    linked = me if owner is None else owner
    t = next((u for u in getattr(s.players[linked], EXTRA) if g.defn(u).name == partner), None)
    if t is None:
        return _none(g, uid, f"no card named {partner!r} is in player {linked}'s extra zone")
    if s.cards[t].holder != s.cards[uid].holder:
        return _none(g, uid, f"{g.name(t)} and {g.name(uid)} have different holders")
    if not _can_hold(g, zone, t) or not _can_hold(g, EXTRA, uid):
        return _none(g, uid, f"{g.name(t)} cannot go to the {zone} zone where {g.name(uid)} is")
    state = s.cards[uid].trump_state
    g.emit("C 10-25", f"{g.name(uid)} is exchanged with {g.name(t)}", card=uid, partner=t)
    g.move_card(uid, EXTRA, clause="C 10-25")
    trump = g.defn(t).category == "trump"
    g.move_card(t, zone, owner, clause="C 10-25", trump_state=_state_in(zone, state) if trump else None)
    if zone == "in_use":
        # Decision: the text sends a trump back "in the in-use state", a state the trump zone does not
        # hold (C 6-2-2-3, 7-1-11); we read it as the used state, where a trump's use ends (C 9-2-2 iv).
        if trump:
            g.move_card(t, "trumps", clause="C 10-25", trump_state="used")
        else:
            g.move_card(t, "discard", clause="C 10-25")
    return True


def _can_hold(g: Game, zone: str, uid: str) -> bool:
    """Only a trump can lie in a trump zone (C 7-1-11); a sealed card is always linked to its sealer
    (C 7-1-13), so no card can be put there in exchange."""
    if zone == "trumps":
        return g.defn(uid).category == "trump"
    return zone != "sealed"


def _state_in(zone: str, state: TrumpState | None) -> TrumpState | None:
    """A trump's state where it lands: in use in 〈In-use〉, else the state S had there (C 6-2-2-3)."""
    if zone == "in_use":
        return "in_use"
    if zone == "trumps":
        return state or "unused"
    return None


def _none(g: Game, uid: str | None, why: str) -> bool:
    g.shortfalls += 1
    g.emit("C 10-25", f"no exchange: {why}", card=uid)
    return False

"""Steps added while writing the scenarios of this part of the rules (merged into duel.py later)."""

from __future__ import annotations

from pytest_bdd import parsers, then

from tests.steps.dsl import player, uid
from tests.steps.duel import Duel


@then(parsers.re(r'"(?P<card>[^"]+)" is in (?P<who>[AB])\'s in-use zone'))
def _in_use_zone(duel: Duel, card: str, who: str) -> None:
    """C 7-1-14, 9-2-1 iii / 9-2-2 ii / 9-2-3 ii: the card being used sits in its user's 〈In-use〉
    (observable while a decision is pending mid-resolution); a trump there is in the in-use state."""
    p = player(who)
    u = uid(p, card)
    board = duel.board
    z = board["players"][p]["in_use"]
    assert u in z, f"{u} not in {who}'s in-use zone: {z}"
    inst = board["cards"][u]
    if board["definitions"][inst["card"]]["category"] == "trump":
        assert inst["trump_state"] == "in_use", f"{u} is in the {inst['trump_state']} state"

"""Steps about particular zones and values: sealed cards (C 7-1-13, 10-9), face-up cards out of game
(C 7-1-16, 10-18), the turn-start distance fixed by C 8-1-1, the card in use (C 7-1-14), and whether a
player has attacked this turn (C 9-4, 10-5)."""

from __future__ import annotations

from pytest_bdd import given, parsers, then

from engine.furuyoni import carddb
from tests.furuyoni.steps import dsl
from tests.furuyoni.steps.dsl import player, uid
from tests.furuyoni.steps.duel import Duel

A_CARD = r'(?P<card>"[^"]+"(?: \((?:NA-|TransForm Card )[^)]+\))?)'
"""A card named in a Given step: "x" (a test card or a real card met before), or "Name" (rules id)."""


@given(parsers.re(A_CARD + r' is sealed under (?P<who>[AB])\'s "(?P<sealer>[^"]+)"'))
def _sealed(duel: Duel, card: str, who: str, sealer: str) -> None:
    """C 7-1-13: the card sits in 〈Sealed〉, linked to the sealing card (placed beforehand)."""
    p = player(who)
    s_uid, c_uid = uid(p, sealer), uid(p, dsl.names(card)[0])
    if s_uid not in duel.state["cards"]:
        raise AssertionError(f"place the sealing card {s_uid!r} before sealing under it")
    cid = c_uid.split(":", 1)[1]
    inst = {"card": cid, "holder": int(c_uid[0] == "B")}
    if duel.is_trump(cid):
        inst["trump_state"] = "unused"
    duel.state["cards"][c_uid] = inst
    duel.state.setdefault("sealed", {}).setdefault(s_uid, []).append(c_uid)


@given(parsers.re(A_CARD + r" is face up in (?P<who>[AB])'s out-of-game zone"))
def _out_face_up(duel: Duel, card: str, who: str) -> None:
    """C 7-1-16: a card put out of the game face up (a trump there counts as used)."""
    duel.place(player(who), dsl.names(card)[0], "out_of_game", face_up=True)


@then(parsers.re(r"the turn-start distance is (?P<n>\d+)"))
def _tsd_is(duel: Duel, n: str) -> None:
    got = duel.board.get("turn_start_distance")
    assert got == int(n), f"turn-start distance is {got}"


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
    test_card = board["definitions"].get(inst["card"])  # a real card has no definition: its facts are data
    trump = test_card["category"] == "trump" if test_card is not None else carddb.card(inst["card"]).is_trump
    if trump:
        assert inst["trump_state"] == "in_use", f"{u} is in the {inst['trump_state']} state"


@then(parsers.re(r'"(?P<card>[^"]+)" is sealed under "(?P<sealer>[^"]+)"'))
def _is_sealed(duel: Duel, card: str, sealer: str) -> None:
    """C 10-9: the card lies in 〈Sealed〉, linked to the sealing card."""
    c_uid = uid(0, card)
    s_uid = uid(0, sealer)
    sealed = duel.board.get("sealed", {})
    assert c_uid in sealed.get(s_uid, []), f"{c_uid} is not sealed under {s_uid}: {sealed}"


@then(parsers.re(r'nothing is sealed under "(?P<sealer>[^"]+)"'))
def _nothing_sealed(duel: Duel, sealer: str) -> None:
    s_uid = uid(0, sealer)
    held = duel.board.get("sealed", {}).get(s_uid, [])
    assert not held, f"{held} are sealed under {s_uid}"


@then(parsers.re(r'"(?P<card>[^"]+)" is face (?P<side>up|down) in (?P<who>[AB])\'s out-of-game zone'))
def _out_face(duel: Duel, card: str, side: str, who: str) -> None:
    """C 10-18: a card removed from the game lies face up in 〈Out of game〉."""
    p = player(who)
    u = uid(p, card)
    board = duel.board
    assert u in board["players"][p]["out_of_game"], f"{u} not in {who}'s out-of-game zone"
    assert board["cards"][u]["face_up"] == (side == "up"), f"{u} is face {'up' if board['cards'][u]['face_up'] else 'down'}"


@then(parsers.re(r"(?P<who>[AB]) has (?P<neg>not )?attacked this turn"))
def _has_attacked(duel: Duel, who: str, neg: str | None) -> None:
    """C 9-4: an attack that resolves counts as performed; one made illegal does not (C 10-5)."""
    attacked = player(who) in duel.board.get("attacked_this_turn", [])
    assert attacked != bool(neg), f"{who} has {'' if attacked else 'not '}attacked this turn"

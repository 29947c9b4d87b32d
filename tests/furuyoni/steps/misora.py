"""Steps for Misora's additional rules (A 23): a player harboring her with her aim (A 23-1-1)."""

from __future__ import annotations

from pytest_bdd import given, parsers, then

from tests.furuyoni.steps.dsl import player, uid
from tests.furuyoni.steps.duel import Duel


@given(parsers.re(r"(?P<who>[AB]) harbors Misora with (?:aim (?P<aim>-?\d+)|no aim)"))
def _harbors_misora(duel: Duel, who: str, aim: str | None) -> None:
    """A 23-1-1: a player harboring Misora has an aim, a whole number or none."""
    ps = duel.player_state(player(who))
    ps["goddesses"] = ["misora", "yurina"]
    if aim is not None:
        duel.goddess_state(player(who), "misora")["aim"] = int(aim)


@given(parsers.re(r"(?P<who>[AB])'s aim is set to (?P<aim>-?\d+)"))
def _set_aim(duel: Duel, who: str, aim: str) -> None:
    duel.goddess_state(player(who), "misora")["aim"] = int(aim)


@then(parsers.re(r"(?P<who>[AB])'s aim is (?P<aim>\d+|none)"))
def _aim_is(duel: Duel, who: str, aim: str) -> None:
    got = duel.board_goddess(player(who), "misora").get("aim")
    want = None if aim == "none" else int(aim)
    assert got == want, f"{who}'s aim is {got}"


@given(parsers.re(r'(?P<owner>[AB])\'s "(?P<card>[^"]+)" is sealed under (?P<who>[AB])\'s "(?P<sealer>[^"]+)"'))
def _sealed_real(duel: Duel, owner: str, card: str, who: str, sealer: str) -> None:
    """C 7-1-13: a card placed beforehand (a real card too) moves into 〈Sealed〉, under the sealer."""
    c_uid, s_uid = uid(player(owner), card), uid(player(who), sealer)
    ps = duel.player_state(player(owner))
    for zone in ("hand", "deck", "discard", "face_down"):
        if c_uid in ps.get(zone, []):
            ps[zone].remove(c_uid)
    duel.state.setdefault("sealed", {}).setdefault(s_uid, []).append(c_uid)

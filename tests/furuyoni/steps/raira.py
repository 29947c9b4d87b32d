"""Steps for Raira's additional rules (A 10): a player harboring her with her wind and thunder gauges
(A 10-2-1), charged cards (A 10-3-1-1) and releasing one as a standard action (A 10-4)."""

from __future__ import annotations

from pytest_bdd import given, parsers, then, when

from tests.furuyoni.steps.dsl import player, uid
from tests.furuyoni.steps.duel import Duel, _act

HARBORS = (
    r"(?P<who>[AB]) harbors (?P<form>Prayer )?Raira(?: and \"(?P<other>[^\"]+)\")?"
    r" with wind (?P<w>\d+) and thunder (?P<t>\d+)"
)


@given(parsers.re(HARBORS))
def _harbors_raira(duel: Duel, who: str, form: str | None, other: str | None, w: str, t: str) -> None:
    """A 10-2-1: a player harboring Raira (or Prayer Raira, A1) has both gauges."""
    ps = duel.player_state(player(who))
    ps["goddesses"] = ["raira-a1" if form else "raira", other or "yurina"]
    if other == "yukihi":
        duel.goddess_state(player(who), "yukihi")["umbrella"] = "closed"  # A 4-1-1: harboring Yukihi
    gauges = duel.goddess_state(player(who), "raira")
    gauges["wind"] = int(w)
    gauges["thunder"] = int(t)


@given(parsers.re(r"(?P<who>[AB])'s gauges are set to wind (?P<w>-?\d+) and thunder (?P<t>-?\d+)"))
def _set_gauges(duel: Duel, who: str, w: str, t: str) -> None:
    gauges = duel.goddess_state(player(who), "raira")
    gauges["wind"] = int(w)
    gauges["thunder"] = int(t)


@then(parsers.re(r"(?P<who>[AB])'s gauges are wind (?P<w>\d+) and thunder (?P<t>\d+)"))
def _gauges_are(duel: Duel, who: str, w: str, t: str) -> None:
    gauges = duel.board_goddess(player(who), "raira")
    got = (gauges.get("wind"), gauges.get("thunder"))
    assert got == (int(w), int(t)), f"{who}'s gauges are wind {got[0]} and thunder {got[1]}"


@then(parsers.re(r"(?P<who>[AB]) has no wind and thunder gauges"))
def _no_gauges(duel: Duel, who: str) -> None:
    gauges = duel.board_goddess(player(who), "raira")
    assert gauges.get("wind") is None and gauges.get("thunder") is None, (
        f"{who} has gauges {gauges.get('wind')}/{gauges.get('thunder')}"
    )


@given(parsers.re(r'(?P<who>[AB])\'s "(?P<card>[^"]+)" is charged'))
def _charged(duel: Duel, who: str, card: str) -> None:
    duel.card_goddess_state(uid(player(who), card), "raira")["charged"] = True


@then(parsers.re(r'(?P<who>[AB])\'s "(?P<card>[^"]+)" is (?P<neg>not )?charged'))
def _is_charged(duel: Duel, who: str, card: str, neg: str | None) -> None:
    got = bool(duel.board["cards"][uid(player(who), card)].get("goddess", {}).get("raira", {}).get("charged"))
    assert got != bool(neg), f"{card} is {'' if got else 'not '}charged"


@when(parsers.re(r'(?P<who>[AB]) (?P<attempt>tries to )?(releases|release) the charged "(?P<card>[^"]+)"'))
def _release(duel: Duel, attempt: str | None, who: str, card: str) -> None:
    """A 10-4: the standard action "release the charged state", offered as ``choose release:<uid>``."""
    p = player(who)
    _act(duel, attempt=attempt, action={"type": "choose", "player": p, "option": f"release:{uid(p, card)}"})

"""Steps for the mulligan and for players named by role (active / non-active, C 5-1-1), and for
goddess choices the plain setup steps cannot express (C 2-1, 4-1)."""

from __future__ import annotations

from pytest_bdd import given, parsers, then, when

from engine.furuyoni.testdecks import deck_for, pool_for
from tests.furuyoni.steps import dsl
from tests.furuyoni.steps.dsl import player, uid
from tests.furuyoni.steps.duel import Duel, _act, base_state


def _role(duel: Duel, role: str) -> int:
    """The player in the role "active" or "non-active" in that role on the current board (C 5-1-1)."""
    active = int(duel.board["active"])
    return active if role == "active" else 1 - active


@given(parsers.re(r"a duel at the mulligan with (?P<who>[AB]) active"))
def _mulligan_step(duel: Duel, who: str) -> None:
    """C 4-1 5): the hands are dealt and no player has decided the mulligan yet."""
    duel.moment(base_state("mulligan", player(who), turn=1, kind=None))


@then(parsers.re(r"(?P<who>[AB])'s deck is (?P<cards>.+) from the top"))
def _deck_is(duel: Duel, who: str, cards: str) -> None:
    p = player(who)
    want = [uid(p, c) for c in dsl.names(cards)]
    deck = duel.board["players"][p]["deck"]
    assert deck == want, f"{who}'s deck is {deck}, expected {want}"


@then(parsers.re(r"the (?P<role>active|non-active) player must decide (?P<kind>[a-z_]+)"))
def _role_decides(duel: Duel, role: str, kind: str) -> None:
    pend = duel.pending
    assert pend is not None, "no decision is pending"
    want = _role(duel, role)
    assert (pend["kind"], pend["player"]) == (kind, want), f"pending: {pend['kind']} for player {pend['player']}"


@when(parsers.re(r"the (?P<role>active|non-active) player keeps the hand"))
def _role_keeps(duel: Duel, role: str) -> None:
    _act(duel, action={"type": "mulligan", "player": _role(duel, role), "cards": []})


@then(
    parsers.re(
        r"the (?P<role>active|non-active) player has (?P<text>(life|aura|flare|concentration|flinched|not flinched).*)"
    )
)
def _role_has(duel: Duel, role: str, text: str) -> None:
    ps = duel.board["players"][_role(duel, role)]
    for k, v in dsl.stats(text).items():
        assert ps[k] == v, f"the {role} player's {k} is {ps[k]}, expected {v}"


@then(parsers.re(r'(?P<who>[AB]) harbors the goddesses "(?P<g1>[^"]+)" and "(?P<g2>[^"]+)"'))
def _harbors(duel: Duel, who: str, g1: str, g2: str) -> None:
    got = duel.board["players"][player(who)]["goddesses"]
    assert sorted(got) == sorted([g1, g2]), f"{who} harbors {got}"


@given(parsers.re(r'(?P<who>[AB]) chooses only the goddess "(?P<g>[^"]+)" with the test deck'))
def _choose_one(duel: Duel, who: str, g: str) -> None:
    """C 2-1: a choice of one goddess (her whole test pool as the deck)."""
    choice = duel.setup["players"][player(who)]
    choice["goddesses"] = [g]
    pool = pool_for([g])
    for card in pool:
        duel.setup["definitions"][card["id"]] = card
    choice["cards"] = [c["id"] for c in pool]


@given(
    parsers.re(
        r'(?P<who>[AB]) chooses three goddesses "(?P<g1>[^"]+)", "(?P<g2>[^"]+)" and "(?P<g3>[^"]+)" with the test deck'
    )
)
def _choose_three(duel: Duel, who: str, g1: str, g2: str, g3: str) -> None:
    """C 2-1: a choice of three goddesses (the test deck of the first two)."""
    choice = duel.setup["players"][player(who)]
    choice["goddesses"] = [g1, g2, g3]
    for card in pool_for([g1, g2, g3]):
        duel.setup["definitions"][card["id"]] = card
    choice["cards"] = deck_for([g1, g2])


@then(parsers.re(r"with seeds (?P<lo>\d+) to (?P<hi>\d+) (?P<who>[AB])'s opening hand is not always the same"))
def _hands_vary(duel: Duel, lo: str, hi: str, who: str) -> None:
    """C 4-1 4): the deck is shuffled before the draw, so the three drawn cards vary with the seed."""
    p = player(who)
    hands = set()
    for seed in range(int(lo), int(hi) + 1):
        out = duel.impl.new_duel({**duel.setup, "seed": seed})
        hands.add(frozenset(out["board"]["players"][p]["hand"]))
    assert len(hands) > 1, f"{who} drew the same hand with every seed: {hands}"

"""Steps for goddess selection, deck construction and duel setup (C 2, 3, 4-1)."""

from __future__ import annotations

from pytest_bdd import given, parsers, then, when

from engine.furuyoni.cards.decks import random_deck
from engine.furuyoni.testdecks import deck_for, pool_for
from tests.adapters import Refused
from tests.furuyoni.steps import dsl
from tests.furuyoni.steps.dsl import player
from tests.furuyoni.steps.duel import Duel


@given(parsers.re(r'(?P<who>[AB]) chooses the goddesses "(?P<g1>[^"]+)" and "(?P<g2>[^"]+)" with the test deck'))
def _choose(duel: Duel, who: str, g1: str, g2: str) -> None:
    choice = duel.setup["players"][player(who)]
    choice["goddesses"] = [g1, g2]
    for card in pool_for([g1, g2]):
        duel.setup["definitions"][card["id"]] = card
    choice["cards"] = deck_for([g1, g2])


@given(
    parsers.re(
        r'(?P<who>[AB]) chooses the goddesses "(?P<g1>[^"]+)" and "(?P<g2>[^"]+)" with real cards, deck seed (?P<n>\d+)'
    )
)
def _choose_real(duel: Duel, who: str, g1: str, g2: str, n: str) -> None:
    """C 2, C 3 with real cards: a legal deck of the two goddesses' cards (7 normal, 3 trump), dealt
    by the seed from their App1 pools (``random_deck``)."""
    choice = duel.setup["players"][player(who)]
    choice["goddesses"] = [g1, g2]
    choice["cards"] = random_deck([g1, g2], int(n))


@given(parsers.re(r'(?P<who>[AB]) chooses the goddesses "(?P<g1>[^"]+)" and "(?P<g2>[^"]+)"'))
def _choose_goddesses(duel: Duel, who: str, g1: str, g2: str) -> None:
    """C 2-1: the goddesses alone; the deck follows with "A's deck choice is …" (real cards by rules id)."""
    choice = duel.setup["players"][player(who)]
    choice["goddesses"] = [g1, g2]
    choice["cards"] = []


@given(parsers.re(r"(?P<who>[AB])'s deck choice is (?P<cards>.+)"))
def _deck_choice(duel: Duel, who: str, cards: str) -> None:
    duel.setup["players"][player(who)]["cards"] = dsl.names(cards)


@when(parsers.re(r"the duel is set up with seed (?P<seed>\d+)"))
def _set_up(duel: Duel, seed: str) -> None:
    duel.setup["seed"] = int(seed)
    duel.refused = None
    try:
        out = duel.impl.new_duel(duel.setup)
    except Refused as exc:
        duel.refused = exc
        duel.result = None
        return
    duel.result = {**out, "rulings": []}
    duel.state, duel.answers = out["position"]["state"], out["position"]["answers"]


@then(parsers.re(r'the setup is refused citing "(?P<clause>[^"]+)"'))
def _setup_refused(duel: Duel, clause: str) -> None:
    assert duel.refused is not None, "the setup was accepted"
    assert duel.refused.problem.get("clause") == clause, f"refused with {duel.refused.problem}"


@then("the setup is accepted")
def _setup_ok(duel: Duel) -> None:
    assert duel.refused is None, f"refused: {duel.refused.problem if duel.refused else None}"


@then(parsers.re(r"(?P<who>[AB]) is the active player"))
def _active(duel: Duel, who: str) -> None:
    assert duel.board["active"] == player(who), f"active is {duel.board['active']}"


@then(parsers.re(r"with seeds (?P<lo>\d+) to (?P<hi>\d+) both players go first at least once"))
def _both_first(duel: Duel, lo: str, hi: str) -> None:
    firsts = set()
    for seed in range(int(lo), int(hi) + 1):
        out = duel.impl.new_duel({**duel.setup, "seed": seed})
        firsts.add(out["board"]["active"])
    assert firsts == {0, 1}, f"only player(s) {firsts} went first"


@then(parsers.re(r"every (?P<who>[AB]) trump is unused in the trump zone"))
def _trumps_unused(duel: Duel, who: str) -> None:
    b = duel.board
    trumps = b["players"][player(who)]["trumps"]
    assert len(trumps) == 3 and all(b["cards"][u]["trump_state"] == "unused" for u in trumps), trumps


@then(parsers.re(r"(?P<who>[AB])'s unchosen cards are out of game face-down"))
def _unchosen(duel: Duel, who: str) -> None:
    b = duel.board
    p = player(who)
    chosen = {f"{'AB'[p]}:{c}" for c in duel.setup["players"][p]["cards"]}
    out = b["players"][p]["out_of_game"]
    assert out, "nothing is out of game"
    assert not chosen & set(out)
    assert all(not b["cards"][u]["face_up"] for u in out)

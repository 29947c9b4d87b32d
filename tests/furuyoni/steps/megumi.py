"""Steps for Megumi's additional rules (A 17): a player harboring her with the seed crystals of her
〈Soil〉 (A 17-1, 17-3) and seeds on her cards in 〈In-use〉 or 〈Enhancement〉 (A 17-4, 17-5)."""

from __future__ import annotations

from pytest_bdd import given, parsers, then

from tests.furuyoni.steps import dsl
from tests.furuyoni.steps.dsl import player, uid
from tests.furuyoni.steps.duel import Duel


@given(parsers.re(r"(?P<who>[AB]) harbors Megumi with soil (?P<u>\d+) ungerminated and (?P<g>\d+) germinated"))
def _harbors_megumi(duel: Duel, who: str, u: str, g: str) -> None:
    """A 17-1, 17-3: the seeds in her soil; the rest of her 5 lie on her cards (steps below)."""
    duel.player_state(player(who))["goddesses"] = ["megumi", "yurina"]
    soil = duel.goddess_state(player(who), "megumi")
    soil["soil"] = int(u)
    soil["soil_germinated"] = int(g)


@given(
    parsers.re(
        r'(?P<who>[AB]) has (?P<card>"[^"]+"( \(NA-[^)]+\))?) deployed with (?P<n>\d+) crystals?'
        r" of which (?P<k>\d+) (are|is) seeds?"
    )
)
def _deployed_with_seeds(duel: Duel, who: str, card: str, n: str, k: str) -> None:
    u = duel.place(player(who), dsl.names(card)[0], "enhancements", crystals=int(n))
    duel.card_goddess_state(u, "megumi")["seeds"] = int(k)


@then(parsers.re(r"(?P<who>[AB])'s soil holds (?P<u>\d+) ungerminated and (?P<g>\d+) germinated seeds?"))
def _soil_is(duel: Duel, who: str, u: str, g: str) -> None:
    soil = duel.board_goddess(player(who), "megumi")
    got = (soil.get("soil", 0), soil.get("soil_germinated", 0))
    assert got == (int(u), int(g)), f"{who}'s soil holds {got[0]} ungerminated and {got[1]} germinated"


@then(parsers.re(r'"(?P<card>[^"]+)" has (?P<n>\d+) crystals? of which (?P<k>\d+) (are|is) seeds?'))
def _seeds_on(duel: Duel, card: str, n: str, k: str) -> None:
    u = uid(0, card)
    inst = duel.board["cards"][u]
    got = (inst["crystals"], inst.get("goddess", {}).get("megumi", {}).get("seeds", 0))
    assert got == (int(n), int(k)), f"{u} has {got[0]} crystals of which {got[1]} seeds"


@given(parsers.re(r'the seeds on (?P<who>[AB])\'s "(?P<card>[^"]+)" have come to 5 this turn'))
def _seeds_reached_five(duel: Duel, who: str, card: str) -> None:
    """The turn's record of the cards whose seeds came to number 5 (``reached_five``)."""
    duel.card_goddess_state(uid(player(who), card), "megumi")["reached_five"] = True


@then(parsers.re(r'the seeds on (?P<who>[AB])\'s "(?P<card>[^"]+)" (?P<neg>have|have not) come to 5 this turn'))
def _seeds_reached_five_is(duel: Duel, who: str, card: str, neg: str) -> None:
    u = uid(player(who), card)
    recorded = duel.board["cards"][u].get("goddess", {}).get("megumi", {}).get("reached_five", False)
    assert recorded == (neg == "have"), f"{u} is{'' if recorded else ' not'} recorded as holding 5 seeds this turn"

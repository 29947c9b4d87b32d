"""Steps for Chikage's poisons (A 7): her 〈毒袋〉 (poison bag, A 7-3-1), who holds a poison (A 7-4),
and the basic actions a player performed this turn (read by Numbing Agent)."""

from __future__ import annotations

from pytest_bdd import given, parsers, then

from tests.furuyoni.steps import dsl
from tests.furuyoni.steps.dsl import player, uid
from tests.furuyoni.steps.duel import Duel


@given(parsers.re(r"(?P<who>[AB])'s poison bag holds (?P<cards>.+)"))
def _bag(duel: Duel, who: str, cards: str) -> None:
    """Poisons in the bag; a second copy of a poison is named "<id>#2"."""
    p = player(who)
    for c in dsl.names(cards):
        u = uid(p, c)
        if u in duel.state["cards"]:
            u += "#2"
        duel.state["cards"][u] = {"card": u.split(":", 1)[1].split("#")[0], "holder": p}
        duel.zone(p, "poison_bag").append(u)


@given(parsers.re(r"(?P<who>[AB]) has performed (?P<n>\d+) basic actions? this turn"))
def _basic_actions(duel: Duel, who: str, n: str) -> None:
    duel.records(player(who))["basic_actions"] = int(n)


@then(parsers.re(r"(?P<who>[AB]) has performed (?P<n>\d+) basic actions? this turn"))
def _basic_actions_are(duel: Duel, who: str, n: str) -> None:
    got = duel.board_records(player(who)).get("basic_actions", 0)
    assert got == int(n), f"{who} performed {got} basic actions"


@then(parsers.re(r"(?P<who>[AB])'s poison bag holds (?P<n>\d+) cards?"))
def _bag_count(duel: Duel, who: str, n: str) -> None:
    bag = duel.board_zone(player(who), "poison_bag")
    assert len(bag) == int(n), f"{who}'s poison bag holds {bag}"


ZONES = {
    "hand": "hand",
    "deck": "deck",
    "discard pile": "discard",
    "enhancement zone": "enhancements",
    "poison bag": "poison_bag",
}


@then(
    parsers.re(
        r"(?P<owner>[AB])'s \"(?P<card>[^\"]+)\" is (?P<where>on top of|in) (?P<who>[AB])'s "
        r"(?P<zone>hand|deck|discard pile|enhancement zone|poison bag)(?P<held>, held by [AB])?"
    )
)
def _poison_at(duel: Duel, owner: str, card: str, where: str, who: str, zone: str, held: str | None) -> None:
    """A card named by the player who started with it ("A's "Numbing Agent"") wherever it went."""
    u = uid(player(owner), card)
    z = duel.board_zone(player(who), ZONES[zone])
    if where == "on top of":
        assert z and z[0] == u, f"{who}'s {zone} is {z}"
    else:
        assert u in z, f"{u} not in {who}'s {zone}: {z}"
    if held:
        got = duel.board["cards"][u]["holder"]
        assert got == player(held[-1]), f"{u} is held by player {got}"


@then(parsers.re(r"the top (?P<n>\d+) cards of (?P<who>[AB])'s deck are poisons, then (?P<rest>\d+) others?"))
def _poisons_on_top(duel: Duel, n: str, who: str, rest: str) -> None:
    b = duel.board
    deck = b["players"][player(who)]["deck"]
    kinds = ["-O-P-" in b["cards"][u]["card"] for u in deck]
    assert kinds == [True] * int(n) + [False] * int(rest), f"deck is {deck}"


@then(parsers.re(r"(?P<who>[AB])'s poison bag holds exactly (?P<cards>.+)"))
def _bag_exactly(duel: Duel, who: str, cards: str) -> None:
    """The card ids in the bag, as a multiset (two copies of a poison are listed twice)."""
    b = duel.board
    got = sorted(b["cards"][u]["card"] for u in duel.board_zone(player(who), "poison_bag"))
    want = sorted(dsl.ALIASES.get(c, c) for c in dsl.names(cards))
    assert got == want, f"{who}'s poison bag holds {got}"
    assert all(b["cards"][u]["holder"] == player(who) for u in duel.board_zone(player(who), "poison_bag"))


@given(parsers.re(r'"(?P<card>[^"]+)" is held by (?P<who>[AB])'))
def _held_by(duel: Duel, card: str, who: str) -> None:
    duel.state["cards"][uid(0, card)]["holder"] = player(who)

"""Steps for the goddesses' scenarios: whom a player harbors (C 2-1, which decides the additional
rules in force, A 2), the per-turn facts some cards read (the cards used this turn, C 9-2), and the
information a goddess adds to her player: Yukihi's umbrella (A 4-1-1: closed or open, public; a player
without Yukihi has none), 『消失』 Oboro's parts in her electronic-warfare zone (A 3-9), and Blacksmith
Hagane's 〈Anvil〉 with its cards and crystals (A 6-3-1)."""

from __future__ import annotations

from pytest_bdd import given, parsers, then

from tests.furuyoni.steps import dsl
from tests.furuyoni.steps.dsl import player, uid
from tests.furuyoni.steps.duel import Duel


@given(parsers.re(r'(?P<who>[AB]) harbors "(?P<g1>[^"]+)" and "(?P<g2>[^"]+)"'))
def _harbors(duel: Duel, who: str, g1: str, g2: str) -> None:
    duel.player_state(player(who))["goddesses"] = [g1, g2]


@given(parsers.re(r"(?P<who>[AB]) has taken (?P<n>\d+) aura damage this turn"))
def _aura_damage_taken(duel: Duel, who: str, n: str) -> None:
    duel.records(player(who))["aura_damage_taken"] = int(n)


@then(parsers.re(r"(?P<who>[AB]) has taken (?P<n>\d+) aura damage this turn"))
def _aura_damage_taken_is(duel: Duel, who: str, n: str) -> None:
    got = duel.board_records(player(who)).get("aura_damage_taken", 0)
    assert got == int(n), f"{who} has taken {got} aura damage this turn"


@given(parsers.re(r"(?P<who>[AB])'s umbrella is (?P<state>open|closed)"))
def _umbrella(duel: Duel, who: str, state: str) -> None:
    duel.goddess_state(player(who), "yukihi")["umbrella"] = state


@given(parsers.re(r"(?P<who>[AB]) has no umbrella"))
def _no_umbrella(duel: Duel, who: str) -> None:
    duel.goddess_state(player(who), "yukihi")["umbrella"] = None


@then(parsers.re(r"(?P<who>[AB])'s umbrella is (?P<state>open|closed)"))
def _umbrella_is(duel: Duel, who: str, state: str) -> None:
    got = duel.board_goddess(player(who), "yukihi").get("umbrella")
    assert got == state, f"{who}'s umbrella is {got}"


@then(parsers.re(r"(?P<who>[AB]) still has no umbrella"))
def _still_none(duel: Duel, who: str) -> None:
    got = duel.board_goddess(player(who), "yukihi").get("umbrella")
    assert got is None, f"{who}'s umbrella is {got}"


PART_ZONES = {"unassembled": "parts", "assembled": "assembled"}


@given(parsers.re(r"(?P<who>[AB])'s (?P<state>unassembled|assembled) parts are (?P<cards>.+)"))
def _parts(duel: Duel, who: str, state: str, cards: str) -> None:
    """A 3-9: parts in the player's electronic-warfare zone, face-down, assembled or not."""
    duel.zone(player(who), PART_ZONES[state])
    for c in dsl.names(cards):
        duel.place(player(who), c, PART_ZONES[state])


@then(parsers.re(r'"(?P<card>[^"]+)" is (?P<state>unassembled|assembled)'))
def _part_state(duel: Duel, card: str, state: str) -> None:
    u = uid(0, card)
    holder = duel.board["cards"][u]["holder"]
    zone = duel.board_zone(holder, PART_ZONES[state])
    assert u in zone, f"{u} is not {state}: {zone}"


@then(parsers.re(r"(?P<who>[AB]) has (?P<n>\d+) (?P<state>unassembled|assembled) parts?"))
def _part_count(duel: Duel, who: str, n: str, state: str) -> None:
    zone = duel.board_zone(player(who), PART_ZONES[state])
    assert len(zone) == int(n), f"{who} has {len(zone)} {state} parts: {zone}"


@then(parsers.re(r'"(?P<card>[^"]+)" is (?P<side>face up|face down)'))
def _face(duel: Duel, card: str, side: str) -> None:
    u = uid(0, card)
    assert duel.board["cards"][u].get("face_up", False) == (side == "face up"), duel.board["cards"][u]
@given(parsers.re(r"(?P<who>[AB]) used (?P<cards>.+) this turn"))
def _used(duel: Duel, who: str, cards: str) -> None:
    """C 9-2: the cards the player used this turn, in order (each already placed in the position)."""
    p = player(who)
    records = duel.records(p)
    for c in dsl.names(cards):
        u = uid(p, c)
        if u not in duel.state["cards"]:
            raise AssertionError(f"place {u!r} before saying it was used")
        records.setdefault("used_cards", []).append(u)
        records["cards_used"] = records.get("cards_used", 0) + 1


@given(parsers.re(r"(?P<who>[AB])'s anvil holds (?P<cards>.+)"))
def _anvil(duel: Duel, who: str, cards: str) -> None:
    """A 6-3-1: Blacksmith Hagane's 〈Anvil〉 holds normal cards face up."""
    p = player(who)
    duel.zone(p, "anvil")
    for c in dsl.names(cards):
        duel.place(p, c, "anvil")


@given(parsers.re(r"(?P<who>[AB])'s anvil has (?P<n>\d+) crystals?"))
def _anvil_crystals(duel: Duel, who: str, n: str) -> None:
    duel.goddess_state(player(who), "hagane")["anvil_crystals"] = int(n)


@then(parsers.re(r'"(?P<card>[^"]+)" is in (?P<who>[AB])\'s anvil'))
def _in_anvil(duel: Duel, card: str, who: str) -> None:
    p = player(who)
    u = uid(p, card)
    z = duel.board_zone(p, "anvil")
    assert u in z, f"{u} not in {who}'s anvil: {z}"


@then(parsers.re(r"(?P<who>[AB])'s anvil has (?P<n>\d+) crystals?"))
def _anvil_has(duel: Duel, who: str, n: str) -> None:
    got = duel.board_goddess(player(who), "hagane").get("anvil_crystals", 0)
    assert got == int(n), f"{who}'s anvil has {got} crystals"


@given(parsers.re(r'"(?P<card>[^"]+)" has (?P<n>\d+) crystals? on it'))
def _crystals_on(duel: Duel, card: str, n: str) -> None:
    """Crystals linked to a card already placed (a trump gathering crystals, Honoka's Blinded By Flowers)."""
    duel.state["cards"][uid(0, card)]["crystals"] = int(n)


# Korunu's freeze tokens in a player's aura (A 13-1, 13-2: public).
@given(parsers.re(r"(?P<who>[AB]) has (?P<n>\d+) freeze tokens? in (her|his|the) aura"))
def _freeze_tokens(duel: Duel, who: str, n: str) -> None:
    duel.goddess_state(player(who), "korunu")["freeze"] = int(n)


@then(parsers.re(r"(?P<who>[AB])'s aura holds (?P<n>\d+) freeze tokens?"))
def _freeze_tokens_are(duel: Duel, who: str, n: str) -> None:
    got = duel.board_goddess(player(who), "korunu").get("freeze", 0)
    assert got == int(n), f"{who}'s aura holds {got} freeze tokens"


@given(parsers.re(r'"(?P<card>[^"]+)" of (?P<who>[AB]) holds (?P<n>\d+) crystals?'))
def _card_crystals(duel: Duel, card: str, who: str, n: str) -> None:
    """Crystals on a card already placed (a used trump's, C 6-3; Kururu's Connecdive)."""
    duel.state["cards"][uid(player(who), card)]["crystals"] = int(n)

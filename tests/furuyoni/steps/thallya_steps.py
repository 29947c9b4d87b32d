"""Steps for Thallya's additional rules (A 9): her 〈Machine〉 with its TransForm cards and artificial
crystals (A 9-2, 9-3, 9-4), her 〈Burned〉 (A 9-5) and her +1 / -1 tokens in 〈Distance〉 (A 9-2-1-1, 9-6)."""

from __future__ import annotations

from pytest_bdd import given, parsers, then, when

from tests.furuyoni.steps import dsl
from tests.furuyoni.steps.dsl import player, uid
from tests.furuyoni.steps.duel import Duel, _act

FIELDS = {
    "artificial crystals in the Machine": "machine_crystals",
    "burned artificial crystals": "burned",
    "+1 tokens in distance": "distance_plus",
    "-1 tokens in distance": "distance_minus",
}
WHAT = "|".join(k.replace("+", r"\+") for k in FIELDS)


@given(parsers.re(rf"(?P<who>[AB]) has (?P<n>\d+) (?P<what>{WHAT})$"))
def _count(duel: Duel, who: str, n: str, what: str) -> None:
    duel.goddess_state(player(who), "thallya")[FIELDS[what]] = int(n)


@then(parsers.re(rf"(?P<who>[AB]) now has (?P<n>\d+) (?P<what>{WHAT})$"))
def _count_is(duel: Duel, who: str, n: str, what: str) -> None:
    got = duel.board_goddess(player(who), "thallya").get(FIELDS[what], 0)
    assert got == int(n), f"{who} has {got} {what}, not {n}"


@given(parsers.re(r"(?P<who>[AB])'s Machine holds (?P<cards>.+)"))
def _machine(duel: Duel, who: str, cards: str) -> None:
    duel.zone(player(who), "machine")
    for c in dsl.names(cards):
        duel.place(player(who), c, "machine")


@then(parsers.re(r'"(?P<card>[^"]+)" is in (?P<who>[AB])\'s Machine'))
def _in_machine(duel: Duel, card: str, who: str) -> None:
    p = player(who)
    z = duel.board_zone(p, "machine")
    assert uid(p, card) in z, f"{uid(p, card)} is not in {who}'s Machine: {z}"


@then(parsers.re(r"(?P<who>[AB])'s Machine holds no TransForm card"))
def _machine_empty(duel: Duel, who: str) -> None:
    z = duel.board_zone(player(who), "machine")
    assert z == [], f"{who}'s Machine holds {z}"


@when(
    parsers.re(
        r'(?P<who>[AB]) (?P<attempt>tries to )?(performs|perform) the extra basic action "(?P<move>[a-z_]+)" paying concentration'
    )
)
def _extra_basic(duel: Duel, attempt: str | None, who: str, move: str) -> None:
    """A 9-3-1-7: an extra basic action, chosen and paid for as a basic action (C 9-6 ii-A)."""
    action = {"type": "basic_action", "player": player(who), "move": move, "cost": "concentration"}
    _act(duel, attempt=attempt, action=action)


@given(parsers.re(r'"(?P<card>[^"]+)" has (?P<n>\d+) crystals?'))
def _card_crystals(duel: Duel, card: str, n: str) -> None:
    """Crystals on a card already placed (a trump that holds them, C 7-1-11)."""
    found = [u for u in (uid(0, card), uid(1, card)) if u in duel.state["cards"]]
    assert found, f"place {card!r} first"
    duel.state["cards"][found[0]]["crystals"] = int(n)


@given(parsers.re(r'(?P<who>[AB])\'s "(?P<sealer>[^"]+)" seals (?P<cards>.+)'))
def _seals(duel: Duel, who: str, sealer: str, cards: str) -> None:
    """C 7-1-13: real cards in 〈Sealed〉, linked to a card placed beforehand (Quick Change)."""
    p = player(who)
    s_uid = uid(p, sealer)
    assert s_uid in duel.state["cards"], f"place the sealing card {s_uid!r} first"
    for c in dsl.names(cards):
        c_uid = uid(p, c)
        duel.state["cards"][c_uid] = {"card": c_uid.split(":", 1)[1], "holder": p}
        duel.state.setdefault("sealed", {}).setdefault(s_uid, []).append(c_uid)

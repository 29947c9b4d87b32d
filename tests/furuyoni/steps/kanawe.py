"""Steps for Kanawe's additional rules (A 18): her story (``goddess.kanawe.story`` of the player in the
interchange format: the act the mask is on, the prepared plan's box and face), her 〈Plan〉 and 〈Achieved〉."""

from __future__ import annotations

from pytest_bdd import given, parsers, then

from tests.furuyoni.steps import dsl
from tests.furuyoni.steps.dsl import player, uid
from tests.furuyoni.steps.duel import Duel

CARD = r'(?P<card>"[^"]+"(?: \(NA-[^)]+\))?)'


@given(parsers.re(r'(?P<who>[AB]) harbors Kanawe(?: and "(?P<other>[^"]+)")? with the mask on act "(?P<act>[^"]+)"'))
def _harbors_kanawe(duel: Duel, who: str, other: str | None, act: str) -> None:
    """A 18-3: a player harboring Kanawe has a story, the mask token on an act of her board."""
    duel.player_state(player(who))["goddesses"] = ["kanawe", other or "yurina"]
    duel.goddess_state(player(who), "kanawe").setdefault("story", {})["act"] = act


@given(
    parsers.re(
        rf"(?P<who>[AB])'s prepared plan is {CARD} on its (?P<side>front|will) side"
        r"(?: with (?:its crystal in box (?P<box>\d+)|(?P<none>no crystal)))?"
    )
)
def _prepared(duel: Duel, who: str, card: str, side: str, box: str | None, none: str | None) -> None:
    """A 18-4-1, 18-7: the prepared plan card, face up or down (A 18-2-2-2), its crystal in a box."""
    p = player(who)
    crystals = 0 if none or box is None else 1
    duel.zone(p, "plan")
    duel.place(p, dsl.names(card)[0], "plan", crystals=crystals)
    st = duel.goddess_state(p, "kanawe").setdefault("story", {})
    st["will"] = side == "will"
    st["box"] = int(box) if box is not None else None


@given(parsers.re(r"(?P<who>[AB])'s (?P<zone>achieved zone|plan zone) holds (?P<cards>.+)"))
def _zone(duel: Duel, who: str, zone: str, cards: str) -> None:
    key = "achieved" if zone == "achieved zone" else "plan"
    duel.zone(player(who), key)
    for c in dsl.names(cards):
        duel.place(player(who), c, key)


@given(parsers.re(r"(?P<who>[AB])'s prepared plan was prepared this turn"))
def _prepared_this_turn(duel: Duel, who: str) -> None:
    duel.goddess_state(player(who), "kanawe")["story"]["prepared_this_turn"] = True


@given(parsers.re(r"(?P<who>[AB]) progressed a plan last turn"))
def _progressed_last_turn(duel: Duel, who: str) -> None:
    duel.goddess_state(player(who), "kanawe")["story"]["progressed_last_turn"] = True


@then(parsers.re(r'(?P<who>[AB])\'s mask is on act "(?P<act>[^"]+)"'))
def _mask_on(duel: Duel, who: str, act: str) -> None:
    got = duel.board_goddess(player(who), "kanawe")["story"]["act"]
    assert got == act, f"{who}'s mask is on act {got}"


@then(parsers.re(r"(?P<who>[AB])'s plan crystal is in box (?P<n>\d+)"))
def _box(duel: Duel, who: str, n: str) -> None:
    got = duel.board_goddess(player(who), "kanawe")["story"]["box"]
    assert got == int(n), f"{who}'s plan crystal is in box {got}"


@then(parsers.re(rf"(?P<who>[AB])'s prepared plan is {CARD} on its (?P<side>front|will) side"))
def _prepared_is(duel: Duel, who: str, card: str, side: str) -> None:
    p = player(who)
    ps = duel.board_goddess(p, "kanawe")
    assert ps.get("plan") == [uid(p, dsl.names(card)[0])], f"{who}'s plan zone holds {ps.get('plan')}"
    assert ps["story"]["will"] == (side == "will"), (
        f"{who}'s plan lies on its {'will' if ps['story']['will'] else 'front'} side"
    )


@then(parsers.re(r"(?P<who>[AB]) has no prepared plan"))
def _no_plan(duel: Duel, who: str) -> None:
    ps = duel.board_goddess(player(who), "kanawe")
    assert ps.get("plan", []) == [], f"{who}'s plan zone holds {ps.get('plan')}"
    assert ps["story"]["box"] is None, f"{who}'s plan crystal is in box {ps['story']['box']}"


@then(parsers.re(rf"{CARD} is in (?P<who>[AB])'s (?P<zone>achieved zone|plan zone)"))
def _in_zone(duel: Duel, card: str, who: str, zone: str) -> None:
    p = player(who)
    z = duel.board_zone(p, "achieved" if zone == "achieved zone" else "plan")
    assert uid(p, dsl.names(card)[0]) in z, f"{who}'s {zone} holds {z}"


@then(parsers.re(r"(?P<who>[AB]) has no story"))
def _no_story(duel: Duel, who: str) -> None:
    got = duel.board_goddess(player(who), "kanawe").get("story")
    assert got is None, f"{who} has the story {got}"


@then(parsers.re(r"(?P<who>[AB]) has no prepared plan crystal"))
def _no_crystal(duel: Duel, who: str) -> None:
    got = duel.board_goddess(player(who), "kanawe")["story"]["box"]
    assert got is None, f"{who}'s plan crystal is in box {got}"


@given(parsers.re(r'(?P<who>[AB])\'s "(?P<censor>[^"]+)" declared the name of "(?P<card>[^"]+)"'))
def _declared(duel: Duel, who: str, censor: str, card: str) -> None:
    """Censor's declaration (kept in its user's story): the card id whose name it declared."""
    p = player(who)
    named = uid(1 - p, card).split(":", 1)[1]
    duel.goddess_state(p, "kanawe")["story"].setdefault("named", {})[uid(p, censor)] = named


@then(parsers.re(r'(?P<who>[AB])\'s "(?P<censor>[^"]+)" has declared the name of "(?P<card>[^"]+)"'))
def _has_declared(duel: Duel, who: str, censor: str, card: str) -> None:
    p = player(who)
    named = duel.board_goddess(p, "kanawe")["story"]["named"]
    want = uid(1 - p, card).split(":", 1)[1]
    assert named.get(uid(p, censor)) == want, f"{who}'s declared names are {named}"

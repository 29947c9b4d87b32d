"""Steps for Shisui's additional rules (A 22): laceration tokens on a player's aura, life and flare,
counted per holder (``goddess.shisui.lacerations`` of the zone's owner, in the interchange format)."""

from __future__ import annotations

from pytest_bdd import given, parsers, then

from tests.furuyoni.steps.dsl import player
from tests.furuyoni.steps.duel import Duel

TOKENS = (
    r"(?P<owner>[AB])'s (?P<zone>aura|life|flare) (?:holds|has) (?P<n>no|\d+) laceration tokens?"
    r"(?: of (?P<holder>[AB]))?"
)


def _count(n: str) -> int:
    return 0 if n == "no" else int(n)


@given(parsers.re(TOKENS))
def _given_tokens(duel: Duel, owner: str, zone: str, n: str, holder: str | None) -> None:
    """A 22-1: `n` tokens held by `holder` (default: the other player) lie on `owner`'s zone."""
    ps = duel.goddess_state(player(owner), "shisui")
    lac = ps.get("lacerations") or {"aura": [0, 0], "life": [0, 0], "flare": [0, 0]}
    h = player(holder) if holder else 1 - player(owner)
    lac[zone][h] = _count(n)
    ps["lacerations"] = lac


@then(parsers.re(TOKENS))
def _then_tokens(duel: Duel, owner: str, zone: str, n: str, holder: str | None) -> None:
    ps = duel.board_goddess(player(owner), "shisui")
    lac = ps.get("lacerations") or {"aura": [0, 0], "life": [0, 0], "flare": [0, 0]}
    got = lac[zone] if holder is None else [lac[zone][player(holder)]]
    want = _count(n)
    assert sum(got) == want, f"{owner}'s {zone} holds {sum(got)} laceration token(s) (by holder {lac[zone]})"


@given(parsers.re(r"(?P<who>[AB]) has taken damage (?P<n>\d+) times? this turn"))
def _damages_taken(duel: Duel, who: str, n: str) -> None:
    """How many times the player received damage this turn (read by Shisui's cards)."""
    duel.records(player(who))["damages_taken"] = int(n)


@given(parsers.re(r"(?P<owner>[AB])'s (?P<zone>aura|life|flare) laceration counts are (?P<a>-?\d+) and (?P<b>-?\d+)"))
def _raw_tokens(duel: Duel, owner: str, zone: str, a: str, b: str) -> None:
    """The counts as a position writes them (player 0's tokens, player 1's), unchecked."""
    ps = duel.goddess_state(player(owner), "shisui")
    lac = ps.get("lacerations") or {"aura": [0, 0], "life": [0, 0], "flare": [0, 0]}
    lac[zone] = [int(a), int(b)]
    ps["lacerations"] = lac

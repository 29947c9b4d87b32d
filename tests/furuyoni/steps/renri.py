"""Steps for Renri's additional rules (A 20): what her perjuries and the disproofs left this turn."""

from __future__ import annotations

from pytest_bdd import given, parsers

from tests.furuyoni.steps.dsl import player
from tests.furuyoni.steps.duel import Duel


@given(parsers.re(r"(?P<who>[AB]) has failed a disproof this turn"))
def _disproof_failed(duel: Duel, who: str) -> None:
    """A 20-6-3: the player disproved a perjury whose card was the declared one."""
    duel.goddess_state(player(who), "renri")["disproof_failed"] = True


@given(parsers.re(r'(?P<who>[AB]) has declared "(?P<card>[^"]+)" by perjury this turn'))
def _declared(duel: Duel, who: str, card: str) -> None:
    """A 20-6-1 ii: a name declared by a perjury of hers this turn cannot be declared again."""
    duel.goddess_state(player(who), "renri").setdefault("perjured", []).append(card)

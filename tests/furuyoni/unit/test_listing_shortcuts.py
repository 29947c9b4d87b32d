"""Issue 22, fourth round: a main-phase listing (C 8-2-2) takes two shortcuts while its options are
enumerated. The basic actions (C 9-6 i, ii) decide each way to pay once per listing rather than once per
move and card (``basic.basic_options``), and an attack card's range (C 9-2-1, 9-4-1) is read from its
card without building the probe attack when nothing can modify the attack (``use._unmodified_reach``).
The check mode (``FURUYONI_CHECK_KEPT=1``) compares each with the plain path, so random games played
with it find any position the shortcuts get wrong; these tests show that it does, and that a wrong
shortcut is caught."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from engine.furuyoni import fast
from engine.furuyoni.game_contract import Furuyoni
from engine.furuyoni.procedures import basic, turn, use
from referee.bench import play_random_game

pytestmark = pytest.mark.skipif(not fast.FAST, reason="the shortcuts are speed-ups: FURUYONI_NO_FAST=1 turns them off")


@pytest.fixture
def checked(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setattr(use, "CHECK_KEPT", True)
    monkeypatch.setattr(turn, "CHECK_KEPT", True)
    yield


def test_random_games_list_what_the_plain_predicates_list(checked: None, monkeypatch: pytest.MonkeyPatch) -> None:
    taken = {"basic": 0, "range": 0}
    reach = use._unmodified_reach
    listing = turn.basic_options

    def counted_reach(*args: Any) -> tuple[list[int], bool] | None:
        found = reach(*args)
        taken["range"] += found is not None
        return found

    def counted_listing(*args: Any) -> list[Any]:
        found = listing(*args)
        taken["basic"] += bool(found)
        return found

    monkeypatch.setattr(use, "_unmodified_reach", counted_reach)
    monkeypatch.setattr(turn, "basic_options", counted_listing)
    game = Furuyoni()
    decisions = sum(game.real_game(seed, 0) for seed in range(4))
    decisions += sum(play_random_game(game, seed, trace=False) for seed in range(2))  # test decks
    assert decisions > 200  # whole games were played, every listing checked against the plain one
    assert taken["basic"] > 20 and taken["range"] > 20  # and the shortcuts were taken, not bypassed


def test_a_wrong_basic_listing_is_caught(checked: None, monkeypatch: pytest.MonkeyPatch) -> None:
    listing = basic.basic_options
    monkeypatch.setattr(turn, "basic_options", lambda g, p: listing(g, p)[:-1])  # one way to pay lost
    with pytest.raises(AssertionError, match="basic actions listed differ"):
        play_random_game(Furuyoni(), 0, trace=False)


def test_a_wrong_unmodified_range_is_caught(checked: None, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(use, "printed_keywords", lambda d: ["pursuit"])  # every attack read as pursuing (A 23-4)
    with pytest.raises(AssertionError, match="unmodified range"):
        play_random_game(Furuyoni(), 0, trace=False)


def test_a_modified_attack_takes_the_probe(monkeypatch: pytest.MonkeyPatch) -> None:
    """Where something might modify the attack, the shortcut declines and the probe is read: a position
    where the attack-modifying effects in force are not empty never answers from the card."""
    reach = use._unmodified_reach
    declined = {"n": 0}

    def spy(g: Any, p: int, uid: str, d: Any, gains: Any) -> tuple[list[int], bool] | None:
        found = reach(g, p, uid, d, gains)
        if any(True for _ in use.effects_in_force(g, use.ATTACK_MOD_OP_LIST)):
            assert found is None
            declined["n"] += 1
        return found

    monkeypatch.setattr(use, "_unmodified_reach", spy)
    game = Furuyoni()
    for seed in range(6):
        game.real_game(seed, 0)
    assert declined["n"] > 0  # such positions were met

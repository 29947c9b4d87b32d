"""Issue 22: the scan of the board for card effects in force (C 9-1-1-2/6/8) is kept between questions
while the board's version (``Game.board``) stands. A change of the board that does not raise the
version would leave the kept scan stale; ``statuses.CHECK_KEPT`` compares every kept scan with a plain
one, so random real-card games played with it find any such change the games reach."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from engine.furuyoni import api, statuses
from engine.furuyoni.fast import FAST
from engine.furuyoni.game import Game
from engine.furuyoni.game_contract import Furuyoni
from engine.furuyoni.tooling.bench_case import ruling_case

pytestmark = pytest.mark.skipif(not FAST, reason="the kept scan is a speed-up: FURUYONI_NO_FAST=1 turns it off")

WARD = "A:yurina-n5"  # deployed in the test-deck ruling case: its effect is in force while deployed (C 9-1-1-6)


@pytest.fixture
def checked(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setattr(statuses, "CHECK_KEPT", True)
    yield


def _game() -> Game:
    position, _ = ruling_case()
    return Game(api.load_position(position).state, trace=False)


def _sources(g: Game) -> list[str]:
    return [uid for uid, _, _ in statuses._card_effects(g)]


def test_random_real_card_games_never_read_a_stale_scan(checked: None) -> None:
    game = Furuyoni()
    decisions = sum(game.real_game(seed, 0) for seed in range(4))
    assert decisions > 100  # whole games were played


def test_a_change_of_the_board_that_skips_the_version_is_caught(checked: None) -> None:
    g = _game()
    assert WARD in _sources(g)  # the scan is now kept
    ps = g.state.players[0]
    ps.enhancements.remove(WARD)  # moved behind the primitives' back: the version stands
    ps.discard.append(WARD)
    with pytest.raises(AssertionError, match="stale"):
        _sources(g)


def test_a_card_moved_by_the_primitive_leaves_the_kept_scan(checked: None) -> None:
    g = _game()
    before = g.board
    assert WARD in _sources(g)
    g.move_card(WARD, "discard", 0, clause="C 9-5")
    assert g.board > before
    assert WARD not in _sources(g)


def test_the_kept_scan_is_read_again_only_after_a_change() -> None:
    g = _game()
    first = statuses._card_effects(g)
    assert statuses._card_effects(g) is first  # nothing changed: the same kept list
    g.changing(WARD).crystals += 1  # a card instance changes: the version moves on
    assert statuses._card_effects(g) is not first
    assert statuses._card_effects(g) == first  # the same effects: a crystal decides none of them


def test_a_card_without_standing_effects_moved_keeps_the_scan(checked: None) -> None:
    """Issue 22, fourth round: the scan reads only the cards with standing effects (and the changed
    ones), so moving another card leaves it current: kept, not scanned again (the check mode compares
    it with a plain scan at every read)."""
    g = _game()
    first = statuses._card_effects(g)
    bearers = g.effect_bearers()
    other = next(u for u in g.state.players[0].hand if u not in bearers and u not in g.changed)
    g.move_card(other, "discard", 0, clause="C 9-5")
    assert statuses._card_effects(g) is first  # the same kept list, and (checked) the same as a plain scan
    assert WARD in _sources(g)
    g.move_card(WARD, "discard", 0, clause="C 9-5")  # a card with standing effects: scanned anew
    assert WARD not in _sources(g)

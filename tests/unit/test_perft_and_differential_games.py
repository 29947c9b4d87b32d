"""perft and the differential games speak only the game contract (issue 20): every registered game is
walked and played against its own in-process adapter with no divergence, and the toy game of
tests/unit/toy_game.py (Nim: take 1-3 counters, who takes the last wins; none of the optional
capabilities) is counted exactly, and a wrong Nim is caught, both by perft and by a differential game
whose divergence is shrunk to a replayable case. The games' own reference tables and mutant checks are
in their test folders (Furuyoni's: tests/furuyoni/perft, tests/furuyoni/differential)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from functools import cache
from typing import Any

import pytest

from engine import games
from engine.games import get_game
from referee.differential.play import Pair, play_game
from referee.differential.run import RunConfig, run_shard, shrink_found
from referee.implementations import open_implementation
from referee.perft import perft, perft_counts
from tests.adapters import InProcess

REGISTERED = games.game_ids()


@pytest.fixture
def toy(monkeypatch: pytest.MonkeyPatch) -> Iterator[str]:
    monkeypatch.setitem(games.REGISTRY, "toy", "tests.unit.toy_game")
    games.get_game.cache_clear()
    yield "toy"
    games.get_game.cache_clear()


@pytest.mark.parametrize("game_id", REGISTERED)
def test_perft_walks_each_game_with_its_own_adapter(game_id: str) -> None:
    game = get_game(game_id)
    position = game.new_duel(game.sample_setup(0))["position"]
    alone = perft(game, position, 2)
    walked = perft(game, position, 2, impl=open_implementation("inprocess", game_id))
    assert alone.nodes is not None and alone.nodes > 0
    assert walked.divergence is None and walked.nodes == alone.nodes


@pytest.mark.parametrize("game_id", REGISTERED)
def test_a_differential_game_of_each_game_against_itself_finds_nothing(game_id: str) -> None:
    shard = run_shard(RunConfig(game_id, "inprocess", games=1, seed=3, max_decisions=80), 0, 0, 1)
    assert shard.games == 1 and shard.decisions > 0 and shard.found == []


@cache
def nim(counters: int, depth: int) -> int:
    """Decision sequences of length ``depth`` of Nim from ``counters`` (taking the last is a leaf)."""
    if depth == 0 or counters == 0:
        return 1
    return sum(nim(counters - n, depth - 1) for n in (1, 2, 3) if n <= counters)


def test_perft_counts_every_decision_sequence_of_the_toy_game(toy: str) -> None:
    game = get_game(toy)
    position = game.new_duel({"counters": 5})["position"]
    counts = perft_counts(game, position, 6)
    assert counts == [nim(5, d) for d in range(1, 7)]
    assert counts[4] == counts[5]  # every game has ended within five answers: a finished game is a leaf


class ForgetfulNim(InProcess):
    """A wrong Nim: with two counters left it offers (and allows) only taking one."""

    name = "forgetful"

    def _call(self, fn: Callable[..., Any], *args: Any) -> Any:
        answer = super()._call(fn, *args)
        pending = answer.get("pending")
        if pending is not None and answer["board"]["counters"] == 2:
            pending["options"] = [o for o in pending["options"] if o["count"] == 1]
        return answer


def test_perft_stops_at_the_first_node_where_the_options_differ(toy: str) -> None:
    game = get_game(toy)
    position = game.new_duel({"counters": 4})["position"]
    found = perft(game, position, 3, impl=ForgetfulNim(toy)).divergence
    assert found is not None and found.reason
    seen = found.as_json()
    assert [a["count"] for a in seen["path"]] == [1, 1]  # depth first, in our order: 4 - 1 - 1 = 2 counters
    assert seen["only_ours"] == [{"type": "take", "player": 0, "count": 2}] and seen["only_theirs"] == []
    assert perft(game, game.new_duel({"counters": 9})["position"], 2, impl=ForgetfulNim(toy)).divergence is None


def test_a_differential_game_finds_the_wrong_nim_and_shrinks_it(toy: str) -> None:
    game = get_game(toy)
    pair = Pair(game, InProcess(toy), ForgetfulNim(toy))
    found = None
    for seed in range(20):  # counters 7 + seed: a random game passes through two counters often
        found = play_game(pair, seed, seed, {}, 100).found
        if found is not None:
            break
    assert found is not None and found.mismatch.what == "options"
    shrink_found(pair, found, 100)
    assert found.shrunk is not None and found.shrunk_mismatch is not None
    assert len(found.shrunk) <= len(found.actions)
    left = found.start["state"]["counters"] - sum(a["count"] for a in found.shrunk)
    assert left == 2  # the shrunk case ends where the mistake shows
    assert pair.replay(found.start, found.start, found.shrunk) is not None

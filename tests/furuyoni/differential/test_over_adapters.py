"""perft and the differential games over the adapters a foreign engine would use: our referee served
over HTTP and the JSON-lines example, against our engine in process: the same counts, no divergence,
and over HTTP the players' views asked of the server."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from engine.games import get_game
from referee.differential.play import Pair, play_game
from referee.implementations import Implementation, open_implementation, view_function
from referee.perft import perft
from tests.served import served

GAME = get_game("furuyoni")
HERE = Path(__file__).parents[1] / "perft"
REFERENCE = {p["name"]: p for p in json.loads((HERE / "reference.json").read_text(encoding="utf-8"))["positions"]}
JSONL = 'jsonl:python -m referee.jsonl_example'


@pytest.fixture(scope="module")
def implementations(tmp_path_factory: pytest.TempPathFactory) -> Iterator[dict[str, Implementation]]:
    with served(tmp_path_factory.mktemp("referee")) as url:
        opened = {"http": open_implementation(url, GAME.id), "jsonl": open_implementation(JSONL, GAME.id)}
        try:
            yield opened
        finally:
            for impl in opened.values():
                impl.close()


@pytest.mark.parametrize("kind", ["http", "jsonl"])
def test_perft_walks_the_same_tree(implementations: dict[str, Implementation], kind: str) -> None:
    entry = REFERENCE["reaction"]
    position = json.loads((HERE / entry["file"]).read_text(encoding="utf-8"))
    result = perft(GAME, position, 3, impl=implementations[kind])
    assert result.divergence is None and result.nodes == entry["counts"][2]


# one game each within CI's time: over HTTP a game of the rules test decks (seed 1), over JSON lines
# one of real cards (seed 0); `python -m referee differential --impl …` plays as many as asked
@pytest.mark.parametrize(("kind", "seed"), [("http", 1), ("jsonl", 0)])
def test_a_differential_game_finds_no_divergence(implementations: dict[str, Implementation], kind: str, seed: int) -> None:
    pair = Pair(GAME, open_implementation("inprocess", GAME.id), implementations[kind])
    played = play_game(pair, 0, seed, {}, 2000)
    assert played.found is None, played.found and played.found.mismatch
    assert played.finished and played.unsupported is None and played.decisions > 20


def test_the_views_are_asked_of_the_server(implementations: dict[str, Implementation]) -> None:
    view: Any = view_function(implementations["http"], GAME.id)
    assert view is not None and view_function(implementations["jsonl"], GAME.id) is None
    position = GAME.new_duel(GAME.sample_setup(3))["position"]
    for player in (0, 1):
        assert view(position, player) == GAME.view(position, player)

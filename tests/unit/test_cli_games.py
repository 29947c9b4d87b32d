"""The CLI takes a game (``--game ID``, the default game by default): every command speaks it through
the registry."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from engine.games import DEFAULT_GAME, game_ids, get_game
from referee.cli import main

GAMES = game_ids()


def test_games_lists_the_registry(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["games", "--list"]) == 0
    listed = [line.split("\t")[0] for line in capsys.readouterr().out.splitlines()]
    assert listed == GAMES


@pytest.mark.parametrize("game_id", GAMES)
def test_adjudicate_and_legal_actions_of_a_game(game_id: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    game = get_game(game_id)
    position, actions = game.bench_case()
    (tmp_path / "position.json").write_text(json.dumps(position), encoding="utf-8")
    (tmp_path / "actions.json").write_text(json.dumps(actions), encoding="utf-8")
    assert main(["adjudicate", str(tmp_path / "position.json"), str(tmp_path / "actions.json"), "--game", game_id]) == 0
    assert json.loads(capsys.readouterr().out) == game.adjudicate(position, actions)
    assert main(["legal-actions", str(tmp_path / "position.json"), "--game", game_id]) == 0
    assert json.loads(capsys.readouterr().out) == game.legal_actions(position)
    (tmp_path / "bad.json").write_text('{"format": "nonsense"}', encoding="utf-8")
    assert main(["legal-actions", str(tmp_path / "bad.json"), "--game", game_id]) == 2  # a refusal
    assert 400 <= json.loads(capsys.readouterr().out)["status"] < 500


@pytest.mark.parametrize("game_id", GAMES)
def test_coverage_mutants_and_schemas_of_a_game(game_id: str, capsys: pytest.CaptureFixture[str]) -> None:
    game = get_game(game_id)
    assert main(["coverage", "--game", game_id, "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["game"] == game_id and report["edition"] == game.default_edition
    assert main(["conformance", "--game", game_id, "--list-mutants", "--json"]) == 0
    listed = json.loads(capsys.readouterr().out)
    assert listed["game"] == game_id and [m["name"] for m in listed["mutants"]] == list(game.mutants())
    assert main(["schema", "--check", "--game", game_id]) == 0


def test_the_default_game_is_the_default() -> None:
    with pytest.raises(SystemExit):
        main(["coverage", "--game", "no-such-game"])
    assert DEFAULT_GAME in GAMES

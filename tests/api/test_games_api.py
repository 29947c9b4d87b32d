"""The referee speaks every game of the registry through the same operations (``/v1/games/{game}/…``),
made from the game contract alone; the default game's operations are also its ``/v1/…`` aliases."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from flask.testing import FlaskClient

from engine.games import DEFAULT_GAME, game_ids, get_game
from referee import create_app
from referee.store import RulingStore

GAMES = game_ids()


@pytest.fixture
def client(tmp_path: Path) -> FlaskClient:
    return create_app({"TESTING": True, "DATA_DIR": str(tmp_path)}).test_client()


def test_the_games_are_listed(client: FlaskClient) -> None:
    doc = client.get("/v1/games").json
    assert doc["default"] == DEFAULT_GAME
    assert [g["id"] for g in doc["games"]] == GAMES
    for entry in doc["games"]:
        game = get_game(entry["id"])
        assert entry["title"] == game.title and entry["default_edition"] == game.default_edition
        assert [e["id"] for e in entry["editions"]] == [e.id for e in game.editions]
        assert entry["clause_scheme"]["example_id"] == game.clause_scheme.example_id
        assert entry["paths"] == f"/v1/games/{game.id}" and entry["default"] == (game.id == DEFAULT_GAME)
        assert client.get(f"/v1/games/{game.id}").json == entry


@pytest.mark.parametrize("game_id", GAMES)
def test_a_duel_over_the_game_s_operations(client: FlaskClient, game_id: str) -> None:
    """New duel, the pending decision, a legal answer and a refused one, a view, a saved ruling: every
    operation of the game answers in the contract's shapes."""
    game = get_game(game_id)
    base = f"/v1/games/{game_id}"
    duel = client.post(f"{base}/new-duel", json=game.sample_setup(2))
    assert duel.status_code == 200, duel.json
    position = duel.json["position"]
    pending = client.post(f"{base}/legal-actions", json={"position": position}).json["pending"]
    assert pending["options"]
    option = random.Random(1).choice(pending["options"])
    ruled = client.post(f"{base}/adjudicate", json={"position": position, "actions": [option]})
    assert ruled.status_code == 200 and ruled.json["rulings"][0]["legal"] is True
    assert ruled.json == game.adjudicate(position, [option])
    wrong = {**option, "player": 1 - pending["player"]}
    refused = client.post(f"{base}/adjudicate", json={"position": position, "actions": [wrong]}).json
    assert refused["rulings"][0]["legal"] is False
    view = client.post(f"{base}/view", json={"position": position, "player": 1 - pending["player"]})
    assert view.status_code == 200 and "options" not in (view.json["pending"] or {})
    saved = client.post(f"{base}/rulings", json={"position": position, "actions": [option]}).json
    assert saved["game"] == game_id and saved["result"] == ruled.json
    assert client.get(f"{base}/rulings/{saved['id']}").json["result"] == ruled.json


@pytest.mark.parametrize("game_id", GAMES)
def test_clauses_of_the_game(client: FlaskClient, game_id: str) -> None:
    game = get_game(game_id)
    index = game.index()
    listed = client.get(f"/v1/games/{game_id}/clauses").json
    assert listed["edition"] == index.edition and len(listed["clauses"]) == len(index)
    example = game.clause_scheme.example_id
    one = client.get(f"/v1/games/{game_id}/clauses/{example}").json
    assert one["id"] == example and one["citation"] == game.clause_scheme.example_citation
    assert client.get(f"/v1/games/{game_id}/clauses/no-such-clause").status_code == 404


@pytest.mark.parametrize("game_id", GAMES)
def test_bad_input_is_a_problem_of_the_game(client: FlaskClient, game_id: str) -> None:
    r = client.post(f"/v1/games/{game_id}/legal-actions", json={"position": {"format": "nonsense"}})
    assert r.status_code == 422 and r.mimetype == "application/problem+json"
    r = client.post(f"/v1/games/{game_id}/adjudicate", data="{nope", content_type="application/json")
    assert r.status_code == 400 and r.json["type"] == f"urn:{game_id}:malformed"


def test_an_unknown_game_or_operation_is_a_404_problem(client: FlaskClient) -> None:
    for method, path in (("post", "/v1/games/no-such-game/adjudicate"), ("get", "/v1/games/no-such-game"),
                         ("get", "/v1/games/no-such-game/clauses/C-9-4")):
        r = getattr(client, method)(path, json={})
        assert r.status_code == 404 and r.mimetype == "application/problem+json"
        assert r.json["title"] == "Unknown game" and DEFAULT_GAME in r.json["detail"]
    r = client.post(f"/v1/games/{DEFAULT_GAME}/no-such-operation", json={})
    assert r.status_code == 404 and r.mimetype == "application/problem+json"


def test_the_default_game_s_aliases_answer_as_its_own_paths(client: FlaskClient) -> None:
    game = get_game(DEFAULT_GAME)
    position, actions = game.bench_case()
    body = {"position": position, "actions": actions}
    alias = client.post("/v1/adjudicate", json=body)
    own = client.post(f"/v1/games/{DEFAULT_GAME}/adjudicate", json=body)
    assert alias.status_code == own.status_code == 200 and alias.data == own.data
    assert client.get("/v1/clauses").json == client.get(f"/v1/games/{DEFAULT_GAME}/clauses").json


def test_a_ruling_of_one_game_is_not_another_s(client: FlaskClient, tmp_path: Path) -> None:
    """Saved rulings record their game: asked for as another game's, one is a 404 naming its game."""
    game = get_game(DEFAULT_GAME)
    position, actions = game.bench_case()
    saved = client.post(f"/v1/games/{DEFAULT_GAME}/rulings", json={"position": position, "actions": actions}).json
    assert saved["game"] == DEFAULT_GAME
    store = RulingStore(f"sqlite:///{tmp_path / 'rulings.sqlite3'}")
    other = store.save("another-game", position, actions, {**saved["result"], "game": "another-game"})
    assert other != saved["id"], "the same case of another game is another ruling"
    r = client.get(f"/v1/games/{DEFAULT_GAME}/rulings/{other}")
    assert r.status_code == 404 and r.json["game"] == "another-game"
    assert r.json["type"] == "urn:referee:ruling-of-another-game"
    assert client.get(f"/v1/rulings/{other}").status_code == 404  # the default game's alias too
    assert client.get(f"/v1/rulings/{saved['id']}").json["game"] == DEFAULT_GAME


def test_an_old_database_gains_the_game_column(tmp_path: Path) -> None:
    """A rulings table made before rulings recorded their game: its rows are the default game's."""
    import sqlite3

    path = tmp_path / "rulings.sqlite3"
    with sqlite3.connect(path) as db:
        db.execute("CREATE TABLE rulings (id VARCHAR(32) PRIMARY KEY, created FLOAT NOT NULL, engine VARCHAR(32) "
                   "NOT NULL, edition VARCHAR(64) NOT NULL, season VARCHAR(64) NOT NULL, body TEXT NOT NULL)")
        db.execute("INSERT INTO rulings VALUES ('abc', 1.0, '0.1.0', 'e', 's', "
                   "'{\"position\": {}, \"actions\": [], \"result\": {}}')")
    store = RulingStore(f"sqlite:///{path}")
    case = store.load("abc")
    assert case is not None and case["game"] == DEFAULT_GAME

"""The judge's page picks its game (``?game=<id>``) among the registered games with a board renderer
(``referee/static/games/<id>.js``): each is drawn with its own renderer and its own API paths, an unknown
game is a 404, and a saved case reopens on the game it was saved for."""

from __future__ import annotations

from pathlib import Path

import pytest
from flask.testing import FlaskClient

from engine.games import DEFAULT_GAME, get_game
from referee import create_app
from referee.judge import page_games

GAMES = page_games()


@pytest.fixture
def client(tmp_path: Path) -> FlaskClient:
    return create_app({"TESTING": True, "DATA_DIR": str(tmp_path)}).test_client()


def test_every_game_with_a_renderer_is_offered() -> None:
    assert DEFAULT_GAME in GAMES and len(GAMES) >= 2
    for game_id in GAMES:
        assert (Path(__file__).resolve().parents[2] / "referee" / "static" / "games" / f"{game_id}.js").is_file()


@pytest.mark.parametrize("game_id", GAMES)
def test_the_page_of_each_game(client: FlaskClient, game_id: str) -> None:
    html = client.get(f"/?game={game_id}").get_data(as_text=True)
    assert f'data-game="{game_id}"' in html and f"/static/judge/games/{game_id}.js" in html
    for other in GAMES:  # the picker offers every game, the page's own marked as current
        assert f'href="/?game={other}" data-game="{other}"' in html
    assert f'data-game="{game_id}" aria-current="page"' in html
    assert (get_game(game_id).title in html) or game_id == DEFAULT_GAME
    assert client.get("/").get_data(as_text=True).count(f'data-game="{DEFAULT_GAME}" data-default-game') == 1


def test_an_unknown_game_has_no_page(client: FlaskClient) -> None:
    assert client.get("/?game=no-such-game").status_code == 404


@pytest.mark.parametrize("game_id", GAMES)
def test_a_saved_case_reopens_on_its_game(client: FlaskClient, game_id: str) -> None:
    game = get_game(game_id)
    position = game.new_duel(game.sample_setup(3))["position"]
    base = "/v1" if game_id == DEFAULT_GAME else f"/v1/games/{game_id}"
    saved = client.post(f"{base}/rulings", json={"position": position, "actions": []}).json
    html = client.get(saved["url"]).get_data(as_text=True)
    assert f'data-ruling-id="{saved["id"]}" data-game="{game_id}"' in html

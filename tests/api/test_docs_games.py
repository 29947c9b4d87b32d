"""The rules-by-example pages of every game (referee/docs_pages.py): the page listing the games, each
game's clause index, clause pages and decisions, from the game contract alone."""

from __future__ import annotations

import pytest
from flask.testing import FlaskClient

from engine.games import all_games, game_ids, get_game
from referee import create_app


@pytest.fixture(scope="module")
def client() -> FlaskClient:
    return create_app({"TESTING": True}).test_client()


def test_the_games_page_lists_every_game(client: FlaskClient) -> None:
    r = client.get("/games")
    assert r.status_code == 200 and r.mimetype == "text/html"
    html = r.get_data(as_text=True)
    for game in all_games():
        assert f'href="/games/{game.id}/clauses"' in html


@pytest.mark.parametrize("game_id", game_ids())
def test_a_game_has_an_index_clause_pages_and_decisions(client: FlaskClient, game_id: str) -> None:
    index = get_game(game_id).index()
    html = client.get(f"/games/{game_id}/clauses").get_data(as_text=True)
    assert html.count("<tr class=") == len(index)
    first = next(iter(index))
    page = client.get(f"/games/{game_id}/clauses/{first.id}")
    assert page.status_code == 200 and first.title in page.get_data(as_text=True)
    decisions = client.get(f"/games/{game_id}/decisions").get_data(as_text=True)
    assert decisions.count('<td class="cite">') == sum(1 for c in index if c.decision)
    missing = client.get(f"/games/{game_id}/clauses/no-such-clause")
    assert missing.status_code == 404 and "No clause" in missing.get_data(as_text=True)


def test_an_unknown_game_is_a_404_page(client: FlaskClient) -> None:
    for path in ("/games/no-such-game/clauses", "/games/no-such-game/clauses/X-1", "/games/no-such-game/decisions"):
        r = client.get(path)
        assert r.status_code == 404 and "No game" in r.get_data(as_text=True)

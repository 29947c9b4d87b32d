"""The clause documentation served by the referee under /clauses (the same pages as the static site)."""

from __future__ import annotations

import re

import pytest
from flask.testing import FlaskClient
from markupsafe import escape

from engine.furuyoni.editions.ko_2025_01_31 import load_clause_index
from engine.games import get_game
from referee import create_app
from referee.coverage import default_features
from referee.docs_site import load_docs, render_clause, static_links


@pytest.fixture(scope="module")
def client() -> FlaskClient:
    return create_app({"TESTING": True}).test_client()


def test_index_lists_every_clause_with_its_coverage(client: FlaskClient) -> None:
    r = client.get("/clauses")
    assert r.status_code == 200 and r.mimetype == "text/html"
    html = r.get_data(as_text=True)
    assert 'href="/clauses/C-9-4"' in html and 'href="/clauses/A-9-8"' in html
    assert html.count("<tr class=") == len(load_clause_index())
    assert "testable clauses have an example" in html


def test_the_coverage_page_shows_the_examples_of_real_cards_only(client: FlaskClient) -> None:
    """Issue #24: per part, the clauses with a scenario of real cards only; per clause, how many."""
    from referee.coverage import report

    rep = report(get_game("furuyoni"), default_features() / "furuyoni")
    html = client.get("/clauses").get_data(as_text=True)
    core = rep["summary"]["C"]
    assert f"<b>{core['real_cards']}</b> have an example of real cards only" in html
    n = rep["clauses"]["C-9-4"]["real_card_scenarios"]
    assert n >= 1 and "with real cards only" in html
    page = client.get("/clauses/C-9-4").get_data(as_text=True)
    assert f", {n} with real cards only" in page


def test_a_clause_no_real_card_can_exercise_says_why(client: FlaskClient) -> None:
    html = client.get("/clauses/C-10-38").get_data(as_text=True)
    assert "Why no example uses real cards only" in html and "none with real cards only" in html


@pytest.mark.parametrize("clause_id", ["C-9-4", "C-5-8-3-2"])
def test_a_clause_page_with_its_examples(client: FlaskClient, clause_id: str) -> None:
    r = client.get(f"/clauses/{clause_id}")
    assert r.status_code == 200 and r.mimetype == "text/html"
    html = r.get_data(as_text=True)
    clause = load_clause_index()[clause_id]
    assert str(escape(clause.summary)) in html
    assert '<figure class="board">' in html and 'class="beat beat-expect"' in html
    assert f'href="/clauses/{clause.parent}"' in html
    css = html.split('rel="stylesheet" href="', 1)[1].split('"', 1)[0]
    assert client.get(css).status_code == 200


def test_the_served_page_is_the_static_page_with_other_links(client: FlaskClient) -> None:
    game = get_game("furuyoni")
    static = render_clause(load_docs(game, default_features() / "furuyoni"), "C-9-4", static_links(1, games=True))
    assert static is not None

    def without_links(html: str) -> str:
        html = re.sub(r'<a class="judge" href="[^"]*">[^<]*</a>', "", html)  # the way back: served pages only
        return re.sub(r"\s+", " ", re.sub(r'(href|action|data-clause-url)="[^"]*"', r"\1", html))

    for path in ("/clauses/C-9-4", "/games/furuyoni/clauses/C-9-4"):
        served = client.get(path).get_data(as_text=True)
        assert without_links(served) == without_links(static), path


@pytest.mark.parametrize("clause_id", ["C-99", "C-9-4-9", "nothing", "C 9-4"])
def test_an_unknown_clause_is_a_404_page(client: FlaskClient, clause_id: str) -> None:
    r = client.get(f"/clauses/{clause_id}")
    assert r.status_code == 404 and r.mimetype == "text/html"
    assert "No clause" in r.get_data(as_text=True)


def test_the_game_pages_link_among_themselves(client: FlaskClient) -> None:
    """Under /games/furuyoni/ the pages link to /games/furuyoni/…; under /clauses (the default game's
    aliases) to /clauses/…; both reach the page of every game and the game's decisions."""
    html = client.get("/games/furuyoni/clauses/C-9-4").get_data(as_text=True)
    assert 'href="/games/furuyoni/clauses/C-9"' in html and 'href="/clauses/' not in html
    assert 'href="/games"' in html
    assert "In the 2018 Japanese rules" in html and '<figure class="board">' in html
    decisions = client.get("/games/furuyoni/decisions").get_data(as_text=True)
    flagged = [c for c in load_clause_index() if c.decision]
    assert decisions.count('<td class="cite">') == len(flagged)
    assert f'href="/games/furuyoni/clauses/{flagged[0].id}"' in decisions
    games = client.get("/games").get_data(as_text=True)
    assert 'href="/games/furuyoni/clauses"' in games and "桜降る代に決闘を (Furuyoni)" in games

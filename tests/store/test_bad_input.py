"""Bad input to the saved rulings answers 4xx problem+json, never 5xx, whichever database holds them
(issue 23); a database that cannot be reached is a 503 problem the client may retry, not a 500."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from flask.testing import FlaskClient

from engine.games import DEFAULT_GAME, game_ids, get_game
from referee import create_app
from referee.store import RulingStore
from referee.throwaway_pg import free_port
from tests.store.cases import case

PROBLEM = "application/problem+json"


@pytest.fixture
def client(database_url: str) -> Iterator[FlaskClient]:
    app = create_app({"TESTING": True, "DATABASE_URL": database_url})
    yield app.test_client()
    store = app.extensions.get("rulings")
    if store is not None:
        store.dispose()


def assert_problem(response: object, status: int) -> dict[str, object]:
    assert getattr(response, "status_code") == status, getattr(response, "data")[:300]  # noqa: B009
    assert getattr(response, "mimetype") == PROBLEM  # noqa: B009
    doc: dict[str, object] = getattr(response, "json")  # noqa: B009
    assert doc["status"] == status and doc["title"] and doc["detail"]
    return doc


def test_a_good_case_is_saved_and_read_back(client: FlaskClient) -> None:
    """The control: the same client and database save and read a valid case (so the refusals below
    are the input's, not a broken store's)."""
    saved = client.post("/v1/rulings", json=case(0))
    assert saved.status_code == 200
    assert client.get(f"/v1/rulings/{saved.json['id']}").json["result"] == saved.json["result"]


def test_a_body_past_the_size_bound_is_413(client: FlaskClient) -> None:
    body = case(1)
    body["position"]["state"]["padding"] = "x" * (512 * 1024)
    assert_problem(client.post("/v1/rulings", json=body), 413)
    assert_problem(client.post(f"/v1/games/{DEFAULT_GAME}/rulings", json=body), 413)


@pytest.mark.parametrize("bad_id", ["not-hex", "ABCDEF", "0" * 41, "%00", "1;DROP TABLE rulings"])
def test_a_malformed_id_is_422(client: FlaskClient, bad_id: str) -> None:
    assert_problem(client.get(f"/v1/rulings/{bad_id}"), 422)
    assert_problem(client.get(f"/v1/games/{DEFAULT_GAME}/rulings/{bad_id}"), 422)


def test_an_unknown_id_is_404(client: FlaskClient) -> None:
    assert_problem(client.get("/v1/rulings/" + "0" * 20), 404)


def test_a_ruling_of_another_game_is_404_naming_its_game(client: FlaskClient, database_url: str) -> None:
    store = RulingStore(database_url)
    try:
        other = store.save("another-game", case(2)["position"], [], {"engine": "1", "edition": "e"})
    finally:
        store.dispose()
    doc = assert_problem(client.get(f"/v1/games/{DEFAULT_GAME}/rulings/{other}"), 404)
    assert doc["type"] == "urn:referee:ruling-of-another-game" and doc["game"] == "another-game"
    assert_problem(client.get(f"/v1/rulings/{other}"), 404)


def test_a_case_the_game_refuses_is_4xx_and_not_saved(client: FlaskClient, database_url: str) -> None:
    """A body that is not this game's position (another game's, or none at all), JSON that is not
    JSON, too deep, or not JSON by its type: each refused before anything is saved."""
    assert_problem(client.post("/v1/rulings", json={"position": {"board": [[1, 2]], "turn": "x"}, "actions": []}), 422)
    assert_problem(client.post("/v1/rulings", json={"actions": []}), 422)
    assert_problem(client.post("/v1/rulings", data=b"{", content_type="application/json"), 400)
    assert_problem(client.post("/v1/rulings", data=b"[" * 100 + b"]" * 100, content_type="application/json"), 413)
    assert_problem(client.post("/v1/rulings", data=b"{}", content_type="text/plain"), 415)
    assert_problem(client.post("/v1/games/no-such-game/rulings", json=case(3)), 404)
    store = RulingStore(database_url)
    try:
        with store.engine.connect() as conn:
            from sqlalchemy import text

            assert conn.execute(text("SELECT COUNT(*) FROM rulings")).scalar_one() == 0
    finally:
        store.dispose()


@pytest.mark.parametrize(
    "url",
    [f"postgresql://referee@127.0.0.1:{free_port()}/nothing", "sqlite:////nonexistent-directory/rulings.sqlite3",
     "not a database url", "nosuchdatabase+nosuchdriver://host/rulings"],
    ids=["postgresql-down", "sqlite-unwritable", "not-a-url", "no-such-driver"],
)
def test_an_unreachable_database_is_503_and_the_rest_still_serves(url: str) -> None:
    """Down, unwritable, or misconfigured (`serve` would have stopped at start; an app made otherwise answers)."""
    client = create_app({"TESTING": True, "DATABASE_URL": url}).test_client()
    doc = assert_problem(client.post("/v1/rulings", json=case(4)), 503)
    assert doc["type"] == "urn:referee:store-unavailable"
    response = client.get("/v1/rulings/" + "0" * 20)
    assert_problem(response, 503)
    assert response.headers["Retry-After"] == "2"
    assert client.post("/v1/adjudicate", json=case(4)).status_code == 200, "adjudication needs no database"


def test_another_registered_games_case_and_ruling(client: FlaskClient) -> None:
    """Every other registered game's own case: refused (422) when posted as the default game's; saved
    under its own game; read as the default game's, a 404 naming its game."""
    others = [g for g in game_ids() if g != DEFAULT_GAME]
    if not others:
        pytest.skip("only the default game is registered: no other game's case to send")
    for other in others:
        position, actions = get_game(other).bench_case()
        body = {"position": position, "actions": actions}
        assert_problem(client.post(f"/v1/games/{DEFAULT_GAME}/rulings", json=body), 422)
        assert_problem(client.post("/v1/rulings", json=body), 422)
        saved = client.post(f"/v1/games/{other}/rulings", json=body)
        assert saved.status_code == 200 and saved.json["game"] == other
        doc = assert_problem(client.get(f"/v1/rulings/{saved.json['id']}"), 404)
        assert doc["game"] == other
        assert client.get(f"/v1/games/{other}/rulings/{saved.json['id']}").json["result"] == saved.json["result"]

"""A second game needs no edit of the referee (issue 17): registered in engine.games alone, the toy
game of tests/unit/toy_game.py — which offers none of the optional capabilities and names its models
as Furuyoni does — is listed, served under /v1/games/toy/…, documented in the OpenAPI document beside
Furuyoni without overwriting its schemas, drawn on the clause pages, written as JSON Schemas and
played by the conformance adapters."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from flask.testing import FlaskClient

from engine import games
from referee import create_app, docs_site
from referee.coverage import report
from referee.jsonl_example import handle
from referee.schema_files import write_schemas
from tests.adapters import Refused, get_implementation

REGISTERED = games.game_ids()  # the games of the registry, before the toy joins them


@pytest.fixture
def toy(monkeypatch: pytest.MonkeyPatch) -> Iterator[str]:
    monkeypatch.setitem(games.REGISTRY, "toy", "tests.unit.toy_game")
    games.get_game.cache_clear()
    monkeypatch.setattr(docs_site, "_ENV", None)
    yield "toy"
    games.get_game.cache_clear()


@pytest.fixture
def client(toy: str, tmp_path: Path) -> FlaskClient:
    return create_app({"TESTING": True, "DATA_DIR": str(tmp_path)}).test_client()


def test_the_second_game_is_listed_and_served(client: FlaskClient) -> None:
    listed = client.get("/v1/games").json
    assert [g["id"] for g in listed["games"]] == [*REGISTERED, "toy"] and listed["default"] == "furuyoni"
    base = "/v1/games/toy"
    duel = client.post(f"{base}/new-duel", json={"counters": 4})  # the setup is a pydantic dataclass
    assert duel.status_code == 200, duel.json
    position = duel.json["position"]
    assert client.post(f"{base}/legal-actions", json={"position": position}).json["pending"]["player"] == 0
    take = {"type": "take", "player": 0, "count": 3}
    ruled = client.post(f"{base}/adjudicate", json={"position": position, "actions": [take]}).json
    assert ruled["game"] == "toy" and ruled["rulings"][0]["legal"] and ruled["board"]["counters"] == 1
    wrong = client.post(f"{base}/adjudicate", json={"position": position, "actions": [{**take, "player": 1}]}).json
    assert wrong["rulings"][0]["legal"] is False and wrong["rulings"][0]["clauses"] == ["N-1-1"]
    view = client.post(f"{base}/view", json={"position": position, "player": 1}).json
    assert "options" not in view["pending"]
    bad = client.post(f"{base}/legal-actions", json={"position": {"state": {"counters": 99}}})
    assert bad.status_code == 422 and bad.json["type"] == "urn:toy:malformed"
    refused = client.post(f"{base}/legal-actions", json={"position": {**position, "answers": [{**take, "player": 1}]}})
    assert refused.status_code == 422 and refused.json["invariant"] == "answers" and refused.json["clause"] == "N-1-1"
    saved = client.post(f"{base}/rulings", json={"position": position, "actions": [take]}).json
    assert saved["game"] == "toy" and client.get(f"{base}/rulings/{saved['id']}").json["result"] == ruled
    assert client.get(f"/v1/rulings/{saved['id']}").status_code == 404  # not the default game's
    assert client.get(f"{base}/clauses/N-2").json["citation"] == "N 2"
    assert client.get(f"{base}/cards").status_code == 404  # no card database


def _resolve(doc: dict[str, Any], schema: dict[str, Any]) -> dict[str, Any]:
    while "$ref" in schema:
        schema = doc["components"]["schemas"][schema["$ref"].rsplit("/", 1)[-1]]
    return schema


def test_the_games_schemas_do_not_overwrite_each_other(client: FlaskClient) -> None:
    doc = client.get("/openapi/openapi.json").json
    schemas = doc["components"]["schemas"]
    toy = doc["paths"]["/v1/games/toy/adjudicate"]["post"]["requestBody"]["content"]["application/json"]["schema"]
    toy_position = _resolve(doc, _resolve(doc, toy)["properties"]["position"])
    assert "counters" in _resolve(doc, toy_position["properties"]["state"])["properties"]
    ours = doc["paths"]["/v1/games/furuyoni/adjudicate"]["post"]["requestBody"]["content"]["application/json"]["schema"]
    position = _resolve(doc, _resolve(doc, ours)["properties"]["position"])
    assert "distance" in _resolve(doc, position["properties"]["state"])["properties"]
    assert {"ToyPosition", "ToyState", "ToyAction", "Position", "State"} <= set(schemas)
    alias = doc["paths"]["/v1/adjudicate"]["post"]["requestBody"]["content"]["application/json"]["schema"]
    assert alias == ours, "the default game's aliases are documented with its own models"


def test_the_second_game_has_its_pages_schemas_and_coverage(client: FlaskClient, tmp_path: Path) -> None:
    assert 'href="/games/toy/clauses"' in client.get("/games").get_data(as_text=True)
    index = client.get("/games/toy/clauses").get_data(as_text=True)
    assert index.count("<tr class=") == 4 and "Nim (a toy game of the tests)" in index
    page = client.get("/games/toy/clauses/N-1-2").get_data(as_text=True)
    assert "Our reading" in page and "player 0 starts" in page and "2018" not in page
    assert client.get("/games/toy/decisions").get_data(as_text=True).count('<td class="cite">') == 1
    assert write_schemas(tmp_path, game_id="toy") == [f"toy-{n}-1.schema.json" for n in
                                                      ("position", "action", "decision", "ruling", "setup")]
    rep = report(games.get_game("toy"), tmp_path / "no-features")
    assert rep["game"] == "toy" and rep["summary"]["N"]["testable"] == 3 and rep["summary"]["N"]["covered"] == 0
    site = tmp_path / "site"
    docs_site.write_site(site, tmp_path, None)
    assert (site / "index.html").is_file() and (site / "toy" / "clauses" / "N-2.html").is_file()
    assert (site / "furuyoni" / "clauses" / "C-9-4.html").is_file()


def test_the_adapters_play_the_second_game(toy: str) -> None:
    impl = get_implementation("inprocess", toy)
    position = impl.new_duel({"counters": 2})["position"]
    assert impl.adjudicate(position, [{"type": "take", "player": 0, "count": 2}])["board"]["winner"] == 0
    with pytest.raises(Refused):
        impl.legal_actions({"state": {"counters": -1}})
    answer = handle({"op": "legal_actions", "game": "toy", "position": position})
    assert answer["ok"]["pending"]["player"] == 0
    assert "unsupported" in handle({"op": "legal_actions", "game": "no-such-game", "position": position})
    assert handle({"op": "hello"})["ok"]["games"] == [*REGISTERED, "toy"]

"""The referee's HTTP contract: rulings, refusals as problem documents, bounds, and agreement with the
in-process engine."""

from __future__ import annotations

from typing import Any

import pytest
from flask.testing import FlaskClient

from engine.furuyoni import api as engine
from referee import create_app

SLASH = {"id": "slash", "name": "Slash", "type": "attack", "range": [3, 4], "aura_damage": 3, "life_damage": 1}


def position(**state: Any) -> dict[str, Any]:
    base: dict[str, Any] = {
        "distance": 4,
        "definitions": {"slash": SLASH},
        "cards": {"A:slash": {"card": "slash", "holder": 0}},
        "players": [{"hand": ["A:slash"]}, {"aura": 2}],
    }
    base.update(state)
    return {"state": base}


@pytest.fixture
def client() -> FlaskClient:
    return create_app({"TESTING": True}).test_client()


def test_adjudicate_rules_and_cites(client: FlaskClient) -> None:
    r = client.post(
        "/v1/adjudicate",
        json={"position": position(), "actions": [{"type": "use_card", "player": 0, "card": "A:slash"}]},
    )
    assert r.status_code == 200
    ruling = r.json["rulings"][0]
    assert ruling["legal"] is True
    clauses = [e["clause"] for e in ruling["events"]]
    assert "C 9-4 v" in clauses and "C 5-8-3-2" in clauses
    assert r.json["board"]["players"][1]["life"] == 9  # aura 2 < 3: life forced (C 5-8-3-2)
    assert r.json["edition"] == "ko-2025-01-31"


def test_illegal_action_is_a_ruling_not_an_error(client: FlaskClient) -> None:
    pos = position(distance=6)
    r = client.post(
        "/v1/adjudicate", json={"position": pos, "actions": [{"type": "use_card", "player": 0, "card": "A:slash"}]}
    )
    assert r.status_code == 200
    ruling = r.json["rulings"][0]
    assert ruling["legal"] is False
    assert "C 9-2-1" in ruling["clauses"]
    assert r.json["position"]["state"]["players"][0]["hand"] == ["A:slash"]


def test_a_refusal_names_its_cards_for_the_judge(client: FlaskClient) -> None:
    """Issue 16: the reason of a refusal carries the uids of the cards it names, as events do, so the
    page shows them in the reader's language; of two cards with one name, the one the action names."""
    pos = position(
        cards={"A:slash": {"card": "slash", "holder": 0}, "B:slash": {"card": "slash", "holder": 1}},
        players=[{"hand": ["A:slash"]}, {"aura": 2, "hand": ["B:slash"]}],
    )
    for uid in ("B:slash", "A:slash"):
        act = {"type": "use_card", "player": 0, "card": uid}
        r = client.post("/v1/adjudicate", json={"position": {**pos, "state": {**pos["state"], "distance": 6}}, "actions": [act]})
        ruling = r.json["rulings"][0]
        assert ruling["legal"] is False and "Slash" in ruling["reason"]
        assert ruling["names"] == {"Slash": uid}
    legal = client.post("/v1/adjudicate", json={"position": pos, "actions": [{"type": "use_card", "player": 0, "card": "A:slash"}]})
    assert legal.json["rulings"][0]["names"] == {}  # a legal ruling's names are its events'


def test_http_equals_in_process(client: FlaskClient) -> None:
    body = {"position": position(), "actions": [{"type": "use_card", "player": 0, "card": "A:slash"}]}
    assert client.post("/v1/adjudicate", json=body).json == engine.adjudicate(body["position"], body["actions"])


@pytest.mark.parametrize(
    ("state", "invariant", "clause"),
    [
        ({"distance": 11}, "distance-capacity", "C 7-1-1"),
        ({"players": [{"aura": 6}, {}]}, "aura-capacity", "C 7-1-3-1"),
        ({"players": [{"hand": ["A:slash"], "discard": ["A:slash"]}, {}]}, "card-zone", "C 7-1"),
        ({"players": [{}, {"hand": ["A:slash"]}]}, "holder-zone", "C 7-2"),
        ({"players": [{"concentration": 3}, {}]}, "concentration-bounds", "C 5-1-2"),
        ({"cards": {"A:slash": {"card": "nosuch", "holder": 0}}}, "unknown-card", "C 1-3"),
        ({"players": [{"enhancements": ["A:slash"]}, {}]}, "enhancement-crystals", "C 5-5-2"),
    ],
)
def test_inconsistent_positions_are_refused(
    client: FlaskClient, state: dict[str, Any], invariant: str, clause: str
) -> None:
    r = client.post("/v1/legal-actions", json={"position": position(**state)})
    assert r.status_code == 422
    assert r.mimetype == "application/problem+json"
    assert (r.json["invariant"], r.json["clause"]) == (invariant, clause)


def test_an_illegal_answer_in_a_position_is_refused(client: FlaskClient) -> None:
    pos = position()
    pos["answers"] = [{"type": "end_phase", "player": 1}]
    r = client.post("/v1/legal-actions", json={"position": pos})
    assert r.status_code == 422 and r.json["invariant"] == "answers"


def test_malformed_bodies(client: FlaskClient) -> None:
    r = client.post("/v1/adjudicate", data="{nope", content_type="application/json")
    assert (r.status_code, r.mimetype) == (400, "application/problem+json")
    r = client.post("/v1/adjudicate", data="x", content_type="text/plain")
    assert r.status_code == 415
    r = client.post("/v1/adjudicate", json={"position": {"state": {"distance": "far"}}})
    assert r.status_code == 422 and r.json["type"] == "urn:furuyoni:malformed"
    r = client.post("/v1/adjudicate", json={"position": {"state": {"distnce": 3}}})
    assert r.status_code == 422, "unknown keys are refused, not dropped"


def test_bounds(client: FlaskClient) -> None:
    deep = "[" * 200 + "]" * 200
    r = client.post("/v1/adjudicate", data=deep, content_type="application/json")
    assert r.status_code == 413
    big = b'{"position": {"state": {}}, "pad": "' + b"x" * (600 * 1024) + b'"}'
    r = client.post("/v1/adjudicate", data=big, content_type="application/json")
    assert r.status_code == 413


def test_clauses_and_health(client: FlaskClient) -> None:
    r = client.get("/v1/clauses/C-5-8-3-2")
    assert r.status_code == 200 and r.json["citation"] == "C 5-8-3-2" and r.json["kind"] == "T"
    assert client.get("/v1/clauses/C-99").status_code == 404
    assert len(client.get("/v1/clauses").json["clauses"]) >= 390
    assert client.get("/healthz").json["status"] == "ok"


def test_openapi_document(client: FlaskClient) -> None:
    doc = client.get("/openapi/openapi.json").json
    assert doc["openapi"].startswith("3.1")
    assert {"/v1/adjudicate", "/v1/legal-actions", "/v1/new-duel", "/v1/clauses/{clause_id}"} <= set(doc["paths"])


def test_new_duel_and_judge_page(client: FlaskClient) -> None:
    decks = [client.get(f"/v1/test-deck?goddesses={g}").json for g in ("yurina,saine", "himika,tokoyo")]
    body = {
        "players": [{"goddesses": d["goddesses"], "cards": d["cards"]} for d in decks],
        "definitions": {k: v for d in decks for k, v in d["definitions"].items()},
        "seed": 5,
    }
    r = client.post("/v1/new-duel", json=body)
    assert r.status_code == 200 and r.json["pending"]["kind"] == "mulligan"
    body["players"][1]["goddesses"] = ["yurina", "yurina-a1"]
    r = client.post("/v1/new-duel", json=body)
    assert r.status_code == 422 and r.json["clause"] == "C 2-1"
    page = client.get("/")
    assert page.status_code == 200 and b"Furuyoni referee" in page.data


def test_view_hides_the_opponents_hand(client: FlaskClient) -> None:
    pos = position()
    r = client.post("/v1/view", json={"position": pos, "player": 1})
    assert r.status_code == 200
    assert "A:slash" not in r.get_data(as_text=True)
    assert r.json["board"]["players"][0]["hand"] == ["hidden-1"]
    assert "options" not in r.json["pending"]  # A's options are A's business
    mine = client.post("/v1/view", json={"position": pos, "player": 0}).json
    assert mine["board"]["players"][0]["hand"] == ["A:slash"] and mine["pending"]["options"]


def test_card_facts(client: FlaskClient) -> None:
    r = client.get("/v1/cards/NA-01-yurina-O-N-1")
    assert r.status_code == 200
    assert r.json["names"] == {"ja": "斬", "ko": "참", "en": "Slash", "latin": "Slash"}
    assert (r.json["range"], r.json["damage"]) == ([3, 4], "3/1")
    assert client.get("/v1/cards/01-yurina-o-n-1").json == r.json
    pool = client.get("/v1/cards?goddess=yurina-a1").json["cards"]
    assert len(pool) == 11 and "01-yurina-A1-n-1" in {c["id"] for c in pool}
    assert "01-yurina-o-n-1" not in {c["id"] for c in pool}  # swapped out for 『第一章』 (App1)
    assert client.get("/v1/cards/NA-01-yurina-O-N-99").status_code == 404
    assert client.get("/v1/cards?season=nope").status_code == 404


def test_readings_give_the_current_distance_beside_the_crystals(client: FlaskClient) -> None:
    """A deployed "the current distance is 2 smaller" leaves 4 crystals in 〈Distance〉 and a current
    distance of 2 (C 5-2-1): the board shows the crystals, the readings what the rules read."""
    near = {
        "id": "near",
        "name": "Near",
        "type": "enhancement",
        "charge": 1,
        "effects": [{"timing": "while_deployed", "op": "distance_shift", "amount": -2}],
    }
    pos = position(
        definitions={"slash": SLASH, "near": near},
        cards={"A:slash": {"card": "slash", "holder": 0}, "A:near": {"card": "near", "holder": 0, "crystals": 1}},
        players=[{"hand": ["A:slash"], "enhancements": ["A:near"], "aura": 2}, {"aura": 2}],
    )
    r = client.post("/v1/adjudicate", json={"position": pos, "actions": []})
    assert r.status_code == 200, r.json
    assert r.json["board"]["distance"] == 4
    white = {"colour": "white", "number": 0}  # neither player harbors Kanawe (A 18-3-1, 18-3-2)
    assert r.json["readings"] == {"distance": 2, "master_distance": 2, "acts": [white, white], "attacks": []}
    # and an attack of range 3-4 is out of range at the current distance 2 (C 9-2-1)
    r = client.post(
        "/v1/adjudicate", json={"position": pos, "actions": [{"type": "use_card", "player": 0, "card": "A:slash"}]}
    )
    assert r.json["rulings"][0]["legal"] is False


def test_readings_give_each_players_act_from_the_story_board(client: FlaskClient) -> None:
    """A player harboring Kanawe reads her act's colour and number off the story board (A 18-3-1,
    18-3-2): the mask starts on the opening act; moved to 3C, she reads yellow 4. The other player reads
    white 0."""
    kanawe = client.get("/v1/random-deck?goddesses=kanawe,yurina&seed=1").json
    other = client.get("/v1/random-deck?goddesses=saine,himika&seed=1").json
    players = [{"goddesses": d["goddesses"], "cards": d["cards"]} for d in (kanawe, other)]
    duel = client.post("/v1/new-duel", json={"players": players, "seed": 1})
    assert duel.status_code == 200, duel.json
    pos = duel.json["position"]
    r = client.post("/v1/adjudicate", json={"position": pos, "actions": []})
    assert r.json["readings"]["acts"] == [{"colour": "white", "number": 2}, {"colour": "white", "number": 0}]
    pos["state"]["players"][0]["goddess"]["kanawe"]["story"]["act"] = "3C"
    r = client.post("/v1/adjudicate", json={"position": pos, "actions": []})
    assert r.status_code == 200, r.json
    assert r.json["readings"]["acts"] == [{"colour": "yellow", "number": 4}, {"colour": "white", "number": 0}]

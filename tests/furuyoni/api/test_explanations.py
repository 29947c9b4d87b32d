"""Issue 16 through the API: every ruling can be checked by a person holding the rulebook and the cards —
card readings, the prelude, an attack in progress, conditions that say what they read, option labels,
players named A/B, the finished duel's position, and a saved case keeping a final illegal ruling."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from flask.testing import FlaskClient

from referee import create_app
from tests.furuyoni.api.test_api import SLASH


@pytest.fixture
def client(tmp_path: Path) -> FlaskClient:
    return create_app({"TESTING": True, "DATA_DIR": str(tmp_path)}).test_client()


GUARD = {
    "id": "guard",
    "name": "Guard",
    "type": "action",
    "subtype": "reaction",
    "effects": [
        {"timing": "on_use", "op": "move", "source": "distance", "dest": "dust", "amount": 2,
         "condition": {"quantity": "self.concentration", "compare": ">=", "value": 2}},
    ],
}
BOOST = {"id": "boost", "name": "Boost", "type": "enhancement", "charge": 2,
         "effects": [{"timing": "while_deployed", "op": "modify_attack", "aura": 0, "life": 1}]}


def attack_case(**a_player: Any) -> dict[str, Any]:
    return {
        "state": {
            "distance": 4,
            "definitions": {"slash": SLASH, "guard": GUARD, "boost": BOOST},
            "cards": {
                "A:slash": {"card": "slash", "holder": 0},
                "A:boost": {"card": "boost", "holder": 0, "crystals": 2},
                "B:guard": {"card": "guard", "holder": 1},
            },
            "players": [{"hand": ["A:slash"], "enhancements": ["A:boost"], **a_player}, {"aura": 2, "hand": ["B:guard"]}],
        }
    }


USE_SLASH = {"type": "use_card", "player": 0, "card": "A:slash"}


def test_a_card_reads_what_the_engine_believes_it_does(client: FlaskClient) -> None:
    doc = client.get("/v1/cards/NA-01-yurina-O-N-2").json  # Brandish
    assert doc["reading"] == [
        {"text": "Always: while your life is 3 or less, this attack gets +1/+0.",
         "clauses": ["C 9-1-1-2", "C 10-3", "C 5-6", "C 5-5-4"]},
    ]
    slash = client.get("/v1/cards/NA-01-yurina-O-N-1").json["reading"]
    assert slash and "no effect beyond its facts" in slash[0]["text"]


def test_a_reading_names_other_cards_in_the_requested_language(client: FlaskClient) -> None:
    definition = {"id": "x", "name": "X", "type": "action",
                  "effects": [{"timing": "constant", "op": "use_as", "as_card": "NA-01-yurina-O-N-1"}]}
    said = {lang: client.post("/v1/card-reading", json={"definition": definition, "lang": lang}).json for lang in ("en", "ja")}
    assert "Slash" in said["en"]["reading"][0]["text"] and "斬" in said["ja"]["reading"][0]["text"]
    assert said["en"]["reading"][0]["clauses"] == ["C 9-1-1-2", "C 10-38"]


def test_an_inconsistent_definition_is_refused_not_read(client: FlaskClient) -> None:
    """The definition gets a position's checks (C 10-37: a distance limit is [X, Y]); found by the API fuzz."""
    definition = {"id": "x", "name": "X", "type": "attack", "range": [2], "aura_damage": 1, "life_damage": 1}
    bad = client.post("/v1/card-reading", json={"definition": {**definition, "distance_limit": [1]}})
    assert bad.status_code == 422 and bad.json["invariant"] == "card-definition" and bad.json["clause"] == "C 10-37"
    good = client.post("/v1/card-reading", json={"definition": {**definition, "distance_limit": [1, 3]}})
    assert good.status_code == 200 and "1-3" in good.json["reading"][0]["text"]


def test_a_card_without_an_english_name_has_a_romanised_one(client: FlaskClient) -> None:
    names = client.get("/v1/cards/NA-25-misora-O-S-1").json["names"]
    assert names["en"] is None and names["latin"] == "Mihatenuhate"


def test_the_prelude_reports_what_resolved_before_the_first_decision(client: FlaskClient) -> None:
    """A start-phase position: concentration (C 8-1-3 i), the enhancement's last crystal to the dust
    (ii) and its destruction (C 9-5) happen before anyone decides; they come back as the prelude."""
    pos = attack_case(enhancements=["A:boost"])
    pos["state"].update(step="start_phase", turn=5)
    pos["state"]["cards"]["A:boost"]["crystals"] = 1
    doc = client.post("/v1/adjudicate", json={"position": pos, "actions": []}).json
    clauses = [e["clause"] for e in doc["prelude"]]
    assert clauses[:3] == ["C 8-1", "C 8-1-1", "C 8-1-3"] and "C 9-5" in clauses
    assert doc["pending"]["kind"] == "reshuffle" and doc["rulings"] == []
    destroyed = next(e for e in doc["prelude"] if e["clause"] == "C 9-5")
    assert destroyed["names"] == {"Boost": "A:boost"}
    assert all("player 0" not in e["what"] for e in doc["prelude"])
    assert any("player A" in e["what"] for e in doc["prelude"])


def test_no_prelude_when_the_position_stops_at_once(client: FlaskClient) -> None:
    doc = client.post("/v1/adjudicate", json={"position": attack_case(), "actions": []}).json
    assert doc["prelude"] == []


def test_an_attack_in_progress_is_read_with_its_modifications(client: FlaskClient) -> None:
    doc = client.post("/v1/adjudicate", json={"position": attack_case(), "actions": [USE_SLASH]}).json
    assert doc["pending"]["kind"] == "reaction"
    [atk] = doc["readings"]["attacks"]
    assert (atk["source"], atk["card"], atk["attacker"]) == ("A:slash", "slash", 0)
    assert atk["printed_damage"] == [3, 1] and atk["damage"] == [3, 2]  # Boost: +0/+1 (C 10-3)
    assert atk["range"] == [3, 4] and atk["check_value"] == 4 and atk["in_range"] is True
    [mod] = atk["modifications"]
    assert (mod["source"], mod["card"], mod["text"], mod["applies"]) == ("A:boost", "boost", "gets +0/+1", True)
    assert "C 10-3" in mod["clauses"]


def test_no_attack_reading_between_resolutions(client: FlaskClient) -> None:
    doc = client.post("/v1/adjudicate", json={"position": attack_case(), "actions": []}).json
    assert doc["readings"]["attacks"] == []


def test_a_failed_condition_says_what_it_read(client: FlaskClient) -> None:
    doc = client.post("/v1/adjudicate", json={"position": attack_case(), "actions": [USE_SLASH]}).json
    doc = client.post("/v1/adjudicate", json={"position": doc["position"],
                                             "actions": [{"type": "use_card", "player": 1, "card": "B:guard"}]}).json
    said = [e["what"] for e in doc["rulings"][0]["events"]]
    assert "Guard: the condition does not hold (needs B's concentration 2 or more; it is 0): nothing happens" in said


def test_options_of_a_choice_say_what_each_does(client: FlaskClient) -> None:
    modal = {"id": "modal", "name": "Modal", "type": "action",
             "effects": [{"timing": "on_use", "op": "choose_one", "choices": [
                 [{"timing": "on_use", "op": "draw"}],
                 [{"timing": "on_use", "op": "move", "source": "distance", "dest": "self.aura", "amount": 1}]]}]}
    pos = {"state": {"definitions": {"modal": modal}, "cards": {"A:modal": {"card": "modal", "holder": 0}},
                     "players": [{"hand": ["A:modal"], "aura": 2}, {}]}}
    doc = client.post("/v1/adjudicate", json={"position": pos, "actions": [{"type": "use_card", "player": 0, "card": "A:modal"}]}).json
    detail = doc["pending"]["detail"]
    assert detail["1"] == "you draw 1 card" and detail["2"] == "move 1 crystal from the distance to your aura"


def test_the_finished_duel_is_the_position_returned(client: FlaskClient) -> None:
    pos = attack_case()
    pos["state"]["players"][1] = {"aura": 0, "life": 1}
    pos["state"]["cards"].pop("B:guard")
    doc = client.post("/v1/adjudicate", json={"position": pos, "actions": [USE_SLASH]}).json
    state = doc["position"]["state"]
    assert (state["step"], state["winner"], doc["position"]["answers"], doc["pending"]) == ("game_over", 0, [], None)
    again = client.post("/v1/adjudicate", json={"position": doc["position"], "actions": []})
    assert again.status_code == 200 and again.json["board"]["winner"] == 0  # it can be submitted again


def test_a_saved_case_keeps_its_final_illegal_action(client: FlaskClient) -> None:
    illegal = {"type": "end_phase", "player": 1}
    saved = client.post("/v1/rulings", json={"position": attack_case(), "actions": [USE_SLASH, illegal]}).json
    loaded = client.get(f"/v1/rulings/{saved['id']}").json
    assert loaded["actions"][-1] == illegal
    assert [r["legal"] for r in loaded["result"]["rulings"]] == [True, False]
    assert "player B" in loaded["result"]["rulings"][1]["reason"] or "C 9-4" in loaded["result"]["rulings"][1]["clauses"][0]
    assert len(saved["id"]) <= 20 and saved["url"] == f"/r/{saved['id']}"  # a short link

"""The referee adjudicates Monster Collection positions over HTTP (``/v1/games/monster-collection/…``),
the game contract's answers unchanged: a position inside a battle, an illegal answer ruled with the
clauses that forbid it, an inconsistent position refused naming its invariant and clause."""

from __future__ import annotations

import copy
import random
from pathlib import Path
from typing import Any

import pytest
from flask.testing import FlaskClient

from engine.monster_collection import api
from engine.monster_collection.driver import Session
from engine.monster_collection.game import GAME, play_random
from referee import create_app

Json = dict[str, Any]
BASE = "/v1/games/monster-collection"


@pytest.fixture
def client(tmp_path: Path) -> FlaskClient:
    return create_app({"TESTING": True, "DATA_DIR": str(tmp_path)}).test_client()


def mid_battle(seed: int = 0) -> Json:
    """A position of a random test-deck game whose decision is inside a battle (MC 8.3)."""
    rnd = random.Random(seed)
    session = Session(api.load_position(api.new_duel(GAME.sample_setup(seed))["position"]), trace=False)
    while session.pending is not None:
        if session.state.battle is not None:
            out: Json = api.dump(api.POSITION, session.position())
            return out
        play_random(session, rnd)
    raise AssertionError(f"the game of seed {seed} had no battle")


def test_a_position_mid_battle_is_adjudicated_over_http(client: FlaskClient) -> None:
    position = mid_battle()
    pending = client.post(f"{BASE}/legal-actions", json={"position": position}).json["pending"]
    assert pending is not None and pending["options"]
    answers = [pending["options"][-1]]
    r = client.post(f"{BASE}/adjudicate", json={"position": position, "actions": answers})
    assert r.status_code == 200, r.json
    assert r.json["game"] == "monster-collection"
    assert r.json["rulings"][0]["legal"] is True
    assert r.json == GAME.adjudicate(position, answers)  # the contract's answer, unchanged
    assert r.json["position"]["format"] == "monster-collection-position/1"


def test_an_illegal_answer_is_ruled_illegal_citing_its_clause_and_changes_nothing(client: FlaskClient) -> None:
    position = mid_battle(1)
    pending = client.post(f"{BASE}/legal-actions", json={"position": position}).json["pending"]
    wrong = {**pending["options"][0], "player": 1 - pending["player"]}  # not this player's decision
    r = client.post(f"{BASE}/adjudicate", json={"position": position, "actions": [wrong]})
    assert r.status_code == 200
    (ruling,) = r.json["rulings"]
    assert ruling["legal"] is False and ruling["clauses"]
    assert all(c in GAME.index() for c in ruling["clauses"])
    unchanged = client.post(f"{BASE}/adjudicate", json={"position": position, "actions": []}).json
    assert r.json["position"] == unchanged["position"] and r.json["pending"] == unchanged["pending"]


def test_an_inconsistent_position_is_refused_naming_its_invariant(client: FlaskClient) -> None:
    position = copy.deepcopy(mid_battle(2))
    state = position["state"]
    state["players"][0]["hand"].append(state["players"][0]["draw_pile"][0])  # one card in two zones
    r = client.post(f"{BASE}/adjudicate", json={"position": position, "actions": []})
    assert r.status_code == 422 and r.mimetype == "application/problem+json"
    assert r.json["invariant"] == "card-in-one-zone" and r.json["clause"] == "MC-5-1-1-1"


def test_a_view_over_http_hides_the_opponent_s_hand(client: FlaskClient) -> None:
    position = mid_battle(3)
    hand = position["state"]["players"][1]["hand"]
    r = client.post(f"{BASE}/view", json={"position": position, "player": 0})
    assert r.status_code == 200
    text = r.get_data(as_text=True)
    assert hand and not any(f'"{uid}"' in text for uid in hand)

"""Whole games and properties of the Monster Collection engine: random legal games with the test decks
to their end, JSON round trips and determinism, views that leak nothing, citations that name clauses
of the index, and refusals that name their invariant."""

from __future__ import annotations

import copy
import json
import random
from typing import Any

import pytest

from engine.monster_collection import api
from engine.monster_collection.board import adjacent, advance_range
from engine.monster_collection.driver import Session
from engine.monster_collection.game import GAME, play_random
from engine.monster_collection.view import hidden_uids, revealed_by

Json = dict[str, Any]
INDEX = GAME.index()


def test_random_games_end_without_failure() -> None:
    """Random legal games between the test decks, each position after every third answer written to JSON
    and read back, each game replayed at its end (``Game.random_games``)."""
    report = GAME.random_games(seeds=5, roundtrip_every=5)
    assert not report.failures, report.failures
    assert report.games == 5 and report.decisions > 0
    assert sum(report.detail["endings"].values()) == 5


def positions(seed: int, limit: int = 300, every: int = 1, battles_only: bool = False) -> list[tuple[Session, Json]]:
    """Every ``every``-th position along one random game (or those inside a battle): each with a session
    of its own, and its JSON."""
    rnd = random.Random(seed)
    session = Session(api.load_position(api.new_duel(GAME.sample_setup(seed))["position"]))
    found = []
    for n in range(limit):
        if session.pending is None:
            break
        if n % every == 0 and (session.state.battle is not None or not battles_only):
            found.append((Session(session.position()), api.dump(api.POSITION, session.position())))
        play_random(session, rnd)
    return found


def test_cited_clauses_are_clauses_of_the_index() -> None:
    """Every clause a ruling, an event or a decision cites is a clause of the edition's index."""
    cited: set[str] = set()
    for seed in range(4):
        rnd = random.Random(seed)
        session = Session(api.load_position(api.new_duel(GAME.sample_setup(seed))["position"]))
        while session.pending is not None:
            cited.add(session.pending.clause)
            ruling = play_random(session, rnd)
            cited.update(ruling.clauses)
            cited.update(e.clause for e in ruling.events)
    unknown = sorted(c for c in cited if c not in INDEX)
    assert not unknown, unknown
    assert len(cited) > 60


def test_adjudication_is_deterministic_and_positions_resume() -> None:
    """The same position and answers give byte-identical answers; a returned position, submitted again,
    asks the same decision."""
    for _, position in positions(7, every=25):
        pending = GAME.legal_actions(position)["pending"]
        if pending is None:
            continue
        actions = [pending["options"][0]]
        first = json.dumps(GAME.adjudicate(position, actions), sort_keys=True)
        second = json.dumps(GAME.adjudicate(copy.deepcopy(position), actions), sort_keys=True)
        assert first == second
        resumed = json.loads(first)["position"]
        assert GAME.legal_actions(resumed)["pending"] == json.loads(first)["pending"]


def test_positions_mid_battle_round_trip() -> None:
    """A position inside a battle (the advance's answers since the stable position) is plain JSON that
    resumes the battle where it stood."""
    seen = 0
    for seed in range(2):
        for session, position in positions(seed, limit=200, battles_only=True)[:12]:
            again = api.load_position(json.loads(json.dumps(position)))
            resumed = Session(again)
            assert resumed.pending == session.pending
            assert resumed.state.battle == session.state.battle
            seen += 1
    assert seen > 0


def test_views_leak_nothing_hidden() -> None:
    """No uid a player may not see appears anywhere in that player's view (MC 4.11, 5.1)."""
    for seed in (1, 2):
        for session, position in positions(seed, every=20):
            for viewer in (0, 1):
                text = json.dumps(GAME.view(position, viewer))
                shown = revealed_by(session.pending)  # MC 12.1.1.2.2: a terrain card being placed is revealed
                leaked = [u for u in hidden_uids(session.state, viewer, shown) if f'"{u}"' in text]
                assert not leaked, (viewer, leaked[:3])


def test_the_pending_options_are_shown_to_the_decider_only() -> None:
    position = api.new_duel(GAME.sample_setup(3))["position"]
    pending = GAME.legal_actions(position)["pending"]
    mine = GAME.view(position, pending["player"])["pending"]
    theirs = GAME.view(position, 1 - pending["player"])["pending"]
    assert "options" in mine and "options" not in theirs
    assert theirs["kind"] == pending["kind"]


@pytest.mark.parametrize(
    ("edit", "invariant", "clause"),
    [
        (lambda s: s["players"][0]["hand"].append(s["players"][0]["draw_pile"][0]), "card-in-one-zone", "MC-5-1-1-1"),
        (lambda s: s.update(turn=0), "turn", "MC-7-1-1"),
        (lambda s: s.update(active=1 - s["active"]), "active-player", "MC-7-1-2-1"),
        (lambda s: s["battlefield"][0].update(area="a1"), "headquarters", "MC-6-1-1-5"),
        (lambda s: s.update(same_turns=6), "same-situation", "MC-1-2-4-1"),
    ],
)
def test_inconsistent_positions_are_refused_naming_their_invariant(edit: Any, invariant: str, clause: str) -> None:
    position = api.new_duel(GAME.sample_setup(4))["position"]
    edit(position["state"])
    with pytest.raises(Exception) as caught:
        GAME.legal_actions(position)
    problem = GAME.refusal(caught.value)
    assert problem is not None and problem["invariant"] == invariant and problem["clause"] == clause


def test_malformed_input_is_refused_not_crashed() -> None:
    for bad in ({"format": "furuyoni-position/1", "state": {}}, {"state": {"battlefield": [{"area": "d9"}]}}):
        with pytest.raises(Exception) as caught:
            GAME.legal_actions(bad)
        problem = GAME.refusal(caught.value)
        assert problem is not None and problem["status"] == 422


def test_an_illegal_answer_changes_nothing_and_cites_clauses() -> None:
    position = api.new_duel(GAME.sample_setup(5))["position"]
    pending = GAME.legal_actions(position)["pending"]
    wrong = {"type": "advance_unit", "player": pending["player"], "unit": "A:nothing", "to": "b2"}
    result = GAME.adjudicate(position, [wrong])
    (ruling,) = result["rulings"]
    assert ruling["legal"] is False and ruling["clauses"]
    assert all(c in INDEX for c in ruling["clauses"])
    assert result["position"]["state"] == GAME.adjudicate(position, [])["position"]["state"]


def test_advance_ranges_nest_and_adjacency_is_orthogonal() -> None:
    """MC 2.1.19.2, 5.1.2.18: walking ⊂ flying ⊂ long-range flying; adjacency is the walking range."""
    for area in ("a1", "b2", "c4", "b3"):
        walk = set(advance_range(area, ("walking",)))
        fly = set(advance_range(area, ("flying",)))
        far = set(advance_range(area, ("long_range_flying",)))
        assert walk == set(adjacent(area))
        assert walk < fly < far or (walk <= fly <= far)
    assert set(advance_range("b2", ("long_range_flying",))) >= {"b4", "a1", "c3"}
    assert "b4" not in advance_range("b2", ("flying",))

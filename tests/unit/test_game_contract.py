"""Every registered game keeps the contract (``engine.contract``): the generic tools rely on these shapes."""

from __future__ import annotations

import json
import random
import re

import pytest

from engine.games import UnknownGame, game_ids, get_game

GAMES = game_ids()


def test_unknown_game() -> None:
    with pytest.raises(UnknownGame):
        get_game("no-such-game")


@pytest.mark.parametrize("game_id", GAMES)
def test_identity_and_editions(game_id: str) -> None:
    game = get_game(game_id)
    assert game.id == game_id
    assert game.default_edition in {e.id for e in game.editions}
    index = game.index()
    assert index.edition == game.default_edition
    assert len(index) > 0 and index.testable()
    pattern = re.compile(game.clause_scheme.pattern)
    assert pattern.fullmatch(game.clause_scheme.example_id)
    bad = [c.id for c in index if not pattern.fullmatch(c.id)]
    assert not bad, f"clause ids outside the game's scheme: {bad[:5]}"
    assert index.cite(game.clause_scheme.example_id) == game.clause_scheme.example_citation


@pytest.mark.parametrize("game_id", GAMES)
def test_a_duel_through_the_json_functions(game_id: str) -> None:
    """New duel, the pending decision, a legal answer and an illegal one, a view: the shared shapes."""
    game = get_game(game_id)
    duel = game.new_duel(game.sample_setup(3))
    assert {"edition", "engine", "pending", "position", "board"} <= set(duel)
    position = duel["position"]
    assert str(position["format"]).startswith(f"{game_id}-position/")
    pending = game.legal_actions(position)["pending"]
    assert {"kind", "player", "clause", "options"} <= set(pending) and pending["options"]
    option = random.Random(0).choice(pending["options"])
    assert {"type", "player"} <= set(option)
    result = game.adjudicate(position, [option])
    assert result["game"] == game_id
    (ruling,) = result["rulings"]
    assert ruling["legal"] is True and {"action", "clauses", "reason", "events", "pending"} <= set(ruling)
    wrong_player = {**option, "player": 1 - pending["player"]}
    (refused,) = game.adjudicate(position, [wrong_player])["rulings"]
    assert refused["legal"] is False and refused["clauses"]
    for player in (0, 1):
        view = game.view(position, player)
        assert {"board", "pending"} <= set(view)
    # the position is plain JSON and resumes identically
    again = json.loads(json.dumps(result["position"]))
    assert game.legal_actions(again)["pending"] == result["pending"]


@pytest.mark.parametrize("game_id", GAMES)
def test_bad_input_is_refused_not_crashed(game_id: str) -> None:
    game = get_game(game_id)
    for bad in ({"format": "nonsense"}, {"state": 3}):
        with pytest.raises(Exception) as caught:
            game.legal_actions(bad)
        problem = game.refusal(caught.value)
        assert problem is not None, f"{type(caught.value).__name__} is not a refusal"
        assert 400 <= problem["status"] < 500 and problem["title"] and problem["detail"]


@pytest.mark.parametrize("game_id", GAMES)
def test_models_round_trip(game_id: str) -> None:
    game = get_game(game_id)
    position = game.new_duel(game.sample_setup(5))["position"]
    model = game.load_position(position)
    assert game.dump_position(model) == position
    session = game.session(model, trace=False)
    assert session.pending is not None
    action = session.pending.options[0]
    assert game.load_action(game.dump_action(action)) == action
    assert session.apply(action).legal


@pytest.mark.parametrize("game_id", GAMES)
def test_mutants_and_bench_case(game_id: str) -> None:
    game = get_game(game_id)
    index = game.index()
    mutants = game.mutants()
    assert mutants
    for name, mutant in mutants.items():
        assert mutant.name == name and mutant.mistake
        assert mutant.clause in index, f"mutant {name} names no clause of the index: {mutant.clause}"
    position, actions = game.bench_case()
    result = game.adjudicate(position, actions)
    assert all(r["legal"] for r in result["rulings"])

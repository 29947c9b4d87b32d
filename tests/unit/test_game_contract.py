"""Every registered game keeps the contract (``engine.contract``): the generic tools rely on these shapes."""

from __future__ import annotations

import json
import random
import re
from typing import Any

import pytest

from engine.contract import Json
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


# --- the optional capabilities, where a game offers them ----------------------------------------------


@pytest.mark.parametrize("game_id", GAMES)
def test_the_served_answers_are_the_json_answers(game_id: str) -> None:
    """``Serves``: the fast path answers exactly what the JSON functions answer."""
    from engine.contract import Serves
    from referee.schemas import bodies

    game = get_game(game_id)
    if not isinstance(game, Serves):
        pytest.skip(f"{game_id} does not offer the served path")
    b = bodies(game_id)
    setup = game.sample_setup(4)
    duel = game.new_duel(setup)
    position = duel["position"]
    option = game.legal_actions(position)["pending"]["options"][0]

    def served(operation: Any, body: Json) -> Json:
        answer = game.serve(operation, b[f"{operation}-request"].model_validate(body))
        return json.loads(answer) if isinstance(answer, bytes) else answer

    assert served("new-duel", setup) == duel
    assert served("legal-actions", {"position": position}) == game.legal_actions(position)
    assert served("view", {"position": position, "player": 1}) == game.view(position, 1)
    assert served("adjudicate", {"position": position, "actions": [option]}) == game.adjudicate(position, [option])


@pytest.mark.parametrize("game_id", GAMES)
def test_the_other_capabilities_answer(game_id: str) -> None:
    from engine.contract import Documents, HasRoutes, OffersChoices

    game = get_game(game_id)
    if isinstance(game, HasRoutes):
        paths = [r.path for r in game.routes()]
        assert len(paths) == len(set(paths)) and all(re.fullmatch(r"[a-z][a-z0-9-]*", p) for p in paths)
    if isinstance(game, OffersChoices):
        assert isinstance(game.new_duel_choices(), dict)
    if isinstance(game, Documents):
        docs = game.docs()
        known = frozenset(c.id for c in game.index())
        example = game.clause_scheme.example_citation
        assert [t.ref for t in docs.tokens(f"see {example}", known) if t.kind == "clause"] == [
            game.clause_scheme.example_id
        ]

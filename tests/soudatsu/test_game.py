"""奏奪 beyond the scenarios: the clause index and its coverage by the feature files, random games to the
end, views, refusals of bad input."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from engine.games import get_game
from engine.soudatsu import api, testdecks
from engine.soudatsu.editions.ja_basic import load_clause_index

ROOT = Path(__file__).resolve().parents[2]
GAME = get_game("soudatsu")
INDEX = load_clause_index()
RULES = ROOT.parent / "shared" / "rules" / "004_b9ae4b7b96e33a4b.txt"
TAG = re.compile(r"@clause:(\S+)")


def tagged_clauses() -> dict[str, int]:
    """Clause id -> how many Scenario blocks carry its tag (on the scenario itself or its Rule)."""
    counts: dict[str, int] = {}
    for path in (ROOT / "features" / "soudatsu").rglob("*.feature"):
        pending: list[str] = []
        rule: list[str] = []
        for line in path.read_text(encoding="utf-8").splitlines():
            text = line.strip()
            if text.startswith("@"):
                pending += TAG.findall(text)
            elif text.startswith("Rule:"):
                rule, pending = pending, []
            elif text.startswith(("Scenario:", "Scenario Outline:")):
                for cid in set(pending + rule):
                    counts[cid] = counts.get(cid, 0) + 1
                pending = []
    return counts


# --- the clause index -----------------------------------------------------------------------------------


def test_every_testable_clause_has_scenarios() -> None:
    """Coverage: each testable rule is exemplified by scenarios (pairs, where the rule holds and where
    it stops), and every tag names a clause of the index."""
    counts = tagged_clauses()
    unknown = sorted(set(counts) - {c.id for c in INDEX})
    assert not unknown, f"tags naming no clause: {unknown}"
    thin = {c.id: counts.get(c.id, 0) for c in INDEX.testable() if counts.get(c.id, 0) < 2}
    assert not thin, f"testable clauses with fewer than two scenarios: {thin}"


def test_the_index_mirrors_the_document() -> None:
    ids = [c.id for c in INDEX]
    assert ids[0] == "SD-errata" and "SD-guide-7-2-1" in ids and "SD-detail-loyalist-5" in ids
    pattern = re.compile(GAME.clause_scheme.pattern)
    assert all(pattern.fullmatch(c.id) for c in INDEX)
    assert all(c.parent is None or c.parent in INDEX for c in INDEX)
    assert INDEX["SD-guide-7-2-3"].kind == "D" and INDEX["SD-guide-7-2-3"].decision
    assert sum(1 for c in INDEX if c.decision) >= 25


@pytest.mark.skipif(not RULES.is_file(), reason="the shared rules folder is not beside the repository")
def test_the_generated_index_is_up_to_date() -> None:
    run = subprocess.run(
        [sys.executable, "tools/build_clause_index_soudatsu.py", "--check", "--rules", str(RULES)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert run.returncode == 0, run.stdout + run.stderr


def test_the_builder_splits_sentences_outside_brackets() -> None:
    sys.path.insert(0, str(ROOT / "tools"))
    try:
        from build_clause_index_soudatsu import BuildError, sentences
    finally:
        sys.path.pop(0)
    assert sentences("一。「二。三」の四。(五。)六。") == ["一。", "「二。三」の四。", "(五。)六。"]
    with pytest.raises(BuildError):
        sentences("一。残り")


# --- random games ---------------------------------------------------------------------------------------


def test_random_games_end_without_a_failure() -> None:
    report = GAME.random_games(seeds=12)
    assert report.failures == []
    assert report.games == 12 and report.decisions > 12 * 20


def test_random_games_report_a_broken_property() -> None:
    """The property checks bite: with cards leaking out of the zones, every game fails."""
    with GAME.mutants()["set-aside-lost"].applied():
        report = GAME.random_games(seeds=8)
    assert len(report.failures) >= 1


# --- views ----------------------------------------------------------------------------------------------


def _play(seed: int, decisions: int) -> dict[str, Any]:
    import random

    from engine.soudatsu.driver import Session

    session = Session(api.load_position(api.new_duel(testdecks.setup(seed))["position"]))
    rnd = random.Random(seed)
    for _ in range(decisions):
        assert session.pending is not None
        session.apply(rnd.choice(session.pending.options))
    position: dict[str, Any] = api.dump(api.POSITION, session.position())
    return position


def test_a_view_hides_the_opponents_hand_the_decks_and_face_down_resonances() -> None:
    position = {
        "format": "soudatsu-position/1",
        "state": {
            "step": "main",
            "turn": 3,
            "definitions": {k: testdecks.POOL[k] for k in ("militia", "ward", "knight")},
            "cards": {
                "A:militia": {"card": "militia", "owner": 0},
                "A:knight": {"card": "knight", "owner": 0},
                "B:ward": {"card": "ward", "owner": 1, "set_turn": 2},
                "B:militia": {"card": "militia", "owner": 1},
                "B:knight": {"card": "knight", "owner": 1},
            },
            "players": [
                {"hand": ["A:militia"], "deck": ["A:knight"]},
                {"face_down": ["B:ward"], "hand": ["B:militia"], "deck": ["B:knight"]},
            ],
        },
    }
    seen_by_a = json.dumps(GAME.view(position, 0))
    for hidden in ("B:ward", "B:militia", "B:knight", "A:knight", '"ward"'):
        assert hidden not in seen_by_a, hidden
    assert "A:militia" in seen_by_a
    board = GAME.view(position, 0)["board"]
    assert board["players"][1]["face_down"] == [{"face_down": True, "set_turn": 2}]
    assert board["players"][1]["hand"] == 1 and board["players"][0]["deck"] == 1
    seen_by_b = json.dumps(GAME.view(position, 1))
    assert "B:ward" in seen_by_b and "A:militia" not in seen_by_b


def test_only_the_decider_sees_the_cards_foresight_looks_at() -> None:
    duel = api.new_duel({**testdecks.setup(4), "first": 0})
    position = duel["position"]
    for _ in range(2):  # both keep their hands: the second player foresees
        pending = GAME.legal_actions(position)["pending"]
        position = GAME.adjudicate(position, [{"type": "keep_hand", "player": pending["player"]}])["position"]
    pending = GAME.legal_actions(position)["pending"]
    assert pending["kind"] == "foresee" and pending["player"] == 1
    top = pending["detail"]["top"]
    assert top in json.dumps(GAME.view(position, 1)["pending"])
    assert top not in json.dumps(GAME.view(position, 0))
    assert "options" not in GAME.view(position, 0)["pending"]


def test_views_of_random_positions_leak_nothing() -> None:
    from engine.soudatsu.randomgames import check_views

    for seed in range(3):
        position = _play(seed, 30)
        session = GAME.session(GAME.load_position(position))
        check_views(position, session.state, session.pending.player if session.pending else None)


# --- bad input ------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("change", "invariant"),
    [
        (lambda s: s["players"][0]["hand"].append("A:militia"), "card-zone"),
        (lambda s: s["players"][1]["hand"].append(s["players"][0]["deck"].pop()), "card-owner"),
        (lambda s: s["players"][0].update(life=0), "life"),
        (lambda s: s.update(edition="ko-2025-01-31"), "edition"),
        (lambda s: s["definitions"]["militia"].update(health=0), "card-definition"),
        (lambda s: s["definitions"]["volley"].update(effects=[]), "card-definition"),
    ],
)
def test_inconsistent_positions_are_refused_naming_their_invariant(change: Any, invariant: str) -> None:
    duel = api.new_duel({**testdecks.setup(1), "first": 0})
    position = json.loads(json.dumps(duel["position"]))
    state = position["state"]
    state["cards"].setdefault("A:militia", {"card": "militia", "owner": 0})
    if "A:militia" not in [u for ps in state["players"] for z in ps.values() if isinstance(z, list) for u in z]:
        state["players"][0]["deck"].append("A:militia")
    change(state)
    with pytest.raises(Exception) as caught:
        GAME.legal_actions(position)
    problem = GAME.refusal(caught.value)
    assert problem is not None and problem["invariant"] == invariant, problem
    assert problem["clause"] in INDEX or problem["clause"] == "SD-guide", problem


def test_malformed_input_is_refused() -> None:
    for bad in ({"format": "furuyoni-position/1", "state": {}}, {"state": {"players": 3}}, []):
        with pytest.raises(Exception) as caught:
            GAME.legal_actions(bad)  # type: ignore[arg-type]
        problem = GAME.refusal(caught.value)
        assert problem is not None and problem["status"] == 422


def test_an_answer_that_is_no_legal_answer_refuses_the_position() -> None:
    position = _play(2, 5)
    position["answers"].append({"type": "end_turn", "player": 1 - position["state"]["active"]})
    with pytest.raises(Exception) as caught:
        GAME.legal_actions(position)
    problem = GAME.refusal(caught.value)
    assert problem is not None and problem["invariant"] == "answers"


def test_same_position_and_actions_give_byte_identical_results() -> None:
    position, actions = GAME.bench_case()
    first = json.dumps(GAME.adjudicate(position, actions), sort_keys=True)
    assert first == json.dumps(GAME.adjudicate(position, actions), sort_keys=True)
    assert all(r["legal"] for r in json.loads(first)["rulings"])


def _perturb(doc: Any, rnd: Any) -> Any:
    """One random change somewhere in a JSON document: a value replaced, a key dropped, a list item moved."""
    if isinstance(doc, dict) and doc:
        key = rnd.choice(sorted(doc))
        roll = rnd.random()
        if roll < 0.15:
            return {k: v for k, v in doc.items() if k != key}
        if roll < 0.5 or not isinstance(doc[key], (dict, list)):
            pool = [0, 1, -1, 2, 7, 10**9, "A:militia", "B:ward", "opponent", None, True, [], {}, "main", "skull"]
            return {**doc, key: rnd.choice(pool)}
        return {**doc, key: _perturb(doc[key], rnd)}
    if isinstance(doc, list) and doc:
        i = rnd.randrange(len(doc))
        if rnd.random() < 0.3:
            return doc[:i] + doc[i + 1 :]
        return [*doc[:i], _perturb(doc[i], rnd), *doc[i + 1 :]]
    return doc


def test_damaged_input_is_answered_or_refused_never_crashes() -> None:
    """Fuzzing the JSON functions: a position or action changed at random is either answered or refused
    with a problem document; no other exception escapes (ARCHITECTURE decision 8)."""
    import random

    rnd = random.Random(17)
    answered = refused = 0
    for seed in range(4):
        position = _play(seed, 25)
        options = GAME.legal_actions(position)["pending"]["options"]
        for _ in range(150):
            bad = _perturb(position, rnd) if rnd.random() < 0.7 else position
            action = _perturb(rnd.choice(options), rnd)
            try:
                GAME.adjudicate(bad, [action])
                GAME.view(bad, rnd.choice([0, 1]))
                answered += 1
            except Exception as exc:
                assert GAME.refusal(exc) is not None, f"{type(exc).__name__}: {exc}"
                refused += 1
    assert answered and refused

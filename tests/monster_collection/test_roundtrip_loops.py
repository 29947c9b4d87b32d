"""Perpetual loops a player can stop (MC 16.1.1.2-3) and the stateless referee: a position written at any
decision and read back plays on exactly as the game played in one process.

What a loop knows — the counts declared, the run in progress, the stop, the bar on choosing it again — is
``procedures.effects.LoopWatch``, a local of the check step (``play_waiting``), not a field of the
position. That is sound because a position is "the state at the start of a step, and the answers since"
(driver.py, design (b)): a check step lives inside one step, so a decision pending in the middle of a loop
(an optional effect's choice, a count to declare) is written as the step's starting state plus every answer
given in it, and reading it back replays the step — the loop's watch is rebuilt from the same answers. These
tests hold the engine to that: they play loops of 16.1.1.2 and 16.1.1.3 through all their decisions (the
counts, the choices, the stop, a later choice the bar declines) and, at every decision, write the position
to JSON, read it back and go on with the copy, comparing each answer's events and each next decision with
the game played in one process; the same through ``api.adjudicate`` on JSON documents (as the service and
the JSON-lines adapter receive them)."""

from __future__ import annotations

from typing import Any

import pytest

from engine.monster_collection import api
from engine.monster_collection.driver import Session
from engine.monster_collection.model import Action, Position
from tests.monster_collection.steps.dsl import card
from tests.monster_collection.steps.table import FORMAT, base_state

Json = dict[str, Any]

CARDS = [  # the test cards of features/monster-collection/16-other-rules/16-1-loops-players-stop.feature
    {"id": "sprite", "ability": "auto on battle_start battle enemy_party: damage 0"
                                "|auto on damaged battle enemy_party: may damage 0"},
    {"id": "imp", "ability": "auto on battle_start battle enemy_party: damage 0"
                             "|auto on damaged battle enemy_party: damage 0"},
    {"id": "echo", "ability": "auto on damaged battle enemy_party: may damage 0"},
    {"id": "twin", "ability": "auto on battle_start battle enemy_party: damage 0"
                              "|auto on damaged battle enemy_party: may attack +1 if race dragon; damage 0"},
]  # fmt: skip


def loop_position(a_unit: str, b_unit: str) -> Json:
    """A's main phase, A's ``a_unit`` on A's plains at b2, B's ``b_unit`` on B's plains at b3, seed 1."""
    state = base_state("main", 0, 3)
    for c in CARDS:
        row = {"id": c["id"], "type": "unit", "level": "1", "attack": "1", "defence": "9", "advance": "walking",
               "ability": c["ability"], "limit": ""}  # fmt: skip
        state["definitions"][c["id"]] = card(row)
    state["definitions"]["plains"] = card({"id": "plains", "type": "terrain", "limit": "8"})
    for p, prefix, area, unit in ((0, "A", "b2", a_unit), (1, "B", "b3", b_unit)):
        state["cards"][f"{prefix}:plains"] = {"card": "plains", "owner": p}
        state["cards"][f"{prefix}:{unit}"] = {"card": unit, "owner": p}
        state["battlefield"].append(
            {"area": area, "card": f"{prefix}:plains", "placed_by": p, "kind": "card", "units": [{"card": f"{prefix}:{unit}"}]}
        )
    state["battlefield"].sort(key=lambda t: t["area"])
    state["rng"] = 1
    return {"format": FORMAT, "state": state, "answers": []}


def policy(counts: dict[int, int], applies: dict[int, int]) -> Any:
    """The answers: A advances its unit to b3; each player declares ``counts[p]`` runs, applies its
    optional effects ``applies[p]`` times when asked (then declines), and otherwise gives the first option
    (done, the formation as it stands, pass)."""
    asked: dict[int, int] = {0: 0, 1: 0}

    def answer(session: Session) -> Json:
        d = session.pending
        assert d is not None
        options = [api.dump(api.ACTION, o) for o in d.options]
        if d.kind == "main":
            return next(o for o in options if o["type"] == "advance")
        if d.kind == "advance":
            move = [o for o in options if o["type"] == "advance_unit" and o["to"] == "b3"]
            return move[0] if move else next(o for o in options if o["type"] == "done")
        if d.kind == "loop_count":
            return next(o for o in options if o["n"] == counts[d.player])
        if d.kind == "optional":
            asked[d.player] += 1
            return next(o for o in options if o["apply"] == (asked[d.player] <= applies[d.player]))
        return next(o for o in options if o["type"] not in ("concede",))

    return answer


def decision(session: Session) -> Json | None:
    return None if session.pending is None else api.dump(api.DECISION, session.pending)


def play(position: Json, counts: dict[int, int], applies: dict[int, int], *, limit: int = 80) -> list[Json]:
    """Play in one process, and in step a copy read back from JSON at every decision; returns the
    in-process transcript (each answer with its events and the decision after it)."""
    answer = policy(counts, applies)
    alone = Session(api.load_position(position), trace=True)
    copy_ = Session(api.load_position(position), trace=True)
    doc = position
    transcript: list[Json] = []
    for n in range(limit):
        if alone.pending is None or (alone.pending.kind == "main" and n > 0):
            break
        action: Json = answer(alone)
        parsed: Action = api.ACTION.validate_python(action)
        ruling = alone.apply(parsed)
        assert ruling.legal, ruling.reason
        # the copy: written to JSON, read back, the same answer given
        data = api.POSITION.dump_json(copy_.position())
        again = Session(api.POSITION.validate_json(data), trace=True)
        assert api.POSITION.dump_json(again.position()) == data, f"decision {n + 1} did not round-trip"
        if transcript:
            assert decision(again) == transcript[-1]["next"], f"decision {n + 1}: the copy is asked something else"
        ruled = again.apply(parsed)
        assert ruled.legal, f"decision {n + 1}: the copy refused {action}: {ruled.reason}"
        assert ruled.events == ruling.events, f"decision {n + 1}: the copy's events differ"
        assert decision(again) == decision(alone), f"decision {n + 1}: the next decision differs"
        copy_ = again
        # the service's way: the JSON document and the answer, adjudicated from scratch
        served = api.adjudicate(doc, [action], trace=True)
        assert [r["legal"] for r in served["rulings"]] == [True]
        doc = served["position"]
        assert doc == api.dump(api.POSITION, alone.position()), f"decision {n + 1}: api.adjudicate differs"
        transcript.append({"action": action, "events": [e.what for e in ruling.events], "next": decision(alone)})
    return transcript


def said(transcript: list[Json], text: str) -> int:
    return sum(text in what for step in transcript for what in step["events"])


def test_a_loop_one_player_stops_plays_the_same_after_a_json_round_trip_at_every_decision() -> None:
    # MC 16.1.1.2: only B may decline (A's imp must answer); B declares 3 runs and always applies. The loop
    # shows in each check step that fires damage 0 (the battle's start, each attack): each is its own.
    t = play(loop_position("imp", "echo"), {1: 3}, {0: 0, 1: 99})
    assert said(t, "player 1 declares that the loop runs 3 times") >= 1
    assert said(t, "player 1 stops the perpetual loop") >= 1, "the count never ran out: the stop was not reached"
    assert t[-1]["next"] is not None and t[-1]["next"]["kind"] == "main", "the advance did not end"


def test_a_loop_both_players_can_stop_plays_the_same_after_a_json_round_trip_at_every_decision() -> None:
    # MC 16.1.1.3: A's sprite and B's echo both may decline; A declares 2, B 4: A stops it
    t = play(loop_position("sprite", "echo"), {0: 2, 1: 4}, {0: 99, 1: 99})
    assert said(t, "player 0 declares that the loop runs 2 times") >= 1
    assert said(t, "player 1 declares that the loop runs 4 times") >= 1
    assert said(t, "player 0 stops the perpetual loop") >= 1


def test_the_bar_on_choosing_the_loop_again_plays_the_same_after_a_json_round_trip() -> None:
    # MC 16.1.1.3: the twin's choice is no way out; A declares 2, B 5: once A stops it, B is barred
    t = play(loop_position("twin", "echo"), {0: 2, 1: 5}, {0: 99, 1: 99})
    assert said(t, "player 0 stops the perpetual loop") >= 1
    assert said(t, "player 1 may not choose the loop again from its state") >= 1


@pytest.mark.parametrize("counts", [{0: 1, 1: 1}, {0: 5, 1: 2}, {0: 3, 1: 3}])
def test_counts_either_way_round_trip(counts: dict[int, int]) -> None:
    t = play(loop_position("sprite", "echo"), counts, {0: 99, 1: 99})
    assert said(t, "stops the perpetual loop") >= 1


def test_the_position_is_a_step_start_plus_answers() -> None:
    """What makes the round trip sound: mid-loop, the written position is the state before the advance and
    the answers since — no loop field to carry."""
    session = Session(api.load_position(loop_position("imp", "echo")), trace=True)
    answer = policy({1: 3}, {0: 0, 1: 99})
    while session.pending is not None and session.pending.kind != "loop_count":
        assert session.apply(api.ACTION.validate_python(answer(session))).legal
    assert session.pending is not None and session.pending.kind == "loop_count"
    written: Position = session.position()
    assert written.state.battle is None and written.state.step == "main"
    assert written.answers, "a decision in the middle of a step is written as the answers since the step began"

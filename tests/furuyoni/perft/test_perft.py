"""perft (referee/perft.py): the reference counts of docs/perft.md recomputed, the definition's edge
cases, the JSON path agreeing with the in-process one, and a divergence found at the right node."""

from __future__ import annotations

import json
import random
import re
from pathlib import Path
from typing import Any

import pytest

from engine.games import get_game
from referee.cli import main
from referee.implementations import open_implementation
from referee.perft import perft, perft_counts

HERE = Path(__file__).parent
REFERENCE = json.loads((HERE / "reference.json").read_text(encoding="utf-8"))
GAME = get_game(REFERENCE["game"])
POSITIONS = {p["name"]: p for p in REFERENCE["positions"]}


def position(name: str) -> dict[str, Any]:
    doc: dict[str, Any] = json.loads((HERE / POSITIONS[name]["file"]).read_text(encoding="utf-8"))
    return doc


@pytest.mark.parametrize("name", list(POSITIONS))
def test_reference_counts(name: str) -> None:
    """Depths 1-4 of each reference position, as published in docs/perft.md. A rules change that
    moves a count must update the table and say why in its commit."""
    counts = perft_counts(GAME, position(name), 4)
    assert counts == [perft(GAME, position(name), d).nodes for d in (1, 2)] + counts[2:]
    assert counts == POSITIONS[name]["counts"], f"{name}: perft 1-4 = {counts}"


@pytest.mark.parametrize("name", list(POSITIONS))
def test_the_reference_positions_ask_the_recorded_decision(name: str) -> None:
    pending = GAME.legal_actions(position(name))["pending"]
    assert {k: pending[k] for k in ("kind", "player", "clause")} == POSITIONS[name]["decision"]


def test_the_docs_publish_the_same_table() -> None:
    text = (HERE.parents[2] / "docs" / "perft.md").read_text(encoding="utf-8")
    for name, entry in POSITIONS.items():
        row = re.search(rf"^\| `{re.escape(entry['file'])}` \|.*$", text, re.M)
        assert row, f"docs/perft.md has no row for {entry['file']}"
        numbers = [int(n.replace(",", "")) for n in re.findall(r"\|\s*([\d,]+)\s*(?=\|)", row.group(0))]
        assert numbers[-4:] == entry["counts"], f"{name}: the docs say {numbers[-4:]}"


def test_divide_adds_up_and_lists_every_answer() -> None:
    result = perft(GAME, position("main-phase"), 2, divide=True)
    options = GAME.legal_actions(position("main-phase"))["pending"]["options"]
    assert [a for a, _ in result.divide] == options
    assert sum(n for _, n in result.divide) == result.nodes == POSITIONS["main-phase"]["counts"][1]


def test_depth_zero_and_a_finished_game_count_one() -> None:
    """A finished game is a leaf: every depth counts it once; depth 0 is the empty sequence."""
    duel = GAME.new_duel(GAME.sample_setup(2))
    session = GAME.session(GAME.load_position(duel["position"]), trace=False)
    rnd = random.Random(0)
    while session.pending is not None:
        session.apply(rnd.choice(session.pending.options))
    over = GAME.dump_position(session.position())
    assert [perft(GAME, over, d).nodes for d in (0, 1, 3)] == [1, 1, 1]
    assert perft(GAME, position("opening"), 0).nodes == 1


def test_the_json_functions_walk_the_same_tree() -> None:
    """Our engine through the in-process adapter (JSON in and out, every position validated) has the
    same options at every node as the Session walk (trusted positions)."""
    impl = open_implementation("inprocess", GAME.id)
    result = perft(GAME, position("late-main-phase"), 3, impl=impl)
    assert result.divergence is None
    assert result.nodes == POSITIONS["late-main-phase"]["counts"][2]


def test_a_mutant_diverges_at_the_first_wrong_node() -> None:
    """aura-damage-choosable-when-short lets the defender take an attack's damage on an Aura too small
    for it (C 5-8-3-2). Declining the reaction: our engine puts the damage on Life without asking and
    goes on to the order of two simultaneous effects (C 5-5); the mutant asks a damage choice. The
    walk stops there, one answer in, with both decisions and the options only each side has."""
    impl = open_implementation("mutant:aura-damage-choosable-when-short", GAME.id)
    result = perft(GAME, position("reaction"), 4, impl=impl)
    d = result.divergence
    assert d is not None and result.nodes is None
    doc = d.as_json()
    assert doc["depth"] == 1 and doc["path"] == [{"player": 1, "type": "decline"}]
    assert doc["decision"] == {"kind": "order", "player": 0, "clause": "C 5-5"}
    assert doc["their_decision"] == {"kind": "damage", "player": 1, "clause": "C 5-8-3-2"}
    assert sorted(o["side"] for o in doc["only_theirs"]) == ["aura", "life"]
    assert doc["only_ours"] == doc["ours"] and all(o["type"] == "choose_first" for o in doc["ours"])
    assert doc["position"]["answers"][-1] == {"player": 1, "type": "decline"}


def test_a_mutant_deeper_in_the_tree() -> None:
    impl = open_implementation("mutant:reaction-against-reaction", GAME.id)
    d = perft(GAME, position("reaction"), 4, impl=impl).divergence
    assert d is not None and len(d.path) == 2 and d.reason == "the sets of legal answers differ"


def test_the_command(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = HERE / POSITIONS["opening"]["file"]
    assert main(["perft", str(path), "--depth", "2", "--json"]) == 0
    doc = json.loads(capsys.readouterr().out)
    assert doc["nodes"] == POSITIONS["opening"]["counts"][1] and doc["divergence"] is None
    # a new-duel answer (or a saved case) holding the position is read too
    wrapped = tmp_path / "duel.json"
    wrapped.write_text(json.dumps({"position": position("opening")}), encoding="utf-8")
    assert main(["perft", str(wrapped), "--depth", "1", "--divide"]) == 0
    out = capsys.readouterr().out
    assert out.count('"type":"mulligan"') == POSITIONS["opening"]["counts"][0] and "perft(1) = 16" in out
    code = main(["perft", str(HERE / "reaction.json"), "--depth", "3", "--impl", "mutant:aura-damage-choosable-when-short"])
    out = capsys.readouterr().out
    assert code == 1 and "DIVERGENCE at depth 1" in out and '"clause":"C 5-8-3-2"' in out


def test_a_refused_position_is_an_error_not_a_crash(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text('{"state": 3}', encoding="utf-8")
    assert main(["perft", str(bad), "--depth", "1"]) == 2
    assert "perft:" in capsys.readouterr().err

"""Differential games (referee/differential): our engine against itself finds nothing; against a handful
of mutants it finds each one, says after how many games and answers, and shrinks it to a case that
still diverges when replayed; sharding does not change a run; the reports are well formed."""

from __future__ import annotations

import json
import re
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

import pytest

from engine.games import get_game
from referee.cli import main
from referee.differential.play import Mismatch, Pair, at, first_difference
from referee.differential.run import RunConfig, merge, run, run_shard
from referee.differential.shrink import ddmin
from referee.implementations import open_implementation, view_function

GAME = get_game("furuyoni")

# Mutants the first random games find, with the setup options of their run: the CI check that the
# differential runs bite, each within GAMES games (every mutant: python -m referee differential --mutants,
# docs/performance.md). Three break rules that real cards seldom bring together, found with the rules
# test decks (C 5-7, C 10-5, C 10-16).
GAMES = 3
RULES = (("decks", "rules"),)
MUTANTS: dict[str, tuple[tuple[str, str], ...]] = {
    "hand-limit-3": (),
    "partial-payment": (),
    "aura-cap-6": (),
    "contraction-before-expansion": RULES,
    "unavoidable-attack-skips-creation-check": RULES,
    "copy-takes-the-category": RULES,
}


def test_ddmin_finds_a_one_minimal_sublist() -> None:
    calls: list[list[int]] = []

    def fails(items: list[int]) -> bool:
        calls.append(items)
        return 3 in items and 7 in items and items.index(3) < items.index(7)

    shrunk, tests, complete = ddmin(list(range(10)), fails)
    assert shrunk == [3, 7] and complete and tests == len({tuple(c) for c in calls})


def test_ddmin_stops_at_its_budget() -> None:
    shrunk, tests, complete = ddmin(list(range(64)), lambda items: 5 in items and 50 in items, budget=3)
    assert tests == 3 and not complete and 5 in shrunk and 50 in shrunk


def test_first_difference_names_the_path() -> None:
    a = {"players": [{"aura": 3, "hand": ["x"]}, {"aura": 1}], "turn": 2}
    assert first_difference(a, json.loads(json.dumps(a))) is None
    b = {"players": [{"aura": 3, "hand": ["x", "y"]}, {"aura": 1}], "turn": 2}
    assert first_difference(a, b) == "players[0].hand (length 1 != 2)"
    c = {"players": [{"aura": 3, "hand": ["x"]}, {"aura": 6}], "turn": 2}
    where = first_difference(a, c)
    assert where == "players[1].aura: 1 != 6" and at(a, where) == 1 and at(c, where) == 6
    assert first_difference({"a": 1}, {"a": 1, "b": 2}) == "b (only theirs)"


def test_our_engine_against_itself_finds_nothing() -> None:
    """Two real-card games, our engine in process against the in-process adapter: every answer the same."""
    result = run_shard(RunConfig("furuyoni", "inprocess", games=2, seed=7), 0, 0, 2)
    assert result.games == 2 and result.found == [] and not result.unsupported
    assert result.finished == 2 and result.decisions > 50


def test_boards_are_compared_through_the_views(monkeypatch: pytest.MonkeyPatch) -> None:
    """Boards that differ only where no player may look (the order of a deck) are the same game when
    the implementation offers views, and a difference otherwise; a difference a player sees is named
    by the player and its place on the board."""
    pair = Pair(GAME, open_implementation("inprocess"), open_implementation("inprocess"))
    duel = GAME.new_duel(GAME.sample_setup(1))
    board, pos = duel["board"], duel["position"]
    hidden = json.loads(json.dumps(board))
    hidden["players"][0]["deck"] = list(reversed(hidden["players"][0]["deck"]))
    assert hidden != board
    assert pair.view is not None  # the in-process adapter's view: the game's, as the adapter calls it
    assert pair._board(board, hidden, lambda: (pos, pos)) is None
    pair.view = None  # an implementation without a view (JSON lines) is held to our full board
    without_views = pair._board(board, hidden, lambda: (pos, pos))
    assert without_views is not None and without_views.what == "board" and "players[0].deck" in without_views.detail
    monkeypatch.setattr(pair.candidate, "view", GAME.view, raising=False)
    pair.view = view_function(pair.candidate, GAME.id)
    assert pair.view == GAME.view and pair._board(board, hidden, lambda: (pos, pos)) is None
    after = GAME.adjudicate(pos, [duel["pending"]["options"][-1]])  # a mulligan: the hand changes
    seen = pair._board(board, after["board"], lambda: (pos, after["position"]))
    assert isinstance(seen, Mismatch) and seen.what == "board"
    assert re.match(r"player [01]'s view differs at players\[1\]\.", seen.detail), seen.detail


@pytest.fixture(scope="module")
def mutant_runs() -> dict[str, Any]:
    configs = [
        RunConfig("furuyoni", f"mutant:{name}", games=GAMES, options=options, stop_at_first=True, shrink_budget=30, label=name)
        for name, options in MUTANTS.items()
    ]
    return {r.config.label: r for r in run(configs, jobs=1, shard_size=1)}


@pytest.mark.parametrize("name", list(MUTANTS))
def test_each_mutant_is_found_and_shrunk(mutant_runs: dict[str, Any], name: str) -> None:
    result = mutant_runs[name]
    first = result.first
    assert first is not None, f"{name} was not found in {result.games} games"
    assert first.index < GAMES and result.games_before == first.index  # every game before it went to its end
    assert result.decisions_until is not None and result.decisions_until >= first.decision > 0
    assert first.shrunk is not None and 0 < len(first.shrunk) <= len(first.actions)
    # the shrunk case diverges when replayed from our start position on both sides, and not on ours
    mutant = open_implementation(f"mutant:{name}")
    assert Pair(GAME, open_implementation("inprocess"), mutant).replay(first.start, first.start, first.shrunk)
    same = Pair(GAME, open_implementation("inprocess"), open_implementation("inprocess"))
    assert same.replay(first.start, first.start, first.shrunk) is None


def test_sharding_does_not_change_a_run() -> None:
    config = RunConfig("furuyoni", "mutant:hand-limit-3", games=2, seed=0, shrink=False)
    whole = run_shard(config, 0, 0, 2)
    parts = [run_shard(config, 0, 0, 1), run_shard(config, 1, 1, 1)]
    merged = merge(config, parts)
    assert (merged.games, merged.decisions, [f.index for f in merged.found]) == (
        whole.games,
        whole.decisions,
        [f.index for f in whole.found],
    )
    assert [f.actions for f in merged.found] == [f.actions for f in whole.found]


def test_the_command_writes_reports_and_a_replayable_case(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    junit = tmp_path / "out" / "junit.xml"
    code = main(
        ["differential", "--mutant", "hand-limit-3", "--games", "2", "-j", "1", "--report-dir", str(tmp_path),
         "--junit", str(junit), "--shrink-budget", "60", "--quiet"]
    )
    out = capsys.readouterr().out
    assert code == 0 and "hand-limit-3" in out and "found in game 0" in out
    report = json.loads((tmp_path / "report.json").read_text(encoding="utf-8"))
    (row,) = report["mutants"]
    assert report["ok"] and row["found"] and row["after_games"] == 0 and row["after_decisions"] > 0
    assert row["clause"] == "C-8-3-2" and row["shrunk_to"] <= row["from_actions"]
    case = json.loads(Path(row["case"]).read_text(encoding="utf-8"))
    assert set(case) == {"position", "actions"} and len(case["actions"]) == row["shrunk_to"]
    suites = ET.parse(junit).getroot()
    assert suites.get("tests") == "1" and suites.get("failures") == "0"
    html = (tmp_path / "report.html").read_text(encoding="utf-8")
    assert "hand-limit-3" in html and "1 of 1 mutants found" in html and "<script" not in html
    # the case, replayed
    assert main(["differential", "--replay", row["case"], "--impl", "mutant:hand-limit-3", "--json"]) == 1
    replayed = json.loads(capsys.readouterr().out)
    assert replayed["diverges"] and replayed["divergence"]["what"] in ("pending", "options", "board", "game over")
    assert main(["differential", "--replay", row["case"], "--impl", "inprocess"]) == 0


def test_a_divergence_fails_the_junit_report(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Against one implementation (not as a mutant run), a divergence is a failed test case."""
    code = main(["differential", "--impl", "mutant:hand-limit-3", "--games", "1", "-j", "1", "--no-shrink",
                 "--report-dir", str(tmp_path), "--quiet"])
    assert code == 1 and "game 0 after" in capsys.readouterr().out
    suites = ET.parse(tmp_path / "junit.xml").getroot()
    assert suites.get("failures") == "1"
    (failure,) = suites.iter("failure")
    assert "game 0 (seed 0)" in (failure.text or "")


def test_bad_arguments_are_refused(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["differential", "--mutant", "no-such-mutant"]) == 2
    assert main(["differential", "--colour", "blue", "--games", "1"]) == 2
    assert "unknown option" in capsys.readouterr().err


def test_random_setups_deal_the_cards_asked_for() -> None:
    """A mutant run of C 10-16 deals one of the cards its scenarios are tagged with (an extra card
    comes with its parent card, which goes in the deck of a form whose pool holds it)."""
    from referee.differential.focus import mutant_options, scenario_cards

    cards = scenario_cards(GAME, "C-10-16")
    assert "NA-10-kururu-O-S-3-Ex1" in cards
    options = mutant_options(GAME, "C-10-16", {"decks": "real"})
    assert options["cards"].split(",") == cards
    for seed in range(3):
        setup = GAME.random_setup(seed, {"decks": "real", "cards": "NA-10-kururu-O-S-3-Ex1"})  # type: ignore[attr-defined]
        deck = setup["players"][0]["cards"]
        assert "NA-10-kururu-O-S-3" in deck and len(deck) == 10
        assert any(g.startswith("kururu") for g in setup["players"][0]["goddesses"])
        assert GAME.new_duel(setup)["pending"]["kind"] == "mulligan"


def test_mixed_decks_alternate_real_cards_and_the_rules_test_decks() -> None:
    real, rules = GAME.random_setup(0, {}), GAME.random_setup(1, {})  # type: ignore[attr-defined]
    assert all(c.startswith("NA-") for p in real["players"] for c in p["cards"]) and "definitions" not in real
    assert {c.rsplit("-", 1)[1] for p in rules["players"] for c in p["cards"]} >= {"r1", "r4", "r6", "r7"}
    for setup in (real, rules):
        assert GAME.new_duel(setup)["pending"]["kind"] == "mulligan"
    with pytest.raises(ValueError, match="unknown option"):
        GAME.random_setup(0, {"colour": "blue"})  # type: ignore[attr-defined]
    with pytest.raises(ValueError, match="decks is one of"):
        GAME.random_setup(0, {"decks": "all"})  # type: ignore[attr-defined]


class PlainGame:
    """Furuyoni through the bare contract, without the testing tools' capabilities (no trusted or
    documented sessions, no random setups): what a new game offers at first."""

    def __init__(self) -> None:
        self.inner = GAME
        self.id, self.features = GAME.id, GAME.features

    def new_duel(self, setup: dict[str, Any]) -> dict[str, Any]:
        return self.inner.new_duel(setup)

    def legal_actions(self, position: dict[str, Any]) -> dict[str, Any]:
        return self.inner.legal_actions(position)

    def adjudicate(self, position: dict[str, Any], actions: list[dict[str, Any]], *, trace: bool = True) -> dict[str, Any]:
        return self.inner.adjudicate(position, actions, trace=trace)

    def view(self, position: dict[str, Any], player: int) -> dict[str, Any]:
        return self.inner.view(position, player)

    def refusal(self, exc: BaseException) -> dict[str, Any] | None:
        return self.inner.refusal(exc)

    def load_position(self, data: dict[str, Any]) -> Any:
        return self.inner.load_position(data)

    def dump_position(self, position: Any) -> dict[str, Any]:
        return self.inner.dump_position(position)

    def load_action(self, data: dict[str, Any]) -> Any:
        return self.inner.load_action(data)

    def dump_action(self, action: Any) -> dict[str, Any]:
        return self.inner.dump_action(action)

    def session(self, position: Any, *, trace: bool = True) -> Any:
        return self.inner.session(position, trace=trace)

    def sample_setup(self, seed: int) -> dict[str, Any]:
        return self.inner.sample_setup(seed)

    def mutants(self) -> Any:
        return self.inner.mutants()


def test_a_game_without_the_capabilities_is_walked_and_played_through_the_contract() -> None:
    from engine.contract import RandomSetups, SessionDocuments, TrustedSessions
    from referee.differential.play import play_game, setup_for
    from referee.differential.sides import AdapterSide
    from referee.perft import perft_counts

    plain: Any = PlainGame()
    assert not isinstance(plain, TrustedSessions | SessionDocuments | RandomSetups)
    reference = json.loads((Path(__file__).parents[1] / "perft" / "reference.json").read_text(encoding="utf-8"))
    entry = next(p for p in reference["positions"] if p["name"] == "late-main-phase")
    doc = json.loads((Path(__file__).parents[1] / "perft" / entry["file"]).read_text(encoding="utf-8"))
    assert perft_counts(plain, doc, 3) == entry["counts"][:3]
    assert setup_for(plain, 4, {}) == GAME.sample_setup(4)  # test decks: no random setups
    with pytest.raises(ValueError, match="takes no setup options"):
        setup_for(plain, 4, {"decks": "real"})
    pair = Pair(plain, open_implementation("inprocess"), open_implementation("mutant:hand-limit-3"))
    assert all(isinstance(side, AdapterSide) for side in pair.sides())
    played = play_game(pair, 0, 0, {}, 400)
    assert played.found is not None and played.found.mismatch.what in ("pending", "options", "board")

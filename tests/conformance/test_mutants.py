"""The proof that the suite bites, for every game: each mutant of our engine (one deliberate rule
mistake, ``Game.mutants()``) is caught by a scenario tagged with the clause it breaks.

CI runs the focused check: per mutant, only the scenarios tagged with its clause (about a minute for
Furuyoni on two cores), and reads from the same run whether a scenario of real cards only catches it
(for a game that says which of its scenarios use real cards only: ``engine.contract.Portable``). The
whole-suite run, which also lists every clause whose scenarios catch each mutant:

    python -m referee conformance --game furuyoni --mutants --json      # two to three minutes on two cores
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pytest

from engine.contract import Mutant, Portable
from engine.games import game_ids, get_game
from referee.conformance.runner import RunOptions, run_mutants
from referee.coverage import real_card_mutant_waivers

# Mutants no scenario catches yet, each with the reason, by game. Strict: once a scenario catches one,
# the test fails until it is taken off this list.
KNOWN_ESCAPES: dict[tuple[str, str], str] = {}  # (game, mutant) -> why no scenario of its clause catches it yet
MUTANTS = [(game_id, name) for game_id in game_ids() for name in get_game(game_id).mutants()]

# Mutants that only scenarios with test cards catch (issue #24: an implementation knowing only the
# printed cards cannot be checked for these mistakes), by game, each with the reason no real card can
# show it: the game's data (features/<game>/real-card-mutant-waivers.toml), which the conformance report
# prints. Strict, like KNOWN_ESCAPES: once a real-card scenario catches one, drop its waiver.
KNOWN_REAL_CARD_ESCAPES: dict[tuple[str, str], str] = {
    (g, name): reason for g in game_ids() for name, reason in real_card_mutant_waivers(get_game(g)).items()
}
PORTABLE_MUTANTS = [(g, n) for g, n in MUTANTS if isinstance(get_game(g), Portable)]


def _bound(owner: Any, attr: str) -> Any:
    return vars(owner)[attr]


def _mutant(game_id: str, name: str) -> Mutant:
    return get_game(game_id).mutants()[name]


@pytest.mark.parametrize(("game_id", "name"), MUTANTS, ids=[f"{g}:{n}" for g, n in MUTANTS])
def test_the_mutant_applies_and_is_undone(game_id: str, name: str) -> None:
    """Each patch still finds its text in the engine, changes something, and leaves no trace."""
    mutant = _mutant(game_id, name)
    bindings = mutant.bindings()
    before = [_bound(owner, attr) for owner, attr, _ in bindings]
    with mutant.applied():
        assert all(_bound(owner, attr) is value for owner, attr, value in bindings)
    after = [_bound(owner, attr) for owner, attr, _ in bindings]
    assert all(a is b for a, b in zip(after, before, strict=True))
    assert any(value is not b for (_, _, value), b in zip(bindings, before, strict=True))


@pytest.mark.parametrize("game_id", game_ids())
def test_mutants_name_clauses_of_the_index(game_id: str) -> None:
    game = get_game(game_id)
    index = game.index()
    assert len(game.mutants()) >= 5
    assert [m.name for m in game.mutants().values() if m.clause not in index] == []


@pytest.mark.parametrize("game_id", game_ids())
def test_real_card_mutant_waivers_name_mutants_of_the_game_and_say_why(game_id: str) -> None:
    game = get_game(game_id)
    waivers = real_card_mutant_waivers(game)
    assert waivers == {} or isinstance(game, Portable)
    assert sorted(set(waivers) - set(game.mutants())) == []
    assert [n for n, reason in waivers.items() if len(reason) < 40] == [], "a waiver says why"


@pytest.fixture(scope="module")
def focused_runs(tmp_path_factory: pytest.TempPathFactory) -> dict[str, dict[str, Any]]:
    jobs = max(2, os.cpu_count() or 1)
    runs = {}
    for game_id in game_ids():
        workdir: Path = tmp_path_factory.mktemp(f"mutants-{game_id}")
        options = RunOptions(game=game_id, timeout=300)
        runs[game_id] = run_mutants(list(get_game(game_id).mutants()), options, workdir, jobs=jobs, focused=True)
    return runs


@pytest.mark.slow
@pytest.mark.parametrize(
    ("game_id", "name"),
    [
        pytest.param(g, n, marks=pytest.mark.xfail(strict=True, reason=KNOWN_ESCAPES[(g, n)]), id=f"{g}:{n}")
        if (g, n) in KNOWN_ESCAPES
        else pytest.param(g, n, id=f"{g}:{n}")
        for g, n in MUTANTS
    ],
)
def test_every_mutant_is_caught_by_a_scenario_of_its_clause(
    focused_runs: dict[str, dict[str, Any]], game_id: str, name: str
) -> None:
    result = {m["name"]: m for m in focused_runs[game_id]["mutants"]}[name]
    mutant = _mutant(game_id, name)
    assert result["caught"], (
        f"mutant {name} of {game_id} ({mutant.mistake}) passes every scenario tagged {mutant.clause}; "
        f"failing scenarios' clauses: {result['caught_by']}"
    )


@pytest.mark.slow
@pytest.mark.parametrize(
    ("game_id", "name"),
    [
        pytest.param(g, n, marks=pytest.mark.xfail(strict=True, reason=KNOWN_REAL_CARD_ESCAPES[(g, n)]), id=f"{g}:{n}")
        if (g, n) in KNOWN_REAL_CARD_ESCAPES
        else pytest.param(g, n, id=f"{g}:{n}")
        for g, n in PORTABLE_MUTANTS
    ],
)
def test_every_mutant_is_caught_by_a_scenario_of_real_cards_only(
    focused_runs: dict[str, dict[str, Any]], game_id: str, name: str
) -> None:
    """Issue #24: the proof holds for an implementation that knows only the printed cards, too (the same
    run as above: its failing scenarios that use no test card; `python -m referee conformance
    --real-cards-only --mutants` runs only those)."""
    result = {m["name"]: m for m in focused_runs[game_id]["mutants"]}[name]
    mutant = _mutant(game_id, name)
    assert result["caught_by_real_cards"], (
        f"mutant {name} of {game_id} ({mutant.mistake}) passes every scenario of real cards only tagged {mutant.clause}"
    )


@pytest.mark.skipif(not hasattr(os, "fork"), reason="the sweep forks; without fork each mutant has a run of its own")
def test_the_sweep_rules_as_a_run_per_mutant(tmp_path: Path) -> None:
    """A focused run forks each mutant's child from one pytest (``--mutant-sweep``): the same scenarios
    must fail, for the same mutants, as when each mutant has a pytest of its own. Two mutants of a
    game whose focused runs are short, each caught."""
    names = list(get_game("monster-collection").mutants())[:2]
    options = RunOptions(game="monster-collection", timeout=300)
    runs = {
        sweep: run_mutants(names, options, tmp_path / str(sweep), jobs=2, focused=True, sweep=sweep)
        for sweep in (True, False)
    }

    def verdicts(run: dict[str, Any]) -> dict[str, Any]:
        return {m["name"]: (m["caught"], m["caught_by"], m["failing_scenarios"]) for m in run["mutants"]}

    assert verdicts(runs[True]) == verdicts(runs[False])
    assert all(caught for caught, _, _ in verdicts(runs[True]).values())

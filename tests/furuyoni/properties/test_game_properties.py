"""Properties that hold in every game (issue 9): a Hypothesis state machine plays random games —
random goddess pairs with the standard test decks, random seeds, random answers among the pending
decision's options — and checks ``Play.check`` after every step (see ``play.py``).

CI runs a bounded number of examples; a soak run is the same test with more:

    FURUYONI_PROPERTY_EXAMPLES=500 .venv/bin/python -m pytest tests/furuyoni/properties -q

(``FURUYONI_PROPERTY_STEPS`` sets the answers per example, 120 by default: about one game; a game
that ends is followed by a new one.) A failure shrinks to a short action list, saved under ``regressions/`` and replayed below.
"""

from __future__ import annotations

import os
import random
import traceback
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest
from hypothesis import HealthCheck, note, settings
from hypothesis import strategies as st
from hypothesis.control import current_build_context
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, rule

from engine.furuyoni import api as engine
from engine.furuyoni.goddesses import GODDESSES
from engine.furuyoni.testdecks import duel_request
from referee import create_app

from .play import Play
from .regressions import load, save_regression, saved

EXAMPLES = int(os.environ.get("FURUYONI_PROPERTY_EXAMPLES", "3"))
STEPS = int(os.environ.get("FURUYONI_PROPERTY_STEPS", "120"))

CLIENT = create_app({"TESTING": True}).test_client()

# C 2-1: two goddesses of different numbers (a goddess and her another version share one).
PAIR = st.lists(st.sampled_from(sorted(GODDESSES)), min_size=2, max_size=2, unique_by=GODDESSES.__getitem__)
SEED = st.integers(min_value=0, max_value=2**64 - 1)


class RandomGames(RuleBasedStateMachine):
    def __init__(self) -> None:
        super().__init__()
        self.plays: list[Play] = []

    @property
    def play(self) -> Play:
        return self.plays[-1]

    @contextmanager
    def saving_failures(self) -> Iterator[None]:
        """On the final, shrunk run of a failure, save its games as a regression file."""
        try:
            yield
        except Exception:
            if current_build_context().is_final:
                path = save_regression([p.record() for p in self.plays], traceback.format_exc(limit=3))
                note(f"saved as {path}")
            raise

    def start(self, pair_a: list[str], pair_b: list[str], seed: int) -> None:
        with self.saving_failures():
            self.plays.append(Play(duel_request([pair_a, pair_b], seed), CLIENT))

    @initialize(pair_a=PAIR, pair_b=PAIR, seed=SEED)
    def first_game(self, pair_a: list[str], pair_b: list[str], seed: int) -> None:
        self.start(pair_a, pair_b, seed)

    @rule(data=st.data())
    def step(self, data: st.DataObject) -> None:
        """Answer the pending decision with one of its options; once a game is over, begin another.
        (One rule rather than two with preconditions: Hypothesis may switch a rule off for a whole
        run, and a run left with only the rule that cannot apply is thrown away.)"""
        pending = self.play.session.pending
        if pending is None:
            with self.saving_failures():
                self.play.check_replay()
            self.start(data.draw(PAIR, label="pair_a"), data.draw(PAIR, label="pair_b"), data.draw(SEED, label="seed"))
            return
        choice = data.draw(st.integers(min_value=0, max_value=len(pending.options) - 1), label="option")
        with self.saving_failures():
            self.play.answer(pending.options[choice])

    @invariant()
    def properties_hold(self) -> None:
        if self.plays:
            with self.saving_failures():
                self.play.check()

    def teardown(self) -> None:
        if self.plays:
            with self.saving_failures():
                self.play.check_replay()


TestRandomGames = RandomGames.TestCase
TestRandomGames.settings = settings(
    max_examples=EXAMPLES,
    stateful_step_count=STEPS,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)


def replay(path: Path) -> None:
    """Play a saved failure's games again through every check of ``Play``."""
    for game in load(path):
        play = Play(game["setup"], CLIENT)
        play.check()
        for act in game["actions"]:
            play.answer(engine.ACTION.validate_python(act))
            play.check()
        play.check_replay()


@pytest.mark.parametrize("path", saved(), ids=lambda p: p.stem)
def test_saved_regression_replays_clean(path: Path) -> None:
    replay(path)


def test_a_failing_action_list_becomes_a_regression_file(tmp_path: Path) -> None:
    chooser = random.Random(4)
    play = Play(duel_request([["yurina", "saine"], ["oboro", "shinra"]], 4), CLIENT)
    for _ in range(12):
        assert play.session.pending is not None
        play.answer(chooser.choice(play.session.pending.options))
    path = save_regression([play.record()], "an example, not a failure", tmp_path)
    assert path.parent == tmp_path and path.name.startswith("found-")
    assert save_regression([play.record()], "the same games again", tmp_path) == path
    replay(path)

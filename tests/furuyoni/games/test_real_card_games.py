"""Random legal games with real cards (issues 3-5): every pair of fully encoded goddess forms (of all 25
goddesses, so the pairs grow as goddess modules are encoded), each
player with a random deck from the pair's pool; every game reaches a result, and positions round-trip
through JSON on the way (``play`` checks it every few decisions).

Which forms take part grows as goddess modules are encoded (``encoded_forms``); the test names them, so
a form that stops being fully encoded drops out visibly (``test_the_encoded_forms``), never silently.
``python -m referee games`` runs the full-size sweeps (20 seeds a pair for goddesses 01-08, 5 for 01-16);
CI runs REAL_GAME_SEEDS seeds a pair (default 1).
"""

from __future__ import annotations

import itertools
import os

import pytest

from engine.furuyoni.api import SETUP
from engine.furuyoni.cards.decks import encoded_forms, random_deck
from engine.furuyoni.goddesses import GODDESSES
from tests.furuyoni.games.test_random_games import play

FORMS = encoded_forms(range(1, 26))
PAIRS = [(a, b) for a, b in itertools.combinations(FORMS, 2) if GODDESSES[a] != GODDESSES[b]]
SEEDS = int(os.environ.get("REAL_GAME_SEEDS", "1"))


def test_the_encoded_forms() -> None:
    print("fully encoded forms:", ", ".join(FORMS) or "none")
    # Issues 3 and 4: every form of goddesses 01-16 is fully encoded; so far in issue 5, Hatsumi (17),
    # Mizuki (18), Megumi (19), Kanawe (20), Kamuwi (21), Renri (22, both forms), Akina (23), Shisui (24) and
    # Misora (25): every form of every goddess. None may silently drop out.
    full = set(GODDESSES)
    assert full <= set(FORMS)


@pytest.mark.parametrize(("first", "second"), PAIRS or [pytest.param(None, None, marks=pytest.mark.skip("no pair"))])
def test_random_games_between_real_goddesses(first: str, second: str) -> None:
    for seed in range(SEEDS):
        pair_a, pair_b = [first, second], [second, first]
        setup = SETUP.validate_python(
            {
                "players": [
                    {"goddesses": pair_a, "cards": random_deck(pair_a, seed)},
                    {"goddesses": pair_b, "cards": random_deck(pair_b, seed + 1)},
                ],
                "seed": seed,
            }
        )
        session, _ = play(seed, setup=setup)
        assert session.state.step == "game_over", (first, second, seed)

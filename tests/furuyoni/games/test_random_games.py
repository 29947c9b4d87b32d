"""Random legal games between two fixed test decks, driven only through the public API: the
pending decision's legal options and ``apply``. Every game must reach a result, and every position
the engine returns must round-trip through JSON and continue identically (ARCHITECTURE decision 1)."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from engine.furuyoni import Position, Session, Setup, new_duel
from engine.furuyoni.api import POSITION, SETUP
from engine.furuyoni.testdecks import deck_for, pool_for

GODDESSES = (["yurina", "saine"], ["himika", "tokoyo"])
MAX_DECISIONS = 5000


def setup_for(seed: int) -> Setup:
    defs = {c["id"]: c for g in GODDESSES for c in pool_for(g)}
    return SETUP.validate_python(
        {"players": [{"goddesses": g, "cards": deck_for(g)} for g in GODDESSES], "definitions": defs, "seed": seed}
    )


def play(seed: int, roundtrip_every: int = 7, setup: Setup | None = None) -> tuple[Session, str]:
    """Play one game with random choices; returns the session and how the game ended."""
    chooser = random.Random(seed)
    session = Session(Position(state=new_duel(setup or setup_for(seed))))
    last_clauses: list[str] = []
    for n in range(MAX_DECISIONS):
        pending = session.pending
        if pending is None:
            break
        action = chooser.choice(pending.options)
        ruling = session.apply(action)
        assert ruling.legal, (seed, n, action, ruling.reason)
        last_clauses = [e.clause for e in ruling.events]
        if n % roundtrip_every == 0:
            data = POSITION.dump_json(session.position())
            again = Session(POSITION.validate_json(data))
            assert POSITION.dump_json(again.position()) == data, (seed, n)
            assert again.pending == session.pending, (seed, n)
            session = again
    else:
        pytest.fail(f"seed {seed}: no result after {MAX_DECISIONS} decisions")
    return session, ending(last_clauses)


def ending(clauses: list[str]) -> str:
    """What dealt the last blow: fatigue (C 10-10), a reshuffle (C 9-7), or other damage."""
    before = clauses[: clauses.index("C 4-2")] if "C 4-2" in clauses else clauses
    for c in reversed(before):
        if c in ("C 10-10", "C 9-7"):
            return c
        if c in ("C 9-4 v", "C 9-2-2"):
            return "attack or effect"
    return "other"


def test_two_hundred_random_games_reach_a_result() -> None:
    endings: Counter[str] = Counter()
    for seed in range(200):
        session, how = play(seed)
        s = session.state
        assert s.step == "game_over"
        assert s.draw or (s.winner is not None and s.players[1 - s.winner].life == 0)
        endings[how] += 1
    # Both kinds of ending the issue names must occur: a life-0 win by damage, and one by
    # fatigue or reshuffle damage.
    assert endings["attack or effect"] > 0, endings
    assert endings["C 10-10"] + endings["C 9-7"] > 0, endings


def test_same_seed_same_game() -> None:
    a, _ = play(11, roundtrip_every=1000)
    b, _ = play(11, roundtrip_every=3)
    assert POSITION.dump_json(a.position()) == POSITION.dump_json(b.position())

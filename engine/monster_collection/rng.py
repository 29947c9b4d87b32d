"""Seeded randomness carried in the position (ARCHITECTURE decision 1): shuffles (MC 12.7, 6.1.1.2) and
dice (MC 3.4), so every ruling is deterministic and replayable. The generator is the game-neutral
``engine.rng`` (splitmix64 and Fisher–Yates, specified there); a die is drawn from it here."""

from __future__ import annotations

from engine.rng import MASK, below, next_u64, shuffle

__all__ = ["DIE_FACES", "MASK", "below", "next_u64", "roll", "shuffle"]

DIE_FACES = 6  # MC 3.4.1: a die gives 1 to 6 with equal probability


def roll(state: int) -> tuple[int, int]:
    """One die (MC 3.4.1): returns (new state, a face 1..6)."""
    state, x = below(state, DIE_FACES)
    return state, x + 1

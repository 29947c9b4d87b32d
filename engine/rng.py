"""Seeded randomness carried in a position (ARCHITECTURE decision 1), game-neutral: every game's
shuffles (and Monster Collection's dice) come from this generator, so a ruling is deterministic and
replayable, and another implementation can reproduce our deck orders exactly (docs/protocol.md).

splitmix64 drives a Fisher–Yates shuffle; a uniform integer below n is drawn by rejection sampling.
Both are tiny and fully specified here. Each game's ``rng`` module re-exports them (and adds what its
rules need, e.g. a die).
"""

from __future__ import annotations

MASK = (1 << 64) - 1


def next_u64(state: int) -> tuple[int, int]:
    """One splitmix64 step: returns (new state, output)."""
    state = (state + 0x9E3779B97F4A7C15) & MASK
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
    return state, z ^ (z >> 31)


def below(state: int, n: int) -> tuple[int, int]:
    """A uniform integer in [0, n) by rejection sampling (no modulo bias); n must be positive."""
    limit = MASK - (MASK % n) if n else 0
    while True:
        state, x = next_u64(state)
        if x < limit:
            return state, x % n


def shuffle(items: list[str], state: int) -> int:
    """Shuffle in place (Fisher–Yates from the end); returns the new generator state."""
    for i in range(len(items) - 1, 0, -1):
        state, j = below(state, i + 1)
        items[i], items[j] = items[j], items[i]
    return state

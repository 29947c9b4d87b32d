"""Deterministic shuffles from a seed carried in the state (ARCHITECTURE decision 1).

splitmix64 drives a Fisher–Yates shuffle. Both are tiny and fully specified here, so another
implementation can reproduce our deck orders exactly if it wants to (docs/soudatsu.md).
The same generator as Furuyoni's (engine/furuyoni/rng.py): games do not import each other.
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
    """A uniform integer in [0, n) by rejection sampling (no modulo bias)."""
    limit = MASK - (MASK % n) if n else 0
    while True:
        state, x = next_u64(state)
        if x < limit:
            return state, x % n


def shuffle(items: list[str], state: int) -> int:
    """Shuffle in place (Fisher–Yates from the end); returns the new rng state."""
    for i in range(len(items) - 1, 0, -1):
        state, j = below(state, i + 1)
        items[i], items[j] = items[j], items[i]
    return state

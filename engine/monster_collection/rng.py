"""Seeded randomness carried in the position (ARCHITECTURE decision 1): shuffles (MC 12.7, 6.1.1.2) and
dice (MC 3.4), so every ruling is deterministic and replayable.

splitmix64 drives a Fisher–Yates shuffle and the dice, exactly as written here so that another
implementation can reproduce our deck orders and rolls. (Furuyoni has the same generator in its own
package; games do not import each other, so this small copy is ours.)
"""

from __future__ import annotations

MASK = (1 << 64) - 1
DIE_FACES = 6  # MC 3.4.1: a die gives 1 to 6 with equal probability


def next_u64(state: int) -> tuple[int, int]:
    """One splitmix64 step: returns (new state, output)."""
    state = (state + 0x9E3779B97F4A7C15) & MASK
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
    return state, z ^ (z >> 31)


def below(state: int, n: int) -> tuple[int, int]:
    """A uniform integer in [0, n) by rejection sampling (no modulo bias)."""
    limit = MASK - (MASK % n)
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


def roll(state: int) -> tuple[int, int]:
    """One die (MC 3.4.1): returns (new state, a face 1..6)."""
    state, x = below(state, DIE_FACES)
    return state, x + 1

"""Shrinking a divergence to a short action list that still diverges: delta debugging (Zeller and
Hildebrandt's ddmin) over the answers of the game, from the same start position.

A candidate list is replayed on both implementations as a case (``Pair.replay``): every ruling's
legality and pending decision are compared, and the boards at the end. Removing an answer usually
makes later ones illegal; an illegal answer changes nothing on either side, so such candidates are
simply compared like any other, and the answers that no longer matter are removed in turn. The
result is 1-minimal (no single answer can be removed) unless the budget of replays runs out first.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TypeVar

T = TypeVar("T")


class Budget(Exception):
    pass


def ddmin(items: Sequence[T], fails: Callable[[list[T]], bool], budget: int = 400) -> tuple[list[T], int, bool]:
    """The smallest sublist (order kept) of ``items`` found on which ``fails`` still holds, the number
    of tests made, and whether it is 1-minimal. ``fails(items)`` is assumed to hold."""
    tests = 0
    seen: dict[tuple[int, ...], bool] = {}
    current = list(range(len(items)))

    def test(indices: list[int]) -> bool:
        nonlocal tests
        key = tuple(indices)
        if key not in seen:
            if tests >= budget:
                raise Budget
            tests += 1
            seen[key] = fails([items[i] for i in indices])
        return seen[key]

    n = 2
    try:
        while len(current) >= 2:
            size = -(-len(current) // n)
            parts = [current[i : i + size] for i in range(0, len(current), size)]
            for part in parts:
                if test(part):
                    current, n = part, 2
                    break
            else:
                for k in range(len(parts)):
                    rest = [i for j, p in enumerate(parts) if j != k for i in p]
                    if test(rest):
                        current, n = rest, max(n - 1, 2)
                        break
                else:
                    if n >= len(current):
                        break
                    n = min(len(current), 2 * n)
        if len(current) == 1 and test([]):
            current = []
        complete = True
    except Budget:
        complete = False
    return [items[i] for i in current], tests, complete


def shrink_choices(
    choices: list[int], attempt: Callable[[list[int]], list[int] | None], budget: int = 300
) -> tuple[list[int], int, bool]:
    """Shrink a game's *choices* (each answer's index among the options of its decision), the way
    Hypothesis shrinks its choice sequences: a candidate is played again from the same setup, each
    index taken modulo the number of options of the decision it meets, so every candidate is a legal
    game. ``attempt(candidate)`` plays it and returns the choices as used up to the first divergence,
    or None when it does not diverge. Passes: delete blocks of choices (halves down to single ones),
    then lower each choice to 0; again while something shrinks. Smaller is shorter, then
    lexicographically smaller. Returns the best choices, the attempts made, and whether the last
    passes ran to the end (no single deletion or lowering shrinks it further)."""
    best = list(choices)
    tests = 0

    def better(candidate: list[int]) -> bool:
        nonlocal best, tests
        if tests >= budget:
            raise Budget
        tests += 1
        got = attempt(candidate)
        if got is not None and (len(got), got) < (len(best), best):
            best = got
            return True
        return False

    try:
        changed = True
        while changed:
            changed = False
            size = max(1, len(best) // 2)
            while size >= 1:
                i = 0
                while i < len(best):
                    if better(best[:i] + best[i + size :]):
                        changed = True
                    else:
                        i += size
                size //= 2
            for i in range(len(best)):
                if i < len(best) and best[i] > 0 and better([*best[:i], 0, *best[i + 1 :]]):
                    changed = True
    except Budget:
        return best, tests, False
    return best, tests, True

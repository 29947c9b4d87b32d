"""Mutants of decorated functions (issue 18's blind spot): a function under functools.cache is rebuilt
from its source with its decorator, bound wherever the original is, cached like it, and undone after."""

from __future__ import annotations

import functools

from engine.monster_collection import board
from referee.conformance.mutation import EditSource, PatchMutant


def test_a_cached_function_can_be_mutated_and_restored() -> None:
    original = board.adjacent
    assert board.adjacent("b2") == ("b1", "b3", "a2", "c2")
    mutant = PatchMutant(
        "engine.monster_collection",
        "adjacent-includes-diagonals",
        "MC-5-1-2-18",
        "diagonal areas count as adjacent",
        (EditSource("board", "adjacent", (("((0, -1), (0, 1), (-1, 0), (1, 0))", "((0, -1), (0, 1), (-1, 0), (1, 0), (1, 1))"),)),),
    )
    bindings = mutant.bindings()
    assert bindings and all(value is not original for _, _, value in bindings)
    with mutant.applied():
        assert board.adjacent("b2") == ("b1", "b3", "a2", "c2", "c3")
        assert isinstance(board.adjacent, functools._lru_cache_wrapper)  # cached as the original is
    assert board.adjacent is original
    assert board.adjacent("b2") == ("b1", "b3", "a2", "c2")

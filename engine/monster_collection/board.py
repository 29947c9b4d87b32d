"""The battlefield's geometry (MC 5.1.2): twelve areas in three columns and four rows, each player's
territory, orthogonal adjacency, the headquarters' areas and the advance ranges of the advance types.

Areas are named ``a1`` … ``c4``: the column (a, b, c from player 0's left) and the row (1 to 4 from
player 0's side).
"""

from __future__ import annotations

from functools import cache

from .model import AREAS, AdvanceType, Area

COLUMNS = "abc"
ROWS = 4

# MC 6.1.1.5: each headquarters stands in the middle area of its player's nearest row.
HQ_AREA: tuple[Area, Area] = ("b1", "b4")


def coords(area: str) -> tuple[int, int]:
    """(column 0..2, row 1..4) of an area."""
    return COLUMNS.index(area[0]), int(area[1])


def area_at(column: int, row: int) -> Area | None:
    if 0 <= column < len(COLUMNS) and 1 <= row <= ROWS:
        name = f"{COLUMNS[column]}{row}"
        for a in AREAS:
            if a == name:
                return a
    return None


def territory(player: int) -> tuple[Area, ...]:
    """MC 5.1.2.16-17: the player's own 3 × 2 areas (rows 1-2 for player 0, rows 3-4 for player 1)."""
    rows = (1, 2) if player == 0 else (3, 4)
    return tuple(a for a in AREAS if coords(a)[1] in rows)


@cache
def adjacent(area: str) -> tuple[Area, ...]:
    """MC 5.1.2.18: the areas touching this one up, down, left or right (never diagonally)."""
    c, r = coords(area)
    found = (area_at(c + dc, r + dr) for dc, dr in ((0, -1), (0, 1), (-1, 0), (1, 0)))
    return tuple(a for a in found if a is not None)


@cache
def advance_range(area: str, kinds: tuple[AdvanceType, ...]) -> tuple[Area, ...]:
    """MC 2.1.19.2, 12.2.2: the areas a unit standing at ``area`` may advance to, by its advance types
    (a unit with several has the union of their ranges, 2.1.19.3).

    The document's figures are lost in our copy of the text; the ranges are the published ones (see
    docs/monster-collection.md): walking reaches the four orthogonal neighbours, flying adds the four
    diagonal ones, long-distance flying adds the areas two steps away in a straight line up, down, left
    or right, whatever lies between (the text's note: that area may be an vacant area)."""
    c, r = coords(area)
    steps: set[tuple[int, int]] = set()
    for kind in kinds:
        steps |= {(0, -1), (0, 1), (-1, 0), (1, 0)}
        if kind in ("flying", "long_range_flying"):
            steps |= {(-1, -1), (-1, 1), (1, -1), (1, 1)}
        if kind == "long_range_flying":
            steps |= {(0, -2), (0, 2), (-2, 0), (2, 0)}
    found = {area_at(c + dc, r + dr) for dc, dr in steps}
    return tuple(a for a in AREAS if a in found)

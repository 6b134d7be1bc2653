"""The board of Terni Lapilli: nine points in three rows, their names and their neighbours.

Points are numbered 0-8 row by row from the top left; a player reads them as a column letter
and a row number, ``a1`` (top left) to ``c3`` (bottom right), as the picture writes them.
Two points are neighbours when they touch sideways, up and down or diagonally: the lines a
piece slides along.
"""

from __future__ import annotations

from typing import Final

SIZE: Final = 3
POINTS: Final = tuple(range(SIZE * SIZE))
COLUMNS: Final = "abc"

# The eight lines of three: rows, columns, the two diagonals.
LINES: Final[tuple[tuple[int, int, int], ...]] = (
    (0, 1, 2),
    (3, 4, 5),
    (6, 7, 8),
    (0, 3, 6),
    (1, 4, 7),
    (2, 5, 8),
    (0, 4, 8),
    (2, 4, 6),
)


def name(point: int) -> str:
    """``4`` -> ``"b2"``."""
    row, column = divmod(point, SIZE)
    return f"{COLUMNS[column]}{row + 1}"


def _neighbours(point: int) -> frozenset[int]:
    row, column = divmod(point, SIZE)
    return frozenset(
        r * SIZE + c
        for r in range(row - 1, row + 2)
        for c in range(column - 1, column + 2)
        if 0 <= r < SIZE and 0 <= c < SIZE and (r, c) != (row, column)
    )


NEIGHBOURS: Final = {point: _neighbours(point) for point in POINTS}

"""What the tests of band-drawn turn images share: the states they draw, and drawing them by
bands twice, the second time from the bands the first left."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TypeVar

from cogs.png_band_draw import DRAWN
from tests.cogs.png_pixels import Shown

T = TypeVar("T")


def stretches(states: Sequence[T], count: int) -> list[T]:
    """Runs of ``count`` consecutive states from the start, the middle and the end of a game."""
    middle = len(states) // 2
    return [*states[:count], *states[middle : middle + count], *states[-count:]]


def drawn_twice(
    by_bands: Callable[[T], Shown], views: Sequence[T], expected: Sequence[Shown]
) -> tuple[int, int]:
    """Draws ``views`` by bands in order from no band met, then again, each time showing
    ``expected``; the second time meets every band. Returns the first time's bands met before
    and drawn."""
    DRAWN.clear()
    assert [by_bands(view) for view in views] == list(expected)
    met, missed = DRAWN.hits, DRAWN.misses
    assert [by_bands(view) for view in views] == list(expected)
    assert DRAWN.misses == missed
    return met, missed

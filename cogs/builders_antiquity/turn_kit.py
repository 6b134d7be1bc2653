"""The sizes and small pieces of The Builders' turn image: resource chips, sestertii and VP.

Discord shows an image in the chat 550 px wide on a desktop and 350 px on a phone, so the image
is ``WIDTH`` (700) px wide and its smallest text ``SMALL`` (18) px: 9 px on a phone, the least a
reader reads (tests/cogs/test_readable.py). What counts is the ratio, SMALL ≥ WIDTH × 9 / 350,
so the image holds about 39 lines of SMALL text each way: rows are packed ``LINE`` px apart.
"""

from __future__ import annotations

from cogs.builders_antiquity.nouns import letter
from cogs.builders_antiquity.style import (
    GOLD,
    GOLD_LIGHT,
    INK,
    MUTED,
    RESOURCE_FILL,
    RESOURCE_INK,
    RESOURCE_PALE,
    VP_FILL,
    WHITE,
    Colour,
    Pen,
    text_width,
)
from rules.builders_antiquity.data import Resources

WIDTH = 700
MARGIN = 10
INNER = WIDTH - 2 * MARGIN
SMALL = 18
TITLE = 22
CHIP_H = 22  # a chip holds one line of SMALL text (its ink is 17 px high)
LINE = 26  # one row of chips or of SMALL text, with its spacing
GAP = 6  # between the parts of the image


def pill(
    pen: Pen,
    x: int,
    y: int,
    text: str,
    fill: Colour,
    ink: Colour = INK,
    outline: Colour | None = None,
    align: str = "left",
) -> int:
    """``text`` in bold on a rounded label one chip high; returns its width."""
    width = text_width(text, SMALL, "bold") + 10
    if align == "right":
        x -= width
    pen.rect((x, y, x + width, y + CHIP_H), fill=fill, outline=outline, radius=6)
    pen.text(x + 5, y + 1, text, SMALL, "bold", ink)
    return width


def chip(pen: Pen, x: int, y: int, r: int, text: str, faded: bool = False) -> int:
    """A resource's letter and an amount (``S3``) on its colour; returns its width."""
    width = text_width(text, SMALL, "bold") + 8
    fill, ink = (RESOURCE_PALE[r], MUTED) if faded else (RESOURCE_FILL[r], RESOURCE_INK[r])
    pen.rect((x, y, x + width, y + CHIP_H), fill=fill, radius=4)
    pen.text(x + 4, y + 1, text, SMALL, "bold", ink)
    return width


def amounts(pen: Pen, x: int, y: int, values: Resources) -> int:
    """A chip per resource made or needed (none for zero); returns the width used."""
    cx = x
    for r, n in enumerate(values):
        if n:
            cx += chip(pen, cx, y, r, f"{letter(r, pen.locale)}{n}") + 3
    return cx - x - 3 if cx > x else 0


def money(pen: Pen, x: int, y: int, n: int, align: str = "left") -> int:
    """An amount of sestertii as a gold token; returns its width."""
    return pill(pen, x, y, pen.say("builders-img-ses", amount=n), GOLD_LIGHT, INK, GOLD, align)


def vp(pen: Pen, x: int, y: int, n: int, align: str = "left") -> int:
    """Victory points as a red token; returns its width."""
    return pill(pen, x, y, pen.say("builders-img-vp", vp=n), VP_FILL, WHITE, align=align)

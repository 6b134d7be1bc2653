"""Aqua Romana's pieces, drawn at any size: a tile and its channels, a grid square with the
aqueducts through it, a workman's marker and a master builder's token. The turn image draws its
tiles and squares with these; its workmen and builders are badges cut to its scale."""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping
from functools import lru_cache

from PIL import Image, ImageDraw

from cogs.aqua_romana.colours import (
    BUILDER_FILL,
    CHANNEL_EDGE,
    COLOURS,
    GROUND,
    GROUND_LINE,
    INK,
    JOKER_FILL,
    PRINTED,
    RGB,
    SHAPES,
    STONE,
    WATER,
    on_colour,
)
from cogs.aqua_romana.squares import Box, edge_point
from cogs.fonts import font
from cogs.pen import WHITE
from rules.aqua_romana.data import COLOUR_LETTER, EMPTY, PRINTED_CURVES, channels_of, tile_code
from rules.aqua_romana.view import WorkmanView


def draw_channel(
    draw: ImageDraw.ImageDraw,
    box: tuple[int, int, int, int],
    a: int,
    b: int,
    fill: RGB,
    width: int,
    border: int,
) -> None:
    """One channel from edge ``a`` to edge ``b`` of ``box``: a bar or a quarter circle."""
    x0, y0, x1, y1 = box
    if (a + 2) % 4 == b:
        pa, pb = edge_point(box, a), edge_point(box, b)
        if border:
            draw.line([pa, pb], fill=CHANNEL_EDGE, width=width + 2 * border)
        draw.line([pa, pb], fill=fill, width=width)
        return
    ns, ew = (a, b) if a in (0, 2) else (b, a)
    cx = x1 if ew == 1 else x0
    cy = y0 if ns == 0 else y1
    r = (x1 - x0) / 2
    # Pillow measures angles clockwise from the positive x axis.
    to_ns = 180 if cx == x1 else 0
    to_ew = 90 if cy == y0 else 270
    start, end = (to_ns, to_ew) if (to_ew - to_ns) % 360 == 90 else (to_ew, to_ns)

    def arc(w: int, colour: RGB) -> None:
        half = w / 2
        draw.arc(
            [cx - r - half, cy - r - half, cx + r + half, cy + r + half],
            start,
            end,
            fill=colour,
            width=w,
        )

    if border:
        arc(width + 2 * border, CHANNEL_EDGE)
    arc(width, fill)


def draw_tile(
    draw: ImageDraw.ImageDraw,
    box: tuple[int, int, int, int],
    code: int,
    fills: list[RGB],
    background: RGB,
    width: int = 16,
    border: int = 3,
) -> None:
    """A tile: its square and its channels, the second channel of a bridge drawn on top."""
    draw.rectangle(box, fill=background, outline=GROUND_LINE)
    for (a, b), fill in zip(channels_of(code), fills, strict=False):
        draw_channel(draw, box, a, b, fill, width, border)


def draw_square(
    draw: ImageDraw.ImageDraw,
    box: tuple[int, int, int, int],
    sq: int,
    code: int,
    owners: Mapping[tuple[int, int], str],
    width: int = 16,
    border: int = 3,
) -> None:
    """A grid square: bare ground, or its tile with each channel in the colour of the aqueduct
    through it (water where none runs), on a darker ground where the board prints it."""
    if code == EMPTY:
        draw.rectangle(box, fill=GROUND, outline=GROUND_LINE)
    elif code >= 0:
        fills = [
            COLOURS[owners[(sq, i)]] if (sq, i) in owners else WATER
            for i in range(len(channels_of(code)))
        ]
        background = PRINTED if sq in PRINTED_CURVES else STONE
        x0, y0, x1, y1 = box
        # A board shows the same few tiles again and again, and their arcs cost more than
        # the rest of the square: each is drawn once and pasted, whole, over its box, as its
        # ground would cover it.
        tile = _tile_picture(
            x1 - x0, y1 - y0, x0 % 2, y0 % 2, code, tuple(fills), background, width, border
        )
        paste(draw, tile, x0, y0)


@lru_cache(maxsize=1024)
def _tile_picture(
    width_px: int,
    height_px: int,
    odd_x: int,
    odd_y: int,
    code: int,
    fills: tuple[RGB, ...],
    background: RGB,
    width: int,
    border: int,
) -> Image.Image:
    return boxed(
        width_px,
        height_px,
        odd_x,
        odd_y,
        background,
        lambda draw, box: draw_tile(draw, box, code, list(fills), background, width, border),
    )


def boxed(
    width: int,
    height: int,
    odd_x: int,
    odd_y: int,
    ground: RGB,
    drawing: Callable[[ImageDraw.ImageDraw, Box], None],
) -> Image.Image:
    """What ``drawing`` draws in a box ``width`` by ``height`` on ``ground``, as an image of
    the box alone, to be pasted where drawing in place gives the same pixels: nothing of it
    may reach beyond the box (tests/cogs/test_aqua_pasted_pieces.py). Drawn away from the
    image's edges, since an arc whose circle starts at a negative coordinate loses pixels,
    and where the box's corner has the parity (``odd_x``, ``odd_y``) of the one it is pasted
    at, since Pillow rounds the halves of a rounded box to even."""
    x, y = 16 + odd_x, 16 + odd_y
    drawn = Image.new("RGB", (x + width + 1, y + height + 1), ground)
    drawing(ImageDraw.Draw(drawn), (x, y, x + width, y + height))
    return drawn.crop((x, y, x + width + 1, y + height + 1))


def paste(draw: ImageDraw.ImageDraw, picture: Image.Image, x: int, y: int) -> None:
    """``picture`` over what ``draw`` draws on, its top-left at (x, y)."""
    draw.im.paste(picture.im, (x, y, x + picture.width, y + picture.height))


def draw_marker(
    draw: ImageDraw.ImageDraw,
    centre: tuple[float, float],
    colour: str,
    text: str,
    size: int = 30,
) -> None:
    """A workman: the shape of his colour, filled with it, with his letter and number."""
    cx, cy = centre
    h = size / 2
    fill, outline = COLOURS[colour], INK
    shape = SHAPES[colour]
    if shape == "square":
        draw.rectangle([cx - h, cy - h, cx + h, cy + h], fill=fill, outline=outline, width=2)
    elif shape == "circle":
        draw.ellipse([cx - h, cy - h, cx + h, cy + h], fill=fill, outline=outline, width=2)
    elif shape == "triangle":
        k = h * 1.25
        pts = [(cx, cy - k), (cx + k, cy + k * 0.8), (cx - k, cy + k * 0.8)]
        draw.polygon(pts, fill=fill, outline=outline, width=2)
        cy += k * 0.22
    else:
        k = h * 1.3
        pts = [(cx, cy - k), (cx + k, cy), (cx, cy + k), (cx - k, cy)]
        draw.polygon(pts, fill=fill, outline=outline, width=2)
    f = font(max(9, int(size * 0.42)), "bold")
    draw.text((cx, cy), text, font=f, fill=on_colour(colour), anchor="mm")


def draw_builder(
    draw: ImageDraw.ImageDraw, centre: tuple[float, float], kind: str, size: int = 46
) -> None:
    """A master builder: a token showing the tile he offers, and his letter."""
    cx, cy = centre
    h = size // 2
    box = (int(cx - h), int(cy - h), int(cx + h), int(cy + h))
    if kind == "J":
        draw.rounded_rectangle(box, radius=8, fill=JOKER_FILL, outline=INK, width=2)
        star = []
        for i in range(10):
            r = h * (0.78 if i % 2 == 0 else 0.36)
            angle = math.pi / 2 + i * math.pi / 5
            star.append((cx + r * math.cos(angle), cy - r * math.sin(angle)))
        draw.polygon(star, fill=(255, 250, 235), outline=INK)
        draw.text((cx, cy + 1), "J", font=font(14, "bold"), fill=INK, anchor="mm")
        return
    code = tile_code(kind, 0)
    draw.rounded_rectangle(box, radius=8, fill=BUILDER_FILL, outline=INK, width=2)
    inner = (box[0] + 3, box[1] + 3, box[2] - 3, box[3] - 3)
    for a, b in channels_of(code):
        draw_channel(draw, inner, a, b, (70, 140, 200), 7, 0)
    draw.rectangle([box[2] - 16, box[3] - 16, box[2] - 1, box[3] - 1], fill=INK, outline=INK)
    draw.text((box[2] - 8, box[3] - 8), kind, font=font(12, "bold"), fill=WHITE, anchor="mm")


def short_id(w: WorkmanView) -> str:
    """A workman's id as his marker and badge show it: "R1" for red1."""
    return f"{COLOUR_LETTER[w.colour]}{w.name[-1]}"

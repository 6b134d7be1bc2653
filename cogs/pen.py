"""The pen every board image draws with: cached text measures, cutting and wrapping text to a
width, and a ``Pen`` that draws, or only measures, so that a layout runs once to learn its size
and once to draw with the same code."""

from __future__ import annotations

from functools import lru_cache
from typing import Protocol

from PIL import Image, ImageDraw

from cogs.fonts import CachedFont, font, text_unwatched

Colour = tuple[int, int, int]
Box = tuple[int, int, int, int]

INK: Colour = (40, 34, 28)
WHITE: Colour = (255, 255, 255)


@lru_cache(maxsize=8192)
def text_width(text: str, size: int, style: str = "regular") -> int:
    return round(font(size, style).getlength(text))


def fit(text: str, size: int, style: str, width: int) -> str:
    """``text``, cut with an ellipsis if it is wider than ``width`` pixels."""
    if text_width(text, size, style) <= width:
        return text
    while text and text_width(text + "…", size, style) > width:
        text = text[:-1]
    return text.rstrip() + "…"


def fit_shrink(text: str, sizes: tuple[int, ...], style: str, width: int) -> tuple[str, int]:
    """``text`` at the largest of ``sizes`` at which it fits ``width``, else cut at the smallest."""
    for size in sizes:
        if text_width(text, size, style) <= width:
            return text, size
    return fit(text, sizes[-1], style, width), sizes[-1]


def wrap(text: str, size: int, style: str, width: int) -> list[str]:
    """``text`` broken into lines of at most ``width`` pixels, at spaces."""
    lines: list[str] = []
    line = ""
    for word in text.split():
        candidate = f"{line} {word}" if line else word
        if line and text_width(candidate, size, style) > width:
            lines.append(line)
            line = word
        else:
            line = candidate
    if line:
        lines.append(line)
    return lines


def _stamp(
    draw: ImageDraw.ImageDraw, x: int, y: int, text: str, face: CachedFont, fill: Colour
) -> None:
    """``draw.text((x, y), text, fill, face)`` for one line at whole pixels, without the
    layout work Pillow does for every call (lines, anchors, strokes): the same mask, from the
    font's cache, stamped at the same place, so the same pixels (tests/cogs/test_pen.py). A
    board writes a few hundred texts."""
    ink = draw.draw.draw_ink(fill)
    # the arguments Pillow passes for a line anchored "la" at whole pixels (the cache's key)
    mask, (dx, dy) = face.getmask2(
        text, draw.fontmode, None, None, None, 0, "la", ink, (0.0, 0.0), stroke_filled=True
    )
    draw.draw.draw_bitmap((x + dx, y + dy), mask, ink)


# A rounded box no bigger than a card's row (680 x 26 px, 70 KB as RGBA), drawn once and then
# pasted: Pillow draws the four corners as pie slices and the sides as rectangles, a dozen calls
# for each chip and label of a board.
SMALL_TILE = 20_000


def _rounded_tile(
    box: Box, radius: int, fill: Colour | None, outline: Colour | None, width: int
) -> Image.Image | None:
    """The box as an RGBA tile whose corners are see-through, or None when it is not a small
    box at whole pixels (then Pillow draws it). A tile is pasted wherever the box lies, even
    partly off the image (Pillow leaves that part out, as it does of a box it draws), so a
    band of an image drawn alone gets the same pixels as the whole image
    (``cogs.png_band_draw``)."""
    x0, y0, x1, y1 = box
    w, h = x1 - x0 + 1, y1 - y0 + 1
    if not all(type(v) is int for v in box) or w * h > SMALL_TILE or w < 1 or h < 1:
        return None
    return _tile(w, h, radius, fill, outline, width)


@lru_cache(maxsize=256)
def _tile(
    w: int, h: int, radius: int, fill: Colour | None, outline: Colour | None, width: int
) -> Image.Image:
    tile = Image.new("RGBA", (w, h))
    # every pixel drawn is opaque, every other one clear: pasted through its own alpha, the
    # tile puts down exactly the pixels the drawing would
    ImageDraw.Draw(tile).rounded_rectangle(
        (0, 0, w - 1, h - 1), radius, fill=fill, outline=outline, width=width
    )
    return tile


class Marks(Protocol):
    """What a pen's strokes go to: an image (``Surface``) or a recording of them
    (``cogs.pen_record``). Texts come aligned, at their top-left."""

    def text(self, x: int, y: int, text: str, size: int, style: str, fill: Colour) -> None: ...

    def rect(
        self, box: Box, fill: Colour | None, outline: Colour | None, width: int, radius: int
    ) -> None: ...

    def line(self, box: Box, fill: Colour, width: int) -> None: ...

    def paste(self, picture: Image.Image, x: int, y: int) -> None: ...


class Surface:
    """Draws a pen's strokes on an image: the one place that turns them into pixels, whether
    a layout draws straight on the image or a recording of it is drawn later, band by band
    (``cogs.png_band_draw``)."""

    def __init__(self, image: Image.Image) -> None:
        self.image = image
        self.draw = ImageDraw.Draw(image)

    def text(self, x: int, y: int, text: str, size: int, style: str, fill: Colour) -> None:
        face = font(size, style)
        if isinstance(face, CachedFont) and "\n" not in text and text_unwatched():
            _stamp(self.draw, x, y, text, face, fill)
        else:
            self.draw.text((x, y), text, fill=fill, font=face)

    def rect(
        self, box: Box, fill: Colour | None, outline: Colour | None, width: int, radius: int
    ) -> None:
        if radius:
            tile = _rounded_tile(box, radius, fill, outline, width)
            if tile is not None:
                self.draw.im.paste(tile.im, (box[0], box[1], box[2] + 1, box[3] + 1), tile.im)
            else:
                self.draw.rounded_rectangle(box, radius, fill=fill, outline=outline, width=width)
        else:
            self.draw.rectangle(box, fill=fill, outline=outline, width=width)

    def line(self, box: Box, fill: Colour, width: int) -> None:
        self.draw.line(box, fill=fill, width=width)

    def paste(self, picture: Image.Image, x: int, y: int) -> None:
        mask = picture if picture.mode == "RGBA" else None
        self.image.paste(picture, (x, y), mask)


class Pen:
    """Draws on an image, or records what it would draw (``cogs.pen_record``), or only
    measures when it has neither: layouts run once to learn their height and once to draw,
    with the same code."""

    def __init__(self, image: Image.Image | Marks | None) -> None:
        self.marks: Marks | None = Surface(image) if isinstance(image, Image.Image) else image

    def text(
        self,
        x: int,
        y: int,
        text: str,
        size: int,
        style: str = "regular",
        fill: Colour = INK,
        align: str = "left",
    ) -> int:
        """Writes ``text`` with its top-left (or top-right, or top-centre) at (x, y); returns
        its width."""
        width = text_width(text, size, style)
        if align == "right":
            x -= width
        elif align == "centre":
            x -= width // 2
        if self.marks is not None and text:
            self.marks.text(x, y, text, size, style, fill)
        return width

    def rect(
        self,
        box: Box,
        fill: Colour | None = None,
        outline: Colour | None = None,
        width: int = 1,
        radius: int = 0,
    ) -> None:
        if self.marks is not None:
            self.marks.rect(box, fill, outline, width, radius)

    def line(self, box: Box, fill: Colour, width: int = 1) -> None:
        if self.marks is not None:
            self.marks.line(box, fill, width)

    def paste(self, picture: Image.Image, x: int, y: int) -> None:
        if self.marks is not None:
            self.marks.paste(picture, x, y)

    def badge(
        self,
        x: int,
        y: int,
        text: str,
        size: int,
        fill: Colour,
        ink: Colour = WHITE,
        align: str = "left",
    ) -> int:
        """A filled label (VP, markers); returns its width."""
        pad = size // 2
        width = text_width(text, size, "bold") + 2 * pad
        if align == "right":
            x -= width
        self.rect((x, y, x + width, y + size + pad), fill=fill, radius=size // 3)
        self.text(x + pad, y + pad // 2, text, size, "bold", ink)
        return width


MEASURE = Pen(None)

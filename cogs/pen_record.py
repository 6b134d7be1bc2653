"""A pen's strokes kept instead of drawn: ``Pen(Recording())`` runs a layout once, measuring as
it goes, and keeps every stroke with the rows of the image it can touch, so that the image can
be drawn later band by band, each band from only the strokes that reach it
(``cogs.png_band_draw``).

A stroke is a value: two strokes are equal when they draw the same pixels in the same place,
which is what lets a band drawn before be known again by its strokes alone."""

from __future__ import annotations

from functools import lru_cache
from typing import NamedTuple

from PIL import Image, ImageFont

from cogs.fonts import font
from cogs.pen import Box, Colour, Surface


class Picture:
    """A pasted image as part of a stroke: images cannot be hashed, and the pictures a board
    pastes (chips, coins) are cached, so the same object is the same picture. Holding it keeps
    its id from going to another image while a stroke names it."""

    __slots__ = ("image",)

    def __init__(self, image: Image.Image) -> None:
        self.image = image

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Picture) and other.image is self.image

    def __hash__(self) -> int:
        return id(self.image)


# The strokes, one class each. Named tuples compare as tuples, but two strokes of different
# kinds are never equal: a text starts with an int, a rectangle and a line with a box (five
# fields against three), a paste with a Picture. So a band's tuple of strokes is a safe key.


class Text(NamedTuple):
    """One text at its top-left, as ``Pen.text`` aligned it."""

    x: int
    y: int
    text: str
    size: int
    style: str
    fill: Colour

    def rows(self) -> tuple[int, int]:
        top, bottom = text_rows(self.text, self.size, self.style)
        return self.y + top, self.y + bottom

    def moved(self, dy: int) -> Text:
        return Text(self.x, self.y + dy, self.text, self.size, self.style, self.fill)

    def draw(self, surface: Surface) -> None:
        surface.text(self.x, self.y, self.text, self.size, self.style, self.fill)


class Rect(NamedTuple):
    box: Box
    fill: Colour | None
    outline: Colour | None
    width: int
    radius: int

    def rows(self) -> tuple[int, int]:
        return min(self.box[1], self.box[3]), max(self.box[1], self.box[3])

    def moved(self, dy: int) -> Rect:
        x0, y0, x1, y1 = self.box
        return Rect((x0, y0 + dy, x1, y1 + dy), self.fill, self.outline, self.width, self.radius)

    def draw(self, surface: Surface) -> None:
        surface.rect(self.box, self.fill, self.outline, self.width, self.radius)


class Line(NamedTuple):
    box: Box
    fill: Colour
    width: int

    def rows(self) -> tuple[int, int]:
        # a wide line reaches half its width beyond its ends, across it: a whole width is sure
        top, bottom = min(self.box[1], self.box[3]), max(self.box[1], self.box[3])
        return top - self.width, bottom + self.width

    def moved(self, dy: int) -> Line:
        x0, y0, x1, y1 = self.box
        return Line((x0, y0 + dy, x1, y1 + dy), self.fill, self.width)

    def draw(self, surface: Surface) -> None:
        surface.line(self.box, self.fill, self.width)


class Paste(NamedTuple):
    picture: Picture
    x: int
    y: int

    def rows(self) -> tuple[int, int]:
        return self.y, self.y + self.picture.image.height - 1

    def moved(self, dy: int) -> Paste:
        return Paste(self.picture, self.x, self.y + dy)

    def draw(self, surface: Surface) -> None:
        surface.paste(self.picture.image, self.x, self.y)


Stroke = Text | Rect | Line | Paste


class Recording:
    """The strokes of a drawing, in order (a ``Marks`` for ``cogs.pen.Pen``)."""

    def __init__(self) -> None:
        self.strokes: list[Stroke] = []

    def text(self, x: int, y: int, text: str, size: int, style: str, fill: Colour) -> None:
        self.strokes.append(Text(x, y, text, size, style, fill))

    def rect(
        self, box: Box, fill: Colour | None, outline: Colour | None, width: int, radius: int
    ) -> None:
        self.strokes.append(Rect(box, fill, outline, width, radius))

    def line(self, box: Box, fill: Colour, width: int) -> None:
        self.strokes.append(Line(box, fill, width))

    def paste(self, picture: Image.Image, x: int, y: int) -> None:
        self.strokes.append(Paste(Picture(picture), x, y))


@lru_cache(maxsize=8192)
def text_rows(text: str, size: int, style: str) -> tuple[int, int]:
    """The first and last rows a text's mask covers, from the top it is written at: exactly
    those ``cogs.pen._stamp`` (and Pillow) fill, descenders and the mask's offset included."""
    face = font(size, style)
    if isinstance(face, ImageFont.FreeTypeFont) and "\n" not in text:
        # the size and offset getmask2 gives the mask that is stamped (anchor "la", mode "L")
        _, top, _, bottom = face.getbbox(text, "L", anchor="la")
        return int(top), int(bottom) - 1
    # Pillow's own font, or lines: not drawn by the turn images; a wide margin is still right
    # (a band only meets a stroke it does not need)
    lines = text.count("\n") + 1
    return -size, 2 * size * (lines + 1)

"""The pen every board image draws with: cached text measures, cutting and wrapping text to a
width, and a ``Pen`` that draws, or only measures, so that a layout runs once to learn its size
and once to draw with the same code."""

from __future__ import annotations

from functools import lru_cache

from PIL import Image, ImageDraw

from cogs.fonts import font

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


class Pen:
    """Draws on an image, or only measures when it has none: layouts run once to learn their
    height and once to draw, with the same code."""

    def __init__(self, image: Image.Image | None) -> None:
        self.image = image
        self.draw = ImageDraw.Draw(image) if image is not None else None

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
        if self.draw is not None and text:
            self.draw.text((x, y), text, fill=fill, font=font(size, style))
        return width

    def rect(
        self,
        box: Box,
        fill: Colour | None = None,
        outline: Colour | None = None,
        width: int = 1,
        radius: int = 0,
    ) -> None:
        if self.draw is None:
            return
        if radius:
            self.draw.rounded_rectangle(box, radius, fill=fill, outline=outline, width=width)
        else:
            self.draw.rectangle(box, fill=fill, outline=outline, width=width)

    def line(self, box: Box, fill: Colour, width: int = 1) -> None:
        if self.draw is not None:
            self.draw.line(box, fill=fill, width=width)

    def paste(self, picture: Image.Image, x: int, y: int) -> None:
        if self.image is not None:
            mask = picture if picture.mode == "RGBA" else None
            self.image.paste(picture, (x, y), mask)

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

"""The drawing kit of The Builders board: colours, cached text, resource chips and the pen.

Resources are told apart by their letter (S W A D) first and their colour second: stone is dark
and wood, architecture and decoration use Okabe-Ito colours that stay distinct for red-green
colour blindness (orange, blue, pink), with text contrast rather than hue carrying the meaning.
"""

from __future__ import annotations

from functools import cache, lru_cache

from PIL import Image, ImageDraw

from cogs.fonts import font

Colour = tuple[int, int, int]
Box = tuple[int, int, int, int]

# The grid shared by every part of the board.
WIDTH = 1400
MARGIN = 16
GAP = 12
PAD = 12

BG: Colour = (236, 228, 212)
INK: Colour = (40, 34, 28)
MUTED: Colour = (120, 110, 98)
FAINT: Colour = (190, 180, 165)
PANEL: Colour = (248, 243, 233)
CARD: Colour = (252, 247, 236)
CARD_EDGE: Colour = (150, 120, 85)
MACHINE: Colour = (222, 232, 242)
MACHINE_EDGE: Colour = (70, 100, 140)
SLAVE: Colour = (226, 218, 205)
HEADER: Colour = (58, 46, 40)
HEADER_TEXT: Colour = (250, 244, 230)
GOLD: Colour = (226, 168, 0)
GOLD_LIGHT: Colour = (250, 236, 190)
VP_FILL: Colour = (128, 36, 48)
WHITE: Colour = (255, 255, 255)
ALERT: Colour = (190, 50, 30)

RESOURCE_LETTERS = ("S", "W", "A", "D")
RESOURCE_FILL: tuple[Colour, ...] = ((80, 80, 86), (230, 159, 0), (0, 114, 178), (204, 121, 167))
RESOURCE_INK: tuple[Colour, ...] = (WHITE, INK, WHITE, INK)
# The empty part of a progress bar, a pale tint of the resource.
RESOURCE_PALE: tuple[Colour, ...] = (
    (214, 214, 218),
    (247, 226, 178),
    (184, 214, 236),
    (240, 215, 229),
)


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


@cache
def resource_chip(resource: int, size: int) -> Image.Image:
    """A rounded square in the resource's colour with its letter: the board's resource symbol."""
    chip = Image.new("RGBA", (size, size), (0, 0, 0, 0))
    draw = ImageDraw.Draw(chip)
    draw.rounded_rectangle(
        (0, 0, size - 1, size - 1), radius=max(2, size // 5), fill=RESOURCE_FILL[resource]
    )
    draw.text(
        (size / 2, size / 2 + 1),
        RESOURCE_LETTERS[resource],
        font=font(int(size * 0.68), "bold"),
        fill=RESOURCE_INK[resource],
        anchor="mm",
    )
    return chip


@cache
def coin(size: int) -> Image.Image:
    """A sestertius: a gold disc with a rim."""
    disc = Image.new("RGBA", (size, size), (0, 0, 0, 0))
    draw = ImageDraw.Draw(disc)
    draw.ellipse((0, 0, size - 1, size - 1), fill=(205, 150, 30), outline=(130, 90, 10))
    inset = max(2, size // 4)
    draw.ellipse((inset, inset, size - 1 - inset, size - 1 - inset), outline=(250, 215, 110))
    return disc


def amounts_width(
    values: tuple[int, ...], size: int, zeros: bool = False, gap: int | None = None
) -> int:
    """The width ``Pen.amounts`` takes for these values."""
    number = int(size * 0.8)
    space = size // 2 if gap is None else gap
    shown = [n for n in values if n or zeros]
    widths = [size + 3 + text_width(str(n), number, "bold") for n in shown]
    return sum(widths) + space * max(0, len(widths) - 1)


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

    def amounts(
        self,
        x: int,
        y: int,
        values: tuple[int, ...],
        size: int,
        zeros: bool = False,
        gap: int | None = None,
    ) -> int:
        """Resource chips each followed by its amount (``size`` = chip height); zero amounts are
        left out unless ``zeros``, then shown faded. Returns the width used."""
        start = x
        number = int(size * 0.8)
        space = size // 2 if gap is None else gap
        for r, n in enumerate(values):
            if not n and not zeros:
                continue
            if x > start:
                x += space
            self.paste(resource_chip(r, size), x, y)
            x += size + 3
            x += self.text(
                x, y + (size - number) // 2 - 1, str(n), number, "bold", INK if n else FAINT
            )
        return x - start

    def money(self, x: int, y: int, n: int, size: int, style: str = "bold") -> int:
        """A coin and an amount of sestertii; returns the width used."""
        self.paste(coin(size), x, y)
        number = int(size * 0.85)
        width = self.text(x + size + 4, y + (size - number) // 2 - 1, str(n), number, style)
        return size + 4 + width

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

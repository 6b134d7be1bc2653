"""The drawing kit of The Builders board: colours, cached text, resource chips and the pen.

Resources are told apart by their letter (S W A D) first and their colour second: stone is dark
and wood, architecture and decoration use Okabe-Ito colours that stay distinct for red-green
colour blindness (orange, blue, pink), with text contrast rather than hue carrying the meaning.
"""

from __future__ import annotations

from functools import cache

from PIL import Image, ImageDraw

from bot.i18n.languages import ENGLISH
from bot.i18n.text import TextArg, say
from cogs.builders_antiquity.nouns import letter
from cogs.fonts import font
from cogs.pen import INK as PEN_INK
from cogs.pen import WHITE as PEN_WHITE
from cogs.pen import Box, Colour, Marks, fit, fit_shrink, text_width, wrap
from cogs.pen import Pen as BasePen

__all__ = ["Box", "Colour", "fit", "fit_shrink", "text_width", "wrap"]

# The grid shared by every part of the board.
WIDTH = 1400
MARGIN = 16
GAP = 12
PAD = 12

BG: Colour = (236, 228, 212)
INK: Colour = PEN_INK
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
WHITE: Colour = PEN_WHITE
ALERT: Colour = (190, 50, 30)

RESOURCE_FILL: tuple[Colour, ...] = ((80, 80, 86), (230, 159, 0), (0, 114, 178), (204, 121, 167))
RESOURCE_INK: tuple[Colour, ...] = (WHITE, INK, WHITE, INK)
# The empty part of a progress bar, a pale tint of the resource.
RESOURCE_PALE: tuple[Colour, ...] = (
    (214, 214, 218),
    (247, 226, 178),
    (184, 214, 236),
    (240, 215, 229),
)


@cache
def resource_chip(resource: int, size: int, locale: str = ENGLISH) -> Image.Image:
    """A rounded square in the resource's colour with its letter (in the reader's language):
    the board's resource symbol."""
    chip = Image.new("RGBA", (size, size), (0, 0, 0, 0))
    draw = ImageDraw.Draw(chip)
    draw.rounded_rectangle(
        (0, 0, size - 1, size - 1), radius=max(2, size // 5), fill=RESOURCE_FILL[resource]
    )
    draw.text(
        (size / 2, size / 2 + 1),
        letter(resource, locale),
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


def pack(parts: list[str], separator: str, size: int, width: int) -> list[str]:
    """``parts`` joined by ``separator`` on as few lines ``width`` pixels wide as they need,
    each part whole (one wider than a line is cut)."""
    lines: list[str] = []
    for part in parts:
        candidate = f"{lines[-1]}{separator}{part}" if lines else part
        if lines and text_width(candidate, size) <= width:
            lines[-1] = candidate
        else:
            lines.append(fit(part, size, "regular", width))
    return lines


class Pen(BasePen):
    """The Builders' pen: the shared pen with resource chips and coins, writing in the language
    of the image's readers (``locale``)."""

    def __init__(self, image: Image.Image | Marks | None, locale: str = ENGLISH) -> None:
        super().__init__(image)
        self.locale = locale

    def say(self, key: str, /, **args: TextArg) -> str:
        """The catalogue's message ``key`` in this pen's language."""
        return say(self.locale, key, **args)

    @property
    def measure(self) -> Pen:
        """A pen of the same language that only measures."""
        return measuring(self.locale)

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
            self.paste(resource_chip(r, size, self.locale), x, y)
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


@cache
def measuring(locale: str) -> Pen:
    """The pen that measures the texts of ``locale``, drawing nothing."""
    return Pen(None, locale)


MEASURE = measuring(ENGLISH)

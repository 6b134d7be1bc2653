"""The colours and small drawn pieces of Porta Nigra's full board (``cogs.porta_nigra.board``),
which its hand and turn images share: brick swatches, player discs, and texts drawn smaller
where a longer language's words would not fit their place.

Colour-blind safe: every brick colour also carries its letter (K B R Y W in English) and a
pattern, and every player colour carries the player's number.
"""

from __future__ import annotations

from PIL import ImageDraw

from bot.i18n.languages import ENGLISH
from cogs.fonts import font
from cogs.pen import INK as PEN_INK
from cogs.pen import fit_shrink, text_width
from cogs.porta_nigra.image_words import letter
from rules.porta_nigra import data as d

WIDTH, HEIGHT = 1400, 980
BG = (236, 228, 212)
INK = PEN_INK
MUTED = (120, 110, 98)
PANEL = (248, 243, 233)
GOLD = (196, 150, 60)
BRICK_FILL = {
    d.K: (45, 45, 48),
    d.B: (52, 110, 190),
    d.R: (196, 58, 48),
    d.Y: (236, 190, 40),
    d.W: (250, 250, 250),
}
BRICK_TEXT = {d.K: (255, 255, 255), d.B: (255, 255, 255), d.R: (255, 255, 255)}
# Player colours avoid the brick colours; the number inside the badge tells them apart too.
PLAYER_FILL = [(230, 126, 34), (142, 68, 173), (39, 160, 110), (219, 84, 160)]

Draw = ImageDraw.ImageDraw


def brick(
    draw: Draw,
    box: tuple[int, int, int, int],
    colour: int,
    text: str = "",
    locale: str = ENGLISH,
) -> None:
    """A brick swatch: colour, a pattern per colour, and its letter in ``locale`` (or
    ``text``), smaller where a language's longer letters would cross its edges."""
    x0, y0, x1, y1 = box
    draw.rectangle(box, fill=BRICK_FILL[colour], outline=INK, width=1)
    ink = BRICK_TEXT.get(colour, INK)
    faint = tuple((c + (255 if ink == INK else 0)) // 2 for c in BRICK_FILL[colour])
    if colour == d.B:  # horizontal lines
        for y in range(y0 + 4, y1, 6):
            draw.line((x0 + 1, y, x1 - 1, y), fill=faint)
    elif colour == d.R:  # diagonal lines
        for k in range(x0 - (y1 - y0), x1, 7):
            draw.line((max(k, x0), y0 + max(0, x0 - k), min(k + y1 - y0, x1), y1), fill=faint)
    elif colour == d.Y:  # dots
        for y in range(y0 + 4, y1 - 1, 6):
            for x in range(x0 + 4, x1 - 1, 6):
                draw.point((x, y), fill=(150, 110, 0))
    label = text or letter(colour, locale)
    size = max(10, min(22, (y1 - y0) - 4))
    # a tiny swatch (a hand's deck card) still shows two letters, small, rather than "…"
    label, size = fitted(label, size, "bold", x1 - x0 - 4, least=min(size, 7))
    f = font(size, "bold")
    draw.text(((x0 + x1) // 2, (y0 + y1) // 2), label, fill=ink, font=f, anchor="mm")


def fitted(text: str, size: int, style: str, width: int, least: int = 10) -> tuple[str, int]:
    """``text`` at ``size`` px, or smaller (down to ``least``) until it fits ``width``: a longer
    language's words then still fit their place whole."""
    return fit_shrink(text, tuple(range(size, least - 1, -1)), style, width)


def badge(draw: Draw, centre: tuple[int, int], player: int, r: int = 11) -> None:
    """A player's disc with the player's number."""
    x, y = centre
    draw.ellipse((x - r, y - r, x + r, y + r), fill=PLAYER_FILL[player], outline=INK, width=2)
    draw.text((x, y), str(player + 1), fill=(255, 255, 255), font=font(r + 3, "bold"), anchor="mm")


def write_fitted(
    draw: Draw,
    xy: tuple[int, int],
    text: str,
    size: int,
    width: int,
    fill: tuple[int, int, int] = INK,
    style: str = "regular",
    anchor: str = "la",
) -> int:
    """``text`` at ``xy``, smaller where it would be wider than ``width``; returns its width."""
    text, size = fitted(text, size, style, width)
    draw.text(xy, text, fill=fill, font=font(size, style), anchor=anchor)
    return text_width(text, size, style)

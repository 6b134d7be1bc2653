"""The displays on Porta Nigra's full board: the building cards and the honor cards on offer,
with the size of their decks."""

from __future__ import annotations

from bot.i18n.text import say
from cogs.fonts import font
from cogs.porta_nigra.board_pieces import (
    INK,
    MUTED,
    PANEL,
    WIDTH,
    Draw,
    brick,
    fitted,
    write_fitted,
)
from cogs.porta_nigra.image_words import code, honor_lines
from rules.porta_nigra import data as d
from rules.porta_nigra.view import PortaNigraView


def draw_displays(draw: Draw, view: PortaNigraView, x: int, y: int, locale: str) -> int:
    """The building cards, then the honor cards, on offer from (``x``, ``y``) to the board's
    right edge; returns the y below them."""
    room = WIDTH - 10 - x
    title = say(locale, "porta-img-board-building-cards", deck=view.building_deck_size)
    write_fitted(draw, (x, y), title, 16, room, style="bold")
    y += 24
    for k, card in enumerate(view.building_display):
        b, _, c = card.partition(":")
        cx = x + k * 74
        draw.rounded_rectangle((cx, y, cx + 68, y + 58), 6, fill=PANEL, outline=INK, width=1)
        draw.text((cx + 34, y + 14), code(b, locale), fill=INK, font=font(16, "bold"), anchor="mm")
        brick(draw, (cx + 12, y + 30, cx + 56, y + 50), d.LETTER.index(c), locale=locale)
    y += 70
    title = say(locale, "porta-img-board-honor-cards", deck=view.honor_deck_size)
    write_fitted(draw, (x, y), title, 16, room, style="bold")
    y += 24
    for k, h in enumerate(view.honor_display):
        hx = x + (k % 7) * 63
        hy = y + (k // 7) * 78
        draw.rounded_rectangle((hx, hy, hx + 58, hy + 72), 6, fill=(252, 246, 224), outline=INK)
        draw.text((hx + 4, hy + 2), h, fill=MUTED, font=font(10))
        cost = d.HONOR_CARDS[h].cost
        draw.ellipse((hx + 38, hy + 3, hx + 54, hy + 19), fill=(90, 70, 150))
        draw.text(
            (hx + 46, hy + 11), str(cost), fill=(255, 255, 255), font=font(11, "bold"), anchor="mm"
        )
        top, bottom = honor_lines(h, locale)
        for text, size, style, ink, middle in (
            (top, 15, "bold", INK, 38),
            (bottom, 11, "regular", MUTED, 57),
        ):
            text, size = fitted(text, size, style, 56, least=9)
            draw.text((hx + 29, hy + middle), text, fill=ink, font=font(size, style), anchor="mm")
    rows = (len(view.honor_display) + 6) // 7
    return y + rows * 78 + 8

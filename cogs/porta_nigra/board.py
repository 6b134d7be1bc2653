"""The Porta Nigra board as a PNG: the round and whose turn it is on top, the city's quarters
with their shops and sites (``board_city``), the card displays (``board_displays``) and every
player's supplies (``board_players``), drawn with the colours and pieces of ``board_pieces``.

Every word is drawn in the language of the reader (the table's, for the board): a longer word
is drawn smaller where it has a fixed place (``fitted``) rather than cut.
"""

from __future__ import annotations

from collections.abc import Mapping

from PIL import Image, ImageDraw

from bot.i18n.languages import ENGLISH
from bot.i18n.text import say
from cogs.fonts import font
from cogs.pen import fit, text_width
from cogs.png import Palette, encode, sample_states
from cogs.porta_nigra.board_city import draw_city
from cogs.porta_nigra.board_displays import draw_displays

# ``name as name``: the hand and turn images import these from the board.
from cogs.porta_nigra.board_pieces import BG as BG
from cogs.porta_nigra.board_pieces import BRICK_FILL as BRICK_FILL
from cogs.porta_nigra.board_pieces import BRICK_TEXT as BRICK_TEXT
from cogs.porta_nigra.board_pieces import GOLD, HEIGHT, WIDTH, write_fitted
from cogs.porta_nigra.board_pieces import INK as INK
from cogs.porta_nigra.board_pieces import MUTED as MUTED
from cogs.porta_nigra.board_pieces import PANEL as PANEL
from cogs.porta_nigra.board_pieces import PLAYER_FILL as PLAYER_FILL
from cogs.porta_nigra.board_pieces import Draw as Draw
from cogs.porta_nigra.board_pieces import badge as badge
from cogs.porta_nigra.board_pieces import brick as brick
from cogs.porta_nigra.board_pieces import fitted as fitted
from cogs.porta_nigra.board_players import draw_players
from cogs.porta_nigra.image_words import goods_text as goods_text
from cogs.porta_nigra.image_words import phase_text, vp
from rules.porta_nigra import ENGINE
from rules.porta_nigra.view import PortaNigraView


def render_board(
    view: PortaNigraView,
    names: Mapping[str, str] | None = None,
    locale: str = ENGLISH,
) -> bytes:
    """The board of ``view`` as PNG bytes (1400 x 980). It shows nothing private, whoever's
    view it is given; the channel's board is drawn from the public view."""
    return encode(draw_board(view, names, locale), PALETTE)


def draw_board(
    view: PortaNigraView, names: Mapping[str, str] | None = None, locale: str = ENGLISH
) -> Image.Image:
    """The board as an RGB image, its words in ``locale``."""
    image = Image.new("RGB", (WIDTH, HEIGHT), BG)
    draw = ImageDraw.Draw(image)
    labels = _names(view, names)
    _header(draw, view, labels, locale)
    draw_city(draw, view, locale)
    y = draw_displays(draw, view, 945, 62, locale)
    draw_players(draw, view, labels, 945, y, locale)
    return image


def _names(view: PortaNigraView, names: Mapping[str, str] | None) -> list[str]:
    return [(names or {}).get(p.seat, p.seat) for p in view.players]


def _header(draw: Draw, view: PortaNigraView, names: list[str], locale: str) -> None:
    draw.text((12, 14), say(locale, "porta-title").upper(), fill=INK, font=font(28, "bold"))
    x = 260
    for r in range(1, view.rounds + 1):
        roman = "I" * r if r < 4 else str(r)
        current = r == view.round
        fill = GOLD if current else PANEL
        draw.rounded_rectangle((x, 14, x + 46, 46), 6, fill=fill, outline=INK, width=2)
        draw.text((x + 23, 30), roman, fill=INK, font=font(18, "bold"), anchor="mm")
        x += 54
    rounds = say(locale, "porta-img-board-round")
    draw.text((x + 2, 30), rounds, fill=MUTED, font=font(14), anchor="lm")
    status: str
    if view.phase == "over":
        won = [i for i, p in enumerate(view.players) if p.seat in view.winners]
        win = ", ".join(names[i] for i in won)
        best = max((view.players[i].vp for i in won), default=0)
        count = max(1, len(won))  # several winners are a tie: no rule breaks it
        status = say(locale, "porta-img-board-over", winners=win, vp=vp(best, locale), count=count)
    else:
        doing = phase_text(view.phase, locale)
        parts = [say(locale, "porta-img-turn-doing", name=names[view.current], doing=doing)]
        if view.turn.card and view.phase not in ("interim", "start_player"):
            parts.append(say(locale, "porta-img-board-card", card=view.turn.card))
        if view.early_end_by is not None:
            early = names[view.early_end_by]
            parts.append(say(locale, "porta-img-board-early", name=early))
        status = " · ".join(parts)
    supply = say(
        locale,
        "porta-img-board-supply",
        bricks=view.supply,
        cards=view.supply_cards_left,
    )
    supply_w = write_fitted(draw, (WIDTH - 12, 30), supply, 14, 400, fill=MUTED, anchor="rm")
    left = x + 2 + text_width(rounds, 14) + 20
    room = WIDTH - 12 - supply_w - 16 - left
    status, size = fitted(status, 17, "bold", room, least=14)
    draw.text(
        (left, 30), fit(status, size, "bold", room), fill=INK, font=font(size, "bold"), anchor="lm"
    )
    walk = say(locale, "porta-img-board-walk-rule")
    write_fitted(draw, (WIDTH - 12, 50), walk, 12, 700, anchor="rm")


PALETTE = Palette(lambda: (draw_board(ENGINE.view_model(s, None)) for s in sample_states(ENGINE)))

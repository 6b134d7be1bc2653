"""The Aqua Romana board as a PNG (Pillow only): the title and the podiums above the area
(``board_panels``), the area with its pathway, tiles, aqueducts and workmen (``board_area``),
the players' scores and the stock beside it (``board_panels``). The pieces (``pieces``) and the
colours (``colours``) are the turn image's too.

The names other modules and the tests take from here (the colours, the layout, the aqueducts'
course) stay importable from this module.
"""

from __future__ import annotations

from collections.abc import Mapping

from PIL import Image, ImageDraw

from bot.i18n.languages import ENGLISH
from cogs.aqua_romana.aqueducts import channel_owners, loose_end, reservoirs, scored_off_podium
from cogs.aqua_romana.board_area import HEIGHT, WIDTH, cell_box, draw_area, pathway_box
from cogs.aqua_romana.board_panels import draw_podiums, draw_side_panel, draw_title
from cogs.aqua_romana.colours import (
    COLOURS,
    GROUND,
    INK,
    LIGHT,
    PAPER,
    PATH,
    PATH_LINE,
    PRINTED,
    STONE,
    WATER,
)
from cogs.aqua_romana.pieces import draw_square, draw_tile, short_id
from cogs.png import Palette, encode, sample_states
from rules.aqua_romana import ENGINE
from rules.aqua_romana.view import AquaView

__all__ = [
    "COLOURS",
    "GROUND",
    "HEIGHT",
    "INK",
    "LIGHT",
    "PALETTE",
    "PAPER",
    "PATH",
    "PATH_LINE",
    "PRINTED",
    "STONE",
    "WATER",
    "WIDTH",
    "cell_box",
    "channel_owners",
    "draw_board",
    "draw_square",
    "draw_tile",
    "loose_end",
    "pathway_box",
    "render_board",
    "reservoirs",
    "scored_off_podium",
    "short_id",
]


def render_board(
    view: AquaView,
    names: Mapping[str, str] | None = None,
    locale: str = ENGLISH,
) -> bytes:
    """The board as PNG bytes, 1440 x 1020, from the public view, its words in ``locale``."""
    return encode(draw_board(view, names, locale), PALETTE)


def draw_board(
    view: AquaView, names: Mapping[str, str] | None = None, locale: str = ENGLISH
) -> Image.Image:
    """The board as an RGB image."""
    names = dict(names or {})
    image = Image.new("RGB", (WIDTH, HEIGHT), PAPER)
    draw = ImageDraw.Draw(image)
    draw_title(draw, view, names, locale)
    draw_podiums(draw, view, locale)
    draw_area(draw, view, locale)
    draw_side_panel(draw, view, names, locale)
    return image


# Named after this module, as its committed file is (cogs/aqua_romana/palettes/board.pal).
PALETTE = Palette(lambda: (draw_board(ENGINE.view_model(s, None)) for s in sample_states(ENGINE)))

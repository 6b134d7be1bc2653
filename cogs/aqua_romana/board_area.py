"""The full board's area: the pathway around the grid with its fountains and master builders, the
grid's tiles coloured by the aqueducts through them, the reservoirs, the workmen, and what the
decision at hand is about, ringed. Also the image's layout, which the panels fit around."""

from __future__ import annotations

from PIL import ImageDraw

from bot.i18n.text import say
from cogs.aqua_romana.aqueducts import channel_owners, loose_end, reservoirs, scored_off_podium
from cogs.aqua_romana.colours import (
    CHANNEL_EDGE,
    COLOURS,
    FOUNTAIN,
    GROUND,
    INK,
    LIGHT,
    PATH,
    PATH_LINE,
    RING,
)
from cogs.aqua_romana.pieces import draw_builder, draw_marker, draw_square, short_id
from cogs.aqua_romana.squares import Squares, edge_point, facing
from cogs.fonts import font
from rules.aqua_romana.data import (
    COLOUR_LETTER,
    COLUMN_LETTERS,
    COLUMNS,
    DX,
    DY,
    PRINTED_CURVES,
    ROWS,
)
from rules.aqua_romana.view import AquaView, WorkmanView

WIDTH, HEIGHT = 1440, 1020
CELL = 80
BAND = 64  # pathway depth
LABELS = 24  # coordinate band between the grid and the pathway
MARGIN = 20
TOP = 188  # top of the pathway (title and podiums above)
SQUARES = Squares(left=MARGIN, top=TOP, cell=CELL, band=BAND, labels=LABELS)
GX, GY, GX1, GY1 = SQUARES.gx, SQUARES.gy, SQUARES.gx1, SQUARES.gy1  # the grid's corners
cell_box = SQUARES.cell_box
pathway_box = SQUARES.pathway_box
BOARD_RIGHT = GX1 + LABELS + BAND
PANEL_X = BOARD_RIGHT + 24


def draw_area(draw: ImageDraw.ImageDraw, view: AquaView, locale: str) -> None:
    """The pathway, then the grid and all that stands on it."""
    _pathway(draw, view, locale)
    _grid(draw, view, locale)


def _pathway(draw: ImageDraw.ImageDraw, view: AquaView, locale: str) -> None:
    draw.rectangle([MARGIN, TOP, BOARD_RIGHT, GY1 + LABELS + BAND], fill=PATH, outline=PATH_LINE)
    draw.rectangle([MARGIN + BAND, TOP + BAND, BOARD_RIGHT - BAND, GY1 + LABELS], fill=GROUND)
    small = font(10)
    for p in range(38):
        box = pathway_box(p)
        draw.rectangle(box, fill=PATH, outline=PATH_LINE)
        draw.text((box[0] + 3, box[1] + 2), f"P{p}", font=small, fill=(95, 80, 55))
    corners = [
        (MARGIN, TOP),
        (BOARD_RIGHT - BAND - LABELS, TOP),
        (BOARD_RIGHT - BAND - LABELS, GY1),
        (MARGIN, GY1),
    ]
    fountain = say(locale, "aqua-fountain")
    for x, y in corners:
        _fountain(draw, x + (BAND + LABELS) / 2, y + (BAND + LABELS) / 2, fountain)
    for p, kind in enumerate(view.pathway):
        if kind:
            x0, y0, x1, y1 = pathway_box(p)
            draw_builder(draw, ((x0 + x1) / 2, (y0 + y1) / 2 + 4), kind)
    # Column letters and row numbers, on all four sides of the grid.
    f = font(15, "bold")
    for x in range(COLUMNS):
        cx = GX + x * CELL + CELL / 2
        draw.text((cx, GY - LABELS / 2), COLUMN_LETTERS[x], font=f, fill=INK, anchor="mm")
        draw.text((cx, GY1 + LABELS / 2), COLUMN_LETTERS[x], font=f, fill=INK, anchor="mm")
    for y in range(ROWS):
        cy = GY + y * CELL + CELL / 2
        draw.text((GX - LABELS / 2, cy), str(y + 1), font=f, fill=INK, anchor="mm")
        draw.text((GX1 + LABELS / 2, cy), str(y + 1), font=f, fill=INK, anchor="mm")


def _fountain(draw: ImageDraw.ImageDraw, cx: float, cy: float, word: str) -> None:
    for r, colour in ((34, (120, 110, 95)), (30, FOUNTAIN), (18, (170, 215, 240)), (7, FOUNTAIN)):
        draw.ellipse([cx - r, cy - r, cx + r, cy + r], fill=colour)
    draw.text((cx, cy + 25), word, font=font(9), fill=(255, 255, 255), anchor="mm")


def _grid(draw: ImageDraw.ImageDraw, view: AquaView, locale: str) -> None:
    owners = channel_owners(view)
    printed = say(locale, "aqua-images-printed")
    for sq, code in enumerate(view.grid):
        box = cell_box(sq)
        draw_square(draw, box, sq, code, owners)
        if code >= 0 and sq in PRINTED_CURVES:
            draw.text((box[0] + 4, box[1] + 2), printed, font=font(9), fill=PATH_LINE)
    # Reservoirs: two squares each, with a stub for every outlet.
    for colour, squares in reservoirs(view).items():
        x0, y0, x1, y1 = SQUARES.area_box(squares, 4)
        draw.rounded_rectangle(
            [x0, y0, x1, y1], radius=10, fill=LIGHT[colour], outline=COLOURS[colour], width=5
        )
        for w in view.workmen:
            if w.colour == colour:
                stub = SQUARES.outlet_line(w)
                draw.line(stub, fill=CHANNEL_EDGE, width=18)
                draw.line(stub, fill=COLOURS[colour], width=12)
        cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
        draw.ellipse([cx - 15, cy - 15, cx + 15, cy + 15], fill=(110, 175, 225), outline=INK)
        draw.text((cx, cy), COLOUR_LETTER[colour], font=font(16, "bold"), fill=INK, anchor="mm")
    _closed_ends(draw, view)
    _highlight(draw, view)
    for w in view.workmen:
        edge = facing(w)
        if w.status == "open" and edge is not None:
            _workman_on_board(draw, w, edge)
        elif w.status == "closed" or scored_off_podium(w):
            draw_marker(draw, SQUARES.workman_spot(w), w.colour, short_id(w), size=26)


def _closed_ends(draw: ImageDraw.ImageDraw, view: AquaView) -> None:
    """A bar across the loose end of every finished aqueduct, however it was closed (by its
    owner, by the board's edge or by a tile with no opening there)."""
    for w in view.workmen:
        if w.status == "open" or w.length == 0:
            continue
        sq, edge = loose_end(view, w)
        x, y = edge_point(cell_box(sq), edge)
        dx, dy = DY[edge] * 16, DX[edge] * 16
        draw.line([(x - dx, y - dy), (x + dx, y + dy)], fill=INK, width=7)


def _highlight(draw: ImageDraw.ImageDraw, view: AquaView) -> None:
    """Mark what the pending decision is about: the square being built on, the builder chosen,
    the column or square of the fountain tile."""
    if view.phase == "builder" and view.chosen_workman is not None:
        # Sight runs along the row and the column of the workman's own square (not the
        # square he builds on): ring that square as well as the builders he sees.
        x0, y0, x1, y1 = cell_box(view.workman(view.chosen_workman).square)
        draw.rectangle([x0 + 8, y0 + 8, x1 - 8, y1 - 8], outline=RING, width=3)
    for x0, y0, x1, y1 in SQUARES.decision_boxes(view):
        draw.rectangle([x0 + 2, y0 + 2, x1 - 2, y1 - 2], outline=RING, width=5)


def _workman_on_board(draw: ImageDraw.ImageDraw, w: WorkmanView, edge: int) -> None:
    x, y = SQUARES.workman_spot(w)
    # A small arrow into the square he faces, where his next tile goes.
    tip = (x + DX[edge] * 26, y + DY[edge] * 26)
    side = (DY[edge] * 7, DX[edge] * 7)
    base = (x + DX[edge] * 16, y + DY[edge] * 16)
    draw.polygon(
        [tip, (base[0] + side[0], base[1] + side[1]), (base[0] - side[0], base[1] - side[1])],
        fill=COLOURS[w.colour],
        outline=INK,
    )
    draw_marker(draw, (x, y), w.colour, short_id(w), size=30)

"""The board of Aqua Romana's turn image, drawn at phone scale.

The turn image is ``WIDTH`` (700) px wide so that its 18 px texts read 9 px where a phone shows
it 350 px wide. At that scale the board keeps everything a player picks a move by, written at
18 px: the pathway squares' names (P0-P37) with the tile each builder there offers drawn (a
joker as "?": any tile), the columns and rows (A-K, 1-8), the workmen as badges of their
colour around their number (red1 is the red "1") with an arrow into the square they build on.
No letter stands for a word: the picture needs no legend. What the decision is about is ringed.
What no move changes (the frame, the pathway's squares and the letters) is drawn once and
pasted, but straight onto the image while a recording reads the texts (a pasted piece would
hide them from the readability checks).
"""

from __future__ import annotations

from functools import cache

from PIL import Image, ImageDraw

from cogs.aqua_romana.aqueducts import channel_owners, loose_end, reservoirs, scored_off_podium
from cogs.aqua_romana.colours import (
    BUILDER_FILL,
    COLOURS,
    FOUNTAIN,
    GROUND,
    INK,
    JOKER_FILL,
    LIGHT,
    PATH,
    PATH_LINE,
    RGB,
    RING,
    on_colour,
)
from cogs.aqua_romana.pieces import boxed, draw_square, draw_tile, paste
from cogs.aqua_romana.squares import Box, Point, Squares, centre, edge_point, facing
from cogs.fonts import font, text_unwatched
from cogs.pen import text_width
from rules.aqua_romana.data import (
    COLUMN_LETTERS,
    COLUMNS,
    DX,
    DY,
    ROWS,
    SIDES,
    SIGHT,
    tile_code,
)
from rules.aqua_romana.view import AquaView, WorkmanView

WIDTH = 700
SMALL = 18  # the least text: 9 px at 350 px (a phone)
HEADER = 50  # two lines above the board: who is to play and the decision
CELL = 48
BAND = 42  # the pathway's depth: a square's name above its builder
LABELS = 18  # the columns' letters and the rows' numbers between the grid and the pathway
BOARD_W = COLUMNS * CELL + 2 * (BAND + LABELS)
BOARD_H = ROWS * CELL + 2 * (BAND + LABELS)
BX = (WIDTH - BOARD_W) // 2  # the board is centred
BY = HEADER + 4
SQUARES = Squares(left=BX, top=BY, cell=CELL, band=BAND, labels=LABELS)
GX, GY, GX1, GY1 = SQUARES.gx, SQUARES.gy, SQUARES.gx1, SQUARES.gy1  # the grid's corners
cell_box = SQUARES.cell_box
pathway_box = SQUARES.pathway_box
BADGE_H = 22  # a workman's badge: his id at SMALL bold, a little higher than its letters
SIGHT_LINE: RGB = (200, 30, 120)
FOUNTAIN_RINGS = ((24, (120, 110, 95)), (21, (86, 160, 214)), (8, (170, 215, 240)))


# The last move's mark (``AquaRomanaAdapter.changes``): a yellow frame between two dark lines,
# which reads on the sand, the stone tiles and the pathway alike, and is not the decision's ring.
LAST_MOVE: RGB = JOKER_FILL


def draw_board(
    draw: ImageDraw.ImageDraw, view: AquaView, marked: frozenset[str] = frozenset()
) -> None:
    """The pathway, the grid, what the last move changed (``marked``: "square:N",
    "pathway:N" and "scored:NAME"), the rings of the decision at hand and the workmen."""
    _pathway(draw, view)
    _grid(draw, view)
    _last_move(draw, view, marked)
    _rings(draw, view)
    _workmen(draw, view)


def last_move_box(name: str, view: AquaView) -> Box:
    """The box of a thing ``changes`` names: a workman scored is framed on the last square of
    his aqueduct, where he stood (the podiums are on the full board)."""
    kind, _, arg = name.partition(":")
    if kind == "scored":
        return cell_box(view.workman(arg).square)
    return cell_box(int(arg)) if kind == "square" else pathway_box(int(arg))


def _last_move(draw: ImageDraw.ImageDraw, view: AquaView, marked: frozenset[str]) -> None:
    for name in sorted(marked):
        x0, y0, x1, y1 = last_move_box(name, view)
        draw.rectangle((x0, y0, x1, y1), outline=INK, width=7)
        draw.rectangle((x0 + 1, y0 + 1, x1 - 1, y1 - 1), outline=LAST_MOVE, width=5)
        if name.startswith("scored:"):
            # his shape in the frame: whose aqueduct was scored (he left for a podium)
            w = view.workman(name.removeprefix("scored:"))
            draw_badge(draw, centre((x0, y0, x1, y1)), w.colour, "")


# ----- pathway ------------------------------------------------------------------------------------


def _pathway(draw: ImageDraw.ImageDraw, view: AquaView) -> None:
    """The board's frame, the fountains, the pathway's squares and the grid's letters, then
    the builders on the pathway."""
    # The frame is the same on every board, and was half of what drawing the board cost; a
    # builder looks the same wherever he stands: both are drawn once and pasted. Not while a
    # recording reads each text where it lands.
    pasted = text_unwatched()
    if pasted:
        paste(draw, _pathway_base(len(view.pathway)), BX, BY)
    else:
        _pathway_frame(draw, len(view.pathway))
    for p, kind in enumerate(view.pathway):
        if kind:
            x0, y0, x1, y1 = pathway_box(p)
            box = (x0 + 3, y0 + 20, x1 - 3, y1 - 2)
            if pasted:
                width, height = box[2] - box[0], box[3] - box[1]
                picture = _builder_picture(kind, width, height, box[0] % 2, box[1] % 2)
                paste(draw, picture, box[0], box[1])
            else:
                _builder(draw, box, kind)


@cache
def _pathway_base(squares: int) -> Image.Image:
    """``_pathway_frame`` of a pathway of ``squares`` squares as the board's own image."""
    drawn = Image.new("RGB", (BX + BOARD_W + 1, BY + BOARD_H + 1))
    _pathway_frame(ImageDraw.Draw(drawn), squares)
    return drawn.crop((BX, BY, BX + BOARD_W + 1, BY + BOARD_H + 1))


def _pathway_frame(draw: ImageDraw.ImageDraw, squares: int) -> None:
    """What of the board no move changes: its frame, the fountains, the pathway's empty
    squares with their names, the columns' letters and the rows' numbers. Nothing of it
    reaches beyond the board's frame, which covers what was under it."""
    draw.rectangle((BX, BY, BX + BOARD_W, BY + BOARD_H), fill=PATH, outline=PATH_LINE)
    draw.rectangle((GX - LABELS, GY - LABELS, GX1 + LABELS, GY1 + LABELS), fill=GROUND)
    corner = BAND + LABELS
    for x, y in ((BX, BY), (GX1, BY), (GX1, GY1), (BX, GY1)):
        cx, cy = x + corner / 2, y + corner / 2
        for r, colour in FOUNTAIN_RINGS:
            draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=colour)
    number = font(SMALL)
    for p in range(squares):
        x0, y0, x1, y1 = pathway_box(p)
        draw.rectangle((x0, y0, x1, y1), fill=PATH, outline=PATH_LINE)
        draw.text((x0 + 3, y0 + 1), f"P{p}", font=number, fill=INK)
    letters = font(SMALL, "bold")
    for x in range(COLUMNS):
        cx = GX + x * CELL + CELL / 2
        for cy in (GY - LABELS / 2, GY1 + LABELS / 2):
            draw.text((cx, cy), COLUMN_LETTERS[x], font=letters, fill=INK, anchor="mm")
    for y in range(ROWS):
        cy = GY + y * CELL + CELL / 2
        for cx in (GX - LABELS / 2, GX1 + LABELS / 2):
            draw.text((cx, cy), str(y + 1), font=letters, fill=INK, anchor="mm")


@cache
def _builder_picture(kind: str, width: int, height: int, odd_x: int, odd_y: int) -> Image.Image:
    """``_builder`` in a box ``width`` by ``height`` on the pathway's ground, to be pasted:
    nothing of him reaches beyond his box."""
    return boxed(width, height, odd_x, odd_y, PATH, lambda draw, box: _builder(draw, box, kind))


def _builder(draw: ImageDraw.ImageDraw, box: Box, kind: str) -> None:
    """A master builder under his square's name: the tile he offers, drawn. The picture is the
    word: a letter for it would need a legend to be read. The joker offers any tile: "?"."""
    fill = JOKER_FILL if kind == "J" else BUILDER_FILL
    draw.rounded_rectangle(box, radius=4, fill=fill, outline=INK, width=1)
    x0, y0, x1, y1 = box
    cx, cy = (x0 + x1) // 2, (y0 + y1) // 2
    if kind == "J":
        draw.text((cx, cy), "?", font=font(SMALL, "bold"), fill=INK, anchor="mm")
        return
    # As large as the box allows: at a phone's scale the channels are a few pixels wide.
    side = y1 - y0 - 2
    glyph = (cx - side // 2, y0 + 1, cx - side // 2 + side, y1 - 1)
    draw_tile(draw, glyph, tile_code(kind, 0), [FOUNTAIN] * 2, fill, width=5, border=1)


# ----- grid ---------------------------------------------------------------------------------------


def _grid(draw: ImageDraw.ImageDraw, view: AquaView) -> None:
    owners = channel_owners(view)
    for sq, code in enumerate(view.grid):
        draw_square(draw, cell_box(sq), sq, code, owners, width=10, border=2)
    for colour, squares in reservoirs(view).items():
        draw.rounded_rectangle(
            SQUARES.area_box(squares, 3),
            radius=8,
            fill=LIGHT[colour],
            outline=COLOURS[colour],
            width=4,
        )
        for w in view.workmen:
            if w.colour == colour:
                line = SQUARES.outlet_line(w)
                draw.line(line, fill=INK, width=12)
                draw.line(line, fill=COLOURS[colour], width=8)


def _rings(draw: ImageDraw.ImageDraw, view: AquaView) -> None:
    """Ring what the decision is about; in the builder step, the workman's lines of sight."""
    boxes = SQUARES.decision_boxes(view)
    phase = view.phase
    if phase == "builder" and view.chosen_workman is not None:
        w = view.workman(view.chosen_workman)
        # Sight runs along the row and the column of the workman's own square.
        origin = centre(cell_box(w.square))
        for p in SIGHT[w.square]:
            if view.pathway[p]:
                draw.line([origin, centre(pathway_box(p))], fill=SIGHT_LINE, width=3)
        x0, y0, x1, y1 = cell_box(w.square)
        draw.rectangle((x0 + 5, y0 + 5, x1 - 5, y1 - 5), outline=SIGHT_LINE, width=3)
    if phase in ("setup_square", "place_square") and view.pick_side:
        boxes += [pathway_box(p) for p in SIDES[view.pick_side] if not view.pathway[p]]
    if phase == "workman" and view.pending is not None:
        for w in view.workmen:
            mine = w.owner == view.pending
            if w.status == "open" and w.end >= 0 and mine != view.helping:
                boxes.append(cell_box(w.end))
    for x0, y0, x1, y1 in boxes:
        draw.rectangle((x0 + 2, y0 + 2, x1 - 2, y1 - 2), outline=RING, width=4)


# ----- workmen ------------------------------------------------------------------------------------


def _workmen(draw: ImageDraw.ImageDraw, view: AquaView) -> None:
    for w in view.workmen:
        if w.status != "open" and w.length:
            # A finished aqueduct, however it was closed: a bar across its loose end.
            sq, out = loose_end(view, w)
            x, y = edge_point(cell_box(sq), out)
            dx, dy = DY[out] * 12, DX[out] * 12
            draw.line([(x - dx, y - dy), (x + dx, y + dy)], fill=INK, width=5)
        if w.status == "closed" or scored_off_podium(w):
            # No button names a finished workman: his shape says whose aqueduct ends there,
            # drawn first so that an open workman's id beside him stays on top.
            draw_badge(draw, SQUARES.workman_spot(w), w.colour, "")
    for w in view.workmen:
        edge = facing(w)
        if w.status == "open" and edge is not None:
            x, y = SQUARES.workman_spot(w)
            half_w, half_h = _badge_size(w) / 2, BADGE_H / 2
            reach = half_w if DX[edge] else half_h
            tip = (x + DX[edge] * (reach + 10), y + DY[edge] * (reach + 10))
            base = (x + DX[edge] * reach, y + DY[edge] * reach)
            side = (DY[edge] * 6, DX[edge] * 6)
            draw.polygon(
                [
                    tip,
                    (base[0] + side[0], base[1] + side[1]),
                    (base[0] - side[0], base[1] - side[1]),
                ],
                fill=COLOURS[w.colour],
                outline=INK,
            )
            draw_badge(draw, (x, y), w.colour, badge_text(w))


def badge_text(w: WorkmanView) -> str:
    """What a workman's badge says: his number; the badge's colour and shape say the rest, so
    red1 is the red badge "1", as the title and the buttons name him."""
    return w.name.removeprefix(w.colour)


def _badge_size(w: WorkmanView) -> int:
    return text_width(badge_text(w), SMALL, "bold") + 10


def draw_badge(draw: ImageDraw.ImageDraw, centre: Point, colour: str, text: str) -> None:
    """A workman as a badge around his id, shaped after his colour's marker on the full board
    (red square corners, yellow round, green peaked, blue pointed): the shape tells the colours
    apart for a reader who cannot see them, and the players' rows put it beside the colour's
    name."""
    cx, cy = centre
    half_h = BADGE_H / 2
    half_w = (text_width(text, SMALL, "bold") + 10) / 2 if text else half_h
    x0, y0, x1, y1 = cx - half_w, cy - half_h, cx + half_w, cy + half_h
    fill = COLOURS[colour]
    if colour == "yellow":
        draw.rounded_rectangle((x0, y0, x1, y1), radius=half_h, fill=fill, outline=INK, width=2)
    elif colour == "green":
        peak = [(x0, y1), (x0, y0 + 5), (cx, y0 - 5), (x1, y0 + 5), (x1, y1)]
        draw.polygon(peak, fill=fill, outline=INK, width=2)
    elif colour == "blue":
        points = [(x0, y0), (x1, y0), (x1 + 6, cy), (x1, y1), (x0, y1), (x0 - 6, cy)]
        draw.polygon(points, fill=fill, outline=INK, width=2)
    else:
        draw.rectangle((x0, y0, x1, y1), fill=fill, outline=INK, width=2)
    if text:
        draw.text((cx, cy), text, font=font(SMALL, "bold"), fill=on_colour(colour), anchor="mm")

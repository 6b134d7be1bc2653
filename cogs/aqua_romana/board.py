"""The Aqua Romana board as a PNG (Pillow only): the area, tiles, aqueducts, builders, podiums.

Players are told apart by colour *and* by the shape and letter of their markers (red square,
yellow circle, green triangle, blue diamond), so the picture reads with red-green colour
blindness too. The palette is Okabe-Ito, chosen for colour-blind viewers, with a darker yellow.
"""

from __future__ import annotations

import math
from collections.abc import Iterator, Mapping

from PIL import Image, ImageDraw

from bot.i18n.languages import ENGLISH
from bot.i18n.text import localized, say
from cogs.aqua_romana.image_words import tile_name, tile_names, workman_name
from cogs.aqua_romana.squares import Squares, edge_point
from cogs.fonts import font
from cogs.pen import fit_shrink, text_width, wrap
from cogs.png import Palette, encode, sample_states
from rules.aqua_romana import ENGINE
from rules.aqua_romana.data import (
    BUILDER_TYPES,
    COLOUR_LETTER,
    COLUMN_LETTERS,
    COLUMNS,
    DX,
    DY,
    EMPTY,
    NEIGHBOUR,
    PODIUM_ROOM,
    PODIUMS,
    PRINTED_CURVES,
    ROWS,
    SIGHT,
    TILE_TYPES,
    channels_of,
    tile_code,
)
from rules.aqua_romana.phases import PHASE_PROMPTS
from rules.aqua_romana.view import AquaView, WorkmanView

RGB = tuple[int, int, int]

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

COLOURS: dict[str, RGB] = {
    "red": (213, 94, 0),  # vermillion
    # Okabe-Ito's yellow (240, 228, 66) all but vanished on the sand and the stone tiles
    # (contrast 1.2 and 1.04): a darker gold keeps the hue and stands out from both.
    "yellow": (196, 150, 0),
    "green": (0, 158, 115),  # bluish green
    "blue": (0, 114, 178),
}
LIGHT: dict[str, RGB] = {
    "red": (240, 190, 160),
    "yellow": (250, 244, 180),
    "green": (160, 220, 200),
    "blue": (160, 200, 230),
}
SHAPES = {"red": "square", "yellow": "circle", "green": "triangle", "blue": "diamond"}
INK: RGB = (40, 34, 28)
PAPER: RGB = (246, 240, 226)
GROUND: RGB = (214, 203, 168)
GROUND_LINE: RGB = (186, 172, 134)
STONE: RGB = (236, 228, 210)
PRINTED: RGB = (222, 208, 180)
CHANNEL_EDGE: RGB = (96, 86, 72)
WATER: RGB = (150, 200, 235)
PATH: RGB = (196, 180, 146)
PATH_LINE: RGB = (150, 132, 98)
FOUNTAIN: RGB = (86, 160, 214)


def _text_colour(colour: str) -> RGB:
    return INK if colour == "yellow" else (255, 255, 255)


# ----- drawing primitives -----------------------------------------------------------------


def draw_channel(
    draw: ImageDraw.ImageDraw,
    box: tuple[int, int, int, int],
    a: int,
    b: int,
    fill: RGB,
    width: int,
    border: int,
) -> None:
    """One channel from edge ``a`` to edge ``b`` of ``box``: a bar or a quarter circle."""
    x0, y0, x1, y1 = box
    if (a + 2) % 4 == b:
        pa, pb = edge_point(box, a), edge_point(box, b)
        if border:
            draw.line([pa, pb], fill=CHANNEL_EDGE, width=width + 2 * border)
        draw.line([pa, pb], fill=fill, width=width)
        return
    ns, ew = (a, b) if a in (0, 2) else (b, a)
    cx = x1 if ew == 1 else x0
    cy = y0 if ns == 0 else y1
    r = (x1 - x0) / 2
    # Pillow measures angles clockwise from the positive x axis.
    to_ns = 180 if cx == x1 else 0
    to_ew = 90 if cy == y0 else 270
    start, end = (to_ns, to_ew) if (to_ew - to_ns) % 360 == 90 else (to_ew, to_ns)

    def arc(w: int, colour: RGB) -> None:
        half = w / 2
        draw.arc(
            [cx - r - half, cy - r - half, cx + r + half, cy + r + half],
            start,
            end,
            fill=colour,
            width=w,
        )

    if border:
        arc(width + 2 * border, CHANNEL_EDGE)
    arc(width, fill)


def draw_tile(
    draw: ImageDraw.ImageDraw,
    box: tuple[int, int, int, int],
    code: int,
    fills: list[RGB],
    background: RGB,
    width: int = 16,
    border: int = 3,
) -> None:
    """A tile: its square and its channels, the second channel of a bridge drawn on top."""
    draw.rectangle(box, fill=background, outline=GROUND_LINE)
    for (a, b), fill in zip(channels_of(code), fills, strict=False):
        draw_channel(draw, box, a, b, fill, width, border)


def draw_square(
    draw: ImageDraw.ImageDraw,
    box: tuple[int, int, int, int],
    sq: int,
    code: int,
    owners: Mapping[tuple[int, int], str],
    width: int = 16,
    border: int = 3,
) -> None:
    """A grid square: bare ground, or its tile with each channel in the colour of the aqueduct
    through it (water where none runs), on a darker ground where the board prints it."""
    if code == EMPTY:
        draw.rectangle(box, fill=GROUND, outline=GROUND_LINE)
    elif code >= 0:
        fills = [
            COLOURS[owners[(sq, i)]] if (sq, i) in owners else WATER
            for i in range(len(channels_of(code)))
        ]
        background = PRINTED if sq in PRINTED_CURVES else STONE
        draw_tile(draw, box, code, fills, background, width, border)


def draw_marker(
    draw: ImageDraw.ImageDraw,
    centre: tuple[float, float],
    colour: str,
    text: str,
    size: int = 30,
) -> None:
    """A workman: the shape of his colour, filled with it, with his letter and number."""
    cx, cy = centre
    h = size / 2
    fill, outline = COLOURS[colour], INK
    shape = SHAPES[colour]
    if shape == "square":
        draw.rectangle([cx - h, cy - h, cx + h, cy + h], fill=fill, outline=outline, width=2)
    elif shape == "circle":
        draw.ellipse([cx - h, cy - h, cx + h, cy + h], fill=fill, outline=outline, width=2)
    elif shape == "triangle":
        k = h * 1.25
        pts = [(cx, cy - k), (cx + k, cy + k * 0.8), (cx - k, cy + k * 0.8)]
        draw.polygon(pts, fill=fill, outline=outline, width=2)
        cy += k * 0.22
    else:
        k = h * 1.3
        pts = [(cx, cy - k), (cx + k, cy), (cx, cy + k), (cx - k, cy)]
        draw.polygon(pts, fill=fill, outline=outline, width=2)
    f = font(max(9, int(size * 0.42)), "bold")
    draw.text((cx, cy), text, font=f, fill=_text_colour(colour), anchor="mm")


def draw_builder(
    draw: ImageDraw.ImageDraw, centre: tuple[float, float], kind: str, size: int = 46
) -> None:
    """A master builder: a token showing the tile he offers, and his letter."""
    cx, cy = centre
    h = size // 2
    box = (int(cx - h), int(cy - h), int(cx + h), int(cy + h))
    if kind == "J":
        draw.rounded_rectangle(box, radius=8, fill=(255, 214, 92), outline=INK, width=2)
        star = []
        for i in range(10):
            r = h * (0.78 if i % 2 == 0 else 0.36)
            angle = math.pi / 2 + i * math.pi / 5
            star.append((cx + r * math.cos(angle), cy - r * math.sin(angle)))
        draw.polygon(star, fill=(255, 250, 235), outline=INK)
        draw.text((cx, cy + 1), "J", font=font(14, "bold"), fill=INK, anchor="mm")
        return
    code = tile_code(kind, 0)
    draw.rounded_rectangle(box, radius=8, fill=(255, 252, 244), outline=INK, width=2)
    inner = (box[0] + 3, box[1] + 3, box[2] - 3, box[3] - 3)
    for a, b in channels_of(code):
        draw_channel(draw, inner, a, b, (70, 140, 200), 7, 0)
    draw.rectangle([box[2] - 16, box[3] - 16, box[2] - 1, box[3] - 1], fill=INK, outline=INK)
    draw.text(
        (box[2] - 8, box[3] - 8), kind, font=font(12, "bold"), fill=(255, 255, 255), anchor="mm"
    )


# ----- aqueducts --------------------------------------------------------------------------


def _course(view: AquaView, w: WorkmanView) -> Iterator[tuple[int, int, int]]:
    """Each channel a workman's aqueduct runs through, from his outlet on: (square, channel
    index, the edge the water leaves that square by)."""
    sq, out = w.outlet, w.outlet_edge
    for _ in range(200):
        nxt = NEIGHBOUR[sq][out]
        if nxt < 0 or view.grid[nxt] < 0:
            return
        entry = (out + 2) % 4
        chans = channels_of(view.grid[nxt])
        index = next((i for i, c in enumerate(chans) if entry in c), -1)
        if index < 0:
            return
        a, b = chans[index]
        sq, out = nxt, (b if a == entry else a)
        yield sq, index, out


def channel_owners(view: AquaView) -> dict[tuple[int, int], str]:
    """(square, channel index) -> colour, for every channel an aqueduct runs through."""
    return {(sq, index): w.colour for w in view.workmen for sq, index, _ in _course(view, w)}


def reservoirs(view: AquaView) -> dict[str, list[int]]:
    """The squares of each colour's reservoir."""
    by_colour: dict[str, list[int]] = {}
    for sq, colour in view.reservoirs:
        by_colour.setdefault(colour, []).append(sq)
    return by_colour


def loose_end(view: AquaView, w: WorkmanView) -> tuple[int, int]:
    """The last square of a workman's aqueduct and the edge its water leaves by: towards the
    square it faces, the board's edge or the tile that closed it (whose view keeps no end)."""
    last = (w.outlet, w.outlet_edge)
    for sq, _, out in _course(view, w):
        last = (sq, out)
    return last


def scored_off_podium(w: WorkmanView) -> bool:
    """A workman scored 0 (no podium had room): he stays on the board, at his aqueduct's end."""
    return w.status == "scored" and w.podium == 0


def short_id(w: WorkmanView) -> str:
    """A workman's id as his marker and badge show it: "R1" for red1."""
    return f"{COLOUR_LETTER[w.colour]}{w.name[-1]}"


# ----- the picture ------------------------------------------------------------------------


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
    _title(draw, view, names, locale)
    _podiums(draw, view, locale)
    _pathway(draw, view, locale)
    _grid(draw, view, locale)
    _panel(draw, view, names, locale)
    return image


PALETTE = Palette(lambda: (draw_board(ENGINE.view_model(s, None)) for s in sample_states(ENGINE)))


def _name(names: Mapping[str, str], seat: str) -> str:
    return names.get(seat, seat)


def _title(
    draw: ImageDraw.ImageDraw, view: AquaView, names: Mapping[str, str], locale: str
) -> None:
    title = say(locale, "aqua-title")
    draw.text((MARGIN, 14), title, font=font(30, "bold"), fill=INK)
    if view.pending is None:
        line = say(locale, "aqua-images-game-over")
    else:
        who = say(locale, "aqua-images-to-play", name=_name(names, view.pending))
        line = f"{who}: {localized(PHASE_PROMPTS[view.phase], locale)}"
    x = MARGIN + text_width(title, 30, "bold") + 18
    # A longer language's prompt gets a smaller letter before it is cut.
    line, size = fit_shrink(line, (20, 18, 16), "regular", WIDTH - MARGIN - x)
    draw.text((x, 22 + (20 - size) // 2), line, font=font(size), fill=INK)


def _podiums(draw: ImageDraw.ImageDraw, view: AquaView, locale: str) -> None:
    workmen = {w.name: w for w in view.workmen}
    width = (BOARD_RIGHT - MARGIN + 3) // PODIUMS - 3
    y0, y1 = 62, 172
    draw.text((MARGIN, y0 - 2), say(locale, "aqua-images-podiums"), font=font(14, "bold"), fill=INK)
    for value in range(1, PODIUMS + 1):
        x0 = MARGIN + (value - 1) * (width + 3)
        top = y0 + 18
        # Taller podiums for higher values, like the steps on the board.
        step_top = top + 40 - value * 1.5
        draw.rectangle([x0, top, x0 + width, y1], fill=(232, 222, 200), outline=PATH_LINE)
        draw.rectangle([x0, step_top + 46, x0 + width, y1], fill=(205, 190, 158))
        draw.text(
            (x0 + width / 2, y1 - 12), str(value), font=font(16, "bold"), fill=INK, anchor="mm"
        )
        holders = view.podiums[value]
        room = PODIUM_ROOM[value]
        if room > 1:
            draw.text(
                (x0 + width / 2, top + 8), "x2", font=font(11, "bold"), fill=PATH_LINE, anchor="mm"
            )
        for k, name in enumerate(holders):
            w = workmen[name]
            cy = top + 30 + k * 28 if room > 1 else top + 36
            draw_marker(draw, (x0 + width / 2, cy), w.colour, short_id(w), size=24)


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
        if w.status == "open":
            _workman_on_board(draw, w)
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
    ring = (200, 30, 120)
    boxes: list[tuple[int, int, int, int]] = []
    phase = view.phase
    if phase in ("builder", "tile") and view.chosen_workman is not None:
        w = view.workman(view.chosen_workman)
        boxes.append(cell_box(w.end))
        if phase == "builder":
            # Sight runs along the row and the column of the workman's own square (not the
            # square he builds on): ring that square and the builders he sees.
            x0, y0, x1, y1 = cell_box(w.square)
            draw.rectangle([x0 + 8, y0 + 8, x1 - 8, y1 - 8], outline=ring, width=3)
            boxes += [pathway_box(p) for p in SIGHT[w.square] if view.pathway[p]]
    if phase == "tile" and view.chosen_builder >= 0:
        boxes.append(pathway_box(view.chosen_builder))
    if phase == "fountain_square" and view.fountain_column >= 0:
        boxes.append(SQUARES.column_box(view.fountain_column))
    if phase == "fountain_tile" and view.fountain_square >= 0:
        boxes.append(cell_box(view.fountain_square))
    for x0, y0, x1, y1 in boxes:
        draw.rectangle([x0 + 2, y0 + 2, x1 - 2, y1 - 2], outline=ring, width=5)


def _workman_on_board(draw: ImageDraw.ImageDraw, w: WorkmanView) -> None:
    x, y = SQUARES.workman_spot(w)
    edge = next(e for e in range(4) if NEIGHBOUR[w.square][e] == w.end)
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


def _panel(
    draw: ImageDraw.ImageDraw, view: AquaView, names: Mapping[str, str], locale: str
) -> None:
    x = PANEL_X
    right = WIDTH - 12
    y = 70
    over = view.over
    heading = say(locale, "aqua-images-final-scores" if over else "aqua-images-scores")
    draw.text((x, y), heading, font=font(20, "bold"), fill=INK)
    y += 34
    for player in view.players:
        seat, colours = player.seat, player.colours
        nx = x + 16 + len(colours) * 34
        label = _name(names, seat)
        if seat in view.winners:
            label = say(locale, "aqua-images-winner", name=label)
        label, size = fit_shrink(label, (17, 15, 13), "bold", right - nx)
        # A longer language's detail takes a second line rather than leaving the panel.
        details = wrap(_score_detail(view, seat, locale), 13, "regular", right - nx)
        extra = 16 * (len(details) - 1)
        # The one who decides now, as the title says: in setup and when a builder is claimed
        # that is not whose turn it is.
        if seat == view.pending:
            draw.rectangle([x - 8, y - 6, right, y + 50 + extra], fill=(255, 246, 200), outline=INK)
        for k, colour in enumerate(colours):
            draw_marker(draw, (x + 16 + k * 34, y + 14), colour, COLOUR_LETTER[colour], size=26)
        draw.text((nx, y + 4 + (17 - size) // 2), label, font=font(size, "bold"), fill=INK)
        for k, line in enumerate(details):
            draw.text((nx, y + 26 + 16 * k), line, font=font(13), fill=INK)
        y += 62 + extra
    y += 8
    if not over:
        draw.text(
            (x, y),
            say(locale, "aqua-images-turns-without-tile", count=view.turns_without_tile),
            font=font(13),
            fill=INK,
        )
        y += 26
    draw.text((x, y), say(locale, "aqua-images-reserve-builders"), font=font(18, "bold"), fill=INK)
    y += 28
    if view.reserve:
        for k, kind in enumerate(view.reserve):
            draw_builder(draw, (x + 26 + k * 54, y + 26), kind)
    else:
        draw.text((x, y + 14), say(locale, "aqua-images-no-builder"), font=font(14), fill=INK)
    y += 66
    draw.text((x, y), say(locale, "aqua-images-tiles-left"), font=font(18, "bold"), fill=INK)
    y += 30
    for k, kind in enumerate(TILE_TYPES):
        ty = y + k * 48
        box = (x, ty, x + 40, ty + 40)
        draw_tile(draw, box, tile_code(kind, 0), [WATER] * 2, STONE, width=8, border=2)
        draw.text(
            (x + 52, ty + 20),
            f"{tile_name(kind, locale)}: {view.tiles_left(kind)}",
            font=font(16),
            fill=INK,
            anchor="lm",
        )
    y += 4 * 48 + 12
    draw.text((x, y), say(locale, "aqua-images-builders"), font=font(18, "bold"), fill=INK)
    y += 28
    for k, kind in enumerate(BUILDER_TYPES):
        bx = x + (k % 2) * 155
        by = y + (k // 2) * 40
        draw_builder(draw, (bx + 16, by + 16), kind, size=32)
        name, size = fit_shrink(tile_name(kind, locale), (14, 12), "regular", 155 - 38 - 4)
        draw.text((bx + 38, by + 16), name, font=font(size), fill=INK, anchor="lm")
    y += 3 * 40 + 6
    legend = say(locale, "aqua-images-board-legend", workman=workman_name("red2", locale))
    # Each language breaks its legend's lines where they read well; a line still too long for
    # the panel is wrapped.
    lines = [part for line in legend.split("\n") for part in wrap(line, 12, "regular", right - x)]
    draw.text((x, y), "\n".join(lines), font=font(12), fill=INK, spacing=3)


def _score_detail(view: AquaView, seat: str, locale: str) -> str:
    """A player's points (and bonus, once the game is over), open aqueducts and the builders
    he holds to place."""
    player = view.player(seat)
    points = say(locale, "aqua-points", count=player.points)
    if view.over and player.bonus:
        points += " " + say(locale, "aqua-images-bonus", bonus=player.bonus)
    open_count = sum(1 for w in view.workmen if w.owner == seat and w.status == "open")
    parts = [points, say(locale, "aqua-images-open", count=open_count)]
    if player.held:
        parts.append(say(locale, "aqua-images-to-place", builders=tile_names(player.held, locale)))
    return ", ".join(parts)

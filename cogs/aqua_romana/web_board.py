"""Aqua Romana's board for the table's web page (issue 37): an ``<svg>`` of the reader's view
whose things play the offered choices.

A phone shows the page about 360 px wide and a finger needs 32 px to tap a thing, so the grid
takes the whole width (11 squares of ``CELL``: 32.4 px at 360) and no pathway can stand beside
it. The top and bottom sides of the pathway stay above and below the columns they line up with;
the left and right sides, which line up with the rows, follow as two rows of squares in the
rows' order (1 to 8, numbered between them). Empty squares carry their names (the questions
name the square built on, always an empty one), since no row numbers fit beside the grid.
Under the board: the tiles to choose from, the builders to set up, place or take from the
reserve, the podiums (the turn image leaves them to the full board, which the page has not),
and a row per player in the turn image's words (``turn.player_line``).

What each choice is played on (``clickable``): a pathway square ("at", "builder", "move"); a
workman on the square his aqueduct faces ("workman", "close"; two workmen facing one square
share it); a column or a square of the grid for the fountain tile ("fcol", "fsq"); a tile in
the tray ("tile", "ftile", each with the closes folded into it); a builder token ("setup" and
"place", one token per type carrying every side, "claim"). Only "keep" is left to the page.

Aqua Romana hides nothing, so a seat's own view draws what a spectator's does.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Final

from bot.adapter import Offer
from bot.i18n.languages import ENGLISH
from bot.i18n.text import localized, say
from cogs.aqua_romana.aqueducts import channel_owners, loose_end, reservoirs, scored_off_podium
from cogs.aqua_romana.colours import (
    BUILDER_FILL,
    CHANNEL_EDGE,
    COLOURS,
    FOUNTAIN,
    GROUND,
    GROUND_LINE,
    INK,
    JOKER_FILL,
    LIGHT,
    PAPER,
    PATH,
    PATH_LINE,
    PRINTED,
    RGB,
    RING,
    STONE,
    WATER,
    on_colour,
)
from cogs.aqua_romana.image_words import tile_names
from cogs.aqua_romana.squares import facing
from cogs.aqua_romana.turn import HEADER_FILL, HEADER_TEXT, MOVER_FILL, player_line, step_text
from cogs.aqua_romana.turn_board import LAST_MOVE, badge_text
from cogs.pen import text_width, wrap
from cogs.svg import Piece, clickable, colour, document, element, flow, text, title
from rules.aqua_romana.data import (
    COLUMN_LETTERS,
    COLUMNS,
    DX,
    DY,
    EMPTY,
    PODIUM_ROOM,
    PODIUMS,
    PRINTED_CURVES,
    ROWS,
    SETUP_BUILDERS,
    SIDES,
    SIGHT,
    channels_of,
    label,
    tile_code,
)
from rules.aqua_romana.view import AquaView, WorkmanView
from rules.aqua_romana.words import pathway_where

Box = tuple[float, float, float, float]

WIDTH: Final = 400  # the viewBox: at 360 px a unit is 0.9 px
MARGIN: Final = 2
CELL: Final = 36  # a grid square: 32.4 px at 360, a finger's width
TEXT: Final = 16  # the least text: 14.4 px at 360
TITLE: Final = 18
LINE: Final = 20
BAND: Final = 50  # a pathway square: its name above its builder
LETTERS: Final = 20  # the columns' letters above the grid
SIDE_SQUARE: Final = (WIDTH - 2 * MARGIN) / 8  # a left or right pathway square, in a row
TILE: Final = 56  # a tile to choose
TILE_SLOT: Final = 76
TOKEN: Final = 44  # a builder to set up, place or take
GX: Final = MARGIN  # the grid's left
BADGE_H: Final = 20
SIGHT_LINE: Final = RING
PODIUM_H: Final = 46
PODIUM_FILL: Final[RGB] = (232, 222, 200)  # the full board's podiums (board_panels)

# The verbs whose choices are played on a thing of the board (the others are the page's
# buttons): tests/cogs/test_web_board_aqua_romana.py holds every offer of these to an element.
BOARD_VERBS: Final = frozenset(
    {"setup", "place", "at", "workman", "builder", "tile", "move"}
    | {"fcol", "fsq", "ftile", "close", "claim"}
)


def web_board(
    view: AquaView,
    names: Mapping[str, str],
    locale: str = ENGLISH,
    offered: Sequence[Offer] = (),
    marked: frozenset[str] = frozenset(),
) -> str:
    """The ``<svg>`` of ``view`` for the table's page (module docstring)."""
    label_of = {seat: names.get(seat, seat) for seat in view.seats}
    by_verb: dict[str, list[Offer]] = {}
    for offer in offered:
        by_verb.setdefault(offer.id.partition(":")[0], []).append(offer)
    board = _Board(view, locale, by_verb)
    parts: list[str] = []
    y = board.header(parts, label_of)
    y = board.pathway_band(parts, y, SIDES["top"])
    y = board.letters(parts, y)
    board.top = y
    y = board.grid(parts, y, marked)
    y = board.pathway_band(parts, y, SIDES["bottom"])
    y = board.sides(parts, y)
    board.last_move_on_pathway(parts, marked)
    y = board.tiles(parts, y)
    y = board.builders(parts, y)
    y = board.podiums(parts, y)
    y = board.players(parts, y, label_of)
    background = element("rect", x=0, y=0, width=WIDTH, height=y, fill=colour(PAPER))
    caption = say(locale, "aqua-title") + " — " + board.header_text
    return document(WIDTH, round(y), background + "".join(parts), caption)


def _rect(box: Box, **attrs: str | int | float | None) -> str:
    x0, y0, x1, y1 = box
    return element("rect", x=_n(x0), y=_n(y0), width=_n(x1 - x0), height=_n(y1 - y0), **attrs)


def _n(value: float) -> float | int:
    """A coordinate as short as it reads: 36 rather than 36.0."""
    rounded = round(value, 1)
    return int(rounded) if rounded == int(rounded) else rounded


def _hit(box: Box) -> str:
    """The area a finger taps, first in a clickable: transparent, but it takes the tap."""
    return _rect(box, class_="hit", fill="#000", fill_opacity=0)


def _ring(box: Box, inset: float = 2, width: float = 3) -> str:
    x0, y0, x1, y1 = box
    inner = (x0 + inset, y0 + inset, x1 - inset, y1 - inset)
    return _rect(inner, fill="none", stroke=colour(RING), stroke_width=width, class_="ring")


def _edge_point(box: Box, edge: int) -> tuple[float, float]:
    x0, y0, x1, y1 = box
    cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
    return cx + DX[edge] * (x1 - x0) / 2, cy + DY[edge] * (y1 - y0) / 2


def _centre(box: Box) -> tuple[float, float]:
    return (box[0] + box[2]) / 2, (box[1] + box[3]) / 2


def channel_path(box: Box, a: int, b: int) -> str:
    """The ``d`` of a channel from edge ``a`` to edge ``b``: a straight line, or a quarter
    circle around the corner the two edges share."""
    (sx, sy), (ex, ey) = _edge_point(box, a), _edge_point(box, b)
    if (a + 2) % 4 == b:
        return f"M{_n(sx)} {_n(sy)}L{_n(ex)} {_n(ey)}"
    # the corner: the x of the east or west edge, the y of the north or south one
    cx = box[2] if 1 in (a, b) else box[0]
    cy = box[1] if 0 in (a, b) else box[3]
    r = (box[2] - box[0]) / 2
    # SVG's sweep 1 turns clockwise on the screen (y down): the sign of the cross product
    sweep = 1 if (sx - cx) * (ey - cy) - (sy - cy) * (ex - cx) > 0 else 0
    return f"M{_n(sx)} {_n(sy)}A{_n(r)} {_n(r)} 0 0 {sweep} {_n(ex)} {_n(ey)}"


def tile_svg(box: Box, code: int, fills: Sequence[RGB], ground: RGB, width: float) -> str:
    """A tile: its square and its channels (a bridge's second on top), each with a dark rim,
    as the images draw it (pieces.draw_tile)."""
    parts = [_rect(box, fill=colour(ground), stroke=colour(GROUND_LINE), stroke_width=1)]
    for (a, b), fill in zip(channels_of(code), fills, strict=False):
        d = channel_path(box, a, b)
        parts.append(
            element(
                "path", d=d, fill="none", stroke=colour(CHANNEL_EDGE), stroke_width=_n(width + 2)
            )
        )
        parts.append(element("path", d=d, fill="none", stroke=colour(fill), stroke_width=width))
    return "".join(parts)


def builder_svg(box: Box, kind: str) -> str:
    """A master builder: the tile he offers drawn on his token; the joker, any tile, a "?"
    (as the turn image draws him)."""
    fill = JOKER_FILL if kind == "J" else BUILDER_FILL
    x0, y0, x1, y1 = box
    token = _rect(box, rx=4, fill=colour(fill), stroke=colour(INK), stroke_width=1)
    cx, cy = _centre(box)
    if kind == "J":
        return token + text(cx, cy + 6, "?", TEXT + 2, text_anchor="middle", font_weight="bold")
    side = min(x1 - x0, y1 - y0) - 6
    glyph = (cx - side / 2, cy - side / 2, cx + side / 2, cy + side / 2)
    return token + tile_svg(glyph, tile_code(kind, 0), [FOUNTAIN] * 2, fill, 4)


def badge_svg(
    centre: tuple[float, float], colour_name: str, words: str, height: float = BADGE_H
) -> str:
    """A workman as the turn image draws him (turn_board.draw_badge): his colour's shape (red
    square, yellow round, green peaked, blue pointed) around his number."""
    cx, cy = centre
    half_h = height / 2
    half_w = (text_width(words, TEXT, "bold") + 10) / 2 if words else half_h
    x0, y0, x1, y1 = cx - half_w, cy - half_h, cx + half_w, cy + half_h
    style: dict[str, str | int | float | None] = {
        "fill": colour(COLOURS[colour_name]),
        "stroke": colour(INK),
        "stroke_width": 2,
    }
    if colour_name == "yellow":
        shape = _rect((x0, y0, x1, y1), rx=_n(half_h), **style)
    elif colour_name == "green":
        shape = _polygon([(x0, y1), (x0, y0 + 5), (cx, y0 - 5), (x1, y0 + 5), (x1, y1)], **style)
    elif colour_name == "blue":
        points = [(x0, y0), (x1, y0), (x1 + 6, cy), (x1, y1), (x0, y1), (x0 - 6, cy)]
        shape = _polygon(points, **style)
    else:
        shape = _rect((x0, y0, x1, y1), **style)
    if not words:
        return shape
    ink = colour(on_colour(colour_name))
    return shape + text(cx, cy + 6, words, TEXT, text_anchor="middle", font_weight="bold", fill=ink)


def _polygon(points: Iterable[tuple[float, float]], **attrs: str | int | float | None) -> str:
    return element("polygon", points=" ".join(f"{_n(x)},{_n(y)}" for x, y in points), **attrs)


class _Board:
    """The layout, drawn section by section from the top; ``top`` is the grid's top once the
    bands above it are drawn."""

    def __init__(self, view: AquaView, locale: str, offered: Mapping[str, list[Offer]]) -> None:
        self.view, self.locale, self.offered = view, locale, offered
        self.top = 0.0
        self.header_text = ""
        self.path_boxes: dict[int, Box] = {}

    def choices(self, verb: str, arg: str) -> list[Offer]:
        """The offered choices of ``verb`` on ``arg`` (with any step folded after them)."""
        key = f"{verb}:{arg}"
        return [o for o in self.offered.get(verb, ()) if o.id == key or o.id.startswith(key + "+")]

    def cell_box(self, sq: int) -> Box:
        x, y = sq % COLUMNS, sq // COLUMNS
        return GX + x * CELL, self.top + y * CELL, GX + (x + 1) * CELL, self.top + (y + 1) * CELL

    # ----- header -----------------------------------------------------------------------------

    def header(self, parts: list[str], names: Mapping[str, str]) -> float:
        """Who decides now in bold, then the decision in the turn image's words."""
        view, locale = self.view, self.locale
        if view.pending is None:
            head = say(locale, "aqua-images-game-over")
        else:
            head = say(locale, "aqua-images-to-play", name=names[view.pending])
        # the page shows the podiums that the turn image leaves to the full board
        over = view.phase == "over"
        step = say(locale, "aqua-images-step-over-page") if over else step_text(view, locale)
        self.header_text = f"{head}: {step}"
        width = WIDTH - 16
        heads = wrap(f"{head}:", TITLE, "bold", width)
        steps = wrap(step, TEXT, "regular", width)
        height = 8 + (len(heads) + len(steps)) * LINE + 6
        parts.append(_rect((0, 0, WIDTH, height), fill=colour(HEADER_FILL)))
        y = 8.0
        for line in heads:
            y += LINE
            parts.append(text(8, y - 5, line, TITLE, font_weight="bold", fill=colour(HEADER_TEXT)))
        for line in steps:
            y += LINE
            parts.append(text(8, y - 5, line, TEXT, fill=colour(HEADER_TEXT)))
        return height + 4

    # ----- pathway ----------------------------------------------------------------------------

    def pathway_band(self, parts: list[str], y: float, squares: range) -> float:
        """The top or the bottom side of the pathway, each square over (or under) its column;
        a fountain in each outer corner, where the pathway turns."""
        top = squares == SIDES["top"]
        for p in squares:
            x = p if top else 29 - p
            box = (GX + x * CELL, y, GX + (x + 1) * CELL, y + BAND)
            parts.append(self.path_square(p, box))
        # where the pathway turns: in the letters' band above, in a band of their own below
        for x in (GX + 4, GX + COLUMNS * CELL - 4):
            parts.append(_fountain(x, y + BAND + LETTERS / 2 if top else y + BAND + 8))
        return y + BAND if top else y + BAND + 16

    def sides(self, parts: list[str], y: float) -> float:
        """The left and the right sides of the pathway, in two rows in the order of the grid's
        rows they line up with (numbered between them)."""
        for p in SIDES["left"]:
            parts.append(self.path_square(p, self.side_box(37 - p, y)))
        numbers = y + BAND + LETTERS
        # the corners the side rows end at, where the pathway turns
        for x in (GX + 4, WIDTH - MARGIN - 4):
            parts.append(_fountain(x, numbers - LETTERS / 2))
        for row in range(ROWS):
            x0, _, x1, _ = self.side_box(row, y)
            parts.append(
                text(
                    (x0 + x1) / 2,
                    numbers - 4,
                    str(row + 1),
                    TEXT,
                    text_anchor="middle",
                    font_weight="bold",
                )
            )
        for p in SIDES["right"]:
            parts.append(self.path_square(p, self.side_box(p - 11, numbers)))
        return numbers + BAND + 8

    @staticmethod
    def side_box(row: int, y: float) -> Box:
        return MARGIN + row * SIDE_SQUARE, y, MARGIN + (row + 1) * SIDE_SQUARE, y + BAND

    def path_square(self, p: int, box: Box) -> str:
        """A pathway square: its name, the builder on it, a ring when the decision is about
        it; a thing to tap when a choice puts a builder there, uses or moves him."""
        self.path_boxes[p] = box
        view = self.view
        x0, y0, x1, y1 = box
        inner = [
            _rect(box, fill=colour(PATH), stroke=colour(PATH_LINE), stroke_width=1),
            text(x0 + 3, y0 + 16, f"P{p}", TEXT),
        ]
        kind = view.pathway[p]
        if kind:
            side = min(x1 - x0 - 6, y1 - y0 - 24)
            cx = (x0 + x1) / 2
            inner.append(builder_svg((cx - side / 2, y1 - 3 - side, cx + side / 2, y1 - 3), kind))
        choices = [c for verb in ("at", "builder", "move") for c in self.choices(verb, f"P{p}")]
        if choices or p in self.ringed_pathway():
            inner.append(_ring(box))
        if not choices:
            # where it lies, for a pointer or a screen reader (a choice's words say it)
            where = title(f"P{p} ({localized(pathway_where(p), self.locale)})")
            return element("g", where, *inner)
        return clickable(_hit(box) + "".join(inner), choices, data_pathway=f"P{p}")

    def ringed_pathway(self) -> set[int]:
        """The pathway squares the decision is about, as the turn image rings them: the
        builders the chosen workman sees, or the one chosen; the free squares of the side
        a builder is set on."""
        view = self.view
        if view.phase in ("setup_square", "place_square") and view.pick_side:
            return {p for p in SIDES[view.pick_side] if not view.pathway[p]}
        if view.chosen_workman is None:
            return set()
        w = view.workman(view.chosen_workman)
        if view.phase == "builder":
            return {p for p in SIGHT[w.square] if view.pathway[p]}
        if view.phase == "tile" and view.chosen_builder >= 0:
            return {view.chosen_builder}
        return set()

    def last_move_on_pathway(self, parts: list[str], marked: frozenset[str]) -> None:
        for name in sorted(marked):
            kind, _, arg = name.partition(":")
            if kind == "pathway" and int(arg) in self.path_boxes:
                parts.append(_last_move(self.path_boxes[int(arg)], name))

    # ----- grid -------------------------------------------------------------------------------

    def letters(self, parts: list[str], y: float) -> float:
        for x in range(COLUMNS):
            cx = GX + x * CELL + CELL / 2
            parts.append(
                text(
                    cx,
                    y + LETTERS - 4,
                    COLUMN_LETTERS[x],
                    TEXT,
                    text_anchor="middle",
                    font_weight="bold",
                )
            )
        return y + LETTERS

    def grid(self, parts: list[str], y: float, marked: frozenset[str]) -> float:
        view = self.view
        owners = channel_owners(view)
        for sq, code in enumerate(view.grid):
            box = self.cell_box(sq)
            if code == EMPTY:
                parts.append(
                    _rect(box, fill=colour(GROUND), stroke=colour(GROUND_LINE), stroke_width=1)
                )
                cx, cy = _centre(box)
                parts.append(
                    text(cx, cy + 6, label(sq), TEXT, text_anchor="middle", fill=colour(NAME_INK))
                )
            elif code >= 0:
                fills = [
                    COLOURS[owners[(sq, i)]] if (sq, i) in owners else WATER
                    for i in range(len(channels_of(code)))
                ]
                ground = PRINTED if sq in PRINTED_CURVES else STONE
                parts.append(tile_svg(box, code, fills, ground, 7))
        for colour_name, squares in reservoirs(view).items():
            boxes = [self.cell_box(sq) for sq in squares]
            area = (
                min(b[0] for b in boxes) + 3,
                min(b[1] for b in boxes) + 3,
                max(b[2] for b in boxes) - 3,
                max(b[3] for b in boxes) - 3,
            )
            parts.append(
                _rect(
                    area,
                    rx=6,
                    fill=colour(LIGHT[colour_name]),
                    stroke=colour(COLOURS[colour_name]),
                    stroke_width=3,
                )
            )
            for w in view.workmen:
                if w.colour == colour_name:
                    (sx, sy), (ex, ey) = (
                        _centre(self.cell_box(w.outlet)),
                        _edge_point(self.cell_box(w.outlet), w.outlet_edge),
                    )
                    for ink, width in ((INK, 9), (COLOURS[colour_name], 6)):
                        parts.append(
                            element(
                                "line",
                                x1=_n(sx),
                                y1=_n(sy),
                                x2=_n(ex),
                                y2=_n(ey),
                                stroke=colour(ink),
                                stroke_width=width,
                            )
                        )
        for name in sorted(marked):
            kind, _, arg = name.partition(":")
            if kind == "square":
                parts.append(_last_move(self.cell_box(int(arg)), name))
            elif kind == "scored":
                w = view.workman(arg)
                box = self.cell_box(w.square)
                parts.append(_last_move(box, name) + badge_svg(_centre(box), w.colour, ""))
        parts.append(self.rings())
        parts.append(self.finished())
        parts.append(self.workmen())
        parts.append(self.fountain_places())
        return y + ROWS * CELL

    def rings(self) -> str:
        """What the decision is about on the grid, as the turn image rings it: the square
        built on; while a builder is chosen, the workman's square and his lines of sight (to
        the pathway above and below, and to the grid's sides, whose squares follow below)."""
        view = self.view
        parts: list[str] = []
        if view.chosen_workman is not None and view.phase in ("builder", "tile"):
            w = view.workman(view.chosen_workman)
            if w.end >= 0:
                parts.append(_ring(self.cell_box(w.end)))
            if view.phase == "builder":
                box = self.cell_box(w.square)
                cx, cy = _centre(box)
                top, right, bottom, left = SIGHT[w.square]
                ends = {
                    top: (cx, self.top - LETTERS),
                    bottom: (cx, self.top + ROWS * CELL),
                    right: (GX + COLUMNS * CELL, cy),
                    left: (GX, cy),
                }
                for p, (ex, ey) in ends.items():
                    if view.pathway[p]:
                        parts.append(
                            element(
                                "line",
                                x1=_n(cx),
                                y1=_n(cy),
                                x2=_n(ex),
                                y2=_n(ey),
                                stroke=colour(SIGHT_LINE),
                                stroke_width=2,
                            )
                        )
                parts.append(_ring(box, 5, 2))
        if view.phase == "fountain_tile" and view.fountain_square >= 0:
            parts.append(_ring(self.cell_box(view.fountain_square)))
        return "".join(parts)

    def finished(self) -> str:
        """A bar across a finished aqueduct's loose end, and the shape of a workman who has
        not gone to a podium (turn_board._workmen)."""
        parts: list[str] = []
        for w in self.view.workmen:
            if w.status != "open" and w.length:
                sq, out = loose_end(self.view, w)
                x, y = _edge_point(self.cell_box(sq), out)
                dx, dy = DY[out] * 9, DX[out] * 9
                parts.append(
                    element(
                        "line",
                        x1=_n(x - dx),
                        y1=_n(y - dy),
                        x2=_n(x + dx),
                        y2=_n(y + dy),
                        stroke=colour(INK),
                        stroke_width=4,
                    )
                )
            if w.status == "closed" or scored_off_podium(w):
                parts.append(badge_svg(self.spot(w), w.colour, ""))
        return "".join(parts)

    def spot(self, w: WorkmanView) -> tuple[float, float]:
        """Where a workman stands: on the edge of his last square facing the square he builds
        on, else in its middle (squares.Squares.workman_spot)."""
        edge = facing(w)
        box = self.cell_box(w.square)
        return _centre(box) if edge is None else _edge_point(box, edge)

    def workmen(self) -> str:
        """The open workmen: a badge with his number and an arrow into the square he builds
        on; a workman a choice names is tapped on that square (with his badge), and two
        workmen facing one square share it."""
        view = self.view
        by_end: dict[int, list[WorkmanView]] = {}
        for w in view.workmen:
            if w.status == "open" and facing(w) is not None:
                by_end.setdefault(w.end, []).append(w)
        ringed = self.ringed_ends()
        parts: list[str] = []
        for end, facing_it in sorted(by_end.items()):
            drawn = "".join(self.workman_svg(w) for w in facing_it)
            choices = [
                c
                for w in facing_it
                for verb in ("workman", "close")
                for c in self.choices(verb, w.name)
            ]
            box = self.cell_box(end)
            if choices or end in ringed:
                drawn = _ring(box) + drawn
            if choices:
                names = " ".join(w.name for w in facing_it)
                drawn = clickable(_hit(box) + drawn, choices, data_workmen=names)
            parts.append(drawn)
        # a workman a choice names whose aqueduct faces no square (none is offered so today)
        for w in view.workmen:
            if w.status == "open" and facing(w) is None:
                choices = self.choices("workman", w.name) + self.choices("close", w.name)
                box = self.cell_box(w.square)
                drawn = badge_svg(_centre(box), w.colour, badge_text(w))
                parts.append(
                    clickable(_hit(box) + _ring(box) + drawn, choices, data_workmen=w.name)
                    if choices
                    else drawn
                )
        return "".join(parts)

    def ringed_ends(self) -> set[int]:
        """While a workman is chosen, the squares the turn image rings: the ends of the
        workmen the player may build with."""
        view = self.view
        if view.phase != "workman" or view.pending is None:
            return set()
        return {
            w.end
            for w in view.workmen
            if w.status == "open" and w.end >= 0 and (w.owner == view.pending) != view.helping
        }

    def workman_svg(self, w: WorkmanView) -> str:
        edge = facing(w)
        assert edge is not None
        x, y = self.spot(w)
        words = badge_text(w)
        half_w = (text_width(words, TEXT, "bold") + 10) / 2
        reach = half_w if DX[edge] else BADGE_H / 2
        tip = (x + DX[edge] * (reach + 8), y + DY[edge] * (reach + 8))
        base = (x + DX[edge] * reach, y + DY[edge] * reach)
        side = (DY[edge] * 5, DX[edge] * 5)
        arrow = _polygon(
            [tip, (base[0] + side[0], base[1] + side[1]), (base[0] - side[0], base[1] - side[1])],
            fill=colour(COLOURS[w.colour]),
            stroke=colour(INK),
            stroke_width=1,
        )
        return arrow + badge_svg((x, y), w.colour, words)

    def fountain_places(self) -> str:
        """The fountain tile's column, then its square, each a thing to tap."""
        view = self.view
        parts: list[str] = []
        for x in range(COLUMNS):
            letter = COLUMN_LETTERS[x]
            choices = self.choices("fcol", letter)
            column: Box = (GX + x * CELL, self.top, GX + (x + 1) * CELL, self.top + ROWS * CELL)
            if choices:
                parts.append(clickable(_hit(column) + _ring(column), choices, data_column=letter))
            elif view.phase == "fountain_square" and view.fountain_column == x:
                parts.append(_ring(column))
        for sq in range(len(view.grid)):
            choices = self.choices("fsq", label(sq))
            if choices:
                box = self.cell_box(sq)
                parts.append(clickable(_hit(box) + _ring(box), choices, data_square=label(sq)))
        return "".join(parts)

    # ----- under the board --------------------------------------------------------------------

    def tiles(self, parts: list[str], y: float) -> float:
        """The tiles offered (the tile for a workman or the fountain tile), each as it would
        lie, north up: the water enters where the arrow in the workman's colour points. A tile
        after which an aqueduct may be closed carries those choices too."""
        view = self.view
        verb = "tile" if view.phase == "tile" else "ftile"
        offers = self.offered.get(verb, [])
        if not offers:
            return y
        tiles = list(dict.fromkeys(o.id.split("+")[0].partition(":")[2] for o in offers))
        entry, ink = -1, WATER
        if verb == "tile" and view.chosen_workman is not None:
            w = view.workman(view.chosen_workman)
            edge = facing(w)
            if edge is not None:
                entry, ink = (edge + 2) % 4, COLOURS[w.colour]

        def tile(arg: str) -> Piece:
            def draw(x: float, y: float) -> str:
                x0, y0 = x + (TILE_SLOT - TILE) / 2, y
                box = (x0, y0, x0 + TILE, y0 + TILE)
                code = tile_code(arg[0], int(arg[1]))
                fills = [ink if entry in pair else WATER for pair in channels_of(code)]
                drawn = tile_svg(box, code, fills, STONE, 9) + _ring(box, -4)
                if entry >= 0:
                    drawn += _entry_arrow(box, entry, ink)
                hit = (x0 - 6, y0 - 6, x0 + TILE + 6, y0 + TILE + 6)
                return clickable(_hit(hit) + drawn, self.choices(verb, arg), data_tile=arg)

            return Piece(TILE_SLOT, TILE_SLOT, draw)

        markup, bottom = flow(
            map(tile, tiles), MARGIN, WIDTH - MARGIN, y + 10, gap=0, line_gap=0, align=0
        )
        parts.append(markup)
        return bottom

    def builders(self, parts: list[str], y: float) -> float:
        """A row of builders: those still to set up (with how many), those the deciding player
        took and places now, else the reserve's (taken from there after a close)."""
        view, locale = self.view, self.locale
        if view.phase in ("setup", "setup_square"):
            left = dict(view.to_place)
            kinds = [k for k in SETUP_BUILDERS if left.get(k, 0)]
            heading = say(locale, "aqua-images-builders")
            verb = "setup"
            counts = {k: left[k] for k in kinds}
        elif view.phase in ("place", "place_square") and view.pending is not None:
            held = view.player(view.pending).held
            kinds = list(dict.fromkeys(held))
            heading = say(locale, "aqua-images-to-place", builders=tile_names(held, locale))
            verb = "place"
            counts = {k: held.count(k) for k in kinds}
        else:
            kinds = list(view.reserve)
            heading = say(locale, "aqua-images-reserve-builders")
            if not kinds:
                heading += ": " + say(locale, "aqua-images-no-builder")
            verb = "claim"
            counts = {}
        y += 8
        for line in wrap(heading, TEXT, "bold", WIDTH - 16):
            y += LINE
            parts.append(text(8, y - 5, line, TEXT, font_weight="bold"))
        if not kinds:
            return y + 4
        slot = TOKEN + 34
        for k, kind in enumerate(kinds):
            x0 = 8 + k * slot
            box = (x0, y + 6, x0 + TOKEN, y + 6 + TOKEN)
            drawn = builder_svg(box, kind)
            if counts.get(kind, 1) > 1:
                drawn += text(x0 + TOKEN + 4, y + 6 + TOKEN / 2 + 6, f"x{counts[kind]}", TEXT)
            arg = kind if verb == "claim" else f"{kind}:"
            choices = (
                self.choices(verb, arg)
                if verb == "claim"
                else [o for o in self.offered.get(verb, ()) if o.id.startswith(f"{verb}:{arg}")]
            )
            if choices:
                drawn = clickable(_hit(box) + _ring(box, -2) + drawn, choices, data_builder=kind)
            parts.append(drawn)
        return y + 6 + TOKEN + 8

    def podiums(self, parts: list[str], y: float) -> float:
        """The podiums 1-20 in two rows, each with the shapes of the workmen on it (3 and 7
        hold two): what a closed aqueduct would score, where the full board shows it."""
        view = self.view
        workmen = {w.name: w for w in view.workmen}
        y += 4
        parts.append(
            text(8, y + LINE - 5, say(self.locale, "aqua-images-podiums"), TEXT, font_weight="bold")
        )
        y += LINE + 4
        slot = (WIDTH - 2 * MARGIN) / 10
        for value in range(1, PODIUMS + 1):
            row, col = divmod(value - 1, 10)
            x0, y0 = MARGIN + col * slot, y + row * PODIUM_H
            box = (x0, y0, x0 + slot, y0 + PODIUM_H)
            parts.append(
                _rect(box, fill=colour(PODIUM_FILL), stroke=colour(PATH_LINE), stroke_width=1)
            )
            cx = x0 + slot / 2
            parts.append(
                text(cx, y0 + 17, str(value), TEXT, text_anchor="middle", font_weight="bold")
            )
            holders = view.podiums[value]
            room = PODIUM_ROOM[value]
            for k, name in enumerate(holders):
                x = cx + (k - (room - 1) / 2) * 17
                parts.append(badge_svg((x, y0 + PODIUM_H - 13), workmen[name].colour, "", 16))
        return y + 2 * PODIUM_H + 4

    def players(self, parts: list[str], y: float, names: Mapping[str, str]) -> float:
        """A row per player in the turn image's words, after his colours' badges; the one who
        decides now on the turn image's yellow, in bold."""
        view, locale = self.view, self.locale
        y += 4
        for player in view.players:
            mover = player.seat == view.pending
            style = "bold" if mover else "regular"
            icons = 8 + len(player.colours) * 28
            line = player_line(view, player.seat, names[player.seat], locale)
            lines = wrap(line, TEXT, style, WIDTH - icons - 8)
            height = len(lines) * LINE + 8
            if mover:
                parts.append(_rect((0, y, WIDTH, y + height), fill=colour(MOVER_FILL)))
            for k, colour_name in enumerate(player.colours):
                parts.append(badge_svg((8 + 12 + k * 28, y + 4 + LINE / 2), colour_name, ""))
            for k, words in enumerate(lines):
                parts.append(
                    text(
                        icons + 4,
                        y + 4 + (k + 1) * LINE - 5,
                        words,
                        TEXT,
                        font_weight="bold" if mover else None,
                    )
                )
            y += height
        return y + 6


NAME_INK: Final[RGB] = (150, 134, 100)  # an empty square's name: read when looked for


def _fountain(x: float, y: float) -> str:
    return element(
        "circle", cx=_n(x), cy=_n(y), r=5, fill=colour(FOUNTAIN), stroke=colour(INK), stroke_width=1
    )


def _entry_arrow(box: Box, entry: int, ink: RGB) -> str:
    """An arrow outside ``box`` pointing into it across edge ``entry``: where the water comes
    from."""
    x, y = _edge_point(box, entry)
    tip = (x + DX[entry] * 1, y + DY[entry] * 1)
    base = (x + DX[entry] * 10, y + DY[entry] * 10)
    side = (DY[entry] * 6, DX[entry] * 6)
    return _polygon(
        [tip, (base[0] + side[0], base[1] + side[1]), (base[0] - side[0], base[1] - side[1])],
        fill=colour(ink),
        stroke=colour(INK),
        stroke_width=1,
    )


def _last_move(box: Box, name: str) -> str:
    """The last move's mark as the turn image frames it: yellow between dark lines."""
    return element(
        "g",
        _rect(box, fill="none", stroke=colour(INK), stroke_width=6),
        _rect(box, fill="none", stroke=colour(LAST_MOVE), stroke_width=4),
        class_="marked",
        data_marked=name,
    )

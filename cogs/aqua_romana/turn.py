"""Aqua Romana's turn image: the board and the pathway, composed to be read in the chat.

Discord shows an image about 550 px wide, so the image is ``WIDTH`` (1100) px wide and every
text is at least ``SMALL`` (18) px: 9 px on the screen. What the decision at hand is about is
ringed: the builders in the chosen workman's sight, the square his tile goes on, the pathway
squares a builder may be set on. Below the board one line per player names his open workmen
by the ids the buttons use ("red1") and the squares they face ("B3"). Drawn from the public
view; the podiums and the tile stock are on the full board, one click away.
"""

from __future__ import annotations

from collections.abc import Mapping

from PIL import Image, ImageDraw

from cogs.aqua_romana.board import (
    COLOURS,
    GROUND,
    GROUND_LINE,
    INK,
    LIGHT,
    PAPER,
    PATH,
    PATH_LINE,
    PRINTED,
    STONE,
    WATER,
    channel_owners,
    draw_marker,
    draw_tile,
    loose_end,
    scored_off_podium,
)
from cogs.fonts import font
from cogs.pen import fit, wrap
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
    PRINTED_CURVES,
    ROWS,
    SIDES,
    SIGHT,
    TYPE_NAMES,
    channels_of,
    label,
    tile_code,
)
from rules.aqua_romana.phases import PHASE_PROMPTS
from rules.aqua_romana.view import AquaView, WorkmanView

RGB = tuple[int, int, int]
Box = tuple[int, int, int, int]

WIDTH = 1100
MARGIN = 14
SMALL = 18  # 9 px at 550 px: the least a reader reads
TEXT = 20
TITLE = 24
HEADER = 78
CELL = 72
BAND = 64  # pathway depth
LABELS = 26  # the coordinates between the grid and the pathway
BOARD_W = COLUMNS * CELL + 2 * (BAND + LABELS)
BOARD_H = ROWS * CELL + 2 * (BAND + LABELS)
BX = (WIDTH - BOARD_W) // 2  # the board is centred
BY = HEADER + 8
GX, GY = BX + BAND + LABELS, BY + BAND + LABELS
GX1, GY1 = GX + COLUMNS * CELL, GY + ROWS * CELL
MARKER = 44  # a workman's marker: its letters at 18 px (``draw_marker`` takes 0.42 of it)
LINE = 30  # one line of SMALL text under the board
HEADER_FILL: RGB = (62, 52, 40)
HEADER_TEXT: RGB = (250, 244, 228)
RING: RGB = (200, 30, 120)  # what the decision is about
SIGHT_LINE: RGB = (200, 30, 120)
MOVER_FILL: RGB = (255, 240, 170)
BUILDER_FILL: RGB = (255, 252, 244)
JOKER_FILL: RGB = (255, 214, 92)


def render_turn(view: AquaView, names: Mapping[str, str] | None = None) -> bytes:
    """The turn image of the public ``view`` as PNG bytes; ``names`` maps seats to names."""
    return encode(draw_turn(view, names), PALETTE)


def draw_turn(view: AquaView, names: Mapping[str, str] | None = None) -> Image.Image:
    """The turn image of the public ``view`` as an RGB image."""
    label_of = {seat: (names or {}).get(seat, seat) for seat in view.seats}
    blocks = _player_blocks(view, label_of)
    legend = wrap(legend_text(view), SMALL, "regular", WIDTH - 2 * MARGIN)
    top = BY + BOARD_H + 10
    height = top + sum(len(b) for b in blocks) * LINE + 8 + len(legend) * LINE + MARGIN
    image = Image.new("RGB", (WIDTH, height), PAPER)
    draw = ImageDraw.Draw(image)
    _header(draw, view, label_of)
    _pathway(draw, view)
    _grid(draw, view)
    _rings(draw, view)
    _workmen(draw, view)
    y = _players(draw, view, blocks, top)
    for k, line in enumerate(legend):
        draw.text((MARGIN, y + 8 + k * LINE), line, font=font(SMALL), fill=INK)
    return image


PALETTE = Palette(lambda: (draw_turn(ENGINE.view_model(s, None)) for s in sample_states(ENGINE)))


# ----- geometry -----------------------------------------------------------------------------------


def cell_box(sq: int) -> Box:
    x, y = sq % COLUMNS, sq // COLUMNS
    return GX + x * CELL, GY + y * CELL, GX + (x + 1) * CELL, GY + (y + 1) * CELL


def pathway_box(p: int) -> Box:
    if p in SIDES["top"]:
        x = GX + p * CELL
        return x, BY, x + CELL, BY + BAND
    if p in SIDES["right"]:
        y = GY + (p - 11) * CELL
        return GX1 + LABELS, y, GX1 + LABELS + BAND, y + CELL
    if p in SIDES["bottom"]:
        x = GX + (29 - p) * CELL
        return x, GY1 + LABELS, x + CELL, GY1 + LABELS + BAND
    y = GY + (37 - p) * CELL
    return BX, y, BX + BAND, y + CELL


def _centre(box: Box) -> tuple[float, float]:
    return (box[0] + box[2]) / 2, (box[1] + box[3]) / 2


def _edge_point(box: Box, edge: int) -> tuple[float, float]:
    cx, cy = _centre(box)
    return cx + DX[edge] * (box[2] - box[0]) / 2, cy + DY[edge] * (box[3] - box[1]) / 2


def _spot(w: WorkmanView) -> tuple[float, float]:
    """Where a workman stands: on the edge of his last square facing the square he builds on."""
    box = cell_box(w.square)
    for edge in range(4):
        if w.end >= 0 and NEIGHBOUR[w.square][edge] == w.end:
            return _edge_point(box, edge)
    return _centre(box)


# ----- header ------------------------------------------------------------------------------------


def step_text(view: AquaView) -> str:
    """The decision at hand in the words (and square names) of its buttons."""
    phase = view.phase
    if phase == "over":
        return "Final scores below; the podiums are on the full board."
    kind = TYPE_NAMES.get(view.pick_type, "")
    if phase in ("setup_square", "place_square"):
        side = view.pick_side
        first, last = SIDES[side][0], SIDES[side][-1]
        return f"Set the {kind} builder on the {side} side: a ringed square, P{first}–P{last}"
    if phase in ("builder", "tile") and view.chosen_workman is not None:
        w = view.workman(view.chosen_workman)
        if phase == "builder":
            return (
                f"{w.name} at {label(w.square)} builds on {label(w.end)}: "
                "choose a builder in his sight (ringed)"
            )
        p = view.chosen_builder
        return f"{w.name} builds on {label(w.end)} with the {TYPE_NAMES[view.pathway[p]]} on P{p}"
    if phase == "fountain_square":
        column = COLUMN_LETTERS[view.fountain_column]
        return f"Fountain tile ({kind}): choose its square in column {column}"
    if phase == "fountain_tile":
        return f"Fountain tile ({kind}) on {label(view.fountain_square)}: choose how it lies"
    if phase == "workman" and view.helping:
        return "None of your workmen can build: extend another player's aqueduct (ringed ends)"
    prompt = PHASE_PROMPTS[phase]
    return prompt[0].upper() + prompt[1:]


def _header(draw: ImageDraw.ImageDraw, view: AquaView, names: Mapping[str, str]) -> None:
    draw.rectangle((0, 0, WIDTH, HEADER), fill=HEADER_FILL)
    who = "game over" if view.pending is None else f"{names[view.pending]} to play"
    title = fit(f"Aqua Romana · {who}", TITLE, "bold", WIDTH - 2 * MARGIN)
    draw.text((MARGIN, 8), title, font=font(TITLE, "bold"), fill=HEADER_TEXT)
    step = fit(step_text(view), TEXT, "regular", WIDTH - 2 * MARGIN)
    draw.text((MARGIN, 44), step, font=font(TEXT), fill=HEADER_TEXT)


# ----- board -------------------------------------------------------------------------------------


def _pathway(draw: ImageDraw.ImageDraw, view: AquaView) -> None:
    draw.rectangle((BX, BY, BX + BOARD_W, BY + BOARD_H), fill=PATH, outline=PATH_LINE)
    draw.rectangle((GX - LABELS, GY - LABELS, GX1 + LABELS, GY1 + LABELS), fill=GROUND)
    corner = BAND + LABELS
    for x, y in ((BX, BY), (GX1, BY), (GX1, GY1), (BX, GY1)):
        cx, cy = x + corner / 2, y + corner / 2
        for r, colour in ((30, (120, 110, 95)), (26, (86, 160, 214)), (10, (170, 215, 240))):
            draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=colour)
    number = font(SMALL)
    for p in range(len(view.pathway)):
        x0, y0, x1, y1 = pathway_box(p)
        draw.rectangle((x0, y0, x1, y1), fill=PATH, outline=PATH_LINE)
        draw.text((x0 + 4, y0 + 2), f"P{p}", font=number, fill=INK)
        kind = view.pathway[p]
        if kind:
            _builder(draw, ((x0 + x1) / 2, y1 - 20), kind)
    letters = font(TEXT, "bold")
    for x in range(COLUMNS):
        cx = GX + x * CELL + CELL / 2
        for cy in (GY - LABELS / 2, GY1 + LABELS / 2):
            draw.text((cx, cy), COLUMN_LETTERS[x], font=letters, fill=INK, anchor="mm")
    for y in range(ROWS):
        cy = GY + y * CELL + CELL / 2
        for cx in (GX - LABELS / 2, GX1 + LABELS / 2):
            draw.text((cx, cy), str(y + 1), font=letters, fill=INK, anchor="mm")


def _builder(draw: ImageDraw.ImageDraw, centre: tuple[float, float], kind: str) -> None:
    """A master builder: the tile he offers, small, and his letter at reading size."""
    cx, cy = centre
    box = (round(cx - 32), round(cy - 16), round(cx + 32), round(cy + 16))
    fill = JOKER_FILL if kind == "J" else BUILDER_FILL
    draw.rounded_rectangle(box, radius=6, fill=fill, outline=INK, width=2)
    if kind != "J":
        glyph = (box[0] + 4, box[1] + 4, box[0] + 28, box[1] + 28)
        draw_tile(draw, glyph, tile_code(kind, 0), [WATER] * 2, fill, width=5, border=1)
    draw.text((box[2] - 16, cy), kind, font=font(TEXT, "bold"), fill=INK, anchor="mm")


def _grid(draw: ImageDraw.ImageDraw, view: AquaView) -> None:
    owners = channel_owners(view)
    for sq, code in enumerate(view.grid):
        box = cell_box(sq)
        if code == EMPTY:
            draw.rectangle(box, fill=GROUND, outline=GROUND_LINE)
        elif code >= 0:
            fills = [
                COLOURS[owners[(sq, i)]] if (sq, i) in owners else WATER
                for i in range(len(channels_of(code)))
            ]
            draw_tile(draw, box, code, fills, PRINTED if sq in PRINTED_CURVES else STONE, 14)
    by_colour: dict[str, list[int]] = {}
    for sq, colour in view.reservoirs:
        by_colour.setdefault(colour, []).append(sq)
    for colour, squares in by_colour.items():
        boxes = [cell_box(sq) for sq in squares]
        x0, y0 = min(b[0] for b in boxes) + 4, min(b[1] for b in boxes) + 4
        x1, y1 = max(b[2] for b in boxes) - 4, max(b[3] for b in boxes) - 4
        draw.rounded_rectangle(
            (x0, y0, x1, y1), radius=10, fill=LIGHT[colour], outline=COLOURS[colour], width=5
        )
        for w in view.workmen:
            if w.colour == colour:
                box = cell_box(w.outlet)
                line = [_centre(box), _edge_point(box, w.outlet_edge)]
                draw.line(line, fill=INK, width=16)
                draw.line(line, fill=COLOURS[colour], width=10)


def _rings(draw: ImageDraw.ImageDraw, view: AquaView) -> None:
    """Ring what the decision is about; in the builder step, the workman's lines of sight."""
    boxes: list[Box] = []
    phase = view.phase
    if phase in ("builder", "tile") and view.chosen_workman is not None:
        w = view.workman(view.chosen_workman)
        boxes.append(cell_box(w.end))
        if phase == "builder":
            # Sight runs along the row and the column of the workman's own square.
            origin = _centre(cell_box(w.square))
            for p in SIGHT[w.square]:
                if view.pathway[p]:
                    draw.line([origin, _centre(pathway_box(p))], fill=SIGHT_LINE, width=4)
                    boxes.append(pathway_box(p))
            x0, y0, x1, y1 = cell_box(w.square)
            draw.rectangle((x0 + 6, y0 + 6, x1 - 6, y1 - 6), outline=SIGHT_LINE, width=3)
        elif view.chosen_builder >= 0:
            boxes.append(pathway_box(view.chosen_builder))
    if phase in ("setup_square", "place_square") and view.pick_side:
        boxes += [pathway_box(p) for p in SIDES[view.pick_side] if not view.pathway[p]]
    if phase == "workman" and view.pending is not None:
        for w in view.workmen:
            mine = w.owner == view.pending
            if w.status == "open" and w.end >= 0 and mine != view.helping:
                boxes.append(cell_box(w.end))
    if phase == "fountain_square" and view.fountain_column >= 0:
        x0 = GX + view.fountain_column * CELL
        boxes.append((x0, GY, x0 + CELL, GY1))
    if phase == "fountain_tile" and view.fountain_square >= 0:
        boxes.append(cell_box(view.fountain_square))
    for x0, y0, x1, y1 in boxes:
        draw.rectangle((x0 + 2, y0 + 2, x1 - 2, y1 - 2), outline=RING, width=5)


def _workmen(draw: ImageDraw.ImageDraw, view: AquaView) -> None:
    for w in view.workmen:
        if w.status != "open" and w.length:
            # A finished aqueduct, however it was closed: a bar across its loose end.
            sq, edge = loose_end(view, w)
            x, y = _edge_point(cell_box(sq), edge)
            dx, dy = DY[edge] * 16, DX[edge] * 16
            draw.line([(x - dx, y - dy), (x + dx, y + dy)], fill=INK, width=7)
    for w in view.workmen:
        if w.status == "open" and w.end >= 0:
            x, y = _spot(w)
            edge = next(e for e in range(4) if NEIGHBOUR[w.square][e] == w.end)
            tip = (x + DX[edge] * 34, y + DY[edge] * 34)
            base = (x + DX[edge] * 22, y + DY[edge] * 22)
            side = (DY[edge] * 9, DX[edge] * 9)
            draw.polygon(
                [
                    tip,
                    (base[0] + side[0], base[1] + side[1]),
                    (base[0] - side[0], base[1] - side[1]),
                ],
                fill=COLOURS[w.colour],
                outline=INK,
            )
            draw_marker(draw, (x, y), w.colour, _short(w), size=MARKER)
        elif w.status == "closed" or scored_off_podium(w):
            draw_marker(draw, _spot(w), w.colour, _short(w), size=MARKER)


def _short(w: WorkmanView) -> str:
    return f"{COLOUR_LETTER[w.colour]}{w.name[-1]}"


# ----- players -----------------------------------------------------------------------------------


def player_line(view: AquaView, seat: str, name: str) -> str:
    """One player: name, points, podiums, open aqueducts ("red1→B3 (4)": the square he builds
    on, and his length so far), builders to place."""
    player = view.player(seat)
    parts = [f"{name}: {player.points} point{'' if player.points == 1 else 's'}"]
    if view.over and player.bonus:
        parts[0] += f" (bonus +{player.bonus})"
    if seat in view.winners:
        parts[0] += ", wins"
    mine = [w for w in view.workmen if w.owner == seat]
    podiums = sorted((w.podium for w in mine if w.podium), reverse=True)
    if podiums:
        parts.append("podiums " + "+".join(map(str, podiums)))
    ends = [
        f"{w.name}→{label(w.end)}" + (f" ({w.length})" if w.length else "")
        for w in mine
        if w.status == "open" and w.end >= 0
    ]
    if not view.over:
        parts.append("open: " + (", ".join(ends) if ends else "none"))
    if player.held:
        parts.append("to place: " + ", ".join(TYPE_NAMES[k] for k in player.held))
    return " · ".join(parts)


def legend_text(view: AquaView) -> str:
    """The builders' letters in the words of the buttons, and the reserve a closed aqueduct
    earns a builder from."""
    letters = ", ".join(f"{kind} {TYPE_NAMES[kind]}" for kind in BUILDER_TYPES)
    reserve = ", ".join(TYPE_NAMES[k] for k in view.reserve) if view.reserve else "empty"
    return (
        f"Builders: {letters}. Reserve: {reserve}. R1 is red1, his arrow points to his next square."
    )


def _player_blocks(view: AquaView, names: Mapping[str, str]) -> list[list[str]]:
    """Each player's lines, as many as his line needs while the image stays no taller than
    wide; past that, the longest blocks are cut to one line (the full board has it all)."""
    text_width = WIDTH - 2 * MARGIN - 32 * max(len(p.colours) for p in view.players) - 6
    blocks, styles = [], []
    for player in view.players:
        style = "bold" if player.seat == view.pending else "regular"
        line = player_line(view, player.seat, names[player.seat])
        blocks.append(wrap(line, SMALL, style, text_width))
        styles.append(style)
    legend = len(wrap(legend_text(view), SMALL, "regular", WIDTH - 2 * MARGIN))
    room = (WIDTH - (BY + BOARD_H + 10) - 8 - MARGIN) // LINE - legend
    while sum(len(b) for b in blocks) > room and max(map(len, blocks)) > 1:
        k = max(range(len(blocks)), key=lambda i: len(blocks[i]))
        blocks[k] = [fit(" ".join(blocks[k]), SMALL, styles[k], text_width)]
    return blocks


def _players(draw: ImageDraw.ImageDraw, view: AquaView, blocks: list[list[str]], top: int) -> int:
    """The players' lines from ``top``; returns the y below them."""
    # The one who decides now is marked, as the header says (not whose turn it is: a closed
    # aqueduct's owner claims a builder in another's turn).
    y = top
    for player, lines in zip(view.players, blocks, strict=True):
        mover = player.seat == view.pending
        bottom = y + len(lines) * LINE
        if mover:
            draw.rectangle((MARGIN - 6, y, WIDTH - MARGIN + 6, bottom - 2), fill=MOVER_FILL)
        x = MARGIN
        for colour in player.colours:
            draw_marker(draw, (x + 14, y + LINE / 2), colour, "", size=24)
            x += 32
        style = "bold" if mover else "regular"
        for k, line in enumerate(lines):
            draw.text(
                (x + 6, y + k * LINE + LINE / 2),
                line,
                font=font(SMALL, style),
                fill=INK,
                anchor="lm",
            )
        y = bottom
    return y

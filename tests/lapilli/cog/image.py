"""The picture of a Terni Lapilli board: a title, the nine points with their lines and names,
the pieces, the winning row, and who plays which pieces; its words in the reader's language.

Drawn 600 px wide with large type, so it still reads where Discord shows it 350 px wide.
"""

from __future__ import annotations

from collections.abc import Mapping

from PIL import Image, ImageDraw

from bot.i18n.languages import ENGLISH
from bot.i18n.text import say
from cogs.fonts import font
from cogs.pen import fit, fit_shrink
from cogs.png import encode
from tests.lapilli.game import EMPTY, SIDES, LapilliView
from tests.lapilli.game.board import COLUMNS, NEIGHBOURS, POINTS, SIZE

WIDTH, HEIGHT = 600, 780
PAPER = (245, 236, 214)
STONE = (226, 210, 178)
INK = (60, 48, 36)
LINE = (122, 100, 76)
MUTED = (120, 104, 86)
WIN = (200, 40, 40)
PIECE_FILL = {"white": (252, 250, 244), "black": (40, 36, 34)}
PIECE_EDGE = {"white": (60, 48, 36), "black": (10, 8, 8)}

TOP = 90  # where the board's square begins
MARGIN = 110  # from the square's sides to the outer points
STEP = (WIDTH - 2 * MARGIN) // (SIZE - 1)  # between two points
RADIUS = 44  # a piece
DOT = 9  # an empty point


def centre(point: int) -> tuple[int, int]:
    row, column = divmod(point, SIZE)
    return MARGIN + column * STEP, TOP + 60 + row * STEP


def render_board(view: LapilliView, names: Mapping[str, str], locale: str = ENGLISH) -> bytes:
    return encode(draw_board(view, names, locale))


def draw_board(view: LapilliView, names: Mapping[str, str], locale: str = ENGLISH) -> Image.Image:
    image = Image.new("RGB", (WIDTH, HEIGHT), PAPER)
    draw = ImageDraw.Draw(image)
    title = say(locale, "lapilli-title")
    draw.text((WIDTH // 2, 16), title, font=font(40, "bold"), fill=INK, anchor="mt")
    # the stone the board is cut in
    left, top = centre(0)
    right, bottom = centre(len(POINTS) - 1)
    pad = 62
    draw.rounded_rectangle(
        (left - pad, top - pad, right + pad, bottom + pad), 18, fill=STONE, outline=LINE, width=3
    )
    # every line a piece may slide along
    for point in POINTS:
        for other in NEIGHBOURS[point]:
            if other > point:
                draw.line((centre(point), centre(other)), fill=LINE, width=5)
    for point in POINTS:
        x, y = centre(point)
        draw.ellipse((x - DOT, y - DOT, x + DOT, y + DOT), fill=LINE)
    # column letters above and row numbers beside the stone
    for column, letter in enumerate(COLUMNS):
        x, _ = centre(column)
        draw.text((x, top - pad - 6), letter, font=font(30, "bold"), fill=MUTED, anchor="md")
    for row in range(SIZE):
        _, y = centre(row * SIZE)
        draw.text(
            (left - pad - 14, y), str(row + 1), font=font(30, "bold"), fill=MUTED, anchor="rm"
        )
    if view.line:
        ends = [centre(view.line[0]), centre(view.line[-1])]
        draw.line(ends, fill=WIN, width=16)
    for point in POINTS:
        owner = view.board[point]
        if owner == EMPTY:
            continue
        side = SIDES[owner]
        x, y = centre(point)
        ring = WIN if point in view.line else PIECE_EDGE[side]
        draw.ellipse(
            (x - RADIUS, y - RADIUS, x + RADIUS, y + RADIUS),
            fill=PIECE_FILL[side],
            outline=ring,
            width=8 if point in view.line else 4,
        )
    # who plays which pieces (the player to move marked), then how the game stands
    y = bottom + pad + 22
    for index, seat in enumerate(view.seats):
        side = SIDES[index]
        label = say(
            locale,
            "lapilli-image-player",
            player=names.get(seat, seat),
            side=say(locale, f"lapilli-piece-{side}"),
        )
        marked = seat in (view.pending, view.winner)
        if marked:
            draw.text((26, y + 18), "▶", font=font(28), fill=WIN, anchor="lm")
        x = 64
        draw.ellipse(
            (x, y, x + 36, y + 36), fill=PIECE_FILL[side], outline=PIECE_EDGE[side], width=3
        )
        style = "bold" if marked else "regular"
        label = fit(label, 30, style, WIDTH - x - 50 - 20)
        draw.text((x + 50, y + 18), label, font=font(30, style), fill=INK, anchor="lm")
        y += 50
    said, size = fit_shrink(status(view, names, locale), (32, 28, 24), "bold", WIDTH - 40)
    over = view.winner is not None or view.drawn
    draw.text(
        (WIDTH // 2, HEIGHT - 20),
        said,
        font=font(size, "bold"),
        fill=WIN if over else INK,
        anchor="md",
    )
    return image


def status(view: LapilliView, names: Mapping[str, str], locale: str) -> str:
    """The line under the board: the move under way, or the result."""
    if view.winner is not None:
        return say(locale, "lapilli-image-wins", player=names.get(view.winner, view.winner))
    if view.drawn:
        return say(locale, "lapilli-image-draw", moves=view.move_limit)
    return say(locale, "lapilli-image-move", move=view.moves + 1, limit=view.move_limit)


__all__ = ["draw_board", "render_board", "status"]

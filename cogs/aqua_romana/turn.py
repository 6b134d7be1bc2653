"""Aqua Romana's turn image: the board and the pathway, composed to be read in the chat.

Discord shows an image about 550 px wide on a desktop and 350 px on a phone, so the image is
``WIDTH`` (700) px wide and every text is at least ``SMALL`` (18) px: 9 px on a phone. Above
the board, who is to play and the decision in the words of its buttons; on the board
(``turn_board``) the square names, builders and workmen, with what the decision is about
ringed; below it a row per player in words: his name, his colours, his points and the builders
he has to place ("Ann (red): 3 points · to place: bridge"), then the reserve's builders. No
code needs a legend: the board draws the tiles and numbers the workmen on badges of their
colour, as the buttons name them ("red1"). Drawn from the public view; the podiums and the
tile stock are on the full board, one click away.
"""

from __future__ import annotations

from collections.abc import Mapping

from PIL import Image, ImageDraw

from bot.i18n.languages import ENGLISH
from bot.i18n.text import localized, say
from cogs.aqua_romana.colours import INK, PAPER
from cogs.aqua_romana.image_words import colour_names, tile_name, tile_names, workman_name
from cogs.aqua_romana.turn_board import (
    BOARD_H,
    BY,
    HEADER,
    SMALL,
    WIDTH,
    draw_badge,
    draw_board,
)
from cogs.fonts import font
from cogs.pen import fit, text_width, wrap
from cogs.png import Palette, encode, sample_states
from rules.aqua_romana import ENGINE
from rules.aqua_romana.data import COLUMN_LETTERS, SIDES, label
from rules.aqua_romana.phases import PHASE_PROMPTS
from rules.aqua_romana.view import AquaView, WorkmanView

RGB = tuple[int, int, int]

MARGIN = 8
TITLE = 20
LINE = 22  # one row of SMALL text under the board
TOP = BY + BOARD_H + 4  # the players' rows
ROOM = (WIDTH - MARGIN // 2 - TOP) // LINE  # rows under the board while it stays square
ICON = 24  # a player's colours before his line
HEADER_FILL: RGB = (62, 52, 40)
HEADER_TEXT: RGB = (250, 244, 228)
MOVER_FILL: RGB = (255, 240, 170)


def render_turn(
    view: AquaView,
    names: Mapping[str, str] | None = None,
    locale: str = ENGLISH,
    marked: frozenset[str] = frozenset(),
) -> bytes:
    """The turn image of the public ``view`` as PNG bytes; ``names`` maps seats to names, its
    words are in ``locale``; what the last move changed (``marked``) framed."""
    return encode(draw_turn(view, names, locale, marked), PALETTE)


def draw_turn(
    view: AquaView,
    names: Mapping[str, str] | None = None,
    locale: str = ENGLISH,
    marked: frozenset[str] = frozenset(),
) -> Image.Image:
    """The turn image of the public ``view`` as an RGB image."""
    label_of = {seat: (names or {}).get(seat, seat) for seat in view.seats}
    blocks, reserve = _texts_below(view, label_of, locale)
    height = TOP + (sum(len(b) for b in blocks) + len(reserve)) * LINE + MARGIN // 2
    image = Image.new("RGB", (WIDTH, height), PAPER)
    draw = ImageDraw.Draw(image)
    _header(draw, view, label_of, locale)
    draw_board(draw, view, marked)
    y = _players(draw, view, blocks)
    for k, line in enumerate(reserve):
        draw.text((MARGIN, y + k * LINE + LINE / 2), line, font=font(SMALL), fill=INK, anchor="lm")
    return image


PALETTE = Palette(lambda: (draw_turn(ENGINE.view_model(s, None)) for s in sample_states(ENGINE)))


# ----- header ------------------------------------------------------------------------------------


def _workman(w: WorkmanView, locale: str) -> str:
    return workman_name(w.name, locale)


def step_text(view: AquaView, locale: str = ENGLISH) -> str:
    """The decision at hand in the words (and square names) of its buttons."""
    phase = view.phase
    if phase == "over":
        return say(locale, "aqua-images-step-over")
    kind = view.pick_type
    if phase in ("setup_square", "place_square"):
        side = view.pick_side
        first, last = SIDES[side][0], SIDES[side][-1]
        return say(
            locale, "aqua-images-step-set-builder", kind=kind, side=side, first=first, last=last
        )
    if phase in ("builder", "tile") and view.chosen_workman is not None:
        w = view.workman(view.chosen_workman)
        if phase == "builder":
            return say(
                locale,
                "aqua-images-step-builder",
                workman=_workman(w, locale),
                square=label(w.square),
                end=label(w.end),
            )
        p = view.chosen_builder
        return say(
            locale,
            "aqua-images-step-tile",
            workman=_workman(w, locale),
            end=label(w.end),
            kind=view.pathway[p],
            place=p,
        )
    if phase == "fountain_square":
        column = COLUMN_LETTERS[view.fountain_column]
        tile = tile_name(kind, locale)
        return say(locale, "aqua-images-step-fountain-square", tile=tile, column=column)
    if phase == "fountain_tile":
        square = label(view.fountain_square)
        tile = tile_name(kind, locale)
        return say(locale, "aqua-images-step-fountain-tile", tile=tile, square=square)
    if phase == "workman" and view.helping:
        return say(locale, "aqua-images-step-help")
    return localized(PHASE_PROMPTS[phase], locale)


def _header(
    draw: ImageDraw.ImageDraw, view: AquaView, names: Mapping[str, str], locale: str
) -> None:
    """Two lines: the mover's name in bold, the decision after it and on the second line."""
    draw.rectangle((0, 0, WIDTH, HEADER), fill=HEADER_FILL)
    if view.pending is None:
        titles = [say(locale, "aqua-images-game-over")]
    else:
        name = names[view.pending]
        titles = [say(locale, "aqua-images-to-play", name=name), name]
    title, size, first, rest = header_lines([f"{t}:" for t in titles], step_text(view, locale))
    draw.text((MARGIN, 2 + (TITLE - size)), title, font=font(size, "bold"), fill=HEADER_TEXT)
    if first:
        x = MARGIN + text_width(title, size, "bold") + 8
        draw.text((x, 4), first, font=font(SMALL), fill=HEADER_TEXT)
    if rest:
        draw.text((MARGIN, 26), rest, font=font(SMALL), fill=HEADER_TEXT)


def header_lines(titles: list[str], step: str) -> tuple[str, int, str, str]:
    """The title, its size, and the decision on the rest of the title's line and the line
    below. Neither the name (up to 32 characters) nor the decision is cut while a smaller
    title (down to SMALL, what a phone reads), then a shorter one of ``titles`` (the name
    alone, whom the decision addresses), makes them fit the two lines."""
    width = WIDTH - 2 * MARGIN
    for title, size in [(t, z) for t in titles for z in (TITLE, SMALL)]:
        x = MARGIN + text_width(title, size, "bold") + 8
        words = step.split()
        first = ""
        while words and text_width(f"{first} {words[0]}".strip(), SMALL) <= width + MARGIN - x:
            first = f"{first} {words.pop(0)}".strip()
        rest = " ".join(words)
        if text_width(rest, SMALL) <= width:
            break
    return fit(title, size, "bold", width), size, first, fit(rest, SMALL, "regular", width)


# ----- players -----------------------------------------------------------------------------------


def player_line(
    view: AquaView, seat: str, name: str, locale: str = ENGLISH, colours: bool = True
) -> str:
    """One player in words: his name and colours (his badges' on the board: "Ann (red):"), his
    points, the builders he has to place; once the game is over his bonus and podiums. Where
    his workmen build the board's arrows show; ``colours`` False leaves them out where a row
    lacks room (the badges before the row still show them)."""
    player = view.player(seat)
    head = say(
        locale,
        "aqua-images-row-points" if colours else "aqua-images-row-points-plain",
        name=name,
        colours=colour_names(player.colours, locale),
        count=player.points,
    )
    if view.over and player.bonus:
        head += " " + say(locale, "aqua-images-bonus", bonus=player.bonus)
    if seat in view.winners:
        head += ", " + say(locale, "aqua-images-row-wins")
    parts = [head]
    if view.over:
        mine = [w for w in view.workmen if w.owner == seat]
        podiums = sorted((w.podium for w in mine if w.podium), reverse=True)
        if podiums:
            values = "+".join(map(str, podiums))
            parts.append(say(locale, "aqua-images-row-podiums", values=values))
    if player.held:
        parts.append(say(locale, "aqua-images-to-place", builders=tile_names(player.held, locale)))
    return " · ".join(parts)


def reserve_line(view: AquaView, locale: str = ENGLISH) -> str:
    """The reserve a closed aqueduct earns a builder from, in the words of its buttons."""
    if view.reserve:
        reserve = tile_names(view.reserve, locale)
    else:
        reserve = say(locale, "aqua-images-no-builder")
    return say(locale, "aqua-images-reserve-list", builders=reserve)


def _texts_below(
    view: AquaView, names: Mapping[str, str], locale: str
) -> tuple[list[list[str]], list[str]]:
    """Each player's rows and the reserve's, as many as fit under the board while the image
    stays no taller than wide. Names are never cut: while the rows lack room, the longest
    block of a player other than the mover loses its colours' names; the reserve's row goes
    last (the full board has it)."""
    width = WIDTH - 2 * MARGIN - (ICON + 4) * max(len(p.colours) for p in view.players) - 4
    blocks, styles = [], []
    for player in view.players:
        style = "bold" if player.seat == view.pending else "regular"
        line = player_line(view, player.seat, names[player.seat], locale)
        blocks.append(wrap(line, SMALL, style, width))
        styles.append(style)

    def rows() -> int:
        return sum(len(b) for b in blocks)

    plain: set[int] = set()
    while rows() >= ROOM:
        longer = [
            k
            for k, player in enumerate(view.players)
            if k not in plain and player.seat != view.pending and len(blocks[k]) > 1
        ]
        if not longer:
            break
        k = max(longer, key=lambda i: len(blocks[i]))
        seat = view.players[k].seat
        line = player_line(view, seat, names[seat], locale, colours=False)
        blocks[k] = wrap(line, SMALL, styles[k], width)
        plain.add(k)
    reserve = wrap(reserve_line(view, locale), SMALL, "regular", WIDTH - 2 * MARGIN)
    return blocks, reserve if rows() + len(reserve) <= ROOM else []


def _players(draw: ImageDraw.ImageDraw, view: AquaView, blocks: list[list[str]]) -> int:
    """The players' rows under the board, each after his colours' badges; returns the y below
    them."""
    # The one who decides now is marked, as the header says (not whose turn it is: a closed
    # aqueduct's owner claims a builder in another's turn).
    y = TOP
    for player, lines in zip(view.players, blocks, strict=True):
        mover = player.seat == view.pending
        bottom = y + len(lines) * LINE
        if mover:
            draw.rectangle((MARGIN - 6, y, WIDTH - MARGIN + 6, bottom - 1), fill=MOVER_FILL)
        x = MARGIN
        for colour in player.colours:
            draw_badge(draw, (x + ICON / 2, y + LINE / 2), colour, "")
            x += ICON + 4
        style = "bold" if mover else "regular"
        for k, line in enumerate(lines):
            draw.text(
                (x + 4, y + k * LINE + LINE / 2),
                line,
                font=font(SMALL, style),
                fill=INK,
                anchor="lm",
            )
        y = bottom
    return y

"""The sizes, colours and small drawn pieces of Porta Nigra's turn image
(``cogs.porta_nigra.turn``): brick chips, player discs, and a flow that lays pieces out in lines
and wraps them.

The image is ``WIDTH`` px wide and its smallest text ``SMALL`` px: Discord shows it 350 px wide
on a phone, where 18 px become 9, the least a reader reads (tests/cogs/test_readable.py)."""

from __future__ import annotations

from collections.abc import Callable

from cogs.pen import MEASURE, Pen, text_width
from cogs.porta_nigra.board import BRICK_FILL, BRICK_TEXT, INK, MUTED, PLAYER_FILL

WIDTH = 700
MARGIN = 10
SMALL = 18
TITLE = 20
CHIP_H = 22
PITCH = CHIP_H + 3  # from one line of chips (or text) to the next
HEADER = (60, 48, 36)
HEADER_TEXT = (250, 244, 232)
GOLD_LIGHT = (246, 222, 160)
FAINT = (200, 190, 175)
PALE_SITE = (242, 236, 224)
HONOR = (252, 246, 224)
BUILT = (225, 215, 195)
# A free site's words where the mover cannot build now: paler than the ink, yet read on a phone.
PALE_TEXT = (92, 84, 74)

# A piece drawn at (x, y) by a pen; returns its width (MEASURE only measures it).
Piece = Callable[[Pen, int, int], int]


# The last move's mark (``PortaNigraAdapter.changes``): a gold frame between dark lines around
# a chip, over the gap around it, not a brick's flat colour.
LAST_MOVE = (235, 189, 39)


def ringed(piece: Piece) -> Piece:
    """``piece`` framed as the last move's change."""

    def draw(pen: Pen, x: int, y: int) -> int:
        width = piece(pen, x, y)
        pen.rect((x - 3, y - 3, x + width + 3, y + CHIP_H + 3), outline=INK, width=5)
        pen.rect((x - 2, y - 2, x + width + 2, y + CHIP_H + 2), outline=LAST_MOVE, width=3)
        return width

    return draw


def disc(pen: Pen, x: int, y: int, player: int) -> int:
    """A player's number on their colour, as on the full board; returns its width."""
    pen.rect((x, y, x + CHIP_H, y + CHIP_H), fill=PLAYER_FILL[player], outline=INK, radius=11)
    pen.text(x + CHIP_H // 2 + 1, y + 1, str(player + 1), SMALL, "bold", (255, 255, 255), "centre")
    return CHIP_H


def brick_chip(pen: Pen, x: int, y: int, colour: int, text: str, pale: bool = False) -> int:
    """``text`` on a brick's colour (faded when ``pale``); returns its width."""
    width = text_width(text, SMALL) + 10
    fill = PALE_SITE if pale else BRICK_FILL[colour]
    ink = PALE_TEXT if pale else BRICK_TEXT.get(colour, INK)
    # a strong edge too, as the white brick's colour is close to the faded one
    edge, thick = (MUTED, 1) if pale else (INK, 2)
    pen.rect((x, y, x + width, y + CHIP_H), fill=fill, outline=edge, width=thick, radius=4)
    pen.text(x + 5, y + 1, text, SMALL, "regular", ink)
    return width


# A brick in a site's chip: a block of its colour after the number needed (issue 33: "3 [block]"
# rather than "3K", a letter a reader had to look up).
BLOCK_W, BLOCK_H = 9, 16


def block(pen: Pen, x: int, y: int, colour: int, edge: tuple[int, int, int] = INK) -> int:
    """A brick of ``colour`` as a small block in a chip at ``y``; returns its width."""
    top = y + (CHIP_H - BLOCK_H) // 2
    pen.rect((x, top, x + BLOCK_W, top + BLOCK_H), fill=BRICK_FILL[colour], outline=edge, width=2)
    return BLOCK_W


def site_chip(
    pen: Pen, x: int, y: int, colour: int, head: str, tail: str = "", pale: bool = False
) -> int:
    """A free site: ``head`` (its id, the bricks it needs), a block of their colour, ``tail``
    (its VP), on the brick's colour (faded when ``pale``); returns its width."""
    fill = PALE_SITE if pale else BRICK_FILL[colour]
    ink = PALE_TEXT if pale else BRICK_TEXT.get(colour, INK)
    edge, thick = (MUTED, 1) if pale else (INK, 2)
    width = text_width(head, SMALL) + 4 + BLOCK_W + 10
    if tail:
        width += 5 + text_width(tail, SMALL)
    pen.rect((x, y, x + width, y + CHIP_H), fill=fill, outline=edge, width=thick, radius=4)
    cx = x + 5 + pen.text(x + 5, y + 1, head, SMALL, "regular", ink) + 4
    # a dark brick on its own colour shows by a light edge
    cx += block(pen, cx, y, colour, INK if ink != (255, 255, 255) or pale else ink) + 5
    if tail:
        pen.text(cx, y + 1, tail, SMALL, "regular", ink)
    return width


def built_site_chip(
    pen: Pen, x: int, y: int, head: str, owner: int, height: int, colour: int
) -> int:
    """A built site: its id, its owner's disc, its height and a block of its colour on the full
    board's built-site beige, its owner's colour as a bar at its left; returns its width."""
    number = str(height)
    width = 10 + text_width(head, SMALL) + 4 + CHIP_H + 4 + text_width(number, SMALL) + 3
    width += BLOCK_W + 6
    pen.rect((x, y, x + width, y + CHIP_H), fill=BUILT, outline=INK, radius=4)
    pen.rect((x + 1, y + 1, x + 6, y + CHIP_H - 1), fill=PLAYER_FILL[owner])
    cx = x + 10 + pen.text(x + 10, y + 1, head, SMALL, "regular", INK) + 4
    cx += disc(pen, cx, y, owner) + 4
    cx += pen.text(cx, y + 1, number, SMALL, "regular", INK) + 3
    block(pen, cx, y, colour)
    return width


def label(text: str, style: str = "regular", colour: tuple[int, int, int] = PALE_TEXT) -> Piece:
    """A text as a piece of a flow."""
    return lambda pen, x, y: pen.text(x, y + 1, text, SMALL, style, colour)


def leaders_piece(head: str, players: list[int]) -> Piece:
    """``head`` then the discs of the ``players`` leading a majority, or a dash for nobody."""

    def draw(pen: Pen, x: int, y: int) -> int:
        cx = x + pen.text(x, y + 1, head, SMALL, "regular", PALE_TEXT) + 4 if head else x
        if not players:
            return cx + pen.text(cx, y + 1, "–", SMALL, "bold", PALE_TEXT) - x
        for i in players:
            cx += disc(pen, cx, y, i) + 2
        return cx - 2 - x

    return draw


class Flow:
    """Pieces laid out left to right from ``left``, a new line (``PITCH`` lower) when the next
    one would cross ``right``."""

    def __init__(self, pen: Pen, left: int, right: int, y: int, gap: int = 4) -> None:
        self.pen, self.left, self.right, self.gap = pen, left, right, gap
        self.x, self.y = left, y

    def add(self, piece: Piece, gap: int | None = None) -> None:
        if not self.fits(piece):
            self.newline()
        self.x += piece(self.pen, self.x, self.y) + (self.gap if gap is None else gap)

    def fits(self, piece: Piece) -> bool:
        """Whether ``piece`` has room on this line."""
        return self.x == self.left or self.x + piece(MEASURE, 0, 0) <= self.right

    def add_right(self, piece: Piece) -> None:
        """``piece`` at the right end of the line (of the next one if this one has no room)."""
        if not self.fits(piece):
            self.newline()
        piece(self.pen, self.right - piece(MEASURE, 0, 0), self.y)
        self.x = self.right + self.gap

    def newline(self) -> None:
        if self.x > self.left:
            self.x, self.y = self.left, self.y + PITCH

    def bottom(self) -> int:
        """The y below the last line."""
        return self.y + (CHIP_H if self.x > self.left else 0)

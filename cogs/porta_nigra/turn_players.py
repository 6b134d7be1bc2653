"""The players in Porta Nigra's turn image: a table of everyone's goods (the mover's row
highlighted), the honor cards the mover can afford, and the final scores once the game is over.

A table, rather than a sentence a player, puts each figure under a heading said once: what a
phone's width holds."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import lru_cache, partial

from bot.i18n.languages import ENGLISH
from bot.i18n.text import say
from cogs.pen import Pen, fit, text_width, wrap
from cogs.porta_nigra.board import INK, MUTED, PANEL
from cogs.porta_nigra.image_words import code, honor_effect, letter
from cogs.porta_nigra.standing import bricks_in
from cogs.porta_nigra.turn_buildings import WALK_ORDER
from cogs.porta_nigra.turn_pieces import (
    CHIP_H,
    FAINT,
    GOLD_LIGHT,
    HONOR,
    MARGIN,
    PALE_TEXT,
    PITCH,
    SMALL,
    WIDTH,
    Flow,
    Piece,
    brick_chip,
    disc,
    label,
    ringed,
)
from rules.porta_nigra import data as d
from rules.porta_nigra.view import PlayerView, PortaNigraView

LEFT, RIGHT = MARGIN + 6, WIDTH - MARGIN - 6
# The goods' columns: their heading's name in porta-img-turn-column and a player's figure; the
# bricks held (one column a colour) and the bricks built in each building (a master builder
# reward at every 3rd) follow. The building cards are on the full board: their column left the
# names too little room on a phone's width (issue 33: "Aureli…").
GOODS: tuple[tuple[str, Callable[[PlayerView], int]], ...] = (
    ("vp", lambda p: p.vp),
    ("money", lambda p: p.money),
    ("torches", lambda p: p.torches),
    ("influence", lambda p: p.influence),
    ("romans", lambda p: p.romans),
)
# Between two columns: wider between the goods' words, narrow between the brick chips, and
# wider still between the groups (goods, bricks held, bricks built).
GOODS_GAP, BRICKS_GAP, BUILT_GAP, GROUP_GAP = 4, 3, 6, 8
_GROUPS = (len(GOODS), len(GOODS) + len(d.COLOURS), len(GOODS) + len(d.COLOURS) + 4)


@dataclass(frozen=True)
class Table:
    """The goods table's columns in one language: each figure column's heading, width and
    left (the last one ending at the table's right), and the room left for the names."""

    columns: tuple[tuple[str, int], ...]
    lefts: tuple[int, ...]
    name_w: int


@lru_cache(maxsize=16)
def table(locale: str, built: bool = True) -> Table:
    """The columns, as wide as their headings in ``locale`` say; without the bricks built in
    each building unless ``built``."""
    goods = [
        (head, max(text_width(head, SMALL), 25))
        for head in (say(locale, "porta-img-turn-column", column=c) for c, _ in GOODS)
    ]
    letters = [letter(c, locale) for c in d.COLOURS]
    bricks = [(head, text_width(head, SMALL) + 8) for head in letters]
    in_buildings = [
        (head, text_width(head, SMALL)) for head in (code(b, locale) for b in WALK_ORDER)
    ]
    columns = (*goods, *bricks, *(in_buildings if built else ()))
    x, lefts = 0, []
    for k, (_, w) in enumerate(columns):
        if k:
            gap = (GOODS_GAP, BRICKS_GAP, BUILT_GAP)[sum(k > g for g in _GROUPS)]
            x += GROUP_GAP if k in _GROUPS else gap
        lefts.append(x)
        x += w
    lefts = [RIGHT - x + left for left in lefts]
    return Table(columns, tuple(lefts), lefts[0] - LEFT - CHIP_H - 4 - 6)


# The captions over the column groups: bricks held, bricks built in each building.
CAPTIONS = (
    ("porta-img-turn-bricks-held", _GROUPS[0], _GROUPS[1] - 1),
    ("porta-img-turn-built-in", _GROUPS[1], _GROUPS[2] - 1),
)


# From one line of a name wrapped in the goods table to the next.
NAME_LINE = 20


def _name_lines(
    name: str, bold: bool, room: int, wide: int, wrap_names: bool
) -> tuple[list[str], str]:
    """A player's name in the goods table: the mover's in bold where it fits whole, else in
    regular, on one line or (``wrap_names``) more: the first in the name's column (``room``),
    the rest across the row (``wide``), whose figures are all on its first line. Cut only
    without ``wrap_names``."""
    style = "bold" if bold and text_width(name, SMALL, "bold") <= room else "regular"
    if text_width(name, SMALL, style) <= room or not wrap_names:
        return [fit(name, SMALL, style, room)], style
    first, *rest = wrap(name, SMALL, style, room)
    more = wrap(" ".join(rest), SMALL, style, wide)
    return [
        fit(first, SMALL, style, room),
        *(fit(line, SMALL, style, wide) for line in more),
    ], style


def players(
    pen: Pen,
    y: int,
    view: PortaNigraView,
    names: Sequence[str],
    locale: str,
    wrap_names: bool = True,
    built: bool = True,
    marked: frozenset[str] = frozenset(),
) -> int:
    """The table of every player's goods, bricks held and bricks built per building (``built``)
    under their groups' captions, a long name on more lines (``wrap_names``), the disc of a
    player who took a display card (``marked`` "took:N") framed; returns its bottom."""
    mover = None if view.phase == "over" else view.current
    layout = table(locale, built)
    wide = RIGHT - (LEFT + CHIP_H + 4)
    rows = [
        _name_lines(names[i], i == mover, layout.name_w, wide, wrap_names)
        for i in range(len(view.players))
    ]
    extra = sum(len(lines) - 1 for lines, _ in rows) * NAME_LINE
    bottom = y + PITCH * (len(view.players) + 2) + 2 + extra
    pen.rect((MARGIN, y, WIDTH - MARGIN, bottom), fill=PANEL, outline=FAINT, radius=8)
    y += 2
    pen.text(LEFT, y + 1, say(locale, "porta-img-turn-players"), SMALL, "bold", INK)
    # each caption over its columns, but inside the table and clear of the next one where it is
    # wider than they are (laid out from the right)
    end = RIGHT
    for key, first, last in reversed(CAPTIONS[: 2 if built else 1]):
        middle = (layout.lefts[first] + layout.lefts[last] + layout.columns[last][1]) // 2
        caption = say(locale, key)
        half = (text_width(caption, SMALL) + 1) // 2
        middle = min(middle, end - half)
        pen.text(middle, y + 1, caption, SMALL, "regular", PALE_TEXT, "centre")
        end = middle - half - 8
    y += PITCH
    for k, ((head, w), x) in enumerate(zip(layout.columns, layout.lefts, strict=True)):
        if _GROUPS[0] <= k < _GROUPS[1]:
            brick_chip(pen, x, y, k - _GROUPS[0], head)
        else:
            pen.text(x + w // 2, y + 1, head, SMALL, "regular", PALE_TEXT, "centre")
    below = 0  # the second line of the row above
    for i, p in enumerate(view.players):
        y += PITCH + below
        lines, style = rows[i]
        below = (len(lines) - 1) * NAME_LINE
        if i == mover:
            box = (MARGIN + 2, y - 1, WIDTH - MARGIN - 2, y + CHIP_H + 1 + below)
            pen.rect(box, fill=GOLD_LIGHT)
        piece = partial(disc, player=i)
        (ringed(piece) if f"took:{i}" in marked else piece)(pen, LEFT, y)
        for k, line in enumerate(lines):
            pen.text(LEFT + CHIP_H + 4, y + 1 + k * NAME_LINE, line, SMALL, style, INK)
        figures = _figures(view, i, p)[: len(layout.columns)]
        for (_, w), x, figure in zip(layout.columns, layout.lefts, figures, strict=True):
            ink = INK if figure else PALE_TEXT
            pen.text(x + w // 2, y + 1, str(figure), SMALL, "bold", ink, "centre")
    return bottom


def _figures(view: PortaNigraView, i: int, p: PlayerView) -> list[int]:
    built = {b: bricks_in(view, b)[i] for b in WALK_ORDER}
    return [
        *(figure(p) for _, figure in GOODS),
        *p.bricks,
        *(built[b] for b in WALK_ORDER),
    ]


def honors(
    pen: Pen,
    y: int,
    view: PortaNigraView,
    shown: int,
    locale: str,
    marked: frozenset[str] = frozenset(),
) -> int:
    """The displayed honor cards the mover's influence pays for (one a turn), those of the same
    effect and cost on one chip; ``shown`` chips, the cards of the others named after them;
    a card new on the display (``marked`` "honor:ID") framed; returns the bottom."""
    p = view.players[view.current]
    flow = Flow(pen, LEFT, RIGHT, y + 2, gap=5)
    if view.turn.honor_bought:
        flow.add(label(say(locale, "porta-img-turn-honor-bought"), "bold"))
        return flow.bottom() + 2
    groups = affordable_honors(view.honor_display, p.influence, locale)
    if not groups:
        cheapest = min((d.HONOR_CARDS[h].cost for h in view.honor_display), default=0)
        none = say(locale, "porta-img-turn-honor-none", influence=p.influence, cheapest=cheapest)
        flow.add(label(none))
        return flow.bottom() + 2
    flow.add(label(say(locale, "porta-img-turn-honors"), "bold"), gap=8)
    for ids, effect in groups[:shown]:
        chip = _honor_chip(f"{' '.join(ids)} {effect}")
        flow.add(ringed(chip) if any(f"honor:{h}" in marked for h in ids) else chip)
    hidden = [h for ids, _ in groups[shown:] for h in ids]
    if hidden and shown > 0:  # "and:" only after chips; with none shown the ids follow the title
        flow.add(label(say(locale, "porta-img-turn-honors-more")))
    if hidden:
        for h in hidden:
            named = label(h, "bold", INK)
            flow.add(ringed(named) if f"honor:{h}" in marked else named)
    return flow.bottom() + 2


def affordable_honors(
    display: Sequence[str], influence: int, locale: str = ENGLISH
) -> list[tuple[list[str], str]]:
    """The displayed honor cards ``influence`` pays for, grouped by what they do and cost (the
    display often holds two or three alike), in display order: (ids, "effect (cost)")."""
    groups: dict[str, list[str]] = {}
    for h in display:
        card = d.HONOR_CARDS[h]
        if card.cost <= influence:
            effect = honor_effect(h, locale)
            chip = say(locale, "porta-img-honor-cost", effect=effect, cost=card.cost)
            groups.setdefault(chip, []).append(h)
    return [(sorted(ids), effect) for effect, ids in groups.items()]


def _honor_chip(text: str) -> Piece:
    def draw(pen: Pen, x: int, y: int) -> int:
        width = text_width(text, SMALL) + 10
        pen.rect((x, y, x + width, y + CHIP_H), fill=HONOR, outline=MUTED, radius=4)
        pen.text(x + 5, y + 1, text, SMALL, "regular", INK)
        return width

    return draw


# ----- the end ----------------------------------------------------------------------------------

# How a final score adds up, as porta-img-turn-part names the parts.
PARTS = ("play", "cards", "honor", "goods", "majorities")


def results(pen: Pen, y: int, view: PortaNigraView, names: Sequence[str], locale: str) -> int:
    """The final scores, best first, with how each adds up; returns the bottom."""
    order = sorted(range(len(view.players)), key=lambda i: (-view.players[i].vp, i))
    best = view.players[order[0]].vp
    parts = [say(locale, "porta-img-turn-part", part=part) for part in PARTS]
    widths = [max(text_width(part, SMALL), 30) for part in parts]
    lefts: list[int] = []
    x = RIGHT
    for w in reversed(widths):
        x -= w
        lefts.insert(0, x)
        x -= 10
    vp_x = x - 30
    # A name too long for its column (up to 32 characters) goes on under its first line.
    name_x = LEFT + text_width(f"{len(order)}.", SMALL, "bold") + 6 + CHIP_H + 4
    lines = {i: wrap(names[i], SMALL, "bold", vp_x - name_x - 10) for i in order}
    extra = sum(len(lines[i]) - 1 for i in order) * NAME_LINE
    bottom = y + PITCH * (len(order) + 1) + 2 + extra
    pen.rect((MARGIN, y, WIDTH - MARGIN, bottom), fill=PANEL, outline=FAINT, radius=8)
    y += 2
    pen.text(LEFT, y + 1, say(locale, "porta-img-turn-final-score"), SMALL, "bold", INK)
    vp_head = say(locale, "porta-img-turn-column", column="vp")
    pen.text(vp_x + 15, y + 1, vp_head, SMALL, "regular", MUTED, "centre")
    for part, w, left in zip(parts, widths, lefts, strict=True):
        pen.text(left + w // 2, y + 1, part, SMALL, "regular", MUTED, "centre")
    below = 0  # the name's further lines in the row above
    for rank, i in enumerate(order, 1):
        y += PITCH + below
        below = (len(lines[i]) - 1) * NAME_LINE
        p = view.players[i]
        if p.vp == best:
            box = (MARGIN + 2, y - 1, WIDTH - MARGIN - 2, y + CHIP_H + 1 + below)
            pen.rect(box, fill=GOLD_LIGHT)
        cx = LEFT + pen.text(LEFT, y + 1, f"{rank}.", SMALL, "bold", INK) + 6
        cx += disc(pen, cx, y, i) + 4
        for k, line in enumerate(lines[i]):
            pen.text(cx, y + 1 + k * NAME_LINE, line, SMALL, "bold", INK)
        pen.text(vp_x + 15, y + 1, str(p.vp), SMALL, "bold", INK, "centre")
        f = p.final
        adds = () if f is None else (f.before, f.building_cards, f.final_cards, f.play_area)
        figures = [*adds, f.majorities] if f is not None else []
        for figure, w, left in zip(figures, widths, lefts, strict=False):
            pen.text(left + w // 2, y + 1, str(figure), SMALL, "regular", INK, "centre")
    return bottom

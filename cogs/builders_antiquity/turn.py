"""The Builders' turn image: what the player to move needs, composed to be read in the chat,
on a phone too (the sizes: ``turn_kit``).

From the top: whose turn and what is left of it, with the mover's purse; the market (buildings
with the face-up top of the pile, workers, investments: ``turn_market``); the mover's buildings
under way with what each still needs, and their crew; every other player on one line
(``turn_players``). It is never taller than it is wide: when the mover has more buildings under
way than fit, the last ones are summed up in a line (the full board, one click away, lists
them all). While an action is half made, the market gives way to the choice at hand. Drawn from
the public view, like the board.

Every text is drawn straight onto the image (no cached card faces are pasted), so
``cogs.fonts.recording`` sees each one where it lands (tests/cogs/test_readable.py).
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import NamedTuple

from PIL import Image

from bot.i18n.languages import ENGLISH
from cogs.builders_antiquity.board import step_text
from cogs.builders_antiquity.style import (
    ALERT,
    BG,
    GOLD,
    GOLD_LIGHT,
    HEADER,
    HEADER_TEXT,
    Pen,
    fit,
    text_width,
    wrap,
)
from cogs.builders_antiquity.turn_kit import (
    CHIP_H,
    GAP,
    INNER,
    LINE,
    MARGIN,
    SMALL,
    TITLE,
    WIDTH,
    money,
    pill,
    vp,
)
from cogs.builders_antiquity.turn_market import market
from cogs.builders_antiquity.turn_players import mover_panel, others, panel_body, results
from cogs.fonts import text_unwatched
from cogs.pen_record import Recording
from cogs.png import Palette, encode, sample_states
from cogs.png_band_draw import encode_recording
from rules.builders_antiquity import ENGINE, data
from rules.builders_antiquity.view import BuildersView

__all__ = ["PALETTE", "WIDTH", "draw_turn", "render_turn"]


def render_turn(
    view: BuildersView,
    names: Mapping[str, str] | None = None,
    locale: str = ENGLISH,
    marked: frozenset[str] = frozenset(),
) -> bytes:
    """The turn image of the public ``view`` as PNG bytes, its words in ``locale``; ``names``
    maps seats to names; ``marked`` the last move's changes to ring (``BuildersAdapter.changes``):
    the pixels of ``encode(draw_turn(view, names, locale, marked), PALETTE)``.

    The turn images of a table follow each other click by click and most of their bands stay
    the same: the layout is recorded, and only the bands whose strokes were not met before are
    drawn (``cogs.png_band_draw``). Not while a recording reads each text against the image it
    lands on (``cogs.fonts.recording``): a band is not that image."""
    if not text_unwatched():
        return encode(draw_turn(view, names, locale, marked), PALETTE)
    recording = Recording()
    laid = _layout(Pen(recording, locale), view, _labels(view, names), marked)
    return encode_recording(recording, (WIDTH, laid.height), BG, PALETTE)


def draw_turn(
    view: BuildersView,
    names: Mapping[str, str] | None = None,
    locale: str = ENGLISH,
    marked: frozenset[str] = frozenset(),
) -> Image.Image:
    """The turn image of the public ``view`` as an RGB image."""
    label = _labels(view, names)
    # Nearly every turn fits a square: drawn once on one, and cut to its height (Pillow leaves
    # out what falls off an image). Not while a recording reads each text against the image it
    # lands on: then measured first, and drawn at its size (the same pixels:
    # tests/cogs/test_pen.py), as is a turn taller than wide even with no site shown.
    if text_unwatched():
        square = Image.new("RGB", (WIDTH, WIDTH), BG)
        height = _layout(Pen(square, locale), view, label, marked).height
        if height <= WIDTH:
            return square.crop((0, 0, WIDTH, height))
    else:
        height = _layout(Pen(None, locale), view, label, marked).height
    image = Image.new("RGB", (WIDTH, height), BG)
    _layout(Pen(image, locale), view, label, marked)
    return image


def _labels(view: BuildersView, names: Mapping[str, str] | None) -> dict[str, str]:
    return {seat: (names or {}).get(seat, seat) for seat in view.seats}


def _sites(view: BuildersView) -> int:
    """The mover's buildings under way."""
    return len(view.to_play.sites) if view.to_play is not None else 0


def _fewer_sites(shown: int, height: int) -> int:
    """How many sites to show instead of ``shown``, whose layout was ``height`` px tall: each
    is a LINE, and once any is left out a LINE counts them."""
    return max(0, shown - 1 - math.ceil((height - WIDTH) / LINE))


PALETTE = Palette(lambda: (draw_turn(ENGINE.view_model(s, None)) for s in sample_states(ENGINE)))


class Laid(NamedTuple):
    """What a layout drew: its height, and how many of the mover's buildings under way."""

    height: int
    sites: int


def _layout(
    pen: Pen, view: BuildersView, label: dict[str, str], marked: frozenset[str] = frozenset()
) -> Laid:
    """Draws (or, with a pen that has no image, only measures) the whole image, with as many
    of the mover's buildings under way as keep it no taller than wide."""
    y = _header(pen, view, label) + GAP
    mover = view.to_play
    if mover is None:
        y = results(pen, y, view, label)
        return Laid(others(pen, y + GAP, view, label, None, marked) + GAP, 0)
    if view.step is None:
        y = market(pen, y, view, marked) + GAP
    # else the action under way is finished first: the market can wait, the mover's buildings
    # and crew are the choices
    # Only the panel's height depends on how many sites it shows: it alone is measured until
    # they fit, not the whole image laid out again.
    below = others(pen.measure, 0, view, label, mover.seat) + GAP + GAP - 2
    shown, tries = _sites(view), 0
    while True:
        body = panel_body(pen.measure, y + 3, view, mover, shown)
        height = body + 3 + below
        if height <= WIDTH or shown == 0:
            break
        shown = _fewer_sites(shown, height) if tries < 2 else shown - 1
        tries += 1
    y = mover_panel(pen, y + 3, view, mover, shown, body, marked) + GAP
    return Laid(others(pen, y, view, label, mover.seat, marked) + GAP - 2, shown)


def _header(pen: Pen, view: BuildersView, label: dict[str, str]) -> int:
    """Whose turn it is, what is left of it and the mover's purse, then the half-made
    decision; returns the y below."""
    step = _step_lines(step_text(view, pen.locale))
    height = 36 + (LINE + 2 if view.pending is not None else 0) + LINE * len(step)
    pen.rect((0, 0, WIDTH, height), fill=HEADER)
    if view.pending is None:
        if view.stalled:
            over = pen.say("builders-img-turn-over-stalled")
        else:
            over = pen.say("builders-img-turn-over", round=view.round)
        pen.text(MARGIN, 6, fit(over, TITLE, "bold", INNER), TITLE, "bold", HEADER_TEXT)
        return height
    x = WIDTH - MARGIN
    if view.end_triggered:
        last = pen.say("builders-img-last-round")
        x -= pill(pen, x, 7, last, ALERT, HEADER_TEXT, align="right") + 10
    who, size = _who(pen, view.round, label[view.pending], x - MARGIN)
    pen.text(MARGIN, 6 + (TITLE - size) // 2, who, size, "bold", GOLD_LIGHT)
    # The purse on the right of the second line, what is left of the turn on its left.
    y = 37
    player = view.player(view.pending)
    x = WIDTH - MARGIN
    x -= vp(pen, x, y, player.vp, "right") + 6
    x -= money(pen, x, y, player.coins, "right") + 8
    if player.loans:
        loans = pen.say("builders-img-loans", count=player.loans)
        x -= pen.text(x, y + 1, loans, SMALL, "regular", HEADER_TEXT, "right") + 12
    if view.actions_left:
        actions = pen.say("builders-img-actions-left", count=view.actions_left)
    else:
        actions = pen.say("builders-img-no-free-action", cost=data.EXTRA_ACTION_COST)
    invest = pen.say(
        "builders-img-investment-made" if view.invested else "builders-img-investment-open"
    )
    status = f"{actions} · {invest}"
    if text_width(status, SMALL) > x - MARGIN:
        status = actions
    pen.text(
        MARGIN, y + 1, fit(status, SMALL, "regular", x - MARGIN), SMALL, "regular", HEADER_TEXT
    )
    for i, line in enumerate(step):
        pen.text(MARGIN, y + CHIP_H + 6 + LINE * i, line, SMALL, "bold", GOLD)
    return height


def _who(pen: Pen, round_: int, name: str, width: int) -> tuple[str, int]:
    """Whose turn it is in ``width`` px, and at which size: the name is never cut (a Discord
    name has up to 32 characters). A long one is set smaller, down to SMALL (the least a
    phone reads), then said without the round (the full board has it)."""
    for key in ("builders-img-turn-who", "builders-img-turn-who-plain"):
        who = pen.say(key, round=round_, player=name)
        for size in (TITLE, 20, SMALL):
            if text_width(who, size, "bold") <= width:
                return who, size
    return fit(who, SMALL, "bold", width), SMALL


def _step_lines(step: str) -> list[str]:
    """The half-made decision as a sentence, on two lines when the names in it are long."""
    if not step:
        return []
    lines = wrap(step[0].upper() + step[1:], SMALL, "bold", INNER)
    if len(lines) > 2:
        lines = [lines[0], fit(" ".join(lines[1:]), SMALL, "bold", INNER)]
    return lines

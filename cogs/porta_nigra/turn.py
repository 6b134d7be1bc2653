"""Porta Nigra's turn image: what the player to move needs, composed to be read in the chat.

Discord shows an image about 550 px wide on a desktop and 350 px on a phone, so the image is
``WIDTH`` (700) px wide and every text at least ``SMALL`` (18) px: 9 px on a phone. From the top:
whose turn and what they decide, the start player and the way the master builders walk; the
four buildings in that walking order (``turn_buildings``), with what the mover can build and
buy there; everyone's goods in one table and the honor cards the mover can afford
(``turn_players``). The full board, one click away, has the rest (the displays, the rewards,
the majorities' VP).

Every text is drawn straight onto the image, so ``cogs.fonts.recording`` sees each one where it
lands (tests/cogs/test_readable.py). Players are shown by their number on their colour, as on
the full board.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import reduce

from PIL import Image

from bot.i18n.languages import ENGLISH
from bot.i18n.text import say
from cogs.fonts import text_unwatched
from cogs.pen import MEASURE, Pen, fit, text_width
from cogs.pen_record import Recording
from cogs.png import Palette, encode, sample_states
from cogs.png_band_draw import encode_recording
from cogs.porta_nigra.board import BG
from cogs.porta_nigra.image_words import letter, phase_text
from cogs.porta_nigra.turn_buildings import buildings, clockwise
from cogs.porta_nigra.turn_pieces import (
    GOLD_LIGHT,
    HEADER,
    HEADER_TEXT,
    MARGIN,
    PITCH,
    SMALL,
    TITLE,
    WIDTH,
    brick_chip,
)
from cogs.porta_nigra.turn_players import honors, players, results
from rules.porta_nigra import ENGINE
from rules.porta_nigra import data as d
from rules.porta_nigra.view import PortaNigraView

MAX_HEIGHT = WIDTH  # never taller than wide
HEADER_H = 2 + 3 * PITCH
GAP = 4


def render_turn(
    view: PortaNigraView,
    names: Mapping[str, str] | None = None,
    locale: str = ENGLISH,
    marked: frozenset[str] = frozenset(),
) -> bytes:
    """The turn image of the public ``view`` as PNG bytes; ``names`` maps seats to names,
    ``marked`` what the last move changed (framed): the pixels of
    ``encode(draw_turn(view, names, locale, marked), PALETTE)``.

    A table's turn images follow each other click by click and most of their bands stay the
    same: the layout is recorded, and only the bands whose strokes were not met before are
    drawn (``cogs.png_band_draw``). Not while a recording reads each text against the image it
    lands on (``cogs.fonts.recording``): a band is not that image."""
    if not text_unwatched():
        return encode(draw_turn(view, names, locale, marked), PALETTE)
    label = _labels(view, names)
    tries = _tries(view)
    for k, (shown, wrap_names) in enumerate(tries):  # draw_turn's, each layout the drawing
        recording = Recording()
        height = _layout(Pen(recording), view, label, shown, locale, marked, wrap_names)
        if height <= MAX_HEIGHT or k == len(tries) - 1:
            break
    return encode_recording(recording, (WIDTH, height), BG, PALETTE)


def draw_turn(
    view: PortaNigraView,
    names: Mapping[str, str] | None = None,
    locale: str = ENGLISH,
    marked: frozenset[str] = frozenset(),
) -> Image.Image:
    """The turn image of the public ``view`` as an RGB image, its words in ``locale``."""
    label = _labels(view, names)
    tries = _tries(view)
    for k, (shown, wrap_names) in enumerate(tries):
        height = _layout(MEASURE, view, label, shown, locale, marked, wrap_names)
        if height <= MAX_HEIGHT or k == len(tries) - 1:
            break
    image = Image.new("RGB", (WIDTH, height), BG)
    _layout(Pen(image), view, label, shown, locale, marked, wrap_names)
    return image


def _tries(view: PortaNigraView) -> list[tuple[int, bool]]:
    """The layouts tried until the image is no taller than wide: fewer honor cards (a line
    then names the others), and last a long name cut rather than on two lines."""
    return [(shown, True) for shown in range(len(view.honor_display), -1, -1)] + [(0, False)]


def _labels(view: PortaNigraView, names: Mapping[str, str] | None) -> list[str]:
    return [(names or {}).get(p.seat, p.seat) for p in view.players]


PALETTE = Palette(lambda: (draw_turn(ENGINE.view_model(s, None)) for s in sample_states(ENGINE)))


def _layout(
    pen: Pen,
    view: PortaNigraView,
    label: Sequence[str],
    honors_shown: int,
    locale: str,
    marked: frozenset[str] = frozenset(),
    wrap_names: bool = True,
) -> int:
    """Draws (or, with MEASURE, only measures) the whole image showing at most
    ``honors_shown`` of the honor cards the mover can afford, a long name in the goods table
    on two lines (``wrap_names``) or cut; returns its height."""
    y = _header(pen, view, label, locale)
    y = buildings(pen, y + GAP, view, locale, marked)
    if view.phase == "over":
        return results(pen, y + GAP, view, label, locale) + GAP
    y = players(pen, y + GAP, view, label, locale, wrap_names, marked)
    return honors(pen, y + GAP, view, honors_shown, locale, marked) + GAP


def _header(pen: Pen, view: PortaNigraView, label: Sequence[str], locale: str) -> int:
    """Whose turn and what they decide, the round; the card in play, the start player; the way
    the master builders walk, and the white shop, which stands in every quarter."""
    pen.rect((0, 0, WIDTH, HEADER_H), fill=HEADER)
    left, right = MARGIN, WIDTH - MARGIN
    rounds = say(locale, "porta-img-turn-round", round=view.round, rounds=view.rounds)
    room = right - pen.text(right, 3, rounds, SMALL, "bold", GOLD_LIGHT, "right") - 12 - left
    if view.phase == "over":
        won = [label[i] for i, p in enumerate(view.players) if p.seat in view.winners]
        # no "—" to start from: a single winner read "— and Alice"
        both = reduce(lambda a, b: say(locale, "porta-img-and", first=a, second=b), won or ["—"])
        who = say(locale, "porta-img-turn-over", winners=both, count=len(won))
    else:
        # the mover's whole name first: the name the ping and the prompt use
        name, doing = label[view.current], phase_text(view.phase, locale)
        who = say(locale, "porta-img-turn-to-play", name=name, doing=doing)
        if text_width(who, TITLE, "bold") > room:
            who = say(locale, "porta-img-turn-doing", name=name, doing=doing)
    # a step smaller (still SMALL, read on a phone) rather than cut what the mover decides
    size = TITLE if text_width(who, TITLE, "bold") <= room else SMALL
    pen.text(left, 2 + (TITLE - size) // 2, fit(who, size, "bold", room), size, "bold", GOLD_LIGHT)
    y = 2 + PITCH
    status = fit(_status(view, label, locale), SMALL, "bold", right - left)
    pen.text(left, y, status, SMALL, "bold", HEADER_TEXT)
    y += PITCH
    white = say(locale, "porta-img-turn-stock", count=view.market[d.W], price=d.PRICE[d.W])
    x = right - pen.text(right, y + 1, white, SMALL, "regular", HEADER_TEXT, "right") - 5
    shop = say(locale, "porta-img-shop", letter=letter(d.W, locale))
    x -= brick_chip(MEASURE, 0, 0, d.W, shop)
    brick_chip(pen, x, y, d.W, shop)
    walk = say(locale, "porta-img-turn-walk-rule", way=clockwise(locale))
    pen.text(left, y + 1, fit(walk, SMALL, "regular", x - 12 - left), SMALL, "regular", HEADER_TEXT)
    return HEADER_H


def _status(view: PortaNigraView, label: Sequence[str], locale: str) -> str:
    """The card in play (and its actions left) or the brick score to split, the start player,
    the early end."""
    parts = []
    if view.phase == "interim":
        score = view.players[view.current].brick_score
        parts.append(say(locale, "porta-img-turn-split", score=score))
    elif view.turn.card and view.phase not in ("start_player", "over"):
        card, left = view.turn.card, view.turn.allowed
        parts.append(say(locale, "porta-img-turn-card", card=card, count=left))
    parts.append(say(locale, "porta-img-turn-start-player", name=label[view.start]))
    if view.early_end_by is not None:
        parts.append(say(locale, "porta-img-turn-last-turns", name=label[view.early_end_by]))
    return " · ".join(parts)

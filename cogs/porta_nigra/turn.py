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
from dataclasses import dataclass
from functools import reduce

from PIL import Image

from bot.i18n.languages import ENGLISH
from bot.i18n.text import say
from cogs.fonts import text_unwatched
from cogs.pen import MEASURE, Pen, fit, text_width, wrap
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
GAP = 4
NO_HONORS = -1  # the honor cards' line left out


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
    for k, room in enumerate(tries):  # draw_turn's, each layout the drawing
        recording = Recording()
        height = _layout(Pen(recording), view, label, locale, room, marked)
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
    for k, room in enumerate(tries):
        height = _layout(MEASURE, view, label, locale, room, marked)
        if height <= MAX_HEIGHT or k == len(tries) - 1:
            break
    image = Image.new("RGB", (WIDTH, height), BG)
    _layout(Pen(image), view, label, locale, room, marked)
    return image


@dataclass(frozen=True)
class Room:
    """What a layout shows, given up in turn until the image is no taller than wide: how many
    of the honor cards the mover can afford (``NO_HONORS``: not their line either), the walk's
    rule, the goods table's bricks built in each building, and whether a long name goes on on
    more lines (else cut)."""

    honors: int
    walk: bool = True
    built: bool = True
    wrap_names: bool = True


def _tries(view: PortaNigraView) -> list[Room]:
    """Fewer honor cards (a line then names the others), then none (the buttons and the full
    board name them), then no walk's rule (each building says its walk's cost), then no
    bricks built in the goods table (each building shows who leads it): what three or four
    long names (Discord's go up to 32 characters) may need rather than be cut. Last, should
    even that be too tall, a long name cut."""
    shown = [Room(k) for k in range(len(view.honor_display), -1, -1)]
    return [
        *shown,
        Room(NO_HONORS),
        Room(NO_HONORS, walk=False),
        Room(NO_HONORS, walk=False, built=False),
        Room(NO_HONORS, walk=False, built=False, wrap_names=False),
    ]


def _labels(view: PortaNigraView, names: Mapping[str, str] | None) -> list[str]:
    return [(names or {}).get(p.seat, p.seat) for p in view.players]


PALETTE = Palette(lambda: (draw_turn(ENGINE.view_model(s, None)) for s in sample_states(ENGINE)))


def _layout(
    pen: Pen,
    view: PortaNigraView,
    label: Sequence[str],
    locale: str,
    room: Room,
    marked: frozenset[str] = frozenset(),
) -> int:
    """Draws (or, with MEASURE, only measures) the whole image showing what ``room`` lets;
    returns its height."""
    y = _header(pen, view, label, locale, room.walk)
    y = buildings(pen, y + GAP, view, locale, marked)
    if view.phase == "over":
        return results(pen, y + GAP, view, label, locale) + GAP
    y = players(pen, y + GAP, view, label, locale, room.wrap_names, room.built, marked)
    if room.honors == NO_HONORS:
        return y + GAP
    return honors(pen, y + GAP, view, room.honors, locale, marked) + GAP


def _header(
    pen: Pen, view: PortaNigraView, label: Sequence[str], locale: str, walk: bool = True
) -> int:
    """Whose turn and what they decide, the round; the card in play, the start player; the way
    the master builders walk (``walk``), and the white shop, which stands in every quarter.
    Names are never cut: a line too long for them goes on below, and the header grows."""
    left, right = MARGIN, WIDTH - MARGIN
    rounds = say(locale, "porta-img-turn-round", round=view.round, rounds=view.rounds)
    room = right - text_width(rounds, SMALL, "bold") - 12 - left
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
    # a step smaller (still SMALL, read on a phone) rather than cut what the mover decides,
    # and on as many lines as it takes beside the round and then below it
    size = TITLE if text_width(who, TITLE, "bold") <= room else SMALL
    first, *rest = wrap(who, size, "bold", room) or [""]
    titles = [first, *wrap(" ".join(rest), SMALL, "bold", right - left)]
    status = wrap(status_text(view, label, locale), SMALL, "bold", right - left)
    white = say(locale, "porta-img-turn-stock", count=view.market[d.W], price=d.PRICE[d.W])
    shop = say(locale, "porta-img-shop", letter=letter(d.W, locale))
    shop_x = right - text_width(white, SMALL) - 5 - brick_chip(MEASURE, 0, 0, d.W, shop)
    # Beside the white shop, the walk's rule (each building says its own walk's cost), or
    # without it the status's last line where it fits there.
    beside, style = say(locale, "porta-img-turn-walk-rule", way=clockwise(locale)), "regular"
    if not walk:
        beside = ""
        if status and text_width(status[-1], SMALL, "bold") <= shop_x - 12 - left:
            beside, style = status.pop(), "bold"
    bottom = 2 + PITCH * (len(titles) + len(status) + 1)
    pen.rect((0, 0, WIDTH, bottom), fill=HEADER)
    pen.text(right, 3, rounds, SMALL, "bold", GOLD_LIGHT, "right")
    pen.text(
        left, 2 + (TITLE - size) // 2, fit(first, size, "bold", room), size, "bold", GOLD_LIGHT
    )
    y = 2
    for line in titles[1:]:
        y += PITCH
        pen.text(left, y, fit(line, SMALL, "bold", right - left), SMALL, "bold", GOLD_LIGHT)
    for line in status:
        y += PITCH
        pen.text(left, y, fit(line, SMALL, "bold", right - left), SMALL, "bold", HEADER_TEXT)
    y += PITCH
    pen.text(right, y + 1, white, SMALL, "regular", HEADER_TEXT, "right")
    brick_chip(pen, shop_x, y, d.W, shop)
    if beside:
        pen.text(
            left, y + 1, fit(beside, SMALL, style, shop_x - 12 - left), SMALL, style, HEADER_TEXT
        )
    return bottom


def status_text(view: PortaNigraView, label: Sequence[str], locale: str) -> str:
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

"""One player's private Porta Nigra view as a PNG: the hand, the card in play and the deck.

Discord shows it about 350 px wide on a phone, so the image is ``WIDTH`` (700) px wide and no
text is under ``LEAST`` (14) px: 7 px there (tests/cogs/test_readable.py). Each card says its
icons in words beside their pictures; the deck's cards, which cannot be played this turn, show
the pictures only."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from PIL import Image, ImageDraw

from bot.i18n.languages import ENGLISH
from bot.i18n.text import say
from cogs.fonts import font, unrecorded
from cogs.pen import text_width, wrap
from cogs.png import Palette, encode, sample_states
from cogs.porta_nigra.board import (
    BG,
    INK,
    PLAYER_FILL,
    Draw,
    badge,
    brick,
    fitted,
    goods_text,
)
from cogs.porta_nigra.image_words import vp
from rules.porta_nigra import ENGINE
from rules.porta_nigra import data as d
from rules.porta_nigra.view import PortaNigraView

WIDTH = 700
MARGIN = 14
COLUMN = (WIDTH - 2 * MARGIN - 12) // 2  # two cards side by side
BODY, LEAST, TITLE = 18, 14, 24
GLYPH = 28  # an icon's picture: the figures inside it are half as high, LEAST
ROW = GLYPH + 4
CARD_BG = (250, 244, 230)
GREY = (150, 150, 150)
GOLD = (222, 180, 60)
PURPLE = (90, 70, 150)
TEXT = (70, 62, 54)  # darker than MUTED: read on a phone


def _flame(draw: Draw, x: int, y: int, s: int) -> None:
    """A torch: a stick with a flame, ``s`` pixels tall."""
    draw.rectangle((x - s // 10, y + s // 2, x + s // 10, y + s), fill=(110, 70, 40))
    draw.polygon(
        [(x, y), (x + s // 3, y + s // 2), (x, y + s * 3 // 5), (x - s // 3, y + s // 2)],
        fill=(235, 120, 30),
        outline=INK,
    )


def _glyph(draw: Draw, icon: str, x: int, y: int, locale: str) -> None:
    """The icon's picture in a GLYPH x GLYPH box at (x, y)."""
    s = GLYPH
    if icon.startswith("buy:"):
        kind = icon[4:]
        box = (x - 2, y + 2, x + s + 2, y + s - 2)  # a language's two letters fit
        if kind == "any":
            draw.rectangle(box, fill=GREY, outline=INK)
            mid = (x + s // 2, y + s // 2)
            draw.text(mid, "?", fill=INK, font=font(LEAST + 4, "bold"), anchor="mm")
        else:
            brick(draw, box, d.LETTER.index(kind), locale=locale)
    elif icon == "build":
        h = s // 4
        for k in range(3):
            yy = y + s - (k + 1) * h
            draw.rectangle(
                (x + s // 5, yy, x + s * 4 // 5, yy + h - 1), fill=(190, 160, 120), outline=INK
            )
        draw.ellipse((x + s * 2 // 5, y, x + s * 3 // 5, y + s // 5), fill=INK)
    elif icon == "influence":
        draw.ellipse((x, y, x + s, y + s), fill=PURPLE, outline=INK)
        mark, size = fitted(
            say(locale, "porta-img-influence-mark"), LEAST + 2, "bold", s - 4, LEAST
        )
        draw.text(
            (x + s // 2, y + s // 2),
            mark,
            fill=(255, 255, 255),
            font=font(size, "bold"),
            anchor="mm",
        )
    elif icon == "torch":
        _flame(draw, x + s // 2, y, s)
    else:
        draw.ellipse((x, y, x + s, y + s), fill=GOLD, outline=INK)
        draw.text(
            (x + s // 2, y + s // 2), icon[6:], fill=INK, font=font(LEAST + 2, "bold"), anchor="mm"
        )


def _icon_words(icon: str, locale: str) -> str:
    kind, _, what = icon.partition(":")
    if kind == "buy":
        return say(locale, "porta-img-hand-icon", icon=kind, colour=what)
    if kind == "coins":
        return say(locale, "porta-img-hand-icon", icon=kind, amount=int(what))
    return say(locale, "porta-img-hand-icon", icon=kind)


def card_height(card_id: str) -> int:
    return 38 + len(d.ACTION_CARDS[card_id].icons) * ROW + 8


def draw_card(
    draw: Draw,
    x: int,
    y: int,
    card_id: str,
    colour: tuple[int, int, int],
    used: Sequence[int] = (),
    locale: str = ENGLISH,
) -> int:
    """An action card ``COLUMN`` px wide at (x, y): its name, the actions it allows (torches),
    and its icons top to bottom, each with its words; returns its bottom."""
    card = d.ACTION_CARDS[card_id]
    bottom = y + card_height(card_id)
    x1 = x + COLUMN
    draw.rounded_rectangle((x, y, x1, bottom), 12, fill=CARD_BG, outline=colour, width=5)
    draw.text((x + 12, y + 8), card_id, fill=INK, font=font(TITLE - 2, "bold"))
    left = x + 12 + text_width(card_id, TITLE - 2, "bold") + 8
    if card.two_three_only:
        few = say(locale, "porta-img-hand-few-players")
        draw.text((left, y + 12), few, fill=(40, 120, 60), font=font(LEAST, "bold"))
        left += text_width(few, LEAST, "bold") + 8
    actions = say(locale, "porta-img-hand-torches", count=card.torches)
    room = x1 - 12 - left - 26
    actions, size = fitted(actions, BODY - 2, "regular", room, LEAST)
    right = x1 - 12 - text_width(actions, size)
    draw.text((x1 - 12, y + 20), actions, fill=TEXT, font=font(size), anchor="rm")
    _flame(draw, right - 14, y + 8, 22)
    top = y + 38
    for i, icon in enumerate(card.icons):
        yy = top + i * ROW
        _glyph(draw, icon, x + 12, yy, locale)
        words, size = fitted(_icon_words(icon, locale), BODY, "regular", COLUMN - GLYPH - 36, LEAST)
        draw.text((x + GLYPH + 22, yy + GLYPH // 2), words, fill=INK, font=font(size), anchor="lm")
        if i in used:  # an action marker covers a used icon
            draw.line(
                (x + 8, yy + GLYPH // 2, x1 - 8, yy + GLYPH // 2), fill=(150, 40, 40), width=3
            )
    return bottom


def _deck_card(
    draw: Draw, x: int, y: int, card_id: str, colour: tuple[int, int, int], locale: str
) -> None:
    """A deck card on one line: its name, its icons' pictures and the actions it allows."""
    card = d.ACTION_CARDS[card_id]
    draw.rounded_rectangle(
        (x, y, x + COLUMN, y + ROW + 6), 8, fill=CARD_BG, outline=colour, width=3
    )
    draw.text((x + 10, y + 3 + ROW // 2), card_id, fill=INK, font=font(BODY, "bold"), anchor="lm")
    gx = x + 10 + text_width("A8", BODY, "bold") + 8
    for k, icon in enumerate(card.icons):
        _glyph(draw, icon, gx + k * (GLYPH + 4), y + 5, locale)
    left = gx + len(card.icons) * (GLYPH + 4) + 6
    actions, size = fitted(
        say(locale, "porta-img-hand-torches", count=card.torches),
        BODY - 2,
        "regular",
        x + COLUMN - 8 - left,
        LEAST,
    )
    draw.text((x + COLUMN - 8, y + 3 + ROW // 2), actions, fill=TEXT, font=font(size), anchor="rm")


def _lines(draw: Draw, y: int, text: str, size: int, style: str, fill: tuple[int, int, int]) -> int:
    """``text`` wrapped to the image's width from ``y``; returns the next line's top."""
    for line in wrap(text, size, style, WIDTH - 2 * MARGIN):
        draw.text((MARGIN, y), line, fill=fill, font=font(size, style))
        y += size + 6
    return y


def render_hand(
    view: PortaNigraView,
    names: Mapping[str, str] | None = None,
    locale: str = ENGLISH,
) -> bytes:
    """What only ``view.viewer`` sees, from that seat's own view: the hand, the card in play,
    the deck contents (PNG bytes)."""
    return encode(draw_hand(view, names, locale), PALETTE)


def draw_hand(
    view: PortaNigraView, names: Mapping[str, str] | None = None, locale: str = ENGLISH
) -> Image.Image:
    """The viewer's private image as an RGB image, its words in ``locale``: drawn once on a
    tall canvas to learn its height, then on an image of that height."""
    with unrecorded():
        height = _draw(Image.new("RGB", (WIDTH, 2000), BG), view, names, locale)
    image = Image.new("RGB", (WIDTH, height), BG)
    _draw(image, view, names, locale)
    return image


def _draw(
    image: Image.Image, view: PortaNigraView, names: Mapping[str, str] | None, locale: str
) -> int:
    """Draws the hand on ``image``; returns the height it takes."""
    p = view.own
    if p is None or p.hand is None or p.deck is None:
        raise ValueError("a hand is drawn from its own seat's view, not a spectator's")
    i = view.players.index(p)
    name = (names or {}).get(p.seat, p.seat)
    colour = PLAYER_FILL[i]
    draw = ImageDraw.Draw(image)
    badge(draw, (MARGIN + 14, 26), i, 14)
    title = say(locale, "porta-img-hand-title", name=name)
    title, size = fitted(title, TITLE, "bold", WIDTH - MARGIN - (MARGIN + 36), BODY)
    draw.text((MARGIN + 36, 26), title, fill=INK, font=font(size, "bold"), anchor="lm")
    y = 50
    score = say(
        locale, "porta-img-hand-round", round=view.round, rounds=view.rounds, vp=vp(p.vp, locale)
    )
    y = _lines(draw, y, score, BODY, "bold", INK)
    y = _lines(draw, y, goods_text(p, locale), BODY, "regular", TEXT)
    bricks = say(locale, "porta-img-bricks")
    draw.text((MARGIN, y + 14), bricks, fill=TEXT, font=font(BODY), anchor="lm")
    first = MARGIN + text_width(bricks, BODY) + 12
    for c in d.COLOURS:
        bx = first + c * 76
        brick(draw, (bx, y + 2, bx + 36, y + 26), c, locale=locale)
        draw.text(
            (bx + 42, y + 14), str(p.bricks[c]), fill=INK, font=font(BODY, "bold"), anchor="lm"
        )
    y += 40

    mine = view.current == i and view.turn.card and view.phase not in ("interim",)
    cards = list(p.hand)
    in_hand = say(locale, "porta-img-hand-cards", count=len(p.hand))
    right = MARGIN + COLUMN + 12
    if mine:
        draw.text(
            (MARGIN, y), say(locale, "porta-img-hand-in-play"), fill=INK, font=font(BODY, "bold")
        )
        draw.text((right, y), in_hand, fill=INK, font=font(BODY, "bold"))
        card = view.turn.card
        bottom = draw_card(draw, MARGIN, y + 28, card, colour, view.turn.used, locale)
        left = say(locale, "porta-img-hand-actions-left", count=view.turn.allowed)
        ly = bottom + 6
        for line in wrap(left, LEAST + 2, "regular", COLUMN):
            draw.text((MARGIN, ly), line, fill=TEXT, font=font(LEAST + 2))
            ly += LEAST + 8
        ry = y + 28
        for card_id in cards:
            ry = draw_card(draw, right, ry, card_id, colour, locale=locale) + 8
        if not cards:
            draw.text(
                (right, ry), say(locale, "porta-img-hand-no-cards"), fill=TEXT, font=font(BODY)
            )
            ry += 30
        y = max(ly, ry) + 8
    else:
        draw.text((MARGIN, y), in_hand, fill=INK, font=font(BODY, "bold"))
        y += 28
        if not cards:
            key = "porta-img-hand-over" if view.phase == "over" else "porta-img-hand-no-cards"
            draw.text((MARGIN, y), say(locale, key), fill=TEXT, font=font(BODY))
            y += 32
        for k in range(0, len(cards), 2):
            pair = cards[k : k + 2]
            bottoms = [
                draw_card(draw, MARGIN + j * (COLUMN + 12), y, c, colour, locale=locale)
                for j, c in enumerate(pair)
            ]
            y = max(bottoms) + 8
    y += 4
    deck = p.deck
    y = _lines(draw, y, say(locale, "porta-img-hand-deck", count=len(deck)), BODY, "bold", INK)
    played = ", ".join(p.discard) or say(locale, "porta-img-hand-none")
    y = _lines(
        draw, y, say(locale, "porta-img-hand-played", cards=played), LEAST + 2, "regular", TEXT
    )
    y += 4
    for k, card_id in enumerate(deck):
        _deck_card(
            draw,
            MARGIN + (k % 2) * (COLUMN + 12),
            y + (k // 2) * (ROW + 12),
            card_id,
            colour,
            locale,
        )
    y += (len(deck) + 1) // 2 * (ROW + 12)
    if not deck:
        y = _lines(draw, y, say(locale, "porta-img-hand-deck-empty"), BODY, "regular", TEXT)
    return y + MARGIN


# Some cards only come into 2-3 player games: the hands of a 3- and a 4-player game show them all.
PALETTE = Palette(
    lambda: (
        draw_hand(ENGINE.view_model(state, state.seats[i % len(state.seats)]))
        for i, state in enumerate(sample_states(ENGINE, (3, 4)))
    )
)

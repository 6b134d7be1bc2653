"""One player's private Porta Nigra view as a PNG: the hand, the card in play and the deck."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from PIL import Image, ImageDraw

from bot.i18n.languages import ENGLISH
from bot.i18n.text import say
from cogs.fonts import font
from cogs.pen import fit, text_width
from cogs.png import Palette, encode, sample_states
from cogs.porta_nigra.board import (
    BG,
    INK,
    MUTED,
    PLAYER_FILL,
    Draw,
    badge,
    brick,
    fitted,
    goods_text,
)
from cogs.porta_nigra.image_words import icon_words, vp
from rules.porta_nigra import ENGINE
from rules.porta_nigra import data as d
from rules.porta_nigra.view import PortaNigraView

WIDTH, HEIGHT = 1200, 720
CARD_BG = (250, 244, 230)
GREY = (150, 150, 150)
GOLD = (222, 180, 60)
PURPLE = (90, 70, 150)


def _flame(draw: Draw, x: int, y: int, s: int) -> None:
    """A torch: a stick with a flame, ``s`` pixels tall."""
    draw.rectangle((x - s // 10, y + s // 2, x + s // 10, y + s), fill=(110, 70, 40))
    draw.polygon(
        [(x, y), (x + s // 3, y + s // 2), (x, y + s * 3 // 5), (x - s // 3, y + s // 2)],
        fill=(235, 120, 30),
        outline=INK,
    )


def _glyph(draw: Draw, icon: str, x: int, y: int, s: int, locale: str) -> None:
    """The icon's picture in an s x s box at (x, y)."""
    if icon.startswith("buy:"):
        kind = icon[4:]
        if kind == "any":
            draw.rectangle((x, y + s // 5, x + s, y + s * 4 // 5), fill=GREY, outline=INK)
            draw.text(
                (x + s // 2, y + s // 2), "?", fill=INK, font=font(s // 2, "bold"), anchor="mm"
            )
        else:
            box = (x, y + s // 5, x + s, y + s * 4 // 5)
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
        mark = say(locale, "porta-img-influence-mark")
        mark, size = fitted(mark, s // 2, "bold", s - 4, least=8)
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
            (x + s // 2, y + s // 2), icon[6:], fill=INK, font=font(s // 2, "bold"), anchor="mm"
        )


def draw_card(
    draw: Draw,
    box: tuple[int, int, int, int],
    card_id: str,
    colour: tuple[int, int, int],
    used: Sequence[int] = (),
    small: bool = False,
    locale: str = ENGLISH,
) -> None:
    """An action card: its icons top to bottom and its torches (actions allowed) at the foot."""
    x0, y0, x1, y1 = box
    card = d.ACTION_CARDS[card_id]
    draw.rounded_rectangle(box, 12, fill=CARD_BG, outline=colour, width=5)
    draw.text((x0 + 14, y0 + 10), card_id, fill=INK, font=font(16 if small else 24, "bold"))
    if card.two_three_only:
        few = say(locale, "porta-img-hand-few-players")
        draw.text((x1 - 12, y0 + 14), few, fill=(40, 120, 60), font=font(12, "bold"), anchor="ra")
    s = 20 if small else 34
    row = 26 if small else 44
    top = y0 + (38 if small else 52)
    for i, icon in enumerate(card.icons):
        yy = top + i * row
        _glyph(draw, icon, x0 + 14, yy, s, locale)
        if not small:
            text, size = fitted(icon_words(icon, locale), 17, "regular", x1 - x0 - 70)
            draw.text((x0 + 60, yy + s // 2), text, fill=INK, font=font(size), anchor="lm")
        else:
            text, size = fitted(_short_icon(icon, locale), 12, "regular", x1 - x0 - 46, least=9)
            draw.text((x0 + 40, yy + s // 2), text, fill=INK, font=font(size), anchor="lm")
        if i in used:  # an action marker covers a used icon
            draw.line((x0 + 10, yy + s // 2, x1 - 10, yy + s // 2), fill=(150, 40, 40), width=3)
    fs = 18 if small else 28
    for k in range(card.torches):
        _flame(draw, x0 + 22 + k * (fs + 6), y1 - fs - 12, fs)
    text = say(locale, "porta-img-hand-torches", count=card.torches)
    # right of the torches
    room = x1 - 14 - (x0 + 22 + card.torches * (fs + 6) - fs // 2)
    text, size = fitted(text, 12 if small else 16, "regular", room, least=9)
    draw.text((x1 - 14, y1 - 12 - fs // 2), text, fill=MUTED, font=font(size), anchor="rm")


def _short_icon(icon: str, locale: str) -> str:
    """An icon in the few words a deck card's small face holds."""
    kind, _, what = icon.partition(":")
    if kind == "buy":
        return say(locale, "porta-img-hand-icon", icon=kind, colour=what)
    if kind == "coins":
        return say(locale, "porta-img-hand-icon", icon=kind, amount=int(what))
    return say(locale, "porta-img-hand-icon", icon=kind)


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
    """The viewer's private image as an RGB image, its words in ``locale``."""
    p = view.own
    if p is None or p.hand is None or p.deck is None:
        raise ValueError("a hand is drawn from its own seat's view, not a spectator's")
    i = view.players.index(p)
    name = (names or {}).get(p.seat, p.seat)
    colour = PLAYER_FILL[i]
    image = Image.new("RGB", (WIDTH, HEIGHT), BG)
    draw = ImageDraw.Draw(image)
    badge(draw, (28, 32), i, 16)
    goods = goods_text(p, locale)
    goods_w = text_width(goods, 15)
    title = say(locale, "porta-img-hand-title", name=name)
    title = fit(title, 26, "bold", WIDTH - 20 - goods_w - 20 - 54)
    draw.text((54, 32), title, fill=INK, font=font(26, "bold"), anchor="lm")
    score = say(
        locale, "porta-img-hand-round", round=view.round, rounds=view.rounds, vp=vp(p.vp, locale)
    )
    draw.text((WIDTH - 20, 22), score, fill=INK, font=font(18, "bold"), anchor="rm")
    draw.text((WIDTH - 20, 48), goods, fill=MUTED, font=font(15), anchor="rm")
    bricks = say(locale, "porta-img-bricks")
    draw.text((54, 60), bricks, fill=MUTED, font=font(14))
    first = max(110, 54 + text_width(bricks, 14) + 8)
    for c in d.COLOURS:
        bx = first + c * 60
        brick(draw, (bx, 58, bx + 26, 78), c, locale=locale)
        draw.text((bx + 30, 68), str(p.bricks[c]), fill=INK, font=font(15, "bold"), anchor="lm")

    y = 96
    x = 20
    mine = view.current == i and view.turn.card and view.phase not in ("interim",)
    if mine:
        draw.text((x, y), say(locale, "porta-img-hand-in-play"), fill=INK, font=font(18, "bold"))
        card = view.turn.card
        draw_card(draw, (x, y + 28, x + 360, y + 340), card, colour, view.turn.used, locale=locale)
        left = say(locale, "porta-img-hand-actions-left", count=view.turn.allowed)
        left, size = fitted(left, 14, "regular", 380, least=11)
        draw.text((x, y + 348), left, fill=MUTED, font=font(size))
        x += 390
    in_hand = say(locale, "porta-img-hand-cards", count=len(p.hand))
    draw.text((x, y), in_hand, fill=INK, font=font(18, "bold"))
    if not p.hand:
        key = "porta-img-hand-over" if view.phase == "over" else "porta-img-hand-no-cards"
        draw.text((x, y + 40), say(locale, key), fill=MUTED, font=font(16))
    for k, card_id in enumerate(p.hand):
        cx = x + k * 390
        draw_card(draw, (cx, y + 28, cx + 360, y + 340), card_id, colour, locale=locale)

    y = 470
    deck = p.deck
    left_in_deck = say(locale, "porta-img-hand-deck", count=len(deck))
    draw.text((20, y), left_in_deck, fill=INK, font=font(18, "bold"))
    played = ", ".join(p.discard) or say(locale, "porta-img-hand-none")
    played = say(locale, "porta-img-hand-played", cards=played)
    room = WIDTH - 20 - (20 + text_width(left_in_deck, 18, "bold") + 24)
    played, size = fitted(played, 14, "regular", room, least=11)
    played = fit(played, size, "regular", room)
    draw.text((WIDTH - 20, y + 4), played, fill=MUTED, font=font(size), anchor="ra")
    for k, card_id in enumerate(deck):
        cx = 20 + k * 166
        draw_card(draw, (cx, y + 28, cx + 156, y + 236), card_id, colour, small=True, locale=locale)
    if not deck:
        empty = say(locale, "porta-img-hand-deck-empty")
        draw.text((20, y + 40), empty, fill=MUTED, font=font(16))
    return image


# Some cards only come into 2-3 player games: the hands of a 3- and a 4-player game show them all.
PALETTE = Palette(
    lambda: (
        draw_hand(ENGINE.view_model(state, state.seats[i % len(state.seats)]))
        for i, state in enumerate(sample_states(ENGINE, (3, 4)))
    )
)

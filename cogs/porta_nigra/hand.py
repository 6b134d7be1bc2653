"""One player's private Porta Nigra view as a PNG: the hand, the card in play and the deck."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from PIL import Image, ImageDraw

from bot.i18n.languages import ENGLISH
from cogs.fonts import font
from cogs.png import Palette, encode, sample_states
from cogs.porta_nigra.board import BG, INK, MUTED, PLAYER_FILL, Draw, badge, brick, money_text
from rules.porta_nigra import ENGINE
from rules.porta_nigra import data as d
from rules.porta_nigra.engine import icon_text
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


def _glyph(draw: Draw, icon: str, x: int, y: int, s: int) -> None:
    """The icon's picture in an s x s box at (x, y)."""
    if icon.startswith("buy:"):
        kind = icon[4:]
        if kind == "any":
            draw.rectangle((x, y + s // 5, x + s, y + s * 4 // 5), fill=GREY, outline=INK)
            draw.text(
                (x + s // 2, y + s // 2), "?", fill=INK, font=font(s // 2, "bold"), anchor="mm"
            )
        else:
            brick(draw, (x, y + s // 5, x + s, y + s * 4 // 5), d.LETTER.index(kind))
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
        draw.text(
            (x + s // 2, y + s // 2),
            "I",
            fill=(255, 255, 255),
            font=font(s // 2, "bold"),
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
) -> None:
    """An action card: its icons top to bottom and its torches (actions allowed) at the foot."""
    x0, y0, x1, y1 = box
    card = d.ACTION_CARDS[card_id]
    draw.rounded_rectangle(box, 12, fill=CARD_BG, outline=colour, width=5)
    draw.text((x0 + 14, y0 + 10), card_id, fill=INK, font=font(16 if small else 24, "bold"))
    if card.two_three_only:
        draw.text(
            (x1 - 12, y0 + 14), "2-3 pl.", fill=(40, 120, 60), font=font(12, "bold"), anchor="ra"
        )
    s = 20 if small else 34
    row = 26 if small else 44
    top = y0 + (38 if small else 52)
    for i, icon in enumerate(card.icons):
        yy = top + i * row
        _glyph(draw, icon, x0 + 14, yy, s)
        if not small:
            draw.text((x0 + 60, yy + s // 2), icon_text(icon), fill=INK, font=font(17), anchor="lm")
        else:
            short = (
                icon_text(icon)
                .replace("Buy a brick ", "Buy ")
                .replace("Place a building section", "Build")
            )
            short = (
                short.replace("Take an influence token", "Influence")
                .replace("Take a torch token", "Torch")
                .replace("Take ", "+")
            )
            draw.text((x0 + 40, yy + s // 2), short, fill=INK, font=font(12), anchor="lm")
        if i in used:  # an action marker covers a used icon
            draw.line((x0 + 10, yy + s // 2, x1 - 10, yy + s // 2), fill=(150, 40, 40), width=3)
    fs = 18 if small else 28
    for k in range(card.torches):
        _flame(draw, x0 + 22 + k * (fs + 6), y1 - fs - 12, fs)
    text = f"{card.torches} actions"
    draw.text(
        (x1 - 14, y1 - 12 - fs // 2), text, fill=MUTED, font=font(12 if small else 16), anchor="rm"
    )


def render_hand(
    view: PortaNigraView,
    names: Mapping[str, str] | None = None,
    locale: str = ENGLISH,
) -> bytes:
    """What only ``view.viewer`` sees, from that seat's own view: the hand, the card in play,
    the deck contents (PNG bytes)."""
    return encode(draw_hand(view, names), PALETTE)


def draw_hand(view: PortaNigraView, names: Mapping[str, str] | None = None) -> Image.Image:
    """The viewer's private image as an RGB image."""
    p = view.own
    if p is None or p.hand is None or p.deck is None:
        raise ValueError("a hand is drawn from its own seat's view, not a spectator's")
    i = view.players.index(p)
    name = (names or {}).get(p.seat, p.seat)
    colour = PLAYER_FILL[i]
    image = Image.new("RGB", (WIDTH, HEIGHT), BG)
    draw = ImageDraw.Draw(image)
    badge(draw, (28, 32), i, 16)
    draw.text((54, 32), f"{name} — your hand", fill=INK, font=font(26, "bold"), anchor="lm")
    draw.text(
        (WIDTH - 20, 22),
        f"round {view.round} of {view.rounds} · {p.vp} VP",
        fill=INK,
        font=font(18, "bold"),
        anchor="rm",
    )
    draw.text(
        (WIDTH - 20, 48),
        f"{money_text(p.money)} · {p.torches} torch · {p.influence} influence · {p.romans} Romans",
        fill=MUTED,
        font=font(15),
        anchor="rm",
    )
    draw.text((54, 60), "bricks", fill=MUTED, font=font(14))
    for c in d.COLOURS:
        bx = 110 + c * 60
        brick(draw, (bx, 58, bx + 26, 78), c)
        draw.text((bx + 30, 68), str(p.bricks[c]), fill=INK, font=font(15, "bold"), anchor="lm")

    y = 96
    x = 20
    mine = view.current == i and view.turn.card and view.phase not in ("interim",)
    if mine:
        draw.text((x, y), "In play", fill=INK, font=font(18, "bold"))
        draw_card(draw, (x, y + 28, x + 360, y + 340), view.turn.card, colour, view.turn.used)
        left = view.turn.allowed
        draw.text(
            (x, y + 348),
            f"{left} card action(s) left; crossed icons are used",
            fill=MUTED,
            font=font(14),
        )
        x += 390
    draw.text((x, y), f"In your hand ({len(p.hand)})", fill=INK, font=font(18, "bold"))
    if not p.hand:
        empty = "The game is over." if view.phase == "over" else "No cards until the next round."
        draw.text((x, y + 40), empty, fill=MUTED, font=font(16))
    for k, card_id in enumerate(p.hand):
        cx = x + k * 390
        draw_card(draw, (cx, y + 28, cx + 360, y + 340), card_id, colour)

    y = 470
    deck = p.deck
    draw.text(
        (20, y), f"Left in your deck ({len(deck)}, order unknown)", fill=INK, font=font(18, "bold")
    )
    played = ", ".join(p.discard) or "none"
    draw.text(
        (WIDTH - 20, y + 4), f"played this round: {played}", fill=MUTED, font=font(14), anchor="ra"
    )
    for k, card_id in enumerate(deck):
        cx = 20 + k * 166
        draw_card(draw, (cx, y + 28, cx + 156, y + 236), card_id, colour, small=True)
    if not deck:
        draw.text((20, y + 40), "Your deck is empty.", fill=MUTED, font=font(16))
    return image


# Some cards only come into 2-3 player games: the hands of a 3- and a 4-player game show them all.
PALETTE = Palette(
    lambda: (
        draw_hand(ENGINE.view_model(state, state.seats[i % len(state.seats)]))
        for i, state in enumerate(sample_states(ENGINE, (3, 4)))
    )
)

"""The players' panels on Porta Nigra's full board: each player's VP, goods, bricks held and
building cards, and once the game is over their final scoring."""

from __future__ import annotations

from PIL import ImageFont

from bot.i18n.text import say
from cogs.fonts import font
from cogs.pen import fit
from cogs.porta_nigra.board_pieces import (
    HEIGHT,
    INK,
    MUTED,
    PANEL,
    PLAYER_FILL,
    WIDTH,
    Draw,
    badge,
    brick,
    fitted,
    write_fitted,
)
from cogs.porta_nigra.image_words import code, goods_text, letter, vp
from rules.porta_nigra import data as d
from rules.porta_nigra.view import PortaNigraView

Font = ImageFont.FreeTypeFont | ImageFont.ImageFont


def _fit_width(name: str, suffix: str, f: Font, width: int) -> str:
    """``name`` then ``suffix``, the name cut with an ellipsis until both fit ``width`` pixels."""
    text = name + suffix
    while f.getlength(text) > width and len(name) > 1:
        name = name[:-1]
        text = name.rstrip() + "…" + suffix
    return text


def card_code(card: str, locale: str) -> str:
    """A building card as its building's code and its colour's letter ("BA-K"); a substitute
    honor card as the code and a star."""
    building, _, kind = card.partition(":")
    if kind.startswith("H"):
        return f"{code(building, locale)}*"
    return f"{code(building, locale)}-{letter(d.LETTER.index(kind), locale)}"


def draw_players(
    draw: Draw, view: PortaNigraView, names: list[str], x: int, y: int, locale: str
) -> None:
    """A panel per player from (``x``, ``y``) down to the board's foot, the player to move's
    framed in their colour: VP, goods, bricks, building cards and what is public of the rest."""
    w = WIDTH - x - 10
    box_h = min(150, (HEIGHT - y - 10) // len(view.players) - 6)
    for i, p in enumerate(view.players):
        by = y + i * (box_h + 6)
        current = i == view.current and view.phase != "over"
        draw.rounded_rectangle(
            (x, by, x + w, by + box_h),
            8,
            fill=PANEL,
            outline=PLAYER_FILL[i] if current else MUTED,
            width=4 if current else 1,
        )
        badge(draw, (x + 18, by + 18), i, 12)
        score = vp(p.vp, locale)
        draw.text((x + w - 10, by + 18), score, fill=INK, font=font(20, "bold"), anchor="rm")
        suffix = say(locale, "porta-img-board-start-player") if i == view.start else ""
        if current:
            suffix += say(locale, "porta-img-board-to-play")
        room = w - 48 - 10 - round(font(20, "bold").getlength(score)) - 12
        title = _fit_width(names[i], suffix, font(16, "bold"), room)
        draw.text((x + 38, by + 18), title, fill=INK, font=font(16, "bold"), anchor="lm")
        goods = goods_text(p, locale)
        line = say(locale, "porta-img-board-supply-romans", goods=goods, supply=p.romans_supply)
        write_fitted(draw, (x + 10, by + 42), line, 13, w - 20)
        held = write_fitted(draw, (x + 10, by + 64), say(locale, "porta-img-bricks"), 13, 90, MUTED)
        first = x + max(62, 10 + held + 8)
        for c in d.COLOURS:
            bx = first + c * 56
            brick(draw, (bx, by + 60, bx + 24, by + 80), c, locale=locale)
            draw.text(
                (bx + 28, by + 70), str(p.bricks[c]), fill=INK, font=font(14, "bold"), anchor="lm"
            )
        cards = " ".join(card_code(c, locale) for c in p.building_cards)
        text = say(locale, "porta-img-board-cards", cards=cards or "-")
        if p.final_cards:
            final = " ".join(vp(d.HONOR_CARDS[h].amount, locale, tight=True) for h in p.final_cards)
            text += say(locale, "porta-img-board-final-cards", cards=final)
        write_fitted(draw, (x + 10, by + 88), text, 13, w - 20)
        info = say(
            locale,
            "porta-img-board-info",
            hand=p.hand_size,
            deck=p.deck_size,
            sections=p.sections,
            played=", ".join(p.discard) or "-",
        )
        if box_h > 110:
            info, size = fitted(info, 12, "regular", w - 20, least=11)
            info = fit(info, size, "regular", w - 20)
            draw.text((x + 10, by + 108), info, fill=MUTED, font=font(size))
        if p.final is not None and box_h > 128:
            fin = say(
                locale,
                "porta-img-board-final",
                cards=p.final.building_cards,
                honor=p.final.final_cards,
                area=p.final.play_area,
                majorities=p.final.majorities,
            )
            write_fitted(draw, (x + 10, by + 126), fin, 12, w - 20, style="bold")

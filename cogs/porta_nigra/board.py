"""The Porta Nigra board as a PNG: quarters, shops, sites, displays and every player's supplies.

Colour-blind safe: every brick colour also carries its letter (K B R Y W in English) and a
pattern, and every player colour carries the player's number.

Every word is drawn in the language of the reader (the table's, for the board): a longer word
is drawn smaller where it has a fixed place (``fitted``) rather than cut.
"""

from __future__ import annotations

from collections.abc import Mapping

from PIL import Image, ImageDraw, ImageFont

from bot.i18n.languages import ENGLISH
from bot.i18n.text import say
from cogs.fonts import font
from cogs.pen import fit, fit_shrink, text_width
from cogs.png import Palette, encode, sample_states
from cogs.porta_nigra.image_words import (
    building_name,
    code,
    honor_lines,
    letter,
    phase_text,
    player_mark,
    reward_text,
    vp,
)
from cogs.porta_nigra.standing import AREAS, bricks_in, leaders, walk_cost
from rules.porta_nigra import ENGINE
from rules.porta_nigra import data as d
from rules.porta_nigra.view import PlayerView, PortaNigraView

WIDTH, HEIGHT = 1400, 980
BG = (236, 228, 212)
INK = (40, 34, 28)
MUTED = (120, 110, 98)
PANEL = (248, 243, 233)
GOLD = (196, 150, 60)
BRICK_FILL = {
    d.K: (45, 45, 48),
    d.B: (52, 110, 190),
    d.R: (196, 58, 48),
    d.Y: (236, 190, 40),
    d.W: (250, 250, 250),
}
BRICK_TEXT = {d.K: (255, 255, 255), d.B: (255, 255, 255), d.R: (255, 255, 255)}
# Player colours avoid the brick colours; the number inside the badge tells them apart too.
PLAYER_FILL = [(230, 126, 34), (142, 68, 173), (39, 160, 110), (219, 84, 160)]
QUARTER_POS = [(10, 62), (475, 62), (475, 487), (10, 487)]  # clockwise: TL, TR, BR, BL
QUARTER_SIZE = (455, 415)

Draw = ImageDraw.ImageDraw
Font = ImageFont.FreeTypeFont | ImageFont.ImageFont


def brick(
    draw: Draw,
    box: tuple[int, int, int, int],
    colour: int,
    text: str = "",
    locale: str = ENGLISH,
) -> None:
    """A brick swatch: colour, a pattern per colour, and its letter in ``locale`` (or
    ``text``), smaller where a language's longer letters would cross its edges."""
    x0, y0, x1, y1 = box
    draw.rectangle(box, fill=BRICK_FILL[colour], outline=INK, width=1)
    ink = BRICK_TEXT.get(colour, INK)
    faint = tuple((c + (255 if ink == INK else 0)) // 2 for c in BRICK_FILL[colour])
    if colour == d.B:  # horizontal lines
        for y in range(y0 + 4, y1, 6):
            draw.line((x0 + 1, y, x1 - 1, y), fill=faint)
    elif colour == d.R:  # diagonal lines
        for k in range(x0 - (y1 - y0), x1, 7):
            draw.line((max(k, x0), y0 + max(0, x0 - k), min(k + y1 - y0, x1), y1), fill=faint)
    elif colour == d.Y:  # dots
        for y in range(y0 + 4, y1 - 1, 6):
            for x in range(x0 + 4, x1 - 1, 6):
                draw.point((x, y), fill=(150, 110, 0))
    label = text or letter(colour, locale)
    size = max(10, min(22, (y1 - y0) - 4))
    # a tiny swatch (a hand's deck card) still shows two letters, small, rather than "…"
    label, size = fitted(label, size, "bold", x1 - x0 - 4, least=min(size, 7))
    f = font(size, "bold")
    draw.text(((x0 + x1) // 2, (y0 + y1) // 2), label, fill=ink, font=f, anchor="mm")


def fitted(text: str, size: int, style: str, width: int, least: int = 10) -> tuple[str, int]:
    """``text`` at ``size`` px, or smaller (down to ``least``) until it fits ``width``: a longer
    language's words then still fit their place whole."""
    return fit_shrink(text, tuple(range(size, least - 1, -1)), style, width)


def badge(draw: Draw, centre: tuple[int, int], player: int, r: int = 11) -> None:
    """A player's disc with the player's number."""
    x, y = centre
    draw.ellipse((x - r, y - r, x + r, y + r), fill=PLAYER_FILL[player], outline=INK, width=2)
    draw.text((x, y), str(player + 1), fill=(255, 255, 255), font=font(r + 3, "bold"), anchor="mm")


def _names(view: PortaNigraView, names: Mapping[str, str] | None) -> list[str]:
    return [(names or {}).get(p.seat, p.seat) for p in view.players]


def money_text(n: int, locale: str) -> str:
    """An amount of sestertii (the Latin singular for one, in English)."""
    return say(locale, "porta-sestertii", count=n)


def goods_text(p: PlayerView, locale: str) -> str:
    """A player's sestertii, torches, influence and Romans on one line."""
    return say(
        locale,
        "porta-img-goods",
        money=money_text(p.money, locale),
        torches=p.torches,
        influence=p.influence,
        romans=p.romans,
    )


def _fit_width(name: str, suffix: str, f: Font, width: int) -> str:
    """``name`` then ``suffix``, the name cut with an ellipsis until both fit ``width`` pixels."""
    text = name + suffix
    while f.getlength(text) > width and len(name) > 1:
        name = name[:-1]
        text = name.rstrip() + "…" + suffix
    return text


def _line(
    draw: Draw,
    xy: tuple[int, int],
    text: str,
    size: int,
    width: int,
    fill: tuple[int, int, int] = INK,
    style: str = "regular",
    anchor: str = "la",
) -> int:
    """``text`` at ``xy``, smaller where it would be wider than ``width``; returns its width."""
    text, size = fitted(text, size, style, width)
    draw.text(xy, text, fill=fill, font=font(size, style), anchor=anchor)
    return text_width(text, size, style)


def _site_box(
    draw: Draw,
    view: PortaNigraView,
    site: d.Site,
    box: tuple[int, int, int, int],
    locale: str,
) -> None:
    x0, y0, x1, y1 = box
    sec = view.section(site.id)
    draw.rounded_rectangle(
        box, 5, fill=(255, 252, 245) if sec is None else (225, 215, 195), outline=MUTED, width=1
    )
    small = font(12)
    label = site.id.split("-")[1]
    draw.text((x0 + 4, y0 + 2), label, fill=MUTED, font=small)
    if sec is None:
        need = "3-8" if site.building == "PN" else str(site.need)
        need_text = f"{need} {letter(site.colour, locale)}"
        brick(draw, (x0 + 8, y0 + 18, x1 - 8, y0 + 40), site.colour, need_text)
        if site.building == "PN":
            worth = say(locale, "porta-img-board-per-brick", vp=d.VALUE[site.colour])
        else:
            worth = vp(site.vp, locale)
        _line(draw, ((x0 + x1) // 2, y1 - 10), worth, 13, x1 - x0 - 6, style="bold", anchor="mm")
        return
    # a built section: a stack of bricks as high as the section, the owner's disc on top
    h = sec.height
    inner_h = (y1 - 6) - (y0 + 16)
    step = min(10, inner_h // max(h, 1))
    bx0, bx1 = x0 + 10, x0 + 34
    for k in range(h):
        colour = d.W if k >= h - sec.whites else site.colour
        yb = y1 - 6 - (k + 1) * step
        draw.rectangle((bx0, yb, bx1, yb + step - 1), fill=BRICK_FILL[colour], outline=INK)
    badge(draw, ((bx0 + bx1) // 2, y1 - 8 - h * step - 6), sec.owner, 8)
    f = font(13, "bold")
    height = f"{h}{letter(site.colour, locale)}"
    draw.text((x1 - 6, y0 + 22), height, fill=INK, font=f, anchor="rm")
    if sec.whites and site.colour != d.W:
        whites = f"{sec.whites}{letter(d.W, locale)}"
        draw.text((x1 - 6, y0 + 38), whites, fill=MUTED, font=font(11), anchor="rm")
    earned = site.vp or h * d.VALUE[site.colour]
    # right of the owner's stack of bricks, closed up ("15VP") where a language's VP is longer
    room = x1 - 6 - (x0 + 36)
    text = vp(earned, locale)
    if text_width(text, 11) > room:
        text = vp(earned, locale, tight=True)
    _line(draw, (x1 - 6, y1 - 10), text, 12, room, anchor="rm")


def _quarter(draw: Draw, view: PortaNigraView, q: int, locale: str) -> None:
    x, y = QUARTER_POS[q]
    w, h = QUARTER_SIZE
    building = next(b for b, qq in d.BUILDING_QUARTER.items() if qq == q)
    shop = d.QUARTER_SHOP[q]
    draw.rounded_rectangle((x, y, x + w, y + h), 10, fill=PANEL, outline=INK, width=2)
    tx = x + (64 if q == 2 else 12)  # clear of the white shop in the centre
    here = [i for i, p in enumerate(view.players) if p.builder == q]
    # the name ends left of the master builders standing here and of the shop
    name_end = x + w - 156 - 26 * (len(here) - 1) if here else x + w - 120
    name_room = name_end - 8 - tx
    name = building_name(building, locale)
    _line(draw, (tx, y + 10), name, 22, name_room, style="bold")
    reward = reward_text(building, locale)
    quarter = say(locale, "porta-img-board-quarter", number=q + 1, reward=reward)
    _line(draw, (tx, y + 35), quarter, 13, x + w - 12 - tx, fill=MUTED)
    walks = []
    for i in range(len(view.players)):
        cost = walk_cost(view, i, building)
        walks.append(f"{player_mark(i, locale)} {'–' if cost is None else cost}")
    walk = say(locale, "porta-img-board-walk-here", walks=" · ".join(walks))
    _line(draw, (tx, y + 52), walk, 12, x + w - 10 - tx)
    # the coloured shop with its bricks, above the line under the name
    brick(draw, (x + w - 120, y + 8, x + w - 70, y + 34), shop, locale=locale)
    draw.text(
        (x + w - 62, y + 21), f"×{view.market[shop]}", fill=INK, font=font(20, "bold"), anchor="lm"
    )
    # master builders standing here
    for k, i in enumerate(here):
        badge(draw, (x + w - 145 - k * 26, y + 21), i, 11)
    sites = d.SITES_BY_BUILDING[building]
    rows: dict[str, list[d.Site]] = {}
    if building in ("BA", "AM"):
        for s in sites:
            rows.setdefault(s.row, []).append(s)
    else:
        rows = {"": list(sites[:5]), " ": list(sites[5:])}
    sw, sh = 78, 128 if len(rows) == 2 else 96
    gap = 8
    top = y + 66
    for r, (row, row_sites) in enumerate(rows.items()):
        ry = top + r * (sh + gap + (12 if len(rows) == 2 else 0))
        if row.strip():
            maj = d.MAJORITY[(building, row)]
            draw.text((x + 12, ry + sh // 2), row, fill=INK, font=font(18, "bold"), anchor="lm")
            draw.text(
                (x + 12, ry + sh // 2 + 18),
                f"{maj[0]}/{maj[1]}",
                fill=MUTED,
                font=font(10),
                anchor="lm",
            )
        for k, site in enumerate(row_sites):
            sx = x + 50 + k * (sw + 2)
            _site_box(draw, view, site, (sx, ry, sx + sw - 4, ry + sh), locale)
    _standing(draw, view, building, x, y + h, locale)


def players_text(players: list[int], locale: str) -> str:
    """Players by their number ("P1", a tie "P1=P2"), or a dash for nobody."""
    return "=".join(player_mark(i, locale) for i in players) or "–"


def _standing(
    draw: Draw, view: PortaNigraView, building: str, x: int, bottom: int, locale: str
) -> None:
    """The quarter's foot: each player's bricks there (a master builder reward at every 3rd),
    then the majorities with who leads each now."""
    lead = leaders(view)
    marks = [player_mark(i, locale) for i in range(len(view.players))]
    counts = " · ".join(f"{m} {n}" for m, n in zip(marks, bricks_in(view, building), strict=True))
    # Porta Nigra needs a line more for its levels
    up = 50 if building == "PN" else 34
    room = QUARTER_SIZE[0] - 24
    text = say(locale, "porta-img-board-bricks-here", counts=counts)
    _line(draw, (x + 12, bottom - up), text, 12, room, anchor="lm")
    foot = bottom - 14
    if building == "PN":
        levels = " ".join(f"{lv}:{a}/{b}" for lv, (a, b) in d.PN_LEVEL_MAJORITY.items())
        text = say(locale, "porta-img-board-levels", levels=levels)
        _line(draw, (x + 12, foot - 18), text, 12, room, fill=MUTED, anchor="lm")
        leads = " · ".join(f"{a[3:]} {players_text(lead[a], locale)}" for a in AREAS["PN"])
        text = say(locale, "porta-img-board-level-leads", leads=leads)
        _line(draw, (x + 12, foot), text, 12, room, anchor="lm")
        return
    left = x + 12
    right = x + QUARTER_SIZE[0] - 12
    if building == "CW":
        first, second = d.MAJORITY[("CW", "")]
        players = players_text(lead["CW"], locale)
        text = say(
            locale, "porta-img-board-wall-majority", first=first, second=second, players=players
        )
    else:
        rows = " · ".join(f"{a[3:]} {players_text(lead[a], locale)}" for a in AREAS[building])
        text = say(locale, "porta-img-board-row-leads", rows=rows)
    if building == "AM":
        left = x + 64  # its bottom left corner is the white shop's
        note = say(locale, "porta-img-board-no-card-row", row="C")
        right -= 12 + _line(draw, (right, foot), note, 12, 150, fill=MUTED, anchor="rm")
    _line(draw, (left, foot), text, 12, right - left, anchor="lm")


# Where the master builders cross from quarter to quarter, clockwise: a marker in each gap
# between two quarters (clear of their sites and texts) with the way they walk.
CROSSINGS = ((470, 150, "→"), (700, 482, "↓"), (470, 860, "←"), (140, 482, "↑"))


def _crossings(draw: Draw) -> None:
    for x, y, arrow in CROSSINGS:
        draw.rounded_rectangle((x - 12, y - 11, x + 12, y + 11), 5, fill=GOLD, outline=INK)
        draw.text((x, y), arrow, fill=INK, font=font(16, "bold"), anchor="mm")


def _white_shop(draw: Draw, view: PortaNigraView, locale: str) -> None:
    cx, cy = 470, 482
    draw.ellipse((cx - 48, cy - 34, cx + 48, cy + 34), fill=(250, 250, 250), outline=INK, width=3)
    shop = say(locale, "porta-img-shop", letter=letter(d.W, locale))
    _line(draw, (cx, cy - 12), shop, 13, 80, style="bold", anchor="mm")
    draw.text((cx, cy + 10), f"×{view.market[d.W]}", fill=INK, font=font(20, "bold"), anchor="mm")


def _header(draw: Draw, view: PortaNigraView, names: list[str], locale: str) -> None:
    draw.text((12, 14), say(locale, "porta-title").upper(), fill=INK, font=font(28, "bold"))
    x = 260
    for r in range(1, view.rounds + 1):
        roman = "I" * r if r < 4 else str(r)
        current = r == view.round
        fill = (196, 150, 60) if current else PANEL
        draw.rounded_rectangle((x, 14, x + 46, 46), 6, fill=fill, outline=INK, width=2)
        draw.text((x + 23, 30), roman, fill=INK, font=font(18, "bold"), anchor="mm")
        x += 54
    rounds = say(locale, "porta-img-board-round")
    draw.text((x + 2, 30), rounds, fill=MUTED, font=font(14), anchor="lm")
    status: str
    if view.phase == "over":
        best = max(p.vp for p in view.players)
        win = ", ".join(names[i] for i, p in enumerate(view.players) if p.vp == best)
        status = say(locale, "porta-img-board-over", winners=win, vp=vp(best, locale))
    else:
        doing = phase_text(view.phase, locale)
        parts = [say(locale, "porta-img-turn-doing", name=names[view.current], doing=doing)]
        if view.turn.card and view.phase not in ("interim", "start_player"):
            parts.append(say(locale, "porta-img-board-card", card=view.turn.card))
        if view.early_end_by is not None:
            early = names[view.early_end_by]
            parts.append(say(locale, "porta-img-board-early", name=early))
        status = " · ".join(parts)
    supply = say(
        locale,
        "porta-img-board-supply",
        bricks=view.supply,
        cards=view.supply_cards_left,
    )
    supply_w = _line(draw, (WIDTH - 12, 30), supply, 14, 400, fill=MUTED, anchor="rm")
    left = x + 2 + text_width(rounds, 14) + 20
    room = WIDTH - 12 - supply_w - 16 - left
    status, size = fitted(status, 17, "bold", room, least=14)
    draw.text(
        (left, 30), fit(status, size, "bold", room), fill=INK, font=font(size, "bold"), anchor="lm"
    )
    walk = say(locale, "porta-img-board-walk-rule")
    _line(draw, (WIDTH - 12, 50), walk, 12, 700, anchor="rm")


def _displays(draw: Draw, view: PortaNigraView, x: int, y: int, locale: str) -> int:
    room = WIDTH - 10 - x
    title = say(locale, "porta-img-board-building-cards", deck=view.building_deck_size)
    _line(draw, (x, y), title, 16, room, style="bold")
    y += 24
    for k, card in enumerate(view.building_display):
        b, _, c = card.partition(":")
        cx = x + k * 74
        draw.rounded_rectangle((cx, y, cx + 68, y + 58), 6, fill=PANEL, outline=INK, width=1)
        draw.text((cx + 34, y + 14), code(b, locale), fill=INK, font=font(16, "bold"), anchor="mm")
        brick(draw, (cx + 12, y + 30, cx + 56, y + 50), d.LETTER.index(c), locale=locale)
    y += 70
    title = say(locale, "porta-img-board-honor-cards", deck=view.honor_deck_size)
    _line(draw, (x, y), title, 16, room, style="bold")
    y += 24
    for k, h in enumerate(view.honor_display):
        hx = x + (k % 7) * 63
        hy = y + (k // 7) * 78
        draw.rounded_rectangle((hx, hy, hx + 58, hy + 72), 6, fill=(252, 246, 224), outline=INK)
        draw.text((hx + 4, hy + 2), h, fill=MUTED, font=font(10))
        cost = d.HONOR_CARDS[h].cost
        draw.ellipse((hx + 38, hy + 3, hx + 54, hy + 19), fill=(90, 70, 150))
        draw.text(
            (hx + 46, hy + 11), str(cost), fill=(255, 255, 255), font=font(11, "bold"), anchor="mm"
        )
        top, bottom = honor_lines(h, locale)
        for text, size, style, ink, middle in (
            (top, 15, "bold", INK, 38),
            (bottom, 11, "regular", MUTED, 57),
        ):
            text, size = fitted(text, size, style, 56, least=9)
            draw.text((hx + 29, hy + middle), text, fill=ink, font=font(size, style), anchor="mm")
    rows = (len(view.honor_display) + 6) // 7
    return y + rows * 78 + 8


def card_code(card: str, locale: str) -> str:
    """A building card as its building's code and its colour's letter ("BA-K"); a substitute
    honor card as the code and a star."""
    building, _, kind = card.partition(":")
    if kind.startswith("H"):
        return f"{code(building, locale)}*"
    return f"{code(building, locale)}-{letter(d.LETTER.index(kind), locale)}"


def _players(
    draw: Draw, view: PortaNigraView, names: list[str], x: int, y: int, locale: str
) -> None:
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
        _line(draw, (x + 10, by + 42), line, 13, w - 20)
        held = _line(draw, (x + 10, by + 64), say(locale, "porta-img-bricks"), 13, 90, MUTED)
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
        _line(draw, (x + 10, by + 88), text, 13, w - 20)
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
            _line(draw, (x + 10, by + 126), fin, 12, w - 20, style="bold")


def render_board(
    view: PortaNigraView,
    names: Mapping[str, str] | None = None,
    locale: str = ENGLISH,
) -> bytes:
    """The board of ``view`` as PNG bytes (1400 x 980). It shows nothing private, whoever's
    view it is given; the channel's board is drawn from the public view."""
    return encode(draw_board(view, names, locale), PALETTE)


def draw_board(
    view: PortaNigraView, names: Mapping[str, str] | None = None, locale: str = ENGLISH
) -> Image.Image:
    """The board as an RGB image, its words in ``locale``."""
    image = Image.new("RGB", (WIDTH, HEIGHT), BG)
    draw = ImageDraw.Draw(image)
    labels = _names(view, names)
    _header(draw, view, labels, locale)
    for q in range(4):
        _quarter(draw, view, q, locale)
    _white_shop(draw, view, locale)
    _crossings(draw)
    y = _displays(draw, view, 945, 62, locale)
    _players(draw, view, labels, 945, y, locale)
    return image


PALETTE = Palette(lambda: (draw_board(ENGINE.view_model(s, None)) for s in sample_states(ENGINE)))

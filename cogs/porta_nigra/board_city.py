"""The city on Porta Nigra's full board: its four quarters (a building's sites, its shop, the
master builders standing there and who leads its majorities), the white shop in the centre and
the crossings the master builders walk clockwise from quarter to quarter."""

from __future__ import annotations

from bot.i18n.text import say
from cogs.fonts import font
from cogs.pen import text_width
from cogs.porta_nigra.board_pieces import (
    BRICK_FILL,
    GOLD,
    INK,
    MUTED,
    PANEL,
    Draw,
    badge,
    brick,
    write_fitted,
)
from cogs.porta_nigra.image_words import (
    building_name,
    letter,
    player_mark,
    reward_text,
    vp,
)
from cogs.porta_nigra.standing import AREAS, bricks_in, leaders, walk_cost
from rules.porta_nigra import data as d
from rules.porta_nigra.view import PortaNigraView

QUARTER_POS = [(10, 62), (475, 62), (475, 487), (10, 487)]  # clockwise: TL, TR, BR, BL
QUARTER_SIZE = (455, 415)


def draw_city(draw: Draw, view: PortaNigraView, locale: str) -> None:
    """The four quarters, then the white shop and the crossings over their corners."""
    for q in range(4):
        _quarter(draw, view, q, locale)
    _white_shop(draw, view, locale)
    _crossings(draw)


def _site_box(
    draw: Draw,
    view: PortaNigraView,
    site: d.Site,
    box: tuple[int, int, int, int],
    locale: str,
) -> None:
    """A site: what it needs and is worth while free, its section's bricks and owner once built."""
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
        write_fitted(
            draw, ((x0 + x1) // 2, y1 - 10), worth, 13, x1 - x0 - 6, style="bold", anchor="mm"
        )
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
    write_fitted(draw, (x1 - 6, y1 - 10), text, 12, room, anchor="rm")


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
    write_fitted(draw, (tx, y + 10), name, 22, name_room, style="bold")
    reward = reward_text(building, locale)
    quarter = say(locale, "porta-img-board-quarter", number=q + 1, reward=reward)
    write_fitted(draw, (tx, y + 35), quarter, 13, x + w - 12 - tx, fill=MUTED)
    walks = []
    for i in range(len(view.players)):
        cost = walk_cost(view, i, building)
        walks.append(f"{player_mark(i, locale)} {'–' if cost is None else cost}")
    walk = say(locale, "porta-img-board-walk-here", walks=" · ".join(walks))
    write_fitted(draw, (tx, y + 52), walk, 12, x + w - 10 - tx)
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
    write_fitted(draw, (x + 12, bottom - up), text, 12, room, anchor="lm")
    foot = bottom - 14
    if building == "PN":
        levels = " ".join(f"{lv}:{a}/{b}" for lv, (a, b) in d.PN_LEVEL_MAJORITY.items())
        text = say(locale, "porta-img-board-levels", levels=levels)
        write_fitted(draw, (x + 12, foot - 18), text, 12, room, fill=MUTED, anchor="lm")
        leads = " · ".join(f"{a[3:]} {players_text(lead[a], locale)}" for a in AREAS["PN"])
        text = say(locale, "porta-img-board-level-leads", leads=leads)
        write_fitted(draw, (x + 12, foot), text, 12, room, anchor="lm")
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
        right -= 12 + write_fitted(draw, (right, foot), note, 12, 150, fill=MUTED, anchor="rm")
    write_fitted(draw, (left, foot), text, 12, right - left, anchor="lm")


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
    write_fitted(draw, (cx, cy - 12), shop, 13, 80, style="bold", anchor="mm")
    draw.text((cx, cy + 10), f"×{view.market[d.W]}", fill=INK, font=font(20, "bold"), anchor="mm")

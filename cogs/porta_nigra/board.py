"""The Porta Nigra board as a PNG: quarters, shops, sites, displays and every player's supplies.

Colour-blind safe: every brick colour also carries its letter (K B R Y W) and a pattern, and
every player colour carries the player's number.
"""

from __future__ import annotations

from collections.abc import Mapping

from PIL import Image, ImageDraw, ImageFont

from bot.i18n.languages import ENGLISH
from cogs.fonts import font
from cogs.png import Palette, encode, sample_states
from cogs.porta_nigra.standing import AREAS, bricks_in, leaders, walk_cost
from rules.porta_nigra import ENGINE
from rules.porta_nigra import data as d
from rules.porta_nigra.view import PortaNigraView

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
PHASE_TEXT = {
    "builder": "place the master builder",
    "card": "play a card",
    "action": "choose an action",
    "shop": "choose a shop",
    "building": "choose a building",
    "site": "choose a site",
    "height": "choose the height",
    "whites": "choose the bricks",
    "honor": "choose an honor card",
    "topper": "choose a Porta Nigra section",
    "wallbrick": "choose a reward brick",
    "interim": "split the intermediate scoring",
    "start_player": "name the next start player",
}


def brick(draw: Draw, box: tuple[int, int, int, int], colour: int, text: str = "") -> None:
    """A brick swatch: colour, a pattern per colour, and a letter (or ``text``)."""
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
    label = text or d.LETTER[colour]
    size = max(10, min(22, (y1 - y0) - 4))
    f = font(size, "bold")
    draw.text(((x0 + x1) // 2, (y0 + y1) // 2), label, fill=ink, font=f, anchor="mm")


def badge(draw: Draw, centre: tuple[int, int], player: int, r: int = 11) -> None:
    """A player's disc with the player's number."""
    x, y = centre
    draw.ellipse((x - r, y - r, x + r, y + r), fill=PLAYER_FILL[player], outline=INK, width=2)
    draw.text((x, y), str(player + 1), fill=(255, 255, 255), font=font(r + 3, "bold"), anchor="mm")


def _names(view: PortaNigraView, names: Mapping[str, str] | None) -> list[str]:
    return [(names or {}).get(p.seat, p.seat) for p in view.players]


def money_text(n: int) -> str:
    """An amount of sestertii, with the Latin singular for one."""
    return f"{n} sestertius" if n == 1 else f"{n} sestertii"


def _fit_width(name: str, suffix: str, f: Font, width: int) -> str:
    """``name`` then ``suffix``, the name cut with an ellipsis until both fit ``width`` pixels."""
    text = name + suffix
    while f.getlength(text) > width and len(name) > 1:
        name = name[:-1]
        text = name.rstrip() + "…" + suffix
    return text


def _fit(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


def honor_short(h: str) -> tuple[str, str]:
    """Two short lines for an honor card tile: effect and detail."""
    card = d.HONOR_CARDS[h]
    match card.kind:
        case "vp":
            return f"{card.amount} VP", "now"
        case "money":
            return f"+{card.amount}", "sestertii"
        case "torches":
            return f"+{card.amount}", "torches"
        case "romans":
            return f"+{card.amount}", "Romans"
        case "white":
            return "+1 W", "brick"
        case "build":
            return "Build", "1 section"
        case "topper":
            return "PN +1", "brick"
        case "sub":
            return card.building, "card"
        case _:
            need = "4 bld" if card.discard == "sets" else f"−{card.discard}"
            return f"{card.amount}*", need


def _site_box(
    draw: Draw, view: PortaNigraView, site: d.Site, box: tuple[int, int, int, int]
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
        need_text = f"{need} {d.LETTER[site.colour]}"
        brick(draw, (x0 + 8, y0 + 18, x1 - 8, y0 + 40), site.colour, need_text)
        vp = f"{d.VALUE[site.colour]}/brick" if site.building == "PN" else f"{site.vp} VP"
        draw.text(((x0 + x1) // 2, y1 - 10), vp, fill=INK, font=font(13, "bold"), anchor="mm")
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
    draw.text((x1 - 6, y0 + 22), f"{h}{d.LETTER[site.colour]}", fill=INK, font=f, anchor="rm")
    if sec.whites and site.colour != d.W:
        draw.text((x1 - 6, y0 + 38), f"{sec.whites}W", fill=MUTED, font=font(11), anchor="rm")
    earned = site.vp or h * d.VALUE[site.colour]
    draw.text((x1 - 6, y1 - 10), f"{earned} VP", fill=INK, font=font(12), anchor="rm")


def _quarter(draw: Draw, view: PortaNigraView, q: int) -> None:
    x, y = QUARTER_POS[q]
    w, h = QUARTER_SIZE
    building = next(b for b, qq in d.BUILDING_QUARTER.items() if qq == q)
    shop = d.QUARTER_SHOP[q]
    draw.rounded_rectangle((x, y, x + w, y + h), 10, fill=PANEL, outline=INK, width=2)
    tx = x + (64 if q == 2 else 12)  # clear of the white shop in the centre
    draw.text((tx, y + 10), f"{d.BUILDING_NAME[building]}", fill=INK, font=font(22, "bold"))
    draw.text(
        (tx, y + 35),
        f"Quarter {q + 1} · per 3 bricks: {d.REWARD_TEXT[building]}",
        fill=MUTED,
        font=font(13),
    )
    walks = []
    for i in range(len(view.players)):
        cost = walk_cost(view, i, building)
        walks.append(f"P{i + 1} {'–' if cost is None else cost}")
    walk = "Walk here (sestertii): " + " · ".join(walks)
    draw.text((tx, y + 52), walk, fill=INK, font=font(12))
    # the coloured shop with its bricks
    brick(draw, (x + w - 120, y + 10, x + w - 70, y + 40), shop)
    draw.text(
        (x + w - 62, y + 25), f"×{view.market[shop]}", fill=INK, font=font(20, "bold"), anchor="lm"
    )
    # master builders standing here
    here = [i for i, p in enumerate(view.players) if p.builder == q]
    for k, i in enumerate(here):
        badge(draw, (x + w - 145 - k * 26, y + 25), i, 11)
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
            _site_box(draw, view, site, (sx, ry, sx + sw - 4, ry + sh))
    _standing(draw, view, building, x, y + h)


def players_text(players: list[int]) -> str:
    """Players by their number ("P1", a tie "P1=P2"), or a dash for nobody."""
    return "=".join(f"P{i + 1}" for i in players) or "–"


def _standing(draw: Draw, view: PortaNigraView, building: str, x: int, bottom: int) -> None:
    """The quarter's foot: each player's bricks there (a master builder reward at every 3rd),
    then the majorities with who leads each now."""
    small = font(12)
    lead = leaders(view)
    counts = " · ".join(f"P{i + 1} {n}" for i, n in enumerate(bricks_in(view, building)))
    # Porta Nigra needs a line more for its levels
    up = 50 if building == "PN" else 34
    text = f"Bricks here (reward at 3/6/9): {counts}"
    draw.text((x + 12, bottom - up), text, fill=INK, font=small, anchor="lm")
    foot = bottom - 14
    if building == "PN":
        levels = " ".join(f"{lv}:{a}/{b}" for lv, (a, b) in d.PN_LEVEL_MAJORITY.items())
        draw.text((x + 12, foot - 18), f"Levels {levels}", fill=MUTED, font=small, anchor="lm")
        leads = " · ".join(f"{a[3:]} {players_text(lead[a])}" for a in AREAS["PN"])
        draw.text((x + 12, foot), f"Level leads: {leads}", fill=INK, font=small, anchor="lm")
        return
    left = x + 12
    if building == "CW":
        first, second = d.MAJORITY[("CW", "")]
        text = f"Majority {first}/{second} VP · leads {players_text(lead['CW'])}"
    else:
        rows = " · ".join(f"{a[3:]} {players_text(lead[a])}" for a in AREAS[building])
        text = f"Majority leads: row {rows}"
    if building == "AM":
        left = x + 64  # its bottom left corner is the white shop's
        right = x + QUARTER_SIZE[0] - 12
        note = "row C gives no card"
        draw.text((right, foot), note, fill=MUTED, font=small, anchor="rm")
    draw.text((left, foot), text, fill=INK, font=small, anchor="lm")


# Where the master builders cross from quarter to quarter, clockwise: a marker in each gap
# between two quarters (clear of their sites and texts) with the way they walk.
CROSSINGS = ((470, 150, "→"), (700, 482, "↓"), (470, 860, "←"), (140, 482, "↑"))


def _crossings(draw: Draw) -> None:
    for x, y, arrow in CROSSINGS:
        draw.rounded_rectangle((x - 12, y - 11, x + 12, y + 11), 5, fill=GOLD, outline=INK)
        draw.text((x, y), arrow, fill=INK, font=font(16, "bold"), anchor="mm")


def _white_shop(draw: Draw, view: PortaNigraView) -> None:
    cx, cy = 470, 482
    draw.ellipse((cx - 48, cy - 34, cx + 48, cy + 34), fill=(250, 250, 250), outline=INK, width=3)
    draw.text((cx, cy - 12), "W shop", fill=INK, font=font(13, "bold"), anchor="mm")
    draw.text((cx, cy + 10), f"×{view.market[d.W]}", fill=INK, font=font(20, "bold"), anchor="mm")


def _header(draw: Draw, view: PortaNigraView, names: list[str]) -> None:
    draw.text((12, 14), "PORTA NIGRA", fill=INK, font=font(28, "bold"))
    x = 260
    for r in range(1, view.rounds + 1):
        roman = "I" * r if r < 4 else str(r)
        current = r == view.round
        fill = (196, 150, 60) if current else PANEL
        draw.rounded_rectangle((x, 14, x + 46, 46), 6, fill=fill, outline=INK, width=2)
        draw.text((x + 23, 30), roman, fill=INK, font=font(18, "bold"), anchor="mm")
        x += 54
    draw.text((x + 2, 30), "round", fill=MUTED, font=font(14), anchor="lm")
    status: str
    if view.phase == "over":
        best = max(p.vp for p in view.players)
        win = [names[i] for i, p in enumerate(view.players) if p.vp == best]
        status = f"Game over — winner: {', '.join(win)} ({best} VP)"
    else:
        status = f"{names[view.current]}: {PHASE_TEXT.get(view.phase, view.phase)}"
        if view.turn.card and view.phase not in ("interim", "start_player"):
            status += f" · card {view.turn.card}"
        if view.early_end_by is not None:
            status += f" · final turns (early end by {names[view.early_end_by]})"
    draw.text((x + 62, 30), _fit(status, 60), fill=INK, font=font(17, "bold"), anchor="lm")
    draw.text(
        (WIDTH - 12, 30),
        f"brick supply {view.supply} · supply cards {view.supply_cards_left}",
        fill=MUTED,
        font=font(14),
        anchor="rm",
    )
    walk = "Master builders walk clockwise (the arrows): 1 sestertius a border"
    draw.text((WIDTH - 12, 50), walk, fill=INK, font=font(12), anchor="rm")


def _displays(draw: Draw, view: PortaNigraView, x: int, y: int) -> int:
    draw.text(
        (x, y),
        f"Building cards  (deck {view.building_deck_size})",
        fill=INK,
        font=font(16, "bold"),
    )
    y += 24
    for k, card in enumerate(view.building_display):
        b, _, c = card.partition(":")
        cx = x + k * 74
        draw.rounded_rectangle((cx, y, cx + 68, y + 58), 6, fill=PANEL, outline=INK, width=1)
        draw.text((cx + 34, y + 14), b, fill=INK, font=font(16, "bold"), anchor="mm")
        brick(draw, (cx + 12, y + 30, cx + 56, y + 50), d.LETTER.index(c))
    y += 70
    draw.text(
        (x, y),
        f"Honor cards  (deck {view.honor_deck_size}; cost in influence)",
        fill=INK,
        font=font(16, "bold"),
    )
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
        top, bottom = honor_short(h)
        draw.text((hx + 29, hy + 38), top, fill=INK, font=font(15, "bold"), anchor="mm")
        draw.text((hx + 29, hy + 57), bottom, fill=MUTED, font=font(11), anchor="mm")
    rows = (len(view.honor_display) + 6) // 7
    return y + rows * 78 + 8


def _players(draw: Draw, view: PortaNigraView, names: list[str], x: int, y: int) -> None:
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
        vp = f"{p.vp} VP"
        draw.text((x + w - 10, by + 18), vp, fill=INK, font=font(20, "bold"), anchor="rm")
        suffix = (" (start player)" if i == view.start else "") + ("  ◀ to play" if current else "")
        room = w - 48 - 10 - round(font(20, "bold").getlength(vp)) - 12
        title = _fit_width(names[i], suffix, font(16, "bold"), room)
        draw.text((x + 38, by + 18), title, fill=INK, font=font(16, "bold"), anchor="lm")
        f = font(13)
        line = (
            f"{money_text(p.money)} · {p.torches} torch · {p.influence} influence · "
            f"{p.romans} Romans ({p.romans_supply} in supply)"
        )
        draw.text((x + 10, by + 42), line, fill=INK, font=f)
        draw.text((x + 10, by + 64), "bricks", fill=MUTED, font=f)
        for c in d.COLOURS:
            bx = x + 62 + c * 56
            brick(draw, (bx, by + 60, bx + 24, by + 80), c)
            draw.text(
                (bx + 28, by + 70), str(p.bricks[c]), fill=INK, font=font(14, "bold"), anchor="lm"
            )
        cards = " ".join(
            c.replace(":", "-") if not c.split(":")[1].startswith("H") else c.split(":")[0] + "*"
            for c in p.building_cards
        )
        final = " ".join(f"{d.HONOR_CARDS[h].amount}VP" for h in p.final_cards)
        text = f"building cards: {cards or '-'}" + (f" · final: {final}" if final else "")
        draw.text((x + 10, by + 88), _fit(text, 60), fill=INK, font=f)
        info = (
            f"hand {p.hand_size} · deck {p.deck_size} · sections {p.sections}"
            f" · played {', '.join(p.discard) or '-'}"
        )
        if box_h > 110:
            draw.text((x + 10, by + 108), _fit(info, 62), fill=MUTED, font=font(12))
        if p.final is not None and box_h > 128:
            fin = (
                f"final: cards {p.final.building_cards} + honor {p.final.final_cards} + "
                f"area {p.final.play_area} + majorities {p.final.majorities}"
            )
            draw.text((x + 10, by + 126), _fit(fin, 64), fill=INK, font=font(12, "bold"))


def render_board(
    view: PortaNigraView,
    names: Mapping[str, str] | None = None,
    locale: str = ENGLISH,
) -> bytes:
    """The board of ``view`` as PNG bytes (1400 x 980). It shows nothing private, whoever's
    view it is given; the channel's board is drawn from the public view."""
    return encode(draw_board(view, names), PALETTE)


def draw_board(view: PortaNigraView, names: Mapping[str, str] | None = None) -> Image.Image:
    """The board as an RGB image."""
    image = Image.new("RGB", (WIDTH, HEIGHT), BG)
    draw = ImageDraw.Draw(image)
    labels = _names(view, names)
    _header(draw, view, labels)
    for q in range(4):
        _quarter(draw, view, q)
    _white_shop(draw, view)
    _crossings(draw)
    y = _displays(draw, view, 945, 62)
    _players(draw, view, labels, 945, y)
    return image


PALETTE = Palette(lambda: (draw_board(ENGINE.view_model(s, None)) for s in sample_states(ENGINE)))

"""A player's panel on The Builders board: money and VP, buildings under construction with
their progress and crew, the available crew, tools, loans and finished buildings."""

from __future__ import annotations

from functools import cache

from PIL import Image

from bot.i18n.text import number
from cogs.builders_antiquity import nouns
from cogs.builders_antiquity.market import building_name, tool_tag
from cogs.builders_antiquity.style import (
    CARD,
    CARD_EDGE,
    FAINT,
    GAP,
    GOLD,
    GOLD_LIGHT,
    INK,
    MACHINE,
    MACHINE_EDGE,
    MARGIN,
    MUTED,
    PAD,
    PANEL,
    RESOURCE_FILL,
    RESOURCE_PALE,
    SLAVE,
    VP_FILL,
    WIDTH,
    Colour,
    Pen,
    amounts_width,
    fit,
    fit_shrink,
    resource_chip,
    text_width,
)
from rules.builders_antiquity import data
from rules.builders_antiquity.view import BuildersView, MemberView, PlayerView, SiteView

PANEL_W = (WIDTH - 2 * MARGIN - GAP) // 2
INNER_W = PANEL_W - 2 * PAD
MEMBER_W = (INNER_W - 2 * 8) // 3
MEMBER_H = 56
SITE_H = 52
SITE_COLUMNS_X = 208  # where the per-resource progress columns start in a site row
SITE_COLUMN_W = 110
LOAN_FILL: Colour = (150, 60, 40)
DONE: Colour = (30, 110, 50)


def draw_panel(
    pen: Pen,
    x: int,
    y: int,
    height: int,
    view: BuildersView,
    player: PlayerView,
    label: dict[str, str],
) -> int:
    """One player's panel, drawn ``height`` tall; returns the height it needs."""
    current = player.seat == view.pending
    if current:
        pen.rect((x - 4, y - 4, x + PANEL_W + 4, y + height + 4), fill=GOLD, radius=14)
    pen.rect((x, y, x + PANEL_W, y + height), fill=PANEL, outline=CARD_EDGE, width=2, radius=12)
    _panel_head(pen, x, y, view, player, label, current)
    left = x + PAD
    yy = _holdings(pen, left, y + 58, player)

    yy = _section(pen, left, yy, "builders-img-under-construction", len(player.sites))
    if not player.sites:
        yy += _nothing(pen, left, yy, "builders-img-nothing-yet")
    for site in player.sites:
        yy = _site(pen, left, yy, view, player, site) + 6

    idle = player.available
    yy = _section(pen, left, yy + 4, "builders-img-available-crew", len(idle))
    for i, member in enumerate(idle):
        mx = left + (i % 3) * (MEMBER_W + 8)
        my = yy + (i // 3) * (MEMBER_H + 8)
        pen.paste(member_chip(member, pen.locale), mx, my)
    if idle:
        yy += ((len(idle) + 2) // 3) * (MEMBER_H + 8)
    else:
        yy += _nothing(pen, left, yy, "builders-img-everyone-busy")

    yy = _section(pen, left, yy + 4, "builders-img-finished", len(player.completed))
    yy = _finished(pen, left, yy, player)
    return yy + PAD - y


def _panel_head(
    pen: Pen,
    x: int,
    y: int,
    view: BuildersView,
    player: PlayerView,
    label: dict[str, str],
    current: bool,
) -> None:
    """Name and markers on the left; sestertii, VP and the final score on the right."""
    pen.rect(
        (x + 2, y + 2, x + PANEL_W - 2, y + 48),
        fill=GOLD_LIGHT if current else (226, 214, 192),
        radius=10,
    )
    right = x + PANEL_W - PAD
    if player.final is not None:
        winner = player.seat in view.winners
        score = pen.say("builders-img-score", score=number(player.final.score, 1))
        right -= pen.badge(right, y + 12, score, 16, GOLD if winner else FAINT, INK, "right") + 10
    vp = pen.say("builders-img-vp", vp=player.vp)
    right -= pen.badge(right, y + 12, vp, 16, VP_FILL, align="right")
    right -= 12 + 24 + 4 + text_width(str(player.coins), 20, "bold")
    pen.money(right, y + 12, player.coins, 24)
    if player.loans:
        loans = pen.say("builders-img-loans-badge", count=player.loans)
        right -= 14 + pen.badge(right - 14, y + 14, loans, 14, LOAN_FILL, align="right")

    marks = []
    if current:
        marks.append((pen.say("builders-img-to-play"), INK, GOLD_LIGHT))
    if player.seat == view.start_player:
        marks.append((pen.say("builders-img-start-player"), (110, 90, 70), (255, 255, 255)))
    marks_w = sum(text_width(m, 14, "bold") + 14 + 8 for m, _, _ in marks)
    name = fit(label[player.seat], 22, "bold", right - x - 2 * PAD - marks_w)
    cx = x + PAD + pen.text(x + PAD, y + 12, name, 22, "bold")
    for text, fill, ink in marks:
        cx += 8 + pen.badge(cx + 8, y + 14, text, 14, fill, ink)


def _section(pen: Pen, x: int, y: int, title: str, count: int) -> int:
    w = pen.text(x, y, pen.say(title), 13, "bold", MUTED)
    pen.text(x + w + 6, y, f"({count})", 13, "regular", MUTED)
    return y + 21


def _nothing(pen: Pen, x: int, y: int, key: str) -> int:
    pen.text(x, y, pen.say(key), 15, "regular", MUTED)
    return 24


def _holdings(pen: Pen, x: int, y: int, player: PlayerView) -> int:
    """The player's tools and where each one is, wrapping; returns the y below."""
    if not player.tools:
        return y
    cx = x
    for t in player.tools:
        holder = next((m for m in player.crew if m.tool == t), None)
        if holder and holder.site:
            where = pen.say("builders-img-tool-on", building=building_name(holder.site, pen.locale))
        else:
            where = pen.say("builders-img-tool-free")
        width = tool_tag(pen.measure, 0, 0, t) + 4 + text_width(where, 13)
        if cx > x and cx + width > x + INNER_W:
            cx = x
            y += 32
        cx += tool_tag(pen, cx, y, t) + 4
        cx += pen.text(cx, y + 6, where, 13, "regular", MUTED) + 14
    return y + 34


def _site(pen: Pen, x: int, y: int, view: BuildersView, player: PlayerView, site: SiteView) -> int:
    """A building under construction: name and progress per resource, then its reward and crew
    (on more lines if the crew is long). The progress columns are fixed per resource so they line
    up from one building to the next. Returns the y below it."""
    card = data.BUILDING_BY_ID[site.card]
    line = y + 29
    cx = x + 8 + _site_reward(pen.measure, x + 8, line, card)
    end = x + INNER_W - 8
    sent = site.sent
    note = pen.say("builders-img-next-send", count=sent + 1) if sent and not view.over else ""
    if note:
        end -= 12 + text_width(note, 13, "bold")
    crew = [_member_text(m, pen.locale) for m in player.on_site(site.card)]
    no_crew = [pen.say("builders-img-no-crew")]
    lines = _join_lines(crew, end - cx, INNER_W - 16) if crew else no_crew
    height = SITE_H + 18 * (len(lines) - 1)

    fill, edge = (MACHINE, MACHINE_EDGE) if card.is_machine else (CARD, CARD_EDGE)
    pen.rect((x, y, x + INNER_W, y + height), fill=fill, outline=edge, radius=8)
    name = building_name(site.card, pen.locale)
    name, size = fit_shrink(name, (15, 14, 13), "bold", SITE_COLUMNS_X - 16)
    pen.text(x + 8, y + 6 + (15 - size), name, size, "bold")
    progress = site.progress
    for r, need in enumerate(card.cost):
        if need:
            _bar(pen, x + SITE_COLUMNS_X + r * SITE_COLUMN_W, y + 5, r, progress[r], need)
    _site_reward(pen, x + 8, line, card)
    if note:
        pen.text(x + INNER_W - 8, line + 1, note, 13, "bold", MUTED, "right")
    colour = INK if crew else MUTED
    for i, text in enumerate(lines):
        pen.text(cx if i == 0 else x + 8, line + 1 + 18 * i, text, 13, "regular", colour)
    return y + height


def _site_reward(pen: Pen, x: int, y: int, card: data.Building) -> int:
    """What finishing the building gives; returns the width used, with the space after it."""
    cx = x
    if card.produces is not None:
        cx += 6 + pen.badge(cx, y + 1, pen.say("builders-img-machine"), 10, MACHINE_EDGE)
        cx += 4 + pen.text(cx, y + 1, pen.say("builders-img-makes"), 13, "regular", MUTED)
        cx += 8 + pen.amounts(cx, y, card.produces, 17)
    else:
        cx += 8 + pen.money(cx, y, card.coins, 17)
    cx += 12 + pen.badge(cx, y, pen.say("builders-img-vp", vp=card.vp), 11, VP_FILL)
    return cx - x


def _join_lines(items: list[str], first: int, rest: int) -> list[str]:
    """``items`` joined by commas into lines ``first`` then ``rest`` pixels wide."""
    lines: list[str] = []
    line = ""
    for item in items:
        candidate = f"{line}, {item}" if line else item
        width = rest if lines else first
        if line and text_width(candidate + ",", 13) > width:
            lines.append(line + ",")
            line = item
        else:
            line = candidate
    lines.append(line)
    return [fit(t, 13, "regular", first if i == 0 else rest) for i, t in enumerate(lines)]


def _bar(pen: Pen, x: int, y: int, r: int, have: int, need: int) -> None:
    """Progress on one resource: its symbol, a bar and "have/need"."""
    pen.paste(resource_chip(r, 18, pen.locale), x, y)
    bar_x, bar_w = x + 22, 44
    pen.rect((bar_x, y + 3, bar_x + bar_w, y + 15), fill=RESOURCE_PALE[r], outline=FAINT)
    done = min(have, need) * bar_w // need
    if done:
        pen.rect((bar_x, y + 3, bar_x + done, y + 15), fill=RESOURCE_FILL[r])
    colour = INK if have < need else DONE
    pen.text(bar_x + bar_w + 5, y, f"{have}/{need}", 14, "bold", colour)


def _member_text(member: MemberView, locale: str) -> str:
    """A crew member on a building: its name, what it makes ("S1 A1") and its tool."""
    made = " ".join(f"{nouns.letter(r, locale)}{n}" for r, n in enumerate(member.produces) if n)
    tool = f" +{nouns.tool(member.tool, locale)}" if member.tool else ""
    return f"{nouns.member(member, locale)} {made}{tool}"


@cache
def member_chip(member: MemberView, locale: str) -> Image.Image:
    """An available crew member: what it is, what it makes and its wage."""
    kind, freed, university = member.kind, member.freed, member.university
    image = Image.new("RGB", (MEMBER_W, MEMBER_H), PANEL)
    pen = Pen(image, locale)
    if kind == "machine":
        fill, edge = MACHINE, MACHINE_EDGE
    elif kind == "slave" and not freed:
        fill, edge = SLAVE, MUTED
    else:
        fill, edge = CARD, CARD_EDGE
    pen.rect((0, 0, MEMBER_W - 1, MEMBER_H - 1), fill=fill, outline=edge, radius=8)
    wage = member.wage
    wage_text = pen.say("builders-img-wage", wage=wage) if wage else pen.say("builders-img-no-wage")
    wage_w = text_width(wage_text, 13)
    uni = pen.say("builders-img-uni")
    uni_w = pen.measure.badge(0, 0, uni, 11, GOLD) + 8 if university else 0
    name = nouns.member(member, locale)
    room = MEMBER_W - 26 - wage_w - uni_w
    # The wage beside the name, or beside what the member makes when the name needs the room.
    made_w = amounts_width(member.produces, 22, gap=8)
    if text_width(name, 13, "bold") > room and 8 + made_w + 12 + wage_w <= MEMBER_W - 8:
        pen.text(MEMBER_W - 8, 32, wage_text, 13, "regular", MUTED, "right")
        room += wage_w
    else:
        pen.text(MEMBER_W - 8, 8, wage_text, 13, "regular", MUTED, "right")
    name, size = fit_shrink(name, (15, 14, 13), "bold", room)
    w = pen.text(8, 6 + 15 - size, name, size, "bold")
    if university is not None:
        pen.badge(8 + w + 6, 7, uni, 11, GOLD, INK)
    pen.amounts(8, 28, member.produces, 22, gap=8)
    return image


def _finished(pen: Pen, x: int, y: int, player: PlayerView) -> int:
    """Finished buildings as small tags that wrap; returns the y below them."""
    if not player.completed:
        return y + _nothing(pen, x, y, "builders-img-none-yet")
    cx = x
    for b in player.completed:
        card = data.BUILDING_BY_ID[b]
        name = nouns.building_full(b, pen.locale)
        vp = pen.say("builders-img-vp", vp=card.vp)
        tw = text_width(name, 14) + 16
        vw = text_width(vp, 11, "bold") + 10
        if cx > x and cx + tw + vw > x + INNER_W:
            cx = x
            y += 32
        pen.rect((cx, y, cx + tw + vw + 4, y + 26), fill=CARD, outline=CARD_EDGE, radius=6)
        pen.text(cx + 8, y + 5, name, 14)
        pen.badge(cx + tw, y + 4, vp, 11, VP_FILL)
        cx += tw + vw + 10
    return y + 32

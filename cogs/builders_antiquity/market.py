"""The market of The Builders board: the buildings and workers for sale, and the investments.

Card faces never change, so each is drawn once and pasted after that.
"""

from __future__ import annotations

from functools import cache

from PIL import Image

from bot.i18n.languages import ENGLISH
from cogs.builders_antiquity import nouns
from cogs.builders_antiquity.style import (
    BG,
    CARD,
    CARD_EDGE,
    FAINT,
    GAP,
    GOLD_LIGHT,
    INK,
    MACHINE,
    MACHINE_EDGE,
    MARGIN,
    MUTED,
    PAD,
    PANEL,
    SLAVE,
    VP_FILL,
    WIDTH,
    Colour,
    Pen,
    amounts_width,
    fit,
    resource_chip,
    text_width,
    wrap,
)
from rules.builders_antiquity import data
from rules.builders_antiquity.data import Resources
from rules.builders_antiquity.view import BuildersView

CARD_W = 192
CARD_GAP = 10
BUILDING_H = 154
WORKER_H = 82
MARKET_W = 5 * CARD_W + 4 * CARD_GAP
MARKET_H = 34 + BUILDING_H + GAP + 34 + WORKER_H
OFFER_X = MARGIN + MARKET_W + 16
OFFER_W = WIDTH - MARGIN - OFFER_X


def building_name(card_id: str, locale: str = ENGLISH) -> str:
    return nouns.building(card_id, locale)


def draw_market(pen: Pen, y: int, view: BuildersView) -> None:
    rows = (
        ("builders-img-buildings-for-sale", view.building_row, view.building_deck_size, True),
        ("builders-img-workers-for-hire", view.worker_row, view.worker_deck_size, False),
    )
    for title, row, deck, buildings in rows:
        w = pen.text(MARGIN, y + 4, pen.say(title), 20, "bold")
        note = pen.say("builders-img-more-in-deck", count=deck)
        if buildings and view.building_deck_top is not None:
            # the pile lies face up (rulebook): its top card is public
            top = building_name(view.building_deck_top, pen.locale)
            note = pen.say("builders-img-more-in-pile", count=deck, building=top)
        room = MARGIN + MARKET_W - (MARGIN + w + 12)
        pen.text(MARGIN + w + 12, y + 8, fit(note, 16, "regular", room), 16, "regular", MUTED)
        y += 34
        card_h = BUILDING_H if buildings else WORKER_H
        for i in range(data.ROW_SIZE):
            x = MARGIN + i * (CARD_W + CARD_GAP)
            if i < len(row):
                face = building_card if buildings else worker_card
                pen.paste(face(row[i], pen.locale), x, y)
                continue
            # STAND-IN rule (spec §11.16): an empty deck leaves the row short.
            pen.rect((x, y, x + CARD_W - 1, y + card_h - 1), outline=FAINT, width=2, radius=10)
            middle = (x + CARD_W // 2, y + card_h // 2 - 10)
            pen.text(*middle, pen.say("builders-img-deck-empty"), 16, "regular", MUTED, "centre")
        y += card_h + GAP


@cache
def building_card(card_id: str, locale: str = ENGLISH) -> Image.Image:
    card = data.BUILDING_BY_ID[card_id]
    image = Image.new("RGB", (CARD_W, BUILDING_H), BG)
    pen = Pen(image, locale)
    fill, edge = (MACHINE, MACHINE_EDGE) if card.is_machine else (CARD, CARD_EDGE)
    pen.rect((0, 0, CARD_W - 1, BUILDING_H - 1), fill=fill, outline=edge, width=2, radius=10)
    lines = wrap(building_name(card_id, locale), 17, "bold", CARD_W - 20)
    if len(lines) > 2:
        lines = [lines[0], fit(" ".join(lines[1:]), 17, "bold", CARD_W - 20)]
    for i, line in enumerate(lines):
        pen.text(10, 8 + 20 * i, line, 17, "bold")
    pen.text(10, 58, pen.say("builders-img-needs"), 13, "regular", MUTED)
    if card.is_machine:
        pen.badge(CARD_W - 10, 56, pen.say("builders-img-machine"), 11, MACHINE_EDGE, align="right")
    pen.amounts(10, 77, card.cost, 20, zeros=True, gap=10)
    pen.line((10, 109, CARD_W - 10, 109), FAINT)
    if card.produces is not None:
        w = pen.text(10, 122, pen.say("builders-img-makes"), 15, "regular", MUTED)
        pen.amounts(18 + w, 119, card.produces, 22)
    else:
        pen.money(10, 119, card.coins, 24)
    vp = pen.say("builders-img-vp", vp=card.vp)
    pen.badge(CARD_W - 10, 120, vp, 15, VP_FILL, align="right")
    return image


@cache
def worker_card(card_id: str, locale: str = ENGLISH) -> Image.Image:
    worker = data.WORKER_BY_ID[card_id]
    image = Image.new("RGB", (CARD_W, WORKER_H), BG)
    pen = Pen(image, locale)
    pen.rect((0, 0, CARD_W - 1, WORKER_H - 1), fill=CARD, outline=CARD_EDGE, width=2, radius=10)
    wage = pen.say("builders-img-wage", wage=worker.wage)
    name = nouns.worker(card_id, locale)
    made_w = pen.amounts(10, 44, worker.produces, 22, gap=8)
    # The wage beside the name, or beside what the worker makes when the name needs the room.
    wage_w = text_width(wage, 14)
    if text_width(name, 17, "bold") > CARD_W - 28 - wage_w and 10 + made_w + 12 + wage_w < CARD_W:
        pen.text(CARD_W - 10, 48, wage, 14, "regular", MUTED, "right")
        wage_w = 0
    else:
        pen.text(CARD_W - 10, 12, wage, 14, "regular", MUTED, "right")
    pen.text(10, 9, fit(name, 17, "bold", CARD_W - 28 - wage_w), 17, "bold")
    return image


def draw_offer(pen: Pen, y: int, height: int, view: BuildersView) -> int:
    """The investments still on offer (a turn makes at most one); returns the height needed and
    draws the panel ``height`` tall."""
    x0, x = OFFER_X, OFFER_X + PAD
    right = OFFER_X + OFFER_W - PAD
    pen.rect((x0, y, x0 + OFFER_W, y + height), fill=PANEL, outline=CARD_EDGE, width=2, radius=10)
    pen.text(x, y + 8, pen.say("builders-img-investments"), 20, "bold")
    yy = _lines(pen, x, y + 34, pen.say("builders-img-one-per-turn"), right - x, MUTED) + 6
    offer = view.offer

    slaves = len(offer.slaves)
    note = pen.say("builders-img-slave-terms")
    yy = _offer_title(pen, x, right, yy, "builders-img-slaves", slaves, data.SLAVE_COST, note)
    boxes = [data.SLAVE_BY_ID[s].produces for s in offer.slaves]
    yy = _flow(pen, x, right, yy, [(p, SLAVE) for p in boxes])

    note = pen.say("builders-img-tool-terms")
    yy = _offer_title(
        pen, x, right, yy, "builders-img-tools", len(offer.tools), data.TOOL_COST, note
    )
    cx = x
    for t in offer.tools:
        width = tool_tag(pen.measure, 0, 0, t)
        if cx > x and cx + width > right:
            cx, yy = x, yy + 32
        cx += tool_tag(pen, cx, yy, t) + 6
    yy += 32 if offer.tools else _none_left(pen, x, yy)

    yy = _offer_title(pen, x, right, yy, "builders-img-loans-title", offer.loans, None, "")
    terms = pen.say(
        "builders-img-loan-terms",
        gain=data.LOAN_GAIN,
        repay=data.LOAN_REPAY,
        vp=data.LOAN_PENALTY_VP,
    )
    yy = _lines(pen, x, yy, terms, right - x, INK) + 4

    cost = data.UNIVERSITY_COST
    n = len(offer.universities)
    note = pen.say("builders-img-university-terms", value=data.UNIVERSITY_VALUE)
    yy = _offer_title(pen, x, right, yy, "builders-img-universities", n, cost, note)
    schools = []
    for u in offer.universities:
        r = data.UNIVERSITY_BY_ID[u].resource
        values = _one(r, data.UNIVERSITY_VALUE)
        schools.append((values, GOLD_LIGHT))
    yy = _flow(pen, x, right, yy, schools)
    return yy + 4 - y


def _lines(pen: Pen, x: int, y: int, text: str, width: int, colour: Colour) -> int:
    """``text`` at 14 px, wrapped to ``width``; returns the y below it."""
    for line in wrap(text, 14, "regular", width):
        pen.text(x, y, line, 14, "regular", colour)
        y += 20
    return y


def _one(resource: int, n: int) -> Resources:
    values = [0, 0, 0, 0]
    values[resource] = n
    return (values[0], values[1], values[2], values[3])


def _offer_title(
    pen: Pen, x: int, right: int, y: int, title: str, left: int, cost: int | None, note: str
) -> int:
    """One investment's title line: name, how many are left, a reminder and the price (the
    reminder on a line of its own when the words are too long for one)."""
    w = pen.text(x, y, pen.say(title), 16, "bold")
    count = pen.say("builders-img-left", count=left)
    w += 6 + pen.text(x + w + 6, y + 2, count, 14, "regular", MUTED)
    end = right - 40 - 6 if cost is not None else right
    if cost is not None:
        pen.money(right - 40, y - 1, cost, 18)
    if note and x + w + 10 + text_width(note, 14) <= end:
        pen.text(x + w + 10, y + 2, note, 14, "regular", MUTED)
    elif note:
        y += 20
        pen.text(x, y + 2, fit(note, 14, "regular", right - x), 14, "regular", MUTED)
    return y + 24


def _none_left(pen: Pen, x: int, y: int) -> int:
    pen.text(x, y + 2, pen.say("builders-img-none-left"), 14, "regular", MUTED)
    return 26


def _flow(pen: Pen, x: int, right: int, y: int, boxes: list[tuple[Resources, Colour]]) -> int:
    """Small boxes of resource amounts, wrapping at ``right``; returns the y below them."""
    if not boxes:
        return y + _none_left(pen, x, y)
    cx = x
    for values, fill in boxes:
        w = amounts_width(values, 18, gap=7) + 12
        if cx > x and cx + w > right:
            cx = x
            y += 32
        cx += _mini_box(pen, cx, y, values, fill) + 6
    return y + 34


def _mini_box(pen: Pen, x: int, y: int, values: Resources, fill: Colour) -> int:
    """Resource amounts in a small card outline; returns its width."""
    width = amounts_width(values, 18, gap=7) + 12
    pen.rect((x, y, x + width, y + 26), fill=fill, outline=CARD_EDGE, radius=6)
    pen.amounts(x + 6, y + 4, values, 18, gap=7)
    return width


def tool_tag(pen: Pen, x: int, y: int, tool_id: str) -> int:
    """A tool: the symbol of the resource it adds 1 of, and its name; returns its width."""
    tool = data.TOOL_BY_ID[tool_id]
    name = nouns.tool(tool_id, pen.locale)
    width = 5 + 18 + 4 + text_width(name, 13) + 7
    pen.rect((x, y, x + width, y + 26), fill=CARD, outline=CARD_EDGE, radius=6)
    pen.paste(resource_chip(tool.resource, 18, pen.locale), x + 5, y + 4)
    pen.text(x + 27, y + 5, name, 13)
    return width

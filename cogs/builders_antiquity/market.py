"""The market of The Builders board: the buildings and workers for sale, and the investments.

Card faces never change, so each is drawn once and pasted after that.
"""

from __future__ import annotations

from functools import cache

from PIL import Image

from cogs.builders_antiquity.style import (
    BG,
    CARD,
    CARD_EDGE,
    FAINT,
    GAP,
    GOLD_LIGHT,
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


def building_name(card_id: str) -> str:
    return data.BUILDING_BY_ID[card_id].name.removesuffix(" (machine)")


def plural(n: int, word: str) -> str:
    return f"{n} {word}" + ("" if n == 1 else "s")


def draw_market(pen: Pen, y: int, view: BuildersView) -> None:
    rows = (
        ("Buildings for sale", view.building_row, view.building_deck_size, building_card),
        ("Workers for hire", view.worker_row, view.worker_deck_size, worker_card),
    )
    for title, row, deck, face in rows:
        w = pen.text(MARGIN, y + 4, title, 20, "bold")
        note = f"{deck} more in the deck"
        if face is building_card and view.building_deck_top is not None:
            # the pile lies face up (rulebook): its top card is public
            note = f"{deck} more in the pile, the {building_name(view.building_deck_top)} on top"
        pen.text(MARGIN + w + 12, y + 8, note, 16, "regular", MUTED)
        y += 34
        card_h = BUILDING_H if face is building_card else WORKER_H
        for i in range(data.ROW_SIZE):
            x = MARGIN + i * (CARD_W + CARD_GAP)
            if i < len(row):
                pen.paste(face(row[i]), x, y)
                continue
            # STAND-IN rule (spec §11.16): an empty deck leaves the row short.
            pen.rect((x, y, x + CARD_W - 1, y + card_h - 1), outline=FAINT, width=2, radius=10)
            middle = (x + CARD_W // 2, y + card_h // 2 - 10)
            pen.text(*middle, "deck empty", 16, "regular", MUTED, "centre")
        y += card_h + GAP


@cache
def building_card(card_id: str) -> Image.Image:
    card = data.BUILDING_BY_ID[card_id]
    image = Image.new("RGB", (CARD_W, BUILDING_H), BG)
    pen = Pen(image)
    fill, edge = (MACHINE, MACHINE_EDGE) if card.is_machine else (CARD, CARD_EDGE)
    pen.rect((0, 0, CARD_W - 1, BUILDING_H - 1), fill=fill, outline=edge, width=2, radius=10)
    lines = wrap(building_name(card_id), 17, "bold", CARD_W - 20)
    if len(lines) > 2:
        lines = [lines[0], fit(" ".join(lines[1:]), 17, "bold", CARD_W - 20)]
    for i, line in enumerate(lines):
        pen.text(10, 8 + 20 * i, line, 17, "bold")
    pen.text(10, 58, "needs", 13, "regular", MUTED)
    if card.is_machine:
        pen.badge(CARD_W - 10, 56, "MACHINE", 11, MACHINE_EDGE, align="right")
    pen.amounts(10, 77, card.cost, 20, zeros=True, gap=10)
    pen.line((10, 109, CARD_W - 10, 109), FAINT)
    if card.produces is not None:
        w = pen.text(10, 122, "makes", 15, "regular", MUTED)
        pen.amounts(18 + w, 119, card.produces, 22)
    else:
        pen.money(10, 119, card.coins, 24)
    pen.badge(CARD_W - 10, 120, f"{card.vp} VP", 15, VP_FILL, align="right")
    return image


@cache
def worker_card(card_id: str) -> Image.Image:
    worker = data.WORKER_BY_ID[card_id]
    image = Image.new("RGB", (CARD_W, WORKER_H), BG)
    pen = Pen(image)
    pen.rect((0, 0, CARD_W - 1, WORKER_H - 1), fill=CARD, outline=CARD_EDGE, width=2, radius=10)
    pen.text(10, 9, worker.kind, 17, "bold")
    pen.text(CARD_W - 10, 12, f"wage {worker.wage}", 14, "regular", MUTED, "right")
    pen.amounts(10, 44, worker.produces, 22, gap=8)
    return image


def draw_offer(pen: Pen, y: int, height: int, view: BuildersView) -> int:
    """The investments still on offer (a turn makes at most one); returns the height needed and
    draws the panel ``height`` tall."""
    x0, x = OFFER_X, OFFER_X + PAD
    right = OFFER_X + OFFER_W - PAD
    pen.rect((x0, y, x0 + OFFER_W, y + height), fill=PANEL, outline=CARD_EDGE, width=2, radius=10)
    pen.text(x, y + 8, "Investments", 20, "bold")
    pen.text(x, y + 34, "one per turn: 1 action and the price", 14, "regular", MUTED)
    yy = y + 60
    offer = view.offer

    yy = _offer_title(
        pen, x, right, yy, "Slaves", len(offer.slaves), data.SLAVE_COST, "no wage, −1 VP"
    )
    boxes = [data.SLAVE_BY_ID[s].produces for s in offer.slaves]
    yy = _flow(pen, x, right, yy, [(p, SLAVE) for p in boxes])

    yy = _offer_title(pen, x, right, yy, "Tools", len(offer.tools), data.TOOL_COST, "+1, kept")
    cx = x
    for t in offer.tools:
        cx += tool_tag(pen, cx, yy, t) + 6
    yy += 32 if offer.tools else _none_left(pen, x, yy)

    yy = _offer_title(pen, x, right, yy, "Loans", offer.loans, None, "")
    pen.text(
        x,
        yy,
        f"get {data.LOAN_GAIN} now; repay {data.LOAN_REPAY} at the end "
        f"or −{data.LOAN_PENALTY_VP} VP",
        14,
    )
    yy += 24

    cost = data.UNIVERSITY_COST
    n = len(offer.universities)
    yy = _offer_title(pen, x, right, yy, "Universities", n, cost, "worker makes 3")
    schools = []
    for u in offer.universities:
        r = data.UNIVERSITY_BY_ID[u].resource
        values = _one(r, data.UNIVERSITY_VALUE)
        schools.append((values, GOLD_LIGHT))
    yy = _flow(pen, x, right, yy, schools)
    return yy + 4 - y


def _one(resource: int, n: int) -> Resources:
    values = [0, 0, 0, 0]
    values[resource] = n
    return (values[0], values[1], values[2], values[3])


def _offer_title(
    pen: Pen, x: int, right: int, y: int, title: str, left: int, cost: int | None, note: str
) -> int:
    """One investment's title line: name, how many are left, a reminder and the price."""
    w = pen.text(x, y, title, 16, "bold")
    w += 6 + pen.text(x + w + 6, y + 2, f"({left} left)", 14, "regular", MUTED)
    if note:
        pen.text(x + w + 10, y + 2, note, 14, "regular", MUTED)
    if cost is not None:
        pen.money(right - 40, y - 1, cost, 18)
    return y + 24


def _none_left(pen: Pen, x: int, y: int) -> int:
    pen.text(x, y + 2, "none left", 14, "regular", MUTED)
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
    width = 5 + 18 + 4 + text_width(tool.name, 13) + 7
    pen.rect((x, y, x + width, y + 26), fill=CARD, outline=CARD_EDGE, radius=6)
    pen.paste(resource_chip(tool.resource, 18), x + 5, y + 4)
    pen.text(x + 27, y + 5, tool.name, 13)
    return width

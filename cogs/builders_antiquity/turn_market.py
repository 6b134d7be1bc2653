"""The market of The Builders' turn image: the buildings for sale with the face-up top of the
pile, the workers for hire and this turn's investments, packed for a phone."""

from __future__ import annotations

from collections.abc import Callable

from cogs.builders_antiquity.market import building_name
from cogs.builders_antiquity.style import (
    CARD,
    CARD_EDGE,
    INK,
    MACHINE,
    MACHINE_EDGE,
    MEASURE,
    MUTED,
    RESOURCE_LETTERS,
    Colour,
    Pen,
    fit,
    text_width,
)
from cogs.builders_antiquity.turn_kit import (
    CHIP_H,
    INNER,
    LINE,
    MARGIN,
    SMALL,
    WIDTH,
    amounts,
    chip,
    money,
    vp,
)
from rules.builders_antiquity import data
from rules.builders_antiquity.actions import crew_name
from rules.builders_antiquity.view import BuildersView

# Buildings two to a row: the longest name (Lighthouse of Alexandria, 255 px) and its VP fit
# on a card's first line, its cost and reward on the second.
BUILDING_W = (INNER - 8) // 2
CARD_H = 52
ROW_GAP = 5
# Workers three to a row: "Craftsman #6" and "wage 4" fit on a line, its chips on the next.
WORKER_W = (INNER - 2 * 4) // 3
PILE: Colour = (222, 214, 199)  # the pile's top card, darker than the background


def market(pen: Pen, y: int, view: BuildersView) -> int:
    """The buildings, the workers and the investments from ``y``; returns the y below."""
    y = _buildings(pen, y, view)
    y = _workers(pen, y + ROW_GAP, view)
    return _investments(pen, y + ROW_GAP, view)


def _buildings(pen: Pen, y: int, view: BuildersView) -> int:
    """The buildings for sale and the face-up top of the pile, greyed, two to a row."""
    top = view.building_deck_top
    if not view.building_row and top is None:
        pen.text(MARGIN, y, "Buildings for sale: none left, the pile is empty", SMALL, "bold")
        return y + LINE
    w = pen.text(MARGIN, y, "Buildings for sale", SMALL, "bold")
    if top is not None:
        note = f"last, greyed: the top of the pile ({view.building_deck_size} cards)"
    else:
        note = "the pile is empty"
    pen.text(MARGIN + w + 8, y, fit(note, SMALL, "regular", INNER - w - 8), SMALL, "regular", MUTED)
    y += LINE - 2
    cards = [*view.building_row, *([] if top is None else [top])]
    for i, card in enumerate(cards):
        x = MARGIN + (i % 2) * (WIDTH - 2 * MARGIN - BUILDING_W)
        pile_top = top is not None and i == len(cards) - 1
        _building(pen, x, y + (i // 2) * (CARD_H + ROW_GAP), card, pile_top)
    rows = (len(cards) + 1) // 2
    return y + rows * CARD_H + (rows - 1) * ROW_GAP


def _building(pen: Pen, x: int, y: int, card_id: str, pile_top: bool) -> None:
    """A building: its name and VP, then what it needs → what it gives."""
    card = data.BUILDING_BY_ID[card_id]
    fill, edge = (MACHINE, MACHINE_EDGE) if card.is_machine else (CARD, CARD_EDGE)
    ink = INK
    if pile_top:  # on show, not for sale: greyed
        fill, edge, ink = PILE, MUTED, MUTED
    pen.rect((x, y, x + BUILDING_W, y + CARD_H), fill=fill, outline=edge, width=2, radius=6)
    right = x + BUILDING_W - 4
    right -= vp(pen, right, y + 3, card.vp, "right") + 6
    # The name is what the Start button says: it always fits whole (see BUILDING_W).
    name = fit(building_name(card_id), SMALL, "bold", right - x - 6)
    pen.text(x + 6, y + 3, name, SMALL, "bold", ink)
    line = y + CARD_H - CHIP_H - 3
    cx = x + 6 + amounts(pen, x + 6, line, card.cost) + 5
    cx += pen.text(cx, line + 1, "→", SMALL, "bold", MUTED) + 5
    if card.produces is not None:
        cx += pen.text(cx, line + 1, "makes", SMALL, "regular", MUTED) + 5
        amounts(pen, cx, line, card.produces)
    else:
        money(pen, cx, line, card.coins)


def _workers(pen: Pen, y: int, view: BuildersView) -> int:
    """The title, then the workers for hire: name (with its number for twins) and wage,
    then what each makes; three to a row."""
    if not view.worker_row:
        pen.text(MARGIN, y, "Workers for hire: none left, the deck is empty", SMALL, "bold")
        return y + LINE
    deck = f"{view.worker_deck_size} more in the deck" if view.worker_deck_size else "deck empty"
    cells: list[str | None] = [None, *view.worker_row]
    for i, card in enumerate(cells):
        x = MARGIN + (i % 3) * (WORKER_W + 4)
        top = y + (i // 3) * (CARD_H + ROW_GAP)
        if card is None:
            pen.text(x + 2, top + 3, "Workers for hire", SMALL, "bold")
            pen.text(x + 2, top + CARD_H - CHIP_H - 2, deck, SMALL, "regular", MUTED)
            continue
        worker = data.WORKER_BY_ID[card]
        pen.rect((x, top, x + WORKER_W, top + CARD_H), fill=CARD, outline=CARD_EDGE, radius=6)
        pen.text(x + 6, top + 3, crew_name(card, worker.kind), SMALL, "bold")
        pen.text(x + WORKER_W - 6, top + 3, f"wage {worker.wage}", SMALL, "regular", MUTED, "right")
        amounts(pen, x + 6, top + CARD_H - CHIP_H - 3, worker.produces)
    rows = (len(cells) + 2) // 3
    return y + rows * CARD_H + (rows - 1) * ROW_GAP


Item = Callable[[Pen, int, int], int]


def _investments(pen: Pen, y: int, view: BuildersView) -> int:
    """This turn's investment: each kind with its price and what is on offer, side by side
    while they fit a line; one line once it is made (one per turn)."""
    if view.invested:
        pen.text(MARGIN, y + 1, "Investments: made this turn (one per turn)", SMALL, "bold", MUTED)
        return y + LINE
    x = MARGIN
    for item in _offer_items(view):
        width = item(MEASURE, 0, 0)
        if x > MARGIN and x + width > WIDTH - MARGIN:
            x, y = MARGIN, y + LINE
        x += item(pen, x, y) + 22
    return y + LINE


def _offer_items(view: BuildersView) -> list[Item]:
    offer = view.offer
    slaves = [data.SLAVE_BY_ID[s].produces for s in offer.slaves]
    tools = [data.TOOL_BY_ID[t] for t in offer.tools]
    schools = [data.UNIVERSITY_BY_ID[u].resource for u in offer.universities]

    def slave(pen: Pen, x: int, y: int) -> int:
        cx = _offer_head(pen, x, y, "Slave", data.SLAVE_COST, bool(slaves))
        for made in slaves:
            cx += amounts(pen, cx, y, made) + 10
        # The terms only while they fit the line: the rules and the crew's "no wage" say them.
        note = "no wage, −1 VP"
        if slaves and cx - x + text_width(note, SMALL) <= INNER:
            cx += pen.text(cx, y + 1, note, SMALL, "regular", MUTED) + 10
        return cx - x - 10

    def tool(pen: Pen, x: int, y: int) -> int:
        cx = _offer_head(pen, x, y, "Tool", data.TOOL_COST, bool(tools))
        for t in tools:
            cx += chip(pen, cx, y, t.resource, f"{t.name} +{RESOURCE_LETTERS[t.resource]}") + 5
        return cx - x - (5 if tools else 0)

    def university(pen: Pen, x: int, y: int) -> int:
        cx = _offer_head(pen, x, y, "University", data.UNIVERSITY_COST, bool(schools))
        for r in schools:
            cx += chip(pen, cx, y, r, f"{RESOURCE_LETTERS[r]}{data.UNIVERSITY_VALUE}") + 3
        return cx - x - (3 if schools else 0)

    def loan(pen: Pen, x: int, y: int) -> int:
        w = pen.text(x, y + 1, "Loan", SMALL, "bold") + 8
        if not offer.loans:
            return w + pen.text(x + w, y + 1, "none left", SMALL, "regular", MUTED)
        terms = (
            f"get {data.LOAN_GAIN}, repay {data.LOAN_REPAY} or −{data.LOAN_PENALTY_VP} VP "
            f"({offer.loans} left)"
        )
        return w + pen.text(x + w, y + 1, terms, SMALL)

    return [slave, tool, university, loan]


def _offer_head(pen: Pen, x: int, y: int, name: str, cost: int, left: bool) -> int:
    """An investment's name and price (or that none is left); returns the x after them."""
    x += pen.text(x, y + 1, name, SMALL, "bold") + 8
    if not left:
        return x + pen.text(x, y + 1, "none left", SMALL, "regular", MUTED)
    return x + money(pen, x, y, cost) + 8

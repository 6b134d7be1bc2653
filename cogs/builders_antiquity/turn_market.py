"""The market of The Builders' turn image: the buildings for sale with the face-up top of the
pile, the workers for hire and this turn's investments, packed for a phone."""

from __future__ import annotations

from collections.abc import Callable

from cogs.builders_antiquity import nouns
from cogs.builders_antiquity.market import building_name
from cogs.builders_antiquity.style import (
    CARD,
    CARD_EDGE,
    GOLD,
    INK,
    MACHINE,
    MACHINE_EDGE,
    MUTED,
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
from rules.builders_antiquity.view import BuildersView

# Buildings two to a row: the longest name (Lighthouse of Alexandria, 255 px) and its VP fit
# on a card's first line, its cost and reward on the second.
BUILDING_W = (INNER - 8) // 2
CARD_H = 52
ROW_GAP = 5
# Workers three to a row: "Craftsman #6" and "wage 4" fit on a line, its chips on the next.
WORKER_W = (INNER - 2 * 4) // 3
PILE: Colour = (222, 214, 199)  # the pile's top card, darker than the background


# What changed since the previous board (``marked``, as ``BuildersAdapter.changes`` names it)
# is ringed in gold, about 2 px wide at 350 px: over the gap between the cards (RING px) and
# the card's own edge (its words begin 6 px in).
RING = 4
RING_WIDTH = RING + 3


def ring(pen: Pen, box: tuple[int, int, int, int]) -> None:
    """A highlight around ``box``: the last move's mark."""
    x0, y0, x1, y1 = box
    pen.rect((x0 - RING, y0 - RING, x1 + RING, y1 + RING), outline=GOLD, width=RING_WIDTH)


def market(pen: Pen, y: int, view: BuildersView, marked: frozenset[str] = frozenset()) -> int:
    """The buildings, the workers and the investments from ``y``; returns the y below."""
    y = _buildings(pen, y, view, marked)
    y = _workers(pen, y + ROW_GAP, view, marked)
    return _investments(pen, y + ROW_GAP, view)


def _buildings(pen: Pen, y: int, view: BuildersView, marked: frozenset[str]) -> int:
    """The buildings for sale and the face-up top of the pile, greyed, two to a row."""
    top = view.building_deck_top
    if not view.building_row and top is None:
        gone = fit(pen.say("builders-img-turn-no-buildings"), SMALL, "bold", INNER)
        pen.text(MARGIN, y, gone, SMALL, "bold")
        return y + LINE
    w = pen.text(MARGIN, y, pen.say("builders-img-buildings-for-sale"), SMALL, "bold")
    if top is not None:
        note = pen.say("builders-img-turn-pile-top", count=view.building_deck_size)
    else:
        note = pen.say("builders-img-pile-empty")
    pen.text(MARGIN + w + 8, y, fit(note, SMALL, "regular", INNER - w - 8), SMALL, "regular", MUTED)
    y += LINE - 2
    cards = [*view.building_row, *([] if top is None else [top])]
    for i, card in enumerate(cards):
        x = MARGIN + (i % 2) * (WIDTH - 2 * MARGIN - BUILDING_W)
        pile_top = top is not None and i == len(cards) - 1
        top_y = y + (i // 2) * (CARD_H + ROW_GAP)
        _building(pen, x, top_y, card, pile_top)
        if f"building:{card}" in marked:
            ring(pen, (x, top_y, x + BUILDING_W, top_y + CARD_H))
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
    line = y + CARD_H - CHIP_H - 3
    # The name is what the Start button says: it fits whole beside its VP in English (see
    # BUILDING_W); a longer one takes the line and the VP goes below it, at the right.
    name = building_name(card_id, pen.locale)
    vp_w = vp(pen.measure, 0, 0, card.vp)
    if text_width(name, SMALL, "bold") <= right - vp_w - 6 - x - 6:
        right -= vp(pen, right, y + 3, card.vp, "right") + 6
    else:
        vp(pen, right, line, card.vp, "right")
    pen.text(x + 6, y + 3, fit(name, SMALL, "bold", right - x - 6), SMALL, "bold", ink)
    cx = x + 6 + amounts(pen, x + 6, line, card.cost) + 5
    cx += pen.text(cx, line + 1, "→", SMALL, "bold", MUTED) + 5
    if card.produces is not None:
        makes = pen.say("builders-img-makes")
        cx += pen.text(cx, line + 1, makes, SMALL, "regular", MUTED) + 5
        amounts(pen, cx, line, card.produces)
    else:
        money(pen, cx, line, card.coins)


def _workers(pen: Pen, y: int, view: BuildersView, marked: frozenset[str]) -> int:
    """The title, then the workers for hire: name (with its number for twins) and wage,
    then what each makes; three to a row."""
    if not view.worker_row:
        gone = fit(pen.say("builders-img-turn-no-workers"), SMALL, "bold", INNER)
        pen.text(MARGIN, y, gone, SMALL, "bold")
        return y + LINE
    if view.worker_deck_size:
        deck = pen.say("builders-img-more-in-deck", count=view.worker_deck_size)
    else:
        deck = pen.say("builders-img-deck-empty")
    cells: list[str | None] = [None, *view.worker_row]
    for i, card in enumerate(cells):
        x = MARGIN + (i % 3) * (WORKER_W + 4)
        top = y + (i // 3) * (CARD_H + ROW_GAP)
        if card is None:
            title = pen.say("builders-img-workers-for-hire")
            pen.text(x + 2, top + 3, fit(title, SMALL, "bold", WORKER_W - 2), SMALL, "bold")
            deck = fit(deck, SMALL, "regular", WORKER_W - 2)
            pen.text(x + 2, top + CARD_H - CHIP_H - 2, deck, SMALL, "regular", MUTED)
            continue
        worker = data.WORKER_BY_ID[card]
        pen.rect((x, top, x + WORKER_W, top + CARD_H), fill=CARD, outline=CARD_EDGE, radius=6)
        if f"worker:{card}" in marked:
            ring(pen, (x, top, x + WORKER_W, top + CARD_H))
        wage = pen.say("builders-img-wage", wage=worker.wage)
        name = nouns.hired(card, pen.locale)
        line = top + CARD_H - CHIP_H - 3
        made_w = amounts(pen, x + 6, line, worker.produces)
        # The wage beside the name, or beside what it makes when the name needs the room.
        wage_w = text_width(wage, SMALL)
        room = WORKER_W - 18 - wage_w
        if text_width(name, SMALL, "bold") > room and 6 + made_w + 12 + wage_w + 6 <= WORKER_W:
            pen.text(x + WORKER_W - 6, line + 1, wage, SMALL, "regular", MUTED, "right")
            room += wage_w
        else:
            pen.text(x + WORKER_W - 6, top + 3, wage, SMALL, "regular", MUTED, "right")
        pen.text(x + 6, top + 3, fit(name, SMALL, "bold", room), SMALL, "bold")
    rows = (len(cells) + 2) // 3
    return y + rows * CARD_H + (rows - 1) * ROW_GAP


Item = Callable[[Pen, int, int], int]


def _investments(pen: Pen, y: int, view: BuildersView) -> int:
    """This turn's investment: each kind with its price and what is on offer, side by side
    while they fit a line; one line once it is made (one per turn)."""
    if view.invested:
        made = fit(pen.say("builders-img-turn-invested"), SMALL, "bold", INNER)
        pen.text(MARGIN, y + 1, made, SMALL, "bold", MUTED)
        return y + LINE
    x = MARGIN
    for pieces in _offer_items(view):
        # A kind of investment stays on one line when it fits one, else its pieces flow on.
        whole = sum(piece(pen.measure, 0, 0) + gap for piece, gap in pieces) - pieces[-1][1]
        if x > MARGIN and x + whole > WIDTH - MARGIN:
            x, y = MARGIN, y + LINE
        for i, (piece, gap) in enumerate(pieces):
            width = piece(pen.measure, 0, 0)
            if x > MARGIN and x + width > WIDTH - MARGIN:
                x, y = MARGIN, y + LINE
            x += piece(pen, x, y) + (gap if i < len(pieces) - 1 else 22)
    return y + LINE


def _offer_items(view: BuildersView) -> list[list[tuple[Item, int]]]:
    """Each kind of investment in pieces, each with the space after it."""
    offer = view.offer
    slaves = [data.SLAVE_BY_ID[s].produces for s in offer.slaves]
    tools = [data.TOOL_BY_ID[t] for t in offer.tools]
    schools = [data.UNIVERSITY_BY_ID[u].resource for u in offer.universities]

    def slave(pen: Pen, x: int, y: int) -> int:
        cx = _offer_head(pen, x, y, "builders-img-slave-title", data.SLAVE_COST, bool(slaves))
        for made in slaves:
            cx += amounts(pen, cx, y, made) + 10
        # The terms only while they fit the line: the rules and the crew's "no wage" say them.
        note = pen.say("builders-img-slave-terms")
        if slaves and cx - x + text_width(note, SMALL) <= INNER:
            cx += pen.text(cx, y + 1, note, SMALL, "regular", MUTED) + 10
        return cx - x - 10

    def tool(pen: Pen, x: int, y: int) -> int:
        end = _offer_head(pen, x, y, "builders-img-tool-title", data.TOOL_COST, bool(tools))
        return end - x - (8 if tools else 0)

    def tool_chip(t: data.ToolCard) -> Item:
        def draw(pen: Pen, x: int, y: int) -> int:
            name = f"{nouns.tool(t.id, pen.locale)} +{nouns.letter(t.resource, pen.locale)}"
            return chip(pen, x, y, t.resource, name)

        return draw

    def university(pen: Pen, x: int, y: int) -> int:
        cost = data.UNIVERSITY_COST
        cx = _offer_head(pen, x, y, "builders-img-university-title", cost, bool(schools))
        for r in schools:
            cx += chip(pen, cx, y, r, f"{nouns.letter(r, pen.locale)}{data.UNIVERSITY_VALUE}") + 3
        return cx - x - (3 if schools else 0)

    def loan(pen: Pen, x: int, y: int) -> int:
        w = pen.text(x, y + 1, pen.say("builders-img-loan-title"), SMALL, "bold") + 8
        if not offer.loans:
            none = pen.say("builders-img-none-left")
            return w + pen.text(x + w, y + 1, none, SMALL, "regular", MUTED)
        terms = pen.say(
            "builders-img-turn-loan-terms",
            gain=data.LOAN_GAIN,
            repay=data.LOAN_REPAY,
            vp=data.LOAN_PENALTY_VP,
            count=offer.loans,
        )
        return w + pen.text(x + w, y + 1, terms, SMALL)

    tool_pieces = [(tool, 8), *((tool_chip(t), 5) for t in tools)]
    return [[(slave, 0)], tool_pieces, [(university, 0)], [(loan, 0)]]


def _offer_head(pen: Pen, x: int, y: int, name: str, cost: int, left: bool) -> int:
    """An investment's name (a catalogue key) and price (or that none is left); returns the x
    after them."""
    x += pen.text(x, y + 1, pen.say(name), SMALL, "bold") + 8
    if not left:
        return x + pen.text(x, y + 1, pen.say("builders-img-none-left"), SMALL, "regular", MUTED)
    return x + money(pen, x, y, cost) + 8

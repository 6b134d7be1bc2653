"""The Builders' board for the table's web page (issue 37): an ``<svg>`` of the reader's view
whose cards, crew and buildings play the offered choices (``cogs.svg``).

It shows what the turn image shows (``turn.py``: whose turn and what is left of it, the market
and the investments, the mover's buildings under way and crew, every other player on a line,
the final scores), with the same words and colours, laid out in one column for a phone: the
viewBox is ``WIDTH`` units wide and its smallest text ``SMALL``, 14.4 px at 360 px wide. A
seat's own view adds that player's buildings and crew in full when another player is to move
(the game hides no card from anyone: only the decks' order, which no view holds).

Every choice that is a thing on the board is played from that thing: a building or worker of
the market, an investment on offer, a crew member (sent, freed or educated: one box carries
them all), a building under way (where a member goes), a tool the mover owns (which one goes
along). What is no thing (taking sestertii, ending the turn, going without a tool) is left to
the page's buttons.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from bot.adapter import Offer
from cogs.builders_antiquity import nouns
from cogs.builders_antiquity.board import step_text, winners_text
from cogs.builders_antiquity.market import building_name
from cogs.builders_antiquity.style import (
    ALERT,
    BG,
    CARD,
    CARD_EDGE,
    FAINT,
    GOLD,
    GOLD_LIGHT,
    HEADER,
    HEADER_TEXT,
    INK,
    MACHINE,
    MACHINE_EDGE,
    MUTED,
    PANEL,
    RESOURCE_FILL,
    RESOURCE_INK,
    SLAVE,
    VP_FILL,
    WHITE,
    Colour,
    Pen,
    fit,
    text_width,
    wrap,
)
from cogs.builders_antiquity.turn_market import PILE
from cogs.builders_antiquity.turn_players import player_facts, ranked_finals, score_parts
from cogs.svg import colour, document, element, flow, inked, placed, thing
from rules.builders_antiquity import data
from rules.builders_antiquity.actions import Verb
from rules.builders_antiquity.data import Resources
from rules.builders_antiquity.view import BuildersView, MemberView, PlayerView, SiteView

WIDTH = 400
MARGIN = 8
INNER = WIDTH - 2 * MARGIN
SMALL = 16  # 14.4 px at 360 px wide: the least the page shows
TITLE = 20
CHIP_H = 24  # a chip holds one line of SMALL text
LINE = 28  # a row of chips or of SMALL text, with its spacing
GAP = 10  # between the parts of the board
# The smaller side of a thing a finger taps: 40.5 px at 360 px wide, as the page's buttons
# (the board's one column has the room a grid of squares lacks).
TAP = 45
# The board's coin (style.coin), which draws them as a picture.
COIN: Colour = (205, 150, 30)
COIN_RIM: Colour = (130, 90, 10)
RING = 3  # the last move's gold outline, as the turn image rings it
PAD = 6  # inside a card, from its edge to its words

# The verbs whose choices are things on the board (the others are the page's buttons).
BOARD_VERBS = frozenset(
    {
        Verb.START,
        Verb.HIRE,
        Verb.FREE,
        Verb.SEND,
        Verb.BUY_SLAVE,
        Verb.BUY_TOOL,
        Verb.LOAN,
        Verb.EDUCATE,
        Verb.SITE,
        Verb.TOOL,
        Verb.WORKER,
    }
)


def web_board(
    view: BuildersView,
    names: Mapping[str, str],
    locale: str,
    offered: Sequence[Offer] = (),
    marked: frozenset[str] = frozenset(),
) -> str:
    """The board of ``view`` (a spectator's or a seat's own) as an ``<svg>`` element, its words
    in ``locale``; the things that play one of ``offered`` clickable, those ``marked`` (the
    last move's changes, ``BuildersAdapter.changes``) outlined in gold."""
    label = {seat: names.get(seat, seat) for seat in view.seats}
    sheet = _Sheet(Pen(None, locale), offered, marked)
    who = _header(sheet, view, label)
    mover = view.to_play
    if mover is None:
        _results(sheet, view, label)
    else:
        if view.step is None:
            # While an action is half made the market can wait: the choices are the mover's.
            _market(sheet, view)
        _panel(sheet, view, mover, label, frame=True)
    viewer = view.viewer
    for player in view.players:
        if player is mover:
            continue
        if player.seat == viewer and not view.over:
            _panel(sheet, view, player, label, frame=False)
        else:
            _other(sheet, view, player, label)
    _legend(sheet)
    content = element("rect", x=0, y=0, width=WIDTH, height=sheet.y, fill=colour(BG))
    return document(WIDTH, sheet.y, content + "".join(sheet.parts), who)


@dataclass
class _Sheet:
    """The markup drawn so far, top to bottom, and where the next part begins."""

    pen: Pen  # measures nothing: it says the catalogue's words in the reader's language
    offered: Sequence[Offer]
    marked: frozenset[str]
    y: int = 0
    parts: list[str] = field(default_factory=list)

    @property
    def locale(self) -> str:
        return self.pen.locale

    def say(self, key: str, /, **args: str | int | float) -> str:
        return self.pen.say(key, **args)

    def add(self, *markup: str) -> None:
        self.parts.extend(markup)

    def choices(self, verb: Verb, arg: str | None = None) -> list[Offer]:
        """The offered choices of ``verb`` on one thing (``arg``, a card id), or of a verb
        with no argument."""
        wanted = verb.value if arg is None else f"{verb.value}:{arg}"
        return [o for o in self.offered if o.id == wanted]


# ----- drawing pieces ---------------------------------------------------------------------------


def _box(
    x: float,
    y: float,
    w: float,
    h: float,
    fill: Colour,
    edge: Colour | None = None,
    width: float = 1,
    radius: float = 6,
    marked: str | None = None,
) -> str:
    """A rounded box; ``marked``: the last move's changes it is outlined for (what a test or
    the page finds it by)."""
    return element(
        "rect",
        x=x,
        y=y,
        width=w,
        height=h,
        rx=radius,
        fill=colour(fill),
        stroke=None if edge is None else colour(edge),
        stroke_width=None if edge is None else width,
        data_marked=marked,
    )


def _words(
    x: float,
    y: float,
    words: str,
    size: int = SMALL,
    bold: bool = False,
    ink: Colour = INK,
    anchor: str | None = None,
) -> str:
    """A line of text whose top is at ``y`` (as the images place it): the baseline is below."""
    return inked(x, y + round(size * 0.93), words, size, ink, bold, anchor)


def _width(words: str, size: int = SMALL, bold: bool = False) -> int:
    return text_width(words, size, "bold" if bold else "regular")


def _pill(
    x: float, y: float, words: str, fill: Colour, ink: Colour, edge: Colour | None = None
) -> tuple[str, int]:
    """``words`` in bold on a rounded label one chip high, and its width."""
    width = _width(words, bold=True) + 10
    return _box(x, y, width, CHIP_H, fill, edge) + _words(
        x + 5, y + 3, words, bold=True, ink=ink
    ), width


def _chip(x: float, y: float, r: int, words: str) -> tuple[str, int]:
    """A resource's letter and an amount (``S3``) on its colour, and its width."""
    width = _width(words, bold=True) + 8
    markup = _box(x, y, width, CHIP_H, RESOURCE_FILL[r], radius=4)
    return markup + _words(x + 4, y + 3, words, bold=True, ink=RESOURCE_INK[r]), width


def _amounts(x: float, y: float, values: Resources, locale: str) -> tuple[str, int]:
    """A chip per resource made or needed (none for zero), and the width they take."""
    parts, cx = [], x
    for r, n in enumerate(values):
        if n:
            markup, w = _chip(cx, y, r, f"{nouns.letter(r, locale)}{n}")
            parts.append(markup)
            cx += w + 3
    return "".join(parts), int(cx - x - 3) if parts else 0


def _money(sheet: _Sheet, x: float, y: float, n: int) -> tuple[str, int]:
    return _pill(x, y, sheet.say("builders-img-ses", amount=n), GOLD_LIGHT, INK, GOLD)


def _vp(sheet: _Sheet, x: float, y: float, n: int) -> tuple[str, int]:
    return _pill(x, y, sheet.say("builders-img-vp", vp=n), VP_FILL, WHITE)


def _lines(
    sheet: _Sheet,
    x: float,
    words: str,
    width: float,
    size: int = SMALL,
    bold: bool = False,
    ink: Colour = INK,
) -> None:
    """``words`` wrapped to ``width`` from the sheet's y, which moves below them."""
    for line in wrap(words, size, "bold" if bold else "regular", int(width)):
        sheet.add(
            _words(
                x,
                sheet.y,
                fit(line, size, "bold" if bold else "regular", int(width)),
                size,
                bold,
                ink,
            )
        )
        sheet.y += size + 8


def _ring(x: float, y: float, w: float, h: float, marked: str) -> str:
    """The last move's mark around a card (``marked`` names the change)."""
    return element(
        "rect",
        x=x - RING,
        y=y - RING,
        width=w + 2 * RING,
        height=h + 2 * RING,
        rx=8,
        fill="none",
        stroke=colour(GOLD),
        stroke_width=RING,
        data_marked=marked,
    )


def _flow(sheet: _Sheet, x0: float, right: float, pieces: list[tuple[str, int, int]]) -> None:
    """Pieces (markup drawn at 0, 0; width; height) placed left to right, top-aligned,
    wrapping at ``right``, from the sheet's y, which moves below them."""
    markup, bottom = flow(
        [placed(*piece) for piece in pieces], x0, right, sheet.y, line_gap=6, align=0
    )
    sheet.add(markup)
    sheet.y = int(bottom)  # whole heights from a whole y: a whole bottom


# ----- the header and the final scores ----------------------------------------------------------


def _header(sheet: _Sheet, view: BuildersView, label: dict[str, str]) -> str:
    """Whose turn it is and what is left of it, the mover's purse, the half-made decision;
    returns the first line, the board's name for a screen reader."""
    start = len(sheet.parts)
    sheet.y = 8
    if view.pending is None:
        key = "builders-img-turn-over-stalled" if view.stalled else "builders-img-turn-over"
        who = sheet.say(key, round=view.round)
        _lines(sheet, MARGIN, who, INNER, TITLE, True, GOLD_LIGHT)
    else:
        who = sheet.say("builders-img-turn-who", round=view.round, player=label[view.pending])
        # The name is never cut (a Discord name has up to 32 characters): on more lines.
        _lines(sheet, MARGIN, who, INNER, TITLE, True, GOLD_LIGHT)
        player = view.player(view.pending)
        pills: list[tuple[str, int, int]] = []
        if view.end_triggered:
            pill = _pill(0, 0, sheet.say("builders-img-last-round"), ALERT, HEADER_TEXT)
            pills.append((*pill, CHIP_H))
        pills.append((*_vp(sheet, 0, 0, player.vp), CHIP_H))
        pills.append((*_money(sheet, 0, 0, player.coins), CHIP_H))
        if player.loans:
            loans = sheet.say("builders-img-loans", count=player.loans)
            pills.append((_words(0, 3, loans, ink=HEADER_TEXT), _width(loans), CHIP_H))
        _flow(sheet, MARGIN, WIDTH - MARGIN, pills)
        sheet.y += 6
        if view.actions_left:
            actions = sheet.say("builders-img-actions-left", count=view.actions_left)
        else:
            actions = sheet.say("builders-img-no-free-action", cost=data.EXTRA_ACTION_COST)
        invest = sheet.say(
            "builders-img-investment-made" if view.invested else "builders-img-investment-open"
        )
        _lines(sheet, MARGIN, f"{actions} · {invest}", INNER, ink=HEADER_TEXT)
        step = step_text(view, sheet.locale)
        if step:
            _lines(sheet, MARGIN, step[0].upper() + step[1:], INNER, bold=True, ink=GOLD)
    sheet.y += 2
    sheet.parts.insert(
        start, element("rect", x=0, y=0, width=WIDTH, height=sheet.y, fill=colour(HEADER))
    )
    sheet.y += GAP
    return who


def _results(sheet: _Sheet, view: BuildersView, label: dict[str, str]) -> None:
    """The final scores, best first, with how each adds up."""
    _lines(
        sheet,
        MARGIN,
        winners_text(sheet.pen, "builders-img-turn-winners", view, label),
        INNER,
        TITLE,
        True,
    )
    sheet.y += 4
    for rank, (seat, final) in enumerate(ranked_finals(view), 1):
        top, at = sheet.y, len(sheet.parts)
        sheet.y += 6
        _lines(sheet, MARGIN + PAD, f"{rank}. {label[seat]}", INNER - 2 * PAD, bold=True)
        _lines(sheet, MARGIN + PAD, " ".join(score_parts(sheet.pen, final)), INNER - 2 * PAD)
        fill = GOLD_LIGHT if seat in view.winners else PANEL
        sheet.parts.insert(at, _box(MARGIN, top, INNER, sheet.y - top, fill, FAINT))
        sheet.y += 6
    sheet.y += GAP


# ----- the market -------------------------------------------------------------------------------


def _market(sheet: _Sheet, view: BuildersView) -> None:
    _buildings(sheet, view)
    _workers(sheet, view)
    _investments(sheet, view)


def _buildings(sheet: _Sheet, view: BuildersView) -> None:
    """The buildings for sale, one to a row, then the face-up top of the pile, greyed."""
    top = view.building_deck_top
    if not view.building_row and top is None:
        _lines(sheet, MARGIN, sheet.say("builders-img-turn-no-buildings"), INNER, bold=True)
        sheet.y += GAP
        return
    _lines(sheet, MARGIN, sheet.say("builders-img-buildings-for-sale"), INNER, bold=True)
    if top is not None:
        note = sheet.say("builders-img-turn-pile-top", count=view.building_deck_size)
    else:
        note = sheet.say("builders-img-pile-empty")
    _lines(sheet, MARGIN, note, INNER, ink=MUTED)
    for card in view.building_row:
        _building(sheet, card, pile_top=False)
    if top is not None:
        _building(sheet, top, pile_top=True)
    sheet.y += GAP - 6


def _building(sheet: _Sheet, card_id: str, pile_top: bool) -> None:
    """A building: its name (a machine says it is one) and VP, then what it needs → what it
    gives; the choice that starts it, the last move's ring."""
    card = data.BUILDING_BY_ID[card_id]
    fill, edge = (MACHINE, MACHINE_EDGE) if card.is_machine else (CARD, CARD_EDGE)
    ink = INK
    if pile_top:  # on show, not for sale
        fill, edge, ink = PILE, MUTED, MUTED
    x, y = MARGIN, sheet.y
    vp, vp_w = _vp(sheet, 0, 0, card.vp)
    name = building_name(card_id, sheet.locale)
    if card.is_machine:
        name = f"{name} · {sheet.say('builders-img-machine')}"
    names = wrap(name, SMALL, "bold", INNER - 2 * PAD - vp_w - 6)
    inner = [
        _words(x + PAD, y + PAD + 22 * i, line, bold=True, ink=ink) for i, line in enumerate(names)
    ]
    inner.append(element("g", vp, transform=f"translate({x + INNER - PAD - vp_w} {y + PAD - 2})"))
    line = y + PAD + 22 * len(names) + 2
    chips, cx = _amounts(x + PAD, line, card.cost, sheet.locale)
    inner.append(chips)
    cx += x + PAD + 6
    inner.append(_words(cx, line + 3, "→", bold=True, ink=MUTED))
    cx += _width("→", bold=True) + 6
    if card.produces is not None:
        makes = sheet.say("builders-img-makes")
        inner.append(_words(cx, line + 3, makes, ink=MUTED))
        cx += _width(makes) + 6
        inner.append(_amounts(cx, line, card.produces, sheet.locale)[0])
    else:
        inner.append(_money(sheet, cx, line, card.coins)[0])
    height = line + CHIP_H + PAD - y
    box = _box(x, y, INNER, height, fill, edge, 2)
    choices = [] if pile_top else sheet.choices(Verb.START, card_id)
    sheet.add(thing(box + "".join(inner), choices, data_card=card_id))
    if f"building:{card_id}" in sheet.marked and not pile_top:
        sheet.add(_ring(x, y, INNER, height, f"building:{card_id}"))
    sheet.y += height + 6


WORKER_W = (INNER - 8) // 2


def _workers(sheet: _Sheet, view: BuildersView) -> None:
    """The workers for hire, two to a row: name (twins numbered) and wage, what each makes."""
    if not view.worker_row:
        _lines(sheet, MARGIN, sheet.say("builders-img-turn-no-workers"), INNER, bold=True)
        sheet.y += GAP
        return
    title = sheet.say("builders-img-workers-for-hire")
    if view.worker_deck_size:
        deck = sheet.say("builders-img-more-in-deck", count=view.worker_deck_size)
    else:
        deck = sheet.say("builders-img-deck-empty")
    if _width(title, bold=True) + 10 + _width(deck) <= INNER:
        sheet.add(_words(MARGIN, sheet.y, title, bold=True))
        sheet.add(_words(MARGIN + _width(title, bold=True) + 10, sheet.y, deck, ink=MUTED))
        sheet.y += SMALL + 8
    else:
        _lines(sheet, MARGIN, title, INNER, bold=True)
        _lines(sheet, MARGIN, deck, INNER, ink=MUTED)
    places = [_wage_place(sheet, card) for card in view.worker_row]
    height = PAD + 22 + CHIP_H + PAD + (22 if 2 in places else 0)
    for i, (card, place) in enumerate(zip(view.worker_row, places, strict=True)):
        x = MARGIN + (i % 2) * (WORKER_W + 8)
        y = sheet.y + (i // 2) * (height + 8)
        worker = data.WORKER_BY_ID[card]
        name = nouns.hired(card, sheet.locale)
        wage = sheet.say("builders-img-wage", wage=worker.wage)
        line = y + PAD + 22
        chips = _amounts(x + PAD, line, worker.produces, sheet.locale)[0]
        wage_at = (x + WORKER_W - PAD, (y + PAD, line + 3, line + CHIP_H + 2)[place])
        inner = [
            _box(x, y, WORKER_W, height, CARD, CARD_EDGE, 2),
            _words(x + PAD, y + PAD, fit(name, SMALL, "bold", WORKER_W - 2 * PAD), bold=True),
            chips,
            _words(*wage_at, wage, ink=MUTED, anchor="end"),
        ]
        sheet.add(thing("".join(inner), sheet.choices(Verb.HIRE, card), data_card=card))
        if f"worker:{card}" in sheet.marked:
            sheet.add(_ring(x, y, WORKER_W, height, f"worker:{card}"))
    rows = (len(view.worker_row) + 1) // 2
    sheet.y += rows * (height + 8) - 8 + GAP


def _wage_place(sheet: _Sheet, card: str) -> int:
    """Where a worker for hire says its wage: beside its name (0), beside what it makes (1),
    or on a line of its own (2), whichever has the room first."""
    worker = data.WORKER_BY_ID[card]
    wage = _width(sheet.say("builders-img-wage", wage=worker.wage)) + 8
    if PAD + _width(nouns.hired(card, sheet.locale), bold=True) + wage + PAD <= WORKER_W:
        return 0
    if PAD + _amounts(0, 0, worker.produces, sheet.locale)[1] + wage + PAD <= WORKER_W:
        return 1
    return 2


def _investments(sheet: _Sheet, view: BuildersView) -> None:
    """This turn's investment: each kind with its price and terms, then what is on offer, each
    a thing to buy."""
    if view.invested:
        _lines(sheet, MARGIN, sheet.say("builders-img-turn-invested"), INNER, bold=True, ink=MUTED)
        sheet.y += GAP
        return
    top, at = sheet.y, len(sheet.parts)
    left, right = MARGIN + PAD, WIDTH - MARGIN - PAD
    sheet.y += PAD
    _lines(sheet, left, sheet.say("builders-img-investments"), right - left, bold=True)
    _lines(sheet, left, sheet.say("builders-img-one-per-turn"), right - left, ink=MUTED)
    offer = view.offer
    locale = sheet.locale

    _offer_title(
        sheet,
        "builders-img-slave-title",
        data.SLAVE_COST,
        bool(offer.slaves),
        sheet.say("builders-img-slave-terms"),
    )
    pieces = []
    for s in offer.slaves:
        chips, w = _amounts(PAD, (TAP - CHIP_H) / 2, data.SLAVE_BY_ID[s].produces, locale)
        w += 2 * PAD
        drawn = thing(
            _box(0, 0, w, TAP, SLAVE, MUTED) + chips, sheet.choices(Verb.BUY_SLAVE, s), data_card=s
        )
        pieces.append((drawn, w, TAP))
    _flow(sheet, left, right, pieces)
    sheet.y += 8 if pieces else 0

    _offer_title(
        sheet,
        "builders-img-tool-title",
        data.TOOL_COST,
        bool(offer.tools),
        sheet.say("builders-img-tool-terms"),
    )
    pieces = [_tool(sheet, t, sheet.choices(Verb.BUY_TOOL, t)) for t in offer.tools]
    _flow(sheet, left, right, pieces)
    sheet.y += 8 if pieces else 0

    terms = sheet.say("builders-img-university-terms", value=data.UNIVERSITY_VALUE)
    _offer_title(
        sheet,
        "builders-img-university-title",
        data.UNIVERSITY_COST,
        bool(offer.universities),
        terms,
    )
    pieces = []
    for u in offer.universities:
        r = data.UNIVERSITY_BY_ID[u].resource
        made = f"{nouns.letter(r, locale)}{data.UNIVERSITY_VALUE}"
        chip_w = _width(made, bold=True) + 8
        w = max(TAP + 10, chip_w + 2 * PAD)
        chip = _chip((w - chip_w) / 2, (TAP - CHIP_H) / 2, r, made)[0]
        drawn = thing(
            _box(0, 0, w, TAP, GOLD_LIGHT, CARD_EDGE) + chip,
            sheet.choices(Verb.EDUCATE, u),
            data_card=u,
        )
        pieces.append((drawn, w, TAP))
    _flow(sheet, left, right, pieces)
    sheet.y += 8 if pieces else 0

    title = sheet.say("builders-img-loan-title")
    if offer.loans:
        terms = sheet.say(
            "builders-img-turn-loan-terms",
            gain=data.LOAN_GAIN,
            repay=data.LOAN_REPAY,
            vp=data.LOAN_PENALTY_VP,
            count=offer.loans,
        )
        lines = wrap(f"{title}: {terms}", SMALL, "regular", right - left - 2 * PAD)
        h = max(TAP, 2 * PAD + 22 * len(lines))
        inner = [_box(0, 0, right - left, h, CARD, CARD_EDGE)]
        inner += [
            _words(PAD, PAD + 22 * i + (h - 2 * PAD - 22 * len(lines)) / 2, line)
            for i, line in enumerate(lines)
        ]
        drawn = thing("".join(inner), sheet.choices(Verb.LOAN))
        sheet.add(element("g", drawn, transform=f"translate({left} {sheet.y})"))
        sheet.y += h
    else:
        none = f"{title}: {sheet.say('builders-img-none-left')}"
        _lines(sheet, left, none, right - left, ink=MUTED)
    sheet.y += PAD
    sheet.parts.insert(at, _box(MARGIN, top, INNER, sheet.y - top, PANEL, CARD_EDGE, 2, 10))
    sheet.y += GAP


def _offer_title(sheet: _Sheet, key: str, cost: int, left: bool, terms: str) -> None:
    """An investment's name, price and terms (or that none is left), on as many lines as the
    words need."""
    x, right = MARGIN + PAD, WIDTH - MARGIN - PAD
    name = sheet.say(key)
    sheet.add(_words(x, sheet.y + 3, name, bold=True))
    cx = x + _width(name, bold=True) + 8
    if not left:
        sheet.add(_words(cx, sheet.y + 3, sheet.say("builders-img-none-left"), ink=MUTED))
        sheet.y += LINE + 4
        return
    pill, w = _money(sheet, cx, sheet.y, cost)
    sheet.add(pill)
    cx += w + 8
    if cx + _width(terms) <= right:
        sheet.add(_words(cx, sheet.y + 3, terms, ink=MUTED))
        sheet.y += LINE + 4
    else:
        sheet.y += LINE
        _lines(sheet, x, terms, right - x, ink=MUTED)


def _tool(
    sheet: _Sheet, tool_id: str, choices: list[Offer], where: str = ""
) -> tuple[str, int, int]:
    """A tool: its name and the resource it adds one of (and where it is), a thing to tap."""
    t = data.TOOL_BY_ID[tool_id]
    name = f"{nouns.tool(tool_id, sheet.locale)} +{nouns.letter(t.resource, sheet.locale)}"
    chip, w = _chip(PAD, (TAP - CHIP_H) / 2, t.resource, name)
    inner = [chip]
    width = PAD + w + PAD
    if where:
        inner.append(_words(width, (TAP - SMALL) / 2 - 2, where, ink=MUTED))
        width += _width(where) + PAD
    box = _box(0, 0, width, TAP, CARD, CARD_EDGE)
    return thing(box + "".join(inner), choices, data_card=tool_id), width, TAP


# ----- the players ------------------------------------------------------------------------------


def _panel(
    sheet: _Sheet, view: BuildersView, player: PlayerView, label: dict[str, str], frame: bool
) -> None:
    """A player's buildings under way and available crew, with their tools: the mover's in a
    gold frame (the header names them), the reader's own under their name and facts."""
    top, at = sheet.y, len(sheet.parts)
    left, right = MARGIN + PAD, WIDTH - MARGIN - PAD
    sheet.y += PAD
    if not frame:
        _lines(sheet, left, label[player.seat], right - left, bold=True)
        _lines(sheet, left, " · ".join(player_facts(sheet.pen, view, player)), right - left)
    if not player.sites:
        _lines(sheet, left, sheet.say("builders-img-nothing-under-way"), right - left, ink=MUTED)
    for site in player.sites:
        _site(sheet, view, player, site, left, right)
    _crew(sheet, view, player, left, right)
    if player.tools:
        _lines(
            sheet, left, sheet.say("builders-img-tools-owned"), right - left, bold=True, ink=MUTED
        )
        pieces = []
        for t in player.tools:
            holder = next((m for m in player.crew if m.tool == t), None)
            if holder is not None and holder.site is not None:
                building = building_name(holder.site, sheet.locale)
                where = sheet.say("builders-img-tool-on", building=building)
            else:
                where = sheet.say("builders-img-tool-free")
            choices = sheet.choices(Verb.TOOL, t) if player.seat == view.pending else []
            pieces.append(_tool(sheet, t, choices, where))
        _flow(sheet, left, right, pieces)
        sheet.y += 6
    sheet.y += PAD
    if frame:
        box = _box(MARGIN - 3, top - 3, INNER + 6, sheet.y - top + 6, GOLD, radius=10)
        box += _box(MARGIN, top, INNER, sheet.y - top, PANEL, radius=8)
    else:
        box = _box(MARGIN, top, INNER, sheet.y - top, PANEL, CARD_EDGE, 2, 8)
    sheet.parts.insert(at, box)
    sheet.y += GAP + (3 if frame else 0)


def _site(
    sheet: _Sheet, view: BuildersView, player: PlayerView, site: SiteView, left: float, right: float
) -> None:
    """A building under way: name and VP, what it still needs → its reward, then its crew and
    what the next member sent there costs; where the member being sent may go."""
    card = data.BUILDING_BY_ID[site.card]
    locale = sheet.locale
    fill, edge = (MACHINE, MACHINE_EDGE) if card.is_machine else (CARD, CARD_EDGE)
    width = right - left
    x, y = left, sheet.y
    vp, vp_w = _vp(sheet, 0, 0, card.vp)
    names = wrap(building_name(site.card, locale), SMALL, "bold", int(width - 2 * PAD - vp_w - 6))
    inner = [_words(x + PAD, y + PAD + 22 * i, line, bold=True) for i, line in enumerate(names)]
    inner.append(element("g", vp, transform=f"translate({x + width - PAD - vp_w} {y + PAD - 2})"))
    line = y + PAD + 22 * len(names) + 2
    needs = sheet.say("builders-img-needs")
    inner.append(_words(x + PAD, line + 3, needs, ink=MUTED))
    cx = x + PAD + _width(needs) + 6
    chips, w = _amounts(cx, line, site.missing, locale)
    inner.append(chips)
    cx += w + 8
    inner.append(_words(cx, line + 3, "→", bold=True, ink=MUTED))
    cx += _width("→", bold=True) + 6
    if card.produces is not None:
        makes = sheet.say("builders-img-makes")
        inner.append(_words(cx, line + 3, makes, ink=MUTED))
        cx += _width(makes) + 6
        inner.append(_amounts(cx, line, card.produces, locale)[0])
    else:
        inner.append(_money(sheet, cx, line, card.coins)[0])
    y_text = line + CHIP_H + 4
    crew = [nouns.crew_member(m, locale) for m in player.on_site(site.card)]
    said = []
    if site.sent and not view.over:
        said.append(sheet.say("builders-img-next-send", count=site.sent + 1))
    if crew:
        said.append(", ".join(crew))
    for text_line in wrap(" · ".join(said), SMALL, "regular", int(width - 2 * PAD)) if said else []:
        inner.append(_words(x + PAD, y_text, text_line))
        y_text += 22
    height = max(TAP, y_text + PAD - 2 - y)
    mark = f"site:{site.card}"
    if mark in sheet.marked:
        box = _box(x, y, width, height, fill, GOLD, RING, 5, mark)
    else:
        box = _box(x, y, width, height, fill, edge, 1, 5)
    choices = sheet.choices(Verb.SITE, site.card) if player.seat == view.pending else []
    sheet.add(thing(box + "".join(inner), choices, data_card=site.card))
    sheet.y += height + 6


def _crew(sheet: _Sheet, view: BuildersView, player: PlayerView, left: float, right: float) -> None:
    """The available crew, as many to a line as fit (the one being sent or educated framed in
    gold): each carries the choices that send, free or educate it."""
    chosen = view.step.card if view.step is not None else None
    idle = player.available
    key = "builders-img-available" if idle else "builders-img-available-nobody"
    _lines(sheet, left, sheet.say(key), right - left, bold=True, ink=MUTED)
    mover = player.seat == view.pending
    pieces = []
    for member in idle:
        choices: list[Offer] = []
        if mover:
            for verb in (Verb.SEND, Verb.FREE, Verb.WORKER):
                choices += sheet.choices(verb, member.card)
        pieces.append(_member(sheet, member, member.card == chosen, choices, right - left))
    _flow(sheet, left, right, pieces)
    sheet.y += 6 if pieces else 0


def _member(
    sheet: _Sheet, member: MemberView, chosen: bool, choices: list[Offer], room: float
) -> tuple[str, int, int]:
    """An available crew member: name (and its university), what it makes, its wage; on two
    lines when one is too narrow."""
    locale = sheet.locale
    if member.kind == "machine":
        fill, edge = MACHINE, MACHINE_EDGE
    elif member.kind == "slave" and not member.freed:
        fill, edge = SLAVE, MUTED
    else:
        fill, edge = CARD, CARD_EDGE
    name = nouns.crew_member(member, locale)
    if member.university is not None:
        name = f"{name} · {sheet.say('builders-img-uni')}"
    if member.tool is not None:
        name = f"{name} +{nouns.tool(member.tool, locale)}"
    wage_key = "builders-img-wage" if member.wage else "builders-img-no-wage"
    wage = sheet.say(wage_key, wage=member.wage)
    made_w = _amounts(0, 0, member.produces, locale)[1]
    name_w, wage_w = _width(name, bold=True), _width(wage)
    one_line = PAD + name_w + 6 + made_w + 6 + wage_w + PAD
    if one_line <= room:
        width, height = one_line, TAP
        top = (TAP - CHIP_H) / 2
        inner = [
            _words(PAD, top + 3, name, bold=True),
            _amounts(PAD + name_w + 6, top, member.produces, locale)[0],
            _words(PAD + name_w + 6 + made_w + 6, top + 3, wage, ink=MUTED),
        ]
    else:
        width, height = int(room), PAD + 22 + CHIP_H + PAD
        inner = [
            _words(PAD, PAD, fit(name, SMALL, "bold", int(room) - 2 * PAD), bold=True),
            _amounts(PAD, PAD + 22, member.produces, locale)[0],
            _words(width - PAD, PAD + 25, wage, ink=MUTED, anchor="end"),
        ]
    box = _box(0, 0, width, height, fill, GOLD if chosen else edge, 3 if chosen else 1)
    return thing(box + "".join(inner), choices, data_card=member.card), width, height


def _other(sheet: _Sheet, view: BuildersView, player: PlayerView, label: dict[str, str]) -> None:
    """Another player: their name, then their facts; outlined in gold when the last move
    changed one of their buildings under way."""
    top, at = sheet.y, len(sheet.parts)
    left, right = MARGIN + PAD, WIDTH - MARGIN - PAD
    sheet.y += 4
    _lines(sheet, left, label[player.seat], right - left, bold=True)
    facts = player_facts(sheet.pen, view, player)
    line = ""
    for fact in facts:
        joined = f"{line} · {fact}" if line else fact
        if line and _width(joined) > right - left:
            sheet.add(_words(left, sheet.y, line))
            sheet.y += SMALL + 8
            line = fact
        else:
            line = joined
    sheet.add(_words(left, sheet.y, line))
    sheet.y += SMALL + 8
    marks = [f"site:{s.card}" for s in player.sites if f"site:{s.card}" in sheet.marked]
    if marks:
        box = _box(MARGIN, top, INNER, sheet.y - top, PANEL, GOLD, RING, marked=" ".join(marks))
    else:
        box = _box(MARGIN, top, INNER, sheet.y - top, PANEL, FAINT)
    sheet.parts.insert(at, box)
    sheet.y += 6


def _legend(sheet: _Sheet) -> None:
    """What the chips and tokens mean, in the board's words."""
    locale = sheet.locale
    pieces: list[tuple[str, int, int]] = []
    keys = (
        "builders-img-legend-stone",
        "builders-img-legend-wood",
        "builders-img-legend-architecture",
        "builders-img-legend-decoration",
    )
    for r, key in enumerate(keys):
        chip, w = _chip(0, 0, r, nouns.letter(r, locale))
        words = sheet.say(key)
        pieces.append((chip + _words(w + 4, 3, words, ink=MUTED), w + 4 + _width(words), CHIP_H))
    vp, vp_w = _pill(0, 0, sheet.say("builders-img-vp-mark"), VP_FILL, WHITE)
    words = sheet.say("builders-img-legend-vp")
    pieces.append((vp + _words(vp_w + 4, 3, words, ink=MUTED), vp_w + 4 + _width(words), CHIP_H))
    # A sestertius as the board draws it: a gold disc with a rim.
    half = CHIP_H / 2
    coin = element(
        "circle", cx=half, cy=half, r=half - 1, fill=colour(COIN), stroke=colour(COIN_RIM)
    )
    words = sheet.say("builders-img-legend-sestertii")
    pieces.append(
        (coin + _words(CHIP_H + 4, 3, words, ink=MUTED), CHIP_H + 4 + _width(words), CHIP_H)
    )
    sheet.y += 4
    _flow(sheet, MARGIN, WIDTH - MARGIN, pieces)
    sheet.y += MARGIN

"""The Builders' turn image: what the player to move needs, composed to be read in the chat.

Discord shows an image about 550 px wide, so the image is ``WIDTH`` (1100) px wide and every
text is at least ``SMALL`` (18) px: 9 px on the screen. It is never taller than it is wide:
when the mover has more buildings under way than fit, the last ones are summed up in a line
(the full board, one click away, lists them all). Drawn from the public view, like the board.

Every text is drawn straight onto the image (no cached card faces are pasted), so
``cogs.fonts.recording`` sees each one where it lands (tests/cogs/test_readable.py).
"""

from __future__ import annotations

from collections.abc import Mapping

from PIL import Image

from cogs.builders_antiquity.board import step_text
from cogs.builders_antiquity.market import building_name, plural
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
    MEASURE,
    MUTED,
    PANEL,
    RESOURCE_FILL,
    RESOURCE_INK,
    RESOURCE_LETTERS,
    RESOURCE_PALE,
    SLAVE,
    VP_FILL,
    Colour,
    Pen,
    fit,
    fit_shrink,
    text_width,
)
from cogs.png import Palette, encode, sample_states
from rules.builders_antiquity import ENGINE, data
from rules.builders_antiquity.actions import crew_name
from rules.builders_antiquity.cards import member_name
from rules.builders_antiquity.data import Resources
from rules.builders_antiquity.view import BuildersView, MemberView, PlayerView, SiteView

WIDTH = 1100
MARGIN = 14
INNER = WIDTH - 2 * MARGIN
# Text sizes: at 550 px on the screen they are halved, and 9 px is the least a reader can read.
SMALL = 18
TEXT = 20
TITLE = 22
LINE = 30  # one line of TEXT with its spacing
CHIP_H = 26
CARD_GAP = 10
DONE: Colour = (30, 110, 50)


def render_turn(view: BuildersView, names: Mapping[str, str] | None = None) -> bytes:
    """The turn image of the public ``view`` as PNG bytes; ``names`` maps seats to names."""
    return encode(draw_turn(view, names), PALETTE)


def draw_turn(view: BuildersView, names: Mapping[str, str] | None = None) -> Image.Image:
    """The turn image of the public ``view`` as an RGB image."""
    label = {seat: (names or {}).get(seat, seat) for seat in view.seats}
    mover = view.to_play
    shown = len(mover.sites) if mover is not None else 0
    # Fewer sites until the image is no taller than wide (a line then counts the others).
    while True:
        height = _layout(MEASURE, view, label, shown)
        if height <= WIDTH or shown == 0:
            break
        shown -= 1
    image = Image.new("RGB", (WIDTH, height), BG)
    _layout(Pen(image), view, label, shown)
    return image


PALETTE = Palette(lambda: (draw_turn(ENGINE.view_model(s, None)) for s in sample_states(ENGINE)))


def _layout(pen: Pen, view: BuildersView, label: dict[str, str], sites: int) -> int:
    """Draws (or, with MEASURE, only measures) the whole image showing ``sites`` of the mover's
    buildings under way; returns its height."""
    y = _header(pen, view, label)
    mover = view.to_play
    if mover is None:
        y = _results(pen, y + 8, view, label)
        return _others(pen, y + 8, view, label, None) + MARGIN
    if view.step is None:
        y = _buildings(pen, y + 8, view)
        y = _workers(pen, y + 4, view)
        y = _investments(pen, y + 4, view)
    # else the action under way is finished first: the market can wait, the mover's buildings
    # and crew are the choices
    y = _mover(pen, y + 6, view, mover, label, sites)
    return _others(pen, y + 6, view, label, mover.seat) + MARGIN


# ----- header -----------------------------------------------------------------------------------


def _header(pen: Pen, view: BuildersView, label: dict[str, str]) -> int:
    """Whose turn it is and what is left of it, and the half-made decision; returns the y below."""
    step = step_text(view)
    height = 44 + (34 if step else 0)
    pen.rect((0, 0, WIDTH, height), fill=HEADER)
    if view.pending is None:
        ending = "the safety stop" if view.stalled else f"round {view.round}"
        pen.text(MARGIN, 9, f"The Builders: game over after {ending}", TITLE, "bold", HEADER_TEXT)
        return height
    actions = (
        plural(view.actions_left, "free action") + " left"
        if view.actions_left
        else f"no free action (more: {data.EXTRA_ACTION_COST} each)"
    )
    invest = "investment made" if view.invested else "investment open"
    status = f"{actions} · {invest}"
    x = WIDTH - MARGIN
    if view.end_triggered:
        x -= 10 + pen.badge(x, 8, "LAST ROUND", SMALL, ALERT, align="right")
    x -= 16 + pen.text(x, 11, status, TEXT, "regular", HEADER_TEXT, "right")
    who = f"Round {view.round} · {label[view.pending]} to play"
    pen.text(MARGIN, 9, fit(who, TITLE, "bold", x - MARGIN), TITLE, "bold", GOLD_LIGHT)
    if step:
        pen.text(
            MARGIN, 44, fit(step[0].upper() + step[1:], TEXT, "bold", INNER), TEXT, "bold", GOLD
        )
    return height


def _title(pen: Pen, y: int, title: str, note: str) -> int:
    w = pen.text(MARGIN, y, title, TITLE, "bold")
    pen.text(MARGIN + w + 12, y + 3, note, SMALL, "regular", MUTED)
    return y + 32


# ----- resources --------------------------------------------------------------------------------


def _chip(pen: Pen, x: int, y: int, r: int, text: str, faded: bool = False) -> int:
    """A resource's letter and an amount (``S3``, ``S 1/3``) on its colour; returns its width."""
    width = text_width(text, SMALL, "bold") + 12
    fill, ink = (RESOURCE_PALE[r], MUTED) if faded else (RESOURCE_FILL[r], RESOURCE_INK[r])
    pen.rect((x, y, x + width, y + CHIP_H), fill=fill, radius=5)
    pen.text(x + 6, y + 3, text, SMALL, "bold", ink)
    return width


def _amounts(pen: Pen, x: int, y: int, values: Resources) -> int:
    """A chip per resource made or needed (none for zero); returns the width used."""
    cx = x
    for r, n in enumerate(values):
        if n:
            cx += _chip(pen, cx, y, r, f"{RESOURCE_LETTERS[r]}{n}") + 5
    return cx - x - 5 if cx > x else 0


def _money(pen: Pen, x: int, y: int, n: int) -> int:
    """An amount of sestertii as a gold token; returns its width."""
    text = f"{n} ses."
    width = text_width(text, SMALL, "bold") + 12
    pen.rect((x, y, x + width, y + CHIP_H), fill=GOLD_LIGHT, outline=GOLD, radius=12)
    pen.text(x + 6, y + 3, text, SMALL, "bold", INK)
    return width


def _vp(pen: Pen, x: int, y: int, vp: int, align: str = "left") -> int:
    return pen.badge(x, y, f"{vp} VP", SMALL, VP_FILL, align=align)


# ----- the market -------------------------------------------------------------------------------

BUILDING_W = (INNER - 2 * CARD_GAP) // 3
BUILDING_H = 70
WORKER_W = (INNER - 4 * CARD_GAP) // 5
WORKER_H = 96


def _buildings(pen: Pen, y: int, view: BuildersView) -> int:
    """The five buildings for sale and the face-up top of the pile, as 3 × 2 cards."""
    pile = f"last: the top of the face-up pile ({view.building_deck_size} cards)"
    if not view.building_row and view.building_deck_top is None:
        return _title(pen, y, "Buildings for sale", "none left: the pile is empty")
    y = _title(pen, y, "Buildings for sale", pile)
    cards: list[str | None] = list(view.building_row)
    cards += [None] * (data.ROW_SIZE - len(cards))
    for i, card in enumerate([*cards, view.building_deck_top]):
        x = MARGIN + (i % 3) * (BUILDING_W + CARD_GAP)
        top = y + (i // 3) * (BUILDING_H + 8)
        pile_top = i == data.ROW_SIZE
        if card is None:
            empty = "pile empty" if pile_top else "deck empty"
            box = (x, top, x + BUILDING_W, top + BUILDING_H)
            pen.rect(box, outline=FAINT, width=2, radius=8)
            pen.text(x + BUILDING_W // 2, top + 22, empty, SMALL, "regular", MUTED, "centre")
            continue
        _building(pen, x, top, card, pile_top)
    return y + 2 * (BUILDING_H + 8)


def _building(pen: Pen, x: int, y: int, card_id: str, pile_top: bool) -> None:
    """A building: its name and VP, then what it needs and what it gives."""
    card = data.BUILDING_BY_ID[card_id]
    fill, edge = (MACHINE, MACHINE_EDGE) if card.is_machine else (CARD, CARD_EDGE)
    if pile_top:  # on show, not for sale
        fill, edge = BG, MUTED
    pen.rect((x, y, x + BUILDING_W, y + BUILDING_H), fill=fill, outline=edge, width=2, radius=8)
    right = x + BUILDING_W - 8 - _vp(pen, x + BUILDING_W - 8, y + 6, card.vp, "right") - 8
    name, size = fit_shrink(building_name(card_id), (TEXT, 19, SMALL), "bold", right - x - 8)
    pen.text(x + 8, y + 6 + (TEXT - size), name, size, "bold")
    line = y + 38
    cx = x + 8 + _amounts(pen, x + 8, line, card.cost)
    cx += 6 + pen.text(cx + 6, line + 2, "→", SMALL, "bold", MUTED) + 6
    if card.produces is not None:
        cx += 6 + pen.text(cx, line + 2, "makes", SMALL, "regular", MUTED)
        _amounts(pen, cx, line, card.produces)
    else:
        _money(pen, cx, line, card.coins)


def _workers(pen: Pen, y: int, view: BuildersView) -> int:
    """The five workers for hire: name (with its number for twins), what each makes, its wage."""
    if not view.worker_row:
        return _title(pen, y, "Workers for hire", "none left: the deck is empty")
    y = _title(pen, y, "Workers for hire", f"{view.worker_deck_size} more in the deck")
    for i in range(data.ROW_SIZE):
        x = MARGIN + i * (WORKER_W + CARD_GAP)
        box = (x, y, x + WORKER_W, y + WORKER_H)
        if i >= len(view.worker_row):
            pen.rect(box, outline=FAINT, width=2, radius=8)
            pen.text(x + WORKER_W // 2, y + 34, "deck empty", SMALL, "regular", MUTED, "centre")
            continue
        card = view.worker_row[i]
        worker = data.WORKER_BY_ID[card]
        pen.rect(box, fill=CARD, outline=CARD_EDGE, width=2, radius=8)
        pen.text(x + 8, y + 6, crew_name(card, worker.kind), TEXT, "bold")
        _amounts(pen, x + 8, y + 36, worker.produces)
        pen.text(x + 8, y + 68, f"wage {worker.wage}", SMALL, "regular", MUTED)
    return y + WORKER_H + 8


def _investments(pen: Pen, y: int, view: BuildersView) -> int:
    """This turn's investment: each kind with its price and what is on offer, side by side
    while they fit a line."""
    note = "made this turn" if view.invested else "one per turn: 1 action and the price"
    y = _title(pen, y, "Investments", note)
    offer = view.offer
    slaves = [data.SLAVE_BY_ID[s].produces for s in offer.slaves]
    tools = [data.TOOL_BY_ID[t] for t in offer.tools]
    schools = [data.UNIVERSITY_BY_ID[u].resource for u in offer.universities]
    value = data.UNIVERSITY_VALUE

    def slave(pen: Pen, x: int, y: int) -> int:
        cx = _offer_head(pen, x, y, "Slave", data.SLAVE_COST, bool(slaves))
        for made in slaves:
            cx += _amounts(pen, cx, y, made) + 12
        return cx + pen.text(cx, y + 3, "no wage, −1 VP", SMALL, "regular", MUTED) - x

    def tool(pen: Pen, x: int, y: int) -> int:
        cx = _offer_head(pen, x, y, "Tool", data.TOOL_COST, bool(tools))
        for t in tools:
            cx += 8 + _chip(pen, cx, y, t.resource, f"{t.name} +{RESOURCE_LETTERS[t.resource]}")
        return cx - 8 - x if tools else cx - x

    def university(pen: Pen, x: int, y: int) -> int:
        cx = _offer_head(pen, x, y, "University", data.UNIVERSITY_COST, bool(schools))
        for r in schools:
            cx += 5 + _chip(pen, cx, y, r, f"{RESOURCE_LETTERS[r]}{value}")
        return cx - 5 - x if schools else cx - x

    def loan(pen: Pen, x: int, y: int) -> int:
        w = pen.text(x, y + 2, "Loan", TEXT, "bold")
        if not offer.loans:
            return w + 10 + pen.text(x + w + 10, y + 3, "none left", SMALL, "regular", MUTED)
        terms = (
            f"get {data.LOAN_GAIN}, repay {data.LOAN_REPAY} or −{data.LOAN_PENALTY_VP} VP "
            f"({offer.loans} left)"
        )
        return w + 10 + pen.text(x + w + 10, y + 3, terms, SMALL)

    x = MARGIN
    for item in (slave, tool, university, loan):
        width = item(MEASURE, 0, 0)
        if x > MARGIN and x + width > WIDTH - MARGIN:
            x, y = MARGIN, y + 34
        x += item(pen, x, y) + 30
    return y + 36


def _offer_head(pen: Pen, x: int, y: int, name: str, cost: int, left: bool) -> int:
    """An investment's name and price (or that none is left); returns the x after them."""
    x += 10 + pen.text(x, y + 2, name, TEXT, "bold")
    if not left:
        return x + pen.text(x, y + 3, "none left", SMALL, "regular", MUTED)
    return x + 12 + _money(pen, x, y, cost)


# ----- the player to move -----------------------------------------------------------------------

SITE_H = 32
MEMBER_H = 34


def _mover(
    pen: Pen, y: int, view: BuildersView, player: PlayerView, label: dict[str, str], sites: int
) -> int:
    """The mover's own panel: purse and VP, ``sites`` of their buildings under way (each with
    its progress, reward and crew), then their available crew; returns the y below."""
    top = y
    body = _mover_body(MEASURE, y, view, player, label, sites)
    pen.rect((MARGIN - 6, top - 4, WIDTH - MARGIN + 6, body + 4), fill=GOLD, radius=12)
    pen.rect((MARGIN - 2, top, WIDTH - MARGIN + 2, body), fill=PANEL, radius=10)
    return _mover_body(pen, y, view, player, label, sites) + 4


def _mover_body(
    pen: Pen, y: int, view: BuildersView, player: PlayerView, label: dict[str, str], sites: int
) -> int:
    x = MARGIN + 8
    right = WIDTH - MARGIN - 8
    y += 6
    # The purse on the right, the name in what is left.
    cx = right - _vp(pen, right, y + 2, player.vp, "right") - 10
    cx -= _money(MEASURE, 0, 0, player.coins)
    _money(pen, cx, y + 2, player.coins)
    extras = []
    if player.loans:
        extras.append(plural(player.loans, "loan"))
    if player.tools:
        extras.append("tools: " + ", ".join(data.TOOL_BY_ID[t].name for t in player.tools))
    if extras:
        cx -= 12 + pen.text(cx - 12, y + 5, " · ".join(extras), SMALL, "regular", INK, "right")
    name = fit(label[player.seat], TITLE, "bold", cx - x - 20)
    pen.text(x, y + 3, name, TITLE, "bold")
    y += 36

    under_way = player.sites
    heading = f"Under construction ({len(under_way)})"
    w = pen.text(x, y, heading, TEXT, "bold", MUTED)
    pen.text(x + w + 10, y + 1, "made / needed, reward, crew", SMALL, "regular", MUTED)
    y += LINE
    if not under_way:
        pen.text(x, y, "nothing yet", SMALL, "regular", MUTED)
        y += LINE
    for site in under_way[:sites]:
        y = _site(pen, x, y, right, view, player, site)
    hidden = under_way[sites:]
    if hidden:
        rest = ", ".join(building_name(s.card) for s in hidden)
        more = f"and {len(hidden)} more (the full board shows them): {rest}"
        pen.text(x, y + 3, fit(more, SMALL, "regular", right - x), SMALL, "regular", MUTED)
        y += LINE

    idle = player.available
    heading = f"Available crew ({len(idle)})"
    w = pen.text(x, y + 2, heading, TEXT, "bold", MUTED)
    if not idle:
        pen.text(x + w + 10, y + 3, "everyone is on a building", SMALL, "regular", MUTED)
        return y + LINE
    y += LINE
    cx = x
    for member in idle:
        width = _member(MEASURE, 0, 0, member)
        if cx > x and cx + width > right:
            cx, y = x, y + MEMBER_H + 6
        cx += _member(pen, cx, y, member) + 8
    return y + MEMBER_H + 6


def _site(
    pen: Pen, x: int, y: int, right: int, view: BuildersView, player: PlayerView, site: SiteView
) -> int:
    """One building under way on one line: name, made/needed per resource, reward, crew."""
    card = data.BUILDING_BY_ID[site.card]
    fill, edge = (MACHINE, MACHINE_EDGE) if card.is_machine else (CARD, CARD_EDGE)
    pen.rect((x - 4, y - 2, right + 4, y + SITE_H - 4), fill=fill, outline=edge, radius=6)
    name, size = fit_shrink(building_name(site.card), (TEXT, 19, SMALL), "bold", 262)
    pen.text(x + 2, y + 1 + (TEXT - size), name, size, "bold")
    cx = x + 270
    for r, need in enumerate(card.cost):
        if need:
            have = site.progress[r]
            text = f"{RESOURCE_LETTERS[r]} {min(have, need)}/{need}"
            cx += 5 + _chip(pen, cx, y, r, text, faded=have >= need)
    cx = max(cx, x + 270 + 4 * 70) + 6
    if card.produces is not None:
        cx += 8 + pen.text(cx, y + 2, "makes", SMALL, "regular", MUTED)
        cx += 8 + _amounts(pen, cx, y, card.produces)
    else:
        cx += 8 + pen.text(cx, y + 2, f"{card.coins} ses.", SMALL, "bold", INK)
    cx += 12 + pen.text(cx, y + 2, f"{card.vp} VP", SMALL, "bold", VP_FILL)
    crew = [_crew_label(m) for m in player.on_site(site.card)]
    words = ", ".join(crew) if crew else "no crew yet"
    if site.sent and not view.over:
        words = f"next send: {site.sent + 1} actions · {words}"
    pen.text(cx, y + 2, fit(words, SMALL, "regular", right - cx), SMALL, "regular", INK)
    return y + SITE_H + 2


def _crew_label(member: MemberView) -> str:
    return crew_name(member.card, member_name(member).removesuffix(" (machine)"))


def _member(pen: Pen, x: int, y: int, member: MemberView) -> int:
    """An available crew member: name, what it makes (with its tool) and its wage."""
    if member.kind == "machine":
        fill, edge = MACHINE, MACHINE_EDGE
    elif member.kind == "slave" and not member.freed:
        fill, edge = SLAVE, MUTED
    else:
        fill, edge = CARD, CARD_EDGE
    name = _crew_label(member)
    if member.university is not None:
        name += " (university)"
    wage = f"wage {member.wage}" if member.wage else "no wage"
    width = (
        8
        + text_width(name, SMALL, "bold")
        + 8
        + _amounts(MEASURE, 0, 0, member.produces)
        + 8
        + text_width(wage, SMALL)
        + 8
    )
    pen.rect((x, y, x + width, y + MEMBER_H - 2), fill=fill, outline=edge, radius=6)
    cx = x + 8 + pen.text(x + 8, y + 5, name, SMALL, "bold") + 8
    cx += _amounts(pen, cx, y + 3, member.produces) + 8
    pen.text(cx, y + 5, wage, SMALL, "regular", MUTED)
    return width


# ----- everyone else, and the end ---------------------------------------------------------------


def _others(pen: Pen, y: int, view: BuildersView, label: dict[str, str], mover: str | None) -> int:
    """Every other player on one line: VP, sestertii, buildings, crew size."""
    for p in view.players:
        if p.seat == mover:
            continue
        pen.rect((MARGIN, y, WIDTH - MARGIN, y + LINE), fill=PANEL, outline=FAINT, radius=6)
        start = " (start player)" if p.seat == view.start_player else ""
        name = fit(label[p.seat], TEXT, "bold", 330)
        cx = MARGIN + 8 + pen.text(MARGIN + 8, y + 3, name, TEXT, "bold")
        built = len(p.completed) + sum(1 for m in p.crew if m.kind == "machine")
        facts = [
            f"{p.vp} VP",
            f"{p.coins} sestertii",
            f"{built} built",
            f"{len(p.sites)} under way",
            f"crew {len(p.crew)}",
        ]
        if p.loans:
            facts.append(plural(p.loans, "loan"))
        text = fit(" · ".join(facts) + start, SMALL, "regular", WIDTH - MARGIN - 8 - cx - 14)
        pen.text(cx + 14, y + 5, text, SMALL, "regular", INK)
        y += LINE + 4
    return y


def _results(pen: Pen, y: int, view: BuildersView, label: dict[str, str]) -> int:
    """The final scores, best first, with how each adds up."""
    finals = {p.seat: p.final for p in view.players if p.final is not None}
    order = sorted(finals, key=lambda s: (-finals[s].score_tenths, view.seats.index(s)))
    winners = " and ".join(label[s] for s in view.winners)
    verb = "wins" if len(view.winners) == 1 else "share the victory"
    pen.text(MARGIN, y, fit(f"{winners} {verb}", TITLE, "bold", INNER), TITLE, "bold")
    y += 36
    for rank, seat in enumerate(order, 1):
        d = finals[seat]
        fill = GOLD_LIGHT if seat in view.winners else PANEL
        pen.rect((MARGIN, y, WIDTH - MARGIN, y + 34), fill=fill, outline=FAINT, radius=6)
        name = fit(f"{rank}. {label[seat]}", TEXT, "bold", 330)
        pen.text(MARGIN + 8, y + 5, name, TEXT, "bold")
        parts = [f"{d.score:g} = {d.vp} VP"]
        if d.slaves_kept:
            parts.append(f"− {d.slaves_kept} (slaves)")
        if d.loans_unpaid:
            parts.append(f"− {data.LOAN_PENALTY_VP * d.loans_unpaid} (loans)")
        parts.append(f"+ {d.coins_left / 10:g} ({d.coins_left} sestertii)")
        pen.text(MARGIN + 360, y + 6, fit(" ".join(parts), SMALL, "regular", INNER - 370), SMALL)
        y += 38
    return y

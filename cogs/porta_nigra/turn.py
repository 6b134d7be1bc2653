"""Porta Nigra's turn image: what the player to move needs, composed to be read in the chat.

Discord shows an image about 550 px wide, so the image is ``WIDTH`` (1100) px wide and every
text is at least ``SMALL`` (18) px: 9 px on the screen. It holds the four buildings as on the
board (clockwise from the top left) with their free sites, shop, master builders, each player's
bricks there and who leads each majority; then the mover's goods and the honor cards they can
afford; then everyone else on a line. The full board, one click away, has the rest.

Every text is drawn straight onto the image, so ``cogs.fonts.recording`` sees each one where it
lands (tests/cogs/test_readable.py). Players are shown by their number on their colour, as on
the full board.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import partial

from PIL import Image

from cogs.pen import MEASURE, Pen, fit, text_width
from cogs.png import Palette, encode, sample_states
from cogs.porta_nigra.board import (
    BG,
    BRICK_FILL,
    BRICK_TEXT,
    GOLD,
    INK,
    MUTED,
    PANEL,
    PHASE_TEXT,
    PLAYER_FILL,
    money_text,
)
from cogs.porta_nigra.standing import AREAS, bricks_in, leaders, walk_cost
from rules.porta_nigra import ENGINE
from rules.porta_nigra import data as d
from rules.porta_nigra.view import PlayerView, PortaNigraView

WIDTH = 1100
MARGIN = 14
# Text sizes: at 550 px on the screen they are halved, and 9 px is the least a reader can read.
SMALL = 18
TEXT = 20
TITLE = 22
LINE = 28
CHIP_H = 26
HEADER = (60, 48, 36)
HEADER_TEXT = (250, 244, 232)
GOLD_LIGHT = (246, 222, 160)
FAINT = (200, 190, 175)
PALE_SITE = (242, 236, 224)
HONOR = (252, 246, 224)
BUILT = (225, 215, 195)
MAX_HEIGHT = WIDTH  # never taller than wide
PANEL_W = (WIDTH - 2 * MARGIN - 10) // 2
# The quarters' places as on the board: clockwise from the top left.
GRID = {"BA": (0, 0), "AM": (1, 0), "PN": (1, 1), "CW": (0, 1)}
# The quarters in the order a master builder walks them (clockwise), back to the first.
WALK_ORDER = sorted(d.BUILDINGS, key=d.BUILDING_QUARTER.__getitem__)
CLOCKWISE = " → ".join([*WALK_ORDER, WALK_ORDER[0]])


def render_turn(view: PortaNigraView, names: Mapping[str, str] | None = None) -> bytes:
    """The turn image of the public ``view`` as PNG bytes; ``names`` maps seats to names."""
    return encode(draw_turn(view, names), PALETTE)


def draw_turn(view: PortaNigraView, names: Mapping[str, str] | None = None) -> Image.Image:
    """The turn image of the public ``view`` as an RGB image."""
    label = [(names or {}).get(p.seat, p.seat) for p in view.players]
    shown = len(view.honor_display)
    # Fewer honor cards until the image is no taller than wide (a line then counts the others).
    while True:
        height = _layout(MEASURE, view, label, shown)
        if height <= MAX_HEIGHT or shown == 0:
            break
        shown -= 1
    image = Image.new("RGB", (WIDTH, height), BG)
    _layout(Pen(image), view, label, shown)
    return image


PALETTE = Palette(lambda: (draw_turn(ENGINE.view_model(s, None)) for s in sample_states(ENGINE)))


def _layout(pen: Pen, view: PortaNigraView, label: list[str], honors: int) -> int:
    """Draws (or, with MEASURE, only measures) the whole image showing at most ``honors`` of
    the honor cards the mover can afford; returns its height."""
    y = _header(pen, view, label)
    y = _buildings(pen, y + 8, view)
    if view.phase == "over":
        y = _results(pen, y + 6, view, label)
        return y + MARGIN
    y = _mover(pen, y + 6, view, label, honors)
    return _others(pen, y + 6, view, label) + MARGIN


# ----- small pieces -----------------------------------------------------------------------------


def _disc(pen: Pen, x: int, y: int, player: int) -> int:
    """A player's number on their colour, as on the full board; returns its width."""
    pen.rect((x, y, x + 24, y + CHIP_H), fill=PLAYER_FILL[player], outline=INK, radius=12)
    pen.text(x + 12, y + 3, str(player + 1), SMALL, "bold", (255, 255, 255), "centre")
    return 24


def _brick_chip(pen: Pen, x: int, y: int, colour: int, text: str, pale: bool = False) -> int:
    """``text`` on a brick's colour (faded when ``pale``); returns its width."""
    width = text_width(text, SMALL, "bold") + 12
    fill = PALE_SITE if pale else BRICK_FILL[colour]
    ink = MUTED if pale else BRICK_TEXT.get(colour, INK)
    # a strong edge too, as the white brick's colour is close to the faded one
    edge, thick = (MUTED, 1) if pale else (INK, 2)
    pen.rect((x, y, x + width, y + CHIP_H), fill=fill, outline=edge, width=thick, radius=5)
    pen.text(x + 6, y + 3, text, SMALL, "bold", ink)
    return width


def _bricks(pen: Pen, x: int, y: int, bricks: tuple[int, ...]) -> int:
    """A chip per brick colour with the number held; returns the width used."""
    cx = x
    for c in d.COLOURS:
        cx += _brick_chip(pen, cx, y, c, f"{d.LETTER[c]} {bricks[c]}", pale=not bricks[c]) + 5
    return cx - x - 5


# ----- header -----------------------------------------------------------------------------------


def _header(pen: Pen, view: PortaNigraView, label: list[str]) -> int:
    """Round, whose turn and what they decide, the start player and the walking direction."""
    pen.rect((0, 0, WIDTH, 76), fill=HEADER)
    right = WIDTH - MARGIN
    rounds = f"Round {view.round} of {view.rounds}"
    x = right - pen.text(right, 10, rounds, TEXT, "bold", GOLD_LIGHT, "right") - 20
    if view.phase == "over":
        best = max(p.vp for p in view.players)
        won = " and ".join(label[i] for i, p in enumerate(view.players) if p.vp == best)
        who = f"Porta Nigra: game over, {won} {'wins' if ' and ' not in won else 'share it'}"
    else:
        who = f"{label[view.current]} to play: {PHASE_TEXT.get(view.phase, view.phase)}"
        if view.turn.card and view.phase not in ("interim", "start_player"):
            who += f" · card {view.turn.card}"
    pen.text(MARGIN, 8, fit(who, TITLE, "bold", x - MARGIN), TITLE, "bold", GOLD_LIGHT)
    start = f"Start player: {label[view.start]}"
    if view.early_end_by is not None:
        start += f" · last turns (ended by {label[view.early_end_by]})"
    walk = f"Builders walk clockwise {CLOCKWISE}: 1 sestertius a border"
    walk_w = pen.text(right, 44, walk, SMALL, "regular", HEADER_TEXT, "right")
    room = WIDTH - 2 * MARGIN - walk_w - 20
    pen.text(MARGIN, 44, fit(start, SMALL, "bold", room), SMALL, "bold", HEADER_TEXT)
    return 76


# ----- the four buildings -----------------------------------------------------------------------


def _buildings(pen: Pen, y: int, view: PortaNigraView) -> int:
    """The four quarters as on the board, two by two; each row of panels as high as its
    higher panel."""
    lead = leaders(view)
    bottom = y
    for row in (0, 1):
        tallest = max(
            _building(MEASURE, MARGIN, y, view, b, lead, 0) - y
            for b, (_, r) in GRID.items()
            if r == row
        )
        for b, (col, r) in GRID.items():
            if r == row:
                _building(pen, MARGIN + col * (PANEL_W + 10), y, view, b, lead, tallest)
        y += tallest + 8
        bottom = y
    return bottom


def _building(
    pen: Pen,
    x: int,
    y: int,
    view: PortaNigraView,
    building: str,
    lead: dict[str, list[int]],
    height: int,
) -> int:
    """One quarter: name, shop, master builders, free sites, bricks per player, majorities;
    ``height`` is the panel's (0 while measuring); returns the y below its content."""
    mover = None if view.phase == "over" else view.current
    if height:
        pen.rect((x, y, x + PANEL_W, y + height), fill=PANEL, outline=INK, width=2, radius=10)
    left, right = x + 10, x + PANEL_W - 10
    top = y + 6
    # name, then the shop on the right: its bricks and price (outlined if the mover can buy)
    shop = d.QUARTER_SHOP[d.BUILDING_QUARTER[building]]
    price = f"×{view.market[shop]}, {d.PRICE[shop]} each"
    cx = right - text_width(price, SMALL) - 6
    pen.text(right, top + 4, price, SMALL, "regular", INK, "right")
    cx -= _brick_chip(MEASURE, 0, 0, shop, f"{d.LETTER[shop]} shop")
    _brick_chip(pen, cx, top + 1, shop, f"{d.LETTER[shop]} shop")
    name = f"{d.BUILDING_NAME[building]} ({building})"
    pen.text(left, top, fit(name, TITLE, "bold", cx - left - 10), TITLE, "bold", INK)
    top += 32
    # master builders here, and the mover's walk
    cx = left + pen.text(left, top + 3, "builders here:", SMALL, "regular", MUTED) + 6
    here = [i for i, p in enumerate(view.players) if p.builder == d.BUILDING_QUARTER[building]]
    for i in here:
        cx += _disc(pen, cx, top, i) + 4
    if not here:
        cx += pen.text(cx, top + 3, "none", SMALL, "regular", MUTED)
    if mover is not None:
        cost = walk_cost(view, mover, building)
        walk = "first placement: free" if cost is None else f"walk here: {cost} ses."
        pen.text(right, top + 3, walk, SMALL, "bold", INK, "right")
    top += LINE + 2
    top = _sites(pen, left, top, right, view, building, mover)
    if building == "PN":
        values = " ".join(f"{d.LETTER[c]}{d.VALUE[c]}" for c in d.COLOURS)
        pen.text(left, top + 2, f"VP per brick: {values}", SMALL, "regular", MUTED)
        top += LINE - 4
    # each player's bricks here: a reward at every 3rd
    counts = bricks_in(view, building)
    cx = left + pen.text(left, top + 3, "bricks (reward at 3/6/9):", SMALL, "regular", MUTED) + 6
    for i, n in enumerate(counts):
        cx += _disc(pen, cx, top, i) + 3
        cx += pen.text(cx, top + 3, str(n), SMALL, "bold", INK) + 10
    top += LINE
    reward = fit(d.REWARD_TEXT[building], SMALL, "regular", right - left)
    pen.text(left, top + 2, reward, SMALL, "regular", MUTED)
    top += LINE - 4
    top = _majorities(pen, left, top, right, building, lead)
    return top + 4


def _sites(
    pen: Pen, left: int, y: int, right: int, view: PortaNigraView, building: str, mover: int | None
) -> int:
    """Every site of the building. A free one shows its id, the bricks it needs and its VP,
    on its colour if the mover could build there now (walk paid, bricks and a Roman at hand),
    faded otherwise; a built one shows its owner and its height on the owner's colour (the
    Porta Nigra ones are what a torch-topping honor card names)."""
    player = view.players[mover] if mover is not None else None
    cost = walk_cost(view, mover, building) if mover is not None else None
    cx = left
    for site in d.SITES_BY_BUILDING[building]:
        short = site.id if building == "PN" else site.id.split("-")[1]
        section = view.section(site.id)
        if section is not None:
            text = f"{short} P{section.owner + 1} {section.height}{d.LETTER[site.colour]}"
            draw = partial(_built_chip, owner=section.owner)
        else:
            if building == "PN":  # the VP per brick are said once, below
                text = f"{short} 3-8{d.LETTER[site.colour]}"
            else:
                text = f"{short} {site.need}{d.LETTER[site.colour]} {site.vp}VP"
            able = player is not None and _can_build(player, site, cost or 0)
            draw = partial(_brick_chip, colour=site.colour, pale=not able)
        width = draw(MEASURE, 0, 0, text=text)
        if cx > left and cx + width > right:
            cx, y = left, y + CHIP_H + 5
        cx += draw(pen, cx, y, text=text) + 5
    return y + CHIP_H + 6


def _built_chip(pen: Pen, x: int, y: int, text: str, owner: int) -> int:
    """A built site: ``text`` on the full board's built-site beige, its owner's colour as a bar
    at its left (a whole chip in the player's colour read as a brick colour); returns its
    width."""
    width = text_width(text, SMALL, "bold") + 18
    pen.rect((x, y, x + width, y + CHIP_H), fill=BUILT, outline=INK, radius=5)
    pen.rect((x + 1, y + 1, x + 7, y + CHIP_H - 1), fill=PLAYER_FILL[owner])
    pen.text(x + 12, y + 3, text, SMALL, "bold", INK)
    return width


def _can_build(player: PlayerView, site: d.Site, walk: int) -> bool:
    """Whether ``player`` could build on the free ``site`` now, as the engine allows it."""
    if player.romans == 0 or player.money < walk or player.builder < 0:
        return False
    have = player.bricks[site.colour] + (player.bricks[d.W] if site.colour != d.W else 0)
    return have >= (site.need or d.PN_MIN)


def _majorities(
    pen: Pen, left: int, y: int, right: int, building: str, lead: dict[str, list[int]]
) -> int:
    """Who leads each majority area of the building (its VP for 1st/2nd in brackets)."""
    head = "leads at level:" if building == "PN" else "leads:"
    cx = left + pen.text(left, y + 3, head, SMALL, "regular", MUTED) + 6
    for area in AREAS[building]:
        if building == "PN":
            name = area.split("-")[1]
        else:
            row = area.partition("-")[2]
            first, second = d.MAJORITY[(building, row)]
            name = f"{row} {first}/{second}" if row else f"{first}/{second} VP"
        width = text_width(name, SMALL, "bold") + 6 + max(24, 28 * len(lead[area])) + 12
        if cx > left + 60 and cx + width > right:
            cx, y = left + 60, y + CHIP_H + 4
        cx += pen.text(cx, y + 3, name, SMALL, "bold", INK) + 4
        if not lead[area]:
            cx += pen.text(cx, y + 3, "–", SMALL, "bold", MUTED) + 12
        for i in lead[area]:
            cx += _disc(pen, cx, y, i) + 4
        cx += 10
    return y + CHIP_H + 4


# ----- the player to move -----------------------------------------------------------------------


def _mover(pen: Pen, y: int, view: PortaNigraView, label: list[str], honors: int) -> int:
    """The mover's goods and (``honors`` of) the honor cards they can afford, framed in gold."""
    body = _mover_body(MEASURE, y, view, label, honors)
    pen.rect((MARGIN - 6, y - 4, WIDTH - MARGIN + 6, body + 4), fill=GOLD, radius=12)
    pen.rect((MARGIN - 2, y, WIDTH - MARGIN + 2, body), fill=PANEL, radius=10)
    return _mover_body(pen, y, view, label, honors) + 4


def _mover_body(pen: Pen, y: int, view: PortaNigraView, label: list[str], honors: int) -> int:
    i = view.current
    p = view.players[i]
    x, right = MARGIN + 8, WIDTH - MARGIN - 8
    y += 6
    vp = f"{p.vp} VP"
    vp_w = pen.text(right, y + 2, vp, TITLE, "bold", INK, "right")
    cx = x + _disc(pen, x, y + 1, i) + 8
    pen.text(cx, y + 1, fit(label[i], TITLE, "bold", right - vp_w - 20 - cx), TITLE, "bold", INK)
    y += 34
    goods = (
        f"{money_text(p.money)} · {_torches(p.torches)} · "
        f"{p.influence} influence · {p.romans} Romans ({p.romans_supply} in supply)"
    )
    pen.text(x, y + 3, fit(goods, TEXT, "regular", right - x), TEXT, "regular", INK)
    y += LINE + 2
    cx = x + pen.text(x, y + 3, "bricks", SMALL, "regular", MUTED) + 8
    cx += _bricks(pen, cx, y, p.bricks) + 16
    extra = f"hand {p.hand_size} · deck {p.deck_size} · sections {p.sections}"
    if view.phase == "interim":
        extra = f"brick score to split: {p.brick_score} · " + extra
    elif view.turn.card:
        extra = f"{view.turn.allowed} card action(s) left · " + extra
    pen.text(cx, y + 3, fit(extra, SMALL, "regular", right - cx), SMALL, "regular", INK)
    y += CHIP_H + 8
    return _honors(pen, x, y, right, view, p, honors)


def _honors(
    pen: Pen, x: int, y: int, right: int, view: PortaNigraView, p: PlayerView, shown: int
) -> int:
    """The displayed honor cards the mover's influence pays for (one a turn), ``shown`` of
    them, the others counted in a line."""
    affordable = [h for h in view.honor_display if d.HONOR_CARDS[h].cost <= p.influence]
    if view.turn.honor_bought:
        note = "one bought this turn"
    else:
        note = f"{len(affordable)} of {len(view.honor_display)} on display"
    w = pen.text(x, y, "Honor cards you can afford", TEXT, "bold", MUTED)
    pen.text(x + w + 10, y + 2, f"{note} (influence cost in brackets)", SMALL, "regular", MUTED)
    y += LINE + 2
    if not affordable:
        pen.text(x, y, "none with your influence", SMALL, "regular", MUTED)
        return y + LINE
    cx = x
    for h in affordable[:shown]:
        text = f"{h} {d.honor_effect(d.HONOR_CARDS[h])} ({d.HONOR_CARDS[h].cost})"
        text = fit(text, SMALL, "regular", right - x - 12)
        width = text_width(text, SMALL) + 12
        if cx > x and cx + width > right:
            cx, y = x, y + CHIP_H + 5
        pen.rect((cx, y, cx + width, y + CHIP_H), fill=HONOR, outline=MUTED, radius=5)
        pen.text(cx + 6, y + 3, text, SMALL, "regular", INK)
        cx += width + 6
    hidden = affordable[shown:]
    if hidden:
        y += CHIP_H + 5
        more = f"and {len(hidden)} more (the full board shows them): {', '.join(hidden)}"
        pen.text(x, y + 3, fit(more, SMALL, "regular", right - x), SMALL, "regular", MUTED)
    return y + CHIP_H + 8


# ----- everyone else, and the end ---------------------------------------------------------------


def _torches(n: int) -> str:
    return f"{n} torch" if n == 1 else f"{n} torches"


def _player_facts(p: PlayerView) -> str:
    bricks = " ".join(f"{d.LETTER[c]}{p.bricks[c]}" for c in d.COLOURS if p.bricks[c])
    return (
        f"{p.vp} VP · {money_text(p.money)} · {_torches(p.torches)} · {p.influence} infl. · "
        f"{p.romans} Romans · bricks {bricks or 'none'} · {len(p.building_cards)} cards"
    )


def _others(pen: Pen, y: int, view: PortaNigraView, label: list[str]) -> int:
    """Every other player on one line."""
    for i, p in enumerate(view.players):
        if i == view.current:
            continue
        pen.rect((MARGIN, y, WIDTH - MARGIN, y + LINE + 4), fill=PANEL, outline=FAINT, radius=6)
        cx = MARGIN + 8 + _disc(pen, MARGIN + 8, y + 3, i) + 8
        name = fit(label[i], TEXT, "bold", 260)
        cx += pen.text(cx, y + 4, name, TEXT, "bold", INK) + 14
        facts = fit(_player_facts(p), SMALL, "regular", WIDTH - MARGIN - 8 - cx)
        pen.text(cx, y + 6, facts, SMALL, "regular", INK)
        y += LINE + 8
    return y


def _results(pen: Pen, y: int, view: PortaNigraView, label: list[str]) -> int:
    """The final scores, best first, with how each adds up."""
    order = sorted(range(len(view.players)), key=lambda i: (-view.players[i].vp, i))
    best = view.players[order[0]].vp
    for rank, i in enumerate(order, 1):
        p = view.players[i]
        fill = GOLD_LIGHT if p.vp == best else PANEL
        pen.rect((MARGIN, y, WIDTH - MARGIN, y + 36), fill=fill, outline=FAINT, radius=6)
        cx = MARGIN + 8 + pen.text(MARGIN + 8, y + 6, f"{rank}.", TEXT, "bold", INK) + 6
        cx += _disc(pen, cx, y + 5, i) + 8
        cx += pen.text(cx, y + 6, fit(label[i], TEXT, "bold", 260), TEXT, "bold", INK) + 14
        parts = f"{p.vp} VP"
        if p.final is not None:
            f = p.final
            parts += (
                f" = {f.before} in play + {f.building_cards} cards + {f.final_cards} honor"
                f" + {f.play_area} goods + {f.majorities} majorities"
            )
        pen.text(cx, y + 8, fit(parts, SMALL, "regular", WIDTH - MARGIN - 8 - cx), SMALL)
        y += 40
    return y

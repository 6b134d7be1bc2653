"""The four buildings of Porta Nigra's turn image, one panel each, stacked in the order the master
builders walk (clockwise): name, shop, the mover's walk there, the master builders standing
there, every site (free ones with what they need, built ones with their owner), and who leads
each majority at the end of its row."""

from __future__ import annotations

from functools import partial

from cogs.pen import MEASURE, Pen, text_width
from cogs.porta_nigra.board import INK, MUTED, PANEL
from cogs.porta_nigra.standing import AREAS, leaders, walk_cost
from cogs.porta_nigra.turn_pieces import (
    CHIP_H,
    MARGIN,
    PITCH,
    SMALL,
    TITLE,
    WIDTH,
    Flow,
    Piece,
    brick_chip,
    built_chip,
    disc,
    label,
    leaders_piece,
)
from rules.porta_nigra import data as d
from rules.porta_nigra.view import PlayerView, PortaNigraView

# The buildings in the order a master builder walks their quarters (clockwise).
WALK_ORDER = sorted(d.BUILDINGS, key=d.BUILDING_QUARTER.__getitem__)
CLOCKWISE = "→".join([*WALK_ORDER, WALK_ORDER[0]])
PAD = 4
GAP = 3  # between two panels


def buildings(pen: Pen, y: int, view: PortaNigraView) -> int:
    """Every building's panel from ``y``; returns the y below the last."""
    lead = leaders(view)
    for building in WALK_ORDER:
        height = _building(MEASURE, y, view, building, lead) - y
        pen.rect((MARGIN, y, WIDTH - MARGIN, y + height), fill=PANEL, outline=INK, radius=8)
        y = _building(pen, y, view, building, lead) + GAP
    return y - GAP


def _building(
    pen: Pen, y: int, view: PortaNigraView, building: str, lead: dict[str, list[int]]
) -> int:
    """One panel's content from ``y``; returns the panel's bottom."""
    left, right = MARGIN + 8, WIDTH - MARGIN - 8
    mover = None if view.phase == "over" else view.current
    y = _heading(pen, left, right, y + PAD, view, building, mover)
    flow = Flow(pen, left, right, y)
    # between rounds nobody builds: no site is shown buildable then
    builds = mover is not None and view.phase not in ("interim", "start_player")
    player = view.players[mover] if builds and mover is not None else None
    cost = walk_cost(view, mover, building) if mover is not None else None
    row = ""
    for site in d.SITES_BY_BUILDING[building]:
        if site.row != row:  # a Basilica or Amphitheater row: its own line, its leader at the end
            if row:
                flow.add_right(leaders_piece("leads:", lead[f"{building}-{row}"]))
            flow.newline()
            row = site.row
        flow.add(_site(view, building, site, player, cost or 0))
    if row:
        flow.add_right(leaders_piece("leads:", lead[f"{building}-{row}"]))
    elif building == "PN":
        values = " ".join(f"{d.LETTER[c]}{d.VALUE[c]}" for c in d.COLOURS)
        flow.add(label(f"VP per brick: {values}"), gap=12)
        flow.add(label("leads at level:"))
        for area in AREAS["PN"]:
            flow.add(leaders_piece(area.split("-")[1], lead[area]), gap=10)
    else:
        flow.add_right(leaders_piece("leads:", lead[building]))
    return flow.bottom() + PAD


def _heading(
    pen: Pen,
    left: int,
    right: int,
    y: int,
    view: PortaNigraView,
    building: str,
    mover: int | None,
) -> int:
    """Name, shop (its bricks and price), the mover's walk there, the master builders there."""
    x = left + pen.text(left, y, f"{d.BUILDING_NAME[building]} {building}", TITLE, "bold", INK)
    shop = d.QUARTER_SHOP[d.BUILDING_QUARTER[building]]
    x += 8 + brick_chip(pen, x + 8, y, shop, f"{d.LETTER[shop]} shop")
    x += 5 + pen.text(x + 5, y + 1, f"×{view.market[shop]}, {d.PRICE[shop]} each", SMALL)
    if mover is not None:
        cost = walk_cost(view, mover, building)
        walk = "first placement: free" if cost is None else f"walk here: {cost} ses."
        x += 12 + pen.text(x + 12, y + 1, walk, SMALL, "bold", INK)
    here = [i for i, p in enumerate(view.players) if p.builder == d.BUILDING_QUARTER[building]]
    if here:
        discs = len(here) * (CHIP_H + 2) - 2
        cx = right - discs
        for head in ("builders here:", "here:", ""):
            if cx - text_width(head, SMALL) - 6 >= x + 12:
                break
        if head:
            pen.text(cx - 6, y + 1, head, SMALL, "regular", MUTED, "right")
        for i in here:
            cx += disc(pen, cx, y, i) + 2
    return y + PITCH + 1


def _site(
    view: PortaNigraView, building: str, site: d.Site, player: PlayerView | None, walk: int
) -> Piece:
    """A site's chip. A free one shows its id, the bricks it needs and its VP, on its colour if
    the mover could build there now (walk paid, bricks and a Roman at hand), faded otherwise;
    a built one shows its owner and its height (the Porta Nigra ones are what a torch-topping
    honor card names)."""
    short = site.id if building == "PN" else site.id.split("-")[1]
    colour = d.LETTER[site.colour]
    section = view.section(site.id)
    if section is not None:
        text = f"{short} P{section.owner + 1} {section.height}{colour}"
        return partial(built_chip, text=text, owner=section.owner)
    if building == "PN":  # the VP per brick are said once, after the sites
        text = f"{short} {d.PN_MIN}-{d.PN_MAX}{colour}"
    else:
        text = f"{short} {site.need}{colour} {site.vp}VP"
    able = player is not None and _can_build(player, site, walk)
    return partial(brick_chip, colour=site.colour, text=text, pale=not able)


def _can_build(player: PlayerView, site: d.Site, walk: int) -> bool:
    """Whether ``player`` could build on the free ``site`` now, as the engine allows it."""
    if player.romans == 0 or player.money < walk or player.builder < 0:
        return False
    have = player.bricks[site.colour] + (player.bricks[d.W] if site.colour != d.W else 0)
    return have >= (site.need or d.PN_MIN)

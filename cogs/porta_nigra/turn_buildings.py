"""The four buildings of Porta Nigra's turn image, one panel each, stacked in the order the master
builders walk (clockwise): name, shop, the mover's walk there, the master builders standing
there, every site (free ones with what they need, built ones with their owner), and who leads
each majority at the end of its row."""

from __future__ import annotations

from functools import lru_cache, partial

from bot.i18n.text import say
from cogs.pen import MEASURE, Pen, text_width
from cogs.porta_nigra.board import INK, MUTED, PANEL
from cogs.porta_nigra.image_words import (
    building_name,
    code,
    letter,
    site_code,
    vp,
)
from cogs.porta_nigra.standing import AREAS, leaders, walk_cost
from cogs.porta_nigra.turn_pieces import (
    CHIP_H,
    MARGIN,
    PALE_TEXT,
    PITCH,
    SMALL,
    TITLE,
    WIDTH,
    Flow,
    Piece,
    block,
    brick_chip,
    built_site_chip,
    disc,
    label,
    leaders_piece,
    ringed,
    site_chip,
)
from rules.porta_nigra import data as d
from rules.porta_nigra.view import PlayerView, PortaNigraView

# The buildings in the order a master builder walks their quarters (clockwise).
WALK_ORDER = sorted(d.BUILDINGS, key=d.BUILDING_QUARTER.__getitem__)
PAD = 4
GAP = 3  # between two panels


@lru_cache(maxsize=16)
def clockwise(locale: str) -> str:
    """The buildings' codes in the order the master builders walk: "BA→AM→PN→CW→BA"."""
    return "→".join(code(b, locale) for b in [*WALK_ORDER, WALK_ORDER[0]])


def buildings(
    pen: Pen, y: int, view: PortaNigraView, locale: str, marked: frozenset[str] = frozenset()
) -> int:
    """Every building's panel from ``y``, what the last move changed (``marked``: "site:ID",
    "builder:N") framed; returns the y below the last."""
    lead = leaders(view)
    for building in WALK_ORDER:
        height = _building(MEASURE, y, view, building, lead, locale, marked) - y
        pen.rect((MARGIN, y, WIDTH - MARGIN, y + height), fill=PANEL, outline=INK, radius=8)
        y = _building(pen, y, view, building, lead, locale, marked) + GAP
    return y - GAP


def _building(
    pen: Pen,
    y: int,
    view: PortaNigraView,
    building: str,
    lead: dict[str, list[int]],
    locale: str,
    marked: frozenset[str] = frozenset(),
) -> int:
    """One panel's content from ``y``; returns the panel's bottom."""
    left, right = MARGIN + 8, WIDTH - MARGIN - 8
    mover = None if view.phase == "over" else view.current
    y = _heading(pen, left, right, y + PAD, view, building, mover, locale, marked)
    flow = Flow(pen, left, right, y)
    # between rounds nobody builds: no site is shown buildable then
    builds = mover is not None and view.phase not in ("interim", "start_player")
    player = view.players[mover] if builds and mover is not None else None
    cost = walk_cost(view, mover, building) if mover is not None else None
    leads = say(locale, "porta-img-turn-leads")
    row = ""
    for site in d.SITES_BY_BUILDING[building]:
        if site.row != row:  # a Basilica or Amphitheater row: its own line, its leader at the end
            if row:
                _leaders(flow, leads, lead[f"{building}-{row}"])
            flow.newline()
            row = site.row
        piece = _site(view, building, site, player, cost or 0, locale)
        flow.add(ringed(piece) if f"site:{site.id}" in marked else piece)
    if row:
        _leaders(flow, leads, lead[f"{building}-{row}"])
    elif building == "PN":
        flow.add(_per_brick(say(locale, "porta-img-turn-vp-per-brick")), gap=12)
        flow.add(label(say(locale, "porta-img-turn-leads-at-level")))
        for area in AREAS["PN"]:
            flow.add(leaders_piece(area.split("-")[1], lead[area]), gap=10)
    else:
        _leaders(flow, leads, lead[building])
    return flow.bottom() + PAD


def _per_brick(head: str) -> Piece:
    """The Porta Nigra's VP per brick: a block of each colour and its VP (not "K1 B2 …", whose
    letters a reader had to look up)."""

    def draw(pen: Pen, x: int, y: int) -> int:
        cx = x + pen.text(x, y + 1, head, SMALL, "regular", PALE_TEXT) + 6
        for c in d.COLOURS:
            cx += block(pen, cx, y, c) + 3
            cx += pen.text(cx, y + 1, str(d.VALUE[c]), SMALL, "regular", PALE_TEXT) + 8
        return cx - 8 - x

    return draw


def _leaders(flow: Flow, head: str, players: list[int]) -> None:
    """Who leads a row's majority, at the row's end: without its heading rather than on a line
    of its own where a language's longer site chips leave no room for it (the other rows and
    the legend say what the discs there mean)."""
    piece = leaders_piece(head, players)
    if not flow.fits(piece) and flow.fits(short := leaders_piece("", players)):
        piece = short
    flow.add_right(piece)


def _heading(
    pen: Pen,
    left: int,
    right: int,
    y: int,
    view: PortaNigraView,
    building: str,
    mover: int | None,
    locale: str,
    marked: frozenset[str] = frozenset(),
) -> int:
    """Name, shop (its bricks and price), the mover's walk there, the master builders there."""
    name = building_name(building, locale)
    heading = say(locale, "porta-img-turn-heading", name=name, code=code(building, locale))
    x = left + pen.text(left, y, heading, TITLE, "bold", INK)
    shop = d.QUARTER_SHOP[d.BUILDING_QUARTER[building]]
    chip = say(locale, "porta-img-shop", letter=letter(shop, locale))
    x += 8 + brick_chip(pen, x + 8, y, shop, chip)
    stock = say(locale, "porta-img-turn-stock", count=view.market[shop], price=d.PRICE[shop])
    x += 5 + pen.text(x + 5, y + 1, stock, SMALL)
    here = [i for i, p in enumerate(view.players) if p.builder == d.BUILDING_QUARTER[building]]
    discs = len(here) * (CHIP_H + 2) - 2 if here else -6
    if mover is not None:
        cost = walk_cost(view, mover, building)
        if cost is None:
            walk = say(locale, "porta-img-turn-first-placement")
            short = say(locale, "porta-img-turn-free")
        else:
            walk = say(locale, "porta-img-turn-walk-here", cost=cost)
            short = say(locale, "porta-img-turn-walk-cost", cost=cost)
        # the few words that leave room for the master builders standing here
        if x + 12 + text_width(walk, SMALL, "bold") > right - discs - 6:
            walk = short
        x += 12 + pen.text(x + 12, y + 1, walk, SMALL, "bold", INK)
    if here:
        cx = right - discs
        heads = ("porta-img-turn-builders-here", "porta-img-turn-here")
        for head in (*(say(locale, key) for key in heads), ""):
            if cx - text_width(head, SMALL) - 6 >= x + 12:
                break
        if head:
            pen.text(cx - 6, y + 1, head, SMALL, "regular", MUTED, "right")
        for i in here:
            piece = partial(disc, player=i)
            cx += (ringed(piece) if f"builder:{i}" in marked else piece)(pen, cx, y) + 2
    return y + PITCH + 1


def _site(
    view: PortaNigraView,
    building: str,
    site: d.Site,
    player: PlayerView | None,
    walk: int,
    locale: str,
) -> Piece:
    """A site's chip. A free one shows its id, the bricks it needs (a number and a block of
    their colour) and its VP, on its colour if the mover could build there now (walk paid,
    bricks and a Roman at hand), faded otherwise; a built one shows its owner's disc and its
    height (the Porta Nigra ones are what a torch-topping honor card names)."""
    short = site_code(site.id, locale) if building == "PN" else site.id.split("-")[1]
    section = view.section(site.id)
    if section is not None:
        return partial(
            built_site_chip,
            head=short,
            owner=section.owner,
            height=section.height,
            colour=site.colour,
        )
    if building == "PN":  # the VP per brick are said once, after the sites
        head, tail = f"{short} {d.PN_MIN}-{d.PN_MAX}", ""
    else:
        head, tail = f"{short} {site.need}", vp(site.vp, locale, tight=True)
    able = player is not None and can_build(player, site, walk)
    return partial(site_chip, colour=site.colour, head=head, tail=tail, pale=not able)


def can_build(player: PlayerView, site: d.Site, walk: int) -> bool:
    """Whether ``player`` could build on the free ``site`` now, as the engine allows it."""
    if player.romans == 0 or player.money < walk or player.builder < 0:
        return False
    have = player.bricks[site.colour] + (player.bricks[d.W] if site.colour != d.W else 0)
    return have >= (site.need or d.PN_MIN)

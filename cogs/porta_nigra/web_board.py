"""Porta Nigra's board for the table's web page (issue 37): the reader's view as an ``<svg>``
whose things play the offered choices (``cogs.svg.thing``).

A phone first: the page shows it as wide as the screen, so the board is laid out in one column
``WIDTH`` (400) units wide, and every text is at least ``SMALL`` (16) units high: 14.4 px on a
360-px screen; every thing to tap at least ``TAP`` (36) units in its smaller side: 32 px there.
From the top: whose turn and what they decide (the turn image's header, the white shop that
stands in every quarter); the card in play, one row per icon; the reader's hand when the
decision is which card to play; the four buildings in the order the master builders walk;
everyone's goods; the honor cards; the reader's hand otherwise (their own view only); the final
scores. The words, colours and pieces are the PNG images' (the same Fluent keys).

Things that play a choice: a quarter's heading (the master builder's first placement, the
building to build in), a shop (a brick to buy), a free site (to build on) or one's own Porta
Nigra section (a torch-topping honor card's brick), an icon of the card in play, a card of the
hand, an honor card, a brick colour of the mover's supply (a City Wall reward) and a player
(the next start player). The others (coins, influence, end of turn, heights, splits) are the
page's buttons.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from functools import partial

from bot.adapter import Offer
from bot.i18n.languages import ENGLISH
from bot.i18n.text import say
from cogs.pen import text_width, wrap
from cogs.porta_nigra.board import BRICK_FILL, BRICK_TEXT, INK, MUTED, PANEL, PLAYER_FILL
from cogs.porta_nigra.board_players import card_code
from cogs.porta_nigra.hand import CARD_BG, GOLD, GREY, PURPLE, TEXT
from cogs.porta_nigra.image_words import (
    building_name,
    code,
    goods_text,
    honor_effect,
    letter,
    phase_text,
    site_code,
    vp,
)
from cogs.porta_nigra.standing import AREAS, bricks_in, leaders, walk_cost
from cogs.porta_nigra.turn import status_text
from cogs.porta_nigra.turn_buildings import WALK_ORDER, can_build, clockwise
from cogs.porta_nigra.turn_pieces import (
    BUILT,
    FAINT,
    GOLD_LIGHT,
    HEADER,
    HEADER_TEXT,
    HONOR,
    LAST_MOVE,
    PALE_SITE,
    PALE_TEXT,
)
from cogs.porta_nigra.turn_players import GOODS, PARTS
from cogs.svg import Colour, Piece, colour, document, element, flow, inked, thing
from rules.porta_nigra import actions as act
from rules.porta_nigra import data as d
from rules.porta_nigra.view import PlayerView, PortaNigraView

WIDTH = 400
MARGIN = 8
SMALL = 16
TITLE = 18
TAP = 36
LINE = 22  # a line of SMALL text
GAP = 4
INNER = 4  # a panel's padding
LEFT, RIGHT = MARGIN + INNER, WIDTH - MARGIN - INNER
SITE_GAP = 3
SITE_W = (RIGHT - LEFT - 4 * SITE_GAP) // 5  # a row of five sites
SITE_H = 44
DISC = 22
ICON = 26  # an icon's picture on a card
STRIKE = (150, 40, 40)  # a used icon's line, as the hand image crosses it
WHITE = (255, 255, 255)


# ----- pieces ----------------------------------------------------------------------------------


def offered_as(offered: Iterable[Offer], action_id: str) -> list[Offer]:
    """The offered choices that begin with the engine step ``action_id`` (itself, or it and
    the steps a game folds into it): exact, where ``choices_by`` would take "icon:1" for
    "icon:10" too."""
    return [o for o in offered if o.id.split("+")[0] == action_id]


def _rect(
    x: float,
    y: float,
    w: float,
    h: float,
    fill: Colour | None,
    edge: Colour | None = None,
    thick: float = 1,
    radius: float = 0,
) -> str:
    return element(
        "rect",
        x=x,
        y=y,
        width=w,
        height=h,
        rx=radius or None,
        fill="none" if fill is None else colour(fill),
        stroke=None if edge is None else colour(edge),
        stroke_width=thick if edge is not None else None,
    )


def _text(
    x: float,
    y: float,
    h: float,
    words: str,
    size: int = SMALL,
    bold: bool = False,
    fill: Colour = INK,
    anchor: str | None = None,
) -> str:
    """``words`` centred in the line from ``y`` ``h`` high."""
    return inked(x, round(y + h / 2 + size * 0.36, 1), words, size, fill, bold, anchor)


def _width(words: str, size: int = SMALL, bold: bool = False) -> int:
    return text_width(words, size, "bold" if bold else "regular")


def words(
    line: str, size: int = SMALL, bold: bool = False, fill: Colour = INK, h: float = LINE
) -> Piece:
    return Piece(_width(line, size, bold), h, lambda x, y: _text(x, y, h, line, size, bold, fill))


def ring(x: float, y: float, w: float, h: float, name: str) -> str:
    """The last move's mark around a thing (``ringed`` on the turn image): gold between dark
    lines."""
    return element(
        "g",
        _rect(x - 3, y - 3, w + 6, h + 6, None, INK, 5, 5),
        _rect(x - 3, y - 3, w + 6, h + 6, None, LAST_MOVE, 3, 5),
        data_marked=name,
    )


def ringed(piece: Piece, name: str, marked: frozenset[str]) -> Piece:
    if name not in marked:
        return piece
    return Piece(
        piece.w, piece.h, lambda x, y: piece.draw(x, y) + ring(x, y, piece.w, piece.h, name)
    )


def disc(player: int, size: float = DISC) -> Piece:
    """A player's number on their colour, as on the images."""

    def draw(x: float, y: float) -> str:
        r = size / 2
        return element(
            "circle", cx=x + r, cy=y + r, r=r, fill=colour(PLAYER_FILL[player]), stroke=colour(INK)
        ) + _text(x + r, y, size, str(player + 1), SMALL, True, WHITE, "middle")

    return Piece(size, size, draw)


def block(c: int, h: float = 18) -> Piece:
    """A brick of colour ``c`` as a small block (the turn image's, after a number of bricks)."""
    return Piece(10, h, lambda x, y: _rect(x, y, 10, h, BRICK_FILL[c], INK, 1.5))


def brick_chip(c: int, label: str, h: float = 26, pale: bool = False, least: float = 0) -> Piece:
    """``label`` on a brick's colour (faded when ``pale``), at least ``least`` wide."""
    w = max(_width(label) + 12, least)
    fill = PALE_SITE if pale else BRICK_FILL[c]
    ink = PALE_TEXT if pale else BRICK_TEXT.get(c, INK)
    edge, thick = (MUTED, 1) if pale else (INK, 2)

    def draw(x: float, y: float) -> str:
        return _rect(x, y, w, h, fill, edge, thick, 4) + _text(x + 6, y, h, label, fill=ink)

    return Piece(w, h, draw)


def tappable(piece: Piece, choices: Sequence[Offer], **attrs: str | int | None) -> Piece:
    """``piece`` as a button of the page playing ``choices``; without any, a group that still
    names the thing (``attrs``: its site, card, ...)."""
    return Piece(piece.w, piece.h, lambda x, y: thing(piece.draw(x, y), choices, **attrs))


def lines(
    words_: str,
    top: float,
    size: int = SMALL,
    bold: bool = False,
    fill: Colour = INK,
    left: float = LEFT,
    right: float = RIGHT,
) -> tuple[str, float]:
    """``words_`` wrapped between ``left`` and ``right`` from ``top``; returns the markup and
    the bottom."""
    out, y = [], top
    for line in wrap(words_, size, "bold" if bold else "regular", int(right - left)) or [""]:
        out.append(_text(left, y, LINE, line, size, bold, fill))
        y += LINE
    return "".join(out), y


def panel(content: str, top: float, bottom: float, fill: Colour = PANEL, edge: Colour = INK) -> str:
    return _rect(MARGIN, top, WIDTH - 2 * MARGIN, bottom - top, fill, edge, 1, 8) + content


# ----- the board -------------------------------------------------------------------------------


def web_board(
    view: PortaNigraView,
    names: Mapping[str, str] | None = None,
    locale: str = ENGLISH,
    offered: Sequence[Offer] = (),
    marked: frozenset[str] = frozenset(),
) -> str:
    """The ``<svg>`` of ``view`` (a spectator's or a seat's own) for a reader of ``locale``:
    each thing that plays one of ``offered`` clickable, what ``marked`` names (the adapter's
    ``changes``) ringed as on the turn image."""
    label = [(names or {}).get(p.seat, p.seat) for p in view.players]
    parts: list[str] = []
    heading, y = _header(view, label, locale, offered)
    parts.append(heading)
    sections: dict[str, Section] = {
        "results": partial(_results, view, label, locale),
        "in play": partial(_in_play, view, locale, offered),
        "buildings": partial(_buildings, view, locale, offered, marked),
        "players": partial(_players, view, label, locale, offered, marked),
        "honors": partial(_honors, view, locale, offered, marked),
        "hand": partial(_hand, view, label, locale, offered),
    }
    for name in _order(view):
        markup, y = sections[name](y + GAP)
        parts.append(markup)
    return document(WIDTH, int(y + MARGIN), "".join(parts), _who(view, label, locale))


Section = Callable[[float], tuple[str, float]]
# The section a decision is about, right under the header and the card in play: what a phone
# shows without scrolling.
FIRST = {
    "card": "hand",
    "honor": "honors",
    "wallbrick": "players",
    "interim": "players",
    "start_player": "players",
}


def _order(view: PortaNigraView) -> list[str]:
    """The sections from the top: the final scores once the game is over, the card in play,
    the section the decision is about (the reader's own hand only if it is their decision),
    then the others; the honor cards not once the game is over, the hand only in a seat's own
    view."""
    if view.phase == "over":
        return ["results", "buildings", "players", *(["hand"] if view.own else [])]
    order = ["in play", "buildings", "players", "honors", *(["hand"] if view.own else [])]
    first = FIRST.get(view.phase)
    mine = view.own is not None and view.pending == view.own.seat
    if first in order and (first != "hand" or mine):
        order.remove(first)
        order.insert(1, first)
    return order


def _who(view: PortaNigraView, label: Sequence[str], locale: str) -> str:
    """Whose turn and what they decide, or who won (the turn image's title)."""
    if view.phase == "over":
        won = [label[i] for i, p in enumerate(view.players) if p.seat in view.winners] or ["—"]
        both = won[0]
        for name in won[1:]:
            both = say(locale, "porta-img-and", first=both, second=name)
        return say(locale, "porta-img-turn-over", winners=both, count=len(won))
    doing = phase_text(view.phase, locale)
    return say(locale, "porta-img-turn-to-play", name=label[view.current], doing=doing)


def _header(
    view: PortaNigraView, label: Sequence[str], locale: str, offered: Sequence[Offer]
) -> tuple[str, float]:
    """The turn image's header: whose turn, the round, the card in play and the start player,
    the way the master builders walk, and the white shop, which stands in every quarter."""
    y = float(MARGIN)
    out = []
    rounds = say(locale, "porta-img-turn-round", round=view.round, rounds=view.rounds)
    markup, y = lines(_who(view, label, locale), y, TITLE, True, GOLD_LIGHT)
    out.append(markup)
    markup, y = lines(rounds, y, SMALL, True, GOLD_LIGHT)
    out.append(markup)
    markup, y = lines(status_text(view, label, locale), y, SMALL, True, HEADER_TEXT)
    out.append(markup)
    walk = say(locale, "porta-img-turn-walk-rule", way=clockwise(locale))
    markup, y = lines(walk, y, SMALL, False, HEADER_TEXT)
    out.append(markup)
    shop = _shop(view, d.W, locale, offered, HEADER_TEXT)
    markup, y = flow(shop, LEFT, RIGHT, y + GAP)
    out.append(markup)
    bottom = y + GAP + 2
    return _rect(0, 0, WIDTH, bottom, HEADER) + "".join(out), bottom


def _shop(
    view: PortaNigraView, c: int, locale: str, offered: Sequence[Offer], ink: Colour = PALE_TEXT
) -> list[Piece]:
    """A shop: its chip (a brick bought there) and its stock and price."""
    chip = brick_chip(c, say(locale, "porta-img-shop", letter=letter(c, locale)), TAP)
    stock = say(locale, "porta-img-turn-stock", count=view.market[c], price=d.PRICE[c])
    choices = offered_as(offered, act.shop(c))
    return [tappable(chip, choices, data_shop=d.LETTER[c]), words(stock, fill=ink, h=TAP)]


# ----- the card in play -----------------------------------------------------------------------


def _icon_words(icon: str, locale: str) -> str:
    """An icon in the hand image's words."""
    kind, _, what = icon.partition(":")
    if kind == "buy":
        return say(locale, "porta-img-hand-icon", icon=kind, colour=what)
    if kind == "coins":
        return say(locale, "porta-img-hand-icon", icon=kind, amount=int(what))
    return say(locale, "porta-img-hand-icon", icon=kind)


def glyph(icon: str, locale: str, s: float = ICON) -> Piece:
    """An icon's picture, as the hand image draws it: a brick (grey with "?" for any colour),
    a stack of sections, an influence token, a torch, a coin."""

    def draw(x: float, y: float) -> str:
        if icon.startswith("buy:"):
            kind = icon[4:]
            if kind == "any":
                return _rect(x, y + 2, s, s - 4, GREY, INK) + _text(
                    x + s / 2, y, s, "?", SMALL, True, INK, "middle"
                )
            c = d.LETTER.index(kind)
            return _rect(x, y + 2, s, s - 4, BRICK_FILL[c], INK)
        if icon == "build":
            h = s / 4
            stack = "".join(
                _rect(x + s / 5, y + s - (k + 1) * h, s * 3 / 5, h - 1, (190, 160, 120), INK)
                for k in range(3)
            )
            return stack + element(
                "circle", cx=x + s / 2, cy=y + s / 10, r=s / 10, fill=colour(INK)
            )
        if icon == "influence":
            mark = say(locale, "porta-img-influence-mark")
            return element(
                "circle",
                cx=x + s / 2,
                cy=y + s / 2,
                r=s / 2,
                fill=colour(PURPLE),
                stroke=colour(INK),
            ) + _text(x + s / 2, y, s, mark, SMALL, True, WHITE, "middle")
        if icon == "torch":
            return _torch(x + s / 2, y, s)
        return element(
            "circle", cx=x + s / 2, cy=y + s / 2, r=s / 2, fill=colour(GOLD), stroke=colour(INK)
        ) + _text(x + s / 2, y, s, icon[6:], SMALL, True, INK, "middle")

    return Piece(s, s, draw)


def _torch(x: float, y: float, s: float) -> str:
    """A torch: a stick with a flame, ``s`` tall, centred on ``x``."""
    stick = _rect(x - s / 10, y + s / 2, s / 5, s / 2, (110, 70, 40), None)
    flame = f"{x},{y} {x + s / 3},{y + s / 2} {x},{y + s * 3 / 5} {x - s / 3},{y + s / 2}"
    return stick + element("polygon", points=flame, fill=colour((235, 120, 30)), stroke=colour(INK))


def _card_head(card_id: str, locale: str, x: float, y: float, w: float) -> str:
    """A card's name, the 2-3 players mark, and the actions it allows (a torch and a number)."""
    card = d.ACTION_CARDS[card_id]
    out = _text(x + 10, y, 30, card_id, TITLE, True)
    if card.two_three_only:
        few = say(locale, "porta-img-hand-few-players")
        out += _text(x + 16 + _width(card_id, TITLE, True), y, 30, few, SMALL, True, (40, 120, 60))
    actions = say(locale, "porta-img-hand-torches", count=card.torches)
    out += _text(x + w - 10, y, 30, actions, SMALL, False, TEXT, "end")
    return out + _torch(x + w - 22 - _width(actions), y + 4, 22)


def action_card(
    card_id: str,
    owner: int,
    locale: str,
    w: float = RIGHT - LEFT,
    used: Sequence[int] = (),
    icon_choices: Callable[[int], list[Offer]] | None = None,
    row: float = ICON + 4,
    lit: bool = False,
) -> Piece:
    """An action card as the hand image draws it, ``w`` wide: its name, the actions it allows
    and one row per icon, its words beside its picture, a used one crossed out; with
    ``icon_choices`` each row plays the icon's choices (the card in play)."""
    card = d.ACTION_CARDS[card_id]
    h = 34 + len(card.icons) * row + 6

    def draw(x: float, y: float) -> str:
        out = [
            _rect(x, y, w, h, GOLD_LIGHT if lit else CARD_BG, PLAYER_FILL[owner], 4, 10),
            _card_head(card_id, locale, x, y, w),
        ]
        for i, icon in enumerate(card.icons):
            top = y + 34 + i * row
            content = ""
            choices = icon_choices(i) if icon_choices else []
            if choices:
                content += _rect(x + 4, top, w - 8, row - 2, GOLD_LIGHT, INK, 1, 4)
            content += glyph(icon, locale).draw(x + 12, top + (row - 2 - ICON) / 2)
            content += _text(x + 24 + ICON, top, row - 2, _icon_words(icon, locale))
            if i in used:
                mid = top + (row - 2) / 2
                content += element(
                    "line",
                    x1=x + 8,
                    y1=mid,
                    x2=x + w - 8,
                    y2=mid,
                    stroke=colour(STRIKE),
                    stroke_width=3,
                )
            out.append(thing(content, choices, data_icon=i))
        return "".join(out)

    return Piece(w, h, draw)


def _in_play(
    view: PortaNigraView, locale: str, offered: Sequence[Offer], top: float
) -> tuple[str, float]:
    """The card in play, each icon still to carry out playing it (any player sees it), on a
    panel as the other sections: its heading and the actions left are dark words, which the
    page's dark ground would hide."""
    if not view.turn.card or view.phase in ("card", "interim", "start_player", "over"):
        return "", top - GAP
    heading = say(locale, "porta-img-hand-in-play")
    left = say(locale, "porta-img-hand-actions-left", count=view.turn.allowed)
    head, y = lines(heading, top + 2, SMALL, True)
    card = action_card(
        view.turn.card,
        view.current,
        locale,
        used=view.turn.used,
        icon_choices=lambda i: offered_as(offered, act.icon(i)),
        row=TAP + 2,
    )
    body = element("g", card.draw(LEFT, y), data_card=view.turn.card, data_owner=view.current)
    tail, y = lines(left, y + card.h + 2, SMALL, False, TEXT)
    return panel(head + body + tail, top, y + INNER, PANEL, FAINT), y + INNER


# ----- the buildings ---------------------------------------------------------------------------


def _buildings(
    view: PortaNigraView, locale: str, offered: Sequence[Offer], marked: frozenset[str], top: float
) -> tuple[str, float]:
    lead = leaders(view)
    out = []
    y = top
    for building in WALK_ORDER:
        markup, bottom = _building(view, building, lead, locale, offered, marked, y)
        out.append(panel(markup, y, bottom))
        y = bottom + GAP
    return "".join(out), y - GAP


def _building(
    view: PortaNigraView,
    building: str,
    lead: dict[str, list[int]],
    locale: str,
    offered: Sequence[Offer],
    marked: frozenset[str],
    top: float,
) -> tuple[str, float]:
    """A quarter: its heading (the master builder's first placement there, or the building to
    build in), its shop and the mover's walk there, its sites row by row with who leads each
    majority."""
    quarter = d.BUILDING_QUARTER[building]
    mover = None if view.phase == "over" else view.current
    out = []
    # the heading
    name = say(
        locale,
        "porta-img-turn-heading",
        name=building_name(building, locale),
        code=code(building, locale),
    )
    here = [i for i, p in enumerate(view.players) if p.builder == quarter]
    choices = offered_as(offered, act.start(quarter)) + offered_as(offered, act.building(building))
    y = top + INNER / 2
    band = Piece(
        RIGHT - LEFT,
        TAP,
        lambda x, yy: (
            (_rect(x, yy, RIGHT - LEFT, TAP, GOLD_LIGHT, INK, 1, 6) if choices else "")
            + _text(x + 6, yy, TAP, name, TITLE, True)
        ),
    )
    out.append(tappable(band, choices, data_building=building).draw(LEFT, y))
    if here:  # the master builders standing here, at the heading's right
        discs = [ringed(disc(i), f"builder:{i}", marked) for i in here]
        x = RIGHT - 6 - len(here) * (DISC + 4)
        head = say(locale, "porta-img-turn-here")
        out.append(_text(x - 4, y, TAP, head, SMALL, False, MUTED, "end"))
        for piece in discs:
            out.append(piece.draw(x, y + (TAP - DISC) / 2))
            x += DISC + 4
    y += TAP + GAP
    # the shop and the walk there
    pieces = _shop(view, d.QUARTER_SHOP[quarter], locale, offered)
    if mover is not None:
        cost = walk_cost(view, mover, building)
        walk = (
            say(locale, "porta-img-turn-first-placement")
            if cost is None
            else say(locale, "porta-img-turn-walk-here", cost=cost)
        )
        pieces.append(words(walk, bold=True, h=TAP))
    markup, y = flow(pieces, LEFT, RIGHT, y)
    out.append(markup)
    # the sites
    builds = mover is not None and view.phase not in ("interim", "start_player")
    player = view.players[mover] if builds and mover is not None else None
    cost = (walk_cost(view, mover, building) or 0) if mover is not None else 0
    leads = say(locale, "porta-img-turn-leads")
    sites = d.SITES_BY_BUILDING[building]
    for row in dict.fromkeys(s.row for s in sites):
        in_row = [s for s in sites if s.row == row]
        chips = [_site(view, s, player, cost, locale, offered, marked) for s in in_row]
        markup, y = flow(chips, LEFT, RIGHT, y + GAP, SITE_GAP)
        out.append(markup)
        if building != "PN":
            area = f"{building}-{row}" if row else building
            markup, y = flow(
                [words(leads, fill=PALE_TEXT), *_leaders(lead[area])], LEFT, RIGHT, y + 2
            )
            out.append(markup)
    if building == "PN":
        per_brick: list[Piece] = [words(say(locale, "porta-img-turn-vp-per-brick"), fill=PALE_TEXT)]
        for c in d.COLOURS:
            per_brick += [block(c), words(str(d.VALUE[c]), fill=PALE_TEXT)]
        markup, y = flow(per_brick, LEFT, RIGHT, y + GAP, 4)
        out.append(markup)
        levels: list[Piece] = [words(say(locale, "porta-img-turn-leads-at-level"), fill=PALE_TEXT)]
        for area in AREAS["PN"]:
            levels += [words(area.split("-")[1], bold=True, fill=PALE_TEXT), *_leaders(lead[area])]
        markup, y = flow(levels, LEFT, RIGHT, y + 2, 5)
        out.append(markup)
    return "".join(out), y + INNER


def _leaders(players: list[int]) -> list[Piece]:
    """The discs of the players leading a majority, or a dash for nobody."""
    return [disc(i) for i in players] or [words("–", bold=True, fill=PALE_TEXT)]


def _site(
    view: PortaNigraView,
    site: d.Site,
    player: PlayerView | None,
    walk: int,
    locale: str,
    offered: Sequence[Offer],
    marked: frozenset[str],
) -> Piece:
    """A site as the turn image's chip, on two lines: a free one its id, the bricks it needs
    and its VP, on its colour where the mover can build there now; a built one its owner, its
    height and colour. It plays building there, or a brick on top of one's own section."""
    short = site_code(site.id, locale) if site.building == "PN" else site.id.split("-")[1]
    section = view.section(site.id)
    choices = offered_as(offered, act.site(site.id)) + offered_as(offered, act.top(site.id))
    w, h = SITE_W, SITE_H
    half = h / 2
    if section is not None:

        def draw(x: float, y: float) -> str:
            return (
                _rect(x, y, w, h, GOLD_LIGHT if choices else BUILT, INK, 2 if choices else 1, 4)
                + _rect(x + 1, y + 1, 5, h - 2, PLAYER_FILL[section.owner])
                + _text(x + 10, y + 1, half, short)
                + disc(section.owner, 20).draw(x + 10, y + half)
                + _text(x + 34, y + half - 1, half, str(section.height), bold=True)
                + block(site.colour, 16).draw(
                    x + 38 + _width(str(section.height), bold=True), y + half + 2
                )
            )

    else:
        able = player is not None and can_build(player, site, walk)
        fill = BRICK_FILL[site.colour] if able else PALE_SITE
        ink = BRICK_TEXT.get(site.colour, INK) if able else PALE_TEXT
        edge, thick = (INK, 2) if able else (MUTED, 1)
        # the bricks it needs by the block of their colour (a Porta Nigra site's 3-8 below
        # it), its VP under them: a long language's VP do not fit beside them
        if site.building == "PN":
            need, tail = "", f"{d.PN_MIN}-{d.PN_MAX}"
        else:
            need, tail = str(site.need), vp(site.vp, locale, tight=True)

        def draw(x: float, y: float) -> str:
            return (
                _rect(x, y, w, h, fill, edge, thick, 4)
                + _text(x + 5, y + 1, half, short, fill=ink)
                + (_text(x + w - 18, y + 1, half, need, fill=ink, anchor="end") if need else "")
                + block(site.colour, 16).draw(x + w - 15, y + 4)
                + _text(x + w - 5, y + half - 1, half, tail, fill=ink, anchor="end")
            )

    piece = tappable(Piece(w, h, draw), choices, data_site=site.id)
    return ringed(piece, f"site:{site.id}", marked)


# ----- the players ---------------------------------------------------------------------------


def _players(
    view: PortaNigraView,
    label: Sequence[str],
    locale: str,
    offered: Sequence[Offer],
    marked: frozenset[str],
    top: float,
) -> tuple[str, float]:
    """Every player's goods, bricks held and built in each building (the turn image's table,
    a block a player), their building cards and what is public of their cards (the board's);
    the mover's on gold. A player plays being named the next start player."""
    mover = None if view.phase == "over" else view.current
    out, y = lines(say(locale, "porta-img-turn-players"), top + 2, SMALL, True)
    for i, p in enumerate(view.players):
        markup, bottom = _player(view, i, p, label[i], locale, offered, marked, y)
        choices = offered_as(offered, act.first(p.seat))
        box_fill = GOLD_LIGHT if i == mover else PANEL
        box = _rect(
            MARGIN,
            y,
            WIDTH - 2 * MARGIN,
            bottom - y,
            box_fill,
            INK if choices else FAINT,
            2 if choices else 1,
            8,
        )
        out += thing(box + markup, choices, data_player=i)
        y = bottom + GAP
    return out, y - GAP


def _player(
    view: PortaNigraView,
    i: int,
    p: PlayerView,
    name: str,
    locale: str,
    offered: Sequence[Offer],
    marked: frozenset[str],
    top: float,
) -> tuple[str, float]:
    out = []
    y = top + INNER / 2
    out.append(ringed(disc(i), f"took:{i}", marked).draw(LEFT, y + (TAP - DISC) / 2))
    for k, line in enumerate(wrap(name, TITLE, "bold", RIGHT - LEFT - DISC - 6) or [""]):
        out.append(_text(LEFT + DISC + 6, y + k * LINE, TAP if k == 0 else LINE, line, TITLE, True))
        y += TAP if k == 0 else LINE
    goods: list[Piece] = []
    for column, figure in GOODS:
        head = say(locale, "porta-img-turn-column", column=column)
        goods += [words(head, fill=PALE_TEXT), words(str(figure(p)), bold=True)]
    markup, y = flow(goods, LEFT, RIGHT, y, 5)
    out.append(markup)
    # the bricks held: a City Wall reward's colour is the mover's own brick to tap
    reward = view.phase == "wallbrick" and i == view.current
    held: list[Piece] = [words(say(locale, "porta-img-turn-bricks-held"), fill=PALE_TEXT)]
    for c in d.COLOURS:
        chip = brick_chip(c, letter(c, locale), TAP if reward else 26, least=TAP if reward else 0)
        held += [
            tappable(
                chip, offered_as(offered, act.brick(c)) if reward else [], data_brick=d.LETTER[c]
            ),
            words(str(p.bricks[c]), bold=True, fill=INK if p.bricks[c] else PALE_TEXT),
        ]
    markup, y = flow(held, LEFT, RIGHT, y + GAP, 5)
    out.append(markup)
    built: list[Piece] = [words(say(locale, "porta-img-turn-built-in"), fill=PALE_TEXT)]
    for b in WALK_ORDER:
        built += [
            words(code(b, locale), fill=PALE_TEXT),
            words(str(bricks_in(view, b)[i]), bold=True),
        ]
    markup, y = flow(built, LEFT, RIGHT, y + GAP, 5)
    out.append(markup)
    cards = " ".join(card_code(c, locale) for c in p.building_cards)
    about = say(locale, "porta-img-board-cards", cards=cards or "-")
    if p.final_cards:
        final = " ".join(vp(d.HONOR_CARDS[h].amount, locale, tight=True) for h in p.final_cards)
        about += say(locale, "porta-img-board-final-cards", cards=final)
    markup, y = lines(about, y, SMALL, False, TEXT)
    out.append(markup)
    info = say(
        locale,
        "porta-img-board-info",
        hand=p.hand_size,
        deck=p.deck_size,
        sections=p.sections,
        played=", ".join(p.discard) or "-",
    )
    markup, y = lines(info, y, SMALL, False, TEXT)
    out.append(markup)
    return "".join(out), y + INNER / 2


# ----- the honor cards -----------------------------------------------------------------------


def _honors(
    view: PortaNigraView, locale: str, offered: Sequence[Offer], marked: frozenset[str], top: float
) -> tuple[str, float]:
    """The honor display (the full board's), the cards the mover's influence pays for on
    their colour, the others faded; each plays buying it."""
    p = view.players[view.current]
    heading = say(locale, "porta-img-board-honor-cards", deck=view.honor_deck_size)
    out, y = lines(heading, top + 2, SMALL, True)
    if view.turn.honor_bought:
        markup, y = lines(say(locale, "porta-img-turn-honor-bought"), y, SMALL, False, TEXT)
        out += markup
    chips = []
    texts = {
        h: say(
            locale,
            "porta-img-honor-cost",
            effect=honor_effect(h, locale),
            cost=d.HONOR_CARDS[h].cost,
        )
        for h in view.honor_display
    }
    for h in view.honor_display:
        affordable = d.HONOR_CARDS[h].cost <= p.influence and not view.turn.honor_bought
        chip = _honor_chip(h, texts[h], affordable)
        chips.append(
            ringed(
                tappable(chip, offered_as(offered, act.honor_card(h)), data_honor=h),
                f"honor:{h}",
                marked,
            )
        )
    markup, y = flow(chips, LEFT, RIGHT + 1, y + GAP, GAP)
    out += markup
    return panel(out, top, y + INNER, PANEL, FAINT), y + INNER


def _honor_chip(h: str, effect: str, affordable: bool) -> Piece:
    """An honor card: its id, effect and cost, as wide as they are (a long language's wrapped
    to the board's width)."""
    fill, ink, edge = (HONOR, INK, MUTED) if affordable else (PALE_SITE, PALE_TEXT, FAINT)
    w = min(_width(h, bold=True) + 18 + _width(effect), RIGHT - LEFT)

    def draw(x: float, y: float) -> str:
        return (
            _rect(x, y, w, TAP, fill, edge, 1, 4)
            + _text(x + 6, y, TAP, h, bold=True, fill=ink)
            + _text(x + 12 + _width(h, bold=True), y, TAP, effect, fill=ink)
        )

    return Piece(w, TAP, draw)


# ----- the hand --------------------------------------------------------------------------------


def _hand(
    view: PortaNigraView, label: Sequence[str], locale: str, offered: Sequence[Offer], top: float
) -> tuple[str, float]:
    """What only the reader sees (the hand image): their hand, each card playing it, and what
    is left in their deck, on their colour."""
    p = view.own
    if p is None or p.hand is None or p.deck is None:
        return "", top - GAP
    i = view.players.index(p)
    out = [disc(i).draw(LEFT, top + INNER + (LINE - DISC) / 2)]
    title = say(locale, "porta-img-hand-title", name=label[i])
    markup, y = lines(title, top + INNER, TITLE, True, left=LEFT + DISC + 6)
    out.append(markup)
    score = say(
        locale, "porta-img-hand-round", round=view.round, rounds=view.rounds, vp=vp(p.vp, locale)
    )
    for line, bold, fill in ((score, True, INK), (goods_text(p, locale), False, TEXT)):
        markup, y = lines(line, y, SMALL, bold, fill)
        out.append(markup)
    markup, y = lines(say(locale, "porta-img-hand-cards", count=len(p.hand)), y + GAP, SMALL, True)
    out.append(markup)
    if not p.hand:
        key = "porta-img-hand-over" if view.phase == "over" else "porta-img-hand-no-cards"
        markup, y = lines(say(locale, key), y, SMALL, False, TEXT)
        out.append(markup)
    for card_id in p.hand:
        choices = offered_as(offered, act.play(card_id))
        card = action_card(card_id, i, locale, lit=bool(choices))  # gold: what a tap plays
        out.append(thing(card.draw(LEFT, y), choices, data_card=card_id, data_owner=i))
        y += card.h + GAP
    markup, y = lines(say(locale, "porta-img-hand-deck", count=len(p.deck)), y + GAP, SMALL, True)
    out.append(markup)
    played = ", ".join(p.discard) or say(locale, "porta-img-hand-none")
    markup, y = lines(say(locale, "porta-img-hand-played", cards=played), y, SMALL, False, TEXT)
    out.append(markup)
    for card_id in p.deck:
        out.append(
            element(
                "g", _deck_card(card_id, i, locale).draw(LEFT, y), data_card=card_id, data_owner=i
            )
        )
        y += ICON + 10 + GAP
    if not p.deck:
        markup, y = lines(say(locale, "porta-img-hand-deck-empty"), y, SMALL, False, TEXT)
        out.append(markup)
    return panel("".join(out), top, y + INNER, PANEL, PLAYER_FILL[i]), y + INNER


def _deck_card(card_id: str, owner: int, locale: str) -> Piece:
    """A card of the deck on one line, as the hand image shows it: its name, its icons'
    pictures, the actions it allows."""
    card = d.ACTION_CARDS[card_id]
    w, h = RIGHT - LEFT, ICON + 10

    def draw(x: float, y: float) -> str:
        out = _rect(x, y, w, h, CARD_BG, PLAYER_FILL[owner], 3, 8) + _text(
            x + 8, y, h, card_id, bold=True
        )
        gx = x + 16 + _width("A8", bold=True)
        for k, icon in enumerate(card.icons):
            out += glyph(icon, locale).draw(gx + k * (ICON + 6), y + 5)
        actions = say(locale, "porta-img-hand-torches", count=card.torches)
        return out + _text(x + w - 8, y, h, actions, fill=TEXT, anchor="end")

    return Piece(w, h, draw)


# ----- the end ---------------------------------------------------------------------------------


def _results(
    view: PortaNigraView, label: Sequence[str], locale: str, top: float
) -> tuple[str, float]:
    """The final scores, best first (the winners' on gold), each with how it adds up."""
    order = sorted(range(len(view.players)), key=lambda i: (-view.players[i].vp, i))
    best = view.players[order[0]].vp
    out, y = lines(say(locale, "porta-img-turn-final-score"), top + 2, SMALL, True)
    for rank, i in enumerate(order, 1):
        p = view.players[i]
        start = y
        rows: list[str] = []
        head = [
            words(f"{rank}.", TITLE, True, h=TAP),
            disc(i),
            words(label[i], TITLE, True, h=TAP),
            words(vp(p.vp, locale), TITLE, True, h=TAP),
        ]
        markup, y = flow(head, LEFT, RIGHT, y + 2)
        rows.append(markup)
        f = p.final
        if f is not None:
            parts: list[Piece] = []
            figures = (f.before, f.building_cards, f.final_cards, f.play_area, f.majorities)
            for part, figure in zip(PARTS, figures, strict=True):
                parts += [
                    words(say(locale, "porta-img-turn-part", part=part), fill=PALE_TEXT),
                    words(str(figure), bold=True),
                ]
            markup, y = flow(parts, LEFT, RIGHT, y + 2, 5)
            rows.append(markup)
        fill = GOLD_LIGHT if p.vp == best else PANEL
        out += _rect(MARGIN, start, WIDTH - 2 * MARGIN, y + 4 - start, fill, FAINT, 1, 8) + "".join(
            rows
        )
        y += 4 + GAP
    return out, y - GAP

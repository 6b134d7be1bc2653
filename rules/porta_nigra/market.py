"""The brick market and the card displays: which shops a buy icon can use, buying a brick, and
the refill phase (§9 rules 1-4 and 11)."""

from __future__ import annotations

from rules.core import Event, derived_rng
from rules.porta_nigra import data as d
from rules.porta_nigra import events as said
from rules.porta_nigra.events import Events
from rules.porta_nigra.state import Player, PortaNigraState


def shops(s: PortaNigraState, p: Player, icon: str) -> list[tuple[int, int]]:
    """(colour, move cost) of every shop this buy icon can use now (§9 rules 1-4)."""
    out = []
    for c in _shop_colours(s, icon):
        if s.market[c] == 0:
            continue
        move = 0 if c == d.W else d.move_cost(p.builder, d.SHOP_QUARTER[c])
        if p.money >= move + d.PRICE[c]:
            out.append((c, move))
    return out


def can_buy(s: PortaNigraState, p: Player, icon: str) -> bool:
    """Whether ``shops`` lists any shop, without listing them."""
    for c in _shop_colours(s, icon):
        if s.market[c] > 0:
            move = 0 if c == d.W else d.move_cost(p.builder, d.SHOP_QUARTER[c])
            if p.money >= move + d.PRICE[c]:
                return True
    return False


def _shop_colours(s: PortaNigraState, icon: str) -> tuple[int, ...]:
    kind = icon[4:]
    if kind != "any" and s.market[d.LETTER.index(kind)] > 0:
        return (d.LETTER.index(kind),)
    return d.COLOURS  # "?" icon, or a coloured icon whose shop is empty


def buy(s: PortaNigraState, p: Player, c: int, ev: Events) -> None:
    move = 0 if c == d.W else d.move_cost(p.builder, d.SHOP_QUARTER[c])
    if move:
        p.builder = d.SHOP_QUARTER[c]
        ev.append(Event(said.moved(move), p.seat))
    p.money -= move + d.PRICE[c]
    s.market = s.market.copy()  # shared with the states before (see successor_state)
    s.market[c] -= 1
    p.bricks[c] += 1
    ev.append(Event(said.bought(c), p.seat))


def refill(s: PortaNigraState, ev: Events) -> None:
    """The refill phase (§9 rule 11): bricks, then building cards, then honor cards."""
    # The table's lists are shared with the states before this one (see successor_state):
    # each is copied before it changes.
    if sum(s.market) < d.REFILL_BELOW:
        s.market, s.supply_deck = s.market.copy(), s.supply_deck.copy()
        s.supply_used = s.supply_used.copy()
        drawn = []
        while sum(s.market) < d.REFILL_TO and s.supply > 0:
            if not s.supply_deck:
                s.shuffles += 1
                s.supply_deck = s.supply_used
                s.supply_used = []
                derived_rng(s.seed, "supply", s.shuffles).shuffle(s.supply_deck)
            card = s.supply_deck.pop()
            s.supply_used.append(card)
            drawn.append(card)
            for c in d.SUPPLY_CARDS[card]:  # in value order: the stand-in for a short supply
                if s.supply > 0:
                    s.market[c] += 1
                    s.supply -= 1
        if drawn:
            ev.append(Event(said.supply_refilled(drawn), reveals=True))
    s.building_display, s.building_deck, added = _fill(
        s.building_display, s.building_deck, d.BUILDING_DISPLAY
    )
    s.honor_display, s.honor_deck, honors = _fill(s.honor_display, s.honor_deck, d.HONOR_DISPLAY)
    if added or honors:
        ev.append(Event(said.new_on_display(added + honors), reveals=True))


def _fill(display: list[str], deck: list[str], size: int) -> tuple[list[str], list[str], list[str]]:
    """(display, deck, cards drawn) once cards from the deck's top fill the display up to
    ``size``; the two lists are new ones when they change."""
    if len(display) >= size or not deck:
        return display, deck, []
    display, deck = display.copy(), deck.copy()
    drawn: list[str] = []
    while len(display) + len(drawn) < size and deck:
        drawn.append(deck.pop())
    display.extend(drawn)
    return display, deck, drawn

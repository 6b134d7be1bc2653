"""Building Porta Nigra positions for the rules tests."""

from __future__ import annotations

from rules.core import Event
from rules.porta_nigra import ENGINE
from rules.porta_nigra.state import PortaNigraState, Section, Turn


def seats(n: int) -> list[str]:
    return [f"p{i}" for i in range(1, n + 1)]


def new(n: int = 2, seed: int = 7) -> PortaNigraState:
    return ENGINE.new_game(seats(n), seed)


def playing(
    card: str,
    n: int = 2,
    builder: int = 0,
    money: int = 20,
    bricks: tuple[int, int, int, int, int] = (0, 0, 0, 0, 0),
    market: tuple[int, int, int, int, int] = (3, 3, 3, 3, 3),
    **fields: int,
) -> PortaNigraState:
    """Player 1 on turn with ``card`` just played, the builder in quarter ``builder``."""
    s = new(n)
    s.market = list(market)
    s.supply = 90 - sum(market)
    p = s.players[0]
    p.builder = builder
    p.money = money
    p.bricks = list(bricks)
    p.hand = sorted({card, "A1" if card != "A1" else "A2"})
    for name, value in fields.items():
        setattr(p, name, value)
    s.phase = "card"
    s, _ = ENGINE.apply(ENGINE.clone(s), f"play:{card}")
    return s


def build(s: PortaNigraState, site: str, owner: int, height: int) -> None:
    """Put a section on the board directly (a position, not a move)."""
    s.sections[site] = Section(owner, height)


def run(s: PortaNigraState, *ids: str) -> tuple[PortaNigraState, list[Event]]:
    """Apply several action ids in a row; return the final state and all events."""
    events: list[Event] = []
    for action_id in ids:
        s, ev = ENGINE.apply(s, action_id)
        events.extend(ev)
    return s, events


def ids(s: PortaNigraState) -> list[str]:
    return [a.id for a in ENGINE.legal_actions(s)]


def texts(events: list[Event]) -> list[str]:
    return [e.text for e in events]


def position() -> PortaNigraState:
    """p1 is choosing the shop for the first icon of A2; p2 owns two sections."""
    s = new(2)
    p1, p2 = s.players
    p1.hand, p1.deck, p1.discard = ["A1"], ["A7", "A3", "A8", "A5"], ["A4", "A6"]
    p2.hand, p2.deck, p2.discard = ["A3", "A6"], ["A2", "A8", "A1", "A5"], ["A4", "A7"]
    p1.money, p1.torches, p1.influence, p1.romans, p1.vp = 12, 0, 2, 4, 6
    p1.bricks, p1.builder, p1.sections, p1.building_cards = [1, 0, 2, 0, 1], 0, 1, ["CW:B"]
    p2.money, p2.vp, p2.romans, p2.builder, p2.sections = 15, 9, 3, 2, 2
    p2.final_cards = ["H26"]
    s.sections = {"PN-1": Section(1, 5), "CW-1": Section(0, 2, 1), "BA-A1": Section(1, 3)}
    s.market, s.supply = [2, 0, 1, 3, 4], 70
    s.supply_deck, s.supply_used = ["S9", "S4"], ["S1", "S2"]
    s.building_display, s.building_deck = ["PN:K", "AM:R"], ["BA:K", "BA:B", "BA:R"]
    s.honor_display, s.honor_deck = ["H03", "H10"], ["H01", "H02"]
    s.phase, s.current = "shop", 0
    s.turn = Turn(card="A2", used=[0], allowed=2, icon=0)
    return s

"""Building Porta Nigra positions for the rules tests."""

from __future__ import annotations

from rules.core import Event
from rules.porta_nigra import ENGINE
from rules.porta_nigra.state import PortaNigraState, Section


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

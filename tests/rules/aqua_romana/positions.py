"""Aqua Romana positions built by hand, for the rules and view tests."""

from __future__ import annotations

from rules.aqua_romana import ENGINE
from rules.aqua_romana.data import square, tile_code
from rules.aqua_romana.geometry import retrace
from rules.aqua_romana.state import AquaState, Workman

SEATS4 = ["p1", "p2", "p3", "p4"]  # red, yellow, green, blue


def position(
    tiles: dict[str, str] | None = None,
    builders: dict[int, str] | None = None,
    seats: list[str] = SEATS4,
    current: int = 0,
) -> AquaState:
    """A game after setup with the given tiles (square -> type letter + rotation) and pathway
    builders; every aqueduct is traced again from its outlet."""
    state = ENGINE.new_game(seats, seed=1)
    state.to_place = {k: 0 for k in state.to_place}
    for p, kind in (builders or {}).items():
        state.pathway[p] = kind
    for sq, tile in (tiles or {}).items():
        state.grid[square(sq)] = tile_code(tile[0], int(tile[1]))
        state.stock[tile[0]] -= 1
    for w in state.workmen:
        t = retrace(state, w)
        w.length, w.square, w.end, w.end_edge = t.added, t.last, t.end, t.end_edge
    state.current = state.actor = current
    ENGINE.resume(state)
    return state


def workman(state: AquaState, name: str) -> Workman:
    return next(w for w in state.workmen if w.name == name)


def play(state: AquaState, *action_ids: str) -> AquaState:
    for action_id in action_ids:
        state, _ = ENGINE.apply(state, action_id)
    return state

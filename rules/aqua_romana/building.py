"""Extending an aqueduct (§7.1 steps 1 to 3): laying the tile, following the water to every
aqueduct end that faced it, and moving the builder on, with the fountain tile it may earn
(§7.5)."""

from __future__ import annotations

from rules.aqua_romana import events as ev
from rules.aqua_romana.data import CONNECT, tile_code
from rules.aqua_romana.events import event
from rules.aqua_romana.geometry import (
    fountain_fits,
    next_free,
    offered_types,
    outlet_keys,
    trace,
)
from rules.aqua_romana.state import AquaState, own_workman
from rules.aqua_romana.turns import offer_close
from rules.core import Event


def build(state: AquaState, tile: str, rot: int) -> list[Event]:
    """Lay ``tile`` turned ``rot`` for the chosen workman with the chosen builder."""
    seat = state.seats[state.current]
    w = state.workmen[state.chosen_workman]
    sq = w.end
    code = tile_code(tile, rot)
    events = [event(seat, ev.laid, code, sq, w.name)]
    state.stock = state.stock.copy()  # shared (see successor_state)
    state.stock[tile] -= 1
    state.laid_tile = True
    state.last_tile_seat = state.current
    events += lay_and_follow(state, sq, code)
    # The builder moves on; passing a fountain earns an extra tile (§7.5).
    p = state.chosen_builder
    builder = state.pathway[p]
    to, passed = next_free(state.pathway, p)
    state.pathway = state.pathway.copy()  # shared (see successor_state)
    state.pathway[p], state.pathway[to] = "", builder
    events.append(event(seat, ev.moved, builder, p, to, stuck=False))
    state.chosen_workman = state.chosen_builder = -1
    # One extra tile even if the move passed two fountains (STAND-IN); a joker lets the
    # player choose its type (STAND-IN); it goes on no square an aqueduct end faces,
    # finished aqueducts' loose ends included (STAND-IN, strict reading of §7.5).
    if passed and offered_types(state, builder) and fountain_fits(state):
        state.pick_type = builder
        state.phase = "fountain_column"
        events.append(Event(ev.PASSED_FOUNTAIN))
        return events
    return events + offer_close(state)


def lay_and_follow(state: AquaState, sq: int, code: int) -> list[Event]:
    """Lay ``code`` on ``sq`` and move every aqueduct end that faced it (§7.1 step 2)."""
    events = []
    facing = [i for i, w in enumerate(state.workmen) if w.end == sq]
    state.grid = state.grid.copy()  # shared (see successor_state)
    state.grid[sq] = code
    outlets = outlet_keys(len(state.seats))
    for index in facing:
        w = own_workman(state, index)
        leave = CONNECT[code][w.end_edge]
        if leave < 0:
            w.end = w.end_edge = -1
            if w.status == "open":
                w.status = "closed"
                state.closed_this_turn = [*state.closed_this_turn, index]
                events.append(event(None, ev.closed_by_tile, w.name, sq))
            continue
        result = trace(state.grid, sq, leave, outlets)
        w.end, w.end_edge, w.square = result.end, result.end_edge, result.last
        if w.status != "open":
            continue  # a finished aqueduct's loose end moves on, its score does not
        w.length += 1 + result.added
        if result.end < 0:
            w.status = "closed"
            state.closed_this_turn = [*state.closed_this_turn, index]
            events.append(event(None, ev.grew, w.name, w.length, -1))
        else:
            events.append(event(None, ev.grew, w.name, w.length, w.end))
    return events

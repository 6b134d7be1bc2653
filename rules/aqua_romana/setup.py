"""The board and the state at the start of a game (§2, §4; the builders are then set up on the
pathway by the players, one decision at a time: see steps.py)."""

from __future__ import annotations

from functools import cache

from rules.aqua_romana.data import (
    EMPTY,
    NEIGHBOUR,
    PATHWAY,
    PODIUMS,
    PRINTED_CURVES,
    RESERVE_AT_START,
    RESERVOIR,
    SETUP_BUILDERS,
    SQUARES,
    TILE_COUNTS,
    layout,
    square,
)
from rules.aqua_romana.state import AquaState, Workman, copy_workman


def new_state(seats: list[str], seed: int) -> AquaState:
    grid, reservoir_colour, workmen_by_seat = _start(len(seats))
    workmen: list[Workman] = []
    for seat, workman in workmen_by_seat:
        workman = copy_workman(workman)
        workman.owner = seats[seat]
        workmen.append(workman)
    return AquaState(
        seats=list(seats),
        seed=seed,
        grid=list(grid),
        reservoir_colour=dict(reservoir_colour),
        workmen=workmen,
        pathway=[""] * PATHWAY,
        reserve=list(RESERVE_AT_START),
        held={s: [] for s in seats},
        stock=dict(TILE_COUNTS),
        podiums=[[] for _ in range(PODIUMS + 1)],
        to_place=dict(SETUP_BUILDERS),
        phase="setup",
    )


@cache
def _start(
    players: int,
) -> tuple[tuple[int, ...], dict[str, str], tuple[tuple[int, Workman], ...]]:
    """The board at the start for ``players``: the grid, the reservoirs' colours by square and
    every workman with the index of his seat (no owner yet), made once and copied per game."""
    grid = [EMPTY] * SQUARES
    for sq, code in PRINTED_CURVES.items():
        grid[sq] = code
    workmen: list[tuple[int, Workman]] = []
    reservoir_colour: dict[str, str] = {}
    for seat, colour, cells, outlets in layout(players):
        for cell in cells:
            grid[square(cell)] = RESERVOIR
            reservoir_colour[str(square(cell))] = colour
        for number, (cell, edge) in enumerate(outlets, start=1):
            sq = square(cell)
            workman = Workman(
                name=f"{colour}{number}",
                colour=colour,
                owner="",
                outlet=sq,
                outlet_edge=edge,
                square=sq,
                end=NEIGHBOUR[sq][edge],
                end_edge=(edge + 2) % 4,
            )
            workmen.append((seat, workman))
    return tuple(grid), reservoir_colour, tuple(workmen)

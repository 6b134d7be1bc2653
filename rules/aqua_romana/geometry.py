"""Following water through the tiles: tracing, legal placements, line of sight.

The channels on the board form paths (every tile edge joins at most one channel and one
neighbour), so an aqueduct is simply the path that starts at its outlet. Placing a tile is legal
when no path through the new tile links two outlets (§7.3).
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import cache
from typing import NamedTuple

from rules.aqua_romana.data import (
    CONNECT,
    EMPTY,
    FOUNTAIN_AFTER,
    JOKER,
    NEIGHBOUR,
    PATHWAY,
    RESERVOIR,
    ROTATIONS,
    SIGHT,
    TILE_TYPES,
    layout,
    square,
    tile_code,
)
from rules.aqua_romana.state import AquaState, Workman

# The tiles of each type, one per rotation that gives a different tile.
TILE_CODES = {kind: tuple(tile_code(kind, rot) for rot in ROTATIONS[kind]) for kind in TILE_TYPES}
# OPENINGS[kind][entry]: the tiles of a type that water entering by edge ``entry`` flows through,
# each with the edge it leaves by (in TILE_CODES' order).
OPENINGS = {
    kind: tuple(
        tuple((code, CONNECT[code][entry]) for code in codes if CONNECT[code][entry] >= 0)
        for entry in range(4)
    )
    for kind, codes in TILE_CODES.items()
}

# More channels than the board holds: a trace that runs longer is a loop of neutral tiles.
_MAX_TRACE = 200


class Trace(NamedTuple):
    last: int  # the last square the water reached
    end: int  # the empty square the end faces, or -1 when the aqueduct is closed
    end_edge: int  # the edge of ``end`` the water would enter by
    added: int  # channels passed after the starting square
    joined: bool  # the water reached another outlet


@cache
def outlet_keys(players: int) -> frozenset[int]:
    """Every outlet in play as ``square * 4 + edge`` (the reservoir side of the outlet)."""
    return frozenset(
        square(cell) * 4 + edge for _, _, _, outlets in layout(players) for cell, edge in outlets
    )


def trace(
    grid: list[int],
    start: int,
    out: int,
    outlets: frozenset[int],
    tried: int = -1,
    tried_code: int = EMPTY,
) -> Trace:
    """Follow the water that leaves square ``start`` through edge ``out``, as if tile
    ``tried_code`` lay on square ``tried`` (a tile being tried there, never written into the
    grid: states share their grid, and other threads may read it)."""
    last = start
    # ``added`` counts the channels passed so far: one per step of the loop.
    for added in range(_MAX_TRACE):
        nxt = NEIGHBOUR[last][out]
        if nxt < 0:
            return Trace(last, -1, -1, added, False)
        entry = (out + 2) & 3
        code = tried_code if nxt == tried else grid[nxt]
        if code == EMPTY:
            return Trace(last, nxt, entry, added, False)
        if code == RESERVOIR:
            return Trace(last, -1, -1, added, nxt * 4 + entry in outlets)
        leave = CONNECT[code][entry]
        if leave < 0:
            return Trace(last, -1, -1, added, False)
        last, out = nxt, leave
    raise AssertionError("a trace from an aqueduct end ran in a loop")


def ends_facing(state: AquaState, sq: int) -> list[Workman]:
    """The aqueducts (open or finished) whose loose end faces square ``sq``."""
    return [w for w in state.workmen if w.end == sq]


def offered_types(state: AquaState, builder: str) -> list[str]:
    """The tile types a builder lets a player lay: his own, any for the joker, and any other
    type in stock once his own has run out (§7.6)."""
    if builder != JOKER and state.stock[builder] > 0:
        return [builder]
    return [t for t in TILE_TYPES if state.stock[t] > 0]


def placement_outcome(state: AquaState, workman: Workman, code: int) -> Trace | None:
    """What laying tile ``code`` in front of ``workman`` does to his aqueduct, or None when it
    is illegal (no opening toward him, or some path through it would link two outlets)."""
    outlets = outlet_keys(len(state.seats))
    return _outcome(state.grid, workman, code, ends_facing(state, workman.end), outlets)


def _outcome(
    grid: list[int], workman: Workman, code: int, facing: list[Workman], outlets: frozenset[int]
) -> Trace | None:
    # ``facing``: the ends that face the workman's end square (ends_facing), found once for
    # all the tiles tried there.
    if CONNECT[code][workman.end_edge] < 0:
        return None
    sq = workman.end
    own: Trace | None = None
    for other in facing:
        leave = CONNECT[code][other.end_edge]
        if leave < 0:
            continue
        result = trace(grid, sq, leave, outlets, sq, code)
        if result.joined:
            return None
        if other is workman:
            own = result
    return own


def tile_outcomes(
    state: AquaState, workman: Workman, kinds: list[str]
) -> Iterator[tuple[str, int, Trace]]:
    """Every (type, rotation) of ``kinds`` that may be laid in front of ``workman``, with what
    it does to his aqueduct; lazily, so that a question of whether any fits stops at the
    first."""
    facing = ends_facing(state, workman.end)
    outlets = outlet_keys(len(state.seats))
    grid = state.grid
    for kind in kinds:
        for rot, code in zip(ROTATIONS[kind], TILE_CODES[kind], strict=True):
            outcome = _outcome(grid, workman, code, facing, outlets)
            if outcome is not None:
                yield kind, rot, outcome


def legal_tiles(state: AquaState, workman: Workman, kinds: list[str]) -> list[tuple[str, int]]:
    """The (type, rotation) pairs of ``kinds`` that may be laid in front of ``workman``."""
    return [(kind, rot) for kind, rot, _ in tile_outcomes(state, workman, kinds)]


def _fits(state: AquaState, workman: Workman, kinds: list[str], facing: list[Workman]) -> bool:
    """Whether some tile of ``kinds`` may be laid in front of ``workman``: tile_outcomes'
    test, written out, since it is asked for many workmen every turn. ``facing``: the ends
    that face his end's square (ends_facing)."""
    sq, entry = workman.end, workman.end_edge
    alone = len(facing) == 1
    outlets = outlet_keys(len(state.seats))
    grid = state.grid
    for kind in kinds:
        for code, leave in OPENINGS[kind][entry]:
            if alone:
                # Only his end faces the square, and the water would leave the tile off the
                # board or into an empty square: no outlet is linked (what trace finds).
                nxt = NEIGHBOUR[sq][leave]
                if nxt < 0 or grid[nxt] == EMPTY:
                    return True
            if _outcome(grid, workman, code, facing, outlets) is not None:
                return True
    return False


def usable_builders(state: AquaState, workman: Workman) -> list[int]:
    """Pathway squares in the workman's sight whose builder allows a legal tile for him."""
    if workman.status != "open":
        return []
    pathway = state.pathway
    facing = ends_facing(state, workman.end)
    return [
        p
        for p in SIGHT[workman.square]
        if pathway[p] and _fits(state, workman, offered_types(state, pathway[p]), facing)
    ]


def can_build(state: AquaState, workman: Workman) -> bool:
    if workman.status != "open":
        return False
    pathway = state.pathway
    builders = [pathway[p] for p in SIGHT[workman.square] if pathway[p]]
    if not builders:
        return False
    # Every tile type some builder in his sight offers (offered_types), each tried once: all
    # types in stock as soon as one is a joker or out of stock.
    stock = state.stock
    for b in builders:
        if b == JOKER or stock[b] <= 0:
            kinds = [t for t in TILE_TYPES if stock[t] > 0]
            break
    else:
        kinds = list(dict.fromkeys(builders))
    return _fits(state, workman, kinds, ends_facing(state, workman.end))


def fountain_squares(state: AquaState) -> list[int]:
    """Empty squares where the fountain tile may go: none that an aqueduct end faces (§7.5)."""
    faced = {w.end for w in state.workmen}
    return [sq for sq, code in enumerate(state.grid) if code == EMPTY and sq not in faced]


def fountain_fits(state: AquaState) -> bool:
    """Whether the fountain tile may go anywhere (fountain_squares, stopping at the first)."""
    faced = {w.end for w in state.workmen}
    return any(code == EMPTY and sq not in faced for sq, code in enumerate(state.grid))


def next_free(pathway: list[str], start: int) -> tuple[int, bool]:
    """The next free pathway square clockwise from ``start``, and whether a fountain lies on
    the way."""
    passed = False
    p = start
    for _ in range(PATHWAY):
        if p in FOUNTAIN_AFTER:
            passed = True
        p = (p + 1) % PATHWAY
        if not pathway[p]:
            return p, passed
    raise AssertionError("the pathway has no free square")


def retrace(state: AquaState, workman: Workman) -> Trace:
    """Follow a whole aqueduct from its outlet (used to build positions and to check the
    incremental updates)."""
    return trace(state.grid, workman.outlet, workman.outlet_edge, outlet_keys(len(state.seats)))

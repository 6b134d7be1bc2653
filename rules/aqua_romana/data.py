"""Aqua Romana board and component data, from ``shared/rules/aqua_romana.md``.

Every figure the rulebook leaves out (its pictures are lost) is marked ``STAND-IN`` here, so a
better source only changes this module. Geometry is precomputed at import for the engine's hot
loop: squares are indexed ``y * COLUMNS + x``; tile edges are N=0, E=1, S=2, W=3 and a turn of r
quarters clockwise maps edge e to (e + r) % 4.
"""

from __future__ import annotations

from typing import Final

from rules.words import Words

COLUMNS: Final = 11  # A..K, left to right (inferred: podiums run along the long top side)
ROWS: Final = 8  # 1..8, top to bottom
SQUARES: Final = COLUMNS * ROWS
COLUMN_LETTERS: Final = "ABCDEFGHIJK"

N, E, S, W = 0, 1, 2, 3
EDGE_NAMES: Final = ("north", "east", "south", "west")
DX: Final = (0, 1, 0, -1)
DY: Final = (-1, 0, 1, 0)


def square(label: str) -> int:
    """The index of a square such as ``"C3"``."""
    return (int(label[1:]) - 1) * COLUMNS + COLUMN_LETTERS.index(label[0])


def label(sq: int) -> str:
    """The name of a square, e.g. ``"C3"``."""
    return _LABELS[sq] if 0 <= sq < SQUARES else _name(sq)


def _name(sq: int) -> str:
    return f"{COLUMN_LETTERS[sq % COLUMNS]}{sq // COLUMNS + 1}"


# Written once: labels and events name squares on every step.
_LABELS: Final = tuple(_name(sq) for sq in range(SQUARES))


# NEIGHBOUR[sq][edge]: the square across that edge, or -1 beyond the playing area.
NEIGHBOUR: Final[tuple[tuple[int, ...], ...]] = tuple(
    tuple(
        (y + DY[e]) * COLUMNS + (x + DX[e])
        if 0 <= x + DX[e] < COLUMNS and 0 <= y + DY[e] < ROWS
        else -1
        for e in range(4)
    )
    for y in range(ROWS)
    for x in range(COLUMNS)
)

# ----- tiles ------------------------------------------------------------------------------

CURVE, STRAIGHT, BRIDGE, DOUBLE = "C", "S", "B", "D"
JOKER: Final = "J"
TILE_TYPES: Final = (CURVE, STRAIGHT, BRIDGE, DOUBLE)
# Words: each is its English name and its glossary key (game-aqua.ftl).
TYPE_NAMES: Final = {
    CURVE: Words("curve", "aqua-tile-curve"),
    STRAIGHT: Words("straight", "aqua-tile-straight"),
    BRIDGE: Words("bridge", "aqua-tile-bridge"),
    DOUBLE: Words("double curve", "aqua-tile-double-curve"),
    JOKER: Words("joker", "aqua-tile-joker"),
}
# The channels of each type in its base orientation (confirmed shapes, §3.1).
BASE_CHANNELS: Final[dict[str, tuple[tuple[int, int], ...]]] = {
    CURVE: ((N, E),),
    STRAIGHT: ((N, S),),
    BRIDGE: ((N, S), (E, W)),
    DOUBLE: ((N, E), (S, W)),
}
# The rotations that give different tiles (§3.3).
ROTATIONS: Final[dict[str, tuple[int, ...]]] = {
    CURVE: (0, 1, 2, 3),
    STRAIGHT: (0, 1),
    BRIDGE: (0,),
    DOUBLE: (0, 1),
}
# STAND-IN: no source gives the split of the 84 tiles; 21 of each type (§3.2).
TILE_COUNTS: Final = {CURVE: 21, STRAIGHT: 21, BRIDGE: 21, DOUBLE: 21}


def tile_code(kind: str, rotation: int) -> int:
    """The grid value of a tile: type index * 4 + rotation (always >= 0)."""
    return TILE_TYPES.index(kind) * 4 + rotation


def channels_of(code: int) -> tuple[tuple[int, int], ...]:
    kind, rotation = TILE_TYPES[code // 4], code % 4
    return tuple(((a + rotation) % 4, (b + rotation) % 4) for a, b in BASE_CHANNELS[kind])


# CONNECT[code][edge]: the edge the channel entering at ``edge`` leaves by, or -1 (no opening).
CONNECT: Final[tuple[tuple[int, ...], ...]] = tuple(
    tuple(
        next(
            (b if a == e else a for a, b in channels_of(code) if e in (a, b)),
            -1,
        )
        for e in range(4)
    )
    for code in range(len(TILE_TYPES) * 4)
)

# Grid values that are not tiles.
EMPTY: Final = -1
RESERVOIR: Final = -2

# Printed curves on the four corner squares; both openings face into the board (§2.2, inferred).
PRINTED_CURVES: Final[dict[int, int]] = {
    square("A1"): tile_code(CURVE, 1),  # east-south
    square("K1"): tile_code(CURVE, 2),  # south-west
    square("A8"): tile_code(CURVE, 0),  # north-east
    square("K8"): tile_code(CURVE, 3),  # west-north
}

# ----- pathway and builders ---------------------------------------------------------------

PATHWAY: Final = 38
# STAND-IN numbering (any consistent one works): P0 is above A1, then clockwise.
SIDES: Final[dict[str, range]] = {
    "top": range(0, 11),  # P0..P10 above columns A..K, left to right
    "right": range(11, 19),  # P11..P18 beside rows 1..8, top to bottom
    "bottom": range(19, 30),  # P19..P29 below columns K..A, right to left
    "left": range(30, 38),  # P30..P37 beside rows 8..1, bottom to top
}
# A builder passes a fountain when it leaves one of these squares going clockwise (§2.3).
FOUNTAIN_AFTER: Final = frozenset({10, 18, 29, 37})


def side_of(index: int) -> str:
    return next(name for name, r in SIDES.items() if index in r)


def pathway_label(index: int) -> str:
    """Where a pathway square lies, for players: "top, above D"."""
    side = side_of(index)
    if side == "top":
        return f"top, above {COLUMN_LETTERS[index]}"
    if side == "right":
        return f"right, beside row {index - 10}"
    if side == "bottom":
        return f"bottom, below {COLUMN_LETTERS[29 - index]}"
    return f"left, beside row {38 - index}"


# SIGHT[sq]: the four pathway squares a workman on ``sq`` sees (top, right, bottom, left).
SIGHT: Final[tuple[tuple[int, int, int, int], ...]] = tuple(
    (sq % COLUMNS, 11 + sq // COLUMNS, 29 - sq % COLUMNS, 37 - sq // COLUMNS)
    for sq in range(SQUARES)
)

BUILDER_TYPES: Final = (CURVE, STRAIGHT, BRIDGE, DOUBLE, JOKER)
# 12 builders on the pathway (3 per type) and 5 in the reserve, one of each kind (§5).
# The placing player chooses which type he sets up next (STAND-IN).
SETUP_BUILDERS: Final = {CURVE: 3, STRAIGHT: 3, BRIDGE: 3, DOUBLE: 3}
RESERVE_AT_START: Final = (CURVE, STRAIGHT, BRIDGE, DOUBLE, JOKER)

# ----- podiums ----------------------------------------------------------------------------

PODIUMS: Final = 20
PODIUM_ROOM: Final = {v: (2 if v in (3, 7) else 1) for v in range(1, PODIUMS + 1)}
END_BONUS: Final = (4, 3, 2)

# ----- reservoirs (STAND-IN: positions and outlet patterns, §4.3-4.4) ----------------------

COLOURS: Final = ("red", "yellow", "green", "blue")
COLOUR_LETTER: Final = {"red": "R", "yellow": "Y", "green": "G", "blue": "B"}

Reservoir = tuple[tuple[str, str], tuple[tuple[str, int], ...]]  # (cells a, b), outlets

# Three-outlet side, used with 2 and 4 players.
THREE_OUTLETS: Final[dict[str, Reservoir]] = {
    "red": (("C3", "D3"), (("C3", W), ("D3", E), ("D3", S))),
    "yellow": (("H3", "I3"), (("H3", W), ("I3", E), ("I3", S))),
    "green": (("I6", "H6"), (("I6", E), ("H6", W), ("H6", N))),
    "blue": (("D6", "C6"), (("D6", E), ("C6", W), ("C6", N))),
}
# Four-outlet side, used with 3 players, by seat.
FOUR_OUTLETS: Final[tuple[Reservoir, ...]] = (
    (("C3", "D3"), (("C3", W), ("D3", E), ("C3", N), ("D3", S))),
    (("H3", "I3"), (("H3", W), ("I3", E), ("H3", N), ("I3", S))),
    (("F5", "F6"), (("F5", N), ("F6", S), ("F5", E), ("F6", W))),
)
# Colours by seat (2 players: player A = yellow + blue, B = red + green; confirmed). With 3
# players the colours are a choice of ours (STAND-IN) that avoids putting red next to green.
SEAT_COLOURS: Final[dict[int, tuple[tuple[str, ...], ...]]] = {
    2: (("yellow", "blue"), ("red", "green")),
    3: (("red",), ("yellow",), ("blue",)),
    4: (("red",), ("yellow",), ("green",), ("blue",)),
}


def layout(players: int) -> list[tuple[int, str, tuple[str, str], tuple[tuple[str, int], ...]]]:
    """(seat index, colour, reservoir cells, outlets) for every reservoir in play."""
    out = []
    for seat, colours in enumerate(SEAT_COLOURS[players]):
        for colour in colours:
            cells, outlets = FOUR_OUTLETS[seat] if players == 3 else THREE_OUTLETS[colour]
            out.append((seat, colour, cells, outlets))
    return out


def _validate() -> None:
    assert sum(TILE_COUNTS.values()) == 84
    assert len(PRINTED_CURVES) == 4 and SQUARES - len(PRINTED_CURVES) == 84
    assert sum(len(r) for r in SIDES.values()) == PATHWAY
    assert sum(SETUP_BUILDERS.values()) == 12
    assert sum(PODIUM_ROOM.values()) == 22
    for players in (2, 3, 4):
        taken: set[int] = set(PRINTED_CURVES)
        fed: set[int] = set()
        entries = layout(players)
        assert sum(len(e[3]) for e in entries) == 12
        for _, _, cells, _ in entries:
            for c in cells:
                assert square(c) not in taken
                taken.add(square(c))
        for _, _, cells, outlets in entries:
            for cell, edge in outlets:
                assert cell in cells
                target = NEIGHBOUR[square(cell)][edge]
                assert target >= 0 and target not in taken and target not in fed
                fed.add(target)


_validate()

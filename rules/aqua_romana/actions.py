"""Aqua Romana's action ids, built and read in this one place.

An id is a verb, then its argument after a colon: ``setup:C:top``, ``at:P3``, ``workman:red1``,
``builder:P3``, ``tile:C2``, ``move:P3``, ``fcol:D``, ``fsq:D4``, ``ftile:S1``, ``keep``,
``close:red1``, ``claim:J``. Saved games replay these ids: never change their form.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Final, Literal, get_args

from rules.aqua_romana.data import (
    BUILDER_TYPES,
    COLUMN_LETTERS,
    PATHWAY,
    ROTATIONS,
    ROWS,
    SIDES,
    TILE_TYPES,
    label,
    square,
)
from rules.aqua_romana.phases import Phase

# The word before the first colon of an id.
Verb = Literal[
    "setup",
    "place",
    "at",
    "workman",
    "builder",
    "tile",
    "move",
    "fcol",
    "fsq",
    "ftile",
    "keep",
    "close",
    "claim",
]


# The verb of every choice each phase offers (the voluntary close offers "keep" too).
PHASE_VERBS: Final[dict[Phase, Verb]] = {
    "setup": "setup",
    "setup_square": "at",
    "place": "place",
    "place_square": "at",
    "workman": "workman",
    "builder": "builder",
    "tile": "tile",
    "move": "move",
    "fountain_column": "fcol",
    "fountain_square": "fsq",
    "fountain_tile": "ftile",
    "close": "close",
    "claim": "claim",
}


# Writing ids: the legal actions of every state are written with these, so they are plain
# string formatting (the choices below write theirs with them too).


def pick_id(verb: Literal["setup", "place"], kind: str, side: str) -> str:
    return f"{verb}:{kind}:{side}"


def pathway_id(verb: Literal["at", "builder", "move"], index: int) -> str:
    return f"{verb}:P{index}"


def workman_id(verb: Literal["workman", "close"], name: str) -> str:
    return f"{verb}:{name}"


def tile_id(verb: Literal["tile", "ftile"], kind: str, rotation: int) -> str:
    return f"{verb}:{kind}{rotation}"


def column_id(column: int) -> str:
    return f"fcol:{COLUMN_LETTERS[column]}"


def square_id(sq: int) -> str:
    return f"fsq:{label(sq)}"


def claim_id(kind: str) -> str:
    return f"claim:{kind}"


KEEP_ID: Final = "keep"


# Reading ids: what an id names, as one of these.


@dataclass(frozen=True, slots=True)
class PickBuilder:
    """A builder type and a side of the pathway, for a builder to set up or place."""

    verb: Literal["setup", "place"]
    kind: str
    side: str

    @property
    def id(self) -> str:
        return pick_id(self.verb, self.kind, self.side)


@dataclass(frozen=True, slots=True)
class PathwayChoice:
    """A pathway square: where a builder goes ("at"), the builder used or the one moved on."""

    verb: Literal["at", "builder", "move"]
    index: int

    @property
    def id(self) -> str:
        return pathway_id(self.verb, self.index)


@dataclass(frozen=True, slots=True)
class WorkmanChoice:
    """A workman, by name: whose aqueduct to extend, or to close voluntarily."""

    verb: Literal["workman", "close"]
    name: str

    @property
    def id(self) -> str:
        return workman_id(self.verb, self.name)


@dataclass(frozen=True, slots=True)
class TileChoice:
    """A tile type and rotation, built for a workman ("tile") or as the fountain tile."""

    verb: Literal["tile", "ftile"]
    kind: str
    rotation: int

    @property
    def id(self) -> str:
        return tile_id(self.verb, self.kind, self.rotation)


@dataclass(frozen=True, slots=True)
class ColumnChoice:
    """The column of the fountain tile (0 is A)."""

    column: int

    @property
    def id(self) -> str:
        return column_id(self.column)


@dataclass(frozen=True, slots=True)
class SquareChoice:
    """The square of the fountain tile."""

    square: int

    @property
    def id(self) -> str:
        return square_id(self.square)


@dataclass(frozen=True, slots=True)
class KeepChoice:
    """Close no aqueduct voluntarily."""

    @property
    def id(self) -> str:
        return KEEP_ID


@dataclass(frozen=True, slots=True)
class ClaimChoice:
    """A builder type taken from the reserve."""

    kind: str

    @property
    def id(self) -> str:
        return claim_id(self.kind)


Choice = (
    PickBuilder
    | PathwayChoice
    | WorkmanChoice
    | TileChoice
    | ColumnChoice
    | SquareChoice
    | KeepChoice
    | ClaimChoice
)


_VERBS: Final[dict[str, Verb]] = {verb: verb for verb in get_args(Verb)}


def split(action_id: str) -> tuple[Verb | None, str]:
    """The verb of an id (None when it names none) and its argument."""
    verb, _, arg = action_id.partition(":")
    return _VERBS.get(verb), arg


def pathway_index(arg: str) -> int | None:
    """``P0``..``P37`` -> 0..37."""
    if arg.startswith("P") and arg[1:].isdigit() and int(arg[1:]) < PATHWAY:
        return int(arg[1:])
    return None


def square_index(arg: str) -> int | None:
    """``A1``..``K8`` -> the square."""
    ok = len(arg) >= 2 and arg[0] in COLUMN_LETTERS and arg[1:].isdigit()
    return square(arg) if ok and 1 <= int(arg[1:]) <= ROWS else None


def column_index(arg: str) -> int | None:
    """``A``..``K`` -> 0..10."""
    return COLUMN_LETTERS.index(arg) if len(arg) == 1 and arg in COLUMN_LETTERS else None


def tile_of(arg: str) -> tuple[str, int] | None:
    """``C2`` -> (type, rotation), for a rotation the type has."""
    ok = len(arg) == 2 and arg[0] in TILE_TYPES and arg[1].isdigit()
    return (arg[0], int(arg[1])) if ok and int(arg[1]) in ROTATIONS[arg[0]] else None


# Cached: every step reads its action's id (a choice is frozen, so it can be shared); bounded,
# since refused ids come from outside.
@lru_cache(maxsize=1024)
def parse(action_id: str) -> Choice | None:
    """The choice an id names, or None when it is not a well-formed id (whether it is legal
    now is the engine's question)."""
    verb, _, arg = action_id.partition(":")
    match verb:
        case "setup" | "place":
            kind, _, side = arg.partition(":")
            ok = kind in BUILDER_TYPES and side in SIDES
            return PickBuilder(verb, kind, side) if ok else None
        case "at" | "builder" | "move":
            p = pathway_index(arg)
            return None if p is None else PathwayChoice(verb, p)
        case "workman" | "close":
            return WorkmanChoice(verb, arg) if arg else None
        case "tile" | "ftile":
            tile = tile_of(arg)
            return None if tile is None else TileChoice(verb, *tile)
        case "fcol":
            column = column_index(arg)
            return None if column is None else ColumnChoice(column)
        case "fsq":
            sq = square_index(arg)
            return None if sq is None else SquareChoice(sq)
        case "keep":
            return KeepChoice() if action_id == KEEP_ID else None
        case "claim":
            return ClaimChoice(arg) if arg in BUILDER_TYPES else None
    return None

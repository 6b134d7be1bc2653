"""The kinds of decision an Aqua Romana game waits for, and how each is put to a player.

A turn is split into short decisions so that no list exceeds 25 options: place reserve builders
(type and side, then square) -> workman -> builder -> tile and orientation -> fountain tile
(column, square, orientation) -> voluntary close -> reserve builder claims. The values are
stored in saved games: never rename one.
"""

from __future__ import annotations

from typing import Final, Literal

Phase = Literal[
    "setup",  # type and side of the next builder to set up
    "setup_square",  # ... and its pathway square
    "place",  # type and side of a reserve builder taken earlier
    "place_square",
    "workman",  # the workman whose aqueduct to extend
    "builder",  # a builder in his line of sight
    "tile",  # the tile and its orientation
    "move",  # nobody can build: a builder to move on
    "fountain_column",  # the builder passed a fountain: where the extra tile goes
    "fountain_square",
    "fountain_tile",
    "close",  # a voluntary close (or none)
    "claim",  # a builder taken from the reserve
    "over",
]


PHASE_PROMPTS: Final[dict[Phase, str]] = {
    "setup": "choose a builder type and a side of the pathway to set it up",
    "setup_square": "choose the pathway square for the builder",
    "place": "place the reserve builder you took",
    "place_square": "choose the pathway square for the reserve builder",
    "workman": "choose the workman whose aqueduct to extend",
    "builder": "choose a builder in the workman's line of sight",
    "tile": "choose the tile and its orientation",
    "move": "nobody can build: choose a builder to move on",
    "fountain_column": "the builder passed a fountain: choose the column for the extra tile",
    "fountain_square": "choose the square for the extra tile",
    "fountain_tile": "choose the extra tile and its orientation",
    "close": "you may close one of your open aqueducts",
    "claim": "take a builder from the reserve",
}

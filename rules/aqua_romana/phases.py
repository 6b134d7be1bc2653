"""The kinds of decision an Aqua Romana game waits for, and how each is put to a player.

A turn is split into short decisions so that no list exceeds 25 options: place reserve builders
(type and side, then square) -> workman -> builder -> tile and orientation -> fountain tile
(column, square, orientation) -> voluntary close -> reserve builder claims. The values are
stored in saved games: never rename one.
"""

from __future__ import annotations

from typing import Final, Literal

from rules.words import Words

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


# What each decision asks, as a phrase ("now Ann must ..."): Words, said in every language.
PHASE_PROMPTS: Final[dict[Phase, Words]] = {
    "setup": Words(
        "choose a builder type and a side of the pathway to set it up", "aqua-ask-setup"
    ),
    "setup_square": Words("choose the pathway square for the builder", "aqua-ask-setup-square"),
    "place": Words("place the reserve builder you took", "aqua-ask-place"),
    "place_square": Words(
        "choose the pathway square for the reserve builder", "aqua-ask-place-square"
    ),
    "workman": Words("choose the workman whose aqueduct to extend", "aqua-ask-workman"),
    "builder": Words("choose a builder in the workman's line of sight", "aqua-ask-builder"),
    "tile": Words("choose the tile and its orientation", "aqua-ask-tile"),
    "move": Words("nobody can build: choose a builder to move on", "aqua-ask-move"),
    "fountain_column": Words(
        "the builder passed a fountain: choose the column for the extra tile",
        "aqua-ask-fountain-column",
    ),
    "fountain_square": Words("choose the square for the extra tile", "aqua-ask-fountain-square"),
    "fountain_tile": Words("choose the extra tile and its orientation", "aqua-ask-fountain-tile"),
    "close": Words("you may close one of your open aqueducts", "aqua-ask-close"),
    "claim": Words("take a builder from the reserve", "aqua-ask-claim"),
}

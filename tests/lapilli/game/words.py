"""What Terni Lapilli says, as ``Words``: the English here, every language in the catalogue
(``tests/lapilli/cog/locales/<language>/lapilli.ftl``) under the same key and arguments.

Labels and events are made once each (there are only so many points and slides), as the
shipped games make theirs.
"""

from __future__ import annotations

from functools import cache

from rules.core import Action
from rules.words import Words
from tests.lapilli.game.board import name


@cache
def place_action(point: int) -> Action:
    where = name(point)
    return Action(f"place:{point}", Words(f"Place on {where}", "lapilli-place", point=where))


@cache
def move_action(start: int, to: int) -> Action:
    a, b = name(start), name(to)
    return Action(f"move:{start}-{to}", Words(f"Move {a} → {b}", "lapilli-move", start=a, to=b))


@cache
def placed(point: int) -> Words:
    where = name(point)
    return Words(f"placed a piece on {where}", "lapilli-ev-placed", point=where)


@cache
def moved(start: int, to: int) -> Words:
    a, b = name(start), name(to)
    return Words(f"moved a piece from {a} to {b}", "lapilli-ev-moved", start=a, to=b)


def line_words(line: tuple[int, ...]) -> str:
    return "–".join(name(p) for p in line)


@cache
def wins(line: tuple[int, ...]) -> Words:
    said = line_words(line)
    return Words(f"has three in a row ({said}) and wins", "lapilli-ev-wins", line=said)


@cache
def drawn(limit: int) -> Words:
    return Words(
        f"No three in a row after {limit} moves: the game is a draw.",
        "lapilli-ev-draw",
        moves=limit,
    )


# Why an action is refused.
GAME_OVER = Words("The game is over.", "lapilli-illegal-over")


def occupied(point: int) -> Words:
    where = name(point)
    return Words(f"{where} is not empty.", "lapilli-illegal-occupied", point=where)


def not_yours(point: int) -> Words:
    where = name(point)
    return Words(
        f"There is no piece of yours on {where}.", "lapilli-illegal-not-yours", point=where
    )


def not_adjacent(start: int, to: int) -> Words:
    a, b = name(start), name(to)
    return Words(
        f"{b} is not next to {a}: a piece slides to a neighbouring point.",
        "lapilli-illegal-not-adjacent",
        start=a,
        to=b,
    )


PLACE_FIRST = Words(
    "You still have pieces to place: place one before you slide.", "lapilli-illegal-place-first"
)
ALL_PLACED = Words(
    "All your pieces are on the board: slide one instead.", "lapilli-illegal-all-placed"
)


def unknown(action_id: str) -> Words:
    return Words(
        f"'{action_id}' is not a move of Terni Lapilli.",
        "lapilli-illegal-unknown",
        action=action_id,
    )

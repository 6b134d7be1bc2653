"""What Aqua Romana's events say, as ``Words``: a phrase whose subject is the event's seat (the
front end puts the player's name first), or a whole sentence when no seat acts."""

from __future__ import annotations

from collections.abc import Callable
from functools import cache, lru_cache
from typing import Final

from rules.aqua_romana.choices import tile_description
from rules.aqua_romana.data import label
from rules.aqua_romana.words import a_builder, the_builder, workman
from rules.core import Event
from rules.words import Words

# Events recur all game long and in every game: each is written once, as the options are (the
# ones whose arguments grow with an aqueduct are bounded).
_BOUNDED = 4096

PASSED_FOUNTAIN: Final = Words(
    "The builder passed a fountain: an extra tile is laid.", "aqua-ev-passed-fountain"
)
SITS_OUT: Final = Words("has no workman on the board and sits the turn out", "aqua-ev-sits-out")
GAME_OVER: Final = Words("The game is over: the open aqueducts are scored.", "aqua-ev-game-over")


@lru_cache(maxsize=_BOUNDED)
def event(seat: str | None, say: Callable[..., Words], *args: object, **kwargs: object) -> Event:
    """The event ``say(*args, **kwargs)`` of ``seat`` (None: of nobody), made once as the
    options are: the same events recur all game long, and an Event takes longer to build
    than the rest of most steps."""
    return Event(say(*args, **kwargs), seat)


@cache
def put(kind: str, p: int) -> Words:
    return Words(
        f"put {a_builder(kind)} on P{p}", "aqua-ev-put", builder=a_builder(kind), square=f"P{p}"
    )


@cache
def moved(kind: str, p: int, to: int, *, stuck: bool) -> Words:
    """A builder moved on: after a tile, or by a player who could not build (``stuck``)."""
    builder = the_builder(kind)
    english = f"moved {builder} from P{p} to P{to}"
    return Words(
        f"could not build and {english}" if stuck else english,
        "aqua-ev-moved",
        builder=builder,
        start=f"P{p}",
        to=f"P{to}",
        stuck="yes" if stuck else "no",
    )


@cache
def fountain_tile(code: int, sq: int) -> Words:
    tile = tile_description(code)
    return Words(
        f"laid the fountain tile, a {tile}, on {label(sq)}",
        "aqua-ev-fountain-tile",
        tile=tile,
        square=label(sq),
    )


@lru_cache(maxsize=_BOUNDED)
def laid(code: int, sq: int, name: str) -> Words:
    tile = tile_description(code)
    return Words(
        f"laid a {tile} on {label(sq)} for {name}",
        "aqua-ev-laid",
        tile=tile,
        square=label(sq),
        workman=workman(name),
    )


@cache
def closed(name: str) -> Words:
    return Words(f"closed {name}'s aqueduct voluntarily", "aqua-ev-closed", workman=workman(name))


@cache
def closed_by_tile(name: str, sq: int) -> Words:
    return Words(
        f"{name}'s aqueduct is closed by the tile on {label(sq)}",
        "aqua-ev-closed-by-tile",
        workman=workman(name),
        square=label(sq),
    )


@lru_cache(maxsize=_BOUNDED)
def grew(name: str, length: int, end: int) -> Words:
    """An aqueduct grew to ``length``: closed (``end`` -1) or now facing the square ``end``."""
    if end < 0:
        return Words(
            f"{name}'s aqueduct grew to {length} and is closed",
            "aqua-ev-grew-closed",
            workman=workman(name),
            length=length,
        )
    return Words(
        f"{name}'s aqueduct grew to {length}, now facing {label(end)}",
        "aqua-ev-grew",
        workman=workman(name),
        length=length,
        facing=label(end),
    )


@lru_cache(maxsize=_BOUNDED)
def scores(name: str, length: int, podium: int) -> Words:
    """A workman's aqueduct of ``length`` scored: on ``podium``, or on none (0)."""
    if podium:
        english = f"scores {podium}: {name} (aqueduct of {length}) goes to podium {podium}"
    else:
        english = f"scores 0: {name} (aqueduct of {length}) finds no podium with room"
    return Words(english, "aqua-ev-scores", workman=workman(name), length=length, podium=podium)


@cache
def took(kind: str) -> Words:
    return Words(
        f"took {the_builder(kind)} from the reserve", "aqua-ev-took", builder=the_builder(kind)
    )


@cache
def bonus(points: int, name: str) -> Words:
    return Words(
        f"gets the +{points} bonus for {name}",
        "aqua-ev-bonus",
        points=points,
        workman=workman(name),
    )

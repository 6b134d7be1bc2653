"""The options of every Aqua Romana decision as actions, each made once.

An option's id and label depend on a few values only (a builder type and a pathway square, a
workman's name and where his aqueduct stands), and the same options recur all game long and in
every game, so each is built once and then reused (actions are frozen): writing the labels anew
for every state was most of the time spent listing legal actions. The caches of the options
that depend on an aqueduct's length and position are bounded.
"""

from __future__ import annotations

from functools import cache, lru_cache
from typing import Final, Literal

from rules.aqua_romana.actions import (
    KEEP_ID,
    claim_id,
    column_id,
    pathway_id,
    pick_id,
    square_id,
    tile_id,
    workman_id,
)
from rules.aqua_romana.data import (
    COLUMN_LETTERS,
    CONNECT,
    DOUBLE,
    EDGE_NAMES,
    TILE_TYPES,
    TYPE_NAMES,
    channels_of,
    label,
    tile_code,
)
from rules.aqua_romana.words import a_builder, channel, pathway_where, the_builder, workman
from rules.core import Action
from rules.words import Words

# Options that depend on an aqueduct's state: enough for many games at once.
_BOUNDED = 4096


@cache  # events say it on every tile laid
def tile_description(code: int) -> Words:
    """How a tile reads to a player, e.g. "curve (north-east)"."""
    name = TYPE_NAMES[TILE_TYPES[code // 4]]
    channels = channels_of(code)
    if len(channels) == 1:
        shape = channel(*channels[0])
    else:
        first, second = channel(*channels[0]), channel(*channels[1])
        shape = Words(f"{first} + {second}", "aqua-w-channels", first=first, second=second)
    return Words(f"{name} ({shape})", "aqua-w-tile", type=name, shape=shape)


def _water(code: int, entry: int) -> Words:
    """Where a tile takes the water that enters it by edge ``entry``, as a tile option reads:
    "Curve, water turns north" (its first word capitalised: it begins the label)."""
    kind = TILE_TYPES[code // 4]
    leave = CONNECT[code][entry]
    on = leave == (entry + 2) % 4
    # the direction as an id: the catalogues choose its form (Hungarian "északra", "to the north")
    text = f"{TYPE_NAMES[kind]}, water {'flows on' if on else 'turns'} {EDGE_NAMES[leave]}"
    others = [(a, b) for a, b in channels_of(code) if entry not in (a, b)]
    second: Words | str = ""
    if others and kind == DOUBLE:
        second = channel(*others[0])
        text += f" (second curve {second})"
    return Words(
        text.capitalize(),
        "aqua-w-water",
        kind=kind,
        flow="on" if on else "turns",
        to=EDGE_NAMES[leave],
        second=second,
    )


@cache
def pick_action(verb: Literal["setup", "place"], kind: str, side: str) -> Action:
    words = "Set up" if verb == "setup" else "Place"
    return Action(
        pick_id(verb, kind, side),
        Words(
            f"{words} {a_builder(kind)} on the {side}",
            "aqua-w-pick",
            verb=verb,
            builder=a_builder(kind),
            side=side,
        ),
    )


@cache
def pick_actions(
    verb: Literal["setup", "place"], kinds: tuple[str, ...], sides: tuple[str, ...]
) -> tuple[Action, ...]:
    """Every builder type of ``kinds`` on every side of ``sides``: the same few lists recur in
    every game's setup."""
    return tuple(pick_action(verb, kind, side) for kind in kinds for side in sides)


@lru_cache(maxsize=_BOUNDED)  # one per side as the setup fills it
def at_actions(kind: str, start: int, side: tuple[str, ...]) -> tuple[Action, ...]:
    """Builder ``kind`` on each free square of a side of the pathway: ``side`` holds the
    builders on its squares from ``start`` on ("" where free)."""
    return tuple(at_action(kind, p) for p, builder in enumerate(side, start) if not builder)


@cache
def at_action(kind: str, p: int) -> Action:
    return _on_square("at", kind, p)


@cache
def builder_action(kind: str, p: int) -> Action:
    return _on_square("builder", kind, p)


# A builder on a pathway square: put there (set up or placed) or used to build.
_ON_SQUARE: Final[dict[Literal["at", "builder"], tuple[str, str]]] = {
    "at": ("Put", "aqua-w-at"),
    "builder": ("Use", "aqua-w-use"),
}


def _on_square(verb: Literal["at", "builder"], kind: str, p: int) -> Action:
    english, key = _ON_SQUARE[verb]
    return Action(
        pathway_id(verb, p),
        Words(
            f"{english} {the_builder(kind)} on P{p} ({pathway_where(p)})",
            key,
            builder=the_builder(kind),
            square=f"P{p}",
            where=pathway_where(p),
        ),
    )


@cache
def move_action(kind: str, p: int, to: int) -> Action:
    return Action(
        pathway_id("move", p),
        Words(
            f"Move {the_builder(kind)} from P{p} ({pathway_where(p)}) to P{to}",
            "aqua-w-move",
            builder=the_builder(kind),
            square=f"P{p}",
            where=pathway_where(p),
            to=f"P{to}",
        ),
    )


@cache
def column_action(column: int) -> Action:
    letter = COLUMN_LETTERS[column]
    return Action(
        column_id(column), Words(f"Extra tile in column {letter}", "aqua-w-column", column=letter)
    )


@cache
def square_action(sq: int) -> Action:
    return Action(
        square_id(sq), Words(f"Extra tile on {label(sq)}", "aqua-w-square", square=label(sq))
    )


@cache
def fountain_tile_action(kind: str, rotation: int, sq: int) -> Action:
    tile = tile_description(tile_code(kind, rotation))
    return Action(
        tile_id("ftile", kind, rotation),
        Words(f"Lay a {tile} on {label(sq)}", "aqua-w-lay", tile=tile, square=label(sq)),
    )


@lru_cache(maxsize=_BOUNDED)
def workman_action(name: str, length: int, sq: int, end: int, own: bool) -> Action:
    """Extend ``name``'s aqueduct (``length`` long, its last square ``sq``, facing ``end``);
    ``own``: he is the player's own workman."""
    who = workman(name)
    if own:
        where = f"at {label(sq)}" if length else "at the reservoir"
        text = Words(
            f"Extend {name}'s aqueduct ({length} long, {where}, facing {label(end)})",
            "aqua-w-extend",
            workman=who,
            length=length,
            square=label(sq) if length else "",
            facing=label(end),
        )
    else:
        text = Words(
            f"No move of your own: build on {name}'s aqueduct ({length} long)",
            "aqua-w-help",
            workman=who,
            length=length,
        )
    return Action(workman_id("workman", name), text)


@lru_cache(maxsize=_BOUNDED)
def tile_action(kind: str, rotation: int, entry: int, length: int, closed: bool) -> Action:
    """Lay a tile that the water enters by edge ``entry``: the aqueduct is then ``length``
    long, and ``closed`` or not."""
    water = _water(tile_code(kind, rotation), entry)
    result = f"{length} long, " + ("closed" if closed else "open")
    return Action(
        tile_id("tile", kind, rotation),
        Words(
            f"{water}: {result}",
            "aqua-w-tile-option",
            water=water,
            length=length,
            closed="yes" if closed else "no",
        ),
    )


@lru_cache(maxsize=_BOUNDED)
def close_action(name: str, length: int) -> Action:
    return Action(
        workman_id("close", name),
        Words(
            f"Close {name}'s aqueduct now ({length} long)",
            "aqua-w-close",
            workman=workman(name),
            length=length,
        ),
    )


@cache
def claim_action(kind: str) -> Action:
    return Action(
        claim_id(kind),
        Words(
            f"Take {the_builder(kind)} from the reserve", "aqua-w-claim", builder=the_builder(kind)
        ),
    )


KEEP_ACTION: Final = Action(KEEP_ID, Words("Close no aqueduct", "aqua-w-keep"))

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
    pathway_label,
    tile_code,
)
from rules.core import Action

# Options that depend on an aqueduct's state: enough for many games at once.
_BOUNDED = 4096


@cache  # events say it on every tile laid
def tile_description(code: int, entry: int | None = None) -> str:
    """How a tile reads to a player, e.g. "curve, water turns north"."""
    kind = TILE_TYPES[code // 4]
    name = TYPE_NAMES[kind]
    channels = channels_of(code)
    if entry is None:
        parts = [f"{EDGE_NAMES[a]}-{EDGE_NAMES[b]}" for a, b in channels]
        return f"{name} ({' + '.join(parts)})"
    leave = CONNECT[code][entry]
    verb = "flows on" if leave == (entry + 2) % 4 else "turns"
    text = f"{name}, water {verb} {EDGE_NAMES[leave]}"
    others = [(a, b) for a, b in channels if entry not in (a, b)]
    if others and kind == DOUBLE:
        a, b = others[0]
        text += f" (second curve {EDGE_NAMES[a]}-{EDGE_NAMES[b]})"
    return text


@cache
def pick_action(verb: Literal["setup", "place"], kind: str, side: str) -> Action:
    words = "Set up" if verb == "setup" else "Place"
    return Action(pick_id(verb, kind, side), f"{words} a {TYPE_NAMES[kind]} builder on the {side}")


@cache
def at_action(kind: str, p: int) -> Action:
    return Action(
        pathway_id("at", p), f"Put the {TYPE_NAMES[kind]} builder on P{p} ({pathway_label(p)})"
    )


@cache
def builder_action(kind: str, p: int) -> Action:
    return Action(
        pathway_id("builder", p),
        f"Use the {TYPE_NAMES[kind]} builder on P{p} ({pathway_label(p)})",
    )


@cache
def move_action(kind: str, p: int, to: int) -> Action:
    return Action(
        pathway_id("move", p),
        f"Move the {TYPE_NAMES[kind]} builder from P{p} ({pathway_label(p)}) to P{to}",
    )


@cache
def column_action(column: int) -> Action:
    return Action(column_id(column), f"Extra tile in column {COLUMN_LETTERS[column]}")


@cache
def square_action(sq: int) -> Action:
    return Action(square_id(sq), f"Extra tile on {label(sq)}")


@cache
def fountain_tile_action(kind: str, rotation: int, sq: int) -> Action:
    return Action(
        tile_id("ftile", kind, rotation),
        f"Lay a {tile_description(tile_code(kind, rotation))} on {label(sq)}",
    )


@lru_cache(maxsize=_BOUNDED)
def workman_action(name: str, length: int, sq: int, end: int, own: bool) -> Action:
    """Extend ``name``'s aqueduct (``length`` long, its last square ``sq``, facing ``end``);
    ``own``: he is the player's own workman."""
    if own:
        where = f"at {label(sq)}" if length else "at the reservoir"
        text = f"Extend {name}'s aqueduct ({length} long, {where}, facing {label(end)})"
    else:
        text = f"No move of your own: build on {name}'s aqueduct ({length} long)"
    return Action(workman_id("workman", name), text)


@lru_cache(maxsize=_BOUNDED)
def tile_action(kind: str, rotation: int, entry: int, length: int, closed: bool) -> Action:
    """Lay a tile that the water enters by edge ``entry``: the aqueduct is then ``length``
    long, and ``closed`` or not."""
    description = tile_description(tile_code(kind, rotation), entry).capitalize()
    result = f"{length} long, " + ("closed" if closed else "open")
    return Action(tile_id("tile", kind, rotation), f"{description}: {result}")


@lru_cache(maxsize=_BOUNDED)
def close_action(name: str, length: int) -> Action:
    return Action(workman_id("close", name), f"Close {name}'s aqueduct now ({length} long)")


@cache
def claim_action(kind: str) -> Action:
    return Action(claim_id(kind), f"Take the {TYPE_NAMES[kind]} builder from the reserve")


KEEP_ACTION: Final = Action(KEEP_ID, "Close no aqueduct")

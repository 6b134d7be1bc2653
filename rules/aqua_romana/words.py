"""Aqua Romana's nouns as ``Words``, each made once: the sentences around them (options, events,
refusals) are then said in any language, and the game's English stays what it was.

A workman's name ("red2") is an id in actions and views; said to a player it is his colour and
number, so a Spanish reader meets "rojo2" wherever an English one meets "red2".
"""

from __future__ import annotations

from functools import cache

from rules.aqua_romana.data import COLUMN_LETTERS, EDGE_NAMES, TYPE_NAMES, side_of
from rules.words import Words


@cache
def edge(e: int) -> Words:
    """A compass direction on the board: north is up."""
    name = EDGE_NAMES[e]
    return Words(name, f"aqua-edge-{name}")


@cache
def channel(a: int, b: int) -> Words:
    """A channel of a tile from one edge to another, e.g. "north-east"."""
    return Words(f"{EDGE_NAMES[a]}-{EDGE_NAMES[b]}", "aqua-w-channel", start=edge(a), to=edge(b))


@cache
def the_builder(kind: str) -> Words:
    """ "the curve builder": a builder type with its article, which in Hungarian depends on the
    type (a kanyar-, az egyenes-), so the sentence around it need not know."""
    return Words(f"the {TYPE_NAMES[kind]} builder", "aqua-w-the-builder", kind=kind)


@cache
def a_builder(kind: str) -> Words:
    return Words(f"a {TYPE_NAMES[kind]} builder", "aqua-w-a-builder", kind=kind)


@cache
def colour(name: str) -> Words:
    return Words(name, f"aqua-colour-{name}")


@cache
def workman(name: str) -> Words:
    """``red2`` as a player reads it: the colour in his language, then the number ("rojo2"), as
    the images write him too."""
    hue = name.rstrip("0123456789")
    return Words(name, "aqua-w-workman", colour=colour(hue), number=name[len(hue) :])


@cache
def pathway_where(index: int) -> Words:
    """Where a pathway square lies (data.pathway_label in words): "top, above D"."""
    side = side_of(index)
    if side == "top":
        return Words(
            f"top, above {COLUMN_LETTERS[index]}", "aqua-w-above", column=COLUMN_LETTERS[index]
        )
    if side == "right":
        return Words(f"right, beside row {index - 10}", "aqua-w-beside", side=side, row=index - 10)
    if side == "bottom":
        column = COLUMN_LETTERS[29 - index]
        return Words(f"bottom, below {column}", "aqua-w-below", column=column)
    return Words(f"left, beside row {38 - index}", "aqua-w-beside", side=side, row=38 - index)

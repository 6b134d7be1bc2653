"""Aqua Romana's voluntary close, offered with the tile laid before it (bot/service/offers.py).

A tile that leaves the player's own aqueducts open is followed by a real choice: close one of
them now, or none. The board offers each tile once as it is ("…: 5 long, open": nothing
closed) and once per aqueduct it could close then ("Curve, water turns north; close red1
(5 long)"), so an ordinary turn takes three clicks: a workman, a builder, a tile.

These labels fit a button (80 characters) in every language: the tile option's own label is
that long already, so a label that closes says the tile without its length and second curve
(the water's way tells the tiles apart) and the aqueduct closed with its length.
"""

from __future__ import annotations

from typing import Final

from rules.aqua_romana.actions import KEEP_ID, TileChoice, WorkmanChoice, parse
from rules.aqua_romana.choices import tile_description
from rules.aqua_romana.data import TYPE_NAMES, tile_code
from rules.core import Action
from rules.words import Words

# The decisions a voluntary close follows: the tile laid for a workman, and the fountain tile.
FOLDS: Final = {
    "tile": frozenset({"close", "keep"}),
    "ftile": frozenset({"close", "keep"}),
}


def fold_label(lead: Action, then: Action) -> Words | None:
    """``lead`` (a tile) and then ``then`` (close an aqueduct, or none) as one choice; None
    when the labels are not the engine's (the caller joins them)."""
    if then.id == KEEP_ID:
        return lead.label if isinstance(lead.label, Words) else None
    closed = parse(then.id)
    tile = parse(lead.id)
    if not (
        isinstance(closed, WorkmanChoice)
        and isinstance(tile, TileChoice)
        and isinstance(then.label, Words)
    ):
        return None
    workman, length = then.label.args.get("workman"), then.label.args.get("length")
    if not isinstance(workman, str) or not isinstance(length, int):
        return None
    if tile.verb == "tile":
        water = _water(lead.label)
        if water is None:
            return None
        return Words(
            f"{water}; close {workman} ({length} long)",
            "aqua-ui-lay-close",
            water=water,
            workman=workman,
            length=length,
        )
    description = tile_description(tile_code(tile.kind, tile.rotation))
    shape = description.args["shape"]
    assert isinstance(shape, str)
    english = f"{TYPE_NAMES[tile.kind].capitalize()} ({shape}); close {workman} ({length} long)"
    return Words(
        english,
        "aqua-ui-extra-close",
        kind=tile.kind,
        shape=shape,
        workman=workman,
        length=length,
    )


def _water(label: str) -> Words | None:
    """The way a tile option turns the water, without the double curve's second curve."""
    if not isinstance(label, Words):
        return None
    water = label.args.get("water")
    if not isinstance(water, Words):
        return None
    kind, flow, to = (water.args.get(k) for k in ("kind", "flow", "to"))
    if not (isinstance(kind, str) and isinstance(flow, str) and isinstance(to, str)):
        return None
    english = str(water).partition(" (")[0]
    return Words(english, "aqua-ui-water", kind=kind, flow=flow, to=to)

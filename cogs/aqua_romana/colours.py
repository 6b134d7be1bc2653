"""Aqua Romana's colours, shared by the full board and the turn image: each player's colour and
the shape of his markers, and the colours of the board's ground, tiles, water and pathway.

Players are told apart by colour *and* by the shape of their markers (red square, yellow
circle, green triangle, blue diamond), so the pictures read with red-green colour blindness
too. The players' colours are Okabe-Ito's, chosen for colour-blind viewers, with a darker
yellow.
"""

from __future__ import annotations

from cogs.pen import INK, WHITE

RGB = tuple[int, int, int]

COLOURS: dict[str, RGB] = {
    "red": (213, 94, 0),  # vermillion
    # Okabe-Ito's yellow (240, 228, 66) all but vanished on the sand and the stone tiles
    # (contrast 1.2 and 1.04): a darker gold keeps the hue and stands out from both.
    "yellow": (196, 150, 0),
    "green": (0, 158, 115),  # bluish green
    "blue": (0, 114, 178),
}
LIGHT: dict[str, RGB] = {
    "red": (240, 190, 160),
    "yellow": (250, 244, 180),
    "green": (160, 220, 200),
    "blue": (160, 200, 230),
}
SHAPES = {"red": "square", "yellow": "circle", "green": "triangle", "blue": "diamond"}
PAPER: RGB = (246, 240, 226)
GROUND: RGB = (214, 203, 168)
GROUND_LINE: RGB = (186, 172, 134)
STONE: RGB = (236, 228, 210)
PRINTED: RGB = (222, 208, 180)
CHANNEL_EDGE: RGB = (96, 86, 72)
WATER: RGB = (150, 200, 235)
PATH: RGB = (196, 180, 146)
PATH_LINE: RGB = (150, 132, 98)
FOUNTAIN: RGB = (86, 160, 214)
RING: RGB = (200, 30, 120)  # what the decision at hand is about
BUILDER_FILL: RGB = (255, 252, 244)
JOKER_FILL: RGB = (255, 214, 92)

__all__ = [
    "BUILDER_FILL",
    "CHANNEL_EDGE",
    "COLOURS",
    "FOUNTAIN",
    "GROUND",
    "GROUND_LINE",
    "INK",
    "JOKER_FILL",
    "LIGHT",
    "PAPER",
    "PATH",
    "PATH_LINE",
    "PRINTED",
    "RGB",
    "RING",
    "SHAPES",
    "STONE",
    "WATER",
    "on_colour",
]


def on_colour(colour: str) -> RGB:
    """The ink of a text written on a player's colour: white reads poorly on the yellow."""
    return INK if colour == "yellow" else WHITE

"""Aqua Romana's boards paste what they draw the same way again and again (the turn image's
pathway frame and builders, every board's tiles) instead of drawing it: the pasted pictures
are pixel for pixel what drawing them in place gives, wherever they land."""

from __future__ import annotations

import random

import pytest
from PIL import Image, ImageDraw

from cogs.aqua_romana.colours import COLOURS, GROUND, WATER
from cogs.aqua_romana.pieces import PRINTED, STONE, draw_square, draw_tile
from cogs.aqua_romana.turn import draw_turn
from cogs.aqua_romana.turn_board import CELL
from cogs.fonts import recording, text_unwatched
from rules.aqua_romana import ENGINE
from rules.aqua_romana.data import PRINTED_CURVES, TILE_TYPES, channels_of
from rules.play import random_history

NAMES = ["Maximilianus Aurelius Longinus the Magnificent", "Bo", "Árpád Öcsödi", "Ñandú Peñalosa"]


@pytest.mark.parametrize(("players", "seed", "locale"), [(2, 1, "en-US"), (4, 2, "hu")])
def test_the_turn_image_with_its_pasted_frame_and_builders_is_the_one_drawn_in_place(
    players: int, seed: int, locale: str
) -> None:
    # while a recording reads each text where it lands, the pathway's frame and builders are
    # drawn in place (a builder's glyph drawn at the top-left corner of its picture lost
    # pixels: its arcs' circles began at negative coordinates)
    states = random_history(ENGINE, players, seed)
    names = dict(zip(states[0].seats, NAMES, strict=False))
    for state in states[:: max(1, len(states) // 12)]:
        view = ENGINE.view_model(state, None)
        pasted = draw_turn(view, names, locale)
        with recording() as drawn:
            assert not text_unwatched()
            in_place = draw_turn(view, names, locale)
        assert any(text.text == "P0" for text in drawn)  # the frame's words were read
        assert pasted.tobytes() == in_place.tobytes()


def test_a_pasted_tile_is_the_tile_drawn_in_place() -> None:
    rng = random.Random(7)
    owners = list(COLOURS)
    corner = next(iter(PRINTED_CURVES))
    for code in range(4 * len(TILE_TYPES)):
        for width, border, side in ((16, 3, 64), (10, 2, CELL), (7, 1, 33)):
            for x0, y0 in ((10, 12), (11, 12), (10, 13), (25, 41)):
                box = (x0, y0, x0 + side, y0 + side)
                channels = len(channels_of(code))
                colours = {
                    (5, i): rng.choice(owners) for i in range(channels) if rng.random() < 0.7
                }
                fills = [
                    COLOURS[colours[(5, i)]] if (5, i) in colours else WATER
                    for i in range(channels)
                ]
                for sq, background in ((5, STONE), (corner, PRINTED)):
                    owned = {(sq, i): c for (_, i), c in colours.items()}
                    pasted = Image.new("RGB", (120, 120), GROUND)
                    draw_square(ImageDraw.Draw(pasted), box, sq, code, owned, width, border)
                    drawn = Image.new("RGB", (120, 120), GROUND)
                    draw_tile(ImageDraw.Draw(drawn), box, code, fills, background, width, border)
                    assert pasted.tobytes() == drawn.tobytes(), (code, width, box, sq)

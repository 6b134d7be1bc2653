"""What every board image shares: the fixed palettes (fast and faithful) and the text cache.
How the palettes are made and read: test_palettes.py."""

from __future__ import annotations

import io
from collections.abc import Callable
from typing import Any

import pytest
from PIL import Image, ImageChops, ImageDraw, ImageFont, ImageStat

from cogs.aqua_romana import board as aqua_board
from cogs.builders_antiquity import board as builders_board
from cogs.fonts import CachedFont, font
from cogs.png import Palette, encode, sample_states
from cogs.porta_nigra import board as porta_board
from cogs.porta_nigra import hand as porta_hand
from rules.aqua_romana import ENGINE as AQUA
from rules.builders_antiquity import ENGINE as BUILDERS
from rules.core import Engine
from rules.porta_nigra import ENGINE as PORTA

Draw = Callable[[Any], Image.Image]  # from a state
IMAGES: dict[str, tuple[Engine[Any], Draw, Palette]] = {
    "builders board": (
        BUILDERS,
        lambda s: builders_board.draw_board(BUILDERS.view_model(s, None)),
        builders_board.PALETTE,
    ),
    "aqua romana board": (
        AQUA,
        lambda s: aqua_board.draw_board(AQUA.view_model(s, None)),
        aqua_board.PALETTE,
    ),
    "porta nigra board": (
        PORTA,
        lambda s: porta_board.draw_board(PORTA.view_model(s, None)),
        porta_board.PALETTE,
    ),
    "porta nigra hand": (
        PORTA,
        lambda s: porta_hand.draw_hand(PORTA.view_model(s, s.seats[-1])),
        porta_hand.PALETTE,
    ),
}


def difference(image: Image.Image, png: bytes) -> tuple[float, int]:
    """Mean and largest difference per channel (0-255) between ``image`` and the PNG."""
    decoded = Image.open(io.BytesIO(png)).convert("RGB")
    assert decoded.size == image.size
    diff = ImageChops.difference(image, decoded)
    stat = ImageStat.Stat(diff)
    return sum(stat.mean) / 3, int(max(high for _, high in stat.extrema))


@pytest.mark.parametrize("kind", sorted(IMAGES))
@pytest.mark.parametrize("players", [2, 3])
def test_a_fixed_palette_draws_games_it_did_not_learn_from(kind: str, players: int) -> None:
    # The committed palette was learnt from other games (seed 1).
    engine, draw, palette = IMAGES[kind]
    for state in sample_states(engine, (players,), seed=20 + players, count=5):
        image = draw(state)
        with_palette = difference(image, encode(image, palette))
        own_palette = difference(image, encode(image))
        # as close as a palette chosen for this very image, and nowhere visibly off
        assert with_palette[0] <= max(1.5, 1.25 * own_palette[0]), (with_palette, own_palette)
        assert with_palette[1] <= 32


def test_the_board_png_is_the_same_every_time() -> None:
    view = PORTA.view_model(sample_states(PORTA, (3,), seed=5)[4], None)
    assert porta_board.render_board(view) == porta_board.render_board(view)


def test_cached_text_is_drawn_exactly_as_freetype_draws_it() -> None:
    cached = font(17, "bold")
    assert isinstance(cached, CachedFont)
    plain = ImageFont.truetype(cached.path, 17)
    text = "Round 7 · Aurelia to play"

    def drawn(f: ImageFont.FreeTypeFont, anchor: str) -> bytes:
        image = Image.new("RGB", (300, 40), (255, 255, 255))
        ImageDraw.Draw(image).text((150.5, 20), text, fill=(20, 30, 40), font=f, anchor=anchor)
        return image.tobytes()

    for anchor in ("la", "mm", "rs"):
        assert drawn(cached, anchor) == drawn(plain, anchor)
        assert drawn(cached, anchor) == drawn(cached, anchor)  # from the cache this time
    # the same string at the same place is rasterised once
    assert cached.getmask2(text, "L") is cached.getmask2(text, "L")

"""cogs.pen's shortcuts draw exactly what Pillow would: texts stamped from the font's cached
masks, rounded boxes pasted from tiles, and The Builders' turn image drawn once on a square and
cut, instead of measured first."""

from __future__ import annotations

from typing import Any

import pytest
from PIL import Image, ImageDraw

from cogs.builders_antiquity import turn
from cogs.builders_antiquity.turn import draw_turn
from cogs.fonts import font, recording, text_unwatched
from cogs.pen import INK, Pen, _tile
from rules.builders_antiquity import ENGINE
from rules.play import random_history

BG = (236, 228, 210)
GOLD = (200, 160, 60)


def pens(size: tuple[int, int]) -> tuple[Pen, ImageDraw.ImageDraw, Image.Image, Image.Image]:
    ours, pillows = Image.new("RGB", size, BG), Image.new("RGB", size, BG)
    return Pen(ours), ImageDraw.Draw(pillows), ours, pillows


@pytest.mark.parametrize(
    ("size", "style"), [(18, "regular"), (18, "bold"), (22, "bold"), (11, "mono")]
)
def test_a_stamped_text_is_pillows_text(size: int, style: str) -> None:
    pen, draw, ours, pillows = pens((400, 200))
    words = ["Builders", "12 ses.", "→ S3 W2", "Árpád · Ñandú", "ÉÓŐ űg", "…", "1. forduló"]
    for n, word in enumerate(words):
        xy = (3 + 37 * n % 300, 5 + 24 * n)
        pen.text(*xy, word, size, style, INK)
        draw.text(xy, word, fill=INK, font=font(size, style))
    assert text_unwatched()
    assert ours.tobytes() == pillows.tobytes()


def test_a_pasted_rounded_box_is_pillows_rounded_box() -> None:
    boxes = [
        ((10, 10, 60, 32), 4, (120, 60, 40), None, 1),
        ((70, 10, 200, 34), 6, GOLD, INK, 1),
        ((10, 40, 300, 66), 5, (250, 250, 240), (150, 140, 120), 2),
        ((320, 40, 360, 62), 10, None, INK, 2),  # an outline alone
        ((5, 80, 395, 106), 8, GOLD, None, 1),
        ((0, 150, 399, 199), 3, INK, GOLD, 3),  # touching the image's edges
        # partly off the image: a tile too, of which Pillow pastes what is on it (a band drawn
        # alone meets such boxes: cogs.png_band_draw)
        ((-12, 110, 50, 136), 6, GOLD, INK, 1),
        ((350, -8, 420, 14), 5, (120, 60, 40), None, 1),
        ((100, 185, 160, 215), 8, GOLD, (150, 140, 120), 2),
    ]
    pen, draw, ours, pillows = pens((400, 200))
    for box, radius, fill, outline, width in boxes:
        pen.rect(box, fill=fill, outline=outline, width=width, radius=radius)
        draw.rounded_rectangle(box, radius, fill=fill, outline=outline, width=width)
    assert _tile.cache_info().currsize >= 1  # they were pasted, not drawn
    assert ours.tobytes() == pillows.tobytes()


@pytest.mark.parametrize(("players", "seed"), [(4, 5), (2, 3)])
def test_the_turn_image_drawn_once_on_a_square_is_the_one_measured_first(
    players: int, seed: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    # While a recording watches, the turn image is measured and then drawn at its size with
    # Pillow's own texts; otherwise drawn once on a square and cut, with stamped texts, even
    # when the mover's buildings under way overflow it: then only their panel is measured
    # again, with fewer of them, before anything is drawn.
    layouts: list[int] = []
    layout = turn._layout

    def counted(pen: Pen, *args: Any) -> turn.Laid:
        layouts.append(1)
        return layout(pen, *args)

    monkeypatch.setattr(turn, "_layout", counted)
    states = random_history(ENGINE, players, seed=seed)
    names = dict(zip(states[0].seats, ["Aurelia Longname", "Bo", "Cassius", "Dido"], strict=False))
    compared = overflowing = 0
    for state in states[:: max(1, len(states) // 25)]:
        view = ENGINE.view_model(state, None)
        for locale in ("en-US", "hu"):
            layouts.clear()
            once = draw_turn(view, names, locale)
            assert len(layouts) == 1  # never measured, never drawn twice
            label = {seat: names.get(seat, seat) for seat in view.seats}
            overflowing += layout(turn.Pen(None, locale), view, label).sites < turn._sites(view)
            with recording():
                assert not text_unwatched()
                measured = draw_turn(view, names, locale)
            assert once.size == measured.size
            assert once.tobytes() == measured.tobytes()
            compared += 1
    assert compared >= 40
    if players == 2:
        assert overflowing >= 5  # random 2-player games pile up buildings under way

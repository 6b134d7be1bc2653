"""Porta Nigra's turn images drawn band by band from a recording of their strokes show, pixel
for pixel, the whole image drawn at once: over stretches of games in every language, again
(every band met before), and when one figure changes (the changed bands drawn anew)."""

from __future__ import annotations

import dataclasses

import pytest

from bot.i18n.languages import ENGLISH, HUNGARIAN, SPANISH
from cogs.fonts import recording
from cogs.png import encode
from cogs.png_band_draw import DRAWN
from cogs.porta_nigra.turn import PALETTE, draw_turn, render_turn
from rules.play import random_history
from rules.porta_nigra import ENGINE
from rules.porta_nigra.view import PortaNigraView
from tests.cogs.band_drawn import drawn_twice, stretches
from tests.cogs.png_pixels import Shown, pixels

NAMES = ["Maximilianus Aurelius Longinus the Magnificent", "Bo", "Árpád Öcsödi", "Ñandú Peñalosa"]


def whole(view: PortaNigraView, names: dict[str, str], locale: str = ENGLISH) -> Shown:
    return pixels(encode(draw_turn(view, names, locale), PALETTE))


def by_bands(view: PortaNigraView, names: dict[str, str], locale: str = ENGLISH) -> Shown:
    return pixels(render_turn(view, names, locale))


@pytest.mark.parametrize(
    ("players", "seed", "locale"), [(2, 3, ENGLISH), (3, 4, HUNGARIAN), (4, 5, SPANISH)]
)
def test_turn_images_drawn_by_bands_are_the_whole_images_pixel_for_pixel(
    players: int, seed: int, locale: str
) -> None:
    states = random_history(ENGINE, players, seed)
    names = dict(zip(states[0].seats, NAMES, strict=False))
    views = [ENGINE.view_model(state, None) for state in stretches(states, 15)]
    expected = [whole(view, names, locale) for view in views]
    met, missed = drawn_twice(lambda view: by_bands(view, names, locale), views, expected)
    assert met > missed  # consecutive images share most bands


def test_a_changed_figure_is_drawn_anew() -> None:
    view = ENGINE.view_model(random_history(ENGINE, 3, 4)[40], None)
    names = {p.seat: name for p, name in zip(view.players, NAMES, strict=False)}
    player = view.players[1]
    richer = dataclasses.replace(player, vp=player.vp + 7)
    changed = dataclasses.replace(
        view, players=tuple(richer if p is player else p for p in view.players)
    )
    for first, second in ((view, changed), (changed, view)):
        DRAWN.clear()
        before, after = by_bands(first, names), by_bands(second, names)
        assert (before, after) == (whole(first, names), whole(second, names))
        assert before != after
        assert DRAWN.hits > DRAWN.misses // 2  # the unchanged bands were reused


def test_while_a_recording_reads_the_texts_the_whole_image_is_drawn() -> None:
    view = ENGINE.view_model(random_history(ENGINE, 2, 3)[5], None)
    names = {p.seat: name for p, name in zip(view.players, NAMES, strict=False)}
    image = draw_turn(view, names)
    with recording() as drawn:
        assert by_bands(view, names) == pixels(encode(image, PALETTE))
    assert {text.image for text in drawn} == {image.size}

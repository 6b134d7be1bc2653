"""Images drawn band by band from a recording of their strokes (``cogs.png_band_draw``) show,
pixel for pixel, the PNG of the whole image drawn at once: The Builders' turn images over whole
stretches of games, in every language, in order, again, and shuffled; strokes of every kind
across the bands' edges and off the image; and a stroke that changes is always noticed."""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import pytest
from PIL import Image, ImageChops, ImageDraw

from bot.i18n.languages import ENGLISH, HUNGARIAN, SPANISH
from cogs.builders_antiquity import turn
from cogs.builders_antiquity.style import Pen, coin, resource_chip
from cogs.builders_antiquity.turn import PALETTE, WIDTH, draw_turn, render_turn
from cogs.fonts import font, recording
from cogs.pen import Colour, Surface
from cogs.pen_record import Recording, text_rows
from cogs.png import encode
from cogs.png_band_draw import DRAWN, DrawnBands, Run, encode_recording, runs
from cogs.png_bands import BAND_ROWS
from rules.builders_antiquity import ENGINE, data
from rules.builders_antiquity.view import BuildersView, MemberView, SiteView
from rules.play import random_history
from tests.cogs.band_drawn import drawn_twice, stretches
from tests.cogs.png_pixels import Shown, pixels

BG: Colour = (236, 228, 212)
# Names cut with an ellipsis in the header and in the others' lines, and accented ones.
NAMES = [
    "Maximilianus Aurelius Longinus Secundus the Magnificent",
    "Bo",
    "Árpád Öcsödi-Szentgyörgyvölgyi",
    "Ñandú Peñalosa",
]


def whole(view: BuildersView, names: dict[str, str], locale: str) -> Shown:
    return pixels(encode(draw_turn(view, names, locale), PALETTE))


def by_bands(view: BuildersView, names: dict[str, str], locale: str = ENGLISH) -> Shown:
    return pixels(render_turn(view, names, locale))


def overflows(view: BuildersView, names: dict[str, str], locale: str) -> bool:
    """Whether the mover's buildings under way do not all fit the square."""
    label = {seat: names.get(seat, seat) for seat in view.seats}
    return turn._layout(Pen(None, locale), view, label).sites < turn._sites(view)


@pytest.mark.parametrize(
    ("players", "seed", "locale"),
    [
        (2, 3, ENGLISH),
        (3, 4, HUNGARIAN),
        (4, 5, SPANISH),
        (2, 6, SPANISH),
        (3, 7, ENGLISH),
        (4, 8, HUNGARIAN),
    ],
)
def test_turn_images_drawn_by_bands_are_the_whole_images_pixel_for_pixel(
    players: int, seed: int, locale: str
) -> None:
    states = random_history(ENGINE, players, seed)
    names = dict(zip(states[0].seats, NAMES, strict=False))
    views = [ENGINE.view_model(state, None) for state in stretches(states, 20)]
    expected = [whole(view, names, locale) for view in views]
    met, missed = drawn_twice(lambda view: by_bands(view, names, locale), views, expected)
    assert met > missed * 2  # consecutive images share many bands
    # in another order, afresh: an image meets bands of others than the one before it
    order = list(range(len(views)))
    random.Random(seed).shuffle(order)
    DRAWN.clear()
    assert [by_bands(views[i], names, locale) for i in order] == [expected[i] for i in order]


def test_an_image_whose_buildings_under_way_overflow_is_the_whole_image() -> None:
    states = random_history(ENGINE, 2, 3)
    names = dict(zip(states[0].seats, NAMES, strict=False))
    views = [ENGINE.view_model(state, None) for state in states[:300]]
    crowded = [view for view in views if overflows(view, names, ENGLISH)]
    assert len(crowded) >= 5  # random 2-player games pile up buildings under way
    for view in crowded[:: max(1, len(crowded) // 8)]:
        for locale in (ENGLISH, HUNGARIAN):
            assert by_bands(view, names, locale) == whole(view, names, locale)


def test_an_image_taller_than_wide_without_any_building_under_way_is_the_whole_image() -> None:
    # 20 buildings under way and a crew of 40: even with none of the buildings shown the image
    # is taller than wide, and the drawing tries fewer and fewer first
    view = ENGINE.view_model(random_history(ENGINE, 3, 4)[0], None)
    mover = view.to_play
    assert mover is not None
    sites = tuple(SiteView(b.id, (0, 0, 0, 0), 0) for b in data.BUILDINGS[:20])
    crew = tuple(
        MemberView(w.id, "worker", False, None, None, None, w.produces, w.wage)
        for w in (data.WORKERS * 4)[:40]
    )
    crowded = dataclasses.replace(mover, sites=sites, crew=crew)
    players = tuple(crowded if p.seat == mover.seat else p for p in view.players)
    view = dataclasses.replace(view, players=players)
    names = {seat: NAMES[i] for i, seat in enumerate(view.seats)}
    image = draw_turn(view, names)
    assert image.height > image.width
    assert by_bands(view, names) == pixels(encode(image, PALETTE))


@pytest.mark.parametrize("whose", ["mover", "other"])
def test_a_changed_stroke_is_noticed(whose: str) -> None:
    # one player's coins, one more: the mover's purse in the header, or another's line
    states = random_history(ENGINE, 3, 4)
    view = ENGINE.view_model(states[len(states) // 2], None)
    names = dict(zip(view.seats, NAMES, strict=False))
    player = next(p for p in view.players if (p.seat == view.pending) == (whose == "mover"))
    richer = dataclasses.replace(player, coins=player.coins + 1)
    changed = dataclasses.replace(
        view, players=tuple(richer if p is player else p for p in view.players)
    )
    # each drawn after the other, so that the second meets the first's bands
    for first, second in ((view, changed), (changed, view)):
        DRAWN.clear()
        before = by_bands(first, names)
        after = by_bands(second, names)
        assert before == whole(first, names, ENGLISH)
        assert after == whole(second, names, ENGLISH)
        assert before != after
        assert DRAWN.hits > 0  # the unchanged bands were reused


def test_while_a_recording_reads_the_texts_the_whole_image_is_drawn() -> None:
    view = ENGINE.view_model(random_history(ENGINE, 2, 3)[5], None)
    names = dict(zip(view.seats, NAMES, strict=False))
    image = draw_turn(view, names)
    with recording() as drawn:
        assert by_bands(view, names) == pixels(encode(image, PALETTE))
    # every text was drawn on the whole image, where the readability checks measure it
    assert drawn
    assert {text.image for text in drawn} == {image.size}


def test_images_drawn_in_several_threads_at_once_are_the_whole_images() -> None:
    states = random_history(ENGINE, 4, 9)
    names = dict(zip(states[0].seats, NAMES, strict=False))
    views = [ENGINE.view_model(state, None) for state in states[10:34]]
    expected = [whole(view, names, ENGLISH) for view in views]
    DRAWN.clear()
    with ThreadPoolExecutor(4) as pool:
        for _ in range(2):
            assert list(pool.map(lambda v: by_bands(v, names), views)) == expected
    assert DRAWN.hits >= len(views) * 3


# ----- strokes of every kind, anywhere -------------------------------------------------------


def strokes(seed: int, size: tuple[int, int]) -> Callable[[Pen], None]:
    """A drawing of random strokes of every kind over ``size``, many across the bands' edges
    and some partly off the image."""
    rng = random.Random(seed)
    width, height = size
    colours: list[Colour] = [(40, 34, 28), (226, 168, 0), (248, 243, 233), (128, 36, 48)]
    words = ["Builders", "Árpád g·y", "12 ses.", "→ S3 W2", "Ñandú (pq)", "…"]
    calls: list[tuple[str, tuple[Any, ...]]] = []  # a pen's method and its arguments
    for _ in range(60):
        x, y = rng.randrange(-20, width), rng.randrange(-30, height + 10)
        fill = rng.choice(colours)
        kind = rng.randrange(6)
        if kind == 0:
            size_, style = rng.choice([11, 18, 22]), rng.choice(["regular", "bold"])
            calls.append(("text", (x, y, rng.choice(words), size_, style, fill)))
        elif kind in (1, 2):
            box = (x, y, x + rng.randrange(4, 300), y + rng.randrange(4, 120))
            radius = rng.choice([0, 4, 6, 10]) if kind == 1 else 0
            outline = rng.choice([None, *colours])
            calls.append(("rect", (box, fill, outline, rng.choice([1, 2]), radius)))
        elif kind == 3:
            end = (rng.randrange(-20, width + 20), rng.randrange(-20, height + 20))
            calls.append(("line", ((x, y, *end), fill, rng.choice([1, 3, 5]))))
        elif kind == 4:
            picture = rng.choice([resource_chip(rng.randrange(4), 22), coin(20)])
            calls.append(("paste", (picture, x, y)))
        else:
            rgb = Image.new("RGB", (rng.randrange(3, 60), rng.randrange(3, 50)), fill)
            calls.append(("paste", (rgb, x, y)))

    def draw(pen: Pen) -> None:
        for method, args in calls:
            getattr(pen, method)(*args)

    return draw


@pytest.mark.parametrize("seed", range(6))
def test_strokes_of_every_kind_across_the_bands_draw_the_whole_images_pixels(seed: int) -> None:
    size = (WIDTH, [5 * BAND_ROWS, 5 * BAND_ROWS + 7, BAND_ROWS - 3][seed % 3])
    draw = strokes(seed, size)
    image = Image.new("RGB", size, BG)
    draw(Pen(image))
    taken = Recording()
    draw(Pen(taken))
    drawn = DrawnBands(256)
    expected = pixels(encode(image, PALETTE))
    assert pixels(encode_recording(taken, size, BG, PALETTE, drawn)) == expected
    # a second recording of the same drawing: every band is met before
    again = Recording()
    draw(Pen(again))
    assert pixels(encode_recording(again, size, BG, PALETTE, drawn)) == expected
    assert drawn.hits == drawn.misses > 0


def test_runs_are_cut_where_strokes_begin_after_a_bare_row() -> None:
    # rows 5-9 and 8-20 touch no bare row between them; 22 begins after bare row 21; the
    # stroke above the image joins the first run, the one below it none
    reach = [(8, 20), (-4, 9), (22, 30), (31, 40), (60, 200), (70, 75), (400, 420)]
    assert runs(reach, 150) == [Run(0, 22), Run(22, 60), Run(60, 150)]
    # nothing drawn at all: one run of bare rows; a first stroke lower down: two
    assert runs([], 50) == [Run(0, 50)]
    assert runs([(10, 12)], 50) == [Run(0, 10), Run(10, 50)]


def sections(header: int, lines: list[str]) -> Callable[[Pen], None]:
    """A dark header ``header`` rows tall, then ``lines`` of text in boxes with a bare row
    between them: what moves down when the header grows."""

    def draw(pen: Pen) -> None:
        pen.rect((0, 0, WIDTH - 1, header - 1), (40, 34, 28), None, 1, 0)
        y = header + 3
        for line in lines:
            pen.rect((4, y, WIDTH - 5, y + 40), (248, 243, 233), (128, 36, 48), 2, 6)
            pen.text(12, y + 8, line, 22, "bold", (40, 34, 28))
            y += 44
        pen.text(12, y + 4, "Brutus · 3 ses.", 18, "regular", (40, 34, 28))

    return draw


def recorded(draw: Callable[[Pen], None], size: tuple[int, int]) -> tuple[Recording, Shown]:
    """``draw``'s recording, and the pixels of the whole image it draws."""
    taken = Recording()
    draw(Pen(taken))
    image = Image.new("RGB", size, BG)
    draw(Pen(image))
    return taken, pixels(encode(image, PALETTE))


def test_a_section_moved_down_by_any_rows_is_met_again() -> None:
    lines = ["Temple 3 VP", "Ziggurat → 14 ses.", "Árpád (pq)", "Noble House"]
    size = (WIDTH, 320)
    drawn = DrawnBands(256)
    first, first_shown = recorded(sections(40, lines), size)
    assert pixels(encode_recording(first, size, BG, PALETTE, drawn)) == first_shown
    met, missed = drawn.hits, drawn.misses
    # a header 23 rows taller moves every box below it 23 rows down: not a whole band
    second, second_shown = recorded(sections(63, lines), size)
    assert pixels(encode_recording(second, size, BG, PALETTE, drawn)) == second_shown
    assert first_shown != second_shown
    # drawn again: the header's 3 bands (66 rows with the bare ones under it) and the last
    # band of the bottom line's run, 23 rows shorter; each box's 2 bands are met again
    assert drawn.misses - missed == 4
    assert drawn.hits - met == len(lines) * 2 + 2


def test_the_rows_of_a_stroke_hold_all_its_pixels() -> None:
    for seed in range(3):
        size = (WIDTH, 300)
        draw = strokes(100 + seed, size)
        taken = Recording()
        draw(Pen(taken))
        for stroke in taken.strokes:
            # alone, lower on a taller image, so that nothing it draws falls off
            lower = stroke.moved(100)
            image = Image.new("RGB", (WIDTH, 500), BG)
            lower.draw(Surface(image))
            box = ImageChops.difference(image, Image.new("RGB", image.size, BG)).getbbox()
            if box is not None:
                top, bottom = lower.rows()
                assert top <= box[1] and box[3] - 1 <= bottom, stroke


def test_a_texts_rows_are_its_masks() -> None:
    for text, size, style in [("Ág", 18, "bold"), ("pqy,", 22, "regular"), ("·", 11, "regular")]:
        top, bottom = text_rows(text, size, style)
        image = Image.new("L", (300, 100), 0)
        ImageDraw.Draw(image).text((10, 30), text, fill=255, font=font(size, style))
        box = image.getbbox()
        assert box is not None
        assert 30 + top <= box[1] and box[3] - 1 <= 30 + bottom


def test_indexing_a_band_alone_gives_the_whole_images_indices() -> None:
    # a nearest-colour lookup without dithering: each pixel on its own
    rng = random.Random(1)
    noise = Image.frombytes("RGB", (WIDTH, 3 * BAND_ROWS), rng.randbytes(WIDTH * 3 * BAND_ROWS * 3))
    indexed = PALETTE.index(noise).tobytes()
    for top in range(0, noise.height, BAND_ROWS):
        band = noise.crop((0, top, WIDTH, top + BAND_ROWS))
        assert PALETTE.index(band).tobytes() == indexed[top * WIDTH : (top + BAND_ROWS) * WIDTH]

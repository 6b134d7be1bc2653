"""PNG bytes of a recorded drawing (``cogs.pen_record``), drawing only the bands of rows whose
strokes were not met before.

The images of one table follow each other click by click, and about two thirds of the 32-row
bands of a turn image are drawn by exactly the strokes that drew a band of an image before
(bench/band_draw.py). A band's pixels follow from those strokes, so a band is known by them: a
band met before is not drawn, indexed or deflated again. The others are drawn alone (a run of
them as one strip) on an image of their size, by the code that draws a whole image
(``cogs.pen.Surface``; Pillow leaves out what falls off it), then indexed and deflated as
``cogs.png.encode`` does. The bands are cut where ``cogs.png_bands.write_png`` cuts them, so
the bytes are those of ``encode`` of the whole image (tests/cogs/test_band_drawn_png.py)."""

from __future__ import annotations

from functools import cache

from PIL import Image

from cogs.pen import Colour, Surface
from cogs.pen_record import Recording, Stroke
from cogs.png import BANDS, Palette
from cogs.png_bands import (
    BAND_ROWS,
    Band,
    Lru,
    deflated_bands,
    framed_rows,
    palette_bytes,
    png_bytes,
)

# What a band is known by: its palette's name, its image's width and background, its top row
# and its rows, and the strokes that reach it, in drawing order. The strokes are in the
# image's coordinates: taken from the band's top instead, a band would also be known again
# lower or higher in another image, which happens to one band in a thousand, and moving
# every stroke cost more than that saves (bench/band_draw.py).
Key = tuple[str, int, Colour, int, int, tuple[Stroke, ...]]


class DrawnBands(Lru[Key, Band]):
    """The bands of recent drawings by their strokes, least recently used dropped first."""


# A band keeps its deflated rows (~2.3 KB in a turn image) and its key (~2.4 KB more, its
# strokes shared with the other bands of its image): ~19 MB for 4096 bands, measured. A
# table's next image looks for the ~22 bands of its last one, so this serves ~180 tables drawn
# by one process at once before they push out each other's bands (the least recently used go
# first, and with more tables than that every band would be gone before it is met again).
DRAWN = DrawnBands(4096)


def encode_recording(
    recording: Recording,
    size: tuple[int, int],
    background: Colour,
    palette: Palette,
    drawn: DrawnBands = DRAWN,
) -> bytes:
    """The PNG that ``cogs.png.encode(image, palette)`` makes of the image of ``size`` filled
    with ``background`` on which ``recording``'s strokes were drawn."""
    width, height = size
    count = -(-height // BAND_ROWS)
    strokes = recording.strokes
    reach: list[tuple[int, int]] = []  # the first and last band of each stroke
    met: list[list[Stroke]] = [[] for _ in range(count)]
    for stroke in strokes:
        top, bottom = stroke.rows()
        first, last = max(0, top // BAND_ROWS), min(count - 1, bottom // BAND_ROWS)
        reach.append((first, last))
        for band in range(first, last + 1):
            met[band].append(stroke)
    keys: list[Key] = []
    for band, reaching in enumerate(met):
        top = band * BAND_ROWS
        rows = min(BAND_ROWS, height - top)
        keys.append((palette.name, width, background, top, rows, tuple(reaching)))
    found = [drawn.get(key) for key in keys]
    # Each run of bands not met before is drawn as one strip: a stroke across two of them is
    # drawn once, and the strip is indexed at once.
    first = 0
    while first < count:
        if found[first] is not None:
            first += 1
            continue
        last = first
        while last + 1 < count and found[last + 1] is None:
            last += 1
        on_strip = [s for s, (a, b) in zip(strokes, reach, strict=True) if a <= last and b >= first]
        top = first * BAND_ROWS
        strip = (width, min(height, (last + 1) * BAND_ROWS) - top)
        for band, made in enumerate(_draw(on_strip, strip, top, background, palette), first):
            found[band] = made
            drawn.put(keys[band], made)
        first = last + 1
    bands = [band for band in found if band is not None]
    assert len(bands) == count
    return png_bytes(width, height, _palette_chunk(palette), bands)


def _draw(
    strokes: list[Stroke], size: tuple[int, int], top: int, background: Colour, palette: Palette
) -> list[Band]:
    """The bands of the strip of ``size`` whose first row is row ``top`` of the image, drawn,
    indexed and deflated."""
    image = Image.new("RGB", size, background)
    surface = Surface(image)
    for stroke in strokes:
        stroke.moved(-top).draw(surface)
    # a band whose pixels were met under other strokes is not deflated again either
    return deflated_bands(framed_rows(palette.index(image)), size[0], BANDS)


@cache
def _palette_chunk(palette: Palette) -> bytes:
    """What the palette chunk of an image indexed with ``palette`` holds: the palette, whatever
    the pixels."""
    return palette_bytes(palette.index(Image.new("RGB", (1, 1))))

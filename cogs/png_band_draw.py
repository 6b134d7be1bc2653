"""PNG bytes of a recorded drawing (``cogs.pen_record``), drawing only the bands of rows whose
strokes were not met before.

The images of one table follow each other click by click, and most bands of a turn image are
drawn by exactly the strokes that drew a band of an image before, often higher or lower, as a
section above them grew or shrank (bench/band_draw.py). A band's pixels follow from those
strokes, so a band is known by them, taken from the top of its run of rows (``runs``): a band
met before is not drawn, indexed or deflated again. The others are drawn alone (a run of them
as one strip) on an image of their size, by the code that draws a whole image
(``cogs.pen.Surface``; Pillow leaves out what falls off it), then indexed and deflated as
``cogs.png.encode`` does. The bands are cut at the runs, not every ``BAND_ROWS`` rows as
``cogs.png_bands.write_png`` cuts them, so the bytes differ from those of ``encode`` of the
whole image, but not the pixels (tests/cogs/test_band_drawn_png.py)."""

from __future__ import annotations

from bisect import bisect_right
from functools import cache
from typing import NamedTuple

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

# What a band is known by: its palette's name, its image's width and background, its rows,
# and the strokes that reach it, in drawing order, taken from the top of the run of rows it
# starts or continues (see ``runs``) and its offset in that run. So a band is also known again
# lower or higher in another image: a section of the layout moved up or down as one above it
# grew or shrank (a worker hired, a line more) is the same bands, not new ones.
Key = tuple[str, int, Colour, int, int, tuple[Stroke, ...]]


class DrawnBands(Lru[Key, Band]):
    """The bands of recent drawings by their strokes, least recently used dropped first."""


# A band keeps its deflated rows (~2.3 KB in a turn image) and its key (~2.4 KB more, its
# strokes shared with the other bands of its run): ~19 MB for 4096 bands, measured. A table's
# next image looks for the ~22 bands of its last one, so this serves ~180 tables drawn by one
# process at once before they push out each other's bands (the least recently used go first,
# and with more tables than that every band would be gone before it is met again).
DRAWN = DrawnBands(4096)


class Run(NamedTuple):
    """Rows ``top`` to ``end`` (excluded): rows that strokes cover without a break, and the
    bare rows after them."""

    top: int
    end: int


def runs(reach: list[tuple[int, int]], height: int) -> list[Run]:
    """The image's rows cut where a stroke-covered stretch begins: no stroke crosses a cut, so
    each run draws the same pixels wherever it lies (the bare rows above the first stretch
    are a run of their own)."""
    stretches = sorted((max(0, top), min(height - 1, bottom)) for top, bottom in reach)
    starts = [0]
    covered = -1  # the last row covered by the stretch under way
    for top, bottom in stretches:
        if top > bottom:
            continue  # off the image
        if top > covered + 1 and top > 0:
            starts.append(top)  # a bare row before it: a new stretch begins
        covered = max(covered, bottom)
    ends = [*starts[1:], height]
    return [Run(top, end) for top, end in zip(starts, ends, strict=True) if end > top]


def encode_recording(
    recording: Recording,
    size: tuple[int, int],
    background: Colour,
    palette: Palette,
    drawn: DrawnBands = DRAWN,
) -> bytes:
    """The PNG of the image of ``size`` filled with ``background`` on which ``recording``'s
    strokes were drawn: the pixels of ``cogs.png.encode(image, palette)``, its rows cut into
    bands where ``runs`` cuts them and every ``BAND_ROWS`` within a run."""
    width, height = size
    strokes = recording.strokes
    reach = [stroke.rows() for stroke in strokes]
    cut = runs(reach, height)
    starts = [run.top for run in cut]
    # the strokes of each run, taken from its top, with their rows in the run (a stroke
    # reaches one run only, but may also reach rows off the image)
    inside: list[list[tuple[Stroke, int, int]]] = [[] for _ in cut]
    for stroke, (top, bottom) in zip(strokes, reach, strict=True):
        at = max(0, bisect_right(starts, top) - 1)
        shift = starts[at]
        inside[at].append((stroke.moved(-shift) if shift else stroke, top - shift, bottom - shift))
    tops: list[int] = []  # each band's top row
    keys: list[Key] = []
    for run, moved in zip(cut, inside, strict=True):
        length = run.end - run.top
        for offset in range(0, length, BAND_ROWS):
            rows = min(BAND_ROWS, length - offset)
            last = offset + rows - 1
            if rows == length:
                reaching = tuple(stroke for stroke, _, _ in moved)
            else:
                reaching = tuple(s for s, top, bottom in moved if top <= last and bottom >= offset)
            tops.append(run.top + offset)
            keys.append((palette.name, width, background, offset, rows, reaching))
    count = len(keys)
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
        top = tops[first]
        bottom = tops[last + 1] if last + 1 < count else height
        on_strip = [s for s, (a, b) in zip(strokes, reach, strict=True) if a < bottom and b >= top]
        heights = [key[4] for key in keys[first : last + 1]]  # each band's rows
        made = _draw(on_strip, (width, bottom - top), top, background, palette, heights)
        for band, band_made in enumerate(made, first):
            found[band] = band_made
            drawn.put(keys[band], band_made)
        first = last + 1
    bands = [band for band in found if band is not None]
    assert len(bands) == count
    return png_bytes(width, height, _palette_chunk(palette), bands)


def _draw(
    strokes: list[Stroke],
    size: tuple[int, int],
    top: int,
    background: Colour,
    palette: Palette,
    heights: list[int],
) -> list[Band]:
    """The bands of ``heights`` rows of the strip of ``size`` whose first row is row ``top``
    of the image, drawn, indexed and deflated."""
    image = Image.new("RGB", size, background)
    surface = Surface(image)
    for stroke in strokes:
        stroke.moved(-top).draw(surface)
    # a band whose pixels were met under other strokes is not deflated again either
    return deflated_bands(framed_rows(palette.index(image)), size[0], BANDS, heights)


@cache
def _palette_chunk(palette: Palette) -> bytes:
    """What the palette chunk of an image indexed with ``palette`` holds: the palette, whatever
    the pixels."""
    return palette_bytes(palette.index(Image.new("RGB", (1, 1))))

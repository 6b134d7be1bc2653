"""The band-wise PNG writer: exact pixels, a valid zlib stream, and reuse of unchanged bands."""

from __future__ import annotations

import io
import os
import random
import struct
import zlib

import pytest
from PIL import Image

from cogs.png_bands import (
    BAND_ROWS,
    BandCache,
    adler32_combine,
    deflated_bands,
    framed_rows,
    palette_bytes,
    png_bytes,
    write_png,
)


def indexed(width: int, height: int, seed: int) -> Image.Image:
    """A palette image of flat blocks and a few noisy rows, like a board."""
    rng = random.Random(seed)
    image = Image.new("P", (width, height), 0)
    image.putpalette([rng.randrange(256) for _ in range(256 * 3)])
    for _ in range(40):
        x, y = rng.randrange(width), rng.randrange(height)
        image.paste(rng.randrange(256), (x, y, x + rng.randrange(1, 90), y + rng.randrange(1, 40)))
    return image


def chunks(png: bytes) -> dict[bytes, bytes]:
    assert png[:8] == b"\x89PNG\r\n\x1a\n"
    found, at = {}, 8
    while at < len(png):
        (length,) = struct.unpack(">I", png[at : at + 4])
        kind, data = png[at + 4 : at + 8], png[at + 8 : at + 8 + length]
        (crc,) = struct.unpack(">I", png[at + 8 + length : at + 12 + length])
        assert crc == zlib.crc32(kind + data), kind
        found[kind] = data
        at += 12 + length
    return found


def test_the_png_decodes_to_the_same_pixels_and_palette() -> None:
    for width, height in [(333, 97), (1, 1), (64, BAND_ROWS), (200, BAND_ROWS + 1)]:
        image = indexed(width, height, seed=width)
        png = write_png(image, BandCache())
        decoded = Image.open(io.BytesIO(png))
        decoded.load()
        assert decoded.mode == "P" and decoded.size == image.size
        assert decoded.tobytes() == image.tobytes()
        assert decoded.getpalette() == image.getpalette()
        # zlib itself checks the Adler-32 at the end of the stream
        rows = zlib.decompress(chunks(png)[b"IDAT"])
        pixels = image.tobytes()
        assert rows == b"".join(b"\0" + pixels[y * width : (y + 1) * width] for y in range(height))


def test_unchanged_bands_are_reused_and_the_bytes_stay_the_same() -> None:
    first = indexed(300, 6 * BAND_ROWS, seed=1)
    second = first.copy()
    second.paste(7, (10, 2 * BAND_ROWS + 3, 50, 2 * BAND_ROWS + 9))  # inside the third band
    cache = BandCache()
    write_png(first, cache)
    assert (cache.hits, cache.misses) == (0, 6)
    png = write_png(second, cache)
    assert (cache.hits, cache.misses) == (5, 7)
    assert png == write_png(second, BandCache())  # as if nothing were remembered
    assert Image.open(io.BytesIO(png)).tobytes() == second.tobytes()


def test_bands_of_any_heights_make_the_same_pixels() -> None:
    image = indexed(120, 100, seed=3)
    rows = framed_rows(image)
    palette = palette_bytes(image)
    for heights in ([100], [1] * 100, [7, 32, 32, 29], [40, 1, 59]):
        png = png_bytes(120, 100, palette, deflated_bands(rows, 120, BandCache(), heights))
        decoded = Image.open(io.BytesIO(png))
        decoded.load()  # zlib checks the combined Adler-32
        assert decoded.tobytes() == image.tobytes(), heights
    # heights that do not add up to the image's are a mistake, not a shorter picture
    with pytest.raises(ValueError, match="heights"):
        deflated_bands(rows, 120, BandCache(), [50, 49])


def test_the_cache_forgets_the_least_recently_used_band() -> None:
    cache = BandCache(capacity=2)
    a, b, c = (bytes([n]) * 100 for n in (1, 2, 3))
    for band in (a, b, a, c):  # c pushes out b, the least recently used
        cache.deflated(band)
    cache.hits = cache.misses = 0
    cache.deflated(a)
    cache.deflated(b)
    assert (cache.hits, cache.misses) == (1, 1)


def test_adler32_combine_matches_zlib() -> None:
    rng = random.Random(5)
    cases = [
        (os.urandom(rng.randrange(0, 3000)), os.urandom(rng.randrange(0, 90000)))
        for _ in range(200)
    ]
    cases.append((b"\xff" * 100_000, b"\xff" * 300_000))  # the sums wrap many times
    cases.append((b"", b""))
    for first, second in cases:
        combined = adler32_combine(zlib.adler32(first), zlib.adler32(second), len(second))
        assert combined == zlib.adler32(first + second)

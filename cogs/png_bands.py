"""Writing a palette image as PNG, deflating only the bands of rows not seen before.

A table's boards change little from one click to the next (a third of the 32-row bands of a
Builders board, bench/render.py), and deflate is the largest part of drawing one. So the pixel
rows are cut into bands; each band is compressed on its own, with nothing carried over from the
band before, which lets compressed bands be reused byte for byte: the zlib stream of the image
is the compressed bands one after another (each ends on a byte boundary, as pigz joins its
blocks), an empty last block and the Adler-32 of all the rows (combined from the bands').
A band is known by Python's 64-bit hash of its bytes and its CRC-32: another band with both the
same would be taken for a remembered one, about one chance in 10^21 per image with 8192
bands remembered.
"""

from __future__ import annotations

import struct
import threading
import zlib
from collections import OrderedDict
from collections.abc import Hashable, Iterable
from typing import Generic, NamedTuple, TypeVar

from PIL import Image

BAND_ROWS = 32
LEVEL = 3
SIGNATURE = b"\x89PNG\r\n\x1a\n"
# zlib's header for deflate with a 32 KiB window and a middling level: 0x78 0x5e
ZLIB_HEADER = b"\x78\x5e"
# The last, empty block of a deflate stream: every band before it ends with a non-final block.
LAST_BLOCK = zlib.compressobj(LEVEL, zlib.DEFLATED, -15).flush(zlib.Z_FINISH)


class Band(NamedTuple):
    """A band of rows deflated on its own, with what joining it to the others needs."""

    deflated: bytes
    adler: int  # the Adler-32 of its rows
    length: int  # the bytes of its rows


K = TypeVar("K", bound=Hashable)
V = TypeVar("V")


class Lru(Generic[K, V]):
    """Values by key, least recently used dropped first past ``capacity``; shared by the
    threads that draw, and counting what it found and missed."""

    def __init__(self, capacity: int) -> None:
        self.capacity = capacity
        self._values: OrderedDict[K, V] = OrderedDict()
        self._lock = threading.Lock()  # boards may be drawn in several threads
        self.hits = self.misses = 0

    def get(self, key: K) -> V | None:
        with self._lock:
            found = self._values.get(key)
            if found is None:
                self.misses += 1
            else:
                self._values.move_to_end(key)
                self.hits += 1
            return found

    def put(self, key: K, value: V) -> None:
        with self._lock:
            self._values[key] = value
            if len(self._values) > self.capacity:
                self._values.popitem(last=False)

    def clear(self) -> None:
        with self._lock:
            self._values.clear()
            self.hits = self.misses = 0


class BandCache(Lru[tuple[int, int, int], Band]):
    """The compressed bands of recent images, by (hash, CRC-32, length) of their rows."""

    def __init__(self, capacity: int = 8192) -> None:
        super().__init__(capacity)

    def deflated(self, band: bytes) -> Band:
        """The band of rows ``band`` deflated on its own."""
        key = (hash(band), zlib.crc32(band), len(band))
        found = self.get(key)
        if found is not None:
            return found
        squeezer = zlib.compressobj(LEVEL, zlib.DEFLATED, -15)
        deflated = squeezer.compress(band) + squeezer.flush(zlib.Z_FULL_FLUSH)
        made = Band(deflated, zlib.adler32(band), len(band))
        self.put(key, made)
        return made


def write_png(indexed: Image.Image, cache: BandCache) -> bytes:
    """``indexed`` (a "P" image) as PNG bytes: 8 bits per pixel, no filter."""
    assert indexed.mode == "P"
    width, height = indexed.size
    bands = deflated_bands(framed_rows(indexed), width, cache)
    return png_bytes(width, height, palette_bytes(indexed), bands)


def deflated_bands(
    rows: bytes, width: int, cache: BandCache, heights: Iterable[int] | None = None
) -> list[Band]:
    """``rows`` (``framed_rows`` of an image ``width`` pixels wide) cut into bands of
    ``heights`` rows (every ``BAND_ROWS`` rows by default), each deflated on its own."""
    stride = width + 1
    if heights is None:
        step = BAND_ROWS * stride
        return [cache.deflated(rows[start : start + step]) for start in range(0, len(rows), step)]
    bands = []
    start = 0
    for rows_in_band in heights:
        end = start + rows_in_band * stride
        bands.append(cache.deflated(rows[start:end]))
        start = end
    if start != len(rows):
        raise ValueError("the bands' heights do not add up to the image's rows")
    return bands


def framed_rows(indexed: Image.Image) -> bytes:
    """The rows of ``indexed`` as a PNG holds them, each after its filter type."""
    # Every row starts with its filter type, 0 (none: palette images gain nothing from
    # filters): the image one column wider, shifted right, has exactly those bytes.
    framed = Image.new("P", (indexed.width + 1, indexed.height), 0)
    framed.paste(indexed, (1, 0))  # same mode: the indices are copied as they are
    return framed.tobytes()


def palette_bytes(indexed: Image.Image) -> bytes:
    """What the PNG's palette chunk holds for ``indexed``."""
    return bytes(indexed.getpalette("RGB") or [])


def png_bytes(width: int, height: int, palette: bytes, bands: Iterable[Band]) -> bytes:
    """The PNG of a palette image whose rows, cut into bands anywhere, are ``bands``."""
    stream = [ZLIB_HEADER]
    adler = 1
    for band in bands:
        stream.append(band.deflated)
        adler = adler32_combine(adler, band.adler, band.length)
    stream += [LAST_BLOCK, struct.pack(">I", adler)]
    header = struct.pack(">IIBBBBB", width, height, 8, 3, 0, 0, 0)
    return b"".join(
        [
            SIGNATURE,
            _chunk(b"IHDR", header),
            _chunk(b"PLTE", palette),
            _chunk(b"IDAT", b"".join(stream)),
            _chunk(b"IEND", b""),
        ]
    )


ADLER_BASE = 65521


def adler32_combine(first: int, second: int, second_length: int) -> int:
    """The Adler-32 of two byte strings one after the other, from theirs (zlib's
    adler32_combine, which Python's zlib does not offer)."""
    rem = second_length % ADLER_BASE
    low = ((first & 0xFFFF) + (second & 0xFFFF) + ADLER_BASE - 1) % ADLER_BASE
    high = (rem * (first & 0xFFFF) + (first >> 16) + (second >> 16) + ADLER_BASE - rem) % ADLER_BASE
    return low | (high << 16)


def _chunk(kind: bytes, data: bytes) -> bytes:
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

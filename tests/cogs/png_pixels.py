"""What a PNG shows, whatever its bytes: two PNGs of a palette image whose rows were deflated in
different bands have different bytes and the same pixels."""

from __future__ import annotations

import io

from PIL import Image

Shown = tuple[tuple[int, int], str, bytes, bytes]


def pixels(png: bytes) -> Shown:
    """The size, the mode, the palette and the pixels of ``png``."""
    with Image.open(io.BytesIO(png)) as image:
        image.load()
        return image.size, image.mode, bytes(image.getpalette() or []), image.tobytes()

"""PNG bytes for every image the bot sends."""

from __future__ import annotations

import io

from PIL import Image


def encode(image: Image.Image) -> bytes:
    """A 256-colour PNG: the boards are flat colours and anti-aliased text, which a palette
    keeps looking the same, while the file is 2-3 times smaller and several times faster to
    compress than full RGB (bench/render.py). No dithering: it would speckle the flat areas."""
    out = io.BytesIO()
    palette = image.quantize(256, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE)
    palette.save(out, "PNG", compress_level=3)
    return out.getvalue()

"""Fonts for the board images: DejaVu where the system has it, else Pillow's bundled font."""

from __future__ import annotations

from functools import cache

from PIL import ImageFont

_CANDIDATES = {
    "regular": ["DejaVuSans.ttf", "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"],
    "bold": ["DejaVuSans-Bold.ttf", "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"],
    "mono": ["DejaVuSansMono.ttf", "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf"],
}


@cache
def font(size: int, style: str = "regular") -> ImageFont.FreeTypeFont | ImageFont.ImageFont:
    """A font of ``size`` pixels; ``style`` is regular, bold or mono. Cached per size and style."""
    for candidate in _CANDIDATES[style]:
        try:
            return ImageFont.truetype(candidate, size)
        except OSError:
            continue
    return ImageFont.load_default(size)

"""Fonts for the board images: DejaVu where the system has it, else Pillow's bundled font."""

from __future__ import annotations

from functools import cache, lru_cache
from typing import Any

from PIL import ImageFont


class CachedFont(ImageFont.FreeTypeFont):
    """A FreeType font that rasterises each string once: drawing text is most of a board's
    cost, and a board repeats the same words and numbers render after render."""

    def getmask2(self, text: Any, mode: str = "", *args: Any, **kwargs: Any) -> tuple[Any, Any]:
        try:
            key = (text, mode, args, tuple(sorted(kwargs.items())))
            hash(key)
        except TypeError:  # a list of features, say: not worth caching
            return super().getmask2(text, mode, *args, **kwargs)
        if mode == "RGBA":  # Pillow writes into the mask of coloured glyphs
            return super().getmask2(text, mode, *args, **kwargs)
        return _mask(self, key)


# The strings of the last few hundred boards (a mask is ~4 KB: at most ~20 MB per process).
@lru_cache(maxsize=4096)
def _mask(f: CachedFont, key: tuple[Any, str, tuple[Any, ...], tuple[Any, ...]]) -> tuple[Any, Any]:
    # Pillow only reads the mask it gets (draw_bitmap), so one mask serves every drawing.
    text, mode, args, kwargs = key
    return ImageFont.FreeTypeFont.getmask2(f, text, mode, *args, **dict(kwargs))


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
            return CachedFont(candidate, size)
        except OSError:
            continue
    return ImageFont.load_default(size)

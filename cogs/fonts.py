"""Fonts for the board images: DejaVu, from Debian's fonts-dejavu-core (which .ci/run
installs), else the system's, else Pillow's bundled font (with a warning).

The committed palettes (``cogs/palettes``) are learnt from boards drawn with Debian's files, so
those come first: another copy of DejaVu, or another font, draws other pixels (the palettes
stay usable, but ``tests/cogs/test_palettes.py`` fails there)."""

from __future__ import annotations

import logging
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


# Debian's files by their path first: a bare name is looked for in the working folder and
# then in every font folder, where another version of DejaVu may come first.
DEBIAN = "/usr/share/fonts/truetype/dejavu"
FILES = {"regular": "DejaVuSans.ttf", "bold": "DejaVuSans-Bold.ttf", "mono": "DejaVuSansMono.ttf"}

log = logging.getLogger(__name__)


@cache
def font(size: int, style: str = "regular") -> ImageFont.FreeTypeFont | ImageFont.ImageFont:
    """A font of ``size`` pixels; ``style`` is regular, bold or mono. Cached per size and style."""
    name = FILES[style]
    for candidate in (f"{DEBIAN}/{name}", name):
        try:
            return CachedFont(candidate, size)
        except OSError:
            continue
    _warn_missing(name)
    return ImageFont.load_default(size)


@cache
def _warn_missing(name: str) -> None:
    log.warning("%s is missing (install fonts-dejavu-core): the images use Pillow's font", name)

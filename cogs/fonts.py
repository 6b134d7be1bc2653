"""Fonts for the board images: DejaVu, from Debian's fonts-dejavu-core (which .ci/run
installs), else the system's, else Pillow's bundled font (with a warning).

The committed palettes (``cogs/<game>/palettes``) are learnt from boards drawn with Debian's
files, so those come first: another copy of DejaVu, or another font, draws other pixels (the
palettes stay usable, but ``tests/cogs/test_palettes.py`` fails there)."""

from __future__ import annotations

import logging
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass
from functools import cache, lru_cache
from typing import Any

from PIL import ImageDraw, ImageFont


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


# ----- recording what is drawn (tests/cogs/test_readable.py, bench/render.py) ---------------


@dataclass(frozen=True, slots=True)
class DrawnText:
    """One text an image drew: ``size`` is its font's pixel size (the em, what CSS calls a font
    size), ``box`` the (left, top, right, bottom) of its ink in the image it was drawn on, and
    ``image`` that image's (width, height): a text drawn on a piece pasted later (a cached card)
    is in the piece's coordinates, so a check can tell it apart."""

    text: str
    size: int
    box: tuple[int, int, int, int]
    image: tuple[int, int]


# The list the texts drawn in this thread (or task) go to, while one is recording.
_RECORDING: ContextVar[list[DrawnText] | None] = ContextVar("_RECORDING", default=None)
_ORIGINAL_TEXT = ImageDraw.ImageDraw.text
_hooks = 0  # recordings open in any thread: the hook stays while one is
_hooks_lock = threading.Lock()


def _recorded_text(
    draw: ImageDraw.ImageDraw, xy: Any, text: Any, *args: Any, **kwargs: Any
) -> None:
    drawn = _RECORDING.get()
    if drawn is not None and isinstance(text, str) and text:
        font_ = kwargs.get("font") if len(args) < 2 else args[1]
        anchor = kwargs.get("anchor") if len(args) < 3 else args[2]
        box = draw.textbbox(xy, text, font=font_, anchor=anchor)
        size = getattr(font_, "size", None)
        height = round(size) if size is not None else round(box[3] - box[1])
        left, top, right, bottom = (round(v) for v in box)
        drawn.append(DrawnText(text, height, (left, top, right, bottom), draw.im.size))
    _ORIGINAL_TEXT(draw, xy, text, *args, **kwargs)


def text_unwatched() -> bool:
    """Whether ``ImageDraw.text`` is Pillow's own: no recording (here or a test's) wraps it, so
    a drawing may stamp its texts without it (``cogs.pen``)."""
    return ImageDraw.ImageDraw.text is _ORIGINAL_TEXT


@contextmanager
def recording() -> Iterator[list[DrawnText]]:
    """Every text that Pillow draws in this thread inside the ``with``, in drawing order: what
    the readability checks measure. Pillow's ``ImageDraw.text`` is wrapped only while a
    recording is open (a bot never opens one), and other threads drawing meanwhile are not
    recorded. Text already drawn into a cached picture that is only pasted is not seen."""
    global _hooks
    drawn: list[DrawnText] = []
    token = _RECORDING.set(drawn)
    with _hooks_lock:
        _hooks += 1
        ImageDraw.ImageDraw.text = _recorded_text  # type: ignore[method-assign,assignment]
    try:
        yield drawn
    finally:
        _RECORDING.reset(token)
        with _hooks_lock:
            _hooks -= 1
            if not _hooks:
                ImageDraw.ImageDraw.text = _ORIGINAL_TEXT  # type: ignore[method-assign]


@contextmanager
def unrecorded() -> Iterator[None]:
    """Nothing drawn inside the ``with`` is recorded: a trial drawing, made only to learn how
    tall the image must be, is not what the reader sees."""
    token = _RECORDING.set(None)
    try:
        yield
    finally:
        _RECORDING.reset(token)

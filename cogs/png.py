"""PNG bytes for every image the bot sends."""

from __future__ import annotations

import importlib
import io
import threading
from collections import Counter
from collections.abc import Callable, Iterable
from typing import Any

from PIL import Image

from cogs.png_bands import BandCache, write_png
from rules.core import Engine
from rules.play import random_history


def encode(image: Image.Image, palette: Palette | None = None) -> bytes:
    """A 256-colour PNG: the boards are flat colours and anti-aliased text, which a palette
    keeps looking the same, while the file is 2-3 times smaller and several times faster to
    compress than full RGB (bench/render.py). No dithering: it would speckle the flat areas.

    With a ``palette`` learnt from sample images of the same kind, each pixel only looks up its
    nearest colour: 5 times faster than choosing a palette for every image (the slowest step of
    a board), and as faithful, because the boards of one game use the same colours. Then the
    rows are deflated in bands, reusing the bands of recent images (``cogs.png_bands``)."""
    if palette is not None:
        return write_png(image.quantize(palette=palette.image, dither=Image.Dither.NONE), BANDS)
    indexed = image.quantize(256, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE)
    out = io.BytesIO()
    indexed.save(out, "PNG", compress_level=3)
    return out.getvalue()


# The bands of the latest boards this process drew (~3 KB each: ~12 MB; the last boards of
# ~70 tables of The Builders).
BANDS = BandCache(4096)


class Palette:
    """The 256 colours of one kind of image, chosen once per process from sample images that
    ``samples`` draws (on first use: 0.3-0.5 s; the bot learns them as it starts)."""

    def __init__(self, samples: Callable[[], Iterable[Image.Image]]) -> None:
        self._samples = samples
        self._image: Image.Image | None = None
        self._lock = threading.Lock()  # boards are drawn in worker threads
        _PALETTES.append(self)

    @property
    def image(self) -> Image.Image:
        with self._lock:
            if self._image is None:
                self._image = self._learn()
            return self._image

    def _learn(self) -> Image.Image:
        # Only the colours and how often each is used matter: one sample at a time is reduced
        # to its colour counts, so the memory stays that of one board (a sheet of every
        # sample made each render process hold 200 MB more; bench/bot.py).
        counts: Counter[tuple[int, ...]] = Counter()
        for sample in self._samples():
            rgb = sample if sample.mode == "RGB" else sample.convert("RGB")
            for count, colour in rgb.getcolors(rgb.width * rgb.height) or []:
                assert isinstance(colour, tuple)  # an RGB image's colours are triples
                counts[colour] += count
            del sample, rgb  # before the next sample is drawn
        # one pixel per 64 of the samples' (at least one per colour): the same proportions
        pixels = b"".join(bytes(c) * max(1, n // 64) for c, n in sorted(counts.items()))
        strip = Image.frombytes("RGB", (len(pixels) // 3, 1), pixels)
        return strip.quantize(256, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE)


_PALETTES: list[Palette] = []


def learn_palettes(*modules: str) -> None:
    """Import ``modules``, then learn every palette defined so far: the bot does it as it
    starts (and each render process as it starts), so that no player waits for it."""
    for module in modules:
        importlib.import_module(module)
    for palette in _PALETTES:
        palette.image  # noqa: B018 (learnt on first use)


def sample_states(
    engine: Engine[Any], players: tuple[int, ...] = (2, 4), seed: int = 1, count: int = 8
) -> list[Any]:
    """``count`` states spread evenly over a seeded random game for each number of
    ``players``, from its start to its end: what a palette learns from. Several moments of
    games of several sizes, so that what only some decisions or some tables show (a
    highlighted square, a card for 2-3 players) is among them."""
    samples = []
    for n in players:
        history = random_history(engine, n, seed)
        last = len(history) - 1
        samples += [history[round(i * last / (count - 1))] for i in range(count)]
    return samples

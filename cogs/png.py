"""PNG bytes for every image the bot sends."""

from __future__ import annotations

import importlib
import io
import sys
import threading
from collections import Counter
from collections.abc import Callable, Iterable
from pathlib import Path
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
        return write_png(palette.index(image), BANDS)
    indexed = image.quantize(256, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE)
    out = io.BytesIO()
    indexed.save(out, "PNG", compress_level=3)
    return out.getvalue()


# The bands of the latest boards this process drew (~3 KB each: ~12 MB; the last boards of
# ~70 tables of The Builders).
BANDS = BandCache(4096)


class Palette:
    """The 256 colours of one kind of image, learnt from the sample images that ``samples``
    draws. Learning draws 16 boards (0.3-1 s of CPU each time, 5-8 s per process for every
    palette on a busy machine), so it is done ahead of time by ``python -m cogs.palettes``,
    whose files are committed: a process only reads them, from the ``palettes`` folder beside
    the module that draws the image (``cogs/porta_nigra/palettes/hand.pal``), so a game's
    palettes live in its own package.

    ``name`` names the palette; by default it is the module that defines ``samples``
    ("cogs.porta_nigra.hand"), which is unique as long as a module defines one palette. Its
    file is the name's last part, in ``directory`` (by default that module's folder's
    ``palettes``)."""

    def __init__(
        self,
        samples: Callable[[], Iterable[Image.Image]],
        name: str | None = None,
        directory: Path | None = None,
    ) -> None:
        self.samples = samples
        self.name: str = name if name is not None else samples.__module__
        self.directory = directory if directory is not None else folder_of(samples.__module__)
        if self.name in _PALETTES:
            raise ValueError(f"two palettes are named {self.name!r}: give one another name")
        self._image: Image.Image | None = None
        self._lock = threading.Lock()  # boards are drawn in worker threads
        _PALETTES[self.name] = self

    def index(self, image: Image.Image) -> Image.Image:
        """``image`` (RGB) as a palette image of these colours, each pixel the nearest one."""
        return image.quantize(palette=self.image, dither=Image.Dither.NONE)

    @property
    def path(self) -> Path:
        return self.directory / f"{self.name.rpartition('.')[2]}.pal"

    @property
    def image(self) -> Image.Image:
        """The committed palette, as the image that ``Image.quantize`` takes."""
        with self._lock:
            if self._image is None:
                self._image = self._load()
            return self._image

    def _load(self) -> Image.Image:
        try:
            colours = self.path.read_bytes()
        except FileNotFoundError:
            raise FileNotFoundError(
                f"{self.path} is missing: run `python -m cogs.palettes` to compute the palettes"
            ) from None
        if not colours or len(colours) % 3 or len(colours) > 768:
            raise ValueError(
                f"{self.path} holds {len(colours)} bytes, not up to 256 RGB colours: "
                "run `python -m cogs.palettes` to compute the palettes again"
            )
        image = Image.new("P", (1, 1))
        image.putpalette(colours, "RGB")
        return image

    def learn(self) -> bytes:
        """The palette learnt from the samples, as the RGB bytes of its colours (what the
        file holds). The same samples always give the same bytes."""
        # Only the colours and how often each is used matter: one sample at a time is reduced
        # to its colour counts, so the memory stays that of one board (a sheet of every
        # sample made each render process hold 200 MB more; bench/bot_load.py).
        counts: Counter[tuple[int, ...]] = Counter()
        for sample in self.samples():
            rgb = sample if sample.mode == "RGB" else sample.convert("RGB")
            for count, colour in rgb.getcolors(rgb.width * rgb.height) or []:
                assert isinstance(colour, tuple)  # an RGB image's colours are triples
                counts[colour] += count
            del sample, rgb  # before the next sample is drawn
        # one pixel per 64 of the samples' (at least one per colour): the same proportions;
        # sorted, so that the strip (and the palette) does not depend on the drawing order
        pixels = b"".join(bytes(c) * max(1, n // 64) for c, n in sorted(counts.items()))
        strip = Image.frombytes("RGB", (len(pixels) // 3, 1), pixels)
        learnt = strip.quantize(256, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE)
        return bytes(learnt.getpalette("RGB") or [])


def folder_of(module: str) -> Path:
    """The folder of ``module``'s committed palettes (``cogs/palettes/__init__.py`` says how to
    make them): ``palettes`` beside its file. The module is being imported as it defines its
    palette, so it is in ``sys.modules`` already."""
    return Path(str(sys.modules[module].__file__)).with_name("palettes")


# Every palette defined so far, by name.
_PALETTES: dict[str, Palette] = {}


def palettes() -> list[Palette]:
    """Every palette defined by the modules imported so far."""
    return list(_PALETTES.values())


def learn_palettes(*modules: str) -> None:
    """Import ``modules``, then load every palette defined so far: the bot does it as it
    starts (and each render process as it starts), so that a missing palette file stops it
    there rather than at a player's first click. Reading the files takes a millisecond."""
    for module in modules:
        importlib.import_module(module)
    for palette in palettes():
        palette.image  # noqa: B018 (loaded on first use)


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

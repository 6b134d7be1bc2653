"""PNG bytes for every image the bot sends."""

from __future__ import annotations

import importlib
import io
import threading
from collections.abc import Callable
from typing import Any

from PIL import Image

from rules.core import Engine, derived_rng


def encode(image: Image.Image, palette: Palette | None = None) -> bytes:
    """A 256-colour PNG: the boards are flat colours and anti-aliased text, which a palette
    keeps looking the same, while the file is 2-3 times smaller and several times faster to
    compress than full RGB (bench/render.py). No dithering: it would speckle the flat areas.

    With a ``palette`` learnt from sample images of the same kind, each pixel only looks up its
    nearest colour: 5 times faster than choosing a palette for every image (the slowest step of
    a board), and as faithful, because the boards of one game use the same colours."""
    if palette is None:
        indexed = image.quantize(256, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE)
    else:
        indexed = image.quantize(palette=palette.image, dither=Image.Dither.NONE)
    out = io.BytesIO()
    indexed.save(out, "PNG", compress_level=3)
    return out.getvalue()


class Palette:
    """The 256 colours of one kind of image, chosen once per process from sample images that
    ``samples`` draws (on first use: it costs about one tenth of a second)."""

    def __init__(self, samples: Callable[[], list[Image.Image]]) -> None:
        self._samples = samples
        self._image: Image.Image | None = None
        self._lock = threading.Lock()  # boards are drawn in worker threads
        _PALETTES.append(self)

    @property
    def image(self) -> Image.Image:
        with self._lock:
            if self._image is None:
                samples = self._samples()
                sheet = Image.new(
                    "RGB", (max(s.width for s in samples), sum(s.height for s in samples))
                )
                y = 0
                for sample in samples:
                    sheet.paste(sample.convert("RGB"), (0, y))
                    y += sample.height
                self._image = sheet.quantize(
                    256, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE
                )
            return self._image


_PALETTES: list[Palette] = []


def learn_palettes(*modules: str) -> None:
    """Import ``modules``, then learn every palette defined so far: the bot does it as it
    starts (and each render process as it starts), so that no player waits for it."""
    for module in modules:
        importlib.import_module(module)
    for palette in _PALETTES:
        palette.image  # noqa: B018 (learnt on first use)


def sample_states(
    engine: Engine[Any], players: int = 4, seed: int = 1, count: int = 3
) -> list[Any]:
    """``count`` states spread evenly over a seeded random game, from its start to its end:
    what a palette learns from."""
    state = engine.new_game([str(1000 + i) for i in range(players)], seed)
    rng = derived_rng(seed, "palette")
    history = [state]
    while engine.pending(state) is not None:
        state, _ = engine.apply(state, rng.choice(engine.legal_actions(state)))
        history.append(state)
    last = len(history) - 1
    return [history[round(i * last / (count - 1))] for i in range(count)]

"""The palettes of the board images, learnt ahead of time and committed beside the modules that
draw them: ``cogs/<game>/palettes/<image>.pal`` holds the RGB bytes of the (up to 256) colours
of the palette named ``cogs.<game>.<image>`` (``cogs.png.Palette``), so that a process reads
them instead of drawing 16 sample boards per palette as it starts.

Whenever what a board draws changes (its colours, fonts, layout, or the samples it learns
from), learn them again and commit the files:

    python -m cogs.palettes

``tests/cogs/test_palettes.py`` fails while a committed palette is not what this learns. The
samples are drawn with DejaVu (``cogs.fonts``: Debian's fonts-dejavu-core), as on every machine
that runs the bot or the tests.
"""

from __future__ import annotations

import importlib
import pkgutil
from pathlib import Path

import cogs
from cogs.png import Palette, palettes


def defined() -> list[Palette]:
    """Every palette of the bot's images: those the modules of ``cogs`` define."""
    for module in pkgutil.walk_packages(cogs.__path__, "cogs."):
        if not module.name.endswith(".__main__"):  # this very script
            importlib.import_module(module.name)
    return palettes()


def write_all() -> list[Path]:
    """Learn every palette and write its file; remove the files of palettes that are gone.
    The files that changed."""
    changed = []
    current = defined()
    for palette in current:
        colours = palette.learn()
        if not palette.path.is_file() or palette.path.read_bytes() != colours:
            palette.path.write_bytes(colours)
            changed.append(palette.path)
    committed = set(Path(cogs.__path__[0]).glob("**/palettes/*.pal"))
    for path in committed - {palette.path for palette in current}:
        path.unlink()
        changed.append(path)
    return changed

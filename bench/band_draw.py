"""Band-drawn turn images benchmark (not a test): the CPU time of a game's turn image (The
Builders' or Porta Nigra's) drawn whole and encoded (``encode(draw_turn(...))``, as before) and
drawn band by band from a recording of its strokes (``render_turn``, ``cogs.png_band_draw``),
for consecutive states of seeded random games, as one table's clicks draw them.

Each game's states are drawn once each way, in order, each way starting from empty band caches
(the font caches are warmed first: a bot draws many images with one process); the two give
the same pixels, which is checked. Printed: the median CPU time (``time.thread_time``) per
image of each way and their ratio, per game and over all, and the share of bands met before.

Run: ``python bench/band_draw.py [--game builders|porta] [--states 150] [--players 2,3,4]
[--locale en-US]``
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

import stats  # also puts the project on sys.path
from PIL import Image

from cogs.builders_antiquity import turn as builders_turn
from cogs.png import BANDS, Palette, encode
from cogs.png_band_draw import DRAWN
from cogs.porta_nigra import turn as porta_turn
from rules import builders_antiquity, porta_nigra
from rules.core import Engine
from rules.play import random_history
from tests.cogs.png_pixels import pixels

NAMES = ["Aurelia Longname", "Brutus", "Cornelia the Elder", "Decimus"]


@dataclass(frozen=True)
class Game:
    """A game whose turn images are drawn by bands, and how it draws them both ways."""

    engine: Engine[Any]
    draw_turn: Callable[[Any, Mapping[str, str] | None, str], Image.Image]
    render_turn: Callable[[Any, Mapping[str, str] | None, str], bytes]
    palette: Palette


GAMES = {
    "builders": Game(
        builders_antiquity.ENGINE,
        builders_turn.draw_turn,
        builders_turn.render_turn,
        builders_turn.PALETTE,
    ),
    "porta": Game(
        porta_nigra.ENGINE, porta_turn.draw_turn, porta_turn.render_turn, porta_turn.PALETTE
    ),
}


def cpu_ms(draw: Callable[[], bytes]) -> tuple[float, bytes]:
    started = time.thread_time()
    png = draw()
    return (time.thread_time() - started) * 1000, png


def game(
    drawn: Game, players: int, seed: int, count: int, locale: str
) -> tuple[list[float], list[float]]:
    """The CPU milliseconds per image of each way over ``count`` consecutive states."""
    states = random_history(drawn.engine, players, seed)[:count]
    names = dict(zip(states[0].seats, NAMES, strict=False))
    views = [drawn.engine.view_model(state, None) for state in states]
    old: list[float] = []
    new: list[float] = []
    pngs: list[bytes] = []
    for view in views:  # the texts' masks cached for both ways alike
        drawn.draw_turn(view, names, locale)
    BANDS.clear()
    for view in views:

        def whole(v: object = view) -> bytes:
            return encode(drawn.draw_turn(v, names, locale), drawn.palette)

        ms, png = cpu_ms(whole)
        old.append(ms)
        pngs.append(png)
    BANDS.clear()
    DRAWN.clear()
    for view, drawn_whole in zip(views, pngs, strict=True):

        def by_bands(v: object = view) -> bytes:
            return drawn.render_turn(v, names, locale)

        ms, png = cpu_ms(by_bands)
        new.append(ms)
        assert pixels(png) == pixels(drawn_whole), "the band-drawn image differs from the whole"
    met = DRAWN.hits / max(1, DRAWN.hits + DRAWN.misses)
    print(
        f"  {players} players, seed {seed}: {len(views)} images  "
        f"whole {statistics.median(old):5.2f} ms  bands {statistics.median(new):5.2f} ms  "
        f"ratio {statistics.median(new) / statistics.median(old):.2f}  "
        f"bands met before {met:.0%}"
    )
    return old, new


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--states", type=int, default=150, help="consecutive states per game")
    parser.add_argument("--players", default="2,3,4")
    parser.add_argument("--locale", default="en-US")
    parser.add_argument("--game", choices=sorted(GAMES), default="builders")
    args = parser.parse_args()
    drawn = GAMES[args.game]
    # warm the fonts' caches and read the palette, as a running bot has
    warm = drawn.engine.view_model(random_history(drawn.engine, 2, 99)[5], None)
    encode(drawn.draw_turn(warm, None, args.locale), drawn.palette)
    drawn.render_turn(warm, None, args.locale)
    print(
        f"{args.game} turn images, CPU per image (median), "
        f"{args.states} consecutive states per game"
    )
    old: list[float] = []
    new: list[float] = []
    for seed, players in enumerate(int(p) for p in args.players.split(",")):
        o, n = game(drawn, players, seed + 1, args.states, args.locale)
        old += o
        new += n
    whole, bands = statistics.median(old), statistics.median(new)
    print(
        f"  all: whole {whole:.2f} ms (p95 {stats.percentile(old, 0.95):.2f})  "
        f"bands {bands:.2f} ms (p95 {stats.percentile(new, 0.95):.2f})  ratio {bands / whole:.2f}"
    )


if __name__ == "__main__":
    main()

"""Where images are drawn and computer players think: worker processes, or threads.

With ``render_processes`` N the bot keeps N single-worker render pools, and a table's boards
always go to the same one (it still holds the compressed bands of the table's last board,
``cogs.png_bands``), and N more processes for the AI seats: a search would hold a thread's
interpreter lock (and slow the event loop) or a render process (and its boards).
"""

from __future__ import annotations

import asyncio
import importlib
import multiprocessing
import random
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from typing import Any, TypeVar

from bot import heap
from cogs.png import learn_palettes
from rules.ai.levels import choose_move

R = TypeVar("R")


class Workers:
    def __init__(self, render_processes: int) -> None:
        spawn = multiprocessing.get_context("spawn")
        self.render_pools = [
            ProcessPoolExecutor(1, mp_context=spawn) for _ in range(render_processes)
        ]
        self.ai_pool = (
            ProcessPoolExecutor(render_processes, mp_context=spawn) if render_processes else None
        )

    async def draw(self, table_id: int, render: Callable[..., R], *args: Any) -> R:
        """Run an image renderer for a table off the event loop."""
        if not self.render_pools:
            return await asyncio.to_thread(render, *args)
        pool = self.render_pools[table_id % len(self.render_pools)]
        return await asyncio.get_running_loop().run_in_executor(pool, render, *args)

    async def think(
        self, game_id: str, level: str, state: Any, seat: str, rng: random.Random
    ) -> str:
        """An AI seat's move, off the event loop."""
        if self.ai_pool is None:
            return await asyncio.to_thread(choose_move, game_id, level, state, seat, rng)
        loop = asyncio.get_running_loop()
        return await loop.run_in_executor(
            self.ai_pool, choose_move, game_id, level, state, seat, rng
        )

    def close(self) -> None:
        for pool in [*self.render_pools, *([self.ai_pool] if self.ai_pool else [])]:
            pool.shutdown(wait=False, cancel_futures=True)
        self.render_pools, self.ai_pool = [], None

    async def warm(self, modules: tuple[str, ...], *, settle: bool = False) -> None:
        """Start every worker process now, importing what draws there and reading the image
        palettes (a missing palette file fails the start, not a player's first click); with
        ``settle``, each worker process then settles its heap (``bot.heap``)."""
        loop = asyncio.get_running_loop()
        learn_palettes(*modules)
        await asyncio.gather(
            *(
                loop.run_in_executor(pool, prepare, modules, settle, True)
                for pool in self.render_pools
            ),
            *(
                loop.run_in_executor(self.ai_pool, prepare, ("rules.registry",), settle)
                for _ in self.render_pools
                if self.ai_pool is not None
            ),
        )


def prepare(modules: tuple[str, ...], settle: bool, palettes: bool = False) -> None:
    """A worker process's start: import ``modules`` (and read their images' palettes), then
    settle its heap."""
    if palettes:
        learn_palettes(*modules)  # imports them too
    else:
        for module in modules:
            importlib.import_module(module)
    if settle:
        heap.settle()

"""bot.heap: what a bot's own process does with the garbage collector once it has started."""

from __future__ import annotations

import asyncio
import gc
import subprocess
import sys
import textwrap

from bot.heap import YOUNG_THRESHOLD
from bot.workers import Workers

SETTLE = textwrap.dedent(
    """
    import gc, weakref
    from bot import heap

    class Node:
        other: object

    # garbage that only the collector can free: a cycle, already unreachable
    a, b = Node(), Node()
    a.other, b.other = b, a
    dropped = weakref.ref(a)
    del a, b
    kept = [Node() for _ in range(1000)]
    before = gc.get_freeze_count()
    heap.settle()
    print(dropped() is None, gc.get_freeze_count() - before >= 1000, gc.get_threshold()[0])
    """
)


def test_settle_collects_the_garbage_then_freezes_what_is_left() -> None:
    # in a process of its own: freezing the test runner's heap would outlive the test
    out = subprocess.run(
        [sys.executable, "-c", SETTLE], capture_output=True, text=True, check=True, timeout=60
    ).stdout.split()
    # the cycle was collected, not frozen for life; the 1000 live objects were frozen
    assert out == ["True", "True", str(YOUNG_THRESHOLD)]


def test_worker_processes_settle_only_when_asked() -> None:
    async def frozen(settle: bool) -> tuple[int, int]:
        workers = Workers(1)
        try:
            await workers.warm(("cogs.porta_nigra",), settle=settle)
            loop = asyncio.get_running_loop()
            drawing = await loop.run_in_executor(workers.render_pools[0], gc.get_freeze_count)
            assert workers.ai_pool is not None
            thinking = await loop.run_in_executor(workers.ai_pool, gc.get_freeze_count)
            return drawing, thinking
        finally:
            workers.close()

    drawing, thinking = asyncio.run(frozen(True))
    assert drawing > 10_000 and thinking > 10_000  # the imported modules, fonts, palettes
    assert asyncio.run(frozen(False)) == (0, 0)

"""One ``sqlite3`` connection that lives in a thread of its own.

A connection is opened, used and closed only in its thread (``sqlite3`` checks that), and the
thread runs one function at a time, in the order they were handed in. So a function given to
:meth:`ConnectionThread.run` — a whole transaction, say — runs with no other statement of this
connection in between, and costs one trip through the event loop however many statements it
has.

Why not ``loop.run_in_executor`` on a one-thread ``ThreadPoolExecutor``: it does the same, but
its futures, locks and callbacks cost more work per trip on both threads, which compete for the
GIL; bench/storage.py's median action took 5-20 % longer through it than through this queue
(the shape aiosqlite has inside, here on public API only: a ``SimpleQueue`` in,
``call_soon_threadsafe`` out).
"""

from __future__ import annotations

import asyncio
import sqlite3
import threading
from collections.abc import Callable
from contextlib import suppress
from pathlib import Path
from queue import SimpleQueue
from typing import Any, TypeVar

__all__ = ["ConnectionThread"]

T = TypeVar("T")

# A job for the thread; None tells it to stop.
_Job = Callable[[], None] | None


class ConnectionThread:
    """A sqlite3 connection in autocommit mode (``isolation_level=None``), used in one thread.

    The thread is a daemon: a program that exits without :meth:`close` does not hang on it.
    Should that cut a transaction short, SQLite takes it as it takes a crash (rolled back).
    """

    def __init__(self, name: str) -> None:
        self._jobs: SimpleQueue[_Job] = SimpleQueue()
        self._connection: sqlite3.Connection | None = None
        self._closed = False
        self._thread = threading.Thread(target=self._serve, name=name, daemon=True)
        self._thread.start()

    @classmethod
    async def open(cls, path: str | Path, name: str) -> ConnectionThread:
        """Connect to ``path`` in a new thread called ``name`` (shown in thread dumps)."""
        thread = cls(name)

        def connect() -> None:
            thread._connection = sqlite3.connect(str(path), isolation_level=None)

        try:
            await thread._submit(connect)
        except BaseException:
            thread._closed = True
            thread._jobs.put(None)
            raise
        return thread

    def _serve(self) -> None:
        while (job := self._jobs.get()) is not None:
            job()

    def _submit(self, work: Callable[[], T]) -> asyncio.Future[T]:
        loop = asyncio.get_running_loop()
        future: asyncio.Future[T] = loop.create_future()

        def job() -> None:
            try:
                outcome: tuple[Any, BaseException | None] = (work(), None)
            except BaseException as error:
                outcome = (None, error)
            # A closed loop raises RuntimeError: nobody waits for the outcome any more.
            with suppress(RuntimeError):
                loop.call_soon_threadsafe(_settle, future, *outcome)

        self._jobs.put(job)
        return future

    async def run(self, work: Callable[[sqlite3.Connection], T]) -> T:
        """``work(connection)`` in the connection's thread, after what was handed in before.

        Cancelling the caller does not stop ``work`` once it was handed in: it runs to its end
        (a transaction commits or rolls back whole), and its outcome is dropped.
        """
        connection = self._connection
        if self._closed or connection is None:
            raise RuntimeError("the SQLite connection is closed")
        return await self._submit(lambda: work(connection))

    async def close(self) -> None:
        """Close the connection once what was handed in before has run; closing twice is fine."""
        connection = self._connection
        if self._closed or connection is None:
            return
        self._closed = True
        closed = self._submit(connection.close)
        # Queued before waiting, so the thread ends even if this caller is cancelled.
        self._jobs.put(None)
        await closed


def _settle(future: asyncio.Future[Any], result: Any, error: BaseException | None) -> None:
    if future.done():  # the caller was cancelled
        return
    if error is None:
        future.set_result(result)
    else:
        future.set_exception(error)

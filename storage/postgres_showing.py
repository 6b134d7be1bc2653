"""One process at a time shows a table: PostgreSQL's advisory lock on the table, held while a
process edits or posts the table's public messages.

Two processes may each have a newer version of one table to show (a click in one, a computer's
move or a DM click in the other). Each compare-and-swap is in order, but their edits of the
board message travel to Discord side by side, and the older one could land last: the board
would step back a move. Held around a whole showing (read what is shown, draw, send, store
what is shown now), the lock puts the edits in the order of their versions, and a process that
finds a newer version shown already leaves the message alone.

The lock is transaction-scoped (``pg_advisory_xact_lock``), on a connection of a small pool
of its own: a process that dies, or a task that is cancelled, lets go of it with its
transaction, and a holder's reads and writes, which go through the repository's pool, never
wait for a connection that another holder keeps. The pool opens at the first showing, so a
process that shares its tables with no other never opens it.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any

import asyncpg  # type: ignore[import-untyped]

from storage.postgres_faults import unavailable

__all__ = ["SHOWING_LOCKS", "SHOWING_WAIT", "Showing"]

log = logging.getLogger(__name__)

# The first key of the advisory lock a table is shown under (the channel lock's neighbour).
SHOWING_LOCKS = 0x7AB_0003
# How long a process waits for another to finish showing a table (an edit that Discord
# rate-limits can take seconds) before it shows it anyway, as it would without the lock.
SHOWING_WAIT = 10.0
# Tables being shown at once by one process; more wait for a connection, up to SHOWING_WAIT.
# A showing holds one while it draws and sends (~0.1 s, ~1 s on a saturated machine), so 8
# carry ~80 actions/s per process; the pool opens them only as they are needed.
CONNECTIONS = 8


class Showing:
    """The advisory locks of one process's showings; see the module's docstring."""

    def __init__(self, dsn: str, where: str, wait: float = SHOWING_WAIT) -> None:
        self._dsn = dsn
        self._where = where
        self._wait = wait
        self._pool: Any = None
        self._opening = asyncio.Lock()

    async def _connections(self) -> Any:
        async with self._opening:
            if self._pool is None:
                self._pool = await asyncpg.create_pool(
                    self._dsn,
                    min_size=0,
                    max_size=CONNECTIONS,
                    server_settings={
                        "application_name": "tabula showing",
                        "lock_timeout": str(round(self._wait * 1000)),
                    },
                    timeout=max(self._wait, 5.0),
                )
            return self._pool

    @asynccontextmanager
    async def table(self, table_id: int) -> AsyncIterator[None]:
        """Held while ``table_id`` is shown. A database that cannot give the lock in time
        (down, or another process stuck) does not stop the showing: it goes on without the
        lock, as it would with one process, and the log says so."""
        try:
            pool = await self._connections()
            con = await pool.acquire(timeout=self._wait)
        except Exception as error:
            self._without(table_id, error)
            yield
            return
        try:
            held = con.transaction()
            await held.start()
            try:
                await con.execute(
                    "SELECT pg_advisory_xact_lock($1, $2)", SHOWING_LOCKS, table_id % 2**31
                )
            except Exception as error:
                self._without(table_id, error)
            try:
                yield
            finally:
                # Nothing was written in it: the rollback only lets go of the lock. A
                # connection that broke meanwhile took the lock with it.
                try:
                    await held.rollback()
                except Exception as error:
                    if unavailable(error, self._where) is None:
                        raise
        finally:
            await pool.release(con)

    def _without(self, table_id: int, error: Exception) -> None:
        if unavailable(error, self._where) is None:
            raise error
        log.warning("table %s shown without its lock: %s", table_id, error)

    async def close(self) -> None:
        if self._pool is not None:
            await self._pool.close()
            self._pool = None

"""The connection pool a PostgreSQL repository works through, and its transactions.

Every write is one transaction on a connection of the pool; the rows it changes are locked
(``SELECT ... FOR UPDATE``) before they are compared, so writers of one table, in this process
or another, queue on PostgreSQL's row locks for at most the lock timeout (the SQLite busy
timeout's twin) before :class:`~storage.errors.StorageUnavailable` is raised. A read of several
statements is one REPEATABLE READ, read-only transaction: its statements see the same commit.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Iterable, Sequence
from contextlib import AbstractAsyncContextManager
from typing import Any, Protocol, TypeVar

import asyncpg  # type: ignore[import-untyped]

from storage.postgres_faults import faults_told

__all__ = ["Con", "PostgresPool", "Rows", "values"]

T = TypeVar("T")

Rows = list[Sequence[Any]]


class Con(Protocol):
    """What this package uses of an ``asyncpg.Connection`` (asyncpg ships no types)."""

    async def fetch(self, query: str, *args: Any) -> Rows: ...

    async def fetchval(self, query: str, *args: Any) -> Any: ...

    async def execute(self, query: str, *args: Any) -> str: ...

    async def executemany(self, command: str, args: Iterable[Sequence[Any]]) -> None: ...

    def transaction(self) -> AbstractAsyncContextManager[Any]: ...


Work = Callable[[Con], Awaitable[T]]


def values(rows: int, columns: int) -> str:
    """The placeholders of a multi-row VALUES: ``($1, $2), ($3, $4)`` for 2 rows of 2."""
    return ", ".join(
        "(" + ", ".join(f"${row * columns + column + 1}" for column in range(columns)) + ")"
        for row in range(rows)
    )


async def _nothing_to_reset(con: Any) -> None:
    """A connection back in the pool needs no reset query (a trip to the server per release):
    this package sets nothing on a session (SET LOCAL only), listens to nothing and takes only
    transaction-scoped locks; asyncpg rolls back a transaction left open either way."""


class PostgresPool:
    """A pool of connections to one database; see the module's docstring."""

    def __init__(self, pool: Any, where: str, acquire_timeout: float) -> None:
        self.pool = pool
        # Where the database is, without its password: it goes into messages and logs.
        self.where = where
        self._acquire_timeout = acquire_timeout

    @classmethod
    async def open(
        cls,
        dsn: str,
        where: str,
        *,
        busy_timeout: float,
        acquire_timeout: float,
        read_only: bool,
        max_size: int,
    ) -> PostgresPool:
        settings = {
            "application_name": "tabula",
            "lock_timeout": str(round(busy_timeout * 1000)),
        }
        if read_only:
            settings["default_transaction_read_only"] = "on"
        with faults_told(where):
            pool = await asyncpg.create_pool(
                dsn,
                min_size=1,
                max_size=max_size,
                server_settings=settings,
                timeout=max(busy_timeout, 5.0),
                reset=_nothing_to_reset,
            )
        return cls(pool, where, acquire_timeout)

    async def on_connection(self, work: Work[T]) -> T:
        """``work(connection)`` on a connection of its own, outside any transaction (the
        migrations make their own)."""
        with faults_told(self.where):
            async with self.pool.acquire() as con:
                return await work(con)

    async def close(self) -> None:
        await self.pool.close()

    async def transaction(self, work: Work[T]) -> T:
        """``work(connection)`` as one write transaction; rolled back whole if it raises or is
        cancelled."""
        with faults_told(self.where):
            async with (
                self.pool.acquire(timeout=self._acquire_timeout) as con,
                con.transaction(),
            ):
                return await work(con)

    async def read(self, work: Work[T]) -> T:
        """``work(connection)`` as one read transaction: its statements see the same commit."""
        with faults_told(self.where):
            async with (
                self.pool.acquire(timeout=self._acquire_timeout) as con,
                con.transaction(isolation="repeatable_read", readonly=True),
            ):
                return await work(con)

    async def fetch(self, sql: str, *args: Any) -> Rows:
        """The rows of one statement."""
        with faults_told(self.where):
            async with self.pool.acquire(timeout=self._acquire_timeout) as con:
                rows: Rows = await con.fetch(sql, *args)
                return rows

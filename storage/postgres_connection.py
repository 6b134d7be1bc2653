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
from functools import lru_cache
from typing import Any, Protocol, TypeVar

import asyncpg  # type: ignore[import-untyped]

from storage.postgres_faults import faults_told
from storage.postgres_showing import Showing
from storage.sql import Rows

__all__ = ["Con", "PostgresPool", "PostgresSql", "Rows", "numbered"]

T = TypeVar("T")

# The first key of the advisory lock a new table takes on its channel.
_CHANNEL_LOCKS = 0x7AB_0002


class Con(Protocol):
    """What this package uses of an ``asyncpg.Connection`` (asyncpg ships no types)."""

    async def fetch(self, query: str, *args: Any) -> Rows: ...

    async def fetchval(self, query: str, *args: Any) -> Any: ...

    async def execute(self, query: str, *args: Any) -> str: ...

    async def executemany(self, command: str, args: Iterable[Sequence[Any]]) -> None: ...

    def transaction(self) -> AbstractAsyncContextManager[Any]: ...


Work = Callable[[Con], Awaitable[T]]


@lru_cache(maxsize=1024)
def numbered(sql: str) -> str:
    """A statement written with ``?`` placeholders (:mod:`storage.sql`) as asyncpg takes it:
    ``$1``, ``$2``... in order. The shared statements hold no ``?`` in a literal."""
    first, *rest = sql.split("?")
    return first + "".join(f"${number}{part}" for number, part in enumerate(rest, 1))


class PostgresSql:
    """The :class:`~storage.sql.Sql` on an asyncpg connection: PostgreSQL's dialect."""

    __slots__ = ("con",)

    for_update = " FOR UPDATE"
    # PostgreSQL's stand-in for SQLite's rowid: a counter each stored result takes.
    stored_order = "stored"
    no_limit = None

    def __init__(self, con: Con) -> None:
        self.con = con

    async def fetch(self, sql: str, params: Sequence[Any] = ()) -> Rows:
        return await self.con.fetch(numbered(sql), *params)

    async def execute(self, sql: str, params: Sequence[Any] = ()) -> None:
        await self.con.execute(numbered(sql), *params)

    async def executemany(self, sql: str, rows: Iterable[Sequence[Any]]) -> None:
        await self.con.executemany(numbered(sql), rows)

    def any_of(self, column: str, values: Sequence[Any], kind: str) -> tuple[str, list[Any]]:
        # One array parameter, however many values: one prepared statement serves them all.
        return f"{column} = ANY(?::{kind}[])", [list(values)]

    def index_hint(self, index: str) -> str:
        return ""

    async def lock_channel(self, channel_id: int) -> None:
        # The unique index on open tables would only tell the second table after the fact.
        await self.execute(
            "SELECT pg_advisory_xact_lock(?, ?)", (_CHANNEL_LOCKS, channel_id % 2**31)
        )

    async def lock_ratings(self) -> None:
        # SHARE ROW EXCLUSIVE conflicts with itself, not with readers: two games of one server
        # never both read the same prior and lose one update, and a rebuild replaces
        # everything in between none of them; the results' ``stored`` counter follows the
        # order ratings are moved in.
        await self.execute("LOCK TABLE ratings IN SHARE ROW EXCLUSIVE MODE")


async def _nothing_to_reset(con: Any) -> None:
    """A connection back in the pool needs no reset query (a trip to the server per release):
    this package sets nothing on a session (SET LOCAL only), listens to nothing and takes only
    transaction-scoped locks; asyncpg rolls back a transaction left open either way."""


class PostgresPool:
    """A pool of connections to one database; see the module's docstring."""

    def __init__(self, pool: Any, where: str, acquire_timeout: float, dsn: str = "") -> None:
        self.pool = pool
        # Where the database is, without its password: it goes into messages and logs.
        self.where = where
        self._acquire_timeout = acquire_timeout
        # the locks tables are shown under, on connections of their own
        self.showing = Showing(dsn, where)

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
        return cls(pool, where, acquire_timeout, dsn)

    async def on_connection(self, work: Work[T]) -> T:
        """``work(connection)`` on a connection of its own, outside any transaction (the
        migrations make their own)."""
        with faults_told(self.where):
            async with self.pool.acquire() as con:
                return await work(con)

    async def close(self) -> None:
        try:
            await self.showing.close()
        finally:
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

"""The two aiosqlite connections a SQLite repository works through, and its transactions.

Only aiosqlite's public API is used. A write transaction is several awaited statements on the
writing connection (``BEGIN IMMEDIATE`` ... ``COMMIT``); an :class:`asyncio.Lock` makes sure no
statement of another coroutine of this process comes in between, and any error (a refusal, a
fault, a cancellation) rolls it back before the lock is let go. Other processes queue on
SQLite's own lock, for the busy timeout. Reads go through a second, query-only connection: in
WAL mode it sees the last commit and never waits for a writer.

The file is prepared (WAL, migrations) once at opening, by a short-lived plain ``sqlite3``
connection in a worker thread: the migrations are synchronous code shared with their tests.
"""

from __future__ import annotations

import asyncio
import sqlite3
from collections.abc import Awaitable, Callable, Iterable, Sequence
from contextlib import suppress
from pathlib import Path
from typing import Any, Literal, TypeVar
from urllib.parse import quote

import aiosqlite

from storage.errors import StorageUnavailable
from storage.sql import Rows
from storage.sqlite_faults import faults_told
from storage.sqlite_migrations import SCHEMA_VERSION, migrate, refuse_newer

__all__ = ["Rows", "SqliteConnections", "SqliteSql", "address", "prepare_file"]

T = TypeVar("T")

Work = Callable[[aiosqlite.Connection], Awaitable[T]]


def prepare_file(path: str, busy_timeout_ms: int, read_only: bool) -> None:
    """Refuse a file newer than this code, switch it to WAL and bring its schema up to date;
    read-only, only check that its schema is this code's."""
    with faults_told(path):
        db = sqlite3.connect(
            address(path, read_only),
            isolation_level=None,
            timeout=busy_timeout_ms / 1000,
            uri=True,
        )
        try:
            # Before anything writes to the file (switching to WAL does).
            found = refuse_newer(db, path)
            if read_only:
                if found < SCHEMA_VERSION:
                    raise StorageUnavailable(
                        StorageUnavailable.READ_ONLY,
                        f"{path} has schema version {found} and needs {SCHEMA_VERSION}: "
                        "open it once for writing to bring it up to date",
                    )
                return
            mode = db.execute("PRAGMA journal_mode = WAL").fetchone()
            if mode is None or str(mode[0]).lower() != "wal":
                raise RuntimeError(f"{path}: SQLite refused WAL mode (got {mode!r})")
            migrate(db, path)
        finally:
            db.close()


def address(path: str, read_only: bool) -> str:
    """The file as a URI (``mode=ro`` when read-only), so any name works as it is."""
    return "file:" + quote(str(Path(path).absolute())) + ("?mode=ro" if read_only else "")


class SqliteConnections:
    """A writing and a reading connection on one file; see the module's docstring."""

    def __init__(
        self, writer: aiosqlite.Connection, reader: aiosqlite.Connection, where: str
    ) -> None:
        self.writer = writer
        self.where = where
        self.reader = reader
        self._writing = asyncio.Lock()
        # A read transaction is several statements too: one at a time on the reader.
        self._reading = asyncio.Lock()

    @classmethod
    async def open(
        cls,
        path: str,
        busy_timeout_ms: int,
        synchronous: Literal["NORMAL", "FULL"],
        read_only: bool = False,
    ) -> SqliteConnections:
        with faults_told(path):
            return await cls._open(path, busy_timeout_ms, synchronous, read_only)

    @classmethod
    async def _open(
        cls,
        path: str,
        busy_timeout_ms: int,
        synchronous: Literal["NORMAL", "FULL"],
        read_only: bool,
    ) -> SqliteConnections:
        where = address(path, read_only)
        writer = await aiosqlite.connect(where, isolation_level=None, uri=True)
        try:
            # PRAGMA takes no parameters; both values are our own.
            await writer.execute(f"PRAGMA busy_timeout = {int(busy_timeout_ms)}")
            await writer.execute("PRAGMA foreign_keys = ON")
            await writer.execute(f"PRAGMA synchronous = {synchronous}")
            reader = await aiosqlite.connect(where, isolation_level=None, uri=True)
        except BaseException:
            await writer.close()
            raise
        try:
            await reader.execute(f"PRAGMA busy_timeout = {int(busy_timeout_ms)}")
            await reader.execute("PRAGMA query_only = ON")
        except BaseException:
            await reader.close()
            await writer.close()
            raise
        return cls(writer, reader, path)

    async def close(self) -> None:
        # The lock lets a transaction under way finish (or roll back) first.
        async with self._writing:
            await self.writer.close()
        async with self._reading:
            await self.reader.close()

    async def transaction(self, work: Work[T], begin: str = "BEGIN IMMEDIATE") -> T:
        """``work(writer)`` as one write transaction, no other statement of this process in
        between; rolled back whole if it raises or is cancelled."""
        async with self._writing:
            with faults_told(self.where):
                return await _in_transaction(self.writer, work, begin)

    async def read(self, work: Work[T]) -> T:
        """``work(reader)`` as one read transaction: its statements see the same commit."""
        async with self._reading:
            with faults_told(self.where):
                return await _in_transaction(self.reader, work, "BEGIN")

    async def write(self, sql: str, params: Sequence[Any] = ()) -> Rows:
        """One statement on the writing connection, committed on its own (SQLite makes a lone
        statement a transaction): one round trip to the connection's thread instead of the
        three of ``BEGIN``, the statement and ``COMMIT``. Its rows (``RETURNING``) if any."""
        async with self._writing:
            with faults_told(self.where):
                return await fetch(self.writer, sql, params)

    async def fetch(self, sql: str, params: Sequence[Any] = ()) -> Rows:
        """The rows of one statement on the reading connection."""
        async with self._reading:
            with faults_told(self.where):
                return await fetch(self.reader, sql, params)


async def fetch(db: aiosqlite.Connection, sql: str, params: Sequence[Any] = ()) -> Rows:
    return list(await db.execute_fetchall(sql, params))


class SqliteSql:
    """The :class:`~storage.sql.Sql` on an aiosqlite connection: SQLite's dialect."""

    __slots__ = ("db",)

    for_update = ""
    stored_order = "rowid"
    no_limit = -1

    def __init__(self, db: aiosqlite.Connection) -> None:
        self.db = db

    async def fetch(self, sql: str, params: Sequence[Any] = ()) -> Rows:
        return await fetch(self.db, sql, params)

    async def execute(self, sql: str, params: Sequence[Any] = ()) -> None:
        await self.db.execute(sql, params)

    async def executemany(self, sql: str, rows: Iterable[Sequence[Any]]) -> None:
        await self.db.executemany(sql, rows)

    def any_of(self, column: str, values: Sequence[Any], kind: str) -> tuple[str, list[Any]]:
        return f"{column} IN ({', '.join('?' * len(values))})", list(values)

    def index_hint(self, index: str) -> str:
        # Without statistics the planner takes the server's time order even for one player's
        # few games (54 ms instead of 1.5 ms for a player's stats among 100 000 games).
        return f" INDEXED BY {index}"

    async def lock_channel(self, channel_id: int) -> None:
        """Nothing to take: ``BEGIN IMMEDIATE`` already serialises every writer."""

    async def lock_ratings(self) -> None:
        """Nothing to take: ``BEGIN IMMEDIATE`` already serialises every writer."""


async def _in_transaction(db: aiosqlite.Connection, work: Work[T], begin: str) -> T:
    try:
        await db.execute(begin)
        done = await work(db)
        await db.commit()
    except BaseException:
        # A refusal, a fault, a failed COMMIT (disk full) or a cancellation: nothing is
        # written. The ROLLBACK is queued on the connection before this coroutine can be
        # suspended, so it runs before any statement queued after it, even if the caller is
        # cancelled again meanwhile. rollback() is a no-op when no transaction is open (BEGIN
        # itself failed); a failing ROLLBACK must not hide the error that caused it.
        with suppress(sqlite3.Error, ValueError):
            await db.rollback()
        raise
    return done

"""The default repository: one SQLite file.

WAL mode lets readers work while a writer commits; every write is one ``BEGIN IMMEDIATE``
transaction, so writers (in this process or another) are serialised by SQLite itself and wait
up to the busy timeout (2 s) before :class:`~storage.errors.StorageUnavailable` is raised, as it
is for a read-only, full or failing disk (:mod:`storage.sqlite_faults`).

``synchronous=FULL`` (the default here) syncs the WAL on every commit, so an acknowledged
action survives even a power cut; it costs little (see bench/storage_costs.py). ``NORMAL``
also never corrupts the file and survives a killed process, but an OS crash may lose the last
commits.

Two aiosqlite connections (:mod:`storage.sqlite_connection`): a write transaction is several
awaited statements on the writing one, serialised by a lock so no two interleave; reads go
through the second, query-only one, which in WAL mode sees the last commit and never waits for a
writer. A trip per statement costs: bench/storage_costs.py's median action took ~0.95 ms against
~0.42 ms when a whole transaction ran in one trip to a home-made thread (p99 ~1.45 against
~0.72 ms), well inside its targets; aiosqlite is the project's fixed stack.

What SQLite does as PostgreSQL does is written once, in the SQL parts
(:func:`storage.sql_repository.sql_parts`), over SQLite's dialect
(:class:`~storage.sqlite_connection.SqliteSql`); this module opens the file, and its
:class:`SqliteDatabase` says how a transaction reaches it and does the few operations SQLite
does its own way.
"""

from __future__ import annotations

import asyncio
import sqlite3
from collections.abc import Awaitable, Callable, Sequence
from contextlib import AbstractAsyncContextManager, nullcontext
from datetime import datetime
from pathlib import Path
from typing import Any, Literal, TypeVar

import aiosqlite

from rules import registry
from storage import sql_statements
from storage.effects import stamp
from storage.errors import TableNotFound
from storage.models import OutboxItem, Table, TableStatus
from storage.repository import Repository
from storage.rows import OUTBOX_COLUMNS, TABLE_COLUMNS, outbox_item, readable_table
from storage.sql import Database, Rows, Running, Sql, Statement
from storage.sql_repository import sql_parts
from storage.sqlite_connection import SqliteConnections, SqliteSql, prepare_file
from storage.sqlite_lock import FileLock
from storage.table_policy import EngineLookup, Move

__all__ = ["BUSY_TIMEOUT", "SqliteDatabase", "SqliteRepository", "open_sqlite"]

# How long a writer waits for another process's transaction before giving up: well inside the
# 3 s Discord gives an interaction, so the player hears of a fault in time.
BUSY_TIMEOUT = 2.0

# SQLite takes at most 32 766 parameters in a statement; a delivery marks a handful done.
_IDS_PER_STATEMENT = 500

Db = aiosqlite.Connection

T = TypeVar("T")


async def open_sqlite(
    path: str | Path,
    *,
    engines: EngineLookup = registry.get,
    synchronous: Literal["NORMAL", "FULL"] = "FULL",
    busy_timeout: float = BUSY_TIMEOUT,
    read_only: bool = False,
    exclusive: bool = True,
) -> SqliteRepository:
    """Open (creating and migrating if needed) the database at ``path``.

    ``engines`` maps a game id to its engine (the registry by default). A database written by a
    newer Tabula raises :class:`~storage.errors.SchemaTooNew`. ``busy_timeout`` (seconds) is how
    long a write waits for another process's. With ``read_only`` nothing is written, not even
    migrations (for an operator's look, or another process's, at a live file): every write
    raises :class:`~storage.errors.StorageUnavailable` ("read-only"). A file that cannot be
    opened raises it too.

    The file serves one process: unless ``read_only`` or ``exclusive=False``, this process
    takes ``<path>.lock`` (:mod:`storage.sqlite_lock`) until :meth:`SqliteRepository.close`,
    and :class:`~storage.errors.DatabaseInUse` is raised while another process holds it.
    """
    where = str(path)
    timeout_ms = round(busy_timeout * 1000)
    if not read_only:
        Path(path).parent.mkdir(parents=True, exist_ok=True)
    lock = FileLock.take(where) if exclusive and not read_only else None
    try:
        await asyncio.to_thread(prepare_file, where, timeout_ms, read_only)
        connections = await SqliteConnections.open(where, timeout_ms, synchronous, read_only)
    except BaseException:
        if lock is not None:
            lock.release()
        raise
    return SqliteRepository(SqliteDatabase(connections, lock), engines)


class SqliteRepository(Repository):
    """A :class:`~storage.repository.Repository` on one SQLite file; see :func:`open_sqlite`."""

    def __init__(self, db: SqliteDatabase, engines: EngineLookup) -> None:
        super().__init__(**sql_parts(db, engines), closing=db.close)
        self._db = db

    async def _transaction(
        self, work: Callable[[Db], Awaitable[T]], begin: str = "BEGIN IMMEDIATE"
    ) -> T:
        """Run ``work`` on aiosqlite's own writing connection as one write transaction: for the
        tests' forgeries and looks at the file, which do what no method does."""
        return await self._db.connections.transaction(work, begin)


class SqliteDatabase:
    """One SQLite file as the SQL parts reach it (:class:`~storage.sql.Database`)."""

    # SQLite sorts text by its bytes already.
    byte_order = ""

    def __init__(self, connections: SqliteConnections, lock: FileLock | None = None) -> None:
        self.connections = connections
        self._lock = lock

    async def close(self) -> None:
        try:
            await self.connections.close()
        finally:
            if self._lock is not None:
                self._lock.release()

    # ----- transactions ----------------------------------------------------------------------

    async def write(self, work: Callable[[Sql], Awaitable[T]]) -> T:
        return await self.connections.transaction(lambda db: work(SqliteSql(db)))

    async def read(self, work: Callable[[Sql], Awaitable[T]]) -> T:
        return await self.connections.read(lambda db: work(SqliteSql(db)))

    async def fetch(self, sql: str, params: Sequence[Any] = ()) -> Rows:
        """The rows of one statement on the reading connection."""
        return await self.connections.fetch(sql, params)

    # ----- what SQLite does its own way --------------------------------------------------------

    def showing(self, table_id: int) -> AbstractAsyncContextManager[None]:
        # One process holds the file (storage.sqlite_lock): nothing to hold.
        return nullcontext()

    async def store_move(
        self,
        db: Sql,
        running: Running,
        table_id: int,
        expected_version: int,
        move: Move,
        seat: str,
        action_id: str,
        now: datetime,
    ) -> tuple[int, datetime]:
        return await sql_statements.store_move(
            db, running, table_id, expected_version, move, seat, action_id, now
        )

    async def open_version(self, db: Sql, table_id: int) -> tuple[TableStatus, int]:
        return await sql_statements.open_version(db, table_id)

    async def tables_of(self, user_id: int, guild_id: int | None) -> list[Table]:
        # json_each would fail the whole statement on one corrupt row: CASE reads only valid
        # JSON (that row is then left out by readable_table).
        rows = await self.fetch(
            f"SELECT {TABLE_COLUMNS} FROM tables t "
            "WHERE t.status IN ('lobby', 'active') AND (? IS NULL OR t.guild_id = ?) "
            "AND CASE WHEN json_valid(t.seats) THEN EXISTS (SELECT 1 FROM json_each(t.seats) "
            "WHERE json_extract(value, '$.user_id') = ? "
            "AND NOT COALESCE(json_extract(value, '$.resigned'), 0)) ELSE 0 END "
            "ORDER BY t.id DESC",
            (guild_id, guild_id, user_id),
        )
        return [found for row in rows if (found := readable_table(row)) is not None]

    async def set_message(
        self, table_id: int, remember: Statement, settle: Statement | None
    ) -> None:
        # The foreign key refuses a table that is not there. A message that settles effects
        # is one transaction, one commit (each synced: synchronous=FULL costs more than the two
        # round trips of BEGIN and COMMIT); one that settles nothing is its lone statement.
        try:
            if settle is None:
                await self.connections.write(*remember)
                return

            async def both(db: Sql) -> None:
                await db.execute(*remember)
                await db.execute(*settle)

            await self.write(both)
        except sqlite3.IntegrityError:
            raise TableNotFound(table_id) from None

    async def lease_effects(
        self, table_id: int, now: datetime, until: datetime, holder: str | None
    ) -> list[OutboxItem]:
        # Read first, on the reading connection: most flushes find nothing due (a click's
        # board is settled when it is shown, set_message's ``settles``), and then cost one
        # round trip and no write lock. What is due is leased by one statement, which takes
        # only what is still due then: a process that leased it meanwhile keeps it.
        due = await self.fetch(
            f"SELECT {OUTBOX_COLUMNS} FROM outbox WHERE table_id = ? AND due_at <= ?",
            (table_id, stamp(now)),
        )
        if not due:
            return []
        ids = [row[0] for row in due]
        leased = await self.connections.write(
            "UPDATE outbox SET due_at = ?, leased_by = ? "
            f"WHERE id IN ({', '.join('?' * len(ids))}) AND due_at <= ? RETURNING id",
            (stamp(until), holder, *ids, stamp(now)),
        )
        taken = {row[0] for row in leased}
        # as they were due (the rows read), in the order they were queued
        return sorted(
            (outbox_item(row) for row in due if row[0] in taken), key=lambda item: item.id
        )

    async def effects_due(self, effect_ids: Sequence[int], due_at: datetime) -> None:
        async def due(db: Sql) -> None:
            await db.executemany(
                "UPDATE outbox SET due_at = ?, leased_by = NULL WHERE id = ?",
                [(stamp(due_at), i) for i in effect_ids],
            )

        if effect_ids:
            await self.write(due)

    async def effect_done(self, effect_ids: Sequence[int]) -> None:
        # one statement per chunk, each its own transaction: deleting some of them alone is
        # as good as the caller failing between two calls
        ids = list(effect_ids)
        for first in range(0, len(ids), _IDS_PER_STATEMENT):
            chunk = ids[first : first + _IDS_PER_STATEMENT]
            await self.connections.write(
                f"DELETE FROM outbox WHERE id IN ({', '.join('?' * len(chunk))})", chunk
            )


def _implements_the_database(db: SqliteDatabase) -> Database:
    # mypy checks here that SqliteDatabase is a whole Database, with its types.
    return db

"""The repository on PostgreSQL, for a deployment of several bot processes over one database.

Same schema as SQLite (:mod:`storage.migrations`), same rows (:mod:`storage.rows`), same
statements (the SQL parts, :func:`storage.sql_repository.sql_parts`, over PostgreSQL's dialect:
:class:`~storage.postgres_connection.PostgresSql`). Where SQLite serialises every writer with
``BEGIN IMMEDIATE``, here each transaction locks what it compares: the table's row (``SELECT
... FOR UPDATE``) before a lobby rule or a version is checked, so two clicks on one version, in
one process or two, queue and the second is refused as stale; an advisory lock on the channel
before a new table is opened there; the ratings table while a result moves them. Transactions
of different tables never wait for each other. This module connects, and its
:class:`PostgresDatabase` says how a transaction reaches the pool and does the few operations
PostgreSQL does its own way.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Sequence
from contextlib import AbstractAsyncContextManager
from datetime import datetime
from typing import Any, TypeVar
from urllib.parse import urlsplit, urlunsplit

from rules import registry
from storage import table_policy as policy
from storage.effects import stamp
from storage.models import OutboxItem, Table, TableStatus
from storage.postgres_connection import Con, PostgresPool, PostgresSql, numbered
from storage.postgres_migrations import check_current, migrate
from storage.repository import Repository
from storage.rows import OUTBOX_COLUMNS, TABLE_COLUMNS, outbox_item, readable_table
from storage.sql import Database, Rows, Running, Sql, Statement
from storage.sql_repository import sql_parts
from storage.sql_statements import status_in, table_in, version_in
from storage.table_policy import EngineLookup, Move

__all__ = ["BUSY_TIMEOUT", "PostgresDatabase", "PostgresRepository", "open_postgres"]

# How long a writer waits for another's lock before giving up: as SQLite's busy timeout, well
# inside the 3 s Discord gives an interaction.
BUSY_TIMEOUT = 2.0
# How long work waits for a free connection of the pool. Longer than a lock: a busy process's
# work queues here behind its own (the click is acknowledged meanwhile) instead of failing with
# "could not save", as it did at 2 s under a saturated bench (bench/processes.py, 40 tables).
ACQUIRE_TIMEOUT = 15.0

# Connections per process: a few transactions of different tables run at once.
POOL_SIZE = 10

T = TypeVar("T")


async def open_postgres(
    dsn: str,
    *,
    engines: EngineLookup = registry.get,
    busy_timeout: float = BUSY_TIMEOUT,
    read_only: bool = False,
    pool_size: int = POOL_SIZE,
    acquire_timeout: float = ACQUIRE_TIMEOUT,
) -> PostgresRepository:
    """Connect to the database at ``dsn`` (``postgresql://user:password@host:port/name``; a
    ``host`` query parameter may name a unix socket's directory) and bring its schema up to
    date. A database written by a newer Tabula raises :class:`~storage.errors.SchemaTooNew`;
    a server that cannot be reached raises :class:`~storage.errors.StorageUnavailable`. With
    ``read_only`` nothing is written, not even migrations: every write raises
    StorageUnavailable ("read-only"). Any number of processes may open one database."""
    where = described(dsn)
    pool = await PostgresPool.open(
        dsn,
        where,
        busy_timeout=busy_timeout,
        acquire_timeout=acquire_timeout,
        read_only=read_only,
        max_size=pool_size,
    )
    try:
        if read_only:
            await pool.on_connection(lambda con: check_current(con, where))
        else:
            await pool.on_connection(lambda con: migrate(con, where))
    except BaseException:
        await pool.close()
        raise
    return PostgresRepository(PostgresDatabase(pool), engines)


def described(dsn: str) -> str:
    """The database a DSN names, without its password (for messages and logs)."""
    parts = urlsplit(dsn)
    if parts.password is None:
        return dsn
    netloc = parts.netloc.replace(f":{parts.password}@", ":***@", 1)
    return urlunsplit(parts._replace(netloc=netloc))


# A move, stored in one statement (one trip to the server) once running_in holds the locks:
# the snapshot swapped, the table touched, the action appended (its seq the next of the table's:
# no other transaction can append meanwhile).
_RECORD = (
    "WITH swapped AS (UPDATE snapshots SET version = ?, state = ?, pending_seat = ?, "
    "updated_at = ?, turn_since = ? WHERE table_id = ?), "
    "touched AS (UPDATE tables SET updated_at = ? WHERE id = ?) "
    "INSERT INTO actions (table_id, seq, version, seat, action_id, reveals, pending_after, "
    "created_at) VALUES (?, (SELECT COALESCE(MAX(seq), 0) + 1 FROM actions WHERE table_id = ?), "
    "?, ?, ?, ?, ?, ?) RETURNING seq"
)


class PostgresRepository(Repository):
    """A :class:`~storage.repository.Repository` on PostgreSQL; see :func:`open_postgres`."""

    def __init__(self, db: PostgresDatabase, engines: EngineLookup) -> None:
        super().__init__(**sql_parts(db, engines), closing=db.close)
        self._db = db

    async def _transaction(self, work: Callable[[Con], Awaitable[T]]) -> T:
        """Run ``work`` on asyncpg's own connection as one write transaction: for the tests'
        forgeries, which write what no method does."""
        return await self._db.pool.transaction(work)


class PostgresDatabase:
    """A PostgreSQL database as the SQL parts reach it (:class:`~storage.sql.Database`)."""

    # PostgreSQL sorts text by the database's locale unless told otherwise; SQLite by bytes.
    byte_order = ' COLLATE "C"'

    def __init__(self, pool: PostgresPool) -> None:
        self.pool = pool

    async def close(self) -> None:
        await self.pool.close()

    def showing(self, table_id: int) -> AbstractAsyncContextManager[None]:
        return self.pool.showing.table(table_id)

    # ----- transactions ----------------------------------------------------------------------

    async def write(self, work: Callable[[Sql], Awaitable[T]]) -> T:
        return await self.pool.transaction(lambda con: work(PostgresSql(con)))

    async def read(self, work: Callable[[Sql], Awaitable[T]]) -> T:
        return await self.pool.read(lambda con: work(PostgresSql(con)))

    async def fetch(self, sql: str, params: Sequence[Any] = ()) -> Rows:
        return await self.pool.fetch(numbered(sql), *params)

    # ----- what PostgreSQL does its own way ----------------------------------------------------

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
        at = now.isoformat()
        since = policy.turn_since(running.pending, running.since, move.pending_after, now)
        snapshot = (move.version, move.dumped, move.pending_after, at, since.isoformat())
        action = (move.version, seat, action_id, int(move.reveals), move.pending_after, at)
        [(seq,)] = await db.fetch(
            _RECORD, (*snapshot, table_id, at, table_id, table_id, table_id, *action)
        )
        return seq, since

    async def open_version(self, db: Sql, table_id: int) -> tuple[TableStatus, int]:
        # Locked, then the version read on its own (see running_in), so a move stored
        # meanwhile is seen: the jobs belong to the version they were scheduled at.
        status = await status_in(db, table_id, lock=True)
        return status, await version_in(db, table_id)

    async def tables_of(self, user_id: int, guild_id: int | None) -> list[Table]:
        # The seats are JSON text that may be corrupt (PostgreSQL 15 cannot test it in SQL):
        # the text search only narrows the rows down, the parsed seats decide.
        rows = await self.fetch(
            f"SELECT {TABLE_COLUMNS} FROM tables t "
            "WHERE t.status IN ('lobby', 'active') "
            "AND (?::bigint IS NULL OR t.guild_id = ?) AND strpos(t.seats, ?) > 0 "
            "ORDER BY t.id DESC",
            (guild_id, guild_id, str(user_id)),
        )
        return [
            found
            for row in rows
            if (found := readable_table(row)) is not None and found.seat_of(user_id) is not None
        ]

    async def set_message(
        self, table_id: int, remember: Statement, settle: Statement | None
    ) -> None:
        async def work(db: Sql) -> None:
            await table_in(db, table_id)
            if settle is not None:
                await db.execute(*settle)
            await db.execute(*remember)

        await self.write(work)

    async def lease_effects(
        self, table_id: int, now: datetime, until: datetime, holder: str | None
    ) -> list[OutboxItem]:
        async def lease(db: Sql) -> list[OutboxItem]:
            # rows another process is taking right now are passed over, not waited for
            rows = await db.fetch(
                f"SELECT {OUTBOX_COLUMNS} FROM outbox WHERE table_id = ? AND due_at <= ? "
                "ORDER BY id FOR UPDATE SKIP LOCKED",
                (table_id, stamp(now)),
            )
            await db.execute(
                "UPDATE outbox SET due_at = ?, leased_by = ? WHERE id = ANY(?::bigint[])",
                (stamp(until), holder, [r[0] for r in rows]),
            )
            return [outbox_item(r) for r in rows]

        return await self.write(lease)

    async def effects_due(self, effect_ids: Sequence[int], due_at: datetime) -> None:
        async def due(db: Sql) -> None:
            await db.execute(
                "UPDATE outbox SET due_at = ?, leased_by = NULL WHERE id = ANY(?::bigint[])",
                (stamp(due_at), list(effect_ids)),
            )

        if effect_ids:
            await self.write(due)

    async def effect_done(self, effect_ids: Sequence[int]) -> None:
        async def done(db: Sql) -> None:
            await db.execute("DELETE FROM outbox WHERE id = ANY(?::bigint[])", (list(effect_ids),))

        if effect_ids:
            await self.write(done)


def _implements_the_database(db: PostgresDatabase) -> Database:
    # mypy checks here that PostgresDatabase is a whole Database, with its types.
    return db

"""The default repository: one SQLite file.

WAL mode lets readers work while a writer commits; every write is one ``BEGIN IMMEDIATE``
transaction, so writers (in this process or another) are serialised by SQLite itself and wait
up to the busy timeout (2 s) before :class:`~storage.errors.StorageUnavailable` is raised, as it
is for a read-only, full or failing disk (:mod:`storage.sqlite_faults`).

``synchronous=FULL`` (the default here) syncs the WAL on every commit, so an acknowledged
action survives even a power cut; it costs little (see bench/storage.py). ``NORMAL`` also never
corrupts the file and survives a killed process, but an OS crash may lose the last commits.

Two aiosqlite connections (:mod:`storage.sqlite_connection`): a write transaction is several
awaited statements on the writing one, serialised by a lock so no two interleave; reads go
through the second, query-only one, which in WAL mode sees the last commit and never waits for a
writer. A trip per statement costs: bench/storage.py's median action took ~0.95 ms against
~0.42 ms when a whole transaction ran in one trip to a home-made thread (p99 ~1.45 against
~0.72 ms), well inside its targets; aiosqlite is the project's fixed stack.

The table rules (who may join, whose turn it is, what undo allows...) are
:mod:`storage.table_rules`; this module reads rows, calls them, and stores what they return.
"""

from __future__ import annotations

import asyncio
import json
import sqlite3
from collections.abc import Awaitable, Callable, Mapping, Sequence
from datetime import datetime
from pathlib import Path
from types import TracebackType
from typing import Any, Literal, NamedTuple, TypeVar

import aiosqlite

from rules import registry
from rules.core import Engine, Event, Result
from storage import sqlite_standings as standings
from storage import table_rules as rules
from storage.effects import encoded, encoded_jobs, stamp
from storage.errors import TableNotFound, TableQuarantined
from storage.models import (
    OPEN_STATUSES,
    Effect,
    GuildSettings,
    Job,
    JobSpec,
    LoadedTable,
    LoggedAction,
    MessageRef,
    OutboxItem,
    Recorded,
    ReplayReport,
    Seat,
    SeatResult,
    Table,
    TableStatus,
    Undone,
)
from storage.quarantine import engine_of, state_of
from storage.replay import report
from storage.repository import Repository
from storage.rows import JOB_COLUMNS as _JOB_COLUMNS
from storage.rows import LOG_COLUMNS, MESSAGE_COLUMNS, RESULT_COLUMNS, seat_result
from storage.rows import OUTBOX_COLUMNS as _OUTBOX_COLUMNS
from storage.rows import TABLE_COLUMNS as _TABLE_COLUMNS
from storage.rows import bare_table as _bare
from storage.rows import job as _job
from storage.rows import logged as _logged
from storage.rows import message as _message
from storage.rows import outbox_item as _outbox_item
from storage.rows import readable_table as _readable
from storage.rows import seats as _seats
from storage.rows import seats_json as _seats_json
from storage.rows import table as _table
from storage.rows import table_of as _table_of
from storage.rows import time as _time
from storage.sqlite_connection import Rows, SqliteConnections, fetch, prepare_file
from storage.sqlite_lock import FileLock
from storage.standings import OVERALL, FinishedGame, Rating
from storage.table_rules import EngineLookup

__all__ = ["BUSY_TIMEOUT", "SqliteRepository", "open_sqlite"]

# How long a writer waits for another process's transaction before giving up: well inside the
# 3 s Discord gives an interaction, so the player hears of a fault in time.
BUSY_TIMEOUT = 2.0

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
    return SqliteRepository(connections, engines, lock)


class SqliteRepository:
    """The :class:`~storage.repository.Repository` on one SQLite file; see :func:`open_sqlite`."""

    def __init__(
        self, connections: SqliteConnections, engines: EngineLookup, lock: FileLock | None = None
    ) -> None:
        self._db = connections
        self._lock = lock
        self._engines = engines
        # A table's game never changes, so record_action can dump the state before it reads.
        self._game_of: dict[int, str] = {}

    async def __aenter__(self) -> SqliteRepository:
        return self

    async def __aexit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        traceback: TracebackType | None,
    ) -> None:
        await self.close()

    async def close(self) -> None:
        try:
            await self._db.close()
        finally:
            if self._lock is not None:
                self._lock.release()

    # ----- transactions ----------------------------------------------------------------------

    async def _transaction(
        self, work: Callable[[Db], Awaitable[T]], begin: str = "BEGIN IMMEDIATE"
    ) -> T:
        """Run ``work`` as one write transaction on the writing connection."""
        return await self._db.transaction(work, begin)

    async def _read(self, work: Callable[[Db], Awaitable[T]]) -> T:
        """Run ``work`` as one read transaction: its statements see the same commit."""
        return await self._db.read(work)

    async def _fetch(self, sql: str, params: Sequence[Any] = ()) -> Rows:
        """The rows of one statement on the reading connection."""
        return await self._db.fetch(sql, params)

    def _engine(self, game_id: str) -> Engine[Any]:
        return rules.engine_for(self._engines, game_id)

    async def _change_table(
        self,
        table_id: int,
        change: Callable[[Table], Table],
        effects: Sequence[Effect] = (),
    ) -> Table:
        """Read the table, apply a lobby rule to it, and store what the rule returned, with
        ``effects`` queued at the table's version."""
        queued = encoded(effects)

        async def work(db: Db) -> Table:
            changed = change(await _table_in(db, table_id))
            await _store_table(db, changed)
            if changed.status not in OPEN_STATUSES:
                await _drop_jobs(db, table_id)
            if queued:
                await _queue(db, table_id, await _version_in(db, table_id), queued)
            return changed

        return await self._transaction(work)

    # ----- the lobby -------------------------------------------------------------------------

    async def create_table(
        self,
        *,
        guild_id: int | None,
        channel_id: int,
        game_id: str,
        host_id: int,
        options: Mapping[str, Any] | None = None,
        seed: int | None = None,
        host_plays: bool = True,
    ) -> Table:
        self._engine(game_id)
        seed = rules.seed_or_drawn(seed)
        seats = rules.first_seats(host_id, host_plays)
        options_text = rules.options_json(options)
        at = rules.now()

        async def create(db: Db) -> Table:
            busy = await fetch(
                db,
                f"SELECT {_TABLE_COLUMNS} FROM tables t "
                "WHERE t.channel_id = ? AND t.status IN ('lobby', 'active')",
                (channel_id,),
            )
            rules.check_channel_free(_table(busy[0]) if busy else None, self._engines)
            [(table_id,)] = await fetch(
                db,
                "INSERT INTO tables (guild_id, channel_id, game_id, status, host_id, seats, "
                "options, seed, created_at, updated_at) "
                "VALUES (?, ?, ?, 'lobby', ?, ?, ?, ?, ?, ?) RETURNING id",
                (
                    guild_id,
                    channel_id,
                    game_id,
                    host_id,
                    _seats_json(seats),
                    options_text,
                    seed,
                    at.isoformat(),
                    at.isoformat(),
                ),
            )
            return Table(
                id=table_id,
                guild_id=guild_id,
                channel_id=channel_id,
                game_id=game_id,
                status=TableStatus.LOBBY,
                host_id=host_id,
                seats=seats,
                options=json.loads(options_text),
                seed=seed,
                created_at=at,
                updated_at=at,
            )

        table = await self._transaction(create)
        self._game_of[table.id] = game_id
        return table

    async def join(self, table_id: int, user_id: int) -> Table:
        return await self._change_table(
            table_id,
            lambda table: rules.join(table, user_id, self._engine(table.game_id), rules.now()),
        )

    async def configure(self, table_id: int, options: Mapping[str, Any]) -> Table:
        async def change(db: Db) -> Table:
            changed = rules.configure(await _table_in(db, table_id), options, rules.now())
            await _store_table(db, changed)
            await db.execute(
                "UPDATE tables SET options = ? WHERE id = ?",
                (rules.options_json(changed.options), table_id),
            )
            return changed

        return await self._transaction(change)

    async def add_ai(self, table_id: int, level: str = "random") -> Table:
        return await self._change_table(
            table_id,
            lambda table: rules.add_ai(table, level, self._engine(table.game_id), rules.now()),
        )

    async def leave(self, table_id: int, seat_id: str) -> Table:
        return await self._change_table(
            table_id, lambda table: rules.leave(table, seat_id, rules.now())
        )

    async def start(
        self,
        table_id: int,
        *,
        shuffle_seats: bool = False,
        effects: Sequence[Effect] = (),
        jobs: Sequence[JobSpec] | None = None,
    ) -> LoadedTable:
        queued = encoded(effects)
        scheduled = encoded_jobs(jobs)

        async def start(db: Db) -> LoadedTable:
            table = await _table_in(db, table_id)
            engine = self._engine(table.game_id)
            started = rules.start(table, engine, shuffle_seats, rules.now())
            await _store_table(db, started.table)
            await db.execute(
                "INSERT INTO snapshots (table_id, version, state, pending_seat, updated_at, "
                "turn_since) VALUES (?, 1, ?, ?, ?, ?)",
                (
                    table_id,
                    engine.dump(started.state),
                    started.pending,
                    started.table.updated_at.isoformat(),
                    started.table.updated_at.isoformat(),
                ),
            )
            await _queue(db, table_id, 1, queued)
            await _replace_jobs(db, table_id, 1, scheduled)
            at = started.table.updated_at
            return LoadedTable(started.table, 1, started.state, started.pending, at)

        return await self._transaction(start)

    async def abort(self, table_id: int, *, effects: Sequence[Effect] = ()) -> Table:
        return await self._change_table(
            table_id, lambda table: rules.abort(table, rules.now()), effects
        )

    async def abandon(self, table_id: int, reason: str, *, effects: Sequence[Effect] = ()) -> Table:
        queued = encoded(effects)

        async def work(db: Db) -> Table:
            rows = await fetch(db, _TABLE_BY_ID, (table_id,))
            if not rows:
                raise TableNotFound(table_id)
            # A quarantined table is abandoned too: only what every row can give is needed.
            ended = rules.abandon(_readable(rows[0]) or _bare(rows[0]), reason, rules.now())
            await db.execute(
                "UPDATE tables SET status = ?, ended_reason = ?, updated_at = ? WHERE id = ?",
                (ended.status.value, ended.ended_reason, ended.updated_at.isoformat(), table_id),
            )
            await _drop_jobs(db, table_id)
            if queued:
                await _queue(db, table_id, await _version_in(db, table_id), queued)
            return ended

        return await self._transaction(work)

    # ----- reading ---------------------------------------------------------------------------

    async def get_table(self, table_id: int) -> Table:
        return _table_of(await self._fetch(_TABLE_BY_ID, (table_id,)), table_id)

    async def table_in_channel(self, channel_id: int) -> Table | None:
        rows = await self._fetch(
            f"SELECT {_TABLE_COLUMNS} FROM tables t "
            "WHERE t.channel_id = ? AND t.status IN ('lobby', 'active')",
            (channel_id,),
        )
        return _table(rows[0]) if rows else None

    async def list_open_tables(self) -> list[Table]:
        rows = await self._fetch(
            f"SELECT {_TABLE_COLUMNS} FROM tables t "
            "WHERE t.status IN ('lobby', 'active') ORDER BY t.id"
        )
        return [table for row in rows if (table := _readable(row)) is not None]

    async def quarantined(self) -> list[tuple[int, str]]:
        rows = await self._fetch(
            f"SELECT {_TABLE_COLUMNS}, s.state FROM tables t "
            "LEFT JOIN snapshots s ON s.table_id = t.id "
            "WHERE t.status IN ('lobby', 'active') ORDER BY t.id"
        )
        found = []
        for row in rows:
            try:
                table = _table(row[:-1])
                engine_of(self._engines, table.id, table.game_id)
                if row[-1] is not None:
                    state_of(self._engines, table.id, table.game_id, row[-1])
            except TableQuarantined as quarantined:
                found.append((quarantined.table_id, quarantined.reason))
        return found

    async def tables_of(self, user_id: int, guild_id: int | None = None) -> list[Table]:
        # json_each would fail the whole statement on one corrupt row: CASE reads only valid
        # JSON (that row is then left out by _readable).
        rows = await self._fetch(
            f"SELECT {_TABLE_COLUMNS} FROM tables t "
            "WHERE t.status IN ('lobby', 'active') AND (? IS NULL OR t.guild_id = ?) "
            "AND CASE WHEN json_valid(t.seats) THEN EXISTS (SELECT 1 FROM json_each(t.seats) "
            "WHERE json_extract(value, '$.user_id') = ? "
            "AND NOT COALESCE(json_extract(value, '$.resigned'), 0)) ELSE 0 END "
            "ORDER BY t.id DESC",
            (guild_id, guild_id, user_id),
        )
        return [table for row in rows if (table := _readable(row)) is not None]

    async def load(self, table_id: int) -> LoadedTable:
        # One statement, so the table and its snapshot come from the same commit.
        rows = await self._fetch(
            f"SELECT {_TABLE_COLUMNS}, s.version, s.state, s.pending_seat, "
            "COALESCE(s.turn_since, s.updated_at) "
            "FROM tables t LEFT JOIN snapshots s ON s.table_id = t.id WHERE t.id = ?",
            (table_id,),
        )
        table = _table_of(rows, table_id)
        version, dumped, pending, since = rows[0][-4:]
        if version is None:
            return LoadedTable(table, 0, None, None, table.created_at)
        state = state_of(self._engines, table_id, table.game_id, dumped)
        return LoadedTable(table, version, state, pending, _time(since))

    async def action_log(
        self, table_id: int, *, include_undone: bool = False
    ) -> list[LoggedAction]:
        async def read(db: Db) -> list[LoggedAction]:
            await _table_in(db, table_id)
            return _logged(await fetch(db, _log_sql(include_undone), (table_id,)))

        return await self._read(read)

    async def results(self, table_id: int) -> list[SeatResult]:
        rows = await self._fetch(
            f"SELECT {RESULT_COLUMNS} FROM results WHERE table_id = ? ORDER BY seat_no",
            (table_id,),
        )
        return [seat_result(r) for r in rows]

    # ----- statistics ------------------------------------------------------------------------

    async def finished_games(
        self,
        guild_id: int | None,
        *,
        game_id: str | None = None,
        user_id: int | None = None,
        channel_id: int | None = None,
        limit: int | None = None,
        offset: int = 0,
    ) -> list[FinishedGame]:
        async def read(db: Db) -> list[FinishedGame]:
            return await standings.finished_games(
                db, guild_id, game_id, user_id, channel_id, limit, offset
            )

        return await self._read(read)

    async def games_of(self, user_id: int) -> list[FinishedGame]:
        async def read(db: Db) -> list[FinishedGame]:
            return await standings.games_of(db, user_id)

        return await self._read(read)

    async def leaderboard(
        self,
        guild_id: int | None,
        game_id: str = OVERALL,
        *,
        min_games: int = 1,
        people_only: bool = True,
        limit: int = 10,
        offset: int = 0,
    ) -> tuple[list[Rating], int]:
        async def read(db: Db) -> tuple[list[Rating], int]:
            page = await standings.leaderboard(
                db, guild_id, game_id, min_games, people_only, limit, offset
            )
            size = await standings.leaderboard_size(db, guild_id, game_id, min_games, people_only)
            return page, size

        return await self._read(read)

    async def ratings_of(self, guild_id: int | None, player: str) -> list[Rating]:
        async def read(db: Db) -> list[Rating]:
            return await standings.ratings_of(db, guild_id, player)

        return await self._read(read)

    async def rebuild_ratings(self) -> int:
        return await self._transaction(standings.rebuild_ratings)

    # ----- playing ---------------------------------------------------------------------------

    async def _game_id(self, table_id: int) -> str:
        game_id = self._game_of.get(table_id)
        if game_id is None:
            game_id = (await self.get_table(table_id)).game_id
            self._game_of[table_id] = game_id
        return game_id

    async def record_action(
        self,
        table_id: int,
        expected_version: int,
        seat: str,
        action_id: str,
        state: Any,
        events: Sequence[Event],
        *,
        effects: Sequence[Effect] = (),
        jobs: Sequence[JobSpec] | None = None,
    ) -> Recorded:
        # The engine work happens before the transaction.
        move = rules.move(
            self._engine(await self._game_id(table_id)), expected_version, state, events
        )
        queued = encoded(effects)
        scheduled = encoded_jobs(jobs)

        async def record(db: Db) -> Recorded:
            running = await _running_in(db, table_id, expected_version)
            rules.check_turn(running.pending, seat)
            now = rules.now()
            at = now.isoformat()
            since = await _swap_snapshot(
                db,
                running,
                table_id,
                expected_version,
                move.version,
                move.dumped,
                move.pending_after,
                now,
            )
            [(seq,)] = await fetch(
                db,
                "INSERT INTO actions (table_id, seq, version, seat, action_id, reveals, "
                "pending_after, created_at) "
                "VALUES (?, (SELECT COALESCE(MAX(seq), 0) + 1 FROM actions WHERE table_id = ?), "
                "?, ?, ?, ?, ?, ?) RETURNING seq",
                (
                    table_id,
                    table_id,
                    move.version,
                    seat,
                    action_id,
                    move.reveals,
                    move.pending_after,
                    at,
                ),
            )
            if move.result is None:
                await db.execute("UPDATE tables SET updated_at = ? WHERE id = ?", (at, table_id))
                await _replace_jobs(db, table_id, move.version, scheduled)
            else:
                results = rules.seat_results(_seats(running.seats), move.result)
                await _finish(db, table_id, results, at)
                await _drop_jobs(db, table_id)
            await _queue(db, table_id, move.version, queued)
            return Recorded(version=move.version, seq=seq, turn_since=since, result=move.result)

        return await self._transaction(record)

    async def undo(
        self,
        table_id: int,
        expected_version: int,
        seat: str,
        *,
        effects: Sequence[Effect] = (),
        jobs: Sequence[JobSpec] | None = None,
    ) -> Undone:
        queued = encoded(effects)
        scheduled = encoded_jobs(jobs)

        # Read and rebuild outside the write transaction; its compare-and-swap makes sure that
        # nothing changed in between.
        async def read(db: Db) -> tuple[Table, str | None, list[LoggedAction]]:
            table = await _table_in(db, table_id)
            pending = (await _running_in(db, table_id, expected_version)).pending
            return table, pending, _logged(await fetch(db, _log_sql(False), (table_id,)))

        table, pending, log = await self._read(read)
        plan = rules.plan_undo(
            self._engine(table.game_id), table, pending, log, seat, expected_version
        )

        async def undo(db: Db) -> datetime:
            running = await _running_in(db, table_id, expected_version)
            now = rules.now()
            at = now.isoformat()
            await db.execute(
                "UPDATE actions SET undone_at = ? WHERE table_id = ? AND seq = ?",
                (at, table_id, plan.last.seq),
            )
            since = await _swap_snapshot(
                db,
                running,
                table_id,
                expected_version,
                plan.version,
                plan.dumped,
                plan.pending,
                now,
            )
            await db.execute("UPDATE tables SET updated_at = ? WHERE id = ?", (at, table_id))
            await _queue(db, table_id, plan.version, queued)
            await _replace_jobs(db, table_id, plan.version, scheduled)
            return since

        since = await self._transaction(undo)
        return Undone(
            version=plan.version,
            seq=plan.last.seq,
            seat=seat,
            action_id=plan.last.action_id,
            state=plan.state,
            pending=plan.pending,
            turn_since=since,
        )

    async def change_seat(
        self,
        table_id: int,
        expected_version: int,
        seat_id: str,
        *,
        user_id: int | None,
        ai_level: str | None,
        away: bool,
        resigned: bool,
        effects: Sequence[Effect] = (),
        jobs: Sequence[JobSpec] | None = None,
    ) -> Table:
        wanted = Seat(seat_id, user_id, ai_level, resigned=resigned, away=away)
        queued = encoded(effects)
        scheduled = encoded_jobs(jobs)
        version = expected_version + 1

        async def change(db: Db) -> Table:
            table = await _table_in(db, table_id)
            await _running_in(db, table_id, expected_version)
            changed = rules.change_seat(table, wanted, rules.now())
            await _store_table(db, changed)
            await db.execute(
                "UPDATE snapshots SET version = ?, updated_at = ? "
                "WHERE table_id = ? AND version = ?",
                (version, changed.updated_at.isoformat(), table_id, expected_version),
            )
            if scheduled is None:
                await db.execute(
                    "UPDATE jobs SET version = ? WHERE table_id = ?", (version, table_id)
                )
            await _replace_jobs(db, table_id, version, scheduled)
            await _queue(db, table_id, version, queued)
            return changed

        return await self._transaction(change)

    async def concede(
        self,
        table_id: int,
        expected_version: int,
        result: Result,
        *,
        effects: Sequence[Effect] = (),
    ) -> Table:
        queued = encoded(effects)
        version = expected_version + 1

        async def end(db: Db) -> Table:
            running = await _running_in(db, table_id, expected_version)
            at = rules.now().isoformat()
            await db.execute(
                "UPDATE snapshots SET version = ?, updated_at = ? "
                "WHERE table_id = ? AND version = ?",
                (version, at, table_id, expected_version),
            )
            await _finish(db, table_id, rules.seat_results(_seats(running.seats), result), at)
            await _drop_jobs(db, table_id)
            await _queue(db, table_id, version, queued)
            return await _table_in(db, table_id)

        return await self._transaction(end)

    async def replay(self, table_id: int) -> ReplayReport:
        async def read(db: Db) -> tuple[Table, list[LoggedAction], str | None]:
            # one read transaction: the log and the snapshot must agree
            table = await _table_in(db, table_id)
            log = _logged(await fetch(db, _log_sql(False), (table_id,)))
            snap = await fetch(db, "SELECT state FROM snapshots WHERE table_id = ?", (table_id,))
            return table, log, snap[0][0] if snap else None

        table, log, snapshot = await self._read(read)
        return report(self._engine(table.game_id), table, log, snapshot)

    # ----- Discord messages a table owns -----------------------------------------------------

    async def set_message(
        self,
        table_id: int,
        purpose: str,
        channel_id: int,
        message_id: int,
        user_id: int | None = None,
        version: int | None = None,
        settles: str | None = None,
    ) -> None:
        # A statement each, committed on its own (one round trip each, not a transaction of
        # four): the foreign key refuses a table that is not there, and an effect left by a
        # stop in between is found done by its delivery.
        try:
            await self._db.write(
                "INSERT INTO messages (table_id, purpose, user_id, channel_id, message_id, "
                "version) VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (table_id, purpose, user_id) "
                "DO UPDATE SET channel_id = excluded.channel_id, "
                "message_id = excluded.message_id, version = excluded.version",
                (table_id, purpose, user_id or 0, channel_id, message_id, version),
            )
        except sqlite3.IntegrityError:
            raise TableNotFound(table_id) from None
        if settles is not None and version is not None:
            await self._db.write(
                "DELETE FROM outbox WHERE table_id = ? AND kind = ? AND version <= ?",
                (table_id, settles, version),
            )

    async def messages(self, table_id: int) -> list[MessageRef]:
        rows = await self._fetch(
            f"SELECT {MESSAGE_COLUMNS} FROM messages WHERE table_id = ? ORDER BY purpose, user_id",
            (table_id,),
        )
        return [_message(r) for r in rows]

    async def find_message(self, message_id: int) -> MessageRef | None:
        rows = await self._fetch(
            f"SELECT {MESSAGE_COLUMNS} FROM messages WHERE message_id = ?",
            (message_id,),
        )
        return _message(rows[0]) if rows else None

    async def forget_message(self, table_id: int, purpose: str, user_id: int | None = None) -> None:
        async def forget(db: Db) -> None:
            await db.execute(
                "DELETE FROM messages WHERE table_id = ? AND purpose = ? AND user_id = ?",
                (table_id, purpose, user_id or 0),
            )

        await self._transaction(forget)

    # ----- the outbox --------------------------------------------------------------------------

    async def queue_effects(self, table_id: int, effects: Sequence[Effect]) -> list[OutboxItem]:
        queued = encoded(effects)

        async def queue(db: Db) -> list[OutboxItem]:
            return await _queue(db, table_id, await _version_in(db, table_id), queued)

        return await self._transaction(queue)

    async def due_effects(self, now: datetime, limit: int = 100) -> list[OutboxItem]:
        rows = await self._fetch(
            f"SELECT {_OUTBOX_COLUMNS} FROM outbox WHERE due_at <= ? ORDER BY id LIMIT ?",
            (stamp(now), limit),
        )
        return [_outbox_item(r) for r in rows]

    async def lease_effects(
        self, table_id: int, now: datetime, until: datetime
    ) -> list[OutboxItem]:
        # Read first, on the reading connection: most flushes find nothing due (a click's
        # board is settled when it is shown, set_message's ``settles``), and then cost one
        # round trip and no write lock. What is due is leased by one statement, which takes
        # only what is still due then: a process that leased it meanwhile keeps it.
        due = await self._fetch(
            f"SELECT {_OUTBOX_COLUMNS} FROM outbox WHERE table_id = ? AND due_at <= ?",
            (table_id, stamp(now)),
        )
        if not due:
            return []
        ids = [row[0] for row in due]
        leased = await self._db.write(
            f"UPDATE outbox SET due_at = ? WHERE id IN ({', '.join('?' * len(ids))}) "
            "AND due_at <= ? RETURNING id",
            (stamp(until), *ids, stamp(now)),
        )
        taken = {row[0] for row in leased}
        # as they were due (the rows read), in the order they were queued
        return sorted(
            (_outbox_item(row) for row in due if row[0] in taken), key=lambda item: item.id
        )

    async def effects_due(self, effect_ids: Sequence[int], due_at: datetime) -> None:
        async def due(db: Db) -> None:
            await db.executemany(
                "UPDATE outbox SET due_at = ? WHERE id = ?",
                [(stamp(due_at), i) for i in effect_ids],
            )

        if effect_ids:
            await self._transaction(due)

    async def pending_effects(self, table_id: int) -> list[OutboxItem]:
        rows = await self._fetch(
            f"SELECT {_OUTBOX_COLUMNS} FROM outbox WHERE table_id = ? ORDER BY id", (table_id,)
        )
        return [_outbox_item(r) for r in rows]

    async def effect_done(self, effect_ids: Sequence[int]) -> None:
        # one statement per chunk, each its own transaction: deleting some of them alone is
        # as good as the caller failing between two calls
        ids = list(effect_ids)
        for first in range(0, len(ids), _IDS_PER_STATEMENT):
            chunk = ids[first : first + _IDS_PER_STATEMENT]
            await self._db.write(
                f"DELETE FROM outbox WHERE id IN ({', '.join('?' * len(chunk))})", chunk
            )

    async def effect_later(self, effect_id: int, due_at: datetime, error: str) -> None:
        due = stamp(due_at)

        async def later(db: Db) -> None:
            await db.execute(
                "UPDATE outbox SET attempts = attempts + 1, due_at = ?, last_error = ? "
                "WHERE id = ?",
                (due, error, effect_id),
            )

        await self._transaction(later)

    # ----- jobs --------------------------------------------------------------------------------

    async def schedule_jobs(
        self, table_id: int, jobs: Sequence[JobSpec], *, replace: bool = True
    ) -> list[Job]:
        scheduled = encoded_jobs(jobs) or []

        async def schedule(db: Db) -> list[Job]:
            rows = await fetch(db, _OPEN_VERSION, (table_id,))
            if not rows:
                raise TableNotFound(table_id)
            [(status, version)] = rows
            rules.check_open(TableStatus(status))
            if replace:
                await _drop_jobs(db, table_id)
            return await _insert_jobs(db, table_id, version or 0, scheduled)

        return await self._transaction(schedule)

    async def jobs(self, table_id: int) -> list[Job]:
        rows = await self._fetch(
            f"SELECT {_JOB_COLUMNS} FROM jobs WHERE table_id = ? ORDER BY due_at, id", (table_id,)
        )
        return [_job(r) for r in rows]

    async def due_jobs(self, now: datetime, limit: int = 100) -> list[Job]:
        at = stamp(now)
        rows = await self._fetch(
            f"SELECT {_JOB_COLUMNS} FROM jobs WHERE due_at <= ? "
            "AND (leased_until IS NULL OR leased_until <= ?) ORDER BY due_at, id LIMIT ?",
            (at, at, limit),
        )
        return [_job(r) for r in rows]

    async def lease_job(self, job_id: int, until: datetime, now: datetime) -> Job | None:
        until_at, now_at = stamp(until), stamp(now)

        async def lease(db: Db) -> Job | None:
            # The WHERE is the compare-and-swap: a job leased by another caller is not matched.
            rows = await fetch(
                db,
                "UPDATE jobs SET leased_until = ? WHERE id = ? "
                f"AND (leased_until IS NULL OR leased_until <= ?) RETURNING {_JOB_COLUMNS}",
                (until_at, job_id, now_at),
            )
            return _job(rows[0]) if rows else None

        return await self._transaction(lease)

    async def job_done(self, job_id: int) -> None:
        async def done(db: Db) -> None:
            await db.execute("DELETE FROM jobs WHERE id = ?", (job_id,))

        await self._transaction(done)

    async def job_later(self, job_id: int, due_at: datetime, error: str) -> None:
        due = stamp(due_at)

        async def later(db: Db) -> None:
            await db.execute(
                "UPDATE jobs SET attempts = attempts + 1, due_at = ?, last_error = ?, "
                "leased_until = NULL WHERE id = ?",
                (due, error, job_id),
            )

        await self._transaction(later)

    # ----- server settings and personal preferences --------------------------------------------

    async def guild_settings(self, guild_id: int) -> GuildSettings:
        rows = await self._fetch(
            "SELECT turn_minutes, at_timeout, ai_level FROM guild_settings WHERE guild_id = ?",
            (guild_id,),
        )
        return GuildSettings(*rows[0]) if rows else GuildSettings()

    async def set_guild_settings(self, guild_id: int, settings: GuildSettings) -> GuildSettings:
        async def store(db: Db) -> None:
            await db.execute(
                "INSERT INTO guild_settings (guild_id, turn_minutes, at_timeout, ai_level, "
                "updated_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT (guild_id) DO UPDATE SET "
                "turn_minutes = excluded.turn_minutes, at_timeout = excluded.at_timeout, "
                "ai_level = excluded.ai_level, updated_at = excluded.updated_at",
                (
                    guild_id,
                    settings.turn_minutes,
                    settings.at_timeout,
                    settings.ai_level,
                    rules.now().isoformat(),
                ),
            )

        await self._transaction(store)
        return settings

    async def notify(self, user_id: int) -> bool:
        rows = await self._fetch(
            "SELECT notify FROM user_preferences WHERE user_id = ?", (user_id,)
        )
        return bool(rows[0][0]) if rows else True

    async def set_notify(self, user_id: int, on: bool) -> None:
        async def store(db: Db) -> None:
            await db.execute(
                "INSERT INTO user_preferences (user_id, notify, updated_at) VALUES (?, ?, ?) "
                "ON CONFLICT (user_id) DO UPDATE SET notify = excluded.notify, "
                "updated_at = excluded.updated_at",
                (user_id, on, rules.now().isoformat()),
            )

        await self._transaction(store)

    async def language(self, user_id: int) -> str | None:
        rows = await self._fetch(
            "SELECT language FROM user_preferences WHERE user_id = ?", (user_id,)
        )
        return str(rows[0][0]) if rows and rows[0][0] is not None else None

    async def set_language(self, user_id: int, language: str | None) -> None:
        async def store(db: Db) -> None:
            await db.execute(
                "INSERT INTO user_preferences (user_id, notify, language, updated_at) "
                "VALUES (?, 1, ?, ?) ON CONFLICT (user_id) DO UPDATE SET "
                "language = excluded.language, updated_at = excluded.updated_at",
                (user_id, language, rules.now().isoformat()),
            )

        await self._transaction(store)

    async def chosen_languages(self) -> dict[int, str]:
        rows = await self._fetch(
            "SELECT user_id, language FROM user_preferences WHERE language IS NOT NULL", ()
        )
        return {int(user_id): str(language) for user_id, language in rows}


# ----- statements and rows shared by reads and transactions ----------------------------------

_OPEN_VERSION = (
    "SELECT t.status, s.version FROM tables t LEFT JOIN snapshots s ON s.table_id = t.id "
    "WHERE t.id = ?"
)


async def _drop_jobs(db: Db, table_id: int) -> None:
    await db.execute("DELETE FROM jobs WHERE table_id = ?", (table_id,))


async def _replace_jobs(
    db: Db, table_id: int, version: int, jobs: Sequence[tuple[str, datetime, str]] | None
) -> None:
    """With ``jobs`` (not None), the table's jobs become these, at ``version``."""
    if jobs is not None:
        await _drop_jobs(db, table_id)
        await _insert_jobs(db, table_id, version, jobs)


async def _insert_jobs(
    db: Db, table_id: int, version: int, jobs: Sequence[tuple[str, datetime, str]]
) -> list[Job]:
    if not jobs:
        return []
    rows = await fetch(
        db,
        "INSERT INTO jobs (table_id, kind, due_at, version, payload) VALUES "
        + ", ".join(["(?, ?, ?, ?, ?)"] * len(jobs))
        + f" RETURNING {_JOB_COLUMNS}",
        [p for kind, due, payload in jobs for p in (table_id, kind, stamp(due), version, payload)],
    )
    # RETURNING promises no order; ids follow the order given.
    return sorted((_job(r) for r in rows), key=lambda job: job.id)


_TABLE_BY_ID = f"SELECT {_TABLE_COLUMNS} FROM tables t WHERE t.id = ?"
_RUNNING = (
    "SELECT t.status, t.seats, s.version, s.pending_seat, COALESCE(s.turn_since, s.updated_at) "
    "FROM tables t LEFT JOIN snapshots s ON s.table_id = t.id WHERE t.id = ?"
)


async def _version_in(db: Db, table_id: int) -> int:
    """The table's version (0 in the lobby). Refused: :class:`TableNotFound`."""
    rows = await fetch(
        db,
        "SELECT s.version FROM tables t LEFT JOIN snapshots s ON s.table_id = t.id WHERE t.id = ?",
        (table_id,),
    )
    if not rows:
        raise TableNotFound(table_id)
    return int(rows[0][0] or 0)


async def _queue(
    db: Db, table_id: int, version: int, effects: Sequence[tuple[str, str]]
) -> list[OutboxItem]:
    """Queue (kind, payload JSON) pairs, due now, in one statement."""
    if not effects:
        return []
    at = stamp(rules.now())
    rows = await fetch(
        db,
        "INSERT INTO outbox (table_id, version, kind, payload, due_at, created_at) VALUES "
        + ", ".join(["(?, ?, ?, ?, ?, ?)"] * len(effects))
        + f" RETURNING {_OUTBOX_COLUMNS}",
        [p for kind, payload in effects for p in (table_id, version, kind, payload, at, at)],
    )
    # RETURNING promises no order.
    return sorted((_outbox_item(r) for r in rows), key=lambda item: item.id)


# SQLite takes at most 32 766 parameters in a statement; a delivery marks a handful done.
_IDS_PER_STATEMENT = 500


async def _table_in(db: Db, table_id: int) -> Table:
    return _table_of(await fetch(db, _TABLE_BY_ID, (table_id,)), table_id)


async def _store_table(db: Db, table: Table) -> None:
    """Store what a lobby rule may change: the seats, the host, the status and why it ended."""
    await db.execute(
        "UPDATE tables SET seats = ?, host_id = ?, status = ?, updated_at = ?, ended_reason = ? "
        "WHERE id = ?",
        (
            _seats_json(table.seats),
            table.host_id,
            table.status.value,
            table.updated_at.isoformat(),
            table.ended_reason,
            table.id,
        ),
    )


class _Running(NamedTuple):
    """A game in play as its compare-and-swap read it. The seats stay text until the game ends:
    most actions do not need them."""

    seats: str
    pending: str | None
    since: datetime


async def _running_in(db: Db, table_id: int, expected_version: int) -> _Running:
    """Check that the game runs at ``expected_version``."""
    rows = await fetch(db, _RUNNING, (table_id,))
    if not rows:
        raise TableNotFound(table_id)
    [(status, seats, version, pending, since)] = rows
    # A lobby has no snapshot row (version NULL); check_running refuses it for its status.
    rules.check_running(table_id, TableStatus(status), version or 0, expected_version)
    return _Running(seats, pending, _time(since))


async def _swap_snapshot(
    db: Db,
    running: _Running,
    table_id: int,
    expected_version: int,
    version: int,
    dumped: str,
    pending: str | None,
    at: datetime,
) -> datetime:
    """Swap the snapshot read as ``running``; returns when the pending seat's decision began."""
    since = rules.turn_since(running.pending, running.since, pending, at)
    # BEGIN IMMEDIATE holds the write lock since _running_in read the version, so the swap
    # cannot miss; the WHERE on the version states the compare-and-swap all the same.
    await db.execute(
        "UPDATE snapshots SET version = ?, state = ?, pending_seat = ?, updated_at = ?, "
        "turn_since = ? WHERE table_id = ? AND version = ?",
        (
            version,
            dumped,
            pending,
            at.isoformat(),
            since.isoformat(),
            table_id,
            expected_version,
        ),
    )
    return since


def _log_sql(include_undone: bool) -> str:
    where = "" if include_undone else " AND undone_at IS NULL"
    return f"SELECT {LOG_COLUMNS} FROM actions WHERE table_id = ?{where} ORDER BY seq"


async def _finish(db: Db, table_id: int, results: Sequence[SeatResult], at: str) -> None:
    await db.execute(
        "UPDATE tables SET status = 'finished', updated_at = ? WHERE id = ?", (at, table_id)
    )
    await db.executemany(
        "INSERT INTO results (table_id, seat_no, seat, user_id, ai_level, score, winner, "
        "details, finished_at, resigned, away, guild_id, game_id) "
        "SELECT ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, guild_id, game_id FROM tables WHERE id = ?",
        [
            (
                table_id,
                number,
                line.seat.id,
                line.seat.user_id,
                line.seat.ai_level,
                line.score,
                line.winner,
                json.dumps(line.details, sort_keys=True),
                at,
                line.resigned,
                line.seat.away,
                table_id,
            )
            for number, line in enumerate(results)
        ],
    )
    await standings.rate_finished(db, table_id)


def _implements_the_interface(repo: SqliteRepository) -> Repository:
    # mypy checks here that SqliteRepository has every method of Repository, with its types.
    return repo

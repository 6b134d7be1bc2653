"""The games on SQL, for both backends: reading a table, and playing it (recording an action,
undoing one, handing a seat over, conceding, replaying the log), each a transaction (or one
statement) of :mod:`storage.sql_statements` over the backend's :class:`~storage.sql.Database`,
with a compare-and-swap on the table's version. A move's effects and jobs are written in its
transaction, with the outbox's statements.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from types import EllipsisType
from typing import Any

from rules.core import Engine, Event, Result
from storage import table_policy as policy
from storage.effects import encoded, encoded_jobs
from storage.errors import TableQuarantined
from storage.models import (
    Effect,
    JobSpec,
    LoadedTable,
    LoggedAction,
    Recorded,
    ReplayReport,
    Seat,
    Shown,
    Table,
    TableSnapshot,
    Undone,
)
from storage.quarantine import engine_of, state_of
from storage.recent import Recent
from storage.replay import report
from storage.rows import (
    JOB_COLUMNS,
    TABLE_COLUMNS,
    job,
    logged,
    message,
    outbox_item,
    readable_table,
    seats,
    table,
    table_of,
    time,
)
from storage.sql import Database, Rows, Sql
from storage.sql_statements import (
    OPEN_IN_CHANNEL,
    PENDING_EFFECTS,
    TABLE_BY_ID,
    drop_jobs,
    finish,
    log_sql,
    queue,
    remember_shown,
    replace_jobs,
    running_in,
    store_table,
    swap_snapshot,
    table_in,
    table_messages,
)
from storage.table_policy import EngineLookup

__all__ = ["SqlTables"]

_LOAD = (
    f"SELECT {TABLE_COLUMNS}, s.version, s.state, s.pending_seat, "
    "COALESCE(s.turn_since, s.updated_at) "
    "FROM tables t LEFT JOIN snapshots s ON s.table_id = t.id WHERE t.id = ?"
)


class SqlTables:
    """The :class:`~storage.repository.Tables` on SQL."""

    def __init__(self, db: Database, engines: EngineLookup, game_of: Recent[int, str]) -> None:
        self._db = db
        self._engines = engines
        # A table's game never changes, so record_action can dump the state before it reads.
        self._game_of = game_of

    def _engine(self, game_id: str) -> Engine[Any]:
        return policy.engine_for(self._engines, game_id)

    # ----- reading ---------------------------------------------------------------------------

    async def get_table(self, table_id: int) -> Table:
        return table_of(await self._db.fetch(TABLE_BY_ID, (table_id,)), table_id)

    async def table_in_channel(self, channel_id: int) -> Table | None:
        rows = await self._db.fetch(OPEN_IN_CHANNEL, (channel_id,))
        return table(rows[0]) if rows else None

    async def list_open_tables(self) -> list[Table]:
        rows = await self._db.fetch(
            f"SELECT {TABLE_COLUMNS} FROM tables t "
            "WHERE t.status IN ('lobby', 'active') ORDER BY t.id"
        )
        return [found for row in rows if (found := readable_table(row)) is not None]

    async def quarantined(self) -> list[tuple[int, str]]:
        rows = await self._db.fetch(
            f"SELECT {TABLE_COLUMNS}, s.state FROM tables t "
            "LEFT JOIN snapshots s ON s.table_id = t.id "
            "WHERE t.status IN ('lobby', 'active') ORDER BY t.id"
        )
        found = []
        for row in rows:
            try:
                read = table(row[:-1])
                engine_of(self._engines, read.id, read.game_id)
                if row[-1] is not None:
                    state_of(self._engines, read.id, read.game_id, row[-1])
            except TableQuarantined as quarantined:
                found.append((quarantined.table_id, quarantined.reason))
        return found

    async def tables_of(self, user_id: int, guild_id: int | None = None) -> list[Table]:
        return await self._db.tables_of(user_id, guild_id)

    async def load(self, table_id: int) -> LoadedTable:
        # One statement, so the table and its snapshot come from the same commit.
        return self._loaded(await self._db.fetch(_LOAD, (table_id,)), table_id)

    async def snapshot(self, table_id: int) -> TableSnapshot:
        # Three lone statements, not a read transaction (whose BEGIN and COMMIT are two more
        # round trips), the table first: see the interface.
        loaded = self._loaded(await self._db.fetch(_LOAD, (table_id,)), table_id)
        refs = await self._db.fetch(table_messages(self._db.byte_order), (table_id,))
        jobs = await self._db.fetch(
            f"SELECT {JOB_COLUMNS} FROM jobs WHERE table_id = ? ORDER BY due_at, id", (table_id,)
        )
        return TableSnapshot(loaded, tuple(map(message, refs)), tuple(map(job, jobs)))

    def _loaded(self, rows: Rows, table_id: int) -> LoadedTable:
        loaded = table_of(rows, table_id)
        version, dumped, pending, since = rows[0][-4:]
        if version is None:
            return LoadedTable(loaded, 0, None, None, loaded.created_at)
        state = state_of(self._engines, table_id, loaded.game_id, dumped)
        return LoadedTable(loaded, version, state, pending, time(since))

    async def action_log(
        self, table_id: int, *, include_undone: bool = False
    ) -> list[LoggedAction]:
        async def read(db: Sql) -> list[LoggedAction]:
            await table_in(db, table_id)
            return logged(await db.fetch(log_sql(include_undone), (table_id,)))

        return await self._db.read(read)

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
        result: Result | EllipsisType | None = ...,
        shown: Sequence[Shown] = (),
        with_messages: bool = False,
    ) -> Recorded:
        # The engine work happens before the transaction.
        move = policy.move(
            self._engine(await self._game_id(table_id)), expected_version, state, events, result
        )
        queued = encoded(effects)
        scheduled = encoded_jobs(jobs)

        async def record(db: Sql) -> Recorded:
            running = await running_in(db, table_id, expected_version)
            policy.check_turn(running.pending, seat)
            now = policy.now()
            await remember_shown(db, shown)
            seq, since = await self._db.store_move(
                db, running, table_id, expected_version, move, seat, action_id, now
            )
            if move.result is None:
                await replace_jobs(db, table_id, move.version, scheduled)
            else:
                results = policy.seat_results(seats(running.seats), move.result)
                await finish(db, table_id, results, now.isoformat())
                await drop_jobs(db, table_id)
            await queue(db, table_id, move.version, queued)
            pending = await db.fetch(PENDING_EFFECTS, (table_id,))
            refs = None
            if with_messages:
                refs = await db.fetch(table_messages(self._db.byte_order), (table_id,))
            return Recorded(
                version=move.version,
                seq=seq,
                turn_since=since,
                result=move.result,
                pending=tuple(map(outbox_item, pending)),
                messages=None if refs is None else tuple(map(message, refs)),
            )

        return await self._db.write(record)

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
        async def read(db: Sql) -> tuple[Table, str | None, list[LoggedAction]]:
            read_table = await table_in(db, table_id)
            pending = (await running_in(db, table_id, expected_version, lock=False)).pending
            return read_table, pending, logged(await db.fetch(log_sql(False), (table_id,)))

        read_table, pending, log = await self._db.read(read)
        plan = policy.plan_undo(
            self._engine(read_table.game_id), read_table, pending, log, seat, expected_version
        )

        async def undo(db: Sql) -> datetime:
            running = await running_in(db, table_id, expected_version)
            now = policy.now()
            at = now.isoformat()
            await db.execute(
                "UPDATE actions SET undone_at = ? WHERE table_id = ? AND seq = ?",
                (at, table_id, plan.last.seq),
            )
            since = await swap_snapshot(
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
            await queue(db, table_id, plan.version, queued)
            await replace_jobs(db, table_id, plan.version, scheduled)
            return since

        since = await self._db.write(undo)
        return plan.undone(seat, since)

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
        since: tuple[str, int] | None = None,
        effects: Sequence[Effect] = (),
        jobs: Sequence[JobSpec] | None = None,
    ) -> Table:
        wanted = Seat(seat_id, user_id, ai_level, resigned=resigned, away=away, since=since)
        queued = encoded(effects)
        scheduled = encoded_jobs(jobs)
        version = expected_version + 1

        async def change(db: Sql) -> Table:
            await running_in(db, table_id, expected_version)
            changed = policy.change_seat(await table_in(db, table_id), wanted, policy.now())
            await store_table(db, changed)
            await db.execute(
                "UPDATE snapshots SET version = ?, updated_at = ? "
                "WHERE table_id = ? AND version = ?",
                (version, changed.updated_at.isoformat(), table_id, expected_version),
            )
            if scheduled is None:
                await db.execute(
                    "UPDATE jobs SET version = ? WHERE table_id = ?", (version, table_id)
                )
            await replace_jobs(db, table_id, version, scheduled)
            await queue(db, table_id, version, queued)
            return changed

        return await self._db.write(change)

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

        async def end(db: Sql) -> Table:
            running = await running_in(db, table_id, expected_version)
            at = policy.now().isoformat()
            await db.execute(
                "UPDATE snapshots SET version = ?, updated_at = ? "
                "WHERE table_id = ? AND version = ?",
                (version, at, table_id, expected_version),
            )
            await finish(db, table_id, policy.seat_results(seats(running.seats), result), at)
            await drop_jobs(db, table_id)
            await queue(db, table_id, version, queued)
            return await table_in(db, table_id)

        return await self._db.write(end)

    async def replay(self, table_id: int) -> ReplayReport:
        async def read(db: Sql) -> tuple[Table, list[LoggedAction], str | None]:
            # one read transaction: the log and the snapshot must agree
            read_table = await table_in(db, table_id)
            log = logged(await db.fetch(log_sql(False), (table_id,)))
            snap = await db.fetch("SELECT state FROM snapshots WHERE table_id = ?", (table_id,))
            return read_table, log, snap[0][0] if snap else None

        read_table, log, snapshot = await self._db.read(read)
        return report(self._engine(read_table.game_id), read_table, log, snapshot)

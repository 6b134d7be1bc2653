"""What both SQL backends do with a game in play, written once: recording an action, undoing
one, handing a seat over, conceding, and replaying the log, each a transaction of
:mod:`storage.sql_statements` with a compare-and-swap on the table's version.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from typing import Any

from rules.core import Event, Result
from storage import table_rules as rules
from storage.effects import encoded, encoded_jobs
from storage.models import (
    Effect,
    JobSpec,
    LoggedAction,
    Recorded,
    ReplayReport,
    Seat,
    Table,
    Undone,
)
from storage.replay import report
from storage.rows import logged, seats
from storage.sql import Sql
from storage.sql_statements import (
    Running,
    drop_jobs,
    finish,
    log_sql,
    queue,
    replace_jobs,
    running_in,
    store_table,
    swap_snapshot,
    table_in,
)
from storage.sql_tables import SqlTables

__all__ = ["SqlPlaying"]


class SqlPlaying(SqlTables):
    """The games in play of a :class:`~storage.repository.Repository` on SQL."""

    async def _store_move(
        self,
        db: Sql,
        running: Running,
        table_id: int,
        expected_version: int,
        move: rules.Move,
        seat: str,
        action_id: str,
        now: datetime,
    ) -> tuple[int, datetime]:
        """Swap the snapshot for ``move``'s, append the action and touch the table; returns
        the action's seq and when the pending seat's decision began. A finished game's table is
        touched as it is finished."""
        at = now.isoformat()
        since = await swap_snapshot(
            db,
            running,
            table_id,
            expected_version,
            move.version,
            move.dumped,
            move.pending_after,
            now,
        )
        [(seq,)] = await db.fetch(
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
                int(move.reveals),
                move.pending_after,
                at,
            ),
        )
        if move.result is None:
            await db.execute("UPDATE tables SET updated_at = ? WHERE id = ?", (at, table_id))
        return seq, since

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

        async def record(db: Sql) -> Recorded:
            running = await running_in(db, table_id, expected_version)
            rules.check_turn(running.pending, seat)
            now = rules.now()
            seq, since = await self._store_move(
                db, running, table_id, expected_version, move, seat, action_id, now
            )
            if move.result is None:
                await replace_jobs(db, table_id, move.version, scheduled)
            else:
                results = rules.seat_results(seats(running.seats), move.result)
                await finish(db, table_id, results, now.isoformat())
                await drop_jobs(db, table_id)
            await queue(db, table_id, move.version, queued)
            return Recorded(version=move.version, seq=seq, turn_since=since, result=move.result)

        return await self._write(record)

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

        read_table, pending, log = await self._read(read)
        plan = rules.plan_undo(
            self._engine(read_table.game_id), read_table, pending, log, seat, expected_version
        )

        async def undo(db: Sql) -> datetime:
            running = await running_in(db, table_id, expected_version)
            now = rules.now()
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

        since = await self._write(undo)
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
        effects: Sequence[Effect] = (),
        jobs: Sequence[JobSpec] | None = None,
    ) -> Table:
        wanted = Seat(seat_id, user_id, ai_level, resigned=resigned, away=away)
        queued = encoded(effects)
        scheduled = encoded_jobs(jobs)
        version = expected_version + 1

        async def change(db: Sql) -> Table:
            await running_in(db, table_id, expected_version)
            changed = rules.change_seat(await table_in(db, table_id), wanted, rules.now())
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

        return await self._write(change)

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
            at = rules.now().isoformat()
            await db.execute(
                "UPDATE snapshots SET version = ?, updated_at = ? "
                "WHERE table_id = ? AND version = ?",
                (version, at, table_id, expected_version),
            )
            await finish(db, table_id, rules.seat_results(seats(running.seats), result), at)
            await drop_jobs(db, table_id)
            await queue(db, table_id, version, queued)
            return await table_in(db, table_id)

        return await self._write(end)

    async def replay(self, table_id: int) -> ReplayReport:
        async def read(db: Sql) -> tuple[Table, list[LoggedAction], str | None]:
            # one read transaction: the log and the snapshot must agree
            read_table = await table_in(db, table_id)
            log = logged(await db.fetch(log_sql(False), (table_id,)))
            snap = await db.fetch("SELECT state FROM snapshots WHERE table_id = ?", (table_id,))
            return read_table, log, snap[0][0] if snap else None

        read_table, log, snapshot = await self._read(read)
        return report(self._engine(read_table.game_id), read_table, log, snapshot)

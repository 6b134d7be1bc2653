"""What the in-memory repository does with a game in play: recording an action, undoing one,
handing a seat over, conceding, and replaying the log, each with a compare-and-swap on the
table's version, as :mod:`storage.sql_playing` does on SQL.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import replace
from datetime import datetime
from typing import Any

from rules.core import Event, Result
from storage import table_rules as rules
from storage.effects import encoded, encoded_jobs
from storage.memory_store import StoredTable
from storage.memory_tables import MemoryTables
from storage.models import (
    Effect,
    JobSpec,
    LoggedAction,
    Recorded,
    ReplayReport,
    Seat,
    Table,
    TableStatus,
    Undone,
)
from storage.replay import report
from storage.standings import move_ratings

__all__ = ["MemoryPlaying"]


class MemoryPlaying(MemoryTables):
    """The games in play of a :class:`~storage.repository.Repository` in memory."""

    def _running(self, table_id: int, expected_version: int) -> StoredTable:
        stored = self._stored(table_id)
        rules.check_running(table_id, stored.table.status, stored.version, expected_version)
        return stored

    def _finish(self, stored: StoredTable, result: Result, at: datetime) -> Table:
        """Store a finished game's result and move its players' ratings, as SQLite does."""
        stored.results = [
            (replace(line, details={}), json.dumps(line.details, sort_keys=True))
            for line in rules.seat_results(stored.table.seats, result)
        ]
        stored.finished_at = at
        table = self._store_table(
            stored, replace(stored.table, status=TableStatus.FINISHED, updated_at=at)
        )
        self._finished.append(table.id)
        move_ratings(self._ratings, stored.finished_game())
        return table

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
        queued = encoded(effects)
        scheduled = encoded_jobs(jobs)
        engine = self._engine(self._stored(table_id).table.game_id)
        move = rules.move(engine, expected_version, state, events)
        stored = self._running(table_id, expected_version)
        rules.check_turn(stored.pending, seat)
        at = rules.now()
        seq = len(stored.log) + 1  # rows are never deleted, only marked undone
        stored.log.append(
            LoggedAction(seq, move.version, seat, action_id, move.reveals, move.pending_after, at)
        )
        since = self._swap(stored, move.version, move.dumped, move.pending_after, at)
        if move.result is None:
            self._store_table(stored, replace(stored.table, updated_at=at))
            self._jobs.replace(table_id, move.version, scheduled)
        else:
            self._finish(stored, move.result, at)
        self._outbox.queue(table_id, move.version, queued)
        return Recorded(version=move.version, seq=seq, turn_since=since, result=move.result)

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
        stored = self._running(table_id, expected_version)
        table = stored.handed_out()
        plan = rules.plan_undo(
            self._engine(table.game_id),
            table,
            stored.pending,
            stored.live_log(),
            seat,
            expected_version,
        )
        at = rules.now()
        index = plan.last.seq - 1
        stored.log[index] = replace(stored.log[index], undone_at=at)
        since = self._swap(stored, plan.version, plan.dumped, plan.pending, at)
        self._store_table(stored, replace(stored.table, updated_at=at))
        self._outbox.queue(table_id, plan.version, queued)
        self._jobs.replace(table_id, plan.version, scheduled)
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
        stored = self._running(table_id, expected_version)
        changed = rules.change_seat(stored.handed_out(), wanted, rules.now())
        table = self._store_table(stored, changed)
        stored.version = expected_version + 1
        if scheduled is None:
            version = stored.version
            mine = self._jobs.ids(lambda job: job.table_id == table_id)
            self._jobs.change(mine, lambda job: replace(job, version=version))
        self._jobs.replace(table_id, stored.version, scheduled)
        self._outbox.queue(table_id, stored.version, queued)
        return table

    async def concede(
        self,
        table_id: int,
        expected_version: int,
        result: Result,
        *,
        effects: Sequence[Effect] = (),
    ) -> Table:
        queued = encoded(effects)
        stored = self._running(table_id, expected_version)
        at = rules.now()
        stored.version = expected_version + 1
        table = self._finish(stored, result, at)
        self._outbox.queue(table_id, stored.version, queued)
        return table

    async def replay(self, table_id: int) -> ReplayReport:
        stored = self._stored(table_id)
        table = stored.handed_out()
        return report(self._engine(table.game_id), table, stored.live_log(), stored.snapshot)

"""The games in memory: reading a table, and playing it (recording an action, undoing one,
handing a seat over, conceding, replaying the log), each with a compare-and-swap on the
table's version, over the :class:`~storage.memory_store.MemoryStore` the parts share, as
:mod:`storage.sql_tables` does on SQL.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from types import EllipsisType
from typing import Any

from rules.core import Event, Result
from storage import table_policy as policy
from storage.effects import encoded, encoded_jobs
from storage.errors import TableQuarantined
from storage.memory_store import MemoryStore
from storage.models import (
    OPEN_STATUSES,
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
from storage.replay import report

__all__ = ["MemoryTables"]


class MemoryTables:
    """The :class:`~storage.repository.Tables` in memory."""

    def __init__(self, store: MemoryStore) -> None:
        self._store = store

    # ----- reading ---------------------------------------------------------------------------

    async def get_table(self, table_id: int) -> Table:
        return self._store.stored(table_id).handed_out()

    async def table_in_channel(self, channel_id: int) -> Table | None:
        table_id = self._store.open_in_channel.get(channel_id)
        return None if table_id is None else self._store.tables[table_id].handed_out()

    async def list_open_tables(self) -> list[Table]:
        return [
            table
            for stored in self._store.tables.values()
            if stored.table.status in OPEN_STATUSES and (table := stored.readable()) is not None
        ]

    async def quarantined(self) -> list[tuple[int, str]]:
        found = []
        for stored in self._store.tables.values():
            if stored.table.status not in OPEN_STATUSES:
                continue
            try:
                table = stored.handed_out()
                engine_of(self._store.engines, table.id, table.game_id)
                if stored.snapshot is not None:
                    state_of(self._store.engines, table.id, table.game_id, stored.snapshot)
            except TableQuarantined as quarantined:
                found.append((quarantined.table_id, quarantined.reason))
        return found

    async def tables_of(self, user_id: int, guild_id: int | None = None) -> list[Table]:
        return [
            table
            for stored in reversed(self._store.tables.values())
            if stored.table.status in OPEN_STATUSES
            and (guild_id is None or stored.table.guild_id == guild_id)
            and (table := stored.readable()) is not None
            and table.seat_of(user_id) is not None
        ]

    async def load(self, table_id: int) -> LoadedTable:
        stored = self._store.stored(table_id)
        table = stored.handed_out()
        if stored.snapshot is None or stored.turn_since is None:
            return LoadedTable(table, 0, None, None, table.created_at)
        state = state_of(self._store.engines, table_id, table.game_id, stored.snapshot)
        return LoadedTable(table, stored.version, state, stored.pending, stored.turn_since)

    async def snapshot(self, table_id: int) -> TableSnapshot:
        loaded = await self.load(table_id)
        keys = sorted(key for key in self._store.messages if key[0] == table_id)
        jobs = self._store.jobs.by_due_time(lambda job: job.table_id == table_id)
        return TableSnapshot(loaded, tuple(self._store.messages[k] for k in keys), tuple(jobs))

    async def action_log(
        self, table_id: int, *, include_undone: bool = False
    ) -> list[LoggedAction]:
        stored = self._store.stored(table_id)
        return list(stored.log) if include_undone else stored.live_log()

    # ----- playing ---------------------------------------------------------------------------

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
        queued = encoded(effects)
        scheduled = encoded_jobs(jobs)
        engine = self._store.engine(self._store.stored(table_id).table.game_id)
        move = policy.move(engine, expected_version, state, events, result)
        stored = self._store.running(table_id, expected_version)
        policy.check_turn(stored.pending, seat)
        at = policy.now()
        for each in shown:
            self._store.remember(each.ref, each.settles)
        seq = len(stored.log) + 1  # rows are never deleted, only marked undone
        stored.log.append(
            LoggedAction(seq, move.version, seat, action_id, move.reveals, move.pending_after, at)
        )
        since = self._store.swap(stored, move.version, move.dumped, move.pending_after, at)
        if move.result is None:
            self._store.store_table(stored, replace(stored.table, updated_at=at))
            self._store.jobs.replace(table_id, move.version, scheduled)
        else:
            self._store.finish(stored, move.result, at)
        self._store.outbox.queue(table_id, move.version, queued)
        return Recorded(
            version=move.version,
            seq=seq,
            turn_since=since,
            result=move.result,
            pending=tuple(self._store.outbox.handed_out(lambda item: item.table_id == table_id)),
            messages=tuple(self._store.messages_of(table_id)) if with_messages else None,
        )

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
        stored = self._store.running(table_id, expected_version)
        table = stored.handed_out()
        plan = policy.plan_undo(
            self._store.engine(table.game_id),
            table,
            stored.pending,
            stored.live_log(),
            seat,
            expected_version,
        )
        at = policy.now()
        index = plan.last.seq - 1
        stored.log[index] = replace(stored.log[index], undone_at=at)
        since = self._store.swap(stored, plan.version, plan.dumped, plan.pending, at)
        self._store.store_table(stored, replace(stored.table, updated_at=at))
        self._store.outbox.queue(table_id, plan.version, queued)
        self._store.jobs.replace(table_id, plan.version, scheduled)
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
        stored = self._store.running(table_id, expected_version)
        changed = policy.change_seat(stored.handed_out(), wanted, policy.now())
        table = self._store.store_table(stored, changed)
        stored.version = expected_version + 1
        if scheduled is None:
            version = stored.version
            mine = self._store.jobs.ids(lambda job: job.table_id == table_id)
            self._store.jobs.change(mine, lambda job: replace(job, version=version))
        self._store.jobs.replace(table_id, stored.version, scheduled)
        self._store.outbox.queue(table_id, stored.version, queued)
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
        stored = self._store.running(table_id, expected_version)
        at = policy.now()
        stored.version = expected_version + 1
        table = self._store.finish(stored, result, at)
        self._store.outbox.queue(table_id, stored.version, queued)
        return table

    async def replay(self, table_id: int) -> ReplayReport:
        stored = self._store.stored(table_id)
        table = stored.handed_out()
        return report(self._store.engine(table.game_id), table, stored.live_log(), stored.snapshot)

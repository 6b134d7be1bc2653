"""The lobby in memory: opening a table, seating its players, starting or ending it, over the
:class:`~storage.memory_store.MemoryStore` the parts share. As on SQL, the rules are
:mod:`storage.table_policy`: a method reads, calls them, and stores what they return.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from storage import table_policy as policy
from storage.effects import encoded, encoded_jobs
from storage.memory_store import MemoryStore, StoredTable
from storage.models import Effect, JobSpec, LoadedTable, Table, TableStatus

__all__ = ["MemoryLobby"]


class MemoryLobby:
    """The :class:`~storage.repository.Lobby` in memory."""

    def __init__(self, store: MemoryStore) -> None:
        self._store = store

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
        self._store.engine(game_id)
        busy = self._store.open_in_channel.get(channel_id)
        policy.check_channel_free(
            None if busy is None else self._store.tables[busy].handed_out(), self._store.engines
        )
        options_text = policy.options_json(options)
        at = policy.now()
        table = Table(
            id=len(self._store.tables) + 1,
            guild_id=guild_id,
            channel_id=channel_id,
            game_id=game_id,
            status=TableStatus.LOBBY,
            host_id=host_id,
            seats=policy.first_seats(host_id, host_plays),
            options={},
            seed=policy.seed_or_drawn(seed),
            created_at=at,
            updated_at=at,
        )
        stored = StoredTable(table, options_text)
        self._store.tables[table.id] = stored
        self._store.open_in_channel[channel_id] = table.id
        return stored.handed_out()

    async def join(self, table_id: int, user_id: int) -> Table:
        stored = self._store.stored(table_id)
        table = stored.handed_out()
        changed = policy.join(table, user_id, self._store.engine(table.game_id), policy.now())
        return self._store.store_table(stored, changed)

    async def configure(self, table_id: int, options: Mapping[str, Any]) -> Table:
        stored = self._store.stored(table_id)
        changed = policy.configure(stored.handed_out(), options, policy.now())
        stored.options = policy.options_json(changed.options)
        return self._store.store_table(stored, changed)

    async def add_ai(self, table_id: int, level: str = "random") -> Table:
        stored = self._store.stored(table_id)
        table = stored.handed_out()
        changed = policy.add_ai(table, level, self._store.engine(table.game_id), policy.now())
        return self._store.store_table(stored, changed)

    async def leave(self, table_id: int, seat_id: str) -> Table:
        stored = self._store.stored(table_id)
        return self._store.store_table(
            stored, policy.leave(stored.handed_out(), seat_id, policy.now())
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
        stored = self._store.stored(table_id)
        table = stored.handed_out()
        engine = self._store.engine(table.game_id)
        started = policy.start(table, engine, shuffle_seats, policy.now())
        since = self._store.swap(
            stored, 1, engine.dump(started.state), started.pending, started.table.updated_at
        )
        table = self._store.store_table(stored, started.table)
        self._store.outbox.queue(table_id, 1, queued)
        self._store.jobs.replace(table_id, 1, scheduled)
        return LoadedTable(table, 1, started.state, started.pending, since)

    async def abort(self, table_id: int, *, effects: Sequence[Effect] = ()) -> Table:
        queued = encoded(effects)
        stored = self._store.stored(table_id)
        aborted = self._store.store_table(stored, policy.abort(stored.handed_out(), policy.now()))
        self._store.outbox.queue(table_id, stored.version, queued)
        return aborted

    async def abandon(self, table_id: int, reason: str, *, effects: Sequence[Effect] = ()) -> Table:
        queued = encoded(effects)
        stored = self._store.stored(table_id)
        # A quarantined table is abandoned too: its options are not needed to end it.
        table = stored.readable() or replace(stored.table, options={})
        ended = policy.abandon(table, reason, policy.now())
        self._store.keep(stored, ended)
        self._store.outbox.queue(table_id, stored.version, queued)
        return ended

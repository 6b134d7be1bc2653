"""The lobby on SQL, for both backends: opening a table, seating its players, starting or
ending it, each one transaction of :mod:`storage.sql_statements` over the backend's
:class:`~storage.sql.Database`. The rules are :mod:`storage.table_policy`: a method reads the
rows, calls them, and stores what they return.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from rules.core import Engine
from storage import table_policy as policy
from storage.effects import encoded, encoded_jobs
from storage.errors import TableNotFound
from storage.models import OPEN_STATUSES, Effect, JobSpec, LoadedTable, Table, TableStatus
from storage.recent import Recent
from storage.rows import bare_table, readable_table, seats_json, table
from storage.sql import Database, Sql
from storage.sql_statements import (
    OPEN_IN_CHANNEL,
    TABLE_BY_ID,
    drop_jobs,
    locked_table,
    queue,
    replace_jobs,
    store_table,
    version_in,
)
from storage.table_policy import EngineLookup

__all__ = ["SqlLobby"]


class SqlLobby:
    """The :class:`~storage.repository.Lobby` on SQL."""

    def __init__(self, db: Database, engines: EngineLookup, game_of: Recent[int, str]) -> None:
        self._db = db
        self._engines = engines
        # Shared with the tables' part (storage.sql_tables), which records a table's moves
        # without reading its game again.
        self._game_of = game_of

    def _engine(self, game_id: str) -> Engine[Any]:
        return policy.engine_for(self._engines, game_id)

    async def _change_table(
        self,
        table_id: int,
        change: Callable[[Table], Table],
        effects: Sequence[Effect] = (),
    ) -> Table:
        """Lock the table, apply a lobby rule to it, and store what the rule returned, with
        ``effects`` queued at the table's version."""
        queued = encoded(effects)

        async def work(db: Sql) -> Table:
            changed = change(await locked_table(db, table_id))
            await store_table(db, changed)
            if changed.status not in OPEN_STATUSES:
                await drop_jobs(db, table_id)
            if queued:
                await queue(db, table_id, await version_in(db, table_id), queued)
            return changed

        return await self._db.write(work)

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
        seed = policy.seed_or_drawn(seed)
        first = policy.first_seats(host_id, host_plays)
        options_text = policy.options_json(options)
        at = policy.now()

        async def create(db: Sql) -> Table:
            await db.lock_channel(channel_id)
            busy = await db.fetch(OPEN_IN_CHANNEL, (channel_id,))
            policy.check_channel_free(table(busy[0]) if busy else None, self._engines)
            [(table_id,)] = await db.fetch(
                "INSERT INTO tables (guild_id, channel_id, game_id, status, host_id, seats, "
                "options, seed, created_at, updated_at) "
                "VALUES (?, ?, ?, 'lobby', ?, ?, ?, ?, ?, ?) RETURNING id",
                (
                    guild_id,
                    channel_id,
                    game_id,
                    host_id,
                    seats_json(first),
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
                seats=first,
                options=json.loads(options_text),
                seed=seed,
                created_at=at,
                updated_at=at,
            )

        created = await self._db.write(create)
        self._game_of[created.id] = game_id
        return created

    async def join(self, table_id: int, user_id: int) -> Table:
        return await self._change_table(
            table_id,
            lambda lobby: policy.join(lobby, user_id, self._engine(lobby.game_id), policy.now()),
        )

    async def configure(self, table_id: int, options: Mapping[str, Any]) -> Table:
        async def change(db: Sql) -> Table:
            changed = policy.configure(await locked_table(db, table_id), options, policy.now())
            await store_table(db, changed)
            await db.execute(
                "UPDATE tables SET options = ? WHERE id = ?",
                (policy.options_json(changed.options), table_id),
            )
            return changed

        return await self._db.write(change)

    async def add_ai(self, table_id: int, level: str = "random") -> Table:
        return await self._change_table(
            table_id,
            lambda lobby: policy.add_ai(lobby, level, self._engine(lobby.game_id), policy.now()),
        )

    async def leave(self, table_id: int, seat_id: str) -> Table:
        return await self._change_table(
            table_id, lambda lobby: policy.leave(lobby, seat_id, policy.now())
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

        async def start(db: Sql) -> LoadedTable:
            lobby = await locked_table(db, table_id)
            engine = self._engine(lobby.game_id)
            started = policy.start(lobby, engine, shuffle_seats, policy.now())
            at = started.table.updated_at
            await store_table(db, started.table)
            await db.execute(
                "INSERT INTO snapshots (table_id, version, state, pending_seat, updated_at, "
                "turn_since) VALUES (?, 1, ?, ?, ?, ?)",
                (
                    table_id,
                    engine.dump(started.state),
                    started.pending,
                    at.isoformat(),
                    at.isoformat(),
                ),
            )
            await queue(db, table_id, 1, queued)
            await replace_jobs(db, table_id, 1, scheduled)
            return LoadedTable(started.table, 1, started.state, started.pending, at)

        return await self._db.write(start)

    async def abort(self, table_id: int, *, effects: Sequence[Effect] = ()) -> Table:
        return await self._change_table(
            table_id, lambda lobby: policy.abort(lobby, policy.now()), effects
        )

    async def abandon(self, table_id: int, reason: str, *, effects: Sequence[Effect] = ()) -> Table:
        queued = encoded(effects)

        async def work(db: Sql) -> Table:
            rows = await db.fetch(TABLE_BY_ID + db.for_update, (table_id,))
            if not rows:
                raise TableNotFound(table_id)
            # A quarantined table is abandoned too: only what every row can give is needed.
            ended = policy.abandon(
                readable_table(rows[0]) or bare_table(rows[0]), reason, policy.now()
            )
            await db.execute(
                "UPDATE tables SET status = ?, ended_reason = ?, updated_at = ? WHERE id = ?",
                (ended.status.value, ended.ended_reason, ended.updated_at.isoformat(), table_id),
            )
            await drop_jobs(db, table_id)
            if queued:
                await queue(db, table_id, await version_in(db, table_id), queued)
            return ended

        return await self._db.write(work)

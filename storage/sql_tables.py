"""What both SQL backends do with a table, written once: the lobby, reading and the statistics,
each method one transaction (or one statement) of :mod:`storage.sql_statements` over
:class:`~storage.sql.Sql`; playing is :mod:`storage.sql_playing`.

A backend (:mod:`storage.sqlite`, :mod:`storage.postgres`) says how a transaction, a read and a
lone statement reach its database, and keeps the few methods where its engine works otherwise;
the statements' dialect is its :class:`~storage.sql.Sql`. The table rules (who may join, whose
turn it is, what undo allows...) are :mod:`storage.table_rules`: this module reads rows, calls
them, and stores what they return.
"""

from __future__ import annotations

import json
from abc import ABC, abstractmethod
from collections.abc import Awaitable, Callable, Mapping, Sequence
from types import TracebackType
from typing import Any, Self, TypeVar

from rules.core import Engine
from storage import sql_standings as standings
from storage import table_rules as rules
from storage.effects import encoded, encoded_jobs
from storage.errors import TableNotFound, TableQuarantined
from storage.models import (
    OPEN_STATUSES,
    Effect,
    JobSpec,
    LoadedTable,
    LoggedAction,
    SeatResult,
    Table,
    TableStatus,
)
from storage.quarantine import engine_of, state_of
from storage.rows import (
    RESULT_COLUMNS,
    TABLE_COLUMNS,
    bare_table,
    logged,
    readable_table,
    seat_result,
    seats_json,
    table,
    table_of,
    time,
)
from storage.sql import Rows, Sql
from storage.sql_statements import (
    OPEN_IN_CHANNEL,
    TABLE_BY_ID,
    drop_jobs,
    locked_table,
    log_sql,
    queue,
    replace_jobs,
    store_table,
    table_in,
    version_in,
)
from storage.standings import OVERALL, FinishedGame, Rating
from storage.table_rules import EngineLookup

__all__ = ["SqlTables"]

T = TypeVar("T")


class SqlTables(ABC):
    """The tables of a :class:`~storage.repository.Repository` on SQL; see the module."""

    def __init__(self, engines: EngineLookup) -> None:
        self._engines = engines
        # A table's game never changes, so record_action can dump the state before it reads.
        self._game_of: dict[int, str] = {}

    async def __aenter__(self) -> Self:
        return self

    async def __aexit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        traceback: TracebackType | None,
    ) -> None:
        await self.close()

    @abstractmethod
    async def close(self) -> None: ...

    # ----- how the backend reaches its database ----------------------------------------------

    @abstractmethod
    async def _write(self, work: Callable[[Sql], Awaitable[T]]) -> T:
        """Run ``work`` as one write transaction; rolled back whole if it raises."""

    @abstractmethod
    async def _read(self, work: Callable[[Sql], Awaitable[T]]) -> T:
        """Run ``work`` as one read transaction: its statements see the same commit."""

    @abstractmethod
    async def _fetch(self, sql: str, params: Sequence[Any] = ()) -> Rows:
        """The rows of one statement, read on its own."""

    # ----- the lobby -------------------------------------------------------------------------

    def _engine(self, game_id: str) -> Engine[Any]:
        return rules.engine_for(self._engines, game_id)

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

        return await self._write(work)

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
        first = rules.first_seats(host_id, host_plays)
        options_text = rules.options_json(options)
        at = rules.now()

        async def create(db: Sql) -> Table:
            await db.lock_channel(channel_id)
            busy = await db.fetch(OPEN_IN_CHANNEL, (channel_id,))
            rules.check_channel_free(table(busy[0]) if busy else None, self._engines)
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

        created = await self._write(create)
        self._game_of[created.id] = game_id
        return created

    async def join(self, table_id: int, user_id: int) -> Table:
        return await self._change_table(
            table_id,
            lambda lobby: rules.join(lobby, user_id, self._engine(lobby.game_id), rules.now()),
        )

    async def configure(self, table_id: int, options: Mapping[str, Any]) -> Table:
        async def change(db: Sql) -> Table:
            changed = rules.configure(await locked_table(db, table_id), options, rules.now())
            await store_table(db, changed)
            await db.execute(
                "UPDATE tables SET options = ? WHERE id = ?",
                (rules.options_json(changed.options), table_id),
            )
            return changed

        return await self._write(change)

    async def add_ai(self, table_id: int, level: str = "random") -> Table:
        return await self._change_table(
            table_id,
            lambda lobby: rules.add_ai(lobby, level, self._engine(lobby.game_id), rules.now()),
        )

    async def leave(self, table_id: int, seat_id: str) -> Table:
        return await self._change_table(
            table_id, lambda lobby: rules.leave(lobby, seat_id, rules.now())
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
            started = rules.start(lobby, engine, shuffle_seats, rules.now())
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

        return await self._write(start)

    async def abort(self, table_id: int, *, effects: Sequence[Effect] = ()) -> Table:
        return await self._change_table(
            table_id, lambda lobby: rules.abort(lobby, rules.now()), effects
        )

    async def abandon(self, table_id: int, reason: str, *, effects: Sequence[Effect] = ()) -> Table:
        queued = encoded(effects)

        async def work(db: Sql) -> Table:
            rows = await db.fetch(TABLE_BY_ID + db.for_update, (table_id,))
            if not rows:
                raise TableNotFound(table_id)
            # A quarantined table is abandoned too: only what every row can give is needed.
            ended = rules.abandon(
                readable_table(rows[0]) or bare_table(rows[0]), reason, rules.now()
            )
            await db.execute(
                "UPDATE tables SET status = ?, ended_reason = ?, updated_at = ? WHERE id = ?",
                (ended.status.value, ended.ended_reason, ended.updated_at.isoformat(), table_id),
            )
            await drop_jobs(db, table_id)
            if queued:
                await queue(db, table_id, await version_in(db, table_id), queued)
            return ended

        return await self._write(work)

    # ----- reading ---------------------------------------------------------------------------

    async def get_table(self, table_id: int) -> Table:
        return table_of(await self._fetch(TABLE_BY_ID, (table_id,)), table_id)

    async def table_in_channel(self, channel_id: int) -> Table | None:
        rows = await self._fetch(OPEN_IN_CHANNEL, (channel_id,))
        return table(rows[0]) if rows else None

    async def list_open_tables(self) -> list[Table]:
        rows = await self._fetch(
            f"SELECT {TABLE_COLUMNS} FROM tables t "
            "WHERE t.status IN ('lobby', 'active') ORDER BY t.id"
        )
        return [found for row in rows if (found := readable_table(row)) is not None]

    async def quarantined(self) -> list[tuple[int, str]]:
        rows = await self._fetch(
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

    async def load(self, table_id: int) -> LoadedTable:
        # One statement, so the table and its snapshot come from the same commit.
        rows = await self._fetch(
            f"SELECT {TABLE_COLUMNS}, s.version, s.state, s.pending_seat, "
            "COALESCE(s.turn_since, s.updated_at) "
            "FROM tables t LEFT JOIN snapshots s ON s.table_id = t.id WHERE t.id = ?",
            (table_id,),
        )
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
        async def read(db: Sql) -> list[FinishedGame]:
            return await standings.finished_games(
                db, guild_id, game_id, user_id, channel_id, limit, offset
            )

        return await self._read(read)

    async def games_of(self, user_id: int) -> list[FinishedGame]:
        return await self._read(lambda db: standings.games_of(db, user_id))

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
        async def read(db: Sql) -> tuple[list[Rating], int]:
            page = await standings.leaderboard(
                db, guild_id, game_id, min_games, people_only, limit, offset
            )
            size = await standings.leaderboard_size(db, guild_id, game_id, min_games, people_only)
            return page, size

        return await self._read(read)

    async def ratings_of(self, guild_id: int | None, player: str) -> list[Rating]:
        return await self._read(lambda db: standings.ratings_of(db, guild_id, player))

    async def rebuild_ratings(self) -> int:
        return await self._write(standings.rebuild_ratings)

"""The repository on PostgreSQL, for a deployment of several bot processes over one database.

Same schema as SQLite (:mod:`storage.migrations`), same rows (:mod:`storage.rows`), same
rules (:mod:`storage.table_rules`): this module reads rows, calls the rules, and stores what
they return. Where SQLite serialises every writer with ``BEGIN IMMEDIATE``, here each
transaction locks what it compares: the table's row (``SELECT ... FOR UPDATE``) before a
lobby rule or a version is checked, so two clicks on one version, in one process or two,
queue and the second is refused as stale; an advisory lock on the channel before a new table
is opened there; the ratings table while a result moves them (:mod:`storage.postgres_standings`).
Transactions of different tables never wait for each other.
"""

from __future__ import annotations

import json
from collections.abc import Awaitable, Callable, Mapping, Sequence
from datetime import datetime
from types import TracebackType
from typing import Any, NamedTuple, TypeVar
from urllib.parse import urlsplit, urlunsplit

from rules import registry
from rules.core import Engine, Event, Result
from storage import postgres_standings as standings
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
from storage.postgres_connection import Con, PostgresPool, Rows, values
from storage.postgres_migrations import check_current, migrate
from storage.quarantine import engine_of, state_of
from storage.replay import report
from storage.repository import Repository
from storage.rows import (
    JOB_COLUMNS,
    LOG_COLUMNS,
    MESSAGE_COLUMNS,
    OUTBOX_COLUMNS,
    RESULT_COLUMNS,
    TABLE_COLUMNS,
    bare_table,
    job,
    logged,
    message,
    outbox_item,
    readable_table,
    seat_result,
    seats,
    seats_json,
    table,
    table_of,
    time,
)
from storage.standings import OVERALL, FinishedGame, Rating
from storage.table_rules import EngineLookup

__all__ = ["BUSY_TIMEOUT", "PostgresRepository", "open_postgres"]

# How long a writer waits for another's lock before giving up: as SQLite's busy timeout, well
# inside the 3 s Discord gives an interaction.
BUSY_TIMEOUT = 2.0
# How long work waits for a free connection of the pool. Longer than a lock: a busy process's
# work queues here behind its own (the click is acknowledged meanwhile) instead of failing with
# "could not save", as it did at 2 s under a saturated bench (bench/processes.py, 40 tables).
ACQUIRE_TIMEOUT = 15.0

# Connections per process: a few transactions of different tables run at once.
POOL_SIZE = 10

# The first key of the advisory lock a new table takes on its channel.
_CHANNEL_LOCKS = 0x7AB_0002

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
    return PostgresRepository(pool, engines)


def described(dsn: str) -> str:
    """The database a DSN names, without its password (for messages and logs)."""
    parts = urlsplit(dsn)
    if parts.password is None:
        return dsn
    netloc = parts.netloc.replace(f":{parts.password}@", ":***@", 1)
    return urlunsplit(parts._replace(netloc=netloc))


class _Running(NamedTuple):
    """A game in play as its compare-and-swap read it (its row locked). The seats stay text
    until the game ends: most actions do not need them."""

    seats: str
    pending: str | None
    since: datetime


_TABLE_BY_ID = f"SELECT {TABLE_COLUMNS} FROM tables t WHERE t.id = $1"
_OPEN_IN_CHANNEL = (
    f"SELECT {TABLE_COLUMNS} FROM tables t "
    "WHERE t.channel_id = $1 AND t.status IN ('lobby', 'active')"
)


class PostgresRepository:
    """The :class:`~storage.repository.Repository` on PostgreSQL; see :func:`open_postgres`."""

    def __init__(self, pool: PostgresPool, engines: EngineLookup) -> None:
        self._db = pool
        self._engines = engines
        # A table's game never changes, so record_action can dump the state before it reads.
        self._game_of: dict[int, str] = {}

    async def __aenter__(self) -> PostgresRepository:
        return self

    async def __aexit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        traceback: TracebackType | None,
    ) -> None:
        await self.close()

    async def close(self) -> None:
        await self._db.close()

    # ----- transactions ----------------------------------------------------------------------

    async def _transaction(self, work: Callable[[Con], Awaitable[T]]) -> T:
        return await self._db.transaction(work)

    async def _read(self, work: Callable[[Con], Awaitable[T]]) -> T:
        return await self._db.read(work)

    async def _fetch(self, sql: str, *args: Any) -> Rows:
        return await self._db.fetch(sql, *args)

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

        async def work(con: Con) -> Table:
            changed = change(await _locked_table(con, table_id))
            await _store_table(con, changed)
            if changed.status not in OPEN_STATUSES:
                await _drop_jobs(con, table_id)
            if queued:
                await _queue(con, table_id, await _version_in(con, table_id), queued)
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
        first = rules.first_seats(host_id, host_plays)
        options_text = rules.options_json(options)
        at = rules.now()

        async def create(con: Con) -> Table:
            # Two tables opened in one channel at once: the second waits here, then sees the
            # first (the unique index would only tell it after the fact).
            await con.execute(
                "SELECT pg_advisory_xact_lock($1, $2)", _CHANNEL_LOCKS, channel_id % 2**31
            )
            busy = await con.fetch(_OPEN_IN_CHANNEL, channel_id)
            rules.check_channel_free(table(busy[0]) if busy else None, self._engines)
            table_id = await con.fetchval(
                "INSERT INTO tables (guild_id, channel_id, game_id, status, host_id, seats, "
                "options, seed, created_at, updated_at) "
                "VALUES ($1, $2, $3, 'lobby', $4, $5, $6, $7, $8, $8) RETURNING id",
                guild_id,
                channel_id,
                game_id,
                host_id,
                seats_json(first),
                options_text,
                seed,
                at.isoformat(),
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

        created = await self._transaction(create)
        self._game_of[created.id] = game_id
        return created

    async def join(self, table_id: int, user_id: int) -> Table:
        return await self._change_table(
            table_id,
            lambda table: rules.join(table, user_id, self._engine(table.game_id), rules.now()),
        )

    async def configure(self, table_id: int, options: Mapping[str, Any]) -> Table:
        async def change(con: Con) -> Table:
            changed = rules.configure(await _locked_table(con, table_id), options, rules.now())
            await _store_table(con, changed)
            await con.execute(
                "UPDATE tables SET options = $1 WHERE id = $2",
                rules.options_json(changed.options),
                table_id,
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

        async def start(con: Con) -> LoadedTable:
            lobby = await _locked_table(con, table_id)
            engine = self._engine(lobby.game_id)
            started = rules.start(lobby, engine, shuffle_seats, rules.now())
            at = started.table.updated_at
            await _store_table(con, started.table)
            await con.execute(
                "INSERT INTO snapshots (table_id, version, state, pending_seat, updated_at, "
                "turn_since) VALUES ($1, 1, $2, $3, $4, $4)",
                table_id,
                engine.dump(started.state),
                started.pending,
                at.isoformat(),
            )
            await _queue(con, table_id, 1, queued)
            await _replace_jobs(con, table_id, 1, scheduled)
            return LoadedTable(started.table, 1, started.state, started.pending, at)

        return await self._transaction(start)

    async def abort(self, table_id: int, *, effects: Sequence[Effect] = ()) -> Table:
        return await self._change_table(
            table_id, lambda table: rules.abort(table, rules.now()), effects
        )

    async def abandon(self, table_id: int, reason: str, *, effects: Sequence[Effect] = ()) -> Table:
        queued = encoded(effects)

        async def work(con: Con) -> Table:
            rows = await con.fetch(_TABLE_BY_ID + " FOR UPDATE", table_id)
            if not rows:
                raise TableNotFound(table_id)
            # A quarantined table is abandoned too: only what every row can give is needed.
            ended = rules.abandon(
                readable_table(rows[0]) or bare_table(rows[0]), reason, rules.now()
            )
            await con.execute(
                "UPDATE tables SET status = $1, ended_reason = $2, updated_at = $3 WHERE id = $4",
                ended.status.value,
                ended.ended_reason,
                ended.updated_at.isoformat(),
                table_id,
            )
            await _drop_jobs(con, table_id)
            if queued:
                await _queue(con, table_id, await _version_in(con, table_id), queued)
            return ended

        return await self._transaction(work)

    # ----- reading ---------------------------------------------------------------------------

    async def get_table(self, table_id: int) -> Table:
        return table_of(await self._fetch(_TABLE_BY_ID, table_id), table_id)

    async def table_in_channel(self, channel_id: int) -> Table | None:
        rows = await self._fetch(_OPEN_IN_CHANNEL, channel_id)
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

    async def tables_of(self, user_id: int, guild_id: int | None = None) -> list[Table]:
        # The seats are JSON text that may be corrupt (PostgreSQL 15 cannot test it in SQL):
        # the text search only narrows the rows down, the parsed seats decide.
        rows = await self._fetch(
            f"SELECT {TABLE_COLUMNS} FROM tables t "
            "WHERE t.status IN ('lobby', 'active') "
            "AND ($1::bigint IS NULL OR t.guild_id = $1) AND strpos(t.seats, $2) > 0 "
            "ORDER BY t.id DESC",
            guild_id,
            str(user_id),
        )
        return [
            found
            for row in rows
            if (found := readable_table(row)) is not None and found.seat_of(user_id) is not None
        ]

    async def load(self, table_id: int) -> LoadedTable:
        # One statement, so the table and its snapshot come from the same commit.
        rows = await self._fetch(
            f"SELECT {TABLE_COLUMNS}, s.version, s.state, s.pending_seat, "
            "COALESCE(s.turn_since, s.updated_at) "
            "FROM tables t LEFT JOIN snapshots s ON s.table_id = t.id WHERE t.id = $1",
            table_id,
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
        async def read(con: Con) -> list[LoggedAction]:
            await _table_in(con, table_id)
            return logged(await con.fetch(_log_sql(include_undone), table_id))

        return await self._read(read)

    async def results(self, table_id: int) -> list[SeatResult]:
        rows = await self._fetch(
            f"SELECT {RESULT_COLUMNS} FROM results WHERE table_id = $1 ORDER BY seat_no",
            table_id,
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
        async def read(con: Con) -> list[FinishedGame]:
            return await standings.finished_games(
                con, guild_id, game_id, user_id, channel_id, limit, offset
            )

        return await self._read(read)

    async def games_of(self, user_id: int) -> list[FinishedGame]:
        async def read(con: Con) -> list[FinishedGame]:
            return await standings.games_of(con, user_id)

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
        async def read(con: Con) -> tuple[list[Rating], int]:
            page = await standings.leaderboard(
                con, guild_id, game_id, min_games, people_only, limit, offset
            )
            size = await standings.leaderboard_size(con, guild_id, game_id, min_games, people_only)
            return page, size

        return await self._read(read)

    async def ratings_of(self, guild_id: int | None, player: str) -> list[Rating]:
        async def read(con: Con) -> list[Rating]:
            return await standings.ratings_of(con, guild_id, player)

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

        async def record(con: Con) -> Recorded:
            running = await _running_in(con, table_id, expected_version)
            rules.check_turn(running.pending, seat)
            now = rules.now()
            at = now.isoformat()
            since = rules.turn_since(running.pending, running.since, move.pending_after, now)
            seq = await con.fetchval(
                _RECORD,
                table_id,
                move.version,
                move.dumped,
                move.pending_after,
                at,
                since.isoformat(),
                seat,
                action_id,
                int(move.reveals),
            )
            if move.result is None:
                await _replace_jobs(con, table_id, move.version, scheduled)
            else:
                results = rules.seat_results(seats(running.seats), move.result)
                await _finish(con, table_id, results, at)
                await _drop_jobs(con, table_id)
            await _queue(con, table_id, move.version, queued)
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
        async def read(con: Con) -> tuple[Table, str | None, list[LoggedAction]]:
            read_table = await _table_in(con, table_id)
            pending = (await _running_in(con, table_id, expected_version, lock=False)).pending
            return read_table, pending, logged(await con.fetch(_log_sql(False), table_id))

        read_table, pending, log = await self._read(read)
        plan = rules.plan_undo(
            self._engine(read_table.game_id), read_table, pending, log, seat, expected_version
        )

        async def undo(con: Con) -> datetime:
            running = await _running_in(con, table_id, expected_version)
            now = rules.now()
            at = now.isoformat()
            await con.execute(
                "UPDATE actions SET undone_at = $1 WHERE table_id = $2 AND seq = $3",
                at,
                table_id,
                plan.last.seq,
            )
            since = await _swap_snapshot(
                con, running, table_id, plan.version, plan.dumped, plan.pending, now
            )
            await con.execute("UPDATE tables SET updated_at = $1 WHERE id = $2", at, table_id)
            await _queue(con, table_id, plan.version, queued)
            await _replace_jobs(con, table_id, plan.version, scheduled)
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

        async def change(con: Con) -> Table:
            await _running_in(con, table_id, expected_version)
            changed = rules.change_seat(await _table_in(con, table_id), wanted, rules.now())
            await _store_table(con, changed)
            await con.execute(
                "UPDATE snapshots SET version = $1, updated_at = $2 "
                "WHERE table_id = $3 AND version = $4",
                version,
                changed.updated_at.isoformat(),
                table_id,
                expected_version,
            )
            if scheduled is None:
                await con.execute(
                    "UPDATE jobs SET version = $1 WHERE table_id = $2", version, table_id
                )
            await _replace_jobs(con, table_id, version, scheduled)
            await _queue(con, table_id, version, queued)
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

        async def end(con: Con) -> Table:
            running = await _running_in(con, table_id, expected_version)
            at = rules.now().isoformat()
            await con.execute(
                "UPDATE snapshots SET version = $1, updated_at = $2 "
                "WHERE table_id = $3 AND version = $4",
                version,
                at,
                table_id,
                expected_version,
            )
            await _finish(con, table_id, rules.seat_results(seats(running.seats), result), at)
            await _drop_jobs(con, table_id)
            await _queue(con, table_id, version, queued)
            return await _table_in(con, table_id)

        return await self._transaction(end)

    async def replay(self, table_id: int) -> ReplayReport:
        async def read(con: Con) -> tuple[Table, list[LoggedAction], str | None]:
            # one read transaction: the log and the snapshot must agree
            read_table = await _table_in(con, table_id)
            log = logged(await con.fetch(_log_sql(False), table_id))
            snapshot = await con.fetchval(
                "SELECT state FROM snapshots WHERE table_id = $1", table_id
            )
            return read_table, log, snapshot

        read_table, log, snapshot = await self._read(read)
        return report(self._engine(read_table.game_id), read_table, log, snapshot)

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
        async def remember(con: Con) -> None:
            await _table_in(con, table_id)
            if settles is not None and version is not None:
                await con.execute(
                    "DELETE FROM outbox WHERE table_id = $1 AND kind = $2 AND version <= $3",
                    table_id,
                    settles,
                    version,
                )
            await con.execute(
                "INSERT INTO messages (table_id, purpose, user_id, channel_id, message_id, "
                "version) VALUES ($1, $2, $3, $4, $5, $6) "
                "ON CONFLICT (table_id, purpose, user_id) "
                "DO UPDATE SET channel_id = excluded.channel_id, "
                "message_id = excluded.message_id, version = excluded.version",
                table_id,
                purpose,
                user_id or 0,
                channel_id,
                message_id,
                version,
            )

        await self._transaction(remember)

    async def messages(self, table_id: int) -> list[MessageRef]:
        rows = await self._fetch(
            f"SELECT {MESSAGE_COLUMNS} FROM messages WHERE table_id = $1 "
            'ORDER BY purpose COLLATE "C", user_id',
            table_id,
        )
        return [message(r) for r in rows]

    async def find_message(self, message_id: int) -> MessageRef | None:
        rows = await self._fetch(
            f"SELECT {MESSAGE_COLUMNS} FROM messages WHERE message_id = $1", message_id
        )
        return message(rows[0]) if rows else None

    async def forget_message(self, table_id: int, purpose: str, user_id: int | None = None) -> None:
        async def forget(con: Con) -> None:
            await con.execute(
                "DELETE FROM messages WHERE table_id = $1 AND purpose = $2 AND user_id = $3",
                table_id,
                purpose,
                user_id or 0,
            )

        await self._transaction(forget)

    # ----- the outbox --------------------------------------------------------------------------

    async def queue_effects(self, table_id: int, effects: Sequence[Effect]) -> list[OutboxItem]:
        queued = encoded(effects)

        async def queue(con: Con) -> list[OutboxItem]:
            return await _queue(con, table_id, await _version_in(con, table_id), queued)

        return await self._transaction(queue)

    async def due_effects(self, now: datetime, limit: int = 100) -> list[OutboxItem]:
        rows = await self._fetch(
            f"SELECT {OUTBOX_COLUMNS} FROM outbox WHERE due_at <= $1 ORDER BY id LIMIT $2",
            stamp(now),
            limit,
        )
        return [outbox_item(r) for r in rows]

    async def lease_effects(
        self, table_id: int, now: datetime, until: datetime
    ) -> list[OutboxItem]:
        async def lease(con: Con) -> list[OutboxItem]:
            # rows another process is taking right now are passed over, not waited for
            rows = await con.fetch(
                f"SELECT {OUTBOX_COLUMNS} FROM outbox WHERE table_id = $1 AND due_at <= $2 "
                "ORDER BY id FOR UPDATE SKIP LOCKED",
                table_id,
                stamp(now),
            )
            await con.execute(
                "UPDATE outbox SET due_at = $1 WHERE id = ANY($2::bigint[])",
                stamp(until),
                [r[0] for r in rows],
            )
            return [outbox_item(r) for r in rows]

        return await self._transaction(lease)

    async def effects_due(self, effect_ids: Sequence[int], due_at: datetime) -> None:
        async def due(con: Con) -> None:
            await con.execute(
                "UPDATE outbox SET due_at = $1 WHERE id = ANY($2::bigint[])",
                stamp(due_at),
                list(effect_ids),
            )

        if effect_ids:
            await self._transaction(due)

    async def pending_effects(self, table_id: int) -> list[OutboxItem]:
        rows = await self._fetch(
            f"SELECT {OUTBOX_COLUMNS} FROM outbox WHERE table_id = $1 ORDER BY id", table_id
        )
        return [outbox_item(r) for r in rows]

    async def effect_done(self, effect_ids: Sequence[int]) -> None:
        async def done(con: Con) -> None:
            await con.execute("DELETE FROM outbox WHERE id = ANY($1::bigint[])", list(effect_ids))

        if effect_ids:
            await self._transaction(done)

    async def effect_later(self, effect_id: int, due_at: datetime, error: str) -> None:
        due = stamp(due_at)

        async def later(con: Con) -> None:
            await con.execute(
                "UPDATE outbox SET attempts = attempts + 1, due_at = $1, last_error = $2 "
                "WHERE id = $3",
                due,
                error,
                effect_id,
            )

        await self._transaction(later)

    # ----- jobs --------------------------------------------------------------------------------

    async def schedule_jobs(
        self, table_id: int, jobs: Sequence[JobSpec], *, replace: bool = True
    ) -> list[Job]:
        scheduled = encoded_jobs(jobs) or []

        async def schedule(con: Con) -> list[Job]:
            # Locked, then the version read on its own (see _running_in), so a move stored
            # meanwhile is seen: the jobs belong to the version they were scheduled at.
            rules.check_open(await _locked_status(con, table_id))
            version = await _version_in(con, table_id)
            if replace:
                await _drop_jobs(con, table_id)
            return await _insert_jobs(con, table_id, version, scheduled)

        return await self._transaction(schedule)

    async def jobs(self, table_id: int) -> list[Job]:
        rows = await self._fetch(
            f"SELECT {JOB_COLUMNS} FROM jobs WHERE table_id = $1 ORDER BY due_at, id", table_id
        )
        return [job(r) for r in rows]

    async def due_jobs(self, now: datetime, limit: int = 100) -> list[Job]:
        rows = await self._fetch(
            f"SELECT {JOB_COLUMNS} FROM jobs WHERE due_at <= $1 "
            "AND (leased_until IS NULL OR leased_until <= $1) ORDER BY due_at, id LIMIT $2",
            stamp(now),
            limit,
        )
        return [job(r) for r in rows]

    async def lease_job(self, job_id: int, until: datetime, now: datetime) -> Job | None:
        until_at, now_at = stamp(until), stamp(now)

        async def lease(con: Con) -> Job | None:
            # The WHERE is the compare-and-swap: a job leased by another caller is not matched
            # (the second of two callers waits for the first's row lock, then reads its lease).
            rows = await con.fetch(
                "UPDATE jobs SET leased_until = $1 WHERE id = $2 "
                f"AND (leased_until IS NULL OR leased_until <= $3) RETURNING {JOB_COLUMNS}",
                until_at,
                job_id,
                now_at,
            )
            return job(rows[0]) if rows else None

        return await self._transaction(lease)

    async def job_done(self, job_id: int) -> None:
        async def done(con: Con) -> None:
            await con.execute("DELETE FROM jobs WHERE id = $1", job_id)

        await self._transaction(done)

    async def job_later(self, job_id: int, due_at: datetime, error: str) -> None:
        due = stamp(due_at)

        async def later(con: Con) -> None:
            await con.execute(
                "UPDATE jobs SET attempts = attempts + 1, due_at = $1, last_error = $2, "
                "leased_until = NULL WHERE id = $3",
                due,
                error,
                job_id,
            )

        await self._transaction(later)

    # ----- server settings and personal preferences --------------------------------------------

    async def guild_settings(self, guild_id: int) -> GuildSettings:
        rows = await self._fetch(
            "SELECT turn_minutes, at_timeout, ai_level FROM guild_settings WHERE guild_id = $1",
            guild_id,
        )
        return GuildSettings(*rows[0]) if rows else GuildSettings()

    async def set_guild_settings(self, guild_id: int, settings: GuildSettings) -> GuildSettings:
        async def store(con: Con) -> None:
            await con.execute(
                "INSERT INTO guild_settings (guild_id, turn_minutes, at_timeout, ai_level, "
                "updated_at) VALUES ($1, $2, $3, $4, $5) ON CONFLICT (guild_id) DO UPDATE SET "
                "turn_minutes = excluded.turn_minutes, at_timeout = excluded.at_timeout, "
                "ai_level = excluded.ai_level, updated_at = excluded.updated_at",
                guild_id,
                settings.turn_minutes,
                settings.at_timeout,
                settings.ai_level,
                rules.now().isoformat(),
            )

        await self._transaction(store)
        return settings

    async def notify(self, user_id: int) -> bool:
        rows = await self._fetch("SELECT notify FROM user_preferences WHERE user_id = $1", user_id)
        return bool(rows[0][0]) if rows else True

    async def set_notify(self, user_id: int, on: bool) -> None:
        async def store(con: Con) -> None:
            await con.execute(
                "INSERT INTO user_preferences (user_id, notify, updated_at) VALUES ($1, $2, $3) "
                "ON CONFLICT (user_id) DO UPDATE SET notify = excluded.notify, "
                "updated_at = excluded.updated_at",
                user_id,
                int(on),
                rules.now().isoformat(),
            )

        await self._transaction(store)

    async def language(self, user_id: int) -> str | None:
        rows = await self._fetch(
            "SELECT language FROM user_preferences WHERE user_id = $1", user_id
        )
        return str(rows[0][0]) if rows and rows[0][0] is not None else None

    async def set_language(self, user_id: int, language: str | None) -> None:
        async def store(con: Con) -> None:
            await con.execute(
                "INSERT INTO user_preferences (user_id, notify, language, updated_at) "
                "VALUES ($1, 1, $2, $3) ON CONFLICT (user_id) DO UPDATE SET "
                "language = excluded.language, updated_at = excluded.updated_at",
                user_id,
                language,
                rules.now().isoformat(),
            )

        await self._transaction(store)

    async def chosen_languages(self) -> dict[int, str]:
        rows = await self._fetch(
            "SELECT user_id, language FROM user_preferences WHERE language IS NOT NULL"
        )
        return {int(user_id): str(language) for user_id, language in rows}


# ----- statements and rows shared by reads and transactions ----------------------------------

_RUNNING = (
    "SELECT t.status, t.seats, s.version, s.pending_seat, COALESCE(s.turn_since, s.updated_at) "
    "FROM tables t JOIN snapshots s ON s.table_id = t.id WHERE t.id = $1"
)
# A move, stored in one statement (one trip to the server) once _running_in holds the locks:
# the snapshot swapped, the table touched, the action appended (its seq the next of the table's:
# no other transaction can append meanwhile).
_RECORD = (
    "WITH swapped AS (UPDATE snapshots SET version = $2, state = $3, pending_seat = $4, "
    "updated_at = $5, turn_since = $6 WHERE table_id = $1), "
    "touched AS (UPDATE tables SET updated_at = $5 WHERE id = $1) "
    "INSERT INTO actions (table_id, seq, version, seat, action_id, reveals, pending_after, "
    "created_at) VALUES ($1, (SELECT COALESCE(MAX(seq), 0) + 1 FROM actions WHERE table_id = $1), "
    "$2, $7, $8, $9, $4, $5) RETURNING seq"
)


async def _drop_jobs(con: Con, table_id: int) -> None:
    await con.execute("DELETE FROM jobs WHERE table_id = $1", table_id)


async def _replace_jobs(
    con: Con, table_id: int, version: int, jobs: Sequence[tuple[str, datetime, str]] | None
) -> None:
    """With ``jobs`` (not None), the table's jobs become these, at ``version``."""
    if jobs is not None:
        await _drop_jobs(con, table_id)
        await _insert_jobs(con, table_id, version, jobs)


async def _insert_jobs(
    con: Con, table_id: int, version: int, jobs: Sequence[tuple[str, datetime, str]]
) -> list[Job]:
    if not jobs:
        return []
    rows = await con.fetch(
        "INSERT INTO jobs (table_id, kind, due_at, version, payload) VALUES "
        + values(len(jobs), 5)
        + f" RETURNING {JOB_COLUMNS}",
        *[p for kind, due, payload in jobs for p in (table_id, kind, stamp(due), version, payload)],
    )
    # RETURNING promises no order; ids follow the order given.
    return sorted((job(r) for r in rows), key=lambda inserted: inserted.id)


async def _version_in(con: Con, table_id: int) -> int:
    """The table's version (0 in the lobby). Refused: :class:`TableNotFound`."""
    rows = await con.fetch(
        "SELECT s.version FROM tables t LEFT JOIN snapshots s ON s.table_id = t.id WHERE t.id = $1",
        table_id,
    )
    if not rows:
        raise TableNotFound(table_id)
    return int(rows[0][0] or 0)


async def _queue(
    con: Con, table_id: int, version: int, effects: Sequence[tuple[str, str]]
) -> list[OutboxItem]:
    """Queue (kind, payload JSON) pairs, due now, in one statement."""
    if not effects:
        return []
    at = stamp(rules.now())
    rows = await con.fetch(
        "INSERT INTO outbox (table_id, version, kind, payload, due_at, created_at) VALUES "
        + values(len(effects), 6)
        + f" RETURNING {OUTBOX_COLUMNS}",
        *[p for kind, payload in effects for p in (table_id, version, kind, payload, at, at)],
    )
    # RETURNING promises no order.
    return sorted((outbox_item(r) for r in rows), key=lambda item: item.id)


async def _table_in(con: Con, table_id: int) -> Table:
    return table_of(await con.fetch(_TABLE_BY_ID, table_id), table_id)


async def _locked_table(con: Con, table_id: int) -> Table:
    """The table, its row locked until the transaction ends: the lobby rule reads what no
    other transaction can change before this one stores the rule's answer."""
    return table_of(await con.fetch(_TABLE_BY_ID + " FOR UPDATE", table_id), table_id)


async def _locked_status(con: Con, table_id: int) -> TableStatus:
    """The table's status, its row locked (only the status: a row that cannot be read as a
    table is still scheduled for, as in SQLite)."""
    status = await con.fetchval("SELECT status FROM tables WHERE id = $1 FOR UPDATE", table_id)
    if status is None:
        raise TableNotFound(table_id)
    return TableStatus(status)


async def _store_table(con: Con, changed: Table) -> None:
    """Store what a lobby rule may change: the seats, the host, the status and why it ended."""
    await con.execute(
        "UPDATE tables SET seats = $1, host_id = $2, status = $3, updated_at = $4, "
        "ended_reason = $5 WHERE id = $6",
        seats_json(changed.seats),
        changed.host_id,
        changed.status.value,
        changed.updated_at.isoformat(),
        changed.ended_reason,
        changed.id,
    )


async def _running_in(
    con: Con, table_id: int, expected_version: int, *, lock: bool = True
) -> _Running:
    """Lock the table and its snapshot (unless ``lock`` is false: a read ahead of the write
    transaction), and check that its game runs at ``expected_version``."""
    # Both rows locked: a statement that waited for a lock re-reads the rows it locks (and only
    # those) once it has them, so it sees the version the transaction it waited for stored.
    # Every writer of a snapshot locks its table first, so this read is the last word.
    rows = await con.fetch(_RUNNING + (" FOR UPDATE" if lock else ""), table_id)
    if not rows:
        # No snapshot: a lobby (refused for its status), or no such table.
        status = await con.fetchval("SELECT status FROM tables WHERE id = $1", table_id)
        if status is None:
            raise TableNotFound(table_id)
        rules.check_running(table_id, TableStatus(status), 0, expected_version)
    [(status, seats_text, version, pending, since)] = rows
    rules.check_running(table_id, TableStatus(status), version, expected_version)
    return _Running(seats_text, pending, time(since))


async def _swap_snapshot(
    con: Con,
    running: _Running,
    table_id: int,
    version: int,
    dumped: str,
    pending: str | None,
    at: datetime,
) -> datetime:
    """Swap the snapshot read as ``running``; returns when the pending seat's decision began.
    The table's row lock, held since :func:`_running_in` compared the version, makes the
    swap the compare-and-swap."""
    since = rules.turn_since(running.pending, running.since, pending, at)
    await con.execute(
        "UPDATE snapshots SET version = $1, state = $2, pending_seat = $3, updated_at = $4, "
        "turn_since = $5 WHERE table_id = $6",
        version,
        dumped,
        pending,
        at.isoformat(),
        since.isoformat(),
        table_id,
    )
    return since


def _log_sql(include_undone: bool) -> str:
    where = "" if include_undone else " AND undone_at IS NULL"
    return f"SELECT {LOG_COLUMNS} FROM actions WHERE table_id = $1{where} ORDER BY seq"


async def _finish(con: Con, table_id: int, results: Sequence[SeatResult], at: str) -> None:
    await standings.lock_ratings(con)
    await con.execute(
        "UPDATE tables SET status = 'finished', updated_at = $1 WHERE id = $2", at, table_id
    )
    await con.executemany(
        "INSERT INTO results (table_id, seat_no, seat, user_id, ai_level, score, winner, "
        "details, finished_at, resigned, away, guild_id, game_id) "
        "SELECT $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, guild_id, game_id "
        "FROM tables WHERE id = $1",
        [
            (
                table_id,
                number,
                line.seat.id,
                line.seat.user_id,
                line.seat.ai_level,
                line.score,
                int(line.winner),
                json.dumps(line.details, sort_keys=True),
                at,
                int(line.resigned),
                int(line.seat.away),
            )
            for number, line in enumerate(results)
        ],
    )
    await standings.rate_finished(con, table_id)


def _implements_the_interface(repo: PostgresRepository) -> Repository:
    # mypy checks here that PostgresRepository has every method of Repository, with its types.
    return repo

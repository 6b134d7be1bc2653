"""PostgreSQL itself: several processes on one database, its migrations, and its faults.

Every behaviour of the repository runs on PostgreSQL through the ``repo`` fixture; these are the
tests about what only a shared server has. Each repository opened here has a pool of its own,
as a separate bot process would.
"""

from __future__ import annotations

import asyncio
import sqlite3
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import closing
from datetime import UTC, datetime
from pathlib import Path

import asyncpg  # type: ignore[import-untyped]
import pytest

from storage.errors import ChannelBusy, SchemaTooNew, StaleVersion, StorageUnavailable
from storage.migrations import MIGRATIONS, SCHEMA_VERSION
from storage.models import Effect, JobSpec, MessageRef
from storage.postgres import PostgresRepository, described, open_postgres
from storage.postgres_connection import Con
from storage.postgres_migrations import migrate, schema_version
from storage.sqlite import open_sqlite
from storage.standings import OVERALL
from tests.storage.storage_helpers import engines, play_random, start_table
from tests.storage.test_migrations import TABLES
from tests.storage.toy_game import TALLY

OpenPostgres = Callable[..., Awaitable[PostgresRepository]]


@pytest.fixture
async def open_pg(postgres_dsn: str) -> AsyncIterator[OpenPostgres]:
    """Opens (and closes after the test) repositories on the test's database."""
    opened: list[PostgresRepository] = []

    async def opener(**kwargs: object) -> PostgresRepository:
        repo = await open_postgres(postgres_dsn, engines=engines, **kwargs)  # type: ignore[arg-type]
        opened.append(repo)
        return repo

    yield opener
    for repo in opened:
        await repo.close()


async def test_two_processes_racing_on_one_version(open_pg: OpenPostgres) -> None:
    """Two processes click the same board 40 times: each time exactly one wins, the other is
    told its version is stale, and the log stays 1..n without gaps."""
    first, second = await open_pg(), await open_pg()
    table_id = await start_table(first, "tally", 2, seed=42, options={"rounds": 50})
    wins = {0: 0, 1: 0}
    for _ in range(40):
        loaded = await first.tables.load(table_id)
        seat = loaded.pending
        assert seat is not None
        moves = [a.id for a in TALLY.legal_actions(loaded.state)]
        a, b = moves[0], moves[-1]
        state_a, events_a = TALLY.apply(loaded.state, a)
        state_b, events_b = TALLY.apply(loaded.state, b)
        outcomes = await asyncio.gather(
            first.tables.record_action(table_id, loaded.version, seat, a, state_a, events_a),
            second.tables.record_action(table_id, loaded.version, seat, b, state_b, events_b),
            return_exceptions=True,
        )
        stale = [o for o in outcomes if isinstance(o, StaleVersion)]
        won = [i for i, o in enumerate(outcomes) if not isinstance(o, BaseException)]
        assert len(stale) == 1 and len(won) == 1, outcomes
        wins[won[0]] += 1
        assert (await second.tables.load(table_id)).state == (state_a, state_b)[won[0]]
    log = await first.tables.action_log(table_id, include_undone=True)
    assert [a.seq for a in log] == list(range(1, 41))
    assert [a.version for a in log] == list(range(2, 42))
    assert (await second.tables.replay(table_id)).matches


async def test_two_processes_opening_a_table_in_one_channel(open_pg: OpenPostgres) -> None:
    first, second = await open_pg(), await open_pg()
    for channel in range(1, 11):
        outcomes = await asyncio.gather(
            first.lobby.create_table(guild_id=1, channel_id=channel, game_id="tally", host_id=1),
            second.lobby.create_table(guild_id=1, channel_id=channel, game_id="tally", host_id=2),
            return_exceptions=True,
        )
        busy = [o for o in outcomes if isinstance(o, ChannelBusy)]
        opened = [o for o in outcomes if not isinstance(o, BaseException)]
        assert len(busy) == 1 and len(opened) == 1, outcomes
        assert busy[0].table_id == opened[0].id
    assert len(await first.tables.list_open_tables()) == 10


async def test_two_processes_leasing_one_job(open_pg: OpenPostgres) -> None:
    first, second = await open_pg(), await open_pg()
    table_id = await start_table(first, "tally", 2)
    now = datetime.now(UTC)
    until = now.replace(year=now.year + 1)
    for _ in range(20):
        [job] = await first.outbox.schedule_jobs(table_id, [JobSpec("timeout", now)])
        leased = await asyncio.gather(
            first.outbox.lease_job(job.id, until, now), second.outbox.lease_job(job.id, until, now)
        )
        assert sorted(lease is None for lease in leased) == [False, True]


async def test_a_cancelled_transaction_is_rolled_back_whole(open_pg: OpenPostgres) -> None:
    repo = await open_pg(pool_size=1)
    table = await repo.lobby.create_table(guild_id=1, channel_id=1, game_id="tally", host_id=1)
    inside = asyncio.Event()

    async def cut_short(con: Con) -> None:
        await con.execute("UPDATE tables SET host_id = 2 WHERE id = $1", table.id)
        inside.set()
        await asyncio.Event().wait()  # until cancelled

    writing = asyncio.create_task(repo._transaction(cut_short))
    await inside.wait()
    writing.cancel()
    with pytest.raises(asyncio.CancelledError):
        await writing
    # The pool's one connection goes on, in a transaction of its own.
    await repo.messages.set_message(table.id, "board", channel_id=1, message_id=2)
    assert (await repo.tables.get_table(table.id)).host_id == 1
    assert [m.message_id for m in await repo.messages.messages(table.id)] == [2]


async def test_work_waits_for_a_free_connection_longer_than_for_a_lock(
    open_pg: OpenPostgres,
) -> None:
    """A busy process's work queues for its pool's connections (a click is acknowledged
    meanwhile) instead of failing after the short lock timeout; only an acquire timeout as
    short as the lock's gives up."""
    repo = await open_pg(pool_size=1, busy_timeout=0.1)
    table = await repo.lobby.create_table(guild_id=1, channel_id=1, game_id="tally", host_id=1)
    release = asyncio.Event()
    holding = asyncio.Event()

    async def busy(con: Con) -> None:
        holding.set()
        await release.wait()

    first = asyncio.create_task(repo._transaction(busy))
    await holding.wait()
    queued = asyncio.create_task(repo.lobby.join(table.id, 2))
    # held well past the lock timeout: the queued work still waits for the connection
    await asyncio.sleep(0.5)
    assert not queued.done()
    release.set()
    await first
    assert [s.user_id for s in (await queued).seats] == [1, 2]

    short = await open_pg(pool_size=1, busy_timeout=0.1, acquire_timeout=0.1)
    release.clear()
    holding.clear()
    first = asyncio.create_task(short._transaction(busy))
    await holding.wait()
    with pytest.raises(StorageUnavailable):
        await short.lobby.join(table.id, 3)
    release.set()
    await first


async def test_an_error_rolls_back_and_the_pool_goes_on(open_pg: OpenPostgres) -> None:
    repo = await open_pg(pool_size=1)
    table = await repo.lobby.create_table(guild_id=1, channel_id=1, game_id="tally", host_id=1)

    async def failing(con: Con) -> None:
        await con.execute("UPDATE tables SET host_id = 9 WHERE id = $1", table.id)
        await con.execute("SELECT * FROM nowhere")

    with pytest.raises(asyncpg.UndefinedTableError, match='relation "nowhere" does not exist'):
        await repo._transaction(failing)
    assert (await repo.tables.get_table(table.id)).host_id == 1
    assert [s.id for s in (await repo.lobby.join(table.id, 3)).seats] == ["1", "3"]


async def test_games_finishing_at_once_in_two_processes_rate_as_one_after_another(
    open_pg: OpenPostgres,
) -> None:
    """Ratings are read, moved and written back: two games of the same players finishing at
    once in two processes must not both start from the same prior (one update lost)."""
    first, second = await open_pg(), await open_pg()
    tables = [await start_table(first, "tally", 2, seed=n, channel_id=n) for n in range(1, 9)]
    for table_id in tables:
        await play_random(first, table_id, seed=table_id, limit=19)
    # Each table's last action, in two processes at once, pair by pair.
    await asyncio.gather(
        *[
            play_random(repo, table_id, seed=table_id)
            for repo, table_id in zip([first, second] * 4, tables, strict=True)
        ]
    )
    board, players = await first.standings.leaderboard(1, OVERALL)
    assert players == 2 and all(rating.games == 8 for rating in board)
    before = await first.standings.ratings_of(1, "user:1")
    assert await second.standings.rebuild_ratings() == 8
    assert await first.standings.ratings_of(1, "user:1") == before


async def test_a_new_database_gets_the_whole_schema_once(
    open_pg: OpenPostgres, postgres_dsn: str
) -> None:
    # The test's database is a copy of the migrated template: empty it first.
    con = await asyncpg.connect(postgres_dsn)
    try:
        await con.execute("DROP SCHEMA public CASCADE; CREATE SCHEMA public")
        assert await schema_version(con) == 0
        # Several processes starting at once: one migrates, the others find it done.
        await asyncio.gather(*[open_pg() for _ in range(4)])
        assert await schema_version(con) == SCHEMA_VERSION == len(MIGRATIONS)
        rows = await con.fetch(
            "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'"
        )
        assert {r[0] for r in rows} == TABLES | {"schema_version"}
        # Ids, flags and ratings have the width SQLite gives them.
        types = await con.fetch(
            "SELECT table_name, column_name, data_type FROM information_schema.columns "
            "WHERE table_schema = 'public' AND data_type NOT IN ('text', 'boolean')"
        )
        assert {t[2] for t in types} == {"bigint", "double precision"}
    finally:
        await con.close()


async def build_at(dsn: str, version: int) -> None:
    """The database at ``version``, with a game in play written by the code of that time."""
    con = await asyncpg.connect(dsn)
    try:
        await con.execute("DROP SCHEMA public CASCADE; CREATE SCHEMA public")
        assert await migrate(con, "test", target=version) == version
        if version >= 1:
            state = TALLY.new_game(["1", "2"], 42)
            after, _ = TALLY.apply(state, "add:1")
            now = "2026-11-29T22:00:00+00:00"
            await con.execute(
                "INSERT INTO tables (id, guild_id, channel_id, game_id, status, host_id, seats, "
                "options, seed, created_at, updated_at) VALUES (7, 1, 100, 'tally', 'active', 1, "
                '\'[{"id": "1", "user_id": 1, "ai_level": null}, '
                '{"id": "2", "user_id": 2, "ai_level": null}]\', \'{}\', 42, $1, $1)',
                now,
            )
            # What inserting through the identity column would have left.
            await con.execute("SELECT setval(pg_get_serial_sequence('tables', 'id'), 7)")
            await con.execute(
                "INSERT INTO snapshots (table_id, version, state, pending_seat, updated_at) "
                "VALUES (7, 2, $1, '1', $2)",
                TALLY.dump(after),
                now,
            )
            await con.execute(
                "INSERT INTO actions VALUES (7, 1, 2, '1', 'add:1', 0, '1', $1, NULL)", now
            )
        if version >= 2:
            await con.execute(
                "INSERT INTO messages (table_id, purpose, user_id, channel_id, message_id) "
                "VALUES (7, 'board', 0, 100, 55)"
            )
    finally:
        await con.close()


@pytest.mark.parametrize("version", range(1, SCHEMA_VERSION))
async def test_upgrade_from_every_earlier_version(
    open_pg: OpenPostgres, postgres_dsn: str, version: int
) -> None:
    await build_at(postgres_dsn, version)
    repo = await open_pg()
    loaded = await repo.tables.load(7)
    assert (loaded.version, loaded.pending, loaded.state.scores) == (2, "1", {"1": 1, "2": 0})
    assert loaded.turn_since == datetime.fromisoformat("2026-11-29T22:00:00+00:00")
    assert [t.id for t in await repo.tables.tables_of(2)] == [7]
    assert (await repo.tables.replay(7)).matches
    if version >= 2:
        assert await repo.messages.find_message(55) == MessageRef(7, "board", None, 100, 55, None)
    fresh = await repo.lobby.create_table(guild_id=1, channel_id=101, game_id="tally", host_id=1)
    assert fresh.id == 8
    assert (await repo.lobby.abandon(fresh.id, "its channel was deleted")).ended_reason == (
        "its channel was deleted"
    )
    [queued] = await repo.outbox.queue_effects(7, [Effect("post-board", {"new": True})])
    assert (queued.table_id, queued.version) == (7, 2)


async def test_a_newer_database_is_refused_untouched(
    open_pg: OpenPostgres, postgres_dsn: str
) -> None:
    con = await asyncpg.connect(postgres_dsn)
    try:
        await con.execute("UPDATE schema_version SET version = $1", SCHEMA_VERSION + 1)
        with pytest.raises(SchemaTooNew) as refused:
            await open_pg()
        assert await schema_version(con) == SCHEMA_VERSION + 1
    finally:
        await con.close()
    assert str(refused.value) == (
        f"{postgres_dsn} has schema version {SCHEMA_VERSION + 1}, but this version of Tabula "
        f"only knows up to version {SCHEMA_VERSION}. It was written by a newer Tabula: run that "
        "version, or restore a backup made for this one. The database was not changed."
    )


async def test_read_only_writes_nothing(open_pg: OpenPostgres) -> None:
    writer = await open_pg()
    table = await writer.lobby.create_table(guild_id=1, channel_id=1, game_id="tally", host_id=1)
    reader = await open_pg(read_only=True)
    assert (await reader.tables.get_table(table.id)).id == table.id
    with pytest.raises(StorageUnavailable) as refused:
        await reader.lobby.join(table.id, 2)
    assert refused.value.cause == StorageUnavailable.READ_ONLY
    assert (await writer.tables.get_table(table.id)).seats == table.seats


async def test_a_writer_waits_for_a_lock_only_so_long(
    open_pg: OpenPostgres, postgres_dsn: str
) -> None:
    repo = await open_pg(busy_timeout=0.2)
    table = await repo.lobby.create_table(guild_id=1, channel_id=1, game_id="tally", host_id=1)
    other = await asyncpg.connect(postgres_dsn)
    try:
        async with other.transaction():
            await other.execute("SELECT 1 FROM tables WHERE id = $1 FOR UPDATE", table.id)
            with pytest.raises(StorageUnavailable) as refused:
                await repo.lobby.join(table.id, 2)
        assert refused.value.cause == StorageUnavailable.LOCKED
    finally:
        await other.close()
    assert [s.user_id for s in (await repo.lobby.join(table.id, 2)).seats] == [1, 2]


async def test_a_server_that_cannot_be_reached(tmp_path: object) -> None:
    dsn = f"postgresql://tabula:secret@/tabula?host={tmp_path}"
    with pytest.raises(StorageUnavailable) as refused:
        await open_postgres(dsn, engines=engines)
    assert refused.value.cause == StorageUnavailable.CANNOT_OPEN
    assert "secret" not in str(refused.value)


def test_a_password_is_never_told() -> None:
    assert described("postgresql://bot:s3cret@db.example:5432/tabula") == (
        "postgresql://bot:***@db.example:5432/tabula"
    )
    assert described("postgresql:///tabula?host=/run/postgresql") == (
        "postgresql:///tabula?host=/run/postgresql"
    )


def test_every_migration_has_a_postgres_text_without_sqlite_words() -> None:
    for migration in MIGRATIONS:
        text = migration.for_postgres()
        for word in ("AUTOINCREMENT", "WITHOUT ROWID", "sqlite_", " INTEGER", " REAL"):
            assert word not in text, (migration.version, word)


async def test_both_backends_have_the_same_columns_in_the_same_order(
    open_pg: OpenPostgres, postgres_dsn: str, tmp_path: Path
) -> None:
    """The shared row readers (storage/rows.py) read both by position."""
    await open_pg()
    con = await asyncpg.connect(postgres_dsn)
    try:
        rows = await con.fetch(
            "SELECT table_name, column_name FROM information_schema.columns "
            "WHERE table_schema = 'public' AND table_name <> 'schema_version' "
            "ORDER BY table_name, ordinal_position"
        )
    finally:
        await con.close()
    postgres: dict[str, list[str]] = {}
    for table_name, column in rows:
        postgres.setdefault(table_name, []).append(column)
    path = tmp_path / "t.sqlite3"
    await (await open_sqlite(path, engines=engines)).close()
    with closing(sqlite3.connect(path)) as db:
        sqlite = {
            name: [column[1] for column in db.execute(f"PRAGMA table_info({name})")]
            for name in TABLES
        }
    # PostgreSQL's one column of its own: the order results were stored in (its rowid).
    assert postgres["results"][-1] == "stored"
    assert {**postgres, "results": postgres["results"][:-1]} == sqlite

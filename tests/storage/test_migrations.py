"""Schema versions: a new file, every earlier version, and a file newer than the code."""

from __future__ import annotations

import sqlite3
from contextlib import closing
from datetime import UTC, datetime
from pathlib import Path

import aiosqlite
import pytest

from storage.errors import SchemaTooNew
from storage.models import Effect, GuildSettings, JobSpec, MessageRef, TableStatus
from storage.sqlite_migrations import SCHEMA_VERSION, migrate
from tests.storage.storage_helpers import OpenRepo, write_sql
from tests.storage.toy_game import TALLY

TABLES = {
    "tables",
    "snapshots",
    "actions",
    "messages",
    "results",
    "ratings",
    "outbox",
    "jobs",
    "guild_settings",
    "user_preferences",
}


def user_tables(path: Path) -> set[str]:
    with sqlite3.connect(path) as db:
        rows = db.execute("SELECT name FROM sqlite_master WHERE type = 'table'").fetchall()
    return {r[0] for r in rows} - {"sqlite_sequence"}


def user_version(path: Path) -> int:
    with sqlite3.connect(path) as db:
        return int(db.execute("PRAGMA user_version").fetchone()[0])


async def test_a_new_file_gets_the_whole_schema(open_repo: OpenRepo, db_path: Path) -> None:
    repo = await open_repo()
    assert user_version(db_path) == SCHEMA_VERSION == 13
    assert user_tables(db_path) == TABLES

    async def pragmas(db: aiosqlite.Connection) -> list[tuple[object, ...]]:
        names = ("journal_mode", "foreign_keys", "busy_timeout", "synchronous")
        rows = [await db.execute_fetchall(f"PRAGMA {name}") for name in names]
        return [tuple(row) for [row] in rows]

    # The writing connection; 2 is FULL.
    assert await repo._transaction(pragmas, begin="BEGIN") == [("wal",), (1,), (2000,), (2,)]
    with pytest.raises(sqlite3.IntegrityError, match="FOREIGN KEY"):
        await write_sql(
            repo,
            "INSERT INTO snapshots (table_id, version, state, updated_at) VALUES (9, 1, '{}', '')",
        )
    # Opening again changes nothing.
    await repo.close()
    await open_repo()
    assert user_version(db_path) == SCHEMA_VERSION


def build_at(path: Path, version: int) -> None:
    with closing(sqlite3.connect(path, isolation_level=None)) as db:
        assert migrate(db, str(path), target=version) == version
        if version >= 1:
            # A game in play, written by the version-1 code: a started table and one action.
            state = TALLY.new_game(["1", "2"], 42)
            after, _ = TALLY.apply(state, "add:1")
            now = "2026-11-29T22:00:00+00:00"
            db.execute(
                "INSERT INTO tables (id, guild_id, channel_id, game_id, status, host_id, seats, "
                "options, seed, created_at, updated_at) VALUES (7, 1, 100, 'tally', 'active', 1, "
                '\'[{"id": "1", "user_id": 1, "ai_level": null}, '
                '{"id": "2", "user_id": 2, "ai_level": null}]\', \'{}\', 42, ?, ?)',
                (now, now),
            )
            db.execute(
                "INSERT INTO snapshots (table_id, version, state, pending_seat, updated_at) "
                "VALUES (7, 2, ?, '1', ?)",
                (TALLY.dump(after), now),
            )
            db.execute(
                "INSERT INTO actions VALUES (7, 1, 2, '1', 'add:1', 0, '1', ?, NULL)", (now,)
            )
        if version >= 2:
            db.execute(
                "INSERT INTO messages (table_id, purpose, user_id, channel_id, message_id) "
                "VALUES (7, 'board', 0, 100, 55)"
            )


@pytest.mark.parametrize("version", range(SCHEMA_VERSION))
async def test_upgrade_from_every_earlier_version(
    open_repo: OpenRepo, db_path: Path, version: int
) -> None:
    build_at(db_path, version)
    assert user_version(db_path) == version
    repo = await open_repo()
    assert user_version(db_path) == SCHEMA_VERSION
    assert user_tables(db_path) == TABLES
    if version >= 1:
        loaded = await repo.tables.load(7)
        assert (loaded.version, loaded.pending, loaded.state.scores) == (2, "1", {"1": 1, "2": 0})
        # Seat "1" has been deciding since its action that left the decision to it.
        assert loaded.turn_since == datetime.fromisoformat("2026-11-29T22:00:00+00:00")
        assert [t.id for t in await repo.tables.tables_of(2)] == [7]
        assert [a.action_id for a in await repo.tables.action_log(7)] == ["add:1"]
        assert (await repo.tables.replay(7)).matches
        if version >= 2:
            # A board stored before messages had versions: drawn for an unknown version.
            assert await repo.messages.find_message(55) == MessageRef(
                7, "board", None, 100, 55, None
            )
        await repo.messages.set_message(7, "board", channel_id=100, message_id=1, version=2)
        assert [m.version for m in await repo.messages.messages(7)] == [2]
        assert [t.id for t in await repo.tables.list_open_tables()] == [7]
        # Ids go on after the highest ever handed out, even across the rebuild of `tables`.
        fresh = await repo.lobby.create_table(
            guild_id=1, channel_id=101, game_id="tally", host_id=1
        )
        assert fresh.id == 8
        abandoned = await repo.lobby.abandon(fresh.id, "its channel was deleted")
        assert abandoned.status is TableStatus.ABANDONED
        [queued] = await repo.outbox.queue_effects(7, [Effect("post-board", {"new": True})])
        assert (queued.table_id, queued.version, queued.kind) == (7, 2, "post-board")
        [job] = await repo.outbox.schedule_jobs(7, [JobSpec("timeout", datetime.now(UTC))])
        assert (job.table_id, job.version, job.kind) == (7, 2, "timeout")
        assert await repo.settings.guild_settings(1) == GuildSettings()
        assert await repo.settings.notify(1) is True


async def test_a_newer_file_is_refused_untouched(open_repo: OpenRepo, db_path: Path) -> None:
    with sqlite3.connect(db_path) as db:
        db.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    before = db_path.read_bytes()
    with pytest.raises(SchemaTooNew) as refused:
        await open_repo()
    assert str(refused.value) == (
        f"{db_path} has schema version {SCHEMA_VERSION + 1}, but this version of Tabula only "
        f"knows up to version {SCHEMA_VERSION}. It was written by a newer Tabula: run that "
        "version, or restore a backup made for this one. The file was not changed."
    )
    assert db_path.read_bytes() == before


async def test_missing_directories_are_created(open_repo: OpenRepo, tmp_path: Path) -> None:
    path = tmp_path / "data" / "bot" / "tabula.sqlite3"
    await open_repo(path)
    assert user_version(path) == SCHEMA_VERSION

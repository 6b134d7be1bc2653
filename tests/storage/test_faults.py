"""Faults are told, never hidden: a read-only, full, locked or unreadable database raises
StorageUnavailable with its cause, and the call that met it writes nothing. (SQLite only: the
in-memory repository has none of these.)"""

from __future__ import annotations

import asyncio
import os
import sqlite3
import time
from pathlib import Path

import aiosqlite
import pytest

from storage.errors import Refused, StorageUnavailable
from storage.models import Effect
from storage.sqlite import SqliteRepository
from tests.storage.storage_helpers import OpenRepo, start_table
from tests.storage.toy_game import TALLY


async def try_to_play(repo: SqliteRepository, table_id: int, *effects: Effect) -> None:
    loaded = await repo.tables.load(table_id)
    state, events = TALLY.apply(loaded.state, "add:1")
    await repo.tables.record_action(
        table_id, loaded.version, "1", "add:1", state, events, effects=effects
    )


async def assert_untouched(repo: SqliteRepository, table_id: int) -> None:
    loaded = await repo.tables.load(table_id)
    assert (loaded.version, loaded.state.scores) == (1, {"1": 0, "2": 0})
    assert await repo.tables.action_log(table_id, include_undone=True) == []
    assert await repo.outbox.pending_effects(table_id) == []


def test_a_fault_is_not_a_refusal() -> None:
    fault = StorageUnavailable(StorageUnavailable.FULL, "tabula.sqlite3: database or disk is full")
    assert not isinstance(fault, Refused)
    assert fault.cause == "full"
    assert str(fault) == (
        "The database is unavailable (full): tabula.sqlite3: database or disk is full"
    )


async def test_a_read_only_database(open_repo: OpenRepo, db_path: Path) -> None:
    repo = await open_repo()
    table_id = await start_table(repo, "tally", 2, seed=42)
    await repo.close()
    read_only = await open_repo(read_only=True)
    with pytest.raises(StorageUnavailable) as told:
        await try_to_play(read_only, table_id, Effect("post-board", {}))
    assert told.value.cause == StorageUnavailable.READ_ONLY
    assert str(told.value) == (
        f"The database is unavailable (read-only): {db_path}: attempt to write a readonly database"
    )
    assert isinstance(told.value.__cause__, sqlite3.OperationalError)
    await assert_untouched(read_only, table_id)
    await assert_untouched(await open_repo(), table_id)


@pytest.mark.skipif(os.geteuid() == 0, reason="root writes to a file whatever its mode")
async def test_a_file_without_write_permission(open_repo: OpenRepo, db_path: Path) -> None:
    repo = await open_repo()
    table_id = await start_table(repo, "tally", 2, seed=42)
    await repo.close()
    db_path.chmod(0o444)
    try:
        with pytest.raises(StorageUnavailable) as told:
            await open_repo()
        assert told.value.cause == StorageUnavailable.READ_ONLY
    finally:
        db_path.chmod(0o644)
    await assert_untouched(await open_repo(), table_id)


async def test_a_full_database(sqlite_repo: SqliteRepository) -> None:
    repo = sqlite_repo
    table_id = await start_table(repo, "tally", 2, seed=42)

    async def cap(db: aiosqlite.Connection) -> None:
        [(pages,)] = await db.execute_fetchall("PRAGMA page_count")
        await db.execute(f"PRAGMA max_page_count = {pages}")

    await repo._transaction(cap, begin="BEGIN")
    big = Effect("announce", {"text": "x" * 200_000})
    with pytest.raises(StorageUnavailable) as told:
        await try_to_play(repo, table_id, big)
    assert told.value.cause == StorageUnavailable.FULL
    assert str(told.value).endswith(": database or disk is full")
    await assert_untouched(repo, table_id)

    async def uncap(db: aiosqlite.Connection) -> None:
        await db.execute("PRAGMA max_page_count = 1073741823")

    await repo._transaction(uncap, begin="BEGIN")
    await try_to_play(repo, table_id, big)
    assert [i.payload for i in await repo.outbox.pending_effects(table_id)] == [big.payload]


async def test_a_database_locked_past_the_busy_timeout(open_repo: OpenRepo, db_path: Path) -> None:
    repo = await open_repo(busy_timeout=0.2)
    table_id = await start_table(repo, "tally", 2, seed=42)
    other = sqlite3.connect(db_path, isolation_level=None)
    try:
        other.execute("BEGIN EXCLUSIVE")
        started = time.monotonic()
        with pytest.raises(StorageUnavailable) as told:
            await try_to_play(repo, table_id, Effect("post-board", {}))
        waited = time.monotonic() - started
        assert told.value.cause == StorageUnavailable.LOCKED
        assert str(told.value).endswith(": database is locked")
        assert waited >= 0.2
        # Reads go on meanwhile (WAL), and see nothing written.
        await assert_untouched(repo, table_id)
        other.execute("ROLLBACK")
        await try_to_play(repo, table_id)
    finally:
        other.close()
    assert (await repo.tables.load(table_id)).version == 2


async def test_a_busy_database_is_waited_for(sqlite_repo: SqliteRepository, db_path: Path) -> None:
    repo = sqlite_repo
    table_id = await start_table(repo, "tally", 2, seed=42)
    other = sqlite3.connect(db_path, isolation_level=None)
    try:
        other.execute("BEGIN EXCLUSIVE")
        playing = asyncio.create_task(try_to_play(repo, table_id))
        # Let the write reach SQLite's lock before the other connection lets it go.
        for _ in range(10):
            await asyncio.sleep(0)
        assert not playing.done()
        other.execute("COMMIT")
        await asyncio.wait_for(playing, timeout=10)
    finally:
        other.close()
    assert (await repo.tables.load(table_id)).version == 2


async def test_a_file_that_is_not_a_database(open_repo: OpenRepo, db_path: Path) -> None:
    db_path.write_bytes(b"this is not a database, it is a shopping list" * 100)
    with pytest.raises(StorageUnavailable) as told:
        await open_repo()
    assert told.value.cause == StorageUnavailable.CORRUPT
    assert str(told.value) == (
        f"The database is unavailable (corrupt): {db_path}: file is not a database"
    )


async def test_a_path_that_cannot_be_opened(open_repo: OpenRepo, tmp_path: Path) -> None:
    with pytest.raises(StorageUnavailable) as told:
        await open_repo(tmp_path)  # a directory
    assert told.value.cause == StorageUnavailable.CANNOT_OPEN

"""The thread that owns a SQLite connection: one job at a time, in order, each job whole."""

from __future__ import annotations

import asyncio
import sqlite3
import threading
from collections.abc import Callable
from pathlib import Path

import pytest

from storage.sqlite import SqliteRepository
from storage.sqlite_thread import ConnectionThread
from tests.storage.storage_helpers import exactly


async def test_jobs_run_in_one_thread_in_the_order_given(tmp_path: Path) -> None:
    connection = await ConnectionThread.open(tmp_path / "t.sqlite3", "test-sqlite")
    ran: list[tuple[int, int]] = []

    def job(number: int) -> Callable[[sqlite3.Connection], int]:
        def run(db: sqlite3.Connection) -> int:
            ran.append((number, threading.get_ident()))
            return number * 10

        return run

    try:
        results = await asyncio.gather(*(connection.run(job(n)) for n in range(20)))
    finally:
        await connection.close()
    assert results == [n * 10 for n in range(20)]
    assert [n for n, _ in ran] == list(range(20))
    threads = {ident for _, ident in ran}
    assert len(threads) == 1 and threads != {threading.get_ident()}


async def test_an_error_reaches_the_caller_and_the_thread_goes_on(tmp_path: Path) -> None:
    connection = await ConnectionThread.open(tmp_path / "t.sqlite3", "test-sqlite")
    try:
        with pytest.raises(sqlite3.OperationalError, match="no such table: nowhere"):
            await connection.run(lambda db: db.execute("SELECT * FROM nowhere"))
        assert await connection.run(lambda db: db.execute("SELECT 6 * 7").fetchone()) == (42,)
    finally:
        await connection.close()


async def test_closing_twice_is_fine_and_a_closed_connection_refuses_work(
    tmp_path: Path,
) -> None:
    connection = await ConnectionThread.open(tmp_path / "t.sqlite3", "test-sqlite")
    await connection.close()
    await connection.close()
    with pytest.raises(RuntimeError, match=exactly("the SQLite connection is closed")):
        await connection.run(lambda db: db.execute("SELECT 1"))


async def test_a_path_that_cannot_be_opened(tmp_path: Path) -> None:
    with pytest.raises(sqlite3.OperationalError, match="unable to open database file"):
        await ConnectionThread.open(tmp_path / "no" / "such" / "dir.sqlite3", "test-sqlite")


async def test_a_cancelled_caller_does_not_cut_a_transaction_short(
    sqlite_repo: SqliteRepository,
) -> None:
    repo = sqlite_repo
    table = await repo.create_table(guild_id=1, channel_id=1, game_id="tally", host_id=1, seed=1)
    inside, release = threading.Event(), threading.Event()

    def slow_join(db: sqlite3.Connection) -> None:
        db.execute("UPDATE tables SET host_id = 2 WHERE id = ?", (table.id,))
        inside.set()
        release.wait(5)
        db.execute("UPDATE tables SET guild_id = 3 WHERE id = ?", (table.id,))

    writing = asyncio.create_task(repo._transaction(slow_join))
    assert await asyncio.to_thread(inside.wait, 5)
    writing.cancel()
    with pytest.raises(asyncio.CancelledError):
        await writing
    release.set()
    # The next write queues behind the cancelled one, which committed whole.
    await repo.set_message(table.id, "board", channel_id=1, message_id=2)
    stored = await repo.get_table(table.id)
    assert (stored.host_id, stored.guild_id) == (2, 3)

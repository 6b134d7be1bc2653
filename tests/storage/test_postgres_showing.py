"""A table is shown by one process at a time on PostgreSQL (``storage.postgres_showing``): the
lock that keeps two processes' board edits in the order of the table's versions."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import AsyncIterator

import asyncpg  # type: ignore[import-untyped]
import pytest

from storage.postgres import open_postgres
from storage.postgres_showing import SHOWING_LOCKS, Showing
from tests.storage.storage_helpers import engines


async def waiting_for_showing(dsn: str, table_id: int) -> None:
    """Until a connection waits for ``table_id``'s showing lock (an event in the server, not a
    guess at how long a task takes to get there)."""
    con = await asyncpg.connect(dsn)
    try:
        while not await con.fetchval(
            "SELECT count(*) FROM pg_locks WHERE locktype = 'advisory' AND NOT granted "
            "AND classid = $1 AND objid = $2",
            SHOWING_LOCKS,
            table_id,
        ):
            await asyncio.sleep(0.01)
    finally:
        await con.close()


async def granted(dsn: str, table_id: int) -> int:
    """How many connections hold ``table_id``'s showing lock."""
    con = await asyncpg.connect(dsn)
    try:
        found: int = await con.fetchval(
            "SELECT count(*) FROM pg_locks WHERE locktype = 'advisory' AND granted "
            "AND classid = $1 AND objid = $2",
            SHOWING_LOCKS,
            table_id,
        )
        return found
    finally:
        await con.close()


@pytest.fixture
async def two_processes(postgres_dsn: str) -> AsyncIterator[tuple[Showing, Showing]]:
    first, second = Showing(postgres_dsn, "test"), Showing(postgres_dsn, "test")
    yield first, second
    await first.close()
    await second.close()


async def test_a_table_is_shown_by_one_process_at_a_time(
    two_processes: tuple[Showing, Showing], postgres_dsn: str
) -> None:
    first, second = two_processes
    order: list[str] = []

    async def second_shows(table_id: int) -> None:
        async with second.table(table_id):
            order.append(f"second shows {table_id}")

    async with first.table(7):
        order.append("first shows 7")
        # another table is not held up
        await asyncio.wait_for(second_shows(8), 30)
        waiting = asyncio.create_task(second_shows(7))
        await asyncio.wait_for(waiting_for_showing(postgres_dsn, 7), 30)
        assert not waiting.done()
        order.append("first done with 7")
    await asyncio.wait_for(waiting, 30)
    assert order == ["first shows 7", "second shows 8", "first done with 7", "second shows 7"]


async def test_a_cancelled_showing_lets_go_of_its_table(
    two_processes: tuple[Showing, Showing],
    postgres_dsn: str,
    caplog: pytest.LogCaptureFixture,
) -> None:
    first, _ = two_processes
    holding = asyncio.Event()

    async def hold_forever() -> None:
        async with first.table(3):
            holding.set()
            await asyncio.Event().wait()

    task = asyncio.create_task(hold_forever())
    await asyncio.wait_for(holding.wait(), 30)
    task.cancel()
    with pytest.raises(asyncio.CancelledError):
        await task
    # a lock still held would make this one wait its 5 s and show without it, saying so
    second = Showing(postgres_dsn, "test", wait=5.0)
    try:
        with caplog.at_level(logging.WARNING, "storage.postgres_showing"):
            async with second.table(3):
                held = await granted(postgres_dsn, 3)
        assert caplog.records == [] and held == 1
    finally:
        await second.close()


async def test_a_process_that_waits_too_long_shows_anyway_and_says_so(
    postgres_dsn: str, caplog: pytest.LogCaptureFixture
) -> None:
    stuck, patient = Showing(postgres_dsn, "test"), Showing(postgres_dsn, "test", wait=0.2)
    try:
        async with stuck.table(5):
            with caplog.at_level(logging.WARNING, "storage.postgres_showing"):
                async with asyncio.timeout(30), patient.table(5):
                    shown = True
        assert shown
        assert [r.getMessage() for r in caplog.records] == [
            "table 5 shown without its lock: canceling statement due to lock timeout"
        ]
    finally:
        await stuck.close()
        await patient.close()


async def test_the_repository_shows_under_the_advisory_lock(postgres_dsn: str) -> None:
    repo = await open_postgres(postgres_dsn, engines=engines)
    try:
        async with repo.messages.showing(11):
            held = await granted(postgres_dsn, 11)
        assert held == 1
    finally:
        await repo.close()

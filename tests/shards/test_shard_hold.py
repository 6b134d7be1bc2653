"""The hold a process has on its shards of a PostgreSQL database (storage.postgres_shards):
who is refused, what a lost connection does, and that a SQLite file needs none."""

from __future__ import annotations

import asyncio
from pathlib import Path

import asyncpg  # type: ignore[import-untyped]
import pytest

from storage.database_url import hold_shards, sqlite_url
from storage.errors import ShardInUse
from storage.postgres import described
from storage.postgres_shards import SHARD_LOCKS, ShardHold

WAIT = 30.0


@pytest.fixture
def dsn(shard_database: str) -> str:
    return shard_database


async def refusal(dsn: str, shards: tuple[int, ...] | None) -> ShardInUse:
    with pytest.raises(ShardInUse) as refused:
        await ShardHold.take(dsn, shards)
    return refused.value


async def test_each_shard_has_one_process_and_every_shard_excludes_any(dsn: str) -> None:
    where = described(dsn)
    low = await ShardHold.take(dsn, (0, 1))
    high = await ShardHold.take(dsn, (2, 3))  # other shards: both serve
    refused = await refusal(dsn, (1, 4))
    assert (refused.shard, str(refused)) == (
        1,
        f"Another Tabula process is serving shard 1 over {where}: stop it first, or give this "
        "one other shards (SHARD_IDS). One shard is served by one process.",
    )
    every = await refusal(dsn, None)
    assert str(every) == (
        f"Another Tabula process is serving shards of this bot over {where}: stop it first, or "
        "give each process its own shards (SHARD_IDS and SHARD_COUNT)."
    )
    await low.release()
    await low.release()  # twice is fine
    again = await ShardHold.take(dsn, (1, 4))  # shard 1 is free once its process lets go
    await again.release()
    await high.release()
    whole = await ShardHold.take(dsn, None)
    assert (await refusal(dsn, (3,))).shard == 3
    assert (await refusal(dsn, None)).shard is None
    await whole.release()


async def held_again(hold: ShardHold) -> None:
    async with asyncio.timeout(WAIT):
        while not hold.held:
            await asyncio.sleep(0.02)


async def test_a_lost_connection_takes_the_shards_again_or_stops_the_process(dsn: str) -> None:
    lost: list[ShardInUse] = []
    hold = await ShardHold.take(dsn, (0,), lost.append)
    admin = await asyncpg.connect(dsn)
    try:
        holder = "SELECT pid FROM pg_stat_activity WHERE application_name = 'tabula shards'"
        # the server ends the holding session: the shard is held again on a new one
        await admin.execute(f"SELECT pg_terminate_backend(pid, 5000) FROM ({holder}) h")
        await held_again(hold)
        assert lost == []
        assert (await refusal(dsn, (0,))).shard == 0
        # this time another process waits for the shard: it has it the moment the holding
        # session ends, before the hold can be made again, and the hold's owner is told
        other = await asyncpg.connect(dsn)
        try:
            waiting = asyncio.create_task(
                other.execute("SELECT pg_advisory_lock($1, 0)", SHARD_LOCKS)
            )
            queued = "SELECT count(*) FROM pg_locks WHERE locktype = 'advisory' AND NOT granted"
            async with asyncio.timeout(WAIT):
                while not await admin.fetchval(queued):
                    await asyncio.sleep(0.02)
            await admin.execute(f"SELECT pg_terminate_backend(pid, 5000) FROM ({holder}) h")
            await asyncio.wait_for(waiting, WAIT)
            async with asyncio.timeout(WAIT):
                while not lost:
                    await asyncio.sleep(0.02)
            assert lost[0].shard == 0 and not hold.held
        finally:
            other.terminate()
    finally:
        await admin.close()
        await hold.release()


async def test_a_sqlite_file_has_no_shards_to_hold(tmp_path: Path) -> None:
    assert await hold_shards(sqlite_url(tmp_path / "t.sqlite3"), (0,)) is None

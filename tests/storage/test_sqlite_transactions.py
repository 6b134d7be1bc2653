"""Write transactions on aiosqlite: several awaited statements that no other coroutine of the
process can come between, rolled back whole on an error or a cancellation."""

from __future__ import annotations

import asyncio

import aiosqlite
import pytest

from storage.sqlite import SqliteRepository


async def new_lobby(repo: SqliteRepository) -> int:
    table = await repo.lobby.create_table(
        guild_id=1, channel_id=1, game_id="tally", host_id=1, seed=1
    )
    return table.id


async def test_a_cancelled_transaction_is_rolled_back_whole(sqlite_repo: SqliteRepository) -> None:
    repo = sqlite_repo
    table_id = await new_lobby(repo)
    inside = asyncio.Event()

    async def cut_short(db: aiosqlite.Connection) -> None:
        await db.execute("UPDATE tables SET host_id = 2 WHERE id = ?", (table_id,))
        inside.set()
        await asyncio.Event().wait()  # until cancelled

    writing = asyncio.create_task(repo._transaction(cut_short))
    await inside.wait()
    writing.cancel()
    with pytest.raises(asyncio.CancelledError):
        await writing
    # The next write is a transaction of its own, not the tail of the cancelled one.
    await repo.messages.set_message(table_id, "board", channel_id=1, message_id=2)
    stored = await repo.tables.get_table(table_id)
    assert stored.host_id == 1
    assert [m.message_id for m in await repo.messages.messages(table_id)] == [2]


async def test_no_statement_of_another_coroutine_comes_in_between(
    sqlite_repo: SqliteRepository,
) -> None:
    repo = sqlite_repo
    table_id = await new_lobby(repo)
    inside, release = asyncio.Event(), asyncio.Event()
    order: list[str] = []

    async def slow(db: aiosqlite.Connection) -> None:
        await db.execute("UPDATE tables SET host_id = 2 WHERE id = ?", (table_id,))
        inside.set()
        await release.wait()
        order.append("slow committed")

    slow_task = asyncio.create_task(repo._transaction(slow))
    await inside.wait()
    joining = asyncio.create_task(repo.lobby.join(table_id, 5))
    # The join has every chance to run; it waits for the open transaction instead.
    for _ in range(20):
        await asyncio.sleep(0)
    assert not joining.done()
    release.set()
    await slow_task
    joined = await joining
    order.append("join done")
    assert order == ["slow committed", "join done"]
    assert (joined.host_id, [s.id for s in joined.seats]) == (2, ["1", "5"])


async def test_an_error_rolls_back_and_the_connection_goes_on(
    sqlite_repo: SqliteRepository,
) -> None:
    repo = sqlite_repo
    table_id = await new_lobby(repo)

    async def failing(db: aiosqlite.Connection) -> None:
        await db.execute("UPDATE tables SET host_id = 9 WHERE id = ?", (table_id,))
        await db.execute("SELECT * FROM nowhere")

    with pytest.raises(aiosqlite.OperationalError, match="no such table: nowhere"):
        await repo._transaction(failing)
    assert (await repo.tables.get_table(table_id)).host_id == 1
    assert [s.id for s in (await repo.lobby.join(table_id, 3)).seats] == ["1", "3"]

"""A table's messages remember the table version they were drawn for, so a board behind its
table can be seen."""

from __future__ import annotations

from storage.models import MessageRef
from storage.repository import Repository
from tests.storage.storage_helpers import OpenRepo, act, start_table


async def test_a_board_records_its_version_and_a_redraw_replaces_it(repo: Repository) -> None:
    table_id = await start_table(repo, "tally", 2, seed=42)
    await repo.messages.set_message(table_id, "board", channel_id=100, message_id=500, version=1)
    await act(repo, table_id, "add:1")
    [board] = await repo.messages.messages(table_id)
    assert board == MessageRef(table_id, "board", None, 100, 500, version=1)
    # The table is at version 2: the board is behind until it is redrawn.
    assert board.version is not None and board.version < (await repo.tables.load(table_id)).version
    await repo.messages.set_message(table_id, "board", channel_id=100, message_id=500, version=2)
    assert await repo.messages.find_message(500) == MessageRef(table_id, "board", None, 100, 500, 2)


async def test_a_message_without_a_version_has_none(repo: Repository) -> None:
    table_id = await start_table(repo, "tally", 2, seed=42)
    await repo.messages.set_message(
        table_id, "hand", channel_id=9, message_id=7, user_id=1, version=1
    )
    # Replacing it without a version forgets the old one: the new message was not drawn for it.
    await repo.messages.set_message(table_id, "hand", channel_id=9, message_id=8, user_id=1)
    assert await repo.messages.messages(table_id) == [MessageRef(table_id, "hand", 1, 9, 8, None)]


async def test_versions_outlive_a_restart(open_repo: OpenRepo) -> None:
    repo = await open_repo()
    table_id = await start_table(repo, "tally", 2, seed=42)
    await repo.messages.set_message(table_id, "board", channel_id=100, message_id=500, version=1)
    await repo.close()
    repo = await open_repo()
    assert [m.version for m in await repo.messages.messages(table_id)] == [1]

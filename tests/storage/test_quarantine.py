"""A table whose stored form cannot be read is set apart: its reads are refused with a message
for players, the operator learns why, and every other table goes on."""

from __future__ import annotations

from dataclasses import replace

import pytest

from storage.errors import TableQuarantined
from storage.memory import MemoryRepository
from storage.models import TableStatus
from storage.repository import Repository
from tests.storage.storage_helpers import (
    OpenRepo,
    SqlRepository,
    act,
    exactly,
    forge_snapshot,
    start_table,
    write_sql,
)

FOR_PLAYERS = exactly("This table's saved game cannot be read; an operator has been told.")
BAD_OPTIONS = (
    "its row cannot be read (JSONDecodeError: Expecting property name enclosed in double "
    "quotes: line 1 column 2 (char 1))"
)


async def corrupt(repo: Repository, table_id: int, what: str) -> None:
    """Damage no repository method can do: bad options, an unknown game, a bad snapshot."""
    if what == "snapshot":
        await forge_snapshot(repo, table_id, '{"seats": "nobody"}')
    elif isinstance(repo, SqlRepository):
        column, value = {"options": ("options", "{not json"), "game": ("game_id", "gone")}[what]
        await write_sql(repo, f"UPDATE tables SET {column} = ? WHERE id = ?", value, table_id)
    else:
        assert isinstance(repo, MemoryRepository)
        stored = repo._tables[table_id]
        if what == "options":
            stored.options = "{not json"
        else:
            stored.table = replace(stored.table, game_id="gone")


async def three_tables(repo: Repository) -> list[int]:
    return [await start_table(repo, "tally", 2, seed=n, channel_id=n) for n in (1, 2, 3)]


async def test_a_table_whose_options_cannot_be_read(
    repo: Repository, caplog: pytest.LogCaptureFixture
) -> None:
    first, bad, third = await three_tables(repo)
    await corrupt(repo, bad, "options")
    with pytest.raises(TableQuarantined, match=FOR_PLAYERS) as refused:
        await repo.tables.load(bad)
    assert (refused.value.table_id, refused.value.reason) == (bad, BAD_OPTIONS)
    assert [(r.name, r.levelname, r.getMessage()) for r in caplog.records] == [
        ("storage.quarantine", "ERROR", f"table {bad} is quarantined: {BAD_OPTIONS}")
    ]
    with pytest.raises(TableQuarantined):
        await repo.tables.get_table(bad)
    assert [t.id for t in await repo.tables.list_open_tables()] == [first, third]
    assert await repo.tables.quarantined() == [(bad, BAD_OPTIONS)]
    await act(repo, third, "add:1")
    assert (await repo.tables.load(first)).version == 1


async def test_a_game_this_tabula_does_not_know(repo: Repository) -> None:
    first, bad, third = await three_tables(repo)
    await corrupt(repo, bad, "game")
    with pytest.raises(TableQuarantined, match=FOR_PLAYERS):
        await repo.tables.load(bad)
    # Its row reads: it is listed, and the bot skips it when its load is refused.
    assert [t.id for t in await repo.tables.list_open_tables()] == [first, bad, third]
    assert await repo.tables.quarantined() == [(bad, "its game 'gone' is not known here")]


async def test_a_saved_game_its_engine_refuses(repo: Repository) -> None:
    first, bad, third = await three_tables(repo)
    await corrupt(repo, bad, "snapshot")
    with pytest.raises(TableQuarantined, match=FOR_PLAYERS) as refused:
        await repo.tables.load(bad)
    assert refused.value.reason.startswith("its engine cannot load the saved game (")
    assert [t.id for t in await repo.tables.list_open_tables()] == [first, bad, third]
    assert await repo.tables.quarantined() == [(bad, refused.value.reason)]
    assert (await repo.tables.load(third)).version == 1


async def test_an_operator_abandons_a_quarantined_table(repo: Repository) -> None:
    _, bad, _ = await three_tables(repo)
    await corrupt(repo, bad, "options")
    ended = await repo.lobby.abandon(bad, "quarantined: an operator ended it")
    assert (ended.id, ended.status, ended.options) == (bad, TableStatus.ABANDONED, {})
    assert ended.ended_reason == "quarantined: an operator ended it"
    assert await repo.tables.quarantined() == []
    assert await repo.tables.table_in_channel(2) is None
    fresh = await repo.lobby.create_table(guild_id=1, channel_id=2, game_id="tally", host_id=1)
    assert await repo.tables.table_in_channel(2) == fresh


async def test_one_corrupt_row_does_not_stop_a_restart(open_repo: OpenRepo) -> None:
    repo = await open_repo()
    first, bad, third = await three_tables(repo)
    await act(repo, third, "add:2")
    await write_sql(repo, "UPDATE tables SET seats = '[{\"id\": ' WHERE id = ?", bad)
    await repo.close()

    # What the bot does at start-up: list the open tables and load each one.
    repo = await open_repo()
    tables = await repo.tables.list_open_tables()
    assert [t.id for t in tables] == [first, third]
    assert [(await repo.tables.load(t.id)).version for t in tables] == [1, 2]
    reason = "its row cannot be read (JSONDecodeError: Expecting value: line 1 column 9 (char 8))"
    assert await repo.tables.quarantined() == [(bad, reason)]
    with pytest.raises(TableQuarantined, match=FOR_PLAYERS):
        await repo.tables.load(bad)
    with pytest.raises(TableQuarantined, match=FOR_PLAYERS):
        await repo.tables.table_in_channel(2)
    await act(repo, third, "allow")

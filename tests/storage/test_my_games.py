""" "My games": the open tables where a player holds a seat, and since when the pending seat has
been deciding."""

from __future__ import annotations

import pytest

from storage.models import TableStatus
from storage.repository import Repository
from storage.table_policy import now
from tests.storage.storage_helpers import SqlRepository, act, start_table, write_sql
from tests.storage.test_quarantine import corrupt


async def test_the_open_tables_of_a_player_newest_first(repo: Repository) -> None:
    lobby = await repo.lobby.create_table(guild_id=1, channel_id=1, game_id="tally", host_id=5)
    await repo.lobby.join(lobby.id, 6)
    playing = await start_table(repo, "tally", 2, seed=1, channel_id=2)  # users 1 and 2
    elsewhere = await repo.lobby.create_table(guild_id=2, channel_id=3, game_id="tally", host_id=6)
    finished = await start_table(repo, "tally", 2, seed=2, channel_id=4, options={"rounds": 1})
    await repo.lobby.join(elsewhere.id, 2)
    for _ in range(2):
        await act(repo, finished, "pass")
    assert (await repo.tables.get_table(finished)).status is TableStatus.FINISHED
    aborted = await repo.lobby.create_table(guild_id=1, channel_id=5, game_id="tally", host_id=6)
    await repo.lobby.abort(aborted.id)

    assert [t.id for t in await repo.tables.tables_of(6)] == [elsewhere.id, lobby.id]
    assert [t.id for t in await repo.tables.tables_of(6, guild_id=1)] == [lobby.id]
    assert [t.id for t in await repo.tables.tables_of(6, guild_id=2)] == [elsewhere.id]
    assert [t.id for t in await repo.tables.tables_of(2)] == [elsewhere.id, playing]
    assert await repo.tables.tables_of(2, guild_id=3) == []
    assert await repo.tables.tables_of(99) == []
    assert await repo.tables.tables_of(1) == [await repo.tables.get_table(playing)]


async def test_a_seat_the_computer_plays_while_away_counts_a_resigned_one_not(
    repo: Repository,
) -> None:
    table_id = await start_table(repo, "tally", 3, seed=1)
    await repo.tables.change_seat(
        table_id, 1, "2", user_id=2, ai_level="easy", away=True, resigned=False
    )
    await repo.tables.change_seat(
        table_id, 2, "3", user_id=3, ai_level="easy", away=False, resigned=True
    )
    assert [t.id for t in await repo.tables.tables_of(2)] == [table_id]
    assert await repo.tables.tables_of(3) == []


async def test_turn_since_moves_only_when_the_pending_seat_changes(repo: Repository) -> None:
    before = now()
    table_id = await start_table(repo, "tally", 2, seed=42)
    started = await repo.tables.load(table_id)
    assert before <= started.turn_since <= now()
    assert started.turn_since.tzinfo is not None
    # Seat "1" goes on deciding: its turn began at the start.
    recorded = await act(repo, table_id, "add:1")
    assert recorded.turn_since == started.turn_since
    assert (await repo.tables.load(table_id)).turn_since == started.turn_since
    # A seat changing hands is not a new decision.
    await repo.tables.change_seat(
        table_id, 2, "1", user_id=1, ai_level="easy", away=True, resigned=False
    )
    assert (await repo.tables.load(table_id)).turn_since == started.turn_since
    await repo.tables.change_seat(
        table_id, 3, "1", user_id=1, ai_level=None, away=False, resigned=False
    )
    # add:2 leaves the decision to seat "2" (allow or block): it begins now.
    passed_at = now()
    recorded = await act(repo, table_id, "add:2")
    assert passed_at <= recorded.turn_since <= now()
    assert (await repo.tables.load(table_id)).turn_since == recorded.turn_since
    back = await act(repo, table_id, "allow")
    assert back.turn_since > recorded.turn_since
    # The undo of a move within a decision leaves it where it began.
    await act(repo, table_id, "add:1")
    undone = await repo.tables.undo(table_id, 7, "1")
    assert undone.turn_since == back.turn_since == (await repo.tables.load(table_id)).turn_since


async def test_a_lobby_waits_since_it_opened_a_finished_game_since_it_ended(
    repo: Repository,
) -> None:
    lobby = await repo.lobby.create_table(guild_id=1, channel_id=1, game_id="tally", host_id=1)
    assert (await repo.tables.load(lobby.id)).turn_since == lobby.created_at
    table_id = await start_table(repo, "tally", 2, seed=2, channel_id=2, options={"rounds": 1})
    await act(repo, table_id, "pass")
    last = await act(repo, table_id, "pass")
    assert last.finished
    loaded = await repo.tables.load(table_id)
    assert (loaded.pending, loaded.turn_since) == (None, last.turn_since)
    assert loaded.turn_since == (await repo.tables.action_log(table_id))[-1].created_at


@pytest.mark.parametrize("guild_id", [None, 1])
async def test_an_unreadable_table_is_left_out(repo: Repository, guild_id: int | None) -> None:
    broken = await start_table(repo, "tally", 2, seed=1, channel_id=1)
    fine = await start_table(repo, "tally", 2, seed=2, channel_id=2)
    await corrupt(repo, broken, "options")
    assert [t.id for t in await repo.tables.tables_of(1, guild_id)] == [fine]


async def test_seats_that_are_not_json_stop_nothing(sql_repo: SqlRepository) -> None:
    broken = await start_table(sql_repo, "tally", 2, seed=1, channel_id=1)
    fine = await start_table(sql_repo, "tally", 2, seed=2, channel_id=2)
    await write_sql(sql_repo, "UPDATE tables SET seats = '[{' WHERE id = ?", broken)
    assert [t.id for t in await sql_repo.tables.tables_of(1)] == [fine]

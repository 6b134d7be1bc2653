"""Abandoned tables: ended from outside the game (a deleted channel, an operator), with the
reason kept and the channel free for a new table."""

from __future__ import annotations

import pytest

from storage.errors import GameNotRunning, NotInLobby
from storage.models import Effect, TableStatus
from storage.repository import Repository
from tests.storage.storage_helpers import act, exactly, start_table
from tests.storage.toy_game import TALLY

CLOSED = exactly("This game was closed without a result.")


async def test_a_game_in_play_is_abandoned_and_its_channel_freed(repo: Repository) -> None:
    table_id = await start_table(repo, "tally", 2, seed=42, channel_id=100)
    await act(repo, table_id, "add:1")
    ended = await repo.lobby.abandon(
        table_id, "its channel was deleted", effects=[Effect("strip-board", {})]
    )
    assert (ended.status, ended.ended_reason) == (TableStatus.ABANDONED, "its channel was deleted")
    assert await repo.tables.get_table(table_id) == ended
    assert await repo.tables.table_in_channel(100) is None
    assert await repo.tables.list_open_tables() == []
    [item] = await repo.outbox.pending_effects(table_id)
    assert (item.kind, item.version) == ("strip-board", 2)
    # The game stays readable (for an audit), but nothing more is played in it.
    loaded = await repo.tables.load(table_id)
    assert loaded.version == 2
    state, events = TALLY.apply(loaded.state, "add:1")
    with pytest.raises(GameNotRunning, match=CLOSED):
        await repo.tables.record_action(table_id, 2, "1", "add:1", state, events)
    with pytest.raises(GameNotRunning, match=CLOSED):
        await repo.lobby.abandon(table_id, "again")
    with pytest.raises(GameNotRunning, match=CLOSED):
        await repo.lobby.abort(table_id)
    again = await repo.lobby.create_table(guild_id=1, channel_id=100, game_id="tally", host_id=3)
    assert await repo.tables.table_in_channel(100) == again


async def test_a_lobby_is_abandoned(repo: Repository) -> None:
    lobby = await repo.lobby.create_table(guild_id=1, channel_id=5, game_id="tally", host_id=1)
    ended = await repo.lobby.abandon(lobby.id, "an operator closed it")
    assert (ended.status, ended.ended_reason, ended.seats) == (
        TableStatus.ABANDONED,
        "an operator closed it",
        lobby.seats,
    )
    with pytest.raises(NotInLobby, match=exactly("This table was closed.")):
        await repo.lobby.join(lobby.id, 2)
    assert await repo.outbox.pending_effects(lobby.id) == []


@pytest.mark.parametrize("end", ["abort", "finish"])
async def test_a_closed_table_is_not_abandoned(repo: Repository, end: str) -> None:
    table_id = await start_table(repo, "tally", 2, seed=42)
    if end == "abort":
        await repo.lobby.abort(table_id)
        message = "This game was aborted."
    else:
        for action_id in ["pass", "pass", "pass", "pass"]:
            await act(repo, table_id, action_id)
        message = "This game is over."
    before = await repo.tables.get_table(table_id)
    with pytest.raises(GameNotRunning, match=exactly(message)):
        await repo.lobby.abandon(table_id, "nope", effects=[Effect("announce", {})])
    assert await repo.tables.get_table(table_id) == before
    assert before.ended_reason is None
    assert await repo.outbox.pending_effects(table_id) == []

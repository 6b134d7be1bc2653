"""Opening a table, taking and leaving seats, starting and aborting, and their refusals."""

from __future__ import annotations

from typing import Any

import pytest

from storage.errors import (
    AlreadySeated,
    ChannelBusy,
    GameNotRunning,
    InvalidOptions,
    NotInLobby,
    NotSeated,
    Refused,
    TableFull,
    TableNotFound,
    TooFewPlayers,
)
from storage.models import MessageRef, Seat, TableStatus
from storage.repository import Repository
from tests.storage.storage_helpers import OpenRepo, exactly
from tests.storage.toy_game import TALLY


async def new_lobby(
    repo: Repository, channel_id: int = 100, options: dict[str, Any] | None = None
) -> int:
    table = await repo.lobby.create_table(
        guild_id=1, channel_id=channel_id, game_id="tally", host_id=1, seed=42, options=options
    )
    return table.id


async def test_create_table_opens_a_lobby_with_the_host_seated(repo: Repository) -> None:
    table = await repo.lobby.create_table(
        guild_id=5, channel_id=100, game_id="tally", host_id=11, options={"rounds": 3}, seed=99
    )
    assert table.status is TableStatus.LOBBY
    assert (table.guild_id, table.channel_id, table.game_id, table.host_id) == (5, 100, "tally", 11)
    assert table.seats == (Seat("11", user_id=11),)
    assert table.options == {"rounds": 3}
    assert table.seed == 99
    assert table.created_at == table.updated_at
    assert await repo.tables.get_table(table.id) == table
    assert await repo.tables.table_in_channel(100) == table
    assert await repo.tables.table_in_channel(101) is None
    loaded = await repo.tables.load(table.id)
    assert (loaded.version, loaded.state, loaded.pending) == (0, None, None)


async def test_a_seed_is_drawn_when_none_is_given(repo: Repository) -> None:
    a = await repo.lobby.create_table(guild_id=1, channel_id=1, game_id="tally", host_id=1)
    b = await repo.lobby.create_table(guild_id=1, channel_id=2, game_id="tally", host_id=1)
    assert a.seed != b.seed
    assert 0 <= a.seed < 2**62


async def test_a_host_may_open_a_table_without_playing(repo: Repository) -> None:
    table = await repo.lobby.create_table(
        guild_id=1, channel_id=100, game_id="tally", host_id=1, host_plays=False
    )
    assert table.seats == ()


async def test_unknown_game_is_refused(repo: Repository) -> None:
    with pytest.raises(Refused, match=exactly("There is no game called 'chess'.")):
        await repo.lobby.create_table(guild_id=1, channel_id=100, game_id="chess", host_id=1)


async def test_second_open_table_in_a_channel_is_refused(repo: Repository) -> None:
    first = await new_lobby(repo)
    with pytest.raises(ChannelBusy) as refused:
        await new_lobby(repo)
    assert refused.value.message == (
        f"This channel already has a game of Tally waiting for players (table #{first}); "
        "finish or abort it before opening another one."
    )
    await repo.lobby.join(first, 2)
    await repo.lobby.start(first)
    with pytest.raises(ChannelBusy, match="a game of Tally in play"):
        await new_lobby(repo)
    # Another channel is free, and once the game is closed the channel is free again.
    await new_lobby(repo, channel_id=101)
    await repo.lobby.abort(first)
    again = await new_lobby(repo)
    assert (await repo.tables.table_in_channel(100)) == await repo.tables.get_table(again)


async def test_join_seats_players_in_order(repo: Repository) -> None:
    table_id = await new_lobby(repo)
    await repo.lobby.join(table_id, 2)
    table = await repo.lobby.join(table_id, 3)
    assert table.seat_ids == ["1", "2", "3"]
    assert table.seat_of(3) == Seat("3", user_id=3)
    assert table.updated_at >= table.created_at


async def test_join_twice_is_refused(repo: Repository) -> None:
    table_id = await new_lobby(repo)
    with pytest.raises(AlreadySeated, match=exactly("You already have a seat at this table.")):
        await repo.lobby.join(table_id, 1)


async def test_join_a_full_table_is_refused(repo: Repository) -> None:
    table_id = await new_lobby(repo)
    await repo.lobby.join(table_id, 2)
    await repo.lobby.add_ai(table_id)
    with pytest.raises(
        TableFull, match=exactly("The table is full: Tally takes at most 3 players.")
    ):
        await repo.lobby.join(table_id, 4)
    with pytest.raises(TableFull):
        await repo.lobby.add_ai(table_id)
    assert (await repo.tables.get_table(table_id)).seat_ids == ["1", "2", "ai-1"]


async def test_ai_seats_are_numbered_and_carry_their_level(repo: Repository) -> None:
    table_id = await new_lobby(repo)
    await repo.lobby.add_ai(table_id, "random")
    table = await repo.lobby.add_ai(table_id, "greedy")
    assert table.seats[1:] == (Seat("ai-1", ai_level="random"), Seat("ai-2", ai_level="greedy"))
    assert [s.is_ai for s in table.seats] == [False, True, True]
    table = await repo.lobby.leave(table_id, "ai-1")
    table = await repo.lobby.add_ai(table_id)
    assert table.seat_ids == ["1", "ai-2", "ai-3"]


async def test_leave_frees_the_seat(repo: Repository) -> None:
    table_id = await new_lobby(repo)
    await repo.lobby.join(table_id, 2)
    await repo.lobby.join(table_id, 3)
    table = await repo.lobby.leave(table_id, "2")
    assert table.seat_ids == ["1", "3"]
    assert table.host_id == 1
    with pytest.raises(NotSeated, match=exactly("You do not have a seat at this table.")):
        await repo.lobby.leave(table_id, "2")


async def test_the_host_leaving_hands_the_table_to_the_next_human(repo: Repository) -> None:
    table_id = await new_lobby(repo)
    await repo.lobby.add_ai(table_id)
    await repo.lobby.join(table_id, 7)
    table = await repo.lobby.leave(table_id, "1")
    assert (table.host_id, table.seat_ids, table.status) == (7, ["ai-1", "7"], TableStatus.LOBBY)


async def test_the_last_human_leaving_aborts_the_lobby(repo: Repository) -> None:
    table_id = await new_lobby(repo)
    await repo.lobby.add_ai(table_id)
    table = await repo.lobby.leave(table_id, "1")
    assert table.status is TableStatus.ABORTED
    assert await repo.tables.table_in_channel(100) is None


async def test_start_deals_the_game_as_version_1(repo: Repository) -> None:
    table_id = await new_lobby(repo, options={"rounds": 3})
    await repo.lobby.join(table_id, 2)
    loaded = await repo.lobby.start(table_id)
    assert loaded.table.status is TableStatus.ACTIVE
    assert (loaded.version, loaded.pending) == (1, "1")
    assert loaded.state == TALLY.new_game(["1", "2"], 42, {"rounds": 3})
    assert await repo.tables.load(table_id) == loaded


async def test_start_can_shuffle_the_seats_from_the_seed(repo: Repository) -> None:
    orders = set()
    for channel in range(10):
        table = await repo.lobby.create_table(
            guild_id=1, channel_id=500 + channel, game_id="tally", host_id=1, seed=channel
        )
        for user in (2, 3):
            await repo.lobby.join(table.id, user)
        loaded = await repo.lobby.start(table.id, shuffle_seats=True)
        order = tuple(loaded.table.seat_ids)
        assert sorted(order) == ["1", "2", "3"]
        assert loaded.state == TALLY.new_game(list(order), channel, {})
        assert (await repo.tables.get_table(table.id)).seat_ids == list(order)
        assert (await repo.tables.replay(table.id)).matches
        orders.add(order)
    assert len(orders) > 1, "the order depends on the seed"


async def test_start_with_too_few_players_is_refused(repo: Repository) -> None:
    table_id = await new_lobby(repo)
    with pytest.raises(TooFewPlayers, match=exactly("Tally needs at least 2 players; 1 seated.")):
        await repo.lobby.start(table_id)
    assert (await repo.tables.get_table(table_id)).status is TableStatus.LOBBY


async def test_start_with_options_the_engine_refuses(repo: Repository) -> None:
    table_id = await new_lobby(repo, options={"rounds": 0})
    await repo.lobby.join(table_id, 2)
    with pytest.raises(
        InvalidOptions,
        match=exactly("The game could not be set up: rounds must be a positive whole number"),
    ):
        await repo.lobby.start(table_id)
    assert (await repo.tables.load(table_id)).version == 0


async def test_seats_are_fixed_once_the_game_started(repo: Repository) -> None:
    table_id = await new_lobby(repo)
    await repo.lobby.join(table_id, 2)
    await repo.lobby.start(table_id)
    for attempt in (
        repo.lobby.join(table_id, 3),
        repo.lobby.add_ai(table_id),
        repo.lobby.leave(table_id, "2"),
        repo.lobby.start(table_id),
    ):
        with pytest.raises(NotInLobby, match=exactly("The game has already started.")):
            await attempt


async def test_abort_closes_lobby_or_game_once(repo: Repository) -> None:
    lobby = await new_lobby(repo)
    assert (await repo.lobby.abort(lobby)).status is TableStatus.ABORTED
    with pytest.raises(GameNotRunning, match=exactly("This game was aborted.")):
        await repo.lobby.abort(lobby)
    with pytest.raises(NotInLobby, match=exactly("This table was aborted.")):
        await repo.lobby.join(lobby, 2)
    assert await repo.tables.list_open_tables() == []


async def test_list_open_tables_holds_lobbies_and_games_in_play(repo: Repository) -> None:
    lobby = await new_lobby(repo, channel_id=1)
    game = await new_lobby(repo, channel_id=2)
    await repo.lobby.join(game, 2)
    await repo.lobby.start(game)
    closed = await new_lobby(repo, channel_id=3)
    await repo.lobby.abort(closed)
    assert [t.id for t in await repo.tables.list_open_tables()] == [lobby, game]


async def test_unknown_table_is_refused(repo: Repository) -> None:
    with pytest.raises(TableNotFound, match=exactly("There is no game table #404.")):
        await repo.tables.load(404)
    with pytest.raises(TableNotFound):
        await repo.lobby.join(404, 1)
    with pytest.raises(TableNotFound):
        await repo.messages.set_message(404, "board", 1, 2)


async def test_messages_are_found_again(repo: Repository) -> None:
    table_id = await new_lobby(repo)
    await repo.messages.set_message(table_id, "board", channel_id=100, message_id=500)
    await repo.messages.set_message(table_id, "hand", channel_id=900, message_id=501, user_id=1)
    await repo.messages.set_message(table_id, "hand", channel_id=901, message_id=502, user_id=2)
    # A new board message replaces the old one.
    await repo.messages.set_message(table_id, "board", channel_id=100, message_id=510)
    other = await new_lobby(repo, channel_id=101)
    await repo.messages.set_message(other, "board", channel_id=101, message_id=600)
    refs = await repo.messages.messages(table_id)
    assert refs == [
        MessageRef(table_id, "board", None, 100, 510),
        MessageRef(table_id, "hand", 1, 900, 501),
        MessageRef(table_id, "hand", 2, 901, 502),
    ]
    assert await repo.messages.find_message(502) == MessageRef(table_id, "hand", 2, 901, 502)
    assert await repo.messages.find_message(600) == MessageRef(other, "board", None, 101, 600)
    assert await repo.messages.find_message(500) is None
    await repo.messages.forget_message(table_id, "hand", user_id=1)
    await repo.messages.forget_message(table_id, "board")
    await repo.messages.forget_message(table_id, "board")  # forgetting twice is fine
    assert [m.message_id for m in await repo.messages.messages(table_id)] == [502]
    assert [m.message_id for m in await repo.messages.messages(other)] == [600]


async def test_messages_outlive_a_restart(open_repo: OpenRepo) -> None:
    repo = await open_repo()
    table_id = await new_lobby(repo)
    await repo.messages.set_message(table_id, "board", channel_id=100, message_id=500)
    await repo.messages.set_message(table_id, "hand", channel_id=900, message_id=501, user_id=1)
    await repo.close()
    repo = await open_repo()
    assert await repo.messages.messages(table_id) == [
        MessageRef(table_id, "board", None, 100, 500),
        MessageRef(table_id, "hand", 1, 900, 501),
    ]
    assert await repo.messages.find_message(501) == MessageRef(table_id, "hand", 1, 900, 501)

"""Each use-case of the table service stands alone: built with only its collaborators (the
shared context over the in-memory repository, and the use-cases it names), with no
``TableService`` around it."""

from __future__ import annotations

from collections.abc import AsyncIterator
from dataclasses import replace
from datetime import timedelta

import pytest

from bot.extensions import front_ends
from bot.names import NameBook
from bot.service.context import ServiceContext
from bot.service.history import History
from bot.service.lobby import Lobby
from bot.service.outcomes import LobbyChanged, Played, Refusal, Started
from bot.service.replays import Replays
from bot.service.tables import Tables
from bot.service.turns import Turns
from bot.table_settings import LobbyOptions
from storage.memory import open_memory
from tests.service.conftest import ALICE, BOB, A


@pytest.fixture
async def ctx(toy_game: None) -> AsyncIterator[ServiceContext]:
    repo = await open_memory()
    names = NameBook()
    for caller in (ALICE, BOB):
        names.remember(caller.user_id, caller.name)
    yield ServiceContext(repo, front_ends(), names)
    await repo.close()


async def test_a_lobby_alone_opens_fills_and_starts_a_table(ctx: ServiceContext) -> None:
    tables = Tables(ctx)
    lobby = Lobby(ctx, tables, Replays(ctx))
    opened = await lobby.open_lobby(
        ALICE, "pebbles", LobbyOptions(seats=2, ai=0, random_order=False)
    )
    assert isinstance(opened, LobbyChanged)
    await lobby.lobby_action(BOB, opened.table.id, "join")
    started = await lobby.lobby_action(ALICE, opened.table.id, "start")
    assert isinstance(started, Started)
    assert started.loaded.pending == A
    # the context's clock is every use-case's: moved on, the next lobby finds this one gone
    elsewhere = replace(BOB, channel_id=101)
    closed = await lobby.open_lobby(
        elsewhere, "pebbles", LobbyOptions(seats=2, ai=0, random_order=False)
    )
    assert isinstance(closed, LobbyChanged)
    start = ctx.clock()
    ctx.clock = lambda: start + timedelta(days=2)
    assert [t.id for t in await lobby.expire_lobbies()] == [closed.table.id]


async def test_turns_alone_play_on_a_table_stored_by_the_repository(
    ctx: ServiceContext,
) -> None:
    table = await ctx.repo.lobby.create_table(
        guild_id=ALICE.guild_id,
        channel_id=ALICE.channel_id or 0,
        game_id="pebbles",
        host_id=ALICE.user_id,
        options={"seats": 2},
    )
    await ctx.repo.lobby.join(table.id, BOB.user_id)
    loaded = await ctx.repo.lobby.start(table.id, shuffle_seats=False)
    turns = Turns(ctx, Tables(ctx), Replays(ctx))
    assert await turns.play(BOB, table.id, loaded.version, ["take:1"]) == Refusal(
        "It is Alice's turn."
    )
    played = await turns.play(ALICE, table.id, loaded.version, ["take:1", "pass"])
    assert isinstance(played, Played)
    assert played.loaded.pending == str(BOB.user_id)


async def test_history_alone_finds_no_table_where_there_is_none(ctx: ServiceContext) -> None:
    history = History(ctx, Tables(ctx))
    assert await history.game_log(ALICE, "pebbles") == Refusal(
        "There is no game of Pebbles in this channel: name a table by its number (it is on "
        "its boards)."
    )
    assert await history.board_at(ALICE, "pebbles", 0, table_id=5) == Refusal(
        "There is no table #5 of Pebbles here."
    )

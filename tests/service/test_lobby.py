"""The lobby through the table service: seats, refusals, start and cancel."""

from __future__ import annotations

from dataclasses import replace
from datetime import timedelta

from bot.service import TableService
from bot.service.outcomes import LobbyChanged, PostBoard, Refusal, RunAi, Started, SyncPrivate
from bot.table_settings import LobbyOptions
from storage.models import TableStatus
from tests.service.conftest import ALICE, BOB, CAROL, A


async def open_table(service: TableService, seats: int = 2, ai: int = 0) -> int:
    opened = await service.lobby.open_lobby(
        ALICE, "pebbles", LobbyOptions(seats=seats, ai=ai, random_order=False)
    )
    assert isinstance(opened, LobbyChanged)
    return opened.table.id


async def test_a_lobby_fills_and_starts(service: TableService) -> None:
    table_id = await open_table(service)
    joined = await service.lobby.lobby_action(BOB, table_id, "join")
    assert isinstance(joined, LobbyChanged)
    assert [s.user_id for s in joined.table.seats] == [ALICE.user_id, BOB.user_id]
    started = await service.lobby.lobby_action(ALICE, table_id, "start")
    assert isinstance(started, Started)
    assert started.loaded.version == 1
    assert started.loaded.pending == A
    assert started.loaded.table.status is TableStatus.ACTIVE
    assert started.effects == (PostBoard(table_id), SyncPrivate(table_id), RunAi(table_id))


async def test_lobby_refusals_change_nothing(service: TableService) -> None:
    table_id = await open_table(service)
    before = await service.ctx.repo.tables.get_table(table_id)
    assert await service.lobby.lobby_action(ALICE, table_id, "join") == Refusal(
        "You already have a seat at this table."
    )
    assert await service.lobby.lobby_action(ALICE, table_id, "start") == Refusal(
        "Pebbles needs at least 2 players; 1 seated."
    )
    assert await service.lobby.lobby_action(BOB, table_id, "start") == Refusal(
        "Only the host, Alice, can do that."
    )
    assert await service.lobby.lobby_action(BOB, table_id, "leave") == Refusal(
        "You do not have a seat at this table."
    )
    assert await service.lobby.lobby_action(ALICE, table_id, "ai", "evil") == Refusal(
        "There is no AI level 'evil'."
    )
    assert await service.ctx.repo.tables.get_table(table_id) == before
    await service.lobby.lobby_action(BOB, table_id, "join")
    assert await service.lobby.lobby_action(CAROL, table_id, "join") == Refusal(
        "The table is full (2 seats)."
    )


async def test_opening_refuses_impossible_tables(service: TableService) -> None:
    assert await service.lobby.open_lobby(
        ALICE, "pebbles", LobbyOptions(seats=9, ai=0, random_order=False)
    ) == Refusal("Pebbles takes 2 to 3 players.")
    assert await service.lobby.open_lobby(
        ALICE, "pebbles", LobbyOptions(seats=2, ai=2, random_order=False)
    ) == Refusal("2 AI seats leave no seat for you at 2 seats.")
    assert await service.lobby.open_lobby(
        ALICE, "pebbles", LobbyOptions(seats=2, ai=1, random_order=False, level="evil")
    ) == Refusal("There is no AI level 'evil'.")
    await open_table(service)
    busy = await service.lobby.open_lobby(
        BOB, "pebbles", LobbyOptions(seats=2, ai=0, random_order=False)
    )
    assert isinstance(busy, Refusal)
    assert busy.text.startswith("This channel already has a game of Pebbles waiting for players")


async def test_the_host_seats_a_computer_and_cancels(service: TableService) -> None:
    table_id = await open_table(service, seats=3)
    added = await service.lobby.lobby_action(ALICE, table_id, "ai", "easy")
    assert isinstance(added, LobbyChanged)
    assert [(s.id, s.ai_level) for s in added.table.seats] == [(A, None), ("ai-1", "easy")]
    closed = await service.lobby.lobby_action(ALICE, table_id, "cancel")
    assert isinstance(closed, LobbyChanged)
    assert closed.closed_by == "Alice"
    assert closed.table.status is TableStatus.ABORTED
    assert await service.lobby.lobby_action(BOB, table_id, "join") == Refusal(
        "This lobby is closed."
    )


async def test_a_lobby_nobody_starts_closes_after_its_lifetime(service: TableService) -> None:
    table_id = await open_table(service)
    start = service.ctx.clock()
    service.ctx.clock = lambda: start + timedelta(hours=23, minutes=59)
    assert await service.lobby.expire_lobbies() == []
    service.ctx.clock = lambda: start + timedelta(hours=24, seconds=1)
    refused = await service.lobby.lobby_action(BOB, table_id, "join")
    assert isinstance(refused, Refusal)
    assert refused.text == "Nobody started this lobby in time, so it is closed: open a new table."
    assert [t.id for t in refused.closed] == [table_id]
    assert (await service.ctx.repo.tables.get_table(table_id)).status is TableStatus.ABORTED


async def test_an_expired_lobby_does_not_block_its_channel(service: TableService) -> None:
    table_id = await open_table(service)
    start = service.ctx.clock()
    service.ctx.clock = lambda: start + timedelta(days=2)
    reopened = await service.lobby.open_lobby(
        BOB, "pebbles", LobbyOptions(seats=2, ai=0, random_order=False)
    )
    assert isinstance(reopened, LobbyChanged)
    assert [t.id for t in reopened.closed] == [table_id]
    assert reopened.table.host_id == BOB.user_id
    # the janitor's sweep closes what is left elsewhere
    service.ctx.clock = lambda: start + timedelta(days=4)
    assert [t.id for t in await service.lobby.expire_lobbies()] == [reopened.table.id]


async def test_one_host_holds_a_limited_number_of_lobbies_per_server(
    service: TableService,
) -> None:
    for channel in (100, 101, 102):
        here = replace(ALICE, channel_id=channel)
        assert isinstance(
            await service.lobby.open_lobby(
                here, "pebbles", LobbyOptions(seats=2, ai=0, random_order=False)
            ),
            LobbyChanged,
        )
    fourth = await service.lobby.open_lobby(
        replace(ALICE, channel_id=103), "pebbles", LobbyOptions(seats=2, ai=0, random_order=False)
    )
    assert fourth == Refusal(
        "You already host 3 open lobbies in this server (at most 3): "
        "start or cancel one of them first."
    )
    other_server = replace(ALICE, guild_id=11, channel_id=200)
    assert isinstance(
        await service.lobby.open_lobby(
            other_server, "pebbles", LobbyOptions(seats=2, ai=0, random_order=False)
        ),
        LobbyChanged,
    )


async def test_the_host_sets_the_clock_in_the_lobby(service: TableService) -> None:
    table_id = await open_table(service)
    assert await service.lobby.lobby_action(BOB, table_id, "clock", "10") == Refusal(
        "Only the host, Alice, can do that."
    )
    changed = await service.lobby.lobby_action(ALICE, table_id, "clock", "10")
    assert isinstance(changed, LobbyChanged) and changed.table.options["turn_minutes"] == 10
    changed = await service.lobby.lobby_action(ALICE, table_id, "timeout", "take")
    assert isinstance(changed, LobbyChanged) and changed.table.options["at_timeout"] == "take"
    unlimited = await service.lobby.lobby_action(ALICE, table_id, "clock", "0")
    assert isinstance(unlimited, LobbyChanged)
    assert unlimited.table.options["turn_minutes"] is None
    assert await service.lobby.lobby_action(ALICE, table_id, "clock", "7") == Refusal(
        "The time per turn is one of: No limit, 10 minutes, 1 hour, 12 hours, 24 hours, 3 days."
    )
    assert (await service.ctx.repo.tables.get_table(table_id)).options["turn_minutes"] is None

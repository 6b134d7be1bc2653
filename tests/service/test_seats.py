"""Seats that change hands: resign, leave, join, replace; settings; a person's tables."""

from __future__ import annotations

from dataclasses import replace

from bot.service import TableService
from bot.service.outcomes import (
    LobbyChanged,
    PostBoard,
    Refusal,
    ReleaseDm,
    RunAi,
    Started,
    SyncPrivate,
)
from bot.service.seats import JoinRequest, SeatChanged
from bot.table_settings import LobbyOptions
from storage.models import LoadedTable, TableStatus
from tests.service.conftest import ALICE, BOB, CAROL, MOD, A, B


async def three_players(service: TableService) -> LoadedTable:
    opened = await service.lobby.open_lobby(
        ALICE,
        "pebbles",
        LobbyOptions(seats=3, ai=0, random_order=False, level="random", turn=60, timeout="play"),
    )
    assert isinstance(opened, LobbyChanged)
    await service.lobby.lobby_action(BOB, opened.table.id, "join")
    await service.lobby.lobby_action(CAROL, opened.table.id, "join")
    started = await service.lobby.lobby_action(ALICE, opened.table.id, "start")
    assert isinstance(started, Started)
    return started.loaded


async def test_leave_then_another_joins_with_the_hosts_leave(service: TableService) -> None:
    loaded = await three_players(service)
    table_id = loaded.table.id
    left = await service.seats.leave(BOB, "pebbles")
    assert isinstance(left, SeatChanged)
    seat = left.loaded.table.seat_of(BOB.user_id)
    assert seat is not None and seat.away and seat.is_ai
    # Mod asks for the seat: the host decides
    asked = await service.seats.join(MOD, "pebbles")
    assert isinstance(asked, JoinRequest) and asked.seat == B and asked.host_id == ALICE.user_id
    assert await service.seats.let_in(CAROL, table_id, B, MOD.user_id, "Mod") == Refusal(
        "Only the host decides who takes a seat."
    )
    taken = await service.seats.let_in(ALICE, table_id, B, MOD.user_id, "Mod")
    assert isinstance(taken, SeatChanged)
    seat = taken.loaded.table.seat_of(MOD.user_id)
    assert seat is not None and seat.id == B and not seat.is_ai
    assert ReleaseDm(table_id, BOB.user_id) in taken.effects
    assert SyncPrivate(table_id) in taken.effects
    assert await service.seats.join(CAROL, "pebbles") == Refusal(
        "You hold a seat at this table already."
    )
    assert await service.seats.join(BOB, "pebbles") == Refusal(
        "No seat is free at this table: the players are all here."
    )


async def test_the_host_replaces_a_player_and_only_the_host(service: TableService) -> None:
    loaded = await three_players(service)
    table_id = loaded.table.id
    refused = await service.seats.replace(BOB, "pebbles", CAROL.user_id, MOD.user_id, "Mod")
    assert refused == Refusal(
        "Only the host, Alice, or someone who can manage this channel can do that."
    )
    assert await service.seats.replace(
        ALICE, "pebbles", CAROL.user_id, BOB.user_id, "Bob"
    ) == Refusal("Bob holds a seat at this table already.")
    handed = await service.seats.replace(ALICE, "pebbles", ALICE.user_id, MOD.user_id, "Mod")
    assert isinstance(handed, SeatChanged)
    # it was Alice's turn: a new board for Mod, and Alice's DM is released
    assert (
        PostBoard(table_id) in handed.effects
        and ReleaseDm(table_id, ALICE.user_id) in handed.effects
    )
    seat = handed.loaded.table.seat_of(MOD.user_id)
    assert seat is not None and seat.id == A
    assert handed.loaded.table.seat_of(ALICE.user_id) is None


async def test_resign_is_for_players_and_for_good(service: TableService) -> None:
    await three_players(service)
    spectator = replace(MOD, user_id=999999999999999999)
    assert await service.seats.resign(spectator, "pebbles") == Refusal(
        "You are not playing at this table."
    )
    resigned = await service.seats.resign(CAROL, "pebbles")
    assert isinstance(resigned, SeatChanged)
    seat = next(s for s in resigned.loaded.table.seats if s.id == str(CAROL.user_id))
    assert seat.resigned and seat.is_ai and seat.user_id == CAROL.user_id
    assert await service.seats.join(CAROL, "pebbles") == Refusal(
        "You resigned this seat: the computer plays it to the end."
    )


async def test_whose_turn_it_is_resigns_and_the_computer_moves(service: TableService) -> None:
    loaded = await three_players(service)
    resigned = await service.seats.resign(ALICE, "pebbles")
    assert isinstance(resigned, SeatChanged)
    assert RunAi(loaded.table.id) in resigned.effects
    assert service.turns.ai_to_move(resigned.loaded)
    assert await service.ctx.repo.outbox.jobs(loaded.table.id) == []


async def test_server_settings_are_for_moderators_and_become_new_tables_defaults(
    service: TableService,
) -> None:
    assert await service.accounts.server_settings(BOB, turn=10) == Refusal(
        "Only a moderator (Manage Server) can change this server's settings."
    )
    shown = await service.accounts.server_settings(BOB)
    assert not isinstance(shown, Refusal) and shown.turn_minutes == 1440
    changed = await service.accounts.server_settings(MOD, turn=10, timeout="take", level="hard")
    assert not isinstance(changed, Refusal)
    assert (changed.turn_minutes, changed.at_timeout, changed.ai_level) == (10, "take", "hard")
    opened = await service.lobby.open_lobby(
        ALICE, "pebbles", LobbyOptions(seats=2, ai=1, random_order=False)
    )
    assert isinstance(opened, LobbyChanged)
    options = opened.table.options
    assert (options["turn_minutes"], options["at_timeout"], options["ai_level"]) == (
        10,
        "take",
        "hard",
    )
    assert opened.table.seats[1].ai_level == "hard"


async def test_my_tables_lists_where_one_sits_in_this_server(service: TableService) -> None:
    await three_players(service)
    other = replace(ALICE, channel_id=101)
    opened = await service.lobby.open_lobby(
        other, "pebbles", LobbyOptions(seats=2, ai=0, random_order=False)
    )
    assert isinstance(opened, LobbyChanged)
    mine = await service.accounts.my_tables(ALICE)
    assert [(t.channel_id, t.status, t.mine) for t in mine] == [
        (101, TableStatus.LOBBY, False),
        (100, TableStatus.ACTIVE, True),
    ]
    assert [t.channel_id for t in await service.accounts.my_tables(BOB)] == [100]
    assert await service.accounts.my_tables(replace(ALICE, guild_id=77)) == []


async def test_a_resignation_ends_a_two_player_game_for_the_other(service: TableService) -> None:
    opened = await service.lobby.open_lobby(
        ALICE,
        "pebbles",
        LobbyOptions(seats=2, ai=0, random_order=False, level="random", turn=60, timeout="play"),
    )
    assert isinstance(opened, LobbyChanged)
    await service.lobby.lobby_action(BOB, opened.table.id, "join")
    await service.lobby.lobby_action(ALICE, opened.table.id, "start")
    resigned = await service.seats.resign(BOB, "pebbles")
    assert isinstance(resigned, SeatChanged)
    assert resigned.loaded.table.status is TableStatus.FINISHED
    result = await service.tables.result(resigned.loaded)
    assert result is not None and result.winners == [A]
    lines = await service.ctx.repo.standings.results(opened.table.id)
    assert [(r.seat.id, r.winner, r.resigned) for r in lines] == [
        (A, True, False),
        (B, False, True),
    ]
    assert await service.ctx.repo.outbox.jobs(opened.table.id) == []
    assert [i.kind for i in await service.ctx.repo.outbox.pending_effects(opened.table.id)][
        -4:
    ] == [
        "announce",
        "strip-board",
        "board",
        "dms",
    ]

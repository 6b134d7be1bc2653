"""Turns through the table service: actions, refusals, undo, abort and computer players."""

from __future__ import annotations

import random
from typing import Any

from bot.service import Caller, TableService
from bot.service.outcomes import (
    Aborted,
    Announce,
    EditBoard,
    EditClicked,
    LobbyChanged,
    Played,
    PostBoard,
    Refusal,
    RunAi,
    Started,
    StripBoard,
    StripClicked,
    SyncPrivate,
    UndoneTurn,
)
from bot.table_settings import LobbyOptions
from rules.core import Event
from storage.models import LoadedTable, TableStatus
from tests.service.conftest import ALICE, BOB, CAROL, MOD, A, B
from tests.toy import ENGINE


async def started_table(service: TableService, ai: int = 0, level: str = "random") -> LoadedTable:
    opened = await service.lobby.open_lobby(
        ALICE, "pebbles", LobbyOptions(seats=2, ai=ai, random_order=False, level=level)
    )
    assert isinstance(opened, LobbyChanged)
    if not ai:
        await service.lobby.lobby_action(BOB, opened.table.id, "join")
    started = await service.lobby.lobby_action(ALICE, opened.table.id, "start")
    assert isinstance(started, Started)
    return started.loaded


async def test_a_move_that_passes_the_turn(service: TableService) -> None:
    loaded = await started_table(service)
    table_id = loaded.table.id
    took = await service.turns.play(ALICE, table_id, 1, ["take:2"], clicked_board=True)
    assert isinstance(took, Played)
    played = await service.turns.play(ALICE, table_id, 2, ["pass"], clicked_board=True)
    assert isinstance(played, Played)
    expected, events = ENGINE.apply_id(took.loaded.state, "pass")
    assert played.loaded.version == 3
    assert played.loaded.state == expected
    assert played.loaded.pending == B
    assert played.events == tuple(events)
    assert played.effects == (
        StripClicked(seat=A),
        PostBoard(table_id),
        SyncPrivate(table_id),
        RunAi(table_id),
    )
    stored = await service.ctx.repo.tables.load(table_id)
    assert (stored.version, stored.state) == (3, expected)
    # the routine "passed the pile" is not among the recent moves
    assert await service.replays.recent(played.loaded) == [Event("took 2", A)]


async def test_refused_clicks_change_nothing(service: TableService) -> None:
    loaded = await started_table(service)
    table_id = loaded.table.id
    assert await service.turns.play(BOB, table_id, 1, ["take:1"]) == Refusal("It is Alice's turn.")
    assert await service.turns.play(CAROL, table_id, 1, ["take:1"]) == Refusal(
        "You are not playing at this table. It is Alice's turn."
    )
    assert await service.turns.play(ALICE, table_id, 1, ["take:4"]) == Refusal(
        "'take:4' is not a legal action now."
    )
    assert await service.turns.play(ALICE, 999, 1, ["take:1"]) == Refusal(
        "This button is no longer valid."
    )
    stale = await service.turns.play(ALICE, table_id, 0, ["take:1"])
    assert isinstance(stale, Refusal) and stale.board is not None
    assert stale.text == "The board has moved on; this is where the game stands now."
    assert stale.board.version == 1
    assert (await service.ctx.repo.tables.load(table_id)).version == 1


async def test_several_steps_at_once_are_all_or_nothing(service: TableService) -> None:
    loaded = await started_table(service)
    table_id = loaded.table.id
    refused = await service.turns.play(ALICE, table_id, 1, ["take:1", "take:1"])
    assert refused == Refusal("'take:1' is not a legal action now.")
    assert (await service.ctx.repo.tables.load(table_id)).version == 1
    beyond = await service.turns.play(ALICE, table_id, 1, ["take:1", "pass", "take:1"])
    assert beyond == Refusal("Your turn ended before that step.")
    assert (await service.ctx.repo.tables.load(table_id)).version == 1
    played = await service.turns.play(ALICE, table_id, 1, ["take:1", "pass"])
    assert isinstance(played, Played)
    assert played.loaded.version == 3 and played.loaded.state.pile == 14
    assert played.loaded.pending == B


async def test_undo_takes_back_the_callers_last_action(service: TableService) -> None:
    loaded = await started_table(service)
    table_id = loaded.table.id
    assert await service.turns.undo(ALICE, "pebbles") == Refusal(
        "You have no action to undo in this turn."
    )
    assert await service.turns.undo(BOB, "pebbles") == Refusal(
        "You can undo only during your own turn."
    )
    await service.turns.play(ALICE, table_id, 1, ["take:3"])
    undone = await service.turns.undo(ALICE, "pebbles")
    assert isinstance(undone, UndoneTurn)
    assert undone.loaded.version == 3
    assert undone.loaded.state == loaded.state
    assert undone.effects == (EditBoard(table_id), SyncPrivate(table_id))
    assert [a.action_id for a in await service.ctx.repo.tables.action_log(table_id)] == []
    assert await service.turns.undo(Caller(CAROL.user_id, "Carol", 10, 101), "pebbles") == Refusal(
        "There is no game of Pebbles in this channel. Start one with `/pebbles new`."
    )


async def test_abort_by_the_host_or_a_moderator_only(service: TableService) -> None:
    loaded = await started_table(service)
    table_id = loaded.table.id
    assert await service.turns.abort(BOB, table_id) == Refusal("Only the host can abort this game.")
    assert await service.turns.abort_request(BOB, "pebbles") == Refusal(
        "Only the host, Alice, or someone who can manage this channel can abort it."
    )
    aborted = await service.turns.abort(MOD, table_id)
    assert isinstance(aborted, Aborted)
    assert aborted.table.status is TableStatus.ABORTED
    assert aborted.effects == (
        StripBoard(table_id),
        Announce(100, "Table #1 (Pebbles) was aborted by Mod."),
        SyncPrivate(table_id),
    )
    assert await service.turns.play(ALICE, table_id, 1, ["take:1"]) == Refusal("This game is over.")


async def take_one_then_pass(
    game_id: str, level: str, state: Any, seat: str, rng: random.Random
) -> str:
    return "pass" if state.taken else "take:1"


async def test_a_computer_seat_plays_its_whole_turn(service: TableService) -> None:
    loaded = await started_table(service, ai=1)
    table_id = loaded.table.id
    assert not service.turns.ai_to_move(loaded)
    assert await service.turns.ai_turn(table_id, take_one_then_pass) is None, "a person is to move"
    played = await service.turns.play(ALICE, table_id, 1, ["take:3", "pass"])
    assert isinstance(played, Played) and service.turns.ai_to_move(played.loaded)
    moved = await service.turns.ai_turn(table_id, take_one_then_pass)
    assert isinstance(moved, Played)
    assert moved.loaded.version == 5 and moved.loaded.state.pile == 11
    assert moved.loaded.pending == A
    assert moved.effects == (
        StripBoard(table_id, "ai-1"),
        PostBoard(table_id),
        SyncPrivate(table_id),
        RunAi(table_id),
    )
    log = await service.ctx.repo.tables.action_log(table_id)
    assert [(a.seat, a.action_id) for a in log] == [
        (A, "take:3"),
        (A, "pass"),
        ("ai-1", "take:1"),
        ("ai-1", "pass"),
    ]


async def test_the_last_move_finishes_the_table(service: TableService) -> None:
    loaded = await started_table(service)
    table_id = loaded.table.id
    callers = {A: ALICE, B: BOB}
    current = loaded
    while current.pending is not None:
        action = "pass" if current.state.taken else "take:3"
        played = await service.turns.play(
            callers[current.pending], table_id, current.version, [action]
        )
        assert isinstance(played, Played)
        current = played.loaded
    # 15 pebbles, 3 a turn: Alice takes the 1st, 3rd and 5th three
    assert current.table.status is TableStatus.FINISHED
    assert ENGINE.result(current.state) is not None
    results = await service.ctx.repo.standings.results(table_id)
    assert [(r.seat.id, r.winner) for r in results] == [(A, True), (B, False)]
    assert isinstance(played, Played) and played.effects[2] == PostBoard(table_id)


async def test_a_turn_that_goes_on_edits_the_board_in_place(service: TableService) -> None:
    loaded = await started_table(service)
    table_id = loaded.table.id
    played = await service.turns.play(ALICE, table_id, 1, ["take:1"], clicked_board=True)
    assert isinstance(played, Played)
    assert played.effects == (EditClicked(table_id), EditBoard(table_id))
    # what storage keeps with the action: the board effect, not the interaction's edit
    pending = await service.ctx.repo.outbox.pending_effects(table_id)
    assert [(i.kind, i.payload, i.version) for i in pending][-1] == ("board", {"new": False}, 2)
    await service.turns.undo(ALICE, "pebbles")
    from_dm = await service.turns.play(ALICE, table_id, 3, ["take:1"], clicked_board=False)
    assert isinstance(from_dm, Played)
    assert from_dm.effects == (StripClicked(), EditBoard(table_id), SyncPrivate(table_id))


async def test_a_click_counts_only_where_its_table_is(service: TableService) -> None:
    loaded = await started_table(service)
    table_id = loaded.table.id
    elsewhere = "This button belongs to a table somewhere else; nothing was changed."
    other_server = Caller(ALICE.user_id, "Alice", guild_id=11, channel_id=100)
    other_channel = Caller(ALICE.user_id, "Alice", guild_id=10, channel_id=101)
    in_her_dm = Caller(ALICE.user_id, "Alice", guild_id=None, channel_id=555)
    strangers_dm = Caller(CAROL.user_id, "Carol", guild_id=None, channel_id=556)
    moderator_elsewhere = Caller(MOD.user_id, "Mod", guild_id=11, channel_id=7, may_manage=True)
    for caller in (other_server, other_channel, strangers_dm):
        assert await service.turns.play(caller, table_id, 1, ["take:1"]) == Refusal(elsewhere)
    assert await service.turns.abort(moderator_elsewhere, table_id) == Refusal(elsewhere)
    assert await service.turns.abort(in_her_dm, table_id) == Refusal(elsewhere)
    assert (await service.ctx.repo.tables.load(table_id)).version == 1
    # a seated player's own DM is a place of the table
    played = await service.turns.play(in_her_dm, table_id, 1, ["take:1"])
    assert isinstance(played, Played)


async def test_a_lobby_click_counts_only_in_its_channel(service: TableService) -> None:
    opened = await service.lobby.open_lobby(
        ALICE, "pebbles", LobbyOptions(seats=3, ai=0, random_order=False)
    )
    assert isinstance(opened, LobbyChanged)
    elsewhere = "This button belongs to a table somewhere else; nothing was changed."
    forged = [
        Caller(CAROL.user_id, "Carol", guild_id=99, channel_id=100),
        Caller(CAROL.user_id, "Carol", guild_id=None, channel_id=5),
        Caller(ALICE.user_id, "Alice", guild_id=None, channel_id=5),
    ]
    for caller in forged:
        assert await service.lobby.lobby_action(caller, opened.table.id, "join") == Refusal(
            elsewhere
        )
    assert len((await service.ctx.repo.tables.get_table(opened.table.id)).seats) == 1


async def test_what_discord_must_show_is_stored_with_each_change(service: TableService) -> None:
    loaded = await started_table(service)
    table_id = loaded.table.id

    async def queued() -> list[tuple[str, dict[str, object], int]]:
        return [
            (i.kind, i.payload, i.version)
            for i in await service.ctx.repo.outbox.pending_effects(table_id)
        ]

    assert await queued() == [("board", {"new": True}, 1), ("dms", {}, 1), ("ai", {}, 1)]
    await service.ctx.repo.outbox.effect_done(
        [i.id for i in await service.ctx.repo.outbox.pending_effects(table_id)]
    )
    await service.turns.play(ALICE, table_id, 1, ["take:1", "pass"])
    # played from a DM: the old board in the channel is stripped before the new one comes
    assert await queued() == [
        ("strip-board", {"seat": A}, 3),
        ("board", {"new": True}, 3),
        ("dms", {}, 3),
        ("ai", {}, 3),
    ]
    await service.ctx.repo.outbox.effect_done(
        [i.id for i in await service.ctx.repo.outbox.pending_effects(table_id)]
    )
    # a refused click queues nothing
    await service.turns.play(ALICE, table_id, 3, ["take:1"])
    assert await queued() == []
    await service.turns.abort(ALICE, table_id)
    assert await queued() == [
        ("strip-board", {}, 3),
        ("announce", {"channel_id": 100, "text": "Table #1 (Pebbles) was aborted by Alice."}, 3),
        ("dms", {}, 3),
    ]


async def test_the_board_recalls_everything_since_the_players_own_last_turn(
    service: TableService,
) -> None:
    opened = await service.lobby.open_lobby(
        ALICE, "pebbles", LobbyOptions(seats=3, ai=0, random_order=False)
    )
    assert isinstance(opened, LobbyChanged)
    await service.lobby.lobby_action(BOB, opened.table.id, "join")
    await service.lobby.lobby_action(CAROL, opened.table.id, "join")
    started = await service.lobby.lobby_action(ALICE, opened.table.id, "start")
    assert isinstance(started, Started)
    table_id, version = opened.table.id, 1
    for caller, taken in ((ALICE, 1), (BOB, 2), (CAROL, 3)):
        played = await service.turns.play(caller, table_id, version, [f"take:{taken}", "pass"])
        assert isinstance(played, Played)
        version = played.loaded.version
    # Alice's turn again: Bob's and Carol's moves since her own last turn
    assert isinstance(played, Played)
    assert [e.text for e in await service.replays.recent(played.loaded)] == ["took 2", "took 3"]
    played = await service.turns.play(ALICE, table_id, version, ["take:1"])
    assert isinstance(played, Played)
    # her turn goes on: what she did in it so far is there too
    assert [e.text for e in await service.replays.recent(played.loaded)] == [
        "took 2",
        "took 3",
        "took 1",
    ]
    assert [e.text for e in await service.replays.turn_so_far(played.loaded, B)] == ["took 2"]


async def test_a_lone_choice_that_decides_nothing_is_taken_for_the_player(
    service: TableService,
) -> None:
    async def small_pile(**options: object) -> int:
        """A table of 5 pebbles: after taking 2, passing the pile is the one choice left."""
        opened = await service.lobby.open_lobby(
            ALICE, "pebbles", LobbyOptions(seats=2, ai=0, random_order=False)
        )
        assert isinstance(opened, LobbyChanged)
        await service.ctx.repo.lobby.configure(
            opened.table.id, {**opened.table.options, "pile": 5, **options}
        )
        await service.lobby.lobby_action(BOB, opened.table.id, "join")
        started = await service.lobby.lobby_action(ALICE, opened.table.id, "start")
        assert isinstance(started, Started)
        return opened.table.id

    # a real second choice is hers to make
    loaded = await started_table(service)
    more = await service.turns.play(ALICE, loaded.table.id, 1, ["take:2"])
    assert isinstance(more, Played) and more.loaded.pending == A
    await service.ctx.repo.lobby.abort(loaded.table.id)
    table_id = await small_pile()
    played = await service.turns.play(ALICE, table_id, 1, ["take:2"])
    assert isinstance(played, Played)
    assert played.loaded.pending == B and played.loaded.version == 3
    log = [(a.seat, a.action_id) for a in await service.ctx.repo.tables.action_log(table_id)]
    assert log == [(A, "take:2"), (A, "pass")], "the log records the step taken for her"
    # a table that turned it off keeps every click its player's
    await service.ctx.repo.lobby.abort(table_id)
    manual_table = await small_pile(auto=False)
    manual = await service.turns.play(ALICE, manual_table, 1, ["take:2"])
    assert isinstance(manual, Played) and manual.loaded.pending == A

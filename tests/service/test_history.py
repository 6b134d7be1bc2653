"""A game's story after the fact: the whole log in words, and the board after any move."""

from __future__ import annotations

from dataclasses import replace

from bot.service import TableService
from bot.service.outcomes import LobbyChanged, Played, Refusal, Started
from bot.table_settings import LobbyOptions
from tests.service.conftest import ALICE, BOB


async def finished_table(service: TableService) -> int:
    opened = await service.lobby.open_lobby(
        ALICE, "pebbles", LobbyOptions(seats=2, ai=0, random_order=False)
    )
    assert isinstance(opened, LobbyChanged)
    await service.lobby.lobby_action(BOB, opened.table.id, "join")
    started = await service.lobby.lobby_action(ALICE, opened.table.id, "start")
    assert isinstance(started, Started)
    current = started.loaded
    callers = {str(ALICE.user_id): ALICE, str(BOB.user_id): BOB}
    while current.pending is not None:
        action = "pass" if current.state.taken else "take:3"
        played = await service.turns.play(
            callers[current.pending], current.table.id, current.version, [action]
        )
        assert isinstance(played, Played)
        current = played.loaded
    return current.table.id


async def test_the_log_tells_every_move_in_words(service: TableService) -> None:
    table_id = await finished_table(service)
    log = await service.history.game_log(ALICE, "pebbles", table_id)
    assert not isinstance(log, Refusal)
    assert log.lines[0] == "Pebbles · table #1 · Alice, Bob"
    moves = log.lines[2:-2]
    assert moves[:3] == (
        "1. (Alice) Alice took 3",
        "2. (Alice) Alice passed the pile",
        "3. (Bob) Bob took 3",
    )
    assert len(moves) == len(await service.ctx.repo.tables.action_log(table_id)) == 9
    assert moves[-1] == "9. (Alice) Alice took 3; Alice took the last pebble and wins"
    assert log.lines[-1] == "Game over. Winner: Alice."
    # a finished table, asked for by its number from its server only
    elsewhere = replace(ALICE, guild_id=99)
    assert await service.history.game_log(elsewhere, "pebbles", table_id) == Refusal(
        "There is no table #1 of Pebbles here."
    )


async def test_the_board_after_any_move(service: TableService) -> None:
    table_id = await finished_table(service)
    dealt = await service.history.board_at(ALICE, "pebbles", 0, table_id)
    assert not isinstance(dealt, Refusal)
    assert dealt.state.pile == 15 and dealt.pending == str(ALICE.user_id)
    third = await service.history.board_at(ALICE, "pebbles", 3, table_id)
    assert not isinstance(third, Refusal)
    assert third.state.pile == 9 and third.version == 3
    assert await service.history.board_at(ALICE, "pebbles", 10, table_id) == Refusal(
        "Table #1 has moves 0 to 9."
    )

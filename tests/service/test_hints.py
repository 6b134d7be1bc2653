"""A hint for the player to move: what a computer player would do, from what they see only."""

from __future__ import annotations

import random
from typing import Any

from bot.service import TableService
from bot.service.outcomes import LobbyChanged, Refusal, Started
from bot.table_settings import LobbyOptions
from rules.ai.levels import choose_move
from rules.porta_nigra import ENGINE as PORTA
from storage.models import LoadedTable
from tests.service.conftest import ALICE, BOB
from tests.storage.storage_helpers import forge_snapshot


async def think(game_id: str, level: str, state: Any, seat: str, rng: random.Random) -> str:
    return choose_move(game_id, level, state, seat, rng)


async def porta_nigra(service: TableService, rated: bool = False) -> LoadedTable:
    opened = await service.lobby.open_lobby(
        ALICE, "porta-nigra", LobbyOptions(seats=2, ai=0, random_order=False, rated=rated)
    )
    assert isinstance(opened, LobbyChanged)
    await service.lobby.lobby_action(BOB, opened.table.id, "join")
    started = await service.lobby.lobby_action(ALICE, opened.table.id, "start")
    assert isinstance(started, Started)
    return started.loaded


async def test_a_hint_never_depends_on_an_opponents_hand(service: TableService) -> None:
    loaded = await porta_nigra(service)
    mover = ALICE if loaded.pending == str(ALICE.user_id) else BOB
    first = await service.hints.hint(mover, "porta-nigra", think, level="normal")
    assert isinstance(first, str) and first.startswith("**")
    # the opponent's hand and deck drawn anew: everything the mover sees stays
    other = PORTA.determinize(loaded.state, loaded.pending, random.Random(3))
    assert PORTA.view(other, loaded.pending) == PORTA.view(loaded.state, loaded.pending)
    opponent = next(p for p in other.players if p.seat != loaded.pending)
    original = next(p for p in loaded.state.players if p.seat != loaded.pending)
    assert (opponent.hand, opponent.deck) != (original.hand, original.deck)
    await forge_snapshot(service.ctx.repo, loaded.table.id, PORTA.dump(other))
    again = await service.hints.hint(mover, "porta-nigra", think, level="normal")
    assert again == first


async def test_hints_are_for_casual_tables_and_the_player_to_move(service: TableService) -> None:
    loaded = await porta_nigra(service, rated=True)
    mover = ALICE if loaded.pending == str(ALICE.user_id) else BOB
    assert await service.hints.hint(mover, "porta-nigra", think) == Refusal(
        "Hints are off at this table: it was opened as a rated game."
    )
    await service.ctx.repo.lobby.abort(loaded.table.id)
    loaded = await porta_nigra(service)
    waiting = BOB if loaded.pending == str(ALICE.user_id) else ALICE
    assert await service.hints.hint(waiting, "porta-nigra", think) == Refusal(
        "A hint is for the player to move, on their turn."
    )

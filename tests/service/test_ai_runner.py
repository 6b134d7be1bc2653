"""The computer players' runner: seats of several computers in a row all play on."""

from __future__ import annotations

import asyncio
import random
from typing import Any

from bot.ai_runner import AiRunner
from bot.service import TableService
from bot.service.outcomes import LobbyChanged, Played, Started
from bot.table_settings import LobbyOptions
from tests.service.conftest import ALICE, A


async def take_one_then_pass(
    game_id: str, level: str, state: Any, seat: str, rng: random.Random
) -> str:
    return "pass" if state.taken else "take:1"


async def test_two_computers_in_a_row_both_move_then_the_person_is_asked(
    service: TableService,
) -> None:
    opened = await service.lobby.open_lobby(
        ALICE, "pebbles", LobbyOptions(seats=3, ai=2, random_order=False, level="random")
    )
    assert isinstance(opened, LobbyChanged)
    started = await service.lobby.lobby_action(ALICE, opened.table.id, "start")
    assert isinstance(started, Started)
    shown: list[Played] = []
    done = asyncio.Event()

    async def show(played: Played) -> None:
        shown.append(played)
        if played.loaded.pending == A:
            done.set()

    runner = AiRunner(service, take_one_then_pass, delay=0.0)
    runner.show = show
    played = await service.turns.play(ALICE, opened.table.id, 1, ["take:2", "pass"])
    assert isinstance(played, Played)
    runner.schedule(played.loaded)
    await asyncio.wait_for(done.wait(), timeout=30)
    assert [p.loaded.pending for p in shown] == ["ai-2", A]
    assert shown[-1].loaded.state.pile == 11
    await asyncio.wait_for(runner.close(), 30)
    assert not runner.busy()

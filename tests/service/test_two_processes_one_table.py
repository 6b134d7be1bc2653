"""Two table services over one repository, as two bot processes over one database: neither
keeps anything of a table that the other could make wrong, and a computer's turn is played
once, by the process that leased its effect."""

from __future__ import annotations

import asyncio
import itertools
import random
from datetime import timedelta
from typing import Any

from bot.ai_runner import AiRunner
from bot.extensions import front_ends
from bot.names import NameBook
from bot.service import TableService
from bot.service.outcomes import AI, LobbyChanged, Played, Started
from bot.table_settings import LobbyOptions
from storage.models import Effect
from tests.service.conftest import ALICE, BOB, CAROL, A


def twin(service: TableService) -> TableService:
    """Another process's service: same database, nothing else shared."""
    names = NameBook()
    for caller in (ALICE, BOB, CAROL):
        names.remember(caller.user_id, caller.name)
    return TableService(service.ctx.repo, front_ends(), names, itertools.count(7))


async def test_each_process_shows_the_moves_the_other_made(service: TableService) -> None:
    other = twin(service)
    opened = await service.lobby.open_lobby(
        ALICE, "pebbles", LobbyOptions(seats=3, ai=0, random_order=False)
    )
    assert isinstance(opened, LobbyChanged)
    await service.lobby.lobby_action(BOB, opened.table.id, "join")
    await service.lobby.lobby_action(CAROL, opened.table.id, "join")
    started = await service.lobby.lobby_action(ALICE, opened.table.id, "start")
    assert isinstance(started, Started)
    table_id = opened.table.id
    # each process shows the board once, then the other process takes the next click
    played = await service.turns.play(ALICE, table_id, 1, ["take:1", "pass"])
    assert isinstance(played, Played)
    assert await other.replays.recent(played.loaded) == await service.replays.recent(played.loaded)
    played = await other.turns.play(BOB, table_id, played.loaded.version, ["take:2", "pass"])
    assert isinstance(played, Played)
    assert [e.text for e in await other.replays.recent(played.loaded)] == ["took 1", "took 2"]
    played = await service.turns.play(CAROL, table_id, played.loaded.version, ["take:3", "pass"])
    assert isinstance(played, Played)
    # Alice's turn: the process that showed her last board before Bob's move knows it too
    assert [e.text for e in await service.replays.recent(played.loaded)] == ["took 2", "took 3"]
    assert [e.text for e in await other.replays.recent(played.loaded)] == ["took 2", "took 3"]
    # an undo in one process takes the move back from the other's board as well
    took = await other.turns.play(ALICE, table_id, played.loaded.version, ["take:1"])
    assert isinstance(took, Played)
    assert [e.text for e in await service.replays.recent(took.loaded)] == [
        "took 2",
        "took 3",
        "took 1",
    ]
    undone = await other.turns.undo(ALICE, "pebbles")
    assert not isinstance(undone, str) and hasattr(undone, "loaded")
    again = await service.ctx.repo.tables.load(table_id)
    assert [e.text for e in await service.replays.recent(again)] == ["took 2", "took 3"]
    took = await service.turns.play(ALICE, table_id, again.version, ["take:3"])
    assert isinstance(took, Played)
    assert [e.text for e in await other.replays.recent(took.loaded)] == [
        "took 2",
        "took 3",
        "took 3",
    ]


async def pass_at_once(game_id: str, level: str, state: Any, seat: str, rng: random.Random) -> str:
    return "pass" if state.taken else "take:1"


async def test_a_leased_computer_turn_is_played_once_and_then_its_effect_is_done(
    service: TableService,
) -> None:
    opened = await service.lobby.open_lobby(
        ALICE, "pebbles", LobbyOptions(seats=3, ai=2, random_order=False, level="random")
    )
    assert isinstance(opened, LobbyChanged)
    started = await service.lobby.lobby_action(ALICE, opened.table.id, "start")
    assert isinstance(started, Started)
    table_id = opened.table.id
    played = await service.turns.play(ALICE, table_id, 1, ["take:2", "pass"])
    assert isinstance(played, Played)
    shown: list[Played] = []
    runners = [AiRunner(s, pass_at_once, delay=0.0) for s in (service, twin(service))]
    leased = asyncio.Event()
    handed: list[int] = []

    async def hand_on(to: AiRunner, played: Played) -> None:
        """What the outbox does: the process that leases the new "AI" effects plays on."""
        fresh = [
            i.id
            for i in await service.ctx.repo.outbox.pending_effects(table_id)
            if i.kind == AI and i.id not in handed
        ]
        handed.extend(fresh)
        await to.take(played.loaded, fresh)

    async def show(played: Played) -> None:
        # what the outbox does with the next "AI" effect: the process that leases it plays
        shown.append(played)
        if not service.turns.ai_to_move(played.loaded):
            leased.set()
            return
        await hand_on(runners[len(shown) % 2], played)

    for runner in runners:
        runner.show = show
    await hand_on(runners[0], played)
    await asyncio.wait_for(leased.wait(), timeout=30)
    for runner in runners:
        await asyncio.wait_for(runner.close(), 30)
    # ai-1 then ai-2 moved, each once, in the process that held its effect; then Alice
    assert [p.loaded.pending for p in shown] == ["ai-2", A]
    assert [a.seat for a in await service.ctx.repo.tables.action_log(table_id)][-4:] == [
        "ai-1",
        "ai-1",
        "ai-2",
        "ai-2",
    ]
    # every "AI" effect was marked done once its turn was played (Alice's turn queued one)
    kinds = [i.kind for i in await service.ctx.repo.outbox.pending_effects(table_id)]
    assert kinds.count(AI) == 1


async def test_a_turn_owed_with_no_computer_to_move_is_done_at_once(service: TableService) -> None:
    opened = await service.lobby.open_lobby(
        ALICE, "pebbles", LobbyOptions(seats=2, ai=1, random_order=False, level="random")
    )
    assert isinstance(opened, LobbyChanged)
    started = await service.lobby.lobby_action(ALICE, opened.table.id, "start")
    assert isinstance(started, Started)
    [item] = await service.ctx.repo.outbox.queue_effects(opened.table.id, [Effect(AI, {})])
    runner = AiRunner(service, pass_at_once, delay=0.0)
    await runner.take(started.loaded, [item.id])  # Alice is to move, not the computer
    assert not runner.busy()
    assert item.id not in [
        i.id for i in await service.ctx.repo.outbox.pending_effects(opened.table.id)
    ]


async def never_moves(game_id: str, level: str, state: Any, seat: str, rng: random.Random) -> str:
    await asyncio.Event().wait()  # thinks until the process stops
    raise AssertionError("unreachable")


async def test_a_process_that_stops_lets_its_computer_turn_go(service: TableService) -> None:
    opened = await service.lobby.open_lobby(
        ALICE, "pebbles", LobbyOptions(seats=2, ai=1, random_order=False, level="random")
    )
    assert isinstance(opened, LobbyChanged)
    started = await service.lobby.lobby_action(ALICE, opened.table.id, "start")
    assert isinstance(started, Started)
    table_id = opened.table.id
    played = await service.turns.play(ALICE, table_id, 1, ["take:2", "pass"])
    assert isinstance(played, Played)
    now = service.ctx.clock()
    leased = [
        i
        for i in await service.ctx.repo.outbox.lease_effects(
            table_id, now, now + timedelta(minutes=1)
        )
        if i.kind == AI
    ]
    runner = AiRunner(service, never_moves, delay=0.0)
    await runner.take(played.loaded, [i.id for i in leased])
    assert runner.busy()
    await asyncio.wait_for(runner.close(), 30)
    # due at once again: the next start, or another process, plays the turn without waiting
    # for the lease to run out
    due = await service.ctx.repo.outbox.due_effects(service.ctx.clock())
    assert {i.id for i in leased} <= {i.id for i in due}
    assert len(await service.ctx.repo.tables.action_log(table_id)) == 2

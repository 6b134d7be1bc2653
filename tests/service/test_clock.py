"""The turn clock in the table service: deadlines stored with each turn, reminders, and the
two kinds of time-out, on a clock the test moves."""

from __future__ import annotations

import random
from datetime import UTC, datetime, timedelta
from typing import Any

from bot.service import TableService
from bot.service.outcomes import Announce, LobbyChanged, Played, Refusal, Started
from bot.table_settings import LobbyOptions
from storage.models import Job, LoadedTable
from tests.service.conftest import ALICE, BOB, A, B

START = datetime(2026, 12, 1, 12, 0, tzinfo=UTC)


class Clock:
    def __init__(self) -> None:
        self.now = START

    def __call__(self) -> datetime:
        return self.now


async def take_one_then_pass(
    game_id: str, level: str, state: Any, seat: str, rng: random.Random
) -> str:
    return "pass" if state.taken else "take:1"


async def clocked_table(
    service: TableService, minutes: int = 60, timeout: str = "play"
) -> tuple[LoadedTable, Clock]:
    clock = Clock()
    service.ctx.clock = clock
    opened = await service.lobby.open_lobby(
        ALICE,
        "pebbles",
        LobbyOptions(
            seats=2, ai=0, random_order=False, level="random", turn=minutes, timeout=timeout
        ),
    )
    assert isinstance(opened, LobbyChanged)
    assert opened.table.options["turn_minutes"] == (minutes or None)
    await service.lobby.lobby_action(BOB, opened.table.id, "join")
    started = await service.lobby.lobby_action(ALICE, opened.table.id, "start")
    assert isinstance(started, Started)
    return started.loaded, clock


async def deadlines(service: TableService, table_id: int) -> list[tuple[str, datetime, str]]:
    return [
        (j.kind, j.due_at, j.payload["seat"]) for j in await service.ctx.repo.outbox.jobs(table_id)
    ]


async def test_a_turn_brings_one_reminder_and_its_time_out_and_a_move_that_passes_it_new_ones(
    service: TableService,
) -> None:
    loaded, clock = await clocked_table(service, minutes=60)
    table_id = loaded.table.id
    assert sorted(await deadlines(service, table_id)) == [
        ("remind-half", START + timedelta(minutes=30), A),
        ("timeout", START + timedelta(minutes=60), A),
    ]
    clock.now = START + timedelta(minutes=5)
    await service.turns.play(ALICE, table_id, 1, ["take:2"])  # the turn goes on: same deadlines
    assert len(await deadlines(service, table_id)) == 2
    assert {d[1] for d in await deadlines(service, table_id)} >= {START + timedelta(minutes=60)}
    clock.now = START + timedelta(minutes=7)
    await service.turns.play(ALICE, table_id, 2, ["pass"])
    assert sorted(await deadlines(service, table_id)) == [
        ("remind-half", clock.now + timedelta(minutes=30), B),
        ("timeout", clock.now + timedelta(minutes=60), B),
    ]


async def test_no_limit_means_no_deadlines(service: TableService) -> None:
    loaded, _ = await clocked_table(service, minutes=0)
    assert await service.ctx.repo.outbox.jobs(loaded.table.id) == []


async def job(service: TableService, table_id: int, kind: str) -> Job:
    return next(j for j in await service.ctx.repo.outbox.jobs(table_id) if j.kind == kind)


async def test_a_reminder_is_for_the_player_to_move_only(service: TableService) -> None:
    loaded, _ = await clocked_table(service, minutes=60)
    table_id = loaded.table.id
    half = await job(service, table_id, "remind-half")
    reminder = await service.deadlines.remind(half)
    assert reminder is not None
    assert (reminder.user_id, reminder.deadline, reminder.soon) == (
        ALICE.user_id,
        START + timedelta(minutes=60),
        False,
    )
    # once Alice has passed the turn, her old reminder concerns nobody
    await service.turns.play(ALICE, table_id, 1, ["take:1", "pass"])
    assert await service.deadlines.remind(half) is None


async def test_the_computer_plays_the_turn_at_a_time_out_and_the_seat_stays(
    service: TableService,
) -> None:
    loaded, clock = await clocked_table(service, minutes=10, timeout="play")
    table_id = loaded.table.id
    timeout = await job(service, table_id, "timeout")
    clock.now = START + timedelta(minutes=10)
    played = await service.deadlines.time_out(timeout, take_one_then_pass)
    assert isinstance(played, Played)
    assert played.loaded.pending == B and played.loaded.state.pile == 14
    assert Announce(100, "Alice's time ran out: the computer played the turn.") in played.effects
    seat = played.loaded.table.seat_of(ALICE.user_id)
    assert seat is not None and not seat.is_ai
    log = [(a.seat, a.action_id) for a in await service.ctx.repo.tables.action_log(table_id)]
    assert log == [(A, "take:1"), (A, "pass")]
    # Bob's turn has its own deadlines, counted from the time-out
    assert ("timeout", clock.now + timedelta(minutes=10), B) in await deadlines(service, table_id)
    # the same job again (a second process, a retry) changes nothing
    assert await service.deadlines.time_out(timeout, take_one_then_pass) is None


async def test_the_computer_takes_the_seat_at_a_time_out_until_it_is_claimed(
    service: TableService,
) -> None:
    loaded, clock = await clocked_table(service, minutes=10, timeout="take")
    table_id = loaded.table.id
    clock.now = START + timedelta(minutes=10)
    taken = await service.deadlines.time_out(
        await job(service, table_id, "timeout"), take_one_then_pass
    )
    assert isinstance(taken, Played)
    seat = taken.loaded.table.seat_of(ALICE.user_id)
    assert seat is not None and seat.is_ai and seat.away
    assert service.turns.ai_to_move(taken.loaded)
    assert await service.ctx.repo.outbox.jobs(table_id) == [], "a computer's turn has no deadline"
    claimed = await service.seats.join(ALICE, "pebbles")
    assert not isinstance(claimed, Refusal)
    back = claimed.loaded.table.seat_of(ALICE.user_id)
    assert back is not None and not back.is_ai and not back.away


async def test_a_click_and_a_deadline_at_the_same_instant_one_wins(
    service: TableService,
) -> None:
    loaded, clock = await clocked_table(service, minutes=10, timeout="play")
    table_id = loaded.table.id
    timeout = await job(service, table_id, "timeout")
    clock.now = START + timedelta(minutes=10)
    # the click came first: the turn passed, the deadline concerns nobody now
    await service.turns.play(ALICE, table_id, 1, ["take:3", "pass"])
    assert await service.deadlines.time_out(timeout, take_one_then_pass) is None
    log = [(a.seat, a.action_id) for a in await service.ctx.repo.tables.action_log(table_id)]
    assert log == [(A, "take:3"), (A, "pass")]


async def test_a_deadline_that_fell_due_long_ago_fires_once(service: TableService) -> None:
    _, clock = await clocked_table(service, minutes=60, timeout="play")
    clock.now = START + timedelta(days=1)  # the bot was down for a day
    due = await service.ctx.repo.outbox.due_jobs(clock.now)
    assert sorted(j.kind for j in due) == ["remind-half", "timeout"]
    leased = [
        await service.ctx.repo.outbox.lease_job(j.id, clock.now + timedelta(minutes=1), clock.now)
        for j in due
    ]
    assert all(j is not None for j in leased)
    again = [
        await service.ctx.repo.outbox.lease_job(j.id, clock.now + timedelta(minutes=1), clock.now)
        for j in due
    ]
    assert again == [None, None], "exactly one taker"

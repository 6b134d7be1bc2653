"""The system clock steps back (issue 34, point 4): a turn that begins meanwhile keeps its whole
time per turn once the clock is corrected, whether the bot ran through the step or was started
while the clock was behind; the step is logged once."""

from __future__ import annotations

import logging
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from bot.bot import TabulaBot
from bot.localdiscord.actors import Actor
from bot.localdiscord.server import FakeDiscord
from bot.service.clock import TIMEOUT
from storage.models import JobSpec
from storage.steady_clock import SteadyClock, using
from tests.discord.bot_helpers import latest_board, settle
from tests.discord.faults import Table, fast_outbox
from tests.discord.test_turn_clock import clocked

TURN = timedelta(minutes=60)
STEP = timedelta(hours=3)


class SystemClock:
    """The machine's clocks as the test sets them: real time, plus the time the test lets pass
    (``passed``, on both clocks), plus the system clock's error (``error``: a step)."""

    def __init__(self) -> None:
        self.passed = timedelta(0)
        self.error = timedelta(0)

    def real(self) -> datetime:
        return datetime.now(UTC) + self.passed

    def wall(self) -> datetime:
        return self.real() + self.error

    def monotonic(self) -> float:
        return time.monotonic() + self.passed.total_seconds()

    def process_clock(self) -> SteadyClock:
        """A process's clock on this machine (a new process knows nothing of an older one)."""
        return SteadyClock(self.wall, self.monotonic)


def jumps(caplog: pytest.LogCaptureFixture) -> list[str]:
    return [
        r.getMessage()
        for r in caplog.records
        if r.name == "storage.steady_clock" and "went back" in r.getMessage()
    ]


async def bobs_turn_keeps_its_time(
    table: Table, system: SystemClock, alice: Actor, bob: Actor, began: datetime
) -> None:
    """Alice ends her turn while the clock is behind; once it is corrected Bob has his whole
    time per turn from ``began`` on (real time), then times out; the snapshot is the replay
    of the log."""
    bot: TabulaBot = table.bot
    await alice.click(latest_board(alice, "general"), "End your turn")
    await settle(bot)
    assert (await table.to_move()) is bob
    system.error = timedelta(0)  # the clock is corrected
    assert bot.scheduler is not None
    assert await bot.scheduler.run_due() == 0, "Bob timed out at once"
    loaded = await table.load()
    assert loaded.turn_since >= began, (loaded.turn_since, began)
    timeout = next(j for j in await bot.repo.outbox.jobs(table.id) if j.kind == TIMEOUT)
    # counted as the move was stored (a millisecond before its stamp), not hours before
    assert timeout.due_at >= loaded.turn_since + TURN - timedelta(seconds=1)
    system.passed = TURN - timedelta(minutes=1)
    assert await bot.scheduler.run_due() == 1  # the one reminder, not the time-out
    assert (await table.to_move()) is bob
    system.passed = TURN + timedelta(minutes=1)
    fired = time.perf_counter()
    assert await bot.scheduler.run_due() == 1
    await settle(bot)
    said = "Bob's time ran out: the computer played the turn."
    await table.fake.wait_until(lambda: said in table.fake.transcript("general"))
    assert (await table.to_move()) is alice
    await table.playable()
    print(f"\nAlice's board back {time.perf_counter() - fired:.2f} s after Bob's time-out")
    report = await bot.repo.tables.replay(table.id)
    assert report.matches, "the snapshot is not the replay of its log"


async def test_a_clock_stepped_back_under_the_bot_times_no_one_out_early(
    fake: FakeDiscord, tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.WARNING, logger="storage.steady_clock")
    system = SystemClock()
    with using(system.process_clock()):
        async with clocked(fake, tmp_path / "t.sqlite3", turn=60) as (table, _):
            alice = await table.to_move()
            bob = next(a for a in table.players.values() if a is not alice)
            system.error = -STEP
            await bobs_turn_keeps_its_time(table, system, alice, bob, system.real())
    assert len(jumps(caplog)) == 1, caplog.text
    fake.assert_clean()


async def test_a_bot_started_while_the_clock_is_behind_times_no_one_out_early(
    fake: FakeDiscord, tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.WARNING, logger="storage.steady_clock")
    system = SystemClock()
    with using(system.process_clock()):
        async with clocked(fake, tmp_path / "t.sqlite3", turn=60) as (table, _):
            alice = await table.to_move()
            bob = next(a for a in table.players.values() if a is not alice)
            began = (await table.load()).turn_since  # Alice's turn, on the right clock
            system.error = -STEP
            # the next process starts behind, and learns from the stored turns how late it is
            with using(system.process_clock()):
                await table.running.restart()
                fast_outbox(table.bot)
                await fake.wait_until(lambda: jumps(caplog), what="the step back to be seen")
                await bobs_turn_keeps_its_time(table, system, alice, bob, began)
    assert len(jumps(caplog)) == 1, caplog.text
    fake.assert_clean()


def test_the_clock_bridges_a_step_back_and_follows_the_system_clock_once_it_catches_up(
    caplog: pytest.LogCaptureFixture,
) -> None:
    system = SystemClock()
    clock = system.process_clock()
    before = clock()
    system.error = -STEP
    bridged = clock()
    assert before <= bridged < before + timedelta(seconds=1)
    assert clock() >= bridged
    system.error = timedelta(seconds=-1)  # within the slewing NTP does: the system's time
    assert abs(clock() - system.wall()) < timedelta(milliseconds=100)
    system.error = -STEP  # a second jump is a second warning
    clock()
    assert len(jumps(caplog)) == 2


async def test_a_time_out_stored_too_soon_waits_for_its_turns_end(
    fake: FakeDiscord, tmp_path: Path
) -> None:
    """A time-out due before its turn began plus the time per turn (counted by another
    process whose clock was behind) is put off to that moment, not fired."""
    async with clocked(fake, tmp_path / "t.sqlite3", turn=60) as (table, _):
        bot: TabulaBot = table.bot
        alice = await table.to_move()
        loaded = await table.load()
        early = loaded.turn_since + TURN - STEP
        await bot.repo.outbox.schedule_jobs(
            table.id, [JobSpec(TIMEOUT, early, {"seat": str(alice.id)})]
        )
        assert bot.scheduler is not None
        assert await bot.scheduler.run_due() == 0
        assert (await table.to_move()) is alice
        [put_off] = await bot.repo.outbox.jobs(table.id)
        assert (put_off.kind, put_off.due_at) == (TIMEOUT, loaded.turn_since + TURN)
    fake.assert_clean()

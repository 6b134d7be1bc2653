"""Bot benchmark (not a test): many tables of The Builders played at once through the fake Discord.

The real bot (``bot.bot.create_bot``, no AI pause) connects to the fake Discord of
``tests/discord`` in this process. ``--tables`` channels each get a 2-seat table: one fake user
and one AI seat (``--ai 1``) or two users (``--ai 0``). Every user clicks a random offered
action as soon as their board offers one (after ``--think`` seconds, if given), until
``--clicks`` clicks per table or ``--seconds`` have passed. The bot records, per click, the
seconds from receiving it to its acknowledgement (``tables.ack_times``) and to the board being
updated with a fresh image (``tables.update_times``).

Everything (fake Discord, users and bot) shares one process and one event loop, so the figures
include the fake's own work: they are a lower bound on what the bot alone would do.

Run: ``python bench/bot.py [--tables 200] [--clicks 10] [--seconds 240] [--think 0]
[--profile FILE] [--render-processes N]`` (``--profile`` writes a cProfile of the run there;
``--render-processes`` is the bot's RENDER_PROCESSES setting).
"""

from __future__ import annotations

import argparse
import asyncio
import cProfile
import itertools
import logging
import pstats
import random
import statistics
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

import stats  # also puts the project on sys.path, ahead of this folder

from bot.bot import TabulaBot
from tests.discord.actors import Actor
from tests.discord.bot_helpers import Choice, bot_factory, choices
from tests.discord.harness import only_localhost, run_client
from tests.discord.server import FakeDiscord
from tests.discord.state import Channel, Interaction, Message

TARGET_ACTIONS_PER_S = 100.0
TARGET_P99_MS = 300.0
TARGET_MEMORY_MB = 500.0


@dataclass
class Table:
    channel: Channel
    users: list[Actor]
    table_id: int = 0
    clicks: int = 0
    failures: list[str] = field(default_factory=list)
    # seconds from sending a click to seeing it acknowledged, and to seeing its message edited
    seen_ack: list[float] = field(default_factory=list)
    seen_update: list[float] = field(default_factory=list)


def newest_board(fake: FakeDiscord, channel: Channel) -> tuple[Message, dict[str, Choice]] | None:
    """The newest message in ``channel`` with action buttons or menus, and what it offers."""
    for message in reversed(channel.live_messages()):
        offered = choices(message)
        if offered:
            return message, offered
    return None


async def acknowledged(it: Interaction, timeout: float) -> bool:
    # The actor's own wait re-checks every waiter on every change of the fake and builds the
    # whole transcript on failure: with hundreds of tables that would be the bench's main cost.
    deadline = time.perf_counter() + timeout
    while not (it.acknowledged or it.errors):
        if time.perf_counter() > deadline:
            return False
        await asyncio.sleep(0.005)
    return bool(it.acknowledged)


async def edited(it: Interaction) -> None:
    """Until the message the click came from is edited (the new board, or no more buttons)."""
    message = it.message
    assert message is not None
    while message.edits <= it.message_edits_before and not it.errors:
        await asyncio.sleep(0.005)


async def idle(bot: TabulaBot, table_id: int) -> None:
    """Until the bot is done with the table: no click handled, no AI turn running."""
    tables = bot.tables
    while True:
        ai = tables._ai_tasks.get(table_id)
        if not tables.lock(table_id).locked() and (ai is None or ai.done()):
            return
        await asyncio.sleep(0.01)


async def open_table(fake: FakeDiscord, table: Table, ai: int) -> None:
    host = table.users[0]
    it = await host.slash("builders new", channel=table.channel, seats=2, ai=ai)
    lobby = await fake.reply(it, timeout=30)
    for guest in table.users[1:]:
        await guest.click(lobby, "Join")
    await host.click(lobby, "Start")


async def play(
    fake: FakeDiscord,
    bot: TabulaBot,
    table: Table,
    clicks: int,
    until: float,
    think: float,
    rng: random.Random,
) -> None:
    by_id = {str(u.id): u for u in table.users}
    last_version = -1
    while table.clicks < clicks and time.perf_counter() < until:
        await idle(bot, table.table_id)
        found = newest_board(fake, table.channel)
        if found is None:
            return  # the game is over
        message, offered = found
        version = int(next(iter(offered.values())).custom_id.split(":")[3])
        if version == last_version:
            await asyncio.sleep(0.01)  # the bot has not shown the new board yet
            continue
        loaded = await bot.repo.load(table.table_id)
        actor = by_id.get(loaded.pending or "")
        if actor is None:
            await asyncio.sleep(0.01)
            continue
        if think:
            await asyncio.sleep(rng.uniform(0, 2 * think))
            if time.perf_counter() >= until:
                return
        choice = offered[rng.choice(sorted(offered))]
        sent = time.perf_counter()
        if choice.select_value is None:
            it = await actor.click(message, choice.custom_id, expect_ack=False)
        else:
            menu, value = choice.custom_id, choice.select_value
            it = await actor.select(message, menu, value, expect_ack=False)
        if not await acknowledged(it, fake.ack_deadline + 5):
            table.failures.append(f"{it.summary}: {it.errors or 'no acknowledgement'}")
        else:
            table.seen_ack.append(time.perf_counter() - sent)
            await edited(it)
            table.seen_update.append(time.perf_counter() - sent)
        last_version = version
        table.clicks += 1


async def total_actions(bot: TabulaBot, tables: list[Table]) -> int:
    return sum([(await bot.repo.load(t.table_id)).version for t in tables])


def fake_held_mb(fake: FakeDiscord) -> float:
    """The images the fake Discord keeps (every board ever posted): not the bot's memory."""
    held = sum(len(a.data) for m in fake.messages.values() for a in m.attachments)
    return held / 1024 / 1024


async def bench(args: argparse.Namespace, database: Path) -> None:
    logging.basicConfig(level=logging.WARNING)
    fake = FakeDiscord()
    fake.ack_deadline = args.ack_deadline
    with only_localhost(asyncio.get_running_loop()):
        await fake.start()
        try:
            factory = bot_factory(
                database, itertools.count(1), render_processes=args.render_processes
            )
            async with run_client(fake, factory) as running:
                await run_tables(fake, running.client, args)  # type: ignore[arg-type]
        finally:
            await fake.stop()
    problems = len(fake.violations) + len(fake.unknown_routes) + len(fake.client_errors)
    print(f"fake Discord: {problems} broken rules / unknown routes / client errors")
    for line in [str(v) for v in fake.violations][:5] + fake.client_errors[:5]:
        print(f"    {line[:300]}")


async def run_tables(fake: FakeDiscord, bot: TabulaBot, args: argparse.Namespace) -> None:
    users_per_table = 2 - args.ai
    tables = [
        Table(
            fake.add_channel(f"table-{n}"),
            [fake.user(f"Player {n}.{k}") for k in range(users_per_table)],
        )
        for n in range(args.tables)
    ]
    started = time.perf_counter()
    for first in range(0, len(tables), 20):
        await asyncio.gather(*(open_table(fake, t, args.ai) for t in tables[first : first + 20]))
    for t in tables:
        found = await bot.repo.table_in_channel(t.channel.id)
        assert found is not None, f"no table in {t.channel.name}"
        t.table_id = found.id
    await bot.tables.settled()
    print(f"{len(tables)} tables opened in {time.perf_counter() - started:.1f} s")

    bot.tables.ack_times.clear()
    bot.tables.update_times.clear()
    actions_before = await total_actions(bot, tables)
    profiler = cProfile.Profile() if args.profile else None
    if profiler is not None:
        profiler.enable()
    started = time.perf_counter()
    cpu, loop_cpu = time.process_time(), time.thread_time()
    until = started + args.seconds
    await asyncio.gather(
        *(
            play(fake, bot, t, args.clicks, until, args.think, random.Random(n))
            for n, t in enumerate(tables)
        )
    )
    await bot.tables.settled()
    elapsed = time.perf_counter() - started
    cpu, loop_cpu = time.process_time() - cpu, time.thread_time() - loop_cpu
    if profiler is not None:
        profiler.disable()
        profiler.dump_stats(args.profile)
        pstats.Stats(profiler).sort_stats("cumulative").print_stats(30)
    actions = await total_actions(bot, tables) - actions_before
    report(bot, tables, actions, elapsed, fake)
    if args.render_processes:
        print("  (--render-processes: the CPU and memory figures leave out the render processes)")
    print(
        f"  CPU: {cpu:.1f} s in all threads, {loop_cpu:.1f} s in the event loop's thread, over "
        f"{elapsed:.1f} s;\n  per action {cpu / actions * 1000:.1f} ms CPU, of which "
        f"{loop_cpu / actions * 1000:.1f} ms in the event loop (fake Discord included); so "
        f"at most {actions / loop_cpu:.0f} actions/s with the loop on a free core, "
        f"{2 * actions / cpu:.0f} with 2 free cores"
    )


def report(
    bot: TabulaBot, tables: list[Table], actions: int, elapsed: float, fake: FakeDiscord
) -> None:
    clicks = sum(t.clicks for t in tables)
    acks = [s * 1000 for s in bot.tables.ack_times]
    updates = [s * 1000 for s in bot.tables.update_times]
    rate = actions / elapsed
    print(
        f"{clicks} clicks by users, {actions} actions in all (users + AI seats) in {elapsed:.1f} s"
    )
    print(
        f"  actions/s    {rate:7.1f}   target >= {TARGET_ACTIONS_PER_S:.0f}   "
        f"{stats.verdict(rate >= TARGET_ACTIONS_PER_S)}   (clicks/s {clicks / elapsed:.1f})"
    )
    if acks:
        print("  as the bot records it (from receiving the click):")
        print(
            f"  click -> ack       p50 {statistics.median(acks):7.0f} ms   "
            f"p99 {stats.percentile(acks, 0.99):7.0f} ms   max {max(acks):7.0f} ms"
        )
    if updates:
        p99 = stats.percentile(updates, 0.99)
        print(
            f"  click -> updated   p50 {statistics.median(updates):7.0f} ms   "
            f"p99 {p99:7.0f} ms   target p99 <= {TARGET_P99_MS:.0f} ms   "
            f"{stats.verdict(p99 <= TARGET_P99_MS)}"
        )
    seen_ack = [s * 1000 for t in tables for s in t.seen_ack]
    seen = [s * 1000 for t in tables for s in t.seen_update]
    if seen:
        p99 = stats.percentile(seen, 0.99)
        print(
            f"  as the user sees it (from sending the click, polled every 5 ms):\n"
            f"  sent -> ack        p50 {statistics.median(seen_ack):7.0f} ms   "
            f"p99 {stats.percentile(seen_ack, 0.99):7.0f} ms\n"
            f"  sent -> edited     p50 {statistics.median(seen):7.0f} ms   "
            f"p99 {p99:7.0f} ms   target p99 <= {TARGET_P99_MS:.0f} ms   "
            f"{stats.verdict(p99 <= TARGET_P99_MS)}"
        )
    rss = stats.peak_rss_mb()
    held = fake_held_mb(fake)
    print(
        f"  peak RSS of the process {rss:.0f} MB (fake Discord, users and bot); the fake holds "
        f"{held:.0f} MB of posted images; "
        f"target <= {TARGET_MEMORY_MB:.0f} MB {stats.verdict(rss <= TARGET_MEMORY_MB)}"
    )
    failures = [f for t in tables for f in t.failures]
    print(f"  clicks not acknowledged: {len(failures)}")
    for failure in failures[:5]:
        print(f"    {failure[:200]}")


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--tables", type=int, default=200)
    parser.add_argument("--clicks", type=int, default=10, help="clicks per table")
    parser.add_argument("--seconds", type=float, default=240, help="stop clicking after this")
    parser.add_argument("--ai", type=int, choices=[0, 1], default=1, help="AI seats per table")
    parser.add_argument("--think", type=float, default=0.0, help="mean pause before a click (s)")
    parser.add_argument(
        "--ack-deadline", type=float, default=3.0, help="the fake's acknowledgement limit (s)"
    )
    parser.add_argument("--profile", help="write a cProfile of the timed part to this file")
    parser.add_argument(
        "--render-processes",
        type=int,
        default=0,
        help="the bot's RENDER_PROCESSES setting: draw boards in N worker processes",
    )
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as scratch:
        asyncio.run(bench(args, Path(scratch) / "bench.sqlite3"))
    print(f"peak RSS at exit {stats.peak_rss_mb():.0f} MB")


if __name__ == "__main__":
    main()

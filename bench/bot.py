"""Bot benchmark (not a test): many tables of The Builders played at once through the fake Discord.

The real bot (``bot.bot.create_bot``, no AI pause) runs in a process of its own, as in
production, and connects to the fake Discord of ``tests/discord``, which runs with the simulated
users in this (the driver's) process. ``--tables`` channels each get a 2-seat table: one fake
user and one AI seat (``--ai 1``) or two users (``--ai 0``). Every user clicks a random offered
action as soon as their board offers one (after a random 0 to 2 x ``--think`` seconds, if
given), until ``--clicks`` clicks per table or ``--seconds`` have passed.

A user cannot look into the bot: they act on what the fake shows (the newest message with
buttons, and the version in its custom ids) and on a read-only look at the SQLite file (whose
turn it is, and whether that board is the current one). The bot records, per click, the seconds
from receiving it to its acknowledgement (``router.ack_times``) and to the board being updated
with a fresh image (``tables.update_times``); the driver records the same from the user's side
(from sending the click to the fake Discord holding the acknowledgement / the edited message).
After the timed part the bot's process sends these and its CPU time and peak memory over a pipe.
The driver also counts what the bot sent the fake over the timed part: its images (how many per
action, their mean size) and its HTTP requests per action, by kind.

``--floor`` runs, in the bot's place, the floor (``bench/floor_bot.py``): a bare discord.py bot
that answers each click with the same Builders board image and components, Tabula's size and
kind, and keeps no game, so any user of a table may click its newest board and the driver reads
no database. ``--compare`` runs the floor, then Tabula, with the same load (``--runs`` times)
and prints Tabula's CPU per action as a multiple of the floor's (goal <= 2x) and both modes'
latencies. The CPU per action is the bot's process's user + system time (plus its worker
processes') over the timed part, divided by the actions it handled: the floor's clicks, or
Tabula's actions in the log (AI seats' moves included).

Run: ``python bench/bot.py [--tables 200] [--clicks 10] [--seconds 240] [--think 0] [--ai 1]
[--ack-deadline 3] [--render-processes N] [--profile FILE] [--floor | --compare [--runs N]]``
(``--render-processes`` is the bot's RENDER_PROCESSES setting; ``--profile`` writes a cProfile
of the bot's event loop over the timed part there, made in the bot's process, and prints its
top; its times are the event loop thread's CPU time, so neither a wait for a core nor one for
the GIL, held by a drawing thread, counts against the function that waited).
"""

from __future__ import annotations

import argparse
import asyncio
import collections
import contextlib
import cProfile
import dataclasses
import functools
import gc
import itertools
import logging
import multiprocessing
import os
import pstats
import random
import re
import statistics
import sys
import tempfile
import threading
import time
import types
from collections.abc import Callable
from dataclasses import dataclass, field
from multiprocessing import resource_tracker
from multiprocessing.connection import Connection
from pathlib import Path
from typing import Any, Protocol

import discord
import stats  # also puts the project on sys.path, ahead of this folder
import yarl
from floor_bot import FloorBoard, FloorBot, tabula_board

from bot.bot import TabulaBot
from bot.localdiscord.actors import Actor
from bot.localdiscord.server import FakeDiscord
from bot.localdiscord.state import Channel, Interaction, Message
from bot.localdiscord.wire import API, UploadedFile
from storage.models import TableStatus
from storage.sqlite import SqliteRepository, open_sqlite
from tests.discord.bot_helpers import Choice, bot_factory, choices
from tests.discord.harness import only_localhost

TARGET_ACTIONS_PER_S = 100.0
TARGET_P99_MS = 300.0
TARGET_MEMORY_MB = 500.0

# A user re-checks a table this often even when its channel did not change (a safety net).
RECHECK_S = 2.0
# How long a user waits for the bot to update the board they clicked on.
UPDATE_TIMEOUT_S = 60.0
TICKS_PER_S = os.sysconf("SC_CLK_TCK")
# Tabula's CPU per action, at most this multiple of the floor's
TARGET_CPU_OVER_FLOOR = 2.0


# ================================================================== the bot's process


@dataclass
class BotFigures:
    """What the bot's process measured over the timed part (sent as a dict: the class lives
    in ``__mp_main__`` there, which the driver cannot unpickle)."""

    ack_times: list[float]
    update_times: list[float]
    cpu_s: float  # the bot's process, all its threads
    loop_cpu_s: float  # the event loop's thread alone
    worker_cpu_s: float  # its worker processes (images and AI)
    image_worker_cpu_s: float  # of which the processes that draw images
    worker_processes: int
    peak_rss_mb: float  # the bot's process
    worker_peak_rss_mb: float  # its worker processes, the sum of their peaks
    peak_rss_at_start_mb: float  # the bot's process and worker processes, before the timed part
    thread_cpu_s: dict[str, float]  # the bot's process, by kind of thread (THREAD_KINDS)
    gc_cpu_s: list[float]  # the bot's process, in garbage collections of generation 0, 1, 2
    gc_runs: list[int]  # how many of each
    errors: list[str]  # what the bot logged at ERROR (discord.py swallows callback exceptions)


class ErrorLog(logging.Handler):
    def __init__(self) -> None:
        super().__init__(logging.ERROR)
        self.lines: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        text = f"{record.name}: {record.getMessage()}"
        if record.exc_info and record.exc_info[1] is not None:
            error = record.exc_info[1]
            text += f": {type(error).__name__}: {error}"
        self.lines.append(text)


def proc_cpu_s(pid: int) -> float:
    """User + system CPU seconds of a process (0 once it is gone)."""
    return proc_cpu_s_at(f"/proc/{pid}/stat")


def proc_cpu_s_at(stat: str) -> float:
    """User + system CPU seconds from a ``stat`` file of /proc (0 once it is gone)."""
    try:
        text = Path(stat).read_text()
    except OSError:
        return 0.0
    # after the command name in brackets, utime and stime are the 12th and 13th fields
    fields = text.rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / TICKS_PER_S


def proc_peak_rss_mb(pid: int) -> float:
    try:
        lines = Path(f"/proc/{pid}/status").read_text().splitlines()
    except OSError:
        return 0.0
    for line in lines:
        if line.startswith("VmHWM:"):
            return int(line.split()[1]) / 1024
    return 0.0


# The bot process's threads by what they do, from their Python names: where its CPU goes.
THREAD_KINDS = (
    ("_connection_worker_thread", "SQLite (aiosqlite)"),
    ("asyncio_", "drawing and AI threads"),
)


def thread_kind(thread: threading.Thread) -> str:
    if thread is threading.main_thread():
        return "event loop"
    return next((kind for part, kind in THREAD_KINDS if part in thread.name), "other threads")


def threads_cpu_s() -> dict[int, tuple[str, float]]:
    """Each live thread of this process: its kind and its user + system CPU seconds so far."""
    out = {}
    for thread in threading.enumerate():
        if thread.native_id is not None:
            tid = thread.native_id
            cpu = proc_cpu_s_at(f"/proc/self/task/{tid}/stat")
            out[tid] = (thread_kind(thread), cpu)
    return out


def worker_pids() -> list[int]:
    """The bot's worker processes (images and AI): the only processes the bot's process
    starts."""
    return [p.pid for p in multiprocessing.active_children() if p.pid is not None]


class Clocked(Protocol):
    """Who times the clicks in the bot's process: Tabula's router, or the floor bot."""

    ack_times: list[float]
    update_times: list[float]

    async def settled(self) -> None: ...


class Meter:
    """The bot's side of the timed part."""

    def __init__(
        self,
        clocked: Clocked,
        image_pids: Callable[[], set[int]],
        profile: str | None,
        errors: ErrorLog,
    ) -> None:
        self.clocked = clocked
        self.image_pids = image_pids
        self.profiler = cProfile.Profile(time.thread_time) if profile else None
        self.profile = profile
        self.errors = errors
        self.cpu = self.loop_cpu = 0.0
        self.worker_cpu: dict[int, float] = {}
        self.thread_cpu: dict[int, tuple[str, float]] = {}
        self.peak_rss_at_start = 0.0
        self.gc = GcMeter()

    def start(self) -> None:
        self.clocked.ack_times.clear()
        self.clocked.update_times.clear()
        pids = worker_pids()
        self.worker_cpu = {pid: proc_cpu_s(pid) for pid in pids}
        self.peak_rss_at_start = stats.peak_rss_mb() + sum(proc_peak_rss_mb(p) for p in pids)
        self.thread_cpu = threads_cpu_s()
        self.cpu, self.loop_cpu = time.process_time(), time.thread_time()
        self.gc.start()
        if self.profiler is not None:
            self.profiler.enable()

    def stop(self) -> BotFigures:
        cpu, loop_cpu = time.process_time() - self.cpu, time.thread_time() - self.loop_cpu
        self.gc.stop()
        if self.profiler is not None and self.profile is not None:
            self.profiler.disable()
            self.profiler.dump_stats(self.profile)
        # a render process started during the timed part counts from its start
        pids = worker_pids()
        used = {pid: proc_cpu_s(pid) - self.worker_cpu.get(pid, 0.0) for pid in pids}
        images = self.image_pids()
        # a thread started during the timed part counts from its start (one that ended is lost)
        by_kind: dict[str, float] = collections.defaultdict(float)
        for tid, (kind, thread_cpu) in threads_cpu_s().items():
            by_kind[kind] += thread_cpu - self.thread_cpu.get(tid, (kind, 0.0))[1]
        return BotFigures(
            ack_times=list(self.clocked.ack_times),
            update_times=list(self.clocked.update_times),
            cpu_s=cpu,
            loop_cpu_s=loop_cpu,
            worker_cpu_s=sum(used.values()),
            image_worker_cpu_s=sum(cpu for pid, cpu in used.items() if pid in images),
            worker_processes=len(pids),
            peak_rss_mb=stats.peak_rss_mb(),
            worker_peak_rss_mb=sum(proc_peak_rss_mb(pid) for pid in pids),
            peak_rss_at_start_mb=self.peak_rss_at_start,
            thread_cpu_s=dict(by_kind),
            gc_cpu_s=list(self.gc.cpu_s),
            gc_runs=list(self.gc.runs),
            errors=list(self.errors.lines),
        )


class GcMeter:
    """The CPU time the bot's process spends collecting garbage, by generation: a collection
    runs in the thread whose allocation set it off, holding the GIL, so each is timed on that
    thread's clock."""

    def __init__(self) -> None:
        self.cpu_s = [0.0, 0.0, 0.0]
        self.runs = [0, 0, 0]
        self._began = 0.0

    def start(self) -> None:
        gc.callbacks.append(self._collected)

    def stop(self) -> None:
        gc.callbacks.remove(self._collected)

    def _collected(self, phase: str, info: dict[str, int]) -> None:
        if phase == "start":
            self._began = time.thread_time()
        else:
            generation = info["generation"]
            self.cpu_s[generation] += time.thread_time() - self._began
            self.runs[generation] += 1


def drawing_pids(bot: TabulaBot) -> set[int]:
    """The bot's worker processes that draw images (the others run the AI seats)."""
    # ProcessPoolExecutor names its processes nowhere public
    return {pid for pool in bot.workers.render_pools for pid in pool._processes or {}}


async def _identify_at_once(shard_id: int | None, *, initial: bool = False) -> None:
    # discord.py waits 5 s between IDENTIFYs (Discord's limit); the fake has no such limit
    return None


async def serve_bot(
    conn: Connection,
    database: Path,
    render_processes: int,
    profile: str | None,
    errors: ErrorLog,
    floor: FloorBoard | None,
) -> None:
    """Run the bot (the floor bot given its ``floor`` board) until the driver says "close",
    answering its commands meanwhile."""
    with only_localhost(asyncio.get_running_loop()):
        client: TabulaBot | FloorBot
        if floor is None:
            client = bot_factory(database, itertools.count(1), render_processes=render_processes)()
            client.settles_heap = True  # its own process, as with `tabula run`
        else:
            client = FloorBot(floor)
        client._connection.guild_ready_timeout = 0.05
        client.before_identify_hook = _identify_at_once  # type: ignore[method-assign]
        task = asyncio.create_task(client.start("fake-token"), name="bot")
        deadline = time.perf_counter() + 30
        while not client.is_ready():
            if task.done():
                await task  # raises what broke login or connect
                raise RuntimeError("the bot stopped before on_ready")
            if time.perf_counter() > deadline:
                raise RuntimeError("no on_ready within 30 s")
            await asyncio.sleep(0.01)
        conn.send("ready")
        clocked: Clocked
        image_pids: Callable[[], set[int]]
        if isinstance(client, FloorBot):
            clocked, image_pids = client, set
        else:
            clocked, image_pids = client.router, functools.partial(drawing_pids, client)
        meter = Meter(clocked, image_pids, profile, errors)
        while True:
            # a blocking recv in a thread: the loop stays free, and costs nothing while it waits
            command = await asyncio.to_thread(conn.recv)
            if command == "start":
                meter.start()
                conn.send("started")
            elif command == "settle":
                await clocked.settled()
                conn.send("settled")
            elif command == "stop":
                conn.send(dataclasses.asdict(meter.stop()))
            elif command == "close":
                break
            else:
                raise ValueError(f"unknown command {command!r}")
        await client.close()
        await asyncio.wait_for(task, timeout=10)
        # The bot only asks its render processes to stop; wait for them, so that none outlives
        # this process (an orphan lingers as a zombie until init reaps it).
        for process in multiprocessing.active_children():
            await asyncio.to_thread(process.join, 10)
    conn.send("closed")


def bot_process(
    conn: Connection,
    port: int,
    database: Path,
    render_processes: int,
    profile: str | None,
    floor: FloorBoard | None,
) -> None:
    """The child process: the bot (or the floor bot) alone, pointed at the fake Discord on
    ``port``."""
    logging.basicConfig(level=logging.WARNING)
    errors = ErrorLog()
    logging.getLogger().addHandler(errors)
    # The bot's worker processes would import this script (the main module of this process),
    # and with it the fake Discord: in production the main module is the light `tabula` script.
    sys.modules["__main__"] = types.ModuleType("__main__")
    # what FakeDiscord.start does in its own process
    discord.http.Route.BASE = f"http://127.0.0.1:{port}{API}"
    discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(f"ws://127.0.0.1:{port}/gateway")
    try:
        asyncio.run(serve_bot(conn, database, render_processes, profile, errors, floor))
    finally:
        conn.close()


class BotProcess:
    """The driver's handle on the bot's process."""

    def __init__(
        self,
        port: int,
        database: Path,
        render_processes: int,
        profile: str | None,
        floor: FloorBoard | None,
    ):
        context = multiprocessing.get_context("spawn")
        self.conn, child_conn = context.Pipe()
        self.process = context.Process(
            target=bot_process,
            args=(child_conn, port, database, render_processes, profile, floor),
            name="tabula-bot",
        )
        self.process.start()
        child_conn.close()  # so that our recv sees EOF if the child dies

    def _receive(self, timeout: float) -> Any:
        if not self.conn.poll(timeout):
            raise TimeoutError(f"the bot's process did not answer within {timeout} s")
        return self.conn.recv()

    async def ask(self, command: str | None, timeout: float = 60.0) -> Any:
        """Send ``command`` (None: only listen) and wait for the answer without blocking the
        loop, which serves the fake Discord the bot is talking to."""
        if command is not None:
            self.conn.send(command)
        return await asyncio.to_thread(self._receive, timeout)

    async def close(self) -> None:
        try:
            if self.process.is_alive():
                answer = await self.ask("close", timeout=30)
                assert answer == "closed", answer
        finally:
            await asyncio.to_thread(self.process.join, 15)
            if self.process.is_alive():
                print("the bot's process did not exit: terminating it")
                self.process.terminate()
                await asyncio.to_thread(self.process.join, 5)
            self.conn.close()


# ================================================================== the driver's process


class BenchDiscord(FakeDiscord):
    """The fake Discord, waking only the users of a channel when something in it changes:
    ``fake.wait_until`` re-checks every waiter on every change, too much for 200 tables."""

    def __init__(self) -> None:
        self.changes: dict[int, asyncio.Event] = {}
        self.edited_at: dict[int, float] = {}  # message id: when last edited (fake's clock)
        self.image_bytes: list[int] = []  # the size of every file the bot sent, in order
        super().__init__()

    def change_in(self, channel: Channel) -> asyncio.Event:
        """Set at the next change in ``channel``: take it before looking, so none slips by."""
        return self.changes.setdefault(channel.id, asyncio.Event())

    def _channel_changed(self, channel_id: int) -> None:
        event = self.changes.pop(channel_id, None)
        if event is not None:
            event.set()

    def create_message(
        self, channel: Channel, payload: Any, files: list[UploadedFile], **options: Any
    ) -> Message:
        message = super().create_message(channel, payload, files, **options)
        self.image_bytes += [len(f.data) for f in files]
        self._channel_changed(channel.id)
        return message

    def edit_message(
        self, message: Message, payload: Any, files: list[UploadedFile], **options: Any
    ) -> None:
        super().edit_message(message, payload, files, **options)
        self.image_bytes += [len(f.data) for f in files]
        self.edited_at[message.id] = self.clock()
        self._channel_changed(message.channel_id)


async def changed(event: asyncio.Event, timeout: float) -> bool:
    with contextlib.suppress(TimeoutError):
        await asyncio.wait_for(event.wait(), max(timeout, 0.0))
    return event.is_set()


@dataclass
class Table:
    channel: Channel
    users: list[Actor]
    table_id: int = 0
    clicks: int = 0
    failures: list[str] = field(default_factory=list)
    # seconds from sending a click to the fake holding its acknowledgement / the edited message
    seen_ack: list[float] = field(default_factory=list)
    seen_update: list[float] = field(default_factory=list)


def newest_board(channel: Channel) -> tuple[Message, dict[str, Choice]] | None:
    """The newest message in ``channel`` with action buttons or menus, and what it offers."""
    for message in reversed(channel.live_messages()):
        offered = choices(message)
        if offered:
            return message, offered
    return None


async def open_table(fake: FakeDiscord, table: Table, ai: int, floor: bool) -> None:
    host = table.users[0]
    it = await host.slash("builders new", channel=table.channel, seats=2, ai=ai)
    lobby = await fake.reply(it, timeout=30)
    if floor:
        return  # its answer is the first board
    for guest in table.users[1:]:
        await guest.click(lobby, "Join")
    await host.click(lobby, "Start")


async def play(
    fake: BenchDiscord,
    repo: SqliteRepository | None,
    table: Table,
    clicks: int,
    until: float,
    think: float,
    rng: random.Random,
) -> None:
    """``table``'s users click until done; without ``repo`` (the floor, which keeps no game)
    any of them may click each new board."""
    by_id = {str(u.id): u for u in table.users}
    last_version = -1
    # (board message, version) that the store showed not to be this users' turn: the bot shows
    # a new board (another message or version) when that changes, so no need to read it again
    checked: tuple[int, int] | None = None
    while table.clicks < clicks and time.perf_counter() < until:
        change = fake.change_in(table.channel)
        found = newest_board(table.channel)
        actor = None
        if found is None:
            # between taking the buttons off a board and showing the next, or the game is over
            if repo and (await repo.get_table(table.table_id)).status is not TableStatus.ACTIVE:
                return
        else:
            message, offered = found
            version = int(next(iter(offered.values())).custom_id.split(":")[3])
            if repo is None:
                actor = rng.choice(table.users) if version != last_version else None
            elif version != last_version and (message.id, version) != checked:
                loaded = await repo.load(table.table_id)
                if loaded.table.status is not TableStatus.ACTIVE:
                    return
                if loaded.version == version:
                    actor = by_id.get(loaded.pending or "")
                checked = (message.id, version)
        if actor is None:
            if not await changed(change, min(RECHECK_S, until - time.perf_counter())):
                # nothing moved for a while (a refused click leaves the board as it was)
                checked, last_version = None, -1
            continue
        if think:
            await asyncio.sleep(rng.uniform(0, 2 * think))
            if time.perf_counter() >= until:
                return
        choice = offered[rng.choice(sorted(offered))]
        sent = fake.clock()
        if choice.select_value is None:
            it = await actor.click(message, choice.custom_id, expect_ack=False)
        else:
            menu, value = choice.custom_id, choice.select_value
            it = await actor.select(message, menu, value, expect_ack=False)
        await board_updated(fake, it, table.channel)
        if not it.acknowledged or it.acked_at is None:
            table.failures.append(f"{it.summary}: {it.errors or 'no acknowledgement'}")
        elif message.edits <= it.message_edits_before:
            table.failures.append(f"{it.summary}: acknowledged, but the board was not updated")
        else:
            table.seen_ack.append(it.acked_at - sent)
            table.seen_update.append(fake.edited_at[message.id] - sent)
        last_version = version
        table.clicks += 1


async def board_updated(fake: BenchDiscord, it: Interaction, channel: Channel) -> None:
    """Until the message the click came from is edited (the new board, or no more buttons),
    the bot got an error, or it is clearly not going to happen."""
    message = it.message
    assert message is not None
    deadline = time.perf_counter() + UPDATE_TIMEOUT_S
    while message.edits <= it.message_edits_before and not it.errors:
        if time.perf_counter() > deadline:
            return
        # errors change no channel: the timeout is what notices them
        await changed(fake.change_in(channel), 1.0)


async def total_actions(repo: SqliteRepository, tables: list[Table]) -> int:
    return sum([(await repo.load(t.table_id)).version for t in tables])


def fake_held_mb(fake: FakeDiscord) -> float:
    """The images the fake Discord keeps (every board ever posted): not the bot's memory."""
    held = sum(len(a.data) for m in fake.messages.values() for a in m.attachments)
    return held / 1024 / 1024


@dataclass
class Outcome:
    """What one run measured, for ``--compare``."""

    mode: str  # "floor" or "Tabula"
    actions: int
    clicks: int
    bot_cpu_s: float  # the bot's process and its worker processes, over the timed part
    loop_cpu_s: float  # of which its event loop's thread
    thread_cpu_s: dict[str, float]  # the bot's process by kind of thread (THREAD_KINDS)
    ack_ms: list[float]  # from the bot receiving a click to acknowledging it (the bot's clock)
    update_ms: list[float]  # ... to the board updated
    images: int  # files the bot sent over the timed part
    image_kb: float  # their mean size
    problems: int  # broken rules, unknown routes and errors the bot logged

    @property
    def cpu_per_action_ms(self) -> float:
        return self.bot_cpu_s / self.actions * 1000 if self.actions else float("nan")

    @property
    def loop_per_action_ms(self) -> float:
        return self.loop_cpu_s / self.actions * 1000 if self.actions else float("nan")


async def bench(args: argparse.Namespace, database: Path, floor: FloorBoard | None) -> Outcome:
    """One run against Tabula, or against the floor bot showing ``floor``."""
    logging.basicConfig(level=logging.WARNING)
    fake = BenchDiscord()
    fake.ack_deadline = args.ack_deadline
    with only_localhost(asyncio.get_running_loop()):
        await fake.start()
        try:
            bot = BotProcess(fake.port, database, args.render_processes, args.profile, floor)
            try:
                answer = await bot.ask(None, timeout=60)  # started and connected
                assert answer == "ready", answer
                if floor is not None:
                    played = await run_tables(fake, bot, None, args)
                else:
                    repo = await open_sqlite(database, read_only=True)  # the bot holds it
                    try:
                        played = await run_tables(fake, bot, repo, args)
                    finally:
                        await repo.close()
            finally:
                await bot.close()
        finally:
            await fake.stop()
    print(f"the bot's process exited with code {bot.process.exitcode}")
    problems = [str(v) for v in fake.violations]
    problems += [f"unknown route {r}" for r in fake.unknown_routes]
    problems += [f"bot error: {e}" for e in played.errors]
    print(f"fake Discord: {len(problems)} broken rules / unknown routes / errors the bot logged")
    for line in problems[:10]:
        print(f"    {line[:300]}")
    if args.profile:
        print(f"\nprofile of the bot's event loop over the timed part ({args.profile}):")
        pstats.Stats(args.profile).sort_stats("cumulative").print_stats(30)
    return dataclasses.replace(played.measured, problems=len(problems))


@dataclass
class Played:
    measured: Outcome  # its problems counted by the caller, who sees the fake's
    errors: list[str]  # what the bot logged at ERROR


async def run_tables(
    fake: BenchDiscord, bot: BotProcess, repo: SqliteRepository | None, args: argparse.Namespace
) -> Played:
    """Open the tables, play the timed part, print the figures. Without ``repo``, the bot is
    the floor: no game, no log of actions (each click it answered is one)."""
    users_per_table = 2 - args.ai
    tables = [
        Table(
            fake.add_channel(f"table-{n}"),
            [fake.user(f"Player {n}.{k}") for k in range(users_per_table)],
        )
        for n in range(args.tables)
    ]
    floor = repo is None
    started = time.perf_counter()
    for first in range(0, len(tables), 20):
        batch = tables[first : first + 20]
        await asyncio.gather(*(open_table(fake, t, args.ai, floor) for t in batch))
    if repo is not None:
        for t in tables:
            found = await repo.table_in_channel(t.channel.id)
            assert found is not None, f"no table in {t.channel.name}"
            t.table_id = found.id
    await bot.ask("settle")
    print(f"{len(tables)} tables opened in {time.perf_counter() - started:.1f} s")

    actions_before = await total_actions(repo, tables) if repo is not None else 0
    await bot.ask("start")
    fake.image_bytes.clear()
    requests_before = len(fake.requests)
    started = time.perf_counter()
    cpu, loop_cpu = time.process_time(), time.thread_time()
    until = started + args.seconds
    await asyncio.gather(
        *(
            play(fake, repo, t, args.clicks, until, args.think, random.Random(n))
            for n, t in enumerate(tables)
        )
    )
    await bot.ask("settle")
    elapsed = time.perf_counter() - started
    cpu, loop_cpu = time.process_time() - cpu, time.thread_time() - loop_cpu
    figures = BotFigures(**await bot.ask("stop"))
    if repo is not None:
        actions = await total_actions(repo, tables) - actions_before
    else:
        actions = len(figures.update_times)
    report(figures, tables, actions, elapsed, (cpu, loop_cpu), fake)
    report_requests(
        fake.requests[requests_before:], actions, {c.id for c in fake.dm_channels.values()}
    )
    images = fake.image_bytes
    measured = Outcome(
        mode="Tabula" if repo is not None else "floor",
        actions=actions,
        clicks=sum(t.clicks for t in tables),
        bot_cpu_s=figures.cpu_s + figures.worker_cpu_s,
        loop_cpu_s=figures.loop_cpu_s,
        thread_cpu_s=figures.thread_cpu_s,
        ack_ms=[s * 1000 for s in figures.ack_times],
        update_ms=[s * 1000 for s in figures.update_times],
        images=len(images),
        image_kb=statistics.mean(images) / 1024 if images else 0.0,
        problems=0,
    )
    return Played(measured, figures.errors)


def latency_line(name: str, values_ms: list[float], target: bool) -> str:
    p99 = stats.percentile(values_ms, 0.99)
    line = (
        f"    {name:<17} p50 {statistics.median(values_ms):7.0f} ms   p99 {p99:7.0f} ms   "
        f"max {max(values_ms):7.0f} ms"
    )
    if target:
        line += f"   target p99 <= {TARGET_P99_MS:.0f} ms   {stats.verdict(p99 <= TARGET_P99_MS)}"
    return line


def report(
    bot: BotFigures,
    tables: list[Table],
    actions: int,
    elapsed: float,
    driver_cpu: tuple[float, float],
    fake: BenchDiscord,
) -> None:
    clicks = sum(t.clicks for t in tables)
    rate = actions / elapsed
    print(
        f"{clicks} clicks by users, {actions} actions in all (users + AI seats) in {elapsed:.1f} s"
    )
    print(
        f"  actions/s    {rate:7.1f}   target >= {TARGET_ACTIONS_PER_S:.0f}   "
        f"{stats.verdict(rate >= TARGET_ACTIONS_PER_S)}   (clicks/s {clicks / elapsed:.1f})"
    )
    if bot.ack_times:
        print("  as the bot records it (from receiving the click):")
        print(latency_line("click -> ack", [s * 1000 for s in bot.ack_times], False))
        print(latency_line("click -> updated", [s * 1000 for s in bot.update_times], True))
    seen_ack = [s * 1000 for t in tables for s in t.seen_ack]
    seen = [s * 1000 for t in tables for s in t.seen_update]
    if seen:
        print(
            "  as the user sees it (from sending the click to the fake Discord holding the answer;"
            "\n  edited: the new board while the turn goes on, the buttons off when it ends):"
        )
        print(latency_line("sent -> ack", seen_ack, False))
        print(latency_line("sent -> edited", seen, True))

    def per_action(seconds: float) -> str:
        return f"{seconds / actions * 1000:5.1f} ms" if actions else "    -"

    cpu, loop_cpu = driver_cpu
    bot_total = bot.cpu_s + bot.worker_cpu_s
    print(f"  CPU per action (over {elapsed:.1f} s; the machine has {os.cpu_count()} cores):")
    print(
        f"    bot process        {per_action(bot.cpu_s)}   of which its event loop "
        f"{per_action(bot.loop_cpu_s)}   ({bot.cpu_s:.1f} s, loop {bot.loop_cpu_s:.1f} s)"
    )
    print(
        "      by thread: "
        + ", ".join(f"{kind} {per_action(s)}" for kind, s in sorted(bot.thread_cpu_s.items()))
    )
    print(
        "      in garbage collection: "
        + ", ".join(
            f"generation {g} {per_action(s)} ({n} runs)"
            for g, (s, n) in enumerate(zip(bot.gc_cpu_s, bot.gc_runs, strict=True))
        )
    )
    if bot.worker_processes:
        print(
            f"    worker processes   {per_action(bot.worker_cpu_s)}   ({bot.worker_processes} "
            f"processes, {bot.worker_cpu_s:.1f} s): images "
            f"{per_action(bot.image_worker_cpu_s)}, the AI "
            f"{per_action(bot.worker_cpu_s - bot.image_worker_cpu_s)}"
        )
        print(f"    the bot in all     {per_action(bot_total)}   ({bot_total:.1f} s)")
    print(
        f"    driver (fake Discord + users) {per_action(cpu)}   of which its event loop "
        f"{per_action(loop_cpu)}   ({cpu:.1f} s)"
    )
    if actions and bot.loop_cpu_s and bot_total:
        print(
            f"    so the bot alone could do at most {actions / bot.loop_cpu_s:.0f} actions/s "
            f"with its event loop on a free core,\n"
            f"    {2 * actions / bot_total:.0f} actions/s with 2 free cores for the bot"
        )
    bot_rss = bot.peak_rss_mb + bot.worker_peak_rss_mb
    renders = (
        f" + its worker processes {bot.worker_peak_rss_mb:.0f} MB, the sum of their peaks"
        if bot.worker_processes
        else ""
    )
    print(
        f"  peak RSS of the bot {bot_rss:.0f} MB (its process {bot.peak_rss_mb:.0f} MB{renders})\n"
        f"    target <= {TARGET_MEMORY_MB:.0f} MB   {stats.verdict(bot_rss <= TARGET_MEMORY_MB)}"
        f"   ({bot.peak_rss_at_start_mb:.0f} MB of it reached before the timed part)"
    )
    sent = fake.image_bytes
    if sent:
        print(
            f"  images the bot sent: {len(sent)} ({len(sent) / max(actions, 1):.2f} per action), "
            f"{statistics.mean(sent) / 1024:.1f} KB on average"
        )
    print(
        f"  peak RSS of the driver {stats.peak_rss_mb():.0f} MB (the fake holds "
        f"{fake_held_mb(fake):.0f} MB of posted images)"
    )
    failures = [f for t in tables for f in t.failures]
    print(f"  clicks not acknowledged or not answered: {len(failures)}")
    for failure in failures[:5]:
        print(f"    {failure[:200]}")


def floor_board(args: argparse.Namespace) -> FloorBoard:
    """The floor's board: Tabula's halfway through what a table plays in the run (The Builders'
    images grow as a game goes on)."""
    moves = args.clicks * (1 + args.ai) // 2
    board = tabula_board(moves)
    print(
        f"the floor's board: Tabula's after {moves} moves, a {len(board.png) / 1024:.1f} KB PNG "
        f"and {board.components} buttons and menus"
    )
    return board


def run(args: argparse.Namespace, floor: FloorBoard | None) -> Outcome:
    with tempfile.TemporaryDirectory() as scratch:
        return asyncio.run(bench(args, Path(scratch) / "bench.sqlite3", floor))


def p50_p99(values_ms: list[float]) -> str:
    if not values_ms:
        return "-"
    return f"{statistics.median(values_ms):.0f} / {stats.percentile(values_ms, 0.99):.0f} ms"


def compare(pairs: list[tuple[Outcome, Outcome]]) -> None:
    """Each run of the floor and of Tabula, Tabula's CPU per action as a multiple of the
    floor's, and (over several pairs) the medians."""
    print("\n=== the floor against Tabula, the same load ===")
    print(
        f"  {'run':<4} {'mode':<7} {'actions':>7} {'CPU/action':>11}  {'click -> ack':>14}  "
        f"{'click -> updated':>16}  images sent"
    )
    for n, pair in enumerate(pairs, 1):
        for o in pair:
            print(
                f"  {n:<4} {o.mode:<7} {o.actions:>7} {o.cpu_per_action_ms:>8.2f} ms  "
                f"{p50_p99(o.ack_ms):>14}  {p50_p99(o.update_ms):>16}  "
                f"{o.images} x {o.image_kb:.1f} KB"
                + (f"   ({o.problems} problems)" if o.problems else "")
            )
        floor, tabula = pair
        print(
            "       Tabula's process by thread, per action: "
            + ", ".join(
                f"{kind} {cpu / tabula.actions * 1000:.2f} ms"
                for kind, cpu in sorted(tabula.thread_cpu_s.items())
            )
        )
        print(f"       Tabula / floor: {tabula.cpu_per_action_ms / floor.cpu_per_action_ms:.2f}x")
    floor_ms = statistics.median(f.cpu_per_action_ms for f, _ in pairs)
    tabula_ms = statistics.median(t.cpu_per_action_ms for _, t in pairs)
    ratio = tabula_ms / floor_ms
    over = f"medians of {len(pairs)} runs" if len(pairs) > 1 else "one run"
    print(
        f"  Tabula's CPU per action {tabula_ms:.2f} ms, the floor's {floor_ms:.2f} ms: "
        f"{ratio:.2f}x ({over})   goal <= {TARGET_CPU_OVER_FLOOR:g}x   "
        f"{stats.verdict(ratio <= TARGET_CPU_OVER_FLOOR)}"
    )
    # the floor's loop does all its work: what Tabula's does beside drawing, thinking and SQLite
    loop_ratio = statistics.median(t.loop_per_action_ms for _, t in pairs) / floor_ms
    print(f"  Tabula's event loop alone: {loop_ratio:.2f}x the floor's CPU per action")
    if len(pairs) > 1:
        for i, mode in enumerate(("floor", "Tabula")):
            ack = [stats.percentile(p[i].ack_ms, q) for p in pairs for q in (0.5, 0.99)]
            upd = [stats.percentile(p[i].update_ms, q) for p in pairs for q in (0.5, 0.99)]
            print(
                f"  {mode:<7} medians: click -> ack p50 {statistics.median(ack[0::2]):.0f} ms, "
                f"p99 {statistics.median(ack[1::2]):.0f} ms; click -> updated p50 "
                f"{statistics.median(upd[0::2]):.0f} ms, p99 {statistics.median(upd[1::2]):.0f} ms"
            )


def report_requests(requests: list[str], actions: int, dms: set[int]) -> None:
    """How many HTTP requests the bot made per action, and which (ids and interaction tokens
    read as {id}, a DM channel's as {dm})."""

    def dm_or_not(found: re.Match[str]) -> str:
        return "/channels/{dm}" if int(found[1]) in dms else found[0]

    def kind_of(request: str) -> str:
        request = re.sub(r"/channels/(\d+)", dm_or_not, request)
        return re.sub(r"/(?:itoken-[\w-]+|\d+)", "/{id}", request)

    kinds = collections.Counter(kind_of(r) for r in requests)
    print(f"  HTTP requests to the fake: {len(requests) / max(actions, 1):.2f} per action")
    for kind, count in kinds.most_common(6):
        print(f"    {count / max(actions, 1):5.2f}  {kind[:100]}")


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
    parser.add_argument(
        "--profile", help="write a cProfile of the bot's event loop over the timed part here"
    )
    parser.add_argument(
        "--render-processes",
        type=int,
        default=0,
        help="the bot's RENDER_PROCESSES setting: draw boards in N worker processes",
    )
    mode = parser.add_mutually_exclusive_group()
    mode.add_argument(
        "--floor", action="store_true", help="run the floor (a bare discord.py bot) instead"
    )
    mode.add_argument(
        "--compare", action="store_true", help="run the floor, then Tabula; CPU per action ratio"
    )
    parser.add_argument("--runs", type=int, default=1, help="with --compare: pairs of runs")
    args = parser.parse_args()
    if args.compare and args.profile:
        parser.error("--profile slows the bot it profiles: profile a run of its own, not --compare")
    if args.runs != 1 and not args.compare:
        parser.error("--runs goes with --compare")
    if args.profile:
        args.profile = str(Path(args.profile).resolve())
    if args.compare:
        board = floor_board(args)
        pairs = []
        for n in range(1, args.runs + 1):
            print(f"\n=== run {n} of {args.runs}: the floor ===")
            floor = run(args, board)
            print(f"\n=== run {n} of {args.runs}: Tabula ===")
            pairs.append((floor, run(args, None)))
        compare(pairs)
    else:
        run(args, floor_board(args) if args.floor else None)
    # multiprocessing's resource tracker (shared by the bot's process and its render processes)
    # would exit just after this process and linger as a zombie until init reaps it: stop it
    # and wait for it here (Python 3.11 has no public way)
    resource_tracker._resource_tracker._stop()  # type: ignore[attr-defined]


if __name__ == "__main__":
    main()

"""Throughput of two bot processes against one on the same machine (issue 22; not a test).

The same load three ways: (a) one bot process holding shards 0-1 of 2 over PostgreSQL, (b) two
processes holding shard 0 and shard 1 over the same kind of PostgreSQL database, and (c) one
process holding shards 0-1 over SQLite, for reference. Each bot process is what `tabula run
--shards ... --shard-count 2` is (tests/shards/shard_process.py, pointed at the fake Discord),
with the computer players moving at once (no pause) and tables playing in their channel.

The fake Discord (bench/load_discord.py's, routing each guild to its shard and DMs to shard 0)
and the simulated users (bench/load_users.py's) run in this, the driver's, process.
``--tables`` tables of The Builders, half in a guild of shard 0 and half in one of shard 1,
each with one user and one computer seat (``--ai 1``) or two users (``--ai 0``); every user
clicks a random offered action the moment their board offers one, for ``--seconds``.
PostgreSQL is a throwaway server in a temporary directory (storage/postgres_cluster.py, synced
to disk like a real one), each run on a new database migrated before the processes start, as
`tabula migrate` would; SQLite a new file.

Printed per run and as medians of ``--repeats`` (the modes take turns, so a change in the
machine's load falls on each): actions per second (users' clicks and computer moves, from the
tables' versions), the ratio two processes ÷ one, click → new board p50/p99 as the user sees it
(from sending the click to the fake holding the edited message), and the CPU per action of
each bot process (over the actions of its own shard's tables), of all bot processes, of the
PostgreSQL server and of the driver.

Run: ``python bench/processes.py [--tables 20] [--seconds 20] [--repeats 3] [--ai 1]
[--modes one,two,sqlite]`` (needs PostgreSQL's server binaries for ``one`` and ``two``: Debian
``apt-get install postgresql``, or PG_BIN).
"""

from __future__ import annotations

import argparse
import asyncio
import io
import os
import statistics
import sys
import tempfile
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from random import Random
from typing import Any

import asyncpg  # type: ignore[import-untyped]
import stats  # also puts the project on sys.path, ahead of this folder
from bot_meters import proc_cpu_s
from load_discord import BenchDiscord
from load_users import Table, newest_board, open_table, play

from bot.localdiscord.server import FakeDiscord
from bot.localdiscord.state import Guild, Message
from bot.localdiscord.wire import UploadedFile
from bot.shards import parse_shards
from storage.database_url import open_repository, sqlite_url
from storage.models import TableStatus
from storage.postgres_cluster import LocalCluster, server_binaries
from storage.repository import Repository
from tests.shards.board_versions import shown_version
from tests.shards.local_only import local_only
from tests.shards.shard_process import ShardConfig
from tests.shards.test_two_processes import SHARDS, ShardProcess, guild_pair, shard_of

# A process that dies is not part of this benchmark: nothing waits for a lease to run out.
LEASE_SECONDS = 30.0
# Users stop at --seconds, not after a number of clicks.
UNLIMITED_CLICKS = 10**9
OPENED_AT_ONCE = 20  # tables whose lobbies are opened together
TICKS_PER_S = os.sysconf("SC_CLK_TCK")  # the unit of /proc's CPU times


@dataclass(frozen=True)
class Mode:
    key: str
    title: str
    processes: tuple[str, ...]  # the shards each bot process holds, of SHARDS
    postgres: bool


MODES = {
    mode.key: mode
    for mode in (
        Mode("one", "one process, shards 0-1, PostgreSQL", ("0-1",), True),
        Mode("two", "two processes, shards 0 | 1, PostgreSQL", ("0", "1"), True),
        Mode("sqlite", "one process, shards 0-1, SQLite", ("0-1",), False),
    )
}


@dataclass
class Run:
    """What one run of one mode measured over its timed part."""

    mode: Mode
    actions: int
    elapsed_s: float
    board_ms: list[float]  # click -> the clicked board edited, as the user sees it
    process_cpu_s: list[float]  # each bot process's, in the order of mode.processes
    loop_cpu_s: list[float]  # of which its main thread's: the event loop
    process_actions: list[int]  # the actions of each process's own shards' tables
    database_cpu_s: float  # the PostgreSQL server's processes (0 for SQLite)
    driver_cpu_s: float  # the fake Discord and the users
    # clicks the user saw no acknowledgement for by the time the board changed, or no change
    failures: list[str] = field(default_factory=list)
    unacknowledged: int = 0  # clicks never acknowledged, even once the tables settled
    backward_edits: list[str] = field(default_factory=list)  # see WatchedDiscord
    problems: list[str] = field(default_factory=list)  # broken Discord rules, unknown routes

    @property
    def actions_per_s(self) -> float:
        return self.actions / self.elapsed_s

    @property
    def bot_cpu_ms(self) -> float:
        return per_action_ms(sum(self.process_cpu_s), self.actions)

    def process_cpu_ms(self, i: int) -> float:
        """The ``i``th bot process's CPU per action of its own shards' tables."""
        return per_action_ms(self.process_cpu_s[i], self.process_actions[i])

    def loop_cpu_ms(self, i: int) -> float:
        return per_action_ms(self.loop_cpu_s[i], self.process_actions[i])


def per_action_ms(cpu_s: float, actions: int) -> float:
    return cpu_s / actions * 1000 if actions else float("nan")


def main_thread_cpu_s(pid: int | None) -> float:
    """User + system CPU seconds of a process's main thread (a bot's event loop; its other
    threads draw, think and talk to SQLite)."""
    try:
        text = Path(f"/proc/{pid}/task/{pid}/stat").read_text()
    except OSError:
        return 0.0
    fields = text.rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / TICKS_PER_S


def server_cpu_s(cluster: LocalCluster | None) -> float:
    """User + system CPU seconds of the PostgreSQL server: its postmaster, its live backends
    and the backends it already reaped (counted in its children's times)."""
    if cluster is None:
        return 0.0
    postmaster = int((cluster.data / "postmaster.pid").read_text().split()[0])
    total = 0.0
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue  # gone meanwhile
        pid, parent = int(stat.parent.name), int(fields[1])
        if pid == postmaster:
            # utime, stime, cutime, cstime
            total += sum(int(f) for f in fields[11:15]) / TICKS_PER_S
        elif parent == postmaster:
            total += (int(fields[11]) + int(fields[12])) / TICKS_PER_S
    return total


async def database_for(mode: Mode, cluster: LocalCluster | None, scratch: Path, n: int) -> str:
    """A new, migrated database for run ``n``: its URL."""
    if mode.postgres:
        assert cluster is not None
        name = f"bench_{n}"
        connection = await asyncpg.connect(cluster.dsn())
        try:
            await connection.execute(f"CREATE DATABASE {name}")
        finally:
            await connection.close()
        url = cluster.dsn(name)
    else:
        url = sqlite_url(scratch / f"bench_{n}.sqlite3")
    repo = await open_repository(url)  # migrates, as `tabula migrate` would
    await repo.close()
    return url


class WatchedDiscord(BenchDiscord):
    """bench/load_discord.py's fake Discord, also noting every edit that takes a board back to an
    older version of its table (a process's edit for a version that another process has already
    shown a newer one of)."""

    def __init__(self) -> None:
        super().__init__()
        self.backward_edits: list[str] = []

    def edit_message(
        self, message: Message, payload: Any, files: list[UploadedFile], **options: Any
    ) -> None:
        before = shown_version(message)
        super().edit_message(message, payload, files, **options)
        after = shown_version(message)
        if before is not None and after is not None and after < before:
            self.backward_edits.append(f"board {message.id} went from version {before} to {after}")


async def keep_playing(
    fake: FakeDiscord, repo: Repository, table: Table, until: float, rng: Random
) -> None:
    """bench/load_users.py's user, who goes on when the choice they read is gone from the board by
    the time they click (the board went back to an older version under them: they look again)."""
    while True:
        try:
            await play(fake, repo, table, UNLIMITED_CLICKS, until, 0.0, rng)
            return
        except AssertionError as gone:
            first = str(gone).splitlines()[0]
            if not first.startswith("no select menu") and "looks for one button" not in first:
                raise
            table.failures.append(f"the choice was gone from the board: {first}")


def spread_tables(fake: FakeDiscord, count: int, users: int) -> list[Table]:
    """``count`` tables, every other one in a guild of the other shard."""
    guilds: Sequence[Guild] = guild_pair(fake)
    tables = []
    for n in range(count):
        guild = guilds[n % SHARDS]
        channel = fake.add_channel(f"table-{n}", guild=guild)
        seated = [fake.user(f"Player {n}.{k}", guild=guild) for k in range(users)]
        tables.append(Table(channel, seated))
    return tables


async def until_boards_shown(fake: FakeDiscord, tables: list[Table]) -> None:
    """Until every table has started and shows its first board: a user who finds a table still
    in its lobby would take it for a finished one and stop."""
    deadline = time.perf_counter() + 120
    while any(newest_board(t.channel) is None for t in tables):
        if time.perf_counter() > deadline:
            raise TimeoutError("not every table showed a board within 120 s")
        await fake.next_change(fake.version, timeout=1.0)


async def until_settled(fake: FakeDiscord, repo: Repository, tables: list[Table]) -> None:
    """Until no computer is thinking and nothing is left to show, so that the processes stop
    idle (one stopped mid-turn logs errors that belong to no run)."""

    async def settled(table: Table) -> bool:
        loaded = await repo.load(table.table_id)
        users = {str(u.id) for u in table.users}
        computer = loaded.table.status is TableStatus.ACTIVE and loaded.pending not in users
        return not computer and not await repo.pending_effects(table.table_id)

    deadline = time.perf_counter() + 120
    while True:
        seen = fake.version
        if all([await settled(t) for t in tables]):
            return
        if time.perf_counter() > deadline:
            raise TimeoutError("the tables did not settle within 120 s")
        await fake.next_change(seen, timeout=1.0)


async def versions(repo: Repository, tables: list[Table]) -> list[int]:
    return [(await repo.load(t.table_id)).version for t in tables]


async def run_once(
    mode: Mode, args: argparse.Namespace, cluster: LocalCluster | None, n: int
) -> Run:
    with tempfile.TemporaryDirectory() as scratch:
        url = await database_for(mode, cluster, Path(scratch), n)
        fake = WatchedDiscord()
        fake.shard_count = SHARDS  # what the fake advises; each process says its own shards
        with local_only(asyncio.get_running_loop()):
            await fake.start()
            try:
                # the server's CPU counts only where it serves the bot
                return await play_mode(fake, mode, url, args, cluster if mode.postgres else None)
            finally:
                await fake.stop()


async def play_mode(
    fake: WatchedDiscord,
    mode: Mode,
    url: str,
    args: argparse.Namespace,
    cluster: LocalCluster | None,
) -> Run:
    processes = [
        ShardProcess(ShardConfig(fake.port, url, shards, SHARDS, LEASE_SECONDS, ai_delay=0.0))
        for shards in mode.processes
    ]
    try:
        # the fake is served by this loop while they start: their answers come in threads
        answers = await asyncio.gather(*(p.answer() for p in processes))
        assert answers == ["ready"] * len(processes), answers
        # read-only: whose turn it is, as bench/load_users.py's users read it
        repo = await open_repository(url, read_only=True)
        try:
            return await timed(fake, mode, processes, repo, args, cluster)
        finally:
            await repo.close()
    finally:
        for process in processes:
            await process.close()


@dataclass(frozen=True)
class Reading:
    """The meters at one moment."""

    at: float  # perf_counter
    versions: list[int]  # each table's
    process_cpu_s: list[float]  # each bot process's, so far
    loop_cpu_s: list[float]  # each bot process's main thread's, so far
    database_cpu_s: float
    driver_cpu_s: float
    requests: int  # HTTP requests the fake received


async def reading(
    fake: WatchedDiscord,
    repo: Repository,
    tables: list[Table],
    pids: list[int | None],
    cluster: LocalCluster | None,
) -> Reading:
    return Reading(
        at=time.perf_counter(),
        versions=await versions(repo, tables),
        process_cpu_s=[proc_cpu_s(pid) for pid in pids],
        loop_cpu_s=[main_thread_cpu_s(pid) for pid in pids],
        database_cpu_s=server_cpu_s(cluster),
        driver_cpu_s=time.process_time(),
        requests=len(fake.requests),
    )


async def timed(
    fake: WatchedDiscord,
    mode: Mode,
    processes: list[ShardProcess],
    repo: Repository,
    args: argparse.Namespace,
    cluster: LocalCluster | None,
) -> Run:
    tables = spread_tables(fake, args.tables, 2 - args.ai)
    opened = time.perf_counter()
    for first in range(0, len(tables), OPENED_AT_ONCE):
        batch = tables[first : first + OPENED_AT_ONCE]
        await asyncio.gather(*(open_table(fake, t, args.ai, False) for t in batch))
    for t in tables:
        found = await repo.table_in_channel(t.channel.id)
        assert found is not None, f"no table in {t.channel.name}"
        t.table_id = found.id
    await until_boards_shown(fake, tables)
    opened = time.perf_counter() - opened

    pids = [p.process.pid for p in processes]
    start = await reading(fake, repo, tables, pids, cluster)
    until = start.at + args.seconds
    users = asyncio.gather(
        *(keep_playing(fake, repo, t, until, Random(k)) for k, t in enumerate(tables))
    )
    # The window is exactly --seconds: a click that stalls (the bench's users wait up to a
    # minute for a board that does not come) delays the end of the run, not the figures.
    await asyncio.sleep(args.seconds)
    end = await reading(fake, repo, tables, pids, cluster)
    await users  # their last clicks
    await until_settled(fake, repo, tables)
    made = [a - b for a, b in zip(end.versions, start.versions, strict=True)]
    shard = {g.id: shard_of(g) for g in fake.guilds}
    own = [
        sum(
            m
            for m, t in zip(made, tables, strict=True)
            if shard[t.channel.guild_id or 0] in parse_shards(shards)
        )
        for shards in mode.processes
    ]
    run = Run(
        mode=mode,
        actions=sum(made),
        elapsed_s=end.at - start.at,
        board_ms=[s * 1000 for t in tables for s in t.seen_update],
        process_cpu_s=[e - b for e, b in zip(end.process_cpu_s, start.process_cpu_s, strict=True)],
        loop_cpu_s=[e - b for e, b in zip(end.loop_cpu_s, start.loop_cpu_s, strict=True)],
        process_actions=own,
        database_cpu_s=end.database_cpu_s - start.database_cpu_s,
        driver_cpu_s=end.driver_cpu_s - start.driver_cpu_s,
        failures=[f for t in tables for f in t.failures],
        unacknowledged=sum(
            not it.acknowledged for it in fake.interactions.values() if it.message is not None
        ),
        backward_edits=list(fake.backward_edits),
        problems=[str(v) for v in fake.violations]
        + [f"unknown route {r}" for r in fake.unknown_routes],
    )
    report(run, len(tables), opened, end.requests - start.requests)
    return run


def board_line(board_ms: list[float]) -> str:
    if not board_ms:
        return "no board shown"
    p99 = stats.percentile(board_ms, 0.99)
    return f"p50 {statistics.median(board_ms):.0f} ms, p99 {p99:.0f} ms"


def report(run: Run, tables: int, opened_s: float, requests: int) -> None:
    mode = run.mode
    print(f"  {tables} tables, half on each shard's guild, opened and shown in {opened_s:.1f} s")
    print(
        f"  {run.actions} actions in {run.elapsed_s:.1f} s: {run.actions_per_s:.1f} actions/s; "
        f"click -> new board {board_line(run.board_ms)}"
    )
    for i, shards in enumerate(mode.processes):
        print(
            f"    bot process of shards {shards:<4} CPU {run.process_cpu_s[i]:5.1f} s, "
            f"{run.process_cpu_ms(i):5.1f} ms per action of its {run.process_actions[i]} "
            f"actions, its event loop {run.loop_cpu_ms(i):.1f} ms"
        )
    database = per_action_ms(run.database_cpu_s, run.actions)
    print(
        f"  CPU per action: bot processes {run.bot_cpu_ms:.1f} ms"
        + (f", PostgreSQL {database:.1f} ms" if mode.postgres else "")
        + f", driver (fake Discord + users) {per_action_ms(run.driver_cpu_s, run.actions):.1f} ms"
        + f"; {requests / max(run.actions, 1):.2f} HTTP requests per action"
    )
    # bench/load_users.py's users also count a click whose message something else edited (an
    # edit still under way for an earlier move) before its acknowledgement reached the fake; the
    # fake knows whether a click was acknowledged at all
    print(
        f"  clicks the users saw fail: {len(run.failures)} (never acknowledged: "
        f"{run.unacknowledged}); broken Discord rules and unknown routes: {len(run.problems)}"
    )
    print(f"  board edits back to an older version of their table: {len(run.backward_edits)}")
    for line in (run.failures + run.problems + run.backward_edits)[:5]:
        print(f"    {line[:200]}")


def median_of(values: list[float]) -> float:
    return statistics.median(values) if values else float("nan")


def summary(runs: list[Run]) -> None:
    by_mode: dict[str, list[Run]] = {}
    for run in runs:
        by_mode.setdefault(run.mode.key, []).append(run)
    print(f"\n=== medians of {max(len(r) for r in by_mode.values())} runs per mode ===")
    rates: dict[str, float] = {}
    for key, mode_runs in by_mode.items():
        mode = mode_runs[0].mode
        rates[key] = median_of([r.actions_per_s for r in mode_runs])
        shown = [r.board_ms for r in mode_runs if r.board_ms]
        p50 = median_of([statistics.median(ms) for ms in shown])
        p99 = median_of([stats.percentile(ms, 0.99) for ms in shown])
        processes = ", ".join(
            f"shards {shards} {median_of([r.process_cpu_ms(i) for r in mode_runs]):.1f} ms "
            f"(event loop {median_of([r.loop_cpu_ms(i) for r in mode_runs]):.1f})"
            for i, shards in enumerate(mode.processes)
        )
        bot_cpu = median_of([r.bot_cpu_ms for r in mode_runs])
        database = median_of([per_action_ms(r.database_cpu_s, r.actions) for r in mode_runs])
        driver = median_of([per_action_ms(r.driver_cpu_s, r.actions) for r in mode_runs])
        print(mode.title)
        print(f"  actions/s {stats.spread([r.actions_per_s for r in mode_runs])}")
        print(f"  click -> new board p50 {p50:.0f} ms, p99 {p99:.0f} ms")
        print(
            f"  CPU per action: bot processes {bot_cpu:.1f} ms "
            f"(per process, of its shards' actions: {processes})"
            + (f", PostgreSQL {database:.1f} ms" if mode.postgres else "")
            + f", driver {driver:.1f} ms"
        )
    if "one" in rates and "two" in rates:
        print(f"two processes / one: {rates['two'] / rates['one']:.2f}x the actions per second")
    failed = sum(len(r.failures) for r in runs)
    backward = {
        key: sum(len(r.backward_edits) for r in mode_runs) for key, mode_runs in by_mode.items()
    }
    print(
        "board edits back to an older version, by mode: "
        + ", ".join(f"{key} {count}" for key, count in backward.items())
    )
    troubles = sum(r.unacknowledged + len(r.problems) for r in runs)
    print(
        f"in all runs: clicks the users saw fail {failed}; clicks never acknowledged, broken "
        f"Discord rules and unknown routes {troubles}"
    )


async def bench(args: argparse.Namespace, modes: list[Mode]) -> list[Run]:
    cluster = LocalCluster.start(durable=True) if any(m.postgres for m in modes) else None
    try:
        runs: list[Run] = []
        for repeat in range(1, args.repeats + 1):
            for mode in modes:
                print(f"\n=== run {repeat} of {args.repeats}: {mode.title} ===")
                runs.append(await run_once(mode, args, cluster, len(runs)))
        return runs
    finally:
        if cluster is not None:
            cluster.stop()


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--tables", type=int, default=20, help="tables, half on each shard")
    parser.add_argument("--seconds", type=float, default=20.0, help="timed part of each run")
    parser.add_argument("--repeats", type=int, default=3, help="runs of each mode")
    parser.add_argument("--ai", type=int, choices=[0, 1], default=1, help="AI seats per table")
    parser.add_argument(
        "--modes",
        default="one,two,sqlite",
        help="which of one (process), two (processes) and sqlite to run, in turn",
    )
    args = parser.parse_args()
    if isinstance(sys.stdout, io.TextIOWrapper):
        # a line at a time, between the bot processes' log lines on stderr
        sys.stdout.reconfigure(line_buffering=True)
    modes = [MODES[key] for key in args.modes.split(",") if key in MODES]
    unknown = [key for key in args.modes.split(",") if key not in MODES]
    if unknown or not modes:
        parser.error(f"--modes takes some of {', '.join(MODES)}, not {args.modes!r}")
    if any(m.postgres for m in modes) and server_binaries() is None:
        parser.error("PostgreSQL is not installed (apt-get install postgresql, or set PG_BIN)")
    print(
        f"{args.tables} tables of The Builders ({2 - args.ai} users and {args.ai} computer "
        f"seat each), users clicking at once, {args.seconds:g} s per run, "
        f"{args.repeats} runs of each mode; the machine has {os.cpu_count()} cores"
    )
    summary(asyncio.run(bench(args, modes)))


if __name__ == "__main__":
    main()

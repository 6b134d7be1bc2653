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
import sys
import tempfile
import time
from pathlib import Path
from random import Random

import asyncpg  # type: ignore[import-untyped]
import stats  # noqa: F401  (puts the project on sys.path, ahead of this folder)
from load_users import open_table
from processes_meters import reading
from processes_report import report, summary
from processes_runs import MODES, Mode, Run
from processes_tables import (
    WatchedDiscord,
    keep_playing,
    spread_tables,
    until_boards_shown,
    until_settled,
)

from bot.shards import parse_shards
from storage.database_url import open_repository, sqlite_url
from storage.postgres_cluster import LocalCluster, server_binaries
from storage.repository import Repository
from tests.shards.local_only import local_only
from tests.shards.shard_process import ShardConfig
from tests.shards.shard_process import main as shard_main
from tests.shards.spawned import Spawned
from tests.shards.test_two_processes import SHARDS, WAIT, shard_of

# A process that dies is not part of this benchmark: nothing waits for a lease to run out.
LEASE_SECONDS = 30.0
OPENED_AT_ONCE = 20  # tables whose lobbies are opened together


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
        Spawned(
            shard_main,
            ShardConfig(fake.port, url, shards, SHARDS, LEASE_SECONDS, ai_delay=0.0),
            shards,
            WAIT,
        )
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


async def timed(
    fake: WatchedDiscord,
    mode: Mode,
    processes: list[Spawned],
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
        found = await repo.tables.table_in_channel(t.channel.id)
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

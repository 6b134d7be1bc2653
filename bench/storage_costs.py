"""Storage benchmark (not a test): the time to record one action, and the space a game takes.

Plays seeded random games of every registered game (2..max players in turn) through a
repository until at least ``--actions`` actions are recorded (the last game is played to its
end), timing each ``record_action`` call: the engine dump, the compare-and-swap transaction and
the commit. Both backends by default, one after the other, each printed:

- SQLite: a scratch file in ``--dir``, ``--synchronous`` FULL (the bot's) or NORMAL;
- PostgreSQL: ``--database-url`` (a database of its own: it is filled with games), else a
  throwaway server started in ``--dir`` (storage/postgres_cluster.py: the machine's PostgreSQL,
  every commit synced to disk as a real server does, reached over its unix socket).

Run: ``python bench/storage_costs.py [--actions 10000] [--backend both|sqlite|postgres|memory]``;
``memory`` times the in-memory repository the headless tests use.
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import sys
import tempfile
import time
from collections import Counter
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import asyncpg  # type: ignore[import-untyped]

from rules import registry
from rules.core import derived_rng
from storage.memory import open_memory
from storage.postgres import open_postgres
from storage.postgres_cluster import LocalCluster
from storage.repository import Repository
from storage.sqlite import open_sqlite

TARGET_MEDIAN_MS = 2.0
TARGET_P99_MS = 10.0


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


async def play(repo: Repository, actions: int) -> tuple[list[float], Counter[str], Counter[str]]:
    """Record at least ``actions`` actions: (ms per record_action, games finished per game id,
    actions played per game id)."""
    games = registry.games()
    if not games:
        raise SystemExit("no game is registered yet")
    timings: list[float] = []
    finished: Counter[str] = Counter()
    steps: Counter[str] = Counter()
    number = 0
    while len(timings) < actions:
        game_id = games[number % len(games)]
        engine = registry.get(game_id)
        players = engine.min_players + (number // len(games)) % (
            engine.max_players - engine.min_players + 1
        )
        table = await repo.lobby.create_table(
            guild_id=1, channel_id=number, game_id=game_id, host_id=1, seed=number
        )
        for user in range(2, players + 1):
            await repo.lobby.join(table.id, user)
        loaded = await repo.lobby.start(table.id)
        state, version = loaded.state, loaded.version
        rng = derived_rng(number, "bench")
        while (seat := engine.pending(state)) is not None:
            action = rng.choice(engine.legal_actions(state))
            state, events = engine.apply(state, action)
            started = time.perf_counter()
            recorded = await repo.tables.record_action(
                table.id, version, seat, action.id, state, events
            )
            timings.append((time.perf_counter() - started) * 1000)
            version = recorded.version
        finished[game_id] += 1
        steps[game_id] += version - 1
        number += 1
    return timings, finished, steps


def report(
    where: str,
    timings: list[float],
    finished: Counter[str],
    steps: Counter[str],
    size: int | None,
) -> None:
    games = sum(finished.values())
    median, p99 = statistics.median(timings), percentile(timings, 0.99)
    print(f"record_action, {len(timings)} actions in {games} finished games ({where}):")
    print(
        f"  median {median:6.3f} ms   target < {TARGET_MEDIAN_MS} ms   "
        f"{'OK' if median < TARGET_MEDIAN_MS else 'MISSED'}"
    )
    print(
        f"  p99    {p99:6.3f} ms   target < {TARGET_P99_MS} ms  "
        f"{'OK' if p99 < TARGET_P99_MS else 'MISSED'}"
    )
    print(f"  mean {statistics.fmean(timings):.3f} ms, max {max(timings):.3f} ms")
    if size is not None:
        print(
            f"database grew by {size / 1024:.0f} KiB = "
            f"{size / games / 1024:.1f} KiB per finished game"
        )
    for game_id in registry.games():
        if finished[game_id]:
            print(
                f"  {game_id}: {finished[game_id]} games, "
                f"{steps[game_id] / finished[game_id]:.0f} actions per game"
            )


async def bench_sqlite(scratch: Path, actions: int, synchronous: str) -> None:
    path = scratch / "bench.sqlite3"
    repo = await open_sqlite(path, synchronous="FULL" if synchronous == "FULL" else "NORMAL")
    try:
        timings, finished, steps = await play(repo, actions)
    finally:
        # Closing the last connection checkpoints the WAL into the file and removes it.
        await repo.close()
    where = f"SQLite, synchronous={synchronous}, file in {scratch.resolve().parent}"
    report(where, timings, finished, steps, path.stat().st_size)


@asynccontextmanager
async def postgres_database(url: str | None, scratch: Path) -> AsyncIterator[tuple[str, str]]:
    """(URL, what to print) of the database to fill: ``url``, else a new server's."""
    if url is not None:
        yield url, "PostgreSQL at --database-url"
        return
    cluster = await asyncio.to_thread(LocalCluster.start, durable=True, parent=scratch)
    try:
        yield cluster.dsn(), f"PostgreSQL, a new server in {scratch.resolve().parent}, fsync on"
    finally:
        await asyncio.to_thread(cluster.stop)


async def database_size(dsn: str) -> int:
    con = await asyncpg.connect(dsn)
    try:
        return int(await con.fetchval("SELECT pg_database_size(current_database())"))
    finally:
        await con.close()


async def bench_postgres(scratch: Path, actions: int, url: str | None) -> None:
    async with postgres_database(url, scratch) as (dsn, where):
        repo = await open_postgres(dsn)
        # An empty PostgreSQL database is some 7 MiB of catalogue: only the growth is the games'.
        empty = await database_size(dsn)
        try:
            timings, finished, steps = await play(repo, actions)
        finally:
            await repo.close()
        grown = await database_size(dsn) - empty
    report(where, timings, finished, steps, grown)


async def bench_memory(actions: int) -> None:
    repo = await open_memory()
    timings, finished, steps = await play(repo, actions)
    report("in memory", timings, finished, steps, None)


async def bench(args: argparse.Namespace, scratch: Path) -> None:
    backends = ("sqlite", "postgres") if args.backend == "both" else (args.backend,)
    for number, backend in enumerate(backends):
        if number:
            print()
        if backend == "sqlite":
            await bench_sqlite(scratch, args.actions, args.synchronous)
        elif backend == "postgres":
            await bench_postgres(scratch, args.actions, args.database_url)
        else:
            await bench_memory(args.actions)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--actions", type=int, default=10_000)
    parser.add_argument(
        "--backend", choices=["both", "sqlite", "postgres", "memory"], default="both"
    )
    parser.add_argument("--synchronous", choices=["NORMAL", "FULL"], default="FULL")
    parser.add_argument(
        "--database-url",
        help="a PostgreSQL database of its own to fill (default: start a throwaway server)",
    )
    parser.add_argument(
        "--dir",
        type=Path,
        default=Path("."),
        help="directory for the scratch database and server (default: here, where "
        "tabula.sqlite3 lives; a tmpfs would hide the cost of the disk)",
    )
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(dir=args.dir) as scratch:
        # As root the server runs as the postgres user, who must reach its directory inside.
        Path(scratch).chmod(0o755)
        asyncio.run(bench(args, Path(scratch)))


if __name__ == "__main__":
    main()

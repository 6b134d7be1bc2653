"""Storage benchmark (not a test): the time to record one action, and the space a game takes.

Plays seeded random games of every registered game (2..max players in turn) through the SQLite
repository until at least ``--actions`` actions are recorded (the last game is played to its
end), timing each ``record_action`` call: the engine dump, the compare-and-swap transaction and
the commit. Run: ``python bench/storage.py [--actions 10000] [--synchronous NORMAL|FULL]``;
``--backend memory`` times the in-memory repository the headless tests use instead.
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from rules import registry
from rules.core import derived_rng
from storage.memory import open_memory
from storage.repository import Repository
from storage.sqlite import open_sqlite

TARGET_MEDIAN_MS = 2.0
TARGET_P99_MS = 10.0


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


async def bench(path: Path, actions: int, synchronous: str, backend: str) -> None:
    games = registry.games()
    if not games:
        raise SystemExit("no game is registered yet")
    repo: Repository
    if backend == "memory":
        repo = await open_memory()
    else:
        repo = await open_sqlite(path, synchronous="FULL" if synchronous == "FULL" else "NORMAL")
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
        table = await repo.create_table(
            guild_id=1, channel_id=number, game_id=game_id, host_id=1, seed=number
        )
        for user in range(2, players + 1):
            await repo.join(table.id, user)
        loaded = await repo.start(table.id)
        state, version = loaded.state, loaded.version
        rng = derived_rng(number, "bench")
        while (seat := engine.pending(state)) is not None:
            action = rng.choice(engine.legal_actions(state))
            state, events = engine.apply(state, action)
            started = time.perf_counter()
            recorded = await repo.record_action(table.id, version, seat, action.id, state, events)
            timings.append((time.perf_counter() - started) * 1000)
            version = recorded.version
        finished[game_id] += 1
        steps[game_id] += version - 1
        number += 1
    # Closing the last connection checkpoints the WAL into the file and removes it.
    await repo.close()

    median, p99 = statistics.median(timings), percentile(timings, 0.99)
    where = (
        "in memory"
        if backend == "memory"
        else f"synchronous={synchronous}, SQLite file in {path.parent.resolve().parent}"
    )
    print(f"record_action, {len(timings)} actions in {number} finished games ({where}):")
    print(
        f"  median {median:6.3f} ms   target < {TARGET_MEDIAN_MS} ms   "
        f"{'OK' if median < TARGET_MEDIAN_MS else 'MISSED'}"
    )
    print(
        f"  p99    {p99:6.3f} ms   target < {TARGET_P99_MS} ms  "
        f"{'OK' if p99 < TARGET_P99_MS else 'MISSED'}"
    )
    print(f"  mean {statistics.fmean(timings):.3f} ms, max {max(timings):.3f} ms")
    if backend != "memory":
        size = path.stat().st_size
        print(f"database {size / 1024:.0f} KiB = {size / number / 1024:.1f} KiB per finished game")
    for game_id in games:
        if finished[game_id]:
            print(
                f"  {game_id}: {finished[game_id]} games, "
                f"{steps[game_id] / finished[game_id]:.0f} actions per game"
            )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--actions", type=int, default=10_000)
    parser.add_argument("--synchronous", choices=["NORMAL", "FULL"], default="FULL")
    parser.add_argument("--backend", choices=["sqlite", "memory"], default="sqlite")
    parser.add_argument(
        "--dir",
        type=Path,
        default=Path("."),
        help="directory for the scratch database (default: here, where tabula.sqlite3 lives; "
        "a tmpfs would hide the cost of the disk)",
    )
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(dir=args.dir) as scratch:
        path = Path(scratch) / "bench.sqlite3"
        asyncio.run(bench(path, args.actions, args.synchronous, args.backend))


if __name__ == "__main__":
    main()

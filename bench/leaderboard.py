"""Leaderboard benchmark (not a test): `/tabula leaderboard` on a database of 100 000 finished
games, and the time `tabula ratings --rebuild` takes on it.

The games are written straight into a fresh SQLite file (tables and results, as finished games
leave them: a seeded mix of 2-4 players, three titles, 5 servers, one of them holding 60 % of
the games and 3000 players), then ratings are rebuilt from them through the repository, and
``bot.service.stats.leaderboard`` (the whole answer: the page and the player count) is timed
for the busiest server, overall and per game, on the first page and a deep one.
Run: ``python bench/leaderboard.py [--games 100000] [--calls 300]``. Target: p99 ≤ 50 ms.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import sqlite3
import tempfile
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path

from stats import percentile  # bench/stats.py: also puts the project first on sys.path

from bot.service.stats import leaderboard
from rules import registry
from storage.sqlite import open_sqlite

TARGET_MS = 50.0
GAMES = tuple(registry.games())
# guild id -> (share of the games, players)
SERVERS = {1: (0.6, 3000), 2: (0.1, 500), 3: (0.1, 500), 4: (0.1, 300), 5: (0.1, 200)}


def fill(path: Path, games: int, seed: int) -> int:
    """Write ``games`` finished games; returns how many result rows (seats) they hold."""
    rng = random.Random(seed)
    start = datetime(2026, 1, 1, tzinfo=UTC)
    guilds = list(SERVERS)
    weights = [share for share, _ in SERVERS.values()]
    tables = []
    results = []
    for number in range(1, games + 1):
        guild = rng.choices(guilds, weights)[0]
        players = SERVERS[guild][1]
        users = rng.sample(range(guild * 100_000, guild * 100_000 + players), rng.randint(2, 4))
        ais = rng.randint(0, 1) if len(users) < 4 else 0
        seats = [{"id": str(u), "user_id": u, "ai_level": None} for u in users]
        seats += [{"id": f"ai-{n}", "user_id": None, "ai_level": "normal"} for n in range(ais)]
        game_id = rng.choice(GAMES)
        at = (start + timedelta(minutes=5 * number)).isoformat(timespec="microseconds")
        tables.append(
            (number, guild, 10_000 + number % 50, game_id, json.dumps(seats), number, at, at)
        )
        scores = [rng.randint(0, 40) for _ in seats]
        top = max(scores)
        resigned = rng.randrange(len(seats)) if rng.random() < 0.05 else None
        for seat_no, seat in enumerate(seats):
            results.append(
                (
                    number,
                    seat_no,
                    seat["id"],
                    seat["user_id"],
                    seat["ai_level"],
                    scores[seat_no],
                    scores[seat_no] == top and seat_no != resigned,
                    at,
                    seat_no == resigned,
                    guild,
                    game_id,
                )
            )
    with sqlite3.connect(path) as db:
        db.executemany(
            "INSERT INTO tables (id, guild_id, channel_id, game_id, status, host_id, seats, "
            "options, seed, created_at, updated_at) "
            "VALUES (?, ?, ?, ?, 'finished', 1, ?, '{}', ?, ?, ?)",
            tables,
        )
        db.executemany(
            "INSERT INTO results (table_id, seat_no, seat, user_id, ai_level, score, winner, "
            "finished_at, resigned, guild_id, game_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            results,
        )
    return len(results)


async def bench(path: Path, games: int, calls: int) -> None:
    repo = await open_sqlite(path)
    await repo.close()  # the schema, made by the migrations
    started = time.perf_counter()
    seats = fill(path, games, seed=19)
    print(
        f"wrote {games} finished games ({seats} results) in {time.perf_counter() - started:.1f} s"
    )
    repo = await open_sqlite(path)
    try:
        started = time.perf_counter()
        rated = await repo.standings.rebuild_ratings()
        print(f"ratings --rebuild: {rated} games in {time.perf_counter() - started:.1f} s")
        cases = [(None, 1), (None, 50), ("aqua-romana", 1), ("porta-nigra", 20)]
        worst = 0.0
        for game_id, page in cases:
            timings = []
            for _ in range(calls):
                before = time.perf_counter()
                shown = await leaderboard(repo, 1, game_id, page)
                timings.append((time.perf_counter() - before) * 1000)
            p50, p99 = percentile(timings, 0.5), percentile(timings, 0.99)
            worst = max(worst, p99)
            print(
                f"leaderboard server 1, {game_id or 'all games'}, page {shown.page} of "
                f"{shown.pages} ({shown.players} players): p50 {p50:.2f} ms, p99 {p99:.2f} ms"
            )
        verdict = "OK" if worst <= TARGET_MS else "OVER"
        print(f"worst p99 {worst:.2f} ms (target ≤ {TARGET_MS:.0f} ms): {verdict}")
    finally:
        await repo.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=100_000)
    parser.add_argument("--calls", type=int, default=300)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        asyncio.run(bench(Path(folder) / "leaderboard.sqlite3", args.games, args.calls))


if __name__ == "__main__":
    main()

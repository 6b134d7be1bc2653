"""Bot benchmark (not a test): many tables of The Builders played at once through the fake Discord.

The real bot (``bot.bot.create_bot``, no AI pause) runs in a process of its own, as in
production, and connects to the fake Discord of ``tests/discord``, which runs with the simulated
users in this (the driver's) process. ``--tables`` channels each get a 2-seat table: one fake
user and one AI seat (``--ai 1``) or two users (``--ai 0``). Every user clicks a random offered
action as soon as their board offers one (after a random 0 to 2 x ``--think`` seconds, if
given), until ``--clicks`` clicks per table or ``--seconds`` have passed. ``--rate R`` sets
``--think`` for an offered load of about R clicks per second over all tables: a table's clicks
come one after another (one seat has the turn), each after a pause of ``--tables / R`` seconds
on average, so the rate reached is below R: a user also waits for the bot's answer and reads
whose turn it is (50 tables of 20 clicks, ``--ai 0``: 35 clicks/s reached for R = 47, 44.5 for
R = 63). The run prints the rate reached: measure a saturated run's first (``--think 0``), then
raise R until the rate reached is the share of it wanted.

A user cannot look into the bot: they act on what the fake shows (the newest message with
buttons, and the version in its custom ids) and on a read-only look at the SQLite file (whose
turn it is, and whether that board is the current one). The bot records, per click, the seconds
from receiving it to its acknowledgement (``router.ack_times``) and to the board being updated
with a fresh image (``tables.update_times``); the driver records the same from the user's side
(from sending the click to the fake Discord holding the acknowledgement / the edited message).
After the timed part the bot's process sends these and its CPU time and peak memory over a pipe.
The driver also counts what the bot sent the fake over the timed part: its images (how many per
action, their mean size) and its HTTP requests per action, by kind.

``--floor`` runs, in the bot's place, the bare floor (``bench/floor_bot.py``): a bare discord.py
bot that answers each click with the same Builders board image and components, Tabula's size
and kind, and keeps no game, so any user of a table may click its newest board and the driver
reads no database. ``--fair-floor`` runs the fair floor: the same, but per click it commits one
row durably (Tabula's SQLite settings) and draws a fresh turn image of the table's game with
Tabula's drawing function, in a thread. ``--compare`` runs the bare floor, the fair floor and
Tabula in turn, with the same load (``--runs`` times), and prints Tabula's CPU per action as a
multiple of each floor's (targets <= 3x the bare floor's, <= 1.5x the fair floor's; medians),
the three modes' HTTP requests per action and their latencies. The CPU per action is the bot's
process's user + system time (plus its worker processes') over the timed part, divided by the
actions it handled: a floor's clicks, or Tabula's actions in the log (AI seats' moves
included).

Run: ``python bench/bot_load.py [--tables 200] [--clicks 10] [--seconds 240] [--think 0 | --rate R]
[--ai 1]
[--ack-deadline 3] [--render-processes N] [--profile FILE]
[--floor | --fair-floor | --compare [--runs N]]``
(``--render-processes`` is the bot's RENDER_PROCESSES setting; ``--profile`` writes a cProfile
of the bot's event loop over the timed part there, made in the bot's process, and prints its
top; its times are the event loop thread's CPU time, so neither a wait for a core nor one for
the GIL, held by a drawing thread, counts against the function that waited).
"""

from __future__ import annotations

import argparse
import asyncio
import dataclasses
import logging
import pstats
import random
import statistics
import tempfile
import time
from dataclasses import dataclass
from multiprocessing import resource_tracker
from pathlib import Path

import stats  # noqa: F401  (puts the project on sys.path, ahead of this folder)
from bot_meters import BotFigures
from bot_process import BotProcess
from floor_bot import FloorBoard, committed_clicks, tabula_board
from load_discord import BenchDiscord
from load_report import MODES, Outcome, compare, report, report_requests
from load_users import Table, open_table, play

from storage.sqlite import SqliteRepository, open_sqlite
from tests.discord.harness import only_localhost


async def total_actions(repo: SqliteRepository, tables: list[Table]) -> int:
    return sum([(await repo.tables.load(t.table_id)).version for t in tables])


async def bench(
    args: argparse.Namespace, database: Path, floor: FloorBoard | None, fair: bool
) -> Outcome:
    """One run against Tabula, or against the floor bot showing ``floor`` (the fair one if
    ``fair``)."""
    logging.basicConfig(level=logging.WARNING)
    fake = BenchDiscord()
    fake.ack_deadline = args.ack_deadline
    with only_localhost(asyncio.get_running_loop()):
        await fake.start()
        try:
            bot = BotProcess(fake.port, database, args.render_processes, args.profile, floor, fair)
            try:
                answer = await bot.ask(None, timeout=60)  # started and connected
                assert answer == "ready", answer
                if floor is not None:
                    played = await run_tables(fake, bot, None, args, MODES[fair])
                else:
                    repo = await open_sqlite(database, read_only=True)  # the bot holds it
                    try:
                        played = await run_tables(fake, bot, repo, args, MODES[2])
                    finally:
                        await repo.close()
            finally:
                await bot.close()
        finally:
            await fake.stop()
    print(f"the bot's process exited with code {bot.process.exitcode}")
    if fair:
        rows = committed_clicks(database)
        clicks = played.measured.clicks
        print(f"rows the fair floor committed: {rows} ({rows / max(clicks, 1):.2f} per click)")
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
    fake: BenchDiscord,
    bot: BotProcess,
    repo: SqliteRepository | None,
    args: argparse.Namespace,
    mode: str,
) -> Played:
    """Open the tables, play the timed part, print the figures. Without ``repo``, the bot is
    a floor: no game its users read, no log of actions (each click it answered is one)."""
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
            found = await repo.tables.table_in_channel(t.channel.id)
            assert found is not None, f"no table in {t.channel.name}"
            t.table_id = found.id
    await bot.ask("settle")
    print(f"{len(tables)} tables opened in {time.perf_counter() - started:.1f} s")

    actions_before = await total_actions(repo, tables) if repo is not None else 0
    await bot.ask("start")
    fake.image_bytes.clear()
    fake.image_hashes.clear()
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
    requests = fake.requests[requests_before:]
    report_requests(requests, actions, {c.id for c in fake.dm_channels.values()})
    images = fake.image_bytes
    measured = Outcome(
        mode=mode,
        actions=actions,
        clicks=sum(t.clicks for t in tables),
        bot_cpu_s=figures.cpu_s + figures.worker_cpu_s,
        loop_cpu_s=figures.loop_cpu_s,
        thread_cpu_s=figures.thread_cpu_s,
        ack_ms=[s * 1000 for s in figures.ack_times],
        update_ms=[s * 1000 for s in figures.update_times],
        images=len(images),
        image_kb=statistics.mean(images) / 1024 if images else 0.0,
        requests=len(requests),
        problems=0,
    )
    return Played(measured, figures.errors)


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


def think_for_rate(tables: int, rate: float) -> float:
    """The mean pause before a click that offers about ``rate`` clicks per second from
    ``tables`` tables, each clicked by one user at a time (the seat whose turn it is)."""
    if tables < 1 or rate <= 0:
        raise ValueError(f"a rate needs tables and a positive rate: {tables}, {rate}")
    return tables / rate


def run(args: argparse.Namespace, floor: FloorBoard | None, fair: bool = False) -> Outcome:
    with tempfile.TemporaryDirectory() as scratch:
        return asyncio.run(bench(args, Path(scratch) / "bench.sqlite3", floor, fair))


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--tables", type=int, default=200)
    parser.add_argument("--clicks", type=int, default=10, help="clicks per table")
    parser.add_argument("--seconds", type=float, default=240, help="stop clicking after this")
    parser.add_argument("--ai", type=int, choices=[0, 1], default=1, help="AI seats per table")
    pace = parser.add_mutually_exclusive_group()
    pace.add_argument("--think", type=float, default=0.0, help="mean pause before a click (s)")
    pace.add_argument(
        "--rate", type=float, help="offer about this many clicks per second (sets --think)"
    )
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
        "--fair-floor",
        action="store_true",
        help="run the fair floor (one durable commit and a fresh image per click) instead",
    )
    mode.add_argument(
        "--compare",
        action="store_true",
        help="run the bare floor, the fair floor and Tabula in turn; CPU per action ratios",
    )
    parser.add_argument("--runs", type=int, default=1, help="with --compare: pairs of runs")
    args = parser.parse_args()
    if args.compare and args.profile:
        parser.error("--profile slows the bot it profiles: profile a run of its own, not --compare")
    if args.runs != 1 and not args.compare:
        parser.error("--runs goes with --compare")
    if args.profile:
        args.profile = str(Path(args.profile).resolve())
    if args.rate is not None:
        args.think = think_for_rate(args.tables, args.rate)
        print(f"offering about {args.rate:g} clicks/s: a mean pause of {args.think:.3f} s a click")
    if args.compare:
        board = floor_board(args)
        runs = []
        for n in range(1, args.runs + 1):
            print(f"\n=== run {n} of {args.runs}: the bare floor ===")
            bare = run(args, board)
            print(f"\n=== run {n} of {args.runs}: the fair floor ===")
            fair = run(args, board, fair=True)
            print(f"\n=== run {n} of {args.runs}: Tabula ===")
            runs.append((bare, fair, run(args, None)))
        compare(runs)
    else:
        floor = args.floor or args.fair_floor
        run(args, floor_board(args) if floor else None, fair=args.fair_floor)
    # multiprocessing's resource tracker (shared by the bot's process and its render processes)
    # would exit just after this process and linger as a zombie until init reaps it: stop it
    # and wait for it here (Python 3.11 has no public way)
    resource_tracker._resource_tracker._stop()  # type: ignore[attr-defined]


if __name__ == "__main__":
    main()

"""Engine benchmark (not a test): random full games per second, steps per second, peak memory.

Every registered game is played by random agents (``rules.play.play_game`` with ``RandomAgent``,
the same loop as ``tabula simulate``) at 2 and 4 players, in one thread (``--pin``: on one CPU).
Each repeat plays the same seeds, so the spread between repeats is the machine's noise, not the
games'. Games per CPU second count only this process's work: the steadier figure on a busy box.

Beside each repeat, python-chess plays random games from the same seeds (a common yardstick for
a Python game engine, issue 20): the ratio of our steps per CPU second to its, taken repeat by
repeat in the same process, cancels most of the machine's speed and load; its median is printed
against the target of 3×.

Run: ``python bench/engines.py [--repeats 5] [--games 40] [--game ID] [--pin] [--profile ID]``.
``--profile ID`` prints the cProfile of 4-player games of that game instead.
"""

from __future__ import annotations

import argparse
import cProfile
import gc
import pstats
import random
import statistics
import time
import tracemalloc

import chess
import stats  # also puts the project on sys.path

from rules import registry
from rules.ai import RandomAgent
from rules.core import Engine
from rules.play import play_game

# Games per second at 4 players (issue 10).
TARGETS = {"builders-antiquity": 100.0, "aqua-romana": 100.0, "porta-nigra": 40.0}
# Our random-playout steps per CPU second over python-chess's (issue 20).
CHESS_RATIO_TARGET = 3.0
# Random chess games mostly end by themselves (the 75-move rule); the cap bounds the rare long one.
CHESS_MAX_PLIES = 500


def seats(players: int) -> list[str]:
    return [f"Player {i}" for i in range(1, players + 1)]


def play_batch(engine: Engine[object], players: int, seeds: range) -> tuple[float, float, int]:
    """Plays one game per seed; returns (wall seconds, CPU seconds, steps).

    The CPU time counts only this process's own work, so it hardly moves when other programs
    compete for the cores; the wall time is what a player would wait.
    """
    table = seats(players)
    agents = {seat: RandomAgent() for seat in table}
    steps = 0
    gc.collect()
    started, cpu = time.perf_counter(), time.process_time()
    for seed in seeds:
        steps += play_game(engine, table, agents, seed).steps
    return time.perf_counter() - started, time.process_time() - cpu, steps


def chess_batch(seeds: range) -> tuple[float, int]:
    """python-chess random playouts, one game per seed; returns (CPU seconds, plies)."""
    plies = 0
    gc.collect()
    cpu = time.process_time()
    for seed in seeds:
        rng = random.Random(seed)
        board = chess.Board()
        while not board.is_game_over() and board.ply() < CHESS_MAX_PLIES:
            board.push(rng.choice(list(board.legal_moves)))
        plies += board.ply()
    return time.process_time() - cpu, plies


def peak_game_memory_kb(engine: Engine[object], players: int, seed: int) -> float:
    """The peak of Python allocations (tracemalloc) while one game is played."""
    table = seats(players)
    agents = {seat: RandomAgent() for seat in table}
    gc.collect()
    tracemalloc.start()
    try:
        tracemalloc.reset_peak()
        base, _ = tracemalloc.get_traced_memory()
        play_game(engine, table, agents, seed)
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    return (peak - base) / 1024


def bench(game_ids: list[str], repeats: int, games: int, pin: bool) -> None:
    pinned = stats.pin_to_one_core() if pin else "one process, one thread"
    print(f"engines: {games} random games per repeat, {repeats} repeats, {pinned}")
    for game_id in game_ids:
        engine = registry.get(game_id)
        for players in (2, 4):
            seeds = range(1, games + 1)
            play_batch(engine, players, range(1, 3))  # warm up imports and caches
            rates: list[float] = []
            cpu_rates: list[float] = []
            step_rates: list[float] = []
            cpu_step_rates: list[float] = []
            chess_rates: list[float] = []
            ratios: list[float] = []
            steps = 0
            for _ in range(repeats):
                seconds, cpu, steps = play_batch(engine, players, seeds)
                chess_cpu, plies = chess_batch(seeds)
                rates.append(games / seconds)
                cpu_rates.append(games / cpu)
                step_rates.append(steps / seconds)
                cpu_step_rates.append(steps / cpu)
                chess_rates.append(plies / chess_cpu)
                ratios.append(cpu_step_rates[-1] / chess_rates[-1])
            memory = peak_game_memory_kb(engine, players, seeds[0])
            target = TARGETS.get(game_id) if players == 4 else None
            aim = (
                f"   target >= {target:.0f}: {stats.verdict(statistics.median(rates) >= target)}"
                if target is not None
                else ""
            )
            print(f"{game_id} {players}p: games/s (wall) {stats.spread(rates)}{aim}")
            print(f"    games per CPU second {stats.spread(cpu_rates)}")
            print(
                f"    steps/s {stats.spread(step_rates)}; {steps / games:.0f} steps per game; "
                f"peak Python memory of one game {memory:.0f} KiB"
            )
            met = stats.verdict(statistics.median(ratios) >= CHESS_RATIO_TARGET)
            print(
                f"    steps per CPU second {statistics.median(cpu_step_rates):.0f}, python-chess "
                f"{statistics.median(chess_rates):.0f}: ratio {stats.spread(ratios)}"
                f"   target >= {CHESS_RATIO_TARGET:.0f}x: {met}"
            )
    print(f"peak RSS of the process {stats.peak_rss_mb():.0f} MB")


def profile(game_id: str, games: int) -> None:
    engine = registry.get(game_id)
    profiler = cProfile.Profile()
    profiler.enable()
    play_batch(engine, 4, range(1, games + 1))
    profiler.disable()
    pstats.Stats(profiler).sort_stats("tottime").print_stats(25)


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--games", type=int, default=40, help="games per repeat")
    parser.add_argument("--game", action="append", help="only this game (repeatable)")
    parser.add_argument("--profile", metavar="GAME", help="cProfile 4-player games of GAME")
    parser.add_argument("--pin", action="store_true", help="pin the process to one CPU")
    args = parser.parse_args()
    if args.profile:
        profile(args.profile, args.games)
        return
    bench(args.game or registry.games(), args.repeats, args.games, args.pin)


if __name__ == "__main__":
    main()

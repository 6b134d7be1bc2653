"""What bench/processes.py prints: each run's figures, and the medians of each mode's runs."""

from __future__ import annotations

import statistics

import stats
from processes_runs import Run, per_action_ms


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

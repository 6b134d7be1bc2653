"""What bench/bot_load.py prints: a run's figures against their targets, the bot's HTTP
requests per action, and (``--compare``) the two floors against Tabula."""

from __future__ import annotations

import collections
import os
import re
import statistics
from dataclasses import dataclass

import stats
from bot_meters import BotFigures
from load_discord import BenchDiscord
from load_users import Table

from bot.localdiscord.server import FakeDiscord

TARGET_ACTIONS_PER_S = 100.0
TARGET_P99_MS = 300.0
TARGET_MEMORY_MB = 500.0
# Tabula's CPU per action, at most this multiple of the bare floor's and of the fair floor's
# (issue 36)
TARGET_CPU_OVER_BARE = 3.0
TARGET_CPU_OVER_FAIR = 1.5
MODES = ("bare floor", "fair floor", "Tabula")


def fake_held_mb(fake: FakeDiscord) -> float:
    """The images the fake Discord keeps (every board ever posted): not the bot's memory."""
    held = sum(len(a.data) for m in fake.messages.values() for a in m.attachments)
    return held / 1024 / 1024


@dataclass
class Outcome:
    """What one run measured, for ``--compare``."""

    mode: str  # one of MODES
    actions: int
    clicks: int
    bot_cpu_s: float  # the bot's process and its worker processes, over the timed part
    loop_cpu_s: float  # of which its event loop's thread
    thread_cpu_s: dict[str, float]  # the bot's process by kind of thread (THREAD_KINDS)
    ack_ms: list[float]  # from the bot receiving a click to acknowledging it (the bot's clock)
    update_ms: list[float]  # ... to the board updated
    images: int  # files the bot sent over the timed part
    image_kb: float  # their mean size
    requests: int  # HTTP requests the bot made over the timed part
    problems: int  # broken rules, unknown routes and errors the bot logged

    @property
    def cpu_per_action_ms(self) -> float:
        return self.bot_cpu_s / self.actions * 1000 if self.actions else float("nan")

    @property
    def loop_per_action_ms(self) -> float:
        return self.loop_cpu_s / self.actions * 1000 if self.actions else float("nan")

    @property
    def requests_per_action(self) -> float:
        return self.requests / self.actions if self.actions else float("nan")


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
            f"{statistics.mean(sent) / 1024:.1f} KB on average, {len(fake.image_hashes)} "
            "different"
        )
    print(
        f"  peak RSS of the driver {stats.peak_rss_mb():.0f} MB (the fake holds "
        f"{fake_held_mb(fake):.0f} MB of posted images)"
    )
    failures = [f for t in tables for f in t.failures]
    print(f"  clicks not acknowledged or not answered: {len(failures)}")
    for failure in failures[:5]:
        print(f"    {failure[:200]}")


def p50_p99(values_ms: list[float]) -> str:
    if not values_ms:
        return "-"
    return f"{statistics.median(values_ms):.0f} / {stats.percentile(values_ms, 0.99):.0f} ms"


def compare(runs: list[tuple[Outcome, Outcome, Outcome]]) -> None:
    """Each run of the bare floor, the fair floor and Tabula, Tabula's CPU per action as a
    multiple of each floor's, and (over several runs) the medians."""
    print("\n=== the bare floor and the fair floor against Tabula, the same load ===")
    print(
        f"  {'run':<4} {'mode':<10} {'actions':>7} {'CPU/action':>11}  {'click -> ack':>14}  "
        f"{'click -> updated':>16}  {'HTTP/action':>11}  images sent"
    )
    for n, run in enumerate(runs, 1):
        for o in run:
            print(
                f"  {n:<4} {o.mode:<10} {o.actions:>7} {o.cpu_per_action_ms:>8.2f} ms  "
                f"{p50_p99(o.ack_ms):>14}  {p50_p99(o.update_ms):>16}  "
                f"{o.requests_per_action:>11.2f}  {o.images} x {o.image_kb:.1f} KB"
                + (f"   ({o.problems} problems)" if o.problems else "")
            )
        bare, fair, tabula = run
        for o in (fair, tabula):
            print(
                f"       {o.mode}'s process by thread, per action: "
                + ", ".join(
                    f"{kind} {cpu / o.actions * 1000:.2f} ms"
                    for kind, cpu in sorted(o.thread_cpu_s.items())
                )
            )
        print(
            f"       Tabula / bare floor: {tabula.cpu_per_action_ms / bare.cpu_per_action_ms:.2f}x"
            f"   Tabula / fair floor: {tabula.cpu_per_action_ms / fair.cpu_per_action_ms:.2f}x"
        )
    medians = [statistics.median(run[i].cpu_per_action_ms for run in runs) for i in range(3)]
    bare_ms, fair_ms, tabula_ms = medians
    over = f"medians of {len(runs)} runs" if len(runs) > 1 else "one run"
    print(
        f"  CPU per action ({over}): bare floor {bare_ms:.2f} ms, fair floor {fair_ms:.2f} ms, "
        f"Tabula {tabula_ms:.2f} ms"
    )
    for name, floor_ms, target in (
        ("bare floor", bare_ms, TARGET_CPU_OVER_BARE),
        ("fair floor", fair_ms, TARGET_CPU_OVER_FAIR),
    ):
        ratio = tabula_ms / floor_ms
        print(
            f"  Tabula / {name}: {ratio:.2f}x   target <= {target:g}x   "
            f"{stats.verdict(ratio <= target)}"
        )
    # a table's forced moves (one legal action, played by the bot) are actions without a click
    per_click = statistics.median(run[2].bot_cpu_s / run[2].clicks * 1000 for run in runs)
    print(
        f"  per user click instead: Tabula {per_click:.2f} ms, {per_click / bare_ms:.2f}x the bare "
        f"floor, {per_click / fair_ms:.2f}x the fair floor (a floor's click is its action)"
    )
    # the bare floor's loop does all its work: what Tabula's does beside drawing and SQLite
    loop_ratio = statistics.median(run[2].loop_per_action_ms for run in runs) / bare_ms
    print(f"  Tabula's event loop alone: {loop_ratio:.2f}x the bare floor's CPU per action")
    requests = [statistics.median(run[i].requests_per_action for run in runs) for i in range(3)]
    print(
        "  HTTP requests per action: "
        + ", ".join(f"{mode} {r:.2f}" for mode, r in zip(MODES, requests, strict=True))
    )
    if len(runs) > 1:
        for i, mode in enumerate(MODES):
            ack = [stats.percentile(run[i].ack_ms, q) for run in runs for q in (0.5, 0.99)]
            upd = [stats.percentile(run[i].update_ms, q) for run in runs for q in (0.5, 0.99)]
            print(
                f"  {mode:<10} medians: click -> ack p50 {statistics.median(ack[0::2]):.0f} ms, "
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

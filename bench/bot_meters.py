"""What the bot's process measures over the timed part of bench/bot_load.py: its CPU time (by
thread, in garbage collection, in its worker processes), its peak memory and the clicks' times
its router (or the floor bot) records."""

from __future__ import annotations

import collections
import cProfile
import gc
import logging
import multiprocessing
import os
import threading
import time
from collections.abc import Callable, MutableSequence
from dataclasses import dataclass
from pathlib import Path
from typing import Protocol

import stats  # also puts the project on sys.path, ahead of this folder

TICKS_PER_S = os.sysconf("SC_CLK_TCK")


@dataclass
class BotFigures:
    """What the bot's process measured over the timed part (sent over the pipe as a dict)."""

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


def proc_cpu_s(pid: int | None) -> float:
    """User + system CPU seconds of a process (0 once it is gone, or never started)."""
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
    """Who times the clicks in the bot's process: Tabula's router (a rolling window), or the
    floor bot."""

    @property
    def ack_times(self) -> MutableSequence[float]: ...

    @property
    def update_times(self) -> MutableSequence[float]: ...

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

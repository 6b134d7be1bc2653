"""The meters bench/processes.py reads at the start and the end of a run's window: the tables'
versions, each bot process's CPU (and its event loop's), the PostgreSQL server's, the driver's
and the fake's HTTP requests."""

from __future__ import annotations

import os
import time
from dataclasses import dataclass
from pathlib import Path

import stats  # noqa: F401  (puts the project on sys.path, ahead of this folder)
from bot_meters import proc_cpu_s
from load_users import Table
from processes_tables import WatchedDiscord

from storage.postgres_cluster import LocalCluster
from storage.repository import Repository

TICKS_PER_S = os.sysconf("SC_CLK_TCK")  # the unit of /proc's CPU times


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


async def versions(repo: Repository, tables: list[Table]) -> list[int]:
    return [(await repo.tables.load(t.table_id)).version for t in tables]


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

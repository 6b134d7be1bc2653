"""Small helpers the benchmarks share: percentiles, repeat summaries and pinning to one core."""

from __future__ import annotations

import os
import resource
import statistics
import sys
from pathlib import Path

# The benchmarks run as scripts (python bench/x.py): make the project importable, ahead of this
# folder, so that `import bot` and `import storage` find the project's packages.
ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) in sys.path:
    sys.path.remove(str(ROOT))
sys.path.insert(0, str(ROOT))


def percentile(values: list[float], fraction: float) -> float:
    """The value below which ``fraction`` of ``values`` lie (nearest rank)."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


def spread(values: list[float]) -> str:
    """Median with the range over repeats, and the range as a share of the median."""
    median = statistics.median(values)
    low, high = min(values), max(values)
    share = (high - low) / median * 100 if median else 0.0
    return f"median {median:.1f} (min {low:.1f}, max {high:.1f}, range {share:.0f}%)"


def verdict(ok: bool) -> str:
    return "OK" if ok else "MISSED"


def pin_to_one_core() -> str:
    """Run this process on a single CPU so a figure is per core; says which one."""
    if not hasattr(os, "sched_setaffinity"):
        return "not pinned (no sched_setaffinity)"
    cpus = sorted(os.sched_getaffinity(0))
    os.sched_setaffinity(0, {cpus[-1]})
    return f"pinned to CPU {cpus[-1]}"


def peak_rss_mb() -> float:
    """The peak resident memory of this process so far (Linux reports kilobytes)."""
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024

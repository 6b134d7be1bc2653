"""Hard's 1.5 s cap is a wall-clock bound that holds on a busy machine (issue 35: one Aqua
Romana decision took 1.62 s): the search stops itself from inside its loops. Both cores are
kept busy by two spinning processes while the real hard level decides."""

from __future__ import annotations

import gc
import subprocess
import sys
import threading
import time
from collections.abc import Iterator

import pytest

from rules import registry
from rules.ai import evaluation
from rules.ai.evaluation import evaluator_for
from rules.ai.levels import AGENTS, HARD_SECONDS
from rules.core import derived_rng
from rules.play import random_history

# Each spinner ends by itself after this long, should the test die before stopping it.
SPIN_SECONDS = 60
SPIN = (
    "import sys, time\n"
    f"end = time.monotonic() + {SPIN_SECONDS}\n"
    "print('spinning', flush=True)\n"
    "while time.monotonic() < end:\n"
    "    pass\n"
)


@pytest.fixture
def busy_cores() -> Iterator[list[subprocess.Popen[str]]]:
    spinners = [
        subprocess.Popen([sys.executable, "-c", SPIN], stdout=subprocess.PIPE, text=True)
        for _ in range(2)
    ]
    try:
        for spinner in spinners:
            assert spinner.stdout is not None
            assert spinner.stdout.readline() == "spinning\n"  # it is running its loop
        yield spinners
    finally:
        for spinner in spinners:
            spinner.kill()
            spinner.wait()


def waiting_for_a_core() -> float:
    """Seconds this thread has spent runnable but waiting for a core, from the kernel's
    scheduler statistics (Linux)."""
    with open(f"/proc/self/task/{threading.get_native_id()}/schedstat") as stats:
        return int(stats.read().split()[1]) / 1e9


@pytest.fixture
def settled_heap() -> Iterator[None]:
    """The heap as a bot process keeps it (``bot.heap.settle``, and an AI worker process's
    start): what the process holds is out of the collector's sight. In a test process that
    has run the rest of the suite, a full collection walks everything the earlier tests left
    and took 0.3 s in the middle of a decision, which no deadline sees coming."""
    gc.collect()
    gc.freeze()
    try:
        yield
    finally:
        gc.unfreeze()


@pytest.mark.parametrize("game", ["aqua-romana", "builders-antiquity", "porta-nigra"])
@pytest.mark.usefixtures("settled_heap")
def test_a_hard_decision_ends_within_its_cap_while_both_cores_are_busy(
    game: str, busy_cores: list[subprocess.Popen[str]]
) -> None:
    engine = registry.get(game)
    history = random_history(engine, 4, seed=3)
    # Positions with a real choice, from the middle of the game: the search runs to its cap.
    positions = [s for s in history[len(history) // 3 :] if len(engine.legal_actions(s)) > 3]
    for k, state in enumerate(positions[:2]):
        seat = engine.pending(state)
        assert seat is not None
        waited_before, start = waiting_for_a_core(), time.monotonic()
        AGENTS["hard"]().choose(engine, state, seat, derived_rng(k, "hard-cap"))
        took = time.monotonic() - start
        waited = waiting_for_a_core() - waited_before
        # The cap itself, no extra allowance: the search keeps mcts.MARGIN (0.25 s) back for
        # what comes after its deadline, the waits for a core included. The two spinners
        # leave this thread at least a third of the cores' time, so it waits at most a third
        # of the decision for a core; a wait beyond that is other work on a shared machine
        # (CI beside other jobs), which no deadline can outrun, and is not counted.
        beyond = max(0.0, waited - took / 3)
        assert took - beyond <= HARD_SECONDS, f"{game}: {took:.3f} s, {waited:.3f} s waiting"
        if not evaluator_for(engine).plans_turns:
            # MCTS searches up to its deadline (The Builders' turn planner is done sooner)
            assert took >= HARD_SECONDS / 2
    assert all(spinner.poll() is None for spinner in busy_cores)  # busy all along


class _Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def monotonic(self) -> float:
        return self.now


def test_a_deadline_stops_once_the_next_unit_of_work_could_outlast_it(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # A process that waits for a core sees its units of work last longer in wall-clock time:
    # the deadline learns the longest gap between two checks and stops that much earlier.
    clock = _Clock()
    monkeypatch.setattr(evaluation, "time", clock)
    deadline = evaluation.Deadline(1.0)
    clock.now += 0.05
    deadline.check()  # 0.05 s units: far from the end
    clock.now += 0.3  # one unit waited 0.3 s for a core
    deadline.check()  # at 0.35 s: 0.35 + 0.3 is still before the end
    clock.now += 0.05
    deadline.check()  # at 0.4 s
    clock.now += 0.35  # at 0.75 s: the longest gap is now 0.35 s, and 0.75 + 0.35 > 1.0
    with pytest.raises(evaluation.OutOfTime):
        deadline.check()

"""The three ways bench/processes.py serves its load (one process, two, SQLite) and what a run
of one measured."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class Mode:
    key: str
    title: str
    processes: tuple[str, ...]  # the shards each bot process holds, of SHARDS
    postgres: bool


MODES = {
    mode.key: mode
    for mode in (
        Mode("one", "one process, shards 0-1, PostgreSQL", ("0-1",), True),
        Mode("two", "two processes, shards 0 | 1, PostgreSQL", ("0", "1"), True),
        Mode("sqlite", "one process, shards 0-1, SQLite", ("0-1",), False),
    )
}


@dataclass
class Run:
    """What one run of one mode measured over its timed part."""

    mode: Mode
    actions: int
    elapsed_s: float
    board_ms: list[float]  # click -> the clicked board edited, as the user sees it
    process_cpu_s: list[float]  # each bot process's, in the order of mode.processes
    loop_cpu_s: list[float]  # of which its main thread's: the event loop
    process_actions: list[int]  # the actions of each process's own shards' tables
    database_cpu_s: float  # the PostgreSQL server's processes (0 for SQLite)
    driver_cpu_s: float  # the fake Discord and the users
    # clicks the user saw no acknowledgement for by the time the board changed, or no change
    failures: list[str] = field(default_factory=list)
    unacknowledged: int = 0  # clicks never acknowledged, even once the tables settled
    backward_edits: list[str] = field(default_factory=list)  # see WatchedDiscord
    problems: list[str] = field(default_factory=list)  # broken Discord rules, unknown routes

    @property
    def actions_per_s(self) -> float:
        return self.actions / self.elapsed_s

    @property
    def bot_cpu_ms(self) -> float:
        return per_action_ms(sum(self.process_cpu_s), self.actions)

    def process_cpu_ms(self, i: int) -> float:
        """The ``i``th bot process's CPU per action of its own shards' tables."""
        return per_action_ms(self.process_cpu_s[i], self.process_actions[i])

    def loop_cpu_ms(self, i: int) -> float:
        return per_action_ms(self.loop_cpu_s[i], self.process_actions[i])


def per_action_ms(cpu_s: float, actions: int) -> float:
    return cpu_s / actions * 1000 if actions else float("nan")

"""The turn clock: how long a player may take, and the deadlines of a turn.

A table's options say its time per turn (``turn_minutes``, None for no limit) and what happens
at the limit (``at_timeout``: the computer plays that turn, or takes the seat). When a person's
turn begins the service stores two deadlines with it: one reminder at half the time (a second
one shortly before the end made two messages of every idle turn), and the time-out. They are
data in storage, not timers: a scheduler fires what is due (after a restart too), and a move
that passes the turn replaces them.
"""

from __future__ import annotations

from collections.abc import Iterable
from datetime import datetime, timedelta

from bot.table_settings import AtTimeout, TableSettings
from storage.models import Job, JobSpec, Table

# The lobby's choices of time per turn: label -> minutes (None: no limit).
TURN_LIMITS: dict[str, int | None] = {
    "No limit": None,
    "10 minutes": 10,
    "1 hour": 60,
    "12 hours": 720,
    "24 hours": 1440,
    "3 days": 4320,
}
AT_TIMEOUT: dict[AtTimeout, str] = {
    "play": "the computer plays that turn",
    "take": "the computer takes the seat",
}
REMIND_HALF, REMIND_SOON, TIMEOUT = "remind-half", "remind-soon", "timeout"


def time_out(jobs: Iterable[Job | JobSpec]) -> datetime | None:
    """When the turn in progress times out, among a table's stored (or storing) jobs."""
    return next((j.due_at for j in jobs if j.kind == TIMEOUT), None)


def limit_label(minutes: int | None) -> str:
    return next((label for label, m in TURN_LIMITS.items() if m == minutes), f"{minutes} min")


def deadline(table: Table, since: datetime) -> datetime | None:
    minutes = TableSettings.of(table).turn_minutes
    return None if minutes is None else since + timedelta(minutes=minutes)


def turn_jobs(table: Table, pending: str | None, now: datetime) -> list[JobSpec]:
    """The deadlines of a turn that begins ``now`` for ``pending``: none for a computer, for a
    table without a limit, or once the game is over."""
    minutes = TableSettings.of(table).turn_minutes
    seat = next((s for s in table.seats if s.id == pending), None)
    if minutes is None or seat is None or seat.is_ai:
        return []
    limit = timedelta(minutes=minutes)
    payload = {"seat": seat.id}
    return [JobSpec(REMIND_HALF, now + limit / 2, payload), JobSpec(TIMEOUT, now + limit, payload)]

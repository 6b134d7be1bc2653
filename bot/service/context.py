"""What every use-case of the table service shares: storage, the games, names, the clock,
the limits and the per-table locks, handed to each one explicitly.

Several bot processes may serve one database, so nothing here is a table's only copy: a lock
orders this process's own clicks (storage's compare-and-swap orders the processes).
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import Any

from bot.adapter import GameAdapter
from bot.names import NameBook
from bot.table_locks import TableLocks
from storage import steady_clock
from storage.models import OutboxItem, Shown, Table
from storage.recent import Recent
from storage.repository import Repository


def utc_now() -> datetime:
    """The process's clock, as storage stamps its rows: it never goes back."""
    return steady_clock.now()


@dataclass(frozen=True, slots=True)
class Limits:
    """How long an unstarted lobby stays open, and how many open lobbies one person may host
    in one server (the bot's settings set them)."""

    lobby_lifetime: timedelta = timedelta(hours=24)
    lobbies_per_host: int = 3


@dataclass(slots=True)
class ServiceContext:
    """The collaborators of the use-cases. Not frozen: a test (or a scenario) moves the
    ``clock``, and every use-case reads it here, so all of them see the same time."""

    repo: Repository
    games: Mapping[str, GameAdapter[Any]]
    names: NameBook
    seeds: Iterator[int] | None = None  # where new tables get their seed; None: a random one
    limits: Limits = field(default_factory=Limits)
    clock: Callable[[], datetime] = utc_now
    locks: TableLocks = field(default_factory=TableLocks)
    # table id -> (version, the turn's time-out at it): what a click knew from the snapshot it
    # played on and the deadlines it stored, so the board drawn next reads no jobs
    deadlines_known: Recent[int, tuple[int, datetime | None]] = field(
        default_factory=lambda: Recent(1024)
    )

    # Boards this process showed through a click, and so settled its board effects, but has not
    # written yet: they are remembered with the table's next action, in its transaction, not
    # in a commit of their own (a stop before it leaves the effect due: the board is drawn
    # again, the same). Only where no other process delivers the table's effects.
    boards_shown: dict[int, Shown] = field(default_factory=dict)

    def settled(self, item: OutboxItem) -> bool:
        """Whether ``item`` is a board effect that a board shown but not yet written settles."""
        shown = self.boards_shown.get(item.table_id)
        version = None if shown is None else shown.ref.version
        return (
            shown is not None
            and item.kind == shown.settles
            and version is not None
            and item.version <= version
        )

    def lock(self, table_id: int) -> asyncio.Lock:
        """Held while a table is read and changed, so one click (or AI move) at a time acts on
        it in this process; the version compare-and-swap in storage is the guard across
        processes."""
        return self.locks(table_id)

    def game(self, table: Table) -> GameAdapter[Any]:
        return self.games[table.game_id]

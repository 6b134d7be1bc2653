"""What the in-memory repository keeps, in the form SQLite stores it: a table's options, results
and the payloads of its queued effects and jobs as JSON. What is handed out is read back from
that form, so it is a fresh object, equal to what SQLite would give, and a table whose stored
form cannot be read is quarantined as it is there.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field, replace
from datetime import datetime
from typing import Any, Generic, TypeVar

from rules.core import Engine, Result
from storage import table_policy as policy
from storage.errors import TableNotFound, TableQuarantined
from storage.models import (
    OPEN_STATUSES,
    Job,
    LoggedAction,
    MessageRef,
    OutboxItem,
    SeatResult,
    Table,
    TableStatus,
)
from storage.quarantine import row_of
from storage.standings import FinishedGame, Rating, move_ratings
from storage.table_policy import EngineLookup

__all__ = ["Jobs", "MemoryStore", "Outbox", "StoredTable", "free"]


@dataclass
class StoredTable:
    """One table as stored: ``table.options`` is unused, ``options`` (JSON) is the stored form."""

    table: Table
    options: str
    version: int = 0
    snapshot: str | None = None
    pending: str | None = None
    # When the pending seat's decision began; set with the first snapshot.
    turn_since: datetime | None = None
    log: list[LoggedAction] = field(default_factory=list)
    # (seat line without details, details as JSON) per seat, once the game is finished.
    results: list[tuple[SeatResult, str]] = field(default_factory=list)
    finished_at: datetime | None = None

    def handed_out(self) -> Table:
        return row_of(self.table.id, lambda: replace(self.table, options=json.loads(self.options)))

    def readable(self) -> Table | None:
        try:
            return self.handed_out()
        except TableQuarantined:
            return None

    def live_log(self) -> list[LoggedAction]:
        """The actions not undone, in order: what replay and undo rebuild the game from."""
        return [action for action in self.log if action.undone_at is None]

    def seat_results(self) -> list[SeatResult]:
        return [replace(line, details=json.loads(details)) for line, details in self.results]

    def finished_game(self) -> FinishedGame:
        assert self.finished_at is not None
        return FinishedGame(
            table_id=self.table.id,
            guild_id=self.table.guild_id,
            channel_id=self.table.channel_id,
            game_id=self.table.game_id,
            finished_at=self.finished_at,
            results=tuple(self.seat_results()),
        )


Row = TypeVar("Row", OutboxItem, Job)


class _PayloadRows(Generic[Row]):
    """Rows by id, in id order (ids are never reused), each kept with its payload as stored:
    JSON."""

    def __init__(self) -> None:
        self._rows: dict[int, tuple[Row, str]] = {}
        self._last_id = 0

    def __contains__(self, row_id: int) -> bool:
        return row_id in self._rows

    def _insert(self, row: Row, payload: str) -> Row:
        """Store ``row`` under the next id (its own id is a placeholder)."""
        self._last_id += 1
        self._rows[self._last_id] = (replace(row, id=self._last_id), payload)
        return self.get(self._last_id)

    def get(self, row_id: int) -> Row:
        """The row as handed out: its payload read back from the stored JSON."""
        row, payload = self._rows[row_id]
        return replace(row, payload=json.loads(payload))

    def bare(self, row_id: int) -> Row:
        """The row without its payload, for a look at its other fields."""
        return self._rows[row_id][0]

    def ids(self, keep: Callable[[Row], bool]) -> list[int]:
        return [row_id for row_id, (row, _) in self._rows.items() if keep(row)]

    def change(self, row_ids: Iterable[int], how: Callable[[Row], Row]) -> None:
        """Keep what ``how`` makes of each row (its payload stays as stored); an id no longer
        stored is passed over."""
        for row_id in row_ids:
            if row_id in self._rows:
                row, payload = self._rows[row_id]
                self._rows[row_id] = (how(row), payload)

    def delete(self, row_ids: Iterable[int]) -> None:
        """An id no longer stored is passed over."""
        for row_id in row_ids:
            self._rows.pop(row_id, None)


class Outbox(_PayloadRows[OutboxItem]):
    """The queued effects of every table."""

    def queue(
        self, table_id: int, version: int, effects: Sequence[tuple[str, str]]
    ) -> list[OutboxItem]:
        at = policy.now()
        return [
            self._insert(OutboxItem(0, table_id, version, kind, {}, 0, at, at), payload)
            for kind, payload in effects
        ]

    def handed_out(self, keep: Callable[[OutboxItem], bool]) -> list[OutboxItem]:
        """The items ``keep`` chooses, oldest first."""
        return [self.get(effect_id) for effect_id in self.ids(keep)]


class Jobs(_PayloadRows[Job]):
    """The jobs of every table."""

    def insert(
        self, table_id: int, version: int, jobs: Sequence[tuple[str, datetime, str]]
    ) -> list[Job]:
        return [
            self._insert(Job(0, table_id, kind, due_at, version, {}), payload)
            for kind, due_at, payload in jobs
        ]

    def replace(
        self, table_id: int, version: int, jobs: Sequence[tuple[str, datetime, str]] | None
    ) -> None:
        """With ``jobs`` (not None), the table's jobs become these, at ``version``."""
        if jobs is not None:
            self.drop(table_id)
            self.insert(table_id, version, jobs)

    def drop(self, table_id: int) -> None:
        self.delete(self.ids(lambda job: job.table_id == table_id))

    def by_due_time(self, keep: Callable[[Job], bool]) -> list[Job]:
        """The jobs ``keep`` chooses, by due time (then id)."""
        chosen = sorted(self.ids(keep), key=lambda job_id: (self.bare(job_id).due_at, job_id))
        return [self.get(job_id) for job_id in chosen]


def free(job: Job, at: datetime) -> bool:
    """Not leased, or its lease ran out by ``at``."""
    return job.leased_until is None or job.leased_until <= at


class MemoryStore:
    """Everything the in-memory parts share (each part keeps what only it touches): the tables
    with their games and results, the outbox, the jobs and the ratings; and what the parts do
    alike with them. No method awaits, so a part's method that never awaits between reading and
    writing is as atomic as a transaction."""

    def __init__(self, engines: EngineLookup) -> None:
        self.engines = engines
        # In creation order, which is id order.
        self.tables: dict[int, StoredTable] = {}
        self.open_in_channel: dict[int, int] = {}
        self.outbox = Outbox()
        self.jobs = Jobs()
        # (table id, purpose, user id or 0): the messages' part keeps them, a table's
        # snapshot reads them
        self.messages: dict[tuple[int, str, int], MessageRef] = {}
        # Finished tables in the order their results were stored (the order ratings follow).
        self.finished: list[int] = []
        self.ratings: dict[tuple[int, str, str], Rating] = {}

    def remember(self, ref: MessageRef, settles: str | None) -> None:
        """What :meth:`~storage.repository.Messages.set_message` stores."""
        self.messages[(ref.table_id, ref.purpose, ref.user_id or 0)] = ref
        version = ref.version
        if settles is not None and version is not None:
            self.outbox.delete(
                self.outbox.ids(
                    lambda item: (
                        (item.table_id, item.kind) == (ref.table_id, settles)
                        and item.version <= version
                    )
                )
            )

    def messages_of(self, table_id: int) -> list[MessageRef]:
        """What :meth:`~storage.repository.Messages.messages` returns."""
        keys = sorted(key for key in self.messages if key[0] == table_id)
        return [self.messages[key] for key in keys]

    def engine(self, game_id: str) -> Engine[Any]:
        return policy.engine_for(self.engines, game_id)

    def stored(self, table_id: int) -> StoredTable:
        stored = self.tables.get(table_id)
        if stored is None:
            raise TableNotFound(table_id)
        return stored

    def store_table(self, stored: StoredTable, table: Table) -> Table:
        """Keep what a rule returned, and hand it out as stored."""
        self.keep(stored, table)
        return stored.handed_out()

    def keep(self, stored: StoredTable, table: Table) -> None:
        """Keep ``table``; the channel stays taken, and its jobs stay, while the table is open."""
        stored.table = table
        if table.status not in OPEN_STATUSES:
            self.jobs.drop(table.id)
            if self.open_in_channel.get(table.channel_id) == table.id:
                del self.open_in_channel[table.channel_id]

    def finished_games(self) -> list[FinishedGame]:
        """Every finished game, in the order its result was stored."""
        return [self.tables[table_id].finished_game() for table_id in self.finished]

    @staticmethod
    def swap(
        stored: StoredTable, version: int, snapshot: str, pending: str | None, at: datetime
    ) -> datetime:
        """Store a new snapshot; returns when the pending seat's decision began."""
        stored.turn_since = policy.turn_since(stored.pending, stored.turn_since, pending, at)
        stored.version, stored.snapshot, stored.pending = version, snapshot, pending
        return stored.turn_since

    def running(self, table_id: int, expected_version: int) -> StoredTable:
        stored = self.stored(table_id)
        policy.check_running(table_id, stored.table.status, stored.version, expected_version)
        return stored

    def finish(self, stored: StoredTable, result: Result, at: datetime) -> Table:
        """Store a finished game's result and move its players' ratings, as SQLite does."""
        stored.results = [
            (replace(line, details={}), json.dumps(line.details, sort_keys=True))
            for line in policy.seat_results(stored.table.seats, result)
        ]
        stored.finished_at = at
        table = self.store_table(
            stored, replace(stored.table, status=TableStatus.FINISHED, updated_at=at)
        )
        self.finished.append(table.id)
        move_ratings(self.ratings, stored.finished_game())
        return table

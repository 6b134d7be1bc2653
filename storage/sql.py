"""What the SQL both backends share is written against, and where their dialects differ.

Every statement is written once, with SQLite's ``?`` placeholders; the PostgreSQL side numbers
them (``$1``, ``$2``...) once per statement text (:func:`storage.postgres_connection.numbered`).
Values go in as the schema keeps them in both (:mod:`storage.rows`): ids and flags as integers,
times as ISO-8601 text, JSON as text, so neither driver has anything to convert. What the two
really do differently is said here, each as one small member, and nowhere else: whether a
transaction locks the rows it compares, how a list of values is passed, how the statistics order
the stored results, and the planner hints and locks only one of them knows (:class:`Sql`, one
connection); and how a transaction reaches the database, with the few whole operations one
engine does its own way (:class:`Database`, one per backend). The parts of the repository
(:func:`storage.sql_repository.sql_parts`) hold a :class:`Database` and know no backend.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Iterable, Sequence
from contextlib import AbstractAsyncContextManager
from datetime import datetime
from typing import Any, NamedTuple, Protocol, TypeVar

from storage.models import OutboxItem, Table, TableStatus
from storage.table_policy import Move

__all__ = ["Database", "Rows", "Running", "Sql", "Statement"]

T = TypeVar("T")

Rows = list[Sequence[Any]]
# A statement and its parameters, for a backend to run its own way.
Statement = tuple[str, Sequence[Any]]


class Sql(Protocol):
    """One connection (inside a transaction, or a read) as the shared statements use it."""

    @property
    def for_update(self) -> str:
        """What a read that the transaction then compares and writes ends with: ``" FOR
        UPDATE"`` on PostgreSQL, where every transaction locks what it compares; nothing on
        SQLite, whose ``BEGIN IMMEDIATE`` already holds the whole file."""
        ...

    @property
    def stored_order(self) -> str:
        """The column of ``results`` that follows the order rows were stored in."""
        ...

    @property
    def no_limit(self) -> int | None:
        """The ``LIMIT`` that sets none."""
        ...

    async def fetch(self, sql: str, params: Sequence[Any] = ()) -> Rows: ...

    async def execute(self, sql: str, params: Sequence[Any] = ()) -> None: ...

    async def executemany(self, sql: str, rows: Iterable[Sequence[Any]]) -> None: ...

    def any_of(self, column: str, values: Sequence[Any], kind: str) -> tuple[str, list[Any]]:
        """A condition that ``column`` is one of ``values`` (of SQL type ``kind``), and its
        parameters."""
        ...

    def index_hint(self, index: str) -> str:
        """What follows a table's name to make the planner use ``index``, where it needs to be
        told."""
        ...

    async def lock_channel(self, channel_id: int) -> None:
        """Hold the channel until the transaction ends, before looking for a table open there:
        two tables opened at once in one channel then come one after the other."""
        ...

    async def lock_ratings(self) -> None:
        """Hold the ratings until the transaction ends, before results move them."""
        ...


class Running(NamedTuple):
    """A game in play as its compare-and-swap read it (its rows locked where the dialect locks).
    The seats stay text until the game ends: most actions do not need them."""

    seats: str
    pending: str | None
    since: datetime


class Database(Protocol):
    """One backend's database as the repository's parts reach it: a write transaction, a read,
    a lone statement; and the operations its engine does otherwise than the other's."""

    @property
    def byte_order(self) -> str:
        """What makes text sort by its bytes in an ORDER BY (SQLite's default; PostgreSQL's
        follows the database's locale unless told)."""
        ...

    async def write(self, work: Callable[[Sql], Awaitable[T]]) -> T:
        """Run ``work`` as one write transaction; rolled back whole if it raises."""
        ...

    async def read(self, work: Callable[[Sql], Awaitable[T]]) -> T:
        """Run ``work`` as one read transaction: its statements see the same commit."""
        ...

    async def fetch(self, sql: str, params: Sequence[Any] = ()) -> Rows:
        """The rows of one statement, read on its own."""
        ...

    async def close(self) -> None: ...

    def showing(self, table_id: int) -> AbstractAsyncContextManager[None]:
        """See :meth:`storage.repository.Messages.showing`."""
        ...

    async def store_move(
        self,
        db: Sql,
        running: Running,
        table_id: int,
        expected_version: int,
        move: Move,
        seat: str,
        action_id: str,
        now: datetime,
    ) -> tuple[int, datetime]:
        """Swap the snapshot read as ``running`` for ``move``'s, append the action and touch
        the table (unless the game ended: it is touched as it is finished); returns the
        action's seq and when the pending seat's decision began."""
        ...

    async def open_version(self, db: Sql, table_id: int) -> tuple[TableStatus, int]:
        """The table's status and version, which jobs scheduled now belong to. Refused:
        :class:`~storage.errors.TableNotFound`."""
        ...

    async def tables_of(self, user_id: int, guild_id: int | None) -> list[Table]:
        """See :meth:`storage.repository.Tables.tables_of`: the JSON each can search."""
        ...

    async def set_message(
        self, table_id: int, remember: Statement, settle: Statement | None
    ) -> None:
        """Store the message (``remember``) and, unless None, mark done the effects it shows
        (``settle``). Refused: :class:`~storage.errors.TableNotFound`."""
        ...

    async def lease_effects(
        self, table_id: int, now: datetime, until: datetime, holder: str | None
    ) -> list[OutboxItem]:
        """See :meth:`storage.repository.Outbox.lease_effects`."""
        ...

    async def effects_due(self, effect_ids: Sequence[int], due_at: datetime) -> None:
        """See :meth:`storage.repository.Outbox.effects_due`."""
        ...

    async def effect_done(self, effect_ids: Sequence[int]) -> None:
        """See :meth:`storage.repository.Outbox.effect_done`."""
        ...

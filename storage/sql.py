"""The connection the SQL both backends share is written against, and where their dialects differ.

Every statement is written once, with SQLite's ``?`` placeholders; the PostgreSQL side numbers
them (``$1``, ``$2``...) once per statement text (:func:`storage.postgres_connection.numbered`).
Values go in as the schema keeps them in both (:mod:`storage.rows`): ids and flags as integers,
times as ISO-8601 text, JSON as text, so neither driver has anything to convert. What the two
really do differently is said here, each as one small member, and nowhere else: whether a
transaction locks the rows it compares, how a list of values is passed, how the statistics order
the stored results, and the planner hints and locks only one of them knows.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any, Protocol

__all__ = ["Rows", "Sql", "Statement"]

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

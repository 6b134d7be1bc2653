"""What this process last showed of each table, and the lock it shows a table under.

A table's board is changed by a click (through its interaction) and by the outbox (a
computer's move, a new board at a turn's end), side by side; an edit drawn for an older
version could land after a newer one and take the board back a move. Held around a whole
showing (check, draw, send, remember), a table's lock puts this process's edits in order, and
an edit whose version is older than one shown already is left out. Several processes also take
PostgreSQL's lock on the table (``storage.postgres_showing``) inside this one.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import AsyncIterator
from contextlib import AbstractAsyncContextManager, asynccontextmanager
from typing import Protocol

from bot.table_locks import TableLocks

# Tables remembered at once: every table a busy process shows; one that ends is forgotten.
SIZE = 4096


class Watcher(Protocol):
    """Told of every new version a board of this process shows, and of every table that
    ended (the live table pages, ``bot.web.live``)."""

    def shown(self, table_id: int, version: int) -> None: ...

    def ended(self, table_id: int) -> None: ...


class Showings:
    def __init__(self, size: int = SIZE) -> None:
        self.size = size
        self._locks = TableLocks()
        self._shown: OrderedDict[int, int] = OrderedDict()
        self._watchers: list[Watcher] = []

    def watch(self, watcher: Watcher) -> None:
        self._watchers.append(watcher)

    @asynccontextmanager
    async def table(
        self, table_id: int, across: AbstractAsyncContextManager[None]
    ) -> AsyncIterator[None]:
        """Held while this process shows ``table_id``; ``across`` is the lock other processes
        share (or nothing)."""
        async with self._locks(table_id), across:
            yield

    def shown(self, table_id: int, version: int) -> None:
        """A board of ``table_id`` now shows ``version``."""
        known = self._shown.get(table_id)
        if version >= self._shown.get(table_id, version):
            self._shown[table_id] = version
            if known is None or version > known:
                for watcher in self._watchers:
                    watcher.shown(table_id, version)
        self._shown.move_to_end(table_id)
        while len(self._shown) > self.size:
            self._shown.popitem(last=False)

    def newer_than(self, table_id: int, version: int) -> bool:
        """Whether this process showed a newer version of the table than ``version``."""
        return self._shown.get(table_id, version) > version

    def forget(self, table_id: int) -> None:
        """``table_id`` ended."""
        self._shown.pop(table_id, None)
        for watcher in self._watchers:
            watcher.ended(table_id)

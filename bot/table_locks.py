"""An asyncio lock per table, for as long as someone holds or awaits it."""

from __future__ import annotations

import asyncio
import weakref


class TableLocks:
    """``locks(table_id)``: the table's lock. A lock lives while someone holds or awaits it,
    so idle tables keep none."""

    def __init__(self) -> None:
        self._locks: weakref.WeakValueDictionary[int, asyncio.Lock] = weakref.WeakValueDictionary()

    def __call__(self, table_id: int) -> asyncio.Lock:
        lock = self._locks.get(table_id)
        if lock is None:
            lock = self._locks[table_id] = asyncio.Lock()
        return lock

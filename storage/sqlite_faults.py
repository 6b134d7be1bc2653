"""SQLite's faults told as :class:`~storage.errors.StorageUnavailable`, never as raw errors.

A read-only file, a full disk, an I/O error, a database still locked by another connection when
the busy timeout ran out, a file that cannot be opened or is not a database: none is a player's
doing, and the caller must be able to tell them from a bug. Any other ``sqlite3`` error (a
constraint, a syntax error) is a bug and goes through as it is.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager

from storage.errors import StorageUnavailable

__all__ = ["faults_told", "unavailable"]

# SQLite's primary result codes (the low byte of an extended code) and the cause each means.
_CAUSES = {
    5: StorageUnavailable.LOCKED,  # SQLITE_BUSY
    6: StorageUnavailable.LOCKED,  # SQLITE_LOCKED
    8: StorageUnavailable.READ_ONLY,  # SQLITE_READONLY
    10: StorageUnavailable.IO_ERROR,  # SQLITE_IOERR
    11: StorageUnavailable.CORRUPT,  # SQLITE_CORRUPT
    13: StorageUnavailable.FULL,  # SQLITE_FULL
    14: StorageUnavailable.CANNOT_OPEN,  # SQLITE_CANTOPEN
    26: StorageUnavailable.CORRUPT,  # SQLITE_NOTADB
}


def unavailable(error: sqlite3.Error, where: str) -> StorageUnavailable | None:
    """The fault ``error`` stands for, or None when it is not one (a bug)."""
    code = getattr(error, "sqlite_errorcode", None)
    cause = None if code is None else _CAUSES.get(code & 0xFF)
    return None if cause is None else StorageUnavailable(cause, f"{where}: {error}")


@contextmanager
def faults_told(where: str) -> Iterator[None]:
    """Raise what a ``sqlite3`` error in the block stands for, with the error as its cause."""
    try:
        yield
    except sqlite3.Error as error:
        fault = unavailable(error, where)
        if fault is None:
            raise
        raise fault from error

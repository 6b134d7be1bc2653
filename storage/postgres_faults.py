"""PostgreSQL's faults told as :class:`~storage.errors.StorageUnavailable`, never as raw errors.

The server gone or refusing connections, a read-only session, a full disk, a lock that could
not be had in time, corrupt data: none is a player's doing, and the caller must be able to tell
them from a bug. Any other error (a constraint, a syntax error) is a bug and goes through as it
is. This is the PostgreSQL twin of :mod:`storage.sqlite_faults`.
"""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import asyncpg  # type: ignore[import-untyped]

from storage.errors import StorageUnavailable

__all__ = ["LOST", "close", "faults_told", "unavailable"]

_E = asyncpg.exceptions

# What a statement on a connection of one's own (not a pool's) may raise when the server ends it:
# besides the driver's errors and the socket's, asyncpg's own state error, raised when a
# statement starts on a connection that has read the server's goodbye (the error it then
# consumes) but not yet its end.
LOST: tuple[type[BaseException], ...] = (
    OSError,
    asyncpg.PostgresError,
    asyncpg.InterfaceError,
    asyncpg.InternalClientError,
)

# Checked in order: the first class the error is an instance of names its cause.
_CAUSES: tuple[tuple[type[BaseException], str], ...] = (
    (_E.ReadOnlySQLTransactionError, StorageUnavailable.READ_ONLY),
    (_E.DiskFullError, StorageUnavailable.FULL),
    (_E.InsufficientResourcesError, StorageUnavailable.FULL),
    (_E.LockNotAvailableError, StorageUnavailable.LOCKED),
    (_E.DeadlockDetectedError, StorageUnavailable.LOCKED),
    (_E.QueryCanceledError, StorageUnavailable.LOCKED),
    (_E.TooManyConnectionsError, StorageUnavailable.LOCKED),
    (_E.DataCorruptedError, StorageUnavailable.CORRUPT),
    (_E.IndexCorruptedError, StorageUnavailable.CORRUPT),
    (_E.InvalidCatalogNameError, StorageUnavailable.CANNOT_OPEN),
    (_E.InvalidAuthorizationSpecificationError, StorageUnavailable.CANNOT_OPEN),
    (_E.InvalidPasswordError, StorageUnavailable.CANNOT_OPEN),
    (_E.CannotConnectNowError, StorageUnavailable.CANNOT_OPEN),
    (_E.PostgresConnectionError, StorageUnavailable.IO_ERROR),
    (_E.OperatorInterventionError, StorageUnavailable.IO_ERROR),
    (_E.ConnectionDoesNotExistError, StorageUnavailable.IO_ERROR),
    (_E.InterfaceError, StorageUnavailable.IO_ERROR),
    # The server cannot be reached at all (refused, reset, no such socket).
    (OSError, StorageUnavailable.CANNOT_OPEN),
    # A pool with no free connection in time: as busy as a locked SQLite file.
    (TimeoutError, StorageUnavailable.LOCKED),
)


def unavailable(error: BaseException, where: str) -> StorageUnavailable | None:
    """The fault ``error`` stands for, or None when it is not one (a bug)."""
    for kind, cause in _CAUSES:
        if isinstance(error, kind):
            return StorageUnavailable(cause, f"{where}: {error}")
    return None


@contextmanager
def faults_told(where: str) -> Iterator[None]:
    """Raise what an error of the driver in the block stands for, with the error as its cause."""
    try:
        yield
    except (asyncpg.PostgresError, asyncpg.InterfaceError, OSError, TimeoutError) as error:
        fault = unavailable(error, where)
        if fault is None:
            raise
        raise fault from error


_NOT_CLOSED: tuple[type[BaseException], ...] = (*LOST, TimeoutError)


async def close(con: Any) -> None:
    """Close a connection of one's own, at once if the server does not answer."""
    try:
        await asyncio.wait_for(con.close(), timeout=5.0)
    except _NOT_CLOSED:
        con.terminate()

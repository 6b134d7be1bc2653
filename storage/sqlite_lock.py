"""One process per SQLite file: an exclusive ``flock`` on ``<file>.lock``.

Two bot processes on one file would both deliver its effects and move its computer players;
SQLite's own locks only keep their transactions apart. The lock is held for the life of the
repository, let go on ``close()``, and by the OS when the process dies however it dies (a
``flock`` belongs to the open file, which the kernel closes), so a crash never leaves a stale
lock behind. Within one process the lock is shared: each repository opened on the file takes a
reference (tests and tools open a second one on purpose), and the last one closed lets go.
"""

from __future__ import annotations

import fcntl
import os
from pathlib import Path

from storage.errors import DatabaseInUse

__all__ = ["FileLock"]

# lock file -> (its descriptor, the repositories of this process holding it)
_held: dict[Path, tuple[int, int]] = {}


class FileLock:
    """This process's hold on a database file; see the module's docstring."""

    def __init__(self, lock_path: Path) -> None:
        self._lock_path = lock_path
        self._released = False

    @classmethod
    def take(cls, database: str | Path) -> FileLock:
        """Hold ``database`` for this process. Raises :class:`DatabaseInUse` if another has it."""
        lock_path = Path(f"{Path(database).absolute()}.lock")
        held = _held.get(lock_path)
        if held is not None:
            _held[lock_path] = (held[0], held[1] + 1)
            return cls(lock_path)
        # Not inherited by child processes (PEP 446): a subprocess does not hold the file.
        fd = os.open(lock_path, os.O_RDWR | os.O_CREAT, 0o644)
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            os.close(fd)
            raise DatabaseInUse(str(database)) from None
        except BaseException:
            os.close(fd)
            raise
        _held[lock_path] = (fd, 1)
        return cls(lock_path)

    def release(self) -> None:
        """Let go of this hold; the file is free once every hold of the process is. Twice is
        fine."""
        if self._released:
            return
        self._released = True
        fd, count = _held[self._lock_path]
        if count > 1:
            _held[self._lock_path] = (fd, count - 1)
            return
        del _held[self._lock_path]
        # The lock file stays: deleting it would race with another process taking it.
        os.close(fd)

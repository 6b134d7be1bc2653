"""One process per gateway shard over a PostgreSQL database: a session advisory lock per shard.

Two processes serving one shard would both answer each of its interactions (Discord refuses
the second answer: 40060) and work every click twice. A SQLite file serves one process
(:mod:`storage.sqlite_lock`); a PostgreSQL database serves several, so each process holds its
shards instead: ``pg_try_advisory_lock`` on a connection of its own, kept for its life.

An advisory lock rather than a lease row: the server lets go of a session's locks the moment
its connection ends, however the process ended (a SIGKILL closes the socket), so a restarted
process has its shards back at once, and nothing is renewed meanwhile. A lease row must be
renewed on time, and after a crash it keeps the shard from everyone until it runs out. The
price: the hold lasts as long as the connection. A lost connection (the server restarted) is
made again and the shards taken again at once; if another process took one meanwhile, this one
is told (``on_lost``) and must stop serving.

A process of every shard (no SHARD_IDS) holds the bot's own key exclusively; a process of some
shards holds that key shared, and its shards' keys exclusively. So two processes of one shard,
two of every shard, or one of each, are refused alike.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
from typing import Any

import asyncpg  # type: ignore[import-untyped]

from storage.errors import ShardInUse, StorageUnavailable
from storage.postgres import described
from storage.postgres_faults import close, faults_told

__all__ = ["SHARD_LOCKS", "ShardHold"]

log = logging.getLogger(__name__)

# The first key of the advisory locks on shards (the showing locks' neighbour); the second is
# the shard's id, or WHOLE for the bot as a whole.
SHARD_LOCKS = 0x7AB_0004
WHOLE = -1
# Seconds between two tries to reach the server again after the holding connection was lost.
RETRY = 1.0
CONNECT_TIMEOUT = 10.0

# Told the shard another process took while this one's connection was lost.
Lost = Callable[[ShardInUse], None]


class ShardHold:
    """This process's hold on its shards of one database; see the module's docstring."""

    def __init__(self, dsn: str, shard_ids: tuple[int, ...] | None, on_lost: Lost) -> None:
        self._dsn = dsn
        self._where = described(dsn)
        self._shards = shard_ids
        self._on_lost = on_lost
        self._con: Any = None
        self._again: asyncio.Task[None] | None = None
        self._released = False

    @classmethod
    async def take(
        cls, dsn: str, shard_ids: tuple[int, ...] | None, on_lost: Lost | None = None
    ) -> ShardHold:
        """Hold ``shard_ids`` (None: every shard) of the database at ``dsn`` for this process.
        Raises :class:`ShardInUse` (naming the shard) if another process holds one, and
        :class:`StorageUnavailable` if the server cannot be reached."""
        hold = cls(dsn, shard_ids, on_lost or _nobody_told)
        hold._con = await hold._locked()
        return hold

    @property
    def held(self) -> bool:
        """Whether the locks are held now (not while a lost connection is being made again)."""
        return self._con is not None and not self._con.is_closed()

    async def release(self) -> None:
        """Let go of the shards (closing the connection lets go of its locks). Twice is fine."""
        self._released = True
        if self._again is not None:
            self._again.cancel()
        con, self._con = self._con, None
        if con is not None:
            await close(con)

    async def _locked(self) -> Any:
        with faults_told(self._where):
            con = await asyncpg.connect(
                self._dsn,
                timeout=CONNECT_TIMEOUT,
                server_settings={"application_name": "tabula shards"},
            )
        try:
            with faults_told(self._where):
                await self._lock(con)
        except BaseException:
            await close(con)
            raise
        con.add_termination_listener(self._lost)
        return con

    async def _lock(self, con: Any) -> None:
        async def took(shard: int, shared: bool = False) -> bool:
            call = "pg_try_advisory_lock_shared" if shared else "pg_try_advisory_lock"
            return bool(await con.fetchval(f"SELECT {call}($1, $2)", SHARD_LOCKS, shard))

        if self._shards is None:
            if not await took(WHOLE):
                raise ShardInUse(None, self._where)
            return
        if not await took(WHOLE, shared=True):
            # a process of every shard serves this one's too
            raise ShardInUse(self._shards[0], self._where)
        for shard in self._shards:
            if not await took(shard):
                raise ShardInUse(shard, self._where)

    def _lost(self, con: Any) -> None:
        if self._released or con is not self._con:
            return
        self._con = None
        log.error("lost the connection holding this process's shards; taking them again")
        self._again = asyncio.get_running_loop().create_task(self._take_again())

    async def _take_again(self) -> None:
        while not self._released:
            try:
                self._con = await self._locked()
            except ShardInUse as taken:
                log.critical("%s", taken)
                self._on_lost(taken)
                return
            except StorageUnavailable as fault:
                log.warning("shards not held yet: %s", fault)
                await asyncio.sleep(RETRY)
                continue
            log.warning("this process's shards are held again")
            return


def _nobody_told(taken: ShardInUse) -> None:
    return None

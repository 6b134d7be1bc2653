"""News of the tables' versions between the processes over one PostgreSQL database: each
process tells the others every version its boards show, and every table that ended, with
PostgreSQL's NOTIFY on one channel, and hears theirs with LISTEN.

A process's live table pages (``bot.web.live``) follow the versions its own boards show. With
several processes, the move of a table may be shown by another one (the process of the table's
shard, or of the click); without news its pages would wait for a reload.

What is told is what a board showed, after its commit (a board shows committed versions only):
a version that was rolled back is never told, and nothing in the action's own transaction
changes. A notification is ``<table id>:<version>`` or ``<table id>:ended``, sent on a
connection of the news's own, the same one that listens: the versions to tell are gathered
per table (only the newest waits) and sent in one statement, so a burst of moves is one trip
to the server. PostgreSQL delivers them in commit order to every listening connection, this
one's too (the listener keeps the newest of what it hears, so an echo changes nothing).

A lost connection is made again (every RETRY seconds); what was to be told meanwhile is sent
then, and what was said meanwhile is read back from the tables: the current version of every
table the process watches (``watched``), and whether it ended.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable, Collection
from contextlib import suppress
from typing import Any

import asyncpg  # type: ignore[import-untyped]

from storage.errors import StorageUnavailable
from storage.postgres import described
from storage.postgres_faults import LOST, close, faults_told

__all__ = ["CHANNEL", "TableNews"]

log = logging.getLogger(__name__)

CHANNEL = "tabula_versions"
ENDED = "ended"
RETRY = 1.0
CONNECT_TIMEOUT = 10.0
# What a table's row says of a table that no longer plays.
_OVER = ("finished", "aborted", "abandoned")
_SEND = f"SELECT pg_notify('{CHANNEL}', news) FROM unnest($1::text[]) AS news"
_CURRENT = (
    "SELECT s.table_id, s.version, t.status FROM snapshots s JOIN tables t ON t.id = s.table_id "
    "WHERE s.table_id = ANY($1::bigint[])"
)

# Told a table's version another process (or this one) showed; None: the table ended.
Heard = Callable[[int, int | None], None]
# The tables whose news matter to this process now (its open pages' tables).
Watched = Callable[[], Collection[int]]


def parse(payload: str) -> tuple[int, int | None] | None:
    """(table id, version or None for ended) from a notification; None for anything else."""
    table, _, what = payload.partition(":")
    if not table.isascii() or not table.isdigit() or len(table) > 19:
        return None
    if what == ENDED:
        return int(table), None
    if not what.isascii() or not what.isdigit() or len(what) > 19:
        return None
    return int(table), int(what)


class TableNews:
    """This process's part of the news; see the module's docstring. It is a watcher of the
    showings (``bot.showings.Watcher``): ``shown`` and ``ended`` are told to the others."""

    def __init__(self, dsn: str, heard: Heard, watched: Watched) -> None:
        self._dsn = dsn
        self._where = described(dsn)
        self._heard = heard
        self._watched = watched
        self._con: Any = None
        # table id -> the newest version to tell (None: the table ended)
        self._pending: dict[int, int | None] = {}
        self._wake = asyncio.Event()
        # the sender and the read back after a reconnection share the connection, which runs
        # one statement at a time (asyncpg refuses a second one meanwhile)
        self._statement = asyncio.Lock()
        self._sender: asyncio.Task[None] | None = None
        self._again: asyncio.Task[None] | None = None
        self._closed = False

    @classmethod
    async def open(cls, dsn: str, heard: Heard, watched: Watched) -> TableNews:
        """Listening already; raises :class:`StorageUnavailable` if the server is out of
        reach."""
        news = cls(dsn, heard, watched)
        news._con = await news._connected()
        news._sender = asyncio.get_running_loop().create_task(news._send(), name="table news")
        return news

    @property
    def listening(self) -> bool:
        return self._con is not None and not self._con.is_closed()

    # ----- telling (the showings' watcher) ------------------------------------------------

    def shown(self, table_id: int, version: int) -> None:
        told = self._pending.get(table_id, version)
        if told is not None and version >= told:
            self._pending[table_id] = version
            self._wake.set()

    def ended(self, table_id: int) -> None:
        self._pending[table_id] = None
        self._wake.set()

    async def _send(self) -> None:
        while not self._closed:
            await self._wake.wait()
            self._wake.clear()
            con = self._con
            if con is None or con.is_closed() or not self._pending:
                continue  # sent once the connection is made again (it wakes this)
            pending, self._pending = self._pending, {}
            news = [f"{t}:{ENDED if v is None else v}" for t, v in pending.items()]
            try:
                async with self._statement:
                    await con.execute(_SEND, news)
            except LOST as fault:
                log.warning("table news not sent yet: %s", fault)
                for table_id, version in pending.items():
                    if version is None:
                        self.ended(table_id)
                    else:
                        self.shown(table_id, version)
                self._wake.clear()  # until the connection is back, or another news
                if con.is_closed():
                    # asyncpg did not always call its termination listeners when a statement
                    # met a connection the server had ended (its goodbye read, the socket's end
                    # not yet; seen on a busy machine), so the loss is taken here too (once:
                    # see _lost)
                    self._lost(con)
                    continue
                await asyncio.sleep(RETRY)
                self._wake.set()

    # ----- hearing ------------------------------------------------------------------------

    def _notified(self, con: Any, pid: int, channel: str, payload: str) -> None:
        news = parse(payload)
        if news is None:
            log.warning("unreadable table news %r", payload)
            return
        self._heard(*news)

    async def _connected(self) -> Any:
        with faults_told(self._where):
            con = await asyncpg.connect(
                self._dsn,
                timeout=CONNECT_TIMEOUT,
                server_settings={"application_name": "tabula news"},
            )
        try:
            with faults_told(self._where):
                await con.add_listener(CHANNEL, self._notified)
        except BaseException:
            await close(con)
            raise
        con.add_termination_listener(self._lost)
        return con

    def _lost(self, con: Any) -> None:
        if self._closed or con is not self._con:
            return
        self._con = None
        log.error("lost the connection of the table news; making it again")
        self._again = asyncio.get_running_loop().create_task(self._reconnect())

    async def _reconnect(self) -> None:
        while not self._closed:
            try:
                con = await self._connected()
            except StorageUnavailable as fault:
                log.warning("table news not heard yet: %s", fault)
                await asyncio.sleep(RETRY)
                continue
            self._con = con
            if con.is_closed():  # lost again before it was this news's: its loss went unheard
                continue
            self._wake.set()  # what waited is told now
            try:
                await self._catch_up(con)
            except LOST as fault:
                log.warning("table news missed while away not read back: %s", fault)
            log.warning("table news heard again")
            return

    async def _catch_up(self, con: Any) -> None:
        """What was said while the connection was lost, read back from the tables."""
        watched = sorted(self._watched())
        if not watched:
            return
        async with self._statement:
            rows = await con.fetch(_CURRENT, watched)
        for row in rows:
            table_id = int(row["table_id"])
            self._heard(table_id, int(row["version"]))
            if row["status"] in _OVER:
                self._heard(table_id, None)

    async def close(self) -> None:
        """Stop telling and hearing (what was not sent yet is not)."""
        self._closed = True
        for task in (self._sender, self._again):
            if task is not None:
                task.cancel()
                with suppress(asyncio.CancelledError):
                    await task
        con, self._con = self._con, None
        if con is not None:
            await close(con)

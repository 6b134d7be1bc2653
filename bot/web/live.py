"""Who watches which table live, and the new versions they are told of.

The bot tells this object every version a board shows (``bot.showings`` calls ``shown``) and
every table that ended (``ended``); with several processes over one PostgreSQL database, also
every version and end the others' boards show (``storage.postgres_news``), which may come
twice or late: a stream is told only a version newer than it was told already. Each open page
holds a ``Stream`` of them. The number of streams is bounded per table and in all: a page that
finds no room is still a page, only not live (it says so)."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

PER_TABLE = 64
TOTAL = 1024
# The end of a table, in a stream of versions; and of the server (the bot stops: a page
# reconnects on its own once it is back).
ENDED = -1
CLOSED = -2


class Stream:
    """The versions of one table since the stream opened; only the newest one waits (a page
    that falls behind needs only the last)."""

    def __init__(self, table_id: int) -> None:
        self.table_id = table_id
        self._newest: int | None = None
        self._ready = asyncio.Event()

    def tell(self, version: int) -> None:
        if self._newest not in (ENDED, CLOSED):
            self._newest = version
            self._ready.set()

    async def next(self) -> int:
        """The newest version not yet taken, waiting for one; ``ENDED`` once the table ended,
        ``CLOSED`` once the server closes (and from then on)."""
        await self._ready.wait()
        assert self._newest is not None
        newest = self._newest
        if newest not in (ENDED, CLOSED):
            self._newest = None
            self._ready.clear()
        return newest


class Live:
    def __init__(self, per_table: int = PER_TABLE, total: int = TOTAL) -> None:
        self.per_table = per_table
        self.total = total
        self._streams: dict[int, set[Stream]] = {}
        # the newest version told of each watched table (forgotten with its last stream)
        self._told: dict[int, int] = {}

    def __len__(self) -> int:
        return sum(len(streams) for streams in self._streams.values())

    def watching(self, table_id: int) -> int:
        return len(self._streams.get(table_id, ()))

    def watched(self) -> list[int]:
        """The tables an open page follows."""
        return list(self._streams)

    @asynccontextmanager
    async def stream(self, table_id: int) -> AsyncIterator[Stream | None]:
        """A stream of ``table_id``'s versions while the block lasts; None when there is no
        room for one more."""
        streams = self._streams.setdefault(table_id, set())
        if len(streams) >= self.per_table or len(self) >= self.total:
            if not streams:
                del self._streams[table_id]
            yield None
            return
        stream = Stream(table_id)
        streams.add(stream)
        try:
            yield stream
        finally:
            streams.discard(stream)
            if not streams:
                self._streams.pop(table_id, None)
                self._told.pop(table_id, None)

    # the showings' watcher (bot.showings.Watcher)
    def shown(self, table_id: int, version: int) -> None:
        streams = self._streams.get(table_id)
        if not streams or version <= self._told.get(table_id, -1):
            return
        self._told[table_id] = version
        for stream in streams:
            stream.tell(version)

    def ended(self, table_id: int) -> None:
        for stream in self._streams.get(table_id, ()):
            stream.tell(ENDED)

    def heard(self, table_id: int, version: int | None) -> None:
        """News from another process (``storage.postgres_news``): a version, or None for the
        table's end."""
        if version is None:
            self.ended(table_id)
        else:
            self.shown(table_id, version)

    def close(self) -> None:
        """Every stream ends now: the server stops without waiting for them."""
        for streams in self._streams.values():
            for stream in streams:
                stream.tell(CLOSED)

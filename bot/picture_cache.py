"""The pictures drawn lately, by table version: a turn's end shows the table twice (the old
board's last form and the new board), and both must be the same picture drawn once."""

from __future__ import annotations

import asyncio
from collections import OrderedDict
from collections.abc import Awaitable, Callable, Hashable

# Enough for every table that is being shown at once to keep its newest pictures; a table's
# pictures are only ever asked again within one delivery, so an old entry is never missed.
SIZE = 64


class PictureCache:
    """Drawings (PNG bytes, or None for a game that draws none) by key, at most ``size`` of
    them; a drawing under way is shared with whoever asks for the same key meanwhile."""

    def __init__(self, size: int = SIZE) -> None:
        self.size = size
        self._drawn: OrderedDict[Hashable, asyncio.Future[bytes | None]] = OrderedDict()

    def __len__(self) -> int:
        return len(self._drawn)

    async def get(self, key: Hashable, draw: Callable[[], Awaitable[bytes | None]]) -> bytes | None:
        drawn = self._drawn.get(key)
        if drawn is None:
            drawn = asyncio.ensure_future(draw())
            self._drawn[key] = drawn
            drawn.add_done_callback(lambda done: self._failed(key, done))
            while len(self._drawn) > self.size:
                self._drawn.popitem(last=False)
        else:
            self._drawn.move_to_end(key)
        # shielded: one caller that gives up does not take the drawing from the others
        return await asyncio.shield(drawn)

    def _failed(self, key: Hashable, done: asyncio.Future[bytes | None]) -> None:
        """A drawing that failed is not kept: the next caller draws again."""
        if (done.cancelled() or done.exception() is not None) and self._drawn.get(key) is done:
            del self._drawn[key]

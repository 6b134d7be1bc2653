"""Computer players: each table whose computer seat is to move gets a task that plays its turn
(after a short pause, so people can follow), then the table shows it."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable

from bot.service import TableService
from bot.service.outcomes import Played
from bot.service.turns import Think
from storage.models import LoadedTable

log = logging.getLogger(__name__)

# Shows a computer player's turn: (the outcome) -> delivered.
Show = Callable[[Played], Awaitable[None]]


class AiRunner:
    def __init__(self, service: TableService, think: Think, delay: float) -> None:
        self.service = service
        self.think = think
        self.delay = delay
        self.show: Show | None = None  # set by the bot once delivery exists
        self._tasks: dict[int, asyncio.Task[None]] = {}

    def schedule(self, loaded: LoadedTable) -> None:
        if not self.service.ai_to_move(loaded):
            return
        table_id = loaded.table.id
        running = self._tasks.get(table_id)
        if running is not None and not running.done():
            return
        self._tasks[table_id] = asyncio.create_task(self._turn(table_id))

    async def _turn(self, table_id: int) -> None:
        try:
            # Seats of several computers in a row play on in this task: showing a turn asks to
            # schedule the next one, which this very task (still running) would refuse.
            while True:
                await asyncio.sleep(self.delay)
                played = await self.service.ai_turn(table_id, self.think)
                if played is None:
                    return
                if self.show is not None:
                    await self.show(played)
                if not self.service.ai_to_move(played.loaded):
                    return
        except asyncio.CancelledError:
            raise
        except Exception:
            # Every move it made is stored; the next start-up (resume) lets it carry on.
            log.exception("the AI seat of table %s stopped", table_id)

    async def resume(self) -> None:
        """At start-up: AI seats whose turn it is carry on."""
        for loaded in await self.service.tables_in_play():
            self.schedule(loaded)

    def busy(self) -> bool:
        return any(not task.done() for task in self._tasks.values())

    async def close(self) -> None:
        for task in self._tasks.values():
            task.cancel()
        await asyncio.gather(*self._tasks.values(), return_exceptions=True)

"""Computer players: each table whose computer seat is to move gets a task that plays its turn
(after a short pause, so people can follow), then the table shows it.

With several processes over one database, a computer's turn is played by the process whose
outbox leased the table's "AI" effect (:meth:`AiRunner.take`): the effect stays stored, leased,
until the turn is played and only then is marked done, so if that process dies mid-turn the
lease runs out and another process plays the turn. Storage's compare-and-swap settles a turn
raced by a click or a time-out in another process.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable, Sequence
from datetime import timedelta

from bot.service import TableService
from bot.service.outcomes import AI as AI_EFFECT
from bot.service.outcomes import Played
from bot.service.turns import Think
from storage.errors import StaleVersion
from storage.models import Effect, LoadedTable

log = logging.getLogger(__name__)

# Shows a computer player's turn: (the outcome) -> delivered.
Show = Callable[[Played], Awaitable[None]]
# A turn that failed is tried again after this long (by whichever process leases it then).
RETRY = timedelta(seconds=10)


class AiRunner:
    def __init__(self, service: TableService, think: Think, delay: float) -> None:
        self.service = service
        self.think = think
        self.delay = delay
        self.show: Show | None = None  # set by the bot once delivery exists
        self._tasks: dict[int, asyncio.Task[None]] = {}
        # the leased effects each table's turns owe: marked done once a turn has been played
        self._owed: dict[int, list[int]] = {}

    async def take(self, loaded: LoadedTable, effect_ids: Sequence[int]) -> None:
        """The outbox leased these "AI" effects of the table to this process: the computer
        plays here, and they are done once it has played (at once if no computer is to move)."""
        table_id = loaded.table.id
        if not self.service.turns.ai_to_move(loaded) and not self._running(table_id):
            await self.service.ctx.repo.outbox.effect_done(effect_ids)
            return
        self._owed.setdefault(table_id, []).extend(effect_ids)
        if not self._running(table_id):
            self._start(table_id, leased=True)

    def schedule(self, loaded: LoadedTable) -> None:
        """Play a computer's turn without a leased effect (one process alone: tests, tools);
        seats of several computers in a row play on."""
        if not self.service.turns.ai_to_move(loaded) or self._running(loaded.table.id):
            return
        self._start(loaded.table.id, leased=False)

    def _running(self, table_id: int) -> bool:
        task = self._tasks.get(table_id)
        return task is not None and not task.done()

    def _start(self, table_id: int, leased: bool) -> None:
        task = asyncio.create_task(self._turns(table_id, leased))
        self._tasks[table_id] = task
        # a finished task is dropped, so tables that closed keep nothing here
        task.add_done_callback(lambda done: self._forget(table_id, done))

    def _forget(self, table_id: int, task: asyncio.Task[None]) -> None:
        if self._tasks.get(table_id) is task:
            del self._tasks[table_id]

    async def _turns(self, table_id: int, leased: bool) -> None:
        repo = self.service.ctx.repo
        # Seats of several computers in a row play on in this task: showing a turn leases the
        # next turn's effect (to this process, usually), which this task, still running, owes.
        while True:
            owed = self._owed.pop(table_id, [])
            try:
                await asyncio.sleep(self.delay)
                played = await self.service.turns.ai_turn(table_id, self.think)
                if played is not None and self.show is not None:
                    await self.show(played)
            except asyncio.CancelledError:
                self._owed.setdefault(table_id, []).extend(owed)
                raise
            except StaleVersion:
                # a click or a time-out (perhaps in another process) moved the table on; what
                # moved it queued the computer's next turn itself
                played = None
            except Exception as error:
                # every move it made is stored; the turn is tried again after a pause
                log.exception("the AI seat of table %s stopped", table_id)
                why = f"{type(error).__name__}: {error}"[:500]
                for effect_id in owed + self._owed.pop(table_id, []):
                    await repo.outbox.effect_later(effect_id, self.service.ctx.clock() + RETRY, why)
                return
            await repo.outbox.effect_done(owed)
            if leased:
                if not self._owed.get(table_id):
                    return
            elif played is None or not self.service.turns.ai_to_move(played.loaded):
                return

    async def resume(self) -> None:
        """At start-up: a computer to move whose turn has no stored effect (a database from
        before effects were leased) gets one, so that one process plays it."""
        for loaded in await self.service.tables.tables_in_play():
            if not self.service.turns.ai_to_move(loaded):
                continue
            pending = await self.service.ctx.repo.outbox.pending_effects(loaded.table.id)
            if not any(item.kind == AI_EFFECT for item in pending):
                await self.service.ctx.repo.outbox.queue_effects(
                    loaded.table.id, [Effect(AI_EFFECT, {})]
                )

    def busy(self) -> bool:
        return any(not task.done() for task in self._tasks.values())

    async def close(self) -> None:
        """Stops the turns in progress and lets their leased effects go, so that the next
        start (or another process) plays them at once."""
        tasks = list(self._tasks.values())
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
        owed = [effect_id for ids in self._owed.values() for effect_id in ids]
        self._owed.clear()
        await self.service.ctx.repo.outbox.effects_due(owed, self.service.ctx.clock())

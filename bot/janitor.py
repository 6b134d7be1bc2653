"""Chores on a slow timer: lobbies that nobody started in time are closed (and say so)."""

from __future__ import annotations

import asyncio
import contextlib
import logging

from bot.delivery import Delivery
from bot.service import TableService

log = logging.getLogger(__name__)

# Seconds between two rounds: a lobby outlives its time by at most this much.
EVERY = 600.0


class Janitor:
    def __init__(self, service: TableService, delivery: Delivery, every: float = EVERY) -> None:
        self.service = service
        self.delivery = delivery
        self.every = every
        self._task: asyncio.Task[None] | None = None

    async def sweep(self) -> None:
        await self.delivery.closed_lobbies(await self.service.expire_lobbies())

    def start(self) -> None:
        self._task = asyncio.create_task(self._run())

    async def _run(self) -> None:
        while True:
            try:
                await self.sweep()
            except Exception:
                log.exception("the janitor's round failed; it tries again in %.0f s", self.every)
            await asyncio.sleep(self.every)

    async def close(self) -> None:
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task

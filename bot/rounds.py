"""A chore the bot does in rounds, in the background: every so often, or sooner when woken.

The outbox, the scheduler and the janitor each run one; a round that fails is logged and the
next one comes all the same, so a passing fault never stops the chore.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from abc import ABC, abstractmethod

log = logging.getLogger(__name__)


class Rounds(ABC):
    name = "chore"

    def __init__(self, every: float) -> None:
        self.every = every  # seconds between two rounds, unless woken sooner
        self._wake = asyncio.Event()
        self._task: asyncio.Task[None] | None = None

    @abstractmethod
    async def round(self) -> None:
        """One round of the chore."""

    async def first(self) -> None:  # noqa: B027 (most chores need nothing first)
        """What to do once, before the first round."""

    def start(self) -> None:
        self._task = asyncio.create_task(self._run())

    def kick(self) -> None:
        """A round now, not at the end of the pause."""
        self._wake.set()

    async def _run(self) -> None:
        try:
            await self.first()
        except Exception:
            log.exception("the %s's first round failed", self.name)
        while True:
            try:
                await self.round()
            except Exception:
                log.exception(
                    "the %s's round failed; it tries again in %.0f s", self.name, self.every
                )
            self._wake.clear()
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._wake.wait(), self.every)

    async def close(self) -> None:
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task

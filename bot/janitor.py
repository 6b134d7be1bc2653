"""Chores on a slow timer: lobbies that nobody started in time are closed (and say so)."""

from __future__ import annotations

import logging

from bot.delivery import Delivery
from bot.rounds import Rounds
from bot.service import TableService

log = logging.getLogger(__name__)

# Seconds between two rounds: a lobby outlives its time by at most this much.
EVERY = 600.0


class Janitor(Rounds):
    name = "janitor"

    def __init__(self, service: TableService, delivery: Delivery, every: float = EVERY) -> None:
        super().__init__(every)
        self.service = service
        self.delivery = delivery

    async def round(self) -> None:
        await self.sweep()

    async def sweep(self) -> None:
        await self.delivery.closed_lobbies(await self.service.lobby.expire_lobbies())

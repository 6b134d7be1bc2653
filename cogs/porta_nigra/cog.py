"""/portanigra: Porta Nigra on the shared table machinery."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cogs.porta_nigra.adapter import PortaNigraAdapter

if TYPE_CHECKING:
    from bot.bot import TabulaBot


async def setup(bot: TabulaBot) -> None:
    bot.add_game(PortaNigraAdapter())

"""/builders: The Builders: Antiquity on the shared table machinery."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cogs.builders_antiquity.adapter import BuildersAdapter

if TYPE_CHECKING:
    from bot.bot import TabulaBot


async def setup(bot: TabulaBot) -> None:
    bot.add_game(BuildersAdapter())

"""/aquaromana: Aqua Romana on the shared table machinery."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cogs.aqua_romana.adapter import AquaRomanaAdapter

if TYPE_CHECKING:
    from bot.bot import TabulaBot


async def setup(bot: TabulaBot) -> None:
    bot.add_game(AquaRomanaAdapter())

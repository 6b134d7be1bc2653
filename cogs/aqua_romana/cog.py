"""The discord.py extension of Aqua Romana, as ``cogs.game_cog`` describes one."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cogs.aqua_romana import ADAPTER
from cogs.aqua_romana.adapter import AquaRomanaAdapter
from cogs.game_cog import GameCog, new_table_command
from rules.aqua_romana import ENGINE

if TYPE_CHECKING:
    from bot.bot import TabulaBot


class AquaRomanaCog(
    GameCog,
    group_name=AquaRomanaAdapter.command,
    group_description=f"Play {ENGINE.name} in this channel",
):
    new = new_table_command(ENGINE)


async def setup(bot: TabulaBot) -> None:
    await bot.add_cog(AquaRomanaCog(bot, ADAPTER))


__all__ = ["ADAPTER", "AquaRomanaCog", "setup"]

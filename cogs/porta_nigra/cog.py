"""The discord.py extension of Porta Nigra, as ``cogs.game_cog`` describes one."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cogs.game_cog import GameCog, new_table_command
from cogs.porta_nigra import ADAPTER
from cogs.porta_nigra.adapter import PortaNigraAdapter
from rules.porta_nigra import ENGINE

if TYPE_CHECKING:
    from bot.bot import TabulaBot


class PortaNigraCog(
    GameCog,
    group_name=PortaNigraAdapter.command,
    group_description=f"Play {ENGINE.name} in this channel",
):
    new = new_table_command(ENGINE)


async def setup(bot: TabulaBot) -> None:
    await bot.add_cog(PortaNigraCog(bot, ADAPTER))


__all__ = ["ADAPTER", "PortaNigraCog", "setup"]

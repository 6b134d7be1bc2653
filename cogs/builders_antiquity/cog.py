"""The discord.py extension of The Builders: Antiquity, as ``cogs.game_cog`` describes one."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cogs.builders_antiquity import ADAPTER
from cogs.builders_antiquity.adapter import BuildersAdapter
from cogs.game_cog import GameCog, new_table_command
from rules.builders_antiquity import ENGINE

if TYPE_CHECKING:
    from bot.bot import TabulaBot


class BuildersCog(
    GameCog,
    group_name=BuildersAdapter.command,
    group_description=f"Play {ENGINE.name} in this channel",
):
    new = new_table_command(ENGINE)


async def setup(bot: TabulaBot) -> None:
    await bot.add_cog(BuildersCog(bot, ADAPTER))


__all__ = ["ADAPTER", "BuildersCog", "setup"]

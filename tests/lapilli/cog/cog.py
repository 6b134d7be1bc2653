"""The discord.py extension of Terni Lapilli: its slash group ``/lapilli`` with the shared
table commands (``cogs.game_cog``) and its own ``new``, whose options take the game's seat
counts. The game's manifest names this module; the bot loads it with ``load_extension`` and
the table machinery reads its ``ADAPTER``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cogs.game_cog import GameCog, new_table_command
from tests.lapilli.cog import ADAPTER
from tests.lapilli.cog.adapter import LapilliAdapter
from tests.lapilli.game import ENGINE

if TYPE_CHECKING:
    from bot.bot import TabulaBot


class LapilliCog(
    GameCog,
    group_name=LapilliAdapter.command,
    group_description=f"Play {ENGINE.name} in this channel",
):
    new = new_table_command(ENGINE)


async def setup(bot: TabulaBot) -> None:
    await bot.add_cog(LapilliCog(bot, ADAPTER))


__all__ = ["ADAPTER", "LapilliCog", "setup"]

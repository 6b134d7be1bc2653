"""The discord.py extension of Aqua Romana: its slash group, the shared table commands
(``cogs.game_cog``) and its own ``new``, whose options take the game's seat counts.

The game's manifest names this module; the bot loads it with ``load_extension``, and the table
machinery reads its ``ADAPTER``. Unloading an extension drops its module, so this one holds no
state of its own: the adapter and the images live in the package, imported once.
"""

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

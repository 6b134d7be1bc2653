"""/tabula help: the games and their commands."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands

if TYPE_CHECKING:
    from bot.bot import TabulaBot


def help_text(bot: TabulaBot) -> str:
    lines = ["**Tabula** hosts Roman builder board games in this server.", ""]
    for adapter in bot.adapters.values():
        engine = adapter.engine
        lines.append(
            f"**{engine.name}** ({engine.min_players}-{engine.max_players} players): "
            f"`/{adapter.command} new` opens a table in this channel; then `board`, `hand`, "
            f"`undo`, `abort` and `rules` under `/{adapter.command}`."
        )
    lines += [
        "",
        "Players click the buttons under the board message; everyone else in the channel can "
        "watch. Your private summary comes by direct message.",
    ]
    return "\n".join(lines)


async def setup(bot: TabulaBot) -> None:
    group = app_commands.Group(name="tabula", description="About Tabula")

    @group.command(name="help", description="The games and their commands")
    async def help_command(interaction: discord.Interaction) -> None:
        await interaction.response.send_message(
            help_text(bot), ephemeral=True, allowed_mentions=discord.AllowedMentions.none()
        )

    bot.tree.add_command(group)

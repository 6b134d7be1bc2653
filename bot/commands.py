"""The slash command group every game gets: new, board, hand, undo, abort, rules."""

# No "from __future__ import annotations": discord.py reads the option types of the commands
# below from their annotations, which name ranges built inside game_commands().
from typing import TYPE_CHECKING, Literal

import discord
from discord import app_commands

from bot.adapter import GameAdapter

if TYPE_CHECKING:
    from bot.tables import TableMachinery


def game_commands(adapter: GameAdapter, tables: "TableMachinery") -> app_commands.Group:
    engine = adapter.engine
    group = app_commands.Group(
        name=adapter.command,
        description=f"Play {engine.name} in this channel",
        guild_only=True,
    )
    seat_range = app_commands.Range[int, engine.min_players, engine.max_players]
    ai_range = app_commands.Range[int, 0, engine.max_players - 1]

    @group.command(name="new", description=f"Open a table of {engine.name} in this channel")
    @app_commands.describe(
        seats=f"How many players ({engine.min_players}-{engine.max_players})",
        ai="How many of the seats computer players take",
        random_order="Shuffle the seat order when the game starts",
        level="How well the computer players play",
    )
    async def new(
        interaction: discord.Interaction,
        seats: seat_range = engine.max_players,
        ai: ai_range = 0,
        random_order: bool = True,
        level: Literal["easy", "normal", "hard", "random"] = "normal",
    ) -> None:
        await tables.open_lobby(interaction, adapter, seats, ai, random_order, level)

    @group.command(name="board", description="Show the current board (only to you)")
    async def board(interaction: discord.Interaction) -> None:
        await tables.show_board(interaction, adapter)

    @group.command(name="hand", description="Show your private summary (only to you)")
    async def hand(interaction: discord.Interaction) -> None:
        await tables.show_hand(interaction, adapter)

    @group.command(name="undo", description="Take back your last action of this turn")
    async def undo(interaction: discord.Interaction) -> None:
        await tables.undo(interaction, adapter)

    @group.command(name="abort", description="End the game in this channel without a result")
    async def abort(interaction: discord.Interaction) -> None:
        await tables.ask_abort(interaction, adapter)

    @group.command(name="rules", description=f"A short summary of the rules of {engine.name}")
    async def rules(interaction: discord.Interaction) -> None:
        await interaction.response.send_message(adapter.rules_text, ephemeral=True)

    return group

"""Tabula's slash commands, built the way ``bot/bot.py``'s setup hook builds them, offline."""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any

from discord import app_commands

from bot.bot import TabulaBot
from bot.extensions import load_all
from bot.settings import Settings


@asynccontextmanager
async def command_tree() -> AsyncIterator[TabulaBot]:
    """A bot whose tree holds every command, never connected (no token, no storage)."""
    bot = TabulaBot(Settings(_env_file=None, discord_token=None))
    try:
        # every extension, as the hook loads them (only the commands' callbacks use the
        # router, and translating never calls them)
        await load_all(bot)
        yield bot
    finally:
        bot.workers.close()


def game_groups(bot: TabulaBot) -> dict[str, str]:
    """The hook's argument: each game's command group name -> its game id."""
    return {adapter.command: game_id for game_id, adapter in bot.adapters.items()}


def top_level(bot: TabulaBot) -> list[app_commands.Command[Any, ..., Any] | app_commands.Group]:
    return [
        c
        for c in bot.tree.get_commands()
        if isinstance(c, app_commands.Command | app_commands.Group)
    ]

"""The extension loader: the one place in the core that reaches a game's front end, by the name
its manifest gives (``rules.manifest.GameManifest.extension``), never by an import.

A game's extension is a package under ``cogs/`` with ``ADAPTER`` (its words, buttons and
images for the table machinery) and ``async def setup(bot)``, which adds its ``GroupCog``.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

from rules import registry

if TYPE_CHECKING:
    from discord.ext.commands.bot import BotBase

    # (not imported to run: the adapters bring the catalogues, which `tabula games` needs not)
    from bot.adapter import GameAdapter

# The extensions every bot loads besides the games' own.
CORE_EXTENSIONS = ("cogs.tabula",)


def extensions() -> list[str]:
    """The extension of every game that has one, in the registry's order."""
    return [m.extension for m in registry.manifests() if m.extension is not None]


def front_end(game_id: str) -> GameAdapter[Any] | None:
    """The adapter of ``game_id``'s extension; None for a game played in the terminal only."""
    extension = registry.manifest(game_id).extension
    if extension is None:
        return None
    adapter: GameAdapter[Any] = importlib.import_module(extension).ADAPTER
    return adapter


def front_ends() -> dict[str, GameAdapter[Any]]:
    """The adapter of every game that has an extension, by game id."""
    found = {game_id: front_end(game_id) for game_id in registry.games()}
    return {game_id: adapter for game_id, adapter in found.items() if adapter is not None}


async def load_all(bot: BotBase) -> None:
    """Every game's extension and the core ones, loaded into ``bot``."""
    for name in (*CORE_EXTENSIONS, *extensions()):
        await bot.load_extension(name)

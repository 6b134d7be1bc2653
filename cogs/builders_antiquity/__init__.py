"""The Builders: Antiquity on Discord: its adapter (words, buttons), its images, and its cog
(``cog.py``, the discord.py extension that the game's manifest names)."""

from cogs.builders_antiquity.adapter import BuildersAdapter

ADAPTER = BuildersAdapter()

__all__ = ["ADAPTER", "BuildersAdapter"]

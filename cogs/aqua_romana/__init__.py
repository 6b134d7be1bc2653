"""Aqua Romana on Discord: its adapter (words, buttons), its images, and its cog
(``cog.py``, the discord.py extension that the game's manifest names)."""

from cogs.aqua_romana.adapter import AquaRomanaAdapter

ADAPTER = AquaRomanaAdapter()

__all__ = ["ADAPTER", "AquaRomanaAdapter"]

"""Porta Nigra on Discord: its adapter (words, buttons), its images, and its cog
(``cog.py``, the discord.py extension that the game's manifest names)."""

from cogs.porta_nigra.adapter import PortaNigraAdapter

ADAPTER = PortaNigraAdapter()

__all__ = ["ADAPTER", "PortaNigraAdapter"]

"""Porta Nigra on Discord: its adapter (words, buttons) and images; ``ADAPTER`` is what the game's
manifest (``rules.porta_nigra.MANIFEST.ui``) points the bot to."""

from cogs.porta_nigra.adapter import PortaNigraAdapter

ADAPTER = PortaNigraAdapter()

__all__ = ["ADAPTER", "PortaNigraAdapter"]

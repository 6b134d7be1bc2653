"""Aqua Romana on Discord: its adapter (words, buttons) and images; ``ADAPTER`` is what the game's
manifest (``rules.aqua_romana.MANIFEST.ui``) points the bot to."""

from cogs.aqua_romana.adapter import AquaRomanaAdapter

ADAPTER = AquaRomanaAdapter()

__all__ = ["ADAPTER", "AquaRomanaAdapter"]

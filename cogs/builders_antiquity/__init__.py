"""The Builders: Antiquity on Discord: its adapter (words, buttons) and images; ``ADAPTER`` is
what the game's manifest (``rules.builders_antiquity.MANIFEST.ui``) points the bot to."""

from cogs.builders_antiquity.adapter import BuildersAdapter

ADAPTER = BuildersAdapter()

__all__ = ["ADAPTER", "BuildersAdapter"]

"""Terni Lapilli on Discord: its adapter (words, buttons, picture), its catalogues
(``locales/``) and its cog (``cog.py``, the discord.py extension the game's manifest names)."""

from tests.lapilli.cog.adapter import LapilliAdapter

ADAPTER = LapilliAdapter()

__all__ = ["ADAPTER", "LapilliAdapter"]

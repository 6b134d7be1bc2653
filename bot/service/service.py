"""The table service: one object the Discord side (and the scenario tests) drive."""

from __future__ import annotations

from bot.service.lobby import LobbyCommands
from bot.service.turns import TurnCommands


class TableService(LobbyCommands, TurnCommands):
    """Lobby, start, play, undo, abort and AI turns over a repository; no Discord."""

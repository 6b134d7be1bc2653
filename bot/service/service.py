"""The table service: one object the Discord side (and the scenario tests) drive."""

from __future__ import annotations

from bot.service.history import HistoryCommands
from bot.service.lobby import LobbyCommands


class TableService(LobbyCommands, HistoryCommands):
    """Lobby, start, play, undo, abort and AI turns over a repository; no Discord."""

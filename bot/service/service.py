"""The table service: one object the Discord side (and the scenario tests) drive."""

from __future__ import annotations

from bot.service.hints import HintCommands
from bot.service.lobby import LobbyCommands


class TableService(LobbyCommands, HintCommands):
    """Lobby, start, play, undo, abort and AI turns over a repository; no Discord."""

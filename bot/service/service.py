"""The table service: one object the Discord side (and the scenario tests) drive."""

from __future__ import annotations

from bot.service.accounts import AccountCommands
from bot.service.lobby import LobbyCommands


class TableService(LobbyCommands, AccountCommands):
    """Lobby, start, play, undo, abort and AI turns over a repository; no Discord."""

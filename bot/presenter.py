"""Outcomes into messages: the board, the lobby and each player's private summary, as plain
values (``bot.messages``). Everything here reads views, never a game's state."""

from __future__ import annotations

from typing import Any

from bot.adapter import GameAdapter
from bot.board_message import Draw
from bot.lobby_message import LobbyMessages
from bot.picture_cache import PictureCache
from bot.private_message import PrivateMessages
from bot.service import TableService
from storage.models import Table


class Presenter(PrivateMessages, LobbyMessages):
    """The board (``bot.board_message``), a player's private message
    (``bot.private_message``) and the lobby (``bot.lobby_message``) over one table service."""

    def __init__(self, service: TableService, draw: Draw) -> None:
        self.service = service
        self.draw = draw
        self.pictures = PictureCache()

    def game(self, table: Table) -> GameAdapter[Any]:
        return self.service.ctx.game(table)

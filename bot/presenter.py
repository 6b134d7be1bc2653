"""Outcomes into messages: the board, the lobby and each player's private summary, as plain
values (``bot.messages``). Everything here reads views, never a game's state."""

from __future__ import annotations

from bot.board_message import BoardMessages, Draw, TableLink
from bot.lobby_message import LobbyMessages
from bot.private_message import PrivateMessages
from bot.service import TableService


class Presenter:
    """The board (``presenter.boards``: ``bot.board_message``), a player's private message
    (``presenter.privates``: ``bot.private_message``) and the lobby (``presenter.lobbies``:
    ``bot.lobby_message``) over one table service. ``table_link``: a table's page on the web
    (``bot.web``), when the bot serves them."""

    def __init__(
        self, service: TableService, draw: Draw, table_link: TableLink | None = None
    ) -> None:
        self.service = service
        self.boards = BoardMessages(service, draw, table_link)
        self.privates = PrivateMessages(service, draw, self.boards)
        self.lobbies = LobbyMessages(service)

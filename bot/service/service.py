"""The table service: the use-cases the Discord side (and the scenario tests) drive, built
over one repository and sharing one context."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from datetime import datetime
from typing import Any

from bot.adapter import GameAdapter
from bot.names import NameBook
from bot.service.accounts import Accounts
from bot.service.context import Limits, ServiceContext, utc_now
from bot.service.deadlines import Deadlines
from bot.service.hints import Hints
from bot.service.history import History
from bot.service.lobby import Lobby
from bot.service.replays import Replays
from bot.service.seats import Seats
from bot.service.tables import Tables
from bot.service.turns import Turns
from storage.repository import Repository


class TableService:
    """Lobby, start, play, undo, abort and AI turns over a repository; no Discord. Each
    use-case is an attribute (``service.lobby.open_lobby(...)``, ``service.turns.play(...)``);
    what they share is ``service.ctx``."""

    def __init__(
        self,
        repo: Repository,
        games: Mapping[str, GameAdapter[Any]],
        names: NameBook,
        seeds: Iterator[int] | None = None,
        limits: Limits | None = None,
        clock: Callable[[], datetime] = utc_now,
    ) -> None:
        self.ctx = ServiceContext(repo, games, names, seeds, limits or Limits(), clock)
        self.replays = Replays(self.ctx)
        self.tables = Tables(self.ctx, self.replays.by_rules)
        self.lobby = Lobby(self.ctx, self.tables, self.replays)
        self.turns = Turns(self.ctx, self.tables, self.replays)
        self.deadlines = Deadlines(self.ctx, self.tables, self.turns)
        self.seats = Seats(self.ctx, self.tables)
        self.accounts = Accounts(self.ctx, self.deadlines)
        self.history = History(self.ctx, self.tables)
        self.hints = Hints(self.ctx, self.tables)

"""What every part of the table service shares: storage, the games, names, per-table locks and
each table's recent moves.

Several bot processes may serve one database, so nothing here is a table's only copy: a lock
orders this process's own clicks (storage's compare-and-swap orders the processes), and the
recent moves are the action log's, replayed, checked against the table's version each time.
"""

from __future__ import annotations

import asyncio
from collections import OrderedDict, deque
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import Any

from bot.adapter import GameAdapter
from bot.i18n.languages import public_language
from bot.i18n.text import Text
from bot.names import NameBook
from bot.service.clock import TIMEOUT
from bot.service.outcomes import Caller, Refusal
from bot.table_locks import TableLocks
from rules.core import Event, Result
from storage.errors import Refused
from storage.models import LoadedTable, Table, TableStatus
from storage.repository import Repository

# The board recalls the moves since the player to move last moved: at most this many lines
# (and the service remembers at most MOVES_KEPT of them per table).
RECENT_MOVES = 15
MOVES_KEPT = 200
# The recent moves of this many tables are kept replayed (the least recently shown go first).
TABLES_KEPT = 256


@dataclass(slots=True)
class _Replayed:
    """A table's action log as this process last replayed it: the first ``rows`` live rows,
    the last of them ``last_seq``, giving ``state``; read for table version ``version``."""

    version: int
    rows: int
    last_seq: int | None
    state: Any
    moves: deque[Event]


def places(table: Table) -> tuple[int, ...]:
    """Where a table's messages are: its channel (or thread), and the channel of its lobby
    message when the game plays in a thread opened from it."""
    lobby = table.options.get("lobby_channel")
    return (table.channel_id, lobby) if isinstance(lobby, int) else (table.channel_id,)


def utc_now() -> datetime:
    return datetime.now(UTC)


# Views kept: the public one and each seat's of the tables shown lately (a view is a few KB).
VIEWS_KEPT = 256


@dataclass(frozen=True, slots=True)
class Limits:
    """How long an unstarted lobby stays open, and how many open lobbies one person may host
    in one server (the bot's settings set them)."""

    lobby_lifetime: timedelta = timedelta(hours=24)
    lobbies_per_host: int = 3


class ServiceBase:
    def __init__(
        self,
        repo: Repository,
        games: Mapping[str, GameAdapter[Any]],
        names: NameBook,
        seeds: Iterator[int] | None = None,
        limits: Limits | None = None,
        clock: Callable[[], datetime] = utc_now,
    ) -> None:
        self.repo = repo
        self.games = games
        self.names = names
        self.seeds = seeds  # where new tables get their seed; None: a random one
        self.limits = limits or Limits()
        self.clock = clock
        # the language each user's Discord last said they read (user id -> locale): what a DM
        # sent unasked is written in, until a user's stored choice is kept with their settings
        self.languages: dict[int, str] = {}
        self._locks = TableLocks()
        self._recent: OrderedDict[int, _Replayed] = OrderedDict()
        # views made lately: (table, version, seat) -> (the state read, its view)
        self._views: OrderedDict[tuple[int, int, str | None], tuple[Any, Any]] = OrderedDict()

    def lock(self, table_id: int) -> asyncio.Lock:
        """Held while a table is read and changed, so one click (or AI move) at a time acts on
        it in this process; the version compare-and-swap in storage is the guard across
        processes."""
        return self._locks(table_id)

    def game(self, table: Table) -> GameAdapter[Any]:
        return self.games[table.game_id]

    @staticmethod
    def language(table: Table) -> str:
        """The language of a table's public messages: the one it was opened with (its
        server's), else English."""
        chosen = table.options.get("language")
        return public_language(chosen if isinstance(chosen, str) else None, None)

    @staticmethod
    def misplaced(caller: Caller, table: Table, in_server: bool = False) -> Refusal | None:
        """A click counts only where its table is: in the table's own channel of its own
        server, or in the DM of a player seated there. A custom_id says which table it is for,
        and anyone can send any custom_id from anywhere."""
        if caller.guild_id is None:
            # a DM counts for a seated player, and not at all for what happens in the server
            if not in_server and table.seat_of(caller.user_id) is not None:
                return None
        elif caller.guild_id == table.guild_id and caller.channel_id in places(table):
            return None
        return Refusal(Text("table-elsewhere"))

    async def deadline(self, table_id: int) -> datetime | None:
        """When the turn in progress times out: the stored time-out itself (what will fire),
        None without a limit or on a computer's turn."""
        jobs = await self.repo.outbox.jobs(table_id)
        return next((j.due_at for j in jobs if j.kind == TIMEOUT), None)

    async def result(self, loaded: LoadedTable) -> Result | None:
        """How the game ended: by its rules, or as stored when it was ended otherwise (a
        resignation); None while it runs."""
        by_rules = self.game(loaded.table).engine.result(loaded.state)
        if by_rules is not None or loaded.table.status is not TableStatus.FINISHED:
            return by_rules
        lines = await self.repo.standings.results(loaded.table.id)
        return Result(
            {r.seat.id: r.score for r in lines},
            [r.seat.id for r in lines if r.winner],
            {r.seat.id: dict(r.details) for r in lines},
        )

    async def tables_in_play(self) -> list[LoadedTable]:
        """Every game in play, loaded; one whose saved game cannot be read is left out (the
        storage told the operator), so that it stops nothing else."""
        found = []
        for table in await self.repo.tables.list_open_tables():
            if table.status is not TableStatus.ACTIVE:
                continue
            try:
                found.append(await self.repo.tables.load(table.id))
            except Refused:
                continue
        return found

    def public_view(self, loaded: LoadedTable) -> Any:
        return self.view(loaded, None)

    def view(self, loaded: LoadedTable, seat: str | None) -> Any:
        """What ``seat`` (None: anyone) sees of the table, made once for the state ``loaded``
        holds: a click shows the same version several times (its board and picture, the DMs,
        the old board's last form) and views are read, never changed."""
        key = (loaded.table.id, loaded.version, seat)
        made = self._views.get(key)
        if made is not None and made[0] is loaded.state:
            self._views.move_to_end(key)
            return made[1]
        view = self.game(loaded.table).engine.view_model(loaded.state, seat)
        self._views[key] = (loaded.state, view)
        while len(self._views) > VIEWS_KEPT:
            self._views.popitem(last=False)
        return view

    # ----- the recent moves ------------------------------------------------------------------

    async def recent(self, loaded: LoadedTable) -> list[Event]:
        """What happened since the player to move last moved (routine steps left out), oldest
        first: what they need to catch up on, at most RECENT_MOVES lines."""
        moves = await self._moves(loaded)
        # what they did so far in their turn in progress stays in sight, and so does all
        # that happened since their turn before
        current = len(moves)
        while current > 0 and moves[current - 1].seat == loaded.pending:
            current -= 1
        before = max((i for i in range(current) if moves[i].seat == loaded.pending), default=-1)
        return moves[max(before + 1, len(moves) - RECENT_MOVES) :]

    async def turn_so_far(self, loaded: LoadedTable, seat: str) -> list[Event]:
        """``seat``'s latest moves in a row (its turn that just ended), oldest first."""
        moves = await self._moves(loaded)
        end = len(moves)
        while end > 0 and moves[end - 1].seat != seat:
            end -= 1
        start = end
        while start > 0 and moves[start - 1].seat == seat:
            start -= 1
        return moves[start:end]

    async def _moves(self, loaded: LoadedTable) -> list[Event]:
        table_id = loaded.table.id
        known = self._recent.get(table_id)
        if known is not None and known.version == loaded.version:
            self._recent.move_to_end(table_id)
            return list(known.moves)
        # Another process (or an undo) may have moved the table on since: the log says what
        # happened, and only the rows this process has not replayed yet are applied.
        log = await self.repo.tables.action_log(table_id)
        engine = self.game(loaded.table).engine
        known = self._recent.get(table_id)
        if (
            known is None
            or known.rows > len(log)
            or (known.rows > 0 and log[known.rows - 1].seq != known.last_seq)
        ):
            table = loaded.table
            start = engine.new_game(table.seat_ids, table.seed, table.options)
            known = _Replayed(0, 0, None, start, deque(maxlen=MOVES_KEPT))
        for logged in log[known.rows :]:
            known.state, events = engine.apply_id(known.state, logged.action_id)
            known.moves.extend(e for e in events if not e.routine)
        known.rows = len(log)
        known.last_seq = log[-1].seq if log else None
        known.version = loaded.version
        self._recent[table_id] = known
        self._recent.move_to_end(table_id)
        while len(self._recent) > TABLES_KEPT:
            self._recent.popitem(last=False)
        return list(known.moves)

    def recorded(
        self, table_id: int, before: int, seq: int, version: int, state: Any, events: list[Event]
    ) -> None:
        """This process recorded an action on the table at version ``before`` (the log row
        ``seq``, giving ``version`` and ``state``): the moves it keeps follow it, so the next
        board need not read the whole log again to learn the last moves. Kept moves of another
        version are left to be brought up to date from the log."""
        known = self._recent.get(table_id)
        if known is None or known.version != before:
            return
        known.state = state
        known.moves.extend(e for e in events if not e.routine)
        known.rows += 1
        known.last_seq = seq
        known.version = version

    def forget_recent(self, table_id: int) -> None:
        self._recent.pop(table_id, None)

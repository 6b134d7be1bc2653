"""What the in-memory repository does with a table: the lobby, reading and the statistics, over
what :mod:`storage.memory_store` keeps; playing is :mod:`storage.memory_playing`.

As in :mod:`storage.sql_tables`, the table rules (who may join, whose turn it is...) are
:mod:`storage.table_rules`: a method reads, calls them, and stores what they return. No method
awaits between reading and writing, so two coroutines cannot interleave inside one: each is as
atomic as a transaction.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from datetime import datetime
from types import TracebackType
from typing import Any, Self

from rules.core import Engine
from storage import table_rules as rules
from storage.effects import encoded, encoded_jobs
from storage.errors import TableNotFound, TableQuarantined
from storage.memory_store import Jobs, Outbox, StoredTable
from storage.models import (
    OPEN_STATUSES,
    Effect,
    JobSpec,
    LoadedTable,
    LoggedAction,
    SeatResult,
    Table,
    TableStatus,
)
from storage.quarantine import engine_of, state_of
from storage.standings import OVERALL, FinishedGame, Rating, rate_all
from storage.table_rules import EngineLookup

__all__ = ["MemoryTables"]


class MemoryTables:
    """The tables of a :class:`~storage.repository.Repository` in memory; see the module."""

    def __init__(self, engines: EngineLookup) -> None:
        self._engines = engines
        # In creation order, which is id order.
        self._tables: dict[int, StoredTable] = {}
        self._open_in_channel: dict[int, int] = {}
        self._outbox = Outbox()
        self._jobs = Jobs()
        # Finished tables in the order their results were stored (the order ratings follow).
        self._finished: list[int] = []
        self._ratings: dict[tuple[int, str, str], Rating] = {}

    async def __aenter__(self) -> Self:
        return self

    async def __aexit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        traceback: TracebackType | None,
    ) -> None:
        await self.close()

    async def close(self) -> None:
        """Nothing to release; the data stays readable (a test may look at it after)."""

    def _engine(self, game_id: str) -> Engine[Any]:
        return rules.engine_for(self._engines, game_id)

    def _stored(self, table_id: int) -> StoredTable:
        stored = self._tables.get(table_id)
        if stored is None:
            raise TableNotFound(table_id)
        return stored

    def _store_table(self, stored: StoredTable, table: Table) -> Table:
        """Keep what a rule returned, and hand it out as stored."""
        self._keep(stored, table)
        return stored.handed_out()

    def _keep(self, stored: StoredTable, table: Table) -> None:
        """Keep ``table``; the channel stays taken, and its jobs stay, while the table is open."""
        stored.table = table
        if table.status not in OPEN_STATUSES:
            self._jobs.drop(table.id)
            if self._open_in_channel.get(table.channel_id) == table.id:
                del self._open_in_channel[table.channel_id]

    def _finished_games(self) -> list[FinishedGame]:
        """Every finished game, in the order its result was stored."""
        return [self._tables[table_id].finished_game() for table_id in self._finished]

    # ----- the lobby -------------------------------------------------------------------------

    async def create_table(
        self,
        *,
        guild_id: int | None,
        channel_id: int,
        game_id: str,
        host_id: int,
        options: Mapping[str, Any] | None = None,
        seed: int | None = None,
        host_plays: bool = True,
    ) -> Table:
        self._engine(game_id)
        busy = self._open_in_channel.get(channel_id)
        rules.check_channel_free(
            None if busy is None else self._tables[busy].handed_out(), self._engines
        )
        options_text = rules.options_json(options)
        at = rules.now()
        table = Table(
            id=len(self._tables) + 1,
            guild_id=guild_id,
            channel_id=channel_id,
            game_id=game_id,
            status=TableStatus.LOBBY,
            host_id=host_id,
            seats=rules.first_seats(host_id, host_plays),
            options={},
            seed=rules.seed_or_drawn(seed),
            created_at=at,
            updated_at=at,
        )
        stored = StoredTable(table, options_text)
        self._tables[table.id] = stored
        self._open_in_channel[channel_id] = table.id
        return stored.handed_out()

    async def join(self, table_id: int, user_id: int) -> Table:
        stored = self._stored(table_id)
        table = stored.handed_out()
        changed = rules.join(table, user_id, self._engine(table.game_id), rules.now())
        return self._store_table(stored, changed)

    async def configure(self, table_id: int, options: Mapping[str, Any]) -> Table:
        stored = self._stored(table_id)
        changed = rules.configure(stored.handed_out(), options, rules.now())
        stored.options = rules.options_json(changed.options)
        return self._store_table(stored, changed)

    async def add_ai(self, table_id: int, level: str = "random") -> Table:
        stored = self._stored(table_id)
        table = stored.handed_out()
        changed = rules.add_ai(table, level, self._engine(table.game_id), rules.now())
        return self._store_table(stored, changed)

    async def leave(self, table_id: int, seat_id: str) -> Table:
        stored = self._stored(table_id)
        return self._store_table(stored, rules.leave(stored.handed_out(), seat_id, rules.now()))

    async def start(
        self,
        table_id: int,
        *,
        shuffle_seats: bool = False,
        effects: Sequence[Effect] = (),
        jobs: Sequence[JobSpec] | None = None,
    ) -> LoadedTable:
        queued = encoded(effects)
        scheduled = encoded_jobs(jobs)
        stored = self._stored(table_id)
        table = stored.handed_out()
        engine = self._engine(table.game_id)
        started = rules.start(table, engine, shuffle_seats, rules.now())
        since = self._swap(
            stored, 1, engine.dump(started.state), started.pending, started.table.updated_at
        )
        table = self._store_table(stored, started.table)
        self._outbox.queue(table_id, 1, queued)
        self._jobs.replace(table_id, 1, scheduled)
        return LoadedTable(table, 1, started.state, started.pending, since)

    async def abort(self, table_id: int, *, effects: Sequence[Effect] = ()) -> Table:
        queued = encoded(effects)
        stored = self._stored(table_id)
        aborted = self._store_table(stored, rules.abort(stored.handed_out(), rules.now()))
        self._outbox.queue(table_id, stored.version, queued)
        return aborted

    async def abandon(self, table_id: int, reason: str, *, effects: Sequence[Effect] = ()) -> Table:
        queued = encoded(effects)
        stored = self._stored(table_id)
        # A quarantined table is abandoned too: its options are not needed to end it.
        table = stored.readable() or replace(stored.table, options={})
        ended = rules.abandon(table, reason, rules.now())
        self._keep(stored, ended)
        self._outbox.queue(table_id, stored.version, queued)
        return ended

    @staticmethod
    def _swap(
        stored: StoredTable, version: int, snapshot: str, pending: str | None, at: datetime
    ) -> datetime:
        """Store a new snapshot; returns when the pending seat's decision began."""
        stored.turn_since = rules.turn_since(stored.pending, stored.turn_since, pending, at)
        stored.version, stored.snapshot, stored.pending = version, snapshot, pending
        return stored.turn_since

    # ----- reading ---------------------------------------------------------------------------

    async def get_table(self, table_id: int) -> Table:
        return self._stored(table_id).handed_out()

    async def table_in_channel(self, channel_id: int) -> Table | None:
        table_id = self._open_in_channel.get(channel_id)
        return None if table_id is None else self._tables[table_id].handed_out()

    async def list_open_tables(self) -> list[Table]:
        return [
            table
            for stored in self._tables.values()
            if stored.table.status in OPEN_STATUSES and (table := stored.readable()) is not None
        ]

    async def quarantined(self) -> list[tuple[int, str]]:
        found = []
        for stored in self._tables.values():
            if stored.table.status not in OPEN_STATUSES:
                continue
            try:
                table = stored.handed_out()
                engine_of(self._engines, table.id, table.game_id)
                if stored.snapshot is not None:
                    state_of(self._engines, table.id, table.game_id, stored.snapshot)
            except TableQuarantined as quarantined:
                found.append((quarantined.table_id, quarantined.reason))
        return found

    async def tables_of(self, user_id: int, guild_id: int | None = None) -> list[Table]:
        return [
            table
            for stored in reversed(self._tables.values())
            if stored.table.status in OPEN_STATUSES
            and (guild_id is None or stored.table.guild_id == guild_id)
            and (table := stored.readable()) is not None
            and table.seat_of(user_id) is not None
        ]

    async def load(self, table_id: int) -> LoadedTable:
        stored = self._stored(table_id)
        table = stored.handed_out()
        if stored.snapshot is None or stored.turn_since is None:
            return LoadedTable(table, 0, None, None, table.created_at)
        state = state_of(self._engines, table_id, table.game_id, stored.snapshot)
        return LoadedTable(table, stored.version, state, stored.pending, stored.turn_since)

    async def action_log(
        self, table_id: int, *, include_undone: bool = False
    ) -> list[LoggedAction]:
        stored = self._stored(table_id)
        return list(stored.log) if include_undone else stored.live_log()

    async def results(self, table_id: int) -> list[SeatResult]:
        stored = self._tables.get(table_id)
        return [] if stored is None else stored.seat_results()

    # ----- statistics ------------------------------------------------------------------------

    async def finished_games(
        self,
        guild_id: int | None,
        *,
        game_id: str | None = None,
        user_id: int | None = None,
        channel_id: int | None = None,
        limit: int | None = None,
        offset: int = 0,
    ) -> list[FinishedGame]:
        games = [
            game
            for game in self._finished_games()
            if game.guild_id == guild_id
            and (game_id is None or game.game_id == game_id)
            and (user_id is None or game.line_of(user_id) is not None)
            and (channel_id is None or game.channel_id == channel_id)
        ]
        games.sort(key=lambda game: (game.finished_at, game.table_id), reverse=True)
        return games[offset:] if limit is None else games[offset : offset + limit]

    async def games_of(self, user_id: int) -> list[FinishedGame]:
        games = [game for game in self._finished_games() if game.line_of(user_id) is not None]
        return sorted(games, key=lambda game: (game.finished_at, game.table_id))

    async def leaderboard(
        self,
        guild_id: int | None,
        game_id: str = OVERALL,
        *,
        min_games: int = 1,
        people_only: bool = True,
        limit: int = 10,
        offset: int = 0,
    ) -> tuple[list[Rating], int]:
        board = [
            rating
            for (guild, scope, _), rating in self._ratings.items()
            if guild == (guild_id or 0)
            and scope == game_id
            and rating.games >= min_games
            and (not people_only or rating.user_id is not None)
        ]
        board.sort(key=lambda rating: (-rating.conservative, rating.player))
        return board[offset : offset + limit], len(board)

    async def ratings_of(self, guild_id: int | None, player: str) -> list[Rating]:
        mine = [
            rating
            for (guild, _, key), rating in self._ratings.items()
            if guild == (guild_id or 0) and key == player
        ]
        return sorted(mine, key=lambda rating: rating.game_id)

    async def rebuild_ratings(self) -> int:
        games = self._finished_games()
        self._ratings = rate_all(games)
        return len(games)

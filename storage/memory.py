"""A repository in the process's memory, for headless tests of the table service.

It keeps the guarantees of :class:`~storage.repository.Repository` as SQLite does: the table
rules are the same (:mod:`storage.table_rules`); every method is atomic, because it never
awaits between reading and writing, so two coroutines cannot interleave inside one; a refusal
is raised before anything is written; actions compare and swap on the version; and what is
stored is what SQLite stores — snapshots as the engine's dump, options and result details as
JSON — so a state or a table read back is a fresh object, equal to what SQLite would give.
No threads and no sleeps: every call completes without waiting.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from datetime import datetime
from types import TracebackType
from typing import Any

from rules import registry
from rules.core import Engine, Event, Result
from storage import table_rules as rules
from storage.effects import encoded, encoded_jobs, utc
from storage.errors import TableNotFound, TableQuarantined
from storage.models import (
    OPEN_STATUSES,
    Effect,
    GuildSettings,
    Job,
    JobSpec,
    LoadedTable,
    LoggedAction,
    MessageRef,
    OutboxItem,
    Recorded,
    ReplayReport,
    Seat,
    SeatResult,
    Table,
    TableStatus,
    Undone,
)
from storage.quarantine import engine_of, row_of, state_of
from storage.replay import report
from storage.repository import Repository
from storage.standings import (
    OVERALL,
    FinishedGame,
    Rating,
    player_key,
    rate_all,
    rate_game,
    rated_scopes,
)
from storage.table_rules import EngineLookup

__all__ = ["MemoryRepository", "open_memory"]


async def open_memory(*, engines: EngineLookup = registry.get) -> MemoryRepository:
    """An empty repository; ``engines`` maps a game id to its engine (the registry by default)."""
    return MemoryRepository(engines)


@dataclass
class _StoredTable:
    """One table as stored: ``table.options`` is unused, ``options`` (JSON) is the stored form."""

    table: Table
    options: str
    version: int = 0
    snapshot: str | None = None
    pending: str | None = None
    # When the pending seat's decision began; set with the first snapshot.
    turn_since: datetime | None = None
    log: list[LoggedAction] = field(default_factory=list)
    # (seat line without details, details as JSON) per seat, once the game is finished.
    results: list[tuple[SeatResult, str]] = field(default_factory=list)
    finished_at: datetime | None = None

    def handed_out(self) -> Table:
        return row_of(self.table.id, lambda: replace(self.table, options=json.loads(self.options)))

    def readable(self) -> Table | None:
        try:
            return self.handed_out()
        except TableQuarantined:
            return None


# A message's key: table, purpose and its player (0 for a message in the table's channel).
_MessageKey = tuple[int, str, int]


class MemoryRepository:
    """The :class:`~storage.repository.Repository` in memory; see :func:`open_memory`."""

    def __init__(self, engines: EngineLookup) -> None:
        self._engines = engines
        # In creation order, which is id order.
        self._tables: dict[int, _StoredTable] = {}
        self._open_in_channel: dict[int, int] = {}
        self._messages: dict[_MessageKey, MessageRef] = {}
        # Queued effects by id (in id order), each with its payload as stored: JSON.
        self._outbox: dict[int, tuple[OutboxItem, str]] = {}
        self._last_effect_id = 0
        # Jobs by id, each with its payload as stored: JSON.
        self._jobs: dict[int, tuple[Job, str]] = {}
        self._last_job_id = 0
        # GuildSettings is frozen: kept and handed out as it is.
        self._guild_settings: dict[int, GuildSettings] = {}
        self._notify: dict[int, bool] = {}
        self._languages: dict[int, str] = {}
        # Finished tables in the order their results were stored (the order ratings follow).
        self._finished: list[int] = []
        self._ratings: dict[tuple[int, str, str], Rating] = {}

    async def __aenter__(self) -> MemoryRepository:
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

    def _stored(self, table_id: int) -> _StoredTable:
        stored = self._tables.get(table_id)
        if stored is None:
            raise TableNotFound(table_id)
        return stored

    def _store_table(self, stored: _StoredTable, table: Table) -> Table:
        """Keep what a rule returned, and hand it out as stored."""
        self._keep(stored, table)
        return stored.handed_out()

    def _keep(self, stored: _StoredTable, table: Table) -> None:
        """Keep ``table``; the channel stays taken, and its jobs stay, while the table is open."""
        stored.table = table
        if table.status not in OPEN_STATUSES:
            self._replace_jobs(table.id, stored.version, [])
            if self._open_in_channel.get(table.channel_id) == table.id:
                del self._open_in_channel[table.channel_id]

    def _replace_jobs(
        self, table_id: int, version: int, jobs: Sequence[tuple[str, datetime, str]] | None
    ) -> None:
        """With ``jobs`` (not None), the table's jobs become these, at ``version``."""
        if jobs is not None:
            for job_id in [i for i, (job, _) in self._jobs.items() if job.table_id == table_id]:
                del self._jobs[job_id]
            self._insert_jobs(table_id, version, jobs)

    def _insert_jobs(
        self, table_id: int, version: int, jobs: Sequence[tuple[str, datetime, str]]
    ) -> list[Job]:
        inserted = []
        for kind, due_at, payload in jobs:
            self._last_job_id += 1
            self._jobs[self._last_job_id] = (
                Job(self._last_job_id, table_id, kind, due_at, version, {}),
                payload,
            )
            inserted.append(self._job(self._last_job_id))
        return inserted

    def _job(self, job_id: int) -> Job:
        job, payload = self._jobs[job_id]
        return replace(job, payload=json.loads(payload))

    def _jobs_by_due_time(self, keep: Callable[[Job], bool]) -> list[Job]:
        chosen = [job for job, _ in self._jobs.values() if keep(job)]
        return [self._job(job.id) for job in sorted(chosen, key=lambda j: (j.due_at, j.id))]

    def _queue(
        self, table_id: int, version: int, effects: Sequence[tuple[str, str]]
    ) -> list[OutboxItem]:
        at = rules.now()
        queued = []
        for kind, payload in effects:
            self._last_effect_id += 1
            item = OutboxItem(self._last_effect_id, table_id, version, kind, {}, 0, at, at)
            self._outbox[item.id] = (item, payload)
            queued.append(self._handed_out(item.id))
        return queued

    def _handed_out(self, effect_id: int) -> OutboxItem:
        item, payload = self._outbox[effect_id]
        return replace(item, payload=json.loads(payload))

    @staticmethod
    def _swap(
        stored: _StoredTable, version: int, snapshot: str, pending: str | None, at: datetime
    ) -> datetime:
        """Store a new snapshot; returns when the pending seat's decision began."""
        stored.turn_since = rules.turn_since(stored.pending, stored.turn_since, pending, at)
        stored.version, stored.snapshot, stored.pending = version, snapshot, pending
        return stored.turn_since

    def _finish(self, stored: _StoredTable, lines: Sequence[SeatResult], at: datetime) -> Table:
        """Store a finished game's result and move its players' ratings, as SQLite does."""
        stored.results = [
            (replace(line, details={}), json.dumps(line.details, sort_keys=True)) for line in lines
        ]
        stored.finished_at = at
        table = self._store_table(
            stored, replace(stored.table, status=TableStatus.FINISHED, updated_at=at)
        )
        self._finished.append(table.id)
        game = self._finished_game(stored)
        guild = game.guild_id or 0
        for scope in rated_scopes(game):
            priors = {
                key: rating
                for key in {player_key(line.seat) for line in game.results}
                if (rating := self._ratings.get((guild, scope, key))) is not None
            }
            for rating in rate_game(priors, game, guild, scope):
                self._ratings[(guild, scope, rating.player)] = rating
        return table

    def _finished_game(self, stored: _StoredTable) -> FinishedGame:
        assert stored.finished_at is not None
        return FinishedGame(
            table_id=stored.table.id,
            guild_id=stored.table.guild_id,
            channel_id=stored.table.channel_id,
            game_id=stored.table.game_id,
            finished_at=stored.finished_at,
            results=tuple(
                replace(line, details=json.loads(details)) for line, details in stored.results
            ),
        )

    def _running(self, table_id: int, expected_version: int) -> tuple[_StoredTable, str | None]:
        stored = self._stored(table_id)
        rules.check_running(table_id, stored.table.status, stored.version, expected_version)
        return stored, stored.pending

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
        stored = _StoredTable(table, options_text)
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
        self._queue(table_id, 1, queued)
        self._replace_jobs(table_id, 1, scheduled)
        return LoadedTable(table, 1, started.state, started.pending, since)

    async def abort(self, table_id: int, *, effects: Sequence[Effect] = ()) -> Table:
        queued = encoded(effects)
        stored = self._stored(table_id)
        aborted = self._store_table(stored, rules.abort(stored.handed_out(), rules.now()))
        self._queue(table_id, stored.version, queued)
        return aborted

    async def abandon(self, table_id: int, reason: str, *, effects: Sequence[Effect] = ()) -> Table:
        queued = encoded(effects)
        stored = self._stored(table_id)
        # A quarantined table is abandoned too: its options are not needed to end it.
        table = stored.readable() or replace(stored.table, options={})
        ended = rules.abandon(table, reason, rules.now())
        self._keep(stored, ended)
        self._queue(table_id, stored.version, queued)
        return ended

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
        log = self._stored(table_id).log
        return list(log) if include_undone else [a for a in log if a.undone_at is None]

    async def results(self, table_id: int) -> list[SeatResult]:
        stored = self._tables.get(table_id)
        if stored is None:
            return []
        return [replace(line, details=json.loads(details)) for line, details in stored.results]

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
            for game in map(self._finished_game, map(self._stored, self._finished))
            if game.guild_id == guild_id
            and (game_id is None or game.game_id == game_id)
            and (user_id is None or game.line_of(user_id) is not None)
            and (channel_id is None or game.channel_id == channel_id)
        ]
        games.sort(key=lambda game: (game.finished_at, game.table_id), reverse=True)
        return games[offset:] if limit is None else games[offset : offset + limit]

    async def games_of(self, user_id: int) -> list[FinishedGame]:
        games = [
            game
            for game in map(self._finished_game, map(self._stored, self._finished))
            if game.line_of(user_id) is not None
        ]
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
        games = [self._finished_game(self._stored(table_id)) for table_id in self._finished]
        self._ratings = rate_all(games)
        return len(games)

    # ----- playing ---------------------------------------------------------------------------

    async def record_action(
        self,
        table_id: int,
        expected_version: int,
        seat: str,
        action_id: str,
        state: Any,
        events: Sequence[Event],
        *,
        effects: Sequence[Effect] = (),
        jobs: Sequence[JobSpec] | None = None,
    ) -> Recorded:
        queued = encoded(effects)
        scheduled = encoded_jobs(jobs)
        stored = self._stored(table_id)
        move = rules.move(self._engine(stored.table.game_id), expected_version, state, events)
        _, pending = self._running(table_id, expected_version)
        rules.check_turn(pending, seat)
        at = rules.now()
        seq = len(stored.log) + 1  # rows are never deleted, only marked undone
        stored.log.append(
            LoggedAction(seq, move.version, seat, action_id, move.reveals, move.pending_after, at)
        )
        since = self._swap(stored, move.version, move.dumped, move.pending_after, at)
        if move.result is None:
            self._store_table(stored, replace(stored.table, updated_at=at))
            self._replace_jobs(table_id, move.version, scheduled)
        else:
            self._finish(stored, rules.seat_results(stored.table.seats, move.result), at)
        self._queue(table_id, move.version, queued)
        return Recorded(version=move.version, seq=seq, turn_since=since, result=move.result)

    async def undo(
        self,
        table_id: int,
        expected_version: int,
        seat: str,
        *,
        effects: Sequence[Effect] = (),
        jobs: Sequence[JobSpec] | None = None,
    ) -> Undone:
        queued = encoded(effects)
        scheduled = encoded_jobs(jobs)
        stored, pending = self._running(table_id, expected_version)
        live = [a for a in stored.log if a.undone_at is None]
        table = stored.handed_out()
        plan = rules.plan_undo(
            self._engine(table.game_id), table, pending, live, seat, expected_version
        )
        at = rules.now()
        index = plan.last.seq - 1
        stored.log[index] = replace(stored.log[index], undone_at=at)
        since = self._swap(stored, plan.version, plan.dumped, plan.pending, at)
        self._store_table(stored, replace(stored.table, updated_at=at))
        self._queue(table_id, plan.version, queued)
        self._replace_jobs(table_id, plan.version, scheduled)
        return Undone(
            version=plan.version,
            seq=plan.last.seq,
            seat=seat,
            action_id=plan.last.action_id,
            state=plan.state,
            pending=plan.pending,
            turn_since=since,
        )

    async def change_seat(
        self,
        table_id: int,
        expected_version: int,
        seat_id: str,
        *,
        user_id: int | None,
        ai_level: str | None,
        away: bool,
        resigned: bool,
        effects: Sequence[Effect] = (),
        jobs: Sequence[JobSpec] | None = None,
    ) -> Table:
        wanted = Seat(seat_id, user_id, ai_level, resigned=resigned, away=away)
        queued = encoded(effects)
        scheduled = encoded_jobs(jobs)
        stored, _ = self._running(table_id, expected_version)
        changed = rules.change_seat(stored.handed_out(), wanted, rules.now())
        table = self._store_table(stored, changed)
        stored.version = expected_version + 1
        if scheduled is None:
            for job_id, (job, payload) in list(self._jobs.items()):
                if job.table_id == table_id:
                    self._jobs[job_id] = (replace(job, version=stored.version), payload)
        self._replace_jobs(table_id, stored.version, scheduled)
        self._queue(table_id, stored.version, queued)
        return table

    async def concede(
        self,
        table_id: int,
        expected_version: int,
        result: Result,
        *,
        effects: Sequence[Effect] = (),
    ) -> Table:
        queued = encoded(effects)
        stored, _ = self._running(table_id, expected_version)
        at = rules.now()
        stored.version = expected_version + 1
        table = self._finish(stored, rules.seat_results(stored.table.seats, result), at)
        self._replace_jobs(table_id, stored.version, [])
        self._queue(table_id, stored.version, queued)
        return table

    async def replay(self, table_id: int) -> ReplayReport:
        stored = self._stored(table_id)
        table = stored.handed_out()
        live = [a for a in stored.log if a.undone_at is None]
        return report(self._engine(table.game_id), table, live, stored.snapshot)

    # ----- Discord messages a table owns -----------------------------------------------------

    async def set_message(
        self,
        table_id: int,
        purpose: str,
        channel_id: int,
        message_id: int,
        user_id: int | None = None,
        version: int | None = None,
        settles: str | None = None,
    ) -> None:
        self._stored(table_id)
        self._messages[(table_id, purpose, user_id or 0)] = MessageRef(
            table_id, purpose, user_id or None, channel_id, message_id, version
        )
        if settles is not None and version is not None:
            for effect_id, (item, _) in list(self._outbox.items()):
                if (item.table_id, item.kind) == (table_id, settles) and item.version <= version:
                    del self._outbox[effect_id]

    async def messages(self, table_id: int) -> list[MessageRef]:
        keys = sorted(key for key in self._messages if key[0] == table_id)
        return [self._messages[key] for key in keys]

    async def find_message(self, message_id: int) -> MessageRef | None:
        return next((m for m in self._messages.values() if m.message_id == message_id), None)

    async def forget_message(self, table_id: int, purpose: str, user_id: int | None = None) -> None:
        self._messages.pop((table_id, purpose, user_id or 0), None)

    # ----- the outbox --------------------------------------------------------------------------

    async def queue_effects(self, table_id: int, effects: Sequence[Effect]) -> list[OutboxItem]:
        queued = encoded(effects)
        return self._queue(table_id, self._stored(table_id).version, queued)

    async def due_effects(self, now: datetime, limit: int = 100) -> list[OutboxItem]:
        at = utc(now)
        due = [i for i, (item, _) in self._outbox.items() if item.due_at <= at]
        return [self._handed_out(i) for i in due[:limit]]

    async def lease_effects(
        self, table_id: int, now: datetime, until: datetime
    ) -> list[OutboxItem]:
        at, leased = utc(now), utc(until)
        taken = [
            i
            for i, (item, _) in self._outbox.items()
            if item.table_id == table_id and item.due_at <= at
        ]
        handed = [self._handed_out(i) for i in taken]
        for effect_id in taken:
            item, payload = self._outbox[effect_id]
            self._outbox[effect_id] = (replace(item, due_at=leased), payload)
        return handed

    async def effects_due(self, effect_ids: Sequence[int], due_at: datetime) -> None:
        due = utc(due_at)
        for effect_id in effect_ids:
            if effect_id in self._outbox:
                item, payload = self._outbox[effect_id]
                self._outbox[effect_id] = (replace(item, due_at=due), payload)

    async def pending_effects(self, table_id: int) -> list[OutboxItem]:
        mine = [i for i, (item, _) in self._outbox.items() if item.table_id == table_id]
        return [self._handed_out(i) for i in mine]

    async def effect_done(self, effect_ids: Sequence[int]) -> None:
        for effect_id in effect_ids:
            self._outbox.pop(effect_id, None)

    async def effect_later(self, effect_id: int, due_at: datetime, error: str) -> None:
        due = utc(due_at)
        if effect_id in self._outbox:
            item, payload = self._outbox[effect_id]
            later = replace(item, attempts=item.attempts + 1, due_at=due, last_error=error)
            self._outbox[effect_id] = (later, payload)

    # ----- jobs --------------------------------------------------------------------------------

    async def schedule_jobs(
        self, table_id: int, jobs: Sequence[JobSpec], *, replace: bool = True
    ) -> list[Job]:
        scheduled = encoded_jobs(jobs) or []
        stored = self._stored(table_id)
        rules.check_open(stored.table.status)
        if replace:
            self._replace_jobs(table_id, stored.version, [])
        return self._insert_jobs(table_id, stored.version, scheduled)

    async def jobs(self, table_id: int) -> list[Job]:
        return self._jobs_by_due_time(lambda job: job.table_id == table_id)

    async def due_jobs(self, now: datetime, limit: int = 100) -> list[Job]:
        at = utc(now)
        return self._jobs_by_due_time(lambda job: job.due_at <= at and _free(job, at))[:limit]

    async def lease_job(self, job_id: int, until: datetime, now: datetime) -> Job | None:
        until_at, at = utc(until), utc(now)
        if job_id not in self._jobs or not _free(self._jobs[job_id][0], at):
            return None
        job, payload = self._jobs[job_id]
        self._jobs[job_id] = (replace(job, leased_until=until_at), payload)
        return self._job(job_id)

    async def job_done(self, job_id: int) -> None:
        self._jobs.pop(job_id, None)

    async def job_later(self, job_id: int, due_at: datetime, error: str) -> None:
        due = utc(due_at)
        if job_id in self._jobs:
            job, payload = self._jobs[job_id]
            later = replace(
                job, attempts=job.attempts + 1, due_at=due, last_error=error, leased_until=None
            )
            self._jobs[job_id] = (later, payload)

    # ----- server settings and personal preferences --------------------------------------------

    async def guild_settings(self, guild_id: int) -> GuildSettings:
        return self._guild_settings.get(guild_id, GuildSettings())

    async def set_guild_settings(self, guild_id: int, settings: GuildSettings) -> GuildSettings:
        self._guild_settings[guild_id] = settings
        return settings

    async def notify(self, user_id: int) -> bool:
        return self._notify.get(user_id, True)

    async def set_notify(self, user_id: int, on: bool) -> None:
        self._notify[user_id] = bool(on)

    async def language(self, user_id: int) -> str | None:
        return self._languages.get(user_id)

    async def set_language(self, user_id: int, language: str | None) -> None:
        if language is None:
            self._languages.pop(user_id, None)
        else:
            self._languages[user_id] = language

    async def chosen_languages(self) -> dict[int, str]:
        return dict(self._languages)


def _free(job: Job, at: datetime) -> bool:
    """Not leased, or its lease ran out by ``at``."""
    return job.leased_until is None or job.leased_until <= at


def _implements_the_interface(repo: MemoryRepository) -> Repository:
    # mypy checks here that MemoryRepository has every method of Repository, with its types.
    return repo

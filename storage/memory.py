"""A repository in the process's memory, for headless tests of the table service.

It keeps the guarantees of :class:`~storage.repository.Repository` as SQLite does: the table
rules are the same (:mod:`storage.table_policy`); every method is atomic, because it never
awaits between reading and writing, so two coroutines cannot interleave inside one; a refusal
is raised before anything is written; actions compare and swap on the version; and what is
stored is what SQLite stores (:mod:`storage.memory_store`), so a state or a table read back is
a fresh object, equal to what SQLite would give. No threads and no sleeps: every call completes
without waiting.

Made of parts as the SQL backends are, over one :class:`~storage.memory_store.MemoryStore`:
the games (:mod:`storage.memory_tables`), the lobby (:mod:`storage.memory_lobby`), and here
the Discord messages a table owns, its queued effects and jobs, the settings and preferences,
and the statistics.
"""

from __future__ import annotations

from collections.abc import Sequence
from contextlib import AbstractAsyncContextManager, nullcontext
from dataclasses import replace
from datetime import datetime

from rules import registry
from storage import table_policy as policy
from storage.effects import encoded, encoded_jobs, utc
from storage.memory_lobby import MemoryLobby
from storage.memory_store import MemoryStore, StoredTable, free
from storage.memory_tables import MemoryTables
from storage.models import (
    Effect,
    GuildSettings,
    Job,
    JobSpec,
    MessageRef,
    OutboxItem,
    SeatResult,
    Shown,
)
from storage.repository import Lobby, Messages, Outbox, Repository, Settings, Standings, Tables
from storage.standings import OVERALL, FinishedGame, Rating, rate_all
from storage.table_policy import EngineLookup

__all__ = [
    "MemoryMessages",
    "MemoryOutbox",
    "MemoryRepository",
    "MemorySettings",
    "MemoryStandings",
    "open_memory",
]


async def open_memory(*, engines: EngineLookup = registry.get) -> MemoryRepository:
    """An empty repository; ``engines`` maps a game id to its engine (the registry by default)."""
    return MemoryRepository(MemoryStore(engines))


async def _nothing_to_release() -> None:
    """The data stays readable after ``close`` (a test may look at it after)."""


class MemoryRepository(Repository):
    """A :class:`~storage.repository.Repository` in memory; see :func:`open_memory`."""

    def __init__(self, store: MemoryStore) -> None:
        super().__init__(
            tables=MemoryTables(store),
            lobby=MemoryLobby(store),
            messages=MemoryMessages(store),
            outbox=MemoryOutbox(store),
            settings=MemorySettings(),
            standings=MemoryStandings(store),
            closing=_nothing_to_release,
        )
        self._store = store

    @property
    def _tables(self) -> dict[int, StoredTable]:
        """The tables as stored: for the tests' forgeries, which do what no method does."""
        return self._store.tables


# A message's key: table, purpose and its player (0 for a message in the table's channel).


class MemoryMessages:
    """The :class:`~storage.repository.Messages` in memory."""

    def __init__(self, store: MemoryStore) -> None:
        self._store = store
        self._messages = store.messages

    def showing(self, table_id: int) -> AbstractAsyncContextManager[None]:
        return nullcontext()  # one process: nothing to hold

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
        self._store.stored(table_id)
        ref = MessageRef(table_id, purpose, user_id or None, channel_id, message_id, version)
        self._store.remember(ref, settles)

    async def messages(self, table_id: int) -> list[MessageRef]:
        return self._store.messages_of(table_id)

    async def find_message(self, message_id: int) -> MessageRef | None:
        return next((m for m in self._messages.values() if m.message_id == message_id), None)

    async def forget_message(self, table_id: int, purpose: str, user_id: int | None = None) -> None:
        self._messages.pop((table_id, purpose, user_id or 0), None)


class MemoryOutbox:
    """The :class:`~storage.repository.Outbox` in memory: queued effects and jobs."""

    def __init__(self, store: MemoryStore) -> None:
        self._store = store
        self._holders: dict[int, str] = {}  # the effects leased, by id: who holds them

    async def queue_effects(self, table_id: int, effects: Sequence[Effect]) -> list[OutboxItem]:
        queued = encoded(effects)
        return self._store.outbox.queue(table_id, self._store.stored(table_id).version, queued)

    async def due_effects(self, now: datetime, limit: int = 100) -> list[OutboxItem]:
        at = utc(now)
        return self._store.outbox.handed_out(lambda item: item.due_at <= at)[:limit]

    async def lease_effects(
        self, table_id: int, now: datetime, until: datetime, holder: str | None = None
    ) -> list[OutboxItem]:
        at, leased = utc(now), utc(until)
        taken = self._store.outbox.handed_out(
            lambda item: item.table_id == table_id and item.due_at <= at
        )
        ids = [item.id for item in taken]
        self._store.outbox.change(ids, lambda item: replace(item, due_at=leased))
        self._held(ids, holder)
        return taken

    async def take_back(self, holder: str, now: datetime) -> int:
        ids = [i for i, held_by in self._holders.items() if held_by == holder]
        await self.effects_due(ids, now)
        return len(ids)

    async def hurry_effects(self, table_id: int, now: datetime) -> int:
        at = utc(now)
        ids = self._store.outbox.ids(
            lambda item: (
                item.table_id == table_id
                and item.due_at > at
                and item.attempts > 0
                and item.id not in self._holders
            )
        )
        self._store.outbox.change(ids, lambda item: replace(item, due_at=at))
        return len(ids)

    async def effects_due(self, effect_ids: Sequence[int], due_at: datetime) -> None:
        due = utc(due_at)
        self._store.outbox.change(effect_ids, lambda item: replace(item, due_at=due))
        self._held(effect_ids, None)

    def _held(self, effect_ids: Sequence[int], holder: str | None) -> None:
        for effect_id in effect_ids:
            if holder is None:
                self._holders.pop(effect_id, None)
            else:
                self._holders[effect_id] = holder

    async def pending_effects(self, table_id: int) -> list[OutboxItem]:
        return self._store.outbox.handed_out(lambda item: item.table_id == table_id)

    async def effect_done(self, effect_ids: Sequence[int], *, shown: Sequence[Shown] = ()) -> None:
        for each in shown:
            self._store.stored(each.ref.table_id)
        for each in shown:
            self._store.remember(each.ref, each.settles)
        self._store.outbox.delete(effect_ids)
        self._held(effect_ids, None)

    async def effect_later(self, effect_id: int, due_at: datetime, error: str) -> None:
        due = utc(due_at)
        self._held([effect_id], None)
        self._store.outbox.change(
            [effect_id],
            lambda item: replace(item, attempts=item.attempts + 1, due_at=due, last_error=error),
        )

    # ----- jobs --------------------------------------------------------------------------------

    async def schedule_jobs(
        self, table_id: int, jobs: Sequence[JobSpec], *, replace: bool = True
    ) -> list[Job]:
        scheduled = encoded_jobs(jobs) or []
        stored = self._store.stored(table_id)
        policy.check_open(stored.table.status)
        if replace:
            self._store.jobs.drop(table_id)
        return self._store.jobs.insert(table_id, stored.version, scheduled)

    async def jobs(self, table_id: int) -> list[Job]:
        return self._store.jobs.by_due_time(lambda job: job.table_id == table_id)

    async def due_jobs(self, now: datetime, limit: int = 100) -> list[Job]:
        at = utc(now)
        return self._store.jobs.by_due_time(lambda job: job.due_at <= at and free(job, at))[:limit]

    async def lease_job(self, job_id: int, until: datetime, now: datetime) -> Job | None:
        until_at, at = utc(until), utc(now)
        if job_id not in self._store.jobs or not free(self._store.jobs.bare(job_id), at):
            return None
        self._store.jobs.change([job_id], lambda job: replace(job, leased_until=until_at))
        return self._store.jobs.get(job_id)

    async def job_done(self, job_id: int) -> None:
        self._store.jobs.delete([job_id])

    async def job_later(self, job_id: int, due_at: datetime, error: str) -> None:
        due = utc(due_at)
        self._store.jobs.change(
            [job_id],
            lambda job: replace(
                job, attempts=job.attempts + 1, due_at=due, last_error=error, leased_until=None
            ),
        )


class MemorySettings:
    """The :class:`~storage.repository.Settings` in memory."""

    def __init__(self) -> None:
        # GuildSettings is frozen: kept and handed out as it is.
        self._guild_settings: dict[int, GuildSettings] = {}
        self._notify: dict[int, bool] = {}
        self._languages: dict[int, str] = {}

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


class MemoryStandings:
    """The :class:`~storage.repository.Standings` in memory."""

    def __init__(self, store: MemoryStore) -> None:
        self._store = store

    async def results(self, table_id: int) -> list[SeatResult]:
        stored = self._store.tables.get(table_id)
        return [] if stored is None else stored.seat_results()

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
            for game in self._store.finished_games()
            if game.guild_id == guild_id
            and (game_id is None or game.game_id == game_id)
            and (user_id is None or game.line_of(user_id) is not None)
            and (channel_id is None or game.channel_id == channel_id)
        ]
        games.sort(key=lambda game: (game.finished_at, game.table_id), reverse=True)
        return games[offset:] if limit is None else games[offset : offset + limit]

    async def games_of(self, user_id: int) -> list[FinishedGame]:
        games = [game for game in self._store.finished_games() if game.line_of(user_id) is not None]
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
            for (guild, scope, _), rating in self._store.ratings.items()
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
            for (guild, _, key), rating in self._store.ratings.items()
            if guild == (guild_id or 0) and key == player
        ]
        return sorted(mine, key=lambda rating: rating.game_id)

    async def rebuild_ratings(self) -> int:
        games = self._store.finished_games()
        self._store.ratings = rate_all(games)
        return len(games)


def _each_part_is_whole(
    store: MemoryStore,
) -> tuple[Tables, Lobby, Messages, Outbox, Settings, Standings]:
    # mypy checks here that each part has every method of its interface, with its types.
    return (
        MemoryTables(store),
        MemoryLobby(store),
        MemoryMessages(store),
        MemoryOutbox(store),
        MemorySettings(),
        MemoryStandings(store),
    )

"""A repository in the process's memory, for headless tests of the table service.

It keeps the guarantees of :class:`~storage.repository.Repository` as SQLite does: the table
rules are the same (:mod:`storage.table_rules`); every method is atomic, because it never
awaits between reading and writing, so two coroutines cannot interleave inside one; a refusal
is raised before anything is written; actions compare and swap on the version; and what is
stored is what SQLite stores (:mod:`storage.memory_store`), so a state or a table read back is
a fresh object, equal to what SQLite would give. No threads and no sleeps: every call completes
without waiting.

Composed as the SQL backends are: the tables (:mod:`storage.memory_tables`), the games in play
(:mod:`storage.memory_playing`), and here what follows from them: the Discord messages a table
owns, its queued effects, its jobs, and the settings and preferences.
"""

from __future__ import annotations

from collections.abc import Sequence
from contextlib import AbstractAsyncContextManager, nullcontext
from dataclasses import replace
from datetime import datetime

from rules import registry
from storage import table_rules as rules
from storage.effects import encoded, encoded_jobs, utc
from storage.memory_playing import MemoryPlaying
from storage.memory_store import free
from storage.models import Effect, GuildSettings, Job, JobSpec, MessageRef, OutboxItem
from storage.repository import Repository
from storage.table_rules import EngineLookup

__all__ = ["MemoryRepository", "open_memory"]


async def open_memory(*, engines: EngineLookup = registry.get) -> MemoryRepository:
    """An empty repository; ``engines`` maps a game id to its engine (the registry by default)."""
    return MemoryRepository(engines)


# A message's key: table, purpose and its player (0 for a message in the table's channel).
_MessageKey = tuple[int, str, int]


class MemoryRepository(MemoryPlaying):
    """The :class:`~storage.repository.Repository` in memory; see :func:`open_memory`."""

    def __init__(self, engines: EngineLookup) -> None:
        super().__init__(engines)
        self._messages: dict[_MessageKey, MessageRef] = {}
        # GuildSettings is frozen: kept and handed out as it is.
        self._guild_settings: dict[int, GuildSettings] = {}
        self._notify: dict[int, bool] = {}
        self._languages: dict[int, str] = {}

    # ----- Discord messages a table owns -----------------------------------------------------

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
        self._stored(table_id)
        self._messages[(table_id, purpose, user_id or 0)] = MessageRef(
            table_id, purpose, user_id or None, channel_id, message_id, version
        )
        if settles is not None and version is not None:
            self._outbox.delete(
                self._outbox.ids(
                    lambda item: (
                        (item.table_id, item.kind) == (table_id, settles)
                        and item.version <= version
                    )
                )
            )

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
        return self._outbox.queue(table_id, self._stored(table_id).version, queued)

    async def due_effects(self, now: datetime, limit: int = 100) -> list[OutboxItem]:
        at = utc(now)
        return self._outbox.handed_out(lambda item: item.due_at <= at)[:limit]

    async def lease_effects(
        self, table_id: int, now: datetime, until: datetime
    ) -> list[OutboxItem]:
        at, leased = utc(now), utc(until)
        taken = self._outbox.handed_out(
            lambda item: item.table_id == table_id and item.due_at <= at
        )
        self._outbox.change([item.id for item in taken], lambda item: replace(item, due_at=leased))
        return taken

    async def effects_due(self, effect_ids: Sequence[int], due_at: datetime) -> None:
        due = utc(due_at)
        self._outbox.change(effect_ids, lambda item: replace(item, due_at=due))

    async def pending_effects(self, table_id: int) -> list[OutboxItem]:
        return self._outbox.handed_out(lambda item: item.table_id == table_id)

    async def effect_done(self, effect_ids: Sequence[int]) -> None:
        self._outbox.delete(effect_ids)

    async def effect_later(self, effect_id: int, due_at: datetime, error: str) -> None:
        due = utc(due_at)
        self._outbox.change(
            [effect_id],
            lambda item: replace(item, attempts=item.attempts + 1, due_at=due, last_error=error),
        )

    # ----- jobs --------------------------------------------------------------------------------

    async def schedule_jobs(
        self, table_id: int, jobs: Sequence[JobSpec], *, replace: bool = True
    ) -> list[Job]:
        scheduled = encoded_jobs(jobs) or []
        stored = self._stored(table_id)
        rules.check_open(stored.table.status)
        if replace:
            self._jobs.drop(table_id)
        return self._jobs.insert(table_id, stored.version, scheduled)

    async def jobs(self, table_id: int) -> list[Job]:
        return self._jobs.by_due_time(lambda job: job.table_id == table_id)

    async def due_jobs(self, now: datetime, limit: int = 100) -> list[Job]:
        at = utc(now)
        return self._jobs.by_due_time(lambda job: job.due_at <= at and free(job, at))[:limit]

    async def lease_job(self, job_id: int, until: datetime, now: datetime) -> Job | None:
        until_at, at = utc(until), utc(now)
        if job_id not in self._jobs or not free(self._jobs.bare(job_id), at):
            return None
        self._jobs.change([job_id], lambda job: replace(job, leased_until=until_at))
        return self._jobs.get(job_id)

    async def job_done(self, job_id: int) -> None:
        self._jobs.delete([job_id])

    async def job_later(self, job_id: int, due_at: datetime, error: str) -> None:
        due = utc(due_at)
        self._jobs.change(
            [job_id],
            lambda job: replace(
                job, attempts=job.attempts + 1, due_at=due, last_error=error, leased_until=None
            ),
        )

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


def _implements_the_interface(repo: MemoryRepository) -> Repository:
    # mypy checks here that MemoryRepository has every method of Repository, with its types.
    return repo

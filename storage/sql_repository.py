"""The rest of the repository on SQL, for both backends: the Discord messages a table owns, its
queued effects and jobs, and the settings and preferences; and :func:`sql_repository`, which
puts a backend's parts together over its :class:`~storage.sql.Database`. The few operations an
engine does its own way (remembering a message, leasing and letting go of effects...) are its
Database's.
"""

from __future__ import annotations

from collections.abc import Sequence
from contextlib import AbstractAsyncContextManager
from datetime import datetime
from functools import partial

from storage import table_policy as policy
from storage.effects import encoded, encoded_jobs, stamp
from storage.models import (
    Effect,
    GuildSettings,
    Job,
    JobSpec,
    MessageRef,
    OutboxItem,
    Shown,
)
from storage.recent import Recent
from storage.repository import Parts
from storage.rows import JOB_COLUMNS, MESSAGE_COLUMNS, OUTBOX_COLUMNS, job, message, outbox_item
from storage.sql import Database, Sql
from storage.sql_lobby import SqlLobby
from storage.sql_standings import SqlStandings
from storage.sql_statements import (
    PENDING_EFFECTS,
    REMEMBER_MESSAGE,
    SETTLE_EFFECTS,
    drop_jobs,
    insert_jobs,
    queue,
    remember_shown,
    table_in,
    table_messages,
    version_in,
)
from storage.sql_tables import SqlTables
from storage.table_policy import EngineLookup

# ids per DELETE ... IN (...): well under SQLite's limit of bound parameters
_IDS_PER_STATEMENT = 500

__all__ = ["SqlMessages", "SqlOutbox", "SqlSettings", "sql_parts"]

GAMES_KEPT = 4096


def sql_parts(db: Database, engines: EngineLookup) -> Parts:
    """The parts of a repository over ``db`` (see :class:`~storage.repository.Repository`)."""
    # each table's game, so that recording a move need not read it first: the tables in play
    # now, not every table the process has met (issue 34, 6)
    game_of: Recent[int, str] = Recent(GAMES_KEPT)
    return {
        "tables": SqlTables(db, engines, game_of),
        "lobby": SqlLobby(db, engines, game_of),
        "messages": SqlMessages(db),
        "outbox": SqlOutbox(db),
        "settings": SqlSettings(db),
        "standings": SqlStandings(db),
    }


class SqlMessages:
    """The :class:`~storage.repository.Messages` on SQL."""

    def __init__(self, db: Database) -> None:
        self._db = db

    def showing(self, table_id: int) -> AbstractAsyncContextManager[None]:
        return self._db.showing(table_id)

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
        remember = (table_id, purpose, user_id or 0, channel_id, message_id, version)
        settle = None if settles is None or version is None else (table_id, settles, version)
        await self._db.set_message(
            table_id,
            (REMEMBER_MESSAGE, remember),
            None if settle is None else (SETTLE_EFFECTS, settle),
        )

    async def messages(self, table_id: int) -> list[MessageRef]:
        rows = await self._db.fetch(table_messages(self._db.byte_order), (table_id,))
        return [message(r) for r in rows]

    async def find_message(self, message_id: int) -> MessageRef | None:
        rows = await self._db.fetch(
            f"SELECT {MESSAGE_COLUMNS} FROM messages WHERE message_id = ?", (message_id,)
        )
        return message(rows[0]) if rows else None

    async def forget_message(self, table_id: int, purpose: str, user_id: int | None = None) -> None:
        async def forget(db: Sql) -> None:
            await db.execute(
                "DELETE FROM messages WHERE table_id = ? AND purpose = ? AND user_id = ?",
                (table_id, purpose, user_id or 0),
            )

        await self._db.write(forget)


class SqlOutbox:
    """The :class:`~storage.repository.Outbox` on SQL: queued effects and jobs."""

    def __init__(self, db: Database) -> None:
        self._db = db

    async def queue_effects(self, table_id: int, effects: Sequence[Effect]) -> list[OutboxItem]:
        queued = encoded(effects)

        async def work(db: Sql) -> list[OutboxItem]:
            return await queue(db, table_id, await version_in(db, table_id), queued)

        return await self._db.write(work)

    async def due_effects(self, now: datetime, limit: int = 100) -> list[OutboxItem]:
        rows = await self._db.fetch(
            f"SELECT {OUTBOX_COLUMNS} FROM outbox WHERE due_at <= ? ORDER BY id LIMIT ?",
            (stamp(now), limit),
        )
        return [outbox_item(r) for r in rows]

    async def pending_effects(self, table_id: int) -> list[OutboxItem]:
        rows = await self._db.fetch(PENDING_EFFECTS, (table_id,))
        return [outbox_item(r) for r in rows]

    async def effect_later(self, effect_id: int, due_at: datetime, error: str) -> None:
        due = stamp(due_at)

        async def later(db: Sql) -> None:
            await db.execute(
                "UPDATE outbox SET attempts = attempts + 1, due_at = ?, last_error = ?, "
                "leased_by = NULL WHERE id = ?",
                (due, error, effect_id),
            )

        await self._db.write(later)

    async def lease_effects(
        self, table_id: int, now: datetime, until: datetime, holder: str | None = None
    ) -> list[OutboxItem]:
        return await self._db.lease_effects(table_id, now, until, holder)

    async def take_back(self, holder: str, now: datetime) -> int:
        async def take(db: Sql) -> int:
            rows = await db.fetch(
                "UPDATE outbox SET due_at = ?, leased_by = NULL WHERE leased_by = ? RETURNING id",
                (stamp(now), holder),
            )
            return len(rows)

        return await self._db.write(take)

    async def hurry_effects(self, table_id: int, now: datetime) -> int:
        at = stamp(now)

        async def hurry(db: Sql) -> int:
            rows = await db.fetch(
                "UPDATE outbox SET due_at = ? WHERE table_id = ? AND due_at > ? "
                "AND leased_by IS NULL AND attempts > 0 RETURNING id",
                (at, table_id, at),
            )
            return len(rows)

        return await self._db.write(hurry)

    async def effects_due(self, effect_ids: Sequence[int], due_at: datetime) -> None:
        await self._db.effects_due(effect_ids, due_at)

    async def effect_done(self, effect_ids: Sequence[int], *, shown: Sequence[Shown] = ()) -> None:
        if not shown:
            await self._db.effect_done(effect_ids)
            return
        ids = list(effect_ids)

        async def done(db: Sql) -> None:
            await remember_shown(db, shown)
            for first in range(0, len(ids), _IDS_PER_STATEMENT):
                chunk = ids[first : first + _IDS_PER_STATEMENT]
                marks = ", ".join("?" * len(chunk))
                await db.execute(f"DELETE FROM outbox WHERE id IN ({marks})", chunk)

        try:
            await self._db.write(done)
        except Exception:
            # a message of a table that is not there breaks the foreign key (each backend says
            # so its own way): told as set_message tells it; looked for only when it failed
            for table_id in sorted({each.ref.table_id for each in shown}):
                await self._db.read(partial(table_in, table_id=table_id))
            raise

    # ----- jobs --------------------------------------------------------------------------------

    async def schedule_jobs(
        self, table_id: int, jobs: Sequence[JobSpec], *, replace: bool = True
    ) -> list[Job]:
        scheduled = encoded_jobs(jobs) or []

        async def schedule(db: Sql) -> list[Job]:
            status, version = await self._db.open_version(db, table_id)
            policy.check_open(status)
            if replace:
                await drop_jobs(db, table_id)
            return await insert_jobs(db, table_id, version, scheduled)

        return await self._db.write(schedule)

    async def jobs(self, table_id: int) -> list[Job]:
        rows = await self._db.fetch(
            f"SELECT {JOB_COLUMNS} FROM jobs WHERE table_id = ? ORDER BY due_at, id", (table_id,)
        )
        return [job(r) for r in rows]

    async def due_jobs(self, now: datetime, limit: int = 100) -> list[Job]:
        at = stamp(now)
        rows = await self._db.fetch(
            f"SELECT {JOB_COLUMNS} FROM jobs WHERE due_at <= ? "
            "AND (leased_until IS NULL OR leased_until <= ?) ORDER BY due_at, id LIMIT ?",
            (at, at, limit),
        )
        return [job(r) for r in rows]

    async def lease_job(self, job_id: int, until: datetime, now: datetime) -> Job | None:
        until_at, now_at = stamp(until), stamp(now)

        async def lease(db: Sql) -> Job | None:
            # The WHERE is the compare-and-swap: a job leased by another caller is not matched
            # (on PostgreSQL the second of two callers waits for the first's row lock, then
            # reads its lease).
            rows = await db.fetch(
                "UPDATE jobs SET leased_until = ? WHERE id = ? "
                f"AND (leased_until IS NULL OR leased_until <= ?) RETURNING {JOB_COLUMNS}",
                (until_at, job_id, now_at),
            )
            return job(rows[0]) if rows else None

        return await self._db.write(lease)

    async def job_done(self, job_id: int) -> None:
        async def done(db: Sql) -> None:
            await db.execute("DELETE FROM jobs WHERE id = ?", (job_id,))

        await self._db.write(done)

    async def job_later(self, job_id: int, due_at: datetime, error: str) -> None:
        due = stamp(due_at)

        async def later(db: Sql) -> None:
            await db.execute(
                "UPDATE jobs SET attempts = attempts + 1, due_at = ?, last_error = ?, "
                "leased_until = NULL WHERE id = ?",
                (due, error, job_id),
            )

        await self._db.write(later)


class SqlSettings:
    """The :class:`~storage.repository.Settings` on SQL."""

    def __init__(self, db: Database) -> None:
        self._db = db

    async def guild_settings(self, guild_id: int) -> GuildSettings:
        rows = await self._db.fetch(
            "SELECT turn_minutes, at_timeout, ai_level FROM guild_settings WHERE guild_id = ?",
            (guild_id,),
        )
        return GuildSettings(*rows[0]) if rows else GuildSettings()

    async def set_guild_settings(self, guild_id: int, settings: GuildSettings) -> GuildSettings:
        async def store(db: Sql) -> None:
            await db.execute(
                "INSERT INTO guild_settings (guild_id, turn_minutes, at_timeout, ai_level, "
                "updated_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT (guild_id) DO UPDATE SET "
                "turn_minutes = excluded.turn_minutes, at_timeout = excluded.at_timeout, "
                "ai_level = excluded.ai_level, updated_at = excluded.updated_at",
                (
                    guild_id,
                    settings.turn_minutes,
                    settings.at_timeout,
                    settings.ai_level,
                    policy.now().isoformat(),
                ),
            )

        await self._db.write(store)
        return settings

    async def notify(self, user_id: int) -> bool:
        rows = await self._db.fetch(
            "SELECT notify FROM user_preferences WHERE user_id = ?", (user_id,)
        )
        return bool(rows[0][0]) if rows else True

    async def set_notify(self, user_id: int, on: bool) -> None:
        async def store(db: Sql) -> None:
            await db.execute(
                "INSERT INTO user_preferences (user_id, notify, updated_at) VALUES (?, ?, ?) "
                "ON CONFLICT (user_id) DO UPDATE SET notify = excluded.notify, "
                "updated_at = excluded.updated_at",
                (user_id, int(on), policy.now().isoformat()),
            )

        await self._db.write(store)

    async def language(self, user_id: int) -> str | None:
        rows = await self._db.fetch(
            "SELECT language FROM user_preferences WHERE user_id = ?", (user_id,)
        )
        return str(rows[0][0]) if rows and rows[0][0] is not None else None

    async def set_language(self, user_id: int, language: str | None) -> None:
        async def store(db: Sql) -> None:
            await db.execute(
                "INSERT INTO user_preferences (user_id, notify, language, updated_at) "
                "VALUES (?, 1, ?, ?) ON CONFLICT (user_id) DO UPDATE SET "
                "language = excluded.language, updated_at = excluded.updated_at",
                (user_id, language, policy.now().isoformat()),
            )

        await self._db.write(store)

    async def chosen_languages(self) -> dict[int, str]:
        rows = await self._db.fetch(
            "SELECT user_id, language FROM user_preferences WHERE language IS NOT NULL"
        )
        return {int(user_id): str(language) for user_id, language in rows}

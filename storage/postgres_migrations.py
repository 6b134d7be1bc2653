"""Applying the numbered migrations (:mod:`storage.migrations`) to a PostgreSQL database.

The version is kept in a one-row table, ``schema_version`` (PostgreSQL has no
``user_version``). Each migration runs in one transaction together with the version bump, under
an advisory lock, so several processes starting at once migrate it once, and a crash leaves the
database at the old version or the new one, never in between (PostgreSQL's DDL is
transactional).
"""

from __future__ import annotations

from storage.errors import SchemaTooNew, StorageUnavailable
from storage.migrations import MIGRATIONS, SCHEMA_VERSION
from storage.postgres_connection import Con

__all__ = ["MIGRATION_LOCK", "check_current", "migrate", "schema_version"]

# The advisory lock every migrating process takes (any constant no other lock of ours uses).
MIGRATION_LOCK = 0x7AB_0001

_VERSION_TABLE = """
CREATE TABLE IF NOT EXISTS schema_version (
    one     BOOLEAN PRIMARY KEY DEFAULT TRUE CHECK (one),
    version BIGINT  NOT NULL
);
INSERT INTO schema_version (version) VALUES (0) ON CONFLICT DO NOTHING;
"""


async def schema_version(con: Con) -> int:
    """The database's schema version (0 for an empty database)."""
    if await con.fetchval("SELECT to_regclass('schema_version')") is None:
        return 0
    return int(await con.fetchval("SELECT version FROM schema_version") or 0)


def _too_new(found: int, where: str) -> SchemaTooNew:
    return SchemaTooNew(
        f"{where} has schema version {found}, but this version of Tabula only knows up to "
        f"version {SCHEMA_VERSION}. It was written by a newer Tabula: run that version, or "
        "restore a backup made for this one. The database was not changed."
    )


async def check_current(con: Con, where: str) -> int:
    """For a read-only look: the schema must be exactly this code's."""
    found = await schema_version(con)
    if found > SCHEMA_VERSION:
        raise _too_new(found, where)
    if found < SCHEMA_VERSION:
        raise StorageUnavailable(
            StorageUnavailable.READ_ONLY,
            f"{where} has schema version {found} and needs {SCHEMA_VERSION}: "
            "run `tabula migrate` (or open it once for writing) to bring it up to date",
        )
    return found


async def migrate(con: Con, where: str, target: int = SCHEMA_VERSION) -> int:
    """Bring the database to ``target`` (default: the newest) and return the version reached.
    A database newer than this code raises :class:`SchemaTooNew` and is left untouched."""
    found = await schema_version(con)
    if found > SCHEMA_VERSION:
        raise _too_new(found, where)
    if found >= target:
        # Up to date: every start of every process but the first after an upgrade.
        return found
    while True:
        async with con.transaction():
            # A migration may wait for another process's as long as that takes.
            await con.execute("SET LOCAL lock_timeout = 0")
            await con.execute("SELECT pg_advisory_xact_lock($1)", MIGRATION_LOCK)
            # Read again under the lock: another process may have migrated meanwhile.
            await con.execute(_VERSION_TABLE)
            current = await schema_version(con)
            if current > SCHEMA_VERSION:
                raise _too_new(current, where)
            if current >= target:
                return current
            migration = MIGRATIONS[current]
            await con.execute(migration.for_postgres())
            await con.execute("UPDATE schema_version SET version = $1", migration.version)

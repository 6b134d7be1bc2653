"""The schema version of a database a URL names, and bringing it up to date on its own.

For ``tabula migrate``: an operator upgrades the database before starting the bots (several
PostgreSQL processes then start on a schema that is already current), or looks at which
version a database is at. Opening a repository migrates too; this does only that.
"""

from __future__ import annotations

import asyncio
import sqlite3
from contextlib import closing
from pathlib import Path

import asyncpg  # type: ignore[import-untyped]

from rules import registry
from storage.database_url import open_repository, parse_database_url
from storage.migrations import SCHEMA_VERSION
from storage.postgres import described
from storage.postgres_faults import faults_told as postgres_faults_told
from storage.postgres_migrations import schema_version as postgres_version
from storage.sqlite_connection import address
from storage.sqlite_faults import faults_told as sqlite_faults_told
from storage.sqlite_migrations import schema_version as sqlite_version
from storage.table_policy import EngineLookup

__all__ = ["migrate_database", "schema_version_at"]


async def schema_version_at(url: str) -> int:
    """The schema version of the database ``url`` names, read without changing anything (0
    for a SQLite file that does not exist yet, or an empty database)."""
    where = parse_database_url(url)
    if where.dsn is not None:
        with postgres_faults_told(described(where.dsn)):
            con = await asyncpg.connect(where.dsn)
            try:
                return await postgres_version(con)
            finally:
                await con.close()
    assert where.path is not None
    return await asyncio.to_thread(_sqlite_version, where.path)


def _sqlite_version(path: Path) -> int:
    if not path.exists():
        return 0
    with (
        sqlite_faults_told(str(path)),
        closing(sqlite3.connect(address(str(path), read_only=True), uri=True)) as db,
    ):
        return sqlite_version(db)


async def migrate_database(url: str, *, engines: EngineLookup = registry.get) -> tuple[int, int]:
    """Bring the database ``url`` names to this code's schema: (version before, version
    after). Refused as :func:`~storage.database_url.open_repository` is (a SQLite file a
    running bot holds: :class:`~storage.errors.DatabaseInUse`)."""
    before = await schema_version_at(url)
    repo = await open_repository(url, engines=engines)
    await repo.close()
    return before, SCHEMA_VERSION

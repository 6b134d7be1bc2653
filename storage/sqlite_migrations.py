"""Applying the numbered migrations (:mod:`storage.migrations`) to a SQLite file, tracked in
``PRAGMA user_version``.

Each migration runs in one transaction together with the version bump, so a crash leaves the
database at the old version or the new one, never in between.
"""

from __future__ import annotations

import sqlite3

from storage.errors import SchemaTooNew
from storage.migrations import MIGRATIONS, SCHEMA_VERSION, Migration

__all__ = [
    "MIGRATIONS",
    "SCHEMA_VERSION",
    "Migration",
    "migrate",
    "refuse_newer",
    "schema_version",
]


def schema_version(db: sqlite3.Connection) -> int:
    return int(db.execute("PRAGMA user_version").fetchone()[0])


def _too_new(found: int, where: str) -> SchemaTooNew:
    return SchemaTooNew(
        f"{where} has schema version {found}, but this version of Tabula only knows up to "
        f"version {SCHEMA_VERSION}. It was written by a newer Tabula: run that version, or "
        "restore a backup made for this one. The file was not changed."
    )


def refuse_newer(db: sqlite3.Connection, where: str) -> int:
    """The file's schema version; :class:`SchemaTooNew` if this code does not know it."""
    found = schema_version(db)
    if found > SCHEMA_VERSION:
        raise _too_new(found, where)
    return found


def migrate(db: sqlite3.Connection, where: str, target: int = SCHEMA_VERSION) -> int:
    """Bring the database to ``target`` (default: the newest) and return the version reached.

    ``db`` must be in autocommit mode (``isolation_level=None``). A database newer than this
    code raises :class:`SchemaTooNew` and is left untouched. Foreign keys are off while it
    migrates (a table rebuild needs that) and checked before each migration commits.
    """
    found = refuse_newer(db, where)
    # A no-op inside a transaction: set here, before any BEGIN.
    db.execute("PRAGMA foreign_keys = OFF")
    for migration in MIGRATIONS[found:target]:
        # Re-check inside the write lock: another process may have migrated meanwhile.
        db.execute("BEGIN IMMEDIATE")
        try:
            current = schema_version(db)
            if current > SCHEMA_VERSION:
                raise _too_new(current, where)
            if current >= migration.version:
                db.execute("ROLLBACK")
                continue
            for statement in _statements(migration.sql):
                db.execute(statement)
            broken = db.execute("PRAGMA foreign_key_check").fetchall()
            if broken:
                raise RuntimeError(f"{where}: migration {migration.version} broke {broken!r}")
            # PRAGMA takes no parameters; the version is our own integer.
            db.execute(f"PRAGMA user_version = {migration.version}")
        except BaseException:
            db.execute("ROLLBACK")
            raise
        db.execute("COMMIT")
    return schema_version(db)


def _statements(sql: str) -> list[str]:
    # The migrations hold no semicolons inside literals or triggers, so splitting is exact;
    # executescript() is avoided because it commits behind our back.
    return [s.strip() for s in sql.split(";") if s.strip()]

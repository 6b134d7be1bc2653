"""The SQLite schema, as numbered migrations tracked in ``PRAGMA user_version``.

Migration ``n`` (1-based) takes a database from version ``n - 1`` to ``n``. Each runs in one
transaction together with the version bump, so a crash leaves the database at the old version or
the new one, never in between. Append new migrations; never edit one that has shipped.

Types are kept to what PostgreSQL also has (INTEGER/TEXT/REAL, JSON as TEXT, ISO-8601 UTC
timestamps), so a PostgreSQL implementation can start from the same schema.
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass

from storage.errors import SchemaTooNew

__all__ = [
    "MIGRATIONS",
    "SCHEMA_VERSION",
    "Migration",
    "migrate",
    "refuse_newer",
    "schema_version",
]


@dataclass(frozen=True, slots=True)
class Migration:
    version: int
    name: str
    sql: str


MIGRATIONS: tuple[Migration, ...] = (
    Migration(
        1,
        "tables, snapshots and the action log",
        """
        CREATE TABLE tables (
            id          INTEGER PRIMARY KEY AUTOINCREMENT,
            guild_id    INTEGER,
            channel_id  INTEGER NOT NULL,
            game_id     TEXT    NOT NULL,
            status      TEXT    NOT NULL
                        CHECK (status IN ('lobby', 'active', 'finished', 'aborted')),
            host_id     INTEGER NOT NULL,
            -- JSON list in turn order: {"id": seat id, "user_id": int|null, "ai_level": str|null}
            seats       TEXT    NOT NULL DEFAULT '[]',
            options     TEXT    NOT NULL DEFAULT '{}',
            seed        INTEGER NOT NULL,
            created_at  TEXT    NOT NULL,
            updated_at  TEXT    NOT NULL
        );
        -- One open (lobby or active) table per channel, enforced by the database itself.
        CREATE UNIQUE INDEX tables_one_open_per_channel
            ON tables (channel_id) WHERE status IN ('lobby', 'active');

        CREATE TABLE snapshots (
            table_id     INTEGER PRIMARY KEY REFERENCES tables (id) ON DELETE CASCADE,
            version      INTEGER NOT NULL,
            state        TEXT    NOT NULL,
            pending_seat TEXT,
            updated_at   TEXT    NOT NULL
        );

        CREATE TABLE actions (
            table_id      INTEGER NOT NULL REFERENCES tables (id) ON DELETE CASCADE,
            seq           INTEGER NOT NULL,
            version       INTEGER NOT NULL,
            seat          TEXT    NOT NULL,
            action_id     TEXT    NOT NULL,
            reveals       INTEGER NOT NULL CHECK (reveals IN (0, 1)),
            pending_after TEXT,
            created_at    TEXT    NOT NULL,
            undone_at     TEXT,
            PRIMARY KEY (table_id, seq)
        ) WITHOUT ROWID;
        """,
    ),
    Migration(
        2,
        "messages and results",
        """
        CREATE TABLE messages (
            table_id   INTEGER NOT NULL REFERENCES tables (id) ON DELETE CASCADE,
            purpose    TEXT    NOT NULL,
            -- 0 for a message in the table's channel, else the player a private one belongs to
            user_id    INTEGER NOT NULL DEFAULT 0,
            channel_id INTEGER NOT NULL,
            message_id INTEGER NOT NULL,
            PRIMARY KEY (table_id, purpose, user_id)
        );
        CREATE INDEX messages_by_message_id ON messages (message_id);

        CREATE TABLE results (
            table_id    INTEGER NOT NULL REFERENCES tables (id) ON DELETE CASCADE,
            seat_no     INTEGER NOT NULL,
            seat        TEXT    NOT NULL,
            user_id     INTEGER,
            ai_level    TEXT,
            score       REAL    NOT NULL,
            winner      INTEGER NOT NULL CHECK (winner IN (0, 1)),
            details     TEXT    NOT NULL DEFAULT '{}',
            finished_at TEXT    NOT NULL,
            PRIMARY KEY (table_id, seat_no)
        );
        CREATE INDEX results_by_user ON results (user_id) WHERE user_id IS NOT NULL;
        """,
    ),
    Migration(
        3,
        "the outbox: effects queued with the change that caused them",
        """
        CREATE TABLE outbox (
            id         INTEGER PRIMARY KEY AUTOINCREMENT,
            table_id   INTEGER NOT NULL REFERENCES tables (id) ON DELETE CASCADE,
            -- the table's version once the change that queued the effect was stored
            version    INTEGER NOT NULL,
            kind       TEXT    NOT NULL,
            payload    TEXT    NOT NULL DEFAULT '{}',
            attempts   INTEGER NOT NULL DEFAULT 0,
            -- UTC, fixed width (storage.effects.stamp), so text order is time order
            due_at     TEXT    NOT NULL,
            created_at TEXT    NOT NULL,
            last_error TEXT
        );
        CREATE INDEX outbox_by_due_at ON outbox (due_at);
        CREATE INDEX outbox_by_table ON outbox (table_id);
        """,
    ),
    Migration(
        4,
        "the table version a message was drawn for",
        """
        ALTER TABLE messages ADD COLUMN version INTEGER;
        """,
    ),
    Migration(
        5,
        "abandoned tables, and why a table ended",
        # SQLite cannot change a CHECK: the table is rebuilt (foreign keys are off while
        # migrating, so dropping the old one takes no row of another table with it).
        """
        CREATE TABLE tables_5 (
            id           INTEGER PRIMARY KEY AUTOINCREMENT,
            guild_id     INTEGER,
            channel_id   INTEGER NOT NULL,
            game_id      TEXT    NOT NULL,
            status       TEXT    NOT NULL
                         CHECK (status IN ('lobby', 'active', 'finished', 'aborted', 'abandoned')),
            host_id      INTEGER NOT NULL,
            seats        TEXT    NOT NULL DEFAULT '[]',
            options      TEXT    NOT NULL DEFAULT '{}',
            seed         INTEGER NOT NULL,
            created_at   TEXT    NOT NULL,
            updated_at   TEXT    NOT NULL,
            ended_reason TEXT
        );
        INSERT INTO tables_5 (id, guild_id, channel_id, game_id, status, host_id, seats, options,
                              seed, created_at, updated_at)
            SELECT id, guild_id, channel_id, game_id, status, host_id, seats, options, seed,
                   created_at, updated_at FROM tables;
        -- ids are never handed out twice, even those of rows that no longer exist
        UPDATE sqlite_sequence SET seq = (SELECT seq FROM sqlite_sequence WHERE name = 'tables')
            WHERE name = 'tables_5';
        DROP TABLE tables;
        ALTER TABLE tables_5 RENAME TO tables;
        CREATE UNIQUE INDEX tables_one_open_per_channel
            ON tables (channel_id) WHERE status IN ('lobby', 'active');
        """,
    ),
    Migration(
        6,
        "jobs: a table's deadlines, stored as data",
        """
        CREATE TABLE jobs (
            id           INTEGER PRIMARY KEY AUTOINCREMENT,
            table_id     INTEGER NOT NULL REFERENCES tables (id) ON DELETE CASCADE,
            kind         TEXT    NOT NULL,
            -- UTC, fixed width (storage.effects.stamp), so text order is time order
            due_at       TEXT    NOT NULL,
            -- the table version the deadline belongs to
            version      INTEGER NOT NULL,
            payload      TEXT    NOT NULL DEFAULT '{}',
            attempts     INTEGER NOT NULL DEFAULT 0,
            leased_until TEXT,
            last_error   TEXT
        );
        CREATE INDEX jobs_by_due_at ON jobs (due_at);
        CREATE INDEX jobs_by_table ON jobs (table_id);
        """,
    ),
    Migration(
        7,
        "server settings and personal preferences",
        """
        CREATE TABLE guild_settings (
            guild_id     INTEGER PRIMARY KEY,
            -- NULL: no limit
            turn_minutes INTEGER CHECK (turn_minutes IS NULL OR turn_minutes > 0),
            at_timeout   TEXT    NOT NULL CHECK (at_timeout IN ('play', 'take')),
            ai_level     TEXT    NOT NULL,
            updated_at   TEXT    NOT NULL
        );
        CREATE TABLE user_preferences (
            user_id    INTEGER PRIMARY KEY,
            notify     INTEGER NOT NULL CHECK (notify IN (0, 1)),
            updated_at TEXT    NOT NULL
        );
        """,
    ),
    Migration(
        8,
        "resigned and away seats in results",
        # The seats' JSON in `tables` gains "resigned" and "away" keys (absent: false), so it
        # needs no change here.
        """
        ALTER TABLE results ADD COLUMN resigned INTEGER NOT NULL DEFAULT 0
            CHECK (resigned IN (0, 1));
        ALTER TABLE results ADD COLUMN away INTEGER NOT NULL DEFAULT 0 CHECK (away IN (0, 1));
        """,
    ),
    Migration(
        9,
        "when the pending seat's decision began",
        # For a game already in play, the best the log tells: the first of the last live
        # actions that left the decision to the seat pending now (else the snapshot's time).
        """
        ALTER TABLE snapshots ADD COLUMN turn_since TEXT;
        UPDATE snapshots SET turn_since = COALESCE(
            (SELECT MIN(a.created_at) FROM actions a
              WHERE a.table_id = snapshots.table_id AND a.undone_at IS NULL
                AND a.seq > COALESCE(
                    (SELECT MAX(b.seq) FROM actions b
                      WHERE b.table_id = snapshots.table_id AND b.undone_at IS NULL
                        AND b.pending_after IS NOT snapshots.pending_seat),
                    0)),
            updated_at);
        """,
    ),
    Migration(
        10,
        "results by server, game and player; ratings",
        # Ratings of games finished before this migration are made by `tabula ratings
        # --rebuild` (openskill is not SQL); until then their players are simply unrated.
        """
        ALTER TABLE results ADD COLUMN guild_id INTEGER;
        ALTER TABLE results ADD COLUMN game_id TEXT;
        UPDATE results SET
            guild_id = (SELECT t.guild_id FROM tables t WHERE t.id = results.table_id),
            game_id = (SELECT t.game_id FROM tables t WHERE t.id = results.table_id);
        -- Recent games, newest first: read in index order, so a page stops after its rows.
        CREATE INDEX results_by_guild_finished ON results (guild_id, finished_at, table_id);
        CREATE INDEX results_by_guild_game ON results (guild_id, game_id, finished_at, table_id);
        CREATE INDEX results_by_guild_user ON results (guild_id, user_id, finished_at);
        CREATE INDEX results_by_user_finished ON results (user_id, finished_at)
            WHERE user_id IS NOT NULL;
        CREATE TABLE ratings (
            -- 0 for tables outside any server
            guild_id     INTEGER NOT NULL,
            -- a game id, or '*' for every game together
            game_id      TEXT    NOT NULL,
            -- 'user:<id>' or 'ai:<level>'
            player       TEXT    NOT NULL,
            mu           REAL    NOT NULL,
            sigma        REAL    NOT NULL,
            -- mu - 3 sigma, stored so a leaderboard reads an index in order
            conservative REAL    NOT NULL,
            games        INTEGER NOT NULL,
            wins         INTEGER NOT NULL,
            PRIMARY KEY (guild_id, game_id, player)
        );
        CREATE INDEX ratings_by_board ON ratings (guild_id, game_id, conservative DESC, player);
        """,
    ),
)

SCHEMA_VERSION = len(MIGRATIONS)


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

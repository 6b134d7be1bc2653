"""`tabula migrate`: the schema brought up to date without starting the bot, on both backends."""

from __future__ import annotations

import asyncio
import io
import sqlite3
from contextlib import redirect_stderr, redirect_stdout
from pathlib import Path

import asyncpg  # type: ignore[import-untyped]

from bot import cli
from storage.database_url import sqlite_url
from storage.migrations import SCHEMA_VERSION
from storage.schema import schema_version_at
from storage.sqlite_migrations import migrate as sqlite_migrate
from tests.storage.test_migrations import user_version


def run(*argv: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with redirect_stdout(out), redirect_stderr(err):
        code = cli.main(list(argv))
    return code, out.getvalue(), err.getvalue()


async def migrate(database: str) -> tuple[int, str, str]:
    # The command runs its own event loop: in a thread, away from the test's.
    return await asyncio.to_thread(run, "migrate", "--database", database)


async def test_migrate_a_new_sqlite_file_then_find_it_up_to_date(tmp_path: Path) -> None:
    path = tmp_path / "t.sqlite3"
    url = sqlite_url(path)
    assert await migrate(url) == (
        0,
        f"{url}: migrated from schema version 0 to {SCHEMA_VERSION}.\n",
        "",
    )
    assert user_version(path) == SCHEMA_VERSION
    assert await migrate(str(path)) == (
        0,
        f"{url} is up to date (schema version {SCHEMA_VERSION}).\n",
        "",
    )


async def test_migrate_a_sqlite_file_from_an_older_version(tmp_path: Path) -> None:
    path = tmp_path / "t.sqlite3"
    with sqlite3.connect(path, isolation_level=None) as db:
        sqlite_migrate(db, str(path), target=4)
    code, out, _ = await migrate(str(path))
    assert (code, out) == (
        0,
        f"{sqlite_url(path)}: migrated from schema version 4 to {SCHEMA_VERSION}.\n",
    )


async def test_migrate_refuses_a_newer_sqlite_file(tmp_path: Path) -> None:
    path = tmp_path / "t.sqlite3"
    with sqlite3.connect(path) as db:
        db.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    code, out, err = await migrate(str(path))
    assert (code, out) == (2, "")
    assert err.startswith(f"{path} has schema version {SCHEMA_VERSION + 1}, but this version")
    assert user_version(path) == SCHEMA_VERSION + 1


async def test_migrate_an_empty_postgresql_database(postgres_dsn: str) -> None:
    con = await asyncpg.connect(postgres_dsn)
    try:
        await con.execute("DROP SCHEMA public CASCADE; CREATE SCHEMA public")
    finally:
        await con.close()
    assert await schema_version_at(postgres_dsn) == 0
    assert await migrate(postgres_dsn) == (
        0,
        f"{postgres_dsn}: migrated from schema version 0 to {SCHEMA_VERSION}.\n",
        "",
    )
    assert await schema_version_at(postgres_dsn) == SCHEMA_VERSION
    assert await migrate(postgres_dsn) == (
        0,
        f"{postgres_dsn} is up to date (schema version {SCHEMA_VERSION}).\n",
        "",
    )


async def test_migrate_tells_a_server_it_cannot_reach(tmp_path: Path) -> None:
    code, out, err = await migrate(f"postgresql://bot:secret@/tabula?host={tmp_path}")
    assert (code, out, err) == (
        1,
        "",
        f"The database is unavailable (cannot open): postgresql://bot:***@/tabula?host={tmp_path}"
        ": [Errno 2] No such file or directory\n",
    )


async def test_migrate_refuses_a_url_that_names_no_database() -> None:
    assert await migrate("mysql://db/tabula") == (
        2,
        "",
        "DATABASE_URL must start with sqlite:/// (a SQLite file) or postgresql:// "
        "(a PostgreSQL database); got 'mysql://db/tabula'\n",
    )

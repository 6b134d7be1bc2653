"""Which database a URL names, the settings that give it, and opening a repository on it."""

from __future__ import annotations

from pathlib import Path

import pytest
from pydantic import ValidationError

from bot.settings import Settings
from storage.database_url import (
    DatabaseUrl,
    lock_sqlite_file,
    open_repository,
    parse_database_url,
    sqlite_url,
)
from storage.postgres import PostgresRepository
from storage.sqlite import SqliteRepository
from storage.sqlite_migrations import SCHEMA_VERSION
from tests.storage.storage_helpers import engines, exactly
from tests.storage.test_migrations import user_version


@pytest.mark.parametrize(
    ("url", "parsed"),
    [
        ("sqlite:///tabula.sqlite3", DatabaseUrl("sqlite", path=Path("tabula.sqlite3"))),
        ("sqlite:///./data/t.sqlite3", DatabaseUrl("sqlite", path=Path("data/t.sqlite3"))),
        ("sqlite:////var/lib/t.sqlite3", DatabaseUrl("sqlite", path=Path("/var/lib/t.sqlite3"))),
        ("SQLITE:///a%20b.sqlite3", DatabaseUrl("sqlite", path=Path("a b.sqlite3"))),
        (
            "postgresql://bot:pw@db:5432/tabula",
            DatabaseUrl("postgres", dsn="postgresql://bot:pw@db:5432/tabula"),
        ),
        (
            "postgres:///tabula?host=/run/postgresql",
            DatabaseUrl("postgres", dsn="postgres:///tabula?host=/run/postgresql"),
        ),
    ],
)
def test_a_url_names_a_backend_and_where(url: str, parsed: DatabaseUrl) -> None:
    assert parse_database_url(url) == parsed


@pytest.mark.parametrize(
    ("url", "message"),
    [
        (
            "sqlite://host/t.sqlite3",
            "a SQLite URL names a file, not a host: sqlite:///relative/path or "
            "sqlite:////absolute/path (got 'sqlite://host/t.sqlite3')",
        ),
        ("sqlite:///", "a SQLite URL needs a file: sqlite:///tabula.sqlite3 (got 'sqlite:///')"),
        (
            "sqlite:///t.sqlite3?mode=ro",
            "a SQLite URL takes no parameters (got 'sqlite:///t.sqlite3?mode=ro')",
        ),
        (
            "mysql://bot:hunter2@db/tabula",
            "DATABASE_URL must start with sqlite:/// (a SQLite file) or postgresql:// "
            "(a PostgreSQL database); got 'mysql://bot:***@db/tabula'",
        ),
        (
            "tabula.sqlite3",
            "DATABASE_URL must start with sqlite:/// (a SQLite file) or postgresql:// "
            "(a PostgreSQL database); got 'tabula.sqlite3'",
        ),
    ],
)
def test_a_url_that_names_no_database_is_refused_saying_why(url: str, message: str) -> None:
    with pytest.raises(ValueError, match=exactly(message)):
        parse_database_url(url)


@pytest.mark.parametrize("path", ["tabula.sqlite3", "/var/lib/tabula.sqlite3", "odd #?%.db"])
def test_a_sqlite_path_goes_there_and_back(path: str) -> None:
    assert parse_database_url(sqlite_url(path)).path == Path(path)


def test_the_settings_name_the_sqlite_file_until_a_url_is_set(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.delenv("DATABASE_URL", raising=False)
    monkeypatch.delenv("DATABASE_PATH", raising=False)
    assert Settings(_env_file=None).repository_url == "sqlite:///tabula.sqlite3"
    monkeypatch.setenv("DATABASE_PATH", "/srv/tabula/t.sqlite3")
    assert Settings(_env_file=None).repository_url == "sqlite:////srv/tabula/t.sqlite3"
    monkeypatch.setenv("DATABASE_URL", "postgresql://bot@db/tabula")
    assert Settings(_env_file=None).repository_url == "postgresql://bot@db/tabula"
    monkeypatch.setenv("DATABASE_URL", "")
    assert Settings(_env_file=None).repository_url == "sqlite:////srv/tabula/t.sqlite3"


def test_settings_refuse_a_url_that_names_no_database(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("DATABASE_URL", "tabula.sqlite3")
    with pytest.raises(ValidationError, match="DATABASE_URL must start with sqlite:///"):
        Settings(_env_file=None)


async def test_open_repository_on_a_sqlite_url(tmp_path: Path) -> None:
    path = tmp_path / "new" / "t.sqlite3"
    repo = await open_repository(sqlite_url(path), engines=engines)
    try:
        assert isinstance(repo, SqliteRepository)
        table = await repo.lobby.create_table(guild_id=1, channel_id=1, game_id="tally", host_id=1)
    finally:
        await repo.close()
    assert user_version(path) == SCHEMA_VERSION
    reader = await open_repository(sqlite_url(path), engines=engines, read_only=True)
    try:
        assert (await reader.tables.get_table(table.id)).host_id == 1
    finally:
        await reader.close()


async def test_open_repository_on_a_postgresql_url(postgres_dsn: str) -> None:
    repo = await open_repository(postgres_dsn, engines=engines)
    try:
        assert isinstance(repo, PostgresRepository)
        table = await repo.lobby.create_table(guild_id=1, channel_id=1, game_id="tally", host_id=1)
        assert (await repo.tables.get_table(table.id)).channel_id == 1
    finally:
        await repo.close()


def test_only_a_sqlite_file_is_locked_to_one_process(tmp_path: Path) -> None:
    """`tabula run` locks the file a SQLite URL names; a PostgreSQL URL takes no lock, so that
    several bot processes can serve one database."""
    assert lock_sqlite_file("postgresql://bot@db/tabula") is None
    hold = lock_sqlite_file(sqlite_url(tmp_path / "t.sqlite3"))
    assert hold is not None
    assert (tmp_path / "t.sqlite3.lock").exists()
    hold.release()

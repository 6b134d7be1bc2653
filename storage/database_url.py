"""Which database a URL names, and the one way to open a repository on it.

``sqlite:///tabula.sqlite3`` is a SQLite file relative to the working directory and
``sqlite:////var/lib/tabula/tabula.sqlite3`` an absolute one (three slashes, then the path: the
convention SQLAlchemy and most tools follow). ``postgresql://user:password@host:port/name`` (or
``postgres://``) is a PostgreSQL database, passed to asyncpg as it is, so every libpq URL
parameter it knows works (``?host=/run/postgresql`` for a unix socket, ``?sslmode=require``).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Literal
from urllib.parse import quote, unquote, urlsplit

from rules import registry
from storage.postgres import described, open_postgres
from storage.postgres_shards import Lost, ShardHold
from storage.repository import Repository
from storage.sqlite import open_sqlite
from storage.sqlite_lock import FileLock
from storage.table_policy import EngineLookup

__all__ = [
    "DatabaseUrl",
    "hold_shards",
    "lock_sqlite_file",
    "open_repository",
    "parse_database_url",
    "sqlite_url",
]

SQLITE: Literal["sqlite"] = "sqlite"
POSTGRES: Literal["postgres"] = "postgres"
_POSTGRES_SCHEMES = ("postgresql", "postgres")


@dataclass(frozen=True, slots=True)
class DatabaseUrl:
    """A parsed database URL: a SQLite file's path, or a PostgreSQL connection string."""

    backend: Literal["sqlite", "postgres"]
    # The SQLite file (backend "sqlite"), else None.
    path: Path | None = None
    # What asyncpg connects with (backend "postgres"), else None.
    dsn: str | None = None


def parse_database_url(url: str) -> DatabaseUrl:
    """The database ``url`` names; ValueError, saying what is wrong, for anything else."""
    scheme, _, rest = url.partition("://")
    scheme = scheme.lower()
    if scheme == SQLITE:
        parts = urlsplit(url)
        if parts.netloc:
            raise ValueError(
                f"a SQLite URL names a file, not a host: sqlite:///relative/path or "
                f"sqlite:////absolute/path (got {url!r})"
            )
        if parts.query or parts.fragment:
            raise ValueError(f"a SQLite URL takes no parameters (got {url!r})")
        path = unquote(parts.path.removeprefix("/"))
        if not path:
            raise ValueError(f"a SQLite URL needs a file: sqlite:///tabula.sqlite3 (got {url!r})")
        return DatabaseUrl(SQLITE, path=Path(path))
    if scheme in _POSTGRES_SCHEMES and rest:
        return DatabaseUrl(POSTGRES, dsn=url)
    raise ValueError(
        "DATABASE_URL must start with sqlite:/// (a SQLite file) or postgresql:// "
        f"(a PostgreSQL database); got {described(url)!r}"
    )


def sqlite_url(path: str | Path) -> str:
    """The URL of a SQLite file (the inverse of :func:`parse_database_url`)."""
    return f"sqlite:///{quote(str(path))}"


async def open_repository(
    url: str, *, engines: EngineLookup = registry.get, read_only: bool = False
) -> Repository:
    """Open the repository ``url`` names, creating and migrating its schema if needed.

    With ``read_only`` nothing is written, not even migrations (an operator's look at a live
    database). A SQLite file serves one process (:mod:`storage.sqlite_lock`); a PostgreSQL
    database serves any number. Refused: ValueError (a URL that names no database),
    :class:`~storage.errors.SchemaTooNew`, :class:`~storage.errors.StorageUnavailable`,
    :class:`~storage.errors.DatabaseInUse` (a SQLite file another process holds).
    """
    where = parse_database_url(url)
    if where.dsn is not None:
        return await open_postgres(where.dsn, engines=engines, read_only=read_only)
    assert where.path is not None
    return await open_sqlite(where.path, engines=engines, read_only=read_only)


def lock_sqlite_file(url: str) -> FileLock | None:
    """The lock on the SQLite file a database URL names, or None for a server (PostgreSQL
    serves several processes over one database, each holding its shards: :func:`hold_shards`)."""
    path = parse_database_url(url).path
    return FileLock.take(path) if path is not None else None


async def hold_shards(
    url: str, shard_ids: tuple[int, ...] | None, on_lost: Lost | None = None
) -> ShardHold | None:
    """This process's hold on its gateway shards (None: every shard) of the PostgreSQL database
    a URL names (:mod:`storage.postgres_shards`), or None for a SQLite file, which its file
    lock keeps to one process already. Raises :class:`~storage.errors.ShardInUse`."""
    dsn = parse_database_url(url).dsn
    return await ShardHold.take(dsn, shard_ids, on_lost) if dsn is not None else None

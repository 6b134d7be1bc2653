"""Fixtures: a fresh repository per test, over the registered games plus Tally.

``repo`` is each backend in turn (ids "sqlite", "memory" and "postgres"): every test of the
repository's behaviour runs on all three. Tests about SQLite itself (migrations, crash safety,
WAL, several connections on one file) use ``open_repo`` or ``sqlite_repo`` and run on SQLite
only.

PostgreSQL is a real server: a throwaway cluster started once per session
(:mod:`storage.postgres_cluster`) with a migrated template database. The behaviour tests share
one copy of it, emptied before each test (``TRUNCATE ... RESTART IDENTITY``: ids start at 1
again, as in a new database), because copying a database takes ~0.6 s here; the tests that
change the schema itself (``postgres_dsn``) get a copy of their own. Without PostgreSQL on the
machine its tests are skipped, saying why — or fail when the environment variable CI is set, so
a CI machine that lacks it cannot pass unseen.
"""

from __future__ import annotations

import asyncio
import itertools
import os
from collections.abc import AsyncIterator, Iterator
from concurrent.futures import ThreadPoolExecutor
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import asyncpg  # type: ignore[import-untyped]
import pytest

from storage.memory import open_memory
from storage.postgres import open_postgres
from storage.postgres_cluster import LocalCluster, server_binaries
from storage.repository import Repository
from storage.sqlite import SqliteRepository, open_sqlite
from tests.needs import missing
from tests.storage.storage_helpers import OpenRepo, SqlRepository, engines

TEMPLATE = "tabula_template"
SHARED = "tabula_tests"
# Every table the migrations make, but the schema's version.
_EMPTIED = (
    "TRUNCATE tables, snapshots, actions, messages, results, outbox, jobs, guild_settings, "
    "user_preferences, ratings RESTART IDENTITY CASCADE"
)

_databases = itertools.count(1)


async def _make_template(cluster: LocalCluster) -> None:
    """The migrated template, and the copy the behaviour tests share."""
    admin = await asyncpg.connect(cluster.dsn())
    try:
        await admin.execute(f"CREATE DATABASE {TEMPLATE}")
        repo = await open_postgres(cluster.dsn(TEMPLATE), engines=engines)
        await repo.close()
        await admin.execute(f"CREATE DATABASE {SHARED} TEMPLATE {TEMPLATE}")
    finally:
        await admin.close()


@pytest.fixture(scope="session")
def postgres_cluster() -> Iterator[LocalCluster]:
    """A PostgreSQL server for the session, with the migrated template database."""
    if server_binaries() is None:
        reason = (
            "PostgreSQL is not installed (no initdb/pg_ctl; Debian: apt-get install "
            "postgresql, or set PG_BIN): the postgres backend's tests cannot run"
        )
        missing(reason)
    cluster = LocalCluster.start()
    try:
        # Set up from inside a test's running event loop: the template is made in a thread
        # with a loop of its own.
        with ThreadPoolExecutor(1) as thread:
            thread.submit(asyncio.run, _make_template(cluster)).result()
        yield cluster
    finally:
        cluster.stop()


@asynccontextmanager
async def fresh_database(cluster: LocalCluster) -> AsyncIterator[str]:
    """A new database copied from the migrated template (its URL), dropped after."""
    name = f"test_{os.getpid()}_{next(_databases)}"
    admin = await asyncpg.connect(cluster.dsn())
    try:
        # FILE_COPY: for a database this small, copying the files beats logging every page.
        await admin.execute(f"CREATE DATABASE {name} TEMPLATE {TEMPLATE} STRATEGY FILE_COPY")
        yield cluster.dsn(name)
        await admin.execute(f"DROP DATABASE {name} WITH (FORCE)")
    finally:
        await admin.close()


@pytest.fixture
async def postgres_dsn(postgres_cluster: LocalCluster) -> AsyncIterator[str]:
    """A fresh database of its own for a test about PostgreSQL itself."""
    async with fresh_database(postgres_cluster) as dsn:
        yield dsn


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "tabula.sqlite3"


@pytest.fixture
async def open_repo(db_path: Path) -> AsyncIterator[OpenRepo]:
    opened: list[SqliteRepository] = []

    async def opener(path: Path = db_path, **kwargs: Any) -> SqliteRepository:
        repo = await open_sqlite(path, engines=engines, **kwargs)
        opened.append(repo)
        return repo

    yield opener
    for repo in opened:
        await repo.close()


@pytest.fixture
async def sqlite_repo(open_repo: OpenRepo) -> SqliteRepository:
    return await open_repo()


async def _opened(
    backend: str, request: pytest.FixtureRequest, db_path: Path
) -> AsyncIterator[Repository]:
    opened: Repository
    if backend == "postgres":
        # Requested here, not as a parameter: only the postgres runs start the server.
        cluster: LocalCluster = request.getfixturevalue("postgres_cluster")
        emptying = await asyncpg.connect(cluster.dsn(SHARED))
        try:
            await emptying.execute(_EMPTIED)
        finally:
            await emptying.close()
        opened = await open_postgres(cluster.dsn(SHARED), engines=engines)
        yield opened
        await opened.close()
        return
    if backend == "sqlite":
        opened = await open_sqlite(db_path, engines=engines)
    else:
        opened = await open_memory(engines=engines)
    yield opened
    await opened.close()


@pytest.fixture(params=["sqlite", "memory", "postgres"])
async def repo(request: pytest.FixtureRequest, db_path: Path) -> AsyncIterator[Repository]:
    async for opened in _opened(request.param, request, db_path):
        yield opened


@pytest.fixture(params=["sqlite", "postgres"])
async def sql_repo(request: pytest.FixtureRequest, db_path: Path) -> AsyncIterator[SqlRepository]:
    """Each backend that stores rows, for tests that damage a row the way no method can."""
    async for opened in _opened(request.param, request, db_path):
        assert isinstance(opened, SqlRepository)
        yield opened

"""Fixtures: a fresh repository per test, over the registered games plus Tally.

``repo`` is each backend in turn (ids "sqlite" and "memory"): every test of the repository's
behaviour runs on both. Tests about SQLite itself (migrations, crash safety, WAL, several
connections on one file) use ``open_repo`` or ``sqlite_repo`` and run on SQLite only.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest

from storage.memory import open_memory
from storage.repository import Repository
from storage.sqlite import SqliteRepository, open_sqlite
from tests.storage.storage_helpers import OpenRepo, engines


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


@pytest.fixture(params=["sqlite", "memory"])
async def repo(request: pytest.FixtureRequest, db_path: Path) -> AsyncIterator[Repository]:
    opened: Repository
    if request.param == "sqlite":
        opened = await open_sqlite(db_path, engines=engines)
    else:
        opened = await open_memory(engines=engines)
    yield opened
    await opened.close()

"""Fixtures: a fresh SQLite repository per test, over the registered games plus Tally."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest

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
async def repo(open_repo: OpenRepo) -> SqliteRepository:
    return await open_repo()

"""The sandbox of the tests: the local Discord, the real bot and its page, on a database of the
test's own."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest

from bot.sandbox.runner import Sandbox
from bot.settings import Settings


def new_sandbox(database: Path, *, table_threads: bool = True, **bot_options: Any) -> Sandbox:
    """A sandbox (not started) on the SQLite file ``database``, the computer moving at once."""
    settings = Settings(database_path=database, table_threads=table_threads)
    options = {"ai_delay": 0.0, **bot_options}
    return Sandbox(settings, port=0, **options)


@pytest.fixture
async def sandbox(tmp_path: Path) -> AsyncIterator[Sandbox]:
    async with new_sandbox(tmp_path / "sandbox.sqlite3", seeds=iter([5])) as running:
        yield running

"""Fixtures for the table pages' tests: the local Discord of tests/discord; a headless
Chromium 390 px wide (as tests/sandbox drives it) for the pages' browser tests; and for the
live pages of several processes, a PostgreSQL database of tests/storage (its server started
once for the directory, and only when a test asks for it) and the two-shard local Discord of
tests/shards."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest
from playwright.async_api import BrowserContext, async_playwright

from tests.discord.harness import fake
from tests.sandbox.test_browser import CHROMIUM, CHROMIUM_ARGS, PAGE_TIMEOUT_MS, _need_chromium
from tests.shards.conftest import two_shards
from tests.storage.conftest import postgres_cluster, postgres_dsn
from tests.web.helpers import PHONE

__all__ = ["chromium", "fake", "postgres_cluster", "postgres_dsn", "two_shards"]


@pytest.fixture
async def chromium(tmp_path: Path) -> AsyncIterator[BrowserContext]:
    _need_chromium()
    async with async_playwright() as playwright:
        context = await playwright.chromium.launch_persistent_context(
            str(tmp_path / "chromium-profile"),
            executable_path=str(CHROMIUM),
            args=CHROMIUM_ARGS,
            headless=True,
            viewport={"width": PHONE["width"], "height": PHONE["height"]},
        )
        context.set_default_timeout(PAGE_TIMEOUT_MS)
        try:
            yield context
        finally:
            await context.close()

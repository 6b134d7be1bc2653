"""A table's page in a real headless Chromium (as tests/sandbox drives it), served by the
sandbox (``tabula sandbox`` turns the table pages on at a free local port): at 390 px wide it
has no horizontal scroll and no text under 14 px, breaks no rule of its Content-Security-Policy,
and its picture follows a click made in Discord without a reload; at 1280 px its board keeps
a readable width with the players beside it. Screenshots at 390 and 1280 px wide go to
/tmp/h37/."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest
from playwright.async_api import BrowserContext, expect

from bot.sandbox.runner import Sandbox
from tests.discord.bot_helpers import (
    board_messages,
    builders_policy,
    choices,
    latest_board,
    play,
)
from tests.sandbox.conftest import new_sandbox
from tests.web.helpers import (
    DESKTOP,
    SMALLEST_TEXT_PX,
    board_beside,
    fits_the_width,
    sandbox_table,
    smallest_text,
    table_url,
)

SHOTS = Path("/tmp/h37")


@pytest.fixture
async def sandbox(tmp_path: Path) -> AsyncIterator[Sandbox]:
    sandbox = new_sandbox(tmp_path / "sandbox.sqlite3", table_threads=False, seeds=iter([5]))
    async with sandbox as running:
        yield running


async def test_the_page_fits_a_phone_and_follows_a_click(
    sandbox: Sandbox, chromium: BrowserContext
) -> None:
    fake, bot = sandbox.fake, sandbox.bot
    assert sandbox.web_url is not None and sandbox.web_url.startswith("http://127.0.0.1:")
    alice, bob, table = await sandbox_table(sandbox, "builders")
    url = await table_url(fake, alice, board_messages(fake, "general")[-1])
    assert url.startswith(sandbox.web_url + "/t/")

    page = await chromium.new_page()
    problems: list[str] = []
    page.on("console", lambda m: problems.append(m.text) if m.type == "error" else None)
    page.on("requestfailed", lambda r: problems.append(f"failed: {r.url}"))
    page.on("response", lambda r: problems.append(f"{r.status}: {r.url}") if not r.ok else None)
    await page.goto(url)
    first = await bot.repo.tables.load(table.id)
    # the game's web board, an SVG of the public view, at the page's version
    body = page.locator("body")
    await expect(body).to_have_attribute("data-version", str(first.version))
    await expect(page.locator("#board svg")).to_be_visible()
    await expect(page.locator("#live")).not_to_be_empty()  # the stream is open
    await fits_the_width(page)
    assert await smallest_text(page) >= SMALLEST_TEXT_PX
    SHOTS.mkdir(parents=True, exist_ok=True)
    await page.screenshot(path=SHOTS / "table-390.png", full_page=True)

    # a move made in Discord: the picture, the players and the last moves follow
    people = {str(alice.id): alice, str(bob.id): bob}
    actor = people[str(first.pending)]
    message = latest_board(actor, "general")
    offered = choices(message)
    await play(bot, actor, message, offered[builders_policy(first.state, sorted(offered))])
    now = await bot.repo.tables.load(table.id)
    assert now.version > first.version
    await expect(body).to_have_attribute("data-version", str(now.version))
    await expect(page.locator("#board svg")).to_be_visible()
    await expect(page.locator("ul.moves li").first).to_be_visible()
    await fits_the_width(page)
    await page.screenshot(path=SHOTS / "table-390-after-a-move.png", full_page=True)

    await page.set_viewport_size(DESKTOP)  # type: ignore[arg-type]
    await fits_the_width(page)
    assert await smallest_text(page) >= SMALLEST_TEXT_PX
    await board_beside(page, "#table section")
    await page.screenshot(path=SHOTS / "table-1280.png", full_page=True)
    assert problems == []

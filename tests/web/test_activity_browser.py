"""Tabula's Discord Activity in a real headless Chromium, started from the sandbox's page: the
sandbox frames the bot's /activity as Discord's client does and stands in for the client's
side of the Embedded App SDK's handshake; the Activity authorizes, exchanges its code through
the bot and the local Discord, and ends on the channel's table page for that person (the table
playing in the channel, or in a thread of it), at a phone's width and a desktop's. Inside the
frame nothing is asked of any origin but the bot's own, and a table page without the
Activity's mark still refuses to be framed. Screenshots go to /tmp/h37x/."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from pathlib import Path
from urllib.parse import urlsplit

import pytest
from playwright.async_api import BrowserContext, Frame, Page, Request, expect

from bot.sandbox.runner import Sandbox
from tests.sandbox.conftest import new_sandbox
from tests.sandbox.test_browser import PAGE_TIMEOUT_MS
from tests.web.helpers import DESKTOP, PHONE, fits_the_width, sandbox_table

SHOTS = Path("/tmp/h37x")


@pytest.fixture
async def sandbox(tmp_path: Path, request: pytest.FixtureRequest) -> AsyncIterator[Sandbox]:
    # the table plays in #general itself, or in a thread opened from it (the default)
    threads = bool(request.param)
    sandbox = new_sandbox(tmp_path / "sandbox.sqlite3", table_threads=threads, seeds=iter([5]))
    async with sandbox as running:
        yield running


def origin(url: str) -> str:
    parts = urlsplit(url)
    return f"{parts.scheme}://{parts.netloc}"


async def activity_frame(page: Page, pages: str) -> Frame:
    """The Activity's frame once it has gone on to a page under ``pages``."""
    deadline = asyncio.get_running_loop().time() + PAGE_TIMEOUT_MS / 1000
    while asyncio.get_running_loop().time() < deadline:
        frame = page.frame(name="activity")
        if frame is not None and urlsplit(frame.url).path.startswith(pages):
            return frame
        await asyncio.sleep(0.1)
    shown = page.frame(name="activity")
    raise AssertionError(f"the Activity stayed at {shown.url if shown else 'nothing'}")


@pytest.mark.parametrize(
    ("who", "size", "sandbox"),
    [("Alice", PHONE, False), ("Carol", DESKTOP, True)],
    indirect=["sandbox"],
)
async def test_the_activity_starts_in_the_sandbox_and_shows_the_channels_table(
    sandbox: Sandbox, chromium: BrowserContext, who: str, size: dict[str, int]
) -> None:
    fake, bot = sandbox.fake, sandbox.bot
    _, _, table = await sandbox_table(sandbox, "builders")
    assert sandbox.web_url is not None
    bot_origin = origin(sandbox.web_url)
    page = await chromium.new_page()
    await page.set_viewport_size(size)  # type: ignore[arg-type]
    problems: list[str] = []
    refusals: list[str] = []
    inside: list[str] = []

    def console(text: str, kind: str) -> None:
        if "frame-ancestors" in text:
            refusals.append(text)
        elif kind == "error":
            problems.append(text)

    courier = {f"{origin(sandbox.url)}/static/courier.{kind}" for kind in ("html", "js")}

    def request(r: Request) -> None:
        # a frame's first request may come before its name is known: every frame's but the
        # page's own and the stand-in's courier (sandbox/static/courier.*) is the Activity's
        if r.frame != page.main_frame and r.url not in courier:
            inside.append(r.url)

    page.on("console", lambda m: console(f"{m.text} {m.location['url']}", m.type))
    page.on("request", request)
    page.on("requestfailed", lambda r: problems.append(f"failed: {r.url}"))
    page.on("response", lambda r: problems.append(f"{r.status}: {r.url}") if not r.ok else None)
    # the Activity starts in #general, where the table's lobby is
    general = fake.channel("general").id
    assert (table.channel_id != general) is bot.settings.table_threads
    await page.goto(f"{sandbox.url}?as={who}&channel={general}")
    start = page.locator("#start-activity")
    await expect(start).to_be_visible()
    await fits_the_width(page)
    SHOTS.mkdir(parents=True, exist_ok=True)
    await page.screenshot(path=SHOTS / f"sandbox-{size['width']}-{who}.png")
    await start.click()

    # a seated player goes to their own page once the server has them (bot.web.play)
    assert bot.web is not None and bot.web.activity is not None
    seated = table.seat_of(fake.user(who).id) is not None
    own = seated and bot.web.activity.player_page is not None
    frame = await activity_frame(page, "/p/" if own else "/t/")
    assert fake.oauth.exchanges == [f"ok {who}"]
    assert urlsplit(frame.url).query.startswith("frame_id=")
    token = urlsplit(frame.url).path[len("/t/") :]
    if own:
        assert token.startswith(f"{table.id}-{fake.user(who).id}-")
    else:
        assert bot.web.routes.links.table_id(token) == table.id
        # the game's own web board (an SVG) where it has one, else the board's picture
        board = frame.locator("#board")
        await expect(board).to_be_visible()
        await frame.wait_for_function(
            "(b => b.tagName !== 'IMG' || b.naturalWidth > 0)(document.getElementById('board'))"
        )
        assert await frame.locator("#board svg, img#board").count() == 1
    await expect(frame.locator("#live")).not_to_be_empty()  # the table's stream is open
    await fits_the_width(page)
    await page.screenshot(path=SHOTS / f"activity-{size['width']}-{who}.png")

    # the Activity asked nothing of any origin but the bot's: its page, script, the token
    # exchange, the table, then the table's page and everything it loads
    asked = inside[:]  # what the frame of the check below asks is not the Activity's
    assert {origin(url) for url in asked} == {bot_origin}
    paths = [urlsplit(url).path for url in asked]
    assert paths[0] == "/activity"
    assert paths.index("/activity.js") < paths.index("/api/token")
    assert paths.index("/api/token") < paths.index("/api/activity/table")
    assert urlsplit(frame.url).path in paths

    # the table page without the Activity's frame_id may not be framed, here or anywhere
    assert refusals == []
    assert problems == []
    await page.evaluate(
        """(url) => { const f = document.createElement('iframe'); f.src = url;
                      document.body.append(f); }""",
        bot.web.routes.links.page(table.id),
    )
    deadline = asyncio.get_running_loop().time() + PAGE_TIMEOUT_MS / 1000
    while not refusals and asyncio.get_running_loop().time() < deadline:
        await asyncio.sleep(0.1)
    assert len(refusals) == 1 and "frame-ancestors 'none'" in refusals[0]

    await page.locator("#stop-activity").click()
    await expect(page.locator("#activity-pane")).to_be_hidden()
    assert page.frame(name="activity") is None

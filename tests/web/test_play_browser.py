"""A whole game of each title played from the players' own pages in a real headless Chromium
390 px wide (the sandbox serves them): both seats of a 2-player table, each through the link
the board's 🌐 button gave its player, tapping a thing on the board when it plays the choice
(a game's web board) and the buttons under it otherwise, with a spectator's page open that
follows. At the end every page shows the result and the Discord board is in step. Mid-game,
a player's page fits 390 px with no text under 14 px and no tap target under 40 px, and at
1280 px the board keeps a readable width with the choices beside it; screenshots at 390 and
1280 px go to /tmp/h37p/."""

from __future__ import annotations

import itertools
import re
from collections.abc import AsyncIterator, Callable
from pathlib import Path
from typing import Any

import pytest
from playwright.async_api import BrowserContext, Page, expect

from bot.sandbox.runner import Sandbox
from bot.web.limits import RateLimit
from storage.models import TableStatus
from tests.discord.aqua_helpers import aqua_policy
from tests.discord.bot_helpers import board_messages, builders_policy
from tests.sandbox.conftest import new_sandbox
from tests.sandbox.test_whole_games import porta_nigra_policy
from tests.web.helpers import (
    DESKTOP,
    PHONE,
    SMALLEST_TEXT_PX,
    board_beside,
    fits_the_width,
    sandbox_table,
    smallest_text,
    web_links,
)

SHOTS = Path("/tmp/h37p")
# A whole game is a few hundred taps; this bounds a game that would never end.
MOST_TAPS = 900
SMALLEST_TAP_PX = 40  # a button under the board
# a thing on the board: the web boards keep each at least 32 px at 360 px wide (the games'
# tests/cogs/test_web_board_*), past WCAG's 24 px minimum, where 40 would not let Aqua
# Romana's 11 columns fit a phone; The Builders' one column of cards has the room for 40
SMALLEST_BOARD_TAP_PX = {"builders": 40, "aquaromana": 32, "portanigra": 32}
SCREENSHOT_AT = 12  # taps into the game

Policy = Callable[[Any, list[str]], str]
GAMES: list[tuple[str, Policy]] = [
    ("builders", builders_policy),
    ("aquaromana", aqua_policy),
    ("portanigra", porta_nigra_policy(7)),
]


@pytest.fixture
async def sandbox(tmp_path: Path) -> AsyncIterator[Sandbox]:
    sandbox = new_sandbox(
        tmp_path / "sandbox.sqlite3", table_threads=False, seeds=itertools.count(5)
    )
    async with sandbox as running:
        running.fake.rate_limit_time_scale = 0.05  # Discord's waits, 20 times faster
        # Two players and a spectator, each taking a turn in a fraction of a second, all
        # from one address: far past what one address is allowed (a page, its picture and its
        # refresh per move); people on their own phones are each an address of their own.
        assert running.bot.web is not None
        running.bot.web.limit = RateLimit(burst=10_000, per_second=10_000)
        # and each player taps faster than a person can, for longer than a turn
        assert running.bot.web.play is not None
        running.bot.web.play.limit = RateLimit(burst=10_000, per_second=10_000)
        yield running


def watch_for_problems(page: Page, problems: list[str]) -> None:
    page.on("console", lambda m: problems.append(m.text) if m.type == "error" else None)
    page.on("pageerror", lambda e: problems.append(str(e)))
    page.on("response", lambda r: problems.append(f"{r.status}: {r.url}") if not r.ok else None)


async def offered(page: Page) -> list[str]:
    """The choices the page offers to tap (on its board and under it)."""
    found = await page.eval_on_selector_all(
        "#table [data-actions]",
        "els => els.flatMap(e => e.getAttribute('data-actions').split(' ').filter(Boolean))",
    )
    return sorted(set(found))


async def tap(page: Page, pick: str) -> int:
    """Taps ``pick`` as a player would: the board's thing that plays it, else its button;
    then the in-page question's answer when one comes. The taps it took. ``page`` is the tab
    in front."""
    # the version and the board's things read at once: a read is a round trip to Chromium,
    # and a whole game is hundreds of taps
    version, on_board_ids = await page.evaluate(
        """() => [document.body.dataset.version,
            [...document.querySelectorAll('#board [data-actions]')].map(e => e.dataset.actions)]"""
    )
    on_board = page.locator("#board [data-actions]")
    spots = [(i, ids.split()) for i, ids in enumerate(on_board_ids) if pick in ids.split()]
    if spots:
        index, ids = spots[0]
        await on_board.nth(index).click()
    else:
        ids = [pick]
        await page.locator(f'#table button[data-actions="{pick}"]').click()
    taps = 1
    chooser = page.locator("#chooser")
    if len(ids) > 1:  # a spot of several choices: the page asks which
        await expect(chooser).to_be_visible()
        await chooser.locator("button").nth(ids.index(pick)).click()
        taps += 1
    await page.wait_for_function(
        """(version) => document.body.dataset.version !== version
            || !document.getElementById('chooser').hidden
            || !document.getElementById('notice').hidden""",
        arg=version,
    )
    assert await page.locator("#notice").is_hidden(), await page.inner_text("#notice")
    if await chooser.is_visible():  # a choice the game asks about first: confirmed
        await chooser.locator("button.primary").click()
        taps += 1
        await page.wait_for_function(
            "(version) => document.body.dataset.version !== version", arg=version
        )
        assert await page.locator("#notice").is_hidden(), await page.inner_text("#notice")
    return taps


async def tap_targets(page: Page, where: str) -> float:
    """The smallest height of a thing to tap ``where`` (a selector) on the page."""
    heights = await page.eval_on_selector_all(
        f"{where} [data-actions]", "els => els.map(e => e.getBoundingClientRect().height)"
    )
    return float(min(heights)) if heights else float("inf")


@pytest.mark.parametrize(("command", "policy"), GAMES)
async def test_a_whole_game_from_the_players_pages(
    sandbox: Sandbox, chromium: BrowserContext, command: str, policy: Policy
) -> None:
    fake, bot = sandbox.fake, sandbox.bot
    alice, bob, table = await sandbox_table(sandbox, command)
    board = board_messages(fake, "general")[-1]
    problems: list[str] = []
    pages: dict[str, Page] = {}
    spectator_url = ""
    for actor in (alice, bob):
        own, spectator_url = await web_links(fake, actor, board)
        page = await chromium.new_page()
        watch_for_problems(page, problems)
        await page.goto(own)
        pages[str(actor.id)] = page
    watcher = await chromium.new_page()
    watch_for_problems(watcher, problems)
    await watcher.goto(spectator_url)
    await expect(watcher.locator("#live")).not_to_be_empty()  # the stream is open

    taps, turns = 0, 0
    per_turn: list[int] = []
    this_turn, mover = 0, None
    shot = False
    in_front: Page | None = None
    for _ in range(MOST_TAPS):
        loaded = await bot.repo.tables.load(table.id)
        if loaded.table.status is not TableStatus.ACTIVE:
            break
        assert loaded.pending is not None
        if loaded.pending != mover:
            if mover is not None:
                per_turn.append(this_turn)
            mover, this_turn = loaded.pending, 0
        page = pages[loaded.pending]
        if page is not in_front:
            # Chromium runs a page's animation frames only in the tab in front; Playwright's
            # waits (a tap's "stable" check, wait_for_function) count frames, so a tab behind
            # waits a throttled second or two for each, as a person switching between phones
            # never would.
            await page.bring_to_front()
            in_front = page
        await expect(page.locator("body")).to_have_attribute("data-version", str(loaded.version))
        choices = await offered(page)
        assert choices, f"{command}: the mover's page offers nothing at {loaded.version}"
        if taps >= SCREENSHOT_AT and not shot:
            await the_page_fits_a_phone(page, command)  # the mover's, with their choices
            shot = True
        pick = policy(loaded.state, choices)
        took = await tap(page, pick)
        taps += took
        this_turn += took
    else:
        pytest.fail(f"{command}: no end after {MOST_TAPS} taps")
    per_turn.append(this_turn)
    turns = len(per_turn)

    final = await bot.repo.tables.load(table.id)
    for page in (*pages.values(), watcher):
        await expect(page.locator("body")).to_have_attribute("data-version", str(final.version))
    assert final.table.status is TableStatus.FINISHED and shot
    for page in (*pages.values(), watcher):
        await expect(page.locator("p.result")).to_be_visible()
        assert await offered(page) == []
    # the Discord board is in step: the finished game's board at the last version
    last = board_messages(fake, "general")[-1]
    assert re.search(rf"\b{final.version}\b", last.embeds[0]["footer"]["text"])
    assert problems == []
    ordinary = sorted(per_turn)[len(per_turn) // 2]
    print(f"\n{command}: {taps} taps in {turns} turns; the median turn took {ordinary}")


async def the_page_fits_a_phone(page: Page, command: str) -> None:
    await fits_the_width(page)
    assert await smallest_text(page) >= SMALLEST_TEXT_PX
    assert await page.locator(".your-turn").is_visible()
    assert await tap_targets(page, "#table .choices") >= SMALLEST_TAP_PX
    assert await tap_targets(page, "#board") >= SMALLEST_BOARD_TAP_PX[command] - 1  # rounding
    SHOTS.mkdir(parents=True, exist_ok=True)
    await page.screenshot(path=SHOTS / f"{command}-player-390.png", full_page=True)
    await page.set_viewport_size(DESKTOP)  # type: ignore[arg-type]
    await fits_the_width(page)
    assert await smallest_text(page) >= SMALLEST_TEXT_PX
    await board_beside(page, "#table .your-turn")  # the choices follow it
    await page.screenshot(path=SHOTS / f"{command}-player-1280.png", full_page=True)
    await page.set_viewport_size(PHONE)  # type: ignore[arg-type]

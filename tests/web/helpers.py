"""A bot with its table pages on, against the local Discord, and what the tests read of them."""

from __future__ import annotations

import asyncio
import socket
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import aiohttp
from playwright.async_api import Page

from bot.bot import TabulaBot
from bot.custom_ids import WebId, parse
from bot.localdiscord.actors import Actor
from bot.localdiscord.server import FakeDiscord
from bot.localdiscord.state import Message
from bot.sandbox.runner import Sandbox
from storage.models import Table
from tests.discord.bot_helpers import bot_factory, start_table

HOST = "127.0.0.1"
SECRET = "a test secret that is long enough"
WAIT = 60.0  # the bound on a wait for an event on a busy machine; the waits end on the event
PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1280, "height": 900}
SMALLEST_TEXT_PX = 14
# On a wide screen the web board is kept this wide (table.css): several screens tall in a
# phone's column, it would otherwise take the page's width and push everything under it.
BOARD_CAP_PX = 480


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind((HOST, 0))
        return int(probe.getsockname()[1])


def web_factory(database: Path, **settings: Any) -> Callable[[], TabulaBot]:
    """The bot of tests/discord with its table pages on at a free local port."""
    port = free_port()
    return bot_factory(
        database,
        web_url=f"http://{HOST}:{port}",
        web_port=port,
        web_bind=HOST,
        web_secret=SECRET,
        **settings,
    )


def links(message: Message) -> list[str]:
    """The URLs of a message's link buttons (Discord's style 5)."""
    return [str(i["url"]) for i in message.items() if i.get("type") == 2 and i.get("style") == 5]


def web_button(message: Message) -> str:
    """The custom_id of a board's 🌐 button (the table's pages, answered privately)."""
    [custom_id] = [
        str(i["custom_id"])
        for i in message.items()
        if isinstance(parse(str(i.get("custom_id", ""))), WebId)
    ]
    return custom_id


async def web_links(fake: FakeDiscord, actor: Actor, board: Message) -> list[str]:
    """The links ``actor`` gets from the board's 🌐 button: a seated player's own page first,
    then the table's page."""
    return links(await fake.reply(await actor.click(board, web_button(board))))


async def table_url(fake: FakeDiscord, actor: Actor, board: Message) -> str:
    """The table's page (anyone's), as the board's 🌐 button gives it."""
    return (await web_links(fake, actor, board))[-1]


async def sandbox_table(sandbox: Sandbox, command: str) -> tuple[Actor, Actor, Table]:
    """Alice starts a table of ``command`` in the sandbox's #general with Bob, Alice seated
    first: the two players and the table."""
    fake = sandbox.fake
    alice, bob = fake.user("Alice"), fake.user("Bob")
    running = SimpleNamespace(client=sandbox.bot)
    _, table = await start_table(
        fake,
        running,  # type: ignore[arg-type]
        command,
        alice,
        [bob],
        seats=2,
        random_order=False,
    )
    return alice, bob, table


def base(bot: TabulaBot) -> str:
    assert bot.web is not None, "the bot serves no table pages"
    return f"http://{HOST}:{bot.web.port}"


@asynccontextmanager
async def browser() -> AsyncIterator[aiohttp.ClientSession]:
    async with aiohttp.ClientSession(timeout=aiohttp.ClientTimeout(total=WAIT)) as session:
        yield session


class Events:
    """A table's server-sent events as they arrive: (event, data) pairs."""

    def __init__(self, response: aiohttp.ClientResponse) -> None:
        self.response = response

    async def next(self) -> tuple[str, str]:
        return await asyncio.wait_for(self._next(), WAIT)

    async def _next(self) -> tuple[str, str]:
        event, data = "message", ""
        while True:
            line = (await self.response.content.readline()).decode()
            if not line:
                raise EOFError("the stream ended")
            line = line.rstrip("\n")
            if line == "":
                if data or event != "message":
                    return event, data
                continue
            if line.startswith(":"):
                continue
            field, _, value = line.partition(": ")
            if field == "event":
                event = value
            elif field == "data":
                data = value


async def fits_the_width(page: Page) -> None:
    overflow = await page.evaluate(
        "document.documentElement.scrollWidth - document.documentElement.clientWidth"
    )
    assert overflow <= 0, f"{overflow} px of horizontal scroll"


async def smallest_text(page: Page) -> float:
    """The smallest font size of any element that shows text of its own."""
    return float(
        await page.evaluate(
            """() => Math.min(...[...document.querySelectorAll('body *')]
                .filter(e => [...e.childNodes].some(n => n.nodeType === 3 && n.textContent.trim()))
                .map(e => parseFloat(getComputedStyle(e).fontSize)))"""
        )
    )


async def board_beside(page: Page, beside: str) -> None:
    """At a desktop's width: the board no wider than ``BOARD_CAP_PX``, and ``beside`` (what
    the reader looks at next: a player's choices, a spectator's players) to its right, starting
    level with its top rather than a board's height down the page."""
    board = await page.locator("#board").bounding_box()
    other = await page.locator(beside).first.bounding_box()
    assert board is not None and other is not None
    assert board["width"] <= BOARD_CAP_PX, board
    assert other["x"] >= board["x"] + board["width"], (board, other)
    assert other["y"] - board["y"] < 100, (board, other)

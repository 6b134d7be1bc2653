"""A bot with its table pages on, against the local Discord, and what the tests read of them."""

from __future__ import annotations

import asyncio
import socket
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import aiohttp

from bot.bot import TabulaBot
from bot.custom_ids import WebId, parse
from bot.localdiscord.actors import Actor
from bot.localdiscord.server import FakeDiscord
from bot.localdiscord.state import Message
from tests.discord.bot_helpers import bot_factory

HOST = "127.0.0.1"
SECRET = "a test secret that is long enough"
WAIT = 60.0  # the bound on a wait for an event on a busy machine; the waits end on the event


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

"""Running real discord.py clients against the fake: the `fake` fixture, `run_client`
(start / stop / restart a client built by a factory) and a guard that refuses any network
address other than 127.0.0.1.
"""

from __future__ import annotations

import asyncio
import inspect
import socket
import sys
from collections.abc import AsyncIterator, Awaitable, Callable, Iterator
from contextlib import asynccontextmanager, contextmanager
from typing import Any

import discord
import pytest

from bot.localdiscord.error_log import collecting_errors
from bot.localdiscord.server import FakeDiscord

ClientFactory = Callable[[], "discord.Client | Awaitable[discord.Client]"]
LOCAL_HOSTS = {"127.0.0.1", "localhost", "::1"}


@contextmanager
def only_localhost(loop: asyncio.AbstractEventLoop) -> Iterator[None]:
    """Make the event loop refuse to resolve or connect to anything but 127.0.0.1."""
    originals: dict[str, Any] = {
        name: getattr(loop, name) for name in ("getaddrinfo", "sock_connect", "create_connection")
    }

    def refuse(host: object) -> None:
        if host is not None and str(host) not in LOCAL_HOSTS:
            raise ConnectionRefusedError(f"end-to-end tests may only reach 127.0.0.1, not {host}")

    async def getaddrinfo(host: Any, *args: Any, **kwargs: Any) -> Any:
        refuse(host)
        return await originals["getaddrinfo"](host, *args, **kwargs)

    async def sock_connect(sock: socket.socket, address: Any) -> None:
        refuse(address[0] if isinstance(address, tuple) else address)
        await originals["sock_connect"](sock, address)

    async def create_connection(*args: Any, **kwargs: Any) -> Any:
        refuse(kwargs.get("host", args[1] if len(args) > 1 else None))
        return await originals["create_connection"](*args, **kwargs)

    replacements = {
        "getaddrinfo": getaddrinfo,
        "sock_connect": sock_connect,
        "create_connection": create_connection,
    }
    for name, replacement in replacements.items():
        setattr(loop, name, replacement)
    try:
        yield
    finally:
        for name in originals:
            delattr(loop, name)  # back to the class's method


class _FastServerErrorBackoff:
    """Stands in for the `asyncio` module inside discord.http and discord.webhook.async_:
    the sleeps between retries of a 5xx answer (1 + 2 * try seconds) last
    `fake.server_error_backoff_scale` times as long; every other sleep, such as waiting
    out a rate limit, is left as the fake's headers asked."""

    def __init__(self, fake: FakeDiscord) -> None:
        self.fake = fake

    def __getattr__(self, name: str) -> Any:
        return getattr(asyncio, name)

    def sleep(self, delay: float, result: Any = None) -> Any:
        # The retry loops hold the answer they are retrying in their `response` local;
        # only a 5xx answer makes them sleep without a Retry-After.
        response = sys._getframe(1).f_locals.get("response")
        if getattr(response, "status", 0) >= 500:
            delay *= self.fake.server_error_backoff_scale
        return asyncio.sleep(delay, result)


_RETRYING_MODULES = (discord.http, discord.webhook.async_)
_ASYNCIO = "asyncio"  # the module's global name for asyncio (not re-exported for mypy)


@contextmanager
def fast_server_error_backoff(fake: FakeDiscord) -> Iterator[None]:
    """While it lasts, discord.py retries a 5xx without its long sleeps (nested: the
    outermost one counts)."""
    mine = [m for m in _RETRYING_MODULES if getattr(m, _ASYNCIO) is asyncio]
    for module in mine:
        setattr(module, _ASYNCIO, _FastServerErrorBackoff(fake))
    try:
        yield
    finally:
        for module in mine:
            setattr(module, _ASYNCIO, asyncio)


async def _identify_at_once(shard_id: int | None, *, initial: bool = False) -> None:
    return None


class RunningClient:
    """A client built by `factory`, connected to the fake; `restart()` swaps in a new one
    the way a process restart would (same factory, so the same database/settings)."""

    def __init__(
        self,
        fake: FakeDiscord,
        factory: ClientFactory,
        *,
        token: str,
        ready_timeout: float | None = None,
    ) -> None:
        self.fake = fake
        self.factory = factory
        self.token = token
        self.ready_timeout = fake.wait_timeout if ready_timeout is None else ready_timeout
        self.starts = 0
        self._client: discord.Client | None = None
        self._task: asyncio.Task[None] | None = None

    @property
    def client(self) -> discord.Client:
        assert self._client is not None, "the client is not running"
        return self._client

    async def start(self) -> discord.Client:
        made = self.factory()
        client = await made if inspect.isawaitable(made) else made
        # Discord's default waits 2 s for more GUILD_CREATEs before on_ready; a factory should
        # pass guild_ready_timeout itself, this only shortens the default for plain clients.
        if client._connection.guild_ready_timeout >= 2.0:
            client._connection.guild_ready_timeout = 0.05
        # discord.py sleeps 5 s before every IDENTIFY but the first (Discord's identify rate
        # limit); the fake has no such limit, so several shards or a re-identify start at once.
        client.before_identify_hook = _identify_at_once  # type: ignore[method-assign]
        self._client = client
        self.starts += 1
        self._task = asyncio.create_task(client.start(self.token), name=f"client-{self.starts}")
        loop = asyncio.get_running_loop()
        deadline = loop.time() + self.ready_timeout
        while not client.is_ready():
            if self._task.done():
                await self._task  # raises what broke login/connect
                raise AssertionError("the client stopped before on_ready")
            if loop.time() > deadline:
                await self.stop()
                raise AssertionError(
                    f"no on_ready within {self.ready_timeout}s\n{self.fake.transcript()}"
                )
            await asyncio.sleep(0.01)
        return client

    async def stop(self) -> None:
        client, task = self._client, self._task
        self._client, self._task = None, None
        if client is not None:
            await client.close()
        if task is not None:
            await asyncio.wait_for(task, timeout=self.fake.wait_timeout)

    async def restart(self) -> discord.Client:
        """Close the current client and start a fresh one from the factory."""
        await self.stop()
        return await self.start()


@asynccontextmanager
async def run_client(
    fake: FakeDiscord,
    factory: ClientFactory,
    *,
    token: str = "fake-token",
    ready_timeout: float | None = None,
) -> AsyncIterator[RunningClient]:
    """Start `factory()`'s client against `fake`, wait for on_ready, close it on exit."""
    running = RunningClient(fake, factory, token=token, ready_timeout=ready_timeout)
    with collecting_errors(fake), fast_server_error_backoff(fake):
        await running.start()
        try:
            yield running
        finally:
            await running.stop()


async def restart(running: RunningClient) -> discord.Client:
    return await running.restart()


def rule_report(fake: FakeDiscord) -> str:
    """Everything that should fail a test: broken Discord rules and unknown routes."""
    return fake.rule_report()


@pytest.fixture
async def fake() -> AsyncIterator[FakeDiscord]:
    """A started FakeDiscord; the test fails if the bot broke a Discord rule, called an
    unknown route or discord.py logged an error (a test that provokes one takes it out
    with `fake.take_violations()` / `fake.unknown_routes.clear()` /
    `fake.take_client_errors()`). The bot's own ERROR records (`fake.bot_errors`) are
    shown in the failure text but fail nothing unless a test asserts on them."""
    server = FakeDiscord()
    with only_localhost(asyncio.get_running_loop()):
        await server.start()
        try:
            yield server
        finally:
            await server.stop()
    report = rule_report(server)
    if report:
        pytest.fail(f"the bot broke Discord's rules:\n{report}\n\n{server.transcript()}")

"""One bot process holding some gateway shards, over a shared PostgreSQL database, pointed at
the fake Discord of the test's process: what `tabula run --shards ... --shard-count ...` is,
but for the fake's address. The test talks to it through a pipe ("ready", then "close")
and may kill it instead. ``run_command`` is the `tabula` command itself, its settings from the
environment, as a container runs it."""

from __future__ import annotations

import asyncio
import logging
import os
import sys
import types
from dataclasses import dataclass
from multiprocessing.connection import Connection

import discord
import yarl

from bot.bot import create_bot
from bot.localdiscord.wire import API
from bot.settings import Settings
from tests.shards.local_only import local_only


@dataclass(frozen=True)
class ShardConfig:
    port: int  # the fake Discord's
    database_url: str
    shards: str
    shard_count: int
    lease_seconds: float
    ai_delay: float
    # seconds between the outbox's rounds, which find the effects whose lease ran out (None:
    # the bot's own, 5 s)
    outbox_every: float | None = None


async def _identify_at_once(shard_id: int | None, *, initial: bool = False) -> None:
    return None  # the fake has no identify rate limit


async def serve(conn: Connection, config: ShardConfig) -> None:
    with local_only(asyncio.get_running_loop()):
        settings = Settings(
            discord_token="fake-token",
            database_url=config.database_url,
            shard_ids=config.shards,
            shard_count=config.shard_count,
            lease_seconds=config.lease_seconds,
            table_threads=False,
        )
        # the process is the bot's own, as with `tabula run`
        bot = create_bot(
            settings, ai_delay=config.ai_delay, guild_ready_timeout=0.05, settles_heap=True
        )
        bot.before_identify_hook = _identify_at_once  # type: ignore[method-assign]
        task = asyncio.create_task(bot.start("fake-token"), name="bot")
        while not bot.is_ready():
            if task.done():
                await task  # raises what broke the start
                raise RuntimeError("the bot stopped before on_ready")
            await asyncio.sleep(0.01)
        if config.outbox_every is not None:
            assert bot.outbox is not None  # made before the bot is ready
            bot.outbox.every = config.outbox_every
        conn.send("ready")
        # a blocking recv in a thread: the loop stays free for the bot
        command = await asyncio.to_thread(conn.recv)
        assert command == "close", command
        await bot.close()
        await asyncio.wait_for(task, timeout=30)
    conn.send("closed")


def main(conn: Connection, config: ShardConfig) -> None:
    logging.basicConfig(
        level=logging.WARNING, format=f"shards {config.shards}: %(levelname)s %(name)s %(message)s"
    )
    # The spawned process's main module would be the test runner's: nothing of it is needed.
    sys.modules["__main__"] = types.ModuleType("__main__")
    _point_at(config.port)
    try:
        asyncio.run(serve(conn, config))
    finally:
        conn.close()


def _point_at(port: int) -> None:
    """What FakeDiscord.start does in its own process: discord.py talks to the fake."""
    discord.http.Route.BASE = f"http://127.0.0.1:{port}{API}"
    discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(f"ws://127.0.0.1:{port}/gateway")


class _LocalOnlyLoops(asyncio.DefaultEventLoopPolicy):
    """Every event loop of the process refuses any address but 127.0.0.1 (the command makes
    its own loop, out of the caller's reach)."""

    def new_event_loop(self) -> asyncio.AbstractEventLoop:
        loop = super().new_event_loop()
        local_only(loop).__enter__()  # for the loop's life: nothing to undo after it
        return loop


def run_command(argv: list[str], environment: dict[str, str], port: int, cwd: str) -> None:
    """A process running the `tabula` command ``argv`` (``["run", "--shards", "0"]``) with
    ``environment`` in its settings' place, as a container would, except that Discord is the
    fake on ``port``. Its exit code is the command's; SIGINT stops `tabula run` as Ctrl-C
    does."""
    from bot.cli import main as tabula

    sys.modules["__main__"] = types.ModuleType("__main__")
    os.chdir(cwd)  # a folder without .env: the settings are the environment's alone
    for name in Settings.model_fields:  # none of the test runner's own
        os.environ.pop(name.upper(), None)
    os.environ.update(environment)
    _point_at(port)
    asyncio.set_event_loop_policy(_LocalOnlyLoops())
    sys.exit(tabula(argv))

"""The bot's process of bench/bot_load.py: Tabula (or the floor bot) alone, pointed at the
driver's fake Discord, answering the driver's commands over a pipe; and the driver's handle on
it."""

from __future__ import annotations

import asyncio
import dataclasses
import functools
import itertools
import logging
import multiprocessing
import sys
import time
import types
from collections.abc import Callable
from multiprocessing.connection import Connection
from pathlib import Path
from typing import Any

import discord
import stats  # noqa: F401  (puts the project on sys.path, ahead of this folder)
import yarl
from bot_meters import Clocked, ErrorLog, Meter
from floor_bot import FairFloorBot, FloorBoard, FloorBot

from bot.bot import TabulaBot
from bot.localdiscord.wire import API
from tests.discord.bot_helpers import bot_factory
from tests.discord.harness import only_localhost


def drawing_pids(bot: TabulaBot) -> set[int]:
    """The bot's worker processes that draw images (the others run the AI seats)."""
    # ProcessPoolExecutor names its processes nowhere public
    return {pid for pool in bot.workers.render_pools for pid in pool._processes or {}}


async def _identify_at_once(shard_id: int | None, *, initial: bool = False) -> None:
    # discord.py waits 5 s between IDENTIFYs (Discord's limit); the fake has no such limit
    return None


async def serve_bot(
    conn: Connection,
    database: Path,
    render_processes: int,
    profile: str | None,
    errors: ErrorLog,
    floor: FloorBoard | None,
    fair: bool,
) -> None:
    """Run the bot (the floor bot given its ``floor`` board, the fair one if ``fair``) until
    the driver says "close", answering its commands meanwhile."""
    with only_localhost(asyncio.get_running_loop()):
        client: TabulaBot | FloorBot
        if floor is None:
            client = bot_factory(database, itertools.count(1), render_processes=render_processes)()
            client.settles_heap = True  # its own process, as with `tabula run`
        elif fair:
            client = FairFloorBot(floor, database)
        else:
            client = FloorBot(floor)
        client._connection.guild_ready_timeout = 0.05
        client.before_identify_hook = _identify_at_once  # type: ignore[method-assign]
        task = asyncio.create_task(client.start("fake-token"), name="bot")
        deadline = time.perf_counter() + 30
        while not client.is_ready():
            if task.done():
                await task  # raises what broke login or connect
                raise RuntimeError("the bot stopped before on_ready")
            if time.perf_counter() > deadline:
                raise RuntimeError("no on_ready within 30 s")
            await asyncio.sleep(0.01)
        conn.send("ready")
        clocked: Clocked
        image_pids: Callable[[], set[int]]
        if isinstance(client, FloorBot):
            clocked, image_pids = client, set
        else:
            clocked, image_pids = client.router, functools.partial(drawing_pids, client)
        meter = Meter(clocked, image_pids, profile, errors)
        while True:
            # a blocking recv in a thread: the loop stays free, and costs nothing while it waits
            command = await asyncio.to_thread(conn.recv)
            if command == "start":
                meter.start()
                conn.send("started")
            elif command == "settle":
                await clocked.settled()
                conn.send("settled")
            elif command == "stop":
                conn.send(dataclasses.asdict(meter.stop()))
            elif command == "close":
                break
            else:
                raise ValueError(f"unknown command {command!r}")
        await client.close()
        await asyncio.wait_for(task, timeout=10)
        # The bot only asks its render processes to stop; wait for them, so that none outlives
        # this process (an orphan lingers as a zombie until init reaps it).
        for process in multiprocessing.active_children():
            await asyncio.to_thread(process.join, 10)
    conn.send("closed")


def bot_process(
    conn: Connection,
    port: int,
    database: Path,
    render_processes: int,
    profile: str | None,
    floor: FloorBoard | None,
    fair: bool,
) -> None:
    """The child process: the bot (or the floor bot) alone, pointed at the fake Discord on
    ``port``."""
    logging.basicConfig(level=logging.WARNING)
    errors = ErrorLog()
    logging.getLogger().addHandler(errors)
    # The bot's worker processes would import the bench's script (bot_load.py, the main module of
    # this process), and with it the fake Discord: in production the main module is the light
    # `tabula` script.
    sys.modules["__main__"] = types.ModuleType("__main__")
    # what FakeDiscord.start does in its own process
    discord.http.Route.BASE = f"http://127.0.0.1:{port}{API}"
    discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(f"ws://127.0.0.1:{port}/gateway")
    try:
        asyncio.run(serve_bot(conn, database, render_processes, profile, errors, floor, fair))
    finally:
        conn.close()


class BotProcess:
    """The driver's handle on the bot's process."""

    def __init__(
        self,
        port: int,
        database: Path,
        render_processes: int,
        profile: str | None,
        floor: FloorBoard | None,
        fair: bool = False,
    ):
        context = multiprocessing.get_context("spawn")
        self.conn, child_conn = context.Pipe()
        self.process = context.Process(
            target=bot_process,
            args=(child_conn, port, database, render_processes, profile, floor, fair),
            name="tabula-bot",
        )
        self.process.start()
        child_conn.close()  # so that our recv sees EOF if the child dies

    def _receive(self, timeout: float) -> Any:
        if not self.conn.poll(timeout):
            raise TimeoutError(f"the bot's process did not answer within {timeout} s")
        return self.conn.recv()

    async def ask(self, command: str | None, timeout: float = 60.0) -> Any:
        """Send ``command`` (None: only listen) and wait for the answer without blocking the
        loop, which serves the fake Discord the bot is talking to."""
        if command is not None:
            self.conn.send(command)
        return await asyncio.to_thread(self._receive, timeout)

    async def close(self) -> None:
        try:
            if self.process.is_alive():
                answer = await self.ask("close", timeout=30)
                assert answer == "closed", answer
        finally:
            await asyncio.to_thread(self.process.join, 15)
            if self.process.is_alive():
                print("the bot's process did not exit: terminating it")
                self.process.terminate()
                await asyncio.to_thread(self.process.join, 5)
            self.conn.close()

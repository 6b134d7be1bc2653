"""Starting and stopping the sandbox: the local Discord, the real bot logged in to it (the
same `create_bot` as `tabula run`) and the web page, all in this process's event loop."""

from __future__ import annotations

import asyncio
import contextlib
import secrets
import socket
from pathlib import Path
from typing import Any

from aiohttp import web
from pydantic import SecretStr

from bot.bot import TabulaBot, create_bot
from bot.localdiscord.error_log import collecting_errors
from bot.localdiscord.server import FakeDiscord
from bot.sandbox.activity import ActivityLauncher
from bot.sandbox.web import make_app
from bot.sandbox.world import make_world
from bot.settings import Settings

# The local Discord accepts any token; this one only says where it comes from.
SANDBOX_TOKEN = "sandbox-token"
HOST = "127.0.0.1"
# The local Discord sends every guild with READY: discord.py's wait for more (2 s by default,
# for Discord's) would only hold the page back.
GUILD_READY_TIMEOUT = 0.05
# The bot's first connection: logging in, syncing its commands, warming its renderers.
READY_TIMEOUT = 120.0


class Sandbox:
    """`async with Sandbox(settings, port=0) as sandbox:` runs everything until the block
    ends; `sandbox.url` is the page, `sandbox.fake` the local Discord, `sandbox.bot` the bot."""

    def __init__(self, settings: Settings, *, port: int = 0, **bot_options: Any) -> None:
        self.settings = settings.model_copy(
            # commands are synced globally, the way a real deployment does it
            update={"discord_token": None, "dev_guild_id": None}
        )
        self.port = port
        self.bot_options = {"guild_ready_timeout": GUILD_READY_TIMEOUT, **bot_options}
        self.fake: FakeDiscord = make_world()
        self._bot: TabulaBot | None = None
        self._bot_task: asyncio.Task[None] | None = None
        self._runner: web.AppRunner | None = None
        self._errors = contextlib.ExitStack()

    @property
    def bot(self) -> TabulaBot:
        assert self._bot is not None, "the sandbox is not running"
        return self._bot

    @property
    def url(self) -> str:
        return f"http://{HOST}:{self.port}/"

    @property
    def web_url(self) -> str | None:
        """The bot's own table pages (``bot.web``), where the "Open the table" buttons lead."""
        return self.settings.web_url if self.settings.web_on else None

    def _serve_activity(self) -> None:
        """The bot's Discord Activity, as the local Discord's application: the page frames it
        (so its port is chosen now, for the Activity's frame-ancestors) and stands in for the
        Discord client around it."""
        if self.port == 0:
            self.port = free_port()
        self.fake.enable_activities()
        origins = " ".join(f"http://{name}:{self.port}" for name in (HOST, "localhost"))
        self.settings = self.settings.model_copy(
            update={
                "discord_client_id": str(self.fake.application_id),
                "discord_client_secret": SecretStr(self.fake.oauth.client_secret),
                "activity_frame_origins": origins,
            }
        )

    def _activity(self) -> ActivityLauncher | None:
        web = self.bot.web
        if web is None or web.activity is None or self.settings.web_url is None:
            return None
        return ActivityLauncher(self.fake, self.settings.web_url, web.activity.table_for)

    def _serve_tables(self) -> None:
        """The table pages at a free local port, unless the settings name one: the board's
        "Open the table" button works here as in a deployment."""
        if self.settings.web_on:
            return
        port = free_port()
        self.settings = self.settings.model_copy(
            update={
                "web_url": f"http://{HOST}:{port}",
                "web_port": port,
                "web_bind": HOST,
                "web_secret": SecretStr(secrets.token_urlsafe(32)),
            }
        )

    async def start(self) -> None:
        self._serve_tables()
        self._serve_activity()
        # redirects discord.py's REST base and gateway URL to the local Discord
        await self.fake.start()
        # what discord.py and the bot log at ERROR is shown on the page as a warning
        self._errors.enter_context(collecting_errors(self.fake))
        bot = create_bot(self.settings, **self.bot_options)
        self._bot = bot
        self._bot_task = asyncio.create_task(bot.start(SANDBOX_TOKEN), name="sandbox-bot")
        try:
            await self.fake.wait_until(
                lambda: bot.is_ready() or self._bot_task is None or self._bot_task.done(),
                timeout=READY_TIMEOUT,
                what="the bot to log in to the local Discord",
            )
            if self._bot_task.done():
                await self._bot_task  # raises what stopped it
                raise RuntimeError("the bot stopped before it was ready")
            self._runner = web.AppRunner(
                make_app(self.fake, bind_host=HOST, activity=self._activity()),
                access_log=None,
                shutdown_timeout=5,
            )
            await self._runner.setup()
            await web.TCPSite(self._runner, HOST, self.port).start()
            self.port = int(self._runner.addresses[0][1])
        except BaseException:
            await self.stop()
            raise

    async def stop(self) -> None:
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None
        bot, task = self._bot, self._bot_task
        self._bot_task = None
        if bot is not None:
            await bot.close()
        if task is not None:
            await task
        await self.fake.stop()
        self._errors.close()

    async def __aenter__(self) -> Sandbox:
        await self.start()
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.stop()


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind((HOST, 0))
        return int(probe.getsockname()[1])


def sandbox_settings(database: Path) -> Settings:
    """The bot's settings from the environment and .env, on the sandbox's own database."""
    return Settings(database_path=database)

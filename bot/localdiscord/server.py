"""FakeDiscord: an aiohttp server on 127.0.0.1 speaking enough of Discord's REST API and
gateway for an unmodified discord.py client, keeping state the way Discord does and
enforcing the rules that bite in production (see README.md).

`FakeDiscord` is the shared state (world.py) that a test builds, plus the parts that work
on it, each holding the world: the message store (messages.py), the fault injector
(faults.py), the watcher (watching.py), the interaction starter (interactions.py); its
HTTP routes are in rest.py and callbacks.py, its websocket in gateway.py. It hands the
parts' test-facing methods on under its own name, so a test talks to one object.
"""

from __future__ import annotations

import asyncio

import discord
import yarl
from aiohttp import web

from bot.localdiscord.actor_context import ActorContext
from bot.localdiscord.actors import Actor
from bot.localdiscord.callbacks import InteractionApi
from bot.localdiscord.faults import FaultInjector
from bot.localdiscord.interactions import InteractionStarter
from bot.localdiscord.messages import MessageStore
from bot.localdiscord.oauth import OAuth
from bot.localdiscord.rest import RestApi
from bot.localdiscord.server_errors import ANY
from bot.localdiscord.state import Guild, User, snowflake
from bot.localdiscord.watching import Watcher
from bot.localdiscord.wire import API
from bot.localdiscord.world import World


class FakeDiscord(World):
    """One guild with text channels, members, DMs, a bot application and its interactions."""

    def __init__(
        self,
        *,
        guild_name: str = "Tabula Test",
        channels: tuple[str, ...] = ("general",),
        bot_name: str = "Tabula",
        shard_count: int = 1,
        ack_deadline: float = 3.0,
        followup_window: float = 15 * 60.0,
    ) -> None:
        super().__init__(
            guild_name=guild_name,
            channels=channels,
            bot_name=bot_name,
            shard_count=shard_count,
            ack_deadline=ack_deadline,
            followup_window=followup_window,
        )
        self.store = MessageStore(self)
        self.faults = FaultInjector(self)
        self.watcher = Watcher(self)
        self.starter = InteractionStarter(self)
        self.oauth = OAuth(self)
        self.actors: dict[int, Actor] = {}
        self._runner: web.AppRunner | None = None
        self._saved_redirect: tuple[str, yarl.URL] | None = None
        # What tests call on the fake itself.
        self.fail = self.faults.fail
        self.fail_any = self.faults.fail_any
        self.stop_failing = self.faults.stop_failing
        self.rate_limit = self.faults.rate_limit
        self.deny = self.faults.deny
        self.allow = self.faults.allow
        self.delete_message = self.faults.delete_message
        self.delete_channel = self.faults.delete_channel
        self.expire = self.faults.expire
        self.next_change = self.watcher.next_change
        self.wait_until = self.watcher.wait_until
        self.reply = self.watcher.reply
        self.wait_for_bot = self.watcher.wait_for_bot
        self.channel_log = self.watcher.channel_log
        self.visible_messages = self.watcher.visible_messages
        self.transcript = self.watcher.transcript
        self.describe = self.watcher.describe
        self.repeated_rate_limits = self.watcher.repeated_rate_limits
        self.mention_violations = self.watcher.mention_violations
        self.take_violations = self.watcher.take_violations
        self.take_client_errors = self.watcher.take_client_errors
        self.take_bot_errors = self.watcher.take_bot_errors
        self.rule_report = self.watcher.rule_report
        self.assert_clean = self.watcher.assert_clean

    async def start(self) -> None:
        """Listen on a free port of 127.0.0.1 and point discord.py at it."""
        rest = RestApi(self, self.store, self.faults, self.oauth)
        app = web.Application(middlewares=[rest.middleware], client_max_size=64 * 1024 * 1024)
        rest.add_routes(app)
        self.oauth.add_routes(app)
        InteractionApi(self, self.store, self.faults).add_routes(app)
        self.route_templates = {
            r.canonical.removeprefix(API) for r in app.router.resources() if r.canonical
        }
        for rule in self.rate_limit_rules:
            self.faults.check_route(rule.route)
        for fault in self.server_error_rules:
            if fault.route != ANY:
                self.faults.check_route(fault.route)
        self._runner = web.AppRunner(app, handle_signals=False, access_log=None)
        await self._runner.setup()
        await web.TCPSite(self._runner, "127.0.0.1", 0).start()
        self.port = int(self._runner.addresses[0][1])
        self.changed = asyncio.Event()
        self._saved_redirect = (
            discord.http.Route.BASE,
            discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY,
        )
        discord.http.Route.BASE = self.api_base
        discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(self.gateway_url)

    async def stop(self) -> None:
        await self.gateway.close_all()
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None
        if self._saved_redirect is not None:
            discord.http.Route.BASE, discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = (
                self._saved_redirect
            )
            self._saved_redirect = None

    def user(
        self,
        name: str,
        *,
        dms_open: bool = True,
        manages_channels: bool = False,
        guild: Guild | None = None,
        locale: str | None = None,
    ) -> Actor:
        """The member called `name` (created on first use) as an actor: of the first guild,
        or of `guild` (an existing user joins it too). `locale`: their Discord's language
        (en-US unless given; given for an existing user, it changes theirs)."""
        home = guild or self.guild
        actor = next((a for a in self.actors.values() if a.user.name == name), None)
        if actor is None:
            user = User(snowflake(), name, dms_open=dms_open, manages_channels=manages_channels)
            self.users[user.id] = user
            actor = Actor(ActorContext(self, self.watcher, self.starter, user))
            self.actors[user.id] = actor
        if locale is not None:
            actor.user.locale = locale
        if actor.user not in home.members:
            home.members.append(actor.user)
        return actor

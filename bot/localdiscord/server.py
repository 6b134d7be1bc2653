"""FakeDiscord: an aiohttp server on 127.0.0.1 speaking enough of Discord's REST API and
gateway for an unmodified discord.py client, keeping state the way Discord does and
enforcing the rules that bite in production (see README.md).

The class is put together from one mixin per concern over the shared state (world.py):
interactions.py, messages.py, faults.py, watching.py; its HTTP routes are in rest.py and
callbacks.py, its websocket in gateway.py.
"""

from __future__ import annotations

import asyncio

import discord
import yarl
from aiohttp import web

from bot.localdiscord.actors import Actor
from bot.localdiscord.callbacks import InteractionApi
from bot.localdiscord.faults import Faults
from bot.localdiscord.interactions import Interactions
from bot.localdiscord.messages import Messages
from bot.localdiscord.rest import RestApi
from bot.localdiscord.server_errors import ANY
from bot.localdiscord.state import Guild, User, snowflake
from bot.localdiscord.watching import Watching
from bot.localdiscord.wire import API


class FakeDiscord(Interactions, Messages, Faults, Watching):
    """One guild with text channels, members, DMs, a bot application and its interactions."""

    async def start(self) -> None:
        """Listen on a free port of 127.0.0.1 and point discord.py at it."""
        rest = RestApi(self)
        app = web.Application(middlewares=[rest.middleware], client_max_size=64 * 1024 * 1024)
        rest.add_routes(app)
        InteractionApi(self).add_routes(app)
        self.route_templates = {
            r.canonical.removeprefix(API) for r in app.router.resources() if r.canonical
        }
        for rule in self.rate_limit_rules:
            self._check_route(rule.route)
        for fault in self.server_error_rules:
            if fault.route != ANY:
                self._check_route(fault.route)
        self._runner = web.AppRunner(app, handle_signals=False, access_log=None)
        await self._runner.setup()
        await web.TCPSite(self._runner, "127.0.0.1", 0).start()
        self.port = int(self._runner.addresses[0][1])
        self._changed = asyncio.Event()
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

    # Here rather than in world.py: an Actor acts through the whole FakeDiscord.
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
            actor = Actor(self, user)
            self.actors[user.id] = actor
        if locale is not None:
            actor.user.locale = locale
        if actor.user not in home.members:
            home.members.append(actor.user)
        return actor

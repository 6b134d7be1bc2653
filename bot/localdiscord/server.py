"""FakeDiscord: an aiohttp server on 127.0.0.1 speaking enough of Discord's REST API and
gateway for an unmodified discord.py client, keeping state the way Discord does and
enforcing the rules that bite in production (see README.md).
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import secrets
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, TypeVar

import discord
import yarl
from aiohttp import web

from bot.localdiscord import limits, permissions
from bot.localdiscord.callbacks import InteractionApi
from bot.localdiscord.command_rules import command_problems
from bot.localdiscord.gateway import Gateway
from bot.localdiscord.mentions import MentionRecord, mention_text, unsafe_pings
from bot.localdiscord.rate_limits import OLD_MESSAGE_AGE, RateLimiter, RateLimitHit
from bot.localdiscord.rest import RestApi
from bot.localdiscord.server_errors import (
    ANY,
    SERVER_ERROR_STATUSES,
    ServerErrorRule,
)
from bot.localdiscord.state import (
    DM_CHANNEL,
    EPHEMERAL,
    LOADING,
    PRIVATE_THREAD,
    TEXT_CHANNEL,
    Attachment,
    Channel,
    Clock,
    Guild,
    Interaction,
    Json,
    Message,
    User,
    Violation,
    iso_now,
    snowflake,
)
from bot.localdiscord.wire import API, VIA, Reject, UploadedFile, error, json_response

if TYPE_CHECKING:
    from bot.localdiscord.actors import Actor

# Message flags a bot may set: ephemeral, suppress embeds, silent, components v2.
KEPT_FLAGS = EPHEMERAL | (1 << 2) | (1 << 12) | limits.COMPONENTS_V2
T = TypeVar("T")
# How long every wait helper waits at most (they wake on each change, so a passing test
# never waits this long): generous, so that the suite passes on a machine whose cores are
# busy. Set FAKE_DISCORD_WAIT_TIMEOUT, or `fake.wait_timeout` in a test.
DEFAULT_WAIT_TIMEOUT = float(os.environ.get("FAKE_DISCORD_WAIT_TIMEOUT", "30"))
# Discord's rate-limit windows run this much faster in the fake (5 s -> 0.25 s), so tests
# stay fast yet the bot still has to obey the headers. 1.0 is Discord's real time.
DEFAULT_RATE_LIMIT_TIME_SCALE = float(os.environ.get("FAKE_DISCORD_RATE_LIMIT_SCALE", "0.05"))
# discord.py sleeps 1, 3, 5, 7, 9 s between retries of a 5xx (25 s for a request that
# never succeeds); in the fake's tests those sleeps last this fraction (0.25 s in all).
DEFAULT_SERVER_ERROR_BACKOFF_SCALE = 0.01
# What the bot may do in a channel nobody took anything from (app_permissions).
APP_PERMISSIONS = 2248473465835073


@dataclass
class RateLimitRule:
    method: str
    route: str  # aiohttp template below /api/v10, e.g. "/channels/{channel_id}/messages"
    times: int
    retry_after: float
    is_global: bool = False


class FakeDiscord:
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
        self.clock = Clock()
        self.wait_timeout = DEFAULT_WAIT_TIMEOUT
        self.rate_limit_time_scale = DEFAULT_RATE_LIMIT_TIME_SCALE
        self.limiter = RateLimiter(self.clock, lambda: self.rate_limit_time_scale)
        # Off by default while the bot is being fixed: unsafe pings are listed by
        # mention_violations(); True makes each one a Violation that fails the test.
        self.require_allowed_mentions = False
        self.mention_log: list[MentionRecord] = []
        self.ack_deadline = ack_deadline
        self.followup_window = followup_window
        self.shard_count = shard_count
        self.bot = User(snowflake(), bot_name, bot=True)
        self.application_id = snowflake()
        self.guild = Guild(snowflake(), guild_name)
        self.guilds: list[Guild] = [self.guild]
        self.channels: dict[int, Channel] = {}
        self.users: dict[int, User] = {}
        self.actors: dict[int, Actor] = {}
        self.messages: dict[int, Message] = {}
        self.interactions: dict[int, Interaction] = {}
        self.interactions_by_token: dict[str, Interaction] = {}
        self.dm_channels: dict[int, Channel] = {}
        self.global_commands: list[Json] | None = None
        self.guild_commands: dict[int, list[Json]] = {}
        self.command_syncs = 0
        self.violations: list[Violation] = []
        self.unknown_routes: list[str] = []
        self.requests: list[str] = []
        self.rate_limit_rules: list[RateLimitRule] = []
        self.route_templates: set[str] = set()
        self.rate_limited: list[str] = []  # every request answered 429
        self.dm_refusals: list[str] = []
        self.client_errors: list[str] = []  # filled by harness.run_client
        # ERROR records of the bot's own loggers (error_log.BOT_LOGGERS), also filled by run_client:
        # reported with the transcript, but no test failure by themselves.
        self.bot_errors: list[str] = []
        self.server_error_rules: list[ServerErrorRule] = []
        self.server_error_backoff_scale = DEFAULT_SERVER_ERROR_BACKOFF_SCALE
        # Every request answered with a fault a test injected: 5xx, denied permission,
        # deleted channel or message, expired token ("POST /api/... -> 403 50013 ...").
        self.injected_faults: list[str] = []
        self.deleted_channels: list[Channel] = []
        self._events: set[asyncio.Task[int]] = set()
        self.port = 0
        self._runner: web.AppRunner | None = None
        self._changed: asyncio.Event | None = None
        self.version = 0  # counts changes, so a watcher knows whether it missed one
        self._saved_redirect: tuple[str, yarl.URL] | None = None
        self.gateway = Gateway(
            bot=lambda: self.bot,
            guilds=lambda: self.guilds,
            application_id=self.application_id,
            url=lambda: self.gateway_url,
            on_change=self.touch,
        )
        for name in channels:
            self.add_channel(name)

    # ------------------------------------------------------------------ lifecycle

    @property
    def http_base(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    @property
    def api_base(self) -> str:
        return self.http_base + API

    @property
    def gateway_url(self) -> str:
        return f"ws://127.0.0.1:{self.port}/gateway"

    async def start(self) -> None:
        """Listen on a free port of 127.0.0.1 and point discord.py at it."""
        rest = _CheckedRestApi(self)
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

    # ------------------------------------------------------------------ waiting

    def touch(self) -> None:
        """Wake every waiter: something in the fake changed."""
        self.version += 1
        if self._changed is not None:
            self._changed.set()
            self._changed = asyncio.Event()

    async def next_change(self, seen: int, *, timeout: float) -> int:
        """The change count once it is past `seen` (at once if it already is), or as it
        stands after `timeout` seconds without a change."""
        if self.version == seen and self._changed is not None:
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._changed.wait(), timeout)
        return self.version

    async def wait_until(
        self, predicate: Callable[[], T | None], *, timeout: float | None = None, what: str = ""
    ) -> T:
        """Return the first truthy value of `predicate()`, re-checked on every change
        (and twice a second, for the fake's clock), for at most `fake.wait_timeout`."""
        timeout = self.wait_timeout if timeout is None else timeout
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        while True:
            value = predicate()
            if value:
                return value
            remaining = deadline - loop.time()
            if remaining <= 0:
                raise AssertionError(
                    f"timed out after {timeout}s waiting for {what or predicate}\n"
                    + self.transcript()
                )
            event = self._changed
            assert event is not None, "the fake is not started"
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(event.wait(), min(remaining, 0.5))

    async def reply(self, it: Interaction, *, timeout: float | None = None) -> Message:
        """What the user ends up seeing for an interaction: the finished response message
        (after a "thinking" defer: once filled in), else the first followup, else (for a
        button answered by updating its message) that message once edited."""

        def settled() -> Message | None:
            done = [m for m in it.messages() if not m.loading]
            if done:
                return done[0]
            if it.ack_type == 7 and it.message is not None:
                return it.message
            if (
                it.ack_type == 6
                and it.message is not None
                and it.message.edits > it.message_edits_before
            ):
                return it.message
            return None

        return await self.wait_until(settled, timeout=timeout, what=f"the reply to {it.summary}")

    async def wait_for_bot(self, *, timeout: float | None = None) -> None:
        """Until a client has identified and holds a gateway session."""
        await self.wait_until(
            lambda: bool(self.gateway.connected_sessions()), timeout=timeout, what="a bot"
        )

    # ------------------------------------------------------------------ world building

    def add_channel(self, name: str, *, guild: Guild | None = None) -> Channel:
        home = guild or self.guild
        channel = Channel(snowflake(), name, TEXT_CHANNEL, guild_id=home.id)
        self.channels[channel.id] = channel
        home.channels.append(channel)
        return channel

    def channel(self, name_or_id: str | int, *, guild: Guild | None = None) -> Channel:
        """A channel by name or id (by name: the first guild's first, unless `guild`)."""
        for channel in self.channels.values():
            if guild is not None and channel.guild_id != guild.id:
                continue
            if name_or_id in (channel.name, channel.id):
                return channel
        raise KeyError(f"no channel {name_or_id!r}")

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
        from bot.localdiscord.actors import Actor

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

    def add_guild(
        self,
        name: str,
        *,
        channels: tuple[str, ...] = ("general",),
        preferred_locale: str = "en-US",
    ) -> Guild:
        """A second (third, ...) guild with its own channels; members join it with
        `fake.user(name, guild=...)`. A connected bot gets its GUILD_CREATE."""
        guild = Guild(snowflake(), name, preferred_locale=preferred_locale)
        self.guilds.append(guild)
        for channel in channels:
            self.add_channel(channel, guild=guild)
        self._send_event("GUILD_CREATE", guild.payload(self.bot), guild.id)
        return guild

    def set_preferred_locale(self, locale: str, guild: Guild | None = None) -> None:
        """A moderator changes the server's language (the first guild's, or `guild`'s); a
        connected bot gets the GUILD_UPDATE Discord sends."""
        home = guild or self.guild
        home.preferred_locale = locale
        self._send_event("GUILD_UPDATE", home.payload(self.bot, member_list=False), home.id)

    def guild_by_id(self, guild_id: int | str | None) -> Guild | None:
        return next((g for g in self.guilds if str(g.id) == str(guild_id)), None)

    def _send_event(self, event: str, data: Json, guild_id: int | None) -> asyncio.Task[int]:
        """Dispatch in the background, so that world building stays synchronous; await
        the task to know the connected clients have been sent the event."""
        task = asyncio.get_running_loop().create_task(
            self.gateway.dispatch(event, data, guild_id), name=f"fake-{event}"
        )
        self._events.add(task)  # a task nobody refers to may be collected
        task.add_done_callback(self._events.discard)
        return task

    # ------------------------------------------------------------------ injected faults

    def fail(
        self,
        method: str,
        route: str,
        *,
        status: int = 500,
        times: int | None = 1,
        channel: Channel | str | int | None = None,
        applied: bool = False,
    ) -> ServerErrorRule:
        """Answer the next `times` matching requests (None: until `stop_failing()`) with
        `status` (500, 502, 503, 504) and the body Discord's edge sends. `route` is a
        template as in rest.py / callbacks.py; `channel` keeps to requests about that
        channel (interaction routes: the interaction's channel). With `applied` the
        request still takes effect, only the answer is lost (discord.py may then repeat
        it). discord.py retries some of these: see server_errors.py."""
        if status not in SERVER_ERROR_STATUSES:
            raise ValueError(f"status {status}: one of {SERVER_ERROR_STATUSES}")
        if route != ANY and self.route_templates:
            self._check_route(route)
        target = None
        if channel is not None:
            target = (channel if isinstance(channel, Channel) else self.channel(channel)).id
        rule = ServerErrorRule(method.upper(), route, status, times, target, applied)
        self.server_error_rules.append(rule)
        return rule

    def fail_any(
        self,
        *,
        status: int = 500,
        times: int | None = 1,
        channel: Channel | str | int | None = None,
        applied: bool = False,
    ) -> ServerErrorRule:
        """`fail` for every route (of one channel, with `channel`)."""
        return self.fail(ANY, ANY, status=status, times=times, channel=channel, applied=applied)

    def stop_failing(self) -> None:
        """Discord is well again: forget every `fail` rule."""
        self.server_error_rules.clear()

    def deny(
        self, channel: Channel | str | int, *names: str, everyone: bool = False
    ) -> asyncio.Task[int]:
        """Take permissions (permissions.PERMISSIONS) from the bot in `channel` (and its
        threads), or with `everyone` from @everyone (attach_files, embed_links: what
        interaction responses need). Clients get the CHANNEL_UPDATE; await to be sure."""
        return self._set_denied(channel, names, everyone=everyone, denied=True)

    def allow(
        self, channel: Channel | str | int, *names: str, everyone: bool = False
    ) -> asyncio.Task[int]:
        """Give back what `deny` took."""
        return self._set_denied(channel, names, everyone=everyone, denied=False)

    def _set_denied(
        self, channel: Channel | str | int, names: tuple[str, ...], *, everyone: bool, denied: bool
    ) -> asyncio.Task[int]:
        ch = channel if isinstance(channel, Channel) else self.channel(channel)
        permissions.check_names(ch, names, everyone=everyone)
        target = ch.everyone_denied if everyone else ch.denied
        if denied:
            target.update(names)
        else:
            target.difference_update(names)
        assert ch.guild_id is not None
        ch.overwrites = permissions.overwrites(ch, ch.guild_id, self.bot.id)
        self.touch()
        return self._send_event("CHANNEL_UPDATE", ch.payload(), ch.guild_id)

    def parent_of(self, channel: Channel) -> Channel | None:
        return self.channels.get(channel.parent_id) if channel.parent_id is not None else None

    def delete_message(self, message: Message) -> None:
        """A moderator deletes it: no event (the bot has no message intents); requests
        for it answer 404 / 10008 Unknown Message."""
        self.messages.get(message.id, message).deleted = True
        self.touch()

    def delete_channel(self, channel: Channel | str | int) -> asyncio.Task[int]:
        """A moderator deletes a channel (with its threads) or a thread: CHANNEL_DELETE or
        THREAD_DELETE to the guild's shards; requests for it answer 404 / 10003."""
        ch = channel if isinstance(channel, Channel) else self.channel(channel)
        if ch.guild_id is None:
            raise ValueError("a DM channel cannot be deleted by a moderator")
        guild = self.guild_by_id(ch.guild_id)
        assert guild is not None
        gone = [ch, *(c for c in self.channels.values() if c.parent_id == ch.id)]
        for dead in gone:
            self.channels.pop(dead.id, None)
            guild.channels.remove(dead)
            self.deleted_channels.append(dead)
        self.touch()
        if ch.is_thread:
            data: Json = {
                "id": str(ch.id),
                "guild_id": str(ch.guild_id),
                "parent_id": str(ch.parent_id),
                "type": ch.type,
            }
            return self._send_event("THREAD_DELETE", data, ch.guild_id)
        return self._send_event("CHANNEL_DELETE", ch.payload(), ch.guild_id)

    def expire(self, interaction: Interaction) -> None:
        """Its token stops working, as 15 minutes after the interaction: followups and
        `@original` answer 401 / 50027, a first answer 404 / 10062. Unlike a bot that
        waited past the window (`fake.clock`), this is no violation."""
        interaction.expired = True
        self.touch()

    def refuse(self, request: str, status: int, code: int, message: str, why: str) -> Reject:
        """The error answer to a fault a test injected, recorded in `injected_faults`."""
        self.injected_faults.append(f"{request} -> {status} {code} {message} ({why})")
        self.touch()
        return Reject(error(status, code, message))

    def channel_of_interaction(self, it: Interaction) -> Channel | None:
        """The interaction's channel while it exists (None once deleted)."""
        ch = it.channel
        if ch.type == DM_CHANNEL or ch.id in self.channels:
            return ch
        return None

    def rate_limit(
        self, method: str, route: str, *, times: int = 1, retry_after: float = 0.05
    ) -> None:
        """Answer the next `times` requests to `route` with 429 (Discord's retry headers)."""
        if self.route_templates:
            self._check_route(route)
        self.rate_limit_rules.append(RateLimitRule(method.upper(), route, times, retry_after))

    @property
    def rate_limit_hits(self) -> list[RateLimitHit]:
        """Every 429 with its bucket, scope and retry_after (`rate_limited` has the lines)."""
        return self.limiter.hits

    def repeated_rate_limits(self) -> list[RateLimitHit]:
        """429s on a bucket that had already answered 429 in the same window: the client
        did not wait as told (each one counts towards Discord's Cloudflare ban)."""
        return [hit for hit in self.limiter.hits if hit.repeated]

    def limit_old_message_edit(self, message: Message, request: str) -> None:
        """Discord's sub-limit on editing messages older than an hour: 429 / 30046."""
        if self.clock() - message.created_at <= OLD_MESSAGE_AGE:
            return
        limited = self.limiter.take_old_message_edit(request, message.channel_id)
        if limited is not None:
            self.rate_limited.append(request)
            self.touch()
            headers = {**limited.headers, "Via": VIA}
            raise Reject(json_response(limited.body, limited.status, headers))

    def mention_violations(self) -> list[MentionRecord]:
        """Messages the bot sent or edited that would ping someone it did not list in
        `allowed_mentions.users` (@everyone/@here, a role, an unlisted user)."""
        return [record for record in self.mention_log if record.problems]

    def _check_route(self, route: str) -> None:
        if route not in self.route_templates:
            raise ValueError(f"no route {route!r}; known: {sorted(self.route_templates)}")

    def take_violations(self) -> list[Violation]:
        """Return and forget the recorded violations (for tests that provoke them)."""
        taken, self.violations = self.violations, []
        return taken

    def take_client_errors(self) -> list[str]:
        """Return and forget what discord.py logged at ERROR."""
        taken, self.client_errors = self.client_errors, []
        return taken

    def take_bot_errors(self) -> list[str]:
        """Return and forget what the bot's own loggers logged at ERROR."""
        taken, self.bot_errors = self.bot_errors, []
        return taken

    def rule_report(self, *, bot_errors: bool = False) -> str:
        """Everything that fails a test: broken Discord rules, unknown routes, errors
        discord.py logged (with `bot_errors`, the bot's own ERROR records too)."""
        lines = [str(v) for v in self.violations]
        lines += [f"unknown route {r}" for r in self.unknown_routes]
        lines += [f"client error: {e}" for e in self.client_errors]
        if bot_errors:
            lines += [f"bot error: {e}" for e in self.bot_errors]
        return "\n".join(lines)

    def assert_clean(self, *, bot_errors: bool = False) -> None:
        """At the end of a test: no violations, unknown routes or client errors (and,
        with `bot_errors=True`, nothing the bot logged at ERROR)."""
        report = self.rule_report(bot_errors=bot_errors)
        if report:
            raise AssertionError(f"the fake recorded problems:\n{report}\n\n{self.transcript()}")

    def violate(self, code: int, rule: str, detail: str) -> None:
        self.violations.append(Violation(code, rule, detail))
        self.touch()

    # ------------------------------------------------------------------ what people see

    def channel_log(self, channel: Channel | str | int) -> list[Message]:
        """What a spectator sees: live, non-ephemeral messages, oldest first."""
        ch = channel if isinstance(channel, Channel) else self.channel(channel)
        return [m for m in ch.live_messages() if m.visible_to is None]

    def visible_messages(self, user: User, channel: Channel) -> list[Message]:
        if channel.type == PRIVATE_THREAD and user.id not in channel.member_ids:
            return []
        if channel.type == DM_CHANNEL and channel.recipient is not user:
            return []
        return [m for m in channel.live_messages() if m.visible_to in (None, user.id)]

    def transcript(self, channel: Channel | str | int | None = None) -> str:
        """Every channel (or one) as readable text for failure messages: what players did
        ("> Bob: click 'Join' -> 7") and the messages as they are now, in order."""
        if channel is None:
            chans = [*self.channels.values(), *self.dm_channels.values()]
        else:
            chans = [channel if isinstance(channel, Channel) else self.channel(channel)]
        out = []
        for ch in chans:
            actions = [it for it in self.interactions.values() if it.channel is ch]
            messages = ch.live_messages()
            if channel is None and not messages and not actions:
                continue
            out.append(f"--- {self.channel_label(ch)} ---")
            timeline: list[tuple[int, str]] = [(m.id, self._describe(m)) for m in messages]
            timeline += [(it.id, self._describe_action(it)) for it in actions]
            out += [text for _, text in sorted(timeline)]
        for title, lines in (
            ("violations", [str(v) for v in self.violations]),
            ("unknown routes", self.unknown_routes),
            ("client errors", self.client_errors),
            ("bot errors", self.bot_errors),
            ("injected faults", self.injected_faults),
        ):
            if lines:
                out.append(f"--- {title} ---")
                out += lines
        return "\n".join(out)

    @staticmethod
    def channel_label(channel: Channel) -> str:
        return f"DM with {channel.recipient.name}" if channel.recipient else f"#{channel.name}"

    def _describe(self, message: Message) -> str:
        text = message.describe()
        if message.visible_to is not None:
            name = self.users[message.visible_to].name
            text = text.replace(f"ephemeral to {message.visible_to}", f"only {name} sees this")
        return text

    @staticmethod
    def _describe_action(it: Interaction) -> str:
        if it.ack_type is not None:
            outcome = f"answered with type {it.ack_type}"
        elif it.errors:
            outcome = "failed: " + ", ".join(it.errors)
        else:
            outcome = "not answered yet"
        return f"> {it.summary} ({outcome})"

    # ------------------------------------------------------------------ interactions

    async def start_interaction(
        self,
        user: User,
        channel: Channel,
        kind: int,
        data: Json,
        summary: str,
        message: Message | None = None,
        *,
        guild: Guild | None = None,
    ) -> Interaction:
        """Send an interaction from `user` in `channel` (and, when forged, claiming to
        come from `guild`, whatever the channel's guild)."""
        interaction = Interaction(
            id=snowflake(),
            token="itoken-" + secrets.token_urlsafe(24),
            type=kind,
            user=user,
            channel=channel,
            created_at=self.clock(),
            summary=summary,
            message=message,
            message_edits_before=message.edits if message is not None else 0,
        )
        self.interactions[interaction.id] = interaction
        self.interactions_by_token[interaction.token] = interaction
        guild_id = guild.id if guild is not None else channel.guild_id
        payload = self._interaction_payload(interaction, data, guild_id)
        delivered = await self.gateway.dispatch("INTERACTION_CREATE", payload, guild_id)
        if not delivered:
            interaction.errors.append("no bot connected to receive it")
        self.touch()
        return interaction

    def _interaction_payload(self, it: Interaction, data: Json, guild_id: int | None) -> Json:
        payload: Json = {
            "id": str(it.id),
            "application_id": str(self.application_id),
            "type": it.type,
            "data": data,
            "token": it.token,
            "version": 1,
            "locale": it.user.locale,
            "app_permissions": permissions.app_permissions(
                it.channel, self.parent_of(it.channel), APP_PERMISSIONS
            ),
            "attachment_size_limit": limits.FILE_SIZE_MAX,
            "entitlements": [],
            "channel_id": str(it.channel.id),
            "channel": it.channel.payload(),
        }
        if guild_id is not None:
            payload["guild_id"] = str(guild_id)
            guild = self.guild_by_id(guild_id)
            # a forged interaction may name a guild the fake does not know
            payload["guild_locale"] = guild.preferred_locale if guild is not None else "en-US"
            payload["member"] = it.user.member_payload()
            payload["context"] = 0
            payload["authorizing_integration_owners"] = {"0": str(guild_id)}
        else:
            payload["user"] = it.user.payload()
            payload["context"] = 1
            payload["authorizing_integration_owners"] = {"0": "0"}
        if it.message is not None:
            payload["message"] = it.message.payload()
        return payload

    # ------------------------------------------------------------------ messages

    def attachments_after(
        self, channel: Channel, payload: Json, files: list[UploadedFile], existing: list[Attachment]
    ) -> list[Attachment]:
        """Apply Discord's rule: `attachments` lists what stays, by old id or new file index."""
        uploaded = {f.index: f for f in files}
        spec = payload.get("attachments")
        if spec is None:
            return existing + [self._new_attachment(channel, f, None) for f in files]
        kept = {str(a.id): a for a in existing}
        out: list[Attachment] = []
        for entry in spec:
            key = str(entry.get("id"))
            if key in kept:
                out.append(kept[key])
            elif key.isdigit() and int(key) in uploaded:
                out.append(self._new_attachment(channel, uploaded[int(key)], entry))
        return out

    def _new_attachment(self, channel: Channel, f: UploadedFile, entry: Json | None) -> Attachment:
        attachment_id = snowflake()
        filename = (entry or {}).get("filename") or f.filename
        return Attachment(
            id=attachment_id,
            filename=filename,
            data=f.data,
            content_type=f.content_type,
            url=f"{self.http_base}/attachments/{channel.id}/{attachment_id}/{filename}",
            description=(entry or {}).get("description"),
        )

    def create_message(
        self,
        channel: Channel,
        payload: Json,
        files: list[UploadedFile],
        *,
        author: User | None = None,
        visible_to: int | None = None,
        interaction_id: int | None = None,
        message_type: int = 0,
        extra_flags: int = 0,
        via_interaction: bool = False,
    ) -> Message:
        message = Message(
            id=snowflake(),
            channel_id=channel.id,
            author=author or self.bot,
            content=str(payload.get("content") or ""),
            embeds=list(payload.get("embeds") or []),
            components=list(payload.get("components") or []),
            flags=(int(payload.get("flags") or 0) & KEPT_FLAGS) | extra_flags,
            visible_to=visible_to,
            interaction_id=interaction_id,
            type=message_type,
            guild_id=channel.guild_id,
            created_at=self.clock(),
            allowed_mentions=payload.get("allowed_mentions"),
            via_interaction=via_interaction,
        )
        if visible_to is None:
            message.flags &= ~EPHEMERAL
        message.attachments = self.attachments_after(channel, payload, files, [])
        channel.messages.append(message)
        self.messages[message.id] = message
        if message.author is self.bot:
            self._record_mentions(message, "send", payload)
        self.touch()
        return message

    def edit_message(
        self,
        message: Message,
        payload: Json,
        files: list[UploadedFile],
        *,
        via_interaction: bool | None = None,
    ) -> None:
        channel = self.channels.get(message.channel_id) or self.dm_by_channel_id(message.channel_id)
        for key in ("content", "embeds", "components"):
            if key in payload:
                value = payload[key]
                setattr(
                    message, key, value if value is not None else ("" if key == "content" else [])
                )
        if "flags" in payload and payload["flags"] is not None:
            keep = message.flags & EPHEMERAL
            message.flags = (int(payload["flags"]) & KEPT_FLAGS & ~EPHEMERAL) | keep
        message.flags &= ~LOADING
        if "attachments" in payload or files:
            assert channel is not None
            message.attachments = self.attachments_after(
                channel, payload, files, message.attachments
            )
        message.edits += 1
        message.edited_timestamp = iso_now()
        if "allowed_mentions" in payload:
            message.allowed_mentions = payload["allowed_mentions"]
        self._record_mentions(message, "edit", payload, via_interaction)
        self.touch()

    def _record_mentions(
        self, message: Message, action: str, payload: Json, via_interaction: bool | None = None
    ) -> None:
        text = mention_text(payload, message.flags)
        # Mentions are parsed again only when the text changes (resources/message, Edit
        # Message); an edit of the components alone pings nobody new.
        reparsed = action == "send" or "content" in payload or "components" in payload
        allowed = payload.get("allowed_mentions")
        problems = (
            unsafe_pings(
                text,
                allowed,
                via_interaction=message.via_interaction
                if via_interaction is None
                else via_interaction,
            )
            if reparsed
            else []
        )
        channel = self.channels.get(message.channel_id) or self.dm_by_channel_id(message.channel_id)
        where = self.channel_label(channel) if channel is not None else str(message.channel_id)
        record = MentionRecord(message.id, action, where, text, allowed, problems)
        self.mention_log.append(record)
        if problems and self.require_allowed_mentions:
            self.violate(0, "Unsafe mentions", str(record))

    def dm_by_channel_id(self, channel_id: int) -> Channel | None:
        return next((c for c in self.dm_channels.values() if c.id == channel_id), None)

    def synced_commands(self, guild_id: int | None = None) -> list[Json]:
        """Commands a member of the guild (the first one unless `guild_id`) can run:
        global plus that guild's."""
        guild_commands = self.guild_commands.get(guild_id or self.guild.id, [])
        return [*(self.global_commands or []), *guild_commands]

    def dm_channel(self, user: User) -> Channel:
        if user.id not in self.dm_channels:
            self.dm_channels[user.id] = Channel(snowflake(), "", DM_CHANNEL, recipient=user)
        return self.dm_channels[user.id]


class _CheckedRestApi(RestApi):
    """The REST routes, with Discord's rules for command names and descriptions in every
    language (``command_rules``) checked on a command sync: one that breaks them is refused
    and leaves the commands registered before it in place."""

    async def _put_commands(self, request: web.Request) -> web.Response:
        guild_id = self._commands_key(request)
        fake = self.fake
        before = (fake.global_commands, dict(fake.guild_commands), fake.command_syncs)
        # the body can be read once: the sync is stored, then checked, then taken back
        response = await super()._put_commands(request)
        if response.status != 200:
            return response
        synced = fake.global_commands if guild_id is None else fake.guild_commands[guild_id]
        problems = command_problems(synced or [])
        if not problems:
            return response
        fake.global_commands, fake.guild_commands, fake.command_syncs = before
        fake.violate(50035, "Invalid Form Body", "command sync: " + "; ".join(problems))
        return error(400, 50035, "Invalid Form Body")

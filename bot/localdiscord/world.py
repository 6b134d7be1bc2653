"""The state of the fake Discord and how a test builds its world: guilds, channels, DMs,
the bot, the commands it synced and every record the fake keeps. The fake's other parts
(messages.py, faults.py, watching.py, interactions.py, rest.py, callbacks.py) each hold it.
"""

from __future__ import annotations

import asyncio
import os

from bot.localdiscord.gateway import Gateway
from bot.localdiscord.mentions import MentionRecord
from bot.localdiscord.rate_limits import RateLimiter, RateLimitHit, RateLimitRule
from bot.localdiscord.server_errors import ServerErrorRule
from bot.localdiscord.state import (
    DM_CHANNEL,
    TEXT_CHANNEL,
    Channel,
    Clock,
    Guild,
    Interaction,
    Json,
    Message,
    User,
    Violation,
    snowflake,
)
from bot.localdiscord.wire import API

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


class World:
    """Everything the fake holds; each part of `FakeDiscord` reads and changes it."""

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
        self.messages: dict[int, Message] = {}
        # (author id, nonce) -> (the message created with it, when): enforce_nonce's memory
        self.nonces: dict[tuple[int, str], tuple[int, float]] = {}
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
        # Set once the fake is started: every waiter waits on it, `touch` wakes them.
        self.changed: asyncio.Event | None = None
        self.version = 0  # counts changes, so a watcher knows whether it missed one
        self.gateway = Gateway(
            bot=lambda: self.bot,
            guilds=lambda: self.guilds,
            application_id=self.application_id,
            url=lambda: self.gateway_url,
            on_change=self.touch,
        )
        for name in channels:
            self._new_channel(name, self.guild)

    @property
    def http_base(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    @property
    def api_base(self) -> str:
        return self.http_base + API

    @property
    def gateway_url(self) -> str:
        return f"ws://127.0.0.1:{self.port}/gateway"

    @property
    def rate_limit_hits(self) -> list[RateLimitHit]:
        """Every 429 with its bucket, scope and retry_after (`rate_limited` has the lines)."""
        return self.limiter.hits

    def touch(self) -> None:
        """Wake every waiter: something in the fake changed."""
        self.version += 1
        if self.changed is not None:
            self.changed.set()
            self.changed = asyncio.Event()

    def enable_activities(self) -> Json:
        """What the developer portal's "Enable Activities" does to the application: Discord
        creates its entry point command, *Launch* (type 4, PRIMARY_ENTRY_POINT, handled by
        Discord, which starts the Activity), among its global commands."""
        command: Json = {
            "id": str(snowflake()),
            "application_id": str(self.application_id),
            "version": "1",
            "type": 4,
            "name": "launch",
            "description": "",
            "handler": 2,  # DISCORD_LAUNCH_ACTIVITY
            "integration_types": [0],
            "contexts": [0, 1, 2],
        }
        self.global_commands = [*(self.global_commands or []), command]
        return command

    def violate(self, code: int, rule: str, detail: str) -> None:
        self.violations.append(Violation(code, rule, detail))
        self.touch()

    # ------------------------------------------------------------------ world building

    def add_channel(self, name: str, *, guild: Guild | None = None) -> Channel:
        """A text channel; a connected bot gets the CHANNEL_CREATE Discord sends (without
        it discord.py does not know the channel, and drops its CHANNEL_DELETE)."""
        channel = self._new_channel(name, guild or self.guild)
        if self.gateway.connected_sessions():
            self.send_event("CHANNEL_CREATE", channel.payload(), channel.guild_id)
        return channel

    def _new_channel(self, name: str, home: Guild) -> Channel:
        channel = Channel(snowflake(), name, TEXT_CHANNEL, guild_id=home.id)
        self.channels[channel.id] = channel
        home.channels.append(channel)
        return channel

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
            self._new_channel(channel, guild)  # in its GUILD_CREATE
        self.send_event("GUILD_CREATE", guild.payload(self.bot), guild.id)
        return guild

    def set_preferred_locale(self, locale: str, guild: Guild | None = None) -> None:
        """A moderator changes the server's language (the first guild's, or `guild`'s); a
        connected bot gets the GUILD_UPDATE Discord sends."""
        home = guild or self.guild
        home.preferred_locale = locale
        self.send_event("GUILD_UPDATE", home.payload(self.bot, member_list=False), home.id)

    def send_event(self, event: str, data: Json, guild_id: int | None) -> asyncio.Task[int]:
        """Dispatch in the background, so that world building stays synchronous; await
        the task to know the connected clients have been sent the event."""
        task = asyncio.get_running_loop().create_task(
            self.gateway.dispatch(event, data, guild_id), name=f"fake-{event}"
        )
        self._events.add(task)  # a task nobody refers to may be collected
        task.add_done_callback(self._events.discard)
        return task

    # ------------------------------------------------------------------ looking things up

    def channel(self, name_or_id: str | int, *, guild: Guild | None = None) -> Channel:
        """A channel by name or id (by name: the first guild's first, unless `guild`)."""
        for channel in self.channels.values():
            if guild is not None and channel.guild_id != guild.id:
                continue
            if name_or_id in (channel.name, channel.id):
                return channel
        raise KeyError(f"no channel {name_or_id!r}")

    def guild_by_id(self, guild_id: int | str | None) -> Guild | None:
        return next((g for g in self.guilds if str(g.id) == str(guild_id)), None)

    def parent_of(self, channel: Channel) -> Channel | None:
        return self.channels.get(channel.parent_id) if channel.parent_id is not None else None

    def channel_of_interaction(self, it: Interaction) -> Channel | None:
        """The interaction's channel while it exists (None once deleted)."""
        ch = it.channel
        if ch.type == DM_CHANNEL or ch.id in self.channels:
            return ch
        return None

    def dm_channel(self, user: User) -> Channel:
        if user.id not in self.dm_channels:
            self.dm_channels[user.id] = Channel(snowflake(), "", DM_CHANNEL, recipient=user)
        return self.dm_channels[user.id]

    def dm_by_channel_id(self, channel_id: int) -> Channel | None:
        return next((c for c in self.dm_channels.values() if c.id == channel_id), None)

    @staticmethod
    def channel_label(channel: Channel) -> str:
        return f"DM with {channel.recipient.name}" if channel.recipient else f"#{channel.name}"

    def synced_commands(self, guild_id: int | None = None) -> list[Json]:
        """Commands a member of the guild (the first one unless `guild_id`) can run:
        global plus that guild's."""
        guild_commands = self.guild_commands.get(guild_id or self.guild.id, [])
        return [*(self.global_commands or []), *guild_commands]

"""What a test does to the bot through Discord: 5xx answers, injected 429s, permissions
taken away, channels and messages deleted by a moderator, interaction tokens expired; and
the answer each of those faults gets, recorded in `injected_faults`.
"""

from __future__ import annotations

import asyncio

from bot.localdiscord import permissions
from bot.localdiscord.rate_limits import RateLimitRule
from bot.localdiscord.server_errors import ANY, SERVER_ERROR_STATUSES, ServerErrorRule
from bot.localdiscord.state import Channel, Interaction, Json, Message
from bot.localdiscord.wire import Reject, error
from bot.localdiscord.world import World


class FaultInjector:
    """The faults a test injects, and the answers they get."""

    def __init__(self, world: World) -> None:
        self.world = world

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
        if route != ANY and self.world.route_templates:
            self.check_route(route)
        target = None
        if channel is not None:
            target = (channel if isinstance(channel, Channel) else self.world.channel(channel)).id
        rule = ServerErrorRule(method.upper(), route, status, times, target, applied)
        self.world.server_error_rules.append(rule)
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
        self.world.server_error_rules.clear()

    def rate_limit(
        self, method: str, route: str, *, times: int = 1, retry_after: float = 0.05
    ) -> None:
        """Answer the next `times` requests to `route` with 429 (Discord's retry headers)."""
        if self.world.route_templates:
            self.check_route(route)
        self.world.rate_limit_rules.append(RateLimitRule(method.upper(), route, times, retry_after))

    def check_route(self, route: str) -> None:
        if route not in self.world.route_templates:
            raise ValueError(f"no route {route!r}; known: {sorted(self.world.route_templates)}")

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
        ch = channel if isinstance(channel, Channel) else self.world.channel(channel)
        permissions.check_names(ch, names, everyone=everyone)
        target = ch.everyone_denied if everyone else ch.denied
        if denied:
            target.update(names)
        else:
            target.difference_update(names)
        assert ch.guild_id is not None
        ch.overwrites = permissions.overwrites(ch, ch.guild_id, self.world.bot.id)
        self.world.touch()
        return self.world.send_event("CHANNEL_UPDATE", ch.payload(), ch.guild_id)

    def delete_message(self, message: Message) -> None:
        """A moderator deletes it: no event (the bot has no message intents); requests
        for it answer 404 / 10008 Unknown Message."""
        self.world.messages.get(message.id, message).deleted = True
        self.world.touch()

    def delete_channel(self, channel: Channel | str | int) -> asyncio.Task[int]:
        """A moderator deletes a channel (with its threads) or a thread: CHANNEL_DELETE or
        THREAD_DELETE to the guild's shards; requests for it answer 404 / 10003."""
        ch = channel if isinstance(channel, Channel) else self.world.channel(channel)
        if ch.guild_id is None:
            raise ValueError("a DM channel cannot be deleted by a moderator")
        guild = self.world.guild_by_id(ch.guild_id)
        assert guild is not None
        gone = [ch, *(c for c in self.world.channels.values() if c.parent_id == ch.id)]
        for dead in gone:
            self.world.channels.pop(dead.id, None)
            guild.channels.remove(dead)
            self.world.deleted_channels.append(dead)
        self.world.touch()
        if ch.is_thread:
            data: Json = {
                "id": str(ch.id),
                "guild_id": str(ch.guild_id),
                "parent_id": str(ch.parent_id),
                "type": ch.type,
            }
            return self.world.send_event("THREAD_DELETE", data, ch.guild_id)
        return self.world.send_event("CHANNEL_DELETE", ch.payload(), ch.guild_id)

    def expire(self, interaction: Interaction) -> None:
        """Its token stops working, as 15 minutes after the interaction: followups and
        `@original` answer 401 / 50027, a first answer 404 / 10062. Unlike a bot that
        waited past the window (`fake.clock`), this is no violation."""
        interaction.expired = True
        self.world.touch()

    def refuse(self, request: str, status: int, code: int, message: str, why: str) -> Reject:
        """The error answer to a fault a test injected, recorded in `injected_faults`."""
        self.world.injected_faults.append(f"{request} -> {status} {code} {message} ({why})")
        self.world.touch()
        return Reject(error(status, code, message))

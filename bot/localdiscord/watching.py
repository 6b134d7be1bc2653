"""What a test reads back from the fake: waiting for a change, what each person sees, the
transcript for failure messages, and the problems the fake recorded (broken rules, unknown
routes, errors the client logged, 429s, unsafe pings).
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Callable
from typing import TypeVar

from bot.localdiscord.mentions import MentionRecord
from bot.localdiscord.rate_limits import RateLimitHit
from bot.localdiscord.state import (
    DM_CHANNEL,
    PRIVATE_THREAD,
    Channel,
    Interaction,
    Message,
    User,
    Violation,
)
from bot.localdiscord.world import World

T = TypeVar("T")


class Watcher:
    """What a test waits for and reads back: changes, replies, transcripts, problems."""

    def __init__(self, world: World) -> None:
        self.world = world

    # ------------------------------------------------------------------ waiting

    async def next_change(self, seen: int, *, timeout: float) -> int:
        """The change count once it is past `seen` (at once if it already is), or as it
        stands after `timeout` seconds without a change."""
        if self.world.version == seen and self.world.changed is not None:
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self.world.changed.wait(), timeout)
        return self.world.version

    async def wait_until(
        self, predicate: Callable[[], T | None], *, timeout: float | None = None, what: str = ""
    ) -> T:
        """Return the first truthy value of `predicate()`, re-checked on every change
        (and twice a second, for the fake's clock), for at most `fake.wait_timeout`."""
        timeout = self.world.wait_timeout if timeout is None else timeout
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
            event = self.world.changed
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
            lambda: bool(self.world.gateway.connected_sessions()), timeout=timeout, what="a bot"
        )

    # ------------------------------------------------------------------ what people see

    def channel_log(self, channel: Channel | str | int) -> list[Message]:
        """What a spectator sees: live, non-ephemeral messages, oldest first."""
        ch = channel if isinstance(channel, Channel) else self.world.channel(channel)
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
            chans = [*self.world.channels.values(), *self.world.dm_channels.values()]
        else:
            chans = [channel if isinstance(channel, Channel) else self.world.channel(channel)]
        out = []
        for ch in chans:
            actions = [it for it in self.world.interactions.values() if it.channel is ch]
            messages = ch.live_messages()
            if channel is None and not messages and not actions:
                continue
            out.append(f"--- {self.world.channel_label(ch)} ---")
            timeline: list[tuple[int, str]] = [(m.id, self.describe(m)) for m in messages]
            timeline += [(it.id, self._describe_action(it)) for it in actions]
            out += [text for _, text in sorted(timeline)]
        for title, lines in (
            ("violations", [str(v) for v in self.world.violations]),
            ("unknown routes", self.world.unknown_routes),
            ("client errors", self.world.client_errors),
            ("bot errors", self.world.bot_errors),
            ("injected faults", self.world.injected_faults),
        ):
            if lines:
                out.append(f"--- {title} ---")
                out += lines
        return "\n".join(out)

    def describe(self, message: Message) -> str:
        """One message as the transcript shows it, naming who sees an ephemeral."""
        text = message.describe()
        if message.visible_to is not None:
            name = self.world.users[message.visible_to].name
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

    # ------------------------------------------------------------------ problems recorded

    def repeated_rate_limits(self) -> list[RateLimitHit]:
        """429s on a bucket that had already answered 429 in the same window: the client
        did not wait as told (each one counts towards Discord's Cloudflare ban)."""
        return [hit for hit in self.world.limiter.hits if hit.repeated]

    def mention_violations(self) -> list[MentionRecord]:
        """Messages the bot sent or edited that would ping someone it did not list in
        `allowed_mentions.users` (@everyone/@here, a role, an unlisted user)."""
        return [record for record in self.world.mention_log if record.problems]

    def take_violations(self) -> list[Violation]:
        """Return and forget the recorded violations (for tests that provoke them)."""
        taken, self.world.violations = self.world.violations, []
        return taken

    def take_client_errors(self) -> list[str]:
        """Return and forget what discord.py logged at ERROR."""
        taken, self.world.client_errors = self.world.client_errors, []
        return taken

    def take_bot_errors(self) -> list[str]:
        """Return and forget what the bot's own loggers logged at ERROR."""
        taken, self.world.bot_errors = self.world.bot_errors, []
        return taken

    def rule_report(self, *, bot_errors: bool = False) -> str:
        """Everything that fails a test: broken Discord rules, unknown routes, errors
        discord.py logged (with `bot_errors`, the bot's own ERROR records too)."""
        lines = [str(v) for v in self.world.violations]
        lines += [f"unknown route {r}" for r in self.world.unknown_routes]
        lines += [f"client error: {e}" for e in self.world.client_errors]
        if bot_errors:
            lines += [f"bot error: {e}" for e in self.world.bot_errors]
        return "\n".join(lines)

    def assert_clean(self, *, bot_errors: bool = False) -> None:
        """At the end of a test: no violations, unknown routes or client errors (and,
        with `bot_errors=True`, nothing the bot logged at ERROR)."""
        report = self.rule_report(bot_errors=bot_errors)
        if report:
            raise AssertionError(f"the fake recorded problems:\n{report}\n\n{self.transcript()}")

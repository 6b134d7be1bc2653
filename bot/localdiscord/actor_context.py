"""Who an actor is and what their actions share: the channel they mean, the channel of a
message, and the wait for the bot's acknowledgement. `Actor` (actors.py) and the payload
builders it holds (command_payloads.py, forged_input.py) all act through one of these.
"""

from __future__ import annotations

from bot.localdiscord.interactions import InteractionStarter
from bot.localdiscord.state import Channel, Interaction, Message, User
from bot.localdiscord.watching import Watcher
from bot.localdiscord.world import World

ACK_GRACE = 0.5


class ActorContext:
    """One user of the fake, with the world they act in, the watcher that waits for the
    bot's answers and the starter that sends their interactions."""

    def __init__(
        self, world: World, watcher: Watcher, starter: InteractionStarter, user: User
    ) -> None:
        self.world = world
        self.watcher = watcher
        self.starter = starter
        self.user = user

    def __repr__(self) -> str:
        return f"@{self.user.name}"

    @property
    def id(self) -> int:
        return self.user.id

    @property
    def name(self) -> str:
        return self.user.name

    async def acknowledged(self, it: Interaction, expect_ack: bool) -> Interaction:
        if not expect_ack:
            return it

        def settled() -> bool:
            # Past the deadline (on the fake's clock, plus a grace for a callback already
            # on its way) Discord would refuse the acknowledgement anyway.
            late = self.world.clock() - it.created_at > self.world.ack_deadline + ACK_GRACE
            return it.acknowledged or bool(it.errors) or late

        await self.watcher.wait_until(settled, what=f"the bot to acknowledge {it.summary}")
        if not it.acknowledged and not it.errors:
            raise AssertionError(
                f"the bot never acknowledged {it.summary}\n{self.watcher.transcript()}"
            )
        if not it.acknowledged:
            raise AssertionError(f"{it.summary} failed: {it.errors}\n" + self.watcher.transcript())
        return it

    def channel(self, channel: Channel | str | int | None) -> Channel:
        if isinstance(channel, Channel):
            return channel
        if channel is None:
            return next(c for c in self.world.guild.channels if not c.is_thread)
        return self.world.channel(channel)

    def channel_of(self, message: Message) -> Channel:
        channel = self.world.channels.get(message.channel_id)
        channel = channel or self.world.dm_by_channel_id(message.channel_id)
        if channel is None:  # deleted since: the interaction still names it
            channel = next(c for c in self.world.deleted_channels if c.id == message.channel_id)
        return channel

"""Who an actor is and what their actions share: the channel they mean, the channel of a
message, and the wait for the bot's acknowledgement. The base of the mixins that `Actor`
(actors.py) is made of.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.localdiscord.state import Channel, Interaction, Message, User

if TYPE_CHECKING:
    from bot.localdiscord.server import FakeDiscord

ACK_GRACE = 0.5


class ActorBase:
    def __init__(self, fake: FakeDiscord, user: User) -> None:
        self.fake = fake
        self.user = user

    def __repr__(self) -> str:
        return f"@{self.user.name}"

    @property
    def id(self) -> int:
        return self.user.id

    @property
    def name(self) -> str:
        return self.user.name

    async def _acknowledged(self, it: Interaction, expect_ack: bool) -> Interaction:
        if not expect_ack:
            return it

        def settled() -> bool:
            # Past the deadline (on the fake's clock, plus a grace for a callback already
            # on its way) Discord would refuse the acknowledgement anyway.
            late = self.fake.clock() - it.created_at > self.fake.ack_deadline + ACK_GRACE
            return it.acknowledged or bool(it.errors) or late

        await self.fake.wait_until(settled, what=f"the bot to acknowledge {it.summary}")
        if not it.acknowledged and not it.errors:
            raise AssertionError(
                f"the bot never acknowledged {it.summary}\n{self.fake.transcript()}"
            )
        if not it.acknowledged:
            raise AssertionError(f"{it.summary} failed: {it.errors}\n" + self.fake.transcript())
        return it

    def _channel(self, channel: Channel | str | int | None) -> Channel:
        if isinstance(channel, Channel):
            return channel
        if channel is None:
            return next(c for c in self.fake.guild.channels if not c.is_thread)
        return self.fake.channel(channel)

    def _channel_of(self, message: Message) -> Channel:
        channel = self.fake.channels.get(message.channel_id)
        channel = channel or self.fake.dm_by_channel_id(message.channel_id)
        if channel is None:  # deleted since: the interaction still names it
            channel = next(c for c in self.fake.deleted_channels if c.id == message.channel_id)
        return channel

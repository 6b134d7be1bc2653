"""What a modified client could send: Discord passes the ids and values on, so a bot must
check them itself. None of these look at what the message offers or what the command
declares.
"""

from __future__ import annotations

from bot.localdiscord.actor_context import ActorContext
from bot.localdiscord.state import (
    COMPONENT,
    MODAL_SUBMIT,
    SLASH_COMMAND,
    Channel,
    Guild,
    Interaction,
    Json,
    Message,
    snowflake,
)


class ForgedInput:
    """Sends, as one actor, what a modified client could."""

    def __init__(self, context: ActorContext) -> None:
        self.context = context

    async def raw_component(
        self,
        message_or_channel: Message | Channel,
        custom_id: str,
        values: list[str] | None = None,
        *,
        guild: Guild | None = None,
        channel: Channel | None = None,
        expect_ack: bool = True,
    ) -> Interaction:
        """A click (a select when `values` is given) with any custom_id, on `message` (or,
        given a channel, on a bot message the fake makes up), from `channel` (default: the
        message's; a DM channel makes it a click from a DM) and claiming `guild`."""
        if isinstance(message_or_channel, Message):
            message = message_or_channel
        else:
            message = Message(
                id=snowflake(),
                channel_id=message_or_channel.id,
                author=self.context.world.bot,
                content="(a message the bot never sent)",
                guild_id=message_or_channel.guild_id,
            )
        source = channel or (
            self._guild_channel(guild) if guild else self.context.channel_of(message)
        )
        data: Json = {"custom_id": custom_id, "component_type": 2 if values is None else 3}
        if values is not None:
            data["values"] = list(values)
        kind = "select" if values is not None else "click"
        summary = f"{self.context.name}: forged {kind} {custom_id!r}"
        it = await self.context.starter.start_interaction(
            self.context.user, source, COMPONENT, data, summary, message, guild=guild
        )
        return await self.context.acknowledged(it, expect_ack)

    async def raw_slash(
        self,
        name: str,
        options: list[Json] | None = None,
        *,
        channel: Channel | str | int | None = None,
        guild: Guild | None = None,
        expect_ack: bool = True,
    ) -> Interaction:
        """`/name` ("group sub" for a subcommand) with `options` exactly as given
        ({"name", "type", "value"}; values out of range, wrong types, unknown names all go
        through), under the synced command's id (a made-up one if none is synced)."""
        ch = (
            self._guild_channel(guild)
            if guild and channel is None
            else self.context.channel(channel)
        )
        names = name.strip().lstrip("/").split()
        synced = self.context.world.synced_commands(ch.guild_id)
        top = next((c for c in synced if c.get("name") == names[0]), None)
        nested: list[Json] = [dict(o) for o in options or []]
        definition: Json = top or {}
        kinds: list[int] = []
        for sub in names[1:]:
            spec: Json = next(
                (o for o in definition.get("options", []) if o.get("name") == sub), {}
            )
            kinds.append(int(spec.get("type", 1)))
            definition = spec
        for sub, kind in reversed(list(zip(names[1:], kinds, strict=True))):
            nested = [{"name": sub, "type": kind, "options": nested}]
        data: Json = {
            "id": str(top["id"]) if top else str(snowflake()),
            "name": names[0],
            "type": 1,
            "options": nested,
        }
        resolved = self._resolve(options or [])
        if resolved:
            data["resolved"] = resolved
        summary = f"{self.context.name}: forged /{name} {options or []}"
        it = await self.context.starter.start_interaction(
            self.context.user, ch, SLASH_COMMAND, data, summary, guild=guild
        )
        return await self.context.acknowledged(it, expect_ack)

    async def raw_modal(
        self,
        custom_id: str,
        components: list[Json] | dict[str, str],
        *,
        channel: Channel | str | int | None = None,
        message: Message | None = None,
        expect_ack: bool = True,
    ) -> Interaction:
        """Submit a modal the bot may never have opened: `components` as the client sends
        them, or {text input custom_id: value} (no length or required checks)."""
        rows = (
            [
                {"type": 1, "components": [{"type": 4, "custom_id": key, "value": value}]}
                for key, value in components.items()
            ]
            if isinstance(components, dict)
            else components
        )
        ch = (
            self.context.channel_of(message)
            if message and channel is None
            else self.context.channel(channel)
        )
        data = {"custom_id": custom_id, "components": rows}
        summary = f"{self.context.name}: forged modal {custom_id!r}"
        it = await self.context.starter.start_interaction(
            self.context.user, ch, MODAL_SUBMIT, data, summary, message
        )
        return await self.context.acknowledged(it, expect_ack)

    def _guild_channel(self, guild: Guild) -> Channel:
        return next(c for c in guild.channels if not c.is_thread)

    def _resolve(self, options: list[Json]) -> Json:
        """What Discord adds for user and channel options whose ids exist."""
        resolved: Json = {}
        for option in options:
            value = str(option.get("value"))
            user = self.context.world.users.get(int(value)) if value.isdigit() else None
            channel = self.context.world.channels.get(int(value)) if value.isdigit() else None
            if option.get("type") == 6 and user is not None:
                resolved.setdefault("users", {})[value] = user.payload()
                member = {k: v for k, v in user.member_payload().items() if k != "user"}
                resolved.setdefault("members", {})[value] = member
            elif option.get("type") == 7 and channel is not None:
                resolved.setdefault("channels", {})[value] = {
                    **channel.payload(),
                    "permissions": "2248473465835073",
                }
        return resolved

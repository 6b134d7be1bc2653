"""Interactions the fake's users start: the INTERACTION_CREATE payload Discord sends the bot
over the gateway, with the permissions, locales and context it tells the bot about.
"""

from __future__ import annotations

import secrets

from bot.localdiscord import limits, permissions
from bot.localdiscord.state import Channel, Guild, Interaction, Json, Message, User, snowflake
from bot.localdiscord.world import World

# What the bot may do in a channel nobody took anything from (app_permissions).
APP_PERMISSIONS = 2248473465835073


class InteractionStarter:
    """Starts the interactions the fake's users make."""

    def __init__(self, world: World) -> None:
        self.world = world

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
            created_at=self.world.clock(),
            summary=summary,
            message=message,
            message_edits_before=message.edits if message is not None else 0,
        )
        self.world.interactions[interaction.id] = interaction
        self.world.interactions_by_token[interaction.token] = interaction
        guild_id = guild.id if guild is not None else channel.guild_id
        payload = self.interaction_payload(interaction, data, guild_id)
        delivered = await self.world.gateway.dispatch("INTERACTION_CREATE", payload, guild_id)
        if not delivered:
            interaction.errors.append("no bot connected to receive it")
        self.world.touch()
        return interaction

    def interaction_payload(self, it: Interaction, data: Json, guild_id: int | None) -> Json:
        payload: Json = {
            "id": str(it.id),
            "application_id": str(self.world.application_id),
            "type": it.type,
            "data": data,
            "token": it.token,
            "version": 1,
            "locale": it.user.locale,
            "app_permissions": permissions.app_permissions(
                it.channel, self.world.parent_of(it.channel), APP_PERMISSIONS
            ),
            "attachment_size_limit": limits.FILE_SIZE_MAX,
            "entitlements": [],
            "channel_id": str(it.channel.id),
            "channel": it.channel.payload(),
        }
        if guild_id is not None:
            payload["guild_id"] = str(guild_id)
            guild = self.world.guild_by_id(guild_id)
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

"""Messages as Discord keeps them when the bot sends or edits one: the flags a bot may
set, attachments kept or replaced, the pings each text would make, and the sub-limit on
editing hour-old messages.
"""

from __future__ import annotations

from bot.localdiscord import limits
from bot.localdiscord.mentions import MentionRecord, mention_text, unsafe_pings
from bot.localdiscord.rate_limits import OLD_MESSAGE_AGE
from bot.localdiscord.state import (
    EPHEMERAL,
    LOADING,
    Attachment,
    Channel,
    Json,
    Message,
    User,
    iso_now,
    snowflake,
)
from bot.localdiscord.wire import VIA, Reject, UploadedFile, json_response
from bot.localdiscord.world import World

# How long a message's nonce is remembered for ``enforce_nonce``: Discord says "the past few
# minutes"; the fake takes the shortest reading, so a bot that relies on more fails here first.
NONCE_WINDOW = 120.0

# Message flags a bot may set: ephemeral, suppress embeds, silent, components v2.
KEPT_FLAGS = EPHEMERAL | (1 << 2) | (1 << 12) | limits.COMPONENTS_V2


class MessageStore:
    """The messages of every channel, as the bot sends and edits them."""

    def __init__(self, world: World) -> None:
        self.world = world

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
            url=f"{self.world.http_base}/attachments/{channel.id}/{attachment_id}/{filename}",
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
            author=author or self.world.bot,
            content=str(payload.get("content") or ""),
            embeds=list(payload.get("embeds") or []),
            components=list(payload.get("components") or []),
            flags=(int(payload.get("flags") or 0) & KEPT_FLAGS) | extra_flags,
            visible_to=visible_to,
            interaction_id=interaction_id,
            type=message_type,
            guild_id=channel.guild_id,
            created_at=self.world.clock(),
            allowed_mentions=payload.get("allowed_mentions"),
            via_interaction=via_interaction,
        )
        if visible_to is None:
            message.flags &= ~EPHEMERAL
        message.shown()
        message.attachments = self.attachments_after(channel, payload, files, [])
        channel.messages.append(message)
        self.world.messages[message.id] = message
        if message.author is self.world.bot:
            self._record_mentions(message, "send", payload)
        self.world.touch()
        return message

    def sent_before(self, payload: Json, author: User | None = None) -> Message | None:
        """The message the same author created with the payload's nonce within the window, if
        the payload enforces its nonce: Discord then returns that message and creates none."""
        nonce = payload.get("nonce")
        if nonce is None or not payload.get("enforce_nonce"):
            return None
        key = ((author or self.world.bot).id, str(nonce))
        now = self.world.clock()
        known = self.world.nonces.get(key)
        if known is not None and now - known[1] <= NONCE_WINDOW:
            message = self.world.messages.get(known[0])
            if message is not None and not message.deleted:
                return message
        return None

    def remember_nonce(self, payload: Json, message: Message) -> None:
        nonce = payload.get("nonce")
        if nonce is not None and payload.get("enforce_nonce"):
            self.world.nonces[(message.author.id, str(nonce))] = (message.id, self.world.clock())

    def edit_message(
        self,
        message: Message,
        payload: Json,
        files: list[UploadedFile],
        *,
        via_interaction: bool | None = None,
    ) -> None:
        channel = self.world.channels.get(message.channel_id) or self.world.dm_by_channel_id(
            message.channel_id
        )
        for key in ("content", "embeds", "components"):
            if key in payload:
                value = payload[key]
                setattr(
                    message, key, value if value is not None else ("" if key == "content" else [])
                )
        message.shown()
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
        self.world.touch()

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
        channel = self.world.channels.get(message.channel_id) or self.world.dm_by_channel_id(
            message.channel_id
        )
        where = (
            self.world.channel_label(channel) if channel is not None else str(message.channel_id)
        )
        record = MentionRecord(message.id, action, where, text, allowed, problems)
        self.world.mention_log.append(record)
        if problems and self.world.require_allowed_mentions:
            self.world.violate(0, "Unsafe mentions", str(record))

    def limit_old_message_edit(self, message: Message, request: str) -> None:
        """Discord's sub-limit on editing messages older than an hour: 429 / 30046."""
        if self.world.clock() - message.created_at <= OLD_MESSAGE_AGE:
            return
        limited = self.world.limiter.take_old_message_edit(request, message.channel_id)
        if limited is not None:
            self.world.rate_limited.append(request)
            self.world.touch()
            headers = {**limited.headers, "Via": VIA}
            raise Reject(json_response(limited.body, limited.status, headers))

"""What the fake Discord remembers: users, guild, channels, messages, interactions.

Payload builders here produce the JSON shapes discord.py parses, with every key its
constructors read unconditionally.
"""

from __future__ import annotations

import itertools
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

Json = dict[str, Any]

DISCORD_EPOCH_MS = 1_420_070_400_000
EPHEMERAL = 1 << 6
LOADING = 1 << 7

TEXT_CHANNEL = 0
DM_CHANNEL = 1
PUBLIC_THREAD = 11
PRIVATE_THREAD = 12

SLASH_COMMAND = 2
COMPONENT = 3
MODAL_SUBMIT = 5

_counter = itertools.count(1)


def snowflake() -> int:
    """A unique id whose timestamp part is now, like Discord's."""
    millis = int(time.time() * 1000) - DISCORD_EPOCH_MS
    return (millis << 22) | (next(_counter) % (1 << 22))


def iso_now() -> str:
    return datetime.now(UTC).isoformat()


class Clock:
    """Monotonic seconds with a test-controlled offset, for the 3 s / 15 min rules."""

    def __init__(self, source: Callable[[], float] = time.monotonic) -> None:
        self._source = source
        self.offset = 0.0

    def __call__(self) -> float:
        return self._source() + self.offset

    def advance(self, seconds: float) -> None:
        self.offset += seconds


@dataclass
class User:
    id: int
    name: str
    bot: bool = False
    dms_open: bool = True
    manages_channels: bool = False  # a moderator: has Manage Channels in the guild
    # the language the user's Discord is set to, which every interaction of theirs carries
    locale: str = "en-US"

    def payload(self) -> Json:
        return {
            "id": str(self.id),
            "username": self.name,
            "global_name": self.name,
            "discriminator": "0",
            "avatar": None,
            "bot": self.bot,
            "public_flags": 0,
        }

    def member_payload(self) -> Json:
        return {
            "user": self.payload(),
            "nick": None,
            "roles": [],
            "joined_at": "2026-01-01T00:00:00+00:00",
            "deaf": False,
            "mute": False,
            "flags": 0,
            "pending": False,
            "permissions": str(
                ALL_TEXT_PERMISSIONS | (MANAGE_CHANNELS if self.manages_channels else 0)
            ),
        }


MANAGE_CHANNELS = 1 << 4
# View/send/embed/attach/read history/use application commands/threads: what a player has.
ALL_TEXT_PERMISSIONS = (
    (1 << 10) | (1 << 11) | (1 << 14) | (1 << 15) | (1 << 16) | (1 << 31) | (1 << 35) | (1 << 38)
)


@dataclass
class Attachment:
    id: int
    filename: str
    data: bytes
    content_type: str
    url: str
    description: str | None = None

    @property
    def size(self) -> int:
        return len(self.data)

    def payload(self) -> Json:
        out: Json = {
            "id": str(self.id),
            "filename": self.filename,
            "size": self.size,
            "url": self.url,
            "proxy_url": self.url,
            "content_type": self.content_type,
        }
        if self.description is not None:
            out["description"] = self.description
        return out


@dataclass
class Message:
    id: int
    channel_id: int
    author: User
    content: str = ""
    embeds: list[Json] = field(default_factory=list)
    components: list[Json] = field(default_factory=list)
    attachments: list[Attachment] = field(default_factory=list)
    flags: int = 0
    visible_to: int | None = None  # ephemeral: the only user who sees it
    interaction_id: int | None = None
    type: int = 0
    guild_id: int | None = None
    timestamp: str = field(default_factory=iso_now)
    edited_timestamp: str | None = None
    deleted: bool = False
    edits: int = 0
    created_at: float = 0.0  # on the fake's clock, for the hour-old edit limit
    allowed_mentions: Json | None = None  # as last sent by the bot (None: never sent)
    via_interaction: bool = False  # sent as an interaction response or followup
    # the most buttons the message ever showed at once (it may have lost them since): a
    # phone shows about 10 without scrolling
    most_buttons: int = 0

    @property
    def ephemeral(self) -> bool:
        return self.visible_to is not None

    @property
    def loading(self) -> bool:
        return bool(self.flags & LOADING)

    def payload(self) -> Json:
        out: Json = {
            "id": str(self.id),
            "channel_id": str(self.channel_id),
            "author": self.author.payload(),
            "content": self.content,
            "timestamp": self.timestamp,
            "edited_timestamp": self.edited_timestamp,
            "tts": False,
            "mention_everyone": False,
            "mentions": [],
            "mention_roles": [],
            "attachments": [a.payload() for a in self.attachments],
            "embeds": self.embeds,
            "components": self.components,
            "pinned": False,
            "type": self.type,
            "flags": self.flags,
        }
        if self.guild_id is not None:
            out["guild_id"] = str(self.guild_id)
        return out

    def items(self) -> list[Json]:
        """Every interactive component (buttons, selects) in reading order."""
        found: list[Json] = []

        def walk(nodes: list[Json]) -> None:
            for node in nodes:
                if node.get("type") in (2, 3, 5, 6, 7, 8):
                    found.append(node)
                walk(node.get("components", []))
                if isinstance(node.get("accessory"), dict):
                    walk([node["accessory"]])

        walk(self.components)
        return found

    def shown(self) -> None:
        """Its components were (re)sent: counts its buttons."""
        buttons = sum(1 for i in self.items() if i.get("type") == 2)
        self.most_buttons = max(self.most_buttons, buttons)

    def button_labels(self) -> list[str]:
        return [str(i.get("label", "")) for i in self.items() if i.get("type") == 2]

    def attachment(self, filename: str) -> Attachment:
        for a in self.attachments:
            if a.filename == filename:
                return a
        names = [a.filename for a in self.attachments]
        raise AssertionError(f"message {self.id} has no attachment {filename!r} (has {names})")

    def describe(self) -> str:
        """A few readable lines: author, visibility, text, embeds, files, components."""
        who = self.author.name
        tags = []
        if self.visible_to is not None:
            tags.append(f"ephemeral to {self.visible_to}")
        if self.loading:
            tags.append("thinking…")
        if self.edits:
            tags.append(f"edited {self.edits}x")
        head = f"[{who}]" + (f" ({', '.join(tags)})" if tags else "")
        lines = [f"{head} {self.content}".rstrip()]
        for e in self.embeds:
            parts = [str(e[key]) for key in ("title", "description") if e.get(key)]
            if (e.get("image") or {}).get("url"):
                parts.append(f"image {e['image']['url']}")
            lines.append("    embed: " + " | ".join(parts).replace("\n", " / "))
            for f in e.get("fields", []):
                lines.append(f"      {f.get('name')}: {f.get('value')}")
        for a in self.attachments:
            lines.append(f"    file: {a.filename} ({a.size} bytes)")
        for item in self.items():
            if item.get("type") == 2:
                off = " (disabled)" if item.get("disabled") else ""
                lines.append(f"    [button {item.get('label')!s} -> {item.get('custom_id')}{off}]")
            else:
                opts = [o.get("label") for o in item.get("options", [])]
                lines.append(f"    [select {item.get('custom_id')}: {opts}]")
        return "\n".join(lines)


@dataclass
class Channel:
    id: int
    name: str
    type: int = TEXT_CHANNEL
    guild_id: int | None = None
    parent_id: int | None = None
    recipient: User | None = None  # DM channels
    owner_id: int | None = None  # threads
    messages: list[Message] = field(default_factory=list)
    member_ids: set[int] = field(default_factory=set)  # private threads
    # Permission overwrites a test set with FakeDiscord.deny: names from permissions.py,
    # for the bot's member and for @everyone; `overwrites` is how the payload shows them.
    denied: set[str] = field(default_factory=set)
    everyone_denied: set[str] = field(default_factory=set)
    overwrites: list[Json] = field(default_factory=list)

    @property
    def is_thread(self) -> bool:
        return self.type in (PUBLIC_THREAD, PRIVATE_THREAD)

    def payload(self) -> Json:
        out: Json = {"id": str(self.id), "type": self.type, "name": self.name}
        if self.type == DM_CHANNEL:
            assert self.recipient is not None
            out["recipients"] = [self.recipient.payload()]
            out["last_message_id"] = None
            return out
        out["guild_id"] = str(self.guild_id)
        out["position"] = 0
        out["permission_overwrites"] = list(self.overwrites)
        out["nsfw"] = False
        out["topic"] = None
        if self.parent_id is not None:
            out["parent_id"] = str(self.parent_id)
        if self.is_thread:
            out["owner_id"] = str(self.owner_id)
            out["member_count"] = len(self.member_ids)
            out["message_count"] = len(self.messages)
            out["total_message_sent"] = len(self.messages)
            out["rate_limit_per_user"] = 0
            out["thread_metadata"] = {
                "archived": False,
                "auto_archive_duration": 10080,
                "archive_timestamp": iso_now(),
                "locked": False,
                "invitable": True,
            }
        return out

    def live_messages(self) -> list[Message]:
        return [m for m in self.messages if not m.deleted]


@dataclass
class Guild:
    id: int
    name: str
    channels: list[Channel] = field(default_factory=list)
    members: list[User] = field(default_factory=list)
    # Not the bot: an owner has every permission, and no overwrite would bind the bot.
    owner_id: int = field(default_factory=snowflake)
    # the server's language (Community settings), in the guild and in its interactions
    preferred_locale: str = "en-US"

    def channel(self, name: str) -> Channel:
        for channel in self.channels:
            if channel.name == name:
                return channel
        raise KeyError(f"no channel {name!r} in {self.name}")

    def payload(self, bot: User, *, member_list: bool = True) -> Json:
        """The guild as GUILD_CREATE carries it; without `member_list` (a bot without the
        GUILD_PRESENCES intent) `members` holds only the bot, as Discord sends it."""
        members = [*self.members, bot]
        return {
            "id": str(self.id),
            "name": self.name,
            "unavailable": False,
            "member_count": len(members),
            "large": False,
            "owner_id": str(self.owner_id),
            "icon": None,
            "splash": None,
            "discovery_splash": None,
            "banner": None,
            "description": None,
            "verification_level": 0,
            "default_message_notifications": 0,
            "explicit_content_filter": 0,
            "mfa_level": 0,
            "nsfw_level": 0,
            "premium_tier": 0,
            "preferred_locale": self.preferred_locale,
            "system_channel_id": None,
            "afk_channel_id": None,
            "afk_timeout": 300,
            "joined_at": "2026-01-01T00:00:00+00:00",
            "roles": [
                {
                    "id": str(self.id),
                    "name": "@everyone",
                    "permissions": str(ALL_TEXT_PERMISSIONS),
                    "position": 0,
                    "color": 0,
                    "hoist": False,
                    "managed": False,
                    "mentionable": False,
                    "flags": 0,
                }
            ],
            "channels": [c.payload() for c in self.channels if not c.is_thread],
            "threads": [c.payload() for c in self.channels if c.is_thread],
            "members": [m.member_payload() for m in (members if member_list else [bot])],
            "presences": [],
            "voice_states": [],
            "stage_instances": [],
            "guild_scheduled_events": [],
            "soundboard_sounds": [],
            "emojis": [],
            "stickers": [],
            "features": [],
        }


@dataclass
class Interaction:
    """One interaction the fake created for an actor, and what the bot did with it."""

    id: int
    token: str
    type: int
    user: User
    channel: Channel
    created_at: float
    summary: str  # "/portanigra new players=3", "click Join on 123"
    message: Message | None = None  # the message a component sat on
    message_edits_before: int = 0  # its edit count when the user clicked
    ack_type: int | None = None
    acked_at: float | None = None
    response_message: Message | None = None  # created by callback type 4/5
    followups: list[Message] = field(default_factory=list)
    modal: Json | None = None
    errors: list[str] = field(default_factory=list)  # Discord error codes the bot received
    deferred_followup_pending: bool = False  # after type 5 the first followup edits @original
    expired: bool = False  # FakeDiscord.expire: the token is no longer valid

    @property
    def acknowledged(self) -> bool:
        return self.ack_type is not None

    def messages(self) -> list[Message]:
        """Messages this interaction produced (response, then followups), live ones only."""
        out = [self.response_message] if self.response_message is not None else []
        out.extend(self.followups)
        return [m for m in out if not m.deleted]


@dataclass
class Violation:
    """A broken Discord rule: the bot got an error, and the test fails unless it expects it."""

    code: int
    rule: str
    detail: str

    def __str__(self) -> str:
        return f"{self.code} {self.rule}: {self.detail}"

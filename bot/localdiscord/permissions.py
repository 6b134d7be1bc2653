"""Channel permissions a test takes away from the bot (`FakeDiscord.deny`), and what each
REST route then answers, as Discord does.

- Without VIEW_CHANNEL every channel route answers `403 / 50001 Missing Access`.
- Sending needs SEND_MESSAGES (in a thread SEND_MESSAGES_IN_THREADS instead: docs,
  change log "Updated Thread Permissions"), files ATTACH_FILES, embeds EMBED_LINKS, a
  reply READ_MESSAGE_HISTORY; each missing one is `403 / 50013 Missing Permissions`.
- An edit that uploads files needs ATTACH_FILES (50013); an edit's embeds are dropped
  without an error when EMBED_LINKS is missing (discord-api-docs issues 2601 and 5648).
- Without READ_MESSAGE_HISTORY the message list is empty (docs, Get Channel Messages) and
  one message is `403 / 50001`.
- Interaction responses and followups need no channel permission of the bot, but their
  files and embeds follow @everyone's ATTACH_FILES and EMBED_LINKS in the channel (docs,
  change log 2022-06-29 "Changes to Bot Permissions for Interactions and Webhooks": those
  two are not computed from the bot's overwrites); `deny(..., everyone=True)` takes them
  away, and the fake then answers 50013 as for a channel message.

A thread has no overwrites of its own: it follows its parent channel's.
"""

from __future__ import annotations

from bot.localdiscord.state import DM_CHANNEL, Channel, Json
from bot.localdiscord.wire import UploadedFile

VIEW_CHANNEL = 1 << 10
SEND_MESSAGES = 1 << 11
EMBED_LINKS = 1 << 14
ATTACH_FILES = 1 << 15
READ_MESSAGE_HISTORY = 1 << 16
CREATE_PUBLIC_THREADS = 1 << 35
SEND_MESSAGES_IN_THREADS = 1 << 38

PERMISSIONS = {
    "view_channel": VIEW_CHANNEL,
    "send_messages": SEND_MESSAGES,
    "send_messages_in_threads": SEND_MESSAGES_IN_THREADS,
    "create_public_threads": CREATE_PUBLIC_THREADS,
    "embed_links": EMBED_LINKS,
    "attach_files": ATTACH_FILES,
    "read_message_history": READ_MESSAGE_HISTORY,
}
# The only permissions of @everyone that decide anything the fake checks (see above).
EVERYONE_PERMISSIONS = ("attach_files", "embed_links")

MISSING_ACCESS = (403, 50001, "Missing Access")
MISSING_PERMISSIONS = (403, 50013, "Missing Permissions")


def check_names(channel: Channel, names: tuple[str, ...], *, everyone: bool) -> None:
    """Refuse what Discord has no overwrite for: DMs, threads, unknown names."""
    if channel.type == DM_CHANNEL:
        raise ValueError("a DM has no permissions to deny; use actor.close_dms()")
    if channel.is_thread:
        raise ValueError(f"thread {channel.name!r} follows its parent's permissions: deny there")
    allowed = EVERYONE_PERMISSIONS if everyone else tuple(PERMISSIONS)
    unknown = [name for name in names if name not in allowed]
    if unknown or not names:
        raise ValueError(f"permissions {unknown or names} are not among {list(allowed)}")


def bits(names: set[str]) -> int:
    out = 0
    for name in names:
        out |= PERMISSIONS[name]
    return out


def overwrites(channel: Channel, guild_id: int, bot_id: int) -> list[Json]:
    """The channel's permission_overwrites as Discord shows them (role 0, member 1)."""
    out: list[Json] = []
    if channel.everyone_denied:
        deny = str(bits(channel.everyone_denied))
        out.append({"id": str(guild_id), "type": 0, "allow": "0", "deny": deny})
    if channel.denied:
        out.append({"id": str(bot_id), "type": 1, "allow": "0", "deny": str(bits(channel.denied))})
    return out


def source(channel: Channel, parent: Channel | None) -> Channel:
    """Where the channel's permissions come from: a thread's parent, or itself."""
    return parent if channel.is_thread and parent is not None else channel


def missing_to_send(
    channel: Channel, parent: Channel | None, payload: Json, files: list[UploadedFile]
) -> str | None:
    """The first permission the bot lacks to post this message in `channel`, if any."""
    denied = source(channel, parent).denied
    send = "send_messages_in_threads" if channel.is_thread else "send_messages"
    needs = [
        (send, True),
        ("attach_files", bool(files)),
        ("embed_links", bool(payload.get("embeds"))),
        ("read_message_history", bool(payload.get("message_reference"))),
    ]
    return next((name for name, needed in needs if needed and name in denied), None)


def missing_for_response(
    channel: Channel, parent: Channel | None, payload: Json, files: list[UploadedFile]
) -> str | None:
    """What @everyone lacks for an interaction response with these files and embeds."""
    if channel.type == DM_CHANNEL:
        return None
    denied = source(channel, parent).everyone_denied
    if files and "attach_files" in denied:
        return "attach_files"
    if payload.get("embeds") and "embed_links" in denied:
        return "embed_links"
    return None


def app_permissions(channel: Channel, parent: Channel | None, base: int) -> str:
    """The interaction payload's app_permissions: the bot's, less what a test denied."""
    if channel.type == DM_CHANNEL:
        return str(base)
    return str(base & ~bits(source(channel, parent).denied))

"""What one person sees in the sandbox, as the JSON the page draws: the server's channels
and threads, one channel's messages (their own ephemerals included), their DMs with the
bot, a modal the bot opened for them, the commands they can run, and the rules the bot
broke."""

from __future__ import annotations

import io
from typing import Any

from PIL import Image

from bot.localdiscord.actors import Actor
from bot.localdiscord.server import FakeDiscord
from bot.localdiscord.state import PRIVATE_THREAD, Attachment, Channel, Json, Message

ATTACHMENT_SCHEME = "attachment://"


def file_url(attachment: Attachment) -> str:
    return f"/files/{attachment.id}/{attachment.filename}"


def image_size(attachment: Attachment) -> dict[str, int]:
    """An image's width and height, as Discord gives them, so the page keeps the image's
    room before it loads: a list that grows as its images arrive would drift away from its
    newest message. Empty for a file that is no image Pillow reads."""
    if not attachment.content_type.startswith("image/"):
        return {}
    try:
        with Image.open(io.BytesIO(attachment.data)) as image:  # reads the header only
            width, height = image.size
    except (OSError, ValueError):
        return {}
    return {"width": width, "height": height}


def message_json(fake: FakeDiscord, message: Message) -> Json:
    by_name = {a.filename: a for a in message.attachments}
    return {
        "id": str(message.id),
        "author": message.author.name,
        "bot": message.author.bot,
        "content": message.content,
        "embeds": [_embed_json(e, by_name) for e in message.embeds],
        # an image an embed shows is drawn in the embed, as Discord does, not again below
        "attachments": [
            {
                "filename": a.filename,
                "url": file_url(a),
                "description": a.description or "",
                "image": a.content_type.startswith("image/"),
                **image_size(a),
            }
            for a in message.attachments
            if not _shown_in_embed(a, message.embeds)
        ],
        "components": message.components,
        "ephemeral": message.ephemeral,
        "loading": message.loading,
        "edited": message.edits > 0 and not message.via_interaction,
        "timestamp": message.timestamp,
    }


def _embed_json(embed: Json, files: dict[str, Attachment]) -> Json:
    out = dict(embed)
    for key in ("image", "thumbnail"):
        url = str((embed.get(key) or {}).get("url", ""))
        if url.startswith(ATTACHMENT_SCHEME):
            found = files.get(url.removeprefix(ATTACHMENT_SCHEME))
            shown = {"url": file_url(found), **image_size(found)} if found else {"url": ""}
            out[key] = {**embed[key], **shown}
    return out


def _shown_in_embed(attachment: Attachment, embeds: list[Json]) -> bool:
    wanted = ATTACHMENT_SCHEME + attachment.filename
    return any(
        str((e.get(key) or {}).get("url", "")) == wanted
        for e in embeds
        for key in ("image", "thumbnail")
    )


def visible_channels(fake: FakeDiscord, actor: Actor) -> list[Channel]:
    """The first server's channels and the threads this person may open."""
    return [
        c
        for c in fake.guild.channels
        if c.id in fake.channels and (c.type != PRIVATE_THREAD or actor.id in c.member_ids)
    ]


def snapshot(fake: FakeDiscord, actor: Actor, channel_id: int | None) -> Json:
    """Everything the page shows `actor`, reading channel `channel_id` (the first text
    channel when it is unknown or not theirs to see)."""
    channels = visible_channels(fake, actor)
    shown = next((c for c in channels if c.id == channel_id), None)
    shown = shown or next(c for c in channels if not c.is_thread)
    dm = fake.dm_channels.get(actor.id)
    modal = actor.open_modal()
    return {
        "version": fake.version,
        "guild": fake.guild.name,
        "me": actor.name,
        "dms_open": actor.user.dms_open,
        "people": [u.name for u in fake.guild.members],
        "names": {str(u.id): u.name for u in [*fake.users.values(), fake.bot]},
        "bot": fake.bot.name,
        "channels": [
            {
                "id": str(c.id),
                "name": c.name,
                "parent": str(c.parent_id) if c.parent_id is not None else None,
            }
            for c in channels
        ],
        "channel": str(shown.id),
        "messages": [message_json(fake, m) for m in actor.visible_messages(shown)],
        "dms": [message_json(fake, m) for m in (dm.live_messages() if dm is not None else [])],
        "modal": _modal_json(modal[1]) if modal is not None else None,
        # the slash commands (the Activity's entry point, Launch, is no command one types)
        "commands": [c for c in fake.synced_commands() if c.get("type", 1) == 1],
        "warnings": warnings(fake),
        # not a broken rule, but what a developer playing here wants to see at once
        "bot_errors": list(fake.bot_errors),
    }


def _modal_json(modal: Json) -> Json:
    return {k: v for k, v in modal.items() if not k.startswith("_")}


def warnings(fake: FakeDiscord) -> list[str]:
    """Where the bot broke Discord's rules: what Discord would have refused, routes it does
    not have, and errors discord.py logged (a player sees "interaction failed")."""
    return [line for line in fake.rule_report().splitlines() if line]


def find_attachment(fake: FakeDiscord, attachment_id: int) -> Attachment | None:
    for message in fake.messages.values():
        for attachment in message.attachments:
            if attachment.id == attachment_id:
                return attachment
    return None


def option_value(fake: FakeDiscord, kind: int, value: Any) -> Any:
    """A slash-command option as the page sends it (text) in the form the actor takes:
    a member by name, a channel by id."""
    if kind == 6:
        actor = next((a for a in fake.actors.values() if a.name == str(value)), None)
        if actor is None:
            raise ValueError(f"nobody called {str(value)!r} is on this server")
        return actor
    if kind == 7:
        return int(value)
    if kind == 5:
        return str(value).lower() in ("true", "1", "yes")
    return value

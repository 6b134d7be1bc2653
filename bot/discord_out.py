"""The one place where the bot's messages (``bot.messages``) become discord.py objects."""

from __future__ import annotations

import io
from collections.abc import Hashable
from typing import Any

import discord

from bot.messages import Button, Embed, Link, Message
from storage.recent import Recent

COLOURS = {
    "play": discord.Colour.dark_green(),
    "over": discord.Colour.gold(),
    "lobby": discord.Colour.gold(),
}
STYLES = {
    "primary": discord.ButtonStyle.primary,
    "secondary": discord.ButtonStyle.secondary,
    "success": discord.ButtonStyle.success,
    "danger": discord.ButtonStyle.danger,
}
NO_PINGS = discord.AllowedMentions.none()
# The messages whose looks are remembered: more than the boards of every table being played at
# once; a board forgotten is only edited once more, as before.
SHOWN = 1024


def mentions(*user_ids: int | None) -> discord.AllowedMentions:
    """Nobody is pinged but the users a message means to ping."""
    users = [discord.Object(id=u) for u in user_ids if u is not None]
    if not users:
        return NO_PINGS
    return discord.AllowedMentions(everyone=False, roles=False, users=users, replied_user=False)


def embed(model: Embed) -> discord.Embed:
    out = discord.Embed(
        title=model.title or None, description=model.description, colour=COLOURS[model.colour]
    )
    for field in model.fields:
        out.add_field(name=field.name, value=field.value, inline=False)
    if model.image is not None:
        out.set_image(url=f"attachment://{model.image}")
    if model.footer is not None:
        out.set_footer(text=model.footer)
    return out


def view(message: Message) -> discord.ui.View:
    """The message's components as a view discord.py sends but keeps no callback for: the bot
    routes every click by its custom_id (which also works after a restart)."""
    out = discord.ui.View(timeout=None)
    for item in message.components:
        if isinstance(item, Link):
            out.add_item(discord.ui.Button(url=item.url, label=item.label, row=item.row))
        elif isinstance(item, Button):
            out.add_item(
                discord.ui.Button(
                    custom_id=item.custom_id,
                    label=item.label,
                    style=STYLES[item.style],
                    row=item.row,
                )
            )
        else:
            out.add_item(
                discord.ui.Select(
                    custom_id=item.custom_id,
                    placeholder=item.placeholder,
                    options=[
                        discord.SelectOption(
                            label=o.label,
                            value=o.value,
                            description=o.description,
                            default=o.default,
                        )
                        for o in item.options
                    ],
                    row=item.row,
                )
            )
    out.stop()
    return out


def file(message: Message) -> discord.File | None:
    if message.image is None:
        return None
    return discord.File(
        io.BytesIO(message.image.data),
        filename=message.image.filename,
        description=message.image.description,
    )


def send_kwargs(message: Message) -> dict[str, Any]:
    """For ``channel.send``, ``user.send`` and ``interaction.response.send_message``."""
    kwargs: dict[str, Any] = {"allowed_mentions": mentions(*message.pings)}
    if message.content is not None:
        kwargs["content"] = message.content
    if message.embed is not None:
        kwargs["embed"] = embed(message.embed)
    attached = file(message)
    if attached is not None:
        kwargs["file"] = attached
    if message.components:
        kwargs["view"] = view(message)
    return kwargs


def edit_kwargs(message: Message) -> dict[str, Any]:
    """For editing a message to ``message`` whole: what it no longer has is taken off."""
    attached = file(message)
    return {
        "content": message.content,
        "embed": embed(message.embed) if message.embed is not None else None,
        "attachments": [attached] if attached is not None else [],
        "view": view(message) if message.components else None,
        "allowed_mentions": mentions(*message.pings),
    }


def looks(message: Message) -> Hashable:
    """What a reader sees of ``message``: its text, embed, components and picture (known by
    its name, its alt text and its bytes' hash, not kept). The pings are left out: an edit
    pings nobody anew."""
    image = message.image
    picture = None if image is None else (image.filename, image.description, hash(image.data))
    return (message.content, message.embed, message.components, picture)


class Shown:
    """How this process last left each message it edits, for the ``size`` most recent: an
    edit to what a message shows already is a request whose result nobody can see. Whoever
    edits a message some other way forgets it here first, and where another process may edit
    the same messages this memo is not to be asked."""

    def __init__(self, size: int = SHOWN) -> None:
        self._looks: Recent[int, Hashable] = Recent(size)

    def same(self, message_id: int, message: Message) -> bool:
        """Whether the message ``message_id`` was left showing exactly ``message``."""
        return self._looks.get(message_id) == looks(message)

    def showed(self, message_id: int, message: Message) -> None:
        self._looks[message_id] = looks(message)

    def forget(self, message_id: int) -> None:
        self._looks.pop(message_id, None)

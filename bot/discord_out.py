"""The one place where the bot's messages (``bot.messages``) become discord.py objects."""

from __future__ import annotations

import io
from typing import Any

import discord

from bot.messages import Button, Embed, Link, Message

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

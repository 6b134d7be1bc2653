"""The one place where the bot's messages (``bot.messages``) become discord.py objects."""

from __future__ import annotations

import hashlib
import io
from collections.abc import Callable, Hashable
from datetime import timedelta
from typing import Any

import discord

from bot.messages import Button, Embed, Link, Menu, Message, Option
from storage.models import Table
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


class Sent(discord.ui.View):
    """Components as discord.py sends them, written out once: a view with no items and no
    callbacks (the bot routes every click by its custom_id, which also works after a restart)
    whose payload is ready, so no ``ui.Button``/``ui.Select`` is built per message only to be
    turned back into dicts (58 -> 14 µs for a board of 5 buttons and 2 menus: about 1 % of
    the event loop's CPU per action in ``bench/bot_load.py``)."""

    def __init__(self, rows: list[dict[str, Any]]) -> None:
        super().__init__(timeout=None)
        self._rows = rows
        self.stop()

    def to_components(self) -> list[dict[str, Any]]:
        return self._rows

    def is_dispatchable(self) -> bool:
        # as discord.py's items answer it (a clickable item makes the view one), so discord.py
        # checks a webhook's or an ephemeral message's view as it did the bot's former views
        return any("custom_id" in item for row in self._rows for item in row["components"])


# Discord's action row is 5 wide: a button takes one place, a menu all five.
ROW_WIDTH, ROWS, MAX_ITEMS = 5, 5, 25


def view(message: Message) -> discord.ui.View:
    """The message's components as discord.py's ``ui.View`` would send them: each item in its
    row, or without one in the first row with room; the rows in order, empty ones left out."""
    if len(message.components) > MAX_ITEMS:
        raise ValueError("maximum number of children exceeded")
    widths = [0] * ROWS
    placed: list[tuple[int, dict[str, Any]]] = []
    for item in message.components:
        width = ROW_WIDTH if isinstance(item, Menu) else 1
        if item.row is None:
            row = next((r for r, used in enumerate(widths) if used + width <= ROW_WIDTH), None)
            if row is None:
                raise ValueError("could not find open space for item")
        else:
            row = item.row
            if not 0 <= row < ROWS:
                raise ValueError("row cannot be negative or greater than or equal to 5")
            if widths[row] + width > ROW_WIDTH:
                raise ValueError(f"item would not fit at row {row}")
        widths[row] += width
        placed.append((row, _payload(item)))
    rows: dict[int, list[dict[str, Any]]] = {}
    for row, payload in sorted(placed, key=lambda p: p[0]):
        rows.setdefault(row, []).append(payload)
    return Sent([{"type": 1, "components": items} for items in rows.values()])


def _payload(item: Button | Link | Menu) -> dict[str, Any]:
    if isinstance(item, Menu):
        menu: dict[str, Any] = {
            "type": 3,
            "custom_id": item.custom_id,
            "min_values": 1,
            "max_values": 1,
            "disabled": False,
            "required": True,
        }
        if item.placeholder:
            menu["placeholder"] = item.placeholder
        if item.options:
            menu["options"] = [_option(o) for o in item.options]
        return menu
    style = discord.ButtonStyle.link if isinstance(item, Link) else STYLES[item.style]
    button: dict[str, Any] = {"type": 2, "style": style.value, "disabled": False}
    if item.label:
        button["label"] = item.label
    if isinstance(item, Link):
        button["url"] = item.url
    else:
        button["custom_id"] = item.custom_id
    return button


def _option(option: Option) -> dict[str, Any]:
    out: dict[str, Any] = {"label": option.label, "value": option.value, "default": option.default}
    if option.description:
        out["description"] = option.description
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


# Discord's longest nonce for a message.
NONCE_MAX = 25
# How long after a post Discord surely still knows its nonce (it says "the past few minutes"):
# a post tried again later may have created its message already, which is looked for first,
# among this many of the channel's newest messages (one request reads up to 100): the
# channel's talk since the post.
NONCE_KEPT = timedelta(minutes=1)
LOOKED_BACK = 100


def nonce(table: Table, *what: object) -> str:
    """The nonce a message of ``table`` is posted with, the same for the same ``what`` (a
    board's version and effect, a player's DM at a version). Discord (``enforce_nonce``, which
    discord.py sends with every nonce) returns the message the same post created in the past
    few minutes instead of creating another: a process that stops after a post and before the
    write that remembers it posts again at its next start, and gets that message back. The
    table's creation time tells apart tables of the same id in two databases (one started
    afresh, a second bot on the same token). A digest, within Discord's 25 characters."""
    key = ":".join(map(str, (table.id, table.created_at.isoformat(), *what)))
    return "n" + hashlib.sha256(key.encode()).hexdigest()[: NONCE_MAX - 1]


async def sent_before(
    client: discord.Client,
    channel: discord.abc.Messageable,
    shows: Callable[[discord.Message], bool],
    after: int | None = None,
) -> discord.Message | None:
    """The bot's own message among the newest of ``channel`` (those after the message
    ``after``, if given) that ``shows`` what a post would have sent: one a process stopped
    before remembering, longer ago than Discord keeps its nonce. None if there is none;
    raises discord.HTTPException if the channel cannot be read."""
    me = client.user
    if me is None:
        return None
    since = discord.Object(after) if after is not None else None
    async for sent in channel.history(limit=LOOKED_BACK, after=since):
        if sent.author.id == me.id and shows(sent):
            return sent
    return None

"""The messages the bot sends, as plain values: what a board, a lobby or a DM says and offers.

The presenter (``bot.presenter``) builds them with no Discord in sight; ``bot.discord_out`` is
the one place that turns them into discord.py objects.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

Style = Literal["primary", "secondary", "success", "danger"]
Colour = Literal["play", "over", "lobby"]


@dataclass(frozen=True, slots=True)
class Button:
    custom_id: str
    label: str
    style: Style
    row: int | None = None  # None: the first row with room


@dataclass(frozen=True, slots=True)
class Option:
    label: str
    value: str
    description: str | None = None
    default: bool = False  # shown as the menu's current choice


@dataclass(frozen=True, slots=True)
class Menu:
    custom_id: str
    placeholder: str
    options: tuple[Option, ...]
    row: int


@dataclass(frozen=True, slots=True)
class Link:
    """A button that opens ``url`` in the browser (Discord's style 5): no click reaches the
    bot."""

    url: str
    label: str
    row: int | None = None


Component = Button | Menu | Link


@dataclass(frozen=True, slots=True)
class Field:
    name: str
    value: str


@dataclass(frozen=True, slots=True)
class Embed:
    title: str
    description: str
    colour: Colour
    fields: tuple[Field, ...] = ()
    image: str | None = None  # the filename of the message's attachment shown in the embed
    footer: str | None = None


@dataclass(frozen=True, slots=True)
class Image:
    filename: str
    data: bytes
    # what the picture shows, in words (the attachment's alt text, read by screen readers)
    description: str | None = None


@dataclass(frozen=True, slots=True)
class Message:
    """``components`` () sends (or leaves) no buttons. ``pings`` are the users the message
    may notify; everyone else named in it (and @everyone, roles) is never pinged."""

    content: str | None = None
    embed: Embed | None = None
    image: Image | None = None
    components: tuple[Component, ...] = ()
    pings: tuple[int, ...] = ()

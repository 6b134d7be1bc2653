"""Who reads a text in which language, at the Discord boundary (issue 21).

Private answers (ephemerals, DMs, the hand) follow their reader: ``reader_locale``. A table's
public messages (its board, lobby and announcements) follow the table: ``table_locale``. The
service hands over ``Text`` values; these render them (any other string passes as it is).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import discord

from bot.i18n.languages import private_language, public_language
from bot.i18n.text import localized
from bot.replies import tell
from storage.models import Table


def reader_locale(interaction: discord.Interaction) -> str:
    """The language of a private answer: the user's own choice (``/tabula language``), else
    their Discord's."""
    return private_language(chosen_language(interaction), str(interaction.locale))


def chosen_language(interaction: discord.Interaction) -> str | None:
    """The language the user chose with ``/tabula language``, as the bot's service keeps it;
    None before the bot has started (and for clients that are not Tabula's)."""
    try:
        service = interaction.client.router.service  # type: ignore[attr-defined]
    except (AttributeError, RuntimeError):  # RuntimeError: TabulaBot.router before start
        return None
    found = service.chosen_language(interaction.user.id)
    return found if isinstance(found, str) else None


def dm_locale(
    client: discord.Client, languages: Mapping[int, str], user_id: int, table: Table
) -> str:
    """The language of a DM sent unasked (the summary, a reminder): the one the user's Discord
    last said they read, else the table's."""
    return languages.get(user_id) or table_locale(client, table)


async def answer(interaction: discord.Interaction, text: str, **extra: Any) -> None:
    """``tell``, in the reader's language."""
    await tell(interaction, localized(text, reader_locale(interaction)), **extra)


def table_locale(client: discord.Client, table: Table) -> str:
    """A table's public language: the one stored with the table (chosen on ``/… new`` or in
    the lobby), else its server's preferred language, else English."""
    guild = client.get_guild(table.guild_id) if table.guild_id is not None else None
    server = str(guild.preferred_locale) if guild is not None else None
    chosen = table.options.get("language")
    return public_language(chosen if isinstance(chosen, str) else None, server)

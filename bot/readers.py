"""Who reads a text in which language, at the Discord boundary (issue 21).

Private answers (ephemerals, DMs, the hand) follow their reader: ``reader_locale``. A table's
public messages (its board, lobby and announcements) follow the table: ``table_locale``. The
service hands over ``Text`` values; these render them (any other string passes as it is).

A person's own choice (``/tabula language``) is stored in the database, which every process
(shard) shares. ``read_language`` reads it as an interaction arrives and keeps it with the
interaction, so a choice made through another process counts from the person's next click or
command on, and the many answers of one interaction read the database once.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

import discord

from bot.i18n.languages import private_language, public_language, supported
from bot.i18n.text import localized
from bot.replies import tell
from bot.shards import shares_tables
from bot.table_settings import TableSettings
from storage.models import Table
from storage.repository import Repository

if TYPE_CHECKING:
    from bot.service.accounts import Accounts


def reader_locale(interaction: discord.Interaction) -> str:
    """The language of a private answer: the user's own choice (``/tabula language``), else
    their Discord's."""
    return private_language(chosen_language(interaction), str(interaction.locale))


# Where an interaction keeps its reader's stored choice (discord.py's Interaction.extras).
_CHOSEN = "tabula-chosen-language"


def chosen_language(interaction: discord.Interaction) -> str | None:
    """The language the user chose with ``/tabula language``: as read from the database for
    this interaction (``read_language``), else as this process last knew it; None before the
    bot has started (and for clients that are not Tabula's)."""
    extras = getattr(interaction, "extras", None)
    if isinstance(extras, dict) and _CHOSEN in extras:
        found = extras[_CHOSEN]
        return found if isinstance(found, str) else None
    service = _service(interaction)
    found = service.accounts.chosen_language(interaction.user.id) if service is not None else None
    return found if isinstance(found, str) else None


async def read_language(interaction: discord.Interaction) -> None:
    """Reads the user's stored choice for this interaction, before anything answers it, when
    other processes serve the other shards (a choice may have been made through one of them).
    A process alone made every choice itself and knows it: it reads nothing."""
    service = _service(interaction)
    extras = getattr(interaction, "extras", None)
    if service is None or not isinstance(extras, dict) or not shares_tables(interaction.client):
        return
    extras[_CHOSEN] = await service.ctx.repo.settings.language(interaction.user.id)


def chose_language(interaction: discord.Interaction, language: str | None) -> None:
    """The user has just stored ``language`` (None: their Discord's again): this interaction's
    answers follow it at once."""
    extras = getattr(interaction, "extras", None)
    if isinstance(extras, dict):
        extras[_CHOSEN] = language


def _service(interaction: discord.Interaction) -> Any:
    try:
        return interaction.client.router.service  # type: ignore[attr-defined]
    except (AttributeError, RuntimeError):  # RuntimeError: TabulaBot.router before start
        return None


def dm_locale(
    client: discord.Client, languages: Mapping[int, str], user_id: int, table: Table
) -> str:
    """The language of a DM sent unasked (the summary, a reminder): the one the user's Discord
    last said they read, else the table's."""
    return languages.get(user_id) or table_locale(client, table)


async def dm_language(
    client: discord.Client,
    repo: Repository,
    languages: Mapping[int, str],
    user_id: int,
    table: Table,
) -> str:
    """``dm_locale``, but a language the user chose is read from the database: a choice made
    through another process counts for the next DM this one sends."""
    chosen = supported(await repo.settings.language(user_id))
    return chosen or dm_locale(client, languages, user_id, table)


async def unasked_language(
    client: discord.Client, accounts: Accounts, repo: Repository, user_id: int, table: Table
) -> str:
    """The language of a DM sent unasked (the summary, a reminder): the user's stored choice,
    else their Discord's as they last used the bot, else the table's. A process alone knows
    every choice (read at its start, kept by each ``/tabula language``); with other processes
    a choice made through one of them is read from the database."""
    if shares_tables(client):
        return await dm_language(client, repo, accounts.languages, user_id, table)
    chosen = supported(accounts.chosen_language(user_id))
    return chosen or dm_locale(client, accounts.languages, user_id, table)


async def answer(interaction: discord.Interaction, text: str, **extra: Any) -> None:
    """``tell``, in the reader's language."""
    await tell(interaction, localized(text, reader_locale(interaction)), **extra)


def table_locale(client: discord.Client, table: Table) -> str:
    """A table's public language: the one stored with the table (chosen on ``/… new`` or in
    the lobby), else its server's preferred language, else English."""
    guild = client.get_guild(table.guild_id) if table.guild_id is not None else None
    server = str(guild.preferred_locale) if guild is not None else None
    return public_language(TableSettings.of(table).language, server)

"""Who reads which language at the Discord boundary, and a Text as a value."""

from __future__ import annotations

import copy
import pickle
from types import SimpleNamespace
from typing import Any, cast

import discord

from bot.i18n.text import Text, number, say
from bot.readers import dm_locale, reader_locale, table_locale
from storage.models import Table


def client_with(preferred: str | None) -> discord.Client:
    guild = None if preferred is None else SimpleNamespace(preferred_locale=preferred)
    return cast(discord.Client, SimpleNamespace(get_guild=lambda guild_id: guild))


def table(**options: Any) -> Table:
    return cast(Table, SimpleNamespace(guild_id=10, options=options))


def test_a_private_answer_follows_the_readers_discord_language() -> None:
    for locale, expected in (("hu", "hu"), ("es-419", "es-ES"), ("de", "en-US")):
        interaction = cast(discord.Interaction, SimpleNamespace(locale=discord.Locale(locale)))
        assert reader_locale(interaction) == expected


def test_a_table_speaks_its_own_language_else_its_servers() -> None:
    assert table_locale(client_with("es-ES"), table()) == "es-ES"
    assert table_locale(client_with("es-ES"), table(language="hu")) == "hu"
    assert table_locale(client_with("ja"), table()) == "en-US"
    assert table_locale(client_with(None), table()) == "en-US"


def test_a_dm_sent_unasked_follows_the_language_its_reader_last_used() -> None:
    client = client_with("es-ES")
    assert dm_locale(client, {7: "hu"}, 7, table()) == "hu"
    # someone the bot has not heard from since it started: the table's language
    assert dm_locale(client, {7: "hu"}, 8, table()) == "es-ES"


def test_a_text_survives_a_copy_and_a_pickle() -> None:
    text = Text("table-no-game-here", game=Text("builders-title"))
    for again in (copy.copy(text), pickle.loads(pickle.dumps(text))):
        assert isinstance(again, Text)
        assert again.render("es-ES") == text.render("es-ES")
        assert again == "There is no game of The Builders: Antiquity here."


def test_numbers_are_written_the_readers_way() -> None:
    assert say("hu", "stats-score", value=number(15.5, 1)) == "15,5"
    assert say("en-US", "stats-score", value=number(15.0, 1)) == "15"
    assert say("es-ES", "table-hint", action="X", why="gain", gain=number(2, 1, fixed=True)) == (
        "**X** — te deja 2,0 PV mejor situado que tu siguiente mejor opción."
    )

"""The fake Discord's languages: each user's Discord locale and each server's preferred one
reach the bot in every interaction and in the guild, the command translations a bot registers
are kept, and translations that break Discord's rules are refused."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import aiohttp
import pytest

from bot.bot import TabulaBot
from bot.localdiscord.command_rules import command_problems, name_problem
from bot.localdiscord.server import FakeDiscord
from tests.discord.bot_helpers import bot_factory, settle
from tests.discord.harness import run_client
from tests.discord.language_helpers import command


@pytest.fixture
async def http(fake: FakeDiscord) -> AsyncIterator[aiohttp.ClientSession]:
    headers = {"Authorization": "Bot fake-token"}
    async with aiohttp.ClientSession(fake.api_base + "/", headers=headers) as session:
        yield session


def ping(**localized: Any) -> dict[str, Any]:
    return {"name": "ping", "description": "Answers pong", "type": 1, **localized}


async def test_users_and_servers_speak_their_own_languages(
    fake: FakeDiscord, tmp_path: Path
) -> None:
    anna = fake.user("Anna", locale="hu")
    alice = fake.user("Alice")  # en-US, Discord's default
    spanish = fake.add_guild("Servidor", preferred_locale="es-ES")
    carmen = fake.user("Carmen", locale="es-ES", guild=spanish)
    async with run_client(fake, bot_factory(tmp_path / "t.sqlite3")) as running:
        bot: TabulaBot = running.client  # type: ignore[assignment]
        assert [str(g.preferred_locale) for g in bot.guilds] == ["en-US", "es-ES"]
        hungarian = await fake.reply(await anna.slash("tabula games"))
        english = await fake.reply(await alice.slash("tabula games"))
        assert hungarian.content == "Ezen a szerveren egyik asztalnál sem ülsz."
        assert english.content == "You sit at no table in this server."
        # a table opened on the Spanish server speaks Spanish, whoever opens it
        lobby = await fake.reply(
            await carmen.slash("portanigra new", channel=spanish.channel("general"))
        )
        assert lobby.button_labels() == ["Unirse", "Salir", "Empezar", "Cancelar"]
        # a moderator changes the server's language: the bot learns it from GUILD_UPDATE
        fake.set_preferred_locale("hu")
        await fake.wait_until(
            lambda: str(bot.get_guild(fake.guild.id).preferred_locale) == "hu",  # type: ignore[union-attr]
            what="the bot to see the server's new language",
        )
        await settle(bot)


async def test_a_person_chooses_a_language_of_their_own(fake: FakeDiscord, tmp_path: Path) -> None:
    anna = fake.user("Anna", locale="hu")
    factory = bot_factory(tmp_path / "t.sqlite3")
    async with run_client(fake, factory) as running:
        chosen = await fake.reply(await anna.slash("tabula language", language="es-ES"))
        assert chosen.ephemeral
        assert chosen.content == "A partir de ahora, Tabula te responde en español."
        games = await fake.reply(await anna.slash("tabula games"))
        assert games.content == "No juegas en ninguna mesa de este servidor."
        # the help tells where the choice is made, under the command's Spanish name
        helped = await fake.reply(await anna.slash("tabula help"))
        assert helped.content.endswith(
            " Con `/tabula idioma` eliges el idioma en que Tabula te responde."
        )
        # the choice outlives a restart
        await running.restart()
        games = await fake.reply(await anna.slash("tabula games"))
        assert games.content == "No juegas en ninguna mesa de este servidor."
        cleared = await fake.reply(await anna.slash("tabula language", language="discord"))
        assert cleared.content == "A Tabula ismét a Discordod nyelvén válaszol neked."


async def test_command_translations_are_kept_and_given_back(
    fake: FakeDiscord, http: aiohttp.ClientSession
) -> None:
    app = fake.application_id
    localized = ping(
        name_localizations={"hu": "pingelés", "es-ES": "señal"},
        description_localizations={"hu": "Pong a válasz", "es-ES": "Responde pong"},
        options=[
            {
                "type": 3,
                "name": "to",
                "description": "Whom",
                "name_localizations": {"hu": "kinek"},
                "description_localizations": {"hu": "Kinek"},
                "choices": [
                    {"name": "Everyone", "value": "all", "name_localizations": {"hu": "Mindenki"}}
                ],
            }
        ],
    )
    async with http.put(f"applications/{app}/commands", json=[localized]) as response:
        assert response.status == 200
    async with http.get(f"applications/{app}/commands") as response:
        [stored] = await response.json()
    for key in ("name_localizations", "description_localizations", "options"):
        assert stored[key] == localized[key]
    assert command(fake, "ping", "to")["name_localizations"] == {"hu": "kinek"}


@pytest.mark.parametrize(
    ("localized", "problem"),
    [
        (
            {"name_localizations": {"hu": "Pingelés"}},
            "command 'ping': name [hu] 'Pingelés' holds the capital 'P'",
        ),
        (
            {"name_localizations": {"es-ES": "dar señal"}},
            "command 'ping': name [es-ES] 'dar señal' holds ' ', neither a letter, a digit, "
            "'-', '_' nor \"'\"",
        ),
        (
            {"name_localizations": {"hu": "a" * 33}},
            "command 'ping': name [hu] '" + "a" * 33 + "' has 33 characters (1-32)",
        ),
        (
            {"description_localizations": {"hu": ""}},
            "command 'ping': description [hu] has 0 characters (1-100)",
        ),
        (
            {"description_localizations": {"es-ES": "x" * 101}},
            "command 'ping': description [es-ES] has 101 characters (1-100)",
        ),
        (
            {"description_localizations": {"xx": "Ping"}},
            "command 'ping': description [xx: not a Discord locale] has 0 characters (1-100)",
        ),
    ],
)
async def test_translations_that_break_discords_rules_are_refused(
    fake: FakeDiscord, http: aiohttp.ClientSession, localized: dict[str, Any], problem: str
) -> None:
    app = fake.application_id
    async with http.put(f"applications/{app}/commands", json=[ping()]) as response:
        assert response.status == 200
    async with http.put(f"applications/{app}/commands", json=[ping(**localized)]) as response:
        assert response.status == 400
        assert (await response.json())["code"] == 50035
    [violation] = fake.take_violations()
    assert violation.detail == f"command sync: {problem}"
    # the commands registered before stay as they were
    assert fake.global_commands is not None
    assert [c.get("name_localizations") for c in fake.global_commands] == [None]
    assert fake.command_syncs == 1


def test_names_in_any_script_lowercase_where_it_has_case() -> None:
    for name in ("új", "gépi_játékosok", "dueño", "o'neill", "név-2"):
        assert name_problem(name) is None, name
    assert name_problem("Új") == "holds the capital 'Ú'"
    # a context menu command is named as its menu shows it
    assert command_problems([{"name": "Show Board", "type": 2}]) == []
    assert command_problems([{"name": "", "type": 3}]) == [
        "command '': name has 0 characters (1-32)"
    ]

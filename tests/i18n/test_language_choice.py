"""Choosing a language: a person's own (``/tabula language``) and a table's (``/… new`` and the
lobby's menu), on the real TableService and the in-memory repository."""

from __future__ import annotations

import itertools
from collections.abc import AsyncIterator, Iterator
from types import SimpleNamespace
from typing import Any, cast

import discord
import pytest

from bot.extensions import front_ends
from bot.i18n.text import localized
from bot.lobby_message import LobbyMessages
from bot.messages import Menu, Option
from bot.names import NameBook
from bot.presenter import Presenter
from bot.readers import reader_locale
from bot.service import Caller, TableService
from bot.service.outcomes import LobbyChanged, Refusal
from bot.table_settings import LobbyOptions
from rules import registry
from storage.memory import open_memory
from storage.repository import Repository
from tests.toy import MANIFEST

ANNA = Caller(200000000000000001, "Anna", 10, 100, locale="hu", guild_locale="hu")
BENCE = Caller(200000000000000002, "Bence", 10, 100, locale="hu", guild_locale="hu")


async def no_picture(table_id: int, render: Any, *args: Any) -> bytes | None:
    return None


@pytest.fixture
def toy_game() -> Iterator[None]:
    registry.register(MANIFEST)
    yield
    registry.unregister(MANIFEST.id)


@pytest.fixture
async def repo() -> AsyncIterator[Repository]:
    repo = await open_memory()
    yield repo
    await repo.close()


@pytest.fixture
async def service(toy_game: None, repo: Repository) -> TableService:
    names = NameBook()
    for caller in (ANNA, BENCE):
        names.remember(caller.user_id, caller.name)
    return TableService(repo, front_ends(), names, itertools.count(7))


def interaction_of(service: TableService, user_id: int, discord_locale: str) -> discord.Interaction:
    client = SimpleNamespace(router=SimpleNamespace(service=service))
    return cast(
        discord.Interaction,
        SimpleNamespace(
            client=client, user=SimpleNamespace(id=user_id), locale=discord.Locale(discord_locale)
        ),
    )


async def test_a_chosen_language_overrides_the_discord_one_until_cleared(
    service: TableService,
) -> None:
    asked = interaction_of(service, ANNA.user_id, "hu")
    assert reader_locale(asked) == "hu"
    said = await service.accounts.set_language(ANNA, "es-ES")
    assert not isinstance(said, Refusal)
    # the answer is read in the language just chosen
    assert localized(said, reader_locale(asked)) == (
        "A partir de ahora, Tabula te responde en español."
    )
    assert (
        service.accounts.chosen_language(ANNA.user_id),
        service.accounts.languages[ANNA.user_id],
    ) == (
        "es-ES",
        "es-ES",
    )
    assert await service.ctx.repo.settings.language(ANNA.user_id) == "es-ES"
    # nobody else's answers change
    assert reader_locale(interaction_of(service, BENCE.user_id, "hu")) == "hu"
    cleared = await service.accounts.set_language(ANNA, None)
    assert not isinstance(cleared, Refusal)
    assert localized(cleared, reader_locale(asked)) == (
        "A Tabula ismét a Discordod nyelvén válaszol neked."
    )
    assert (
        service.accounts.chosen_language(ANNA.user_id),
        await service.ctx.repo.settings.language(ANNA.user_id),
    ) == (
        None,
        None,
    )
    # a DM sent unasked follows the table again until her Discord speaks
    assert ANNA.user_id not in service.accounts.languages


async def test_a_language_tabula_does_not_speak_is_refused(service: TableService) -> None:
    refused = await service.accounts.set_language(ANNA, "de")
    assert isinstance(refused, Refusal)
    assert localized(refused.text, "hu") == (
        "A Tabula nem beszél „de” nyelven: válassz angolt, magyart vagy spanyolt."
    )
    assert await service.ctx.repo.settings.language(ANNA.user_id) is None


async def test_choices_made_before_a_restart_are_read_at_start(
    service: TableService, repo: Repository
) -> None:
    await service.accounts.set_language(ANNA, "en-US")
    again = TableService(repo, front_ends(), NameBook(), itertools.count(7))
    assert again.accounts.chosen_language(ANNA.user_id) is None
    await again.accounts.load_languages()
    assert reader_locale(interaction_of(again, ANNA.user_id, "hu")) == "en-US"


async def test_a_table_opened_in_spanish_on_a_hungarian_server(service: TableService) -> None:
    opened = await service.lobby.open_lobby(
        ANNA,
        "builders-antiquity",
        LobbyOptions(seats=3, ai=0, random_order=False, language="es-ES"),
    )
    assert isinstance(opened, LobbyChanged)
    assert service.tables.language(opened.table) == "es-ES"
    refused = await service.lobby.open_lobby(
        ANNA, "builders-antiquity", LobbyOptions(seats=3, ai=0, random_order=False, language="de")
    )
    assert isinstance(refused, Refusal)
    assert refused.text == ("Tabula does not speak “de”: choose English, Hungarian or Spanish.")


async def test_only_the_host_changes_the_tables_language(service: TableService) -> None:
    opened = await service.lobby.open_lobby(
        ANNA, "builders-antiquity", LobbyOptions(seats=3, ai=0, random_order=False)
    )
    assert isinstance(opened, LobbyChanged)
    table_id = opened.table.id
    assert opened.table.options["language"] == "hu"
    await service.lobby.lobby_action(BENCE, table_id, "join")
    refused = await service.lobby.lobby_action(BENCE, table_id, "language", "es-ES")
    assert isinstance(refused, Refusal)
    assert localized(refused.text, "hu") == "Ezt csak a házigazda, Anna teheti meg."
    unknown = await service.lobby.lobby_action(ANNA, table_id, "language", "xx")
    assert isinstance(unknown, Refusal)
    assert localized(unknown.text, "es-ES") == (
        "Tabula no habla «xx»: elige inglés, húngaro o español."
    )
    changed = await service.lobby.lobby_action(ANNA, table_id, "language", "es-ES")
    assert isinstance(changed, LobbyChanged)
    assert service.tables.language(changed.table) == "es-ES"
    # the other settings and the seats are kept
    assert changed.table.options["turn_minutes"] == opened.table.options["turn_minutes"]
    assert [s.user_id for s in changed.table.seats] == [ANNA.user_id, BENCE.user_id]


async def test_the_lobby_menu_offers_the_languages_in_the_tables_own(
    service: TableService,
) -> None:
    opened = await service.lobby.open_lobby(
        ANNA, "builders-antiquity", LobbyOptions(seats=3, ai=0, random_order=False)
    )
    assert isinstance(opened, LobbyChanged)
    table = opened.table
    menu = LobbyMessages.language_menu(table, "hu")
    assert menu == Menu(
        f"t:l:{table.id}:language",
        "Az asztal nyelve: magyar",
        (
            Option("angol", "en-US"),
            Option("magyar", "hu", default=True),
            Option("spanyol", "es-ES"),
        ),
        4,
    )
    assert [o.label for o in LobbyMessages.language_menu(table, "es-ES").options] == [
        "inglés",
        "húngaro",
        "español",
    ]
    # in the lobby, on the row below the clock's menus
    presenter = Presenter(service, no_picture)
    lobby = await presenter.lobbies.lobby(table, locale="hu")
    assert lobby.components[-1] == menu

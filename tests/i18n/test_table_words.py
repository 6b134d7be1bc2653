"""The table service's words reach a Hungarian and a Spanish player in their own language: the
real TableService on the in-memory repository, its outcomes rendered as the Discord side does."""

from __future__ import annotations

import itertools
from collections.abc import AsyncIterator, Iterator
from dataclasses import replace
from typing import Any

import pytest

from bot.extensions import front_ends
from bot.i18n.text import Text, localized
from bot.messages import Button, Menu
from bot.names import NameBook
from bot.presenter import Presenter
from bot.service import Caller, TableService
from bot.service.outcomes import LobbyChanged, Refusal, Started, stored
from bot.service.seats import SeatChanged
from bot.table_settings import LobbyOptions
from rules import registry
from storage.memory import open_memory
from tests.toy import MANIFEST

# Discord ids are snowflakes; the presenter puts names in place of seat ids.
ANNA = Caller(200000000000000001, "Anna", 10, 100, locale="hu", guild_locale="hu")
BENCE = Caller(200000000000000002, "Bence", 10, 100, locale="hu", guild_locale="hu")
CARMEN = Caller(200000000000000003, "Carmen", 11, 110, locale="es-ES", guild_locale="es-ES")
DIEGO = Caller(200000000000000004, "Diego", 11, 110, locale="es-ES", guild_locale="es-ES")


async def no_picture(table_id: int, render: Any, *args: Any) -> bytes | None:
    return None


@pytest.fixture
def toy_game() -> Iterator[None]:
    registry.register(MANIFEST)
    yield
    registry.unregister(MANIFEST.id)


@pytest.fixture
async def service(toy_game: None) -> AsyncIterator[TableService]:
    repo = await open_memory()
    names = NameBook()
    for caller in (ANNA, BENCE, CARMEN, DIEGO):
        names.remember(caller.user_id, caller.name)
    yield TableService(repo, front_ends(), names, itertools.count(7))
    await repo.close()


def said(outcome: Refusal | SeatChanged, caller: Caller) -> str:
    """What the caller reads, as the Discord side renders it."""
    return localized(outcome.text, caller.locale)


async def test_a_hungarian_lobby_its_refusals_and_a_join(service: TableService) -> None:
    presenter = Presenter(service, no_picture)
    opened = await service.lobby.open_lobby(
        ANNA, "builders-antiquity", LobbyOptions(seats=3, ai=0, random_order=False)
    )
    assert isinstance(opened, LobbyChanged)
    table = opened.table
    # the table speaks its server's language in public
    assert table.options["language"] == "hu"
    refused = await service.lobby.lobby_action(BENCE, table.id, "start")
    assert isinstance(refused, Refusal)
    assert said(refused, BENCE) == "Ezt csak a házigazda, Anna teheti meg."
    # the same refusal, to an English reader, is today's English
    assert refused == Refusal("Only the host, Anna, can do that.")
    joined = await service.lobby.lobby_action(BENCE, table.id, "join")
    assert isinstance(joined, LobbyChanged)
    # storage's refusal, in words the catalogues know
    twice = await service.lobby.lobby_action(BENCE, table.id, "join")
    assert isinstance(twice, Refusal)
    assert said(twice, BENCE) == "Már van helyed ennél az asztalnál."
    assert twice == Refusal("You already have a seat at this table.")
    lobby = await presenter.lobbies.lobby(
        joined.table, locale=service.tables.language(joined.table)
    )
    assert lobby.embed is not None
    assert lobby.embed.title == "The Builders: Antiquity · #1 asztal"
    assert lobby.embed.description == "1. Anna (házigazda)\n2. Bence\n3. — szabad —"
    assert [(f.name, f.value) for f in lobby.embed.fields] == [
        ("Körönkénti idő", "24 óra, utána a gép lejátssza a kört")
    ]
    assert lobby.embed.footer == (
        "2–3 játékos kell · ülésrend: ahogy leültek · a házigazda indítja a játékot"
    )
    assert [c.label for c in lobby.components if isinstance(c, Button)] == [
        "Beszállok",
        "Kiszállok",
        "Indítás",
        "Mégse",
    ]
    menus = [c for c in lobby.components if isinstance(c, Menu)]
    assert [m.placeholder for m in menus] == [
        "Gépi játékos hozzáadása…",
        "Körönkénti idő: 24 óra",
        "Ha lejár az idő: a gép lejátssza a kört",
        "Az asztal nyelve: magyar",
    ]
    assert [(o.label, o.description) for o in menus[0].options][:2] == [
        ("Könnyű", "értelmesen játszik, de hibázik"),
        ("Közepes", "minden lehetőséget egy lépésre előre mérlegel"),
    ]
    full = await service.lobby.lobby_action(
        replace(DIEGO, guild_id=10, channel_id=100), table.id, "ai"
    )
    assert isinstance(full, Refusal)
    assert said(full, DIEGO) == "Solo el anfitrión, Anna, puede hacerlo."


async def test_a_spanish_table_refuses_and_takes_a_player_back(service: TableService) -> None:
    presenter = Presenter(service, no_picture)
    refused = await service.lobby.open_lobby(
        CARMEN, "pebbles", LobbyOptions(seats=2, ai=2, random_order=False)
    )
    assert isinstance(refused, Refusal)
    assert said(refused, CARMEN) == (
        "Con 2 asientos del ordenador no queda ningún asiento para ti entre 2."
    )
    opened = await service.lobby.open_lobby(
        CARMEN, "pebbles", LobbyOptions(seats=2, ai=0, random_order=False)
    )
    assert isinstance(opened, LobbyChanged)
    await service.lobby.lobby_action(DIEGO, opened.table.id, "join")
    started = await service.lobby.lobby_action(CARMEN, opened.table.id, "start")
    assert isinstance(started, Started)
    board = await presenter.boards.board(started.loaded, buttons=True, mention=True, locale="es-ES")
    assert board.content == f"<@{CARMEN.user_id}>, es tu turno."
    assert board.embed is not None and board.embed.title == "Pebbles · mesa n.º 1"
    full = await presenter.boards.board(
        started.loaded, buttons=False, mention=False, full=True, locale="es-ES"
    )
    assert full.embed is not None
    assert [(f.name, f.value) for f in full.embed.fields] == [("Jugadores", "15 pebbles left")]
    not_yours = await service.turns.play(DIEGO, opened.table.id, 1, ["take:1"])
    assert isinstance(not_yours, Refusal)
    assert said(not_yours, DIEGO) == "Es el turno de Carmen."
    # Diego steps away, and takes his seat back from the computer
    left = await service.seats.leave(DIEGO, "pebbles")
    assert isinstance(left, SeatChanged)
    assert said(left, DIEGO) == (
        "Ahora el ordenador juega tu asiento; `/pebbles volver` te lo devuelve."
    )
    # the channel's announcement is stored in the table's language
    announced = [e.payload["text"] for e in stored(left.effects, "es-ES") if "text" in e.payload]
    assert announced == [
        "Diego se ha ido: el ordenador juega su asiento hasta que alguien lo ocupe con "
        "`/pebbles volver`."
    ]
    back = await service.seats.join(DIEGO, "pebbles")
    assert isinstance(back, SeatChanged)
    assert said(back, DIEGO) == "El asiento es tuyo."
    again = await service.seats.join(DIEGO, "pebbles")
    assert isinstance(again, Refusal)
    assert said(again, DIEGO) == "Ya tienes un asiento en esta mesa."
    assert said(again, replace(DIEGO, locale="hu")) == "Már van helyed ennél az asztalnál."


def test_a_text_is_its_english_until_rendered() -> None:
    text = Text("table-lobby-full", seats=4)
    assert text == "The table is full (4 seats)."
    assert text.render("hu") == "Az asztal megtelt (4 hely)."
    assert text.render("es-419") == "La mesa está llena (4 asientos)."
    assert localized("Alice", "hu") == "Alice"
    # an argument that is a text itself speaks the sentence's language
    title = Text("builders-title")
    assert Text("table-no-game-here", game=title).render("es-ES") == (
        "Aquí no hay ninguna partida de Los Constructores: Antigüedad."
    )

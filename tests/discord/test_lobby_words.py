"""The lobby says how many players a table takes in plain words, and offers no computer player
once every seat is taken (issue 33)."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.localdiscord.server import FakeDiscord
from bot.localdiscord.state import Message
from tests.discord.bot_helpers import bot_factory, settle
from tests.discord.harness import run_client

ADD_COMPUTER = "Add a computer player…"


def placeholders(message: Message) -> list[str]:
    return [str(item.get("placeholder") or item.get("label")) for item in message.items()]


async def test_a_table_of_two_says_two_players_and_stops_offering_a_computer_when_full(
    fake: FakeDiscord, tmp_path: Path
) -> None:
    alice, bob = fake.user("Alice"), fake.user("Bob")
    async with run_client(fake, bot_factory(tmp_path / "t.sqlite3")) as running:
        lobby = await fake.reply(await alice.slash("portanigra new", seats=2))
        footer = lobby.embeds[0]["footer"]["text"]
        assert footer == "Needs 2 players · seat order: random · the host starts the game"
        assert ADD_COMPUTER in placeholders(lobby)
        await bob.click(lobby, "Join")
        await settle(running.client)  # type: ignore[arg-type]
        assert lobby.embeds[0]["description"] == "1. Alice (host)\n2. Bob"
        assert ADD_COMPUTER not in placeholders(lobby)
        assert {"Join", "Leave", "Start", "Cancel"} <= set(placeholders(lobby))
        # a seat freed offers the computer again
        await bob.click(lobby, "Leave")
        await settle(running.client)  # type: ignore[arg-type]
        assert ADD_COMPUTER in placeholders(lobby)


@pytest.mark.parametrize(
    ("language", "seats", "needs"),
    [
        ("en-US", 3, "Needs 2–3 players · "),
        ("es-ES", 2, "Hacen falta 2 jugadores · "),
        ("es-ES", 4, "Hacen falta 2–4 jugadores · "),
        ("hu", 2, "2 játékos kell · "),
        ("hu", 3, "2–3 játékos kell · "),
    ],
)
async def test_the_players_needed_in_each_language(
    fake: FakeDiscord, tmp_path: Path, language: str, seats: int, needs: str
) -> None:
    carla = fake.user("Carla")
    async with run_client(fake, bot_factory(tmp_path / "t.sqlite3")):
        lobby = await fake.reply(await carla.slash("builders new", seats=seats, language=language))
        assert lobby.embeds[0]["footer"]["text"].startswith(needs)

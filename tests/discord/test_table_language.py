"""The host changes a table's language in its lobby: the lobby and the game that follows speak
the new language, while each person's private answers stay in their own."""

from __future__ import annotations

from pathlib import Path

from bot.bot import TabulaBot
from bot.localdiscord.server import FakeDiscord
from tests.discord.bot_helpers import bot_factory, settle
from tests.discord.harness import run_client
from tests.discord.language_helpers import table_of


async def test_the_host_switches_a_hungarian_lobby_to_spanish(
    fake: FakeDiscord, tmp_path: Path
) -> None:
    fake.guild.preferred_locale = "hu"
    anna, bence = fake.user("Anna", locale="hu"), fake.user("Bence", locale="hu")
    async with run_client(fake, bot_factory(tmp_path / "t.sqlite3")) as running:
        bot: TabulaBot = running.client  # type: ignore[assignment]
        lobby = await fake.reply(await anna.slash("portanigra new", seats=2))
        table_id = table_of(lobby)
        menu = f"t:l:{table_id}:language"
        [language] = [i for i in lobby.items() if i.get("custom_id") == menu]
        assert language["placeholder"] == "Az asztal nyelve: magyar"
        assert [(o["label"], o["value"]) for o in language["options"]] == [
            ("angol", "en-US"),
            ("magyar", "hu"),
            ("spanyol", "es-ES"),
        ]
        refused = await fake.reply(await bence.select(lobby, menu, "es-ES"))
        assert refused.content == "Ezt csak a házigazda, Anna teheti meg."
        await anna.select(lobby, menu, "es-ES")
        await settle(bot)
        assert lobby.button_labels() == ["Unirse", "Salir", "Empezar", "Cancelar"]
        [language] = [i for i in lobby.items() if i.get("custom_id") == menu]
        assert language["placeholder"] == "Idioma de la mesa: español"
        # a private answer stays in its reader's language
        await bence.click(lobby, "Unirse")
        twice = await fake.reply(await bence.click(lobby, "Unirse"))
        assert twice.content == "Az asztal megtelt (2 hely)."
        await anna.click(lobby, "Empezar")
        await settle(bot)
        assert lobby.content == "La partida ha empezado: el tablero está debajo."
        assert (await bot.repo.tables.get_table(table_id)).options["language"] == "es-ES"

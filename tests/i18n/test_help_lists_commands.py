"""``/tabula help`` lists every command the bot registers, from its command tree, in the
reader's language (issue 33)."""

from __future__ import annotations

import pytest
from discord import app_commands

from bot.i18n.catalogue import default_catalogue
from bot.i18n.command_translator import CommandTranslator
from cogs.tabula import help_text
from tests.i18n.command_tree import command_tree, game_groups


@pytest.mark.parametrize("language", ["en-US", "es-ES", "hu"])
async def test_help_names_every_registered_command_with_its_description(language: str) -> None:
    async with command_tree() as bot:
        text = help_text(bot, language)
        translator = CommandTranslator(default_catalogue(), game_groups(bot))
        lines = text.splitlines()
        listed = 0
        for top in bot.tree.get_commands():
            assert isinstance(top, app_commands.Group)
            for command in top.walk_commands():
                lookup = translator.key_of(command.qualified_name, True)
                name = default_catalogue().text(language, lookup.key)
                about = translator.key_of(command.qualified_name, False)
                said = translator.render(language, about)
                if lookup.game_id is None:  # /tabula's: word for word
                    assert f"`{name}`: {said}" in lines, command.qualified_name
                else:
                    assert any(line.startswith(f"`{name}`: ") for line in lines), name
                listed += 1
        assert {"hint", "log", "replay", "undo", "language", "export"} <= {
            c.name for top in bot.tree.get_commands() for c in top.walk_commands()
        }
        # one line per command of /tabula, one per command the games share
        assert listed > sum(line.startswith("`") for line in lines) > 20
        assert len(text) <= 1950, "Discord refuses an answer over 2000 characters"


async def test_help_in_english_word_for_word() -> None:
    async with command_tree() as bot:
        text = help_text(bot)
    assert text.startswith(
        "**Tabula** hosts Roman builder board games in this server.\n\n"
        "**The Builders: Antiquity** (2–4 players): `/builders`\n"
        "**Aqua Romana** (2–4 players): `/aquaromana`\n"
        "**Porta Nigra** (2–4 players): `/portanigra`\n\n"
        "Each game's commands (e.g. `/builders new`):\n"
        "`new`: Open a table of that game in this channel\n"
        "`board`: Show the board (only to you), now or after a move\n"
        "`log`: The whole game in words, as a file (only to you)\n"
    )
    assert "`hint`: What a strong computer player would do now (casual games)\n" in text
    assert "`replay`: An animated replay of a finished game\n\n**/tabula**\n`help`: " in text
    assert "`rules`: A short summary of the rules of that game\n" in text


async def test_help_in_spanish_and_hungarian_names_the_commands_as_discord_shows_them() -> None:
    async with command_tree() as bot:
        spanish, hungarian = help_text(bot, "es-ES"), help_text(bot, "hu")
    assert "Comandos de cada juego (p. ej. `/constructores nueva`):\n" in spanish
    assert (
        "`pista`: Qué haría ahora un jugador fuerte del ordenador (partidas amistosas)" in spanish
    )
    assert "**Porta Nigra** (2–4 jugadores): `/portanigra`" in spanish
    assert "Minden játék parancsai (például `/építők új`):\n" in hungarian
    assert "`napló`: Az egész játszma szövegesen, fájlban (csak neked)" in hungarian
    assert "**Aqua Romana** (2–4 játékos): `/aquaromana`" in hungarian

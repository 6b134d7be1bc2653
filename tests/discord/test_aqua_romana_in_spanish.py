"""A whole Aqua Romana game in Spanish: Spanish players on a server whose language is English
open the table in Spanish with ``/aquaromana new language:Español``; the bot's own words are
Spanish from the lobby to the final scoring."""

from __future__ import annotations

import os
from pathlib import Path

from bot.bot import TabulaBot
from bot.localdiscord.server import FakeDiscord
from cogs.aqua_romana.score_words import final_score as aqua_score
from rules.aqua_romana import ENGINE
from tests.discord.aqua_helpers import aqua_policy
from tests.discord.bot_helpers import (
    actor_of,
    bot_factory,
    choices,
    choose,
    latest_board,
    settle,
    write_transcript,
)
from tests.discord.harness import run_client
from tests.discord.language_helpers import (
    command,
    english_left,
    english_report,
    table_of,
    texts_by_source,
)

SEED = 5


async def test_a_spanish_group_plays_aqua_romana(fake: FakeDiscord, tmp_path: Path) -> None:
    carmen, diego, elena = (fake.user(n, locale="es-ES") for n in ("Carmen", "Diego", "Elena"))
    people = [carmen, diego, elena]
    async with run_client(fake, bot_factory(tmp_path / "t.sqlite3", iter([SEED]))) as running:
        bot: TabulaBot = running.client  # type: ignore[assignment]
        lobby = await fake.reply(
            await carmen.slash("aquaromana new", seats=4, ai=1, level="random", language="es-ES")
        )
        embed = lobby.embeds[0]
        assert embed["title"].startswith("Aqua Romana · mesa n.º ")
        assert embed["description"].startswith("1. Carmen (anfitrión)\n")
        assert lobby.button_labels() == ["Unirse", "Salir", "Empezar", "Cancelar"]
        await diego.click(lobby, "Unirse")
        await settle(bot)
        refused = await fake.reply(await diego.click(lobby, "Empezar"))
        assert refused.ephemeral and refused.content == "Solo el anfitrión, Carmen, puede hacerlo."
        twice = await fake.reply(await diego.click(lobby, "Unirse"))
        assert twice.content == "Ya tienes un asiento en esta mesa."
        await elena.click(lobby, "Unirse")
        table_id = table_of(lobby)
        await carmen.click(lobby, "Empezar")
        await settle(bot)
        assert lobby.content == "La partida ha empezado: el tablero está debajo."
        table = await bot.repo.tables.get_table(table_id)
        assert table.options["language"] == "es-ES"
        channel = fake.channels[table.channel_id]
        seen: list[tuple[str, str]] = []  # what the players read before it was edited
        while True:
            loaded = await bot.repo.tables.load(table.id)
            if loaded.pending is None:
                break
            actor = actor_of(fake, people, loaded.pending)
            board = latest_board(actor, channel)
            offered = choices(board)
            seen += texts_by_source(board)
            await choose(actor, board, offered[aqua_policy(loaded.state, list(offered))])
            await settle(bot)
        final = await bot.repo.tables.load(table.id)
        result = ENGINE.result(final.state)
        assert result is not None and final.table.status == "finished"
        names = await bot.router.service.ctx.names.seat_names(final.table)

    # the final scoring, in public and in each player's DM
    winners = " & ".join(names[w] for w in result.winners)
    # a tie now and then, said as one
    won = f"Ganador: {winners}." if len(result.winners) == 1 else f"Empate: {winners} comparten"
    last = fake.channel_log(channel)[-1]
    header = (
        f"**Fin de la partida.** Ganador: {winners}\n"
        if len(result.winners) == 1
        else "**Fin de la partida.** Empate: "
    )
    assert last.content.startswith(header)
    # each seat's score in Spanish sentences, not the engine's fields
    lines = last.embeds[0]["description"].split("\n")
    for seat, details in result.details.items():
        said = aqua_score(details, "es-ES")
        assert any(
            line.startswith(f"**{names[seat]}**: ") and line.endswith(said) for line in lines
        )
        assert " obrero" in said or said.startswith("ningún obrero")
    assert last.button_labels() == ["Revancha", "Repetición", "Tablero completo"]
    for person in people:
        score = f"{result.scores[str(person.id)]:g}"
        dm = [m for m in person.dms() if not m.ephemeral][-1]
        assert dm.content.startswith(f"**Fin de la partida.** {won}")
        assert f" Tu puntuación: {score}.\n" in dm.content

    left = english_left(fake, seen)
    if os.environ.get("TABULA_TRANSCRIPT"):
        folder = Path(os.environ["TABULA_TRANSCRIPT"]) / "aqua-romana-es"
        write_transcript(fake, folder)
        (folder / "english-left.txt").write_text(english_report(left), encoding="utf-8")
    # not one English line reached the Spanish players: messages, buttons, menus, DMs and the
    # images' descriptions
    assert english_report(left) == ""
    # the game's own words among them: its buttons, and each player's summary by DM
    buttons = {text for source, text in seen if source == "button"}
    options = {text.removesuffix(" — ") for source, text in seen if source == "menu option"}
    # the 16 set-ups are a menu (no message has more than 10 buttons)
    assert "Curva · arriba (P0–P10)" in options
    assert any(", el agua gira al " in label and " de largo, " in label for label in buttons)
    for person in people:
        dm = [m for m in person.dms() if not m.ephemeral][-1]
        assert f"\n**Aqua Romana** — tu resumen, {person.name} (juegas con " in dm.content
    new = command(fake, "aquaromana", "new")
    assert new["name_localizations"]["es-ES"] == "nueva"
    assert new["description_localizations"]["es-ES"] == "Abre una mesa de Aqua Romana en este canal"
    language = command(fake, "aquaromana", "new", "language")
    assert language["name_localizations"] == {"hu": "nyelv", "es-ES": "idioma", "es-419": "idioma"}

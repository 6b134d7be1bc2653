"""A whole Porta Nigra game on a Hungarian server, by people whose Discord is Hungarian: the
bot's own words in Hungarian from the lobby to the final scoring, and the slash commands
registered with their Hungarian and Spanish translations. DMs: 42 before issue 33 (a new one at
each draw), 3 after (one per player, edited)."""

from __future__ import annotations

import os
import random
from pathlib import Path

from bot.bot import TabulaBot
from bot.localdiscord.actors import Actor
from bot.localdiscord.server import FakeDiscord
from bot.localdiscord.state import Message
from cogs.porta_nigra.score_words import final_score as porta_score
from rules.porta_nigra import ENGINE
from tests.discord.bot_helpers import bot_factory, choices, choose, settle, write_transcript
from tests.discord.harness import run_client
from tests.discord.language_helpers import (
    command,
    english_left,
    english_report,
    table_of,
    texts_by_source,
)


def board_of(log: list[Message]) -> Message:
    return next(m for m in reversed(log) if choices(m))


def latest_dm(actor: Actor) -> Message:
    return [m for m in actor.dms() if not m.ephemeral][-1]


def pick(rng: random.Random, offered: list[str]) -> str:
    # plays on rather than ending turns early, so the game moves
    useful = [a for a in offered if a not in ("end", "coin:card", "coin:torch")]
    return rng.choice(useful or offered)


async def test_a_hungarian_group_plays_porta_nigra(fake: FakeDiscord, tmp_path: Path) -> None:
    fake.guild.preferred_locale = "hu"
    anna, bence, csilla = (fake.user(n, locale="hu") for n in ("Anna", "Bence", "Csilla"))
    people = {str(a.id): a for a in (anna, bence, csilla)}
    rng = random.Random(4)
    async with run_client(fake, bot_factory(tmp_path / "t.sqlite3", iter([8]))) as running:
        bot: TabulaBot = running.client  # type: ignore[assignment]
        lobby = await fake.reply(await anna.slash("portanigra new", seats=3))
        assert lobby.embeds[0]["title"].startswith("Porta Nigra · #")
        assert lobby.embeds[0]["title"].endswith(" asztal")
        assert lobby.embeds[0]["description"] == "1. Anna (házigazda)\n2. — szabad —\n3. — szabad —"
        assert lobby.button_labels() == ["Beszállok", "Kiszállok", "Indítás", "Mégse"]
        # a guest may not start the game, and is told so in Hungarian, privately
        await bence.click(lobby, "Beszállok")
        await settle(bot)
        refused = await fake.reply(await bence.click(lobby, "Indítás"))
        assert refused.ephemeral and refused.content == "Ezt csak a házigazda, Anna teheti meg."
        twice = await fake.reply(await bence.click(lobby, "Beszállok"))
        assert twice.content == "Már van helyed ennél az asztalnál."
        await csilla.click(lobby, "Beszállok")
        table_id = table_of(lobby)
        await anna.click(lobby, "Indítás")
        await settle(bot)
        assert lobby.content == "A játék elkezdődött: lent a tábla."
        table = await bot.repo.tables.get_table(table_id)
        assert table.options["language"] == "hu"
        channel = fake.channels[table.channel_id]
        clicks = 0
        seen: list[tuple[str, str]] = []  # what the players read before it was edited
        while True:
            loaded = await bot.repo.tables.load(table.id)
            if loaded.pending is None:
                break
            actor = people[loaded.pending]
            phase = loaded.state.phase
            source = latest_dm(actor) if phase == "card" else board_of(fake.channel_log(channel))
            offered = choices(source)
            seen += texts_by_source(source)
            assert offered, f"nothing to click for {actor.name} in phase {phase}"
            await choose(actor, source, offered[pick(rng, sorted(offered))])
            await settle(bot)
            clicks += 1
        final = await bot.repo.tables.load(table.id)
        result = ENGINE.result(final.state)
        assert result is not None and final.table.status == "finished"
        names = await bot.router.service.ctx.names.seat_names(final.table)

    left = english_left(fake, seen)
    if os.environ.get("TABULA_TRANSCRIPT"):
        folder = Path(os.environ["TABULA_TRANSCRIPT"]) / "porta-nigra-hu"
        write_transcript(fake, folder)
        (folder / "english-left.txt").write_text(english_report(left), encoding="utf-8")
    assert clicks > 30
    # not one English line reached the Hungarian players: messages, buttons, menus, DMs and the
    # images' descriptions (the words drawn into the images are not read here)
    assert english_report(left) == ""
    # the final scoring, in public and in each player's DM, in Hungarian
    winners = " & ".join(names[w] for w in result.winners)
    last = fake.channel_log(channel)[-1]
    # a shared victory says so: the random clicks end in a tie now and then
    alone = len(result.winners) == 1
    header = (
        f"**Vége a játéknak.** Győztes: {winners}\n"
        if alone
        else "**Vége a játéknak.** Döntetlen: "
    )
    assert last.content.startswith(header)
    # each seat's score in Hungarian sentences, not the engine's fields
    lines = last.embeds[0]["description"].split("\n")
    for seat, details in result.details.items():
        said = porta_score(details, "hu")
        assert said.startswith(f"{details['before']} GyP a játék során")
        assert any(
            line.startswith(f"**{names[seat]}**: ") and line.endswith(said) for line in lines
        )
    won = f"Győztes: {winners}." if alone else f"Döntetlen: {winners} közösen nyert."
    for seat, person in people.items():
        score = f"{result.scores[seat]:g}"
        assert len([m for m in person.dms() if not m.ephemeral]) == 1, "one DM, edited"
        assert latest_dm(person).content.startswith(
            f"**Vége a játéknak.** {won} A pontszámod: {score}.\n"
        )
    # the slash commands carry their Hungarian and Spanish names and descriptions
    new = command(fake, "portanigra", "new")
    assert (new["name_localizations"]["hu"], new["name_localizations"]["es-ES"]) == ("új", "nueva")
    language = command(fake, "tabula", "language")
    assert language["name_localizations"] == {"hu": "nyelv", "es-ES": "idioma", "es-419": "idioma"}
    assert language["description_localizations"]["hu"] == "A nyelv, amelyen a Tabula válaszol neked"

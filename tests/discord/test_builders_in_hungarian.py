"""A whole game of The Builders: Antiquity on a Hungarian server, by people whose Discord is
Hungarian: the board's prompt, its players' lines, buttons and menus, the turns' events, the
private summaries by DM and the final scoring all in Hungarian, with not one English line."""

from __future__ import annotations

import os
import random
from pathlib import Path
from types import SimpleNamespace
from typing import cast

from bot.bot import TabulaBot
from bot.localdiscord.actors import Actor
from bot.localdiscord.server import FakeDiscord
from bot.localdiscord.state import Message
from rules.builders_antiquity import ENGINE
from tests.discord.bot_helpers import (
    actor_of,
    bot_factory,
    builders_policy,
    choices,
    latest_board,
    play,
    write_transcript,
)
from tests.discord.harness import run_client
from tests.discord.language_helpers import english_left, english_report, open_table, texts_by_source

# The game's title: Hungarian tables keep the original (no Hungarian edition's title is in our
# sources), a name like a player's, so it is no English left behind.
TITLE = "The Builders: Antiquity"
# The investments and freeing a slave: the purposeful player (builders_policy) never makes
# them, so they are mixed in now and then to bring their words to the players too.
_NOW_AND_THEN = ("buy-slave:", "buy-tool:", "loan", "educate:", "free:")


def pick(rng: random.Random, state: object, offered: list[str]) -> str:
    rare = [a for a in offered if a.startswith(_NOW_AND_THEN)]
    if rare and rng.random() < 0.25:
        return rng.choice(rare)
    return builders_policy(state, offered)


def without_title(left: dict[str, list[str]]) -> dict[str, list[str]]:
    """The lines of ``left`` still English once the game's title is taken out of them, by the
    same rule (a stand-in Discord with no channels: only these lines are read)."""
    nothing = cast(FakeDiscord, SimpleNamespace(channels={}, dm_channels={}))
    lines = [(source, line.replace(TITLE, "")) for source, found in left.items() for line in found]
    return english_left(nothing, lines)


def latest_dm(actor: Actor) -> Message:
    return [m for m in actor.dms() if not m.ephemeral][-1]


async def test_a_hungarian_group_plays_the_builders(fake: FakeDiscord, tmp_path: Path) -> None:
    fake.guild.preferred_locale = "hu"
    anna, bence, csilla = (fake.user(n, locale="hu") for n in ("Anna", "Bence", "Csilla"))
    people = [anna, bence, csilla]
    rng = random.Random(3)
    async with run_client(fake, bot_factory(tmp_path / "t.sqlite3", iter([6]))) as running:
        bot: TabulaBot = running.client  # type: ignore[assignment]
        lobby, table = await open_table(
            fake, running, "builders", anna, [bence, csilla], "Beszállok", "Indítás", seats=3
        )
        assert lobby.content == "A játék elkezdődött: lent a tábla."
        assert table.options["language"] == "hu"
        channel = fake.channels[table.channel_id]
        first = latest_board(anna, channel)
        first_seat = (await bot.repo.tables.load(table.id)).pending
        assert first_seat is not None
        mover = actor_of(fake, people, first_seat).name
        # the board asks the player to move in Hungarian, and names the actions so
        shown = dict(texts_by_source(first))
        assert (
            f"**{mover}** következik: még 3 ingyen akció, befektetés még lehetséges."
            in shown["embed description"]
        )
        labels = [text for source, text in texts_by_source(first) if source == "button"]
        assert "Köröd vége" in labels
        clicks = 0
        seen: list[tuple[str, str]] = []  # what the players read before it was edited
        while True:
            loaded = await bot.repo.tables.load(table.id)
            if loaded.pending is None:
                break
            actor = actor_of(fake, people, loaded.pending)
            board = latest_board(actor, channel)
            offered = choices(board)
            seen += texts_by_source(board)
            wanted = pick(rng, loaded.state, sorted(offered))
            clicks += await play(bot, actor, board, offered[wanted])
        final = await bot.repo.tables.load(table.id)
        result = ENGINE.result(final.state)
        assert result is not None and final.table.status == "finished"
        names = await bot.router.service.ctx.names.seat_names(final.table)
        log = fake.channel_log(channel)
        summaries = {person.name: latest_dm(person).content or "" for person in people}

    left = without_title(english_left(fake, seen))
    if os.environ.get("TABULA_TRANSCRIPT"):
        folder = Path(os.environ["TABULA_TRANSCRIPT"]) / "builders-hu"
        write_transcript(fake, folder)
        (folder / "english-left.txt").write_text(english_report(left), encoding="utf-8")
    assert clicks > 60
    # not one English line reached the Hungarian players: messages, buttons, menus, DMs and the
    # images' descriptions (the words drawn into the images are other tests' business)
    assert english_report(left) == ""
    # the turns' events, in Hungarian sentences with the rulebook's words
    said = "\n".join(text for message in log for _, text in texts_by_source(message))
    assert "megkezdte a" in said and "építését" in said
    assert "munkába állított egy" in said
    # each player's summary by DM ends the game in Hungarian, their lines included
    winners = " & ".join(names[w] for w in result.winners)
    alone = len(result.winners) == 1
    won = f"Győztes: {winners}." if alone else f"Döntetlen: {winners} közösen nyert."
    for person in people:
        assert summaries[person.name].startswith(f"**Vége a játéknak.** {won} A pontszámod: ")
        assert "\n**The Builders: Antiquity** — az összegzésed, " in summaries[person.name]
        assert "\nTe" in summaries[person.name]

"""/tabula stats, leaderboard, history and export, and /<game> replay, end to end: the real bot
against the fake Discord, after a game of Pebbles (tests/toy) played to its end by clicks.

The commands are wired as the bot wires them: /tabula's cog adds the stats commands, and every
game's cog has ``replay``."""

from __future__ import annotations

import io
import itertools
import json
import re
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from PIL import Image

from bot.bot import TabulaBot
from bot.localdiscord.actors import Actor
from bot.localdiscord.server import FakeDiscord
from bot.service.stats import read_export
from rules import registry
from rules.core import Result
from tests.discord.bot_helpers import bot_factory, choices, latest_board, settle, start_table
from tests.discord.harness import run_client
from tests.toy import MANIFEST


@pytest.fixture
def pebbles() -> Iterator[str]:
    registry.register(MANIFEST)
    yield MANIFEST.id
    registry.unregister(MANIFEST.id)


def wired(database: Path) -> Callable[[], TabulaBot]:
    """The bot as it runs: /tabula stats|leaderboard|history|export and /<game> replay are
    part of its command groups."""
    return bot_factory(database, iter([5]))


async def play_to_the_end(
    fake: FakeDiscord, running: Any, alice: Actor, bob: Actor
) -> tuple[int, int]:
    """A game of Pebbles in #general, clicked to its end; (table id, turns it had)."""
    bot: TabulaBot = running.client
    _, table = await start_table(
        fake, running, "pebbles", alice, [bob], seats=2, random_order=False
    )
    people = {str(alice.id): alice, str(bob.id): bob}
    pending: list[str | None] = []
    while (loaded := await bot.repo.tables.load(table.id)).pending is not None:
        pending.append(loaded.pending)
        actor = people[loaded.pending]
        board = latest_board(actor, "general")
        offered = sorted(choices(board))
        pick = "pass" if offered == ["pass"] else offered[-1]
        await actor.click(board, choices(board)[pick].custom_id)
        await settle(bot)
    pending.append(None)
    turns = 1 + sum(1 for a, b in itertools.pairwise(pending) if a != b or b is None)
    return table.id, turns


async def finished(
    bot: TabulaBot, guild_id: int, channel_id: int, users: list[int], scores: list[int]
) -> int:
    """A game of Pebbles stored as finished (the first user the host), with ``scores``."""
    repo = bot.repo
    table = await repo.lobby.create_table(
        guild_id=guild_id, channel_id=channel_id, game_id="pebbles", host_id=users[0], seed=1
    )
    for user in users[1:]:
        await repo.lobby.join(table.id, user)
    loaded = await repo.lobby.start(table.id)
    seats = loaded.table.seats
    top = max(scores)
    result = Result(
        scores={seat.id: scores[i] for i, seat in enumerate(seats)},
        winners=[seat.id for i, seat in enumerate(seats) if scores[i] == top],
    )
    await repo.tables.concede(table.id, loaded.version, result)
    return table.id


async def test_stats_leaderboard_history_export_and_replay_after_a_game(
    pebbles: str, fake: FakeDiscord, tmp_path: Path
) -> None:
    alice, bob = fake.user("Alice"), fake.user("Bob")
    elsewhere = fake.add_guild("Elsewhere")
    carol = fake.user("Carol", guild=elsewhere)
    async with run_client(fake, wired(tmp_path / "t.sqlite3")) as running:
        bot: TabulaBot = running.client  # type: ignore[assignment]
        synced = {c["name"]: c for c in fake.global_commands or []}
        assert {"stats", "leaderboard", "history", "export"} <= {
            o["name"] for o in synced["tabula"]["options"]
        }
        assert "replay" in {o["name"] for o in synced["pebbles"]["options"]}

        nothing = await fake.reply(await bob.slash("pebbles replay"))
        assert nothing.content == "No game of Pebbles has finished in this channel yet."

        table_id, turns = await play_to_the_end(fake, running, alice, bob)
        assert "**Game over.** Winner: Alice" in fake.transcript()
        general = fake.channel("general")

        # Alice's record: one game, won.
        reply = await fake.reply(await alice.slash("tabula stats"))
        assert reply.visible_to == alice.id
        assert f"**<@{alice.id}>** in this server (all games)" in reply.content
        assert "Games **1** · wins **1** (100%)" in reply.content
        assert "Current streak: **1 win**" in reply.content
        assert "Favourite game: **Pebbles**" in reply.content
        reply = await fake.reply(await alice.slash("tabula stats", user=bob, game="pebbles"))
        assert "Games **1** · wins **0** (0%)" in reply.content
        assert "Current streak: **1 loss**" in reply.content

        # History: the game, its scores and winner, and a link to its channel that resolves.
        reply = await fake.reply(await bob.slash("tabula history"))
        assert f"**Pebbles** #{table_id}:" in reply.content
        assert f"— winner <@{alice.id}> —" in reply.content
        [(guild_id, channel_id)] = re.findall(
            r"https://discord\.com/channels/(\d+)/(\d+)", reply.content
        )
        linked = fake.channel(int(channel_id))
        assert (linked.id, linked.guild_id, int(guild_id)) == (
            general.id,
            fake.guild.id,
            fake.guild.id,
        )

        # The leaderboard lists players with 3 games or more, of this server only.
        empty = await fake.reply(await alice.slash("tabula leaderboard"))
        assert "Nobody has played 3 finished games here yet." in empty.content
        for n in range(2):
            await finished(bot, fake.guild.id, 7000 + n, [alice.id, bob.id], [3, 1])
        there = [
            await finished(bot, elsewhere.id, 7100 + n, [carol.id, bob.id], [5, 1])
            for n in range(3)
        ]
        board = await fake.reply(await alice.slash("tabula leaderboard", game="pebbles"))
        lines = board.content.splitlines()
        assert lines[0] == "**Leaderboard** (Pebbles): page 1 of 1"
        assert lines[1].startswith(f"1. <@{alice.id}> ") and lines[1].endswith("; 3/3 won)")
        assert lines[2].startswith(f"2. <@{bob.id}> ") and lines[2].endswith("; 0/3 won)")
        assert f"<@{carol.id}>" not in board.content
        over_there = await fake.reply(
            await carol.slash(
                "tabula leaderboard", channel=fake.channel("general", guild=elsewhere)
            )
        )
        assert f"1. <@{carol.id}> " in over_there.content
        assert f"<@{alice.id}>" not in over_there.content
        # Bob's 3 games there are not his 3 games here.
        assert "; 0/3 won)" in over_there.content

        # Export: Bob's own games from both servers, as a JSON file that reads back.
        reply = await fake.reply(await bob.slash("tabula export"))
        data = reply.attachment("tabula-games.json").data
        user, games = read_export(data)
        assert user == bob.id
        assert len(games) == 6
        assert {g.guild_id for g in games} == {fake.guild.id, elsewhere.id}
        assert json.loads(data)["games"][0]["table_id"] == table_id
        assert games == await bot.repo.standings.games_of(bob.id)

        # Replay: the last game finished in #general, one frame per turn, posted for all.
        it = await bob.slash("pebbles replay")
        posted = await fake.reply(it)
        assert posted.visible_to is None
        assert posted.content == f"Replay of Pebbles, table #{table_id}: {turns} turns."
        gif = posted.attachment(f"replay-{table_id}.gif").data
        assert len(gif) < 10 * 1024 * 1024
        image: Any = Image.open(io.BytesIO(gif))
        assert (image.format, image.n_frames) == ("GIF", turns)
        refused = await fake.reply(await bob.slash("pebbles replay", table=there[0]))
        assert refused.content == (
            f"Table #{there[0]} is not a finished game of Pebbles in this server."
        )
        fake.assert_clean()

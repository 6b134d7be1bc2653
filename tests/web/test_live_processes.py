"""Two bot instances over one PostgreSQL database, as two processes of a sharded deployment
(shards 0 and 1 of 2, each with its own web server): a table page's stream opened at the
instance of shard 0 follows a table whose guild, and so whose clicks and board, are shard 1's."""

from __future__ import annotations

from pathlib import Path

from bot.bot import TabulaBot
from bot.localdiscord.server import FakeDiscord
from bot.localdiscord.state import Guild
from bot.web.links import TableLinks
from storage.models import TableStatus
from tests.discord.bot_helpers import choices, latest_board, play, settle
from tests.discord.harness import run_client
from tests.web.helpers import SECRET, Events, base, browser, web_factory

SHARDS = 2


def shard_of(guild: Guild) -> int:
    return (guild.id >> 22) % SHARDS


def guild_of_shard(fake: FakeDiscord, shard: int) -> Guild:
    guild = fake.guild
    while shard_of(guild) != shard:
        guild = fake.add_guild(f"Guild {len(fake.guilds)}")
    return guild


async def test_a_page_at_one_process_follows_a_move_played_through_the_other(
    two_shards: FakeDiscord, postgres_dsn: str, tmp_path: Path
) -> None:
    fake = two_shards
    guild = guild_of_shard(fake, 1)
    alice, bob = fake.user("Alice", guild=guild), fake.user("Bob", guild=guild)
    channel = next(c for c in guild.channels if c.name == "general")
    shared = {"database_url": postgres_dsn, "shard_count": SHARDS}
    factory_a = web_factory(tmp_path / "unused.sqlite3", shard_ids="0", **shared)
    factory_b = web_factory(tmp_path / "unused.sqlite3", shard_ids="1", **shared)
    async with run_client(fake, factory_a) as running_a, run_client(fake, factory_b) as running_b:
        bot_a: TabulaBot = running_a.client  # type: ignore[assignment]
        bot_b: TabulaBot = running_b.client  # type: ignore[assignment]
        assert bot_a.news is not None and bot_b.news is not None
        assert bot_a.web is not None and bot_b.web is not None
        assert bot_a.web.port != bot_b.web.port
        # Alice opens a table in the guild of shard 1: process B answers its clicks
        lobby = await fake.reply(await alice.slash("builders new", channel=channel, seats=2))
        await bob.click(lobby, "Join")
        await alice.click(lobby, "Start")
        await settle(bot_b)
        [table] = await bot_b.repo.tables.list_open_tables()
        assert table.status is TableStatus.ACTIVE
        first = await bot_b.repo.tables.load(table.id)
        page = TableLinks(SECRET.encode(), base(bot_a)).page(table.id)
        async with browser() as session, session.get(page + "/events") as answer:
            assert answer.status == 200
            events = Events(answer)
            assert await events.next() == ("version", str(first.version))
            assert bot_a.live.watching(table.id) == 1
            people = {str(alice.id): alice, str(bob.id): bob}
            actor = people[str(first.pending)]
            board = latest_board(actor, channel)
            choice = next(iter(choices(board).values()))
            await play(bot_b, actor, board, choice)
            played = await bot_b.repo.tables.load(table.id)
            assert played.version > first.version
            # process B showed it; process A's page hears it all the same
            assert bot_b.router.delivery.showings.newer_than(table.id, played.version - 1)
            assert not bot_a.router.delivery.showings.newer_than(table.id, first.version)
            assert await events.next() == ("version", str(played.version))

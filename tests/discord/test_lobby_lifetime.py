"""A lobby nobody starts closes after its lifetime, and its message says so."""

from __future__ import annotations

from datetime import timedelta
from pathlib import Path

from bot.bot import TabulaBot
from bot.localdiscord.server import FakeDiscord
from tests.discord.bot_helpers import bot_factory
from tests.discord.harness import run_client


async def test_the_janitor_closes_a_stale_lobby_and_frees_its_channel(
    fake: FakeDiscord, tmp_path: Path
) -> None:
    alice, bob = fake.user("Alice"), fake.user("Bob")
    async with run_client(fake, bot_factory(tmp_path / "t.sqlite3", lobby_hours=2)) as running:
        bot: TabulaBot = running.client  # type: ignore[assignment]
        lobby = await fake.reply(await alice.slash("builders new", seats=2))
        service = bot.router.service
        start = service.ctx.clock()
        service.ctx.clock = lambda: start + timedelta(hours=2, seconds=1)
        assert bot.janitor is not None
        await bot.janitor.sweep()
        await fake.wait_until(lambda: not lobby.items())
        assert lobby.content == "Nobody started this table in time, so it closed."
        again = await fake.reply(await bob.slash("builders new", seats=2))
        assert not again.ephemeral and "1. Bob (host)" in again.embeds[0]["description"]

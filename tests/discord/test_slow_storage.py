"""A slow database does not cost an interaction its 3 seconds: the bot acknowledges ahead and
answers when the work is done."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

from bot.bot import TabulaBot
from bot.localdiscord.server import FakeDiscord
from bot.replies import ACK_BUDGET
from tests.discord.bot_helpers import bot_factory, settle
from tests.discord.harness import run_client


def slowed(method: Any) -> Any:
    async def slow(*args: Any, **kwargs: Any) -> Any:
        await asyncio.sleep(ACK_BUDGET + 0.5)  # past the budget, within Discord's 3 s
        return await method(*args, **kwargs)

    return slow


async def test_lobby_clicks_and_commands_on_a_slow_database(
    fake: FakeDiscord, tmp_path: Path, monkeypatch: Any
) -> None:
    alice, bob = fake.user("Alice"), fake.user("Bob")
    async with run_client(fake, bot_factory(tmp_path / "t.sqlite3")) as running:
        bot: TabulaBot = running.client  # type: ignore[assignment]
        repo = bot.repo
        monkeypatch.setattr(repo.lobby, "create_table", slowed(repo.lobby.create_table))
        lobby = await fake.reply(await alice.slash("builders new", seats=2))
        assert not lobby.ephemeral and "1. Alice (host)" in lobby.embeds[0]["description"]
        assert lobby.button_labels() == ["Join", "Leave", "Start", "Cancel"]

        busy = await fake.reply(await bob.slash("builders new", seats=2))
        assert busy.ephemeral and busy.content.startswith("This channel already has a game")
        assert [m for m in fake.channel_log("general") if not m.ephemeral] == [lobby]

        monkeypatch.setattr(repo.lobby, "join", slowed(repo.lobby.join))
        await bob.click(lobby, "Join")
        await settle(bot)
        assert "2. Bob" in lobby.embeds[0]["description"]
        assert not fake.take_violations()

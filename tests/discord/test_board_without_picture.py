"""A picture that cannot be drawn (a fault in a game's drawing code) must not stop the table:
the board goes out without it, with its words, the players' list and its buttons, so the
players play on; the next version that draws is pictured again."""

from __future__ import annotations

import logging
import re
from pathlib import Path
from typing import Any

import pytest

from bot.bot import TabulaBot
from bot.localdiscord.server import FakeDiscord
from cogs.builders_antiquity.adapter import BuildersAdapter
from cogs.porta_nigra.adapter import PortaNigraAdapter
from tests.discord.bot_helpers import actor_of, bot_factory, choices, latest_board, play
from tests.discord.harness import run_client
from tests.discord.language_helpers import open_table


class Broken(RuntimeError):
    pass


def broken_drawing(*args: Any, **kwargs: Any) -> bytes:
    raise Broken("a bug in the drawing code")


async def test_a_board_whose_picture_fails_is_still_shown_and_played(
    fake: FakeDiscord, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, caplog: Any
) -> None:
    alice, bob = fake.user("Alice"), fake.user("Bob")
    async with run_client(fake, bot_factory(tmp_path / "t.sqlite3")) as running:
        _, table = await open_table(fake, running, "builders", alice, [bob], "Join", "Start")
        bot: TabulaBot = running.client  # type: ignore[assignment]
        channel = fake.channels[table.channel_id]
        loaded = await bot.repo.tables.load(table.id)
        assert loaded.pending is not None
        actor = actor_of(fake, [alice, bob], loaded.pending)
        board = latest_board(actor, channel)
        assert board.attachment("board.png") is not None

        monkeypatch.setattr(BuildersAdapter, "render_turn", broken_drawing)
        with caplog.at_level(logging.ERROR):
            hire = next(c for c in choices(board) if c.startswith("hire:"))
            await play(bot, actor, board, choices(board)[hire])
        after = await bot.repo.tables.load(table.id)
        assert after.version == loaded.version + 1
        board = latest_board(actor, channel)
        # the picture is gone from the message, its words and buttons are not
        assert [a.filename for a in board.attachments] == []
        embed = board.embeds[0]
        assert embed.get("image") is None
        assert str(after.version) in embed["footer"]["text"]
        assert [f["name"] for f in embed.get("fields", [])] == ["Players"]
        assert "end" in choices(board)
        assert any("drawing" in r.getMessage() and r.exc_info for r in caplog.records)

        # the players play on from the pictureless board; once drawing works, it is pictured
        await play(bot, actor, board, choices(board)["end"])
        monkeypatch.undo()
        moved = await bot.repo.tables.load(table.id)
        assert moved.pending is not None and moved.pending != loaded.pending
        other = actor_of(fake, [alice, bob], moved.pending)
        board = latest_board(other, channel)
        some = next(iter(choices(board).values()))
        await play(bot, other, board, some)
        board = latest_board(other, channel)
        assert board.attachment("board.png") is not None
        assert board.embeds[0]["image"]["url"] == "attachment://board.png"


async def test_a_hand_whose_picture_fails_is_still_sent_in_words_with_its_buttons(
    fake: FakeDiscord, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(PortaNigraAdapter, "private_image", broken_drawing)
    alice, bob = fake.user("Alice"), fake.user("Bob")
    async with run_client(fake, bot_factory(tmp_path / "t.sqlite3")) as running:
        _, table = await open_table(fake, running, "portanigra", alice, [bob], "Join", "Start")
        bot: TabulaBot = running.client  # type: ignore[assignment]
        channel = fake.channels[table.channel_id]
        loaded = await bot.repo.tables.load(table.id)
        for _ in range(10):  # the builder's walk first, on the board in the channel
            if loaded.state.phase == "card":
                break
            mover = actor_of(fake, [alice, bob], str(loaded.pending))
            board = latest_board(mover, channel)
            await play(bot, mover, board, next(iter(choices(board).values())))
            loaded = await bot.repo.tables.load(table.id)
        assert loaded.state.phase == "card"
        mover = actor_of(fake, [alice, bob], str(loaded.pending))
        [dm] = [m for m in mover.dms() if not m.ephemeral]
        assert dm.attachments == []
        hand = next(p.hand for p in loaded.state.players if p.seat == loaded.pending)
        assert re.findall(r"• \*\*(\w+)\*\*:", dm.content) == hand
        played = [c for c in choices(dm) if c.startswith("play:")]
        assert played, "the mover's DM offers their cards"
        await play(bot, mover, dm, choices(dm)[played[0]])
        assert (await bot.repo.tables.load(table.id)).version == loaded.version + 1

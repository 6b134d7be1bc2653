"""One error boundary: whatever fails unexpectedly in a command or a click, the user is told
privately with a reference that is in the log, and the table is as it was."""

from __future__ import annotations

import logging
import re
import sqlite3
from pathlib import Path
from typing import Any

import pytest

from bot.bot import TabulaBot
from bot.localdiscord.server import FakeDiscord
from tests.discord.bot_helpers import bot_factory, latest_board, settle, start_table
from tests.discord.harness import run_client

APOLOGY = re.compile(r"Something went wrong; the table is unchanged \(ref ([0-9a-f]{8})\)\.")


def fail(*args: Any, **kwargs: Any) -> Any:
    raise sqlite3.OperationalError("disk I/O error")


async def test_a_click_that_fails_after_its_acknowledgement(
    fake: FakeDiscord, tmp_path: Path, caplog: pytest.LogCaptureFixture, monkeypatch: Any
) -> None:
    alice, bob = fake.user("Alice"), fake.user("Bob")
    async with run_client(fake, bot_factory(tmp_path / "t.sqlite3", iter([3]))) as running:
        _, table = await start_table(
            fake, running, "builders", alice, [bob], seats=2, random_order=False
        )
        bot: TabulaBot = running.client  # type: ignore[assignment]
        before = await bot.repo.tables.load(table.id)
        actor = alice if before.pending == str(alice.id) else bob
        board = latest_board(actor, "general")
        monkeypatch.setattr(bot.repo.tables, "record_action", fail)
        with caplog.at_level(logging.ERROR, logger="bot.error_boundary"):
            await actor.click(board, "End your turn")  # deferred first, then it fails
            await settle(bot)
        note = [m for m in actor.visible_messages("general") if m.ephemeral][-1]
        found = APOLOGY.fullmatch(note.content)
        assert found, note.content
        assert f"(ref {found[1]})" in caplog.text and "disk I/O error" in caplog.text
        monkeypatch.undo()
        assert (await bot.repo.tables.load(table.id)).version == before.version
        # the board still works
        await actor.click(latest_board(actor, "general"), "End your turn")
        await settle(bot)
        assert (await bot.repo.tables.load(table.id)).version == before.version + 1


async def test_a_command_that_fails_before_any_answer(
    fake: FakeDiscord, tmp_path: Path, caplog: pytest.LogCaptureFixture, monkeypatch: Any
) -> None:
    alice = fake.user("Alice")
    async with run_client(fake, bot_factory(tmp_path / "t.sqlite3")) as running:
        bot: TabulaBot = running.client  # type: ignore[assignment]
        monkeypatch.setattr(bot.repo.tables, "table_in_channel", fail)
        with caplog.at_level(logging.ERROR, logger="bot.error_boundary"):
            answer = await fake.reply(await alice.slash("builders board"))
        assert answer.ephemeral
        found = APOLOGY.fullmatch(answer.content)
        assert found, answer.content
        assert f"(ref {found[1]})" in caplog.text

"""Storage faults, told and never hidden: a locked database, a table whose saved game cannot be
read, and a second bot process on the same file."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import aiosqlite

from bot.error_boundary import COULD_NOT_SAVE
from bot.localdiscord.server import FakeDiscord
from storage.sqlite import open_sqlite
from tests.discord.bot_helpers import bot_factory, latest_board, settle, start_table
from tests.discord.faults import builders_table, log_matches_snapshot
from tests.discord.harness import run_client

ROOT = Path(__file__).resolve().parents[2]


async def test_a_locked_database_is_told_and_nothing_changes(
    fake: FakeDiscord, tmp_path: Path
) -> None:
    database = tmp_path / "t.sqlite3"
    async with builders_table(fake, database) as table:
        actor = await table.to_move()
        before = await table.load()
        # another program holds the database for longer than the bot waits for it
        async with aiosqlite.connect(database) as other:
            await other.execute("BEGIN EXCLUSIVE")
            await actor.click(latest_board(actor, "general"), "End your turn")
            await settle(table.bot)
            notes = [m for m in actor.visible_messages("general") if m.ephemeral]
            assert notes and notes[-1].content == COULD_NOT_SAVE
            await other.rollback()
        errors = fake.take_bot_errors()
        assert any("could not save" in e and "locked" in e for e in errors), errors
        assert (await table.load()).version == before.version
        await actor.click(latest_board(actor, "general"), "End your turn")
        await settle(table.bot)
        await table.playable()
        await log_matches_snapshot(table)
    fake.assert_clean()


async def test_a_table_that_cannot_be_read_stops_nothing_else(
    fake: FakeDiscord, tmp_path: Path
) -> None:
    database = tmp_path / "t.sqlite3"
    alice, bob, carol, dan = (fake.user(n) for n in ("Alice", "Bob", "Carol", "Dan"))
    async with run_client(fake, bot_factory(database, iter([3, 4]))) as running:
        _, broken = await start_table(fake, running, "builders", alice, [bob], seats=2)
        side = fake.add_channel("side")
        lobby = await fake.reply(await carol.slash("aquaromana new", seats=2, channel=side))
        await dan.click(lobby, "Join")
        await carol.click(lobby, "Start")
        await settle(running.client)  # type: ignore[arg-type]  # the client is the bot
        async with aiosqlite.connect(database) as db:
            await db.execute(
                "UPDATE snapshots SET state = '{not json' WHERE table_id = ?", (broken.id,)
            )
            await db.commit()
        await running.restart()  # the bot starts although one table cannot be read
        bot = running.client
        shown = await fake.reply(await alice.slash("builders board"))
        assert shown.ephemeral
        assert shown.content == "This table's saved game cannot be read; an operator has been told."
        assert any("cannot be read" in e or "quarantine" in e for e in fake.take_bot_errors())
        # the other table plays on
        repo = bot.repo  # type: ignore[attr-defined]
        aqua = await repo.tables.table_in_channel(side.id)
        loaded = await repo.tables.load(aqua.id)
        player = carol if loaded.pending == str(carol.id) else dan
        board = latest_board(player, side)
        first = next(i for i in board.items() if i.get("custom_id", "").startswith("t:"))
        if first.get("type") == 3:
            await player.select(board, first["custom_id"], first["options"][0]["value"])
        else:
            await player.click(board, first["custom_id"])
        await settle(bot)  # type: ignore[arg-type]
        assert (await repo.tables.load(aqua.id)).version == loaded.version + 1
        assert [t for t, _ in await repo.tables.quarantined()] == [broken.id]
    fake.assert_clean()


async def test_a_second_process_on_the_same_database_refuses_to_start(tmp_path: Path) -> None:
    database = tmp_path / "t.sqlite3"
    repo = await open_sqlite(database)  # this process is the running bot
    try:
        env = {**os.environ, "PYTHONPATH": str(ROOT), "DISCORD_TOKEN": "not-a-real-token"}
        env["DATABASE_PATH"] = str(database)
        proc = subprocess.run(
            [sys.executable, "-m", "bot.cli", "run"],
            cwd=tmp_path,
            env=env,
            capture_output=True,
            text=True,
            timeout=120,
        )
    finally:
        await repo.close()
    assert proc.returncode == 2, proc.stderr
    assert proc.stderr.startswith("Another Tabula process is using t.sqlite3")

"""A thread per table: the lobby stays in the channel, the game plays in a thread opened from
it, so one channel hosts any number of tables; where the bot may not open threads (or inside a
thread already) the table plays in place and says why."""

from __future__ import annotations

import time
from pathlib import Path

import pytest

from bot.bot import TabulaBot
from bot.localdiscord.server import FakeDiscord
from bot.localdiscord.state import Channel, Message
from storage.models import TableStatus
from tests.discord.bot_helpers import bot_factory, choices, latest_board, settle
from tests.discord.faults import eventually
from tests.discord.harness import run_client


def threads_of(fake: FakeDiscord, parent: Channel) -> list[Channel]:
    return [c for c in fake.channels.values() if c.parent_id == parent.id]


async def test_two_tables_play_in_their_own_threads_of_one_channel(
    fake: FakeDiscord, tmp_path: Path
) -> None:
    alice, bob, carol, dan = (fake.user(n) for n in ("Alice", "Bob", "Carol", "Dan"))
    fake.require_allowed_mentions = True
    general = fake.channel("general")
    async with run_client(
        fake, bot_factory(tmp_path / "t.sqlite3", iter([3, 4]), table_threads=True)
    ) as running:
        first = await fake.reply(await alice.slash("aquaromana new", seats=2))
        second = await fake.reply(await carol.slash("aquaromana new", seats=2))
        await settle(running.client)  # type: ignore[arg-type]
        one, two = threads_of(fake, general)
        assert first.content == f"The game will be played in <#{one.id}>."
        assert second.content == f"The game will be played in <#{two.id}>."
        for lobby, guest, host in ((first, bob, alice), (second, dan, carol)):
            await guest.click(lobby, "Join")
            await host.click(lobby, "Start")
        await settle(running.client)  # type: ignore[arg-type]
        # the boards are in the threads; the channel keeps one message per table
        assert fake.channel_log(general) == [first, second]
        for thread in (one, two):
            boards = [m for m in fake.channel_log(thread) if m.attachments]
            assert len(boards) == 1 and boards[0].attachment("board.png")
        await fake.wait_until(lambda: "to move" in (first.content or ""))
        assert first.content.startswith(f"The game is being played in <#{one.id}>: ")
        # a move in the first thread; the second table is untouched
        bot = running.client
        table = await bot.repo.tables.table_in_channel(one.id)  # type: ignore[attr-defined]
        loaded = await bot.repo.tables.load(table.id)  # type: ignore[attr-defined]
        mover = alice if loaded.pending == str(alice.id) else bob
        board: Message = latest_board(mover, one)
        pick = next(iter(choices(board).values()))
        if pick.select_value is None:
            await mover.click(board, pick.custom_id)
        else:
            await mover.select(board, pick.custom_id, pick.select_value)
        await settle(bot)  # type: ignore[arg-type]
        assert (await bot.repo.tables.load(table.id)).version == loaded.version + 1  # type: ignore[attr-defined]
    fake.assert_clean()


async def test_without_the_thread_permission_the_table_plays_in_place(
    fake: FakeDiscord, tmp_path: Path
) -> None:
    alice, bob = fake.user("Alice"), fake.user("Bob")
    general = fake.channel("general")
    async with run_client(
        fake, bot_factory(tmp_path / "t.sqlite3", iter([3]), table_threads=True)
    ) as running:
        await fake.deny(general, "create_public_threads")
        lobby = await fake.reply(await alice.slash("aquaromana new", seats=2))
        await settle(running.client)  # type: ignore[arg-type]
        assert lobby.content == (
            "I may not create threads here (Create Public Threads and Send Messages in "
            "Threads), so this table plays in this channel."
        )
        assert threads_of(fake, general) == []
        await bob.click(lobby, "Join")
        await alice.click(lobby, "Start")
        await settle(running.client)  # type: ignore[arg-type]
        assert [m for m in fake.channel_log(general) if m.attachments], "the board is here"
    fake.assert_clean()


async def test_inside_a_thread_the_table_plays_in_that_thread(
    fake: FakeDiscord, tmp_path: Path
) -> None:
    alice = fake.user("Alice")
    async with run_client(fake, bot_factory(tmp_path / "t.sqlite3", table_threads=True)) as running:
        first = await fake.reply(await alice.slash("aquaromana new", seats=2))
        await settle(running.client)  # type: ignore[arg-type]
        (thread,) = threads_of(fake, fake.channel("general"))
        assert first.content == f"The game will be played in <#{thread.id}>."
        await alice.click(first, "Cancel")  # the thread is free for another table
        await settle(running.client)  # type: ignore[arg-type]
        inner = await fake.reply(await alice.slash("portanigra new", seats=2, channel=thread))
        await settle(running.client)  # type: ignore[arg-type]
        assert inner.content == "This table plays right here in this thread."
    fake.assert_clean()


async def test_the_log_and_a_past_board_of_a_table_in_a_thread(
    fake: FakeDiscord, tmp_path: Path
) -> None:
    alice, bob = fake.user("Alice"), fake.user("Bob")
    async with run_client(
        fake, bot_factory(tmp_path / "t.sqlite3", iter([3]), table_threads=True)
    ) as running:
        bot = running.client
        lobby = await fake.reply(await alice.slash("aquaromana new", seats=2, random_order=False))
        await settle(bot)  # type: ignore[arg-type]
        (thread,) = threads_of(fake, fake.channel("general"))
        await bob.click(lobby, "Join")
        await alice.click(lobby, "Start")
        await settle(bot)  # type: ignore[arg-type]
        for _ in range(3):
            table = await bot.repo.tables.table_in_channel(thread.id)  # type: ignore[attr-defined]
            loaded = await bot.repo.tables.load(table.id)  # type: ignore[attr-defined]
            mover = alice if loaded.pending == str(alice.id) else bob
            board = latest_board(mover, thread)
            pick = next(iter(choices(board).values()))
            if pick.select_value is None:
                await mover.click(board, pick.custom_id)
            else:
                await mover.select(board, pick.custom_id, pick.select_value)
            await settle(bot)  # type: ignore[arg-type]
        sent = await fake.reply(await bob.slash("aquaromana log", channel=thread))
        assert sent.ephemeral and sent.content == "The log of table #1: 3 moves."
        text = sent.attachment("table-1-log.txt").data.decode()
        assert text.splitlines()[0] == "Aqua Romana · table #1 · Alice, Bob"
        assert text.splitlines()[2].startswith("1. (Alice) Alice")
        past = await fake.reply(await bob.slash("aquaromana board", move=1, channel=thread))
        assert past.ephemeral and past.embeds[0]["footer"]["text"] == "Move 1 of 3 · table #1"
        assert past.attachment("board.png").data.startswith(b"\x89PNG")
    fake.assert_clean()


@pytest.mark.parametrize("archived", [False, True])
async def test_deleting_a_channel_made_while_the_bot_runs_ends_the_tables_of_its_threads(
    fake: FakeDiscord, tmp_path: Path, archived: bool
) -> None:
    # Issue 34 (5): the channel comes after the bot's GUILD_CREATE, so discord.py knows it only
    # by its CHANNEL_CREATE; without that, its CHANNEL_DELETE was dropped and the table in its
    # thread stayed active. discord.py drops an archived thread from its cache: it tells
    # nothing of that one going with its channel, and the bot looks the table's thread up
    alice, bob = fake.user("Alice"), fake.user("Bob")
    async with run_client(
        fake, bot_factory(tmp_path / "t.sqlite3", iter([3]), table_threads=True)
    ) as running:
        bot: TabulaBot = running.client  # type: ignore[assignment]
        tables = fake.add_channel("tables")
        lobby = await fake.reply(await alice.slash("builders new", seats=2, channel=tables))
        await bob.click(lobby, "Join")
        await alice.click(lobby, "Start")
        await settle(bot)
        (thread,) = threads_of(fake, tables)
        table = await bot.repo.tables.table_in_channel(thread.id)
        assert table is not None and table.status is TableStatus.ACTIVE
        mover = alice if (await bot.repo.tables.load(table.id)).pending == str(alice.id) else bob
        board = latest_board(mover, thread)
        await mover.click(board, choices(board)["take-money:1"].custom_id)
        await settle(bot)
        if archived:
            guild = bot.get_guild(fake.guild.id)
            assert guild is not None
            held = guild.get_thread(thread.id)
            assert held is not None
            guild._remove_thread(held)  # as discord.py does on a THREAD_UPDATE that archives it
        started = time.perf_counter()
        await fake.delete_channel(tables)

        async def abandoned() -> bool:
            return (await bot.repo.tables.get_table(table.id)).status is TableStatus.ABANDONED

        await eventually(abandoned, "the table in the deleted channel's thread to end")
        print(f"\nabandoned {time.perf_counter() - started:.3f} s after CHANNEL_DELETE")
        ended = await bot.repo.tables.get_table(table.id)
        assert ended.ended_reason == "its channel was deleted"
        report = await bot.repo.tables.replay(table.id)
        assert report.matches, report.error
        assert (await bot.repo.tables.load(table.id)).version == 2  # the start and one move
    fake.assert_clean()

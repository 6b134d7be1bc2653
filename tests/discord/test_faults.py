"""A bad day on Discord: every fault ends in a playable table (or a clearly ended one), no
action is lost or applied twice, and the bot breaks none of Discord's rules meanwhile."""

from __future__ import annotations

import asyncio
import sqlite3
from collections.abc import Sequence
from dataclasses import replace
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from bot.bot import TabulaBot
from bot.error_boundary import COULD_NOT_SAVE
from bot.localdiscord.messages import NONCE_WINDOW
from bot.localdiscord.server import FakeDiscord
from bot.outbox import board_nonce
from storage.errors import StorageUnavailable
from storage.models import LoadedTable, OutboxItem, Shown, TableStatus
from storage.models import Table as TableRow
from tests.discord.bot_helpers import bot_factory, latest_board, settle
from tests.discord.faults import (
    Table,
    action,
    builders_table,
    eventually,
    fast_outbox,
    log_matches_snapshot,
    versions,
)
from tests.discord.harness import run_client

MESSAGES = "/channels/{channel_id}/messages"


def age_effects(database: Path, by: timedelta) -> None:
    """The effects still to deliver in ``database`` queued ``by`` earlier: a process that
    stopped comes back that much later."""
    with sqlite3.connect(database) as db:
        for effect, at in db.execute("SELECT id, created_at FROM outbox").fetchall():
            earlier = (datetime.fromisoformat(at) - by).isoformat(timespec="microseconds")
            db.execute("UPDATE outbox SET created_at = ? WHERE id = ?", (earlier, effect))


async def test_the_next_board_comes_after_a_discord_outage(
    fake: FakeDiscord, tmp_path: Path
) -> None:
    async with builders_table(fake, tmp_path / "t.sqlite3") as table:
        before = await table.load()
        actor = await table.to_move()
        fake.fail("POST", MESSAGES, status=503, times=4)
        old = latest_board(actor, "general")
        await actor.click(old, "End your turn")
        await settle(table.bot)
        assert (await table.load()).version == before.version + 1, "the action is stored"
        board = await table.playable()  # posted once Discord answers again
        assert fake.injected_faults, "the outage happened"
        # the old board keeps no buttons and no ping: it says what the turn did
        assert not old.items() and old.content == f"**{actor.name}**: ended the turn."
        nxt = await table.to_move()
        await nxt.click(board, "End your turn")
        await settle(table.bot)
        await table.playable()
        await log_matches_snapshot(table)
        assert table.bot.outbox is not None
        assert await table.bot.repo.outbox.due_effects(table.bot.outbox.now()) == []
    fake.assert_clean()


async def test_a_missing_permission_is_told_once_and_the_game_goes_on_when_fixed(
    fake: FakeDiscord, tmp_path: Path
) -> None:
    async with builders_table(fake, tmp_path / "t.sqlite3") as table:
        actor = await table.to_move()
        await fake.deny("general", "attach_files")
        await actor.click(latest_board(actor, "general"), "End your turn")
        await settle(table.bot)
        told = "I am missing a permission in this channel"
        await fake.wait_until(lambda: told in fake.transcript("general"))
        await fake.allow("general", "attach_files")
        await table.playable()
        assert fake.transcript("general").count(told) == 1
        await log_matches_snapshot(table)
    fake.assert_clean()


async def test_a_deleted_board_is_posted_again(fake: FakeDiscord, tmp_path: Path) -> None:
    async with builders_table(fake, tmp_path / "t.sqlite3") as table:
        actor = await table.to_move()
        board = await table.playable()
        fake.delete_message(board)
        shown = await fake.reply(await actor.slash("builders board"))
        assert shown.ephemeral and shown.attachment("board.png").data.startswith(b"\x89PNG")
        again = await table.playable()
        assert again.id != board.id
        # undo after a moderator deleted the board: the board is drawn anew, no crash
        await actor.click(again, action(again, "take-money:1"))
        await settle(table.bot)
        fake.delete_message(again)
        undone = await fake.reply(await actor.slash("builders undo"))
        assert undone.content == "Your last action was taken back."
        third = await table.playable()
        assert third.id not in (board.id, again.id)
        await log_matches_snapshot(table)
    fake.assert_clean()


async def test_a_deleted_channel_ends_its_table(fake: FakeDiscord, tmp_path: Path) -> None:
    async with builders_table(fake, tmp_path / "t.sqlite3") as table:
        await fake.delete_channel("general")

        async def abandoned() -> bool:
            return (await table.bot.repo.tables.get_table(table.id)).status is TableStatus.ABANDONED

        await eventually(abandoned, "the table to be abandoned")
        ended = await table.bot.repo.tables.get_table(table.id)
        assert ended.status is TableStatus.ABANDONED
        assert ended.ended_reason == "its channel was deleted"
    fake.assert_clean()


async def test_an_expired_interaction_still_gets_its_board_drawn(
    fake: FakeDiscord, tmp_path: Path
) -> None:
    async with builders_table(fake, tmp_path / "t.sqlite3") as table:
        actor = await table.to_move()
        board = await table.playable()
        # the interaction's own edit of the board fails: the stored board effect redraws it
        fake.fail("PATCH", "/webhooks/{app_id}/{token}/messages/{message_id}", status=503, times=20)
        await actor.click(board, action(board, "take-money:1"))
        await settle(table.bot)
        fake.stop_failing()
        assert any("webhooks" in fault for fault in fake.injected_faults)
        edited = await table.playable()
        assert edited.id == board.id, "the same board, edited through the channel"
        await log_matches_snapshot(table)
    fake.assert_clean()


@pytest.mark.parametrize("back", ["at once", "after discord forgot the nonce"])
async def test_a_process_that_dies_before_posting_resumes_after_a_restart(
    fake: FakeDiscord, tmp_path: Path, back: str
) -> None:
    """Back later than Discord keeps a nonce, the process looks for the board among the
    channel's messages first, finds none, and posts it."""
    async with builders_table(fake, tmp_path / "t.sqlite3") as table:
        actor = await table.to_move()
        outbox = table.bot.outbox
        assert outbox is not None
        # as if the process died right after the transaction: nothing is delivered
        await outbox.close()

        async def dead(table_id: int) -> None:
            return None

        outbox.flush = dead  # type: ignore[method-assign]
        before = await table.load()
        await actor.click(latest_board(actor, "general"), "End your turn")
        await settle(table.bot)
        assert (await table.load()).version == before.version + 1
        await table.running.stop()
        if back != "at once":
            fake.clock.advance(NONCE_WINDOW + 1)
            age_effects(tmp_path / "t.sqlite3", timedelta(minutes=10))
        since = len(fake.requests)
        await table.running.start()
        fast_outbox(table.bot)
        board = await table.playable()
        assert (await table.to_move()) is not actor
        posted = [m for m in fake.channel_log("general") if versions(m) == {before.version + 1}]
        assert [m.id for m in posted] == [board.id]
        channel = fake.channel("general").id
        reads = [
            r
            for r in fake.requests[since:]
            if r.startswith(f"GET /api/v10/channels/{channel}/messages?")
        ]
        assert len(reads) == (back != "at once"), reads  # looked for only when it may be lost
        await log_matches_snapshot(table)
    fake.assert_clean()


@pytest.mark.parametrize("back", ["at once", "after discord forgot the nonce"])
async def test_a_process_that_dies_after_posting_a_board_posts_no_second_one(
    fake: FakeDiscord, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, back: str
) -> None:
    """The new board of a turn is remembered in the write that marks its effects done, after
    the DMs: a process that dies between the post and that write posts the board again at its
    next start, with the same nonce, and Discord returns the board it posted (no second board
    with live buttons). Back later than Discord keeps a nonce, the process finds the board
    among the channel's messages instead of posting it again."""
    async with builders_table(fake, tmp_path / "t.sqlite3") as table:
        actor = await table.to_move()
        before = await table.load()
        died = asyncio.Event()

        async def dies(*args: object, **kwargs: object) -> None:
            died.set()
            raise asyncio.CancelledError  # the process is gone: nothing is written

        monkeypatch.setattr(table.bot.repo.outbox, "effect_done", dies)
        old = latest_board(actor, "general")
        await actor.click(old, "End your turn")
        await died.wait()
        posted = [m for m in fake.channel_log("general") if versions(m) == {before.version + 1}]
        assert len(posted) == 1, "the new board was posted before the process died"
        refs = await table.bot.repo.messages.messages(table.id)
        [stored] = [m for m in refs if m.purpose == "board"]
        assert stored.message_id == old.id, "and not remembered"
        monkeypatch.undo()
        await table.running.stop()
        if back != "at once":
            fake.clock.advance(NONCE_WINDOW + 1)
            age_effects(tmp_path / "t.sqlite3", timedelta(minutes=10))
        await table.running.start()
        fast_outbox(table.bot)
        board = await table.playable()
        assert board.id == posted[0].id, "the board posted before the stop"
        again = [m for m in fake.channel_log("general") if versions(m) == {before.version + 1}]
        assert [m.id for m in again] == [board.id], "no second board"
        await eventually(
            lambda: _no_effects_left(table), "the restarted process to finish the effects"
        )
        [stored] = [
            m for m in await table.bot.repo.messages.messages(table.id) if m.purpose == "board"
        ]
        assert (stored.message_id, stored.version) == (board.id, before.version + 1)
        # the game goes on from it
        await (await table.to_move()).click(board, "End your turn")
        await settle(table.bot)
        assert (await table.load()).version == before.version + 2
        await log_matches_snapshot(table)
    fake.assert_clean()


@pytest.mark.parametrize("back", ["at once", "after discord forgot the nonce"])
async def test_a_process_that_dies_before_remembering_a_games_first_board_sends_nothing_twice(
    fake: FakeDiscord, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, back: str
) -> None:
    """A game's first board and each player's first DM are sent with nonces of their own and
    remembered together after them: a process that dies before that write sends them again
    at its next start and Discord returns the messages it created (one board, one DM each).
    Back later than Discord keeps a nonce, the process finds them among the channel's messages
    and each player's DMs (a DM names its table) instead of sending them again."""
    alice, bob = fake.user("Alice"), fake.user("Bob")
    async with run_client(fake, bot_factory(tmp_path / "t.sqlite3", iter([3, 4, 5]))) as running:
        bot: TabulaBot = running.client  # type: ignore[assignment]
        real = bot.repo.outbox.effect_done
        died = asyncio.Event()

        async def dies(effect_ids: Sequence[int], *, shown: Sequence[Shown] = ()) -> None:
            if any(each.ref.purpose == "board" for each in shown):
                died.set()
                raise asyncio.CancelledError  # the process is gone: nothing is written
            await real(effect_ids, shown=shown)

        monkeypatch.setattr(bot.repo.outbox, "effect_done", dies)
        lobby = await fake.reply(await alice.slash("builders new", seats=2, random_order=False))
        await bob.click(lobby, "Join")
        await alice.click(lobby, "Start")
        await died.wait()

        def sent() -> tuple[list[int], list[int], list[int]]:
            boards = [m.id for m in fake.channel_log("general") if versions(m)]
            return boards, [m.id for m in alice.dms()], [m.id for m in bob.dms()]

        before = sent()
        assert [len(ids) for ids in before] == [1, 1, 1], fake.transcript()
        table_id = (await bot.repo.tables.list_open_tables())[0].id
        refs = await bot.repo.messages.messages(table_id)
        assert [m.purpose for m in refs] == ["lobby"], "neither the board nor a DM remembered"
        monkeypatch.undo()
        await running.stop()
        if back != "at once":
            fake.clock.advance(NONCE_WINDOW + 1)
            age_effects(tmp_path / "t.sqlite3", timedelta(minutes=10))
            # and Bob chose Hungarian meanwhile (/tabula language, through another process)
            with sqlite3.connect(tmp_path / "t.sqlite3") as db:
                db.execute(
                    "INSERT INTO user_preferences (user_id, notify, language, updated_at) "
                    "VALUES (?, 1, 'hu', ?)",
                    (bob.id, datetime.now(UTC).isoformat()),
                )
        restarted: TabulaBot = await running.start()  # type: ignore[assignment]
        fast_outbox(restarted)

        async def delivered() -> bool:
            return not await restarted.repo.outbox.pending_effects(table_id)

        await eventually(delivered, "the restarted process to deliver the game's start")
        assert sent() == before, "nothing sent twice"
        if back != "at once":
            # found though sent in English, and now in the language Bob chose while the
            # process was down (a DM sent unasked follows a stored choice after a restart)
            [dm] = bob.dms()
            assert f"\n#{table_id} asztal: https://discord.com/channels/" in dm.content
        refs = await restarted.repo.messages.messages(table_id)
        remembered = {m.message_id for m in refs if m.purpose in ("board", "summary")}
        assert remembered == {before[0][0], before[1][0], before[2][0]}
    fake.assert_clean()


async def _no_effects_left(table: Table) -> bool:
    return not await table.bot.repo.outbox.pending_effects(table.id)


async def test_a_database_that_cannot_save_says_so(
    fake: FakeDiscord, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    async with builders_table(fake, tmp_path / "t.sqlite3") as table:
        actor = await table.to_move()
        before = await table.load()

        async def full(*args: object, **kwargs: object) -> None:
            raise StorageUnavailable(StorageUnavailable.FULL, "database or disk is full")

        monkeypatch.setattr(table.bot.repo.tables, "record_action", full)
        await actor.click(latest_board(actor, "general"), "End your turn")
        await settle(table.bot)
        note = [m for m in actor.visible_messages("general") if m.ephemeral][-1]
        assert note.content == COULD_NOT_SAVE
        assert any("could not save" in e for e in fake.take_bot_errors())
        monkeypatch.undo()
        assert (await table.load()).version == before.version
        await actor.click(latest_board(actor, "general"), "End your turn")
        await settle(table.bot)
        await table.playable()
    fake.assert_clean()


def test_a_boards_nonce_is_its_own_and_within_discords_limit() -> None:
    """The same board effects of the same table at the same version give the same nonce (a
    post repeated after a stop); another effect, version or table (the same id in another
    database) gives another, and none is longer than Discord's 25 characters."""
    at = datetime(2026, 12, 4, tzinfo=UTC)
    table = TableRow(1, 2, 3, "builders", TableStatus.ACTIVE, 4, (), {}, 5, at, at)

    def board(effect_id: int) -> OutboxItem:
        return OutboxItem(effect_id, 1, 7, "board", {"new": True}, 0, at, at)

    loaded = LoadedTable(table, 7, None, None, at)
    nonce = board_nonce(loaded, [board(40), board(41)])
    assert nonce == board_nonce(loaded, [board(41), board(40)])
    assert len(nonce) <= 25
    others = {
        board_nonce(loaded, [board(42)]),
        board_nonce(LoadedTable(table, 8, None, None, at), [board(41)]),
        board_nonce(
            LoadedTable(replace(table, created_at=at + timedelta(seconds=1)), 7, None, None, at),
            [board(41)],
        ),
    }
    assert len(others) == 3 and nonce not in others
    huge = LoadedTable(replace(table, id=2**62), 2**40, None, None, at)
    assert len(board_nonce(huge, [board(2**62)])) <= 25

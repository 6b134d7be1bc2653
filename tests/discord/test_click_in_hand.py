"""The outbox's timed round leaves a table alone while a click on it is played and shown: the
click's board is edited through its interaction, once, and its stored board effect is settled
by that edit, not drawn and uploaded a second time by a round that came in between."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path
from types import SimpleNamespace
from typing import Any

from bot.bot import TabulaBot
from bot.localdiscord.server import FakeDiscord
from bot.outbox import Outbox
from storage.models import OutboxItem
from tests.discord.bot_helpers import (
    actor_of,
    bot_factory,
    choices,
    choose,
    latest_board,
    settle,
    start_table,
    unasked_policy,
)
from tests.discord.harness import run_client


async def to_deliver(bot: TabulaBot, table_id: int) -> list[OutboxItem]:
    """The table's effects left to deliver: the click's board effect is settled by its edit,
    in memory until the table's next action writes it (bot.service.context)."""
    settled = bot.router.outbox.service.ctx.settled
    return [i for i in await bot.repo.outbox.pending_effects(table_id) if not settled(i)]


async def test_a_round_during_a_click_leaves_its_board_to_the_click(
    fake: FakeDiscord, tmp_path: Path
) -> None:
    alice, bob = fake.user("Alice"), fake.user("Bob")
    async with run_client(fake, bot_factory(tmp_path / "t.sqlite3")) as running:
        _, table = await start_table(fake, running, "builders", alice, [bob], seats=2)
        bot: TabulaBot = running.client  # type: ignore[assignment]
        delivery, outbox = bot.router.delivery, bot.router.outbox
        real_on_clicked, real_edit_board = delivery.on_clicked, delivery.edit_board
        edits: list[int] = []
        skipped: list[bool] = []

        async def round_first(*args: Any, **kwargs: Any) -> None:
            # the timed round comes after the click's action is stored, before its board
            # is edited through the interaction
            due = {i.table_id for i in await bot.repo.outbox.due_effects(outbox.now())}
            skipped.append(table.id in due)
            await outbox.flush_due()
            await real_on_clicked(*args, **kwargs)

        async def edit_board(loaded: Any, ref: Any = None) -> None:
            edits.append(loaded.version)
            await real_edit_board(loaded, ref)

        delivery.on_clicked = round_first  # type: ignore[method-assign]
        delivery.edit_board = edit_board  # type: ignore[method-assign]
        loaded = await bot.repo.tables.load(table.id)
        assert loaded.pending is not None
        actor = actor_of(fake, [alice, bob], loaded.pending)
        board = latest_board(actor, fake.channels[table.channel_id])
        before = board.edits
        offered = choices(board)
        await choose(actor, board, offered[unasked_policy(loaded.state, list(offered))])
        await settle(bot)
        after = await bot.repo.tables.load(table.id)
        assert after.pending == loaded.pending  # a click within the turn
        # the round found the click's board effect due, and left it: the board was edited
        # once, through the interaction, and nothing is left to deliver
        assert skipped == [True]
        assert edits == []
        assert board.edits == before + 1
        assert await to_deliver(bot, table.id) == []
        ref = await delivery.board_ref(table.id)
        assert ref is not None
        assert (ref.message_id, ref.version) == (board.id, after.version)


async def test_a_new_board_clicked_before_it_was_stored_is_taken_for_the_board(
    fake: FakeDiscord, tmp_path: Path
) -> None:
    alice, bob = fake.user("Alice"), fake.user("Bob")
    people = [alice, bob]
    async with run_client(fake, bot_factory(tmp_path / "t.sqlite3")) as running:
        _, table = await start_table(fake, running, "builders", alice, [bob], seats=2)
        bot: TabulaBot = running.client  # type: ignore[assignment]
        channel = fake.channels[table.channel_id]
        old_board = latest_board(alice, channel)
        shown = (await bot.repo.tables.load(table.id)).version
        # play to the end of the first turn: a new board is posted
        while True:
            loaded = await bot.repo.tables.load(table.id)
            assert loaded.pending is not None
            actor = actor_of(fake, people, loaded.pending)
            board = latest_board(actor, channel)
            offered = choices(board)
            await choose(actor, board, offered[unasked_policy(loaded.state, list(offered))])
            await settle(bot)
            if (await bot.repo.tables.load(table.id)).pending != loaded.pending:
                break
        loaded = await bot.repo.tables.load(table.id)
        assert loaded.pending is not None
        actor = actor_of(fake, people, loaded.pending)
        new_board = latest_board(actor, channel)
        assert new_board.id > old_board.id
        # the click comes before the new board's message was stored: the old one is the board
        await bot.repo.messages.set_message(
            table.id, "board", channel.id, old_board.id, version=shown, settles="board"
        )
        delivery = bot.router.delivery
        real_edit_board = delivery.edit_board
        edits: list[int] = []

        async def edit_board(loaded: Any, ref: Any = None) -> None:
            edits.append(loaded.version)
            await real_edit_board(loaded, ref)

        delivery.edit_board = edit_board  # type: ignore[method-assign]
        old_edits, new_edits = old_board.edits, new_board.edits
        offered = choices(new_board)
        await choose(actor, new_board, offered[unasked_policy(loaded.state, list(offered))])
        await settle(bot)
        after = await bot.repo.tables.load(table.id)
        assert after.pending == loaded.pending  # a click within the turn
        # the clicked board was edited through the click, once; the old one was left alone
        assert edits == []
        assert (old_board.edits, new_board.edits) == (old_edits, new_edits + 1)
        assert choices(new_board)  # it keeps the buttons of the turn going on
        assert await to_deliver(bot, table.id) == []
        ref = await delivery.board_ref(table.id)
        assert ref is not None
        assert (ref.message_id, ref.version) == (new_board.id, after.version)


class Leases:
    """A stand-in for the storage's outbox part, which the outbox asks for due effects: it
    counts the asks."""

    def __init__(self) -> None:
        self.asked: list[int] = []

    async def lease_effects(
        self, table_id: int, now: Any, until: Any, holder: str | None = None
    ) -> list[Any]:
        self.asked.append(table_id)
        return []


async def test_a_flush_while_another_click_is_in_hand_is_left_to_the_last_one_out() -> None:
    leases = Leases()
    ctx = SimpleNamespace(
        repo=SimpleNamespace(outbox=leases),
        clock=lambda: datetime(2026, 12, 1, tzinfo=UTC),
        settled=lambda item: False,
    )
    service = SimpleNamespace(ctx=ctx)
    # a process beside others, which leases what it delivers
    outbox = Outbox(service, SimpleNamespace(shares_tables=True))  # type: ignore[arg-type]
    async with outbox.in_hand(7):
        await outbox.flush(7)  # the click's own flush, alone: it runs
        assert leases.asked == [7]
        async with outbox.in_hand(7):
            await outbox.flush(7)  # two clicks in hand: left to the last one out
            await outbox.flush(8)  # another table is not held
            assert leases.asked == [7, 8]
        assert leases.asked == [7, 8]  # one click is still in hand
    assert leases.asked == [7, 8, 7]  # the last one out flushed what was left
    async with outbox.in_hand(7):
        pass
    assert leases.asked == [7, 8, 7]  # nothing was left this time

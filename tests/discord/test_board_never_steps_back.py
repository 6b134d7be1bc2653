"""Several processes over one database: while one process edits a clicked board through its
interaction, another may move the table on and show the newer board first. The click's edit,
landing last, would step the board back a move: it finds the newer version shown (under the
table's showing lock, ``storage.postgres_showing``) and leaves the message alone."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from bot.bot import TabulaBot
from bot.custom_ids import ActionId, parse
from bot.localdiscord.server import FakeDiscord
from bot.localdiscord.state import Message
from bot.service.outcomes import Caller, Played
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


def shown_version(message: Message) -> int:
    versions = {
        parsed.version
        for item in message.items()
        if isinstance(parsed := parse(str(item.get("custom_id", ""))), ActionId)
    }
    assert len(versions) == 1, versions
    return versions.pop()


@pytest.mark.parametrize("processes", [1, 2])
async def test_a_click_edit_overtaken_by_another_process_does_not_step_the_board_back(
    fake: FakeDiscord, tmp_path: Path, processes: int
) -> None:
    """With one process the newer board comes from its own outbox (a computer's move shown
    while the click's edit is drawn); with two, from the other process."""
    alice, bob = fake.user("Alice"), fake.user("Bob")
    async with run_client(fake, bot_factory(tmp_path / "t.sqlite3")) as running:
        _, table = await start_table(fake, running, "builders", alice, [bob], seats=2)
        bot: TabulaBot = running.client  # type: ignore[assignment]
        delivery, service = bot.router.delivery, bot.router.service
        assert not delivery.shares_tables  # one process holds every shard here
        delivery.shares_tables = processes > 1  # as shard 0 of 2 would
        real_on_clicked = delivery.on_clicked
        overtaken: list[int] = []

        async def another_process_first(effects: Any, loaded: Any, interaction: Any) -> None:
            # the click is stored; before its edit lands, "another process" plays the same
            # player's next step and shows the newer board on the same message
            seat = next(s for s in loaded.table.seats if s.id == loaded.pending)
            offered = [
                a.id for a in service.ctx.game(loaded.table).engine.legal_actions(loaded.state)
            ]
            step = unasked_policy(loaded.state, offered)
            caller = Caller(seat.user_id, "someone", loaded.table.guild_id, loaded.table.channel_id)
            played = await service.turns.play(caller, loaded.table.id, loaded.version, [step])
            assert isinstance(played, Played)
            await delivery.edit_board(played.loaded)
            overtaken.append(played.loaded.version)
            await real_on_clicked(effects, loaded, interaction)

        delivery.on_clicked = another_process_first  # type: ignore[method-assign]
        # every version the board message showed, in the order Discord took the edits
        shown: list[int] = []
        real_edit = fake.store.edit_message

        def edit_message(message: Message, payload: Any, files: Any, **options: Any) -> None:
            real_edit(message, payload, files, **options)
            if message.id == board.id and choices(message):
                shown.append(shown_version(message))

        fake.store.edit_message = edit_message  # type: ignore[method-assign]
        loaded = await bot.repo.tables.load(table.id)
        assert loaded.pending is not None
        actor = actor_of(fake, [alice, bob], loaded.pending)
        board = latest_board(actor, fake.channels[table.channel_id])
        offered = choices(board)
        # a step that leaves the turn going, so the same message stays the board (and is
        # played at once: a start asks first)
        step = next(a for a in offered if not a.startswith(("end", "start:")))
        await choose(actor, board, offered[step])
        await settle(bot)
        now = await bot.repo.tables.load(table.id)
        [newer] = overtaken
        assert newer == loaded.version + 2 and now.version >= newer
        [ref] = [m for m in await bot.repo.messages.messages(table.id) if m.purpose == "board"]
        # the other process's edit came first; the click's own, for the version between,
        # never landed after it
        assert shown and shown[0] == newer
        assert shown == sorted(shown), shown
        if ref.message_id == board.id:
            assert shown_version(board) == now.version == ref.version
        else:
            # the turn ended meanwhile and a new board took over: the old one offers nothing
            assert choices(board) == {}


async def test_a_strip_queued_before_the_board_moved_on_leaves_the_newer_board_alone(
    fake: FakeDiscord, tmp_path: Path
) -> None:
    """A strip that comes late (retried after Discord failed it, or delivered by a slower
    process) must not take the buttons off a board shown since at a newer version: the table
    would have no board to play on."""
    alice, bob = fake.user("Alice"), fake.user("Bob")
    async with run_client(fake, bot_factory(tmp_path / "t.sqlite3")) as running:
        _, table = await start_table(fake, running, "builders", alice, [bob], seats=2)
        bot: TabulaBot = running.client  # type: ignore[assignment]
        delivery = bot.router.delivery
        loaded = await bot.repo.tables.load(table.id)
        assert loaded.pending is not None
        actor = actor_of(fake, [alice, bob], loaded.pending)
        board = latest_board(actor, fake.channels[table.channel_id])
        [ref] = [m for m in await bot.repo.messages.messages(table.id) if m.purpose == "board"]
        assert ref.message_id == board.id and ref.version == loaded.version
        offered = choices(board)
        assert offered
        # queued at an older version than the board shows: left alone
        await delivery.strip_board(loaded, queued_at=loaded.version - 1)
        assert choices(board) == offered
        # queued at the version the board shows (the turn that board belongs to ended): taken
        await delivery.strip_board(loaded, queued_at=loaded.version)
        assert choices(board) == {}

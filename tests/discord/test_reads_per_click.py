"""A click reads the table once (with its messages and jobs, in one read): the outbox shows the
table as the click left it, unless something else was queued meanwhile, and the board and the
DMs take the messages the click's action returned."""

from __future__ import annotations

from collections import Counter
from collections.abc import Awaitable, Callable
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from bot.bot import TabulaBot
from bot.localdiscord.server import FakeDiscord
from bot.outbox import current
from storage.models import LoadedTable, OutboxItem, Table, TableStatus
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

NOW = datetime(2026, 12, 1, tzinfo=UTC)
TABLE = Table(1, 2, 3, "builders", TableStatus.ACTIVE, 4, (), {}, 5, NOW, NOW)
LOADED = LoadedTable(TABLE, 7, None, None, NOW)


def item(kind: str, version: int = 7) -> OutboxItem:
    return OutboxItem(1, 1, version, kind, {}, 0, NOW, NOW)


def test_the_table_a_change_left_is_current_when_only_its_effects_are_due() -> None:
    assert current([item("dms"), item("board")], LOADED, ["board", "dms"]) is LOADED


def test_anything_else_due_means_the_table_is_read_again() -> None:
    # an abort keeps the version: only its effects tell that it happened
    assert current([item("board"), item("strip-board")], LOADED, ["board"]) is None
    assert current([item("board", version=8)], LOADED, ["board"]) is None
    assert current([item("board")], None, ["board"]) is None


async def test_a_click_reads_the_table_once(fake: FakeDiscord, tmp_path: Path) -> None:
    alice, bob = fake.user("Alice"), fake.user("Bob")
    people = [alice, bob]
    async with run_client(fake, bot_factory(tmp_path / "t.sqlite3")) as running:
        _, table = await start_table(fake, running, "builders", alice, [bob], seats=2)
        bot: TabulaBot = running.client  # type: ignore[assignment]
        repo = bot.repo
        reads: Counter[str] = Counter()

        # each method counted on the part of the repository that holds it
        watched = (
            (repo.tables, "load"),
            (repo.tables, "snapshot"),
            (repo.messages, "messages"),
        )

        def counted(part: object, name: str) -> Callable[..., Awaitable[Any]]:
            real = getattr(part, name)

            async def call(*args: Any, **kwargs: Any) -> Any:
                reads[name] += 1
                return await real(*args, **kwargs)

            return call

        channel = fake.channels[table.channel_id]
        turn_ends = clicks = 0
        while turn_ends < 2:
            loaded = await repo.tables.load(table.id)
            assert loaded.pending is not None
            actor = actor_of(fake, people, loaded.pending)
            board = latest_board(actor, channel)
            offered = choices(board)
            reads.clear()
            for part, name in watched:
                setattr(part, name, counted(part, name))
            await choose(actor, board, offered[unasked_policy(loaded.state, list(offered))])
            await settle(bot)
            for part, name in watched:
                delattr(part, name)
            clicks += 1
            after = await repo.tables.load(table.id)
            ended = after.pending != loaded.pending
            turn_ends += ended
            # the click's own read, the table with its messages (is it the board?) and jobs in
            # one; nothing more: at a turn's end the new board's and the DMs' messages come
            # back from the action's own transaction; within a turn the clicked board was
            # edited through its interaction, which settled the stored board effect
            assert reads == {"snapshot": 1}, f"click {clicks} (turn end {ended}): {reads}"
        assert clicks > turn_ends

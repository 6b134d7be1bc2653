"""Helpers for the fault tests: a two-player Builders table, the outbox's pauses shortened, and
waiting until the player to move has a board with working buttons."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from bot.bot import TabulaBot
from bot.custom_ids import ActionId, parse
from bot.localdiscord.actors import Actor
from bot.localdiscord.server import FakeDiscord
from bot.localdiscord.state import Message
from storage.models import LoadedTable
from tests.discord.bot_helpers import bot_factory, choices, start_table
from tests.discord.harness import RunningClient, run_client


@dataclass
class Table:
    fake: FakeDiscord
    running: RunningClient
    id: int
    players: dict[str, Actor]

    @property
    def bot(self) -> TabulaBot:
        return self.running.client  # type: ignore[return-value]

    async def load(self) -> LoadedTable:
        return await self.bot.repo.tables.load(self.id)

    async def to_move(self) -> Actor:
        pending = (await self.load()).pending
        assert pending is not None
        return self.players[pending]

    def boards(self, actor: Actor) -> list[Message]:
        """The messages ``actor`` sees in #general that carry this table's action buttons."""
        return [m for m in actor.visible_messages("general") if versions(m)]

    async def playable(self) -> Message:
        """Wait until the player to move sees a board whose buttons are for the table's
        current version (a board they can play), and return it."""
        loaded = await self.load()
        actor = self.players[str(loaded.pending)]

        def board() -> Message | None:
            for message in reversed(self.boards(actor)):
                if versions(message) == {loaded.version}:
                    return message
            return None

        await self.fake.wait_until(lambda: board() is not None)
        found = board()
        assert found is not None
        return found


def versions(message: Message) -> set[int]:
    found = set()
    for item in message.items():
        parsed = parse(str(item.get("custom_id", "")))
        if isinstance(parsed, ActionId):
            found.add(parsed.version)
    return found


def fast_outbox(bot: TabulaBot) -> None:
    """Faults are retried after tenths of seconds, not Discord-friendly minutes."""
    assert bot.outbox is not None
    bot.outbox.first_pause = 0.05
    bot.outbox.longest_pause = 0.5
    bot.outbox.permission_pause = 0.3
    bot.outbox.every = 0.05


@asynccontextmanager
async def builders_table(
    fake: FakeDiscord, database: Path, **settings: Any
) -> AsyncIterator[Table]:
    alice, bob = fake.user("Alice"), fake.user("Bob")
    async with run_client(fake, bot_factory(database, iter([3, 4, 5]), **settings)) as running:
        _, table = await start_table(
            fake, running, "builders", alice, [bob], seats=2, random_order=False
        )
        bot: TabulaBot = running.client  # type: ignore[assignment]
        fast_outbox(bot)
        yield Table(fake, running, table.id, {str(alice.id): alice, str(bob.id): bob})


async def eventually(
    check: Callable[[], Awaitable[bool]], what: str, timeout: float = 30.0
) -> None:
    """Until ``check()`` (something only storage can tell) is true; re-checked every 20 ms, for
    at most ``timeout`` seconds (a deadline for a busy machine, not a wait for the answer)."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    while not await check():
        if loop.time() > deadline:
            raise AssertionError(f"timed out after {timeout} s waiting for {what}")
        await asyncio.sleep(0.02)


def action(message: Message, action_id: str) -> str:
    """The custom_id of the button for ``action_id`` on ``message``."""
    return choices(message)[action_id].custom_id


async def log_matches_snapshot(table: Table) -> None:
    """No action lost or applied twice: the stored state is the replay of the log."""
    report = await table.bot.repo.tables.replay(table.id)
    assert report.matches, report.error

"""The tables of bench/processes.py, spread over the two shards' guilds, and their users:
bench/load_users.py's, who look again when a board went back under them, on a fake Discord
that notes every such edit."""

from __future__ import annotations

import time
from collections.abc import Sequence
from random import Random

import stats  # noqa: F401  (puts the project on sys.path, ahead of this folder)
from load_discord import BenchDiscord
from load_users import Table, newest_board, play

from bot.localdiscord.server import FakeDiscord
from bot.localdiscord.state import Guild
from storage.models import TableStatus
from storage.repository import Repository
from tests.shards.board_versions import watch_steps_back
from tests.shards.test_two_processes import SHARDS, guild_pair

# Users stop at --seconds, not after a number of clicks.
UNLIMITED_CLICKS = 10**9


class WatchedDiscord(BenchDiscord):
    """bench/load_discord.py's fake Discord, also noting every edit that takes a board back to an
    older version of its table (a process's edit for a version that another process has already
    shown a newer one of)."""

    def __init__(self) -> None:
        super().__init__()
        self.backward_edits = watch_steps_back(self)


async def keep_playing(
    fake: BenchDiscord, repo: Repository, table: Table, until: float, rng: Random
) -> None:
    """bench/load_users.py's user, who goes on when the choice they read is gone from the board by
    the time they click (the board went back to an older version under them: they look again)."""
    while True:
        try:
            await play(fake, repo, table, UNLIMITED_CLICKS, until, 0.0, rng)
            return
        except AssertionError as gone:
            first = str(gone).splitlines()[0]
            if not first.startswith("no select menu") and "looks for one button" not in first:
                raise
            table.failures.append(f"the choice was gone from the board: {first}")


def spread_tables(fake: FakeDiscord, count: int, users: int) -> list[Table]:
    """``count`` tables, every other one in a guild of the other shard."""
    guilds: Sequence[Guild] = guild_pair(fake)
    tables = []
    for n in range(count):
        guild = guilds[n % SHARDS]
        channel = fake.add_channel(f"table-{n}", guild=guild)
        seated = [fake.user(f"Player {n}.{k}", guild=guild) for k in range(users)]
        tables.append(Table(channel, seated))
    return tables


async def until_boards_shown(fake: FakeDiscord, tables: list[Table]) -> None:
    """Until every table has started and shows its first board: a user who finds a table still
    in its lobby would take it for a finished one and stop."""
    deadline = time.perf_counter() + 120
    while any(newest_board(t.channel) is None for t in tables):
        if time.perf_counter() > deadline:
            raise TimeoutError("not every table showed a board within 120 s")
        await fake.next_change(fake.version, timeout=1.0)


async def until_settled(fake: FakeDiscord, repo: Repository, tables: list[Table]) -> None:
    """Until no computer is thinking and nothing is left to show, so that the processes stop
    idle (one stopped mid-turn logs errors that belong to no run)."""

    async def settled(table: Table) -> bool:
        loaded = await repo.tables.load(table.table_id)
        users = {str(u.id) for u in table.users}
        computer = loaded.table.status is TableStatus.ACTIVE and loaded.pending not in users
        return not computer and not await repo.outbox.pending_effects(table.table_id)

    deadline = time.perf_counter() + 120
    while True:
        seen = fake.version
        if all([await settled(t) for t in tables]):
            return
        if time.perf_counter() > deadline:
            raise TimeoutError("the tables did not settle within 120 s")
        await fake.next_change(seen, timeout=1.0)

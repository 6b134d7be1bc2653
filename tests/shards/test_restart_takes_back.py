"""A bot process killed (SIGKILL) between storing a move and posting its board, then started
again: the new life delivers at once what its earlier one was delivering (taking back what it
had leased: a process beside others leases what it delivers; one alone leases nothing, and
leaves it due), so the board is back within seconds of the restart, not once a lease
(LEASE_SECONDS, 30 s) runs out. On SQLite and on PostgreSQL; the test prints how long the table
had no playable board."""

from __future__ import annotations

import asyncio
import re
from pathlib import Path

import pytest

from bot.localdiscord.actors import Actor
from bot.localdiscord.server import FakeDiscord
from bot.localdiscord.state import Message
from bot.service.outcomes import BOARD
from storage.database_url import open_repository
from storage.models import TableStatus
from storage.repository import Repository
from tests.discord.bot_helpers import latest_board
from tests.discord.faults import eventually, versions
from tests.shards.restart_process import RestartConfig, main
from tests.shards.shard_process import ShardConfig
from tests.shards.spawned import Spawned

# The bot's own lease: what the old code waited out before the board came back.
LEASE_SECONDS = 30.0
# The board is playable again within this long of the new process being up.
BACK_WITHIN = 5.0
WAIT = 120.0  # seconds a step may take on a loaded machine


@pytest.fixture(params=["sqlite", "postgres"])
def database_url(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    """A new database, migrated (as `tabula migrate` would) before any bot process starts."""
    if request.param == "sqlite":
        url = f"sqlite:///{tmp_path / 't.sqlite3'}"
    else:
        url = request.getfixturevalue("shard_database")

    async def migrate() -> None:
        repo = await open_repository(url)
        await repo.close()

    asyncio.run(migrate())  # not in the test's loop: shard_database makes its own too
    return url


async def playable(
    fake: FakeDiscord, repo: Repository, table_id: int, players: dict[str, Actor]
) -> Message:
    """Wait until the player to move sees a board for the table's current version."""
    loaded = await repo.tables.load(table_id)
    actor = players[str(loaded.pending)]

    def board() -> Message | None:
        for message in reversed(actor.visible_messages("general")):
            if versions(message) == {loaded.version}:
                return message
        return None

    return await fake.wait_until(board, timeout=WAIT, what="a playable board")


async def open_table(fake: FakeDiscord, repo: Repository, alice: Actor, bob: Actor) -> int:
    lobby = await fake.reply(await alice.slash("builders new", seats=2, random_order=False))
    await bob.click(lobby, "Join")
    await alice.click(lobby, "Start")
    found: list[int] = []

    async def started() -> bool:
        title = lobby.embeds[0]["title"] if lobby.embeds else ""
        number = re.search(r"table #(\d+)", title)
        if number is not None:
            found.append(int(number[1]))
        return bool(found) and (await repo.tables.get_table(found[-1])).status is not (
            TableStatus.LOBBY
        )

    await eventually(started, "the table to start", timeout=WAIT)
    return found[-1]


async def test_a_restarted_process_posts_the_board_its_killed_life_held_at_once(
    two_shards: FakeDiscord, database_url: str, tmp_path: Path
) -> None:
    fake = two_shards
    flag = tmp_path / "posts-hang"
    shards = ShardConfig(fake.port, database_url, "0,1", 2, LEASE_SECONDS, ai_delay=0.05)
    config = RestartConfig(shards, str(flag))
    alice, bob = fake.user("Alice"), fake.user("Bob")
    players = {str(alice.id): alice, str(bob.id): bob}
    repo = await open_repository(database_url, read_only=True)  # the test's look at the bot
    bot: Spawned | None = Spawned(main, config, "bot", WAIT)
    try:
        assert bot is not None and await bot.answer() == "ready"
        table_id = await open_table(fake, repo, alice, bob)
        await playable(fake, repo, table_id, players)
        before = await repo.tables.load(table_id)
        actor = players[str(before.pending)]
        # the move is stored, and its board's post never finishes: the process is delivering it
        flag.touch()
        await actor.click(latest_board(actor, "general"), "End your turn")

        async def held() -> bool:
            if (await repo.tables.load(table_id)).version <= before.version:
                return False
            pending = await repo.outbox.pending_effects(table_id)
            hanging = Path(f"{flag}.hanging").exists()
            return hanging and any(i.kind == BOARD for i in pending)

        await eventually(held, "the new board's post under way", timeout=WAIT)
        bot.kill()
        bot = None
        flag.unlink()
        loop = asyncio.get_running_loop()
        spawned = loop.time()
        bot = Spawned(main, config, "bot", WAIT)
        assert await bot.answer() == "ready"
        up = loop.time()
        board = await playable(fake, repo, table_id, players)
        back = loop.time()
        after_up, after_spawn = back - up, back - spawned
        print(
            f"board back {after_up:.2f} s after the new process was up "
            f"({after_spawn:.2f} s after it was started)"
        )
        assert after_up < BACK_WITHIN, (
            f"the board came back {after_up:.2f} s after the restarted process was up "
            f"({after_spawn:.2f} s after its start)"
        )
        # and the game goes on in the new life
        moved = await repo.tables.load(table_id)
        await players[str(moved.pending)].click(board, "End your turn")

        async def applied() -> bool:
            return (await repo.tables.load(table_id)).version > moved.version

        await eventually(applied, "the next move", timeout=WAIT)
        await playable(fake, repo, table_id, players)

        async def delivered() -> bool:
            return await repo.outbox.pending_effects(table_id) == []

        await eventually(delivered, "every effect to be delivered", timeout=WAIT)
        await bot.close()
        bot = None
        report = await repo.tables.replay(table_id)
        assert report.matches, report.error
        log = await repo.tables.action_log(table_id, include_undone=True)
        assert [a.version for a in log] == sorted({a.version for a in log}), "no action twice"
    finally:
        if bot is not None:
            bot.kill()
        await repo.close()

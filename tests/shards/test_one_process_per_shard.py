"""A shard is served by one process at a time over PostgreSQL (issue 34, point 3): a second
`tabula run` of a shard another process holds says so, naming the shard, and exits with 2
before it connects to Discord, while the first keeps serving and each click is worked once;
once the first dies (SIGKILL), a new process takes the shard at once."""

from __future__ import annotations

import asyncio
import os
import subprocess
import sys
import time
from pathlib import Path

from bot.localdiscord.actors import Actor
from bot.localdiscord.server import FakeDiscord
from bot.localdiscord.state import Channel, Interaction, Message
from storage.postgres import PostgresRepository, described, open_postgres
from tests.discord.bot_helpers import Choice
from tests.shards.test_two_processes import channel_in, guild_pair, offered_now, open_table, until

ROOT = Path(__file__).resolve().parents[2]
WAIT = 120.0  # seconds for a process to come up, or a click to be worked, on a loaded machine


class TabulaRun:
    """`tabula run --shards 0 --shard-count 2` as a process of its own, its settings from the
    environment as a container gives them, talking to the fake Discord; what it writes to
    stderr goes to a file."""

    def __init__(self, fake: FakeDiscord, dsn: str, folder: Path, name: str) -> None:
        self.stderr_path = folder / f"{name}.stderr"
        environment = {
            "DATABASE_URL": dsn,
            "DISCORD_TOKEN": "fake-token",
            "TABLE_THREADS": "false",
            "LEASE_SECONDS": "3",
            "LOG_LEVEL": "WARNING",
        }
        argv = ["run", "--shards", "0", "--shard-count", "2"]
        code = (
            "from tests.shards.shard_process import run_command; "
            f"run_command({argv!r}, {environment!r}, {fake.port}, {str(folder)!r})"
        )
        inherited = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
        with self.stderr_path.open("w") as stderr:
            self.process = subprocess.Popen(
                [sys.executable, "-c", code],
                env={**inherited, "PYTHONPATH": str(ROOT)},
                stdout=subprocess.DEVNULL,
                stderr=stderr,
            )

    def stderr(self) -> str:
        return self.stderr_path.read_text()

    async def exited(self) -> int:
        return await asyncio.to_thread(self.process.wait, WAIT)

    def kill(self) -> None:
        if self.process.poll() is None:
            self.process.kill()  # SIGKILL: no goodbye, no cleanup
        self.process.wait(10)


def shard0_sessions(fake: FakeDiscord) -> int:
    return sum(1 for s in fake.gateway.connected_sessions() if s.shard_id == 0)


async def shard0_served(fake: FakeDiscord) -> None:
    await fake.wait_until(
        lambda: shard0_sessions(fake) >= 1, timeout=WAIT, what="a session of shard 0"
    )


async def refused(fake: FakeDiscord, second: TabulaRun) -> int:
    """The second process's exit code; fails at once if it connects to shard 0 instead."""
    exit_code = asyncio.create_task(second.exited())
    serving = asyncio.create_task(
        fake.wait_until(lambda: shard0_sessions(fake) >= 2, timeout=WAIT, what="two sessions")
    )
    done, _ = await asyncio.wait({exit_code, serving}, return_when=asyncio.FIRST_COMPLETED)
    serving.cancel()
    if exit_code not in done:
        second.kill()
        await exit_code
        raise AssertionError(f"a second process serves shard 0 too:\n{second.stderr()}")
    return exit_code.result()


async def alices_turn(
    fake: FakeDiscord, repo: PostgresRepository, alice: Actor, channel: Channel, table_id: int
) -> tuple[int, Message, Choice]:
    """Once it is Alice's turn and her board offers its actions: (the version, the board, one
    of its choices)."""

    async def hers() -> bool:
        loaded = await repo.tables.load(table_id)
        return loaded.pending == str(alice.id)

    await until(fake, hers, "Alice's turn")
    version = (await repo.tables.load(table_id)).version
    found: list[tuple[Message, Choice]] = []

    def offered() -> bool:
        for message in reversed(alice.visible_messages(channel)):
            now = offered_now(message, table_id, version)
            if now:
                found.append((message, now[sorted(now)[0]]))
                return True
        return False

    await fake.wait_until(offered, timeout=WAIT, what="Alice's playable board")
    return version, *found[-1]


async def click(alice: Actor, message: Message, choice: Choice) -> Interaction:
    if choice.select_value is None:
        return await alice.click(message, choice.custom_id)
    return await alice.select(message, choice.custom_id, choice.select_value)


async def worked_once(
    fake: FakeDiscord, repo: PostgresRepository, table_id: int, version: int, alice: Actor
) -> None:
    async def applied() -> bool:
        return (await repo.tables.load(table_id)).version > version

    await until(fake, applied, "Alice's click to be worked", timeout=WAIT)
    log = await repo.tables.action_log(table_id, include_undone=True)
    at = [a for a in log if a.version == version + 1]
    assert len(at) == 1 and at[0].seat == str(alice.id), at


async def test_a_second_process_of_a_shard_is_refused_and_the_first_serves_on(
    two_shards: FakeDiscord, shard_database: str, tmp_path: Path
) -> None:
    fake = two_shards
    guild, _ = guild_pair(fake)
    channel = channel_in(fake, guild, "general")
    alice = fake.user("Alice", guild=guild)
    repo = await open_postgres(shard_database)  # migrated before the bots, as in compose.yaml
    first = TabulaRun(fake, shard_database, tmp_path, "first")
    second: TabulaRun | None = None
    try:
        await shard0_served(fake)
        table_id = await open_table(fake, repo, alice, channel, "builders")

        started = time.perf_counter()
        second = TabulaRun(fake, shard_database, tmp_path, "second")
        assert await refused(fake, second) == 2
        refusal = time.perf_counter() - started
        said = (
            f"Another Tabula process is serving shard 0 over {described(shard_database)}: "
            "stop it first, or give this one other shards (SHARD_IDS). One shard is served by "
            "one process."
        )
        assert second.stderr().strip().splitlines()[-1] == said, second.stderr()
        assert first.process.poll() is None, "the first process serves on"
        assert shard0_sessions(fake) == 1

        # the first process answers Alice's click, once
        version, board, choice = await alices_turn(fake, repo, alice, channel, table_id)
        clicked = time.perf_counter()
        interaction = await click(alice, board, choice)
        await worked_once(fake, repo, table_id, version, alice)
        worked = time.perf_counter() - clicked
        assert interaction.acknowledged and interaction.errors == []

        # the first dies without a goodbye: its lock goes with its connection, and a new
        # process of the shard serves at once
        before = {id(s) for s in fake.gateway.connected_sessions()}
        first.kill()
        killed = time.perf_counter()
        second = TabulaRun(fake, shard_database, tmp_path, "after")

        def new_session() -> bool:
            sessions = fake.gateway.connected_sessions()
            return any(s.shard_id == 0 and id(s) not in before for s in sessions)

        await fake.wait_until(new_session, timeout=WAIT, what="a new process's shard 0")
        assert second.process.poll() is None, second.stderr()
        version, board, choice = await alices_turn(fake, repo, alice, channel, table_id)
        interaction = await click(alice, board, choice)
        await worked_once(fake, repo, table_id, version, alice)
        back = time.perf_counter() - killed
        assert interaction.acknowledged and interaction.errors == []
        assert "Another Tabula process" not in second.stderr()
    finally:
        for process in (first, second):
            if process is not None:
                process.kill()
    print(
        f"\nsecond process refused in {refusal:.2f} s; a click worked in {worked:.2f} s; "
        f"after a SIGKILL, a new process took the shard and worked a click in {back:.2f} s"
    )
    report = await repo.tables.replay(table_id)
    assert report.matches, "the snapshot is not the replay of its log"
    log = await repo.tables.action_log(table_id, include_undone=True)
    versions = [a.version for a in log]
    assert versions == sorted(set(versions)), versions
    await repo.close()

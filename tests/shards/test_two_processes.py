"""Two bot processes (shards 0 and 1 of 2) over one PostgreSQL database, against the fake
Discord: games in guilds of both shards play to the end, a player's DM clicks (which Discord
sends to shard 0) move a table of the other shard, and the process of shard 1 is killed with
SIGKILL while its computer players move, then started again. No action is lost or applied
twice, every snapshot is the replay of its log, every table finishes, and no board ever goes
back to an older version."""

from __future__ import annotations

import asyncio
import random
import re
from collections.abc import Awaitable, Callable
from typing import Any

from bot.custom_ids import ActionId, parse
from bot.localdiscord.actors import Actor
from bot.localdiscord.server import FakeDiscord
from bot.localdiscord.state import Channel, Guild, Message
from rules.porta_nigra import ENGINE as PORTA_NIGRA
from storage.models import TableStatus
from storage.postgres import PostgresRepository, open_postgres
from storage.replay import rebuild
from tests.discord.bot_helpers import choices, choose
from tests.shards.board_versions import watch_steps_back
from tests.shards.shard_process import ShardConfig, main
from tests.shards.spawned import Spawned

SHARDS = 2
# A killed process's leased deliveries and computer turns are taken over after this long,
# at the next round of the other process's outbox.
LEASE_SECONDS = 3.0
OUTBOX_EVERY = 1.0
WAIT = 240.0  # seconds a whole step may take on a loaded machine
DM_CLICKS = 6  # Carol's clicks before she steps away (her cards come by DM, to shard 0)


def shard_of(guild: Guild) -> int:
    return (guild.id >> 22) % SHARDS


def spawned(fake: FakeDiscord, dsn: str, shard: int) -> Spawned:
    """The process of ``shard``, starting: its answer is "ready" once it is."""
    config = ShardConfig(
        fake.port, dsn, str(shard), SHARDS, LEASE_SECONDS, ai_delay=0.05, outbox_every=OUTBOX_EVERY
    )
    return Spawned(main, config, config.shards, WAIT)


async def ready(*processes: Spawned) -> None:
    """Until every one of ``processes`` is ready, side by side. The bots serve the fake in this
    process's loop while they start: the answers are awaited in threads."""
    assert await asyncio.gather(*(p.answer() for p in processes)) == ["ready"] * len(processes)


async def until(
    fake: FakeDiscord, check: Callable[[], Awaitable[bool]], what: str, timeout: float = WAIT
) -> None:
    """Until ``check()`` holds, looked at again whenever the fake Discord changes (every
    move of every table posts or edits a message), and at least every second."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    while True:
        seen = fake.version  # read first: a change during the check is not missed
        if await check():
            return
        if loop.time() > deadline:
            raise AssertionError(f"timed out waiting for {what}\n{fake.transcript()}")
        await fake.next_change(seen, timeout=1.0)


def guild_pair(fake: FakeDiscord) -> tuple[Guild, Guild]:
    """A guild on each shard (a guild's shard is its id's timestamp, so a new guild lands on
    the other shard within a millisecond or two)."""
    guilds = {shard_of(fake.guild): fake.guild}
    while len(guilds) < SHARDS:
        guild = fake.add_guild(f"Guild {len(fake.guilds)}")
        guilds.setdefault(shard_of(guild), guild)
    return guilds[0], guilds[1]


def channel_in(fake: FakeDiscord, guild: Guild, name: str) -> Channel:
    found = [c for c in guild.channels if c.name == name]
    return found[0] if found else fake.add_channel(name, guild=guild)


async def open_table(
    fake: FakeDiscord, repo: PostgresRepository, host: Actor, channel: Channel, command: str
) -> int:
    """``host`` opens a two-seat table against an easy computer and starts it; its id."""
    lobby = await fake.reply(
        await host.slash(f"{command} new", channel=channel, seats=2, ai=1, level="easy")
    )
    await host.click(lobby, "Start")
    found: list[int] = []

    async def is_started() -> bool:
        title = lobby.embeds[0]["title"] if lobby.embeds else ""
        number = re.search(r"table #(\d+)", title)
        if number is None:
            return False
        table = await repo.tables.get_table(int(number[1]))
        found.append(table.id)
        return table.status is not TableStatus.LOBBY

    await until(fake, is_started, f"{command} to start in {channel.name}")
    return found[-1]


def offered_now(message: Message, table_id: int, version: int) -> dict[str, Any]:
    """The actions ``message`` offers for this very version of the table (an older message's
    buttons would be refused as stale)."""
    now = {}
    for action_id, choice in choices(message).items():
        parsed = parse(choice.custom_id)
        if isinstance(parsed, ActionId) and (parsed.table_id, parsed.version) == (
            table_id,
            version,
        ):
            now[action_id] = choice
    return now


async def play_by_dm(
    fake: FakeDiscord, repo: PostgresRepository, carol: Actor, channel: Channel, table_id: int
) -> tuple[int, int, list[str]]:
    """Carol plays her turns: each card from her hand by DM (which goes to shard 0's process,
    while the table's guild is shard 1's), the rest of the turn on the board; (her clicks, of
    them DM clicks, the action ids she clicked)."""
    rng = random.Random(3)
    dm_clicks = clicks = 0
    clicked: list[str] = []
    while clicks < DM_CLICKS or dm_clicks == 0:
        loaded = await repo.tables.load(table_id)
        if loaded.pending is None:
            break
        if loaded.pending != str(carol.id):
            version = loaded.version

            async def moved_on(version: int = version) -> bool:
                return (await repo.tables.load(table_id)).version > version

            await until(fake, moved_on, "the computer's turn")
            continue
        by_dm = loaded.state.phase == "card"
        found: list[tuple[Message, dict[str, Any]]] = []

        def current(
            by_dm: bool = by_dm,
            version: int = loaded.version,
            found: list[tuple[Message, dict[str, Any]]] = found,
        ) -> bool:
            messages = carol.dms() if by_dm else carol.visible_messages(channel)
            for message in reversed(messages):
                offered = offered_now(message, table_id, version)
                if offered:
                    found.append((message, offered))
                    return True
            return False

        await fake.wait_until(current, timeout=WAIT, what="Carol's current choices")
        message, offered = found[-1]
        useful = sorted(a for a in offered if a not in ("end", "coin:card", "coin:torch"))
        wanted = rng.choice(useful or sorted(offered))
        await choose(carol, message, offered[wanted])
        clicked.append(wanted)
        version = loaded.version

        async def applied(version: int = version) -> bool:
            return (await repo.tables.load(table_id)).version > version

        await until(fake, applied, "Carol's click to be applied")
        clicks += 1
        dm_clicks += by_dm
    return clicks, dm_clicks, clicked


async def test_two_processes_play_every_table_to_the_end_through_a_crash(
    two_shards: FakeDiscord, shard_database: str
) -> None:
    fake = two_shards
    # the two processes' edits of one board land in the order of its versions
    steps_back = watch_steps_back(fake)
    dsn = shard_database
    # migrated once, before the processes start (as `tabula migrate` would)
    repo = await open_postgres(dsn)
    first, second = guild_pair(fake)
    alice = fake.user("Alice", guild=first)
    bob = fake.user("Bob", guild=second)
    carol = fake.user("Carol", guild=second)
    shard0, first_shard1 = spawned(fake, dsn, 0), spawned(fake, dsn, 1)
    shard1: Spawned | None = first_shard1
    try:
        await ready(shard0, first_shard1)
        tables = {
            "first": await open_table(
                fake, repo, alice, channel_in(fake, first, "general"), "builders"
            ),
            "second": await open_table(
                fake, repo, bob, channel_in(fake, second, "general"), "builders"
            ),
        }
        porta_channel = channel_in(fake, second, "porta")
        tables["porta"] = await open_table(fake, repo, carol, porta_channel, "portanigra")
        # Alice and Bob step away: the computer plays both seats of their tables to the end
        await alice.slash("builders leave", channel=channel_in(fake, first, "general"))
        await bob.slash("builders leave", channel=channel_in(fake, second, "general"))
        clicks, dm_clicks, clicked = await play_by_dm(
            fake, repo, carol, porta_channel, tables["porta"]
        )
        carols_actions = [
            a for a in await repo.tables.action_log(tables["porta"]) if a.seat == str(carol.id)
        ]
        await carol.slash("portanigra leave", channel=porta_channel)

        # shard 1's process dies while the computers of its guild's tables move
        at_kill = (await repo.tables.load(tables["second"])).version

        async def computers_moving() -> bool:
            return (await repo.tables.load(tables["second"])).version >= at_kill + 3

        await until(fake, computers_moving, "the computers of shard 1's tables to move")
        assert shard1 is not None
        shard1.kill()
        shard1 = None
        killed = {key: (await repo.tables.load(t)).version for key, t in tables.items()}
        unfinished = [
            k for k, t in tables.items() if (await repo.tables.load(t)).pending is not None
        ]
        assert "second" in unfinished, "the kill came after the game it should cut"

        # the lease of what the dead process held runs out, and shard 0's process goes on
        async def taken_over() -> bool:
            return (await repo.tables.load(tables["second"])).version > killed["second"]

        await until(fake, taken_over, "shard 0's process to take shard 1's tables over")
        shard1 = spawned(fake, dsn, 1)

        async def all_finished() -> bool:
            for table_id in tables.values():
                loaded = await repo.tables.load(table_id)
                if loaded.table.status is not TableStatus.FINISHED:
                    return False
                if await repo.outbox.pending_effects(table_id):
                    return False  # the last boards are not shown yet
            return True

        # shard 1's process comes back while shard 0's plays on
        await asyncio.gather(
            ready(shard1), until(fake, all_finished, "every table to finish and be shown")
        )
    finally:
        if shard1 is not None:
            await shard1.close()
        await shard0.close()

    for key, table_id in tables.items():
        report = await repo.tables.replay(table_id)
        assert report.matches, f"table {key}: the snapshot is not the replay of its log"
        log = await repo.tables.action_log(table_id, include_undone=True)
        # every action once: one row per version it made, in order, none taken back
        versions = [a.version for a in log]
        assert versions == sorted(set(versions)), f"table {key}: {versions}"
        assert [a.seq for a in log] == sorted({a.seq for a in log})
        assert all(a.undone_at is None for a in log)
        assert await repo.outbox.jobs(table_id) == []
    # each of Carol's clicks is one action, her DM clicks among them, none lost or doubled
    # (after she stepped away the computer played her seat under its id)
    porta_log = await repo.tables.action_log(tables["porta"])
    assert [a for a in porta_log if a.seat == str(carol.id)][: len(carols_actions)] == (
        carols_actions
    )
    assert len(clicked) == clicks >= DM_CLICKS and dm_clicks > 0
    # the others of hers are the steps the bot took for her: the single choice left
    table = await repo.tables.get_table(tables["porta"])
    for action in carols_actions:
        if clicked and action.action_id == clicked[0]:
            clicked.pop(0)
            continue
        before = rebuild(
            PORTA_NIGRA,
            table,
            [(a.seq, a.seat, a.action_id) for a in porta_log if a.seq < action.seq],
        )
        assert [a.id for a in PORTA_NIGRA.legal_actions(before)] == [action.action_id]
    assert clicked == [], "every click is in the log"
    # each table's last board says the game is over, in its own channel
    for key, channel in (
        ("first", channel_in(fake, first, "general")),
        ("second", channel_in(fake, second, "general")),
        ("porta", porta_channel),
    ):
        boards = [m for m in fake.channel_log(channel) if m.embeds and m.attachments]
        assert boards and "Game over." in (boards[-1].content or ""), key
    assert steps_back == []
    await repo.close()

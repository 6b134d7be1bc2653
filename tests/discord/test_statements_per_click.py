"""What a click costs in SQLite round trips (each one a hop to aiosqlite's thread and back, the
bot's main cost beside drawing and HTTP): a click that does not end the turn writes its action
in one transaction, with the bookkeeping of the board the click before it showed, and
otherwise reads what its board needs, nothing more."""

from __future__ import annotations

import asyncio
from collections import Counter
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import aiosqlite
import pytest

from bot.bot import TabulaBot
from bot.localdiscord.server import FakeDiscord
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

# aiosqlite's calls that each go to the connection's thread and back
ROUND_TRIPS = ("execute", "execute_fetchall", "executemany", "commit", "rollback")

# A click that does not end the turn (a process alone knows every language chosen, and reads
# none): the table, its messages (is it the clicked board?) and its jobs (the deadline the board
# shows), in one repository call; the action, its new snapshot, the table's time and its board
# effect in one transaction (BEGIN, the version's compare-and-swap, 4 writes, the table's
# pending effects read back for the outbox, COMMIT), with the board the click before it showed
# remembered at its version and its effect settled (none after a board posted anew: the first
# click of a turn); this click's board is remembered the same way by the next action; the
# flush reads nothing (the effects read back are exactly the click's, its board settled).
READ = ["SELECT tables", "SELECT messages", "SELECT jobs"]
MOVE = ["UPDATE snapshots", "INSERT actions", "UPDATE tables", "INSERT outbox"]
SHOWN_BEFORE = ["INSERT messages", "DELETE outbox"]
MID_TURN = [
    [*READ, "BEGIN IMMEDIATE", "SELECT tables", *MOVE, "SELECT outbox", "COMMIT"],
    [*READ, "BEGIN IMMEDIATE", "SELECT tables", *SHOWN_BEFORE, *MOVE, "SELECT outbox", "COMMIT"],
]
# A click that ends the turn: the same reads, and the same action's transaction with the next
# turn's deadlines (the board shows the new one from there: no read), reading back the table's
# pending effects (the new board, the DMs and the computer's turn) and its messages for the
# outbox, which reads nothing more (a process alone leases nothing: no other may take them);
# the new board (posted with a nonce) and the rest (with the computer's turn, none here) marked
# done in one more transaction, with the new board and the DM of the player whose turn it was
# (the other's summary did not change) remembered in it, settling the board's effect. The
# action's transaction remembers the board the click before it showed, as within a turn. The
# board and the DMs go side by side, so only how many of each counts.
TURN_END = Counter(
    {
        "SELECT messages": 2,
        "SELECT tables": 2,
        "BEGIN IMMEDIATE": 2,
        "UPDATE snapshots": 1,
        "INSERT actions": 1,
        "UPDATE tables": 1,
        "DELETE jobs": 1,
        "INSERT jobs": 1,
        "INSERT outbox": 1,
        "COMMIT": 2,
        "SELECT outbox": 1,
        "DELETE outbox": 3,
        "SELECT jobs": 1,
        "INSERT messages": 3,
    }
)


def in_chore() -> bool:
    """Whether the statement comes from a background chore (the outbox's, the scheduler's or
    the janitor's timed round), which may come at any time and is no click's cost."""
    task = asyncio.current_task()
    return task is not None and getattr(task.get_coro(), "__qualname__", "") == "Rounds._run"


def kind(sql: str) -> str:
    """ "SELECT tables" for a statement: its verb and the first table it names."""
    words = sql.replace("(", " ").split()
    if not words:
        return "COMMIT"
    verb = words[0].upper()
    if verb == "BEGIN":
        return " ".join(words[:2])
    for marker in ("FROM", "INTO", "UPDATE"):
        if marker in words[1:] or verb == marker:
            at = words.index(marker, 1) if marker in words[1:] else 0
            return f"{verb} {words[at + 1]}"
    return verb


async def test_a_click_costs_11_or_13_round_trips_within_a_turn_and_22_at_its_end(
    fake: FakeDiscord, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    alice, bob = fake.user("Alice"), fake.user("Bob")
    people = [alice, bob]
    seen: list[str] = []

    def counted(name: str) -> Callable[..., Awaitable[Any]]:
        real = getattr(aiosqlite.Connection, name)

        async def call(self: aiosqlite.Connection, *args: Any, **kwargs: Any) -> Any:
            if not in_chore():
                seen.append(kind(str(args[0])) if args else name.upper())
            return await real(self, *args, **kwargs)

        return call

    async with run_client(fake, bot_factory(tmp_path / "t.sqlite3")) as running:
        _, table = await start_table(fake, running, "builders", alice, [bob], seats=2)
        bot: TabulaBot = running.client  # type: ignore[assignment]
        repo = bot.repo
        channel = fake.channels[table.channel_id]
        within = ends = 0
        shown_before = False  # the first click of a turn follows a board posted anew
        while ends < 2:
            loaded = await repo.tables.load(table.id)
            assert loaded.pending is not None
            actor = actor_of(fake, people, loaded.pending)
            board = latest_board(actor, channel)
            offered = choices(board)
            seen.clear()
            with monkeypatch.context() as patch:
                for name in ROUND_TRIPS:
                    patch.setattr(aiosqlite.Connection, name, counted(name))
                await choose(actor, board, offered[unasked_policy(loaded.state, list(offered))])
                await settle(bot)
            after = await repo.tables.load(table.id)
            if after.pending == loaded.pending:
                within += 1
                assert seen == MID_TURN[shown_before], f"click {within + ends}: {seen}"
                shown_before = True
            else:
                ends += 1
                # the board's moves follow the actions this process recorded: the log is
                # not read again for them
                assert Counter(seen) == TURN_END, f"turn end {ends}: {seen}"
                shown_before = False
        assert within > 0

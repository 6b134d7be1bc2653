"""A player's DM summary is edited when their turn ends, not after each move of it: what a move
changes mid-turn the board shows everyone too. What is theirs alone still changes at once."""

from __future__ import annotations

from pathlib import Path

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


async def test_the_summary_is_edited_once_per_turn(fake: FakeDiscord, tmp_path: Path) -> None:
    alice, bob = fake.user("Alice"), fake.user("Bob")
    people = [alice, bob]
    async with run_client(fake, bot_factory(tmp_path / "t.sqlite3")) as running:
        _, table = await start_table(fake, running, "builders", alice, [bob], seats=2)
        bot: TabulaBot = running.client  # type: ignore[assignment]
        channel = fake.channels[table.channel_id]
        mid_turn_moves = turn_ends = 0
        while turn_ends < 3:
            loaded = await bot.repo.tables.load(table.id)
            assert loaded.pending is not None
            actor = actor_of(fake, people, loaded.pending)
            dm = fake.dm_channels[actor.user.id]
            before = len(fake.requests)
            board = latest_board(actor, channel)
            offered = choices(board)
            await choose(actor, board, offered[unasked_policy(loaded.state, list(offered))])
            await settle(bot)
            after = await bot.repo.tables.load(table.id)
            edits = [
                r
                for r in fake.requests[before:]
                if r.startswith(f"PATCH /api/v10/channels/{dm.id}/")
            ]
            if after.pending == loaded.pending:
                mid_turn_moves += 1
                assert edits == [], f"{actor.name}'s DM was edited mid-turn"
                continue
            turn_ends += 1
            assert len(edits) == 1
            # the summary is exactly what it would be if it were written afresh now
            [summary] = actor.dms()
            fresh = await bot.router.presenter.privates.private(
                after, loaded.pending, with_actions=False, dm=True
            )
            assert summary.content == fresh.content
        assert mid_turn_moves >= 3

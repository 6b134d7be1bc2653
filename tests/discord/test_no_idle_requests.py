"""No request whose result a player cannot see (issue 36, point 4): what a click costs in
requests to Discord, counted on the local Discord's side, and nothing sent for a board redrawn
as it stands or DMs synced again with nothing new in them."""

from __future__ import annotations

import re
from pathlib import Path

from bot import discord_out
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


def kinds(requests: list[str]) -> list[str]:
    """The requests with their ids and tokens read as {id}."""
    return [re.sub(r"/(?:itoken-[\w-]+|\d+)", "/{id}", r) for r in requests]


CALLBACK = "POST /api/v10/interactions/{id}/{id}/callback?with_response=1"
EDIT_ORIGINAL = "PATCH /api/v10/webhooks/{id}/{id}/messages/@original"
REFUSAL = "POST /api/v10/webhooks/{id}/{id}?wait=1&with_components=0"  # a followup, no buttons
EDIT_MESSAGE = "PATCH /api/v10/channels/{id}/messages/{id}"


async def test_a_click_edits_the_board_once_and_redrawing_it_as_it_stands_sends_nothing(
    fake: FakeDiscord, tmp_path: Path
) -> None:
    alice, bob = fake.user("Alice"), fake.user("Bob")
    async with run_client(fake, bot_factory(tmp_path / "t.sqlite3")) as running:
        _, table = await start_table(fake, running, "builders", alice, [bob], seats=2)
        bot: TabulaBot = running.client  # type: ignore[assignment]
        desk = bot.router.desk
        channel = fake.channels[table.channel_id]
        loaded = await bot.repo.tables.load(table.id)
        assert loaded.pending is not None
        mover = actor_of(fake, [alice, bob], loaded.pending)
        other = alice if mover is bob else bob
        board = latest_board(mover, channel)
        offered = choices(board)

        # a click by whoever is not to move: refused privately, the board left as it is
        before, edits = len(fake.requests), board.edits
        await choose(other, board, offered[sorted(offered)[0]])
        await settle(bot)
        assert kinds(fake.requests[before:]) == [CALLBACK, REFUSAL]
        assert board.edits == edits

        # a click that does not end the turn: acknowledged, and the board edited through it
        # (no DM changes within a turn of The Builders)
        action = unasked_policy(loaded.state, list(offered))
        before = len(fake.requests)
        await choose(mover, board, offered[action])
        await settle(bot)
        after = await bot.repo.tables.load(table.id)
        assert after.pending == loaded.pending, "the turn went on"
        assert kinds(fake.requests[before:]) == [CALLBACK, EDIT_ORIGINAL]
        assert board.edits == edits + 1

        # the board redrawn as it stands (an operator's refresh): no request at all, twice
        before = len(fake.requests)
        await desk.refresh(table.id)
        await desk.refresh(table.id)
        assert fake.requests[before:] == []
        assert board.edits == edits + 1

        # a process that does not remember the board (after a restart) edits it once, and
        # remembers it from then on
        desk.delivery.shown = discord_out.Shown()
        before = len(fake.requests)
        await desk.refresh(table.id)
        await desk.refresh(table.id)
        assert kinds(fake.requests[before:]) == [EDIT_MESSAGE]
        assert board.edits == edits + 2


async def test_dms_synced_again_with_nothing_new_send_nothing(
    fake: FakeDiscord, tmp_path: Path
) -> None:
    alice, bob = fake.user("Alice"), fake.user("Bob")
    async with run_client(fake, bot_factory(tmp_path / "t.sqlite3")) as running:
        _, table = await start_table(fake, running, "builders", alice, [bob], seats=2)
        bot: TabulaBot = running.client  # type: ignore[assignment]
        dms = bot.router.desk.delivery.dms
        loaded = await bot.repo.tables.load(table.id)
        sent = [m for m in fake.messages.values() if m.guild_id is None]
        assert len(sent) == 2, "each player has their summary DM"
        edits = [m.edits for m in sent]

        before = len(fake.requests)
        await dms.sync(loaded)
        await dms.sync(loaded)
        assert fake.requests[before:] == []
        assert [m.edits for m in sent] == edits

        # forgotten (another process wrote them, or a restart): each DM is edited once again
        dms.forget(table.id)
        before = len(fake.requests)
        await dms.sync(loaded)
        await dms.sync(loaded)
        assert kinds(fake.requests[before:]) == [EDIT_MESSAGE, EDIT_MESSAGE]
        assert [m.edits for m in sent] == [e + 1 for e in edits]

"""A missing permission holds a table's next board back only while it is missing: with the
outbox's real pauses (not the fault tests' tenths of a second), the board is back within
seconds of a moderator giving the permission back, and at once on ``/… board`` or a click on
the table however long the retries have grown. Each test prints how long the table had no
playable board after the permission returned."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from bot.localdiscord.server import FakeDiscord
from bot.outbox import FIRST_PAUSE, LONGEST_PAUSE, PERMISSION_PAUSE, POLL
from bot.service.outcomes import BOARD
from tests.discord.bot_helpers import latest_board, settle
from tests.discord.faults import (
    Table,
    action,
    builders_table,
    eventually,
    log_matches_snapshot,
)

# A board is playable again within this long of the permission's return: the first retry
# comes 2 s after the first refusal, and /… board tries at once (before: 300 s, and never).
BACK_WITHIN = 5.0
# Long enough for a busy machine, far short of the old 300 s pause.
WAIT = 60.0


def real_pauses(table: Table) -> None:
    """The outbox's pauses as the bot has them (builders_table shortens them)."""
    outbox = table.bot.outbox
    assert outbox is not None
    outbox.first_pause = FIRST_PAUSE
    outbox.longest_pause = LONGEST_PAUSE
    outbox.permission_pause = PERMISSION_PAUSE
    outbox.every = POLL


async def refused(table: Table, times: int) -> None:
    """Until posting the table's next board was refused ``times`` times."""

    async def enough() -> bool:
        pending = await table.bot.repo.outbox.pending_effects(table.id)
        return any(i.kind == BOARD and i.attempts >= times for i in pending)

    await eventually(enough, f"the board to be refused {times} times", timeout=WAIT)


async def denied_move(fake: FakeDiscord, table: Table) -> None:
    """The bot may not attach files in #general (no board image), and a move is made."""
    real_pauses(table)
    actor = await table.to_move()
    await fake.deny("general", "attach_files")
    before = await table.load()
    await actor.click(latest_board(actor, "general"), "End your turn")
    await settle(table.bot)
    assert (await table.load()).version == before.version + 1, "the move is stored"


async def delivered(table: Table) -> None:
    """Until the table owes nothing more to Discord (the board is marked done once posted)."""

    async def nothing_pending() -> bool:
        return await table.bot.repo.outbox.pending_effects(table.id) == []

    await eventually(nothing_pending, "every effect to be delivered", timeout=WAIT)


async def back_after(fake: FakeDiscord, table: Table, started: float) -> float:
    """Seconds from ``started`` until the player to move has a playable board."""
    fake.wait_timeout = WAIT
    await table.playable()
    return asyncio.get_running_loop().time() - started


async def test_the_board_is_back_within_seconds_of_the_permission_returning(
    fake: FakeDiscord, tmp_path: Path
) -> None:
    async with builders_table(fake, tmp_path / "t.sqlite3") as table:
        await denied_move(fake, table)
        await refused(table, times=1)
        await fake.allow("general", "attach_files")
        took = await back_after(fake, table, asyncio.get_running_loop().time())
        print(f"board back {took:.2f} s after the permission returned")
        assert took < BACK_WITHIN, f"the board came back {took:.2f} s after the permission"
        [item] = [i for i in fake.injected_faults if "50013" in i]
        assert item.startswith("POST /api/v10/channels/") and "attach_files denied" in item
        await delivered(table)
        await log_matches_snapshot(table)
    fake.assert_clean()


@pytest.mark.parametrize("how", ["/builders board", "a click"])
async def test_someone_at_the_table_tries_a_refused_board_again_at_once(
    fake: FakeDiscord, tmp_path: Path, how: str
) -> None:
    async with builders_table(fake, tmp_path / "t.sqlite3") as table:
        mover = await table.to_move()
        old_end = action(latest_board(mover, "general"), "end")
        await denied_move(fake, table)
        # refused three times: the next try is 8 s away
        await refused(table, times=3)
        [waiting] = [
            i for i in await table.bot.repo.outbox.pending_effects(table.id) if i.kind == BOARD
        ]
        assert table.bot.outbox is not None
        assert (waiting.due_at - table.bot.outbox.now()).total_seconds() > BACK_WITHIN
        await fake.allow("general", "attach_files")
        started = asyncio.get_running_loop().time()
        actor = await table.to_move()
        if how == "a click":
            # a client that still shows the old board's buttons: the click is refused as
            # stale, and the board it lacks is posted
            await actor.forged.raw_component(fake.channel("general"), old_end)
        else:
            shown = await fake.reply(await actor.slash("builders board"))
            assert shown.ephemeral
        took = await back_after(fake, table, started)
        print(f"board back {took:.2f} s after the permission returned ({how})")
        assert took < BACK_WITHIN, f"the board came back {took:.2f} s after {how}"
        assert len([i for i in fake.injected_faults if "50013" in i]) == 3
        await delivered(table)
        await log_matches_snapshot(table)
    fake.assert_clean()

"""A turn that ends outside a click (here, its time ran out) strips the old board and posts a
new one. When Discord fails the strip, the new board waits for it: posted first, it would be
the table's board by the time the strip came again, and lose its buttons to it."""

from __future__ import annotations

from datetime import timedelta
from pathlib import Path

from bot.localdiscord.server import FakeDiscord
from bot.service.outcomes import BOARD, STRIP_BOARD
from tests.discord.bot_helpers import choices, settle
from tests.discord.faults import eventually, versions
from tests.discord.test_turn_clock import clocked, move_clock

EDIT = "/channels/{channel_id}/messages/{message_id}"


async def test_a_failed_strip_holds_the_new_board_back_until_the_old_one_is_stripped(
    fake: FakeDiscord, tmp_path: Path
) -> None:
    async with clocked(fake, tmp_path / "t.sqlite3", turn=60) as (table, start):
        bot = table.bot
        assert bot.scheduler is not None
        old = await table.playable()
        assert choices(old)
        # the old board's strip is the first edit in the channel after the time runs out
        fake.fail("PATCH", EDIT, status=503, times=1, channel="general")
        for minutes in (30.5, 61):  # one reminder, then the time runs out
            move_clock(bot, start, minutes)
            assert await bot.scheduler.run_due() == 1
        await settle(bot)
        said = "Alice's time ran out: the computer played the turn."
        await fake.wait_until(lambda: said in fake.transcript("general"))
        await fake.wait_until(lambda: any("PATCH" in f for f in fake.injected_faults))
        boards = len(table.boards(await table.to_move()))
        # the strip comes again in an hour, the new board sooner: it still waits (the test's
        # clock stands still until it is moved)
        [strip] = [
            i for i in await bot.repo.outbox.pending_effects(table.id) if i.kind == STRIP_BOARD
        ]
        await bot.repo.outbox.effect_later(strip.id, start + timedelta(minutes=120), "held")
        [board] = [i for i in await bot.repo.outbox.pending_effects(table.id) if i.kind == BOARD]
        move_clock(bot, start, 62)

        async def held_back_again() -> bool:
            effects = await bot.repo.outbox.pending_effects(table.id)
            return any(i.id == board.id and i.attempts > board.attempts for i in effects)

        await eventually(held_back_again, "the new board to be held back once more")
        assert len(table.boards(await table.to_move())) == boards, "no new board yet"
        assert choices(old), "the old board is not stripped yet"
        move_clock(bot, start, 121)
        await fake.wait_until(lambda: not old.items())
        new = await table.playable()
        assert new.id != old.id
        await settle(bot)

        async def stored_as_the_board() -> bool:
            refs = await bot.repo.messages.messages(table.id)
            return any(m.purpose == "board" and m.message_id == new.id for m in refs)

        await eventually(stored_as_the_board, "the new board to be stored as the board")
        assert versions(new) == {(await table.load()).version}
        assert choices(new), "the new board offers its actions"
    fake.assert_clean()

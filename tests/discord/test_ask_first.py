"""Fewer clicks and no traps, by clicks on the local Discord (issue 33): a costly or
irreversible choice of The Builders asks first (cancel leaves the table as it was, confirm
plays it); a step with a single choice is taken for the player, in the log like a click, and
undo takes it back with the click that led to it."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from bot.bot import TabulaBot
from bot.localdiscord.server import FakeDiscord
from bot.localdiscord.state import Message
from rules.builders_antiquity import ENGINE, words
from storage.models import LoadedTable
from tests.discord.bot_helpers import (
    actor_of,
    answer_button,
    bot_factory,
    choices,
    choose,
    latest_board,
    most_buttons,
    question,
    settle,
    start_table,
)
from tests.discord.harness import run_client


async def test_a_costly_choice_asks_first_and_a_single_choice_is_taken(
    fake: FakeDiscord, tmp_path: Path
) -> None:
    alice, bob = fake.user("Alice"), fake.user("Bob")
    async with run_client(fake, bot_factory(tmp_path / "t.sqlite3")) as running:
        _, table = await start_table(fake, running, "builders", alice, [bob], seats=2)
        bot: TabulaBot = running.client  # type: ignore[assignment]
        channel = fake.channels[table.channel_id]
        first = await bot.repo.tables.load(table.id)
        seat = str(first.pending)
        actor = actor_of(fake, [alice, bob], seat)

        async def asked(action_id: str) -> Message:
            """``actor`` clicks ``action_id`` on the board; the bot asks first."""
            board = latest_board(actor, channel)
            await choose(actor, board, choices(board)[action_id])
            await settle(bot)
            found = question(actor, board)
            assert found is not None and found.ephemeral, f"{action_id} was not asked about"
            assert found.button_labels() == ["Confirm", "Cancel"]
            return found

        async def answered(message: Message, confirm: bool) -> LoadedTable:
            await actor.click(message, answer_button(message, confirm))
            await settle(bot)
            assert not message.items(), "an answered question keeps no buttons"
            return await bot.repo.tables.load(table.id)

        # Starting a building draws the next one from the pile: asked first.
        building = first.state.building_row[0]
        start = await asked(f"start:{building}")
        assert start.content == (
            f"Start {words.building(building)}? A new building is drawn to replace it on "
            "offer, and undo cannot take that back."
        )
        kept = await answered(start, confirm=False)
        assert start.content == "Cancelled: nothing was played."
        assert_untouched(kept, first)
        started = await answered(await asked(f"start:{building}"), confirm=True)
        assert started.version == first.version + 1
        assert building in started.state.players[started.state.current].sites
        assert await log_of(bot, table.id) == [(seat, f"start:{building}")]

        # Sending the worker: the one building to send it to is the single choice left,
        # taken for the player after one click.
        member = started.state.players[started.state.current].crew[0].card
        board = latest_board(actor, channel)
        await choose(actor, board, choices(board)[f"send:{member}"])
        await settle(bot)
        assert question(actor, board) is None, "sending a worker asks nothing"
        sent = await bot.repo.tables.load(table.id)
        assert sent.pending == seat and sent.version == started.version + 2
        assert await log_of(bot, table.id) == [
            (seat, f"start:{building}"),
            (seat, f"send:{member}"),
            (seat, f"site:{building}"),
        ]
        # undo takes back the click with the steps taken for it
        undone = await fake.reply(await actor.slash("builders undo", channel=channel))
        assert undone.content == "Your last action was taken back."
        back = await bot.repo.tables.load(table.id)
        assert ENGINE.dump(back.state) == ENGINE.dump(started.state)
        assert await log_of(bot, table.id) == [(seat, f"start:{building}")]
        # as the question said, the start drew a card: undo cannot take it back
        refused = await fake.reply(await actor.slash("builders undo", channel=channel))
        assert refused.content == (
            "Your last action revealed hidden information (a card was drawn or shown), so it "
            "cannot be undone."
        )
        assert_untouched(await bot.repo.tables.load(table.id), back)

        # Money taken with free actions asks nothing; bought with an extra action, it asks,
        # saying what it costs against what it brings.
        board = latest_board(actor, channel)
        await choose(actor, board, choices(board)["take-money:2"])
        await settle(bot)
        assert question(actor, board) is None
        free = await bot.repo.tables.load(table.id)
        assert free.state.actions_left == 0
        costly = await asked("take-money:1")
        assert costly.content == (
            "Earn 1 sestertius, paying 5 sestertii for the extra action: you end up "
            "4 sestertii poorer than now. Take the money?"
        )
        assert_untouched(await answered(costly, confirm=False), free)
        paid = await answered(await asked("take-money:1"), confirm=True)
        coins = free.state.players[free.state.current].coins
        assert paid.state.players[paid.state.current].coins == coins - 4
        assert (await log_of(bot, table.id))[-1] == (seat, "take-money:1")
        assert most_buttons(fake) <= 10


def assert_untouched(now: LoadedTable, before: LoadedTable) -> None:
    assert now.version == before.version
    assert ENGINE.dump(now.state) == ENGINE.dump(before.state)


async def log_of(bot: TabulaBot, table_id: int) -> list[tuple[str, Any]]:
    """The actions in play (not undone): (seat, action id)."""
    return [
        (a.seat, a.action_id)
        for a in await bot.repo.tables.action_log(table_id)
        if a.undone_at is None
    ]

"""Through the local Discord: a resigned seat's results and pings (the computer wins for it, the
players who stayed are named the winners, who resigned is not called back), and the commands
of a finished game's own thread (its board, one's hand, its log, a past board)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from bot.bot import TabulaBot
from bot.localdiscord.actors import Actor
from bot.localdiscord.server import FakeDiscord
from rules import registry
from tests.discord.bot_helpers import bot_factory, choices, latest_board, settle, start_table
from tests.discord.harness import run_client
from tests.discord.test_threads import threads_of
from tests.toy import MANIFEST


@pytest.fixture
def pebbles() -> Iterator[None]:
    registry.register(MANIFEST)
    yield
    registry.unregister(MANIFEST.id)


async def take(bot: TabulaBot, actor: Actor, channel: object, pebbles: int) -> None:
    """``actor`` takes ``pebbles`` and passes the pile on, by the board's buttons."""
    board = latest_board(actor, channel)
    await actor.click(board, choices(board)[f"take:{pebbles}"].custom_id)
    await settle(bot)
    board = latest_board(actor, channel)
    if "pass" in (offered := choices(board)):  # a lone "pass" (a small pile) is taken for them
        await actor.click(board, offered["pass"].custom_id)
        await settle(bot)


def dms_with(actor: Actor, text: str) -> list[str]:
    return [m.content for m in actor.dms() if text in m.content]


async def test_the_computer_wins_for_who_resigned_and_those_who_stayed_are_the_winners(
    pebbles: None, fake: FakeDiscord, tmp_path: Path
) -> None:
    alice, bob, carol = fake.user("Alice"), fake.user("Bob"), fake.user("Carol")
    async with run_client(fake, bot_factory(tmp_path / "t.sqlite3", iter([5, 6]))) as running:
        bot: TabulaBot = running.client  # type: ignore[assignment]
        _, table = await start_table(
            fake, running, "pebbles", alice, [bob, carol], seats=3, random_order=False
        )
        for actor, pebbles_taken in ((alice, 3), (bob, 3), (carol, 3), (alice, 3), (bob, 1)):
            await take(bot, actor, "general", pebbles_taken)
        await take(bot, carol, "general", 1)  # one pebble left, on Alice's turn
        await fake.wait_until(lambda: dms_with(alice, "Pebbles left: 1."))
        seen = len(fake.channel_log("general"))
        resigned = await fake.reply(await alice.slash("pebbles resign"))
        assert resigned.content == "You resigned."
        await settle(bot)
        # the computer took the last pebble for her seat: by the rules her seat won
        loaded = await bot.repo.tables.load(table.id)
        assert loaded.pending is None and loaded.state.winner == str(alice.id)
        since = next(s.since for s in loaded.table.seats if s.id == str(alice.id))
        assert since == ("turn", 7)
        after = fake.channel_log("general")[seen:]
        # no message after her resignation calls Alice back
        assert not [m for m in after if f"<@{alice.id}>" in (m.content or "")]
        final = next(m for m in reversed(after) if "Game over" in (m.content or ""))
        assert final.content == (
            "**Game over.** A tie: Bob and Carol share first place with 0 points each; the rules "
            f"have no tie-break, so they share the win.\n<@{bob.id}> <@{carol.id}>"
        )
        assert final.embeds[0]["description"].splitlines()[:4] == [
            "**Bob**: 0 🏆",
            "**Carol**: 0 🏆",
            "**Alice**: 1",
            "🤖 Alice — played by the computer since turn 7",
        ]
        # her DM is kept up to date in place, and says who won
        for person in (alice, bob, carol):

            def told(p: Actor = person) -> list[str]:
                return dms_with(p, "**Game over.** A tie: Bob & Carol share the win.")

            await fake.wait_until(told)
        # the history and the stats agree: Alice ranks last and won nothing
        history = await fake.reply(await bob.slash("tabula history"))
        assert (
            f"#{table.id}: <@{bob.id}> 0, <@{carol.id}> 0, <@{alice.id}> 1 — "
            f"winner <@{bob.id}> & <@{carol.id}> —"
        ) in history.content
        stats = await fake.reply(await alice.slash("tabula stats"))
        assert "Games **1** · wins **0** (0%)" in stats.content
        stats = await fake.reply(await alice.slash("tabula stats", user=carol))
        assert "Games **1** · wins **1** (100%)" in stats.content
    fake.assert_clean()


async def test_a_finished_games_thread_still_shows_its_table(
    pebbles: None, fake: FakeDiscord, tmp_path: Path
) -> None:
    alice, bob = fake.user("Alice"), fake.user("Bob")
    async with run_client(
        fake, bot_factory(tmp_path / "t.sqlite3", iter([5]), table_threads=True)
    ) as running:
        bot: TabulaBot = running.client  # type: ignore[assignment]
        _, table = await start_table(
            fake, running, "pebbles", alice, [bob], seats=2, random_order=False
        )
        (thread,) = threads_of(fake, fake.channel("general"))
        for actor in (alice, bob, alice, bob):
            await take(bot, actor, thread, 3)
        board = latest_board(alice, thread)
        await alice.click(board, choices(board)["take:3"].custom_id)  # the last three
        await settle(bot)
        moves = len(await bot.repo.tables.action_log(table.id))
        assert moves == 9

        shown = await fake.reply(await bob.slash("pebbles board", channel=thread))
        assert shown.ephemeral and shown.content == "**Game over.** Winner: Alice"
        assert shown.attachment("board.png").data.startswith(b"\x89PNG")
        hand = await fake.reply(await bob.slash("pebbles hand", channel=thread))
        assert hand.ephemeral
        assert hand.content.splitlines()[0] == "**Game over.** Winner: Alice. You scored 0."
        assert hand.content.splitlines()[2].startswith("Pebbles left: 0.")
        log = await fake.reply(await bob.slash("pebbles log", channel=thread))
        assert log.content == f"The log of table #{table.id}: 9 moves."
        text = log.attachment(f"table-{table.id}-log.txt").data.decode()
        assert text.splitlines()[-1] == "Game over. Winner: Alice."

        # a past board says which move it shows, and "Game over" only after the last one
        past = await fake.reply(await bob.slash("pebbles board", move=3, channel=thread))
        assert not past.content  # no "Game over" above an earlier position
        assert past.embeds[0]["footer"]["text"] == f"Move 3 of 9 · table #{table.id}"
        last = await fake.reply(await bob.slash("pebbles board", move=9, channel=thread))
        assert last.content == "**Game over.** Winner: Alice"
        assert last.embeds[0]["footer"]["text"] == f"Move 9 of 9 · table #{table.id}"

        # what changes a game is refused as over there; the channel outside has no game
        undo = await fake.reply(await bob.slash("pebbles undo", channel=thread))
        assert undo.content == "This game is over."
        outside = await fake.reply(await bob.slash("pebbles board"))
        assert outside.content == (
            "There is no game of Pebbles in this channel. Start one with `/pebbles new`."
        )
    fake.assert_clean()

"""Games that live for days, through the fake Discord on a clock the test moves: reminders,
time-outs, a deadline that falls due while the bot is down, seats that change hands, the
tables one sits at, a rematch, and the refusals."""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterator
from contextlib import asynccontextmanager
from datetime import datetime, timedelta
from pathlib import Path

import pytest

from bot.bot import TabulaBot
from bot.localdiscord.actors import Actor
from bot.localdiscord.server import FakeDiscord
from rules import registry
from tests.discord.bot_helpers import bot_factory, choices, latest_board, settle, start_table
from tests.discord.faults import Table, eventually, fast_outbox
from tests.discord.harness import run_client
from tests.toy import MANIFEST


def move_clock(bot: TabulaBot, start: datetime, minutes: float) -> None:
    later = start + timedelta(minutes=minutes)
    bot.router.service.ctx.clock = lambda: later


@asynccontextmanager
async def clocked(
    fake: FakeDiscord, database: Path, names: tuple[str, ...] = ("Alice", "Bob"), **options: object
) -> AsyncIterator[tuple[Table, datetime]]:
    people = [fake.user(n, dms_open=n != "Carol") for n in names]
    async with run_client(fake, bot_factory(database, iter([3, 4, 5]))) as running:
        bot: TabulaBot = running.client  # type: ignore[assignment]
        start = bot.router.service.ctx.clock()
        _, table = await start_table(
            fake,
            running,
            "builders",
            people[0],
            people[1:],
            seats=len(people),
            random_order=False,
            **options,
        )
        fast_outbox(bot)
        yield Table(fake, running, table.id, {str(p.id): p for p in people}), start


def dms_with(actor: Actor, text: str) -> list[str]:
    return [m.content for m in actor.dms() if text in m.content]


async def test_a_silent_player_is_reminded_then_the_computer_moves_for_them(
    fake: FakeDiscord, tmp_path: Path
) -> None:
    async with clocked(fake, tmp_path / "t.sqlite3", turn=60) as (table, start):
        bot = table.bot
        alice = await table.to_move()
        bob = next(a for a in table.players.values() if a is not alice)
        board = await table.playable()
        assert "⏳ Time runs out <t:" in board.embeds[0]["description"]
        assert bot.scheduler is not None
        move_clock(bot, start, 29)
        assert await bot.scheduler.run_due() == 0
        move_clock(bot, start, 30.5)
        assert await bot.scheduler.run_due() == 1
        reminders = dms_with(alice, "Your turn in")
        assert len(reminders) == 1 and "The Builders: Antiquity, table #1" in reminders[0]
        assert "https://discord.com/channels/" in reminders[0]
        assert dms_with(bob, "Your turn in") == [], "only the player to move"
        move_clock(bot, start, 51)
        assert await bot.scheduler.run_due() == 0, "one reminder per idle turn"
        assert len(dms_with(alice, "Your turn in")) == 1
        move_clock(bot, start, 61)
        assert await bot.scheduler.run_due() == 1
        await settle(bot)
        said = "Alice's time ran out: the computer played the turn."
        await fake.wait_until(lambda: said in fake.transcript("general"))
        assert (await table.to_move()) is bob
        seat = (await table.load()).table.seat_of(alice.id)
        assert seat is not None and not seat.is_ai, "the seat stays hers"
        await table.playable()
        # Alice's old board keeps neither its buttons nor its ping
        await fake.wait_until(lambda: not board.items() and "<@" not in (board.content or ""))
        assert (board.content or "").startswith("**Alice**: "), "what her turn did"
    fake.assert_clean()


async def test_the_host_sets_the_clock_from_the_lobby(fake: FakeDiscord, tmp_path: Path) -> None:
    alice, bob = fake.user("Alice"), fake.user("Bob")
    async with run_client(fake, bot_factory(tmp_path / "t.sqlite3")):
        lobby = await fake.reply(await alice.slash("builders new", seats=2))
        clock = next(i for i in lobby.items() if i.get("placeholder", "").startswith("Time per"))
        assert [o["label"] for o in clock["options"] if o.get("default")] == ["24 hours"]
        await bob.select(lobby, clock["custom_id"], "60")
        notes = [m for m in bob.visible_messages("general") if m.ephemeral]
        assert notes[-1].content == "Only the host, Alice, can do that."
        await alice.select(lobby, clock["custom_id"], "60")
        await fake.wait_until(
            lambda: "1 hour, then the computer plays that turn" in str(lobby.embeds)
        )
        timeout = next(i for i in lobby.items() if i.get("placeholder", "").startswith("At a"))
        await alice.select(lobby, timeout["custom_id"], "take")
        await fake.wait_until(
            lambda: "1 hour, then the computer takes the seat" in str(lobby.embeds)
        )
    fake.assert_clean()


async def test_closed_dms_or_notices_off_fall_back_to_one_ping(
    fake: FakeDiscord, tmp_path: Path
) -> None:
    async with clocked(fake, tmp_path / "t.sqlite3", ("Carol", "Bob"), turn=60) as (table, start):
        bot = table.bot
        carol = await table.to_move()
        assert carol.name == "Carol"
        assert bot.scheduler is not None
        move_clock(bot, start, 31)
        await bot.scheduler.run_due()
        ping = f"<@{carol.id}>, your turn is waiting at table #1"
        await fake.wait_until(lambda: ping in fake.transcript("general"))
        assert fake.transcript("general").count(ping) == 1
        move_clock(bot, start, 55)  # shortly before the end: no second ping in the channel
        assert await bot.scheduler.run_due() == 0
        assert fake.transcript("general").count(ping) == 1
        # Bob turns DM notices off: his reminder is a ping too
        bob = next(a for a in table.players.values() if a.name == "Bob")
        off = await fake.reply(await bob.slash("tabula notify", reminders="off"))
        assert off.content.startswith("No more reminders by DM")
        await carol.click(latest_board(carol, "general"), "End your turn")
        await settle(bot)
        assert (await table.to_move()) is bob
        later = bot.router.service.ctx.clock() + timedelta(minutes=31)
        bot.router.service.ctx.clock = lambda: later
        await bot.scheduler.run_due()
        bob_ping = f"<@{bob.id}>, your turn is waiting at table #1"
        await fake.wait_until(lambda: bob_ping in fake.transcript("general"))
        assert dms_with(bob, "Your turn in") == []
    fake.assert_clean()


async def test_the_computer_takes_the_seat_and_its_player_claims_it_back(
    fake: FakeDiscord, tmp_path: Path
) -> None:
    async with clocked(fake, tmp_path / "t.sqlite3", turn=10, at_timeout="take") as (table, start):
        bot = table.bot
        alice = await table.to_move()
        assert bot.scheduler is not None
        move_clock(bot, start, 11)
        await bot.scheduler.run_due()
        await settle(bot)
        await fake.wait_until(lambda: "the computer takes the seat" in fake.transcript("general"))

        async def away() -> bool:
            seat = (await table.load()).table.seat_of(alice.id)
            return seat is not None and seat.away

        await eventually(away, "the computer to hold Alice's seat")
        back = await fake.reply(await alice.slash("builders join"))
        assert back.content == "The seat is yours."
        seat = (await table.load()).table.seat_of(alice.id)
        assert seat is not None and not seat.is_ai
    fake.assert_clean()


async def test_a_deadline_due_while_the_bot_was_down_fires_once(
    fake: FakeDiscord, tmp_path: Path
) -> None:
    async with clocked(fake, tmp_path / "t.sqlite3", turn=60) as (table, start):
        alice = await table.to_move()
        await table.running.restart()
        bot = table.bot
        fast_outbox(bot)
        assert bot.scheduler is not None
        move_clock(bot, start, 24 * 60)  # a day later
        assert await bot.scheduler.run_due() == 2  # the reminder and the time-out, once
        assert await bot.scheduler.run_due() == 0
        await settle(bot)
        assert (await table.to_move()) is not alice
        log = [a for a in await bot.repo.tables.action_log(table.id) if a.seat == str(alice.id)]
        assert log and log[-1].action_id == "end"
    fake.assert_clean()


async def test_seats_change_hands(fake: FakeDiscord, tmp_path: Path) -> None:
    async with clocked(fake, tmp_path / "t.sqlite3", ("Alice", "Bob", "Dan")) as (table, _):
        bot = table.bot
        alice, bob, dan = table.players.values()
        eve = fake.user("Eve")
        spectator = fake.user("Sam")
        refused = await fake.reply(await spectator.slash("builders resign"))
        assert refused.content == "You are not playing at this table."
        refused = await fake.reply(await bob.slash("builders replace", player=dan, to=eve))
        assert refused.content.startswith("Only the host, Alice,")
        full = await fake.reply(await eve.slash("builders join"))
        assert full.content == "No seat is free at this table: the players are all here."
        # the host hands Dan's seat to Eve: Eve gets the summary by DM, Dan's DM is released
        handed = await fake.reply(await alice.slash("builders replace", player=dan, to=eve))
        assert handed.content == "The seat is Eve's now."
        await settle(bot)
        await fake.wait_until(lambda: dms_with(eve, "your summary"))
        await fake.wait_until(lambda: dms_with(dan, "is no longer yours"))
        assert "your summary" not in fake.transcript("general")
        # Bob leaves; Sam asks for the seat and the host lets him in
        left = await fake.reply(await bob.slash("builders leave"))
        assert left.content.startswith("The computer plays your seat now")
        asked = await fake.reply(await spectator.slash("builders join"))
        assert asked.content == "The host has been asked; you hear from the table soon."
        question = await alice.wait_for_message("general", "asks to take the seat of Bob")
        await alice.click(question, "Let Sam in")
        await settle(bot)
        seat = (await table.load()).table.seat_of(spectator.id)
        assert seat is not None and seat.id == str(bob.id) and not seat.is_ai
        # Eve resigns: the computer plays her seat to the end
        resigned = await fake.reply(await eve.slash("builders resign"))
        assert resigned.content == "You resigned."
        seat = next(s for s in (await table.load()).table.seats if s.id == str(dan.id))
        assert seat.resigned and seat.is_ai and seat.since == ("round", 1)
        await settle(bot)
        # the board says whose seat the computer plays, and since when; Sam's is his own
        marks = [
            line
            for m in fake.channel_log("general")
            if m.embeds
            for line in m.embeds[0].get("description", "").splitlines()
            if line.startswith("🤖")
        ]
        assert marks[-1:] == ["🤖 Eve — played by the computer since round 1"]
    fake.assert_clean()


async def test_my_games_lists_tables_in_two_channels_and_settings_are_for_moderators(
    fake: FakeDiscord, tmp_path: Path
) -> None:
    async with clocked(fake, tmp_path / "t.sqlite3", turn=60) as (table, _):
        alice = next(iter(table.players.values()))
        side = fake.add_channel("side")
        await fake.reply(await alice.slash("aquaromana new", seats=2, channel=side))
        listed = await fake.reply(await alice.slash("tabula games"))
        lines = listed.content.splitlines()
        assert len(lines) == 2
        assert lines[0].startswith(f"• **Aqua Romana** #2 in <#{side.id}>: waiting in the lobby")
        assert f"**The Builders: Antiquity** #1 in <#{fake.channel('general').id}>" in lines[1]
        assert "time runs out <t:" in lines[1]
        refused = await fake.reply(await alice.slash("tabula settings", turn=10))
        assert (
            refused.content == "Only a moderator (Manage Server) can change this server's settings."
        )
    fake.assert_clean()


@pytest.fixture
def pebbles() -> Iterator[None]:
    registry.register(MANIFEST)
    yield
    registry.unregister(MANIFEST.id)


async def test_a_finished_game_pings_everyone_breaks_the_score_down_and_offers_a_rematch(
    pebbles: None, fake: FakeDiscord, tmp_path: Path
) -> None:
    alice, bob = fake.user("Alice"), fake.user("Bob")
    async with run_client(fake, bot_factory(tmp_path / "t.sqlite3", iter([5, 6]))) as running:
        bot: TabulaBot = running.client  # type: ignore[assignment]
        _, table = await start_table(
            fake, running, "pebbles", alice, [bob], seats=2, random_order=False
        )
        people = {str(alice.id): alice, str(bob.id): bob}
        while (loaded := await bot.repo.tables.load(table.id)).pending is not None:
            actor = people[loaded.pending]
            board = latest_board(actor, "general")
            pick = "pass" if loaded.state.taken else "take:3"
            await actor.click(board, choices(board)[pick].custom_id)
            await settle(bot)
        final = next(m for m in reversed(fake.channel_log("general")) if "Game over" in m.content)
        assert final.content == f"**Game over.** Winner: Alice\n<@{alice.id}> <@{bob.id}>"
        assert "**Alice**: 1 🏆" in final.embeds[0]["description"]
        for person in (alice, bob):

            def told(p: Actor = person) -> list[str]:
                return dms_with(p, "**Game over.** Winner: Alice.")

            await fake.wait_until(told)
        # the game's replay, from its final board
        await alice.click(final, "Replay")
        await settle(bot)
        replayed = await alice.wait_for_message("general", "Replay of Pebbles, table #1")
        assert replayed.attachment("replay-1.gif").data.startswith(b"GIF8")
        await bob.click(final, "Rematch")
        await settle(bot)
        lobby = next(
            m
            for m in reversed(fake.channel_log("general"))
            if m.embeds and "table #2" in m.embeds[0].get("title", "")
        )
        assert lobby.embeds[0]["description"] == "1. Bob (host)\n2. Alice"
        assert lobby.button_labels() == ["Join", "Leave", "Start", "Cancel"]
    fake.assert_clean()

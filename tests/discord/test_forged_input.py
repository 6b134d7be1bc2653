"""Forged clicks and bad input, sent as an attacker would (past the Discord client's own
checks): each gets a short private refusal and changes nothing."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot import custom_ids
from bot.localdiscord.server import FakeDiscord
from bot.localdiscord.state import Interaction, Message
from tests.discord.bot_helpers import choices, settle
from tests.discord.faults import builders_table, log_matches_snapshot

ELSEWHERE = "This button belongs to a table somewhere else; nothing was changed."


def last_private(messages: list[Message]) -> str:
    return [m for m in messages if m.ephemeral][-1].content


async def test_clicks_from_elsewhere_are_refused(fake: FakeDiscord, tmp_path: Path) -> None:
    other = fake.add_guild("Elsewhere")
    async with builders_table(fake, tmp_path / "t.sqlite3") as table:
        before = await table.load()
        actor = await table.to_move()
        board = await table.playable()
        end = choices(board)["end"].custom_id
        eve = fake.user("Eve", guild=other, manages_channels=True)
        # a Join and an Abort from another server, and a move from a stranger's DM
        forged_join = custom_ids.lobby(table.id, "join")
        await eve.forged.raw_component(other.channel("general"), forged_join, guild=other)
        assert last_private(eve.visible_messages(other.channel("general"))) == ELSEWHERE
        await eve.forged.raw_component(other.channel("general"), custom_ids.abort(table.id, "yes"))
        assert last_private(eve.visible_messages(other.channel("general"))) == ELSEWHERE
        await eve.forged.raw_component(board, end, channel=eve.dm_channel())
        await settle(table.bot)
        assert last_private(eve.dms()) == ELSEWHERE
        # the player to move, clicking the table's button from another server's channel
        await actor.forged.raw_component(other.channel("general"), end, guild=other)
        await settle(table.bot)
        after = await table.load()
        assert (after.version, after.table.seats) == (before.version, before.table.seats)
        assert after.table.status is before.table.status
        # the real board still has its buttons and works
        assert choices(board)
        await actor.click(board, end)
        await settle(table.bot)
        assert (await table.load()).version == before.version + 1
        await log_matches_snapshot(table)
    fake.assert_clean()


async def test_a_forged_id_of_another_table_changes_neither(
    fake: FakeDiscord, tmp_path: Path
) -> None:
    async with builders_table(fake, tmp_path / "t.sqlite3") as table:
        actor = await table.to_move()
        board = await table.playable()
        before = await table.load()
        # table 99 does not exist; a made-up id on this table's board
        await actor.forged.raw_component(board, custom_ids.action_button(99, 1, "end"))
        await settle(table.bot)
        assert last_private(actor.visible_messages("general")) == "This button is no longer valid."
        assert choices(board), "the board keeps its buttons"
        # garbage and an overlong id
        await actor.forged.raw_component(board, "t:a:" + "9" * 3000)
        await settle(table.bot)
        assert last_private(actor.visible_messages("general")) == "This button is no longer valid."
        await actor.forged.raw_component(
            board, custom_ids.action_button(table.id, before.version, "x" * 60)
        )
        await settle(table.bot)
        refusal = last_private(actor.visible_messages("general"))
        assert refusal == f"'{'x' * 60}' is not an action of The Builders."
        assert (await table.load()).version == before.version
    fake.assert_clean()


async def test_slash_options_outside_their_ranges_are_refused(
    fake: FakeDiscord, tmp_path: Path
) -> None:
    alice = fake.user("Alice")
    async with builders_table(fake, tmp_path / "t.sqlite3"):
        tables = fake.add_channel("tables")
        seats = [{"name": "seats", "type": 4, "value": 1_000_000}]
        huge = await fake.reply(await alice.forged.raw_slash("builders new", seats, channel=tables))
        assert huge.ephemeral
        assert huge.content == "The Builders: Antiquity takes 2 to 4 players."
        evil = [
            {"name": "level", "type": 3, "value": "evil"},
            {"name": "ai", "type": 4, "value": 1},
        ]
        refused = await fake.reply(
            await alice.forged.raw_slash("builders new", evil, channel=tables)
        )
        assert refused.content == "There is no AI level 'evil'."
        negative = [{"name": "ai", "type": 4, "value": -5}]
        refused = await fake.reply(
            await alice.forged.raw_slash("builders new", negative, channel=tables)
        )
        assert refused.content == "-5 AI seats leave no seat for you at 4 seats."
        assert [m for m in fake.channel_log(tables) if not m.ephemeral] == []
    fake.assert_clean()


async def test_a_display_name_never_pings_anyone(fake: FakeDiscord, tmp_path: Path) -> None:
    async with builders_table(fake, tmp_path / "t.sqlite3") as table:
        host = next(iter(table.players.values()))
        sneaky = "@everyone <@&123> <@1>"
        host.user.name = sneaky  # what the name says is shown, never pinged
        ask = await fake.reply(await host.slash("builders abort"))
        await host.click(ask, "Abort the game")
        await settle(table.bot)
        said = f"Table #{table.id} (The Builders: Antiquity) was aborted by {sneaky}."
        await fake.wait_until(lambda: said in fake.transcript("general"))
    # the fake's allowed_mentions check is on (start_table): any ping would have failed
    fake.assert_clean()


async def test_a_choice_outside_the_offered_ones_is_refused_by_the_boundary(
    fake: FakeDiscord, tmp_path: Path
) -> None:
    # discord.py checks a choice option against its choices before the command runs; the
    # command tree's on_error (bot.error_boundary) answers it, in Discord's 3 s
    alice = fake.user("Alice")
    async with builders_table(fake, tmp_path / "t.sqlite3") as table:
        forged = [{"name": "turn", "type": 4, "value": 12345}]
        refused = await fake.reply(await alice.forged.raw_slash("tabula settings", forged))
        assert refused.ephemeral
        assert refused.content == "“12345” is not a value this command takes; nothing changed."
        settings = await table.bot.repo.settings.guild_settings(fake.guild.id)
        assert settings.turn_minutes == 1440  # unchanged: the default
    fake.assert_clean()


def answered_in_time(fake: FakeDiscord, it: Interaction) -> bool:
    return it.acked_at is not None and it.acked_at - it.created_at < fake.ack_deadline


async def test_a_value_outside_the_offered_choices_is_answered_and_changes_nothing(
    fake: FakeDiscord, tmp_path: Path
) -> None:
    # Issue 34 (7): every forged value gets a refusal within Discord's 3 s. discord.py checks
    # a Choice option against its choices but passed a Literal one on as sent: /tabula notify
    # reminders:maybe turned the reminders off
    alice = fake.user("Alice")
    async with builders_table(fake, tmp_path / "t.sqlite3") as table:
        repo = table.bot.repo
        before = await table.load()
        forged = [{"name": "level", "type": 3, "value": "evil"}]
        it = await alice.forged.raw_slash("tabula settings", forged)
        refused = await fake.reply(it)
        assert answered_in_time(fake, it)
        assert refused.ephemeral
        assert (
            refused.content == "Only a moderator (Manage Server) can change this server's settings."
        )
        assert (await repo.settings.guild_settings(fake.guild.id)).ai_level == "normal"
        assert await repo.settings.notify(alice.id)
        maybe = [{"name": "reminders", "type": 3, "value": "maybe"}]
        it = await alice.forged.raw_slash("tabula notify", maybe)
        refused = await fake.reply(it)
        assert answered_in_time(fake, it)
        assert refused.content == "“maybe” is not a value this command takes; nothing changed."
        assert await repo.settings.notify(alice.id), "the reminders stay on"
        # an option the command does not have at all
        unknown = [{"name": "owner", "type": 3, "value": "me"}]
        it = await alice.forged.raw_slash("tabula settings", unknown)
        refused = await fake.reply(it)
        assert answered_in_time(fake, it)
        assert refused.content == "The option “owner” does not take “me”; nothing changed."
        assert (await table.load()).version == before.version
        await log_matches_snapshot(table)
    assert fake.take_bot_errors() == []
    fake.assert_clean()


WRONG_SEATS = "2; DROP TABLE tables"


@pytest.mark.parametrize(
    ("locale", "said"),
    [
        ("en-US", f"The option “seats” does not take “{WRONG_SEATS}”; nothing changed."),
        ("es-ES", f"La opción «jugadores» no acepta «{WRONG_SEATS}»; no ha cambiado nada."),
        ("hu", f"A(z) „játékosok” opció nem fogadja el ezt: „{WRONG_SEATS}”; semmi sem változott."),
    ],
)
async def test_a_slash_option_of_the_wrong_type_is_refused_by_its_name(
    fake: FakeDiscord, tmp_path: Path, locale: str, said: str
) -> None:
    # Issue 34 (9): an integer option sent as text reached prepare_lobby and failed inside it
    async with builders_table(fake, tmp_path / "t.sqlite3") as table:
        eve = fake.user("Eve", locale=locale)
        tables = fake.add_channel("tables")
        before = await table.load()
        for kind, value in ((3, WRONG_SEATS), (4, WRONG_SEATS), (4, 2.5), (4, True)):
            seats = [{"name": "seats", "type": kind, "value": value}]
            it = await eve.forged.raw_slash("builders new", seats, channel=tables)
            refused = await fake.reply(it)
            assert answered_in_time(fake, it)
            assert refused.ephemeral
            assert refused.content == said.replace(WRONG_SEATS, str(value))
        assert [m for m in fake.channel_log(tables) if not m.ephemeral] == []
        assert await table.bot.repo.tables.list_open_tables() == [before.table]
        assert (await table.load()).version == before.version
        await log_matches_snapshot(table)
    assert fake.take_bot_errors() == []
    fake.assert_clean()

"""The fake Discord's own tests, driven through an unmodified discord.py client."""

from __future__ import annotations

import asyncio

import discord
import pytest

from bot.localdiscord.server import FakeDiscord
from tests.discord.harness import run_client
from tests.discord.tiny_bot import PNG, TinyBot


async def test_client_reaches_on_ready_and_syncs_its_commands(fake: FakeDiscord) -> None:
    async with run_client(fake, TinyBot) as running:
        client = running.client
        assert client.user is not None and client.user.id == fake.bot.id
        assert [g.id for g in client.guilds] == [fake.guild.id]
        assert client.get_channel(fake.channel("general").id) is not None
    assert fake.command_syncs == 1
    names = sorted(c["name"] for c in fake.global_commands or [])
    assert names == [
        *("announce", "dm", "later", "pick", "ping", "post", "secret", "slow", "table", "think"),
        "thread",
        "toolong",
    ]
    table = next(c for c in fake.global_commands or [] if c["name"] == "table")
    assert [o["name"] for o in table["options"]] == ["new", "name"]


async def test_slash_reply_with_attachment_is_visible_to_every_member(fake: FakeDiscord) -> None:
    alice, bob = fake.user("Alice"), fake.user("Bob")
    async with run_client(fake, TinyBot):
        it = await alice.slash("table new", players=3)
        reply = await fake.reply(it)
    assert reply.content == "table for 3 by Alice"
    assert reply.attachment("board.png").data == PNG
    assert reply.embeds[0]["image"]["url"] == "attachment://board.png"
    assert reply.button_labels() == ["Count 0"]
    assert fake.channel_log("general") == [reply]
    assert alice.visible_messages("general") == [reply] == bob.visible_messages("general")


async def test_ephemeral_reply_is_visible_to_its_user_only(fake: FakeDiscord) -> None:
    alice, bob = fake.user("Alice"), fake.user("Bob")
    async with run_client(fake, TinyBot):
        reply = await fake.reply(await alice.slash("secret"))
    assert reply.content == "only you see this"
    assert reply.ephemeral and reply.flags & 64
    assert alice.visible_messages("general") == [reply]
    assert bob.visible_messages("general") == []
    assert fake.channel_log("general") == []
    assert "(only Alice sees this) only you see this" in fake.transcript("general")


async def test_button_click_round_trip_edits_the_message(fake: FakeDiscord) -> None:
    alice, bob = fake.user("Alice"), fake.user("Bob")
    async with run_client(fake, TinyBot) as running:
        board = await fake.reply(await alice.slash("table new", players=2))
        click = await bob.click(board, "Count 0")
        assert click.ack_type == 7
        assert running.client.clicks == [("Bob", 0)]  # type: ignore[attr-defined]
        await bob.click(board, "count:1")  # by custom_id this time
    assert board.content == "counted 2"
    assert board.button_labels() == ["Count 2"]
    assert board.edits == 2
    assert board.attachment("board.png").data == PNG  # an edit without attachments keeps them


async def test_click_still_works_after_the_client_is_replaced(fake: FakeDiscord) -> None:
    alice = fake.user("Alice")
    async with run_client(fake, TinyBot) as running:
        board = await fake.reply(await alice.slash("table new", players=4))
        first = running.client
        second = await running.restart()
        assert second is not first and first.is_closed()
        await alice.click(board, "Count 0")
        assert second.clicks == [("Alice", 0)]  # type: ignore[attr-defined]
        assert first.clicks == []  # type: ignore[attr-defined]
    assert board.content == "counted 1"
    assert fake.gateway.identifies == 2


async def test_late_acknowledgement_gets_unknown_interaction(fake: FakeDiscord) -> None:
    alice = fake.user("Alice")
    async with run_client(fake, TinyBot) as running:
        client = running.client
        assert isinstance(client, TinyBot)
        it = await alice.slash("slow", expect_ack=False)
        fake.clock.advance(3.01)  # the bot answers "3.01 s" later, without sleeping
        client.gate.set()
        await fake.wait_until(lambda: client.errors, what="the bot's error")
    assert isinstance(client.errors[0], discord.NotFound)
    assert client.errors[0].code == 10062
    assert not it.acknowledged
    assert [v.code for v in fake.take_violations()] == [10062]


async def test_second_acknowledgement_gets_already_acknowledged(fake: FakeDiscord) -> None:
    # Two processes answering the same click (an old instance still connected during a
    # deploy) is how a double acknowledgement happens in production.
    alice = fake.user("Alice")
    async with run_client(fake, TinyBot) as one, run_client(fake, TinyBot) as two:
        board = await fake.reply(await alice.slash("table new", players=2))
        # Both answered the slash command too; the slower one got 40060.
        await fake.wait_until(lambda: fake.violations, what="the second answer")
        assert [v.code for v in fake.take_violations()] == [40060]
        await alice.click(board, "Count 0")
        await fake.wait_until(lambda: len(fake.violations) == 1, what="the second answer")
        clients = [one.client, two.client]
    violations = fake.take_violations()
    assert [v.code for v in violations] == [40060]
    assert "Alice: click 'Count 0'" in violations[0].detail
    assert len(fake.client_errors) == 2  # the loser of each race logged its HTTPException
    assert all("40060" in e for e in fake.client_errors)
    fake.client_errors.clear()
    assert sorted(len(c.clicks) for c in clients) == [1, 1]  # type: ignore[attr-defined]
    assert board.content == "counted 1"


async def test_closed_dms_raise_forbidden_50007(fake: FakeDiscord) -> None:
    alice, bob = fake.user("Alice"), fake.user("Bob")
    bob.close_dms()
    async with run_client(fake, TinyBot) as running:
        client = running.client
        assert isinstance(client, TinyBot)
        reply = await fake.reply(await alice.slash("dm", member=bob))
    assert reply.content == "could not DM"
    assert isinstance(client.errors[0], discord.Forbidden)
    assert client.errors[0].code == 50007
    assert bob.dms() == []
    assert fake.dm_refusals == ["Bob"]


async def test_button_on_a_dm_message_can_be_clicked(fake: FakeDiscord) -> None:
    alice, bob = fake.user("Alice"), fake.user("Bob")
    async with run_client(fake, TinyBot):
        await alice.slash("dm", member=bob)
        hand = await bob.wait_for_dm("your hand")
        await bob.click(hand, "Count 10")
    assert hand.content == "counted 11"
    assert bob.dms() == [hand]
    assert alice.dms() == []


async def test_rate_limited_requests_are_retried_and_channel_messages_work(
    fake: FakeDiscord,
) -> None:
    alice = fake.user("Alice")
    fake.rate_limit("POST", "/channels/{channel_id}/messages", retry_after=0.05)
    fake.rate_limit("POST", "/interactions/{interaction_id}/{token}/callback", retry_after=0.05)
    async with run_client(fake, TinyBot):
        it = await alice.slash("announce")
        reply = await fake.reply(it)
    assert len(fake.rate_limited) == 2
    assert it.ack_type == 5
    [announcement] = fake.channel_log("general")
    assert announcement.content == "announcement (edited)"
    assert announcement.attachment("a.png").data == PNG
    # The ephemeral "thinking" reply is not in the channel history the bot reads.
    assert reply.content == "announcement (edited); history ['announcement (edited)']"
    assert reply.ephemeral


async def test_over_limit_message_is_rejected_and_reported(fake: FakeDiscord) -> None:
    alice = fake.user("Alice")
    async with run_client(fake, TinyBot) as running:
        client = running.client
        assert isinstance(client, TinyBot)
        reply = await fake.reply(await alice.slash("toolong"))
    assert reply.content == "too long, sorry"
    assert client.errors[0].code == 50035
    violations = fake.take_violations()
    assert [v.code for v in violations] == [50035]
    assert "content: 2001 characters, the limit is 2000" in violations[0].detail


async def test_select_menu_and_modal(fake: FakeDiscord) -> None:
    alice = fake.user("Alice")
    async with run_client(fake, TinyBot):
        menu = await fake.reply(await alice.slash("pick"))
        picked = await fake.reply(await alice.select(menu, "pick", ["red", "blue"]))
        redraw = await alice.click(menu, "Redraw")
        assert redraw.ack_type == 6
        assert await fake.reply(redraw) is menu
        opened = await alice.slash("table name")
        assert opened.ack_type == 9
        named = await fake.reply(await alice.submit_modal({"Table name": "Forum"}))
    assert picked.content == "you picked red, blue"
    assert menu.content == "redrawn"
    assert [a.filename for a in menu.attachments] == ["board2.png"]
    assert named.content == "table named Forum"


async def test_deferred_reply_is_filled_in_by_the_first_followup(fake: FakeDiscord) -> None:
    alice, bob = fake.user("Alice"), fake.user("Bob")
    async with run_client(fake, TinyBot):
        it = await alice.slash("think")
        assert it.ack_type == 5
        reply = await fake.reply(it)
        private = await fake.wait_until(lambda: it.followups, what="the second followup")
    assert reply.content == "thought about it" and not reply.loading
    assert reply.attachment("t.png").data == PNG
    assert private[0].content == "and one more, privately"
    assert bob.visible_messages("general") == [reply]
    assert alice.visible_messages("general") == [reply, private[0]]


async def test_private_thread_is_seen_by_its_members_only(fake: FakeDiscord) -> None:
    alice, bob = fake.user("Alice"), fake.user("Bob")
    async with run_client(fake, TinyBot):
        reply = await fake.reply(await alice.slash("thread"))
        thread = fake.channel("hand of Alice")
    assert reply.content == f"see <#{thread.id}>" and reply.ephemeral
    assert [m.content for m in alice.visible_messages(thread)] == ["Alice's hand"]
    assert bob.visible_messages(thread) == []


async def test_unknown_route_is_recorded(fake: FakeDiscord) -> None:
    async with run_client(fake, TinyBot) as running:
        route = discord.http.Route("GET", "/channels/{channel_id}/pins", channel_id=1)
        with pytest.raises(discord.NotFound):
            await running.client.http.request(route)
    assert fake.unknown_routes == ["GET /api/v10/channels/1/pins"]
    fake.unknown_routes.clear()


@pytest.mark.parametrize("shards", [1, 2])
async def test_sharded_bot_uses_gateway_bot_and_guild_commands(
    fake: FakeDiscord, shards: int
) -> None:
    class ShardedTiny(TinyBot, discord.AutoShardedClient):
        """The tiny bot, sharded: it asks GET /gateway/bot for the URL and shard count."""

    fake.shard_count = shards
    alice, bob = fake.user("Alice"), fake.user("Bob")
    async with run_client(fake, lambda: ShardedTiny(sync_to_guild=fake.guild.id)) as running:
        assert running.client.shard_count == shards
        reply = await fake.reply(await alice.slash("table new", players=2))
        await alice.slash("dm", member=bob)
        hand = await bob.wait_for_dm("your hand")
        await bob.click(hand, "Count 10")  # a DM click: delivered to shard 0 only
    assert "GET /api/v10/gateway/bot" in fake.requests
    assert fake.gateway.identifies == shards
    assert fake.global_commands is None
    assert "table" in [c["name"] for c in fake.guild_commands[fake.guild.id]]
    assert reply.content == "table for 2 by Alice"
    assert hand.content == "counted 11"


async def test_followup_after_fifteen_minutes_is_refused(fake: FakeDiscord) -> None:
    alice = fake.user("Alice")
    async with run_client(fake, TinyBot) as running:
        client = running.client
        assert isinstance(client, TinyBot)
        it = await alice.slash("later")
        assert it.ack_type == 5
        fake.clock.advance(15 * 60 + 1)
        client.gate.set()
        await fake.wait_until(lambda: client.errors, what="the refused followup")
    assert client.errors[0].status == 401 and client.errors[0].code == 50027
    assert [v.code for v in fake.take_violations()] == [50027]
    assert it.messages()[0].loading  # the player is left with "Tabula is thinking…"


async def test_unanswered_interaction_fails_the_actor(fake: FakeDiscord) -> None:
    alice = fake.user("Alice")
    fake.ack_deadline = 0.2
    async with run_client(fake, TinyBot) as running:
        client = running.client
        assert isinstance(client, TinyBot)
        with pytest.raises(AssertionError, match="the bot never acknowledged Alice: /slow"):
            await alice.slash("slow")
        client.gate.set()
        await fake.wait_until(lambda: client.errors, what="the late answer")
    assert [v.code for v in fake.take_violations()] == [10062]


async def test_actor_cannot_do_what_the_discord_client_would_not_allow(
    fake: FakeDiscord,
) -> None:
    alice, bob = fake.user("Alice"), fake.user("Bob")
    async with run_client(fake, TinyBot):
        with pytest.raises(AssertionError, match=r"option 'players': 5 is outside 2\.\.4"):
            await alice.slash("table new", players=5)
        with pytest.raises(AssertionError, match=r"required options missing: \['players'\]"):
            await alice.slash("table new")
        with pytest.raises(AssertionError, match="/nope is not a synced command"):
            await alice.slash("nope")
        secret = await fake.reply(await alice.slash("secret"))
        with pytest.raises(AssertionError, match="Bob cannot see message"):
            await bob.click(secret, "anything")
        menu = await fake.reply(await alice.slash("pick"))
        with pytest.raises(AssertionError, match=r"\['pink'\] are not options of 'pick'"):
            await alice.select(menu, "pick", ["pink"])
        with pytest.raises(AssertionError, match="takes 1 to 2 values, not 3"):
            await alice.select(menu, "pick", ["red", "green", "blue"])


async def test_gateway_reconnect_resumes_the_session(fake: FakeDiscord) -> None:
    alice = fake.user("Alice")
    async with run_client(fake, TinyBot) as running:
        board = await fake.reply(await alice.slash("table new", players=2))
        await fake.gateway.ask_reconnect()
        await fake.wait_until(lambda: fake.gateway.resumes == 1, what="a RESUME")
        await alice.click(board, "Count 0")
        assert running.client.clicks == [("Alice", 0)]  # type: ignore[attr-defined]
    assert fake.gateway.identifies == 1


async def test_double_click_sends_two_interactions_for_the_same_message_state(
    fake: FakeDiscord,
) -> None:
    # What a bot must survive: both clicks carry the old message (count:0); this tiny bot
    # has no version check, so it counts twice. Tabula's compare-and-swap must not.
    alice = fake.user("Alice")
    async with run_client(fake, TinyBot) as running:
        board = await fake.reply(await alice.slash("table new", players=2))
        first, second = await asyncio.gather(
            alice.click(board, "Count 0"), alice.click(board, "Count 0")
        )
        assert first.message_edits_before == second.message_edits_before == 0
        assert running.client.clicks == [("Alice", 0), ("Alice", 0)]  # type: ignore[attr-defined]
    assert board.content == "counted 1" and board.edits == 2

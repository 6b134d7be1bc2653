"""What an attacker's client can send and the normal actor methods refuse: forged
custom_ids, components from another guild or a DM, option values outside the synced
ranges, modal values past max_length; and the second guild they come from."""

from __future__ import annotations

import pytest

from bot.localdiscord.server import FakeDiscord
from tests.discord.harness import run_client
from tests.discord.tiny_bot import TinyBot


async def test_a_forged_custom_id_reaches_the_bot_on_a_message_without_it(
    fake: FakeDiscord,
) -> None:
    alice = fake.user("Alice")
    fake.ack_deadline = 0.3  # nobody answers below: fail fast
    async with run_client(fake, TinyBot) as running:
        client = running.client
        assert isinstance(client, TinyBot)
        board = await fake.reply(await alice.slash("table new", players=2))
        with pytest.raises(AssertionError, match="the bot never acknowledged"):
            await alice.forged.raw_component(board, "count:41")
    # It arrived; discord.py's DynamicItem dispatch drops a custom_id that is not on the
    # message the click carries, so only an on_interaction listener sees it.
    assert client.seen == ["table", "count:41"]
    assert client.clicks == [] and board.button_labels() == ["Count 0"]
    [_, forged] = fake.interactions.values()
    assert forged.message is board and forged.summary == "Alice: forged click 'count:41'"


async def test_a_component_from_a_dm_and_on_a_message_that_never_was(fake: FakeDiscord) -> None:
    alice, general = fake.user("Alice"), fake.channel("general")
    async with run_client(fake, TinyBot) as running:
        client = running.client
        assert isinstance(client, TinyBot)
        board = await fake.reply(await alice.slash("table new", players=2))
        dm = alice.dm_channel()
        await alice.forged.raw_component(board, "count:0", channel=dm)
        ghost = await alice.forged.raw_component(general, "count:7", expect_ack=False)
        await fake.wait_until(lambda: "count:7" in client.seen, what="the ghost click")
    assert client.click_places == [(None, dm.id)]  # a click on a guild message, from a DM
    assert ghost.message is not None and ghost.message.id not in fake.messages
    assert ghost.message.channel_id == general.id and not ghost.acknowledged


async def test_a_second_guild_with_its_own_members_and_general(fake: FakeDiscord) -> None:
    alice = fake.user("Alice")
    other = fake.add_guild("Elsewhere")
    eve = fake.user("Eve", guild=other)
    elsewhere = fake.channel("general", guild=other)
    async with run_client(fake, TinyBot) as running:
        assert sorted(g.name for g in running.client.guilds) == ["Elsewhere", "Tabula Test"]
        board = await fake.reply(await alice.slash("table new", players=2))
        # A click claiming Eve's guild, on a message of Alice's.
        await eve.forged.raw_component(board, "count:0", guild=other)
        reply = await fake.reply(await eve.slash("table new", players=3, channel=elsewhere))
        places = running.client.click_places  # type: ignore[attr-defined]
    assert places == [(other.id, elsewhere.id)]
    assert reply.content == "table for 3 by Eve" and reply.guild_id == other.id
    assert fake.channel("general") is not elsewhere
    assert eve.user in other.members and eve.user not in fake.guild.members
    assert alice.user in fake.guild.members and alice.user not in other.members


async def test_a_guild_added_while_the_bot_runs_arrives_by_guild_create(
    fake: FakeDiscord,
) -> None:
    async with run_client(fake, TinyBot) as running:
        later = fake.add_guild("Later", channels=("lobby", "games"))
        await fake.wait_until(lambda: running.client.get_guild(later.id), what="GUILD_CREATE")
        guild = running.client.get_guild(later.id)
        assert guild is not None
        assert sorted(c.name for c in guild.text_channels) == ["games", "lobby"]


async def test_a_slash_option_outside_the_synced_range_goes_through(fake: FakeDiscord) -> None:
    alice = fake.user("Alice")
    async with run_client(fake, TinyBot):
        reply = await fake.reply(
            await alice.forged.raw_slash("table new", [{"name": "players", "type": 4, "value": 99}])
        )
    assert reply.content == "table for 99 by Alice"
    [it] = fake.interactions.values()
    [sub] = it_data_options(fake, it.id)
    assert sub == {
        "name": "new",
        "type": 1,
        "options": [{"name": "players", "type": 4, "value": 99}],
    }


def it_data_options(fake: FakeDiscord, interaction_id: int) -> list[dict[str, object]]:
    """The options of the INTERACTION_CREATE the bot was sent."""
    [session] = fake.gateway.sessions.values()
    [frame] = [
        f
        for f in session.sent
        if f["t"] == "INTERACTION_CREATE" and f["d"]["id"] == str(interaction_id)
    ]
    options: list[dict[str, object]] = frame["d"]["data"]["options"]
    return options


async def test_a_modal_value_past_max_length_goes_through(fake: FakeDiscord) -> None:
    alice = fake.user("Alice")
    async with run_client(fake, TinyBot):
        opened = await alice.slash("table name")
        assert opened.modal is not None
        custom_id = str(opened.modal["custom_id"])
        long_name = "x" * 300  # the text input allows 40
        reply = await fake.reply(await alice.forged.raw_modal(custom_id, {"table_name": long_name}))
    assert reply.content == f"table named {long_name}"

"""The fake's Discord behaviour that kind fakes leave out: rate limits, the hour-old edit
limit (30046), deferred callbacks, intents, allowed mentions and the wait deadline."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from typing import Any

import aiohttp
import discord
import pytest

from bot.localdiscord.rate_limits import ROUTE_BUCKETS
from bot.localdiscord.server import FakeDiscord
from bot.localdiscord.state import COMPONENT, EPHEMERAL, LOADING, Interaction
from tests.discord.harness import run_client
from tests.discord.tiny_bot import TinyBot

SEND = ROUTE_BUCKETS[("POST", "/channels/{channel_id}/messages")]


@pytest.fixture
async def http(fake: FakeDiscord) -> AsyncIterator[aiohttp.ClientSession]:
    """Raw HTTP to the fake, authenticated as the bot."""
    headers = {"Authorization": "Bot fake-token"}
    async with aiohttp.ClientSession(fake.api_base + "/", headers=headers) as session:
        yield session


async def post(http: aiohttp.ClientSession, path: str, body: Any) -> aiohttp.ClientResponse:
    async with http.post(path.lstrip("/"), json=body) as response:
        await response.read()
        return response


# ---------------------------------------------------------------------- rate limits


async def test_every_answer_carries_its_bucket_and_the_sixth_message_gets_429(
    fake: FakeDiscord, http: aiohttp.ClientSession
) -> None:
    fake.rate_limit_time_scale = 1.0  # Discord's own 5 s window; the test never waits for it
    general, tables = fake.channel("general"), fake.add_channel("tables")
    answers = [
        await post(http, f"channels/{general.id}/messages", {"content": "hi"}) for _ in range(5)
    ]
    first, last = answers[0].headers, answers[-1].headers
    assert [a.status for a in answers] == [200] * 5
    assert (first["X-RateLimit-Limit"], first["X-RateLimit-Remaining"]) == ("5", "4")
    assert last["X-RateLimit-Remaining"] == "0"
    assert 0 < float(first["X-RateLimit-Reset-After"]) <= 5.0
    assert first["X-RateLimit-Bucket"] == SEND.hash

    async with http.post(f"channels/{general.id}/messages", json={"content": "6"}) as limited:
        body = await limited.json()
        assert limited.status == 429
        assert limited.headers["X-RateLimit-Scope"] == "user"
        assert limited.headers["X-RateLimit-Remaining"] == "0"
        assert int(limited.headers["Retry-After"]) == 5
        assert body["global"] is False and 0 < body["retry_after"] <= 5.0
    # Another channel is another bucket, with the same bucket hash.
    other = await post(http, f"channels/{tables.id}/messages", {"content": "hi"})
    assert other.status == 200 and other.headers["X-RateLimit-Bucket"] == SEND.hash
    # Asking again before the reset is what a client must not do: it is recorded.
    again = await post(http, f"channels/{general.id}/messages", {"content": "7"})
    assert again.status == 429
    assert [h.repeated for h in fake.rate_limit_hits] == [False, True]
    assert fake.repeated_rate_limits() == [fake.rate_limit_hits[1]]
    fake.clock.advance(5.0)  # bucket windows run on the fake's clock
    assert (await post(http, f"channels/{general.id}/messages", {"content": "8"})).status == 200
    assert fake.rate_limited == [f"POST /api/v10/channels/{general.id}/messages"] * 2
    assert [m.content for m in fake.channel_log(general)] == ["hi"] * 5 + ["8"]


async def test_the_global_limit_answers_429_with_global_scope(
    fake: FakeDiscord, http: aiohttp.ClientSession
) -> None:
    fake.rate_limit_time_scale = 1.0
    channels = [fake.add_channel(f"c{i}") for i in range(11)]
    statuses = [
        (await post(http, f"channels/{c.id}/messages", {"content": "x"})).status
        for c in channels
        for _ in range(5)
    ]
    assert statuses == [200] * 50 + [429] * 5
    async with http.get("users/@me") as limited:
        assert limited.status == 429
        assert limited.headers["X-RateLimit-Global"] == "true"
        assert limited.headers["X-RateLimit-Scope"] == "global"
        assert (await limited.json())["global"] is True
    assert {h.scope for h in fake.rate_limit_hits} == {"global"}


async def test_discord_py_obeys_the_headers_and_waits(fake: FakeDiscord) -> None:
    fake.rate_limit_time_scale = 0.1  # a 5 s window lasts 0.5 s
    general = fake.channel("general")
    async with run_client(fake, TinyBot) as running:
        channel = running.client.get_channel(general.id)
        assert isinstance(channel, discord.TextChannel)
        loop = asyncio.get_running_loop()
        started = loop.time()
        await asyncio.gather(*(channel.send(f"message {i}") for i in range(12)))
        elapsed = loop.time() - started
    # 12 messages at 5 a window need two resets that discord.py waited for.
    assert elapsed >= 2 * SEND.window * fake.rate_limit_time_scale
    assert sorted(m.content for m in fake.channel_log(general)) == sorted(
        f"message {i}" for i in range(12)
    )
    assert fake.repeated_rate_limits() == []
    assert len(fake.rate_limited) <= 1  # at most the burst before the bucket was known


# ---------------------------------------------------------------------- 30046


async def test_hour_old_messages_take_three_edits_per_six_seconds(
    fake: FakeDiscord, http: aiohttp.ClientSession
) -> None:
    fake.rate_limit_time_scale = 1.0
    general = fake.channel("general")
    await post(http, f"channels/{general.id}/messages", {"content": "board"})
    message_id = fake.channel_log(general)[0].id
    fake.clock.advance(3601)
    statuses = []
    for i in range(4):
        path = f"channels/{general.id}/messages/{message_id}"
        async with http.patch(path, json={"content": f"board {i}"}) as answer:
            statuses.append(answer.status)
            body = await answer.json()
    assert statuses == [200, 200, 200, 429]
    assert body["code"] == 30046
    assert body["message"] == (
        "Maximum number of edits to messages older than 1 hour reached. Try again later"
    )
    assert 0 < body["retry_after"] <= 6.0
    assert fake.rate_limit_hits[-1].bucket == "old-message-edits"
    assert fake.messages[message_id].content == "board 2"


async def test_recent_messages_are_not_under_the_hour_old_limit(
    fake: FakeDiscord, http: aiohttp.ClientSession
) -> None:
    fake.rate_limit_time_scale = 1.0
    general = fake.channel("general")
    await post(http, f"channels/{general.id}/messages", {"content": "board"})
    message = fake.channel_log(general)[0]
    path = f"channels/{general.id}/messages/{message.id}"
    for i in range(4):
        async with http.patch(path, json={"content": f"board {i}"}) as answer:
            assert answer.status == 200
    assert fake.rate_limited == [] and message.edits == 4


async def test_discord_py_retries_an_edit_refused_with_30046(fake: FakeDiscord) -> None:
    general = fake.channel("general")
    async with run_client(fake, TinyBot) as running:
        channel = running.client.get_channel(general.id)
        assert isinstance(channel, discord.TextChannel)
        status = await channel.send("status")
        fake.clock.advance(3601)
        for i in range(5):
            await status.edit(content=f"status {i}")
    assert fake.messages[status.id].content == "status 4"
    assert [h.bucket for h in fake.rate_limit_hits] == ["old-message-edits"]
    assert fake.repeated_rate_limits() == []


# ---------------------------------------------------------------------- deferred callbacks


async def _interaction_without_a_bot(fake: FakeDiscord) -> Interaction:
    """An interaction nobody answers, for a test that answers it with raw HTTP."""
    alice = fake.user("Alice")
    general = fake.channel("general")
    data = {"custom_id": "x", "component_type": 2}
    it = await fake.starter.start_interaction(
        alice.user, general, COMPONENT, data, "Alice: click x"
    )
    assert it.errors == ["no bot connected to receive it"]
    it.errors.clear()
    return it


@pytest.mark.parametrize(
    ("kind", "data"),
    [
        (5, {"content": "thinking about it"}),
        (5, {"flags": EPHEMERAL, "embeds": [{"title": "early"}]}),
        (5, {"flags": 1 << 15}),  # components v2 must come with the edit, not the defer
        (6, {"components": [{"type": 1, "components": []}]}),
    ],
)
async def test_deferred_callback_with_a_message_body_is_refused(
    fake: FakeDiscord, http: aiohttp.ClientSession, kind: int, data: dict[str, Any]
) -> None:
    it = await _interaction_without_a_bot(fake)
    path = f"interactions/{it.id}/{it.token}/callback?with_response=1"
    async with http.post(path, json={"type": kind, "data": data}) as answer:
        assert answer.status == 400
        assert (await answer.json())["code"] == 50035
    [violation] = fake.take_violations()
    assert violation.code == 50035
    assert f"deferred callback type {kind} for Alice: click x carries a message body" in (
        violation.detail
    )
    assert not it.acknowledged


async def test_thinking_placeholder_is_empty_until_patched(
    fake: FakeDiscord, http: aiohttp.ClientSession
) -> None:
    it = await _interaction_without_a_bot(fake)
    callback = f"interactions/{it.id}/{it.token}/callback?with_response=1"
    assert (await post(http, callback, {"type": 5, "data": {"flags": EPHEMERAL}})).status == 200
    original = f"webhooks/{fake.application_id}/{it.token}/messages/@original"
    async with http.get(original) as answer:
        placeholder = await answer.json()
    assert placeholder["content"] == "" and placeholder["embeds"] == []
    assert placeholder["components"] == [] and placeholder["attachments"] == []
    assert placeholder["flags"] == EPHEMERAL | LOADING
    async with http.patch(original, json={"content": ""}) as empty:
        assert empty.status == 400 and (await empty.json())["code"] == 50006
    assert [v.code for v in fake.take_violations()] == [50006]
    async with http.patch(original, json={"content": "done", "flags": 0}) as filled:
        assert filled.status == 200
    async with http.get(original) as answer:
        final = await answer.json()
    assert final["content"] == "done"
    assert final["flags"] == EPHEMERAL  # LOADING is gone; ephemeral cannot be edited away
    assert (await fake.reply(it)).content == "done"


async def test_deferred_update_edits_the_clicked_message_through_original(
    fake: FakeDiscord,
) -> None:
    alice = fake.user("Alice")
    async with run_client(fake, TinyBot):
        menu = await fake.reply(await alice.slash("pick"))
        redraw = await alice.click(menu, "Redraw")
        assert await fake.reply(redraw) is menu
    assert redraw.ack_type == 6
    assert redraw.response_message is None  # a type 6 creates no message
    assert menu.content == "redrawn" and menu.edits == 1


# ---------------------------------------------------------------------- intents


async def test_without_presences_intent_guild_create_holds_only_the_bot(
    fake: FakeDiscord,
) -> None:
    alice = fake.user("Alice")
    async with run_client(fake, TinyBot) as running:
        guild = running.client.get_guild(fake.guild.id)
        assert guild is not None
        assert [m.id for m in guild.members] == [fake.bot.id]
        assert guild.get_member(alice.id) is None
        assert guild.member_count == 2
        # The member who clicks still arrives with the interaction.
        reply = await fake.reply(await alice.slash("table new", players=2))
    assert reply.content == "table for 2 by Alice"


async def test_members_intent_gets_the_list_by_chunking(fake: FakeDiscord) -> None:
    alice, bob = fake.user("Alice"), fake.user("Bob")
    intents = discord.Intents.default()
    intents.members = True
    async with run_client(fake, lambda: TinyBot(intents=intents)) as running:
        guild = running.client.get_guild(fake.guild.id)
        assert guild is not None
        await fake.wait_until(lambda: guild.chunked, what="the member chunk")
        names = sorted(m.name for m in guild.members)
    assert names == sorted(["Alice", "Bob", fake.bot.name])
    assert alice.id != bob.id


def guild_create_members(fake: FakeDiscord) -> list[str]:
    [session] = fake.gateway.sessions.values()
    [frame] = [f for f in session.sent if f["t"] == "GUILD_CREATE"]
    return sorted(m["user"]["username"] for m in frame["d"]["members"])


@pytest.mark.parametrize(
    ("presences", "members"), [(False, ["Tabula"]), (True, ["Alice", "Tabula"])]
)
async def test_guild_create_lists_every_member_only_with_the_presences_intent(
    fake: FakeDiscord, presences: bool, members: list[str]
) -> None:
    fake.user("Alice")
    intents = discord.Intents.default()
    intents.presences = presences
    async with run_client(fake, lambda: TinyBot(intents=intents)):
        assert guild_create_members(fake) == members


async def test_a_privileged_intent_not_enabled_closes_with_4014(fake: FakeDiscord) -> None:
    fake.gateway.enabled_privileged_intents = 0
    intents = discord.Intents.default()
    intents.members = True
    with pytest.raises(discord.PrivilegedIntentsRequired):
        async with run_client(fake, lambda: TinyBot(intents=intents)):
            pass


# ---------------------------------------------------------------------- allowed mentions


async def test_pings_without_allowed_mentions_are_listed(fake: FakeDiscord) -> None:
    alice, bob = fake.user("Alice"), fake.user("Bob")
    async with run_client(fake, TinyBot):
        await fake.reply(await alice.slash("ping", member=bob, safe=True))
        await fake.reply(await alice.slash("ping", member=bob, safe=False))
        await alice.wait_for_message("general", "a new turn")
    safe, unsafe, here = fake.mention_log
    assert safe.allowed_mentions == {"parse": [], "users": [bob.id], "replied_user": True}
    assert safe.problems == []
    assert unsafe.allowed_mentions is None
    assert unsafe.problems == [
        f"<@{bob.id}> would ping a user it does not list (no allowed_mentions)"
    ]
    assert here.problems == ["@here would ping (no allowed_mentions)"]
    assert fake.mention_violations() == [unsafe, here]
    assert fake.violations == []  # only listed, unless the test asks for more


async def test_require_allowed_mentions_makes_unsafe_pings_violations(fake: FakeDiscord) -> None:
    fake.require_allowed_mentions = True
    alice, bob = fake.user("Alice"), fake.user("Bob")
    async with run_client(fake, TinyBot):
        await fake.reply(await alice.slash("ping", member=bob, safe=False))
        await alice.wait_for_message("general", "a new turn")
    violations = fake.take_violations()
    assert [(v.code, v.rule) for v in violations] == [(0, "Unsafe mentions")] * 2
    assert "@here would ping" in violations[1].detail


# ---------------------------------------------------------------------- waiting


async def test_every_wait_has_the_one_configurable_deadline(fake: FakeDiscord) -> None:
    assert fake.wait_timeout == 30.0
    fake.wait_timeout = 0.2
    alice = fake.user("Alice")
    with pytest.raises(AssertionError, match=r"timed out after 0\.2s waiting for a DM to Alice"):
        await alice.wait_for_dm("never")
    with pytest.raises(AssertionError, match=r"timed out after 0\.2s waiting for nothing"):
        await fake.wait_until(lambda: None, what="nothing")


# ---------------------------------------------------------------------- nonces


async def test_an_enforced_nonce_returns_the_message_it_created_for_a_few_minutes(
    fake: FakeDiscord, http: aiohttp.ClientSession
) -> None:
    """Discord: with ``enforce_nonce``, a message the same author created with the same nonce
    in the past few minutes is returned, and no new one created (the fake remembers 2 min)."""
    general = fake.channel("general")
    path = f"channels/{general.id}/messages"

    async def send(body: dict[str, Any]) -> dict[str, Any]:
        async with http.post(path, json=body) as response:
            assert response.status == 200
            answer: dict[str, Any] = await response.json()
            return answer

    first = await send({"content": "board", "nonce": "b7e12", "enforce_nonce": True})
    again = await send({"content": "board again", "nonce": "b7e12", "enforce_nonce": True})
    assert again["id"] == first["id"] and again["content"] == "board"
    # not enforced, or another nonce: a new message
    plain = await send({"content": "plain", "nonce": "b7e12"})
    other = await send({"content": "other", "nonce": "b7e13", "enforce_nonce": True})
    assert len({first["id"], plain["id"], other["id"]}) == 3
    fake.clock.advance(121.0)
    late = await send({"content": "late", "nonce": "b7e12", "enforce_nonce": True})
    assert late["id"] != first["id"]
    assert [m.content for m in fake.channel_log(general)] == ["board", "plain", "other", "late"]
    # a nonce of more than 25 characters is refused
    async with http.post(path, json={"content": "x", "nonce": "n" * 26}) as refused:
        assert refused.status == 400
        assert (await refused.json())["code"] == 50035
    [violation] = fake.take_violations()
    assert violation.code == 50035 and "nonce: 26 characters, the limit is 25" in violation.detail

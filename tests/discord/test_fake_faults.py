"""The fake failing on command as Discord does on a bad day: 5xx answers, permissions taken
away, deleted messages and channels, expired interaction tokens; and what the harness
counts of it (bot errors, assert_clean)."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import AsyncIterator
from typing import Any

import aiohttp
import discord
import pytest

from bot.localdiscord.server import FakeDiscord
from bot.localdiscord.state import COMPONENT, Interaction
from tests.discord.harness import run_client
from tests.discord.tiny_bot import PNG, TinyBot

MESSAGES = "/channels/{channel_id}/messages"
CALLBACK = "/interactions/{interaction_id}/{token}/callback"


@pytest.fixture
async def http(fake: FakeDiscord) -> AsyncIterator[aiohttp.ClientSession]:
    """Raw HTTP to the fake, authenticated as the bot."""
    headers = {"Authorization": "Bot fake-token"}
    async with aiohttp.ClientSession(fake.api_base + "/", headers=headers) as session:
        yield session


async def answer(
    http: aiohttp.ClientSession, method: str, path: str, body: Any = None
) -> tuple[int, Any]:
    async with http.request(method, path.lstrip("/"), json=body) as response:
        if response.content_type == "application/json":
            return response.status, await response.json()
        return response.status, await response.text()


def tiny(running: Any) -> TinyBot:
    client = running.client
    assert isinstance(client, TinyBot)
    return client


# ---------------------------------------------------------------------- server errors


async def test_discord_py_retries_a_500_and_the_message_is_posted_once(
    fake: FakeDiscord,
) -> None:
    alice, general = fake.user("Alice"), fake.channel("general")
    rule = fake.fail("POST", MESSAGES, status=500, times=2)
    async with run_client(fake, TinyBot):
        loop = asyncio.get_running_loop()
        started = loop.time()
        reply = await fake.reply(await alice.slash("post", what="text"))
        elapsed = loop.time() - started
    [posted] = fake.channel_log(general)
    assert reply.content == f"posted {posted.id}"
    assert rule.answered == 2 and not rule.active
    line = f"POST /api/v10/channels/{general.id}/messages"
    assert fake.injected_faults == [f"{line} -> 500 (server error)"] * 2
    assert elapsed < 1 + 3  # discord.py's own sleeps (1 s, then 3 s) were made short


async def test_a_503_is_not_retried_on_rest_routes(fake: FakeDiscord) -> None:
    alice = fake.user("Alice")
    fake.fail("POST", MESSAGES, status=503)
    async with run_client(fake, TinyBot) as running:
        client = tiny(running)
        reply = await fake.reply(await alice.slash("post", what="text"))
    assert reply.content == "failed: 503 0"
    [error] = client.errors
    assert isinstance(error, discord.DiscordServerError)
    assert error.text == (
        "upstream connect error or disconnect/reset before headers. reset reason: overflow"
    )
    assert fake.channel_log("general") == []


async def test_five_502s_exhaust_discord_py_and_it_raises(fake: FakeDiscord) -> None:
    alice = fake.user("Alice")
    fake.fail("POST", MESSAGES, status=502, times=5)
    async with run_client(fake, TinyBot) as running:
        client = tiny(running)
        reply = await fake.reply(await alice.slash("post", what="text"))
    assert reply.content == "failed: 502 0"
    assert isinstance(client.errors[0], discord.DiscordServerError)
    assert len(fake.injected_faults) == 5
    assert fake.channel_log("general") == []


async def test_the_webhook_adapter_retries_a_503_of_the_interaction_callback(
    fake: FakeDiscord,
) -> None:
    alice = fake.user("Alice")
    fake.fail("POST", CALLBACK, status=503)
    async with run_client(fake, TinyBot):
        it = await alice.slash("secret")
        reply = await fake.reply(it)
    assert it.ack_type == 4 and reply.content == "only you see this"
    assert fake.injected_faults == [
        f"POST /api/v10/interactions/{it.id}/{it.token}/callback?with_response=1 -> 503 "
        "(server error)"
    ]


async def test_fail_any_keeps_to_one_channel_until_stopped(fake: FakeDiscord) -> None:
    alice, tables = fake.user("Alice"), fake.add_channel("tables")
    fake.fail_any(status=500, times=None, channel=tables)
    async with run_client(fake, TinyBot):
        # Every request about #tables fails, the interaction's own requests included.
        it = await alice.slash("secret", channel=tables, expect_ack=False)
        await fake.wait_until(lambda: len(fake.injected_faults) == 5, what="five tries")
        assert not it.acknowledged
        fine = await fake.reply(await alice.slash("post", what="text"))
        fake.stop_failing()
        later = await fake.reply(await alice.slash("post", what="text", channel=tables))
    assert fine.content.startswith("posted ") and later.content.startswith("posted ")
    assert all(f"/interactions/{it.id}/" in line for line in fake.injected_faults)
    fake.take_client_errors()  # discord.py logged the command that never got its answer


async def test_an_applied_server_error_posts_the_message_and_the_retry_gets_it_back(
    fake: FakeDiscord,
) -> None:
    """The message was posted though Discord answered 500; discord.py retries the post with
    the same nonce and ``enforce_nonce``, and Discord returns the message it created."""
    alice = fake.user("Alice")
    fake.fail("POST", MESSAGES, status=500, applied=True)
    async with run_client(fake, TinyBot):
        await fake.reply(await alice.slash("post", what="text"))
    assert fake.injected_faults, "the post was answered 500 once"
    assert [m.content for m in fake.channel_log("general")] == ["posted"]
    sends = [r for r in fake.requests if r.startswith("POST") and r.endswith("/messages")]
    assert len(sends) == 2, "and retried"


async def test_server_error_bodies_look_like_discords(
    fake: FakeDiscord, http: aiohttp.ClientSession
) -> None:
    general = fake.channel("general")
    for status in (500, 502, 504):
        fake.fail("GET", "/channels/{channel_id}", status=status)
    assert await answer(http, "GET", f"channels/{general.id}") == (
        500,
        {"message": "500: Internal Server Error", "code": 0},
    )
    status, page = await answer(http, "GET", f"channels/{general.id}")
    assert status == 502 and "<title>502 Bad Gateway</title>" in page and "cloudflare" in page
    status, page = await answer(http, "GET", f"channels/{general.id}")
    assert status == 504 and "<title>504 Gateway Time-out</title>" in page
    assert (await answer(http, "GET", f"channels/{general.id}"))[0] == 200


def test_fail_refuses_what_discord_does_not_answer(fake: FakeDiscord) -> None:
    with pytest.raises(ValueError, match=r"status 501: one of \(500, 502, 503, 504\)"):
        fake.fail("POST", MESSAGES, status=501)
    with pytest.raises(ValueError, match=r"no route '/channels/\{channel_id\}/pins'"):
        fake.fail("GET", "/channels/{channel_id}/pins")


# ---------------------------------------------------------------------- permissions


@pytest.mark.parametrize(
    ("denied", "what"),
    [
        ("send_messages", "text"),
        ("attach_files", "file"),
        ("embed_links", "embed"),
        ("read_message_history", "reply"),
    ],
)
async def test_a_denied_permission_refuses_channel_messages_that_need_it(
    fake: FakeDiscord, denied: str, what: str
) -> None:
    alice, general = fake.user("Alice"), fake.channel("general")
    fake.deny(general, denied)
    async with run_client(fake, TinyBot) as running:
        client = tiny(running)
        refused = await fake.reply(await alice.slash("post", what=what))
        await fake.allow(general, denied)
        allowed = await fake.reply(await alice.slash("post", what=what))
    assert refused.content == "failed: 403 50013"
    error = client.errors[0]
    assert isinstance(error, discord.Forbidden) and error.text == "Missing Permissions"
    assert fake.injected_faults[-1].endswith(f"-> 403 50013 Missing Permissions ({denied} denied)")
    assert allowed.content.startswith("posted ")


async def test_only_what_the_message_needs_is_checked(fake: FakeDiscord) -> None:
    alice, general = fake.user("Alice"), fake.channel("general")
    fake.deny(general, "attach_files", "embed_links")
    async with run_client(fake, TinyBot):
        reply = await fake.reply(await alice.slash("post", what="text"))
    assert reply.content.startswith("posted ")


async def test_without_view_channel_every_channel_route_is_missing_access(
    fake: FakeDiscord, http: aiohttp.ClientSession
) -> None:
    general = fake.channel("general")
    fake.deny(general, "view_channel")
    body = {"code": 50001, "message": "Missing Access"}
    assert await answer(http, "GET", f"channels/{general.id}") == (403, body)
    assert await answer(http, "POST", f"channels/{general.id}/messages", {"content": "x"}) == (
        403,
        body,
    )


async def test_without_read_message_history_the_history_is_empty(
    fake: FakeDiscord, http: aiohttp.ClientSession
) -> None:
    general = fake.channel("general")
    status, message = await answer(
        http, "POST", f"channels/{general.id}/messages", {"content": "a"}
    )
    assert status == 200
    fake.deny(general, "read_message_history")
    assert await answer(http, "GET", f"channels/{general.id}/messages") == (200, [])
    assert await answer(http, "GET", f"channels/{general.id}/messages/{message['id']}") == (
        403,
        {"code": 50001, "message": "Missing Access"},
    )


async def test_an_edit_without_embed_links_loses_its_embeds(
    fake: FakeDiscord, http: aiohttp.ClientSession
) -> None:
    general = fake.channel("general")
    _, message = await answer(http, "POST", f"channels/{general.id}/messages", {"content": "a"})
    fake.deny(general, "embed_links")
    path = f"channels/{general.id}/messages/{message['id']}"
    status, edited = await answer(http, "PATCH", path, {"content": "b", "embeds": [{"title": "t"}]})
    assert status == 200 and edited["content"] == "b" and edited["embeds"] == []


async def test_threads_follow_their_parent_and_need_send_messages_in_threads(
    fake: FakeDiscord,
) -> None:
    alice, general = fake.user("Alice"), fake.channel("general")
    async with run_client(fake, TinyBot):
        await fake.reply(await alice.slash("thread"))
        thread = fake.channel("hand of Alice")
        fake.deny(general, "send_messages")  # no effect in a thread
        fine = await fake.reply(await alice.slash("post", what="text", channel=thread))
        fake.deny(general, "send_messages_in_threads")
        refused = await fake.reply(await alice.slash("post", what="text", channel=thread))
    assert fine.content.startswith("posted ")
    assert refused.content == "failed: 403 50013"
    with pytest.raises(ValueError, match="follows its parent's permissions"):
        fake.deny(thread, "send_messages")


async def test_interaction_responses_need_no_channel_permission_of_the_bot(
    fake: FakeDiscord,
) -> None:
    alice, general = fake.user("Alice"), fake.channel("general")
    fake.deny(general, "send_messages", "attach_files", "embed_links")
    async with run_client(fake, TinyBot) as running:
        reply = await fake.reply(await alice.slash("table new", players=2))
        channel = running.client.get_channel(general.id)
        assert isinstance(channel, discord.TextChannel)
        me = channel.guild.me
        assert not channel.permissions_for(me).send_messages  # the client saw the overwrite
    assert reply.attachment("board.png").data == PNG
    assert reply.embeds[0]["title"] == "Board"


async def test_interaction_files_follow_everyones_attach_files(fake: FakeDiscord) -> None:
    alice, general = fake.user("Alice"), fake.channel("general")
    fake.deny(general, "attach_files", everyone=True)
    async with run_client(fake, TinyBot):
        it = await alice.slash("table new", players=2, expect_ack=False)
        await fake.wait_until(lambda: fake.client_errors, what="the refused response")
        assert (await fake.reply(await alice.slash("secret"))).content == "only you see this"
    assert not it.acknowledged
    [logged] = fake.take_client_errors()
    assert "403 Forbidden (error code: 50013): Missing Permissions" in logged
    with pytest.raises(ValueError, match=r"permissions \['send_messages'\] are not among"):
        fake.deny(general, "send_messages", everyone=True)


async def test_deny_is_seen_by_the_client_and_in_app_permissions(fake: FakeDiscord) -> None:
    general = fake.channel("general")
    async with run_client(fake, TinyBot) as running:
        await fake.deny(general, "embed_links")
        channel = running.client.get_channel(general.id)
        assert isinstance(channel, discord.TextChannel)
        await fake.wait_until(
            lambda: not channel.permissions_for(channel.guild.me).embed_links,
            what="the CHANNEL_UPDATE",
        )
        assert channel.permissions_for(channel.guild.me).send_messages
    payload = fake.starter.interaction_payload(
        Interaction(1, "t", COMPONENT, fake.bot, general, 0.0, "x"), {}, general.guild_id
    )
    assert not int(payload["app_permissions"]) & (1 << 14)


# ---------------------------------------------------------------------- deleted things


async def test_a_deleted_message_is_unknown_to_every_route(
    fake: FakeDiscord, http: aiohttp.ClientSession
) -> None:
    general = fake.channel("general")
    _, posted = await answer(http, "POST", f"channels/{general.id}/messages", {"content": "a"})
    fake.delete_message(fake.messages[int(posted["id"])])
    unknown = {"code": 10008, "message": "Unknown Message"}
    path = f"channels/{general.id}/messages/{posted['id']}"
    assert await answer(http, "GET", path) == (404, unknown)
    assert await answer(http, "PATCH", path, {"content": "b"}) == (404, unknown)
    assert fake.channel_log(general) == []


async def test_a_click_on_a_message_deleted_meanwhile_cannot_update_it(
    fake: FakeDiscord,
) -> None:
    alice = fake.user("Alice")
    async with run_client(fake, TinyBot):
        board = await fake.reply(await alice.slash("table new", players=2))
        fake.delete_message(board)
        with pytest.raises(AssertionError, match="Alice cannot see message"):
            await alice.click(board, "Count 0")
        # The click that was on its way when the moderator deleted it:
        it = await alice.forged.raw_component(board, "count:0", expect_ack=False)
        await fake.wait_until(lambda: fake.client_errors, what="the failed update")
    assert not it.acknowledged
    assert "404 Not Found (error code: 10008): Unknown Message" in fake.take_client_errors()[0]


async def test_a_deleted_channel_is_gone_for_the_client_and_the_routes(
    fake: FakeDiscord, http: aiohttp.ClientSession
) -> None:
    tables = fake.add_channel("tables")
    async with run_client(fake, TinyBot) as running:
        assert running.client.get_channel(tables.id) is not None
        await fake.delete_channel(tables)
        await fake.wait_until(
            lambda: running.client.get_channel(tables.id) is None, what="CHANNEL_DELETE"
        )
    status, body = await answer(http, "POST", f"channels/{tables.id}/messages", {"content": "x"})
    assert (status, body) == (404, {"code": 10003, "message": "Unknown Channel"})
    assert fake.deleted_channels == [tables]
    with pytest.raises(KeyError):
        fake.channel("tables")


async def test_a_deleted_thread_sends_thread_delete(fake: FakeDiscord) -> None:
    alice = fake.user("Alice")
    async with run_client(fake, TinyBot) as running:
        await fake.reply(await alice.slash("thread"))
        thread = fake.channel("hand of Alice")
        await fake.wait_until(
            lambda: running.client.get_channel(thread.id), what="the thread in the cache"
        )
        await fake.delete_channel(thread)
        await fake.wait_until(
            lambda: running.client.get_channel(thread.id) is None, what="THREAD_DELETE"
        )
    [session] = fake.gateway.sessions.values()
    assert [f["d"]["id"] for f in session.sent if f["t"] == "THREAD_DELETE"] == [str(thread.id)]


async def test_followups_in_a_deleted_channel_are_unknown_channel(fake: FakeDiscord) -> None:
    alice, tables = fake.user("Alice"), fake.add_channel("tables")
    async with run_client(fake, TinyBot) as running:
        client = tiny(running)
        it = await alice.slash("later", channel=tables)
        fake.delete_channel(tables)
        client.gate.set()
        await fake.wait_until(lambda: client.errors, what="the refused followup")
    assert isinstance(client.errors[0], discord.NotFound) and client.errors[0].code == 10003
    assert it.ack_type == 5


# ---------------------------------------------------------------------- expired tokens


async def test_an_expired_token_refuses_followups_with_50027(fake: FakeDiscord) -> None:
    alice = fake.user("Alice")
    async with run_client(fake, TinyBot) as running:
        client = tiny(running)
        it = await alice.slash("later")
        fake.expire(it)
        client.gate.set()
        await fake.wait_until(lambda: client.errors, what="the refused followup")
    error = client.errors[0]
    assert type(error) is discord.HTTPException  # discord.py has no class for a 401
    assert (error.status, error.code, error.text) == (401, 50027, "Invalid Webhook Token")
    assert fake.violations == []  # injected, not the bot's fault
    [fault] = fake.injected_faults
    assert fault.startswith(f"POST /api/v10/webhooks/{fake.application_id}/{it.token}?wait=1")
    assert fault.endswith(" -> 401 50027 Invalid Webhook Token (token expired)")


async def test_an_expired_original_cannot_be_read_or_edited(
    fake: FakeDiscord, http: aiohttp.ClientSession
) -> None:
    alice = fake.user("Alice")
    async with run_client(fake, TinyBot):
        it = await alice.slash("secret")
    fake.expire(it)
    original = f"webhooks/{fake.application_id}/{it.token}/messages/@original"
    invalid = {"code": 50027, "message": "Invalid Webhook Token"}
    assert await answer(http, "GET", original) == (401, invalid)
    assert await answer(http, "PATCH", original, {"content": "x"}) == (401, invalid)


# ---------------------------------------------------------------------- what went wrong


async def test_the_bots_own_errors_are_collected_but_fail_nothing(fake: FakeDiscord) -> None:
    async with run_client(fake, TinyBot):
        logging.getLogger("bot.delivery").error("could not post board %d", 3)
        logging.getLogger("storage.sqlite").warning("slow")  # below ERROR: not collected
        try:
            raise RuntimeError("disk full")
        except RuntimeError:
            logging.getLogger("cogs.porta_nigra").exception("hand image")
        logging.getLogger("elsewhere").error("not the bot's")
    assert fake.bot_errors == [
        "bot.delivery: could not post board 3",
        "cogs.porta_nigra: hand image: RuntimeError: disk full",
    ]
    assert "--- bot errors ---\nbot.delivery: could not post board 3" in fake.transcript()
    fake.assert_clean()
    with pytest.raises(AssertionError, match=r"bot error: bot\.delivery: could not post board 3"):
        fake.assert_clean(bot_errors=True)
    assert fake.take_bot_errors() and fake.bot_errors == []
    fake.assert_clean(bot_errors=True)


async def test_assert_clean_names_violations_and_client_errors(fake: FakeDiscord) -> None:
    fake.violate(50035, "Invalid Form Body", "a test's")
    fake.client_errors.append("Ignoring exception in command 'x'")
    with pytest.raises(AssertionError) as raised:
        fake.assert_clean()
    assert "50035 Invalid Form Body: a test's" in str(raised.value)
    assert "client error: Ignoring exception in command 'x'" in str(raised.value)
    assert [v.code for v in fake.take_violations()] == [50035]
    assert fake.take_client_errors() == ["Ignoring exception in command 'x'"]
    fake.assert_clean()

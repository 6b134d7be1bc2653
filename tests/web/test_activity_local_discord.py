"""The local Discord's OAuth2 for an Activity, as Discord's docs define it: the token endpoint's
authorization-code grant (form body or HTTP Basic client credentials; invalid_client,
unsupported_grant_type, invalid_grant) and ``GET /users/@me`` for a bearer token, beside the
bot's own ``/users/@me``; and the Activity's entry point command, which Discord creates and
a bulk overwrite must keep, as the bot's sync does."""

from __future__ import annotations

import base64
from pathlib import Path

import aiohttp

from bot.localdiscord.oauth import TOKEN_SECONDS
from bot.localdiscord.server import FakeDiscord
from tests.discord.harness import run_client
from tests.web.helpers import web_factory


async def test_the_token_endpoint_and_users_me(fake: FakeDiscord) -> None:
    alice = fake.user("Alice", locale="hu")
    app_id = str(fake.application_id)
    token_url = f"{fake.api_base}/oauth2/token"
    me_url = f"{fake.api_base}/users/@me"
    form = {
        "client_id": app_id,
        "client_secret": fake.oauth.client_secret,
        "grant_type": "authorization_code",
    }
    async with aiohttp.ClientSession() as http:
        code = fake.oauth.issue_code(alice.user, app_id, ("identify",))
        async with http.post(token_url, data={**form, "code": code}) as answer:
            assert answer.status == 200
            granted = await answer.json()
        assert granted["token_type"] == "Bearer"
        assert granted["expires_in"] == TOKEN_SECONDS
        assert granted["scope"] == "identify"
        bearer = {"Authorization": f"Bearer {granted['access_token']}"}
        async with http.get(me_url, headers=bearer) as answer:
            assert answer.status == 200
            me = await answer.json()
        assert (me["id"], me["username"], me["locale"]) == (str(alice.id), "Alice", "hu")
        # the bot's token still names the bot
        async with http.get(me_url, headers={"Authorization": "Bot x"}) as answer:
            assert (await answer.json())["id"] == str(fake.bot.id)
        async with http.get(me_url, headers={"Authorization": "Bearer nope"}) as answer:
            assert answer.status == 401
            assert await answer.json() == {"code": 0, "message": "401: Unauthorized"}

        # the client's credentials by HTTP Basic
        code = fake.oauth.issue_code(alice.user, app_id, ("identify",))
        pair = base64.b64encode(f"{app_id}:{fake.oauth.client_secret}".encode()).decode()
        body = {"grant_type": "authorization_code", "code": code}
        basic = {"Authorization": f"Basic {pair}"}
        async with http.post(token_url, data=body, headers=basic) as answer:
            assert answer.status == 200

        code = fake.oauth.issue_code(alice.user, app_id, ("identify",))
        wrong = {**form, "client_secret": "guess", "code": code}
        async with http.post(token_url, data=wrong) as answer:
            assert answer.status == 401
            assert await answer.json() == {
                "error": "invalid_client",
                "error_description": "Invalid client credentials.",
            }
        grant = {**form, "grant_type": "client_credentials", "code": code}
        async with http.post(token_url, data=grant) as answer:
            assert answer.status == 400
            assert (await answer.json())["error"] == "unsupported_grant_type"
        async with http.post(token_url, json={**form, "code": code}) as answer:
            assert answer.status == 400
            assert (await answer.json())["error"] == "invalid_request"
        # the refusals above spent nothing: the code is still good once
        async with http.post(token_url, data={**form, "code": code}) as answer:
            assert answer.status == 200
        async with http.post(token_url, data={**form, "code": code}) as answer:
            assert answer.status == 400
            assert await answer.json() == {
                "error": "invalid_grant",
                "error_description": 'Invalid "code" in request.',
            }

        # a token without the identify scope may not read the user
        code = fake.oauth.issue_code(alice.user, app_id, ("guilds",))
        async with http.post(token_url, data={**form, "code": code}) as answer:
            token = (await answer.json())["access_token"]
        async with http.get(me_url, headers={"Authorization": f"Bearer {token}"}) as answer:
            assert answer.status == 403
        # an expired token is no token
        fake.clock.advance(TOKEN_SECONDS + 1)
        async with http.get(me_url, headers=bearer) as answer:
            assert answer.status == 401
    assert fake.oauth.authenticated(granted["access_token"]) is None


async def test_the_bots_sync_keeps_the_activitys_entry_point(
    fake: FakeDiscord, tmp_path: Path
) -> None:
    launch = fake.enable_activities()
    async with run_client(fake, web_factory(tmp_path / "t.sqlite3")) as running:
        assert running.client.is_ready()
    commands = fake.global_commands or []
    assert [c for c in commands if c.get("type") == 4] == [launch]
    assert {"builders", "aquaromana", "portanigra", "tabula"} <= {c["name"] for c in commands}
    assert fake.command_syncs == 1

    # as Discord refuses it: a bulk overwrite without the entry point
    url = f"{fake.api_base}/applications/{fake.application_id}/commands"
    body = [{"name": "ping", "description": "pong", "type": 1}]
    bot_auth = {"Authorization": "Bot x"}
    async with (
        aiohttp.ClientSession() as http,
        http.put(url, json=body, headers=bot_auth) as answer,
    ):
        assert answer.status == 400
        assert (await answer.json())["code"] == 50240
    [violation] = fake.take_violations()
    assert violation.code == 50240
    assert fake.global_commands == commands

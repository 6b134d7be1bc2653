"""Tabula's Discord Activity through a real bot against the local Discord: the code exchanged
at ``POST /api/token`` names the user; a used, expired or unknown code and a wrong client
secret are refused with Discord's reason; ``POST /api/activity/table`` sends the player to
their own page (when the server has them) and anyone else to the spectator page, as paths on
the Activity's own origin; only the Activity's pages may be framed, by Discord; without the
OAuth2 settings there is no Activity."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import aiohttp

from bot.bot import TabulaBot
from bot.localdiscord.oauth import CODE_SECONDS
from bot.localdiscord.server import FakeDiscord
from bot.settings import Settings
from bot.web.links import TableLinks
from bot.web.server import CSP
from tests.discord.bot_helpers import start_table
from tests.discord.harness import run_client
from tests.web.helpers import SECRET, base, browser, web_factory

FRAMED_BY = (
    "frame-ancestors https://discord.com https://*.discord.com https://*.discordsays.com "
    "http://127.0.0.1:9999"
)
ACTIVITY_CSP = CSP.replace("frame-ancestors 'none'", FRAMED_BY)


def activity_factory(fake: FakeDiscord, database: Path) -> Any:
    return web_factory(
        database,
        discord_client_id=str(fake.application_id),
        discord_client_secret=fake.oauth.client_secret,
        activity_frame_origins="http://127.0.0.1:9999",
    )


async def post(
    session: aiohttp.ClientSession, url: str, body: object, token: str | None = None
) -> tuple[int, Any]:
    headers = {"Authorization": f"Bearer {token}"} if token is not None else {}
    async with session.post(url, json=body, headers=headers) as answer:
        return answer.status, await answer.json()


async def test_a_code_is_exchanged_for_its_user_and_the_table_is_found(
    fake: FakeDiscord, tmp_path: Path
) -> None:
    alice, bob, carol = fake.user("Alice"), fake.user("Bob"), fake.user("Carol")
    async with run_client(fake, activity_factory(fake, tmp_path / "t.sqlite3")) as running:
        bot: TabulaBot = running.client  # type: ignore[assignment]
        _, table = await start_table(fake, running, "builders", alice, [bob])
        site = base(bot)
        spectator = "/t/" + TableLinks(SECRET.encode(), site).token(table.id)
        channel = str(table.channel_id)
        app_id = str(fake.application_id)
        async with browser() as session:
            code = fake.oauth.issue_code(alice.user, app_id, ("identify",))
            status, answer = await post(session, f"{site}/api/token", {"code": code})
            assert status == 200
            assert answer["user"] == {"id": str(alice.id), "username": "Alice"}
            alice_token = answer["access_token"]
            assert fake.oauth.grant_of(alice_token) is not None
            assert fake.oauth.exchanges == ["ok Alice"]

            # a code is good for one exchange only
            status, answer = await post(session, f"{site}/api/token", {"code": code})
            assert (status, answer) == (
                400,
                {"error": "invalid_grant", "reason": 'Invalid "code" in request.'},
            )
            late = fake.oauth.issue_code(carol.user, app_id, ("identify",))
            fake.clock.advance(CODE_SECONDS + 1)
            status, answer = await post(session, f"{site}/api/token", {"code": late})
            assert (status, answer["error"]) == (400, "invalid_grant")
            status, answer = await post(session, f"{site}/api/token", {"code": "made-up"})
            assert (status, answer["error"]) == (400, "invalid_grant")
            other_app = fake.oauth.issue_code(carol.user, "1234", ("identify",))
            status, answer = await post(session, f"{site}/api/token", {"code": other_app})
            assert (status, answer["error"]) == (400, "invalid_grant")
            status, answer = await post(session, f"{site}/api/token", {})
            assert (status, answer) == (
                400,
                {"error": "invalid_request", "reason": "code is missing"},
            )
            assert fake.oauth.exchanges == ["ok Alice", *["invalid_grant"] * 4]

            # without players' pages (bot.web.play), the seated player and a spectator both
            # get the spectator page, as a path on this origin
            assert bot.web is not None and bot.web.activity is not None
            bot.web.activity.player_page = None
            carol_code = fake.oauth.issue_code(carol.user, app_id, ("identify",))
            _, answer = await post(session, f"{site}/api/token", {"code": carol_code})
            carol_token = answer["access_token"]
            where = f"{site}/api/activity/table"
            for token in (alice_token, carol_token):
                status, answer = await post(session, where, {"channel_id": channel}, token)
                assert (status, answer) == (200, {"url": spectator})
            # with the players' own pages, the seated player goes to theirs
            bot.web.activity.player_page = lambda table_id, user_id: (
                f"{site}/p/{table_id}-{user_id}"
            )
            status, answer = await post(session, where, {"channel_id": channel}, alice_token)
            assert (status, answer) == (200, {"url": f"/p/{table.id}-{alice.id}"})
            status, answer = await post(session, where, {"channel_id": channel}, carol_token)
            assert (status, answer) == (200, {"url": spectator})

            status, answer = await post(session, where, {"channel_id": "42"}, carol_token)
            assert (status, answer["error"]) == (404, "no_table")
            status, answer = await post(session, where, {"channel_id": channel}, "not-a-token")
            assert (status, answer["error"]) == (401, "invalid_token")
            status, answer = await post(session, where, {"channel_id": channel})
            assert (status, answer["error"]) == (401, "invalid_token")
            status, answer = await post(session, where, {"channel_id": "#1"}, carol_token)
            assert (status, answer["error"]) == (400, "invalid_request")


async def test_a_wrong_client_secret_is_the_servers_fault_not_the_users(
    fake: FakeDiscord, tmp_path: Path
) -> None:
    alice = fake.user("Alice")
    async with run_client(fake, activity_factory(fake, tmp_path / "t.sqlite3")) as running:
        bot: TabulaBot = running.client  # type: ignore[assignment]
        fake.oauth.client_secret = "rotated in the developer portal"
        code = fake.oauth.issue_code(alice.user, str(fake.application_id), ("identify",))
        async with browser() as session:
            status, answer = await post(session, f"{base(bot)}/api/token", {"code": code})
        assert (status, answer["error"]) == (502, "invalid_client")
        assert fake.oauth.exchanges == ["invalid_client"]
        assert any("DISCORD_CLIENT_SECRET" in line for line in fake.bot_errors)
        fake.bot_errors.clear()


async def test_only_the_activitys_pages_are_framed_and_only_by_discord(
    fake: FakeDiscord, tmp_path: Path
) -> None:
    alice, bob = fake.user("Alice"), fake.user("Bob")
    async with run_client(fake, activity_factory(fake, tmp_path / "t.sqlite3")) as running:
        bot: TabulaBot = running.client  # type: ignore[assignment]
        _, table = await start_table(fake, running, "builders", alice, [bob])
        site = base(bot)
        page = TableLinks(SECRET.encode(), site).page(table.id)
        async with browser() as session:
            async with session.get(f"{site}/activity?frame_id=f1&platform=desktop") as answer:
                assert answer.status == 200
                assert answer.headers["Content-Security-Policy"] == ACTIVITY_CSP
                assert "X-Frame-Options" not in answer.headers
                html = await answer.text()
            assert f'data-client-id="{fake.application_id}"' in html
            assert '<script src="/activity.js" defer></script>' in html
            async with session.get(f"{site}/activity.js") as answer:
                assert answer.status == 200
                assert answer.content_type == "text/javascript"
            async with session.get(f"{page}?frame_id=f1") as answer:
                assert answer.status == 200
                assert answer.headers["Content-Security-Policy"] == ACTIVITY_CSP
            async with session.get(page) as answer:
                assert answer.headers["Content-Security-Policy"] == CSP
                assert answer.headers["X-Frame-Options"] == "DENY"
            # POST is the Activity's, under /api/ only
            async with session.post(page, json={}) as answer:
                assert answer.status == 405
            async with session.post(
                f"{site}/api/token", data="code=x", headers={"Content-Type": "text/plain"}
            ) as answer:
                assert answer.status == 415


async def test_without_the_oauth2_settings_there_is_no_activity(
    fake: FakeDiscord, tmp_path: Path
) -> None:
    assert not Settings(
        web_url="http://127.0.0.1:1", web_port=1, web_secret=SECRET, discord_client_id="1"
    ).activity_on
    assert not Settings(discord_client_id="1", discord_client_secret="s").activity_on
    async with run_client(fake, web_factory(tmp_path / "t.sqlite3")) as running:
        bot: TabulaBot = running.client  # type: ignore[assignment]
        assert bot.web is not None and bot.web.activity is None
        site = base(bot)
        async with browser() as session:
            async with session.get(f"{site}/activity?frame_id=f1") as answer:
                assert answer.status == 404
                assert answer.headers["Content-Security-Policy"] == CSP
            async with session.post(f"{site}/api/token", json={"code": "x"}) as answer:
                assert answer.status == 404


async def test_a_table_in_a_thread_is_found_from_its_channel(
    fake: FakeDiscord, tmp_path: Path
) -> None:
    alice, bob, carol = fake.user("Alice"), fake.user("Bob"), fake.user("Carol")
    factory = web_factory(
        tmp_path / "t.sqlite3",
        discord_client_id=str(fake.application_id),
        discord_client_secret=fake.oauth.client_secret,
        table_threads=True,
    )
    async with run_client(fake, factory) as running:
        bot: TabulaBot = running.client  # type: ignore[assignment]
        _, first = await start_table(fake, running, "builders", alice, [bob])
        _, second = await start_table(fake, running, "builders", carol, [bob])
        general = fake.channel("general").id
        assert first.channel_id != general and second.channel_id != general
        site = base(bot)
        links = TableLinks(SECRET.encode(), site)
        app_id = str(fake.application_id)
        assert bot.web is not None and bot.web.activity is not None
        bot.web.activity.player_page = None  # the spectator page names the table found
        async with browser() as session:
            for who, table in ((alice, first), (carol, second), (bob, second)):
                code = fake.oauth.issue_code(who.user, app_id, ("identify",))
                _, answer = await post(session, f"{site}/api/token", {"code": code})
                status, answer = await post(
                    session,
                    f"{site}/api/activity/table",
                    {"channel_id": str(general)},
                    answer["access_token"],
                )
                # the newest table the person sits at (Bob sits at both)
                assert (status, answer) == (200, {"url": f"/t/{links.token(table.id)}"})

"""Tabula as a Discord Activity: the page Discord frames, and the two calls its script makes.

Discord opens ``GET /activity?frame_id=…&instance_id=…&channel_id=…&platform=…`` (through
its proxy, ``<client id>.discordsays.com``, mapped to WEB_URL) in a frame of its client. The
script (``static/activity.js``, built from ``activity_src/``) shakes hands with the client,
has the user authorize the application (``identify``), sends the code to ``POST /api/token``,
which exchanges it with Discord for an access token (OAuth2's authorization-code grant) and
names the user (``GET /users/@me``); then ``POST /api/activity/table`` with that token and the
channel answers where to go: the player's own page if they sit at the channel's table, else
its spectator page. The page goes there, still inside the frame.

An Activity may make no request outside its own origin (Discord's proxy), so every address
given here is a path on this server, and the page loads nothing from elsewhere. Only the
Activity's pages may be framed, and only by Discord (and ACTIVITY_FRAME_ORIGINS): a table's
page opened in the Activity carries Discord's ``frame_id`` (:meth:`ActivityRoutes.framing`);
anywhere else it keeps ``frame-ancestors 'none'``.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Callable
from html import escape
from pathlib import Path
from typing import Any, Protocol

import aiohttp
import discord
from aiohttp import web

from bot.web.links import TableLinks
from storage.models import Table, TableStatus

log = logging.getLogger(__name__)

SCRIPT = Path(__file__).parent / "static" / "activity.js"
# Discord's client and its Activities' proxy; ACTIVITY_FRAME_ORIGINS adds to them.
DISCORD_ANCESTORS = ("https://discord.com", "https://*.discord.com", "https://*.discordsays.com")
# The query parameter Discord starts every Activity with: a page asked for with it is inside one.
FRAME_ID = "frame_id"
MAX_BODY = 4096
EXCHANGE_SECONDS = 10.0
JSON_TYPE = "application/json"
# A player's own page at a table, when the web server has them (table id, user id -> URL).
PlayerPage = Callable[[int, int], str]


# The channel a thread was opened in, as far as the bot's client knows (None: not a thread).
ThreadParent = Callable[[int], int | None]


class OpenTables(Protocol):
    async def table_in_channel(self, channel_id: int) -> Table | None: ...

    async def list_open_tables(self) -> list[Table]: ...


class Refusal(Exception):
    """What the Activity's call gets instead: an HTTP status and a reason."""

    def __init__(self, status: int, error: str, reason: str) -> None:
        super().__init__(reason)
        self.status = status
        self.error = error
        self.reason = reason

    def response(self) -> web.Response:
        return web.json_response({"error": self.error, "reason": self.reason}, status=self.status)


def api_base() -> str:
    """Discord's API, where discord.py sends the bot's requests too: the local Discord moves
    both at once (``FakeDiscord.start``)."""
    return str(discord.http.Route.BASE)


def activity_html(client_id: str) -> str:
    return (
        '<!doctype html><html lang="en"><head><meta charset="utf-8">'
        '<meta name="viewport" content="width=device-width, initial-scale=1">'
        "<title>Tabula</title>"
        '<link rel="icon" href="/static/icon.svg" type="image/svg+xml">'
        '<link rel="stylesheet" href="/static/table.css">'
        '<script src="/activity.js" defer></script></head>'
        f'<body data-client-id="{escape(client_id)}"><main id="activity"><h1>Tabula</h1>'
        '<p id="status" role="status">Connecting to Discord…</p></main></body></html>'
    )


class ActivityRoutes:
    def __init__(
        self,
        client_id: str,
        client_secret: str,
        tables: OpenTables,
        links: TableLinks,
        player_page: PlayerPage | None = None,
        frame_origins: str = "",
    ) -> None:
        self.client_id = client_id
        self._client_secret = client_secret
        self.tables = tables
        self.links = links
        self.player_page = player_page
        # set by the bot: tables that play in threads are found from their parent channel
        self.thread_parent: ThreadParent | None = None
        ancestors = " ".join((*DISCORD_ANCESTORS, *frame_origins.split()))
        self.frame_ancestors = f"frame-ancestors {ancestors}"
        self._script = SCRIPT.read_bytes()

    def add_to(self, app: web.Application) -> None:
        app.router.add_get("/activity", self.page)
        app.router.add_get("/activity.js", self.script)
        app.router.add_post("/api/token", self.token)
        app.router.add_post("/api/activity/table", self.table)

    def framing(self, request: web.Request) -> str | None:
        """The frame-ancestors directive for a page of the Activity; None for any other."""
        if request.path == "/activity" or FRAME_ID in request.query:
            return self.frame_ancestors
        return None

    async def page(self, request: web.Request) -> web.Response:
        return web.Response(
            text=activity_html(self.client_id),
            content_type="text/html",
            headers={"Cache-Control": "no-cache"},
        )

    async def script(self, request: web.Request) -> web.Response:
        return web.Response(
            body=self._script,
            content_type="text/javascript",
            headers={"Cache-Control": "no-cache"},
        )

    async def token(self, request: web.Request) -> web.Response:
        """The code from ``commands.authorize`` exchanged for an access token, and its user."""
        try:
            code = _text(await _body(request), "code")
            async with _client() as http:
                access_token = await self._exchange(http, code)
                user = await _user(http, access_token)
        except Refusal as refusal:
            return refusal.response()
        return web.json_response(
            {
                "access_token": access_token,
                "user": {"id": user["id"], "username": user.get("username", "")},
            }
        )

    async def table(self, request: web.Request) -> web.Response:
        """Where the Activity goes for ``channel_id``: a path on this server."""
        try:
            channel_id = _text(await _body(request), "channel_id")
            if not channel_id.isdigit() or len(channel_id) > 20:
                raise Refusal(400, "invalid_request", "channel_id is not a Discord id")
            access_token = _bearer(request)
            async with _client() as http:
                user = await _user(http, access_token)
            url = await self._where(int(channel_id), int(user["id"]))
        except Refusal as refusal:
            return refusal.response()
        return web.json_response({"url": url})

    async def table_for(self, channel_id: int, user_id: int) -> Table | None:
        """The table an Activity started in the channel shows the user: the channel's own, or
        one playing in a thread of it."""
        return await self.tables.table_in_channel(channel_id) or await self._in_threads(
            channel_id, user_id
        )

    async def _where(self, channel_id: int, user_id: int) -> str:
        table = await self.table_for(channel_id, user_id)
        if table is None:
            raise Refusal(404, "no_table", "No table plays in this channel: start one with /… new.")
        if table.status is not TableStatus.ACTIVE:
            raise Refusal(409, "not_started", "This channel's table has not started yet.")
        seated = table.seat_of(user_id) is not None
        if seated and self.player_page is not None:
            url = self.player_page(table.id, user_id)
        else:
            url = self.links.page(table.id)
        # a path: the Activity may reach nothing but its own origin (Discord's proxy)
        return url.removeprefix(self.links.base_url)

    async def _in_threads(self, channel_id: int, user_id: int) -> Table | None:
        """A table playing in a thread of the channel (an Activity starts in the channel, the
        table plays in a thread of it): the newest the user sits at, else the newest."""
        parent = self.thread_parent
        if parent is None:
            return None
        playing = [
            t
            for t in await self.tables.list_open_tables()
            if t.status is TableStatus.ACTIVE and parent(t.channel_id) == channel_id
        ]
        seated = [t for t in playing if t.seat_of(user_id) is not None]
        return max(seated or playing, key=lambda t: t.id, default=None)

    async def _exchange(self, http: aiohttp.ClientSession, code: str) -> str:
        form = {
            "client_id": self.client_id,
            "client_secret": self._client_secret,
            "grant_type": "authorization_code",
            "code": code,
        }
        status, body = await _call(http, "POST", "/oauth2/token", data=form)
        if status == 200 and isinstance(body.get("access_token"), str):
            return str(body["access_token"])
        name = str(body.get("error", "")) or f"HTTP {status}"
        reason = str(body.get("error_description", "")) or "Discord refused the code"
        if status == 401 or name == "invalid_client":
            # our own settings are wrong, not the user's code
            log.error("Discord refused DISCORD_CLIENT_ID / DISCORD_CLIENT_SECRET: %s", reason)
            raise Refusal(502, name, "The Activity's settings are wrong (DISCORD_CLIENT_SECRET).")
        raise Refusal(400 if status < 500 else 502, name, reason)


def _client() -> aiohttp.ClientSession:
    return aiohttp.ClientSession(timeout=aiohttp.ClientTimeout(total=EXCHANGE_SECONDS))


async def _call(
    http: aiohttp.ClientSession, method: str, route: str, **kwargs: Any
) -> tuple[int, dict[str, Any]]:
    try:
        async with http.request(method, api_base() + route, **kwargs) as answer:
            text = await answer.text()
            status = answer.status
    except (aiohttp.ClientError, TimeoutError) as failure:
        log.warning("Discord's %s did not answer: %s", route, type(failure).__name__)
        raise Refusal(502, "discord_unreachable", "Discord did not answer.") from failure
    try:
        body = json.loads(text)
    except ValueError:
        body = {}
    return status, body if isinstance(body, dict) else {}


async def _user(http: aiohttp.ClientSession, access_token: str) -> dict[str, Any]:
    headers = {"Authorization": f"Bearer {access_token}"}
    status, body = await _call(http, "GET", "/users/@me", headers=headers)
    if status == 200 and str(body.get("id", "")).isdigit():
        return body
    if status in (401, 403):
        raise Refusal(401, "invalid_token", "Discord does not know this access token.")
    raise Refusal(502, f"HTTP {status}", "Discord did not name the user.")


async def _body(request: web.Request) -> dict[str, Any]:
    if request.content_type != JSON_TYPE:
        raise Refusal(415, "invalid_request", f"the body must be {JSON_TYPE}")
    if request.content_length is None or request.content_length > MAX_BODY:
        raise Refusal(413, "invalid_request", "the body is too long")
    try:
        body = json.loads(await request.read())
    except ValueError as bad:
        raise Refusal(400, "invalid_request", "the body is not JSON") from bad
    if not isinstance(body, dict):
        raise Refusal(400, "invalid_request", "the body is not a JSON object")
    return body


def _text(body: dict[str, Any], name: str) -> str:
    value = body.get(name)
    if not isinstance(value, str) or not value or len(value) > 512:
        raise Refusal(400, "invalid_request", f"{name} is missing")
    return value


def _bearer(request: web.Request) -> str:
    header = request.headers.get("Authorization", "")
    token = header.removeprefix("Bearer ").strip()
    if not header.startswith("Bearer ") or not token or len(token) > 512:
        raise Refusal(401, "invalid_token", "Authorization: Bearer <access token> is missing")
    return token

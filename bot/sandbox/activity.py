"""The sandbox's stand-in for the Discord client around Tabula's Activity.

For a channel whose table plays, the page offers "Start the Activity": a frame of the bot's
``/activity`` with the query parameters Discord starts an Activity with
(``GET /api/activity?channel=…`` gives its address), and the client's side of the SDK's
handshake in the page (static/discord_client.js). What only Discord can do is asked here: a
code for the person the page plays as (``POST /api/activity/authorize``, issued by the local
Discord for the application, as Discord's OAuth2 modal would), and the check of an access
token (``POST /api/activity/authenticate``, answered as the Discord client answers the SDK's
AUTHENTICATE).
"""

from __future__ import annotations

import secrets
import uuid
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from urllib.parse import urlencode, urlsplit

from aiohttp import web

from bot.localdiscord.server import FakeDiscord
from bot.localdiscord.state import Json
from bot.sandbox.body import Malformed, is_digits, read_object, text, texts
from storage.models import Table, TableStatus

# The SDK's RPC error codes (RPCErrorCodes in @discord/embedded-app-sdk).
INVALID_PAYLOAD = 4000
INVALID_CLIENTID = 4007
INVALID_TOKEN = 4009
INVALID_USER = 4010

# The table an Activity started in a channel shows (bot.web.activity: the channel's own, or
# one in a thread of it), for a user id (0: anyone).
TableFor = Callable[[int, int], Awaitable[Table | None]]


@dataclass(frozen=True)
class ActivityLauncher:
    """Where the bot serves its Activity (``web_url``) and how it finds a channel's table."""

    fake: FakeDiscord
    web_url: str
    table_for: TableFor

    @property
    def origin(self) -> str:
        parts = urlsplit(self.web_url)
        return f"{parts.scheme}://{parts.netloc}"

    async def plays(self, channel_id: int) -> bool:
        table = await self.table_for(channel_id, 0)
        return table is not None and table.status is TableStatus.ACTIVE

    def address(self, channel_id: int) -> str:
        """The Activity's address, as Discord's client frames it in this channel."""
        query = {
            "frame_id": str(uuid.uuid4()),
            "instance_id": f"i-{secrets.token_hex(8)}-gc-{self.fake.guild.id}-{channel_id}",
            "channel_id": str(channel_id),
            "guild_id": str(self.fake.guild.id),
            "platform": "desktop",
        }
        return f"{self.web_url}/activity?{urlencode(query)}"


LAUNCHER_KEY = web.AppKey("activity", ActivityLauncher)


def add_activity(app: web.Application, launcher: ActivityLauncher) -> None:
    app[LAUNCHER_KEY] = launcher
    app.router.add_get("/api/activity", _launch)
    app.router.add_post("/api/activity/authorize", _authorize)
    app.router.add_post("/api/activity/authenticate", _authenticate)


async def activity_state(app: web.Application, channel_id: int | None) -> bool:
    """Whether the page offers the Activity in this channel."""
    launcher = app.get(LAUNCHER_KEY)
    return launcher is not None and channel_id is not None and await launcher.plays(channel_id)


async def _launch(request: web.Request) -> web.Response:
    launcher = request.app[LAUNCHER_KEY]
    channel = request.query.get("channel", "")
    if not is_digits(channel) or not await launcher.plays(int(channel)):
        return web.json_response({"error": "no table plays in this channel"}, status=404)
    return web.json_response(
        {
            "url": launcher.address(int(channel)),
            "origin": launcher.origin,
            "client_id": str(launcher.fake.application_id),
        }
    )


def _rpc_error(code: int, message: str) -> web.Response:
    # what the client's side answers the SDK with, as the data of an ERROR frame
    return web.json_response({"error": {"code": code, "message": message}}, status=400)


async def _authorize(request: web.Request) -> web.Response:
    """AUTHORIZE: the person the page plays as allows the application; its code."""
    fake = request.app[LAUNCHER_KEY].fake
    try:
        body = await read_object(request)
        name, client_id, scopes = text(body, "as"), text(body, "client_id"), texts(body, "scope")
    except Malformed as malformed:
        return _rpc_error(INVALID_PAYLOAD, str(malformed))
    if client_id != str(fake.application_id):
        return _rpc_error(INVALID_CLIENTID, "Invalid client id")
    actor = next((a for a in fake.actors.values() if a.name == name), None)
    if actor is None:
        return _rpc_error(INVALID_USER, f"nobody called {name!r} is on this server")
    code = fake.oauth.issue_code(actor.user, client_id, tuple(scopes))
    return web.json_response({"code": code})


async def _authenticate(request: web.Request) -> web.Response:
    """AUTHENTICATE: the access token checked with the local Discord; who it names."""
    fake = request.app[LAUNCHER_KEY].fake
    try:
        token = text(await read_object(request), "access_token")
    except Malformed as malformed:
        return _rpc_error(INVALID_PAYLOAD, str(malformed))
    answer: Json | None = fake.oauth.authenticated(token)
    if answer is None:
        return _rpc_error(INVALID_TOKEN, "Invalid access token")
    return web.json_response(answer)

"""The sandbox's web page and the small JSON API behind it (aiohttp, 127.0.0.1 only).

The page asks for what one person sees (`GET /api/state`), listens for changes
(`GET /api/events`, server-sent events: the local Discord's change count) and acts as that
person through the local Discord's actors, which refuse what the Discord client would not
allow (`POST /api/slash`, `/api/click`, `/api/select`, `/api/modal`, `/api/modal/close`);
`POST /api/dms` opens or closes a person's DMs, to see what the bot does when they are closed.
`/api/activity…` starts Tabula's Discord Activity in a channel (bot/sandbox/activity.py).
Only the page itself may use them (bot/sandbox/guard.py), with JSON bodies read strictly
(bot/sandbox/body.py).
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

from aiohttp import web

from bot.localdiscord.actors import Actor
from bot.localdiscord.server import FakeDiscord
from bot.localdiscord.state import Json
from bot.sandbox.activity import ActivityLauncher, activity_state, add_activity
from bot.sandbox.body import (
    MAX_BODY_BYTES,
    Malformed,
    flag,
    is_digits,
    optional_text,
    read_object,
    scalar_map,
    snowflake,
    text,
    text_map,
    texts,
)
from bot.sandbox.guard import only_own_page
from bot.sandbox.snapshot import find_attachment, option_value, snapshot

STATIC = Path(__file__).with_name("static")
# An idle event stream says so this often, so that a closed page is noticed and dropped.
KEEPALIVE_SECONDS = 15.0
FAKE_KEY = web.AppKey("fake", FakeDiscord)
CLOSING_KEY = web.AppKey("closing", asyncio.Event)

Handler = Callable[[web.Request], Awaitable[web.StreamResponse]]


class Refused(Exception):
    """What the page asked for is not possible: the person is told why."""


def make_app(
    fake: FakeDiscord, *, bind_host: str, activity: ActivityLauncher | None = None
) -> web.Application:
    """The page's server, for a site bound to `bind_host` (the `Host` it answers for);
    with `activity`, the page starts the bot's Discord Activity too."""
    app = web.Application(middlewares=[only_own_page(bind_host)], client_max_size=MAX_BODY_BYTES)
    app[FAKE_KEY] = fake
    app[CLOSING_KEY] = asyncio.Event()
    app.router.add_get("/", _index)
    app.router.add_static("/static/", STATIC)
    app.router.add_get("/files/{attachment_id}/{filename}", _file)
    app.router.add_get("/api/state", _state)
    app.router.add_get("/api/events", _events)
    app.router.add_post("/api/slash", _acting(_slash))
    app.router.add_post("/api/click", _acting(_click))
    app.router.add_post("/api/select", _acting(_select))
    app.router.add_post("/api/modal", _acting(_modal))
    app.router.add_post("/api/modal/close", _acting(_close_modal))
    app.router.add_post("/api/dms", _acting(_set_dms))
    if activity is not None:
        add_activity(app, activity)
    app.on_shutdown.append(_end_streams)
    return app


async def _end_streams(app: web.Application) -> None:
    app[CLOSING_KEY].set()
    # a stream waits for the next change: woken now, it ends, rather than holding the shutdown
    # up for its whole timeout (a page left open made every stop take 5 s)
    app[FAKE_KEY].touch()


async def _index(request: web.Request) -> web.StreamResponse:
    return web.FileResponse(STATIC / "index.html")


async def _file(request: web.Request) -> web.StreamResponse:
    attachment_id = request.match_info["attachment_id"]
    found = (
        find_attachment(request.app[FAKE_KEY], int(attachment_id))
        if is_digits(attachment_id)
        else None
    )
    if found is None:
        raise web.HTTPNotFound()
    return web.Response(body=found.data, content_type=found.content_type)


def _actor(fake: FakeDiscord, name: object) -> Actor:
    actor = next((a for a in fake.actors.values() if a.name == name), None)
    if actor is None:
        raise Refused(f"nobody called {name!r} is on this server")
    return actor


async def _state(request: web.Request) -> web.StreamResponse:
    fake = request.app[FAKE_KEY]
    try:
        actor = _actor(fake, request.query.get("as", ""))
    except Refused as refused:
        return web.json_response({"error": str(refused)}, status=400)
    channel = request.query.get("channel", "")
    state = snapshot(fake, actor, int(channel) if is_digits(channel) else None)
    shown = state.get("channel")
    state["activity"] = await activity_state(
        request.app, int(shown) if isinstance(shown, str) and is_digits(shown) else None
    )
    return web.json_response(state)


async def _events(request: web.Request) -> web.StreamResponse:
    """The local Discord's change count, each time it changes."""
    fake, closing = request.app[FAKE_KEY], request.app[CLOSING_KEY]
    response = web.StreamResponse(
        headers={"Content-Type": "text/event-stream", "Cache-Control": "no-cache"}
    )
    await response.prepare(request)
    seen = -1
    with contextlib.suppress(ConnectionResetError):
        while not closing.is_set():
            version = await fake.next_change(seen, timeout=KEEPALIVE_SECONDS)
            if version == seen:
                await response.write(b": still here\n\n")
                continue
            seen = version
            await response.write(f"data: {version}\n\n".encode())
    return response


def _acting(act: Callable[[FakeDiscord, Actor, Json], Awaitable[None]]) -> Handler:
    """A POST that makes someone act: answered once the bot acknowledged it, or with why
    it could not be done (what Discord's client would refuse, or the bot's silence)."""

    async def handle(request: web.Request) -> web.StreamResponse:
        fake = request.app[FAKE_KEY]
        try:
            body = await read_object(request)
            await act(fake, _actor(fake, text(body, "as")), body)
        except (Malformed, Refused, AssertionError, KeyError, ValueError) as refused:
            # the actors explain a refusal in the first line, then append the transcript
            reason = str(refused).split("\n", 1)[0] or type(refused).__name__
            return web.json_response({"error": reason}, status=400)
        return web.json_response({"ok": True})

    return handle


def _message(fake: FakeDiscord, body: Json) -> Any:
    message = fake.messages.get(snowflake(body, "message_id"))
    if message is None:
        raise Refused("that message is gone")
    return message


async def _slash(fake: FakeDiscord, actor: Actor, body: Json) -> None:
    command = " ".join(text(body, "command").strip().lstrip("/").split())
    if not command:
        raise Malformed("command is empty")
    # the page may not know its channel yet (""): the server's first channel then
    channel_id = optional_text(body, "channel_id") or ""
    channel = int(channel_id) if is_digits(channel_id) else None
    if channel is not None and channel not in fake.channels:
        channel = None  # a DM or a channel that is gone: the server's first channel
    given = scalar_map(body, "options")
    kinds = _option_kinds(fake, command)
    options = {
        name: option_value(fake, kinds.get(name, 3), value)
        for name, value in given.items()
        if value not in ("", None)
    }
    await actor.slash(command, channel=channel, **options)


def _option_kinds(fake: FakeDiscord, command: str) -> dict[str, int]:
    names = command.split()
    node: Json = next((c for c in fake.synced_commands() if c.get("name") == names[0]), {})
    for name in names[1:]:
        node = next((o for o in node.get("options", []) if o.get("name") == name), {})
    return {str(o["name"]): int(o["type"]) for o in node.get("options", [])}


async def _click(fake: FakeDiscord, actor: Actor, body: Json) -> None:
    custom_id = text(body, "custom_id")
    await actor.click(_message(fake, body), custom_id)


async def _select(fake: FakeDiscord, actor: Actor, body: Json) -> None:
    custom_id, values = text(body, "custom_id"), texts(body, "values")
    await actor.select(_message(fake, body), custom_id, values)


async def _modal(fake: FakeDiscord, actor: Actor, body: Json) -> None:
    await actor.submit_modal(text_map(body, "values"))


async def _close_modal(fake: FakeDiscord, actor: Actor, body: Json) -> None:
    opened = actor.open_modal()
    if opened is not None:
        opened[1]["_submitted"] = True  # dismissed: Discord tells the bot nothing
        fake.touch()


async def _set_dms(fake: FakeDiscord, actor: Actor, body: Json) -> None:
    if flag(body, "open"):
        actor.open_dms()
    else:
        actor.close_dms()  # the bot's DMs to them now fail with 403 / 50007, as on Discord
    fake.touch()

"""Only the sandbox's own page may use its server (issue 34, point 8), over real HTTP on
127.0.0.1: a request for another `Host` (DNS rebinding) reads nothing, a POST from another
`Origin` or with a body that is not JSON changes nothing, and a malformed body is refused with
400 and its reason, never a 500; each time the world is left as it was, no lobby opened.
The page itself (tests/sandbox/test_browser.py) and clients without an `Origin` (curl, the
tests' own API calls) keep working."""

from __future__ import annotations

import asyncio
import json
from typing import Any

import aiohttp
from playwright.async_api import Request, Route, async_playwright

from bot.sandbox.body import MAX_BODY_BYTES
from bot.sandbox.runner import Sandbox
from bot.sandbox.world import PEOPLE
from tests.needs import missing
from tests.sandbox.test_browser import CHROMIUM, CHROMIUM_ARGS, PAGE_TIMEOUT_MS

JSON = {"Content-Type": "application/json"}
FOREIGN = "evil.test"


def world(sandbox: Sandbox) -> tuple[int, list[int], list[bool]]:
    """What an accepted request would change: interactions started, messages, open DMs."""
    fake = sandbox.fake
    dms = [fake.user(name).user.dms_open for name in PEOPLE]
    return len(fake.interactions), sorted(fake.messages), dms


def hosts_reason(port: int) -> str:
    return f"this server answers only for 127.0.0.1:{port} or localhost:{port}"


async def answer(
    session: aiohttp.ClientSession, method: str, url: str, **options: Any
) -> tuple[int, Any]:
    async with session.request(method, url, **options) as got:
        is_json = got.content_type == "application/json"
        return got.status, await got.json() if is_json else got.content_type


def lobby_request(sandbox: Sandbox) -> dict[str, str]:
    general = sandbox.fake.channel("general")
    return {"as": "Alice", "command": "builders new", "channel_id": str(general.id)}


async def test_another_host_reads_nothing_and_changes_nothing(sandbox: Sandbox) -> None:
    url, port = sandbox.url, sandbox.port
    before = world(sandbox)
    refused = (403, {"error": hosts_reason(port)})
    async with aiohttp.ClientSession() as session:
        for host in (f"{FOREIGN}:{port}", FOREIGN, f"127.0.0.1:{port + 1}", f"localhost.:{port}"):
            rebound = {"Host": host}
            for path in ("", "api/state?as=Alice", "api/events", "static/app.js", "files/1/a"):
                assert await answer(session, "GET", url + path, headers=rebound) == refused, path
            # what a rebound page's own fetch would send: JSON, from its own origin
            own = {**rebound, **JSON, "Origin": f"http://{host}"}
            posted = await answer(
                session, "POST", url + "api/slash", headers=own, json=lobby_request(sandbox)
            )
            assert posted == refused, host
        assert world(sandbox) == before
        assert await _without_host(port) == (403, {"error": hosts_reason(port)})

        # the names this machine knows the server by
        for host in (f"127.0.0.1:{port}", f"localhost:{port}", f"LOCALHOST:{port}"):
            status, shown = await answer(
                session, "GET", url + "api/state?as=Alice", headers={"Host": host}
            )
            assert (status, shown["guild"]) == (200, "Tabula Sandbox"), host
    assert world(sandbox) == before


async def _without_host(port: int) -> tuple[int, Any]:
    """An HTTP/1.0 request, which may leave `Host` out."""
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    try:
        writer.write(b"GET /api/state?as=Alice HTTP/1.0\r\n\r\n")
        await writer.drain()
        head, _, body = (await reader.read()).partition(b"\r\n\r\n")
    finally:
        writer.close()
        await writer.wait_closed()
    return int(head.split()[1]), json.loads(body)


async def test_a_post_from_another_origin_opens_no_lobby(sandbox: Sandbox) -> None:
    url, port = sandbox.url, sandbox.port
    slash = url + "api/slash"
    lobby = lobby_request(sandbox)
    # a form on another site: `enctype="text/plain"` sends a JSON-looking body with no preflight
    plain = json.dumps({**lobby, "x": ""})[:-2] + '="}'
    refused = (403, {"error": "only the sandbox's own page may act here"})
    before = world(sandbox)
    async with aiohttp.ClientSession() as session:
        for origin in (f"http://{FOREIGN}", f"http://{FOREIGN}:{port}", "null"):
            posted = await answer(
                session,
                "POST",
                slash,
                data=plain,
                headers={"Origin": origin, "Content-Type": "text/plain"},
            )
            assert posted == refused, origin
            for route, body in (("api/slash", lobby), ("api/dms", {"as": "Bob", "open": False})):
                posted = await answer(
                    session, "POST", url + route, json=body, headers={"Origin": origin}
                )
                assert posted == refused, (origin, route)
        # the port is part of the origin: another server on this machine is another site
        for other in (f"http://127.0.0.1:{port + 1}", f"https://127.0.0.1:{port}"):
            posted = await answer(session, "POST", slash, json=lobby, headers={"Origin": other})
            assert posted == refused, other
        assert world(sandbox) == before

        # the page itself, by either name, and a client that sends no Origin (curl)
        own = {"Origin": f"http://localhost:{port}", "Host": f"localhost:{port}"}
        dms = {"as": "Bob", "open": False}
        assert await answer(session, "POST", url + "api/dms", json=dms, headers=own) == (
            200,
            {"ok": True},
        )
        assert sandbox.fake.user("Bob").user.dms_open is False
        own = {"Origin": f"http://127.0.0.1:{port}"}
        assert await answer(session, "POST", slash, json=lobby, headers=own) == (200, {"ok": True})
        assert await answer(session, "POST", url + "api/dms", json={**dms, "open": True}) == (
            200,
            {"ok": True},
        )
    assert len(sandbox.fake.interactions) == 1


async def test_only_json_bodies_change_anything(sandbox: Sandbox) -> None:
    url, port = sandbox.url, sandbox.port
    lobby = json.dumps(lobby_request(sandbox))
    refused = (415, {"error": "the body must be JSON (Content-Type: application/json)"})
    before = world(sandbox)
    async with aiohttp.ClientSession() as session:
        for kind in ("text/plain", "application/x-www-form-urlencoded", "multipart/form-data"):
            for origin in ({}, {"Origin": f"http://127.0.0.1:{port}"}):
                headers = {"Content-Type": kind, **origin}
                posted = await answer(
                    session, "POST", url + "api/slash", data=lobby, headers=headers
                )
                assert posted == refused, headers
        # no Content-Type at all
        async with session.post(url + "api/slash", data=lobby.encode()) as got:
            assert got.request_info.headers.get("Content-Type") == "application/octet-stream"
            assert (got.status, await got.json()) == refused
        assert world(sandbox) == before
        headers = {"Content-Type": "application/json; charset=utf-8"}
        posted = await answer(session, "POST", url + "api/slash", data=lobby, headers=headers)
        assert posted == (200, {"ok": True})


def _malformed(sandbox: Sandbox) -> list[tuple[str, bytes, str]]:
    """(route, body, reason): what the page never sends, each with one thing wrong."""
    lobby = lobby_request(sandbox)
    click = {"as": "Bob", "message_id": "1", "custom_id": "Join"}
    replace = {"as": "Alice", "command": "builders replace"}
    deep = 20_000

    def raw(base: dict[str, Any], **changed: Any) -> bytes:
        return json.dumps({**base, **changed}).encode()

    return [
        # not a JSON object at all
        ("api/slash", b"[]", "the body must be a JSON object, not a list"),
        ("api/slash", b"null", "the body must be a JSON object, not null"),
        ("api/slash", b'"Alice"', "the body must be a JSON object, not a string"),
        (
            "api/slash",
            b'{"as": "Alice",',
            "the body is not JSON: Expecting property name enclosed in double quotes: "
            "line 1 column 16 (char 15)",
        ),
        ("api/slash", b'{"as": "\xff"}', "the body is not UTF-8: invalid start byte at byte 8"),
        ("api/slash", b"[" * deep + b"]" * deep, "the body's JSON is nested too deeply"),
        (
            "api/slash",
            raw(lobby, note="x" * MAX_BODY_BYTES),
            f"the body is larger than {MAX_BODY_BYTES} bytes",
        ),
        # numbers that no id or option can be
        (
            "api/click",
            b'{"as": "Bob", "message_id": Infinity, "custom_id": "Join"}',
            "the body holds Infinity, which is not a JSON number",
        ),
        (
            "api/slash",
            b'{"as": "Alice", "command": "builders new", "options": {"seats": 1e999}}',
            "the body holds 1e999, too large a number",
        ),
        # fields missing, empty or of the wrong type
        ("api/slash", raw({"command": "builders new"}), "as is missing"),
        ("api/slash", raw(lobby, **{"as": 5}), "as must be a string, not a number"),
        ("api/modal/close", raw({"as": ["Bob"]}), "as must be a string, not a list"),
        ("api/slash", raw(lobby, command=None), "command must be a string, not null"),
        ("api/slash", raw(lobby, command=" / "), "command is empty"),
        ("api/slash", raw(lobby, channel_id=[1]), "channel_id must be a string, not a list"),
        ("api/slash", raw(lobby, options=[1]), "options must be an object, not a list"),
        ("api/slash", raw(lobby, options="ab"), "options must be an object, not a string"),
        (
            "api/slash",
            raw(lobby, options={"seats": [2], "turn": {}}),
            "options: seats, turn must be a string, a number or a boolean",
        ),
        (
            "api/slash",
            raw(replace, options={"player": "Zed", "to": "Bob"}),
            "nobody called 'Zed' is on this server",
        ),
        ("api/click", raw(click, message_id=None), "message_id must be an id (digits), not null"),
        ("api/click", raw(click, message_id=[1]), "message_id must be an id (digits), not a list"),
        ("api/click", raw(click, message_id=-1), "message_id must be an id (digits), not a number"),
        ("api/click", raw(click, message_id="1\u00b2"), "message_id must be an id (digits)"),
        ("api/click", raw(click, custom_id=7), "custom_id must be a string, not a number"),
        ("api/select", raw(click, values=5), "values must be a list of strings, not a number"),
        ("api/select", raw(click, values=[1]), "values must be a list of strings"),
        ("api/select", raw(click), "values is missing"),
        ("api/modal", raw({"as": "Bob"}), "values is missing"),
        (
            "api/modal",
            raw({"as": "Bob"}, values=[1]),
            "values must be an object of strings, not a list",
        ),
        ("api/modal", raw({"as": "Bob"}, values={"a": 1}), "values must be an object of strings"),
        ("api/dms", raw({"as": "Bob"}), "open is missing"),
        ("api/dms", raw({"as": "Bob"}, open="no"), "open must be true or false, not a string"),
    ]


async def test_malformed_bodies_are_refused_with_their_reason(sandbox: Sandbox) -> None:
    cases = _malformed(sandbox)
    before = world(sandbox)
    async with aiohttp.ClientSession() as session:
        got = [
            await answer(session, "POST", sandbox.url + route, data=body, headers=JSON)
            for route, body, _ in cases
        ]
    assert got == [(400, {"error": reason}) for _, _, reason in cases]
    assert world(sandbox) == before
    async with aiohttp.ClientSession() as session:
        # a malformed query is no 500 either: no such channel, no such file
        status, shown = await answer(
            session, "GET", sandbox.url + "api/state?as=Bob&channel=1\u00b2"
        )
        assert (status, shown["me"]) == (200, "Bob")
        assert await answer(session, "GET", sandbox.url + "files/\u00b2/a.png") == (
            404,
            "text/plain",
        )


# The attacker's page, as if served from their own site: it reads what the server shows, and
# posts the lobby request as a form can (text/plain: no CORS preflight).
ATTACKER_PAGE = """<!doctype html><title>not the sandbox</title>
<iframe name="sink"></iframe>
<form id="lobby" method="POST" enctype="text/plain" target="sink"
      action="http://127.0.0.1:{port}/api/slash"><input id="field" type="hidden"></form>"""
READ_STATE = """async () => {
  const got = await fetch("/api/state?as=Alice");
  return [got.status, await got.text()];
}"""
POST_JSON = """async (body) => {
  const got = await fetch("/api/slash", {
    method: "POST", headers: {"Content-Type": "application/json"}, body: JSON.stringify(body),
  });
  return [got.status, await got.text()];
}"""
SUBMIT_FORM = """([name, value]) => {
  const field = document.getElementById("field");
  field.name = name;
  field.value = value;
  document.getElementById("lobby").submit();
}"""


async def test_a_web_page_elsewhere_in_chromium_neither_reads_nor_acts(sandbox: Sandbox) -> None:
    """DNS rebinding made real: Chromium resolves the attacker's name to 127.0.0.1, so the
    attacker's page and the sandbox share an origin in its eyes. Chromium's own guard against
    pages reaching this machine is off: other browsers have none, the server must not need it."""
    if not CHROMIUM.exists():
        missing(f"{CHROMIUM} is missing: apt-get install -y chromium")
    port = sandbox.port
    attacker = f"http://{FOREIGN}:{port}/"
    lobby = lobby_request(sandbox)
    # the form's one field carries the JSON, its `=` swallowed by a string: `{..., "x": "="}`
    as_form = json.dumps({**lobby, "x": ""})[:-2]
    before = world(sandbox)

    async def attackers_site(route: Route, request: Request) -> None:
        await route.fulfill(content_type="text/html", body=ATTACKER_PAGE.format(port=port))

    async with async_playwright() as playwright:
        browser = await playwright.chromium.launch(
            executable_path=str(CHROMIUM),
            args=[
                *CHROMIUM_ARGS,
                f"--host-resolver-rules=MAP {FOREIGN} 127.0.0.1",
                "--disable-features=BlockInsecurePrivateNetworkRequests,LocalNetworkAccessChecks",
            ],
            headless=True,
        )
        try:
            page = await browser.new_page()
            page.set_default_timeout(PAGE_TIMEOUT_MS)
            await page.route(attacker, attackers_site)
            await page.goto(attacker)
            status, shown = await page.evaluate(READ_STATE)
            assert (status, json.loads(shown)) == (403, {"error": hosts_reason(port)})
            status, shown = await page.evaluate(POST_JSON, lobby)
            assert (status, json.loads(shown)) == (403, {"error": hosts_reason(port)})
            async with page.expect_response(sandbox.url + "api/slash") as posted:
                await page.evaluate(SUBMIT_FORM, [as_form, '"}'])
            answered = await posted.value
            sent = answered.request
            assert (sent.headers["origin"], sent.headers["content-type"]) == (
                f"http://{FOREIGN}:{port}",
                "text/plain",
            )
            assert sent.post_data == json.dumps({**lobby, "x": "="}) + "\r\n"
            assert (answered.status, await answered.json()) == (
                403,
                {"error": "only the sandbox's own page may act here"},
            )
        finally:
            await browser.close()
    assert world(sandbox) == before

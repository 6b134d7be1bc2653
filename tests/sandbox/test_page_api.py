"""The page's JSON API without a browser: what each person is shown, and the reasons it
gives when something cannot be done (the page shows them under the message or command)."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import aiohttp

from bot.sandbox.runner import Sandbox
from tests.sandbox.conftest import new_sandbox


async def _post(session: aiohttp.ClientSession, url: str, body: dict[str, Any]) -> Any:
    async with session.post(url, json=body) as answer:
        return answer.status, await answer.json()


async def test_people_act_and_are_told_why_not(sandbox: Sandbox) -> None:
    fake, url = sandbox.fake, sandbox.url
    general = fake.channel("general")
    async with aiohttp.ClientSession() as session:
        status, body = await _post(
            session,
            url + "api/slash",
            {"as": "Alice", "command": "/builders new", "channel_id": str(general.id)},
        )
        assert (status, body) == (200, {"ok": True})
        lobby = await fake.wait_until(
            lambda: next((m for m in fake.channel_log(general) if m.button_labels()), None)
        )
        join = {"message_id": str(lobby.id), "custom_id": "Join"}
        assert await _post(session, url + "api/click", {"as": "Bob", **join}) == (200, {"ok": True})

        # what the Discord client would not let anyone do, with the reason
        status, body = await _post(
            session, url + "api/click", {"as": "Bob", **join, "custom_id": "Fly"}
        )
        assert status == 400
        assert body["error"].startswith("Bob looks for one button 'Fly' on message")
        status, body = await _post(session, url + "api/click", {"as": "Zed", **join})
        assert (status, body) == (400, {"error": "nobody called 'Zed' is on this server"})
        status, body = await _post(
            session, url + "api/slash", {"as": "Alice", "command": "builders fly"}
        )
        assert (status, body) == (400, {"error": "/builders fly: no subcommand 'fly'"})

        # an ephemeral answer is Carol's alone
        status, _ = await _post(
            session,
            url + "api/slash",
            {"as": "Carol", "command": "tabula help", "channel_id": str(general.id)},
        )
        assert status == 200
        carol = fake.user("Carol")
        answer = await carol.wait_for_message(general)
        assert answer.ephemeral
        async with session.get(url + "api/state", params={"as": "Carol"}) as got:
            shown_to_carol = {m["id"]: m for m in (await got.json())["messages"]}
        async with session.get(url + "api/state", params={"as": "Spectator"}) as got:
            spectator = await got.json()
        assert shown_to_carol[str(answer.id)]["ephemeral"] is True
        assert str(answer.id) not in {m["id"] for m in spectator["messages"]}
        assert spectator["me"] == "Spectator" and spectator["dms"] == []
        assert spectator["warnings"] == [] and spectator["bot_errors"] == []


async def test_a_person_closes_their_dms(sandbox: Sandbox) -> None:
    bob = sandbox.fake.user("Bob")
    async with aiohttp.ClientSession() as session:
        assert await _post(session, sandbox.url + "api/dms", {"as": "Bob", "open": False}) == (
            200,
            {"ok": True},
        )
        assert bob.user.dms_open is False
        async with session.get(sandbox.url + "api/state", params={"as": "Bob"}) as got:
            assert (await got.json())["dms_open"] is False
        await _post(session, sandbox.url + "api/dms", {"as": "Bob", "open": True})
        assert bob.user.dms_open is True


async def test_a_page_left_open_ends_its_stream_when_the_sandbox_stops(tmp_path: Path) -> None:
    """The page's event stream waits for the next change: the stop wakes it, so a page left
    open does not hold the stop up for the server's shutdown timeout (5 s, every time)."""
    loop = asyncio.get_running_loop()
    async with (
        new_sandbox(tmp_path / "sandbox.sqlite3") as running,
        aiohttp.ClientSession() as session,
        session.get(running.url + "api/events") as stream,
    ):
        first = await stream.content.readline()
        assert first == f"data: {running.fake.version}\n".encode()
        began = loop.time()
        await running.stop()
        stopped = loop.time() - began
        await stream.content.read()  # to its end: the server closed it
        assert stream.content.at_eof()
    assert stopped < 2.5, f"the stop took {stopped:.1f} s"

"""The page's JSON API without a browser: what each person is shown, and the reasons it
gives when something cannot be done (the page shows them under the message or command)."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import aiohttp
import pytest

from bot.sandbox.runner import Sandbox
from bot.settings import Settings


@pytest.fixture
async def sandbox(tmp_path: Path) -> AsyncIterator[Sandbox]:
    settings = Settings(database_path=tmp_path / "sandbox.sqlite3", table_threads=True)
    async with Sandbox(settings, port=0, ai_delay=0.0, seeds=iter([5])) as running:
        yield running


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

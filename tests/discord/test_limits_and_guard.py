"""Discord's payload limits and the localhost guard, checked without a client."""

from __future__ import annotations

import asyncio
import os
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from bot.localdiscord import limits
from bot.localdiscord.server import FakeDiscord
from tests.discord.harness import only_localhost, rule_report


def button(custom_id: str, label: str = "Go") -> dict[str, Any]:
    return {"type": 2, "style": 1, "label": label, "custom_id": custom_id}


def row(*items: dict[str, Any]) -> dict[str, Any]:
    return {"type": 1, "components": list(items)}


def select(options: int, custom_id: str = "s") -> dict[str, Any]:
    opts = [{"label": f"o{i}", "value": f"v{i}"} for i in range(options)]
    return {"type": 3, "custom_id": custom_id, "options": opts}


def test_a_payload_within_the_limits_passes() -> None:
    payload = {
        "content": "x" * 2000,
        "components": [row(*(button(f"b{r}{i}") for i in range(5))) for r in range(4)]
        + [row(select(25))],
        "embeds": [{"title": "t" * 256, "description": "d" * 4096}],
    }
    assert limits.check_message(payload) == []


@pytest.mark.parametrize(
    ("payload", "problem"),
    [
        ({"content": "x" * 2001}, "content: 2001 characters, the limit is 2000"),
        (
            {"components": [row(button(f"b{i}")) for i in range(6)]},
            "components: 6 action rows, the limit is 5",
        ),
        (
            {"components": [row(*(button(f"b{i}") for i in range(6)))]},
            "components[0]: 6 buttons, the limit is 5",
        ),
        (
            {"components": [row(button("c" * 101))]},
            "components[0].components[0].custom_id: 101 characters, the limit is 100",
        ),
        (
            {"components": [row(button("same")), row(button("same"))]},
            "components[1].components[0].custom_id: 'same' is used twice in one message",
        ),
        (
            {"components": [row(select(26))]},
            "components[0].components[0].options: 26 options, must be 1 to 25",
        ),
        (
            {"components": [row(select(3), button("b"))]},
            "components[0]: a select menu must be alone in its row",
        ),
        (
            {"components": [row(button("b", label="L" * 81))]},
            "components[0].components[0].label: 81 characters, the limit is 80",
        ),
        (
            {"embeds": [{"description": "d" * 4097}]},
            "embeds[0].description: 4097 characters, the limit is 4096",
        ),
        (
            {"embeds": [{"description": "d" * 4000}, {"description": "d" * 2001}]},
            "embeds: 6001 characters in all, the limit is 6000",
        ),
        (
            {"embeds": [{"fields": [{"name": "n", "value": "v"}] * 26}]},
            "embeds[0].fields: 26 fields, the limit is 25",
        ),
    ],
)
def test_over_limit_payloads_are_reported(payload: dict[str, Any], problem: str) -> None:
    assert limits.check_message(payload) == [problem]


def test_too_many_or_too_big_files_are_reported() -> None:
    assert limits.check_message({}, files=11) == ["files: 11 files, the limit is 10"]
    too_big = limits.FILE_SIZE_MAX + 1
    assert limits.check_message({}, files=1, file_sizes=(too_big,)) == [
        f"files: a file of {too_big} bytes, the limit is {limits.FILE_SIZE_MAX}"
    ]


def test_modal_limits() -> None:
    rows = [{"type": 1, "components": []}] * 6
    assert limits.check_modal({"title": "t" * 46, "custom_id": "m", "components": rows}) == [
        "data.title: 46 characters, the limit is 45",
        "data.components: 6 rows, must be 1 to 5",
    ]


def test_rule_report_lists_what_fails_a_test() -> None:
    fake = FakeDiscord()
    assert rule_report(fake) == ""
    fake.violate(40060, "Interaction has already been acknowledged", "Alice: click 'Join'")
    fake.unknown_routes.append("GET /api/v10/channels/1/pins")
    fake.client_errors.append("Ignoring exception in command 'new'")
    assert rule_report(fake).splitlines() == [
        "40060 Interaction has already been acknowledged: Alice: click 'Join'",
        "unknown route GET /api/v10/channels/1/pins",
        "client error: Ignoring exception in command 'new'",
    ]


class RecordingLoop:
    """Stands in for the event loop so the guard is tested without any network."""

    def __init__(self) -> None:
        self.calls: list[tuple[str, Any]] = []

    async def getaddrinfo(self, host: Any, *args: Any, **kwargs: Any) -> Any:
        self.calls.append(("getaddrinfo", host))

    async def sock_connect(self, sock: Any, address: Any) -> None:
        self.calls.append(("sock_connect", address))

    async def create_connection(self, *args: Any, **kwargs: Any) -> Any:
        self.calls.append(("create_connection", kwargs.get("host")))


async def test_localhost_guard_refuses_other_addresses() -> None:
    loop = RecordingLoop()
    with only_localhost(loop):  # type: ignore[arg-type]
        await loop.getaddrinfo("127.0.0.1", 80)
        await loop.sock_connect(None, ("127.0.0.1", 80))
        await loop.create_connection(None, host="localhost", port=80)
        with pytest.raises(ConnectionRefusedError, match=r"not discord\.com"):
            await loop.getaddrinfo("discord.com", 443)
        with pytest.raises(ConnectionRefusedError, match=r"not 162\.159\.135\.232"):
            await loop.sock_connect(None, ("162.159.135.232", 443))
        with pytest.raises(ConnectionRefusedError, match=r"not gateway\.discord\.gg"):
            await loop.create_connection(None, host="gateway.discord.gg", port=443)
    assert loop.calls == [
        ("getaddrinfo", "127.0.0.1"),
        ("sock_connect", ("127.0.0.1", 80)),
        ("create_connection", "localhost"),
    ]
    assert "getaddrinfo" not in vars(loop)  # the guard is gone afterwards
    assert asyncio.iscoroutinefunction(loop.getaddrinfo)


UNTAKEN_VIOLATION = """
from tests.discord.harness import fake, run_client
from tests.discord.tiny_bot import TinyBot


async def test_bot_sends_too_much(fake):
    alice = fake.user("Alice")
    async with run_client(fake, TinyBot):
        await fake.reply(await alice.slash("toolong"))
"""


def test_the_fake_fixture_fails_a_test_whose_bot_broke_a_rule(tmp_path: Path) -> None:
    (tmp_path / "test_untaken.py").write_text(UNTAKEN_VIOLATION)
    run = subprocess.run(
        [
            sys.executable,
            "-m",
            "pytest",
            "-q",
            "-p",
            "no:cacheprovider",
            "-o",
            "asyncio_mode=auto",
            "-o",
            "asyncio_default_fixture_loop_scope=function",
        ],
        cwd=tmp_path,
        env={**os.environ, "PYTHONPATH": str(Path(__file__).parents[2])},
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert run.returncode == 1, run.stdout
    assert "ERROR at teardown of test_bot_sends_too_much" in run.stdout
    assert "50035 Invalid Form Body: response to Alice: /toolong: content: 2001" in run.stdout


async def test_rate_limit_rules_must_name_a_real_route(fake: FakeDiscord) -> None:
    fake.rate_limit("PATCH", "/channels/{channel_id}/messages/{message_id}")
    with pytest.raises(ValueError, match=re.escape("no route '/channels/{id}/messages'")):
        fake.rate_limit("POST", "/channels/{id}/messages")

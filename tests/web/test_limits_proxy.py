"""The rate limit's client behind Discord's Activity proxy: a player's own link counts for its
user, a request Discord's proxy signed for the user it names (Ed25519 with the application's
public key), and anything a client can write itself for nothing but its address."""

from __future__ import annotations

import base64
import json
import time
from pathlib import Path
from typing import Any
from unittest import mock

import pytest
from aiohttp.test_utils import make_mocked_request
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey
from pydantic import ValidationError

from bot.bot import TabulaBot
from bot.localdiscord.server import FakeDiscord
from bot.settings import Settings
from bot.web.discord_proxy import PAYLOAD, SIGNATURE, TIMESTAMP, ProxyProof
from bot.web.limits import RateLimit
from bot.web.links import PlayerLinks
from bot.web.server import rate_key
from tests.discord.bot_helpers import board_messages, start_table
from tests.discord.harness import run_client
from tests.web.helpers import base, browser, table_url, web_factory, web_links

# Discord's key, as the tests' stand-in for Discord holds it; and someone else's
DISCORD_SEED = bytes(range(32))
DISCORD_KEY = Ed25519PrivateKey.from_private_bytes(DISCORD_SEED).public_key().public_bytes_raw()
FORGER_SEED = bytes(range(1, 33))
NOW = 1_800_000_000


def signed(
    payload: dict[str, Any],
    seed: bytes = DISCORD_SEED,
    hex_signature: bool = False,
    timestamp: str | None = None,
) -> dict[str, str]:
    """The headers Discord's proxy adds to a request, for ``payload``."""
    raw = json.dumps(payload).encode()
    signature = Ed25519PrivateKey.from_private_bytes(seed).sign(raw)
    return {
        PAYLOAD: base64.b64encode(raw).decode(),
        SIGNATURE: signature.hex() if hex_signature else base64.b64encode(signature).decode(),
        TIMESTAMP: timestamp if timestamp is not None else str(payload.get("created_at")),
    }


def context(user: Any = "41771983423143937", now: int = NOW, **fields: Any) -> dict[str, Any]:
    payload: dict[str, Any] = {"created_at": now, "expires_at": now + 600, "user_id": user}
    payload.update(fields)
    return payload


def one_bit_off(headers: dict[str, str], name: str) -> dict[str, str]:
    """``headers`` with one bit of ``name``'s decoded bytes changed, written back in base64."""
    changed = bytearray(base64.b64decode(headers[name]))
    changed[len(changed) // 2] ^= 1
    return {**headers, name: base64.b64encode(bytes(changed)).decode()}


def proof(**options: Any) -> ProxyProof:
    return ProxyProof(DISCORD_KEY, clock=lambda: NOW, **options)


def test_the_proxys_signature_names_the_user_in_either_writing() -> None:
    user = 41771983423143937
    assert proof().user(signed(context())) == user
    assert proof().user(signed(context(), hex_signature=True)) == user
    assert proof().user(signed(context(user=user))) == user
    payload = {**context(), "user_id": None, "user": {"id": str(user), "username": "alice"}}
    assert proof().user(signed(payload)) == user


@pytest.mark.parametrize(
    "headers",
    [
        pytest.param(signed(context(), seed=FORGER_SEED), id="signed by someone else"),
        pytest.param(signed(context(), timestamp=str(NOW + 1)), id="another timestamp"),
        pytest.param(signed(context(expires_at=NOW - 1)), id="expired"),
        pytest.param(signed(context(created_at=NOW + 3600)), id="dated ahead"),
        pytest.param(signed(context(user_id=None)), id="no user"),
        pytest.param(signed(context(user="-5")), id="not an id"),
        pytest.param(signed(context(created_at="soon")), id="no time"),
        pytest.param({**signed(context()), SIGNATURE: "AAAA"}, id="short signature"),
        pytest.param({**signed(context()), SIGNATURE: "not base64!"}, id="unreadable signature"),
        pytest.param({**signed(context()), PAYLOAD: "e30="}, id="payload swapped after"),
        pytest.param(one_bit_off(signed(context()), SIGNATURE), id="a signature's bit off"),
        pytest.param(one_bit_off(signed(context()), PAYLOAD), id="a payload's bit off"),
        pytest.param({**signed(context()), PAYLOAD: "%%%"}, id="unreadable payload"),
        pytest.param({PAYLOAD: signed(context())[PAYLOAD]}, id="no signature"),
        pytest.param({}, id="no headers"),
    ],
)
def test_headers_discord_did_not_sign_name_no_one(headers: dict[str, str]) -> None:
    assert proof().user(headers) is None


def test_a_verified_payload_is_remembered_until_it_expires_and_new_ones_are_bounded() -> None:
    now = [float(NOW)]
    checks = RateLimit(burst=1, per_second=0, size=1, clock=lambda: now[0])
    proxy = ProxyProof(DISCORD_KEY, clock=lambda: now[0], checks=checks)
    headers = signed(context())
    assert proxy.user(headers) == 41771983423143937
    # the same payload again costs no verification; a new one waits for the budget
    assert proxy.user(headers) == 41771983423143937
    assert proxy.user(signed(context(user="7"))) is None
    now[0] = NOW + 601
    assert proxy.user(headers) is None


def asked(path: str, headers: dict[str, str] | None = None) -> Any:
    """A request from 192.0.2.7 (one proxy's address, for all its users)."""
    transport = mock.Mock()
    transport.get_extra_info.side_effect = lambda key, default=None: (
        ("192.0.2.7", 1234) if key == "peername" else default
    )
    return make_mocked_request("GET", path, headers=headers or {}, transport=transport)


def test_the_limit_counts_a_players_link_and_a_signed_user_and_else_the_address() -> None:
    players = PlayerLinks(b"0123456789abcdef", "https://tabula.example", clock=lambda: NOW)
    token = players.token(12, 501)
    assert rate_key(asked(f"/p/{token}"), players) == "user:501"
    assert rate_key(asked(f"/p/{token}/act"), players) == "user:501"
    assert rate_key(asked(f"/p/{token}x"), players) == "192.0.2.7"
    assert rate_key(asked("/t/12-abc"), players) == "192.0.2.7"
    headers = signed(context(user="77"))
    assert rate_key(asked("/t/12-abc", headers), players, proof()) == "user:77"
    # without the application's key nothing a header says is believed
    assert rate_key(asked("/t/12-abc", headers), players) == "192.0.2.7"
    forged = signed(context(user="78"), seed=FORGER_SEED)
    assert rate_key(asked("/t/12-abc", forged), players, proof()) == "192.0.2.7"


def test_the_public_key_setting_is_the_applications_64_hex_digits() -> None:
    key = DISCORD_KEY.hex()
    assert Settings(discord_public_key=key).discord_public_key == key
    for wrong in ("abc", key[:-2], key + "00", "x" * 64):
        with pytest.raises(ValidationError, match="DISCORD_PUBLIC_KEY"):
            Settings(discord_public_key=wrong)


async def test_behind_one_address_each_player_and_each_activity_user_has_their_own_limit(
    fake: FakeDiscord, tmp_path: Path
) -> None:
    now = int(time.time())
    alice, bob = fake.user("Alice"), fake.user("Bob")
    factory = web_factory(tmp_path / "t.sqlite3", discord_public_key=DISCORD_KEY.hex())
    async with run_client(fake, factory) as running:
        bot: TabulaBot = running.client  # type: ignore[assignment]
        await start_table(fake, running, "builders", alice, [bob], seats=2, random_order=False)
        board = board_messages(fake, "general")[-1]
        alices_page, table = await web_links(fake, alice, board)
        bobs_page, _ = await web_links(fake, bob, board)
        assert table == await table_url(fake, alice, board)
        assert bot.web is not None
        bot.web.limit = RateLimit(burst=2, per_second=0.001)

        async def statuses(
            url: str, times: int, headers: dict[str, str] | None = None
        ) -> list[int]:
            found = []
            async with browser() as session:
                for _ in range(times):
                    async with session.get(url, headers=headers or {}) as answer:
                        found.append(answer.status)
            return found

        # every request comes from 127.0.0.1, as through one proxy
        assert await statuses(alices_page, 3) == [200, 200, 429]
        assert await statuses(bobs_page, 2) == [200, 200]
        # the signed-in Activity users, each theirs
        carol, dave = signed(context("901", now)), signed(context("902", now))
        assert await statuses(table, 3, carol) == [200, 200, 429]
        assert await statuses(table, 1, dave) == [200]
        # the same person through the proxy and through their own link: one allowance
        assert await statuses(table, 1, signed(context(str(alice.id), now))) == [429]
        # the address's own allowance was untouched so far; a forged user is the address
        forged = signed(context("903", now), seed=FORGER_SEED)
        assert await statuses(table, 3, forged) == [200, 200, 429]
        assert await statuses(f"{base(bot)}/p/{table.rsplit('/', 1)[1]}", 1) == [429]

"""The table pages' parts on their own: signed addresses, live streams and their bounds, the
rate limit, the settings that turn the server on, and where the link button fits."""

from __future__ import annotations

import asyncio
from unittest import mock

import pytest
from aiohttp import web
from aiohttp.test_utils import make_mocked_request
from pydantic import ValidationError

from bot.board_message import fits_one_more
from bot.messages import Button, Link, Menu, Option
from bot.settings import Settings
from bot.web.limits import RateLimit
from bot.web.links import TableLinks
from bot.web.live import CLOSED, ENDED, Live
from bot.web.server import client_address, host_of

SECRET = b"0123456789abcdef0123456789abcdef"


def test_a_table_token_is_signed_and_names_its_table_only() -> None:
    links = TableLinks(SECRET, "https://tabula.example/")
    token = links.token(12)
    number, _, mac = token.partition("-")  # the MAC's base64 may hold a "-" too
    assert number == "12" and len(mac) == 22
    assert links.table_id(token) == 12
    assert links.page(12) == f"https://tabula.example/t/{token}"
    assert links.table_id("12") is None
    assert links.table_id(f"13-{mac}") is None
    assert links.table_id(f"012-{mac}") is None
    assert links.table_id(f"12-{mac[:-1]}") is None
    assert links.table_id(f"١٢-{mac}") is None  # digits, but not ASCII ones
    assert links.table_id("-") is None and links.table_id("") is None
    assert TableLinks(b"another secret", "https://tabula.example").table_id(token) is None


async def test_a_stream_gets_the_newest_version_then_the_end() -> None:
    live = Live()
    async with live.stream(7) as stream, live.stream(8) as other:
        assert stream is not None and other is not None
        waiting = asyncio.ensure_future(stream.next())
        live.shown(7, 3)
        assert await waiting == 3
        live.shown(7, 4)
        live.shown(7, 5)  # a stream that fell behind gets the newest only
        assert await stream.next() == 5
        live.ended(7)
        assert await stream.next() == ENDED
        live.shown(7, 6)  # nothing after the end
        assert await stream.next() == ENDED
        assert live.watching(7) == 1 and len(live) == 2
        assert not other._ready.is_set()  # another table's stream heard nothing
    assert len(live) == 0 and live.watching(7) == 0


async def test_streams_are_bounded_per_table_and_in_all() -> None:
    live = Live(per_table=2, total=3)
    async with live.stream(1) as a, live.stream(1) as b, live.stream(1) as refused:
        assert a is not None and b is not None and refused is None
        async with live.stream(2) as c, live.stream(3) as none_left:
            assert c is not None and none_left is None
            assert len(live) == 3
        async with live.stream(3) as room_again:
            assert room_again is not None
    assert len(live) == 0


def test_the_rate_limit_lets_a_burst_through_then_refills() -> None:
    now = [0.0]
    limit = RateLimit(burst=3, per_second=1, size=2, clock=lambda: now[0])
    assert [limit.allow("a") for _ in range(4)] == [True, True, True, False]
    assert limit.allow("b")  # each address has its own
    now[0] = 1.0
    assert limit.allow("a") and not limit.allow("a")
    assert limit.allow("c")  # a third address: the least recently seen ("b") is forgotten
    assert len(limit._buckets) == 2 and "b" not in limit._buckets


def test_host_of_takes_the_name_without_port() -> None:
    assert host_of("Tabula.Example:8443") == "tabula.example"
    assert host_of("127.0.0.1:8080") == "127.0.0.1"
    assert host_of("[::1]:80") == "::1"
    assert host_of("") == ""


def test_the_server_is_on_only_with_url_port_and_a_secret() -> None:
    assert not Settings(discord_token="t").web_on
    assert not Settings(discord_token="t", web_url="https://tabula.example").web_on
    on = Settings(
        discord_token="t", web_url="https://tabula.example/", web_port=8080, web_secret="s" * 16
    )
    assert on.web_on and on.web_url == "https://tabula.example"
    with pytest.raises(ValidationError, match="WEB_SECRET"):
        Settings(discord_token="t", web_url="https://tabula.example", web_port=8080)
    with pytest.raises(ValidationError, match="WEB_SECRET"):
        Settings(
            discord_token="t", web_url="https://tabula.example", web_port=8080, web_secret="short"
        )
    with pytest.raises(ValidationError, match="WEB_URL must be an http"):
        Settings(discord_token="t", web_url="tabula.example", web_port=8080, web_secret="s" * 16)


def test_the_link_fits_where_a_button_has_room() -> None:
    menu = Menu("m", "menu", (Option("a", "a"),), 0)
    buttons = [Button(f"b{i}", "b", "primary", row=1 + i // 5) for i in range(5)]
    assert fits_one_more([menu, *buttons])  # rows 2 to 4 are free
    full = [Menu(f"m{r}", "menu", (Option("a", "a"),), r) for r in range(4)]
    last = [Button(f"b{i}", "b", "primary", row=4) for i in range(4)]
    assert fits_one_more([*full, *last])  # the fifth place of the last row
    assert not fits_one_more([*full, *last, Button("f", "full", "secondary")])
    assert not fits_one_more([*full, Menu("m4", "menu", (Option("a", "a"),), 4)])
    assert fits_one_more([Link("https://x", "x")])


async def test_closing_ends_every_stream_without_a_table_ending() -> None:
    live = Live()
    async with live.stream(1) as one, live.stream(2) as two:
        assert one is not None and two is not None
        live.close()
        assert await one.next() == CLOSED and await two.next() == CLOSED
        live.ended(1)  # the server's end stays the end
        assert await one.next() == CLOSED


def asked_by(peer: str, forwarded: str | None = None) -> web.Request:
    transport = mock.Mock()
    transport.get_extra_info.side_effect = lambda key, default=None: (
        (peer, 1234) if key == "peername" else default
    )
    headers = {"X-Forwarded-For": forwarded} if forwarded is not None else {}
    return make_mocked_request("GET", "/", headers=headers, transport=transport)


def test_the_rate_limit_counts_the_client_a_local_proxy_names() -> None:
    assert client_address(asked_by("192.0.2.7")) == "192.0.2.7"
    # only a proxy on this machine is believed, and only the address it added itself
    assert client_address(asked_by("192.0.2.7", "198.51.100.1")) == "192.0.2.7"
    assert client_address(asked_by("127.0.0.1", "10.0.0.9, 198.51.100.1")) == "198.51.100.1"
    assert client_address(asked_by("::1", "198.51.100.2")) == "198.51.100.2"
    assert client_address(asked_by("127.0.0.1")) == "127.0.0.1"

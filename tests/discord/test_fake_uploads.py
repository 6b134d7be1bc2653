"""The fake Discord reads a message's uploads byte for byte, as discord.py sends them."""

from __future__ import annotations

import io
import json
import random
import warnings

import aiohttp
import discord

from bot.localdiscord.server import FakeDiscord
from bot.localdiscord.wire import form_parts
from tests.discord.harness import run_client
from tests.discord.tiny_bot import TinyBot

# bytes that look like the multipart syntax inside a file: a line break, a dash pair, a blank line
TRICKY = b"\x89PNG\r\n\x1a\n--\r\n\r\n--x\r\n" + bytes(range(256)) * 3 + b"\r\n"
# as large as a board image, in many of the network's chunks
LARGE = random.Random(36).randbytes(200_000) + TRICKY


async def _serialised(form: aiohttp.FormData) -> tuple[bytes, str]:
    """The body aiohttp writes for ``form`` (discord.py's own way to send files) and its
    boundary."""
    body = bytearray()

    class Writer:
        async def write(self, chunk: bytes) -> None:
            body.extend(chunk)

    payload = form()
    await payload.write(Writer())  # type: ignore[arg-type]
    return bytes(body), payload.boundary  # type: ignore[attr-defined]


async def test_payload_and_files_come_back_as_sent() -> None:
    # what discord.py builds for a message with two files (http.py, handle_message_parameters)
    form = aiohttp.FormData(quote_fields=False)
    form.add_field("payload_json", json.dumps({"content": "héllo", "attachments": []}))
    form.add_field(
        "files[0]", TRICKY, filename="board.png", content_type="application/octet-stream"
    )
    form.add_field("files[1]", b"", filename="empty.txt", content_type="application/octet-stream")
    body, boundary = await _serialised(form)

    parts = form_parts(body, boundary)

    assert [(name, filename) for name, filename, _ in parts] == [
        ("payload_json", None),
        ("files[0]", "board.png"),
        ("files[1]", "empty.txt"),
    ]
    assert json.loads(parts[0][2]) == {"content": "héllo", "attachments": []}
    assert parts[1][2] == TRICKY
    assert parts[2][2] == b""


async def test_a_board_sized_file_sent_by_discord_py_comes_back_whole(
    fake: FakeDiscord,
) -> None:
    # aiohttp's streaming part reader, which the fake used before, warned now and then
    # (unread_data is deprecated) when the network split a part near its boundary
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        async with run_client(fake, TinyBot) as running:
            channel = running.client.get_channel(fake.channel("general").id)
            assert isinstance(channel, discord.TextChannel)
            await channel.send("tricky", file=discord.File(io.BytesIO(LARGE), "x.bin"))
    [message] = fake.channel_log("general")
    assert message.content == "tricky"
    assert message.attachment("x.bin").data == LARGE

"""HTTP details shared by the fake's route handlers: JSON responses discord.py can parse,
Discord-style errors, request bodies (JSON or multipart with files), payload checks."""

from __future__ import annotations

import json
import mimetypes
from collections.abc import Callable
from dataclasses import dataclass
from email.message import Message
from email.utils import collapse_rfc2231_value

from aiohttp import web

from bot.localdiscord import limits
from bot.localdiscord.state import Json

API = "/api/v10"
# On every answer from Discord's edge; discord.py takes a 429 without it for a Cloudflare ban.
VIA = "1.1 google"


def json_response(
    data: object, status: int = 200, headers: dict[str, str] | None = None
) -> web.Response:
    # Exactly "application/json": discord.py does not parse JSON sent with a charset suffix.
    return web.Response(
        body=json.dumps(data).encode(),
        status=status,
        content_type="application/json",
        headers=headers,
    )


def error(status: int, code: int, message: str, errors: Json | None = None) -> web.Response:
    body: Json = {"code": code, "message": message}
    if errors:
        body["errors"] = errors
    return json_response(body, status)


class Reject(Exception):
    """Raised by helpers to answer the request with an error response."""

    def __init__(self, response: web.Response) -> None:
        self.response = response


def id_param(request: web.Request, name: str) -> int:
    """A snowflake from the URL; a malformed one is an unknown object, as on Discord."""
    value = request.match_info[name]
    if not value.isdigit():
        raise Reject(error(404, 10000 if name != "interaction_id" else 10062, "Unknown " + name))
    return int(value)


@dataclass
class UploadedFile:
    index: int
    filename: str
    data: bytes
    content_type: str


async def read_body(request: web.Request) -> tuple[Json, list[UploadedFile]]:
    """The JSON payload and uploaded files of a JSON or multipart request (a JSON list
    comes back as {"_list": [...]})."""
    if request.content_type == "multipart/form-data":
        payload: Json = {}
        files: list[UploadedFile] = []
        boundary = _header_param(
            request.headers.get("Content-Type", ""), "content-type", "boundary"
        )
        if not boundary:
            raise Reject(error(400, 50109, "The request body contains invalid JSON."))
        for name, filename, raw in form_parts(await request.read(), boundary):
            if name == "payload_json":
                payload = json.loads(raw)
            elif name.startswith("files["):
                index = int(name[len("files[") : -1])
                filename = filename or f"file{index}"
                kind = mimetypes.guess_type(filename)[0] or "application/octet-stream"
                files.append(UploadedFile(index, filename, raw, kind))
        return payload, files
    if request.can_read_body:
        body = await request.json()
        return (body if isinstance(body, dict) else {"_list": body}), []
    return {}, []


def form_parts(body: bytes, boundary: str) -> list[tuple[str, str | None, bytes]]:
    """(name, filename, content) of each part of a multipart/form-data body (RFC 7578).

    The body is read whole: aiohttp's streaming part reader warns (its ``unread_data`` is
    deprecated) on the parts discord.py sends, which carry no Content-Length, and a message's
    upload is at most Discord's few megabytes anyway."""
    delimiter = b"\r\n--" + boundary.encode()
    sections = (b"\r\n" + body).split(delimiter)
    parts: list[tuple[str, str | None, bytes]] = []
    for section in sections[1:]:
        if section.startswith(b"--"):
            break  # the close delimiter: what follows is the epilogue
        head, _, content = section.partition(b"\r\n\r\n")
        disposition = ""
        for line in head.split(b"\r\n"):
            key, _, value = line.decode("utf-8", "replace").partition(":")
            if key.strip().lower() == "content-disposition":
                disposition = value.strip()
        name = _header_param(disposition, "content-disposition", "name") or ""
        filename = _header_param(disposition, "content-disposition", "filename")
        parts.append((name, filename, content))
    return parts


def _header_param(value: str, header: str, param: str) -> str | None:
    """A parameter of a MIME header's value, unquoted (``name`` of ``form-data; name="x"``)."""
    message = Message()
    message[header] = value
    found = message.get_param(param, header=header)
    return None if found is None else collapse_rfc2231_value(found)


def check_payload(
    violate: Callable[[int, str, str], None],
    payload: Json,
    files: list[UploadedFile],
    where: str,
    *,
    new: bool,
) -> None:
    """Reject (and record) a message body Discord would refuse."""
    if new and limits.is_empty(payload, len(files)):
        violate(50006, "Cannot send an empty message", where)
        raise Reject(error(400, 50006, "Cannot send an empty message"))
    problems = limits.check_message(payload, len(files), tuple(len(f.data) for f in files))
    if problems:
        violate(50035, "Invalid Form Body", f"{where}: " + "; ".join(problems))
        errors = {p.split(":")[0]: {"_errors": [{"code": "LIMIT", "message": p}]} for p in problems}
        raise Reject(error(400, 50035, "Invalid Form Body", errors))

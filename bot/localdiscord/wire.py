"""HTTP details shared by the fake's route handlers: JSON responses discord.py can parse,
Discord-style errors, request bodies (JSON or multipart with files), payload checks."""

from __future__ import annotations

import json
import mimetypes
from collections.abc import Callable
from dataclasses import dataclass

from aiohttp import BodyPartReader, web

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
        reader = await request.multipart()
        while (part := await reader.next()) is not None:
            if not isinstance(part, BodyPartReader):
                continue
            name = part.name or ""
            raw = await part.read()
            if name == "payload_json":
                payload = json.loads(raw)
            elif name.startswith("files["):
                index = int(name[len("files[") : -1])
                filename = part.filename or f"file{index}"
                kind = mimetypes.guess_type(filename)[0] or "application/octet-stream"
                files.append(UploadedFile(index, filename, bytes(raw), kind))
        return payload, files
    if request.can_read_body:
        body = await request.json()
        return (body if isinstance(body, dict) else {"_list": body}), []
    return {}, []


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

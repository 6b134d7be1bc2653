"""The JSON bodies of the page's POSTs, read strictly: whatever is not what the page sends is
refused with a reason (HTTP 400) before anyone acts, never half-acted on or crashed on."""

from __future__ import annotations

import json
import math
from typing import Any

from aiohttp import web

from bot.localdiscord.state import Json

# The page's largest body is a modal's text; anything this large is not the page's.
MAX_BODY_BYTES = 64 * 1024
# what a slash-command option may be: the page sends the text of its fields
SCALARS = (str, int, float, bool)


class Malformed(Exception):
    """The body is not what the page sends; the message says what is wrong."""


async def read_object(request: web.Request) -> Json:
    """The body as a JSON object (the app's `client_max_size` bounds what is read)."""
    try:
        raw = await request.read()
    except web.HTTPRequestEntityTooLarge as too_large:
        raise Malformed(f"the body is larger than {MAX_BODY_BYTES} bytes") from too_large
    try:
        body = json.loads(raw.decode("utf-8"), parse_constant=_no_constant, parse_float=_finite)
    except UnicodeDecodeError as error:
        raise Malformed(f"the body is not UTF-8: {error.reason} at byte {error.start}") from error
    except ValueError as error:
        raise Malformed(f"the body is not JSON: {error}") from error
    except RecursionError as error:  # the decoder's own limit on nesting
        raise Malformed("the body's JSON is nested too deeply") from error
    if not isinstance(body, dict):
        raise Malformed(f"the body must be a JSON object, not {_kind(body)}")
    return body


def text(body: Json, name: str) -> str:
    value: str = _typed(body, name, str, "a string")
    return value


def flag(body: Json, name: str) -> bool:
    value: bool = _typed(body, name, bool, "true or false")
    return value


def snowflake(body: Json, name: str) -> int:
    """A Discord id: text of digits, as the page sends it, or a whole number."""
    value = _present(body, name)
    if isinstance(value, str) and is_digits(value):
        return int(value)
    if isinstance(value, int) and not isinstance(value, bool) and value >= 0:
        return value
    wrong = "" if isinstance(value, str) else f", not {_kind(value)}"
    raise Malformed(f"{name} must be an id (digits){wrong}")


def texts(body: Json, name: str) -> list[str]:
    value: list[str] = _typed(body, name, list, "a list of strings")
    if not all(isinstance(v, str) for v in value):
        raise Malformed(f"{name} must be a list of strings")
    return value


def text_map(body: Json, name: str) -> dict[str, str]:
    value: dict[str, str] = _typed(body, name, dict, "an object of strings")
    if not all(isinstance(v, str) for v in value.values()):
        raise Malformed(f"{name} must be an object of strings")
    return value


def scalar_map(body: Json, name: str) -> dict[str, Any]:
    """An optional object of texts, numbers or flags (null: left empty)."""
    value = body.get(name)
    if value is None:
        return {}
    if not isinstance(value, dict):
        raise Malformed(f"{name} must be an object, not {_kind(value)}")
    wrong = sorted(k for k, v in value.items() if v is not None and not isinstance(v, SCALARS))
    if wrong:
        raise Malformed(f"{name}: {', '.join(wrong)} must be a string, a number or a boolean")
    return value


def optional_text(body: Json, name: str) -> str | None:
    value = body.get(name)
    if value is None or isinstance(value, str):
        return value
    raise Malformed(f"{name} must be a string, not {_kind(value)}")


def is_digits(value: str) -> bool:
    # str.isdigit alone takes "²", which int() refuses
    return value.isascii() and value.isdigit()


def _typed(body: Json, name: str, kind: type[Any], what: str) -> Any:
    value = _present(body, name)
    if not isinstance(value, kind) or (kind is not bool and isinstance(value, bool)):
        raise Malformed(f"{name} must be {what}, not {_kind(value)}")
    return value


def _present(body: Json, name: str) -> Any:
    if name not in body:
        raise Malformed(f"{name} is missing")
    return body[name]


def _no_constant(name: str) -> Any:
    raise Malformed(f"the body holds {name}, which is not a JSON number")


def _finite(literal: str) -> float:
    # 1e999 reads as infinity, which no id or number option can be
    value = float(literal)
    if not math.isfinite(value):
        raise Malformed(f"the body holds {literal}, too large a number")
    return value


def _kind(value: Any) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "a boolean"
    if isinstance(value, int | float):
        return "a number"
    if isinstance(value, str):
        return "a string"
    if isinstance(value, list):
        return "a list"
    return "an object"

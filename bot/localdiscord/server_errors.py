"""Discord's bad days: the 5xx answers a test injects with `FakeDiscord.fail` / `fail_any`,
with the bodies Discord's edge sends for each status.

What discord.py 2.7 does with them (discord/http.py, discord/webhook/async_.py):
- REST routes: 500, 502, 504 (and 524) are retried, 5 tries in all, sleeping 1, 3, 5, 7
  and 9 s after each; then `DiscordServerError`. 503 raises `DiscordServerError` at once.
- Interaction callbacks, followups and `@original` (the webhook adapter): every 5xx is
  retried in the same way.
The harness makes those sleeps `fake.server_error_backoff_scale` times as long.
"""

from __future__ import annotations

import json
from dataclasses import dataclass

from aiohttp import web

SERVER_ERROR_STATUSES = (500, 502, 503, 504)
ANY = "*"

_CLOUDFLARE_PAGE = (
    "<html>\r\n<head><title>{0}</title></head>\r\n<body>\r\n<center><h1>{0}</h1></center>\r\n"
    "<hr><center>cloudflare</center>\r\n</body>\r\n</html>\r\n"
)
# As Discord's edge answers: its API's own JSON for a 500, Cloudflare's page for a 502 or
# 504, and the text of the proxy in front of the API for a 503.
_BODIES: dict[int, tuple[str, str]] = {
    500: (json.dumps({"message": "500: Internal Server Error", "code": 0}), "application/json"),
    502: (_CLOUDFLARE_PAGE.format("502 Bad Gateway"), "text/html"),
    503: (
        "upstream connect error or disconnect/reset before headers. reset reason: overflow",
        "text/plain",
    ),
    504: (_CLOUDFLARE_PAGE.format("504 Gateway Time-out"), "text/html"),
}


@dataclass
class ServerErrorRule:
    """Answer matching requests with `status`, `times` times (None: until stopped)."""

    method: str  # "POST", or "*" for any
    route: str  # a route template below /api/v10, or "*" for any
    status: int
    times: int | None
    channel_id: int | None = None  # only requests about this channel
    applied: bool = False  # the request takes effect; only its answer is lost
    answered: int = 0

    @property
    def active(self) -> bool:
        return self.times is None or self.answered < self.times

    def matches(self, method: str, route: str, channel_id: int | None) -> bool:
        return (
            self.active
            and self.method in (ANY, method)
            and self.route in (ANY, route)
            and (self.channel_id is None or self.channel_id == channel_id)
        )


def server_error_response(status: int) -> web.Response:
    body, content_type = _BODIES[status]
    return web.Response(text=body, status=status, content_type=content_type)

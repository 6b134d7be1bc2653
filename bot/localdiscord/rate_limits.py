"""Discord's REST rate limits as the fake applies them: per-route buckets keyed by their
top-level resource, the global limit, and the sub-limit on editing hour-old messages.

Discord documents the headers and the 429 answer (topics/rate-limits) but, on purpose, not
the per-route numbers ("rate limits should not be hard coded"). The numbers below are the
ones Discord is known to send; where none is known the choice is marked "plausible". A bot
that reads the headers, as discord.py does, works with any of them.

Time in a bucket runs `scale` times faster than Discord's: with scale 0.05 the 5 s window of
a channel's message bucket lasts 0.25 s, and the headers say so, so discord.py waits 0.25 s.
"""

from __future__ import annotations

import hashlib
import math
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field

from bot.localdiscord.state import Json

GLOBAL_LIMIT = 50  # requests a second per bot (documented)
GLOBAL_WINDOW = 1.0
# Messages older than an hour may be edited 3 times per 6 s per channel: not in Discord's
# own docs, documented by discord-userdoccers (pages/resources/message.mdx, Edit Message).
OLD_MESSAGE_AGE = 3600.0
OLD_MESSAGE_EDITS = 3
OLD_MESSAGE_WINDOW = 6.0
OLD_MESSAGE_TEXT = "Maximum number of edits to messages older than 1 hour reached. Try again later"


@dataclass(frozen=True)
class BucketRule:
    name: str
    limit: int
    window: float  # Discord seconds
    major: tuple[str, ...]  # URL parameters that make separate buckets

    @property
    def hash(self) -> str:
        """What X-RateLimit-Bucket says: the same for every channel (it excludes majors)."""
        return hashlib.sha1(self.name.encode()).hexdigest()[:32]


_CHANNEL = ("channel_id",)
_GUILD = ("guild_id",)
_WEBHOOK = ("app_id", "token")  # an interaction's webhook: application id + token
_INTERACTION = ("interaction_id", "token")

_SEND = BucketRule("channel-messages-post", 5, 5.0, _CHANNEL)  # known: 5 per 5 s
_EDIT = BucketRule("channel-message-patch", 5, 5.0, _CHANNEL)  # known: 5 per 5 s
_DELETE = BucketRule("channel-message-delete", 5, 1.0, _CHANNEL)  # known: 5 per 1 s
_READ = BucketRule("channel-messages-get", 5, 1.0, _CHANNEL)  # plausible
_CHANNEL_GET = BucketRule("channel-get", 5, 1.0, _CHANNEL)  # plausible
_THREADS = BucketRule("channel-threads-post", 5, 10.0, _CHANNEL)  # plausible
_THREAD_MEMBERS = BucketRule("thread-members", 10, 10.0, _CHANNEL)  # plausible
_DM_OPEN = BucketRule("users-me-channels", 5, 1.0, ())  # plausible
_USERS = BucketRule("users-get", 5, 1.0, ())  # plausible
_GUILD_GET = BucketRule("guild-get", 5, 1.0, _GUILD)  # plausible
_MEMBERS = BucketRule("guild-members-get", 5, 1.0, _GUILD)  # plausible
# Plausible: few enough that a bot syncing its commands on every start gets to wait.
_COMMANDS = BucketRule("application-commands", 4, 20.0, ())
# Webhooks are known to allow 5 requests per 2 s; interaction webhooks "share the same
# rate limit properties as normal webhooks" (docs, Followup Messages).
_WEBHOOK_RULE = BucketRule("webhook", 5, 2.0, _WEBHOOK)
# Plausible: one interaction is answered once, so this never binds a correct bot.
_CALLBACK = BucketRule("interaction-callback", 5, 1.0, _INTERACTION)
_OTHER = BucketRule("other", 10, 1.0, ())  # plausible, for login and discovery routes

ROUTE_BUCKETS: dict[tuple[str, str], BucketRule] = {
    ("POST", "/channels/{channel_id}/messages"): _SEND,
    ("PATCH", "/channels/{channel_id}/messages/{message_id}"): _EDIT,
    ("DELETE", "/channels/{channel_id}/messages/{message_id}"): _DELETE,
    ("GET", "/channels/{channel_id}/messages"): _READ,
    ("GET", "/channels/{channel_id}/messages/{message_id}"): _READ,
    ("GET", "/channels/{channel_id}"): _CHANNEL_GET,
    ("POST", "/channels/{channel_id}/threads"): _THREADS,
    ("POST", "/channels/{channel_id}/messages/{message_id}/threads"): _THREADS,
    ("PUT", "/channels/{channel_id}/thread-members/{user_id}"): _THREAD_MEMBERS,
    ("DELETE", "/channels/{channel_id}/thread-members/{user_id}"): _THREAD_MEMBERS,
    ("POST", "/users/@me/channels"): _DM_OPEN,
    ("GET", "/users/{user_id}"): _USERS,
    ("GET", "/guilds/{guild_id}"): _GUILD_GET,
    ("GET", "/guilds/{guild_id}/channels"): _GUILD_GET,
    ("GET", "/guilds/{guild_id}/members/{user_id}"): _MEMBERS,
    ("PUT", "/applications/{app_id}/commands"): _COMMANDS,
    ("PUT", "/applications/{app_id}/guilds/{guild_id}/commands"): _COMMANDS,
    ("POST", "/webhooks/{app_id}/{token}"): _WEBHOOK_RULE,
    ("GET", "/webhooks/{app_id}/{token}/messages/{message_id}"): _WEBHOOK_RULE,
    ("PATCH", "/webhooks/{app_id}/{token}/messages/{message_id}"): _WEBHOOK_RULE,
    ("DELETE", "/webhooks/{app_id}/{token}/messages/{message_id}"): _WEBHOOK_RULE,
    ("POST", "/interactions/{interaction_id}/{token}/callback"): _CALLBACK,
}


def rule_for(method: str, route: str) -> BucketRule:
    return ROUTE_BUCKETS.get((method, route), _OTHER)


def is_interaction_route(route: str) -> bool:
    """Interaction endpoints are not bound to the global rate limit (documented)."""
    return route.startswith(("/interactions/", "/webhooks/"))


@dataclass
class RateLimitRule:
    """A 429 a test injects with `FakeDiscord.rate_limit`, whatever the bucket holds."""

    method: str
    route: str  # aiohttp template below /api/v10, e.g. "/channels/{channel_id}/messages"
    times: int
    retry_after: float
    is_global: bool = False


@dataclass
class Window:
    """A fixed window of `limit` requests that opens with its first request."""

    limit: int
    length: float  # real seconds (already scaled)
    used: int = 0
    resets_at: float = 0.0
    limited: bool = False  # a 429 went out in this window

    def roll(self, now: float) -> None:
        if now >= self.resets_at:
            self.used, self.resets_at, self.limited = 0, now + self.length, False

    def reset_after(self, now: float) -> float:
        # Rounded up to the millisecond: a client that waits exactly this long must find
        # the window open again.
        return math.ceil(max(0.0, self.resets_at - now) * 1000) / 1000


@dataclass
class RateLimitHit:
    """One 429 the fake answered."""

    request: str  # "POST /api/v10/channels/1/messages"
    bucket: str  # the rule's name, "global", or "old-message-edits"
    key: str  # bucket and major parameters, e.g. "channel-messages-post:123"
    scope: str  # "user", "global" or "shared", as in X-RateLimit-Scope
    retry_after: float
    repeated: bool = False  # the same bucket had already answered 429 in this window


@dataclass
class Limited:
    """The 429 answer to give instead of handling a request."""

    status: int
    headers: dict[str, str]
    body: Json


@dataclass
class RateLimiter:
    """Counts requests per bucket on the fake's clock; `scale` compresses Discord's time."""

    clock: Callable[[], float]
    scale: Callable[[], float]
    windows: dict[str, Window] = field(default_factory=dict)
    hits: list[RateLimitHit] = field(default_factory=list)
    # Per bucket rule: how often a request used up a window. Each one made discord.py wait
    # for the reset: in production a whole window (5 s for a channel's messages).
    exhausted: Counter[str] = field(default_factory=Counter)

    def _window(self, key: str, limit: int, length: float) -> Window:
        window = self.windows.get(key)
        if window is None:
            window = self.windows[key] = Window(limit, 0.0)
        window.length = length * self.scale()  # a test may change the scale at any time
        window.roll(self.clock())
        return window

    @staticmethod
    def key(rule: BucketRule, params: dict[str, str]) -> str:
        return ":".join([rule.name, *(params.get(name, "") for name in rule.major)])

    def take_global(self, request: str) -> Limited | None:
        window = self._window("global", GLOBAL_LIMIT, GLOBAL_WINDOW)
        if window.used < window.limit:
            window.used += 1
            return None
        retry = window.reset_after(self.clock())
        self._record(RateLimitHit(request, "global", "global", "global", retry), window)
        return Limited(
            429,
            {
                "Retry-After": str(math.ceil(retry)),
                "X-RateLimit-Global": "true",
                "X-RateLimit-Scope": "global",
            },
            {"message": "You are being rate limited.", "retry_after": retry, "global": True},
        )

    def take(self, request: str, rule: BucketRule, params: dict[str, str]) -> Limited | None:
        """Count one request on its route bucket; the 429 to answer if it is exhausted."""
        key = self.key(rule, params)
        window = self._window(key, rule.limit, rule.window)
        if window.used < window.limit:
            window.used += 1
            if window.used == window.limit:
                self.exhausted[rule.name] += 1
            return None
        retry = window.reset_after(self.clock())
        self._record(RateLimitHit(request, rule.name, key, "user", retry), window)
        headers = {
            **self.headers(rule, params),
            "Retry-After": str(math.ceil(retry)),
            "X-RateLimit-Scope": "user",
        }
        return Limited(
            429,
            headers,
            {"message": "You are being rate limited.", "retry_after": retry, "global": False},
        )

    def headers(self, rule: BucketRule, params: dict[str, str]) -> dict[str, str]:
        """The X-RateLimit-* headers every answer on this bucket carries."""
        window = self._window(self.key(rule, params), rule.limit, rule.window)
        now = self.clock()
        reset_after = window.reset_after(now)
        return {
            "X-RateLimit-Limit": str(window.limit),
            "X-RateLimit-Remaining": str(max(0, window.limit - window.used)),
            "X-RateLimit-Reset": f"{time.time() + reset_after:.3f}",
            "X-RateLimit-Reset-After": f"{reset_after:.3f}",
            "X-RateLimit-Bucket": rule.hash,
        }

    def take_old_message_edit(self, request: str, channel_id: int) -> Limited | None:
        """The per-channel sub-limit on editing messages older than an hour (30046)."""
        key = f"old-message-edits:{channel_id}"
        window = self._window(key, OLD_MESSAGE_EDITS, OLD_MESSAGE_WINDOW)
        if window.used < window.limit:
            window.used += 1
            return None
        retry = window.reset_after(self.clock())
        self._record(RateLimitHit(request, "old-message-edits", key, "user", retry), window)
        return Limited(
            429,
            {"Retry-After": str(math.ceil(retry)), "X-RateLimit-Scope": "user"},
            {"message": OLD_MESSAGE_TEXT, "code": 30046, "retry_after": retry, "global": False},
        )

    def inject(
        self,
        request: str,
        rule: BucketRule,
        params: dict[str, str],
        retry: float,
        *,
        is_global: bool,
    ) -> Limited:
        """A 429 a test asked for (`FakeDiscord.rate_limit`), whatever the bucket holds."""
        key = self.key(rule, params)
        self.hits.append(
            RateLimitHit(request, rule.name, key, "global" if is_global else "user", retry)
        )
        headers = {
            **self.headers(rule, params),
            "X-RateLimit-Remaining": "0",
            "X-RateLimit-Reset-After": f"{retry:.3f}",
            "X-RateLimit-Scope": "global" if is_global else "user",
            "Retry-After": str(max(1, math.ceil(retry))),
        }
        if is_global:
            headers["X-RateLimit-Global"] = "true"
        body = {"message": "You are being rate limited.", "retry_after": retry, "global": is_global}
        return Limited(429, headers, body)

    def _record(self, hit: RateLimitHit, window: Window) -> None:
        hit.repeated = window.limited
        window.limited = True
        self.hits.append(hit)

"""Who asks through Discord's Activity proxy, proven by Discord's signature.

Inside a Discord Activity every request reaches the server through Discord's proxy
(``https://<application id>.discordsays.com``, Cloudflare Workers), which is there to hide the
users' addresses (Discord's "Activity Proxy Considerations"): the server sees the proxy's
few addresses, and Discord documents no header with the user's. What Discord does document
("Validating Proxy Request Headers", an option an application turns on) is three headers on
each proxied request: ``X-Discord-Proxy-Payload``, a base64 JSON payload with the user's
context, its ``created_at`` and ``expires_at`` (Unix seconds); ``X-Signature-Timestamp``,
equal to ``created_at``; and ``X-Signature-Ed25519``, the Ed25519 signature of the decoded
payload by the application's key (its public key on the developer portal: DISCORD_PUBLIC_KEY).
Discord's own samples write the signature in base64 (JavaScript) and in hex (Python): both are
read.

Any client can send such headers; only Discord can sign them. So the payload's user is
believed only when the signature verifies with the application's public key, and the payload
is unexpired and as old as its timestamp says; anything else, or a payload naming no user,
proves nothing (the request is counted by its address, as any other). The signature covers the
payload, not the request: a payload copied off a user's request stands for that user until it
expires, which lets the copier spend that user's allowance, never make up another's.

A verification (``cryptography``'s Ed25519) costs about a tenth of a millisecond: a verified
payload is remembered until it expires, and payloads not seen before are verified at most at a
bounded rate, so a flood of made-up signatures costs little (past it, their requests are counted
by address).
"""

from __future__ import annotations

import base64
import binascii
import json
import time
from collections.abc import Callable, Mapping
from typing import Any

from cryptography.exceptions import InvalidSignature
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PublicKey

from bot.web.limits import RateLimit
from storage.recent import Recent

__all__ = ["PAYLOAD", "SIGNATURE", "TIMESTAMP", "ProxyProof"]

PAYLOAD = "X-Discord-Proxy-Payload"
SIGNATURE = "X-Signature-Ed25519"
TIMESTAMP = "X-Signature-Timestamp"
# A payload's user context is small; past this it is not read.
MAX_PAYLOAD = 4096
# Seconds a payload may be dated ahead of this server's clock.
SKEW = 60
# Verified payloads remembered at once (each until it expires).
REMEMBERED = 4096
# Payloads not seen before verified at once, then a second (~0.1 ms each).
CHECKS_BURST = 200.0
CHECKS_PER_SECOND = 200.0


def _signed_by(public_key: bytes, raw: bytes, signature: bytes) -> bool:
    """Whether ``signature`` is the Ed25519 signature of ``raw`` by ``public_key``."""
    try:
        Ed25519PublicKey.from_public_bytes(public_key).verify(signature, raw)
    except (InvalidSignature, ValueError):
        return False
    return True


def _number(value: Any) -> int | None:
    """A non-negative whole number, written as JSON's number or as a string of digits (a
    Discord id is a string)."""
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value if value >= 0 else None
    if isinstance(value, str) and value.isascii() and value.isdigit() and len(value) <= 20:
        return int(value)
    return None


def _user_of(payload: Mapping[str, Any]) -> int | None:
    """The user a payload names: ``user_id``, or ``user.id``."""
    user = payload.get("user")
    named = payload.get("user_id")
    if named is None and isinstance(user, Mapping):
        named = user.get("id")
    return _number(named)


def _signature(text: str) -> bytes | None:
    """The 64 bytes of a signature written in hex or in base64."""
    try:
        raw = bytes.fromhex(text) if len(text) == 128 else base64.b64decode(text, validate=True)
    except (ValueError, binascii.Error):
        return None
    return raw if len(raw) == 64 else None


class ProxyProof:
    def __init__(
        self,
        public_key: bytes,
        clock: Callable[[], float] = time.time,
        checks: RateLimit | None = None,
    ) -> None:
        self.public_key = public_key
        self.clock = clock
        self.checks = checks or RateLimit(CHECKS_BURST, CHECKS_PER_SECOND, size=1)
        # (payload, signature, timestamp) -> (the user, when the payload expires)
        self._verified: Recent[tuple[str, str, str], tuple[int, int]] = Recent(REMEMBERED)

    def user(self, headers: Mapping[str, str]) -> int | None:
        """The Discord user a request comes from, when Discord's proxy signed it; else
        None."""
        encoded, signature = headers.get(PAYLOAD, ""), headers.get(SIGNATURE, "")
        timestamp = headers.get(TIMESTAMP, "")
        if not encoded or not signature or not timestamp or len(encoded) > MAX_PAYLOAD:
            return None
        now = self.clock()
        headers_key = (encoded, signature, timestamp)
        known = self._verified.get(headers_key)
        if known is None:
            return self._verify(headers_key, now)
        user, expires = known
        if expires < now:
            del self._verified[headers_key]
            return None
        return user

    @staticmethod
    def _payload(encoded: str) -> tuple[bytes, Mapping[str, Any]] | None:
        try:
            raw = base64.b64decode(encoded, validate=True)
            payload = json.loads(raw)
        except (ValueError, binascii.Error):
            return None
        return (raw, payload) if isinstance(payload, Mapping) else None

    def _verify(self, headers_key: tuple[str, str, str], now: float) -> int | None:
        encoded, signature, timestamp = headers_key
        decoded = self._payload(encoded)
        signed = _signature(signature)
        if decoded is None or signed is None:
            return None
        raw, payload = decoded
        created, expires = _number(payload.get("created_at")), _number(payload.get("expires_at"))
        user = _user_of(payload)
        if created is None or expires is None or user is None or str(created) != timestamp:
            return None
        if expires < now or created > now + SKEW:
            return None
        if not self.checks.allow("ed25519") or not _signed_by(self.public_key, raw, signed):
            return None
        self._verified[headers_key] = (user, expires)
        return user

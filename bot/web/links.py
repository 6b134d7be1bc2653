"""A table's address on the web: its number signed with the server's secret; and a player's
own address at a table, signed the same way with the player and an expiry.

A table's number is small and counted, so ``/t/12`` would let anyone walk through every
server's tables; ``/t/12-<HMAC>`` names one table and cannot be made without the secret.
``/p/12-<user>-<expiry>-<HMAC>`` acts as that user at that table until the expiry: it is given
only to them, privately, and the table still checks at every action that they are seated."""

from __future__ import annotations

import base64
import hashlib
import hmac
import time
from collections.abc import Callable
from dataclasses import dataclass

# 16 bytes of HMAC-SHA256: far past guessing, short enough for a link button's URL.
MAC_BYTES = 16
# What the MAC covers besides the number: a player's own link (PLAYER_PURPOSE) signs
# another purpose, so one can never stand for the other.
PURPOSE = b"tabula-table-page:"
PLAYER_PURPOSE = b"tabula-player-page:"
# How long a player's own link acts for them: an evening's game; a new one is a click away.
PLAYER_SECONDS = 12 * 3600


def sign(secret: bytes, message: bytes) -> str:
    digest = hmac.new(secret, message, hashlib.sha256)
    return base64.urlsafe_b64encode(digest.digest()[:MAC_BYTES]).decode().rstrip("=")


class TableLinks:
    def __init__(self, secret: bytes, base_url: str) -> None:
        self._secret = secret
        self.base_url = base_url.rstrip("/")

        self.players = PlayerLinks(secret, base_url)

    def _mac(self, table_id: int) -> str:
        return sign(self._secret, PURPOSE + str(table_id).encode())

    def token(self, table_id: int) -> str:
        return f"{table_id}-{self._mac(table_id)}"

    def table_id(self, token: str) -> int | None:
        """The table a token names; None for anything not signed by this server."""
        number, _, mac = token.partition("-")
        if not number.isascii() or not number.isdigit() or len(number) > 19:
            return None
        table_id = int(number)
        if str(table_id) != number or not hmac.compare_digest(mac, self._mac(table_id)):
            return None
        return table_id

    def page(self, table_id: int) -> str:
        """The table's page, as players and spectators open it."""
        return f"{self.base_url}/t/{self.token(table_id)}"

    def player_page(self, table_id: int, user_id: int) -> str:
        return self.players.page(table_id, user_id)


@dataclass(frozen=True, slots=True)
class PlayerLink:
    table_id: int
    user_id: int
    expires: int  # Unix time


def _number(text: str) -> int | None:
    """A decimal number as written by ``str(int)``, or None (no sign, no leading zero)."""
    if not text.isascii() or not text.isdigit() or len(text) > 19 or str(int(text)) != text:
        return None
    return int(text)


class PlayerLinks:
    """A player's own link to a table: the table, the user and the expiry, signed with a
    purpose of its own (a table page's MAC never makes a player's, nor the other way)."""

    def __init__(
        self,
        secret: bytes,
        base_url: str,
        seconds: int = PLAYER_SECONDS,
        clock: Callable[[], float] = time.time,
    ) -> None:
        self._secret = secret
        self.base_url = base_url.rstrip("/")
        self.seconds = seconds
        self.clock = clock

    def _mac(self, table_id: int, user_id: int, expires: int) -> str:
        return sign(self._secret, PLAYER_PURPOSE + f"{table_id}:{user_id}:{expires}".encode())

    def token(self, table_id: int, user_id: int) -> str:
        expires = int(self.clock()) + self.seconds
        return f"{table_id}-{user_id}-{expires}-{self._mac(table_id, user_id, expires)}"

    def read(self, token: str) -> PlayerLink | None:
        """Whom and which table a token names; None for a token not signed by this server
        or expired."""
        parts = token.split("-", 3)
        if len(parts) != 4:
            return None
        numbers = [_number(part) for part in parts[:3]]
        table_id, user_id, expires = numbers
        if table_id is None or user_id is None or expires is None:
            return None
        if not hmac.compare_digest(parts[3], self._mac(table_id, user_id, expires)):
            return None
        if expires <= self.clock():
            return None
        return PlayerLink(table_id, user_id, expires)

    def page(self, table_id: int, user_id: int) -> str:
        """The player's own page at the table: their view, and their choices to click."""
        return f"{self.base_url}/p/{self.token(table_id, user_id)}"

"""A table's address on the web: its number signed with the server's secret.

A table's number is small and counted, so ``/t/12`` would let anyone walk through every
server's tables; ``/t/12-<HMAC>`` names one table and cannot be made without the secret."""

from __future__ import annotations

import base64
import hashlib
import hmac

# 16 bytes of HMAC-SHA256: far past guessing, short enough for a link button's URL.
MAC_BYTES = 16
# What the MAC covers besides the number: a later kind of link (a player's own) signs
# another purpose, so one can never stand for the other.
PURPOSE = b"tabula-table-page:"


class TableLinks:
    def __init__(self, secret: bytes, base_url: str) -> None:
        self._secret = secret
        self.base_url = base_url.rstrip("/")

    def _mac(self, table_id: int) -> str:
        digest = hmac.new(self._secret, PURPOSE + str(table_id).encode(), hashlib.sha256)
        return base64.urlsafe_b64encode(digest.digest()[:MAC_BYTES]).decode().rstrip("=")

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

"""Players' display names, as the bot last saw them, and the names of computer seats."""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Awaitable, Callable

from storage.models import Table

# Asks Discord for a user's display name when the bot has not seen them yet (None: unknown).
Lookup = Callable[[int], Awaitable[str | None]]
# The names of this many people are kept (the least recently read go first, and are asked
# for again when needed).
NAMES_KEPT = 10_000


class NameBook:
    def __init__(self, lookup: Lookup | None = None) -> None:
        self._lookup = lookup
        self._names: OrderedDict[int, str] = OrderedDict()

    def remember(self, user_id: int, name: str) -> None:
        self._names[user_id] = name
        self._names.move_to_end(user_id)
        while len(self._names) > NAMES_KEPT:
            self._names.popitem(last=False)

    async def user_name(self, user_id: int) -> str:
        known = self._names.get(user_id)
        if known is not None:
            self._names.move_to_end(user_id)
            return known
        found = await self._lookup(user_id) if self._lookup is not None else None
        if found is None:
            return f"Player {user_id}"
        self.remember(user_id, found)
        return found

    async def seat_names(self, table: Table) -> dict[str, str]:
        """Seat id -> what players read: display names, and "AI 1 (easy)" for computers."""
        names: dict[str, str] = {}
        ai_number = 0
        for seat in table.seats:
            if seat.user_id is None:
                ai_number += 1
                names[seat.id] = f"AI {ai_number} ({seat.ai_level})"
            else:
                names[seat.id] = await self.user_name(seat.user_id)
        return names

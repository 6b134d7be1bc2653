"""Players' display names, as the bot last saw them, and the names of computer seats."""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Awaitable, Callable

from bot.i18n.languages import public_language
from bot.i18n.text import Text, localized, say
from bot.table_settings import TableSettings
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
            # said in the language of the sentence it goes into (a Text argument)
            return Text("bot-unknown-player", id=str(user_id))
        self.remember(user_id, found)
        return found

    async def seat_names(self, table: Table, language: str | None = None) -> dict[str, str]:
        """Seat id -> what players read: display names, and "AI 1 (easy)" for computers, in
        the table's language (a name is one string for every reader of the table), or in
        ``language`` when one is asked for."""
        if language is None:
            language = table_language(table)
        names: dict[str, str] = {}
        ai_number = 0
        for seat in table.seats:
            if seat.user_id is None:
                ai_number += 1
                level = seat.ai_level or ""
                names[seat.id] = say(language, "bot-ai-name", number=ai_number, level=level)
            else:
                name = await self.user_name(seat.user_id)
                names[seat.id] = localized(name, language)
        return names


def table_language(table: Table) -> str:
    """The language a table's public words are said in."""
    return public_language(TableSettings.of(table).language, None)

"""What a server and a person set for themselves, and the tables a person sits at."""

from __future__ import annotations

from dataclasses import dataclass, replace
from datetime import datetime

from bot.i18n.languages import LANGUAGES
from bot.i18n.text import Text
from bot.i18n.words import at_timeout_text, game_title, language_text, level_text, limit_text
from bot.service.clock import AT_TIMEOUT, TURN_LIMITS
from bot.service.context import ServiceContext
from bot.service.deadlines import Deadlines
from bot.service.lobby import AI_LEVELS
from bot.service.outcomes import Caller, Refusal
from bot.table_settings import AtTimeout
from storage.errors import Refused
from storage.models import GuildSettings, TableStatus
from storage.recent import Recent


@dataclass(frozen=True, slots=True)
class MyTable:
    """A line of ``/tabula games``."""

    table_id: int
    game: str
    channel_id: int
    status: TableStatus
    to_move: str | None  # who is to move (a name), None in a lobby
    mine: bool  # it is the caller's turn
    since: datetime | None
    deadline: datetime | None


# How many people's Discord languages are kept (issue 34, 6).
PEOPLE_KEPT = 10_000


class Accounts:
    def __init__(self, ctx: ServiceContext, deadlines: Deadlines) -> None:
        self.ctx = ctx
        self.deadlines = deadlines
        # the language each user's Discord last said they read (user id -> locale): what a DM
        # sent unasked is written in, until a user's stored choice is kept with their settings;
        # of the people seen lately (one forgotten gets the table's language until they click)
        self.languages: Recent[int, str] = Recent(PEOPLE_KEPT)
        # The languages people chose (/tabula language), by user: every answer reads one, so
        # they are kept in memory, all read at start (load_languages) and kept current by
        # set_language.
        self._chosen_languages: dict[int, str] | None = None

    async def server_settings(
        self,
        caller: Caller,
        turn: int | None = None,
        timeout: str | None = None,
        level: str | None = None,
    ) -> GuildSettings | Refusal:
        """The server's defaults for new tables; a moderator's options change them."""
        if caller.guild_id is None:
            return Refusal(Text("table-settings-in-server"))
        current = await self.ctx.repo.settings.guild_settings(caller.guild_id)
        if turn is None and timeout is None and level is None:
            return current
        if not caller.may_manage:
            return Refusal(Text("table-settings-moderators"))
        if turn is not None and turn != 0 and turn not in TURN_LIMITS.values():
            return Refusal(Text("table-turn-limits"))
        if timeout is not None and timeout not in AT_TIMEOUT:
            return Refusal(Text("table-at-timeout-choices"))
        if level is not None and level not in AI_LEVELS:
            return Refusal(Text("table-no-ai-level", level=level[:40]))
        changed = current
        if turn is not None:
            changed = replace(changed, turn_minutes=turn or None)
        if timeout is not None:
            at: AtTimeout = "take" if timeout == "take" else "play"
            changed = replace(changed, at_timeout=at)
        if level is not None:
            changed = replace(changed, ai_level=level)
        return await self.ctx.repo.settings.set_guild_settings(caller.guild_id, changed)

    @staticmethod
    def describe_settings(settings: GuildSettings) -> str:
        return Text(
            "table-settings",
            limit=limit_text(settings.turn_minutes),
            timeout=at_timeout_text(settings.at_timeout),
            level=level_text(settings.ai_level),
        )

    async def set_notify(self, caller: Caller, on: bool) -> str:
        await self.ctx.repo.settings.set_notify(caller.user_id, on)
        if on:
            return Text("table-notify-on")
        return Text("table-notify-off")

    async def load_languages(self) -> None:
        self._chosen_languages = await self.ctx.repo.settings.chosen_languages()

    def chosen_language(self, user_id: int) -> str | None:
        """The language the person chose, None while they follow their Discord's."""
        return (self._chosen_languages or {}).get(user_id)

    async def set_language(self, caller: Caller, language: str | None) -> str | Refusal:
        """The caller's own language (one of ``LANGUAGES``); None: their Discord's again."""
        if language is not None and language not in LANGUAGES:
            return Refusal(Text("table-no-language", language=language[:40]))
        await self.ctx.repo.settings.set_language(caller.user_id, language)
        chosen = dict(self._chosen_languages or {})
        if language is None:
            chosen.pop(caller.user_id, None)
            # DMs sent unasked follow the table's language until their Discord speaks again
            self.languages.pop(caller.user_id, None)
        else:
            chosen[caller.user_id] = language
            self.languages[caller.user_id] = language
        self._chosen_languages = chosen
        if language is None:
            return Text("tabula-language-cleared")
        return Text("tabula-language-set", language=language_text(language))

    async def my_tables(self, caller: Caller) -> list[MyTable]:
        """The tables the caller sits at in this server, newest first."""
        found = []
        for table in await self.ctx.repo.tables.tables_of(caller.user_id, caller.guild_id):
            game = game_title(table.game_id, self.ctx.game(table).engine.name)
            if table.status is not TableStatus.ACTIVE:
                found.append(
                    MyTable(table.id, game, table.channel_id, table.status, None, False, None, None)
                )
                continue
            try:
                loaded = await self.ctx.repo.tables.load(table.id)
            except Refused:
                continue
            names = await self.ctx.names.seat_names(table)
            seat = next((s for s in table.seats if s.id == loaded.pending), None)
            mine = seat is not None and seat.user_id == caller.user_id and not seat.is_ai
            end = (
                await self.deadlines.deadline(table.id)
                if seat is not None and not seat.is_ai
                else None
            )
            found.append(
                MyTable(
                    table.id,
                    game,
                    table.channel_id,
                    table.status,
                    names.get(str(loaded.pending), None) if loaded.pending else None,
                    mine,
                    loaded.turn_since,
                    end,
                )
            )
        return found

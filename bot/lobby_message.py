"""The lobby message, with its seats, buttons and menus (the computer's level, the clock, what
happens at a timeout, the table's language), and what the channel sees of a table that plays
in its own thread."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot import custom_ids
from bot.components import shorten
from bot.i18n.languages import ENGLISH, LANGUAGES
from bot.i18n.text import localized, say
from bot.i18n.words import (
    AT_TIMEOUT_KEYS,
    at_timeout_text,
    game_title,
    joined,
    language_text,
    level_about,
    level_text,
    limit_text,
    players_text,
)
from bot.messages import Button, Component, Embed, Field, Menu, Message, Option
from bot.service import TableService
from bot.service.clock import TURN_LIMITS
from bot.service.lobby import AI_LEVELS
from bot.table_settings import TableSettings
from storage.models import LoadedTable, Table, TableStatus


class LobbyMessages:
    def __init__(self, service: TableService) -> None:
        self.service = service

    async def lobby(
        self,
        table: Table,
        closed_by: str | None = None,
        loaded: LoadedTable | None = None,
        locale: str = ENGLISH,
    ) -> Message:
        """The lobby message in the table's language; once the game runs (``loaded``), what the
        channel sees of a table that plays in its own thread: the players, whose turn it is,
        the result."""
        game = self.service.ctx.game(table)
        engine = game.engine
        names = await self.service.ctx.names.seat_names(table)
        capacity = self.service.lobby.capacity(table)
        lines = []
        for i in range(capacity):
            if i < len(table.seats):
                seat = table.seats[i]
                key = "lobby-seat-host" if seat.user_id == table.host_id else "lobby-seat"
                lines.append(say(locale, key, number=i + 1, name=names[seat.id]))
            else:
                lines.append(say(locale, "lobby-seat-open", number=i + 1))
        settings = TableSettings.of(table)
        order = "yes" if settings.random_order else "no"
        minutes = settings.turn_minutes
        clock = (
            say(locale, "lobby-clock-none")
            if minutes is None
            else say(
                locale,
                "lobby-clock",
                limit=limit_text(minutes),
                timeout=at_timeout_text(settings.at_timeout),
            )
        )
        title = game_title(table.game_id, engine.name)
        embed = Embed(
            title=say(locale, "board-title", game=title, table=str(table.id)),
            description="\n".join(lines),
            colour="lobby",
            fields=(Field(say(locale, "lobby-time-per-turn"), clock),),
            footer=say(
                locale,
                "lobby-footer",
                players=players_text(engine.min_players, capacity),
                random=order,
            ),
        )
        in_thread = settings.lobby_channel is not None
        where = f"<#{table.channel_id}>"
        if table.status is TableStatus.LOBBY:
            content = say(locale, "lobby-played-in", where=where) if in_thread else None
            full = len(table.seats) >= capacity
            components = self.lobby_components(table, locale, full=full)
            return Message(content, embed, components=components)
        if table.status in (TableStatus.ACTIVE, TableStatus.FINISHED) and in_thread:
            return Message(await self._standing(table, loaded, names, where, locale), embed)
        if table.status is TableStatus.ACTIVE:
            return Message(content=say(locale, "lobby-started"), embed=embed)
        if table.status is TableStatus.ABANDONED:
            return Message(content=say(locale, "lobby-abandoned"), embed=embed)
        if closed_by is None:
            return Message(content=say(locale, "lobby-expired"), embed=embed)
        closer = shorten(closed_by, 80)
        return Message(content=say(locale, "lobby-closed-by", name=closer), embed=embed)

    async def _standing(
        self,
        table: Table,
        loaded: LoadedTable | None,
        names: Mapping[str, str],
        where: str,
        locale: str,
    ) -> str:
        """One line for the channel about a game that plays in its thread."""
        result = await self.service.tables.result(loaded) if loaded is not None else None
        if result is not None:
            winners = joined([names.get(w, w) for w in result.winners], locale) or "—"
            count = len(result.winners)
            return say(locale, "lobby-over-in-winner", where=where, winners=winners, count=count)
        if table.status is TableStatus.FINISHED:
            return say(locale, "lobby-over-in", where=where)
        pending = loaded.pending if loaded is not None else None
        if pending is None:
            return say(locale, "lobby-playing-in", where=where)
        name = names.get(pending, pending)
        return say(locale, "lobby-playing-in-to-move", where=where, name=name)

    @staticmethod
    def lobby_components(
        table: Table, locale: str = ENGLISH, *, full: bool = False
    ) -> tuple[Component, ...]:
        """The lobby's buttons and menus; a ``full`` table offers no computer player (the
        service would refuse one)."""
        menu = Menu(
            custom_ids.lobby(table.id, "ai"),
            say(locale, "lobby-add-computer"),
            tuple(
                Option(
                    localized(level_text(level), locale),
                    level,
                    localized(level_about(level), locale),
                )
                for level in AI_LEVELS
            ),
            0,
        )
        buttons: list[tuple[str, str, Any]] = [
            ("join", say(locale, "lobby-join"), "success"),
            ("leave", say(locale, "lobby-leave"), "secondary"),
            ("start", say(locale, "lobby-start"), "primary"),
            ("cancel", say(locale, "lobby-cancel"), "danger"),
        ]
        settings = TableSettings.of(table)
        minutes = settings.turn_minutes
        clock = Menu(
            custom_ids.lobby(table.id, "clock"),
            say(locale, "lobby-clock-placeholder", limit=limit_text(minutes)),
            tuple(
                Option(localized(limit_text(m), locale), str(m or 0), default=m == minutes)
                for m in TURN_LIMITS.values()
            ),
            2,
        )
        chosen = settings.at_timeout
        timeout = Menu(
            custom_ids.lobby(table.id, "timeout"),
            say(locale, "lobby-timeout-placeholder", timeout=at_timeout_text(chosen)),
            tuple(
                Option(
                    say(locale, "lobby-timeout-option", timeout=at_timeout_text(key)),
                    key,
                    default=key == chosen,
                )
                for key in AT_TIMEOUT_KEYS
            ),
            3,
        )
        menus = (clock, timeout, LobbyMessages.language_menu(table, locale))
        return (
            *(() if full else (menu,)),
            *(
                Button(custom_ids.lobby(table.id, v), label, style, 1)
                for v, label, style in buttons
            ),
            *menus,
        )

    @staticmethod
    def language_menu(table: Table, locale: str) -> Menu:
        """The host's choice of the language the table speaks in public; ``locale`` is that
        language already, so the menu reads in what it offers to change."""
        return Menu(
            custom_ids.lobby(table.id, "language"),
            say(locale, "lobby-language-placeholder", language=language_text(locale)),
            tuple(
                Option(localized(language_text(lang), locale), lang, default=lang == locale)
                for lang in LANGUAGES
            ),
            4,
        )

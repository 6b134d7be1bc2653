"""The lobby: opening a table, seats (people and computers), starting, cancelling."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from bot.i18n.languages import LANGUAGES, public_language
from bot.i18n.text import Text
from bot.i18n.words import LEVEL_KEYS, game_title
from bot.service.clock import AT_TIMEOUT, TURN_LIMITS, turn_jobs
from bot.service.context import ServiceContext
from bot.service.outcomes import (
    Caller,
    LobbyChanged,
    PostBoard,
    Refusal,
    RunAi,
    Started,
    SyncPrivate,
    stored,
)
from bot.service.refusals import refusal_text
from bot.service.replays import Replays
from bot.service.tables import Tables
from bot.table_settings import LobbyOptions, TableSettings
from storage.errors import Refused
from storage.models import Table, TableStatus

# The computer players a lobby offers, in the order its menu shows them.
AI_LEVELS = tuple(LEVEL_KEYS)

# What only the host may do in a lobby.
HOST_VERBS = ("ai", "start", "cancel", "clock", "timeout", "language")
LobbyVerb = Literal["join", "leave", "ai", "start", "cancel", "clock", "timeout", "language"]


@dataclass(frozen=True, slots=True)
class NewLobby:
    """A lobby checked and ready to be stored (``closed``: lobbies that had expired)."""

    game_id: str
    settings: TableSettings
    ai: int
    level: str
    closed: tuple[Table, ...]


class Lobby:
    def __init__(self, ctx: ServiceContext, tables: Tables, replays: Replays) -> None:
        self.ctx = ctx
        self.tables = tables
        self.replays = replays

    async def open_lobby(
        self, caller: Caller, game_id: str, options: LobbyOptions
    ) -> LobbyChanged | Refusal:
        """A new lobby in the caller's channel (see :meth:`prepare_lobby`)."""
        new = await self.prepare_lobby(caller, game_id, options)
        if isinstance(new, Refusal):
            return new
        return await self.create_lobby(caller, new)

    async def prepare_lobby(
        self, caller: Caller, game_id: str, options: LobbyOptions
    ) -> NewLobby | Refusal:
        """Everything checked for a new lobby, before anything is shown or stored. The
        options' ``level``, ``turn`` (minutes; 0 for no limit) and ``timeout`` ("play" or
        "take") default to the server's settings; ``language`` (one of ``LANGUAGES``), to the
        server's preferred language."""
        seats, ai, turn, language = options.seats, options.ai, options.turn, options.language
        engine = self.ctx.games[game_id].engine
        if caller.channel_id is None:
            return Refusal(Text("table-open-in-server"))
        if not engine.min_players <= seats <= engine.max_players:
            title = game_title(game_id, engine.name)
            return Refusal(
                Text(
                    "table-player-range", game=title, min=engine.min_players, max=engine.max_players
                )
            )
        if not 0 <= ai < seats:
            return Refusal(Text("table-ai-leaves-no-seat", ai=ai, seats=seats))
        defaults = (
            await self.ctx.repo.settings.guild_settings(caller.guild_id)
            if caller.guild_id
            else None
        )
        level = options.level or (defaults.ai_level if defaults else "normal")
        if level not in AI_LEVELS:
            return Refusal(Text("table-no-ai-level", level=level[:40]))
        if turn is None:
            minutes = defaults.turn_minutes if defaults else TURN_LIMITS["24 hours"]
        elif turn == 0:
            minutes = None
        elif turn in TURN_LIMITS.values():
            minutes = turn
        else:
            return Refusal(Text("table-turn-limits"))
        timeout = options.timeout or (defaults.at_timeout if defaults else "play")
        if timeout not in AT_TIMEOUT:
            return Refusal(Text("table-at-timeout-choices"))
        if language is not None and language not in LANGUAGES:
            return Refusal(Text("table-no-language", language=language[:40]))
        closed = await self.expire_lobbies(channel_id=caller.channel_id)
        hosted = [
            t
            for t in await self.ctx.repo.tables.list_open_tables()
            if t.status is TableStatus.LOBBY
            and t.host_id == caller.user_id
            and t.guild_id == caller.guild_id
        ]
        most = self.ctx.limits.lobbies_per_host
        if len(hosted) >= most:
            return Refusal(
                Text("table-too-many-lobbies", count=len(hosted), most=most), closed=tuple(closed)
            )
        settings = TableSettings(
            seats=seats,
            random_order=options.random_order,
            ai_level=level,
            turn_minutes=minutes,
            at_timeout="take" if timeout == "take" else "play",
            auto=options.auto,
            rated=options.rated,
        )
        if language is not None or caller.guild_locale is not None:
            # what the table says in public; the host may change it in the lobby
            settings = settings.changed(language=public_language(language, caller.guild_locale))
        return NewLobby(game_id, settings, ai, level, tuple(closed))

    async def create_lobby(
        self, caller: Caller, new: NewLobby, thread_id: int | None = None
    ) -> LobbyChanged | Refusal:
        """The lobby stored: in the caller's channel, or (``thread_id``) playing in a thread
        opened from the lobby message, which stays in the caller's channel."""
        assert caller.channel_id is not None
        settings = new.settings
        if thread_id is not None:
            settings = settings.changed(lobby_channel=caller.channel_id)
        try:
            table = await self.ctx.repo.lobby.create_table(
                guild_id=caller.guild_id,
                channel_id=thread_id if thread_id is not None else caller.channel_id,
                game_id=new.game_id,
                host_id=caller.user_id,
                options=settings.stored(),
                seed=next(self.ctx.seeds) if self.ctx.seeds is not None else None,
            )
            for _ in range(new.ai):
                table = await self.ctx.repo.lobby.add_ai(table.id, new.level)
        except Refused as refusal:
            return Refusal(refusal_text(refusal), closed=new.closed)
        return LobbyChanged(table, closed=new.closed)

    async def rematch(self, caller: Caller, table_id: int) -> LobbyChanged | Refusal:
        """A new lobby in the same channel with the same seats and settings, opened by one of
        the finished game's players (the others are seated again; they may leave)."""
        old = await self.ctx.repo.tables.get_table(table_id)
        misplaced = self.tables.misplaced(caller, old, in_server=True)
        if misplaced is not None:
            return misplaced
        if old.status is not TableStatus.FINISHED:
            return Refusal(Text("table-rematch-finished-only"))
        if old.seat_of(caller.user_id) is None:
            return Refusal(Text("table-rematch-players-only"))
        before = TableSettings.of(old)
        settings = before.changed(random_order=before.random_order)
        try:
            table = await self.ctx.repo.lobby.create_table(
                guild_id=old.guild_id,
                channel_id=old.channel_id,
                game_id=old.game_id,
                host_id=caller.user_id,
                options=settings.stored(),
                seed=next(self.ctx.seeds) if self.ctx.seeds is not None else None,
            )
            for seat in old.seats:
                if seat.user_id == caller.user_id:
                    continue
                if seat.user_id is not None and not seat.resigned:
                    table = await self.ctx.repo.lobby.join(table.id, seat.user_id)
                elif seat.user_id is None:
                    table = await self.ctx.repo.lobby.add_ai(table.id, seat.ai_level or "normal")
        except Refused as refusal:
            return Refusal(refusal_text(refusal))
        return LobbyChanged(table)

    def expired(self, table: Table) -> bool:
        return (
            table.status is TableStatus.LOBBY
            and self.ctx.clock() - table.created_at >= self.ctx.limits.lobby_lifetime
        )

    async def expire_lobbies(self, channel_id: int | None = None) -> list[Table]:
        """Close the lobbies nobody started in time (only ``channel_id``'s, when given): they
        would block their channel forever."""
        closed = []
        for table in await self.ctx.repo.tables.list_open_tables():
            if (channel_id is None or table.channel_id == channel_id) and self.expired(table):
                async with self.ctx.lock(table.id):
                    try:
                        closed.append(await self.ctx.repo.lobby.abort(table.id))
                    except Refused:
                        continue  # started or closed meanwhile
        return closed

    def capacity(self, table: Table) -> int:
        seats = TableSettings.of(table).seats
        return seats if seats is not None else self.ctx.game(table).engine.max_players

    async def lobby_action(
        self, caller: Caller, table_id: int, verb: LobbyVerb, value: str | None = None
    ) -> LobbyChanged | Started | Refusal:
        """A lobby button (or the AI menu, whose chosen level is ``value``)."""
        async with self.ctx.lock(table_id):
            try:
                table = await self.ctx.repo.tables.get_table(table_id)
                misplaced = self.tables.misplaced(caller, table, in_server=True)
                if misplaced is not None:
                    return misplaced
                if self.expired(table):
                    return Refusal(
                        Text("table-lobby-expired"),
                        closed=(await self.ctx.repo.lobby.abort(table_id),),
                    )
                if table.status is not TableStatus.LOBBY:
                    return Refusal(Text("table-lobby-closed"))
                capacity = self.capacity(table)
                if verb in ("join", "ai") and len(table.seats) >= capacity:
                    return Refusal(Text("table-lobby-full", seats=capacity))
                if verb in HOST_VERBS and caller.user_id != table.host_id:
                    host = await self.ctx.names.user_name(table.host_id)
                    return Refusal(Text("table-host-only", host=host))
                if verb == "join":
                    table = await self.ctx.repo.lobby.join(table_id, caller.user_id)
                elif verb == "leave":
                    table = await self.ctx.repo.lobby.leave(table_id, str(caller.user_id))
                elif verb == "ai":
                    level = value or "normal"
                    if level not in AI_LEVELS:
                        return Refusal(Text("table-no-ai-level", level=level[:40]))
                    table = await self.ctx.repo.lobby.add_ai(table_id, level)
                elif verb == "clock":
                    minutes = int(value) if value and value.isdigit() else -1
                    if minutes != 0 and minutes not in TURN_LIMITS.values():
                        return Refusal(Text("table-turn-limits"))
                    settings = TableSettings.of(table).changed(turn_minutes=minutes or None)
                    table = await self.ctx.repo.lobby.configure(table_id, settings.stored())
                elif verb == "timeout":
                    if value not in AT_TIMEOUT:
                        return Refusal(Text("table-at-timeout-choices"))
                    settings = TableSettings.of(table).changed(at_timeout=value)
                    table = await self.ctx.repo.lobby.configure(table_id, settings.stored())
                elif verb == "language":
                    if value not in LANGUAGES:
                        return Refusal(Text("table-no-language", language=(value or "")[:40]))
                    settings = TableSettings.of(table).changed(language=value)
                    table = await self.ctx.repo.lobby.configure(table_id, settings.stored())
                elif verb == "cancel":
                    table = await self.ctx.repo.lobby.abort(table_id)
                else:
                    effects = (PostBoard(table_id), SyncPrivate(table_id), RunAi(table_id))
                    loaded = await self.ctx.repo.lobby.start(
                        table.id,
                        shuffle_seats=TableSettings.of(table).random_order,
                        effects=stored(effects),
                    )
                    # the first turn's deadlines, now that the seat order is known
                    first = turn_jobs(loaded.table, loaded.pending, self.ctx.clock())
                    if first:
                        await self.ctx.repo.outbox.schedule_jobs(table.id, first)
                    self.replays.forget_recent(table_id)
                    return Started(loaded, effects)
            except Refused as refusal:
                return Refusal(refusal_text(refusal))
        closed_by = None if table.status is TableStatus.LOBBY else caller.name
        return LobbyChanged(table, closed_by=closed_by)

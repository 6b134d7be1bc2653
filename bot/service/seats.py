"""Seats that change hands during a game: resign, leave, join (or claim back), replace.

The engine's seat id never changes (it is the first holder's user id, or ``ai-<n>``); who holds
the seat does: a person, or the computer while its person is away (after a time-out or a
``leave``; they may claim it back with ``join``) or for good (after a resignation).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from bot.i18n.text import Text
from bot.i18n.words import command_group
from bot.service.clock import turn_jobs
from bot.service.context import ServiceContext
from bot.service.outcomes import (
    Announce,
    Caller,
    EditBoard,
    Effect,
    PostBoard,
    Refusal,
    ReleaseDm,
    RunAi,
    StripBoard,
    SyncPrivate,
    stored,
)
from bot.service.refusals import refusal_text
from bot.service.tables import Tables
from bot.table_settings import TableSettings
from rules.core import Result
from storage.errors import Refused
from storage.models import LoadedTable, Seat


@dataclass(frozen=True, slots=True)
class SeatChanged:
    loaded: LoadedTable
    effects: tuple[Effect, ...]
    text: str  # what the caller is told


@dataclass(frozen=True, slots=True)
class JoinRequest:
    """Someone who is not the host asks for a seat the computer holds: the host decides."""

    loaded: LoadedTable
    seat: str
    user_id: int
    host_id: int


class Seats:
    def __init__(self, ctx: ServiceContext, tables: Tables) -> None:
        self.ctx = ctx
        self.tables = tables

    def level(self, loaded: LoadedTable) -> str:
        return TableSettings.of(loaded.table).ai_level

    async def _change(
        self,
        loaded: LoadedTable,
        seat: Seat,
        *,
        user_id: int | None,
        computer: bool,
        resigned: bool = False,
        announce: str,
        released: int | None = None,
    ) -> tuple[Effect, ...]:
        """Give ``seat`` to ``user_id`` (or the computer), with what must be shown for it in
        the same transaction: the seat's new holder gets the DM, the old one is told, and the
        board is drawn anew (its buttons were for the version before)."""
        table = loaded.table
        effects: list[Effect] = [Announce(table.channel_id, announce), SyncPrivate(table.id)]
        if released is not None:
            effects.append(ReleaseDm(table.id, released))
        jobs = None
        if seat.id == loaded.pending:
            # whose turn it is changed hands: a new board (with the buttons, or the computer's
            # move), and the deadlines of a person's turn
            effects += [StripBoard(table.id), PostBoard(table.id), RunAi(table.id)]
            holder = replace(seat, user_id=user_id, ai_level=None, away=False)
            seats = tuple(holder if s.id == seat.id else s for s in table.seats)
            now = replace(table, seats=seats)
            jobs = [] if computer else turn_jobs(now, seat.id, self.ctx.clock())
        else:
            effects.append(EditBoard(table.id))
        since = None
        if computer:
            # a seat the computer played already (away) keeps the time it took it
            since = seat.since or await self.tables.computer_since(loaded)
        await self.ctx.repo.tables.change_seat(
            table.id,
            loaded.version,
            seat.id,
            user_id=user_id,
            ai_level=self.level(loaded) if computer else None,
            away=computer and not resigned,
            resigned=resigned,
            since=since,
            effects=stored(effects, self.tables.language(table)),
            jobs=jobs,
        )
        return tuple(effects)

    async def _seated(self, caller: Caller, game_id: str) -> tuple[LoadedTable, Seat] | Refusal:
        here = await self.tables.table_here(game_id, caller)
        if isinstance(here, Refusal):
            return here
        seat = here.table.seat_of(caller.user_id)
        if seat is None:
            return Refusal(Text("table-not-playing"))
        return here, seat

    async def resign(self, caller: Caller, game_id: str) -> SeatChanged | Refusal:
        found = await self._seated(caller, game_id)
        if isinstance(found, Refusal):
            return found
        loaded, seat = found
        async with self.ctx.lock(loaded.table.id):
            loaded = await self.ctx.repo.tables.load(loaded.table.id)
            if seat.resigned:
                return Refusal(Text("table-resigned-already"))
            if len(loaded.table.seats) == 2:
                return await self._concede(caller, loaded, seat)
            name = caller.name
            text = Text("table-resigned-announce", name=name)
            try:
                effects = await self._change(
                    loaded, seat, user_id=seat.user_id, computer=True, resigned=True, announce=text
                )
            except Refused as refusal:
                return Refusal(refusal_text(refusal))
            return SeatChanged(
                await self.ctx.repo.tables.load(loaded.table.id),
                effects,
                Text("table-you-resigned"),
            )

    async def _concede(self, caller: Caller, loaded: LoadedTable, seat: Seat) -> SeatChanged:
        """In a two-player game a resignation ends the game: the other player wins."""
        table = loaded.table
        other = next(s for s in table.seats if s.id != seat.id)
        names = await self.ctx.names.seat_names(table)
        winner = names.get(other.id, other.id)
        effects: tuple[Effect, ...] = (
            Announce(
                table.channel_id,
                Text("table-conceded-announce", name=caller.name, winner=winner),
            ),
            StripBoard(table.id),
            PostBoard(table.id),
            SyncPrivate(table.id),
        )
        await self.ctx.repo.tables.change_seat(
            table.id,
            loaded.version,
            seat.id,
            user_id=seat.user_id,
            ai_level=self.level(loaded),
            away=False,
            resigned=True,
        )
        result = Result({seat.id: 0.0, other.id: 1.0}, [other.id], {seat.id: {"resigned": True}})
        await self.ctx.repo.tables.concede(
            table.id,
            loaded.version + 1,
            result,
            effects=stored(effects, self.tables.language(table)),
        )
        return SeatChanged(
            await self.ctx.repo.tables.load(table.id), effects, Text("table-you-resigned")
        )

    async def leave(self, caller: Caller, game_id: str) -> SeatChanged | Refusal:
        found = await self._seated(caller, game_id)
        if isinstance(found, Refusal):
            return found
        loaded, seat = found
        command = command_group(self.ctx.game(loaded.table).command)
        async with self.ctx.lock(loaded.table.id):
            loaded = await self.ctx.repo.tables.load(loaded.table.id)
            if seat.is_ai:
                return Refusal(Text("table-computer-plays-already", command=command))
            text = Text("table-left-announce", name=caller.name, command=command)
            try:
                effects = await self._change(
                    loaded, seat, user_id=seat.user_id, computer=True, announce=text
                )
            except Refused as refusal:
                return Refusal(refusal_text(refusal))
            return SeatChanged(
                await self.ctx.repo.tables.load(loaded.table.id),
                effects,
                Text("table-computer-plays-now", command=command),
            )

    async def join(self, caller: Caller, game_id: str) -> SeatChanged | JoinRequest | Refusal:
        """Claim back one's own seat from the computer at once; take a seat someone left (the
        host lets you in)."""
        here = await self.tables.table_here(game_id, caller)
        if isinstance(here, Refusal):
            return here
        table = here.table
        if any(s.user_id == caller.user_id and s.resigned for s in table.seats):
            return Refusal(Text("table-seat-resigned-yours"))
        own = table.seat_of(caller.user_id)
        if own is not None and not own.is_ai:
            return Refusal(Text("table-seated-already"))
        if own is not None:
            return await self._take(caller, table.id, own.id, claim=True)
        free = [s for s in table.seats if s.away and not s.resigned]
        if not free:
            return Refusal(Text("table-no-free-seat"))
        if caller.user_id == table.host_id:
            return await self._take(caller, table.id, free[0].id, claim=False)
        return JoinRequest(here, free[0].id, caller.user_id, table.host_id)

    async def _take(
        self, caller: Caller, table_id: int, seat_id: str, *, claim: bool
    ) -> SeatChanged | Refusal:
        async with self.ctx.lock(table_id):
            loaded = await self.ctx.repo.tables.load(table_id)
            seat = next((s for s in loaded.table.seats if s.id == seat_id), None)
            if seat is None or not seat.away or seat.resigned:
                return Refusal(Text("table-seat-taken"))
            names = await self.ctx.names.seat_names(loaded.table)
            if claim:
                text = Text("table-back-announce", name=caller.name)
            else:
                text = Text(
                    "table-takes-over-announce", name=caller.name, seat=names.get(seat.id, seat.id)
                )
            previous = seat.user_id if seat.user_id != caller.user_id else None
            try:
                effects = await self._change(
                    loaded,
                    seat,
                    user_id=caller.user_id,
                    computer=False,
                    announce=text,
                    released=previous,
                )
            except Refused as refusal:
                return Refusal(refusal_text(refusal))
            return SeatChanged(
                await self.ctx.repo.tables.load(table_id), effects, Text("table-seat-yours")
            )

    async def let_in(
        self, caller: Caller, table_id: int, seat_id: str, user_id: int, joiner: str
    ) -> SeatChanged | Refusal:
        """The host's answer to a join request: the seat goes to ``user_id``."""
        table = await self.ctx.repo.tables.get_table(table_id)
        misplaced = self.tables.misplaced(caller, table)
        if misplaced is not None:
            return misplaced
        if caller.user_id != table.host_id and not caller.may_manage:
            return Refusal(Text("table-host-decides"))
        guest = Caller(user_id, joiner, table.guild_id, table.channel_id)
        return await self._take(guest, table_id, seat_id, claim=False)

    async def replace(
        self, caller: Caller, game_id: str, old_user: int, new_user: int, new_name: str
    ) -> SeatChanged | Refusal:
        """The host (or a moderator) hands a player's seat to another person."""
        here = await self.tables.table_here(game_id, caller)
        if isinstance(here, Refusal):
            return here
        table = here.table
        if caller.user_id != table.host_id and not caller.may_manage:
            host = await self.ctx.names.user_name(table.host_id)
            return Refusal(Text("table-host-or-manager", host=host))
        seat = table.seat_of(old_user)
        if seat is None:
            return Refusal(Text("table-player-has-no-seat"))
        if seat.resigned:
            return Refusal(Text("table-seat-was-resigned"))
        if table.seat_of(new_user) is not None:
            return Refusal(Text("table-holds-seat-already", name=new_name))
        self.ctx.names.remember(new_user, new_name)
        async with self.ctx.lock(table.id):
            loaded = await self.ctx.repo.tables.load(table.id)
            old_name = await self.ctx.names.user_name(old_user)
            text = Text("table-handed-announce", name=caller.name, old=old_name, new=new_name)
            try:
                effects = await self._change(
                    loaded,
                    seat,
                    user_id=new_user,
                    computer=False,
                    announce=text,
                    released=old_user,
                )
            except Refused as refusal:
                return Refusal(refusal_text(refusal))
            return SeatChanged(
                await self.ctx.repo.tables.load(table.id),
                effects,
                Text("table-seat-now-of", name=new_name),
            )

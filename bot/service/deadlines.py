"""What a turn's deadlines do when they fall due: remind the player to move, or time the turn
out (the computer plays it, or takes the seat)."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from bot.i18n.text import Text
from bot.i18n.words import command_group
from bot.service.clock import REMIND_HALF, REMIND_SOON, TIMEOUT, deadline, time_out, turn_jobs
from bot.service.context import ServiceContext
from bot.service.outcomes import (
    Announce,
    Effect,
    Played,
    PostBoard,
    RunAi,
    StripBoard,
    SyncPrivate,
    stored,
)
from bot.service.tables import Tables
from bot.service.turns import Think, Turns
from bot.table_settings import TableSettings
from storage import steady_clock
from storage.errors import Refused
from storage.models import Job, LoadedTable, TableStatus


@dataclass(frozen=True, slots=True)
class Reminder:
    """The player to move is to be reminded: by DM, or (DMs closed or turned off) by one ping
    in the table's channel."""

    loaded: LoadedTable
    user_id: int
    deadline: datetime
    soon: bool  # the last reminder, shortly before the end (else: half the time is gone)


class Deadlines:
    def __init__(self, ctx: ServiceContext, tables: Tables, turns: Turns) -> None:
        self.ctx = ctx
        self.tables = tables
        self.turns = turns

    async def deadline(self, table_id: int, version: int | None = None) -> datetime | None:
        """When the turn in progress times out: the stored time-out itself (what will fire),
        None without a limit or on a computer's turn. At ``version``, what the click that
        brought the table there knew already, if it did."""
        known = self.ctx.deadlines_known.get(table_id)
        if version is not None and known is not None and known[0] == version:
            return known[1]
        return time_out(await self.ctx.repo.outbox.jobs(table_id))

    async def due(self, job: Job) -> LoadedTable | None:
        """The table, if ``job`` still concerns it: its game in play, and the seat it was
        set for still to move (a move since then replaced the deadlines, but a job may have
        been taken just before)."""
        try:
            loaded = await self.ctx.repo.tables.load(job.table_id)
        except Refused:
            return None
        seat = next((s for s in loaded.table.seats if s.id == loaded.pending), None)
        if loaded.table.status is not TableStatus.ACTIVE or seat is None or seat.is_ai:
            return None
        if job.payload.get("seat") != seat.id:
            return None
        return loaded

    async def remind(self, job: Job) -> Reminder | None:
        loaded = await self.due(job)
        if loaded is None or job.kind not in (REMIND_HALF, REMIND_SOON):
            return None
        seat = next(s for s in loaded.table.seats if s.id == loaded.pending)
        end = await self.deadline(loaded.table.id)
        if seat.user_id is None or end is None:
            return None
        return Reminder(loaded, seat.user_id, end, soon=job.kind == REMIND_SOON)

    async def time_out(self, job: Job, think: Think) -> Played | None:
        """The time is up: by the table's choice the computer plays the rest of this turn (the
        seat stays the player's), or takes the seat until its player claims it back. Under the
        table's lock and compare-and-swap, like any move: a click that came first wins, and the
        deadline then no longer concerns the table."""
        if job.kind != TIMEOUT:
            return None
        async with self.ctx.lock(job.table_id):
            loaded = await self.due(job)
            if loaded is None:
                return None
            table = loaded.table
            seat = next(s for s in table.seats if s.id == loaded.pending)
            game = self.ctx.game(table)
            name = await self.ctx.names.seat_names(table)
            who = name.get(seat.id, seat.id)
            settings = TableSettings.of(table)
            level = settings.ai_level
            if settings.at_timeout == "take":
                text = Text(
                    "table-timeout-takes-seat", who=who, command=command_group(game.command)
                )
                effects: tuple[Effect, ...] = (
                    Announce(table.channel_id, text),
                    StripBoard(table.id),
                    SyncPrivate(table.id),
                    PostBoard(table.id),
                    RunAi(table.id),
                )
                await self.ctx.repo.tables.change_seat(
                    table.id,
                    loaded.version,
                    seat.id,
                    user_id=seat.user_id,
                    ai_level=level,
                    away=True,
                    resigned=False,
                    since=await self.tables.computer_since(loaded),
                    effects=stored(effects, self.tables.language(table)),
                    jobs=[],
                )
                return Played(await self.ctx.repo.tables.load(table.id), (), effects)
            text = Text("table-timeout-played", who=who)
            effects = (
                Announce(table.channel_id, text),
                StripBoard(table.id, seat.id),
                PostBoard(table.id),
                SyncPrivate(table.id),
                RunAi(table.id),
            )
            return await self.turns.computer_turn(loaded, level, think, effects)

    async def not_yet(self, job: Job) -> datetime | None:
        """When a time-out that fell due truly does, if later than now: never before its turn
        began plus the time per turn, as this process sees the turn's start (a deadline
        counted on a clock that was behind would be due too soon)."""
        loaded = await self.due(job) if job.kind == TIMEOUT else None
        if loaded is None:
            return None
        end = deadline(loaded.table, loaded.turn_since)
        return end if end is not None and end > self.ctx.clock() else None

    async def missing_deadlines(self) -> int:
        """Tables in play whose person to move has a limit but no stored deadline (a start
        cut short, an older database) get them, counted from when the turn began. The turns'
        stored starts are also the least this process's clock may say: started while the
        system clock is behind, it would count deadlines that are due too soon."""
        fixed = 0
        in_play = await self.tables.tables_in_play()
        if in_play:
            steady_clock.not_before(max(loaded.turn_since for loaded in in_play))
        for loaded in in_play:
            wanted = turn_jobs(loaded.table, loaded.pending, loaded.turn_since)
            if wanted and not await self.ctx.repo.outbox.jobs(loaded.table.id):
                await self.ctx.repo.outbox.schedule_jobs(loaded.table.id, wanted)
                fixed += 1
        return fixed

"""Fires the turn deadlines stored with the tables: reminders, and time-outs.

Deadlines are rows in storage (``bot.service.clock``), so a restart loses none: what fell due
while the bot was stopped fires once when it is back. Each job is leased before it fires (one
taker even with two processes), and a time-out acts under the table's lock and compare-and-
swap like any move.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from datetime import timedelta

import discord

from bot import discord_out
from bot.i18n.text import say
from bot.i18n.words import game_title
from bot.readers import table_locale, unasked_language
from bot.rounds import Rounds
from bot.service import TableService
from bot.service.clock import TIMEOUT
from bot.service.deadlines import Reminder
from bot.service.outcomes import Effect
from bot.service.turns import Think
from storage.models import Job, LoadedTable

log = logging.getLogger(__name__)

POLL = 15.0  # seconds between two looks for due deadlines
LEASE = timedelta(minutes=2)  # how long a job is ours while it fires
RETRY = timedelta(minutes=1)

# Shows what a time-out did: (table id, effects, the table as it stands) -> shown.
Show = Callable[[int, tuple[Effect, ...], LoadedTable], Awaitable[None]]


class Scheduler(Rounds):
    name = "scheduler"

    def __init__(
        self, client: discord.Client, service: TableService, think: Think, show: Show
    ) -> None:
        super().__init__(POLL)
        self.client = client
        self.service = service
        self.think = think
        self.show = show

    async def run_due(self) -> int:
        """Fire every deadline that is due now; how many fired."""
        repo = self.service.ctx.repo
        now = self.service.ctx.clock()
        fired = 0
        for job in await repo.outbox.due_jobs(now):
            taken = await repo.outbox.lease_job(job.id, now + LEASE, now)
            if taken is None:
                continue  # another process (or round) has it
            later = await self.service.deadlines.not_yet(taken)
            if later is not None:
                await repo.outbox.job_later(taken.id, later, "due before its turn's end")
                continue
            try:
                await self.fire(taken)
            except Exception as error:
                log.exception("deadline %s of table %s failed", taken.kind, taken.table_id)
                await repo.outbox.job_later(
                    taken.id, now + RETRY, f"{type(error).__name__}: {error}"
                )
                continue
            await repo.outbox.job_done(taken.id)
            fired += 1
        return fired

    async def fire(self, job: Job) -> None:
        if job.kind == TIMEOUT:
            played = await self.service.deadlines.time_out(job, self.think)
            if played is not None:
                await self.show(job.table_id, played.effects, played.loaded)
            return
        reminder = await self.service.deadlines.remind(job)
        if reminder is not None:
            await self.remind(reminder)

    async def remind(self, reminder: Reminder) -> None:
        """By DM, with a link to the board; when the player's DMs are closed or turned off,
        one ping in the table's channel instead."""
        table = reminder.loaded.table
        game = self.service.ctx.game(table)
        when = f"<t:{int(reminder.deadline.timestamp())}:R>"
        refs = await self.service.ctx.repo.messages.messages(table.id)
        board = next((m for m in refs if m.purpose == "board"), None)
        place = f"<#{table.channel_id}>"
        # the DM in its reader's language, the ping in the channel in the table's
        person = reminder.user_id
        locale = await unasked_language(
            self.client, self.service.accounts, self.service.ctx.repo, person, table
        )
        number = str(table.id)
        link = ""
        if board is not None and table.guild_id is not None:
            url = (
                f"https://discord.com/channels/{table.guild_id}/"
                f"{board.channel_id}/{board.message_id}"
            )
            link = "\n" + say(locale, "answer-reminder-board", url=url)
        if await self.service.ctx.repo.settings.notify(reminder.user_id):
            title = game_title(table.game_id, game.engine.name)
            said = say(locale, "answer-reminder", place=place, game=title, table=number, when=when)
            text = said + link
            try:
                # the DM channel straight from the id: the user's profile is not needed
                dm = await self.client.create_dm(discord.Object(reminder.user_id))
                await dm.send(text, allowed_mentions=discord_out.NO_PINGS)
                return
            except discord.Forbidden:
                pass  # DMs closed: the channel, once
        channel = self.client.get_partial_messageable(table.channel_id)
        await channel.send(
            say(
                table_locale(self.client, table),
                "answer-reminder-ping",
                player=f"<@{reminder.user_id}>",
                table=number,
                when=when,
            ),
            allowed_mentions=discord_out.mentions(reminder.user_id),
        )

    async def first(self) -> None:
        await self.service.deadlines.missing_deadlines()

    async def round(self) -> None:
        await self.run_due()

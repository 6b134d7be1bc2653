"""The slash commands and buttons by which seats change hands during a game: resign, leave,
join (and the host's answer to a join), replace."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING

import discord

from bot import custom_ids, discord_out
from bot.i18n.text import Text, say
from bot.readers import answer
from bot.replies import in_time
from bot.service.outcomes import Refusal
from bot.service.seats import JoinRequest, SeatChanged

if TYPE_CHECKING:
    from bot.front_desk import FrontDesk


class SeatHandlers:
    def __init__(self, desk: FrontDesk) -> None:
        self.desk = desk
        self.service = desk.service

    async def _done(self, interaction: discord.Interaction, outcome: SeatChanged) -> None:
        await answer(interaction, outcome.text)
        await self.desk.show(outcome.loaded.table.id, outcome.effects, outcome.loaded)

    async def _answer(
        self, interaction: discord.Interaction, outcome: SeatChanged | Refusal
    ) -> None:
        if isinstance(outcome, Refusal):
            await answer(interaction, outcome.text)
        else:
            await self._done(interaction, outcome)

    @staticmethod
    def _defer(interaction: discord.Interaction) -> Callable[[], Awaitable[object]]:
        return lambda: interaction.response.defer(ephemeral=True, thinking=True)

    async def resign(self, interaction: discord.Interaction, game_id: str) -> None:
        caller = self.desk.caller(interaction)
        outcome = await in_time(
            interaction, self.service.seats.resign(caller, game_id), self._defer(interaction)
        )
        await self._answer(interaction, outcome)

    async def leave(self, interaction: discord.Interaction, game_id: str) -> None:
        caller = self.desk.caller(interaction)
        outcome = await in_time(
            interaction, self.service.seats.leave(caller, game_id), self._defer(interaction)
        )
        await self._answer(interaction, outcome)

    async def replace(
        self,
        interaction: discord.Interaction,
        game_id: str,
        player: discord.abc.User,
        to: discord.abc.User,
    ) -> None:
        caller = self.desk.caller(interaction)
        if to.bot:
            await answer(interaction, Text("answer-seat-to-person"))
            return
        outcome = await in_time(
            interaction,
            self.service.seats.replace(caller, game_id, player.id, to.id, to.display_name),
            self._defer(interaction),
        )
        await self._answer(interaction, outcome)

    async def join(self, interaction: discord.Interaction, game_id: str) -> None:
        caller = self.desk.caller(interaction)
        outcome = await in_time(
            interaction, self.service.seats.join(caller, game_id), self._defer(interaction)
        )
        if not isinstance(outcome, JoinRequest):
            await self._answer(interaction, outcome)
            return
        # the host decides: a question in the channel that pings them, answered by buttons
        table = outcome.loaded.table
        names = await self.service.ctx.names.seat_names(table)
        seat_name = names.get(outcome.seat, outcome.seat)
        # a question in the channel: in the table's language
        locale = self.desk.public(table)
        view = discord.ui.View(timeout=None)
        for yes, label, style in (
            (
                True,
                say(locale, "answer-let-in", name=caller.name[:40]),
                discord.ButtonStyle.success,
            ),
            (False, say(locale, "answer-refuse"), discord.ButtonStyle.secondary),
        ):
            view.add_item(
                discord.ui.Button(
                    custom_id=custom_ids.seat_request(table.id, outcome.seat, caller.user_id, yes),
                    label=label,
                    style=style,
                )
            )
        view.stop()
        channel = interaction.client.get_partial_messageable(table.channel_id)
        await channel.send(
            say(
                locale,
                "answer-join-request",
                host=f"<@{outcome.host_id}>",
                name=caller.name,
                seat=seat_name,
                table=str(table.id),
            ),
            view=view,
            allowed_mentions=discord_out.mentions(outcome.host_id),
        )
        await answer(interaction, Text("answer-host-asked"))

    async def on_request(
        self, interaction: discord.Interaction, parsed: custom_ids.SeatRequestId
    ) -> None:
        caller = self.desk.caller(interaction)
        table = await self.service.ctx.repo.tables.get_table(parsed.table_id)
        if caller.user_id != table.host_id and not caller.may_manage:
            await answer(interaction, Text("table-host-decides"))
            return
        joiner = await self.service.ctx.names.user_name(parsed.user_id)
        if not parsed.yes:
            await interaction.response.edit_message(
                content=say(self.desk.public(table), "answer-host-kept-seat", name=joiner),
                view=None,
            )
            return
        outcome = await self.service.seats.let_in(
            caller, parsed.table_id, parsed.seat, parsed.user_id, joiner
        )
        if isinstance(outcome, Refusal):
            await answer(interaction, outcome.text)
            return
        took = say(self.desk.public(table), "answer-takes-seat", name=joiner)
        await interaction.response.edit_message(content=took, view=None)
        await self.desk.show(outcome.loaded.table.id, outcome.effects, outcome.loaded)

"""A game's story after the fact, on request: its board after any move, and its whole log."""

from __future__ import annotations

import io
from typing import TYPE_CHECKING

import discord

from bot import discord_out
from bot.i18n.text import Text, localized, say
from bot.readers import answer, reader_locale
from bot.service.outcomes import Refusal
from storage.errors import Refused

if TYPE_CHECKING:
    from bot.front_desk import FrontDesk


class HistoryHandlers:
    def __init__(self, desk: FrontDesk) -> None:
        self.desk = desk
        self.service = desk.service
        self.presenter = desk.presenter

    async def past_board(
        self, interaction: discord.Interaction, game_id: str, move: int | None, table: int | None
    ) -> None:
        """The board as it was after a move (the last one, without ``move``)."""
        caller = self.desk.caller(interaction)
        if move is None:
            found = await self.service.history.find_table(caller, game_id, table)
            if isinstance(found, Refusal):
                await answer(interaction, found.text)
                return
            move = len(await self.service.ctx.repo.tables.action_log(found.id))
        past = await self.service.history.board_at(caller, game_id, move, table)
        if isinstance(past, Refusal):
            await answer(interaction, past.text)
            return
        moves = len(await self.service.ctx.repo.tables.action_log(past.table.id))
        await interaction.response.defer(ephemeral=True, thinking=True)
        message = await self.presenter.boards.board(
            past,
            buttons=False,
            mention=False,
            past=True,
            moves=moves,
            locale=reader_locale(interaction),
        )
        await interaction.edit_original_response(**discord_out.edit_kwargs(message))

    async def send_log(
        self, interaction: discord.Interaction, game_id: str, table: int | None
    ) -> None:
        """The whole game in words, privately, as a text file."""
        log_ = await self.service.history.game_log(self.desk.caller(interaction), game_id, table)
        if isinstance(log_, Refusal):
            await answer(interaction, log_.text)
            return
        locale = reader_locale(interaction)
        text = "\n".join(localized(line, locale) for line in log_.lines) + "\n"
        name = f"table-{log_.table.id}-log.txt"
        await interaction.response.send_message(
            say(locale, "answer-log", table=str(log_.table.id), moves=log_.moves),
            file=discord.File(io.BytesIO(text.encode()), filename=name),
            ephemeral=True,
            allowed_mentions=discord_out.NO_PINGS,
        )

    async def full_board(self, interaction: discord.Interaction, table_id: int) -> None:
        """The whole board, privately (the board message shows the image made for the chat)."""
        caller = self.desk.caller(interaction)
        try:
            loaded = await self.service.ctx.repo.tables.load(table_id)
        except Refused:
            await answer(interaction, Text("table-button-invalid"))
            return
        misplaced = self.service.tables.misplaced(caller, loaded.table)
        if misplaced is not None:
            await answer(interaction, misplaced.text)
            return
        await interaction.response.defer(ephemeral=True, thinking=True)
        message = await self.presenter.boards.board(
            loaded, buttons=False, mention=False, full=True, locale=reader_locale(interaction)
        )
        await interaction.edit_original_response(**discord_out.edit_kwargs(message))

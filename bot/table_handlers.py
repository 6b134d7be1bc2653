"""The slash commands about the table in play in a channel: its board, one's hand, a hint,
undo, and abort (asked, then answered by its buttons)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord

from bot import custom_ids, discord_out
from bot.components import shorten
from bot.i18n.text import Text, localized, say
from bot.i18n.words import game_title
from bot.messages import Message
from bot.readers import answer, reader_locale
from bot.replies import in_time
from bot.service.outcomes import Aborted, Refusal, UndoneTurn
from storage.models import TableStatus

if TYPE_CHECKING:
    from bot.front_desk import FrontDesk
    from bot.history_handlers import HistoryHandlers
    from bot.lobby_handlers import LobbyHandlers


class TableHandlers:
    def __init__(self, desk: FrontDesk, history: HistoryHandlers, lobby: LobbyHandlers) -> None:
        self.desk = desk
        self.history = history  # a past move's board
        self.lobby = lobby  # the clicked message edited as the lobby does
        self.service = desk.service
        self.presenter = desk.presenter
        self.delivery = desk.delivery
        self.outbox = desk.outbox

    async def show_board(
        self,
        interaction: discord.Interaction,
        game_id: str,
        move: int | None = None,
        table: int | None = None,
    ) -> None:
        if move is not None or table is not None:
            await self.history.past_board(interaction, game_id, move, table)
            return
        caller = self.desk.caller(interaction)
        here = await self.service.tables.table_shown(game_id, caller)
        if isinstance(here, Refusal):
            await answer(interaction, here.text)
            return
        await interaction.response.defer(ephemeral=True, thinking=True)
        message = await self.presenter.boards.board(
            here, buttons=False, mention=False, full=True, locale=reader_locale(interaction)
        )
        await interaction.edit_original_response(**discord_out.edit_kwargs(message))
        if here.table.status is TableStatus.ACTIVE:
            # someone looked for the board: the table's own board message must still be there
            await self.outbox.check_board(here)

    async def show_hand(self, interaction: discord.Interaction, game_id: str) -> None:
        caller = self.desk.caller(interaction)
        here = await self.service.tables.table_shown(game_id, caller)
        if isinstance(here, Refusal):
            await answer(interaction, here.text)
            return
        seat = here.table.seat_of(caller.user_id)
        if seat is None:
            await answer(interaction, Text("table-not-playing"))
            return
        game = self.service.ctx.game(here.table)
        public = game.engine.view_model(here.state, None)
        choose = seat.id == here.pending and game.private_choice(public)
        await interaction.response.defer(ephemeral=True, thinking=True)
        message = await self.presenter.privates.private(
            here, seat.id, with_actions=choose, locale=reader_locale(interaction)
        )
        await interaction.edit_original_response(**discord_out.edit_kwargs(message))

    async def hint(self, interaction: discord.Interaction, game_id: str) -> None:
        """Privately, what a strong computer player would do now, and why (casual tables)."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        said = await self.service.hints.hint(
            self.desk.caller(interaction), game_id, self.delivery.ai.think
        )
        text = said.text if isinstance(said, Refusal) else said
        said_here = localized(text, reader_locale(interaction))
        await interaction.edit_original_response(content=shorten(said_here, 2000))

    async def undo(self, interaction: discord.Interaction, game_id: str) -> None:
        outcome = await in_time(
            interaction,
            self.service.turns.undo(self.desk.caller(interaction), game_id),
            lambda: interaction.response.defer(ephemeral=True, thinking=True),
        )
        if isinstance(outcome, Refusal):
            await answer(interaction, outcome.text)
            return
        assert isinstance(outcome, UndoneTurn)
        if not interaction.response.is_done():
            await interaction.response.defer(ephemeral=True, thinking=True)
        await self.desk.show(outcome.loaded.table.id, outcome.effects, outcome.loaded)
        await interaction.edit_original_response(
            content=say(reader_locale(interaction), "answer-undone")
        )

    async def ask_abort(self, interaction: discord.Interaction, game_id: str) -> None:
        table = await self.service.turns.abort_request(self.desk.caller(interaction), game_id)
        if isinstance(table, Refusal):
            await answer(interaction, table.text)
            return
        engine = self.service.ctx.game(table).engine
        locale = reader_locale(interaction)
        view = discord.ui.View(timeout=None)
        for verb, label, style in (
            ("yes", say(locale, "answer-abort-yes"), discord.ButtonStyle.danger),
            ("no", say(locale, "answer-abort-no"), discord.ButtonStyle.secondary),
        ):
            view.add_item(
                discord.ui.Button(
                    custom_id=custom_ids.abort(table.id, verb), label=label, style=style
                )
            )
        view.stop()
        await interaction.response.send_message(
            say(
                locale,
                "answer-abort-question",
                table=str(table.id),
                game=game_title(table.game_id, engine.name),
            ),
            view=view,
            ephemeral=True,
            allowed_mentions=discord_out.NO_PINGS,
        )

    async def on_abort_answer(
        self, interaction: discord.Interaction, table_id: int, verb: str
    ) -> None:
        if verb == "no":
            await interaction.response.edit_message(
                content=say(reader_locale(interaction), "answer-game-goes-on"), view=None
            )
            return
        outcome = await in_time(
            interaction,
            self.service.turns.abort(self.desk.caller(interaction), table_id),
            interaction.response.defer,
        )
        if isinstance(outcome, Refusal):
            await answer(interaction, outcome.text)
            return
        assert isinstance(outcome, Aborted)
        aborted = say(reader_locale(interaction), "answer-game-aborted")
        await self.lobby.edit_clicked(interaction, Message(content=aborted))
        await self.desk.show(outcome.table.id, outcome.effects)

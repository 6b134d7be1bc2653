"""A player's private choice in an ephemeral panel (when their DMs are closed) and the exact
number they type in a modal."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord

from bot import custom_ids, discord_out
from bot.components import shorten
from bot.i18n.text import Text, localized, say
from bot.readers import answer, reader_locale
from bot.replies import submitted_text, whole_number
from bot.service.outcomes import Refusal
from storage.models import LoadedTable

if TYPE_CHECKING:
    from bot.front_desk import FrontDesk

MODAL_TITLE = 45
LABEL = 45


class PanelHandlers:
    def __init__(self, desk: FrontDesk) -> None:
        self.desk = desk
        self.service = desk.service
        self.presenter = desk.presenter

    async def open_panel(
        self, interaction: discord.Interaction, table_id: int, version: int
    ) -> None:
        """The pending player's private choice, as an ephemeral message only they see (the
        same buttons their DM has: the fallback when DMs are closed). A player whose DM holds
        their hand is sent there: a copy of the hand in the thread at every turn was one more
        picture to scroll past, and went stale."""
        turn = await self.service.turns.turn(self.desk.caller(interaction), table_id, version)
        if isinstance(turn, Refusal):
            await self.desk.refuse(interaction, turn)
            return
        dm = await self._hand_in_dm(table_id, interaction.user.id)
        if dm is not None:
            await answer(interaction, Text("answer-hand-in-dm", url=dm))
            return
        await interaction.response.defer(ephemeral=True, thinking=True)
        message = await self.presenter.privates.private(
            turn.loaded, turn.seat, with_actions=True, locale=reader_locale(interaction)
        )
        await interaction.edit_original_response(**discord_out.edit_kwargs(message))

    async def _hand_in_dm(self, table_id: int, user_id: int) -> str | None:
        """The link to ``user_id``'s summary DM of the table, if the bot could send it."""
        refs = await self.service.ctx.repo.messages.messages(table_id)
        if any(m.purpose == "dm-closed" and m.user_id == user_id for m in refs):
            return None
        dm = next((m for m in refs if m.purpose == "summary" and m.user_id == user_id), None)
        if dm is None:
            return None
        return f"https://discord.com/channels/@me/{dm.channel_id}/{dm.message_id}"

    async def open_number(
        self, interaction: discord.Interaction, table_id: int, version: int
    ) -> None:
        """The pending player asked to type an exact number: answer with a modal."""
        turn = await self.service.turns.turn(self.desk.caller(interaction), table_id, version)
        if isinstance(turn, Refusal):
            await self.desk.refuse(interaction, turn)
            return
        choice = self._number_choice(turn.loaded)
        if choice is None:
            await answer(interaction, Text("answer-no-number"))
            return
        question, low, high = choice
        locale = reader_locale(interaction)
        modal = discord.ui.Modal(
            title=shorten(localized(question, locale), MODAL_TITLE),
            custom_id=custom_ids.number_submit(table_id, version),
        )
        field: discord.ui.TextInput[discord.ui.Modal] = discord.ui.TextInput(
            custom_id="number",
            min_length=1,
            max_length=len(str(high)),
            placeholder=str(high),
        )
        modal.add_item(
            discord.ui.Label(
                text=shorten(say(locale, "answer-number-label", low=low, high=high), LABEL),
                component=field,
            )
        )
        modal.stop()  # answered by custom_id like every component, never by a stored modal
        await interaction.response.send_modal(modal)

    def _number_choice(self, loaded: LoadedTable) -> tuple[str, int, int] | None:
        if loaded.pending is None:
            return None
        game = self.service.ctx.game(loaded.table)
        own = game.engine.view_model(loaded.state, loaded.pending)
        return game.number_choice(own, game.engine.legal_actions(loaded.state))

    async def on_number(
        self, interaction: discord.Interaction, table_id: int, version: int
    ) -> None:
        typed = submitted_text(interaction.data or {}, "number")
        turn = await self.service.turns.turn(self.desk.caller(interaction), table_id, version)
        if isinstance(turn, Refusal) and turn.board is None:
            await answer(interaction, turn.text)
            return
        choice = None if isinstance(turn, Refusal) else self._number_choice(turn.loaded)
        if isinstance(turn, Refusal) or choice is None:
            await answer(interaction, Text("answer-use-newest-board"))
            return
        _, low, high = choice
        number = whole_number(typed, low, high)
        if number is None:
            await answer(interaction, Text("answer-type-number", low=low, high=high))
            return
        await interaction.response.defer()
        game = self.service.ctx.game(turn.loaded.table)
        own = game.engine.view_model(turn.loaded.state, turn.seat)
        await self.desk.play(interaction, table_id, version, game.number_actions(own, number))

"""The lobby's commands and buttons: a new table (in a thread of its own where it can), the
seats, the clock, start and cancel, and a rematch."""

from __future__ import annotations

import logging
from collections.abc import Mapping
from dataclasses import replace
from typing import TYPE_CHECKING, Any

import discord

from bot import discord_out
from bot.components import shorten
from bot.i18n.languages import public_language
from bot.i18n.text import Text, localized
from bot.i18n.words import game_title
from bot.messages import Message
from bot.readers import answer
from bot.replay_handlers import replay
from bot.replies import in_time
from bot.service.outcomes import LobbyChanged, Refusal, Started
from bot.table_settings import LobbyOptions
from storage.models import Table

if TYPE_CHECKING:
    from bot.front_desk import FrontDesk

log = logging.getLogger(__name__)


class LobbyHandlers:
    def __init__(self, desk: FrontDesk) -> None:
        self.desk = desk
        self.service = desk.service
        self.presenter = desk.presenter
        self.delivery = desk.delivery

    async def new_table(
        self, interaction: discord.Interaction, game_id: str, options: LobbyOptions
    ) -> None:
        caller = self.desk.caller(interaction)
        new = await in_time(
            interaction,
            self.service.lobby.prepare_lobby(caller, game_id, options),
            lambda: interaction.response.defer(thinking=True),
        )
        await self.delivery.closed_lobbies(new.closed)
        if isinstance(new, Refusal):
            if interaction.response.is_done():
                # the lobby would have been public: its "thinking" gives way to a private note
                await interaction.delete_original_response()
            await answer(interaction, new.text)
            return
        title = game_title(game_id, self.service.ctx.games[game_id].engine.name)
        name = localized(title, public_language(new.settings.language, caller.guild_locale))
        why_here = thread_refused(interaction) if self.desk.threads else ""
        thread = None
        if why_here is None:
            # The lobby stays in the channel and the game plays in a thread opened from it: a
            # "thinking" answer is the message the thread starts from, then becomes the lobby.
            if not interaction.response.is_done():
                await interaction.response.defer(thinking=True)
            message = await interaction.original_response()
            try:
                thread = await message.create_thread(
                    name=shorten(f"{name} · {caller.name}", 100), auto_archive_duration=10080
                )
            except discord.HTTPException as error:
                log.warning("no thread for a table in channel %s: %s", caller.channel_id, error)
                why_here = Text("answer-no-thread")
        outcome = await self.service.lobby.create_lobby(
            caller, new, thread.id if thread is not None else None
        )
        if isinstance(outcome, Refusal):
            if interaction.response.is_done():
                await interaction.delete_original_response()
            await answer(interaction, outcome.text)
            return
        await self.post_lobby(interaction, outcome.table, note=why_here)

    async def on_lobby(self, interaction: discord.Interaction, table_id: int, verb: Any) -> None:
        if verb == "rematch":
            await self.rematch(interaction, table_id)
            return
        if verb == "replay":
            table = await self.service.ctx.repo.tables.get_table(table_id)
            await replay(interaction, table.game_id, self.desk, table_id)
            return
        data: Mapping[str, Any] = interaction.data or {}
        values = data.get("values") or []
        value = str(values[0]) if values else None
        outcome = await in_time(
            interaction,
            self.service.lobby.lobby_action(self.desk.caller(interaction), table_id, verb, value),
            interaction.response.defer,
        )
        if isinstance(outcome, Refusal):
            if outcome.closed:
                closed = outcome.closed[0]
                lobby = await self.presenter.lobbies.lobby(closed, locale=self.desk.public(closed))
                await self.edit_clicked(interaction, lobby)
            await answer(interaction, outcome.text)
            return
        if isinstance(outcome, LobbyChanged):
            lobby = await self.presenter.lobbies.lobby(
                outcome.table, outcome.closed_by, locale=self.desk.public(outcome.table)
            )
            await self.edit_clicked(interaction, lobby)
            return
        assert isinstance(outcome, Started)
        table = outcome.loaded.table
        lobby = await self.presenter.lobbies.lobby(
            table, loaded=outcome.loaded, locale=self.desk.public(table)
        )
        await self.edit_clicked(interaction, lobby)
        await self.desk.show(outcome.loaded.table.id, outcome.effects, outcome.loaded)

    async def rematch(self, interaction: discord.Interaction, table_id: int) -> None:
        outcome = await in_time(
            interaction,
            self.service.lobby.rematch(self.desk.caller(interaction), table_id),
            lambda: interaction.response.defer(thinking=True),
        )
        if isinstance(outcome, Refusal):
            if interaction.response.is_done():
                await interaction.delete_original_response()
            await answer(interaction, outcome.text)
            return
        await self.post_lobby(interaction, outcome.table)

    async def post_lobby(
        self, interaction: discord.Interaction, table: Table, note: str | None = None
    ) -> None:
        """The new lobby message, as the interaction's answer (after a "thinking", its edit);
        ``note`` says once why the table plays in this channel rather than in a thread."""
        locale = self.desk.public(table)
        lobby = await self.presenter.lobbies.lobby(table, locale=locale)
        if note:
            lobby = replace(lobby, content=localized(note, locale))
        message = discord_out.send_kwargs(lobby)
        sent: discord.Message | discord.InteractionMessage | None
        if interaction.response.is_done():
            del message["allowed_mentions"]
            sent = await interaction.edit_original_response(**message)
        else:
            callback = await interaction.response.send_message(**message)
            sent = callback.resource if isinstance(callback.resource, discord.Message) else None
        if sent is not None:
            await self.service.ctx.repo.messages.set_message(
                table.id, "lobby", sent.channel.id, sent.id
            )

    @staticmethod
    async def edit_clicked(interaction: discord.Interaction, message: Message) -> None:
        """The message whose component was clicked becomes ``message``: as the response, or
        after a deferred update."""
        edit = discord_out.edit_kwargs(message)
        if interaction.response.is_done():
            await interaction.edit_original_response(**edit)
        else:
            await interaction.response.edit_message(**edit)


def thread_refused(interaction: discord.Interaction) -> str | None:
    """Why a new table plays where it was opened instead of in a thread of its own: inside a
    thread already, or without the permissions to open one; None when it gets a thread."""
    channel = interaction.channel
    if isinstance(channel, discord.Thread):
        return Text("answer-in-a-thread")
    if not isinstance(channel, discord.TextChannel):
        return Text("answer-no-thread")
    allowed = interaction.app_permissions
    if not (allowed.create_public_threads and allowed.send_messages_in_threads):
        return Text("answer-no-thread-permission")
    return None

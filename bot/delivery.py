"""Effects into Discord: board messages posted and edited, lines in the channel, DMs, and the
computer players set to move."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Sequence
from typing import Any

import discord

from bot import discord_out
from bot.ai_runner import AiRunner
from bot.dm_sync import DmSync
from bot.presenter import Presenter
from bot.service.outcomes import (
    Announce,
    EditBoard,
    EditClicked,
    Effect,
    PostBoard,
    RunAi,
    StripBoard,
    StripClicked,
    SyncPrivate,
)
from storage.models import LoadedTable, MessageRef, Table

log = logging.getLogger(__name__)


class Delivery:
    def __init__(
        self, client: discord.Client, presenter: Presenter, dms: DmSync, ai: AiRunner
    ) -> None:
        self.client = client
        self.presenter = presenter
        self.dms = dms
        self.ai = ai

    async def deliver(
        self,
        effects: Sequence[Effect],
        loaded: LoadedTable | None,
        interaction: discord.Interaction | None = None,
    ) -> None:
        """Show ``effects`` for the table as it now stands (``loaded``). The effects that
        concern the clicked message use ``interaction`` (already acknowledged); the others
        are independent and go out at once: none waits for another's image and upload."""
        sends: list[Awaitable[Any]] = []
        for effect in effects:
            if isinstance(effect, StripBoard):
                sends.append(self.strip_board(effect.table_id))
            elif isinstance(effect, Announce):
                sends.append(self.announce(effect.channel_id, effect.text))
            if loaded is None:
                continue  # every other effect shows the table as it stands
            if isinstance(effect, EditClicked) and interaction is not None:
                sends.append(self._edit_clicked(interaction, loaded))
            elif isinstance(effect, StripClicked) and interaction is not None:
                sends.append(interaction.edit_original_response(view=None))
            elif isinstance(effect, PostBoard):
                sends.append(self.post_board(loaded))
            elif isinstance(effect, EditBoard):
                sends.append(self.edit_board(loaded))
            elif isinstance(effect, SyncPrivate):
                sends.append(self.dms.sync(loaded))
            elif isinstance(effect, RunAi):
                self.ai.schedule(loaded)
        await asyncio.gather(*sends)

    async def _edit_clicked(self, interaction: discord.Interaction, loaded: LoadedTable) -> None:
        message = await self.presenter.board(loaded, buttons=True, mention=False)
        edit = discord_out.edit_kwargs(message)
        del edit["allowed_mentions"]  # an edit that mentions nobody new
        await interaction.edit_original_response(**edit)

    async def board_ref(self, table_id: int) -> MessageRef | None:
        refs = await self.presenter.service.repo.messages(table_id)
        return next((m for m in refs if m.purpose == "board"), None)

    async def post_board(self, loaded: LoadedTable) -> None:
        channel = self.client.get_partial_messageable(loaded.table.channel_id)
        message = await self.presenter.board(loaded, buttons=True, mention=True)
        sent = await channel.send(**discord_out.send_kwargs(message))
        await self.presenter.service.repo.set_message(loaded.table.id, "board", channel.id, sent.id)

    async def edit_board(self, loaded: LoadedTable) -> None:
        ref = await self.board_ref(loaded.table.id)
        if ref is None:
            await self.post_board(loaded)
            return
        message = await self.presenter.board(loaded, buttons=True, mention=False)
        channel = self.client.get_partial_messageable(ref.channel_id)
        await channel.get_partial_message(ref.message_id).edit(**discord_out.edit_kwargs(message))

    async def strip_board(self, table_id: int) -> None:
        """Take the buttons off the table's last board message."""
        ref = await self.board_ref(table_id)
        if ref is not None:
            await self.dms.strip(ref)

    async def closed_lobbies(self, tables: Sequence[Table]) -> None:
        """The lobby messages of tables that closed unstarted say so, and lose their buttons."""
        for table in tables:
            refs = await self.presenter.service.repo.messages(table.id)
            ref = next((m for m in refs if m.purpose == "lobby"), None)
            if ref is None:
                continue
            message = await self.presenter.lobby(table)
            channel = self.client.get_partial_messageable(ref.channel_id)
            try:
                await channel.get_partial_message(ref.message_id).edit(
                    **discord_out.edit_kwargs(message)
                )
            except discord.HTTPException as error:
                log.warning("could not close the lobby message of table %s: %s", table.id, error)

    async def announce(self, channel_id: int, text: str) -> None:
        channel = self.client.get_partial_messageable(channel_id)
        await channel.send(text, allowed_mentions=discord_out.NO_PINGS)

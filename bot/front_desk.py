"""What every interaction handler shares: who is calling, an outcome shown, a refusal told.

The handlers of the lobby, the seats, the table in play, the private panels and a game's
history each hold this desk (and nothing of the router that dispatches to them), so the click
path reads one way: router -> handler -> desk -> service, delivery, outbox.
"""

from __future__ import annotations

import asyncio
from collections.abc import Sequence

import discord

from bot import custom_ids, discord_out
from bot.delivery import Delivery
from bot.i18n.text import say
from bot.messages import Button, Message
from bot.outbox import Outbox
from bot.presenter import Presenter
from bot.readers import answer, reader_locale, table_locale
from bot.service import Caller, TableService
from bot.service.outcomes import (
    Ask,
    EditClicked,
    Effect,
    Played,
    Refusal,
    StripClicked,
    stored,
)
from storage.errors import Refused
from storage.models import LoadedTable, MessageRef, Recorded, Table


class FrontDesk:
    def __init__(
        self, service: TableService, presenter: Presenter, delivery: Delivery, outbox: Outbox
    ) -> None:
        self.service = service
        self.presenter = presenter
        self.delivery = delivery
        self.outbox = outbox
        self.threads = True  # tables play in threads of their own (the bot's settings)

    def caller(self, interaction: discord.Interaction) -> Caller:
        user = interaction.user
        self.service.ctx.names.remember(user.id, user.display_name)
        locale = reader_locale(interaction)
        self.service.accounts.languages[user.id] = locale
        permissions = getattr(interaction, "permissions", None)
        guild_locale = interaction.guild_locale
        return Caller(
            user_id=user.id,
            name=user.display_name,
            guild_id=interaction.guild_id,
            channel_id=interaction.channel_id,
            may_manage=bool(permissions and permissions.manage_channels),
            locale=locale,
            guild_locale=str(guild_locale) if guild_locale is not None else None,
        )

    def public(self, table: Table) -> str:
        """The language of ``table``'s public messages."""
        return table_locale(self.delivery.client, table)

    async def play(
        self,
        interaction: discord.Interaction,
        table_id: int,
        version: int,
        action_ids: list[str],
        confirmed: bool = False,
    ) -> None:
        """The caller's actions (the interaction is acknowledged already); ``confirmed``:
        the caller answered the game's question about them already."""
        # one read for all the click needs first: the board, the table, the turn's deadline
        try:
            snapshot = await self.service.ctx.repo.tables.snapshot(table_id)
        except Refused:
            snapshot = None
        board = None if snapshot is None else snapshot.board
        clicked = interaction.message
        on_board = clicked is not None and (
            (board is not None and clicked.id == board.message_id)
            or self.newer_board(interaction, board)
        )
        # someone is at the table: a board that failed to be posted is tried again now
        await self.outbox.hurry(table_id)
        async with self.outbox.in_hand(table_id):
            outcome = await self.service.turns.play(
                self.caller(interaction),
                table_id,
                version,
                action_ids,
                clicked_board=on_board,
                confirmed=confirmed,
                snapshot=snapshot,
            )
            if isinstance(outcome, Refusal):
                await self.refuse(interaction, outcome)
                return
            if isinstance(outcome, Ask):
                await self.ask(interaction, outcome)
                return
            await self.show(
                outcome.loaded.table.id,
                outcome.effects,
                outcome.loaded,
                interaction,
                outcome.recorded,
            )

    @staticmethod
    async def ask(interaction: discord.Interaction, asked: Ask) -> None:
        """The game's question about the caller's choice, privately, with its two answers;
        nothing is played until they confirm."""
        locale = reader_locale(interaction)
        table_id, version = asked.table_id, asked.version
        confirm = custom_ids.confirm(table_id, version, asked.action_id)
        cancel = custom_ids.cancel(table_id, version)
        answers = Message(
            components=(
                Button(confirm, say(locale, "answer-confirm"), "primary"),
                Button(cancel, say(locale, "answer-cancel"), "secondary"),
            )
        )
        await answer(interaction, asked.question, view=discord_out.view(answers))

    @staticmethod
    def newer_board(interaction: discord.Interaction, board: MessageRef | None) -> bool:
        """Whether the clicked message is a board posted after the stored one: a public
        message in a server (only a board shows a table's actions there; a private panel or
        answer is ephemeral, a DM has no server) that came after it, clicked before its
        poster stored it. Taking it for the board edits it through the click, once, instead
        of stripping it and editing it again as the stored board."""
        clicked = interaction.message
        return (
            clicked is not None
            and interaction.guild_id is not None
            and not clicked.flags.ephemeral
            and (board is None or clicked.id > board.message_id)
        )

    async def refuse(self, interaction: discord.Interaction, refusal: Refusal) -> None:
        """Tell the caller why nothing changed (with the board as it stands, if it moved on)."""
        if refusal.board is None:
            await answer(interaction, refusal.text)
            return
        message = await self.presenter.boards.board(
            refusal.board, buttons=False, mention=False, locale=reader_locale(interaction)
        )
        kwargs = discord_out.send_kwargs(message)
        shown = {key: kwargs[key] for key in ("embed", "file") if key in kwargs}
        await answer(interaction, refusal.text, **shown)

    async def refresh(self, table_id: int) -> None:
        """Redraw a table's board message from storage (after an operator repaired a table)."""
        async with self.service.ctx.lock(table_id), self.delivery.showing(table_id):
            await self.delivery.edit_board(await self.service.ctx.repo.tables.load(table_id))

    async def show(
        self,
        table_id: int,
        effects: Sequence[Effect],
        loaded: LoadedTable | None = None,
        interaction: discord.Interaction | None = None,
        recorded: Recorded | None = None,
    ) -> None:
        """An outcome shown: the clicked message through its interaction, everything else
        through the outbox (stored with the action, so nothing is lost if Discord fails now).
        The clicked board is edited first, so the stored board effect then finds it drawn.
        ``recorded``: the action that made ``loaded``, with the effects and messages it left."""
        clicked = [e for e in effects if isinstance(e, EditClicked | StripClicked)]
        if loaded is not None:
            # the outbox shows ``loaded`` as it is, unless something else was queued meanwhile
            self.outbox.changed(loaded, [e.kind for e in stored(effects)], recorded)
        if clicked and interaction is not None and loaded is not None:
            if any(isinstance(e, EditClicked) for e in clicked):
                await self.delivery.on_clicked(clicked, loaded, interaction)
            else:
                strip = self.delivery.on_clicked(clicked, loaded, interaction)
                await asyncio.gather(strip, self.outbox.flush(table_id))
                return
        await self.outbox.flush(table_id)

    async def show_played(self, played: Played) -> None:
        """A computer player's turn, shown."""
        await self.show(played.loaded.table.id, played.effects, played.loaded)

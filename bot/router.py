"""Every interaction the bot answers, routed to the table service, inside one error boundary.

Components carry their whole meaning in their custom_id (``bot.custom_ids``), so clicks are
routed here and keep working across restarts with no registered views. Whatever goes wrong
unexpectedly, the user gets a private note with a reference that is also in the log, and never
a spinner.
"""

from __future__ import annotations

import asyncio
import logging
import secrets
import time
from collections.abc import Awaitable, Callable, Mapping, Sequence
from typing import Any

import discord

from bot import custom_ids, discord_out
from bot.delivery import Delivery
from bot.history_handlers import HistoryHandlers
from bot.i18n.text import Text
from bot.lobby_handlers import LobbyHandlers
from bot.outbox import Outbox
from bot.panel_handlers import PanelHandlers
from bot.presenter import Presenter
from bot.readers import answer, read_language, reader_locale, table_locale
from bot.seat_handlers import SeatHandlers
from bot.service import Caller, TableService
from bot.service.outcomes import (
    EditClicked,
    Effect,
    Played,
    Refusal,
    StripClicked,
    stored,
)
from bot.service.refusals import refusal_text
from bot.table_handlers import TableHandlers
from storage.errors import Refused, StorageUnavailable
from storage.models import LoadedTable, MessageRef, Table

log = logging.getLogger(__name__)

# English, as the tests of the fault paths read it; a reader gets it in their language.
COULD_NOT_SAVE = Text("answer-could-not-save")


class Router:
    def __init__(
        self, service: TableService, presenter: Presenter, delivery: Delivery, outbox: Outbox
    ) -> None:
        self.service = service
        self.presenter = presenter
        self.delivery = delivery
        self.outbox = outbox
        self.threads = True  # tables play in threads of their own (the bot's settings)
        self.seats = SeatHandlers(self)
        self.lobby = LobbyHandlers(self)
        self.history = HistoryHandlers(self)
        self.panels = PanelHandlers(self)
        self.tables = TableHandlers(self)
        self._busy = 0  # handlers running now
        # seconds from receiving a click to acknowledging it, and to the board being updated
        self.ack_times: list[float] = []
        self.update_times: list[float] = []

    # ----- the error boundary ----------------------------------------------------------------

    async def guarded(
        self, interaction: discord.Interaction, handler: Callable[[], Awaitable[None]]
    ) -> None:
        """Run ``handler``; an unexpected error is logged with a reference and the user told,
        privately, whether or not the interaction was acknowledged already."""
        self._busy += 1
        try:
            await read_language(interaction)
            await handler()
        except Refused as refusal:
            # a refusal storage made where the service did not expect one (a table whose
            # saved game cannot be read): the player reads why
            log.info("interaction %s refused: %s", interaction.id, refusal.message)
            await self._say(interaction, refusal_text(refusal))
        except StorageUnavailable as fault:
            # the operator's one line, with the cause; the player knows what to do
            log.error("could not save (interaction %s): %s", interaction.id, fault)
            await self._say(interaction, COULD_NOT_SAVE)
        except Exception:
            ref = secrets.token_hex(4)
            log.exception("interaction %s failed (ref %s)", interaction.id, ref)
            await self._apologise(interaction, ref)
        finally:
            self._busy -= 1

    async def _apologise(self, interaction: discord.Interaction, ref: str) -> None:
        await self._say(interaction, Text("answer-went-wrong", ref=ref))

    @staticmethod
    async def _say(interaction: discord.Interaction, text: str) -> None:
        try:
            await answer(interaction, text)
        except discord.HTTPException as error:
            log.warning("could not tell the user %r: %s", text, error)

    async def settled(self) -> None:
        """Until no interaction is being handled and no AI seat is thinking (tests, shutdown)."""
        while self._busy or self.delivery.ai.busy():
            await asyncio.sleep(0.005)

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

    # ----- components ------------------------------------------------------------------------

    async def on_component(self, interaction: discord.Interaction) -> None:
        await self.guarded(interaction, lambda: self._on_component(interaction))

    async def _on_component(self, interaction: discord.Interaction) -> None:
        received = time.perf_counter()
        data: Mapping[str, Any] = interaction.data or {}
        parsed = custom_ids.parse(str(data.get("custom_id", "")))
        if parsed is None:
            await answer(interaction, Text("table-button-invalid"))
            return
        if isinstance(parsed, custom_ids.PanelId):
            if parsed.kind == "panel":
                await self.panels.open_panel(interaction, parsed.table_id, parsed.version)
            elif parsed.kind == "number":
                await self.panels.open_number(interaction, parsed.table_id, parsed.version)
            else:
                await self.panels.on_number(interaction, parsed.table_id, parsed.version)
            return
        if isinstance(parsed, custom_ids.FullBoardId):
            await self.history.full_board(interaction, parsed.table_id)
            return
        if isinstance(parsed, custom_ids.SeatRequestId):
            await self.seats.on_request(interaction, parsed)
            return
        if isinstance(parsed, custom_ids.VerbId):
            if parsed.kind == "lobby":
                await self.lobby.on_lobby(interaction, parsed.table_id, parsed.verb)
            else:
                await self.tables.on_abort_answer(interaction, parsed.table_id, parsed.verb)
            return
        action_id = parsed.action_id
        if action_id is None:
            values = data.get("values") or []
            action_id = str(values[0]) if values else ""
        await interaction.response.defer()
        self.ack_times.append(time.perf_counter() - received)
        await self.play(interaction, parsed.table_id, parsed.version, [action_id])
        self.update_times.append(time.perf_counter() - received)

    async def play(
        self,
        interaction: discord.Interaction,
        table_id: int,
        version: int,
        action_ids: list[str],
    ) -> None:
        """The caller's actions (the interaction is acknowledged already)."""
        board = await self.delivery.board_ref(table_id)
        clicked = interaction.message
        on_board = clicked is not None and (
            (board is not None and clicked.id == board.message_id)
            or self.newer_board(interaction, board)
        )
        async with self.outbox.in_hand(table_id):
            outcome = await self.service.turns.play(
                self.caller(interaction), table_id, version, action_ids, clicked_board=on_board
            )
            if isinstance(outcome, Refusal):
                await self.refuse(interaction, outcome)
                return
            await self.show(outcome.loaded.table.id, outcome.effects, outcome.loaded, interaction)

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
            await self.delivery.edit_board(await self.service.ctx.repo.load(table_id))

    async def show(
        self,
        table_id: int,
        effects: Sequence[Effect],
        loaded: LoadedTable | None = None,
        interaction: discord.Interaction | None = None,
    ) -> None:
        """An outcome shown: the clicked message through its interaction, everything else
        through the outbox (stored with the action, so nothing is lost if Discord fails now).
        The clicked board is edited first, so the stored board effect then finds it drawn."""
        clicked = [e for e in effects if isinstance(e, EditClicked | StripClicked)]
        if loaded is not None:
            # the outbox shows ``loaded`` as it is, unless something else was queued meanwhile
            self.outbox.changed(loaded, [e.kind for e in stored(effects)])
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

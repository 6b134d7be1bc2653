"""Every click and modal the bot answers, routed by its custom_id to its handler, inside the
one error boundary (``bot.error_boundary``) that the slash commands' tree shares.

Components carry their whole meaning in their custom_id (``bot.custom_ids``), so clicks are
routed here and keep working across restarts with no registered views.
"""

from __future__ import annotations

import time
from collections import deque
from collections.abc import Mapping
from typing import Any

import discord

from bot import custom_ids, discord_out
from bot.delivery import Delivery
from bot.error_boundary import ErrorBoundary
from bot.front_desk import FrontDesk
from bot.history_handlers import HistoryHandlers
from bot.i18n.text import Text, say
from bot.lobby_handlers import LobbyHandlers
from bot.messages import Component, Link, Message
from bot.outbox import Outbox
from bot.panel_handlers import PanelHandlers
from bot.presenter import Presenter
from bot.readers import answer, reader_locale
from bot.seat_handlers import SeatHandlers
from bot.service import TableService
from bot.table_handlers import TableHandlers
from storage.errors import Refused
from storage.models import TableStatus

# How many clicks' timings the router keeps (a benchmark's timed part has a few thousand).
CLICK_TIMES_KEPT = 20_000


class Router:
    def __init__(
        self,
        service: TableService,
        presenter: Presenter,
        delivery: Delivery,
        outbox: Outbox,
        boundary: ErrorBoundary | None = None,
    ) -> None:
        self.service = service
        self.presenter = presenter
        self.delivery = delivery
        self.outbox = outbox
        self.boundary = boundary or ErrorBoundary()
        self.desk = FrontDesk(service, presenter, delivery, outbox)
        self.history = HistoryHandlers(self.desk)
        self.lobby = LobbyHandlers(self.desk)
        self.seats = SeatHandlers(self.desk)
        self.panels = PanelHandlers(self.desk)
        self.tables = TableHandlers(self.desk, self.history, self.lobby)
        # seconds from receiving a click to acknowledging it, and to the board being updated:
        # the latest clicks' (a rolling window), not every click of the process's life
        self.ack_times: deque[float] = deque(maxlen=CLICK_TIMES_KEPT)
        self.update_times: deque[float] = deque(maxlen=CLICK_TIMES_KEPT)

    async def settled(self) -> None:
        """Until no interaction is being handled and no AI seat is thinking (tests, shutdown)."""
        await self.boundary.settled(self.delivery.ai.busy)

    async def on_component(self, interaction: discord.Interaction) -> None:
        await self.boundary.run(interaction, lambda: self._on_component(interaction))

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
        if isinstance(parsed, custom_ids.WebId):
            await self._on_web(interaction, parsed.table_id)
            return
        if isinstance(parsed, custom_ids.SeatRequestId):
            await self.seats.on_request(interaction, parsed)
            return
        if isinstance(parsed, custom_ids.ConfirmId):
            await self._on_answer(interaction, parsed)
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
        await self.desk.play(interaction, parsed.table_id, parsed.version, [action_id])
        self.update_times.append(time.perf_counter() - received)

    async def _on_web(self, interaction: discord.Interaction, table_id: int) -> None:
        """The table's pages, privately: the one anyone may watch and, for a player seated
        at the table in play, their own page to play from (bound to them, so never public)."""
        links = self.presenter.boards.table_link
        try:
            table = await self.service.ctx.repo.tables.get_table(table_id)
        except Refused:
            table = None
        if links is None or table is None:
            await answer(interaction, Text("table-button-invalid"))
            return
        locale = reader_locale(interaction)
        buttons: list[Component] = [Link(links.page(table_id), say(locale, "board-open-table"))]
        seat = table.seat_of(interaction.user.id)
        text = say(locale, "web-links-spectator")
        if table.status is TableStatus.ACTIVE and seat is not None and not seat.resigned:
            page = links.player_page(table_id, interaction.user.id)
            buttons.insert(0, Link(page, say(locale, "web-play-in-browser")))
            text = say(locale, "web-links-player")
        await answer(interaction, text, view=discord_out.view(Message(components=tuple(buttons))))

    async def _on_answer(
        self, interaction: discord.Interaction, answered: custom_ids.ConfirmId
    ) -> None:
        """The answer to a choice the game asked about: cancelled, the question says so and
        nothing changed; confirmed, the choice is played (the question loses its buttons)."""
        if answered.action_id is None:
            cancelled = say(reader_locale(interaction), "answer-cancelled")
            await interaction.response.edit_message(content=cancelled, view=None)
            return
        await interaction.response.defer()
        await self.desk.play(
            interaction, answered.table_id, answered.version, [answered.action_id], confirmed=True
        )

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
from bot.components import shorten
from bot.delivery import Delivery
from bot.history_handlers import HistoryHandlers
from bot.i18n.text import Text, localized, say
from bot.i18n.words import game_title
from bot.lobby_handlers import LobbyHandlers
from bot.messages import Message
from bot.outbox import Outbox
from bot.presenter import Presenter
from bot.readers import answer, read_language, reader_locale, table_locale
from bot.replies import in_time, submitted_text, whole_number
from bot.seat_handlers import SeatHandlers
from bot.service import Caller, TableService
from bot.service.outcomes import (
    Aborted,
    EditClicked,
    Effect,
    Played,
    Refusal,
    StripClicked,
    UndoneTurn,
    stored,
)
from bot.service.refusals import refusal_text
from storage.errors import Refused, StorageUnavailable
from storage.models import LoadedTable, MessageRef, Table

log = logging.getLogger(__name__)

# English, as the tests of the fault paths read it; a reader gets it in their language.
COULD_NOT_SAVE = Text("answer-could-not-save")
MODAL_TITLE = 45
LABEL = 45


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
        self.service.names.remember(user.id, user.display_name)
        locale = reader_locale(interaction)
        self.service.languages[user.id] = locale
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
                await self.open_panel(interaction, parsed.table_id, parsed.version)
            elif parsed.kind == "number":
                await self.open_number(interaction, parsed.table_id, parsed.version)
            else:
                await self.on_number(interaction, parsed.table_id, parsed.version)
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
                await self.on_abort_answer(interaction, parsed.table_id, parsed.verb)
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
            outcome = await self.service.play(
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
        message = await self.presenter.board(
            refusal.board, buttons=False, mention=False, locale=reader_locale(interaction)
        )
        kwargs = discord_out.send_kwargs(message)
        shown = {key: kwargs[key] for key in ("embed", "file") if key in kwargs}
        await answer(interaction, refusal.text, **shown)

    async def refresh(self, table_id: int) -> None:
        """Redraw a table's board message from storage (after an operator repaired a table)."""
        async with self.service.lock(table_id), self.delivery.showing(table_id):
            await self.delivery.edit_board(await self.service.repo.load(table_id))

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

    # ----- the lobby -------------------------------------------------------------------------

    # ----- private panels and typed numbers --------------------------------------------------

    async def open_panel(
        self, interaction: discord.Interaction, table_id: int, version: int
    ) -> None:
        """The pending player's private choice, as an ephemeral message only they see (the
        same buttons their DM has: the fallback when DMs are closed)."""
        turn = await self.service.turn(self.caller(interaction), table_id, version)
        if isinstance(turn, Refusal):
            await self.refuse(interaction, turn)
            return
        await interaction.response.defer(ephemeral=True, thinking=True)
        message = await self.presenter.private(
            turn.loaded, turn.seat, with_actions=True, locale=reader_locale(interaction)
        )
        await interaction.edit_original_response(**discord_out.edit_kwargs(message))

    async def open_number(
        self, interaction: discord.Interaction, table_id: int, version: int
    ) -> None:
        """The pending player asked to type an exact number: answer with a modal."""
        turn = await self.service.turn(self.caller(interaction), table_id, version)
        if isinstance(turn, Refusal):
            await self.refuse(interaction, turn)
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
        game = self.service.game(loaded.table)
        own = game.engine.view_model(loaded.state, loaded.pending)
        return game.number_choice(own, game.engine.legal_actions(loaded.state))

    async def on_number(
        self, interaction: discord.Interaction, table_id: int, version: int
    ) -> None:
        typed = submitted_text(interaction.data or {}, "number")
        turn = await self.service.turn(self.caller(interaction), table_id, version)
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
        game = self.service.game(turn.loaded.table)
        own = game.engine.view_model(turn.loaded.state, turn.seat)
        await self.play(interaction, table_id, version, game.number_actions(own, number))

    # ----- slash commands --------------------------------------------------------------------

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
        here = await self.service.table_here(game_id, interaction.channel_id)
        if isinstance(here, Refusal):
            await answer(interaction, here.text)
            return
        await interaction.response.defer(ephemeral=True, thinking=True)
        message = await self.presenter.board(
            here, buttons=False, mention=False, full=True, locale=reader_locale(interaction)
        )
        await interaction.edit_original_response(**discord_out.edit_kwargs(message))
        # someone looked for the board: the table's own board message must still be there
        await self.outbox.check_board(here)

    async def show_hand(self, interaction: discord.Interaction, game_id: str) -> None:
        caller = self.caller(interaction)
        here = await self.service.table_here(game_id, interaction.channel_id)
        if isinstance(here, Refusal):
            await answer(interaction, here.text)
            return
        seat = here.table.seat_of(caller.user_id)
        if seat is None:
            await answer(interaction, Text("table-not-playing"))
            return
        game = self.service.game(here.table)
        public = game.engine.view_model(here.state, None)
        choose = seat.id == here.pending and game.private_choice(public)
        await interaction.response.defer(ephemeral=True, thinking=True)
        message = await self.presenter.private(
            here, seat.id, with_actions=choose, locale=reader_locale(interaction)
        )
        await interaction.edit_original_response(**discord_out.edit_kwargs(message))

    async def hint(self, interaction: discord.Interaction, game_id: str) -> None:
        """Privately, what a strong computer player would do now, and why (casual tables)."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        said = await self.service.hint(self.caller(interaction), game_id, self.delivery.ai.think)
        text = said.text if isinstance(said, Refusal) else said
        said_here = localized(text, reader_locale(interaction))
        await interaction.edit_original_response(content=shorten(said_here, 2000))

    async def undo(self, interaction: discord.Interaction, game_id: str) -> None:
        outcome = await in_time(
            interaction,
            self.service.undo(self.caller(interaction), game_id),
            lambda: interaction.response.defer(ephemeral=True, thinking=True),
        )
        if isinstance(outcome, Refusal):
            await answer(interaction, outcome.text)
            return
        assert isinstance(outcome, UndoneTurn)
        if not interaction.response.is_done():
            await interaction.response.defer(ephemeral=True, thinking=True)
        await self.show(outcome.loaded.table.id, outcome.effects, outcome.loaded)
        await interaction.edit_original_response(
            content=say(reader_locale(interaction), "answer-undone")
        )

    async def ask_abort(self, interaction: discord.Interaction, game_id: str) -> None:
        table = await self.service.abort_request(self.caller(interaction), game_id)
        if isinstance(table, Refusal):
            await answer(interaction, table.text)
            return
        engine = self.service.game(table).engine
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
            self.service.abort(self.caller(interaction), table_id),
            interaction.response.defer,
        )
        if isinstance(outcome, Refusal):
            await answer(interaction, outcome.text)
            return
        assert isinstance(outcome, Aborted)
        aborted = say(reader_locale(interaction), "answer-game-aborted")
        await self.lobby.edit_clicked(interaction, Message(content=aborted))
        await self.show(outcome.table.id, outcome.effects)

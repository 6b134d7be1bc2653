"""Effects into Discord: board messages posted and edited, lines in the channel, DMs, and the
computer players set to move."""

from __future__ import annotations

import logging
from collections.abc import Sequence
from contextlib import AbstractAsyncContextManager, nullcontext
from typing import Any

import discord

from bot import custom_ids, discord_out
from bot.ai_runner import AiRunner
from bot.dm_sync import DmSync
from bot.messages import Message
from bot.presenter import Presenter
from bot.readers import table_locale
from bot.service.outcomes import (
    BOARD,
    EditClicked,
    Effect,
    StripClicked,
)
from bot.shards import shares_tables
from bot.showings import Showings
from bot.table_settings import TableSettings
from storage.models import LoadedTable, MessageRef, Shown, Table
from storage.repository import Repository

log = logging.getLogger(__name__)

# Discord's code for a message that is gone (a moderator deleted a board).
UNKNOWN_MESSAGE = 10008


def last_form(message: Message) -> dict[str, Any]:
    """The edit that gives an old board its last form: its text and picture, no buttons; its
    embed stays."""
    edit = discord_out.edit_kwargs(message)
    del edit["embed"]
    edit["view"] = None
    return edit


def names_table(sent: discord.Message, table_id: int) -> bool:
    """Whether a component of ``sent`` is one of ``table_id``'s (``bot.custom_ids``)."""
    for row in sent.components:
        for item in row.children if isinstance(row, discord.ActionRow) else (row,):
            parsed = custom_ids.parse(getattr(item, "custom_id", None) or "")
            if parsed is not None and parsed.table_id == table_id:
                return True
    return False


class Delivery:
    def __init__(
        self, client: discord.Client, presenter: Presenter, dms: DmSync, ai: AiRunner
    ) -> None:
        self.client = client
        self.presenter = presenter
        self.dms = dms
        self.ai = ai
        # Another process may move a table on (a computer's turn, a DM click) while this one
        # edits a clicked board.
        self.shares_tables = shares_tables(client)
        self.showings = Showings()
        # the board messages' looks, so that redrawing a board that shows this already sends
        # nothing (another process may edit them too: then it is not asked)
        self.shown = discord_out.Shown()

    @property
    def repo(self) -> Repository:
        return self.presenter.service.ctx.repo

    def public(self, table: Table) -> str:
        """The language of ``table``'s public messages."""
        return table_locale(self.client, table)

    async def on_clicked(
        self,
        effects: Sequence[Effect],
        loaded: LoadedTable,
        interaction: discord.Interaction,
    ) -> None:
        """The effects on the clicked message, through its interaction (acknowledged already).
        A failure is only logged: the stored board effect beside them redraws the board."""
        try:
            async with self.showing(loaded.table.id):
                for effect in effects:
                    if isinstance(effect, EditClicked):
                        await self._edit_clicked(interaction, loaded)
                    elif isinstance(effect, StripClicked) and effect.seat is not None:
                        # an old board keeps no ping (the new board pings whoever is to move)
                        # and shows how the turn ended
                        last = await self.presenter.boards.turn_ended(
                            loaded, effect.seat, self.public(loaded.table)
                        )
                        self._forget(interaction)
                        await interaction.edit_original_response(**last_form(last))
                    elif isinstance(effect, StripClicked):
                        self._forget(interaction)
                        await interaction.edit_original_response(view=None)
        except discord.HTTPException as error:
            log.warning("table %s: the clicked message was not updated: %s", loaded.table.id, error)

    def _forget(self, interaction: discord.Interaction) -> None:
        if interaction.message is not None:
            self.shown.forget(interaction.message.id)

    def showing(self, table_id: int) -> AbstractAsyncContextManager[None]:
        """Held while this process changes the table's public messages: the click's edit and
        the outbox's take turns (``bot.showings``). Another process may move the table on (a
        computer's turn, a DM click) and show it meanwhile: then PostgreSQL's lock is held too,
        by one process at a time (``storage.postgres_showing``). So the edits land in the order
        of the versions they show, and the board never steps back a move."""
        across = self.repo.messages.showing(table_id) if self.shares_tables else nullcontext()
        return self.showings.table(table_id, across)

    async def _edit_clicked(self, interaction: discord.Interaction, loaded: LoadedTable) -> None:
        if self.showings.newer_than(loaded.table.id, loaded.version):
            return  # the outbox showed a newer version first: this one would take it back
        if self.shares_tables:
            ref = await self.board_ref(loaded.table.id)
            if ref is not None and ref.version is not None and ref.version > loaded.version:
                # another process showed a newer version first, on this message or on a new
                # board (the old one stripped): the click's version would take it back
                return
        message = await self.presenter.boards.board(
            loaded, buttons=True, mention=False, locale=self.public(loaded.table)
        )
        edit = discord_out.edit_kwargs(message)
        del edit["allowed_mentions"]  # an edit that mentions nobody new
        self._forget(interaction)
        sent = await interaction.edit_original_response(**edit)
        self.shown.showed(sent.id, message)
        table_id = loaded.table.id
        # the click's stored board effect is settled: its flush then finds nothing
        board = Shown(
            MessageRef(table_id, "board", None, sent.channel.id, sent.id, loaded.version), BOARD
        )
        if self.shares_tables:
            # another process may deliver the table's effects: they must see it settled
            await self.repo.messages.set_message(
                table_id, "board", sent.channel.id, sent.id, version=loaded.version, settles=BOARD
            )
        else:
            # written with the table's next action, in its transaction (bot.service.context)
            self.boards_shown[table_id] = board
        self.showings.shown(table_id, loaded.version)

    @property
    def boards_shown(self) -> dict[int, Shown]:
        return self.presenter.service.ctx.boards_shown

    async def board_ref(self, table_id: int) -> MessageRef | None:
        shown = self.boards_shown.get(table_id)
        if shown is not None:
            return shown.ref
        refs = await self.repo.messages.messages(table_id)
        return next((m for m in refs if m.purpose == "board"), None)

    def known_refs(self, table_id: int, refs: Sequence[MessageRef]) -> list[MessageRef]:
        """The table's messages as read, with a board shown but not yet written in place of
        the one stored."""
        shown = self.boards_shown.get(table_id)
        if shown is None:
            return list(refs)
        return [shown.ref] + [m for m in refs if m.purpose != "board"]

    async def remember_board(
        self, table_id: int, channel_id: int, message_id: int, version: int
    ) -> None:
        """The board (posted or edited) remembered at ``version``, its board effects settled;
        it supersedes a board shown but not yet written."""
        self.boards_shown.pop(table_id, None)
        await self.repo.messages.set_message(
            table_id, "board", channel_id, message_id, version=version, settles=BOARD
        )

    async def _remember(self, ref: MessageRef, shown: list[Shown] | None) -> None:
        """The board ``ref`` shows remembered: now, or (given ``shown``, where no other process
        delivers the table's effects) in the caller's write that marks its effects done. Till
        then it is known here as a board shown but not yet written (the table's next action
        writes it if it comes first); a stop before the write posts it again with the same
        nonce, which Discord answers with this message (see :func:`board_nonce`)."""
        if shown is None or self.shares_tables:
            assert ref.version is not None
            await self.remember_board(ref.table_id, ref.channel_id, ref.message_id, ref.version)
            return
        board = Shown(ref, BOARD)
        self.boards_shown[ref.table_id] = board
        shown.append(board)

    def written(self, shown: Sequence[Shown]) -> None:
        """``shown`` is stored: a board among it is no longer one to write with the table's
        next action (unless a newer one was shown since)."""
        for each in shown:
            if self.boards_shown.get(each.ref.table_id) is each:
                del self.boards_shown[each.ref.table_id]

    async def post_board(
        self,
        loaded: LoadedTable,
        shown: list[Shown] | None = None,
        nonce: str | None = None,
        look_back: bool = False,
        old: MessageRef | None = None,
    ) -> None:
        """Post the table's board; ``nonce``: the post's own (Discord returns the message a
        post with it created in the past few minutes instead of creating another); ``shown``:
        see :meth:`_remember`. ``look_back``: the same post may have been made longer ago than
        Discord keeps its nonce (a process stopped between the post and the write that
        remembers it), so the board is looked for first among the channel's messages after
        ``old`` (the table's board before; None: among its newest)."""
        channel = self.client.get_partial_messageable(loaded.table.channel_id)
        message = await self.presenter.boards.board(
            loaded, buttons=True, mention=True, locale=self.public(loaded.table)
        )
        if look_back:
            found = await self._posted(loaded, message, old)
            if found is not None:
                log.info(
                    "table %s: its board at %s was posted already", found.table_id, found.version
                )
                await self._remember(found, shown)
                self.showings.shown(loaded.table.id, loaded.version)
                return
        kwargs = discord_out.send_kwargs(message)
        if nonce is not None:
            kwargs["nonce"] = nonce  # discord.py sends it with enforce_nonce
        sent = await channel.send(**kwargs)
        self.shown.showed(sent.id, message)
        ref = MessageRef(loaded.table.id, "board", None, channel.id, sent.id, loaded.version)
        await self._remember(ref, shown)
        self.showings.shown(loaded.table.id, loaded.version)

    async def _posted(
        self, loaded: LoadedTable, board: Message, after: MessageRef | None
    ) -> MessageRef | None:
        """The bot's message among the channel's newest (after ``after``, if it is in the
        channel) that shows ``board``: with a component of the table and the same footer,
        which names the version. None if there is none, or the channel cannot be read."""
        channel = self.client.get_partial_messageable(loaded.table.channel_id)
        footer = board.embed.footer if board.embed is not None else None
        if not footer:
            return None
        since = after.message_id if after is not None and after.channel_id == channel.id else None

        def shows(sent: discord.Message) -> bool:
            same = any(e.footer.text == footer for e in sent.embeds)
            return same and names_table(sent, loaded.table.id)

        try:
            found = await discord_out.sent_before(self.client, channel, shows, since)
        except discord.HTTPException as error:
            log.warning("table %s: its channel was not read back: %s", loaded.table.id, error)
            return None
        if found is None:
            return None
        return MessageRef(loaded.table.id, "board", None, channel.id, found.id, loaded.version)

    async def edit_board(
        self,
        loaded: LoadedTable,
        ref: MessageRef | None = None,
        shown: list[Shown] | None = None,
        nonce: str | None = None,
    ) -> None:
        """The table's board message (``ref``, when the caller has read it already) shows
        the table as it stands; a board that was deleted is posted anew (with ``nonce``).
        ``shown``: see :meth:`_remember`."""
        if ref is None:
            ref = await self.board_ref(loaded.table.id)
        if ref is None:
            await self.post_board(loaded, shown, nonce)
            return
        message = await self.presenter.boards.board(
            loaded, buttons=True, mention=False, locale=self.public(loaded.table)
        )
        channel = self.client.get_partial_messageable(ref.channel_id)
        # (a board deleted meanwhile is not noticed then: /… board looks for it)
        if self.shares_tables or not self.shown.same(ref.message_id, message):
            self.shown.forget(ref.message_id)  # until the edit is known to have landed
            try:
                await channel.get_partial_message(ref.message_id).edit(
                    **discord_out.edit_kwargs(message)
                )
            except discord.NotFound as error:
                if error.code != UNKNOWN_MESSAGE:
                    raise
                await self.post_board(loaded, shown, nonce)
                return
            self.shown.showed(ref.message_id, message)
        edited = MessageRef(
            loaded.table.id, "board", None, ref.channel_id, ref.message_id, loaded.version
        )
        await self._remember(edited, shown)
        self.showings.shown(loaded.table.id, loaded.version)

    async def exists(self, ref: MessageRef) -> bool:
        channel = self.client.get_partial_messageable(ref.channel_id)
        try:
            await channel.get_partial_message(ref.message_id).fetch()
        except discord.NotFound:
            return False
        return True

    async def forget_board(self, table_id: int) -> None:
        self.boards_shown.pop(table_id, None)
        await self.repo.messages.forget_message(table_id, "board")

    async def strip_board(
        self, loaded: LoadedTable, seat: str | None = None, queued_at: int | None = None
    ) -> None:
        """Take the buttons, and the ping, off the table's last board message; with ``seat``
        (whose turn it showed) it takes its last form, as the turn left the table. A strip
        ``queued_at`` a version leaves alone a board that shows a newer one: a board posted
        since (by another process, or after this strip failed once), not the one it meant."""
        ref = await self.board_ref(loaded.table.id)
        if ref is None:
            return
        if queued_at is not None and ref.version is not None and ref.version > queued_at:
            return
        self.shown.forget(ref.message_id)
        channel = self.client.get_partial_messageable(ref.channel_id)
        edit: dict[str, Any] = {"content": None, "view": None}
        if seat is not None:
            ended = await self.presenter.boards.turn_ended(loaded, seat, self.public(loaded.table))
            edit = last_form(ended)
        try:
            await channel.get_partial_message(ref.message_id).edit(**edit)
        except discord.NotFound:
            log.info("table %s: its last board was deleted already", loaded.table.id)

    async def closed_lobbies(self, tables: Sequence[Table]) -> None:
        """The lobby messages of tables that closed unstarted say so, and lose their buttons."""
        for table in tables:
            refs = await self.repo.messages.messages(table.id)
            ref = next((m for m in refs if m.purpose == "lobby"), None)
            if ref is None:
                continue
            message = await self.presenter.lobbies.lobby(table, locale=self.public(table))
            channel = self.client.get_partial_messageable(ref.channel_id)
            try:
                await channel.get_partial_message(ref.message_id).edit(
                    **discord_out.edit_kwargs(message)
                )
            except discord.HTTPException as error:
                log.warning("could not close the lobby message of table %s: %s", table.id, error)

    async def update_lobby(
        self, loaded: LoadedTable, refs: Sequence[MessageRef] | None = None
    ) -> None:
        """The lobby message of a table that plays in a thread says how the game stands
        (``refs``: the table's messages, if the caller has read them)."""
        if TableSettings.of(loaded.table).lobby_channel is None:
            return
        if refs is None:
            refs = await self.repo.messages.messages(loaded.table.id)
        ref = next((m for m in refs if m.purpose == "lobby"), None)
        if ref is None:
            return
        message = await self.presenter.lobbies.lobby(
            loaded.table, loaded=loaded, locale=self.public(loaded.table)
        )
        channel = self.client.get_partial_messageable(ref.channel_id)
        try:
            await channel.get_partial_message(ref.message_id).edit(
                **discord_out.edit_kwargs(message)
            )
        except discord.NotFound:
            log.info("table %s: its lobby message was deleted", loaded.table.id)

    async def announce(self, channel_id: int, text: str) -> None:
        channel = self.client.get_partial_messageable(channel_id)
        await channel.send(text, allowed_mentions=discord_out.NO_PINGS)

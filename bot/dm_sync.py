"""Each player's DM: their private summary (and hand), kept up to date as the game goes on."""

from __future__ import annotations

import contextlib
import logging
from collections.abc import Sequence

import discord

from bot import discord_out
from bot.i18n.languages import LANGUAGES
from bot.i18n.text import say
from bot.i18n.words import command_group, game_title
from bot.messages import Embed
from bot.presenter import Presenter
from bot.private_message import table_link
from bot.readers import table_locale, unasked_language
from storage.models import LoadedTable, MessageRef, Shown, Table
from storage.recent import Recent

log = logging.getLogger(__name__)

# What a DM shows: its text, or its embed, the version of its buttons and its picture's hash
# (the hand's picture shows more than the text: the bricks, the card in play).
Mark = tuple[str | None, Embed | None, int | None, int | None]
# The DMs whose looks are remembered: more than the seats of every table being played at once; a
# DM forgotten is only edited once more, as before.
SHOWN = 2048


def ref_key(ref: MessageRef) -> tuple[int, int | None]:
    return ref.message_id, ref.version


class DmSync:
    def __init__(self, client: discord.Client, presenter: Presenter) -> None:
        self.client = client
        self.presenter = presenter
        # what each player's DM shows now, by (table, seat, holder): its Mark, and the message
        # and table version it was written at; a seat that changes hands is a new DM. Another
        # process may write the DM too: what this one remembers counts only while the stored
        # message is still the one it wrote. An edit to the same text, embed and picture is a
        # request whose result nobody sees.
        self._shown: Recent[tuple[int, str, int], tuple[Mark, tuple[int, int | None]]] = Recent(
            SHOWN
        )
        self._closed: set[tuple[int, int]] = set()

    def forget(self, table_id: int) -> None:
        """The table ended: nothing more is kept of its DMs."""
        for key in [k for k in self._shown if k[0] == table_id]:
            del self._shown[key]
        self._closed = {k for k in self._closed if k[0] != table_id}

    async def language(self, table: Table, user_id: int) -> str:
        """The language of ``user_id``'s DM (``bot.readers.unasked_language``)."""
        service = self.presenter.service
        return await unasked_language(
            self.client, service.accounts, service.ctx.repo, user_id, table
        )

    async def sync(
        self,
        loaded: LoadedTable,
        messages: Sequence[MessageRef] | None = None,
        shown: list[Shown] | None = None,
        look_back: bool = False,
    ) -> None:
        """Bring every player's DM up to date: their summary (and hand image), and the buttons
        of a private choice while it is theirs to make. ``messages``: the table's, if the
        caller has read them already. ``shown``: where the DMs sent or edited are left for
        the caller to remember (with the effects it marks done, in one write); None: each is
        remembered at once. ``look_back``: a player's first DM may have been sent longer ago
        than Discord keeps its nonce, so it is looked for among their DMs first."""
        service = self.presenter.service
        game = service.ctx.game(loaded.table)
        if messages is None:
            messages = await service.ctx.repo.messages.messages(loaded.table.id)
        refs = {m.user_id: m for m in messages if m.purpose == "summary" and m.user_id is not None}
        public = service.replays.view(loaded, None)
        chooser = loaded.pending if game.private_choice(public) else None
        for seat in loaded.table.seats:
            if seat.user_id is None or (loaded.table.id, seat.user_id) in self._closed:
                continue
            if seat.resigned and seat.user_id not in refs:
                # who resigned is not called back: no new DM, only the old one kept up to date
                continue
            with_actions = seat.id == chooser
            locale = await self.language(loaded.table, seat.user_id)
            message = await self.presenter.privates.private(
                loaded, seat.id, with_actions=with_actions, dm=True, locale=locale
            )
            key = (loaded.table.id, seat.id, seat.user_id)
            ref = refs.get(seat.user_id)
            remembered = self._shown.get(key)
            known = None
            if remembered is not None and ref is not None and remembered[1] == ref_key(ref):
                known = remembered[0]
            # buttons carry the version, so a DM with buttons is renewed with every version
            picture = hash(message.image.data) if message.image is not None else None
            mark = (
                message.content,
                message.embed,
                loaded.version if with_actions else None,
                picture,
            )
            if known == mark:
                continue
            try:
                # One DM per player per game, edited in place (its picture too): a new DM each
                # time cards were drawn left a trail of pictures whose hands were stale.
                if ref is None:
                    # the DM channel straight from the id: the user's profile is not needed
                    dm = await self.client.create_dm(discord.Object(seat.user_id))
                    lost = await self._sent(dm, loaded.table) if look_back else None
                    if lost is not None:
                        await dm.get_partial_message(lost).edit(**discord_out.edit_kwargs(message))
                        channel_id, message_id = dm.id, lost
                    else:
                        # the same post again (after a stop before it was remembered) gets it
                        # back, within Discord's minutes
                        nonce = discord_out.nonce(
                            loaded.table, "summary", seat.user_id, loaded.version
                        )
                        sent = await dm.send(**discord_out.send_kwargs(message), nonce=nonce)
                        channel_id, message_id = sent.channel.id, sent.id
                else:
                    channel = self.client.get_partial_messageable(ref.channel_id)
                    # the embed too: None takes away that of a summary that was too long
                    edit = discord_out.edit_kwargs(message)
                    await channel.get_partial_message(ref.message_id).edit(**edit)
                    channel_id, message_id = ref.channel_id, ref.message_id
                # the version written tells another process its memory of this DM is old
                ref = MessageRef(
                    loaded.table.id,
                    "summary",
                    seat.user_id,
                    channel_id,
                    message_id,
                    loaded.version,
                )
                if shown is not None:
                    shown.append(Shown(ref))
                else:
                    await service.ctx.repo.messages.set_message(
                        loaded.table.id,
                        "summary",
                        channel_id,
                        message_id,
                        seat.user_id,
                        version=loaded.version,
                    )
                self._shown[key] = (mark, (message_id, loaded.version))
            except discord.Forbidden:
                await self.closed(loaded.table, seat.user_id)

    async def _sent(self, dm: discord.DMChannel, table: Table) -> int | None:
        """The id of the bot's DM of ``table`` among the newest of ``dm``: the one whose text
        names the table (``table_link``), in any language (the player may have chosen another
        since). None if there is none, or the DMs cannot be read."""
        if table.guild_id is None:
            return None
        lines = {table_link(table, language) for language in LANGUAGES}

        def shows(sent: discord.Message) -> bool:
            texts = [sent.content or "", *(e.description or "" for e in sent.embeds)]
            return any(line in text for line in lines for text in texts)

        try:
            found = await discord_out.sent_before(self.client, dm, shows)
        except discord.HTTPException as error:
            log.warning("table %s: a player's DMs were not read back: %s", table.id, error)
            return None
        return None if found is None else found.id

    async def release(self, table: Table, user_id: int) -> None:
        """The user's summary DM of ``table`` says the seat is no longer theirs, and loses its
        buttons (someone else holds the seat now)."""
        service = self.presenter.service
        refs = await service.ctx.repo.messages.messages(table.id)
        ref = next((m for m in refs if m.purpose == "summary" and m.user_id == user_id), None)
        if ref is None:
            return
        title = game_title(table.game_id, service.ctx.game(table).engine.name)
        text = say(
            await self.language(table, user_id),
            "answer-seat-released",
            table=str(table.id),
            game=title,
        )
        channel = self.client.get_partial_messageable(ref.channel_id)
        with contextlib.suppress(discord.NotFound):  # the player deleted it
            await channel.get_partial_message(ref.message_id).edit(
                content=text, attachments=[], view=None, allowed_mentions=discord_out.NO_PINGS
            )
        await service.ctx.repo.messages.forget_message(table.id, "summary", user_id)

    async def closed(self, table: Table, user_id: int) -> None:
        """The player's DMs are closed: the channel is told once where their summary is."""
        service = self.presenter.service
        self._closed.add((table.id, user_id))
        refs = await service.ctx.repo.messages.messages(table.id)
        if any(m.purpose == "dm-closed" and m.user_id == user_id for m in refs):
            return  # the channel was told already (before a restart, perhaps)
        command = command_group(service.ctx.game(table).command)
        channel = self.client.get_partial_messageable(table.channel_id)
        message = await channel.send(
            say(
                table_locale(self.client, table),
                "answer-dms-closed",
                player=f"<@{user_id}>",
                command=command,
            ),
            allowed_mentions=discord_out.mentions(user_id),
        )
        await service.ctx.repo.messages.set_message(
            table.id, "dm-closed", channel.id, message.id, user_id
        )

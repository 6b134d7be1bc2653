"""What only one player reads, in their DM or a private panel: their summary, their hand's
image and the buttons of their private choice."""

from __future__ import annotations

import logging
from collections.abc import Callable, Mapping
from typing import Any

from bot.adapter import GameAdapter
from bot.board_message import CONTENT, DESCRIPTION, BoardMessages, Draw
from bot.board_words import alt_text
from bot.components import shorten
from bot.i18n.languages import ENGLISH
from bot.i18n.text import localized, say, written
from bot.messages import Embed, Image, Message
from bot.service import TableService
from storage.models import LoadedTable, Table, TableStatus

log = logging.getLogger(__name__)


def table_link(table: Table, locale: str) -> str:
    """The line of a player's DM that names its table and links to the table's channel; it
    also tells a DM of this table among the DMs of the player's other tables (``DmSync``)."""
    url = f"https://discord.com/channels/{table.guild_id}/{table.channel_id}"
    return say(locale, "private-table-link", table=str(table.id), url=url)


class PrivateMessages:
    def __init__(self, service: TableService, draw: Draw, boards: BoardMessages) -> None:
        self.service = service
        self.draw = draw
        self.boards = boards  # whose action buttons a private choice shows too

    async def private(
        self,
        loaded: LoadedTable,
        seat: str,
        *,
        with_actions: bool,
        dm: bool = False,
        locale: str = ENGLISH,
    ) -> Message:
        """What only ``seat`` reads (in their ``locale``): their summary (and hand image), with
        the buttons of their private choice when ``with_actions``."""
        table = loaded.table
        game = self.service.ctx.game(table)
        names = await self.service.ctx.names.seat_names(table)
        own = self.service.replays.view(loaded, seat)
        text = localized(game.private_summary(own, names), locale)
        result = await self.service.tables.result(loaded)
        if table.status is TableStatus.ABORTED:
            text = f"{say(locale, 'private-aborted')}\n\n{text}"
        elif result is not None:
            winners = " & ".join(names[w] for w in result.winners) or "—"
            count = len(result.winners)  # a shared victory is said in the plural
            mine = result.scores.get(seat)
            over = (
                say(locale, "private-game-over", winners=winners, count=count)
                if mine is None
                else say(
                    locale,
                    "private-game-over-scored",
                    winners=winners,
                    count=count,
                    score=written(mine, locale),
                )
            )
            text = f"{over}\n\n{text}"
        if dm and table.guild_id is not None:
            # the channel, not the board message: a link that changed every turn would make
            # every DM change (and be edited) every turn
            text += "\n\n" + table_link(table, locale)
        # a game that draws no hand sends no view to a worker process only to learn so
        drawn = type(game).private_image is not GameAdapter.private_image
        png = await self._hand(loaded, game.private_image, own, names, locale) if drawn else None
        # A summary too long for a message's text (The Builders' late in a game, with many
        # buildings under way: up to ~2 500 characters) goes whole into an embed's description
        # rather than losing its end (the table's link, whose turn it is).
        long = len(text) > CONTENT
        return Message(
            content=None if long else text,
            embed=Embed("", shorten(text, DESCRIPTION), "play") if long else None,
            image=Image("hand.png", png, alt_text(text)) if png is not None else None,
            components=tuple(self.boards.actions(loaded, names, locale)) if with_actions else (),
        )

    async def _hand(
        self,
        loaded: LoadedTable,
        render: Callable[..., bytes | None],
        own: Any,
        names: Mapping[str, str],
        locale: str,
    ) -> bytes | None:
        """The hand's picture; None when drawing it fails: the message still carries the
        hand in words and its buttons, so the player plays on (as a board does)."""
        try:
            return await self.draw(loaded.table.id, render, own, names, locale)
        except Exception:
            log.exception(
                "drawing a hand at table %s, version %s failed: it goes without the picture",
                loaded.table.id,
                loaded.version,
            )
            return None

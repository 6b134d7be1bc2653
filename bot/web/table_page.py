"""What a table's page shows, as plain values, from the table's *public* view only: the same
view, words and picture as its board message in Discord (``bot.board_message``), so what a
spectator may not see is stripped at the same one boundary."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from datetime import datetime

from bot.board_message import BoardMessages, computer_marks
from bot.board_words import breakdown, game_over, words
from bot.i18n.text import localized, say, written
from bot.i18n.words import at_timeout_text, game_title, limit_text
from bot.table_settings import TableSettings
from storage.errors import Refused
from storage.models import LoadedTable, Table, TableStatus
from storage.table_policy import finish_order

# A table's public language (``bot.readers.table_locale``, which needs the Discord client).
Language = Callable[[Table], str]
# The statuses whose table has a page: a lobby has no board yet, and nobody links to it.
SHOWN = (TableStatus.ACTIVE, TableStatus.FINISHED, TableStatus.ABORTED, TableStatus.ABANDONED)


@dataclass(frozen=True, slots=True)
class Player:
    name: str
    to_move: bool


@dataclass(frozen=True, slots=True)
class TablePage:
    locale: str
    title: str  # the game's name and the table's number
    alt: str  # the picture in words
    version: int
    prompt: str  # what the player to move is asked; empty once the game is over
    players: tuple[Player, ...]
    status: tuple[str, ...]  # the game's line per player, as the board's alt text has them
    marks: tuple[str, ...]  # the seats the computer plays for a person
    clock: str  # the time per turn
    deadline: datetime | None
    last_moves: tuple[str, ...]
    result: str | None  # who won, once the game is over
    scores: tuple[str, ...]
    ended: str | None  # that a table stopped without a result


def plain(text: str) -> str:
    """A board message's words without Discord's markdown (bold)."""
    return text.replace("**", "")


class TablePages:
    def __init__(self, boards: BoardMessages, language: Language) -> None:
        self.boards = boards
        self.service = boards.service
        self.language = language

    async def loaded(self, table_id: int) -> LoadedTable | None:
        """The table, if it has a page."""
        try:
            loaded = await self.service.ctx.repo.tables.load(table_id)
        except Refused:
            return None
        return loaded if loaded.table.status in SHOWN and loaded.state is not None else None

    async def names(self, loaded: LoadedTable) -> Mapping[str, str]:
        return await self.service.ctx.names.seat_names(loaded.table)

    async def web_board(self, loaded: LoadedTable) -> str | None:
        """The game's own web board of the public view, nothing to click: a spectator's."""
        game = self.service.ctx.game(loaded.table)
        view = self.service.replays.view(loaded, None)
        marked, _ = await self.boards.last_move(loaded)
        locale = self.language(loaded.table)
        return game.web_board(view, await self.names(loaded), locale, (), marked)

    async def picture(self, loaded: LoadedTable) -> bytes | None:
        """The board message's picture: the same drawing (one per version, cached)."""
        names = await self.names(loaded)
        marked, _ = await self.boards.last_move(loaded)
        png = await self.boards.picture(loaded, names, False, self.language(loaded.table), marked)
        return png if isinstance(png, bytes) else None

    async def page(self, loaded: LoadedTable, locale: str | None = None) -> TablePage:
        """The page in ``locale`` (a player's own page), else in the table's language."""
        table = loaded.table
        locale = locale or self.language(table)
        game = self.service.ctx.game(table)
        names = await self.names(loaded)
        view = self.service.replays.view(loaded, None)  # the public view: what anyone sees
        result = await self.service.tables.result(loaded)
        playing = table.status is TableStatus.ACTIVE and result is None
        scores: list[str] = []
        if result is not None:
            for seat_id in finish_order(table.seats, result):
                crown = " 🏆" if seat_id in result.winners else ""
                details = result.details.get(seat_id, {})
                how = game.final_score(details, locale) or breakdown(details, locale)
                scores.append(
                    f"{names[seat_id]}: {written(result.scores[seat_id], locale)}{crown}"
                    + (f" — {how}" if how else "")
                )
        minutes = TableSettings.of(table).turn_minutes
        clock = (
            say(locale, "lobby-clock-none")
            if minutes is None
            else say(
                locale,
                "lobby-clock",
                limit=limit_text(minutes),
                timeout=at_timeout_text(TableSettings.of(table).at_timeout),
            )
        )
        deadline = await self.service.deadlines.deadline(table.id) if playing else None
        recent = words(await self.service.replays.recent(loaded), names, locale)
        title = game_title(table.game_id, game.engine.name)
        return TablePage(
            locale=locale,
            title=say(locale, "board-title", game=title, table=str(table.id)),
            alt=say(locale, "board-alt", game=title, table=str(table.id), move=loaded.version),
            version=loaded.version,
            prompt=plain(localized(game.prompt(view, names), locale)) if playing else "",
            players=tuple(
                Player(names.get(s.id, s.id), playing and s.id == loaded.pending)
                for s in table.seats
            ),
            status=tuple(plain(localized(line, locale)) for line in game.status_lines(view, names)),
            marks=tuple(computer_marks(table.seats, names, locale)),
            clock=clock,
            deadline=deadline,
            last_moves=tuple(plain(move) for move in recent),
            result=plain(game_over(result, names, locale)) if result is not None else None,
            scores=tuple(scores),
            ended=say(locale, "web-table-ended") if not playing and result is None else None,
        )

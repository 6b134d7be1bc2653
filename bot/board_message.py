"""The board message (the picture, what is asked, the last moves and the buttons of the player
to move) and an old board's last form once its turn has ended."""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable, Mapping, Sequence
from typing import Any, Protocol

from bot import custom_ids
from bot.adapter import GameAdapter, with_names
from bot.board_words import alt_text, breakdown, game_over, words
from bot.components import MAX_BUTTONS, MAX_ROWS, action_components, shorten
from bot.i18n.languages import ENGLISH
from bot.i18n.text import localized, say, written
from bot.i18n.words import command_group, game_title
from bot.messages import Button, Component, Embed, Field, Image, Menu, Message
from bot.picture_cache import PictureCache
from bot.service import TableService
from bot.service.offers import offers
from rules.core import Action, Event
from storage.models import LoadedTable, Seat
from storage.table_policy import finish_order

log = logging.getLogger(__name__)

# Runs an image renderer off the event loop for a table: (table id, renderer, *args) -> PNG.
Draw = Callable[..., Awaitable[bytes | None]]


class TableLink(Protocol):
    """A table's pages on the web (``bot.web.links``): the one anyone may watch, and a seated
    player's own."""

    def page(self, table_id: int) -> str: ...

    def player_page(self, table_id: int, user_id: int) -> str: ...


CONTENT = 2000
DESCRIPTION = 4000
FIELD = 1024


def computer_marks(seats: Sequence[Seat], names: Mapping[str, str], locale: str) -> list[str]:
    """A line for every person's seat the computer plays (its person left or resigned), with
    since when: a board that shows only the seat's name would call the computer's moves the
    person's."""
    marks = []
    for seat in seats:
        if not (seat.away or seat.resigned):
            continue
        name = names.get(seat.id, seat.id)
        if seat.since is None:
            marks.append(say(locale, "board-computer-plays", name=name))
        else:
            unit, number = seat.since
            key = "board-computer-since-round" if unit == "round" else "board-computer-since-turn"
            marks.append(say(locale, key, name=name, number=number))
    return marks


LAST_MOVE_CHARS = 400  # of the alt text's 1024


def last_move_words(moves: Sequence[Event], names: Mapping[str, str], locale: str) -> str:
    """The last move in the picture's words ("Last move: …"); nothing on the first board."""
    if not moves:
        return ""
    # A game's end scores many things at once; the picture's words are cut at Discord's limit
    # anyway, and a catalogue placeable takes at most 1000 characters: whole moves are kept
    # while they fit (a move cut in two would leave half a sentence), then "…".
    told = words(list(moves), names, locale)
    kept: list[str] = []
    for move in told:
        if kept and len("; ".join([*kept, move])) > LAST_MOVE_CHARS:
            break
        kept.append(shorten(move, LAST_MOVE_CHARS))
    if len(kept) < len(told):
        kept.append("…")
    return say(locale, "board-alt-last-move", moves="; ".join(kept))


def rows_of(components: list[Component]) -> set[int]:
    """The rows the components take (a button without a row is counted in the last)."""
    return {c.row if c.row is not None else 4 for c in components}


def fits_one_more(components: list[Component]) -> bool:
    """Whether one more button fits the message's 5 rows of 5 (a menu fills its row; a
    component without a row takes the first with room, as discord.py places it)."""
    used = [0] * MAX_ROWS
    for c in components:
        width = 5 if isinstance(c, Menu) else 1
        rows = [c.row] if c.row is not None else range(MAX_ROWS)
        row = next((r for r in rows if used[r] + width <= 5), None)
        if row is None:
            return False
        used[row] += width
    return min(used) < 5


def action_label(
    game: GameAdapter[Any], names: Mapping[str, str], locale: str
) -> Callable[[Action], str]:
    """A choice's words as its button says them to a reader of ``locale`` (the web page's
    choices say the same)."""
    return lambda a: with_names(localized(game.action_label(a, names), locale), names)


class BoardMessages:
    def __init__(
        self, service: TableService, draw: Draw, table_link: TableLink | None = None
    ) -> None:
        self.service = service
        self.draw = draw
        self.table_link = table_link
        self.pictures = PictureCache()

    async def last_move(self, loaded: LoadedTable) -> tuple[frozenset[str], list[Event]]:
        """What the last move changed (the names the game's turn image highlights) and its
        moves; nothing on the first board."""
        last = await self.service.replays.last_turn(loaded)
        if last is None:
            return frozenset(), []
        before, moves = last
        game = self.service.ctx.game(loaded.table)
        return game.changes(before, self.service.replays.view(loaded, None)), moves

    async def picture(
        self,
        loaded: LoadedTable,
        names: Mapping[str, str],
        full: bool,
        locale: str = ENGLISH,
        marked: frozenset[str] = frozenset(),
    ) -> Any:
        """The table's picture: the image made for the chat (for the decision at hand), the
        last move's changes (``marked``) highlighted, or the full board (``full``, or a game
        without a turn image). Drawn once per table version and highlights: a version's state
        never changes, and the end of a turn shows it twice."""
        game = self.service.ctx.game(loaded.table)
        whole = full or not game.has_turn_image
        if whole:
            marked = frozenset()
        key = (loaded.table.id, loaded.version, whole, locale, tuple(names.items()), marked)

        async def fresh() -> bytes | None:
            view = self.service.replays.view(loaded, None)
            if whole:
                return await self.draw(loaded.table.id, game.render_board, view, names, locale)
            return await self.draw(loaded.table.id, game.render_turn, view, names, locale, marked)

        try:
            return await self.pictures.get(key, fresh)
        except Exception:
            # A fault in a game's drawing code must not stop the table: its board goes out
            # with its words, players and buttons, and the next version is drawn afresh (a
            # failed drawing is not kept).
            log.exception(
                "drawing table %s at version %s failed: its board goes without the picture",
                loaded.table.id,
                loaded.version,
            )
            return None

    async def board(
        self,
        loaded: LoadedTable,
        *,
        buttons: bool,
        mention: bool,
        past: bool = False,
        moves: int | None = None,
        full: bool = False,
        locale: str = ENGLISH,
    ) -> Message:
        """The board message: the picture, what is asked, the last moves and the buttons of
        the player to move (``buttons``), pinging them (``mention``). A ``past`` board (the
        table after one of its ``moves``) has no last moves and no deadline, and says the game
        is over only after its last move. ``locale``: the table's language in its channel, the
        reader's where it is shown privately."""
        table = loaded.table
        game = self.service.ctx.game(table)
        engine = game.engine
        names = await self.service.ctx.names.seat_names(table)
        view = self.service.replays.view(loaded, None)
        # an earlier board is shown alone: its last move is not the one the table remembers
        marked, last = (frozenset(), []) if past else await self.last_move(loaded)
        png = await self.picture(loaded, names, full, locale, marked)
        pending = loaded.pending
        earlier = past and moves is not None and loaded.version < moves
        result = None if earlier else await self.service.tables.result(loaded)
        seat = next((s for s in table.seats if s.id == pending), None)
        content: str | None = None
        pings: tuple[int, ...] = ()
        if result is not None:
            content = game_over(result, names, locale)
            # the end of a game is worth a notification to everyone who played it to the end;
            # a person who resigned is not called back
            players = tuple(s.user_id for s in table.seats if s.user_id and not s.resigned)
            if mention and players:
                content += "\n" + " ".join(f"<@{u}>" for u in players)
                pings = players
        elif mention and seat is not None and seat.user_id is not None and not seat.is_ai:
            # a seat the computer plays (its person left or resigned) pings nobody
            content = say(locale, "board-your-turn", player=f"<@{seat.user_id}>")
            pings = (seat.user_id,)
        lines = []
        if result is None:
            lines.append(localized(game.prompt(view, names), locale))
            end = (
                await self.service.deadlines.deadline(table.id, loaded.version)
                if seat and not past
                else None
            )
            if end is not None:
                lines.append(
                    say(locale, "board-time-runs-out", when=f"<t:{int(end.timestamp())}:R>")
                )
        else:
            for seat_id in finish_order(table.seats, result):
                crown = " 🏆" if seat_id in result.winners else ""
                details = result.details.get(seat_id, {})
                how = game.final_score(details, locale) or breakdown(details, locale)
                lines.append(
                    f"**{names[seat_id]}**: {written(result.scores[seat_id], locale)}{crown}"
                    + (f" — {how}" if how else "")
                )
        # the seats say who holds them now: a board of an earlier move would date them wrong
        marks = [] if earlier else computer_marks(table.seats, names, locale)
        lines += marks
        recent = [] if past else words(await self.service.replays.recent(loaded), names, locale)
        if recent:
            lines += ["", say(locale, "board-last-moves"), *(f"• {move}" for move in recent)]
        fields: tuple[Field, ...] = ()
        status = [localized(line, locale) for line in game.status_lines(view, names)]
        # The table's own board leaves the players' list to its picture (and its alt text):
        # the list repeated it at every turn. The full board asked privately keeps it.
        listed = full or png is None
        if status and result is None and listed:
            fields = (Field(say(locale, "board-players"), shorten("\n".join(status), FIELD)),)
        title = game_title(table.game_id, engine.name)
        number = str(table.id)
        embed = Embed(
            title=say(locale, "board-title", game=title, table=number),
            description=shorten("\n".join(lines), DESCRIPTION),
            colour="play" if result is None else "over",
            fields=fields,
            image="board.png" if png is not None else None,
            footer=(
                say(
                    locale,
                    "board-footer-past",
                    move=loaded.version,
                    moves=loaded.version if moves is None else moves,
                    table=number,
                )
                if past
                else say(
                    locale, "board-footer", move=loaded.version, command=command_group(game.command)
                )
            ),
        )
        components: list[Component] = []
        # the table's pages on the web: one button whose private answer carries the page anyone
        # may watch and, for a seated player, their own page to play from (one place of ten)
        link = self.table_link if buttons and not past and not full else None
        human_turn = result is None and seat is not None and not seat.is_ai
        if buttons and human_turn and game.private_choice(view):
            components.append(
                Button(
                    custom_ids.panel(table.id, loaded.version),
                    localized(game.private_button_label, locale),
                    "primary",
                )
            )
        elif buttons and human_turn and pending is not None:
            own = self.service.replays.view(loaded, pending)
            typed = game.number_choice(own, engine.legal_actions(loaded.state)) is not None
            # the buttons the message adds of its own leave that much less room for actions
            room = MAX_BUTTONS - typed - (game.has_turn_image and not full) - (link is not None)
            components += self.actions(loaded, names, locale, room)
            if typed:
                typing = custom_ids.number(table.id, loaded.version)
                components.append(Button(typing, say(locale, "board-type-number"), "secondary"))
        elif buttons and result is not None:
            rematch = custom_ids.lobby(table.id, "rematch")
            components.append(Button(rematch, say(locale, "board-rematch"), "success"))
            replay = custom_ids.lobby(table.id, "replay")
            components.append(Button(replay, say(locale, "board-replay"), "secondary"))
        if buttons and game.has_turn_image and not full and len(rows_of(components)) < 5:
            # the whole board stays one click away, privately
            full_board = say(locale, "board-full-board")
            components.append(Button(custom_ids.full_board(table.id), full_board, "secondary"))
        if link is not None and fits_one_more(components):
            web = custom_ids.web(table.id)
            components.append(Button(web, say(locale, "web-table-button"), "secondary"))
        said = lines[:1] if result is None else lines[: len(result.scores)]
        where = say(locale, "board-alt", game=title, table=number, move=loaded.version)
        alt = alt_text(where, last_move_words(last, names, locale), *said, *marks, *status)
        return Message(
            content=content,
            embed=embed,
            image=Image("board.png", png, alt) if png is not None else None,
            components=tuple(components),
            pings=pings,
        )

    async def turn_ended(self, loaded: LoadedTable, seat: str, locale: str = ENGLISH) -> Message:
        """An old board's last form: the table as ``seat``'s turn left it, a line saying what
        the turn did, no buttons and no ping."""
        table = loaded.table
        game = self.service.ctx.game(table)
        names = await self.service.ctx.names.seat_names(table)
        said = [
            with_names(localized(e.text, locale), names)
            if e.seat == seat
            else words([e], names, locale)[0]
            for e in await self.service.replays.turn_so_far(loaded, seat)
        ]
        who = names.get(seat, seat)
        line = (
            say(locale, "board-turn-ended", who=who, moves="; ".join(said))
            if said
            else say(locale, "board-turn-ended-nothing", who=who)
        )
        marked, _ = await self.last_move(loaded)
        png = await self.picture(loaded, names, False, locale, marked)
        title = game_title(table.game_id, game.engine.name)
        after = say(locale, "board-alt-after-turn", game=title, table=str(table.id), who=who)
        alt = alt_text(after, line)
        return Message(
            content=shorten(line, CONTENT),
            image=Image("board.png", png, alt) if png is not None else None,
        )

    def actions(
        self,
        loaded: LoadedTable,
        names: Mapping[str, str],
        locale: str = ENGLISH,
        room: int = MAX_BUTTONS,
    ) -> list[Component]:
        game = self.service.ctx.game(loaded.table)
        return action_components(
            loaded.table.id,
            loaded.version,
            offers(game, loaded.state),
            {verb: localized(title, locale) for verb, title in game.select_groups.items()},
            game.quiet_verbs,
            action_label(game, names, locale),
            locale,
            room,
        )

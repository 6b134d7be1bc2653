"""Outcomes into messages: the board, the lobby and each player's private summary, as plain
values (``bot.messages``). Everything here reads views, never a game's state."""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Mapping
from typing import Any

from bot import custom_ids
from bot.adapter import GameAdapter, with_names
from bot.components import action_components, shorten
from bot.i18n.languages import ENGLISH, LANGUAGES
from bot.i18n.text import localized, say, written
from bot.i18n.words import (
    AT_TIMEOUT_KEYS,
    at_timeout_text,
    command_group,
    game_title,
    language_text,
    level_about,
    level_text,
    limit_text,
)
from bot.messages import Button, Component, Embed, Field, Image, Menu, Message, Option
from bot.picture_cache import PictureCache
from bot.service import TableService
from bot.service.clock import TURN_LIMITS, at_timeout, turn_minutes
from bot.service.lobby import AI_LEVELS
from rules.core import Event
from storage.models import LoadedTable, Table, TableStatus

# Runs an image renderer off the event loop for a table: (table id, renderer, *args) -> PNG.
Draw = Callable[..., Awaitable[bytes | None]]

CONTENT = 2000
DESCRIPTION = 4000
FIELD = 1024


def words(events: list[Event], names: Mapping[str, str], locale: str = ENGLISH) -> list[str]:
    """Events as lines a player of ``locale`` reads, with names in place of seat ids (put in
    after the engine's words are rendered: a name in them would lose their key)."""
    return [
        with_names(
            f"{names.get(e.seat, e.seat)} {localized(e.text, locale)}"
            if e.seat
            else localized(e.text, locale),
            names,
        )
        for e in events
        if not e.routine
    ]


ALT_TEXT = 1024  # Discord's limit on an attachment's description


def alt_text(*parts: str) -> str:
    """Words for a picture: the lines given, without their Markdown, on one line."""
    plain = " ".join(
        " ".join(part.replace("**", "").replace("▶ ", "").replace("⏳ ", "").split())
        for part in parts
        if part
    )
    return shorten(plain, ALT_TEXT)


def rows_of(components: list[Component]) -> set[int]:
    """The rows the components take (a button without a row is counted in the last)."""
    return {c.row if c.row is not None else 4 for c in components}


# The parts of the engines' result details that have words in the catalogues (scores.ftl).
SCORE_PARTS = {
    "before": "score-part-before",
    "building_cards": "score-part-building-cards",
    "final_cards": "score-part-final-cards",
    "play_area": "score-part-play-area",
    "majorities": "score-part-majorities",
    "total": "score-part-total",
    "podiums": "score-part-podiums",
    "bonus": "score-part-bonus",
    "vp": "score-part-vp",
    "slaves_freed": "score-part-slaves-freed",
    "slaves_kept": "score-part-slaves-kept",
    "loans_repaid": "score-part-loans-repaid",
    "loans_unpaid": "score-part-loans-unpaid",
    "coins_left": "score-part-coins-left",
    "score_tenths": "score-part-score-tenths",
}


def breakdown(details: Mapping[str, Any], locale: str = ENGLISH) -> str:
    """A seat's final score in words for a reader of ``locale``, from the engine's result
    details; a part the catalogues do not know is written as the engine names it."""
    parts = []
    for key, value in details.items():
        if isinstance(value, list | tuple):
            value = "/".join(str(v) for v in value)
        elif isinstance(value, dict):
            continue
        amount = str(value)
        if key in SCORE_PARTS:
            parts.append(say(locale, SCORE_PARTS[key], value=amount))
        elif key.startswith("majority "):
            area = key.removeprefix("majority ")
            parts.append(say(locale, "score-part-majority", area=area, value=amount))
        else:
            parts.append(f"{key.replace('_', ' ')} {amount}")
    return ", ".join(parts)


class Presenter:
    def __init__(self, service: TableService, draw: Draw) -> None:
        self.service = service
        self.draw = draw
        self.pictures = PictureCache()

    # ----- the board -------------------------------------------------------------------------

    async def picture(
        self, loaded: LoadedTable, names: Mapping[str, str], full: bool, locale: str = ENGLISH
    ) -> Any:
        """The table's picture: the image made for the chat (for the decision at hand), or the
        full board (``full``, or a game without a turn image). Drawn once per table version:
        a version's state never changes, and the end of a turn shows it twice."""
        game = self.service.game(loaded.table)
        whole = full or not game.has_turn_image
        draw = game.render_board if whole else game.render_turn
        key = (loaded.table.id, loaded.version, whole, locale, tuple(names.items()))

        async def fresh() -> bytes | None:
            view = self.service.view(loaded, None)
            return await self.draw(loaded.table.id, draw, view, names, locale)

        return await self.pictures.get(key, fresh)

    async def board(
        self,
        loaded: LoadedTable,
        *,
        buttons: bool,
        mention: bool,
        past: bool = False,
        full: bool = False,
        locale: str = ENGLISH,
    ) -> Message:
        """The board message: the picture, what is asked, the last moves and the buttons of
        the player to move (``buttons``), pinging them (``mention``). A ``past`` board (the
        table after an earlier move) has no last moves and no deadline. ``locale``: the
        table's language in its channel, the reader's where it is shown privately."""
        table = loaded.table
        game = self.service.game(table)
        engine = game.engine
        names = await self.service.names.seat_names(table)
        view = self.service.view(loaded, None)
        png = await self.picture(loaded, names, full, locale)
        pending = loaded.pending
        result = await self.service.result(loaded)
        seat = next((s for s in table.seats if s.id == pending), None)
        content: str | None = None
        pings: tuple[int, ...] = ()
        if result is not None:
            winners = " & ".join(names[w] for w in result.winners)
            count = len(result.winners)
            content = say(locale, "board-game-over", count=count, winners=winners)
            players = tuple(s.user_id for s in table.seats if s.user_id is not None)
            if mention and players:
                # the end of a game is worth a notification to everyone who played
                content += "\n" + " ".join(f"<@{u}>" for u in players)
                pings = players
        elif mention and seat is not None and seat.user_id is not None:
            content = say(locale, "board-your-turn", player=f"<@{seat.user_id}>")
            pings = (seat.user_id,)
        lines = []
        if result is None:
            lines.append(localized(game.prompt(view, names), locale))
            end = await self.service.deadline(table.id) if seat and not past else None
            if end is not None:
                lines.append(
                    say(locale, "board-time-runs-out", when=f"<t:{int(end.timestamp())}:R>")
                )
        else:
            for seat_id in sorted(result.scores, key=lambda s: -result.scores[s]):
                crown = " 🏆" if seat_id in result.winners else ""
                how = breakdown(result.details.get(seat_id, {}), locale)
                lines.append(
                    f"**{names[seat_id]}**: {written(result.scores[seat_id], locale)}{crown}"
                    + (f" — {how}" if how else "")
                )
        recent = [] if past else words(await self.service.recent(loaded), names, locale)
        if recent:
            lines += ["", say(locale, "board-last-moves"), *(f"• {move}" for move in recent)]
        fields: tuple[Field, ...] = ()
        status = [localized(line, locale) for line in game.status_lines(view, names)]
        if status and result is None:
            fields = (Field(say(locale, "board-players"), shorten("\n".join(status), FIELD)),)
        title = game_title(table.game_id, engine.name)
        number = str(table.id)
        embed = Embed(
            title=say(locale, "board-title", game=title, table=number),
            description=shorten("\n".join(lines), DESCRIPTION),
            colour="play" if result is None else "over",
            fields=fields,
            image="board.png",
            footer=(
                say(locale, "board-footer-past", move=loaded.version, table=number)
                if past
                else say(
                    locale, "board-footer", move=loaded.version, command=command_group(game.command)
                )
            ),
        )
        components: list[Component] = []
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
            components += self.actions(loaded, names, locale)
            own = self.service.view(loaded, pending)
            if game.number_choice(own, engine.legal_actions(loaded.state)) is not None:
                typed = custom_ids.number(table.id, loaded.version)
                components.append(Button(typed, say(locale, "board-type-number"), "secondary"))
        elif buttons and result is not None:
            rematch = custom_ids.lobby(table.id, "rematch")
            components.append(Button(rematch, say(locale, "board-rematch"), "success"))
            replay = custom_ids.lobby(table.id, "replay")
            components.append(Button(replay, say(locale, "board-replay"), "secondary"))
        if buttons and game.has_turn_image and not full and len(rows_of(components)) < 5:
            # the whole board stays one click away, privately
            full_board = say(locale, "board-full-board")
            components.append(Button(custom_ids.full_board(table.id), full_board, "secondary"))
        said = lines[:1] if result is None else lines[: len(result.scores)]
        where = say(locale, "board-alt", game=title, table=number, move=loaded.version)
        alt = alt_text(where, *said, *status)
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
        game = self.service.game(table)
        names = await self.service.names.seat_names(table)
        said = [
            with_names(localized(e.text, locale), names)
            if e.seat == seat
            else words([e], names, locale)[0]
            for e in await self.service.turn_so_far(loaded, seat)
        ]
        who = names.get(seat, seat)
        line = (
            say(locale, "board-turn-ended", who=who, moves="; ".join(said))
            if said
            else say(locale, "board-turn-ended-nothing", who=who)
        )
        png = await self.picture(loaded, names, False, locale)
        title = game_title(table.game_id, game.engine.name)
        after = say(locale, "board-alt-after-turn", game=title, table=str(table.id), who=who)
        alt = alt_text(after, line)
        return Message(
            content=shorten(line, CONTENT),
            image=Image("board.png", png, alt) if png is not None else None,
        )

    def actions(
        self, loaded: LoadedTable, names: Mapping[str, str], locale: str = ENGLISH
    ) -> list[Component]:
        game = self.service.game(loaded.table)
        return action_components(
            loaded.table.id,
            loaded.version,
            game.engine.legal_actions(loaded.state),
            {verb: localized(title, locale) for verb, title in game.select_groups.items()},
            game.quiet_verbs,
            lambda a: with_names(localized(game.action_label(a, names), locale), names),
            locale,
        )

    # ----- a player's private summary --------------------------------------------------------

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
        game = self.service.game(table)
        names = await self.service.names.seat_names(table)
        own = self.service.view(loaded, seat)
        text = localized(game.private_summary(own, names), locale)
        result = await self.service.result(loaded)
        if table.status is TableStatus.ABORTED:
            text = f"{say(locale, 'private-aborted')}\n\n{text}"
        elif result is not None:
            winners = " & ".join(names[w] for w in result.winners)
            mine = result.scores.get(seat)
            over = (
                say(locale, "private-game-over", winners=winners)
                if mine is None
                else say(
                    locale, "private-game-over-scored", winners=winners, score=written(mine, locale)
                )
            )
            text = f"{over}\n\n{text}"
        if dm and table.guild_id is not None:
            # the channel, not the board message: a link that changed every turn would make
            # every DM change (and be edited) every turn
            url = f"https://discord.com/channels/{table.guild_id}/{table.channel_id}"
            text += "\n\n" + say(locale, "private-table-link", url=url)
        # a game that draws no hand sends no view to a worker process only to learn so
        drawn = type(game).private_image is not GameAdapter.private_image
        png = await self.draw(table.id, game.private_image, own, names, locale) if drawn else None
        # A summary too long for a message's text (The Builders' late in a game, with many
        # buildings under way: up to ~2 500 characters) goes whole into an embed's description
        # rather than losing its end (the table's link, whose turn it is).
        long = len(text) > CONTENT
        return Message(
            content=None if long else text,
            embed=Embed("", shorten(text, DESCRIPTION), "play") if long else None,
            image=Image("hand.png", png, alt_text(text)) if png is not None else None,
            components=tuple(self.actions(loaded, names, locale)) if with_actions else (),
        )

    def private_key(self, loaded: LoadedTable, seat: str) -> str | None:
        """Changes when ``seat`` draws cards (then their DM is sent anew, not edited)."""
        game = self.service.game(loaded.table)
        return game.private_draws(self.service.view(loaded, seat))

    # ----- the lobby -------------------------------------------------------------------------

    async def lobby(
        self,
        table: Table,
        closed_by: str | None = None,
        loaded: LoadedTable | None = None,
        locale: str = ENGLISH,
    ) -> Message:
        """The lobby message in the table's language; once the game runs (``loaded``), what the
        channel sees of a table that plays in its own thread: the players, whose turn it is,
        the result."""
        game = self.service.game(table)
        engine = game.engine
        names = await self.service.names.seat_names(table)
        capacity = self.service.capacity(table)
        lines = []
        for i in range(capacity):
            if i < len(table.seats):
                seat = table.seats[i]
                key = "lobby-seat-host" if seat.user_id == table.host_id else "lobby-seat"
                lines.append(say(locale, key, number=i + 1, name=names[seat.id]))
            else:
                lines.append(say(locale, "lobby-seat-open", number=i + 1))
        order = "yes" if table.options.get("random_order") else "no"
        minutes = turn_minutes(table)
        clock = (
            say(locale, "lobby-clock-none")
            if minutes is None
            else say(
                locale,
                "lobby-clock",
                limit=limit_text(minutes),
                timeout=at_timeout_text(at_timeout(table)),
            )
        )
        title = game_title(table.game_id, engine.name)
        embed = Embed(
            title=say(locale, "board-title", game=title, table=str(table.id)),
            description="\n".join(lines),
            colour="lobby",
            fields=(Field(say(locale, "lobby-time-per-turn"), clock),),
            footer=say(locale, "lobby-footer", min=engine.min_players, max=capacity, random=order),
        )
        in_thread = table.options.get("lobby_channel") is not None
        where = f"<#{table.channel_id}>"
        if table.status is TableStatus.LOBBY:
            content = say(locale, "lobby-played-in", where=where) if in_thread else None
            return Message(content, embed, components=self.lobby_components(table, locale))
        if table.status in (TableStatus.ACTIVE, TableStatus.FINISHED) and in_thread:
            return Message(await self._standing(table, loaded, names, where, locale), embed)
        if table.status is TableStatus.ACTIVE:
            return Message(content=say(locale, "lobby-started"), embed=embed)
        if table.status is TableStatus.ABANDONED:
            return Message(content=say(locale, "lobby-abandoned"), embed=embed)
        if closed_by is None:
            return Message(content=say(locale, "lobby-expired"), embed=embed)
        closer = shorten(closed_by, 80)
        return Message(content=say(locale, "lobby-closed-by", name=closer), embed=embed)

    async def _standing(
        self,
        table: Table,
        loaded: LoadedTable | None,
        names: Mapping[str, str],
        where: str,
        locale: str,
    ) -> str:
        """One line for the channel about a game that plays in its thread."""
        result = await self.service.result(loaded) if loaded is not None else None
        if result is not None:
            winners = " & ".join(names.get(w, w) for w in result.winners)
            return say(locale, "lobby-over-in-winner", where=where, winners=winners)
        if table.status is TableStatus.FINISHED:
            return say(locale, "lobby-over-in", where=where)
        pending = loaded.pending if loaded is not None else None
        if pending is None:
            return say(locale, "lobby-playing-in", where=where)
        name = names.get(pending, pending)
        return say(locale, "lobby-playing-in-to-move", where=where, name=name)

    @staticmethod
    def lobby_components(table: Table, locale: str = ENGLISH) -> tuple[Component, ...]:
        menu = Menu(
            custom_ids.lobby(table.id, "ai"),
            say(locale, "lobby-add-computer"),
            tuple(
                Option(
                    localized(level_text(level), locale),
                    level,
                    localized(level_about(level), locale),
                )
                for level in AI_LEVELS
            ),
            0,
        )
        buttons: list[tuple[str, str, Any]] = [
            ("join", say(locale, "lobby-join"), "success"),
            ("leave", say(locale, "lobby-leave"), "secondary"),
            ("start", say(locale, "lobby-start"), "primary"),
            ("cancel", say(locale, "lobby-cancel"), "danger"),
        ]
        minutes = turn_minutes(table)
        clock = Menu(
            custom_ids.lobby(table.id, "clock"),
            say(locale, "lobby-clock-placeholder", limit=limit_text(minutes)),
            tuple(
                Option(localized(limit_text(m), locale), str(m or 0), default=m == minutes)
                for m in TURN_LIMITS.values()
            ),
            2,
        )
        chosen = at_timeout(table)
        timeout = Menu(
            custom_ids.lobby(table.id, "timeout"),
            say(locale, "lobby-timeout-placeholder", timeout=at_timeout_text(chosen)),
            tuple(
                Option(
                    say(locale, "lobby-timeout-option", timeout=at_timeout_text(key)),
                    key,
                    default=key == chosen,
                )
                for key in AT_TIMEOUT_KEYS
            ),
            3,
        )
        menus = (clock, timeout, Presenter.language_menu(table, locale))
        return (
            menu,
            *(
                Button(custom_ids.lobby(table.id, v), label, style, 1)
                for v, label, style in buttons
            ),
            *menus,
        )

    @staticmethod
    def language_menu(table: Table, locale: str) -> Menu:
        """The host's choice of the language the table speaks in public; ``locale`` is that
        language already, so the menu reads in what it offers to change."""
        return Menu(
            custom_ids.lobby(table.id, "language"),
            say(locale, "lobby-language-placeholder", language=language_text(locale)),
            tuple(
                Option(localized(language_text(lang), locale), lang, default=lang == locale)
                for lang in LANGUAGES
            ),
            4,
        )

    # ----- a game's adapter, for the Discord side --------------------------------------------

    def game(self, table: Table) -> GameAdapter[Any]:
        return self.service.game(table)

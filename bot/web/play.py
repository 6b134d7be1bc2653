"""A player's own page at a table (``/p/<token>``, the token from ``links.PlayerLinks``): the
table as they see it (their hand too), and when it is their decision the choices their board
in Discord offers, to tap; ``/p/<token>/act`` plays one through the same table service call
as a click in Discord (the same version check, the same refusals in the same words, the same
outbox: the Discord board follows)."""

from __future__ import annotations

import json
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from html import escape, unescape
from typing import Any
from urllib.parse import urlsplit

from aiohttp import web

from bot.adapter import GameAdapter, Offer
from bot.board_message import action_label
from bot.front_desk import FrontDesk
from bot.i18n.languages import ENGLISH, private_language
from bot.i18n.text import localized, say
from bot.service import Caller
from bot.service.offers import offers, verb
from bot.service.outcomes import Ask, Refusal
from bot.web.limits import RateLimit
from bot.web.links import PlayerLink, TableLinks
from bot.web.page import not_found_html, player_html, table_main
from bot.web.table_page import TablePages
from storage.models import LoadedTable, Seat, TableStatus

HTML = "text/html"
JSON = "application/json"
# What one player may ask of the act route: a burst of taps, then a few a second.
PLAYER_BURST = 30.0
PLAYER_PER_SECOND = 3.0
# An action id is at most 60 characters; a choice of folded steps a few of them.
MAX_ACTION = 400
MAX_BODY = 2048
# The ids a board's clickable things play (``cogs.svg.clickable``).
_DATA_ACTIONS = re.compile(r'data-actions="([^"]*)"')


@dataclass(frozen=True, slots=True)
class Choice:
    id: str
    label: str
    quiet: bool  # a grey button on Discord's board (e.g. "end")


@dataclass(frozen=True, slots=True)
class ChoiceList:
    title: str
    choices: tuple[Choice, ...]


def origin_of(url: str) -> str:
    parts = urlsplit(url)
    return f"{parts.scheme}://{parts.netloc}".lower()


def on_board(svg: str) -> frozenset[str]:
    """The choices the board's own things play."""
    return frozenset(i for found in _DATA_ACTIONS.findall(svg) for i in unescape(found).split())


def sorted_choices(
    game: GameAdapter[Any], offered: Sequence[Offer], played_on_board: frozenset[str], locale: str
) -> tuple[list[Choice], list[ChoiceList]]:
    """The choices no board element plays: buttons, and lists for the verbs the Discord board
    gathers into a select menu (a list of one is a button, as there)."""
    groups: dict[str, list[Choice]] = {}
    buttons: list[Choice] = []
    titles = {v: localized(title, locale) for v, title in game.select_groups.items()}
    for offer in offered:
        if offer.id in played_on_board:
            continue
        choice = Choice(offer.id, offer.label, verb(offer.id) in game.quiet_verbs)
        title = titles.get(verb(offer.id))
        if title is None:
            buttons.append(choice)
        else:
            groups.setdefault(title, []).append(choice)
    lists = []
    for title, members in groups.items():
        if len(members) == 1:
            buttons.extend(members)
        else:
            lists.append(ChoiceList(title, tuple(members)))
    return buttons, lists


def choices_html(buttons: Sequence[Choice], lists: Sequence[ChoiceList], heading: str) -> str:
    if not buttons and not lists:
        return ""
    parts = [f'<section class="choices"><h2>{escape(heading)}</h2>']
    for group in lists:
        items = "".join(
            f'<li><button type="button" data-actions="{escape(c.id)}">'
            f"{escape(c.label)}</button></li>"
            for c in group.choices
        )
        parts.append(f'<h3>{escape(group.title)}</h3><ul class="choice-list">{items}</ul>')
    if buttons:
        parts.append('<div class="buttons">')
        parts += [
            f'<button type="button" class="{"quiet" if c.quiet else "primary"}"'
            f' data-actions="{escape(c.id)}">{escape(c.label)}</button>'
            for c in buttons
        ]
        parts.append("</div>")
    parts.append("</section>")
    return "".join(parts)


class PlayRoutes:
    def __init__(
        self,
        pages: TablePages,
        links: TableLinks,
        desk: FrontDesk,
        public_url: str,
        limit: RateLimit | None = None,
        also_from: Sequence[str] = (),
    ) -> None:
        self.pages = pages
        self.links = links
        self.desk = desk
        # the pages' own origin; inside a Discord Activity the same pages are served from
        # Discord's proxy, https://<application id>.discordsays.com (``also_from``)
        self.origins = frozenset((origin_of(public_url), *(o.lower() for o in also_from)))
        self.limit = limit or RateLimit(PLAYER_BURST, PLAYER_PER_SECOND)

    def add_to(self, app: web.Application) -> None:
        app.router.add_get("/p/{token}", self.page)
        app.router.add_get("/p/{token}/hand.png", self.hand)
        app.router.add_post("/p/{token}/act", self.act)

    # ----- who asks ------------------------------------------------------------------------

    async def _seated(self, request: web.Request) -> tuple[PlayerLink, LoadedTable, Seat] | None:
        """The link's player, their table and their seat: None unless the link is this
        server's, unexpired, and its user still holds their seat (not resigned, not replaced)."""
        link = self.links.players.read(request.match_info["token"])
        loaded = await self.pages.loaded(link.table_id) if link is not None else None
        if link is None or loaded is None:
            return None
        seat = loaded.table.seat_of(link.user_id)
        if seat is None or seat.resigned:
            return None
        return link, loaded, seat

    def locale(self, user_id: int, loaded: LoadedTable) -> str:
        """The player's language: their own choice, else their Discord's as last seen, else
        the table's."""
        accounts = self.desk.service.accounts
        chosen, seen = accounts.chosen_language(user_id), accounts.languages.get(user_id)
        if chosen is None and seen is None:
            return self.pages.language(loaded.table)
        return private_language(chosen, seen)

    @staticmethod
    def refused(locale: str = ENGLISH) -> web.Response:
        return web.Response(
            status=403,
            text=not_found_html(locale, "web-link-refused-title", "web-link-refused"),
            content_type=HTML,
        )

    # ----- the page ------------------------------------------------------------------------

    async def page(self, request: web.Request) -> web.Response:
        seated = await self._seated(request)
        if seated is None:
            return self.refused()
        link, loaded, seat = seated
        locale = self.locale(link.user_id, loaded)
        table = loaded.table
        page = await self.pages.page(loaded, locale)
        game = self.desk.service.ctx.game(table)
        names = await self.pages.names(loaded)
        own = self.desk.service.replays.view(loaded, seat.id)
        mine = (
            table.status is TableStatus.ACTIVE
            and loaded.pending == seat.id
            and game.engine.result(loaded.state) is None
        )
        label = action_label(game, names, locale)
        offered = [Offer(a.id, label(a)) for a in offers(game, loaded.state)] if mine else []
        marked, _ = await self.pages.boards.last_move(loaded)
        svg = game.web_board(own, names, locale, offered, marked)
        token = request.match_info["token"]
        table_token = self.links.token(table.id)
        board = f'<div id="board" class="web-board">{svg}</div>' if svg is not None else None
        buttons, lists = sorted_choices(game, offered, on_board(svg or ""), locale)
        extra = ""
        if mine:
            extra += f'<p class="your-turn">{escape(say(locale, "web-your-turn"))}</p>'
        extra += choices_html(buttons, lists, say(locale, "bot-choose-action"))
        if svg is None and await self._hand(loaded, seat, locale) is not None:
            extra += (
                f'<img id="hand" src="/p/{escape(token)}/hand.png?v={loaded.version}" '
                f'alt="{escape(page.title)}">'
            )
        main = table_main(page, table_token, board, extra)
        live = table.status is TableStatus.ACTIVE
        return web.Response(
            text=player_html(page, table_token, main, live),
            content_type=HTML,
            # the page acts for its player: no cache keeps it
            headers={"Cache-Control": "no-store"},
        )

    async def _hand(self, loaded: LoadedTable, seat: Seat, locale: str) -> bytes | None:
        """The picture of what only the seat sees (a hand), when the game draws one."""
        game = self.desk.service.ctx.game(loaded.table)
        if type(game).private_image is GameAdapter.private_image:
            return None
        names = await self.pages.names(loaded)
        own = self.desk.service.replays.view(loaded, seat.id)
        png = await self.pages.boards.draw(loaded.table.id, game.private_image, own, names, locale)
        return png if isinstance(png, bytes) else None

    async def hand(self, request: web.Request) -> web.Response:
        seated = await self._seated(request)
        if seated is None:
            return self.refused()
        link, loaded, seat = seated
        png = await self._hand(loaded, seat, self.locale(link.user_id, loaded))
        if png is None:
            raise web.HTTPNotFound()
        return web.Response(
            body=png, content_type="image/png", headers={"Cache-Control": "no-store"}
        )

    # ----- an action -----------------------------------------------------------------------

    @staticmethod
    def _answer(status: int, **values: Any) -> web.Response:
        return web.json_response(values, status=status, headers={"Cache-Control": "no-store"})

    async def act(self, request: web.Request) -> web.Response:
        # A page of another site could post here with the player's browser: only this
        # server's own pages may (a JSON body needs a CORS preflight, which nothing answers).
        if request.headers.get("Origin", "").lower() not in self.origins:
            return self._answer(403, error="Forbidden")
        if request.content_type != JSON:
            return self._answer(415, error="Unsupported Media Type")
        seated = await self._seated(request)
        if seated is None:
            return self._answer(403, error=say(ENGLISH, "web-link-refused"))
        link, loaded, _ = seated
        locale = self.locale(link.user_id, loaded)
        if not self.limit.allow(f"user:{link.user_id}"):
            return self._answer(429, error=say(locale, "web-too-fast"))
        body = await self._body(request)
        if body is None:
            return self._answer(400, error=say(locale, "web-bad-request"))
        version, action_id, confirmed = body
        table_id = loaded.table.id
        names = self.desk.service.ctx.names
        caller = Caller(
            user_id=link.user_id,
            name=await names.user_name(link.user_id),
            # the signed link stands where a click in the player's DM would: it counts for a
            # seated player, for nothing in the server
            guild_id=None,
            channel_id=None,
            locale=locale,
        )
        outbox = self.desk.outbox
        await outbox.hurry(table_id)
        async with outbox.in_hand(table_id):
            outcome = await self.desk.service.turns.play(
                caller, table_id, version, [action_id], confirmed=confirmed
            )
            if isinstance(outcome, Refusal):
                return self._answer(409, error=localized(outcome.text, locale))
            if isinstance(outcome, Ask):
                return self._answer(200, ask=localized(outcome.question, locale))
            await self.desk.show(
                table_id, outcome.effects, outcome.loaded, recorded=outcome.recorded
            )
        return self._answer(200, ok=True, version=outcome.loaded.version)

    @staticmethod
    async def _body(request: web.Request) -> tuple[int, str, bool] | None:
        """(version, action id, confirmed) from the request's JSON, or None."""
        if request.content_length is not None and request.content_length > MAX_BODY:
            return None
        raw = await request.content.read(MAX_BODY + 1)
        if len(raw) > MAX_BODY:
            return None
        try:
            body = json.loads(raw)
        except ValueError:
            return None
        if not isinstance(body, Mapping):
            return None
        version, action_id = body.get("version"), body.get("action")
        confirmed = body.get("confirmed", False)
        if (
            not isinstance(version, int)
            or isinstance(version, bool)
            or not isinstance(action_id, str)
            or not 0 < len(action_id) <= MAX_ACTION
            or not action_id.isascii()
            or not isinstance(confirmed, bool)
        ):
            return None
        return version, action_id, confirmed

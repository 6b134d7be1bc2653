"""The bot's web server: runs in the bot's own process and event loop, answers only GET and
HEAD (the Discord Activity's POSTs under /api/ and a player's page's POST of an action) for
the host of WEB_URL, with a strict Content-Security-Policy, and a rate limit per client: the
user of a signed player's link, or a user Discord's Activity proxy signed for, else the
client's address (:func:`rate_key`)."""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from urllib.parse import urlsplit

from aiohttp import web

from bot.front_desk import FrontDesk
from bot.settings import Settings
from bot.web.activity import ActivityRoutes, OpenTables
from bot.web.discord_proxy import ProxyProof
from bot.web.limits import RateLimit
from bot.web.links import PlayerLinks, TableLinks
from bot.web.live import Live
from bot.web.play import PlayRoutes
from bot.web.routes import TableRoutes
from bot.web.table_page import Language, TablePages
from storage.database_url import parse_database_url
from storage.postgres_news import TableNews

log = logging.getLogger(__name__)

Handler = Callable[[web.Request], Awaitable[web.StreamResponse]]

# Everything the page uses is ours; nothing may frame it but Discord, around the Activity.
NOT_FRAMED = "frame-ancestors 'none'"
CSP = (
    "default-src 'none'; img-src 'self'; style-src 'self'; script-src 'self'; "
    f"connect-src 'self'; base-uri 'none'; form-action 'none'; {NOT_FRAMED}"
)
SECURITY_HEADERS = {
    "Content-Security-Policy": CSP,
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
    "X-Frame-Options": "DENY",
}
METHODS = ("GET", "HEAD")
# A player's own page posts its actions (``bot.web.play``), the Activity its calls
# (``bot.web.activity``); nothing else takes a POST.
POSTS_UNDER = ("/p/", "/api/")
SHUTDOWN_SECONDS = 5.0
RETRY = {"Retry-After": "5"}
LOOPBACK = ("127.0.0.1", "::1")
PLAYER_PAGES = "/p/"


def host_of(header: str) -> str:
    """The host name a Host header names, without its port, in lower case."""
    return (urlsplit(f"//{header}").hostname or "") if header else ""


def client_address(request: web.Request) -> str:
    """Who asks, for the rate limit: the peer's address; behind a reverse proxy on this
    machine (the peer is loopback), the address the proxy names last in X-Forwarded-For (the
    one it saw; what comes before it, the client may have written itself)."""
    remote = request.remote or ""
    forwarded = request.headers.get("X-Forwarded-For", "")
    if remote in LOOPBACK and forwarded:
        return forwarded.rsplit(",", 1)[-1].strip() or remote
    return remote


def rate_key(request: web.Request, players: PlayerLinks, proxy: ProxyProof | None = None) -> str:
    """Whom the rate limit counts a request against. A player's own page (``/p/<token>``):
    the user its signed link names, wherever they ask from. A request Discord's Activity
    proxy signed (when the application's public key is set): the user it names, since all
    of an Activity's users reach the server from the proxy's few addresses. Anything else,
    headers no one can check included: the client's address."""
    if request.path.startswith(PLAYER_PAGES):
        link = players.read(request.path[len(PLAYER_PAGES) :].partition("/")[0])
        if link is not None:
            return f"user:{link.user_id}"
    user = proxy.user(request.headers) if proxy is not None else None
    return f"user:{user}" if user is not None else client_address(request)


class WebServer:
    def __init__(
        self,
        routes: TableRoutes,
        public_url: str,
        bind: str,
        port: int,
        limit: RateLimit | None = None,
        play: PlayRoutes | None = None,
        activity: ActivityRoutes | None = None,
        proxy: ProxyProof | None = None,
    ) -> None:
        self.routes = routes
        self.proxy = proxy
        self.play = play
        self.activity = activity
        self.host = (urlsplit(public_url).hostname or "").lower()
        self.bind = bind
        self.port = port
        self.limit = limit or RateLimit()
        self._runner: web.AppRunner | None = None

    def app(self) -> web.Application:
        app = web.Application(middlewares=[self._guard])
        app.on_response_prepare.append(self._secure)
        self.routes.add_to(app)
        if self.play is not None:
            self.play.add_to(app)
        if self.activity is not None:
            self.activity.add_to(app)
        return app

    async def _secure(self, request: web.Request, response: web.StreamResponse) -> None:
        # on every answer, a stream's and an error's too
        response.headers.update(SECURITY_HEADERS)
        framing = self.activity.framing(request) if self.activity is not None else None
        if framing is not None:
            response.headers["Content-Security-Policy"] = CSP.replace(NOT_FRAMED, framing)
            del response.headers["X-Frame-Options"]  # it can name no framer: CSP says who

    @web.middleware
    async def _guard(self, request: web.Request, handler: Handler) -> web.StreamResponse:
        if host_of(request.host).lower() != self.host:
            # a name this server is not: DNS rebinding, or a request meant for another site
            answer: web.StreamResponse = web.Response(status=421, text="Misdirected Request")
        elif request.method not in METHODS and not (
            request.method == "POST" and request.path.startswith(POSTS_UNDER)
        ):
            answer = web.Response(status=405, headers={"Allow": ", ".join(METHODS)})
        elif not self.limit.allow(rate_key(request, self.routes.links.players, self.proxy)):
            answer = web.Response(status=429, text="Too Many Requests", headers=RETRY)
        else:
            answer = await handler(request)
        return answer

    async def start(self) -> None:
        runner = web.AppRunner(
            self.app(),
            access_log=None,
            shutdown_timeout=SHUTDOWN_SECONDS,
            handler_cancellation=True,  # a page that goes away frees its stream at once
        )
        await runner.setup()
        await web.TCPSite(runner, self.bind, self.port).start()
        self._runner = runner
        self.port = int(runner.addresses[0][1])
        log.info("table pages served at %s:%s for %s", self.bind, self.port, self.host)

    async def close(self) -> None:
        self.routes.live.close()  # the open pages' streams end: nothing to wait out
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None


async def table_news(settings: Settings, live: Live) -> TableNews | None:
    """With several processes over one PostgreSQL database, the news of the versions every
    process shows, heard by ``live`` (the caller has the showings tell it too); None with
    SQLite, which serves one process."""
    database = parse_database_url(settings.repository_url)
    if database.dsn is None:
        return None
    return await TableNews.open(database.dsn, live.heard, live.watched)


def table_links(settings: Settings) -> TableLinks | None:
    """The tables' addresses, when the settings turn the web server on."""
    if not settings.web_on or settings.web_url is None or settings.web_secret is None:
        return None
    return TableLinks(settings.web_secret.get_secret_value().encode(), settings.web_url)


def table_site(
    settings: Settings, links: TableLinks, desk: FrontDesk, language: Language, live: Live
) -> WebServer:
    """The web server of the table pages, drawn from the Discord board's own pictures and
    words (``desk.presenter.boards``) in each table's ``language``, and the players' own
    pages, whose actions ``desk`` plays as it plays a click; ``live`` hears of new
    versions."""
    assert settings.web_url is not None and settings.web_port is not None
    pages = TablePages(desk.presenter.boards, language)
    routes = TableRoutes(pages, links, live)
    proxied = (
        (f"https://{settings.discord_client_id}.discordsays.com",) if settings.activity_on else ()
    )
    play = PlayRoutes(pages, links, desk, settings.web_url, also_from=proxied)
    activity = activity_routes(settings, links, desk.presenter.boards.service.ctx.repo.tables)
    key = settings.discord_public_key
    proxy = ProxyProof(bytes.fromhex(key)) if key is not None else None
    web_url, bind, port = settings.web_url, settings.web_bind, settings.web_port
    return WebServer(routes, web_url, bind, port, play=play, activity=activity, proxy=proxy)


def activity_routes(
    settings: Settings, links: TableLinks, tables: OpenTables
) -> ActivityRoutes | None:
    """The Discord Activity, when the settings name the application's OAuth2 client; a seated
    user lands on their own page."""
    if not settings.activity_on:
        return None
    assert settings.discord_client_id is not None and settings.discord_client_secret is not None
    secret = settings.discord_client_secret.get_secret_value()
    origins = settings.activity_frame_origins
    return ActivityRoutes(
        settings.discord_client_id, secret, tables, links, links.player_page, origins
    )

"""The requests a table's page makes: the page itself, its picture and its live stream; and
the style and script the page loads."""

from __future__ import annotations

import asyncio
from pathlib import Path

from aiohttp import web

from bot.i18n.languages import ENGLISH
from bot.web.links import TableLinks
from bot.web.live import CLOSED, ENDED, Live
from bot.web.page import not_found_html, table_html
from bot.web.table_page import TablePages
from storage.models import TableStatus

STATIC = Path(__file__).parent / "static"
STATIC_TYPES = {
    "table.css": "text/css",
    "table.js": "text/javascript",
    "play.js": "text/javascript",
    "icon.svg": "image/svg+xml",
}
# A comment line on an idle stream now and then, so proxies do not close it as dead.
KEEPALIVE = 25.0
HTML = "text/html"


class TableRoutes:
    def __init__(
        self, pages: TablePages, links: TableLinks, live: Live, keepalive: float = KEEPALIVE
    ) -> None:
        self.pages = pages
        self.links = links
        self.live = live
        self.keepalive = keepalive
        self._static = {name: (STATIC / name).read_bytes() for name in STATIC_TYPES}

    def add_to(self, app: web.Application) -> None:
        app.router.add_get("/t/{token}", self.page)
        app.router.add_get("/t/{token}/board.png", self.picture)
        app.router.add_get("/t/{token}/events", self.events)
        app.router.add_get("/static/{name}", self.static)

    def _table_id(self, request: web.Request) -> int | None:
        return self.links.table_id(request.match_info["token"])

    @staticmethod
    def not_found() -> web.Response:
        # no table's language is known here: the page is in English
        return web.Response(status=404, text=not_found_html(ENGLISH), content_type=HTML)

    async def page(self, request: web.Request) -> web.Response:
        table_id = self._table_id(request)
        loaded = await self.pages.loaded(table_id) if table_id is not None else None
        if loaded is None:
            return self.not_found()
        page = await self.pages.page(loaded)
        live = loaded.table.status is TableStatus.ACTIVE
        svg = await self.pages.web_board(loaded)
        board = f'<div id="board" class="web-board">{svg}</div>' if svg is not None else None
        return web.Response(
            text=table_html(page, request.match_info["token"], live, board),
            content_type=HTML,
            headers={"Cache-Control": "no-cache"},
        )

    async def picture(self, request: web.Request) -> web.Response:
        table_id = self._table_id(request)
        loaded = await self.pages.loaded(table_id) if table_id is not None else None
        if loaded is None:
            return self.not_found()
        # a version's picture never changes: the address of the current one is cached for
        # good, the bare address is asked again (and answered "not modified") each time
        etag = f'"{loaded.table.id}-{loaded.version}-{self.pages.language(loaded.table)}"'
        current = request.query.get("v") == str(loaded.version)
        headers = {
            "ETag": etag,
            "Cache-Control": "public, max-age=31536000, immutable" if current else "no-cache",
        }
        if etag in request.headers.get("If-None-Match", ""):
            return web.Response(status=304, headers=headers)
        png = await self.pages.picture(loaded)
        if png is None:
            return self.not_found()
        return web.Response(body=png, content_type="image/png", headers=headers)

    async def events(self, request: web.Request) -> web.StreamResponse:
        table_id = self._table_id(request)
        loaded = await self.pages.loaded(table_id) if table_id is not None else None
        if loaded is None:
            return self.not_found()
        response = web.StreamResponse(
            headers={
                "Content-Type": "text/event-stream",
                "Cache-Control": "no-cache",
                "X-Accel-Buffering": "no",  # nginx would hold the events back
            }
        )
        if request.method == "HEAD":
            await response.prepare(request)
            return response
        async with self.live.stream(loaded.table.id) as stream:
            await response.prepare(request)
            if stream is None:
                await response.write(b"event: full\ndata: \n\n")
                return response
            # what changed between the page and this stream is not missed
            told = loaded.version
            await response.write(f"event: version\ndata: {told}\n\n".encode())
            if loaded.table.status is not TableStatus.ACTIVE:
                await response.write(b"event: ended\ndata: \n\n")
                return response
            while True:
                try:
                    version = await asyncio.wait_for(stream.next(), self.keepalive)
                except TimeoutError:
                    await response.write(b": still here\n\n")
                    continue
                if version == ENDED:
                    await response.write(b"event: ended\ndata: \n\n")
                    return response
                if version == CLOSED:
                    return response
                if version <= told:
                    # the page has it: another process's news of it, heard after this stream
                    # read the table (the live pages know only the versions they were told)
                    continue
                told = version
                await response.write(f"event: version\ndata: {version}\n\n".encode())

    async def static(self, request: web.Request) -> web.Response:
        name = request.match_info["name"]
        if name not in self._static:
            raise web.HTTPNotFound()
        return web.Response(
            body=self._static[name],
            content_type=STATIC_TYPES[name],
            headers={"Cache-Control": "public, max-age=3600"},
        )

"""The table pages through a real bot against the local Discord: each game's page and picture
(the same picture as the Discord board), its language, the live stream after a click, a
spectator's page without a hand, forged addresses, a wrong Host, and the board's link button
only when the server is on."""

from __future__ import annotations

import re
from html import unescape
from pathlib import Path

import pytest

from bot.bot import TabulaBot
from bot.custom_ids import WebId, parse
from bot.localdiscord.server import FakeDiscord
from bot.web.limits import RateLimit
from bot.web.links import TableLinks
from bot.web.server import CSP
from storage.models import TableStatus
from tests.discord.bot_helpers import (
    board_messages,
    bot_factory,
    builders_policy,
    choices,
    latest_board,
    play,
    settle,
    start_table,
)
from tests.discord.harness import run_client
from tests.discord.language_helpers import open_table
from tests.web.helpers import (
    SECRET,
    Events,
    base,
    browser,
    links,
    table_url,
    web_button,
    web_factory,
    web_links,
)

GAMES = [
    # (command, table language, the game's name on the page, "to move" in that language)
    ("builders", "en-US", "The Builders: Antiquity", "to move"),
    ("aquaromana", "hu", "Aqua Romana", "következik"),
    ("portanigra", "es-ES", "Porta Nigra", "le toca"),
]
# The lobby's Join and Start buttons in each table language.
LOBBY = {"en-US": ("Join", "Start"), "hu": ("Beszállok", "Indítás"), "es-ES": ("Unirse", "Empezar")}


def text_of(html: str) -> str:
    """The page's words, without its tags."""
    return " ".join(unescape(re.sub(r"<[^>]+>", " ", html)).split())


@pytest.mark.parametrize(("command", "language", "name", "to_move"), GAMES)
async def test_each_game_has_a_live_page_with_the_boards_own_picture(
    fake: FakeDiscord, tmp_path: Path, command: str, language: str, name: str, to_move: str
) -> None:
    alice, bob = fake.user("Alice"), fake.user("Bob")
    async with run_client(fake, web_factory(tmp_path / "t.sqlite3")) as running:
        bot: TabulaBot = running.client  # type: ignore[assignment]
        join, start = LOBBY[language]
        _, table = await open_table(
            fake,
            running,
            command,
            alice,
            [bob],
            join,
            start,
            seats=2,
            random_order=False,
            language=language,
        )
        board = board_messages(fake, "general")[-1]
        [own, url] = await web_links(fake, alice, board)
        assert url == TableLinks(SECRET.encode(), base(bot)).page(table.id)
        assert own.startswith(f"{base(bot)}/p/{table.id}-{alice.id}-")
        loaded = await bot.repo.tables.load(table.id)
        async with browser() as session:
            async with session.get(url) as answer:
                assert answer.status == 200
                assert answer.headers["Content-Security-Policy"] == CSP
                assert answer.content_type == "text/html"
                html = await answer.text()
            assert f'<html lang="{language}">' in html
            words = text_of(html)
            # the board message's own title: the game's name and the table, in its language
            assert name in words and board.embeds[0]["title"] in words
            pending = "Alice" if loaded.pending == str(alice.id) else "Bob"
            assert f"{pending} {to_move}" in words
            assert "Bob" in words and "Alice" in words
            # no outside resource: every address the page loads is our own
            assert not re.search(r'(src|href)="(https?:)?//', html)
            # the game's web board (every title has one), drawn from the public view; the
            # board's picture stays at its address, for the Discord board and a link to it
            assert '<div id="board" class="web-board"><svg' in html
            assert f'<body data-version="{loaded.version}"' in html
            picture = f"/t/{url.rsplit('/', 1)[1]}/board.png?v={loaded.version}"
            async with session.get(base(bot) + picture) as answer:
                assert answer.status == 200
                assert answer.content_type == "image/png"
                assert answer.headers["Cache-Control"] == "public, max-age=31536000, immutable"
                etag = answer.headers["ETag"]
                png = await answer.read()
            # the Discord board's own picture, drawn once from the public view
            [attachment] = [a for a in board.attachments if a.filename == "board.png"]
            assert png == attachment.data
            bare = base(bot) + picture.split("?")[0]
            async with session.get(bare, headers={"If-None-Match": etag}) as answer:
                assert answer.status == 304
                assert answer.headers["Cache-Control"] == "no-cache"


async def test_the_stream_tells_each_new_version_and_the_page_follows(
    fake: FakeDiscord, tmp_path: Path
) -> None:
    alice, bob = fake.user("Alice"), fake.user("Bob")
    async with run_client(fake, web_factory(tmp_path / "t.sqlite3")) as running:
        bot: TabulaBot = running.client  # type: ignore[assignment]
        _, table = await start_table(
            fake, running, "builders", alice, [bob], seats=2, random_order=False
        )
        url = await table_url(fake, alice, board_messages(fake, "general")[-1])
        first = await bot.repo.tables.load(table.id)
        async with browser() as session, session.get(url + "/events") as answer:
            assert answer.status == 200
            assert answer.content_type == "text/event-stream"
            events = Events(answer)
            assert await events.next() == ("version", str(first.version))
            assert bot.live.watching(table.id) == 1
            people = {str(alice.id): alice, str(bob.id): bob}
            actor = people[str(first.pending)]
            board = latest_board(actor, "general")
            offered = choices(board)
            pick = builders_policy(first.state, sorted(offered))
            await play(bot, actor, board, offered[pick])
            await settle(bot)
            now = await bot.repo.tables.load(table.id)
            assert now.version > first.version
            seen = int((await events.next())[1])
            while seen < now.version:  # a click may land as several versions
                seen = int((await events.next())[1])
            assert seen == now.version
            async with session.get(url) as page:
                html = await page.text()
            assert f'<body data-version="{now.version}"' in html
            # the game ends (aborted by its host): the stream says so and closes
            ask = await fake.reply(await alice.slash("builders abort"))
            await alice.click(ask, "Abort the game")
            await settle(bot)
            assert (await bot.repo.tables.get_table(table.id)).status is TableStatus.ABORTED
            event = await events.next()
            while event[0] == "version":
                event = await events.next()
            assert event == ("ended", "")
        assert bot.live.watching(table.id) == 0


async def test_the_stream_never_tells_a_page_the_version_it_has(
    fake: FakeDiscord, tmp_path: Path
) -> None:
    """Another process's news of the version a page was drawn at, heard after the page's
    stream opened (late, on a busy machine), is not told to the page again."""
    alice, bob = fake.user("Alice"), fake.user("Bob")
    async with run_client(fake, web_factory(tmp_path / "t.sqlite3")) as running:
        bot: TabulaBot = running.client  # type: ignore[assignment]
        _, table = await start_table(fake, running, "builders", alice, [bob], seats=2)
        url = await table_url(fake, alice, board_messages(fake, "general")[-1])
        first = await bot.repo.tables.load(table.id)
        async with browser() as session, session.get(url + "/events") as answer:
            events = Events(answer)
            assert await events.next() == ("version", str(first.version))
            assert bot.live.watching(table.id) == 1
            bot.live.heard(table.id, first.version)
            [stream] = bot.live._streams[table.id]
            await fake.wait_until(lambda: not stream._ready.is_set(), what="the stream read")
            bot.live.heard(table.id, first.version + 1)
            assert await events.next() == ("version", str(first.version + 1))


async def test_a_spectators_page_never_shows_a_hand(fake: FakeDiscord, tmp_path: Path) -> None:
    alice, bob = fake.user("Alice"), fake.user("Bob")
    async with run_client(fake, web_factory(tmp_path / "t.sqlite3")) as running:
        bot: TabulaBot = running.client  # type: ignore[assignment]
        _, table = await start_table(
            fake, running, "portanigra", alice, [bob], seats=2, random_order=False
        )
        url = await table_url(fake, alice, board_messages(fake, "general")[-1])
        async with browser() as session, session.get(url) as answer:
            words = text_of(await answer.text())
        loaded = await bot.repo.tables.load(table.id)
        service = bot.router.service
        game = service.ctx.game(loaded.table)
        names = await service.ctx.names.seat_names(loaded.table)
        for seat in loaded.table.seats:
            own = service.replays.view(loaded, seat.id)
            assert own.own is not None and own.own.hand, "the seat holds a hand"
            summary = str(game.private_summary(own, names)).replace("**", "")
            hand = [line.removeprefix("• ") for line in summary.splitlines() if "• " in line]
            assert len(hand) == len(own.own.hand)
            for card in hand:
                assert card not in words
            deck = next(line for line in summary.splitlines() if line.startswith("Left in"))
            assert deck not in words
        # what anyone sees of the hands is there: how many cards each holds
        public = service.replays.view(loaded, None)
        assert all(p.hand is None for p in public.players)
        for line in game.status_lines(public, names):
            assert str(line).replace("**", "") in words


async def test_an_unknown_or_forged_table_is_not_found(fake: FakeDiscord, tmp_path: Path) -> None:
    alice, bob = fake.user("Alice"), fake.user("Bob")
    async with run_client(fake, web_factory(tmp_path / "t.sqlite3")) as running:
        bot: TabulaBot = running.client  # type: ignore[assignment]
        _, table = await start_table(
            fake, running, "builders", alice, [bob], seats=2, random_order=False
        )
        url = await table_url(fake, alice, board_messages(fake, "general")[-1])
        token = url.rsplit("/", 1)[1]
        ours = TableLinks(SECRET.encode(), base(bot))
        theirs = TableLinks(b"another secret, another server", base(bot))
        forged = [
            str(table.id),  # unsigned
            f"{table.id}-AAAAAAAAAAAAAAAAAAAAAA",  # signed by nobody
            f"{table.id}-{ours.token(table.id + 1).partition('-')[2]}",  # another table's MAC
            theirs.token(table.id),  # signed with another secret
            ours.token(999999),  # signed, but no such table
            token + "x",
            "0" + token,  # the same number, written otherwise
            "nothing",
        ]
        async with browser() as session:
            for address in forged:
                for part in ("", "/board.png", "/events"):
                    async with session.get(f"{base(bot)}/t/{address}{part}") as answer:
                        assert answer.status == 404, address + part
                        assert answer.headers["Content-Security-Policy"] == CSP
                        assert "No such table" in await answer.text()
            async with session.get(f"{base(bot)}/static/../links.py") as answer:
                assert answer.status == 404
            async with session.get(url) as answer:
                assert answer.status == 200  # the real one still opens


async def test_another_host_or_a_post_is_refused(fake: FakeDiscord, tmp_path: Path) -> None:
    alice, bob = fake.user("Alice"), fake.user("Bob")
    async with run_client(fake, web_factory(tmp_path / "t.sqlite3")) as running:
        bot: TabulaBot = running.client  # type: ignore[assignment]
        _, table = await start_table(
            fake, running, "builders", alice, [bob], seats=2, random_order=False
        )
        url = await table_url(fake, alice, board_messages(fake, "general")[-1])
        async with browser() as session:
            async with session.get(url, headers={"Host": "evil.example"}) as answer:
                assert answer.status == 421
                assert "Open the table" not in await answer.text()
            async with session.get(url, headers={"Host": "127.0.0.1.evil.example:80"}) as answer:
                assert answer.status == 421
            async with session.post(url, data=b"x") as answer:
                assert answer.status == 405
                assert answer.headers["Allow"] == "GET, HEAD"
            async with session.head(url) as answer:
                assert answer.status == 200
            async with session.head(url + "/events") as answer:  # no stream is held open
                assert answer.status == 200
                assert answer.content_type == "text/event-stream"
            assert bot.live.watching(table.id) == 0
            # one address that asks too much is told to wait; another is not
            web = bot.web
            assert web is not None
            web.limit = RateLimit(burst=2, per_second=0.001)
            statuses = []
            for _ in range(3):
                async with session.get(url) as answer:
                    statuses.append(answer.status)
            assert statuses == [200, 200, 429]
            assert answer.headers["Retry-After"] == "5"
            assert web.limit.allow("192.0.2.1")


async def test_the_link_button_is_there_only_when_the_server_is_on(
    fake: FakeDiscord, tmp_path: Path
) -> None:
    alice, bob = fake.user("Alice"), fake.user("Bob")
    async with run_client(fake, bot_factory(tmp_path / "off.sqlite3")) as running:
        bot: TabulaBot = running.client  # type: ignore[assignment]
        assert bot.web is None
        await start_table(fake, running, "builders", alice, [bob], seats=2, random_order=False)
        board = board_messages(fake, "general")[-1]
        assert links(board) == []
        assert not [i for i in board.items() if isinstance(parse(i.get("custom_id", "")), WebId)]
    async with run_client(fake, web_factory(tmp_path / "on.sqlite3")) as running:
        bot = running.client  # type: ignore[assignment]
        _, table = await start_table(
            fake, running, "builders", alice, [bob], seats=2, random_order=False
        )
        board = board_messages(fake, "general")[-1]
        # one button on the board; its private answer holds the links (a seated player's own
        # page first, then the table's), and someone not seated gets the table's only
        assert links(board) == []
        [web] = [i for i in board.items() if i.get("custom_id") == web_button(board)]
        assert web["label"] == "🌐 Table"
        carol = fake.user("Carol")
        answer = await fake.reply(await carol.click(board, web_button(board)))
        [url] = links(answer)
        assert url == TableLinks(SECRET.encode(), base(bot)).page(table.id)
        [button] = [i for i in answer.items() if i.get("style") == 5]
        assert button["label"] == "Open the table"
        assert "custom_id" not in button
        assert answer.ephemeral
        mine = await fake.reply(await bob.click(board, web_button(board)))
        assert mine.ephemeral
        assert [i["label"] for i in mine.items() if i.get("style") == 5] == [
            "Play in the browser",
            "Open the table",
        ]

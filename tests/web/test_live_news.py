"""The news of the tables' versions between processes over one PostgreSQL database
(``storage.postgres_news``), heard by each process's live pages (``bot.web.live``): two
instances of the news on one database, as two processes have."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator

import asyncpg  # type: ignore[import-untyped]
import pytest

from bot.web.live import ENDED, Live, Stream
from storage import postgres_news
from storage.postgres import open_postgres
from storage.postgres_news import CHANNEL, TableNews, parse
from tests.storage.storage_helpers import act, engines, start_table

WAIT = 30.0


async def next_of(stream: Stream) -> int:
    return await asyncio.wait_for(stream.next(), WAIT)


@pytest.fixture
async def two(postgres_dsn: str) -> AsyncIterator[tuple[Live, TableNews, Live, TableNews]]:
    """Process A's and process B's live pages and news, on one database."""
    live_a, live_b = Live(), Live()
    news_a = await TableNews.open(postgres_dsn, live_a.heard, live_a.watched)
    news_b = await TableNews.open(postgres_dsn, live_b.heard, live_b.watched)
    try:
        yield live_a, news_a, live_b, news_b
    finally:
        await news_a.close()
        await news_b.close()


def test_a_notification_names_a_table_and_a_version_or_its_end() -> None:
    assert parse("12:7") == (12, 7)
    assert parse("12:ended") == (12, None)
    for unreadable in ("", "12", "12:", ":7", "x:7", "12:-1", "12:7:8", "-3:1", "12:٣"):
        assert parse(unreadable) is None, unreadable


async def test_a_version_another_process_shows_reaches_this_ones_pages(
    two: tuple[Live, TableNews, Live, TableNews],
) -> None:
    live_a, _, live_b, news_b = two
    async with live_a.stream(7) as stream, live_b.stream(7) as own:
        assert stream is not None and own is not None
        # B's board shows version 3: B's showings tell its own pages and its news
        live_b.shown(7, 3)
        news_b.shown(7, 3)
        assert await next_of(stream) == 3
        assert await next_of(own) == 3
        # B hears its own news too: its page is not told version 3 twice
        await asyncio.sleep(0.2)
        assert not own._ready.is_set()
        # only the newest of a burst waits; an older one heard late changes nothing
        news_b.shown(7, 4)
        news_b.shown(7, 5)
        newest = await next_of(stream)
        assert newest in (4, 5)
        if newest == 4:  # the burst heard in two parts (a busy machine): 5 comes next
            assert await next_of(stream) == 5
        news_b.shown(7, 4)
        news_b.ended(7)
        assert await next_of(stream) == ENDED
        # B's page hears B's own news of 5 too: with the end, or before it (a busy machine)
        heard = await next_of(own)
        if heard == 5:
            heard = await next_of(own)
        assert heard == ENDED
    assert live_a.watched() == [] and live_b.watched() == []


async def test_news_is_told_only_to_pages_of_that_table(
    two: tuple[Live, TableNews, Live, TableNews],
) -> None:
    live_a, _, _, news_b = two
    async with live_a.stream(8) as other:
        assert other is not None
        news_b.shown(7, 1)
        news_b.shown(8, 2)
        assert await next_of(other) == 2


async def test_news_missed_while_the_connection_was_lost_is_read_back(
    postgres_dsn: str, two: tuple[Live, TableNews, Live, TableNews], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(postgres_news, "RETRY", 0.05)
    live_a, news_a, _, news_b = two
    repo = await open_postgres(postgres_dsn, engines=engines)
    try:
        table_id = await start_table(repo, "tally", 2)
        first = (await repo.tables.load(table_id)).version
        async with live_a.stream(table_id) as stream:
            assert stream is not None
            admin = await asyncpg.connect(postgres_dsn)
            try:
                # the server ends A's connection (a restart, a network fault)
                await admin.execute(
                    "SELECT pg_terminate_backend(pid) FROM pg_stat_activity "
                    "WHERE application_name = 'tabula news' AND pid <> pg_backend_pid() "
                    "AND pid = ANY($1::int[])",
                    [news_a._con.get_server_pid()],
                )
                # meanwhile B's board shows a move: A does not hear it, and reads it back
                recorded = await act(repo, table_id, "add:1")
                news_b.shown(table_id, recorded.version)
                assert recorded.version > first
                heard = await next_of(stream)
                if heard == first:  # back and read back before the move was stored (busy)
                    heard = await next_of(stream)
                assert heard == recorded.version
                assert news_a.listening
                # and hears again
                news_b.shown(table_id, recorded.version + 1)
                assert await next_of(stream) == recorded.version + 1
            finally:
                await admin.close()
    finally:
        await repo.close()


async def test_what_could_not_be_sent_is_sent_once_the_connection_is_back(
    postgres_dsn: str, two: tuple[Live, TableNews, Live, TableNews], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(postgres_news, "RETRY", 0.05)
    live_a, _, _, news_b = two
    async with live_a.stream(9) as stream:
        assert stream is not None
        admin = await asyncpg.connect(postgres_dsn)
        try:
            await admin.execute("SELECT pg_terminate_backend($1)", news_b._con.get_server_pid())
        finally:
            await admin.close()
        news_b.shown(9, 11)
        assert await next_of(stream) == 11
        assert news_b.listening


async def test_a_stranger_on_the_channel_is_not_heard(
    postgres_dsn: str, two: tuple[Live, TableNews, Live, TableNews]
) -> None:
    live_a, _, _, news_b = two
    async with live_a.stream(7) as stream:
        assert stream is not None
        admin = await asyncpg.connect(postgres_dsn)
        try:
            await admin.execute("SELECT pg_notify($1, 'seven:up')", CHANNEL)
        finally:
            await admin.close()
        news_b.shown(7, 2)
        assert await next_of(stream) == 2

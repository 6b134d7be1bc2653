"""Each picture of a table version is drawn once: the end of a turn shows the same picture on
the old board's last form and on the new board."""

from __future__ import annotations

import asyncio
from collections import Counter
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import pytest

from bot.bot import TabulaBot
from bot.localdiscord.server import FakeDiscord
from bot.picture_cache import PictureCache
from tests.discord.bot_helpers import (
    actor_of,
    bot_factory,
    choices,
    choose,
    latest_board,
    settle,
    start_table,
)
from tests.discord.harness import run_client


def drawing(result: bytes, calls: list[str]) -> Callable[[], Awaitable[bytes | None]]:
    async def draw() -> bytes | None:
        calls.append("drawn")
        await asyncio.sleep(0)  # let another caller ask while this one draws
        return result

    return draw


async def test_one_key_is_drawn_once_even_when_asked_at_the_same_time() -> None:
    cache = PictureCache()
    calls: list[str] = []
    both = await asyncio.gather(
        cache.get(("t", 1), drawing(b"png", calls)), cache.get(("t", 1), drawing(b"png", calls))
    )
    assert list(both) == [b"png", b"png"]
    assert await cache.get(("t", 1), drawing(b"other", calls)) == b"png"
    assert calls == ["drawn"]


async def test_the_oldest_drawing_goes_when_full() -> None:
    cache = PictureCache(size=2)
    calls: list[str] = []
    for version in (1, 2, 3):
        await cache.get(version, drawing(b"v%d" % version, calls))
    assert len(cache) == 2
    assert await cache.get(1, drawing(b"again", calls)) == b"again"
    assert await cache.get(3, drawing(b"unused", calls)) == b"v3"
    assert calls == ["drawn"] * 4


async def test_a_failed_drawing_is_drawn_again() -> None:
    cache = PictureCache()

    async def broken() -> bytes | None:
        raise OSError("the worker process died")

    with pytest.raises(OSError, match="the worker process died"):
        await cache.get("k", broken)
    assert len(cache) == 0
    assert await cache.get("k", drawing(b"png", [])) == b"png"


async def test_a_turns_end_draws_the_table_once(fake: FakeDiscord, tmp_path: Path) -> None:
    alice, bob = fake.user("Alice"), fake.user("Bob")
    async with run_client(fake, bot_factory(tmp_path / "t.sqlite3")) as running:
        _, table = await start_table(fake, running, "builders", alice, [bob], seats=2)
        bot: TabulaBot = running.client  # type: ignore[assignment]
        presenter = bot.router.presenter
        real_draw = presenter.boards.draw
        drawn: Counter[tuple[str, int]] = Counter()

        async def counting(table_id: int, render: Callable[..., Any], *args: Any) -> Any:
            drawn[(render.__name__, (await bot.repo.tables.load(table_id)).version)] += 1
            return await real_draw(table_id, render, *args)

        presenter.boards.draw = counting
        channel = fake.channels[table.channel_id]
        loaded = await bot.repo.tables.load(table.id)
        first = loaded.pending
        assert first is not None
        actor = actor_of(fake, [alice, bob], first)
        board = latest_board(actor, channel)
        # the player ends their turn at once: the old board takes its last form, a new one
        # is posted for the other player
        await choose(actor, board, choices(board)["end"])
        await settle(bot)
        after = await bot.repo.tables.load(table.id)
        assert after.pending is not None and after.pending != first
        new_board = latest_board(actor_of(fake, [alice, bob], after.pending), channel)
        old = fake.messages[board.id]
        assert old.components == [] and "ended" in (old.content or "")
        assert old.attachment("board.png").data == new_board.attachment("board.png").data
        # and the DMs' summaries draw nothing: The Builders has no hand to draw
        assert drawn == {("render_turn", after.version): 1}

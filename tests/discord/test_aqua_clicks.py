"""Aqua Romana's clicks through the local Discord (issue 33): every ordinary turn (a workman,
a builder, a tile, and closing an aqueduct or none) takes at most 3 clicks, at every player
count, because whether to close comes with the tile's click; undo takes such a click back
whole."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from bot.bot import TabulaBot
from bot.components import MAX_BUTTONS
from bot.localdiscord.server import FakeDiscord
from bot.service.offers import STEP
from rules.aqua_romana import ENGINE
from tests.discord.aqua_helpers import (
    FOLDED,
    aqua_policy,
    assert_at_most_3_clicks,
    assert_offered_is_legal,
    clicks_in,
    could_close,
    ordinary_turns,
    people_turns,
)
from tests.discord.bot_helpers import (
    actor_of,
    bot_factory,
    choices,
    choose,
    latest_board,
    most_buttons,
    settle,
    start_table,
)
from tests.discord.harness import run_client


@pytest.mark.parametrize(("seed", "seats"), [(11, 2), (12, 3), (13, 4)])
async def test_every_ordinary_turn_takes_at_most_3_clicks(
    fake: FakeDiscord, tmp_path: Path, seed: int, seats: int
) -> None:
    """Two people (and computer seats up to ``seats``) play a whole game by clicks."""
    alice, bob = fake.user("Alice"), fake.user("Bob")
    people = [alice, bob]
    factory = bot_factory(tmp_path / "t.sqlite3", iter([seed]))
    async with run_client(fake, factory) as running:
        options = {"ai": seats - 2, "level": "random"} if seats > 2 else {}
        _, table = await start_table(
            fake, running, "aquaromana", alice, [bob], seats=seats, **options
        )
        channel = fake.channels[table.channel_id]
        bot: TabulaBot = running.client  # type: ignore[assignment]
        clicked: list[tuple[str, str]] = []
        while (loaded := await bot.repo.tables.load(table.id)).pending is not None:
            actor = actor_of(fake, people, loaded.pending)
            board = latest_board(actor, channel)
            offered = choices(board)
            assert_offered_is_legal(loaded.state, offered)
            wanted = aqua_policy(loaded.state, list(offered))
            await choose(actor, board, offered[wanted])
            await settle(bot)
            clicked.append((loaded.pending, wanted))
        assert (await bot.repo.tables.replay(table.id)).matches
        actions = await bot.repo.tables.action_log(table.id)
    assert most_buttons(fake) <= MAX_BUTTONS
    ordinary = ordinary_turns(people_turns(actions, clicked))
    assert_at_most_3_clicks(ordinary)
    # turns that could close an aqueduct occurred, and took no click of their own
    closing = [t for t in ordinary if could_close(t)]
    assert len(closing) >= 5, Counter(clicks_in(t) for t in ordinary)
    assert any(how == FOLDED for t in closing for _, how in t)


async def test_undo_takes_back_a_tile_and_the_close_that_came_with_it(
    fake: FakeDiscord, tmp_path: Path
) -> None:
    """A tile laid with a voluntary close, then the reserve builder to claim: undo goes back
    to the tile's decision, both steps undone, the board offering them again."""
    alice, bob = fake.user("Alice"), fake.user("Bob")
    people = [alice, bob]
    async with run_client(fake, bot_factory(tmp_path / "t.sqlite3", iter([11]))) as running:
        _, table = await start_table(fake, running, "aquaromana", alice, [bob], seats=2)
        channel = fake.channels[table.channel_id]
        bot: TabulaBot = running.client  # type: ignore[assignment]
        while True:
            loaded = await bot.repo.tables.load(table.id)
            assert loaded.pending is not None, "no tile was laid with a close"
            actor = actor_of(fake, people, loaded.pending)
            board = latest_board(actor, channel)
            offered = choices(board)
            closing = [i for i in offered if f"{STEP}close:" in i]
            if closing and loaded.state.reserve:
                break
            await choose(actor, board, offered[aqua_policy(loaded.state, list(offered))])
            await settle(bot)
        before = await bot.repo.tables.action_log(table.id)
        tile, _, close = closing[0].partition(STEP)
        await choose(actor, board, offered[closing[0]])
        await settle(bot)
        played = await bot.repo.tables.load(table.id)
        logged = [a.action_id for a in await bot.repo.tables.action_log(table.id)]
        assert logged[len(before) : len(before) + 2] == [tile, close]
        assert played.pending == loaded.pending and played.state.phase == "claim"

        undone = await fake.reply(await actor.slash("aquaromana undo", channel=channel))
        assert undone.content == "Your last action was taken back."
        back = await bot.repo.tables.load(table.id)
        assert ENGINE.dump(back.state) == ENGINE.dump(loaded.state)
        assert await bot.repo.tables.action_log(table.id) == before
        board = latest_board(actor, channel)
        assert set(choices(board)) == set(offered)

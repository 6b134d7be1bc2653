"""A whole two-player game of Porta Nigra in a thread, counted: one DM per player, created once
and edited in place (its hand the final one), one board message per turn, last moves of at
most 6 lines.

Messages of this seeded game (issue 33; one message however often edited): the thread and the
channel 53 (the lobby and one board per turn) before and after; DMs 42 before (a new one, with
its picture, each time a player drew cards: 21 each), 2 after; last moves up to 15 lines
before, at most 6 after."""

from __future__ import annotations

import random
import re
from pathlib import Path

from bot.bot import TabulaBot
from bot.localdiscord.actors import Actor
from bot.localdiscord.server import FakeDiscord
from bot.localdiscord.state import Message
from bot.service.replays import RECENT_MOVES
from rules.porta_nigra import ENGINE
from tests.discord.bot_helpers import (
    MessageCounts,
    board_messages,
    bot_factory,
    choices,
    choose,
    last_moves,
    message_counts,
    settle,
    start_table,
)
from tests.discord.harness import run_client


def dms_of(actor: Actor) -> list[Message]:
    return [m for m in actor.dms() if not m.ephemeral]


def hand_in(dm: Message) -> list[str]:
    return re.findall(r"• \*\*(\w+)\*\*:", dm.content)


async def test_two_players_get_one_dm_each_and_one_board_per_turn(
    fake: FakeDiscord, tmp_path: Path
) -> None:
    alice, bob = fake.user("Alice"), fake.user("Bob")
    people = {str(a.id): a for a in (alice, bob)}
    rng = random.Random(2)
    factory = bot_factory(tmp_path / "t.sqlite3", iter([3]), table_threads=True)
    async with run_client(fake, factory) as running:
        _, table = await start_table(fake, running, "portanigra", alice, [bob], seats=2)
        channel = fake.channels[table.channel_id]
        bot: TabulaBot = running.client  # type: ignore[assignment]
        first = {seat: dms_of(a) for seat, a in people.items()}
        assert all(len(dms) == 1 for dms in first.values()), "one DM each from the start"
        # each DM channel opened from the player's id: no profile fetched for it (a request
        # the player never sees, in a bucket Discord limits)
        assert not [
            r for r in fake.requests if r.startswith("GET /api/v10/users/") and "@me" not in r
        ]
        opened = [r for r in fake.requests if r == "POST /api/v10/users/@me/channels"]
        assert len(opened) == 2, fake.requests
        longest = 0
        while True:
            loaded = await bot.repo.tables.load(table.id)
            if loaded.pending is None:
                break
            actor = people[loaded.pending]
            board = board_messages(fake, channel)[-1]
            longest = max(longest, len(last_moves(board)))
            source = dms_of(actor)[-1] if loaded.state.phase == "card" else board
            offered = choices(source)
            useful = [a for a in sorted(offered) if a not in ("end", "coin:card", "coin:torch")]
            await choose(actor, source, offered[rng.choice(useful or sorted(offered))])
            await settle(bot)
            now = (await bot.repo.tables.load(table.id)).state
            for seat, person in people.items():  # the one DM follows the hand as it changes
                hand = next(p.hand for p in now.players if p.seat == seat)
                assert dms_of(person) == first[seat] and hand_in(first[seat][0]) == hand
        final = await bot.repo.tables.load(table.id)
        assert ENGINE.result(final.state) is not None and final.table.status == "finished"
        actions = await bot.repo.tables.action_log(table.id)

    boards = board_messages(fake, channel)
    # one board per turn: the first one, then one per passed turn (the last to the result)
    assert len(boards) == 1 + sum(1 for a in actions if a.pending_after != a.seat)
    assert longest == RECENT_MOVES
    for person in people.values():
        (dm,) = dms_of(person)
        assert dm.edits > 5 and dm.attachment("hand.png").data.startswith(b"\x89PNG")
    assert message_counts(fake) == MessageCounts(channel=1 + len(boards), ephemeral=0, dms=2)

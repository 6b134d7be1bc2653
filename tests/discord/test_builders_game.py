"""A whole game of The Builders on Discord: three people and an AI seat, by clicks only.

Messages of this seeded game (issue 33; one message however often edited): the thread and the
channel 82 (the lobby and one board per turn), 3 DMs, before and after the quieter thread;
each board's last moves were up to 15 lines before, at most 6 since."""

from __future__ import annotations

import os
import re
import statistics
from pathlib import Path

from bot.bot import TabulaBot
from bot.components import MAX_BUTTONS
from bot.localdiscord.server import FakeDiscord
from bot.service.replays import RECENT_MOVES
from rules.builders_antiquity import ENGINE
from tests.discord.bot_helpers import (
    MessageCounts,
    actor_of,
    bot_factory,
    builders_policy,
    choices,
    last_moves,
    latest_board,
    message_counts,
    most_buttons,
    play,
    start_table,
    write_transcript,
)
from tests.discord.harness import run_client

RESTART_AFTER = 60  # clicks


async def test_three_players_and_an_ai_play_a_whole_game(fake: FakeDiscord, tmp_path: Path) -> None:
    alice, bob, carol = fake.user("Alice"), fake.user("Bob"), fake.user("Carol")
    dave = fake.user("Dave")  # watches
    people = [alice, bob, carol]
    channel = fake.channel("general")
    factory = bot_factory(tmp_path / "t.sqlite3", iter([5]), table_threads=True)
    async with run_client(fake, factory) as running:
        lobby, table = await start_table(
            fake, running, "builders", alice, [bob, carol], seats=4, ai=1, level="random"
        )
        # the game plays in the thread opened from the lobby; the channel keeps the lobby
        channel = fake.channels[table.channel_id]
        assert channel.parent_id == fake.channel("general").id
        assert "AI 1 (random)" in lobby.embeds[0]["description"]
        bot: TabulaBot = running.client  # type: ignore[assignment]
        clicks = longest = asked = 0
        restarted = False
        update_times: list[float] = []
        while True:
            bot = running.client  # type: ignore[assignment]
            loaded = await bot.repo.tables.load(table.id)
            if loaded.pending is None:
                break
            assert not loaded.pending.startswith("ai-"), "the AI seat moves by itself"
            actor = actor_of(fake, people, loaded.pending)
            board = latest_board(actor, channel)
            longest = max(longest, len(last_moves(board)))
            offered = choices(board)
            wanted = builders_policy(loaded.state, list(offered))
            assert wanted in offered, f"{wanted} is not among {sorted(offered)}"
            took = await play(bot, actor, board, offered[wanted])
            clicks += took
            asked += took - 1  # a second click answers the bot's question
            if clicks >= RESTART_AFTER and not restarted:
                restarted = True
                update_times += bot.router.update_times
                await running.restart()  # a new process on the same database
        update_times += bot.router.update_times

        final = await bot.repo.tables.load(table.id)
        result = ENGINE.result(final.state)
        assert result is not None
        assert final.table.status == "finished"
        assert (await bot.repo.tables.replay(table.id)).matches
        # no message ever showed more buttons than a phone shows without scrolling
        assert most_buttons(fake) <= MAX_BUTTONS

    # TABULA_TRANSCRIPT=folder writes the whole game (channel, DMs, images) there.
    if os.environ.get("TABULA_TRANSCRIPT"):
        write_transcript(fake, Path(os.environ["TABULA_TRANSCRIPT"]))
    # the channel has one line for the table: its lobby, which tells the result
    assert fake.channel_log("general") == [lobby]
    assert (lobby.content or "").startswith("**Game over** in <#")
    log = fake.channel_log(channel)
    boards = [m for m in log if m.attachments and m.attachments[0].filename == "board.png"]
    actions = await _action_log(tmp_path / "t.sqlite3", table.id)
    turn_passes = sum(1 for a in actions if a.pending_after != a.seat)
    # a spectator sees one board message per turn: the first one, then one per passed turn
    assert len(boards) == 1 + turn_passes
    assert dave.visible_messages(channel) == log
    # nothing else: the lobby, the boards, one DM per player and the questions asked first
    assert asked > 0 and restarted
    counts = MessageCounts(channel=1 + len(boards), ephemeral=asked, dms=3)
    assert message_counts(fake) == counts
    assert longest == RECENT_MOVES, "the last moves are capped"
    # the last message names the scores that the engine computes for the stored state
    last = boards[-1]
    names = {str(p.id): p.name for p in people} | {"ai-1": "AI 1 (random)"}
    shown = dict(re.findall(r"\*\*(.+?)\*\*: (-?[\d.]+)", last.embeds[0]["description"]))
    assert {seat: float(shown[names[seat]]) for seat in result.scores} == result.scores
    assert "Game over." in last.content
    assert last.button_labels() == ["Rematch", "Replay", "Full board"], "what comes after"
    # every older board took its last form: no buttons, no ping, one line of what the turn did
    for old in boards[:-1]:
        assert not old.items() and "<@" not in (old.content or ""), old.content
        assert re.fullmatch(r"\*\*.+?\*\*: .+\.", old.content or ""), old.content
    # every picture says in words what it shows
    assert all(b.attachments[0].description for b in boards)
    assert clicks > RESTART_AFTER, "the restart happened mid-game"
    print(
        f"\n{clicks} clicks; click → board updated: median "
        f"{statistics.median(update_times) * 1000:.0f} ms, p99 "
        f"{sorted(update_times)[int(len(update_times) * 0.99)] * 1000:.0f} ms"
    )


async def _action_log(database: Path, table_id: int) -> list:  # type: ignore[type-arg]
    from storage.sqlite import open_sqlite

    repo = await open_sqlite(database)
    try:
        return await repo.tables.action_log(table_id)
    finally:
        await repo.close()

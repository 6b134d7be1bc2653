"""A whole game of Aqua Romana on Discord: three people and an AI seat, by clicks only.

Messages of this seeded game (issue 33; one message however often edited): the thread and the
channel 53 (the lobby and one board per turn), 4 private answers to commands, 3 DMs,
before and after the quieter thread; each board's last moves were up to 15 lines before, at
most 6 since."""

from __future__ import annotations

import os
import random
import re
from collections import Counter
from pathlib import Path

from bot.bot import TabulaBot
from bot.components import BUTTON_LABEL, MAX_BUTTONS, MAX_ROWS, layout
from bot.localdiscord.actors import Actor
from bot.localdiscord.server import FakeDiscord
from bot.localdiscord.state import Channel, Message
from bot.service.offers import offers
from bot.service.replays import RECENT_MOVES
from cogs.aqua_romana.adapter import AquaRomanaAdapter
from rules.aqua_romana import ENGINE
from rules.aqua_romana.data import square
from rules.aqua_romana.state import AquaState, Workman
from storage.models import LoggedAction
from tests.discord.aqua_helpers import (
    AUTO,
    CLICK,
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
    last_moves,
    latest_board,
    message_counts,
    most_buttons,
    settle,
    start_table,
    write_transcript,
)
from tests.discord.harness import run_client

SEED = 5
# The bot restarts at the first choice of a builder after this many clicks: in the middle of a
# turn, so the next click lands on a board message the old process drew.
RESTART_AFTER = 60
# Set to a directory to keep the board images (and texts) of the test game and look at them.
SAVE_BOARDS = os.environ.get("AQUA_BOARDS_DIR")


async def test_three_players_and_an_ai_play_a_whole_game(fake: FakeDiscord, tmp_path: Path) -> None:
    alice, bob, carol = fake.user("Alice"), fake.user("Bob"), fake.user("Carol")
    dave = fake.user("Dave")  # watches
    people = [alice, bob, carol]
    channel = fake.channel("general")
    factory = bot_factory(tmp_path / "t.sqlite3", iter([SEED]), table_threads=True)
    async with run_client(fake, factory) as running:
        rules = await fake.reply(await bob.slash("aquaromana rules"))
        assert rules.content.startswith("**Aqua Romana**") and len(rules.content) <= 2000
        lobby, table = await start_table(
            fake, running, "aquaromana", alice, [bob, carol], seats=4, ai=1, level="random"
        )
        # the game plays in the thread opened from the lobby; the channel keeps the lobby
        channel = fake.channels[table.channel_id]
        assert channel.parent_id == fake.channel("general").id
        assert "AI 1 (random)" in lobby.embeds[0]["description"]
        bot: TabulaBot = running.client  # type: ignore[assignment]
        clicks = longest = 0
        clicked: list[tuple[str, str]] = []  # (seat, action id) of every click, in order
        restarted_on: Message | None = None
        restart_click = 0
        while True:
            bot = running.client  # type: ignore[assignment]
            loaded = await bot.repo.tables.load(table.id)
            if loaded.pending is None:
                break
            assert not loaded.pending.startswith("ai-"), "the AI seat moves by itself"
            actor = actor_of(fake, people, loaded.pending)
            board = latest_board(actor, channel)
            if restarted_on is not None:
                assert board.id == restarted_on.id, "the first click after the restart is old"
                restarted_on = None
            longest = max(longest, len(last_moves(board)))
            offered = choices(board)
            # What the player sees is exactly what the rules allow now.
            assert_offered_is_legal(loaded.state, offered)
            wanted = aqua_policy(loaded.state, list(offered))
            await choose(actor, board, offered[wanted])
            await settle(bot)
            clicks += 1
            clicked.append((loaded.pending, wanted))
            if clicks >= RESTART_AFTER and not restart_click:
                after = await bot.repo.tables.load(table.id)
                if after.state.phase == "builder":
                    restarted_on = latest_board(actor, channel)
                    await running.restart()  # a new process on the same database
                    restart_click = clicks
                    await _ask_board_and_hand(fake, carol, channel)

        final = await bot.repo.tables.load(table.id)
        result = ENGINE.result(final.state)
        assert result is not None
        assert final.table.status == "finished"
        assert (await bot.repo.tables.replay(table.id)).matches
        actions = await bot.repo.tables.action_log(table.id)

    # TABULA_TRANSCRIPT=folder writes the whole game (channel, DMs, images) there.
    if os.environ.get("TABULA_TRANSCRIPT"):
        write_transcript(fake, Path(os.environ["TABULA_TRANSCRIPT"]) / "aqua-romana")
    # the channel has one line for the table: its lobby, which tells the result
    assert fake.channel_log("general") == [lobby]
    log = fake.channel_log(channel)
    boards = [m for m in log if m.attachments and m.attachments[0].filename == "board.png"]
    _save(boards)
    # A spectator sees one board message per turn: the first one, then one per passed turn.
    turn_passes = sum(1 for a in actions if a.pending_after != a.seat)
    assert len(boards) == 1 + turn_passes
    assert dave.visible_messages(channel) == log
    # nothing else in sight: the lobby and the boards (what was asked is answered privately)
    counts = message_counts(fake)
    assert (counts.channel, counts.dms) == (1 + len(boards), 3), counts
    assert longest == RECENT_MOVES, "the last moves are capped"
    assert all(b.attachment("board.png").data.startswith(b"\x89PNG") for b in boards)
    # every picture says in words what it shows
    assert all(
        (b.attachment("board.png").description or "").startswith("Aqua Romana, table #")
        for b in boards
    )
    assert RESTART_AFTER <= restart_click < clicks, "the restart happened mid-game"
    # The 12 builders were set up by every seat in turn, two clicks each.
    setup = [a for a in actions if a.action_id.startswith(("setup:", "at:"))][:24]
    assert [a.seat for a in setup[::2]] == final.table.seat_ids * 3

    # No message ever showed more buttons than a phone shows (the 16 set-ups are a menu).
    assert most_buttons(fake) <= MAX_BUTTONS
    # A single choice left after a click is taken for the player, in the log like a click;
    # whether to close an aqueduct comes with the tile's click; an ordinary turn (a workman,
    # a builder, a tile, closing an aqueduct or none) takes at most 3 clicks.
    turns = people_turns(actions, clicked)
    taken = Counter(
        a.action_id.partition(":")[0] for turn in turns for a, how in turn if how == AUTO
    )
    assert taken["builder"] and taken["tile"], taken  # the one builder in sight, the one tile
    ordinary = ordinary_turns(turns)
    assert_at_most_3_clicks(ordinary)
    # turns that could close an aqueduct were among them: closed or kept with the tile's click
    assert sum(could_close(t) for t in ordinary) >= 10
    # the step taken follows the click that led to it, by the same seat, in the same turn
    turn = next(t for t in ordinary if t[1][1] == AUTO)
    (click, by_click), (step, _) = turn[:2]
    assert by_click == CLICK and step.seat == click.seat in names_of(people)
    assert step.seq == click.seq + 1

    # People laid a fountain tile and closed an aqueduct voluntarily, and the channel said so.
    fountain = _by_people(actions, "ftile:")
    closed = _by_people(actions, "close:")
    assert fountain and closed
    said = "\n".join(b.embeds[0]["description"] for b in boards)
    assert "laid the fountain tile" in said
    squares = [a.action_id.removeprefix("fsq:") for a in _by_people(actions, "fsq:")]
    assert len(squares) == len(fountain)
    assert all(final.state.grid[square(sq)] >= 0 for sq in squares), "the tiles stay"
    name = closed[0].action_id.removeprefix("close:")
    assert f"closed {name}'s aqueduct voluntarily" in said
    assert _workman(final.state, name).podium > 0

    # Every player got a summary by DM.
    for person in people:
        assert any("**Aqua Romana** — your summary" in m.content for m in person.dms())

    # The last message names the scores that the engine computes for the stored state.
    last = boards[-1]
    names = {str(p.id): p.name for p in people} | {"ai-1": "AI 1 (random)"}
    shown = dict(re.findall(r"\*\*(.+?)\*\*: (-?[\d.]+)", last.embeds[0]["description"]))
    assert {seat: float(shown[names[seat]]) for seat in result.scores} == result.scores
    assert "Game over." in (last.content or "")
    assert last.button_labels() == ["Rematch", "Replay", "Full board"], "what comes after"
    print(
        f"\n{clicks} clicks (restart after {restart_click}), {len(boards)} boards, "
        f"{len(actions)} actions; by verb: "
        f"{Counter(a.action_id.partition(':')[0] for a in actions)}; taken for the players: "
        f"{taken}; clicks per ordinary turn: {Counter(clicks_in(t) for t in ordinary)}"
    )


async def _ask_board_and_hand(fake: FakeDiscord, player: Actor, where: Channel) -> None:
    """/aquaromana board and hand answer the player privately, with the board image."""
    board = await fake.reply(await player.slash("aquaromana board", channel=where))
    assert board.ephemeral and board.attachment("board.png").data.startswith(b"\x89PNG")
    assert board.embeds[0]["fields"][0]["name"] == "Players"
    hand = await fake.reply(await player.slash("aquaromana hand", channel=where))
    assert hand.ephemeral and hand.content.startswith("**Aqua Romana** — your summary, Carol")


def names_of(people: list[Actor]) -> set[str]:
    return {str(p.id) for p in people}


def _by_people(actions: list[LoggedAction], prefix: str) -> list[LoggedAction]:
    return [a for a in actions if a.action_id.startswith(prefix) and not a.seat.startswith("ai-")]


def _workman(state: AquaState, name: str) -> Workman:
    return next(w for w in state.workmen if w.name == name)


def _save(boards: list[Message]) -> None:
    if not SAVE_BOARDS:
        return
    folder = Path(SAVE_BOARDS)
    folder.mkdir(parents=True, exist_ok=True)
    for i, board in enumerate(boards):
        embed = board.embeds[0]
        fields = "\n".join(f["value"] for f in embed.get("fields", []))
        (folder / f"board_{i:03}.png").write_bytes(board.attachment("board.png").data)
        (folder / f"board_{i:03}.txt").write_text(
            f"{board.content or ''}\n{embed.get('description', '')}\n{fields}\n"
        )


def test_every_decision_shows_as_named_buttons_and_menus() -> None:
    """In random games of 2-4 players, every decision fits a board message: at most 5 rows
    and 10 buttons, labels Discord need not cut, a menu only for moving a builder or for more
    choices than a phone's buttons, and a prompt and a status line for the seat that decides
    (the options as the board offers them)."""
    adapter = AquaRomanaAdapter()
    seen: set[str] = set()
    for players in (2, 3, 4):
        for seed in range(6):
            seats = [f"s{i}" for i in range(players)]
            names = {seat: f"Player {seat}" for seat in seats}
            state = ENGINE.new_game(seats, seed, {})
            rng = random.Random(seed)
            while (seat := ENGINE.pending(state)) is not None:
                # as the board offers them: a tile with the voluntary close after it in one
                actions = offers(adapter, state)
                # the board has a "Full board" button of its own
                plan = layout(actions, adapter.select_groups, room=MAX_BUTTONS - 1)
                assert plan.rows <= MAX_ROWS
                assert len(plan.buttons) <= MAX_BUTTONS - 1, "no scrolling on a phone"
                assert all(len(adapter.action_label(a, names)) <= BUTTON_LABEL for a in actions)
                titles = {menu.title for menu in plan.menus}
                # more than a phone's buttons (the 16 set-ups) read as one menu
                assert titles <= {"Nobody can build: move a builder…", "Choose an action"}, (
                    state.phase
                )
                if len(actions) > MAX_BUTTONS - 1 and state.phase != "move":
                    assert [m.title for m in plan.menus] == ["Choose an action"]
                if state.phase == "move" and len(actions) > 1:
                    assert [len(m.actions) for m in plan.menus] == [len(actions)]
                public = ENGINE.view_model(state, None)
                prompt = adapter.prompt(public, names)
                assert prompt.startswith(f"**{names[seat]}**: ") and "an action" not in prompt
                assert len("\n".join(adapter.status_lines(public, names))) <= 1024
                seen.add(state.phase)
                state, _ = ENGINE.apply(state, rng.choice(ENGINE.legal_actions(state)))
    assert len(seen) == 13, "every kind of decision came up"
    assert len(adapter.rules_text) <= 2000

"""The table machinery through the fake Discord: lobby, turns, refusals, DMs, undo, abort."""

from __future__ import annotations

import asyncio
import os
import subprocess
import sys
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass
from pathlib import Path

import pytest

from bot.bot import TabulaBot
from bot.localdiscord.actors import Actor
from bot.localdiscord.server import FakeDiscord
from bot.localdiscord.state import COMPONENT, Message
from rules.ai.levels import choose_move
from rules.core import derived_rng
from storage.models import LoadedTable
from tests.discord.bot_helpers import bot_factory, choices, latest_board, settle, start_table
from tests.discord.harness import RunningClient, run_client

ROOT = Path(__file__).resolve().parents[2]


@dataclass
class Game:
    running: RunningClient
    table_id: int
    players: dict[str, Actor]  # seat id -> actor

    @property
    def bot(self) -> TabulaBot:
        return self.running.client  # type: ignore[return-value]

    async def load(self) -> LoadedTable:
        loaded: LoadedTable = await self.bot.repo.tables.load(self.table_id)
        return loaded

    async def pending_actor(self) -> Actor:
        loaded = await self.load()
        assert loaded.pending is not None
        return self.players[loaded.pending]

    async def other_actor(self) -> Actor:
        pending = await self.pending_actor()
        return next(a for a in self.players.values() if a is not pending)


@asynccontextmanager
async def two_player_game(fake: FakeDiscord, database: Path) -> AsyncIterator[Game]:
    alice, bob = fake.user("Alice"), fake.user("Bob")
    async with run_client(fake, bot_factory(database, iter([3, 4, 5]))) as running:
        _, table = await start_table(
            fake, running, "builders", alice, [bob], seats=2, random_order=False
        )
        yield Game(running, table.id, {str(alice.id): alice, str(bob.id): bob})


async def last_ephemeral(actor: Actor) -> str:
    seen = [m for m in actor.visible_messages("general") if m.ephemeral]
    assert seen, f"{actor.name} got no private answer"
    return seen[-1].content


async def click_action(game: Game, actor: Actor, action_id: str) -> Message:
    board = latest_board(actor, "general")
    offered = choices(board)
    choice = offered[action_id]
    if choice.select_value is None:
        await actor.click(board, choice.custom_id)
    else:
        await actor.select(board, choice.custom_id, choice.select_value)
    await settle(game.bot)
    return board


# ----- the lobby ---------------------------------------------------------------------------------


async def test_lobby_refusals(fake: FakeDiscord, tmp_path: Path) -> None:
    alice, bob, carol = fake.user("Alice"), fake.user("Bob"), fake.user("Carol")
    async with run_client(fake, bot_factory(tmp_path / "t.sqlite3")):
        lobby = await fake.reply(await alice.slash("builders new", seats=2))
        assert lobby.button_labels() == ["Join", "Leave", "Start", "Cancel"]
        assert "1. Alice (host)" in lobby.embeds[0]["description"]

        await alice.click(lobby, "Join")
        assert await last_ephemeral(alice) == "You already have a seat at this table."
        await alice.click(lobby, "Start")
        assert await last_ephemeral(alice) == (
            "The Builders: Antiquity needs at least 2 players; 1 seated."
        )
        await bob.click(lobby, "Start")
        assert await last_ephemeral(bob) == "Only the host, Alice, can do that."

        second = await fake.reply(await bob.slash("builders new"))
        assert second.ephemeral
        assert "This channel already has a game of The Builders: Antiquity waiting for " in (
            second.content
        )
        assert "(table #1)" in second.content

        await bob.click(lobby, "Join")
        await carol.click(lobby, "Join")
        assert await last_ephemeral(carol) == "The table is full (2 seats)."
        await bob.click(lobby, "Leave")
        assert "2. — open —" in lobby.embeds[0]["description"]
        await alice.click(lobby, "Cancel")
        assert lobby.content == "The table was closed by Alice."
        assert not lobby.items()


@pytest.mark.parametrize("processes", [0, 1])
async def test_the_host_picks_the_level_of_an_ai_seat_and_it_plays(
    fake: FakeDiscord, tmp_path: Path, processes: int
) -> None:
    # with processes = 1 the AI thinks in the AI worker process
    alice, bob = fake.user("Alice"), fake.user("Bob")
    factory = bot_factory(tmp_path / "t.sqlite3", iter([6]), render_processes=processes)
    async with run_client(fake, factory) as running:
        lobby = await fake.reply(await alice.slash("builders new", seats=3, random_order=False))
        menu = next(i for i in lobby.items() if i.get("type") == 3)
        assert [o["label"] for o in menu["options"]] == ["Easy", "Normal", "Hard", "Random"]
        await bob.click(lobby, "Join")
        await bob.select(lobby, menu["custom_id"], "hard")
        assert await last_ephemeral(bob) == "Only the host, Alice, can do that."
        await alice.select(lobby, menu["custom_id"], "easy")
        assert "3. AI 1 (easy)" in lobby.embeds[0]["description"]
        await alice.click(lobby, "Start")
        bot: TabulaBot = running.client  # type: ignore[assignment]
        await settle(bot)
        table = await bot.repo.tables.table_in_channel(fake.channel("general").id)
        assert table is not None and table.seats[2].ai_level == "easy"
        # everyone ends their turns until the AI has played one
        while not any(a.seat == "ai-1" for a in await bot.repo.tables.action_log(table.id)):
            loaded = await bot.repo.tables.load(table.id)
            actor = alice if loaded.pending == str(alice.id) else bob
            await actor.click(latest_board(actor, "general"), "End your turn")
            await settle(bot)
        assert (bot.workers.ai_pool is not None) == bool(processes)
        log = await bot.repo.tables.action_log(table.id)
        moves = [a for a in log if a.seat == "ai-1"]
        assert moves[-1].action_id == "end" and len(moves) > 1, "the easy AI did something"
        # each move is the easy level's choice with the table's generator for that version
        engine = bot.adapters["builders-antiquity"].engine
        state = engine.new_game(table.seat_ids, table.seed, table.options)
        for logged in log:
            if logged.seat == "ai-1":
                rng = derived_rng(table.seed, "ai", logged.version - 1)
                expected = choose_move("builders-antiquity", "easy", state, "ai-1", rng)
                assert logged.action_id == expected
            state, _ = engine.apply_id(state, logged.action_id)


async def test_start_posts_the_board_and_dms_a_summary_to_each_player(
    fake: FakeDiscord, tmp_path: Path
) -> None:
    async with two_player_game(fake, tmp_path / "t.sqlite3") as game:
        pending = await game.pending_actor()
        board = latest_board(pending, "general")
        assert board.attachment("board.png").data.startswith(b"\x89PNG")
        assert board.content == f"<@{pending.id}>, it is your turn."
        assert "to play: 3 free actions left, investment open." in board.embeds[0]["description"]
        labels = [o["label"] for i in board.items() for o in i.get("options", [])]
        assert any(label.startswith("Start ") for label in labels)
        assert "End your turn" in board.button_labels()
        for actor in game.players.values():
            dm = await actor.wait_for_dm("your summary")
            assert f"your summary, {actor.name}" in dm.content
            assert "\nYou" in dm.content and "10 sestertii, 0 VP" in dm.content


# ----- clicks that must change nothing -----------------------------------------------------------


async def test_out_of_turn_and_spectator_clicks_are_refused(
    fake: FakeDiscord, tmp_path: Path
) -> None:
    async with two_player_game(fake, tmp_path / "t.sqlite3") as game:
        pending, other = await game.pending_actor(), await game.other_actor()
        spectator = fake.user("Dave")
        before = await game.load()
        board = latest_board(pending, "general")
        await other.click(board, "End your turn")
        await settle(game.bot)
        assert await last_ephemeral(other) == f"It is {pending.name}'s turn."
        await spectator.click(board, "End your turn")
        await settle(game.bot)
        assert await last_ephemeral(spectator) == (
            f"You are not playing at this table. It is {pending.name}'s turn."
        )
        assert (await game.load()).version == before.version
        assert not [m for m in pending.visible_messages("general") if m.ephemeral]


async def test_a_double_click_is_applied_once(fake: FakeDiscord, tmp_path: Path) -> None:
    async with two_player_game(fake, tmp_path / "t.sqlite3") as game:
        pending = await game.pending_actor()
        before = await game.load()
        board = latest_board(pending, "general")
        take = choices(board)["take-money:1"].custom_id
        await asyncio.gather(pending.click(board, take), pending.click(board, take))
        await settle(game.bot)
        after = await game.load()
        assert after.version == before.version + 1
        player = next(p for p in after.state.players if p.seat == str(pending.id))
        assert player.coins == 11
        assert await last_ephemeral(pending) == (
            "The board has moved on; this is where the game stands now."
        )
        log = await game.bot.repo.tables.action_log(game.table_id)
        assert [a.action_id for a in log] == ["take-money:1"]


async def test_a_stale_or_forged_custom_id_gets_a_clear_answer(
    fake: FakeDiscord, tmp_path: Path
) -> None:
    async with two_player_game(fake, tmp_path / "t.sqlite3") as game:
        pending = await game.pending_actor()
        loaded = await game.load()
        board = latest_board(pending, "general")
        channel = fake.channel("general")

        async def send(custom_id: str) -> str:
            it = await fake.starter.start_interaction(
                pending.user,
                channel,
                COMPONENT,
                {"custom_id": custom_id, "component_type": 2},
                f"{pending.name}: forged {custom_id}",
                board,
            )
            await fake.wait_until(lambda: it.acknowledged, what="an answer")
            await settle(game.bot)
            return await last_ephemeral(pending)

        old = f"t:a:{game.table_id}:{loaded.version - 1 or 1}:end"
        if loaded.version > 1:
            assert await send(old) == "The board has moved on; this is where the game stands now."
        assert await send("t:a:abc:1:end") == "This button is no longer valid."
        assert await send(f"t:a:{game.table_id}:{loaded.version}:fly") == (
            "'fly' is not an action of The Builders."
        )
        assert await send(f"t:a:99999:{loaded.version}:end") == "This button is no longer valid."
        assert (await game.load()).version == loaded.version


# ----- DMs, undo, abort --------------------------------------------------------------------------


async def test_closed_dms_get_one_notice_and_the_game_goes_on(
    fake: FakeDiscord, tmp_path: Path
) -> None:
    alice, bob = fake.user("Alice"), fake.user("Bob", dms_open=False)
    async with run_client(fake, bot_factory(tmp_path / "t.sqlite3", iter([3]))) as running:
        await start_table(fake, running, "builders", alice, [bob], seats=2, random_order=False)
        bot: TabulaBot = running.client  # type: ignore[assignment]
        notices = [m for m in fake.channel_log("general") if "cannot send you direct" in m.content]
        assert len(notices) == 1 and notices[0].content.startswith(f"<@{bob.id}>")
        assert bob.dms() == []
        assert await alice.wait_for_dm("your summary")
        # a few turns later there is still one notice
        for _ in range(4):
            table = await bot.repo.tables.table_in_channel(fake.channel("general").id)
            loaded = await bot.repo.tables.load(table.id)
            actor = alice if loaded.pending == str(alice.id) else bob
            await actor.click(latest_board(actor, "general"), "End your turn")
            await settle(bot)
        notices = [m for m in fake.channel_log("general") if "cannot send you direct" in m.content]
        assert len(notices) == 1
        hand = await fake.reply(await bob.slash("builders hand"))
        assert hand.ephemeral and "your summary, Bob" in hand.content


async def test_undo_takes_back_an_action_within_the_turn_only(
    fake: FakeDiscord, tmp_path: Path
) -> None:
    async with two_player_game(fake, tmp_path / "t.sqlite3") as game:
        pending, other = await game.pending_actor(), await game.other_actor()
        before = await game.load()
        board = await click_action(game, pending, "take-money:2")
        assert (await game.load()).state.actions_left == 1
        answer = await fake.reply(await pending.slash("builders undo"))
        assert answer.content == "Your last action was taken back."
        await settle(game.bot)
        restored = await game.load()
        assert restored.state == before.state
        assert restored.version == before.version + 2
        assert "3 free actions left" in board.embeds[0]["description"]
        # the buttons of the restored board carry the new version and work
        await click_action(game, pending, "take-money:1")
        assert (await game.load()).state.actions_left == 2

        refused = await fake.reply(await other.slash("builders undo"))
        assert refused.content == "You can undo only during your own turn."
        assert (await fake.reply(await pending.slash("builders undo"))).content == (
            "Your last action was taken back."
        )
        refused = await fake.reply(await pending.slash("builders undo"))
        assert refused.content == "You have no action to undo in this turn."
        # hiring shows a new card from the deck: it cannot be taken back
        hire = next(a for a in choices(latest_board(pending, "general")) if a.startswith("hire:"))
        await click_action(game, pending, hire)
        refused = await fake.reply(await pending.slash("builders undo"))
        assert refused.content == (
            "Your last action revealed hidden information (a card was drawn or shown), "
            "so it cannot be undone."
        )
        await click_action(game, pending, "end")
        refused = await fake.reply(await pending.slash("builders undo"))
        assert refused.content == "You can undo only during your own turn."


async def test_abort_needs_the_host_or_a_moderator_and_a_confirmation(
    fake: FakeDiscord, tmp_path: Path
) -> None:
    async with two_player_game(fake, tmp_path / "t.sqlite3") as game:
        alice, bob = game.players.values()
        refused = await fake.reply(await bob.slash("builders abort"))
        assert refused.content == (
            "Only the host, Alice, or someone who can manage this channel can abort it."
        )
        ask = await fake.reply(await alice.slash("builders abort"))
        assert ask.ephemeral and ask.button_labels() == ["Abort the game", "Keep playing"]
        await alice.click(ask, "Keep playing")
        assert ask.content == "The game goes on."
        assert (await game.load()).table.status == "active"

        moderator = fake.user("Mod", manages_channels=True)
        ask = await fake.reply(await moderator.slash("builders abort"))
        await moderator.click(ask, "Abort the game")
        await settle(game.bot)
        assert ask.content == "The game was aborted."
        assert (await game.load()).table.status == "aborted"
        log = fake.channel_log("general")
        assert log[-1].content == "Table #1 (The Builders: Antiquity) was aborted by Mod."
        assert not any(choices(m) for m in log), "no board keeps its buttons"
        none = await fake.reply(await alice.slash("builders board"))
        assert none.content.startswith("There is no game of The Builders: Antiquity")


async def test_board_rules_and_help_answer_privately(fake: FakeDiscord, tmp_path: Path) -> None:
    async with two_player_game(fake, tmp_path / "t.sqlite3"):
        dave = fake.user("Dave")
        board = await fake.reply(await dave.slash("builders board"))
        assert board.ephemeral and board.attachment("board.png").data.startswith(b"\x89PNG")
        assert not board.items()
        rules = await fake.reply(await dave.slash("builders rules"))
        assert rules.ephemeral and "3 free actions" in rules.content
        legend = await dave.wait_for_message("general", "Reading The Builders board and buttons")
        assert legend.ephemeral
        help_ = await fake.reply(await dave.slash("tabula help"))
        assert help_.ephemeral and "`/builders new`" in help_.content
        hand = await fake.reply(await dave.slash("builders hand"))
        assert hand.content == "You are not playing at this table."


async def test_boards_can_be_drawn_in_a_worker_process(fake: FakeDiscord, tmp_path: Path) -> None:
    alice, bob = fake.user("Alice"), fake.user("Bob")
    factory = bot_factory(tmp_path / "t.sqlite3", iter([3]), render_processes=1)
    async with run_client(fake, factory) as running:
        await start_table(fake, running, "builders", alice, [bob], seats=2, random_order=False)
        bot: TabulaBot = running.client  # type: ignore[assignment]
        assert len(bot.workers.render_pools) == 1
        table = await bot.repo.tables.table_in_channel(fake.channel("general").id)
        loaded = await bot.repo.tables.load(table.id)
        actor = alice if loaded.pending == str(alice.id) else bob
        board = latest_board(actor, "general")
        adapter = bot.adapters["builders-antiquity"]
        # the board message shows the image made for the chat
        local = adapter.render_turn(
            adapter.engine.view_model(loaded.state, None),
            await bot.router.service.ctx.names.seat_names(loaded.table),
        )
        assert board.attachment("board.png").data == local, "the same picture as in-process"
        await actor.click(board, "End your turn")
        await settle(bot)
        assert (await bot.repo.tables.load(table.id)).version == loaded.version + 1


def test_run_without_a_token_explains_and_exits_2(tmp_path: Path) -> None:
    env = {k: v for k, v in os.environ.items() if k != "DISCORD_TOKEN"}
    env["PYTHONPATH"] = str(ROOT)
    proc = subprocess.run(
        [sys.executable, "-m", "bot.cli", "run"],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert proc.returncode == 2
    assert proc.stderr.startswith("DISCORD_TOKEN is not set")
    assert "applications.commands" in proc.stderr


async def test_the_board_message_shows_the_chat_image_and_the_full_board_is_one_click_away(
    fake: FakeDiscord, tmp_path: Path
) -> None:
    async with two_player_game(fake, tmp_path / "t.sqlite3") as game:
        pending = await game.pending_actor()
        spectator = fake.user("Dave")
        board = latest_board(pending, "general")
        loaded = await game.load()
        adapter = game.bot.adapters["builders-antiquity"]
        view = adapter.engine.view_model(loaded.state, None)
        names = await game.bot.router.service.ctx.names.seat_names(loaded.table)
        turn = adapter.render_turn(view, names)
        assert turn is not None and board.attachment("board.png").data == turn
        await spectator.click(board, "Full board")  # anyone watching may look
        await settle(game.bot)
        full = [m for m in spectator.visible_messages("general") if m.ephemeral][-1]
        assert full.attachment("board.png").data == adapter.render_board(view, names)
        assert not full.items()
        assert not [m for m in pending.visible_messages("general") if m.ephemeral]

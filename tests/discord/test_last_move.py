"""The board's picture names the last move in its alt text, in the table's language, and its
turn image rings what the move changed: nothing on the first board."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.board_message import LAST_MOVE_CHARS, last_move_words
from bot.bot import TabulaBot
from bot.localdiscord.server import FakeDiscord
from bot.localdiscord.state import Message
from cogs.builders_antiquity.turn import render_turn
from rules.builders_antiquity import ENGINE
from rules.core import Event
from tests.discord.bot_helpers import (
    actor_of,
    bot_factory,
    choices,
    last_moves,
    latest_board,
    play,
)
from tests.discord.harness import run_client
from tests.discord.language_helpers import open_table


def alt(board: Message) -> str:
    return board.attachment("board.png").description or ""


@pytest.mark.parametrize(
    ("locale", "last_move", "heading", "join", "start"),
    [
        ("en-US", "Last move: ", "**Last moves**", "Join", "Start"),
        ("es-ES", "Última jugada: ", "**Últimos movimientos**", "Unirse", "Empezar"),
        ("hu", "Utolsó lépés: ", "**Az utolsó lépések**", "Beszállok", "Indítás"),
    ],
)
async def test_the_board_names_and_rings_the_last_move(
    fake: FakeDiscord,
    tmp_path: Path,
    locale: str,
    last_move: str,
    heading: str,
    join: str,
    start: str,
) -> None:
    fake.guild.preferred_locale = locale
    alice, bob = fake.user("Alice", locale=locale), fake.user("Bob", locale=locale)
    async with run_client(fake, bot_factory(tmp_path / "t.sqlite3")) as running:
        _, table = await open_table(fake, running, "builders", alice, [bob], join, start, seats=2)
        bot: TabulaBot = running.client  # type: ignore[assignment]
        channel = fake.channels[table.channel_id]
        loaded = await bot.repo.tables.load(table.id)
        first = loaded.pending
        assert first is not None
        actor = actor_of(fake, [alice, bob], first)
        board = latest_board(actor, channel)
        # the first board: no last move, and nothing ringed
        assert last_move not in alt(board)
        names = {str(alice.id): "Alice", str(bob.id): "Bob"}
        public = ENGINE.view_model(loaded.state, None)
        plain = render_turn(public, names, locale)
        assert board.attachment("board.png").data == plain

        hire = next(c for c in choices(board) if c.startswith("hire:"))
        await play(bot, actor, board, choices(board)[hire])
        board = latest_board(actor, channel)
        await play(bot, actor, board, choices(board)["end"])
        after = await bot.repo.tables.load(table.id)
        assert after.pending is not None and after.pending != first
        board = latest_board(actor_of(fake, [alice, bob], after.pending), channel)
        # the alt text says it in the words of the board's own last moves
        moves = [line.removeprefix("• ") for line in last_moves(board, heading)]
        hired = [m for m in moves if m.startswith(actor.name)]
        assert hired, moves
        assert f"{last_move}{'; '.join(hired)}" in alt(board)

        # the worker that took the hired one's place is ringed, and nothing else
        view = ENGINE.view_model(after.state, None)
        before = ENGINE.view_model(loaded.state, None)
        came = [c for c in view.worker_row if c not in before.worker_row]
        assert len(came) == 1
        drawn = board.attachment("board.png").data
        assert drawn != render_turn(view, names, locale)
        assert drawn == render_turn(view, names, locale, frozenset({f"worker:{came[0]}"}))


@pytest.mark.parametrize("locale", ["en-US", "es-ES", "hu"])
def test_a_last_move_of_many_events_is_cut_to_fit_the_pictures_words(locale: str) -> None:
    # A game's end scores every seat's pieces at once: 60 events said in one "Last move"
    # outgrew what a catalogue placeable takes (1000 characters), and the final board failed.
    moves = [Event(f"gets the +{k % 5} bonus for green{k}", "s1") for k in range(60)]
    said = last_move_words(moves, {"s1": "Alice"}, locale)
    assert "Alice" in said and said.count("…") == 1
    assert len(said) <= LAST_MOVE_CHARS + 40  # the words around the moves
    # whole moves only: the last one kept is followed by the ellipsis
    assert "green" in said.split("; ")[-2] and said.split("; ")[-1].startswith("…")


async def test_the_board_outlines_the_building_started_and_the_one_a_worker_went_to(
    fake: FakeDiscord, tmp_path: Path
) -> None:
    """The Builders: after a building is started (confirmed, it draws a card) the mover's
    board rings the card that came into the market and outlines the new site; after a worker
    is sent there, the site again, with the worker named on its line."""
    alice, bob = fake.user("Alice"), fake.user("Bob")
    async with run_client(fake, bot_factory(tmp_path / "t.sqlite3")) as running:
        _, table = await open_table(fake, running, "builders", alice, [bob], "Join", "Start")
        bot: TabulaBot = running.client  # type: ignore[assignment]
        channel = fake.channels[table.channel_id]
        first = await bot.repo.tables.load(table.id)
        assert first.pending is not None
        actor = actor_of(fake, [alice, bob], first.pending)
        names = {str(alice.id): "Alice", str(bob.id): "Bob"}
        board = latest_board(actor, channel)
        start = next(c for c in choices(board) if c.startswith("start:"))
        card = start.removeprefix("start:")
        await play(bot, actor, board, choices(board)[start])
        started = await bot.repo.tables.load(table.id)
        assert started.pending == first.pending
        before = ENGINE.view_model(first.state, None)
        view = ENGINE.view_model(started.state, None)
        came = {f"building:{c}" for c in view.building_row if c not in before.building_row}
        board = latest_board(actor, channel)
        drawn = board.attachment("board.png").data
        assert drawn == render_turn(view, names, "en-US", frozenset({*came, f"site:{card}"}))

        send = next(c for c in choices(board) if c.startswith("send:"))
        await play(bot, actor, board, choices(board)[send])  # the one site: taken for them
        sent = await bot.repo.tables.load(table.id)
        view = ENGINE.view_model(sent.state, None)
        assert view.player(first.pending).on_site(card)
        board = latest_board(actor, channel)
        drawn = board.attachment("board.png").data
        # what changed since the turn began: the market's new card, the site
        assert drawn == render_turn(view, names, "en-US", frozenset({*came, f"site:{card}"}))
        assert drawn != render_turn(view, names, "en-US", frozenset(came))

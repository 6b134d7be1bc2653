"""The presenter: what a board, a lobby and a private summary say and offer, with no Discord."""

from __future__ import annotations

import random
from dataclasses import replace
from datetime import timedelta
from typing import Any

from bot import custom_ids
from bot.board_message import BoardMessages
from bot.board_words import words
from bot.i18n.languages import SPANISH
from bot.i18n.text import localized
from bot.lobby_message import LobbyMessages
from bot.messages import Button, Menu
from bot.presenter import Presenter
from bot.private_message import PrivateMessages
from bot.service import TableService
from bot.service.outcomes import LobbyChanged, Played, Started
from bot.table_settings import LobbyOptions
from rules.core import Event
from tests.service.conftest import ALICE, BOB, A, B


async def draw(table_id: int, render: Any, *args: Any) -> bytes | None:
    result: bytes | None = render(*args)
    return result


async def test_the_board_pings_the_player_to_move_and_offers_their_actions(
    service: TableService,
) -> None:
    presenter = Presenter(service, draw)
    opened = await service.lobby.open_lobby(
        ALICE, "pebbles", LobbyOptions(seats=2, ai=0, random_order=False)
    )
    assert isinstance(opened, LobbyChanged)
    lobby = await presenter.lobbies.lobby(opened.table)
    assert lobby.embed is not None and lobby.embed.description == "1. Alice (host)\n2. — open —"
    assert [c.custom_id for c in lobby.components] == [
        custom_ids.lobby(opened.table.id, verb)
        for verb in ("ai", "join", "leave", "start", "cancel", "clock", "timeout", "language")
    ]
    clock = lobby.components[-3]
    assert isinstance(clock, Menu) and clock.placeholder == "Time per turn: 24 hours"
    assert [o.label for o in clock.options if o.default] == ["24 hours"]
    await service.lobby.lobby_action(BOB, opened.table.id, "join")
    started = await service.lobby.lobby_action(ALICE, opened.table.id, "start")
    assert isinstance(started, Started)
    loaded = started.loaded
    board = await presenter.boards.board(loaded, buttons=True, mention=True)
    assert board.content == f"<@{A}>, it is your turn."
    assert board.pings == (ALICE.user_id,), "only the player to move may be pinged"
    assert board.image is not None and board.image.data.startswith(b"\x89PNG")
    assert board.image.description == (
        "Pebbles, table #1, move 1. Alice, choose an action. 15 pebbles left"
    )
    assert board.embed is not None and board.embed.title == "Pebbles · table #1"
    # the server's default clock: 24 hours a turn
    ends = int((service.ctx.clock() + timedelta(hours=24)).timestamp())
    assert board.embed.description in (
        f"Alice, choose an action.\n⏳ Time runs out <t:{ends + d}:R>." for d in (-1, 0, 1)
    )
    # the players' list is the picture's (and its alt text's): only the full board repeats it
    assert board.embed.fields == ()
    full = await presenter.boards.board(loaded, buttons=False, mention=False, full=True)
    assert full.embed is not None
    assert [(f.name, f.value) for f in full.embed.fields] == [("Players", "15 pebbles left")]
    assert board.components == tuple(
        Button(custom_ids.action_button(1, 1, f"take:{n}"), label, "primary", 0)
        for n, label in ((1, "Take 1 pebble"), (2, "Take 2 pebbles"), (3, "Take 3 pebbles"))
    )
    quiet = await presenter.boards.board(loaded, buttons=False, mention=False)
    assert quiet.content is None and quiet.pings == () and quiet.components == ()

    played = await service.turns.play(ALICE, loaded.table.id, 1, ["take:2"])
    assert isinstance(played, Played)
    after = await presenter.boards.board(played.loaded, buttons=True, mention=False)
    assert after.embed is not None
    assert after.embed.description.endswith("**Last moves**\n• Alice took 2")
    assert [c.label for c in after.components if isinstance(c, Button)] == [
        "Pass the pile",
        "Shake and pass the pile",
    ]
    assert not any(isinstance(c, Menu) for c in after.components)


async def test_a_private_summary_shows_only_the_seats_own_secret(service: TableService) -> None:
    presenter = Presenter(service, draw)
    opened = await service.lobby.open_lobby(
        ALICE, "pebbles", LobbyOptions(seats=2, ai=0, random_order=False)
    )
    assert isinstance(opened, LobbyChanged)
    await service.lobby.lobby_action(BOB, opened.table.id, "join")
    started = await service.lobby.lobby_action(ALICE, opened.table.id, "start")
    assert isinstance(started, Started)
    state = started.loaded.state
    for seat in (A, B):
        message = await presenter.privates.private(
            started.loaded, seat, with_actions=False, dm=True
        )
        assert message.content == (
            f"Pebbles left: 15. Your lucky number: {state.lucky[seat]}.\n\n"
            f"Table #{opened.table.id}: https://discord.com/channels/10/100"
        )
        assert message.components == ()


async def test_a_summary_too_long_for_a_message_goes_whole_into_an_embed(
    service: TableService,
) -> None:
    presenter = Presenter(service, draw)
    opened = await service.lobby.open_lobby(
        ALICE, "builders-antiquity", LobbyOptions(seats=2, ai=0, random_order=False)
    )
    assert isinstance(opened, LobbyChanged)
    await service.lobby.lobby_action(BOB, opened.table.id, "join")
    started = await service.lobby.lobby_action(ALICE, opened.table.id, "start")
    assert isinstance(started, Started)
    game = service.ctx.game(started.loaded.table)
    engine, names = game.engine, {A: "Alice", B: "Bob"}
    # a random game, on until a summary (in Spanish, the longest words) outgrows a message
    state, rng = engine.new_game([A, B], 3), random.Random(3)
    while True:
        state, _ = engine.apply(state, rng.choice(engine.legal_actions(state)))
        summaries = {
            seat: localized(game.private_summary(engine.view_model(state, seat), names), SPANISH)
            for seat in (A, B)
        }
        seat = max(summaries, key=lambda s: len(summaries[s]))
        if len(summaries[seat]) > 2000:
            break
    late = replace(started.loaded, state=state, pending=engine.pending(state))
    message = await presenter.privates.private(
        late, seat, with_actions=False, dm=True, locale=SPANISH
    )
    link = f"Mesa n.º {opened.table.id}: https://discord.com/channels/10/100"
    assert message.content is None
    assert message.embed is not None
    assert message.embed.description == f"{summaries[seat]}\n\n{link}"
    short = await presenter.privates.private(started.loaded, seat, with_actions=False, dm=True)
    assert short.embed is None and short.content is not None


def test_words_put_names_first_and_leave_routine_steps_out() -> None:
    events = [Event("took 2", A), Event("passed the pile", A, routine=True), Event("Over.")]
    assert words(events, {A: "Alice"}) == ["Alice took 2", "Over."]


async def test_each_part_of_the_presenter_stands_alone(service: TableService) -> None:
    # built with only its collaborators: no Presenter around them
    lobbies = LobbyMessages(service)
    opened = await service.lobby.open_lobby(
        ALICE, "pebbles", LobbyOptions(seats=2, ai=0, random_order=False)
    )
    assert isinstance(opened, LobbyChanged)
    lobby = await lobbies.lobby(opened.table)
    assert lobby.embed is not None and lobby.embed.description == "1. Alice (host)\n2. — open —"
    await service.lobby.lobby_action(BOB, opened.table.id, "join")
    started = await service.lobby.lobby_action(ALICE, opened.table.id, "start")
    assert isinstance(started, Started)
    drawn: list[int] = []

    async def counted(table_id: int, render: Any, *args: Any) -> bytes | None:
        drawn.append(table_id)
        return await draw(table_id, render, *args)

    boards = BoardMessages(service, counted)
    board = await boards.board(started.loaded, buttons=True, mention=True)
    assert board.pings == (ALICE.user_id,)
    privates = PrivateMessages(service, counted, boards)
    mine = await privates.private(started.loaded, A, with_actions=True)
    # a private choice offers the same action buttons as the board
    assert mine.components == tuple(boards.actions(started.loaded, {A: "Alice", B: "Bob"}))
    assert drawn == [started.loaded.table.id]  # the board's picture; Pebbles draws no hand

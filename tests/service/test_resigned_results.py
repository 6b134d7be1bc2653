"""A resigned seat never wins and never ranks above a player who stayed, whatever the computer
that played it on scored: in the result, the board, the DMs, the log, the standings."""

from __future__ import annotations

import random
from typing import Any

from bot.board_message import computer_marks
from bot.i18n.languages import ENGLISH, HUNGARIAN, SPANISH
from bot.presenter import Presenter
from bot.service import TableService
from bot.service.history import GameLog
from bot.service.outcomes import LobbyChanged, Played, RunAi, Started
from bot.service.seats import SeatChanged
from bot.table_settings import LobbyOptions
from rules.core import Result
from storage.models import LoadedTable, Seat
from storage.table_policy import finish_order, table_result
from tests.service.conftest import ALICE, BOB, CAROL, A, B
from tests.service.test_presenter import draw

C = str(CAROL.user_id)


async def take_one_then_pass(
    game_id: str, level: str, state: Any, seat: str, rng: random.Random
) -> str:
    return "pass" if state.taken else "take:1"


async def alice_resigns_before_the_last_pebble(service: TableService) -> LoadedTable:
    """Alice, Bob and Carol play; Alice resigns when one pebble is left on her turn, and the
    computer takes it for her seat: by the rules her seat wins."""
    opened = await service.lobby.open_lobby(
        ALICE,
        "pebbles",
        LobbyOptions(seats=3, ai=0, random_order=False, level="random", turn=60, timeout="play"),
    )
    assert isinstance(opened, LobbyChanged)
    await service.lobby.lobby_action(BOB, opened.table.id, "join")
    await service.lobby.lobby_action(CAROL, opened.table.id, "join")
    started = await service.lobby.lobby_action(ALICE, opened.table.id, "start")
    assert isinstance(started, Started)
    loaded = started.loaded
    for who, take in ((ALICE, 3), (BOB, 3), (CAROL, 3), (ALICE, 3), (BOB, 1), (CAROL, 1)):
        played = await service.turns.play(
            who, loaded.table.id, loaded.version, [f"take:{take}", "pass"]
        )
        assert isinstance(played, Played)
        loaded = played.loaded
    assert loaded.pending == A and loaded.state.pile == 1
    return loaded


async def test_the_computer_wins_for_a_resigned_seat_and_those_who_stayed_win(
    service: TableService,
) -> None:
    loaded = await alice_resigns_before_the_last_pebble(service)
    table_id = loaded.table.id
    presenter = Presenter(service, draw)
    resigned = await service.seats.resign(ALICE, "pebbles")
    assert isinstance(resigned, SeatChanged) and RunAi(table_id) in resigned.effects
    seat = next(s for s in resigned.loaded.table.seats if s.id == A)
    # six turns passed the pile: Alice resigned in the seventh
    assert seat.resigned and seat.since == ("turn", 7)
    # her seat is to move: the board pings nobody, and says the computer plays it
    board = await presenter.boards.board(resigned.loaded, buttons=True, mention=True)
    assert board.content is None and board.pings == ()
    assert board.embed is not None
    assert "🤖 Alice — played by the computer since turn 7" in board.embed.description.splitlines()

    moved = await service.turns.ai_turn(table_id, take_one_then_pass)
    assert isinstance(moved, Played) and moved.loaded.state.winner == A  # by the rules
    final = moved.loaded
    result = await service.tables.result(final)
    assert result is not None and result.winners == [B, C]
    lines = await service.ctx.repo.standings.results(table_id)
    assert [(r.seat.id, r.score, r.winner, r.resigned) for r in lines] == [
        (A, 1.0, False, True),
        (B, 0.0, True, False),
        (C, 0.0, True, False),
    ]
    # the final board: those who stayed first; only they are called to the end of the game
    board = await presenter.boards.board(final, buttons=True, mention=True)
    assert board.content == (
        "**Game over.** A tie: Bob and Carol share first place with 0 points each; the rules have "
        f"no tie-break, so they share the win.\n<@{B}> <@{C}>"
    )
    assert board.pings == (BOB.user_id, CAROL.user_id)
    assert board.embed is not None
    assert board.embed.description.splitlines()[:4] == [
        "**Bob**: 0 🏆",
        "**Carol**: 0 🏆",
        "**Alice**: 1",
        "🤖 Alice — played by the computer since turn 7",
    ]
    # the DMs, the log and the ratings say the same
    private = await presenter.privates.private(final, A, with_actions=False)
    assert private.content is not None
    assert private.content.startswith(
        "**Game over.** A tie: Bob & Carol share the win. You scored 1."
    )
    log = await service.history.game_log(BOB, "pebbles", table_id)
    assert (
        isinstance(log, GameLog) and log.lines[-1] == "Game over. A tie: Bob & Carol share the win."
    )
    wins = {
        player: next(r.wins for r in await service.ctx.repo.standings.ratings_of(10, player))
        for player in (f"user:{A}", f"user:{B}", f"user:{C}")
    }
    assert wins == {f"user:{A}": 0, f"user:{B}": 1, f"user:{C}": 1}


def test_the_table_result_puts_everyone_who_stayed_above_everyone_who_resigned() -> None:
    seats = [
        Seat("a", 1, "normal", resigned=True),
        Seat("b", 2),
        Seat("c", 3, "normal", resigned=True),
        Seat("d", 4),
    ]
    engine = Result({"a": 30.0, "b": 12.0, "c": 20.0, "d": 25.0}, ["a"])
    table = table_result(seats, engine)
    assert table.winners == ["d"] and table.scores == engine.scores
    # the resigned among themselves by score (their order of leaving is not kept)
    assert finish_order(seats, engine) == ["d", "b", "a", "c"]
    # a result that names no resigned seat is the engine's
    fair = Result({"a": 1.0, "b": 30.0, "c": 2.0, "d": 30.0}, ["b", "d"])
    assert table_result(seats, fair) is fair
    assert finish_order(seats, fair) == ["b", "d", "c", "a"]
    # no one stayed: no one wins
    gone = [Seat("a", 1, "normal", resigned=True), Seat("c", 3, "normal", resigned=True)]
    assert table_result(gone, Result({"a": 3.0, "c": 1.0}, ["a"])).winners == []


def test_the_board_says_since_when_the_computer_plays_a_seat_in_each_language() -> None:
    seats = [
        Seat("a", 1, "normal", resigned=True, since=("round", 3)),
        Seat("b", 2, "normal", away=True, since=("turn", 7)),
        Seat("c", 3),
        Seat("ai-1", None, "normal"),
        Seat("d", 4, "normal", away=True),  # stored before the board said since when
    ]
    names = {"a": "Alice", "b": "Bob", "c": "Carol", "ai-1": "AI 1", "d": "Dan"}
    assert computer_marks(seats, names, ENGLISH) == [
        "🤖 Alice — played by the computer since round 3",
        "🤖 Bob — played by the computer since turn 7",
        "🤖 Dan — played by the computer",
    ]
    assert computer_marks(seats, names, SPANISH) == [
        "🤖 Alice: su asiento lo juega el ordenador desde la ronda 3",
        "🤖 Bob: su asiento lo juega el ordenador desde el turno 7",
        "🤖 Dan: su asiento lo juega el ordenador",
    ]
    assert computer_marks(seats, names, HUNGARIAN) == [
        "🤖 Alice — a(z) 3. fordulótól helyette a gép játszik",
        "🤖 Bob — a(z) 7. körtől helyette a gép játszik",
        "🤖 Dan — helyette a gép játszik",
    ]

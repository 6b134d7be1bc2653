"""Terni Lapilli, the Romans' "three pebbles": tic-tac-toe with moving pieces, for two.

Each player has three pieces. In turn they place one on an empty point; once all six are on
the board, a move slides one of your own pieces to a neighbouring empty point (sideways, up,
down or diagonally). Three of your pieces in a row, column or diagonal wins at once. Sliding
can go round in circles, so after ``MOVE_LIMIT`` moves in all (placements included) without
a row of three the game is a draw. Nothing is hidden.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any, Final

from rules.core import Action, Engine, Event, Result
from tests.lapilli.game import words
from tests.lapilli.game.board import LINES, NEIGHBOURS, POINTS

# Moves in all (the six placements count) after which a game without a row of three is drawn.
MOVE_LIMIT: Final = 30
PIECES: Final = 3
EMPTY: Final = -1
# The pieces of the first seat and of the second, by their glossary names.
SIDES: Final = ("white", "black")


@dataclass
class LapilliState:
    seats: list[str]
    # Each point's piece: the index in ``seats`` of its owner, or EMPTY.
    board: list[int]
    turn: int = 0  # the index of the seat to move
    moves: int = 0  # moves made so far, placements included
    winner: str | None = None
    line: list[int] = field(default_factory=list)  # the winner's row of three
    drawn: bool = False


@dataclass(frozen=True, slots=True)
class LapilliView:
    viewer: str | None
    pending: str | None
    seats: tuple[str, ...]
    board: tuple[int, ...]
    # Pieces each seat (in seat order) still has to place.
    to_place: tuple[int, ...]
    moves: int
    move_limit: int
    winner: str | None
    line: tuple[int, ...]
    drawn: bool


def to_place(state: LapilliState, index: int) -> int:
    return PIECES - state.board.count(index)


def three_in_a_row(board: list[int], index: int) -> tuple[int, int, int] | None:
    """The first line of three held by seat ``index``, if any."""
    for line in LINES:
        if all(board[p] == index for p in line):
            return line
    return None


def after(board: list[int], action_id: str, index: int) -> list[int]:
    """The board once seat ``index`` has made the legal move ``action_id``."""
    verb, _, where = action_id.partition(":")
    result = list(board)
    if verb == "place":
        result[int(where)] = index
    else:
        start, to = (int(p) for p in where.split("-"))
        result[start], result[to] = EMPTY, index
    return result


class LapilliEngine(Engine[LapilliState]):
    id = "terni-lapilli"
    name = "Terni Lapilli"
    min_players = 2
    max_players = 2
    state_type = LapilliState
    view_type = LapilliView
    max_steps = MOVE_LIMIT
    hidden_information = False

    def _new_game(self, seats: list[str], seed: int, options: dict[str, Any]) -> LapilliState:
        return LapilliState(seats=seats, board=[EMPTY] * len(POINTS))

    def pending(self, state: LapilliState) -> str | None:
        if state.winner is not None or state.drawn:
            return None
        return state.seats[state.turn]

    def _legal_actions(self, state: LapilliState) -> list[Action]:
        if self.pending(state) is None:
            return []
        empty = [p for p in POINTS if state.board[p] == EMPTY]
        if to_place(state, state.turn) > 0:
            return [words.place_action(p) for p in empty]
        return [
            words.move_action(start, to)
            for start in POINTS
            if state.board[start] == state.turn
            for to in empty
            if to in NEIGHBOURS[start]
        ]

    def _apply(self, state: LapilliState, action: Action) -> list[Event]:
        seat = state.seats[state.turn]
        verb, _, where = action.id.partition(":")
        state.board = after(state.board, action.id, state.turn)
        if verb == "place":
            events = [Event(words.placed(int(where)), seat)]
        else:
            start, to = (int(p) for p in where.split("-"))
            events = [Event(words.moved(start, to), seat)]
        state.moves += 1
        line = three_in_a_row(state.board, state.turn)
        if line is not None:
            state.winner, state.line = seat, list(line)
            events.append(Event(words.wins(line), seat))
        elif state.moves >= MOVE_LIMIT:
            state.drawn = True
            events.append(Event(words.drawn(MOVE_LIMIT)))
        else:
            state.turn = 1 - state.turn
        return events

    def explain_illegal(self, state: LapilliState, action_id: str) -> str:
        if self.pending(state) is None:
            return words.GAME_OVER
        verb, _, where = action_id.partition(":")
        placing = to_place(state, state.turn) > 0
        try:
            if verb == "place":
                point = int(where)
                if point not in POINTS:
                    raise ValueError(point)
                if not placing:
                    return words.ALL_PLACED
                return words.occupied(point)
            if verb == "move":
                start, to = (int(p) for p in where.split("-"))
                if start not in POINTS or to not in POINTS:
                    raise ValueError(where)
                if placing:
                    return words.PLACE_FIRST
                if state.board[start] != state.turn:
                    return words.not_yours(start)
                if state.board[to] != EMPTY:
                    return words.occupied(to)
                return words.not_adjacent(start, to)
        except ValueError:
            return words.unknown(action_id)  # a point that is not a number
        return words.unknown(action_id)

    def view_model(self, state: LapilliState, seat: str | None) -> LapilliView:
        return LapilliView(
            viewer=seat,
            pending=self.pending(state),
            seats=tuple(state.seats),
            board=tuple(state.board),
            to_place=tuple(to_place(state, i) for i in range(len(state.seats))),
            moves=state.moves,
            move_limit=MOVE_LIMIT,
            winner=state.winner,
            line=tuple(state.line),
            drawn=state.drawn,
        )

    def result(self, state: LapilliState) -> Result | None:
        if state.winner is not None:
            scores = {s: 1.0 if s == state.winner else 0.0 for s in state.seats}
            return Result(scores, [state.winner])
        if state.drawn:
            return Result({s: 0.5 for s in state.seats}, list(state.seats))
        return None

    def determinize(
        self, state: LapilliState, seat: str | None, rng: random.Random
    ) -> LapilliState:
        return state  # nothing is hidden

    def clone(self, state: LapilliState) -> LapilliState:
        return LapilliState(
            seats=list(state.seats),
            board=list(state.board),
            turn=state.turn,
            moves=state.moves,
            winner=state.winner,
            line=list(state.line),
            drawn=state.drawn,
        )


def winning_moves(engine: LapilliEngine, state: LapilliState) -> list[str]:
    """The moves that give the player to move three in a row at once."""
    return [
        a.id
        for a in engine.legal_actions(state)
        if three_in_a_row(after(state.board, a.id, state.turn), state.turn) is not None
    ]


__all__ = [
    "EMPTY",
    "MOVE_LIMIT",
    "PIECES",
    "SIDES",
    "LapilliEngine",
    "LapilliState",
    "LapilliView",
    "winning_moves",
]

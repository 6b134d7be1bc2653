"""Judging a position of Terni Lapilli for the computer players (rules.ai.evaluation).

A seat is worth its lines still open (a row, column or diagonal that holds none of the other
player's pieces), more the more of its own pieces a line holds; and the player to move who
can make three in a row at once has as good as won, as has the other one when it threatens
rows on two points at once (a fork: one move blocks only one). That is what makes the normal
level (greedy, one move ahead) block: a move that leaves the other player a winning move is
judged by the win it hands them, and a fork it makes by the win it brings.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any, Final

from rules.ai.evaluation import Evaluator, register
from tests.lapilli.game import ENGINE, LapilliState, winning_moves
from tests.lapilli.game.board import LINES
from tests.lapilli.game.engine import EMPTY

# What an open line is worth with one or two of a seat's pieces in it (none: a little, since
# it can still be taken).
OPEN_LINE: Final = (0.1, 1.0, 3.0)
# The player to move can win at once.
WIN_NOW: Final = 10.0
# The other player threatens rows of three on two points: one move cannot block both.
FORK: Final = 6.0


def threats(state: LapilliState) -> set[str]:
    """The points where the player who just moved would complete a row, were it their turn
    again."""
    other = replace(state, turn=1 - state.turn)
    return {
        action_id.rpartition("-")[2].rpartition(":")[2]
        for action_id in winning_moves(ENGINE, other)
    }


class LapilliEvaluation:
    scale = 3.0  # one line of two ahead is a clear lead
    easy_blur = 1.0
    rollout_plies = 0
    plans_turns = False

    def canonical(self, state: Any, seat: str) -> Any:
        return state  # nothing is hidden

    def values(self, state: Any) -> dict[str, float]:
        assert isinstance(state, LapilliState)
        worth = [0.0] * len(state.seats)
        for line in LINES:
            owners = {state.board[p] for p in line} - {EMPTY}
            if len(owners) > 1:
                continue
            for index in range(len(state.seats)):
                if owners <= {index}:
                    own = sum(state.board[p] == index for p in line)
                    worth[index] += OPEN_LINE[min(own, 2)]
        if ENGINE.pending(state) is not None:
            if winning_moves(ENGINE, state):
                worth[state.turn] += WIN_NOW
            elif len(threats(state)) > 1:
                worth[1 - state.turn] += FORK
        return dict(zip(state.seats, worth, strict=True))

    def settled(self, state: Any) -> bool:
        return True  # every move is a whole turn

    def wasteful(self, state: Any, action_id: str) -> bool:
        return False  # a mark never costs anything

    def merged(self, state: Any, first: str, then: str) -> str | None:
        return None  # one mark is a whole turn

    def abnormal(self, state: Any) -> bool:
        return False  # the draw after the move limit is one of the rules' ends


@register(ENGINE.id)
def lapilli_evaluation() -> Evaluator:
    return LapilliEvaluation()

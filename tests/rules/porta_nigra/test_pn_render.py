"""Board and hand images at the start, middle and end of seeded games."""

from __future__ import annotations

import io
from typing import Any

import pytest
from PIL import Image

from cogs.porta_nigra.board import render_board
from cogs.porta_nigra.hand import render_hand
from rules.ai import RandomAgent
from rules.play import play_game
from rules.porta_nigra import ENGINE


@pytest.mark.parametrize("n", [2, 3, 4])
def test_board_and_hand_render_through_a_game(n: int) -> None:
    seats = [f"p{i}" for i in range(1, n + 1)]
    states: list[Any] = []
    play_game(
        ENGINE,
        seats,
        {s: RandomAgent() for s in seats},
        seed=20 + n,
        on_step=lambda before, seat, action, after, events: states.append(after),
    )
    names = {"p1": "Zsolt", "p2": "Móni"}
    for state in (ENGINE.new_game(seats, 20 + n), states[len(states) // 2], states[-1]):
        board = Image.open(io.BytesIO(render_board(ENGINE.view_model(state, None), names)))
        assert board.format == "PNG" and board.size == (1400, 980)
        for seat in seats:
            hand = Image.open(io.BytesIO(render_hand(ENGINE.view_model(state, seat), names)))
            # phone-sized (issue 33): 700 px wide, no taller than wide
            assert hand.format == "PNG" and hand.width == 700 and hand.height <= 700
    assert ENGINE.result(states[-1]) is not None


def test_a_hand_is_drawn_only_from_its_own_seats_view() -> None:
    state = ENGINE.new_game(["p1", "p2"], 5)
    with pytest.raises(ValueError, match="own seat's view, not a spectator's"):
        render_hand(ENGINE.view_model(state, None))

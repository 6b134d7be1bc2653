"""The Aqua Romana board image renders from the public view at the start, middle and end of
seeded games."""

from __future__ import annotations

import io

import pytest
from PIL import Image

from cogs.aqua_romana.board import HEIGHT, WIDTH, render_board
from rules.ai import RandomAgent
from rules.aqua_romana import ENGINE
from rules.play import play_game


@pytest.mark.parametrize("players", [2, 3, 4])
def test_board_renders_at_start_middle_and_end(players: int) -> None:
    seats = [f"p{i}" for i in range(1, players + 1)]
    playout = play_game(ENGINE, seats, {s: RandomAgent() for s in seats}, seed=players)
    state = ENGINE.new_game(seats, seed=players)
    stops = {0, 24, len(playout.actions) // 2}
    images = []
    for step, action_id in enumerate(playout.actions):
        if step in stops:
            images.append(render_board(ENGINE.view_model(state, None), {"p1": "Zsolt"}))
        state, _ = ENGINE.apply_id(state, action_id)
    images.append(render_board(ENGINE.view_model(state, None)))
    assert ENGINE.result(state) is not None
    for png in images:
        assert png.startswith(b"\x89PNG")
        with Image.open(io.BytesIO(png)) as image:
            image.load()
            assert image.size == (WIDTH, HEIGHT)
            assert 1200 <= image.size[0] <= 1600
    # Different moments of the game give different pictures.
    assert len(set(images)) == len(images)

"""The full board and the hand say what the issue 18 readers missed: each player's bricks per
building (a reward at every 3rd), who leads each majority, the start player, the clockwise walk
and what it costs each master builder, and "1 sestertius"; and no two of its texts overlap."""

from __future__ import annotations

from itertools import combinations

import pytest

from cogs.fonts import DrawnText, recording
from cogs.porta_nigra.board import draw_board
from cogs.porta_nigra.hand import draw_hand
from rules.play import random_history
from rules.porta_nigra import ENGINE
from rules.porta_nigra.state import PortaNigraState, Section

NAMES = {"1000": "Aurelia", "1001": "Brutus", "1002": "Cornelia"}


def texts(state: PortaNigraState, seat: str | None = None) -> list[str]:
    with recording() as drawn:
        if seat is None:
            draw_board(ENGINE.view_model(state, None), NAMES)
        else:
            draw_hand(ENGINE.view_model(state, seat), NAMES)
    return [t.text for t in drawn]


def three_players(
    sections: dict[str, Section], builders: tuple[int, int, int] = (0, 1, 2)
) -> PortaNigraState:
    """A 3-player game at its first card with ``sections`` built and the master builders in
    the quarters ``builders`` (-1: not placed yet)."""
    state = ENGINE.clone(next(s for s in random_history(ENGINE, 3, 1) if s.phase == "card"))
    state.sections = dict(sections)
    for player, quarter in zip(state.players, builders, strict=True):
        player.builder = quarter
    return state


def test_each_players_bricks_per_building_and_the_majority_leaders() -> None:
    state = three_players(
        {
            "BA-A1": Section(0, 3),
            "BA-A2": Section(1, 2),
            "BA-B1": Section(1, 2),  # a tie on bricks in row B: the red section wins it
            "BA-B3": Section(2, 2),
            "CW-1": Section(0, 2),  # the same bricks of the same colour: a tie
            "CW-2": Section(1, 2),
            "PN-1": Section(0, 4),  # one section each at levels 3 and 4: the white wins
            "PN-9": Section(2, 5),
        }
    )
    drawn = texts(state)
    assert "Bricks here (reward at 3/6/9): P1 3 · P2 4 · P3 2" in drawn  # Basilica
    assert "Bricks here (reward at 3/6/9): P1 0 · P2 0 · P3 0" in drawn  # Amphitheater
    assert "Bricks here (reward at 3/6/9): P1 2 · P2 2 · P3 0" in drawn  # City Wall
    assert "Bricks here (reward at 3/6/9): P1 4 · P2 0 · P3 5" in drawn  # Porta Nigra
    assert "Majority leads: row A P1 · B P3" in drawn
    assert "Majority leads: row A – · B – · C –" in drawn
    assert "Majority 20/10 VP · leads P1=P2" in drawn
    assert "Level leads: 3 P3 · 4 P3 · 5 P3 · 6 – · 7 – · 8 –" in drawn


def test_the_walk_each_master_builder_pays_to_each_quarter() -> None:
    # player 1 in the City Wall's quarter, player 2 in the Basilica's, player 3 not placed
    drawn = texts(three_players({}, builders=(3, 0, -1)))
    assert "Walk here (sestertii): P1 1 · P2 0 · P3 –" in drawn  # Basilica
    assert "Walk here (sestertii): P1 2 · P2 1 · P3 –" in drawn  # Amphitheater
    assert "Walk here (sestertii): P1 3 · P2 2 · P3 –" in drawn  # Porta Nigra
    assert "Walk here (sestertii): P1 0 · P2 3 · P3 –" in drawn  # City Wall
    assert "Master builders walk clockwise (the arrows): 1 sestertius a border" in drawn
    # one arrow between each two quarters, the way round
    assert [t for t in drawn if t in "→↓←↑"] == ["→", "↓", "←", "↑"]


def test_the_start_player_is_named() -> None:
    state = three_players({})
    state.start = 1
    drawn = texts(state)
    assert [t for t in drawn if "(start player)" in t] == ["Brutus (start player)"]


def test_one_sestertius_is_singular_on_the_board_and_in_the_hand() -> None:
    state = three_players({})
    state.players[0].money = 1
    board = texts(state)
    assert "1 sestertius · 1 torch · 0 influence · 5 Romans (10 in supply)" in board
    hand = texts(state, state.seats[0])
    assert "1 sestertius · 1 torch · 0 influence · 5 Romans" in hand
    assert not any("1 sestertii" in t for t in board + hand)


def overlaps(drawn: list[DrawnText]) -> list[tuple[str, str]]:
    found = []
    for a, b in combinations(drawn, 2):
        (l1, t1, r1, b1), (l2, t2, r2, b2) = a.box, b.box
        if l1 < r2 and l2 < r1 and t1 < b2 and t2 < b1:
            found.append((a.text, b.text))
    return found


@pytest.mark.parametrize("players", [2, 3, 4])
def test_no_two_texts_of_the_board_overlap(players: int) -> None:
    history = random_history(ENGINE, players, seed=100 + players)
    long_names = {seat: "Aurelia Longname the Elder" for seat in history[0].seats}
    for state in [*history[::25], history[-1]]:
        with recording() as drawn:
            draw_board(ENGINE.view_model(state, None), long_names)
        assert overlaps(drawn) == []

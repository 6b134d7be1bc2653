"""The Aqua Romana board image renders from the public view at the start, middle and end of
seeded games, and draws what issue 18 found missing or wrong: the mover marked in setup, the
workman's sight, a 0-point workman, the end bar of every closed aqueduct, a visible yellow."""

from __future__ import annotations

import dataclasses
import io

import pytest
from PIL import Image

from cogs.aqua_romana import board
from cogs.aqua_romana.board import HEIGHT, WIDTH, render_board
from cogs.fonts import recording
from rules.ai import RandomAgent
from rules.aqua_romana import ENGINE
from rules.aqua_romana.data import label, square
from rules.aqua_romana.view import AquaView
from rules.play import play_game
from tests.rules.aqua_romana.positions import play, position


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


# ----- drawing fixes (issue 18) -----------------------------------------------------------


def relative_luminance(colour: tuple[int, int, int]) -> float:
    def linear(v: int) -> float:
        c = v / 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = map(linear, colour)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a: tuple[int, int, int], b: tuple[int, int, int]) -> float:
    low, high = sorted((relative_luminance(a), relative_luminance(b)))
    return (high + 0.05) / (low + 0.05)


def test_every_players_colour_stands_out_from_the_sand_the_tiles_and_the_water() -> None:
    for colour, rgb in board.COLOURS.items():
        for ground in (board.GROUND, board.STONE, board.PRINTED, board.WATER):
            assert contrast(rgb, ground) >= 1.5, (colour, ground)
    # the yellow that was faint: 1.2 on the sand, 1.04 on a tile
    assert round(contrast((240, 228, 66), board.GROUND), 2) == 1.22
    assert round(contrast(board.COLOURS["yellow"], board.GROUND), 2) == 1.68


def test_in_setup_the_scores_panel_marks_the_player_setting_a_builder_up() -> None:
    state = ENGINE.new_game(["p1", "p2", "p3"], seed=1)
    for _ in range(2):
        state = ENGINE.apply_id(state, ENGINE.legal_actions(state)[0].id)[0]
    view = ENGINE.view_model(state, None)
    assert (view.current, view.pending) == ("p1", "p2")
    image = board.draw_board(view)
    # each player's row of the panel starts 62 px below the last; the mover's is filled
    rows = [image.getpixel((WIDTH - 20, 104 + k * 62 + 40)) for k in range(3)]
    assert rows == [board.PAPER, (255, 246, 200), board.PAPER]


def test_while_a_builder_is_chosen_the_workmans_square_and_the_builders_he_sees_are_ringed() -> (
    None
):
    # red3 stands on his reservoir at D3 and builds on D4: he sees the double curve on P3 and
    # the joker on P26 (column D); the straight on P20 (column J) is out of his sight
    state = play(position(builders={3: "D", 26: "J", 20: "S"}), "workman:red3")
    view = ENGINE.view_model(state, None)
    red3 = view.workman("red3")
    assert (label(red3.square), label(red3.end)) == ("D3", "D4")
    image = board.draw_board(view)
    ring = (200, 30, 120)
    for p, ringed in ((3, True), (26, True), (20, False)):
        x0, y0, _, y1 = board.pathway_box(p)
        assert (image.getpixel((x0 + 4, (y0 + y1) // 2)) == ring) is ringed, p
    x0, y0, _, _ = board.cell_box(red3.square)  # where his sight runs from
    assert image.getpixel((x0 + 9, y0 + 20)) == ring
    x0, y0, _, _ = board.cell_box(red3.end)  # where the tile goes
    assert image.getpixel((x0 + 4, y0 + 20)) == ring


def blocked_and_at_the_edge() -> AquaView:
    """red2's aqueduct runs from D3 over E3 into the side of a straight on F3 (closed by a
    tile); green1's from I6 over J6 and K6 to the board's edge. Both are scored: red2 on
    podium 1, green1 found no podium with room (0 points)."""
    state = position(tiles={"E3": "S1", "F3": "S0", "J6": "S1", "K6": "S1"})
    view = ENGINE.view_model(state, None)
    podium = {"red2": 1, "green1": 0}
    workmen = tuple(
        dataclasses.replace(w, status="scored", podium=podium[w.name]) if w.name in podium else w
        for w in view.workmen
    )
    podiums = tuple(("red2",) if value == 1 else p for value, p in enumerate(view.podiums))
    return dataclasses.replace(view, workmen=workmen, podiums=podiums)


def test_an_aqueduct_closed_by_a_tile_or_the_edge_gets_a_bar_across_its_end() -> None:
    view = blocked_and_at_the_edge()
    red2, green1 = view.workman("red2"), view.workman("green1")
    assert (red2.end, green1.end) == (-1, -1)  # the view keeps no square they face
    assert board.loose_end(view, red2) == (square("E3"), 1)
    assert board.loose_end(view, green1) == (square("K6"), 1)
    image = board.draw_board(view)
    for sq in ("E3", "K6"):
        _, y0, x1, y1 = board.cell_box(square(sq))
        # the bar lies across the east edge, above and below the channel's middle
        assert image.getpixel((x1, y0 + 26)) == board.INK, sq
        assert image.getpixel((x1, y1 - 26)) == board.INK, sq


def test_a_workman_scoring_0_stays_in_the_picture() -> None:
    view = blocked_and_at_the_edge()
    assert view.workman("green1").podium == 0
    with recording() as drawn:
        board.draw_board(view)
    # G1 at the end of his aqueduct; R2 on podium 1 (not on the board)
    assert [t.text for t in drawn].count("G1") == 1
    assert [t.text for t in drawn].count("R2") == 1

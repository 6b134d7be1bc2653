"""Aqua Romana's turn image (issue 18): composed for a phone (700 px wide, texts at 18 px: 9 px
at 350 px), every word a button uses is written in it (pathway squares, columns and rows,
workman ids, builder types), the builders the chosen workman sees are ringed, and the player
to move is the one marked."""

from __future__ import annotations

from typing import Any

import pytest

from cogs.aqua_romana.adapter import AquaRomanaAdapter
from cogs.aqua_romana.turn import (
    LINE,
    MARGIN,
    MOVER_FILL,
    ROOM,
    TOP,
    draw_turn,
    legend_lines,
    player_line,
    step_text,
)
from cogs.aqua_romana.turn_board import RING, SMALL, WIDTH, cell_box, pathway_box
from cogs.fonts import recording
from rules.aqua_romana import ENGINE
from rules.aqua_romana.actions import (
    ClaimChoice,
    ColumnChoice,
    PathwayChoice,
    PickBuilder,
    SquareChoice,
    WorkmanChoice,
    parse,
)
from rules.aqua_romana.data import COLUMN_LETTERS, COLUMNS, SIGHT, TYPE_NAMES
from rules.aqua_romana.state import AquaState
from rules.aqua_romana.view import AquaView
from rules.play import random_history
from tests.rules.aqua_romana.positions import play, position

NAMES = {"p1": "Ann", "p2": "Bob", "p3": "Cleo", "p4": "Dora"}


def texts(view: AquaView, names: dict[str, str] = NAMES) -> list[str]:
    with recording() as drawn:
        draw_turn(view, names)
    return [t.text for t in drawn]


def words_of(action_id: str) -> list[str]:
    """What the image must show for a button to be understood."""
    match parse(action_id):
        case PathwayChoice(index=p):
            return [f"P{p}"]
        case SquareChoice(square=sq):
            return [COLUMN_LETTERS[sq % COLUMNS], str(sq // COLUMNS + 1)]
        case ColumnChoice(column=column):
            return [COLUMN_LETTERS[column]]
        case WorkmanChoice(name=name):
            return [f"{name}→"]
        case PickBuilder(kind=kind) | ClaimChoice(kind=kind):
            return [TYPE_NAMES[kind]]
    return []


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_word_a_button_uses_is_written_in_the_image(players: int) -> None:
    history: list[Any] = random_history(ENGINE, players, seed=7)
    checked = set()
    for state in history[::3]:
        view = ENGINE.view_model(state, None)
        names = dict(zip(state.seats, ["Aurelia Longname", "Brutus", "Cleo", "Dora"], strict=False))
        drawn = texts(view, names)
        joined = "\n".join(drawn)
        for action in ENGINE.legal_actions(state):
            for word in words_of(action.id):
                found = word in drawn if len(word) <= 3 else word in joined
                assert found, (view.phase, action.id, word)
                checked.add(action.id.partition(":")[0])
    assert {"setup", "at", "workman", "builder"} <= checked


def builder_step() -> AquaState:
    """Ann (red) chose red3, who stands on his reservoir at D3 and builds on D4: he sees the
    double curve on P3 (above D) and the joker on P26 (below D), not the straight on P20."""
    state = position(builders={3: "D", 26: "J", 20: "S"})
    return play(state, "workman:red3")


def test_the_builders_in_sight_of_the_workmans_own_square_are_ringed() -> None:
    view = ENGINE.view_model(builder_step(), None)
    assert view.phase == "builder"
    assert step_text(view) == ("red3 at D3 builds on D4: choose a builder in his sight (ringed)")
    image = draw_turn(view, NAMES)
    red3 = view.workman("red3")
    assert [p for p in SIGHT[red3.square] if view.pathway[p]] == [3, 26]
    for p, ringed in ((3, True), (26, True), (20, False)):
        x0, y0, _, y1 = pathway_box(p)
        assert (image.getpixel((x0 + 4, (y0 + y1) // 2)) == RING) is ringed, p
    x0, y0, _, _ = cell_box(red3.end)  # D4, where the tile goes
    assert image.getpixel((x0 + 4, y0 + 12)) == RING
    drawn = texts(view)
    assert "Ann to play:" in drawn
    assert "P3" in drawn and "P26" in drawn and "D" in drawn and "4" in drawn


def test_in_setup_the_player_setting_a_builder_up_is_the_one_marked() -> None:
    state = ENGINE.new_game(["p1", "p2", "p3"], seed=1)
    state = ENGINE.apply_id(state, ENGINE.legal_actions(state)[0].id)[0]
    state = ENGINE.apply_id(state, ENGINE.legal_actions(state)[0].id)[0]
    view = ENGINE.view_model(state, None)
    assert (view.phase, view.current, view.pending) == ("setup", "p1", "p2")
    image = draw_turn(view, NAMES)
    with recording() as drawn:
        draw_turn(view, NAMES)
    assert "Bob to play:" in [t.text for t in drawn]
    rows = {t.text.partition(":")[0]: t.box[1] for t in drawn if t.box[1] >= TOP}
    marked = [
        name
        for name in ("Ann", "Bob", "Cleo")
        if image.getpixel((WIDTH - MARGIN, rows[name])) == MOVER_FILL
    ]
    assert marked == ["Bob"]


def test_a_players_line_names_his_open_workmen_and_podiums() -> None:
    view = ENGINE.view_model(
        play(
            position(tiles={"D4": "S0", "C5": "C1"}, builders={3: "D", 26: "J"}),
            "workman:red3",
            "builder:P3",
            "tile:D0",
            "keep",
        ),
        None,
    )
    assert player_line(view, "p1", "Ann") == "Ann: 0 points · red1→B3, red2→E3, red3→E5 (2)"
    assert player_line(view, "p1", "Ann", compact=True) == "Ann: 0 pts · R1→B3, R2→E3, R3→E5 (2)"
    assert player_line(view, "p4", "Dora") == "Dora: 2 points · blue1→E6, blue2→B6"


def test_the_adapter_shows_the_turn_image() -> None:
    adapter = AquaRomanaAdapter()
    view = ENGINE.view_model(builder_step(), None)
    png = adapter.render_turn(view, NAMES)
    assert png.startswith(b"\x89PNG")
    assert adapter.has_turn_image


def test_the_image_is_composed_for_a_phone() -> None:
    # 18 px in a 700 px image reads 9 px where a phone shows it 350 px wide
    assert (WIDTH, SMALL) == (700, 18)
    assert SMALL * 350 / WIDTH >= 9
    # every row under the board fits while the image stays no taller than wide
    assert ROOM == 6
    assert TOP + ROOM * LINE + MARGIN // 2 <= WIDTH
    image = draw_turn(ENGINE.view_model(builder_step(), None), NAMES)
    assert image.width == WIDTH and image.height <= WIDTH


def test_the_movers_workmen_go_by_the_buttons_ids_the_others_by_their_badges() -> None:
    view = ENGINE.view_model(builder_step(), None)
    drawn = texts(view)
    assert drawn[-6:] == [
        "Ann: 0 points · red1→B3, red2→E3, red3→D4",
        "Bob: 0 pts · Y1→G3, Y2→J3, Y3→I4",
        "Cleo: 0 pts · G1→J6, G2→G6, G3→H5",
        "Dora: 0 pts · B1→E6, B2→B6, B3→C5",
        *legend_lines(view),
    ]
    assert legend_lines(view) == [
        "C curve · S straight · B bridge · D double curve · J joker · R1 is red1",
        "Reserve builders: curve, straight, bridge, double curve, joker",
    ]
    assert {"R1", "R2", "R3", "Y1", "G1", "B1"} <= set(drawn)  # the badges on the board


def test_a_player_who_extends_anothers_aqueduct_sees_the_others_ids_as_the_buttons_say() -> None:
    state = random_history(ENGINE, 4, seed=1)[100]
    view = ENGINE.view_model(state, None)
    assert (view.phase, view.helping, view.pending) == ("workman", True, state.seats[3])
    assert [a.id for a in ENGINE.legal_actions(state)] == ["workman:yellow1", "workman:yellow2"]
    names = dict(zip(state.seats, ["Ann", "Bob", "Cleo", "Dora"], strict=True))
    assert texts(view, names)[-6:-2] == [
        "Ann: 3 points · red2→E3 · to place: joker",
        "Bob: 4 points · yellow1→G2 (1), yellow2→J2 (1)",
        "Cleo: 0 points · green1→J6, green2→F6 (1)",
        "Dora: 1 pt · B2→B6, B3→C5",
    ]


def test_rows_too_long_for_the_room_are_made_compact_and_the_builders_letters_stay() -> None:
    state = random_history(ENGINE, 3, seed=1)[2]  # in setup: every workman is open
    view = ENGINE.view_model(state, None)
    # as long as Discord's names go (32 characters)
    long = [f"{name} Maximilianus Aurelius Longus"[:32] for name in ("Ann", "Bob", "Cleo")]
    names = dict(zip(state.seats, long, strict=True))
    with recording() as drawn:
        image = draw_turn(view, names)
    rows = [t.text for t in drawn if t.box[1] >= TOP]
    assert rows == [
        "Ann Maximilia…: 0 pts · R1→B3, R2→E3, R3→C2, R4→D4",  # cut from two rows to one
        "Bob Maximilianus Aurelius Longus: 0 points · yellow1→G3,",  # the mover's, by the
        "yellow2→J3, yellow3→H2, yellow4→I4",  # buttons' ids
        "Cleo Maximilianus Aurelius Longu: 0 pts · B1→F4, B2→F7, B3→G5,",
        "B4→E6",
        "C curve · S straight · B bridge · D double curve · J joker · R1 is red1",
    ]
    assert image.height == TOP + ROOM * LINE + MARGIN // 2 <= WIDTH
    assert "Bob Maximilianus Aurelius Longus to play:" in [t.text for t in drawn]


def test_at_the_end_each_row_tells_the_points_the_bonus_and_the_podiums() -> None:
    state = random_history(ENGINE, 3, seed=7)[-1]
    view = ENGINE.view_model(state, None)
    assert view.over
    names = dict(zip(state.seats, ["Ann", "Bob", "Cleo"], strict=True))
    drawn = texts(view, names)
    assert "Game over:" in drawn
    assert drawn[-5:-2] == [
        "Ann: 15 points (bonus +5), wins · podiums 4+3+3",
        "Bob: 11 points (bonus +4) · podiums 5+2",
        "Cleo: 1 point · podiums 1",
    ]

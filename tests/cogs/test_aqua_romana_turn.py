"""Aqua Romana's turn image (issue 18): every word a button uses is written in it (pathway
squares, columns and rows, workman ids, builder types), the builders the chosen workman sees
are ringed, and the player to move is the one marked."""

from __future__ import annotations

from typing import Any

import pytest

from cogs.aqua_romana.adapter import AquaRomanaAdapter
from cogs.aqua_romana.turn import (
    BOARD_H,
    BY,
    LINE,
    MARGIN,
    MOVER_FILL,
    RING,
    WIDTH,
    cell_box,
    draw_turn,
    pathway_box,
    player_line,
    step_text,
)
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
    assert "Aqua Romana · Ann to play" in drawn
    assert "P3" in drawn and "P26" in drawn and "D" in drawn and "4" in drawn


def test_in_setup_the_player_setting_a_builder_up_is_the_one_marked() -> None:
    state = ENGINE.new_game(["p1", "p2", "p3"], seed=1)
    state = ENGINE.apply_id(state, ENGINE.legal_actions(state)[0].id)[0]
    state = ENGINE.apply_id(state, ENGINE.legal_actions(state)[0].id)[0]
    view = ENGINE.view_model(state, None)
    assert (view.phase, view.current, view.pending) == ("setup", "p1", "p2")
    image = draw_turn(view, NAMES)
    drawn = texts(view)
    assert "Aqua Romana · Bob to play" in drawn
    marked = [
        k
        for k in range(3)
        if image.getpixel((WIDTH - MARGIN, BY + BOARD_H + 10 + k * LINE + 3)) == MOVER_FILL
    ]
    assert marked == [1]


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
    assert player_line(view, "p1", "Ann") == ("Ann: 0 points · open: red1→B3, red2→E3, red3→E5 (2)")
    assert player_line(view, "p4", "Dora") == (
        "Dora: 2 points · podiums 2 · open: blue1→E6, blue2→B6"
    )


def test_the_adapter_shows_the_turn_image() -> None:
    adapter = AquaRomanaAdapter()
    view = ENGINE.view_model(builder_step(), None)
    png = adapter.render_turn(view, NAMES)
    assert png.startswith(b"\x89PNG")
    assert adapter.has_turn_image

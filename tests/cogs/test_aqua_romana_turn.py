"""Aqua Romana's turn image (issue 18): composed for a phone (700 px wide, texts at 18 px: 9 px
at 350 px), every word a button uses is written in it (pathway squares, columns and rows,
builder types; a workman as his colour's badge around his number), the builders the chosen
workman sees are ringed, and the player to move is the one marked. Issue 33: it says things in
words, with no code that would need a legend."""

from __future__ import annotations

import re
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
    player_line,
    reserve_line,
    step_text,
)
from cogs.aqua_romana.turn_board import (
    RING,
    SMALL,
    SQUARES,
    WIDTH,
    badge_text,
    cell_box,
    pathway_box,
)
from cogs.fonts import DrawnText, recording
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


def badge_of(drawn: list[DrawnText], view: AquaView, name: str) -> str | None:
    """The text drawn on a workman's badge, where his badge stands."""
    w = view.workman(name)
    x, y = SQUARES.workman_spot(w)
    return next(
        (
            t.text
            for t in drawn
            if t.box[0] <= x <= t.box[2] and t.box[1] - 4 <= y <= t.box[3] + 4 and len(t.text) < 3
        ),
        None,
    )


def words_of(action_id: str) -> list[str]:
    """What the image must show for a button to be understood (a workman: his badge)."""
    match parse(action_id):
        case PathwayChoice(index=p):
            return [f"P{p}"]
        case SquareChoice(square=sq):
            return [COLUMN_LETTERS[sq % COLUMNS], str(sq // COLUMNS + 1)]
        case ColumnChoice(column=column):
            return [COLUMN_LETTERS[column]]
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
        with recording() as seen:
            draw_turn(view, names)
        drawn = [t.text for t in seen]
        joined = "\n".join(drawn)
        for action in ENGINE.legal_actions(state):
            match parse(action.id):
                case WorkmanChoice(name=name):  # "red1": the red badge "1"
                    assert badge_of(seen, view, name) == name[-1], (view.phase, action.id)
                    checked.add("workman")
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
    rows = {t.text.partition(" (")[0]: t.box[1] for t in drawn if t.box[1] >= TOP}
    marked = [
        name
        for name in ("Ann", "Bob", "Cleo")
        if image.getpixel((WIDTH - MARGIN, rows[name])) == MOVER_FILL
    ]
    assert marked == ["Bob"]


def test_a_players_line_says_his_colours_and_points_in_words() -> None:
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
    # where his workmen build the board's arrows show
    assert player_line(view, "p1", "Ann") == "Ann (red): 0 points"
    assert player_line(view, "p1", "Ann", colours=False) == "Ann: 0 points"
    assert player_line(view, "p4", "Dora") == "Dora (blue): 2 points"


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


def test_the_rows_say_points_and_colours_in_words_and_the_badges_the_workmens_numbers() -> None:
    view = ENGINE.view_model(builder_step(), None)
    with recording() as seen:
        draw_turn(view, NAMES)
    drawn = [t.text for t in seen]
    assert drawn[-5:] == [
        "Ann (red): 0 points",
        "Bob (yellow): 0 points",
        "Cleo (green): 0 points",
        "Dora (blue): 0 points",
        reserve_line(view),
    ]
    assert reserve_line(view) == "Reserve builders: curve, straight, bridge, double curve, joker"
    # the badges say the numbers the title and the buttons give ("red3 at D3 builds on D4")
    for w in view.workmen:
        assert badge_of(seen, view, w.name) == badge_text(w) == w.name[-1], w.name


# Texts that would need a legend: a workman's letter and number (R1, Y2: G1 and B1 are squares
# too, their badges are checked where they stand), an abbreviation of points, an arrow list of
# where workmen build, a builder's letter (C curve).
CODES = re.compile(r"\b[RY][1-4]\b|→|\bpts?\b|\b[CSBDJ] (curve|straight|bridge|double|joker)")


@pytest.mark.parametrize("players", [2, 3, 4])
def test_no_code_that_needs_a_legend_is_drawn(players: int) -> None:
    history = random_history(ENGINE, players, seed=11)
    names = dict(zip(history[0].seats, ["Ann", "Bob", "Cleo", "Dora"], strict=False))
    for state in [*history[::5], history[-1]]:
        view = ENGINE.view_model(state, None)
        with recording() as seen:
            draw_turn(view, names)
        assert [t.text for t in seen if CODES.search(t.text)] == [], view.phase
        # on the pathway only the squares' names, and "?" for a joker: the builders' tiles are
        # drawn, not lettered
        for p, kind in enumerate(view.pathway):
            x0, y0, x1, y1 = pathway_box(p)
            inside = [
                t.text
                for t in seen
                if x0 <= (t.box[0] + t.box[2]) / 2 <= x1 and y0 <= (t.box[1] + t.box[3]) / 2 <= y1
            ]
            assert inside == [f"P{p}", *(["?"] if kind == "J" else [])], (p, kind)
        # a workman's badge says his number only
        for w in view.workmen:
            if w.status == "open" and w.end >= 0:
                assert badge_of(seen, view, w.name) == w.name[-1], w.name


def test_a_player_who_extends_anothers_aqueduct_sees_the_others_badges_ringed() -> None:
    state = random_history(ENGINE, 4, seed=1)[100]
    view = ENGINE.view_model(state, None)
    assert (view.phase, view.helping, view.pending) == ("workman", True, state.seats[3])
    assert [a.id for a in ENGINE.legal_actions(state)] == ["workman:yellow1", "workman:yellow2"]
    names = dict(zip(state.seats, ["Ann", "Bob", "Cleo", "Dora"], strict=True))
    assert texts(view, names)[-5:-1] == [
        "Ann (red): 3 points · to place: joker",
        "Bob (yellow): 4 points",
        "Cleo (green): 0 points",
        "Dora (blue): 1 point",
    ]
    image = draw_turn(view, names)
    for name in ("yellow1", "yellow2"):  # their ends are ringed
        x0, y0, _, _ = cell_box(view.workman(name).end)
        assert image.getpixel((x0 + 4, y0 + 12)) == RING, name


def test_long_names_are_never_cut_and_the_rows_fit_under_the_board() -> None:
    state = random_history(ENGINE, 3, seed=1)[2]  # in setup
    view = ENGINE.view_model(state, None)
    # as long as Discord's names go (32 characters)
    long = [f"{name} Maximilianus Aurelius Longus"[:32] for name in ("Ann", "Bob", "Cleo")]
    names = dict(zip(state.seats, long, strict=True))
    with recording() as drawn:
        image = draw_turn(view, names)
    rows = [t.text for t in drawn if t.box[1] >= TOP]
    assert rows == [
        "Ann Maximilianus Aurelius Longus (red): 0 points",
        "Bob Maximilianus Aurelius Longus (yellow): 0 points",
        "Cleo Maximilianus Aurelius Longu (blue): 0 points",
        "Reserve builders: curve, straight, bridge, double curve, joker",
    ]
    assert image.height == TOP + 4 * LINE + MARGIN // 2 <= WIDTH
    assert "Bob Maximilianus Aurelius Longus to play:" in [t.text for t in drawn]


def test_at_the_end_each_row_tells_the_points_the_bonus_and_the_podiums() -> None:
    state = random_history(ENGINE, 3, seed=7)[-1]
    view = ENGINE.view_model(state, None)
    assert view.over
    names = dict(zip(state.seats, ["Ann", "Bob", "Cleo"], strict=True))
    drawn = texts(view, names)
    assert "Game over:" in drawn
    assert drawn[-4:-1] == [
        "Ann (red): 15 points (bonus +5), wins · podiums 4+3+3",
        "Bob (yellow): 11 points (bonus +4) · podiums 5+2",
        "Cleo (blue): 1 point · podiums 1",
    ]

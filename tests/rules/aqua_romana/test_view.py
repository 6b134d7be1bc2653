"""Aqua Romana's typed view: its exact content for positions built by hand, the same for every
seat (nothing is hidden), and the JSON that ``Engine.view`` makes of it."""

from __future__ import annotations

from dataclasses import replace

from rules.aqua_romana import ENGINE
from rules.aqua_romana.data import EMPTY, RESERVOIR, square, tile_code
from rules.aqua_romana.view import AquaView, PlayerView, WorkmanView
from tests.rules.aqua_romana.positions import play, position, workman


def laying_a_double_curve() -> AquaView:
    """red3 comes down D4 and faces D5; blue3 turns east on C5 and faces D5 too. p1 (red) has
    chosen red3 and the double curve builder on P3."""
    state = position(tiles={"D4": "S0", "C5": "C1"}, builders={3: "D", 20: "J"})
    return ENGINE.view_model(play(state, "workman:red3", "builder:P3"), None)


def test_the_public_view_of_a_tile_being_laid() -> None:
    view = laying_a_double_curve()
    assert (view.viewer, view.pending, view.phase, view.current) == (
        None,
        "p1",
        "tile",
        "p1",
    )
    assert view.players == (
        PlayerView("p1", ("red",), points=0, bonus=0, held=()),
        PlayerView("p2", ("yellow",), points=0, bonus=0, held=()),
        PlayerView("p3", ("green",), points=0, bonus=0, held=()),
        PlayerView("p4", ("blue",), points=0, bonus=0, held=()),
    )
    # red3's outlet is D3's south edge (2); he stands on D4, facing D5.
    assert view.workman("red3") == WorkmanView(
        "red3", "red", "p1", square("D3"), 2, square("D4"), square("D5"), 1, "open", 0
    )
    # blue3 leaves C6 to the north (0), turns east on C5.
    assert view.workman("blue3") == WorkmanView(
        "blue3", "blue", "p4", square("C6"), 0, square("C5"), square("D5"), 1, "open", 0
    )
    assert len(view.workmen) == 12
    assert view.grid[square("D4")] == tile_code("S", 0)
    assert view.grid[square("C5")] == tile_code("C", 1)
    assert view.grid[square("D5")] == EMPTY
    assert view.grid[square("D3")] == RESERVOIR
    assert (square("D3"), "red") in view.reservoirs and len(view.reservoirs) == 8
    assert [(p, kind) for p, kind in enumerate(view.pathway) if kind] == [(3, "D"), (20, "J")]
    assert view.reserve == ("C", "S", "B", "D", "J")
    assert view.stock == (("C", 20), ("S", 20), ("B", 21), ("D", 21))
    assert view.tiles_left("S") == 20
    assert view.to_place == (("C", 0), ("S", 0), ("B", 0), ("D", 0))
    assert view.podiums == ((),) * 21
    assert (view.turns_without_tile, view.turns_played, view.last_tile_by) == (0, 0, None)
    assert view.winners == ()
    # The decision in progress: the double curve builder allows double curves only.
    assert (view.chosen_workman, view.chosen_builder, view.offered_types) == ("red3", 3, ("D",))
    assert (view.pick_type, view.pick_side) == ("", "")
    assert (view.fountain_column, view.fountain_square, view.helping) == (-1, -1, False)


def test_every_seat_sees_what_a_spectator_sees() -> None:
    state = play(
        position(tiles={"D4": "S0", "C5": "C1"}, builders={3: "D"}), "workman:red3", "builder:P3"
    )
    public = ENGINE.view_model(state, None)
    for seat in state.seats:
        assert ENGINE.view_model(state, seat) == replace(public, viewer=seat)
    hash(public)  # frozen all the way down


def test_scoring_puts_the_workman_on_his_podium_in_the_view() -> None:
    state = position(tiles={"D4": "S0", "C5": "C1"}, builders={3: "D"})
    # The double curve carries red3 on to E5 and runs blue3 into blue's own reservoir.
    state = play(state, "workman:red3", "builder:P3", "tile:D0")
    view = ENGINE.view_model(state, "p1")
    assert (view.viewer, view.pending, view.phase) == ("p1", "p1", "close")
    assert view.workman("blue3").status == "closed"
    assert view.last_tile_by == "p1"
    assert (view.chosen_workman, view.chosen_builder, view.offered_types) == (None, -1, ())
    view = ENGINE.view_model(play(state, "keep"), None)
    # blue (p4) scored 2 and takes a reserve builder before play goes on.
    assert (view.pending, view.phase, view.current) == ("p4", "claim", "p1")
    assert view.workman("blue3") == WorkmanView(
        "blue3", "blue", "p4", square("C6"), 0, square("D5"), -1, 2, "scored", 2
    )
    assert view.podiums[2] == ("blue3",)
    assert view.player("p4") == PlayerView("p4", ("blue",), points=2, bonus=0, held=())
    assert view.stock == (("C", 20), ("S", 20), ("B", 21), ("D", 20))


def test_a_player_with_no_move_of_his_own_helps() -> None:
    # Only the builder on P7 is in anyone's sight, and none of red's workmen sees it.
    view = ENGINE.view_model(position(builders={7: "S"}), None)
    assert (view.pending, view.phase, view.helping) == ("p1", "workman", True)
    view = ENGINE.view_model(position(builders={3: "S"}), None)
    assert (view.pending, view.phase, view.helping) == ("p1", "workman", False)


def test_the_view_of_a_finished_game_names_the_winners() -> None:
    state = position(builders={10: "C"})
    # red 10 + 4 = 14; yellow 9 + 3 + 2 = 14; green 3 + 2 = 5; blue nothing.
    for name, value in (("red1", 10), ("yellow1", 9), ("green1", 3), ("yellow2", 2)):
        w = workman(state, name)
        w.status, w.podium, w.end = "scored", value, -1
        state.podiums[value].append(state.workmen.index(w))
    state.turns_without_tile = 3
    ENGINE.resume(state)
    view = ENGINE.view_model(play(state, "move:P10"), "p3")
    assert (view.viewer, view.pending, view.phase, view.over) == ("p3", None, "over", True)
    assert view.winners == ("p1", "p2")
    assert view.players == (
        PlayerView("p1", ("red",), points=14, bonus=4, held=()),
        PlayerView("p2", ("yellow",), points=14, bonus=3, held=()),
        PlayerView("p3", ("green",), points=5, bonus=2, held=()),
        PlayerView("p4", ("blue",), points=0, bonus=0, held=()),
    )
    assert view.podiums[10] == ("red1",) and view.podiums[3] == ("green1",)


def test_the_json_view_is_the_typed_view_dumped() -> None:
    view = ENGINE.view(play(position(tiles={"D4": "S0"}, builders={3: "D"}), "workman:red3"), "p2")
    assert (view["viewer"], view["pending"], view["phase"]) == ("p2", "p1", "builder")
    assert view["chosen_workman"] == "red3"
    assert view["workmen"][0] == {
        "name": "red1",
        "colour": "red",
        "owner": "p1",
        "outlet": square("C3"),
        "outlet_edge": 3,
        "square": square("C3"),
        "end": square("B3"),
        "length": 0,
        "status": "open",
        "podium": 0,
    }
    assert view["stock"][1] == ["S", 20]
    assert "seed" not in view

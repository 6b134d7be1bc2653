"""Aqua Romana rules on positions built by hand, with the rulebook's worked examples."""

from __future__ import annotations

import pytest

from rules.ai import RandomAgent
from rules.aqua_romana import ENGINE
from rules.aqua_romana.data import (
    CONNECT,
    SIGHT,
    TILE_COUNTS,
    E,
    N,
    S,
    W,
    channels_of,
    label,
    square,
    tile_code,
)
from rules.aqua_romana.geometry import retrace
from rules.aqua_romana.state import AquaState, Workman
from rules.core import IllegalAction
from rules.play import play_game
from tests.rules.aqua_romana.positions import SEATS4, play, position, workman


def ids(state: AquaState) -> set[str]:
    return {a.id for a in ENGINE.legal_actions(state)}


def where(w: Workman) -> tuple[str, str | None, int, int, str]:
    return (label(w.square), label(w.end) if w.end >= 0 else None, w.end_edge, w.length, w.status)


# ----- geometry ---------------------------------------------------------------------------


def test_every_tile_type_and_orientation_joins_the_right_edges() -> None:
    expected = {
        ("C", 0): {(N, E)},
        ("C", 1): {(E, S)},
        ("C", 2): {(S, W)},
        ("C", 3): {(W, N)},
        ("S", 0): {(N, S)},
        ("S", 1): {(E, W)},
        ("B", 0): {(N, S), (E, W)},
        ("D", 0): {(N, E), (S, W)},
        ("D", 1): {(E, S), (W, N)},
    }
    for (kind, rot), channels in expected.items():
        code = tile_code(kind, rot)
        assert {tuple(sorted(c)) for c in channels_of(code)} == {tuple(sorted(c)) for c in channels}
        for a, b in channels:
            assert CONNECT[code][a] == b and CONNECT[code][b] == a


@pytest.mark.parametrize(
    ("tile", "end", "edge"),
    [
        ("C0", "E4", W),
        ("C3", "C4", E),
        ("S0", "D5", N),
        ("B0", "D5", N),
        ("D0", "E4", W),
        ("D1", "C4", E),
    ],
)
def test_each_orientation_with_an_opening_toward_the_workman_leads_on(
    tile: str, end: str, edge: int
) -> None:
    # red3 stands at his outlet on D3 and faces D4 from the north; a joker sees him.
    state = play(position(builders={3: "J"}), "workman:red3", "builder:P3")
    assert ids(state) == {"tile:C0", "tile:C3", "tile:S0", "tile:B0", "tile:D0", "tile:D1"}
    state = play(state, f"tile:{tile}")
    assert where(workman(state, "red3")) == ("D4", end, edge, 1, "open")
    assert state.stock[tile[0]] == TILE_COUNTS[tile[0]] - 1


def test_line_of_sight_reaches_the_pathway_on_all_four_sides() -> None:
    assert SIGHT[square("F5")] == (5, 15, 24, 33)
    # red3 on D3 sees P3 (top), P13 (right), P26 (bottom) and P35 (left), nothing else.
    builders = {3: "C", 13: "S", 26: "B", 35: "D", 4: "C", 12: "S", 25: "B", 36: "D"}
    state = play(position(builders=builders), "workman:red3")
    assert ids(state) == {"builder:P3", "builder:P13", "builder:P26", "builder:P35"}
    with pytest.raises(IllegalAction) as refused:
        ENGINE.apply(state, "builder:P4")
    assert refused.value.reason == (
        "P4 is not in red3's line of sight (he sees P3, P13, P26, P35)."
    )


def test_sight_is_taken_from_the_last_square_of_the_aqueduct() -> None:
    # red3's aqueduct D4-D5 turns east: he now stands on D5 and sees P3, P15, P26 and P33.
    state = position(tiles={"D4": "S0", "D5": "C0"}, builders={15: "S", 14: "S"})
    assert where(workman(state, "red3")) == ("D5", "E5", W, 2, "open")
    state = play(state, "workman:red3")
    assert ids(state) == {"builder:P15"}


# ----- extending ----------------------------------------------------------------------------


def test_one_tile_extends_two_aqueducts_and_closes_one_at_a_reservoir_edge() -> None:
    # red3 comes down D4 and faces D5 from the north; blue3 leaves C6 north, turns east on C5
    # and faces D5 from the west. A double curve on D5 extends both.
    state = position(tiles={"D4": "S0", "C5": "C1"}, builders={3: "D"})
    assert where(workman(state, "blue3")) == ("C5", "D5", W, 1, "open")
    state = play(state, "workman:red3", "builder:P3")
    # The other double curve would lead red3 through C5 back into blue's outlet.
    assert ids(state) == {"tile:D0"}
    with pytest.raises(IllegalAction) as refused:
        ENGINE.apply(state, "tile:D1")
    assert refused.value.reason == (
        "That tile would join two aqueducts: no aqueduct may link two outlets."
    )
    state = play(state, "tile:D0")
    assert where(workman(state, "red3")) == ("D5", "E5", W, 2, "open")
    # blue3 runs from D5 south into blue's own reservoir (D6 has no outlet to the north).
    assert where(workman(state, "blue3"))[1:] == (None, -1, 2, "closed")
    assert state.phase == "close"
    state = play(state, "keep")
    assert workman(state, "blue3").status == "scored"
    assert state.podiums[2] == [state.workmen.index(workman(state, "blue3"))]
    # blue takes a reserve builder for his closed aqueduct before play goes on.
    assert ENGINE.pending(state) == "p4" and state.phase == "claim"
    state = play(state, "claim:J")
    assert state.held["p4"] == ["J"] and "J" not in state.reserve
    assert state.current == 1 and ENGINE.pending(state) == "p2"


def test_filling_a_hole_extends_through_several_neutral_tiles() -> None:
    tiles = {"D5": "C0", "E5": "S1", "F5": "C2"}
    state = position(tiles=tiles, builders={3: "S"})
    assert where(workman(state, "red3")) == ("D3", "D4", N, 0, "open")
    state = play(state, "workman:red3", "builder:P3", "tile:S0")
    assert where(workman(state, "red3")) == ("F5", "F6", N, 4, "open")


def test_a_tile_may_not_join_two_outlets_of_one_reservoir() -> None:
    # red1 runs B3-B4-C4 and faces D4 from the west; red3 faces D4 from the north.
    state = position(tiles={"B3": "C1", "B4": "C0", "C4": "S1"}, builders={3: "J"})
    assert where(workman(state, "red1")) == ("C4", "D4", W, 3, "open")
    state = play(state, "workman:red3", "builder:P3")
    assert ids(state) == {"tile:C0", "tile:S0", "tile:B0", "tile:D0"}
    # A curve north-east turns red3 east and blocks red1.
    after = play(state, "tile:C0")
    assert where(workman(after, "red3")) == ("D4", "E4", W, 1, "open")
    # Red closed one of his own aqueducts, so no voluntary close: it is scored at once.
    assert where(workman(after, "red1"))[1:] == (None, -1, 3, "scored")
    assert workman(after, "red1").podium == 3
    # A bridge carries both on, each through its own channel.
    after = play(state, "tile:B0")
    assert where(workman(after, "red3")) == ("D4", "D5", N, 1, "open")
    assert where(workman(after, "red1")) == ("D4", "E4", W, 4, "open")


# ----- closing and scoring -------------------------------------------------------------------


def test_closing_at_the_board_edge_through_a_neutral_tile() -> None:
    state = position(tiles={"A3": "S1"}, builders={2: "S"})
    state = play(state, "workman:red1", "builder:P2", "tile:S1")
    assert where(workman(state, "red1"))[1:] == (None, -1, 2, "scored")
    assert workman(state, "red1").podium == 2


def test_closing_against_a_tile_without_an_opening() -> None:
    state = position(tiles={"A3": "S0"}, builders={2: "S"})
    state = play(state, "workman:red1", "builder:P2", "tile:S1")
    assert where(workman(state, "red1"))[1:] == (None, -1, 1, "scored")
    assert workman(state, "red1").podium == 1


def test_closing_against_a_reservoir_edge() -> None:
    # red3 turns west on D4 and north on C4 into C3, which has no outlet to the south.
    state = position(tiles={"C4": "C0"}, builders={3: "C"})
    state = play(state, "workman:red3", "builder:P3", "tile:C3")
    assert where(workman(state, "red3"))[1:] == (None, -1, 2, "scored")


def test_a_square_passed_twice_scores_two() -> None:
    # red3 crosses the bridge on D4 southward, loops D5-E5-E4 and crosses it again westward.
    state = position(tiles={"D5": "C0", "E5": "C3", "E4": "C2"}, builders={3: "B"})
    state = play(state, "workman:red3", "builder:P3", "tile:B0")
    assert where(workman(state, "red3")) == ("D4", "C4", E, 5, "open")
    state = play(state, "close:red3")
    assert workman(state, "red3").podium == 5
    assert ENGINE.scores(state)["p1"] == 5


def nobody_builds(length: int, podiums: dict[int, list[str]] | None = None) -> AquaState:
    """Red to play with red1 already ``length`` long, and no builder anyone can use."""
    state = position(builders={5: "C"})
    red1 = workman(state, "red1")
    red1.length = length
    for value, names in (podiums or {}).items():
        for name in names:
            w = workman(state, name)
            w.status, w.podium, w.end = "scored", value, -1
            state.podiums[value].append(state.workmen.index(w))
    return play(state, "move:P5")


def test_podium_example_eight_goes_on_podium_eight() -> None:
    state = play(nobody_builds(8), "close:red1")
    assert workman(state, "red1").podium == 8


def test_podium_example_eight_taken_goes_on_seven_which_holds_two() -> None:
    state = play(nobody_builds(8, {8: ["yellow1"], 7: ["green1"]}), "close:red1")
    assert workman(state, "red1").podium == 7
    assert [state.workmen[i].name for i in state.podiums[7]] == ["green1", "red1"]


def test_podium_full_seven_sends_the_workman_lower() -> None:
    state = play(nobody_builds(8, {8: ["yellow1"], 7: ["green1", "green2"]}), "close:red1")
    assert workman(state, "red1").podium == 6


def test_an_aqueduct_over_twenty_takes_the_highest_free_podium() -> None:
    state = play(nobody_builds(23, {20: ["yellow1"]}), "close:red1")
    assert workman(state, "red1").podium == 19


def test_voluntary_close_needs_an_aqueduct_of_one_square() -> None:
    state = nobody_builds(0)
    assert state.phase != "close" and state.current == 1


# ----- builders and fountains ----------------------------------------------------------------


def test_builder_passing_a_fountain_gives_a_neutral_extra_tile() -> None:
    # P36 and P37 are taken, so the builder on P35 jumps to P0 round the north-west corner.
    state = position(builders={35: "S", 36: "C", 37: "C"})
    state = play(state, "workman:red3", "builder:P35", "tile:S0")
    assert state.pathway[35] == "" and state.pathway[0] == "S"
    assert state.phase == "fountain_column" and ENGINE.pending(state) == "p1"
    state = play(state, "fcol:D")
    # D4 now holds the tile, D5 is faced by red3's end, D3 and D6 are reservoirs.
    assert ids(state) == {"fsq:D1", "fsq:D2", "fsq:D7", "fsq:D8"}
    refused = ENGINE.explain_illegal(state, "fsq:D5")
    assert refused == (
        "An aqueduct end faces D5: the extra tile may neither extend nor touch an aqueduct."
    )
    state = play(state, "fsq:D7")
    assert ids(state) == {"ftile:S0", "ftile:S1"}
    before = [where(w) for w in state.workmen]
    state = play(state, "ftile:S1")
    assert state.grid[square("D7")] == tile_code("S", 1)
    assert state.stock["S"] == TILE_COUNTS["S"] - 2
    assert [where(w) for w in state.workmen] == before


def test_fountain_squares_exclude_every_outlet_and_aqueduct_end() -> None:
    state = position(builders={35: "S", 36: "C", 37: "C"})
    state = play(state, "workman:red3", "builder:P35", "tile:S0", "fcol:B")
    # B3 and B6 are faced by the outlets of red1 and blue2.
    assert ids(state) == {"fsq:B1", "fsq:B2", "fsq:B4", "fsq:B5", "fsq:B7", "fsq:B8"}


def test_an_exhausted_type_lets_the_player_lay_any_other_type() -> None:
    state = position(builders={3: "S"})
    state.stock["S"] = 0
    state.__dict__.pop("_legal_cache", None)
    state = play(state, "workman:red3", "builder:P3")
    assert ids(state) == {"tile:C0", "tile:C3", "tile:B0", "tile:D0", "tile:D1"}


def test_compulsory_move_on_another_players_workman() -> None:
    # Only the builder on P7 (top, above H) is in anyone's sight: yellow1 on H3 and green2 and
    # green3 on H6 see it, none of red's workmen do.
    state = position(builders={7: "S"})
    actions = ENGINE.legal_actions(state)
    assert [a.id for a in actions] == ["workman:yellow1", "workman:green2", "workman:green3"]
    assert actions[0].label == "No move of your own: build on yellow1's aqueduct (0 long)"
    refused = ENGINE.explain_illegal(state, "workman:red1")
    assert refused == "No builder stands in red1's line of sight."
    state = play(state, "workman:yellow1", "builder:P7", "tile:S1")
    assert where(workman(state, "yellow1")) == ("G3", "F3", E, 1, "open")
    assert state.pathway[8] == "S" and state.pathway[7] == ""
    # Red closed nothing of his own but has no aqueduct to close: yellow plays next.
    assert state.current == 1 and ENGINE.pending(state) == "p2"


def test_no_builder_in_sight_moves_a_builder_without_a_fountain_tile() -> None:
    state = position(builders={10: "B"})
    assert state.phase == "move"
    assert [a.id for a in ENGINE.legal_actions(state)] == ["move:P10"]
    state = play(state, "move:P10")
    assert state.pathway[11] == "B" and state.pathway[10] == ""
    assert state.current == 1 and state.turns_without_tile == 1 and state.phase == "move"


def test_reserve_builders_are_placed_before_the_owners_next_turn() -> None:
    state = ENGINE.new_game(SEATS4, seed=1)
    state.to_place = {k: 0 for k in state.to_place}
    state.held["p1"] = ["J"]
    state.reserve.remove("J")
    ENGINE.resume(state)
    assert state.phase == "place"
    assert ids(state) == {"place:J:top", "place:J:right", "place:J:bottom", "place:J:left"}
    state = play(state, "place:J:top", "at:P3")
    assert state.pathway[3] == "J" and state.held["p1"] == []
    assert state.phase == "workman" and ENGINE.pending(state) == "p1"


# ----- setup and game end --------------------------------------------------------------------


def test_setup_places_twelve_builders_in_turn_with_short_option_lists() -> None:
    state = ENGINE.new_game(["a", "b"], seed=5)
    assert len(state.workmen) == 12
    assert {w.owner for w in state.workmen if w.colour in ("yellow", "blue")} == {"a"}
    seen = []
    for _ in range(12):
        seen.append(ENGINE.pending(state))
        actions = ENGINE.legal_actions(state)
        assert len(actions) <= 25
        state = play(state, actions[0].id)
        assert len(ENGINE.legal_actions(state)) <= 25
        state = play(state, ENGINE.legal_actions(state)[0].id)
    assert seen == ["a", "b"] * 6
    assert sorted(k for k in state.pathway if k) == ["B"] * 3 + ["C"] * 3 + ["D"] * 3 + ["S"] * 3
    assert state.current == 0 and ENGINE.pending(state) == "a"


def test_rulebook_final_example_blue_wins() -> None:
    state = position(builders={10: "C"}, current=3)
    podiums = {
        "red": (11, 7, 2),
        "yellow": (12, 6, 3),
        "green": (14, 4, 1),
        "blue": (17, 5, None),
    }
    for colour, values in podiums.items():
        for number, value in enumerate(values, start=1):
            w = workman(state, f"{colour}{number}")
            if value is not None:
                w.status, w.podium, w.end = "scored", value, -1
                state.podiums[value].append(state.workmen.index(w))
    state.turns_without_tile = 3
    state.__dict__.pop("_legal_cache", None)
    ENGINE.resume(state)
    state = play(state, "move:P10")  # the fourth turn in a row without a tile ends the game
    result = ENGINE.result(state)
    assert result is not None and ENGINE.pending(state) is None
    assert result.scores == {"p1": 20.0, "p2": 23.0, "p3": 22.0, "p4": 26.0}
    assert result.winners == ["p4"]
    assert result.details["p4"] == {"podiums": [17, 5, 0], "bonus": 4}
    assert result.details["p3"]["bonus"] == 3 and result.details["p2"]["bonus"] == 2


def test_ties_share_the_win() -> None:
    state = position(builders={10: "C"})
    # red 10 + 4 = 14; yellow 9 + 3 + 2 = 14; green 3 + 2 = 5; blue nothing.
    for name, value in (("red1", 10), ("yellow1", 9), ("green1", 3), ("yellow2", 2)):
        w = workman(state, name)
        w.status, w.podium, w.end = "scored", value, -1
        state.podiums[value].append(state.workmen.index(w))
    state.turns_without_tile = 3
    state.__dict__.pop("_legal_cache", None)
    ENGINE.resume(state)
    state = play(state, "move:P10")
    result = ENGINE.result(state)
    assert result is not None
    assert result.scores == {"p1": 14.0, "p2": 14.0, "p3": 5.0, "p4": 0.0}
    assert result.winners == ["p1", "p2"]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_games_keep_every_aqueduct_consistent(players: int) -> None:
    seats = [f"s{i}" for i in range(players)]
    agents = {s: RandomAgent() for s in seats}

    def check(before: object, seat: str, action: object, after: AquaState, events: object) -> None:
        for w in after.workmen:
            # Every aqueduct, open or finished, is where a full trace from its outlet says;
            # an open one also has the length the trace counts.
            t = retrace(after, w)
            assert (t.last, t.end, t.end_edge, t.joined) == (w.square, w.end, w.end_edge, False)
            if w.status == "open":
                assert t.added == w.length
        for value, holders in enumerate(after.podiums):
            assert len(holders) <= (2 if value in (3, 7) else 1 if value else 0)
        assert sum(after.stock.values()) + sum(c >= 0 for c in after.grid) - 4 == 84
        assert sum(1 for k in after.pathway if k) + len(after.reserve) + sum(
            len(h) for h in after.held.values()
        ) == 17 - sum(after.to_place.values())

    for seed in range(4):
        play_game(ENGINE, seats, agents, seed, on_step=check)


@pytest.mark.parametrize(("last", "first_scored"), [(0, "red1"), (1, "yellow1")])
def test_open_aqueducts_are_scored_at_the_end_from_the_last_player_on(
    last: int, first_scored: str
) -> None:
    state = position(builders={10: "C"}, current=last)
    for name in ("green1", "green2"):
        w = workman(state, name)
        w.status, w.podium, w.end = "scored", 7, -1
        state.podiums[7].append(state.workmen.index(w))
    workman(state, "red1").length = 8
    workman(state, "yellow1").length = 8
    state.turns_without_tile = 3
    state.__dict__.pop("_legal_cache", None)
    ENGINE.resume(state)
    state = play(state, "move:P10", "keep")
    assert ENGINE.result(state) is not None
    other = "yellow1" if first_scored == "red1" else "red1"
    assert workman(state, first_scored).podium == 8
    assert workman(state, other).podium == 6


def test_setup_refusals_name_the_reason() -> None:
    state = ENGINE.new_game(["a", "b", "c"], seed=1)
    assert ENGINE.explain_illegal(state, "setup:J:top") == (
        "The joker starts in the reserve; it is not set up on the pathway."
    )
    state = play(state, "setup:C:top")
    assert ENGINE.explain_illegal(state, "at:P12") == "P12 is not on the top side you chose."
    with pytest.raises(IllegalAction) as refused:
        ENGINE.apply(state, "setup:C:top")
    assert refused.value.reason == (
        "Now a must choose the pathway square for the builder; 'setup:C:top' is not such a choice."
    )


def test_a_finished_aqueducts_loose_end_moves_on_but_does_not_score() -> None:
    # red3 (D4, facing D5) was closed voluntarily with 1 point; blue3 comes up C5 and turns
    # east to face D5. A bridge on D5 carries blue3 on eastward and red3's loose end south.
    state = position(tiles={"D4": "S0", "C5": "C1"}, builders={27: "B"}, current=3)
    red3 = workman(state, "red3")
    red3.status, red3.podium = "scored", 1
    state.podiums[1].append(state.workmen.index(red3))
    state.__dict__.pop("_legal_cache", None)
    state = play(state, "workman:blue3", "builder:P27", "tile:B0")
    assert where(workman(state, "blue3")) == ("D5", "E5", W, 2, "open")
    # The loose end now runs into blue's reservoir on D6; red3 keeps his point.
    assert where(workman(state, "red3")) == ("D5", None, -1, 1, "scored")
    assert workman(state, "red3").podium == 1

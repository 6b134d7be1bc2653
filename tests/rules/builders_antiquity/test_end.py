"""The end of The Builders: only at 17 VP by the rules (a table never stops otherwise; only a
simulation's guard stops a game where nothing has been finished for data.STALL_ROUNDS rounds,
reported as such); and seeded games between Normal computer players end by 17 VP."""

from __future__ import annotations

import random

from rules.ai import GreedyAgent
from rules.ai.evaluation import evaluator_for, margin, sample, win_chance
from rules.builders_antiquity import ENGINE as E
from rules.builders_antiquity import data
from rules.builders_antiquity.cards import victory_points
from rules.builders_antiquity.state import BuildersState, Member
from rules.core import Event
from rules.play import play_game
from tests.rules.builders_antiquity.rule_helpers import ann, play, table


def with_vp(state: BuildersState, seat_index: int, buildings: list[str]) -> None:
    state.players[seat_index].completed = buildings


VP_17 = ["pyramid", "sphinx", "city_hall"]  # 8 + 6 + 3 = 17


def end_round(state: BuildersState) -> tuple[BuildersState, list[Event]]:
    """Every seat ends its turn once, from the start player's turn."""
    events: list[Event] = []
    for _ in state.seats:
        state, new = play(state, "end")
        events += new
    return state, events


def test_there_is_no_round_cap_while_buildings_get_finished() -> None:
    state = table()
    state.round = 500
    state.progress_round = 500 - data.STALL_ROUNDS + 1
    state, events = end_round(state)
    assert not state.over and state.round == 501
    assert Event("The game is over.") not in events


def test_finishing_a_building_marks_the_round_as_progress() -> None:
    state = table()
    state.round = 12
    a = ann(state)
    a.sites = ["house"]  # needs 0/1/1/0: the apprentice_1 makes exactly that
    a.crew = [Member("apprentice_1", "worker")]
    state, _ = play(state, "send:apprentice_1", "site:house")
    assert state.progress_round == 12 and a.completed == [] and ann(state).completed == ["house"]


def test_a_table_where_nothing_is_finished_plays_on_as_the_rulebook_says() -> None:
    # Issue 35: the rulebook's only end is 17 VP; the 30-round safety stop is gone from tables.
    state = table()
    assert state.stall_rounds is None
    state.round = 1 + data.STALL_ROUNDS
    for _ in range(3):
        state, events = end_round(state)
        assert not state.over and not state.stalled
        assert Event("The game is over.") not in events
    assert state.round == 4 + data.STALL_ROUNDS


def test_a_simulation_is_stopped_after_stall_rounds_and_says_so() -> None:
    # The guard of simulations only (random players lock their crews): rules/play.py sets it.
    state = E.new_game(["ann", "bob", "cy"], 1, E.simulation_options)
    state.start = state.current = 0
    assert state.stall_rounds == data.STALL_ROUNDS
    state.round = 1 + data.STALL_ROUNDS - 1
    state, _ = end_round(state)
    assert not state.over  # 29 rounds without a finished building: play on
    state, events = end_round(state)
    assert state.over and state.stalled and not state.end_triggered
    assert events[-1] == Event("The game is over.")
    assert events[-2] == Event(
        "Nobody has finished a building for 30 rounds: the table cannot progress, so the game "
        "is stopped here (a safety stop, not the rulebook's end at 17 VP)."
    )
    view = E.view_model(state, None)
    assert view.over and view.stalled
    result = E.result(state)
    assert result is not None and result.scores == {"ann": 1.0, "bob": 1.0, "cy": 1.0}


def test_the_17_vp_end_is_not_a_stall() -> None:
    state = table(current=2)
    with_vp(state, 2, VP_17)
    state = E.clone(state)
    state, _ = play(state, "end")
    assert state.over and not state.stalled and not E.view_model(state, None).stalled


def test_the_ai_samples_keep_the_face_up_top_and_a_stop_is_a_loss_for_everyone() -> None:
    ev = evaluator_for(E)
    state = table()
    top = state.building_deck[0]
    for k in range(5):
        drawn = sample(E, ev, state, "ann", random.Random(k))
        assert drawn.building_deck[0] == top
    state.over = state.stalled = True
    for seat in state.seats:
        assert win_chance(E, ev, state, seat) == 0.0
        assert margin(E, ev, state, seat) == -2.0 * ev.scale


def test_seeded_games_between_normal_players_end_by_17_vp() -> None:
    # The Normal player builds: it finishes buildings until someone reaches 17 VP, long before
    # a simulation's guard (test_ends_by_rule.py plays 200 games of every level).
    for seed in (0, 2, 4):
        playout = play_game(E, ["p1", "p2"], {"p1": GreedyAgent(), "p2": GreedyAgent()}, seed)
        state = playout.state
        assert state.end_triggered and not state.stalled
        assert max(victory_points(p) for p in state.players) >= data.END_TRIGGER_VP
        assert state.round <= 20
    # At 4 players the worker deck runs out: crews must not get locked on what they cannot finish.
    seats = ["p1", "p2", "p3", "p4"]
    playout = play_game(E, seats, {s: GreedyAgent() for s in seats}, 1)
    assert playout.state.end_triggered and not playout.state.stalled
    assert playout.state.round <= 20


def test_the_start_player_reaching_17_lets_everyone_else_finish_the_round() -> None:
    state = table()
    with_vp(state, 0, VP_17)
    state = E.clone(state)
    assert victory_points(ann(state)) == 17
    state, events = play(state, "end")
    assert events == [
        Event("ended the turn", "ann", routine=True),
        Event("reached 17 VP: this round is the last", "ann"),
    ]
    assert state.end_triggered and not state.over and E.pending(state) == "bob"
    state, _ = play(state, "end")
    assert E.pending(state) == "cy"
    state, events = play(state, "end")
    assert state.over and E.pending(state) is None
    assert events == [Event("ended the turn", "cy", routine=True), Event("The game is over.")]
    assert E.legal_actions(state) == []


def test_the_last_player_reaching_17_ends_the_game_at_once() -> None:
    state = table(current=2)
    with_vp(state, 2, VP_17)
    state = E.clone(state)
    state, _ = play(state, "end")
    assert state.over
    result = E.result(state)
    assert result is not None and result.winners == ["cy"]


def test_16_vp_does_not_trigger_the_end() -> None:
    state = table(current=2)
    with_vp(state, 2, ["pyramid", "sphinx", "camel_stable", "stall"])  # 8 + 6 + 1 + 1 = 16
    state = E.clone(state)
    state, _ = play(state, "end")
    assert not state.end_triggered and not state.over
    assert state.current == 0 and state.round == 2

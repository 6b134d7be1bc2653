"""What Normal (the greedy player on rules/builders_antiquity/evaluation.py) values in The
Builders: a building its idle crew can finish, never one it cannot, the actions a turn still
holds, and the slave that frees a crew locked on a building once the worker deck is empty."""

from __future__ import annotations

import random

import pytest

from rules.ai import GreedyAgent
from rules.builders_antiquity import ENGINE as E
from rules.builders_antiquity.evaluation import WEIGHTS, BuildersEvaluator, player_value
from rules.builders_antiquity.state import BuildersState, Member
from tests.rules.builders_antiquity.rule_helpers import ann, play, table


def lone_apprentice(site: str) -> BuildersState:
    """ann holds 10 sestertii, one idle Apprentice (1 stone, 1 architecture) and ``site``."""
    state = table()
    me = ann(state)
    me.crew = [Member(card="apprentice_3", kind="worker")]
    me.sites = [site]
    return state


def test_a_building_the_idle_crew_can_finish_is_worth_its_reward_less_what_is_left_to_pay() -> None:
    state = lone_apprentice("camel_stable")  # needs 1 stone, 1 architecture: 1 VP, 6 sestertii
    coins = 0.2 * 10
    reward = 1 + 0.2 * 6
    wage_and_send = 0.2 * 2 + WEIGHTS.action
    assert player_value(state, ann(state)) == pytest.approx(coins + 0.8 * reward - wage_and_send)


def test_a_building_the_idle_crew_cannot_finish_is_worth_nothing_before_a_crew_is_on_it() -> None:
    state = lone_apprentice("stall")  # needs 1 wood, 1 decoration: nothing the Apprentice makes
    spare = WEIGHTS.production * 2  # its 2 units, with the coins to pay its wage
    assert player_value(state, ann(state)) == pytest.approx(0.2 * 10 + spare)


def test_half_a_building_without_a_plan_to_finish_it_counts_a_quarter() -> None:
    state = lone_apprentice("camel_stable")
    ann(state).crew[0].site = "camel_stable"
    ann(state).crew[0].card = "apprentice_4"  # 1 stone, 1 decoration: half the Camel Stable
    assert player_value(state, ann(state)) == pytest.approx(2.0 + 0.6 * 0.25 * 2.2)


def test_ending_a_turn_gives_up_the_actions_left() -> None:
    ev = BuildersEvaluator()
    state = table()
    before = ev.values(state)
    after, _ = play(state, "end")
    # ann ends with three actions unused: they are spent as much as if she had used them
    assert ev.values(after)["ann"] == pytest.approx(before["ann"] - 3 * WEIGHTS.action)
    assert ev.values(after)["bob"] == pytest.approx(before["bob"])


def first_moves(state: BuildersState, seed: int = 3) -> list[str]:
    """What Normal does in the turn of the player to move."""
    seat = E.pending(state)
    assert seat is not None
    moves: list[str] = []
    rng = random.Random(seed)
    while E.pending(state) == seat:
        action = GreedyAgent().choose(E, state, seat, rng)
        moves.append(action.id)
        state, _ = play(state, action.id)
    return moves


def test_normal_starts_what_its_crew_can_finish_and_finishes_it() -> None:
    state = table()
    me = ann(state)
    me.crew = [Member(card="apprentice_3", kind="worker")]  # 1 stone, 1 architecture
    state.building_row = ["pyramid", "camel_stable", "sphinx", "stall", "theatre"]
    state.building_deck = [b for b in state.building_deck if b not in state.building_row]
    state.worker_row = []
    moves = first_moves(state)
    assert moves[:3] == ["start:camel_stable", "send:apprentice_3", "site:camel_stable"]
    assert not {"start:pyramid", "start:sphinx", "start:stall", "start:theatre"} & set(moves)


def test_a_slave_frees_a_crew_locked_on_a_building_once_the_deck_is_empty() -> None:
    state = table()
    me = ann(state)
    # On the Forum (2 stone, 1 wood, 3 architecture, 2 decoration) a Master makes 3 stone and
    # 2 wood, a Laborer 1 stone and 2 architecture: it misses 1 architecture and 2 decoration,
    # no worker is left to hire, and slave 2 makes 2 architecture and 2 decoration.
    me.crew = [
        Member(card="master_1", kind="worker", site="forum"),
        Member(card="laborer_3", kind="worker", site="forum"),
    ]
    me.sites = ["forum"]
    state.worker_row, state.worker_deck = [], []
    moves = first_moves(state)
    assert moves[:3] == ["buy-slave:slave_2", "send:slave_2", "site:forum"]

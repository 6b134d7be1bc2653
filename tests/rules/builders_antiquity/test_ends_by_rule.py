"""Issue 35: games between computer players of The Builders end as the rulebook says (a player
at 17 VP, the round finished), never by a simulation's guard, and no level makes a move a person
calls a blunder: paying for an extra action that takes fewer sestertii than it cost, or taking
money twice in one turn (1 + 1 sestertii for two actions instead of 3 at once).

200 seeded games, every level but Hard (the turn planner thinks up to 1.5 s a move: its games
are in bench/ai_strength.py) at 2, 3 and 4 players, alone and mixed at one table, in 2
processes."""

from __future__ import annotations

from multiprocessing import Pool
from typing import Any

import pytest

from rules.ai.levels import AGENTS
from rules.builders_antiquity import ENGINE as E
from rules.builders_antiquity import data
from rules.builders_antiquity.cards import victory_points
from rules.core import Action, Event
from rules.play import play_game

GAMES = 200
TABLES = (("easy",), ("normal",), ("easy", "normal"))


def blunders(
    before: Any, seat: str, action: Action, taken: dict[tuple[int, str], int]
) -> list[str]:
    """What is wrong with ``action`` (``taken`` counts each turn's money takes so far)."""
    verb, _, arg = action.id.partition(":")
    if verb != "take-money":
        return []
    spent = int(arg)
    turn = (before.round, seat)
    found = []
    paid = data.EXTRA_ACTION_COST * max(0, spent - before.actions_left)
    if paid >= data.TAKE_MONEY[spent]:
        found.append(f"paid {paid} for {data.TAKE_MONEY[spent]} ({action.id})")
    if taken.get(turn):
        found.append(f"took money a second time in round {before.round} ({action.id})")
    taken[turn] = taken.get(turn, 0) + 1
    return found


def one_game(k: int) -> tuple[int, int, bool, bool, int, list[str]]:
    """(k, players, ended by the rule, stopped by the guard, best VP, blunders) of game k."""
    players = 2 + k % 3
    levels = TABLES[(k // 3) % len(TABLES)]
    seats = [f"p{i}" for i in range(1, players + 1)]
    agents = {seat: AGENTS[levels[i % len(levels)]]() for i, seat in enumerate(seats)}
    found: list[str] = []
    taken: dict[tuple[int, str], int] = {}

    def step(before: Any, seat: str, action: Action, after: Any, events: list[Event]) -> None:
        found.extend(f"{seat}: {b}" for b in blunders(before, seat, action, taken))

    state = play_game(E, seats, agents, seed=k, on_step=step).state
    best = max(victory_points(p) for p in state.players)
    return k, players, state.over and state.end_triggered, state.stalled, best, found


@pytest.fixture(scope="module")
def games() -> list[tuple[int, int, bool, bool, int, list[str]]]:
    with Pool(2) as pool:
        return pool.map(one_game, range(GAMES), chunksize=4)


def test_every_game_of_every_level_ends_by_the_17_vp_rule(
    games: list[tuple[int, int, bool, bool, int, list[str]]],
) -> None:
    assert len(games) == GAMES
    assert {players for _, players, *_ in games} == {2, 3, 4}
    stopped = [k for k, _, by_rule, stalled, _, _ in games if stalled or not by_rule]
    assert stopped == []
    assert all(best >= data.END_TRIGGER_VP for *_, best, _ in games)


def test_no_level_pays_more_than_an_action_brings_or_takes_money_twice_a_turn(
    games: list[tuple[int, int, bool, bool, int, list[str]]],
) -> None:
    found = {k: b for k, *_, b in games if b}
    assert found == {}


def test_the_blunder_check_sees_the_blunders_it_looks_for() -> None:
    # The checks above would pass on a check that never fires: it flags both kinds of move.
    state = E.new_game(["a", "b"], 1)
    taken: dict[tuple[int, str], int] = {}
    take_1 = Action("take-money:1", "Earn 1")
    assert blunders(state, "a", take_1, taken) == []
    assert blunders(state, "a", take_1, taken) == [
        "took money a second time in round 1 (take-money:1)"
    ]
    state.actions_left = 0
    assert blunders(state, "b", take_1, taken) == ["paid 5 for 1 (take-money:1)"]

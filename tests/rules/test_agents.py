"""The computer players: legal moves only, reproducible, within their time, and blind to what
their seat cannot see."""

from __future__ import annotations

import random
import time
from typing import Any

import pytest

from rules import registry
from rules.ai import AGENTS, GreedyAgent, MctsAgent, RandomAgent
from rules.ai.base import Agent
from rules.ai.lookahead import HardAgent, TurnPlanner
from rules.aqua_romana import ENGINE as AQUA
from rules.aqua_romana.evaluation import GROWTH, free_podium, seat_values
from rules.builders_antiquity import ENGINE as BUILDERS
from rules.builders_antiquity.state import Member
from rules.core import Action, Engine
from rules.play import play_game, random_history
from rules.porta_nigra import ENGINE as PORTA

GAMES = registry.games()


class LegalOnly:
    """Wraps an agent and fails the test the moment it returns an action that is not legal."""

    def __init__(self, agent: Agent) -> None:
        self.agent = agent
        self.decisions = 0

    def choose(self, engine: Engine[Any], state: Any, seat: str, rng: random.Random) -> Action:
        legal = engine.legal_actions(state)
        assert engine.pending(state) == seat
        action = self.agent.choose(engine, state, seat, rng)
        assert action in legal, f"{type(self.agent).__name__} chose {action} not in {legal}"
        self.decisions += 1
        return action


def line_ups(n: int) -> list[list[Agent]]:
    """Tables of n seats on which every kind of agent plays (the MCTS on a tiny budget)."""

    def mcts() -> Agent:
        return MctsAgent(iterations=3, time_limit=None)

    easy, normal, rand = AGENTS["easy"], GreedyAgent, RandomAgent
    tables: dict[int, list[list[Agent]]] = {
        2: [[normal(), mcts()], [easy(), rand()]],
        3: [[easy(), mcts(), rand()], [normal(), rand(), mcts()]],
        4: [[rand(), normal(), easy(), mcts()]],
    }
    return tables[n]


@pytest.mark.parametrize("n", [2, 3, 4])
@pytest.mark.parametrize("game", GAMES)
def test_agents_play_whole_games_with_legal_actions_only(game: str, n: int) -> None:
    engine = registry.get(game)
    seats = [f"p{i}" for i in range(1, n + 1)]
    for k, line_up in enumerate(line_ups(n)):
        agents = [LegalOnly(a) for a in line_up]
        playout = play_game(engine, seats, dict(zip(seats, agents, strict=True)), seed=7 * n + k)
        assert engine.result(playout.state) is not None
        assert all(a.decisions > 0 for a in agents)


def first_decisions(engine: Engine[Any], agent: Agent, seed: int, steps: int) -> list[str]:
    """The ids chosen by ``agent`` for every seat over the first ``steps`` decisions."""
    state = engine.new_game(["p1", "p2"], seed)
    rng = random.Random(seed)
    chosen = []
    for _ in range(steps):
        seat = engine.pending(state)
        if seat is None:
            break
        action = agent.choose(engine, state, seat, rng)
        chosen.append(action.id)
        state, _ = engine.apply(state, action)
    return chosen


@pytest.mark.parametrize("game", GAMES)
def test_agents_are_deterministic_for_a_seed_and_an_iteration_budget(game: str) -> None:
    engine = registry.get(game)
    for make in (lambda: MctsAgent(iterations=12, time_limit=None), AGENTS["easy"]):
        first = first_decisions(engine, make(), seed=3, steps=25)
        assert first_decisions(engine, make(), seed=3, steps=25) == first
        assert len(first) == 25
    # A different seed gives the easy level a different game (its noise is drawn from rng).
    easy = [first_decisions(engine, AGENTS["easy"](), seed=s, steps=25) for s in (3, 4, 5)]
    assert len({tuple(e) for e in easy}) > 1


def position_with_a_choice(engine: Engine[Any], seed: int, skip: int) -> Any:
    """A position after ``skip`` random decisions where the pending seat has several options."""
    state = engine.new_game(["p1", "p2"], seed)
    rng = random.Random(seed)
    for _ in range(skip):
        state, _ = engine.apply(state, rng.choice(engine.legal_actions(state)))
    while len(engine.legal_actions(state)) < 3:
        state, _ = engine.apply(state, rng.choice(engine.legal_actions(state)))
    return state


@pytest.mark.parametrize("game", GAMES)
def test_hard_answers_within_its_time_limit(game: str) -> None:
    engine = registry.get(game)
    hard = AGENTS["hard"]()
    assert isinstance(hard, HardAgent) and hard.time_limit == 1.5
    state = position_with_a_choice(engine, seed=11, skip=20)
    seat = engine.pending(state)
    assert seat is not None
    # Its own CPU time: on a busy machine the wall clock also counts the time other programs
    # had the core, which no deadline can give back (the agent stops at its deadline either
    # way, having done less).
    start = time.thread_time()
    action = hard.choose(engine, state, seat, random.Random(1))
    elapsed = time.thread_time() - start
    assert action in engine.legal_actions(state)
    assert elapsed <= 1.5, f"{elapsed:.2f} s of CPU for one decision"


def opponents_hidden_cards_swapped() -> tuple[Any, Any]:
    """Two Porta Nigra positions that differ only in p2's hand and the order of p2's deck."""
    state = PORTA.new_game(["p1", "p2"], seed=5)
    rng = random.Random(5)
    # On to p1's third turn: p2 has played a card and holds two unknown ones.
    while not (state.turns_played >= 2 and state.phase == "card"):
        state, _ = PORTA.apply(state, rng.choice(PORTA.legal_actions(state)))
    assert PORTA.pending(state) == "p1" and len(set(state.players[0].hand)) == 2
    other = PORTA.clone(state)
    p2 = other.players[1]
    pool = p2.hand + p2.deck
    swapped = sorted(pool, reverse=True)  # other cards in hand, the deck in another order
    p2.hand = sorted(swapped[: len(p2.hand)])
    p2.deck = swapped[len(p2.hand) :]
    assert other.players[1].hand != state.players[1].hand
    assert other.players[1].deck != state.players[1].deck
    assert PORTA.view(other, "p1") == PORTA.view(state, "p1")
    return state, other


def test_porta_nigra_search_cannot_see_the_opponents_hand() -> None:
    state, other = opponents_hidden_cards_swapped()
    agent = MctsAgent(iterations=60, time_limit=None)
    stats = agent.search(PORTA, state, "p1", random.Random(9))
    assert agent.search(PORTA, other, "p1", random.Random(9)) == stats
    assert agent.choose(PORTA, state, "p1", random.Random(9)) == agent.choose(
        PORTA, other, "p1", random.Random(9)
    )
    # The greedy players are just as blind.
    for greedy in (GreedyAgent(), AGENTS["easy"]()):
        assert isinstance(greedy, GreedyAgent)
        assert greedy.scores(PORTA, state, "p1", random.Random(4)) == greedy.scores(
            PORTA, other, "p1", random.Random(4)
        )


def test_registry_builds_every_level() -> None:
    assert {"random", "easy", "normal", "hard"} <= set(AGENTS)
    assert isinstance(AGENTS["random"](), RandomAgent)
    easy, normal = AGENTS["easy"](), AGENTS["normal"]()
    assert isinstance(easy, GreedyAgent) and easy.noise > 0
    assert isinstance(normal, GreedyAgent) and normal.noise == 0
    assert isinstance(AGENTS["hard"](), HardAgent)
    assert isinstance(AGENTS["mcts"](), MctsAgent)


def test_greedy_finishes_a_building_its_crew_can_finish_this_turn() -> None:
    state = BUILDERS.new_game(["p1", "p2"], seed=1)
    seat = BUILDERS.pending(state)
    assert seat is not None
    me = state.players[state.current]
    for pile in (state.building_row, state.building_deck):
        if "camel_stable" in pile:
            pile.remove("camel_stable")
    # An Apprentice making 1 stone and 1 architecture: exactly what the Camel Stable needs.
    me.crew = [Member(card="apprentice_3", kind="worker")]
    me.sites = ["camel_stable"]
    rng = random.Random(2)
    while BUILDERS.pending(state) == seat:
        state, _ = BUILDERS.apply(state, GreedyAgent().choose(BUILDERS, state, seat, rng))
    finished = state.players[state.seats.index(seat)]
    assert finished.completed == ["camel_stable"]
    assert finished.sites == []


def test_aqua_romana_evaluation_counts_podiums_and_open_aqueducts() -> None:
    room = [0] + [1] * 20
    room[5] = 0
    assert free_podium(room, 6) == 6
    assert free_podium(room, 5) == 4  # podium 5 is full: the next lower one
    assert free_podium(room, 0) == 0
    state = AQUA.new_game(["p1", "p2"], seed=1)
    # At the start every aqueduct is open and 0 long: worth only its growth, the same for all.
    values = seat_values(state)
    per_seat = sum(1 for w in state.workmen if w.owner == "p1")
    assert values == {"p1": per_seat * GROWTH, "p2": per_seat * GROWTH}


@pytest.mark.parametrize("game", GAMES)
def test_random_history_is_every_state_of_the_seeded_random_game(game: str) -> None:
    engine = registry.get(game)
    seats = ["1000", "1001", "1002"]
    states = random_history(engine, 3, seed=9)
    playout = play_game(engine, seats, dict.fromkeys(seats, RandomAgent()), seed=9)
    assert len(states) == playout.steps + 1
    # a simulation starts its game with the engine's simulation options (The Builders' guard)
    first = engine.new_game(seats, 9, engine.simulation_options)
    assert engine.dump(states[0]) == engine.dump(first)
    assert engine.dump(states[-1]) == engine.dump(playout.state)
    state = states[0]
    for action_id, recorded in zip(playout.actions, states[1:], strict=True):
        state, _ = engine.apply_id(state, action_id)
        assert engine.dump(state) == engine.dump(recorded)


def test_the_turn_planner_finishes_a_building_that_takes_two_sends() -> None:
    state = BUILDERS.new_game(["p1", "p2"], seed=1)
    seat = BUILDERS.pending(state)
    assert seat is not None
    me = state.players[state.current]
    # The Urban House (2 stone, 2 wood, 2 architecture) takes a Master (3 stone, 2 wood) and a
    # Laborer (1 stone, 2 architecture): two sends, the second for two actions.
    me.crew = [Member(card="master_1", kind="worker"), Member(card="laborer_3", kind="worker")]
    me.sites = ["urban_house"]
    me.coins = 8
    rng = random.Random(4)
    while BUILDERS.pending(state) == seat:
        state, _ = BUILDERS.apply(state, TurnPlanner().choose(BUILDERS, state, seat, rng))
    finished = state.players[state.seats.index(seat)]
    assert finished.completed == ["urban_house"]
    assert finished.coins == 8 - 5 - 3 + 10

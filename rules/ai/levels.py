"""The computer players a table can seat, by name: the three levels and the plain agents.

easy = greedy with noise, normal = greedy, hard = MCTS (or, in The Builders, the greedy player
planning its whole turn) with at most 1.5 s per decision.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from rules import registry
from rules.ai.base import Agent
from rules.ai.greedy import GreedyAgent
from rules.ai.lookahead import HardAgent
from rules.ai.mcts import MctsAgent
from rules.ai.random_agent import RandomAgent

# Blur on each option's value at the easy level, in units of the game's evaluation scale
# (4 VP in The Builders and Aqua Romana, 8 VP in Porta Nigra). Measured with
# bench/ai_strength.py: easy still beats random most of the time and loses to normal.
EASY_NOISE = 0.6
# The hard level's budget per decision: a cap on time, and on iterations so that a fast
# machine does not play a different game than a slow one more than it must.
HARD_SECONDS = 1.5
HARD_ITERATIONS = 3000


def easy() -> Agent:
    return GreedyAgent(noise=EASY_NOISE)


def normal() -> Agent:
    return GreedyAgent()


def hard() -> Agent:
    return HardAgent(iterations=HARD_ITERATIONS, time_limit=HARD_SECONDS)


AGENTS: dict[str, Callable[[], Agent]] = {
    "random": RandomAgent,
    "easy": easy,
    "normal": normal,
    "hard": hard,
    "greedy": normal,
    "mcts": lambda: MctsAgent(iterations=HARD_ITERATIONS, time_limit=HARD_SECONDS),
}

LEVELS = ("easy", "normal", "hard")


def choose_move(game_id: str, level: str, state: Any, seat: str, rng: random.Random) -> str:
    """The id of the action a computer player of ``level`` takes for ``seat``: a function of
    plain values, so that a worker process can run it (a search holds the interpreter for up
    to 1.5 s, which in a thread of the bot would slow every other table's clicks)."""
    agent = AGENTS.get(level, RandomAgent)()
    return agent.choose(registry.get(game_id), state, seat, rng).id

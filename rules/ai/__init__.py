"""Players that choose actions through the engine contract, for any game.

Build one by name: ``AGENTS["hard"]()`` (names: random, easy, normal, hard, greedy, mcts).
"""

from rules.ai.base import Agent
from rules.ai.greedy import GreedyAgent
from rules.ai.levels import AGENTS, LEVELS
from rules.ai.mcts import MctsAgent
from rules.ai.random_agent import RandomAgent

__all__ = ["AGENTS", "LEVELS", "Agent", "GreedyAgent", "MctsAgent", "RandomAgent"]
